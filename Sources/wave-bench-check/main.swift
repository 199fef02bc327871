import WaveBenchCLI

// `wave-bench check` alone, built without WavePerfWide's build flags: the tool of the `check-springs` plugin, which
// SwiftPM builds from a URL dependency (it refuses a dependency's target with unsafe flags).
CheckSpringsTool.start()
