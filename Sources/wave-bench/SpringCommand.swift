import ArgumentParser
import WaveInputs
import WaveOutput
import WaveReports

struct SpringCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "spring",
    abstract: "Print a spring's parameters: stored, derived, and what the equation really has.",
    discussion: """
      JSON keys: dampingRatio, response, mass, stiffness, dampingCoefficient,
      settlingDuration, undampedNaturalFrequency, effectiveDampingRatio,
      rubberbanded. With --fps F, an object `euler`: what the engine's step does at
      F Hz (fps, stable, spectralRadius, settleTime or null,
      residualAtSettlingDuration, effectiveDampingRatio, effectiveResponse,
      timeLeadFrames).

      Example: wave-bench spring --damping-ratio 0.6 --response 0.8 --format json
      """
  )

  @OptionGroup var spring: SpringOptions

  @Option(help: "Output format: text or json.")
  var format: TextOrJSON = .text

  @Option(parsing: .unconditional, help: "A frame rate in Hz (finite, > 0): add what the engine's step does at it.")
  var fps: Double?

  func validate() throws {
    if let fps { try validating { try WorkCheck.spring(try spring.spec(), fps: fps) } }
  }

  func run() throws {
    let spring = try spring.makeSpring()
    try StandardStreams.write(
      format == .text ? try SpringDescription.text(spring, fps: fps) : try SpringDescription.json(spring, fps: fps))
  }
}
