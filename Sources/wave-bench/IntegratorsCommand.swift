import ArgumentParser
import WaveOutput
import WaveReports

struct IntegratorsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "integrators",
    abstract: "List every integrator `trajectory --integrator` accepts, one line each."
  )

  func run() throws { try StandardStreams.write(IntegratorList.text()) }
}
