/// The tool's version, recorded in every report.
package enum WaveBenchVersion {
  package static let string = "0.1.0"
}
