/// The tool's version, recorded in every report.
public enum WaveBenchVersion {
  public static let string = "0.1.0"
}
