import ArgumentParser
import WaveOutput

struct IntegratorCostCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.integratorCost)

  @Option(help: "The folder to write integrator-cost.json to (created when missing).")
  var output: String = Suite.defaultOutput

  func validate() throws { try validating { try IntegratorCostJob.acceptFolder(output) } }

  func run() throws {
    Interruption.install()
    let written = try IntegratorCostJob.run(output: output) {
      StandardStreams.note($0)
    }
    try StandardStreams.write(written.table)
    StandardStreams.note("wrote \(written.path)")
  }
}
