import WaveIntegrators
import WaveOutput

/// What `wave-bench integrators` prints: every integrator of the catalogue, one line each.
package enum IntegratorList {
  /// The table: name and description, in catalogue order.
  package static func text() -> String {
    var table = TextTable(header: ["name", "description"])
    for entry in IntegratorCatalogue.entries { table.add([entry.name, entry.summary]) }
    return table.rendered()
  }
}
