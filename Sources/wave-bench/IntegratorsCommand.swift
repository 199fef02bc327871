import ArgumentParser
import WaveIntegrators
import WaveOutput
import WaveReports

struct IntegratorsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "integrators",
    abstract: "List every integrator `trajectory --integrator` accepts, one line each."
  )

  func run() {
    var table = TextTable(header: ["name", "description"])
    for integrator in IntegratorCatalogue.all {
      table.add([integrator.name, integrator.summary])
    }
    print(table.rendered(), terminator: "")
  }
}
