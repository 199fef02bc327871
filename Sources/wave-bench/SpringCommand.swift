import ArgumentParser
import WaveBenchTools

struct SpringCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "spring",
    abstract: "Print a spring's parameters: stored, derived, and what the equation really has.",
    discussion: """
      JSON keys: dampingRatio, response, mass, stiffness, dampingCoefficient, settlingDuration,
      undampedNaturalFrequency, effectiveDampingRatio, rubberbanded.

      Example: wave-bench spring --damping-ratio 0.6 --response 0.8 --format json
      """
  )

  @OptionGroup var spring: SpringOptions

  @Option(help: "Output format: text or json.")
  var format: TextOrJSON = .text

  func run() throws {
    let spring = try spring.makeSpring()
    switch format {
    case .text: print(SpringDescription.text(spring), terminator: "")
    case .json: print(SpringDescription.json(spring).serialized())
    }
  }
}
