import WaveIntegrators
import WaveOutput

/// What `wave-bench integrators` prints: every integrator of the catalogue, one line each.
public enum IntegratorList {
  /// The table: name and description, in catalogue order.
  public static func text() -> String {
    var table = TextTable(header: ["name", "description"])
    for integrator in IntegratorCatalogue.all {
      table.add([integrator.name, integrator.summary])
    }
    return table.rendered()
  }
}
