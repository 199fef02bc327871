public enum WaveBenchToolsPlaceholder {}
