import ArgumentParser
import Foundation
import WaveIntegrators
import WaveOutput
import WavePerf
import WaveReports

struct IntegratorCostCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "integrator-cost",
    abstract: "Time one frame of every integrator and write integrator-cost.json for the accuracy report.",
    discussion: """
      Wall-clock, so it differs from run to run and machine to machine: run it on a release build
      (swift run -c release wave-bench integrator-cost), commit the file, and the accuracy report's
      accuracy-vs-cost table reads it (the report itself then reproduces bit for bit).
      """
  )

  @Option(help: "The folder to write integrator-cost.json to.")
  var output: String = "reports"

  func run() throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw ValidationError("--output: no such folder: \(output)")
    }
    let costs = try IntegratorCost.measure(IntegratorCatalogue.all) {
      FileHandle.standardError.write(Data(($0 + "\n").utf8))
    }
    let path = (output as NSString).appendingPathComponent(IntegratorCost.fileName)
    try IntegratorCost.json(costs).write(toFile: path, atomically: true, encoding: .utf8)
    var table = TextTable(header: ["integrator", "ns per frame"], rightAligned: [1])
    for cost in costs { table.add([cost.name, String(format: "%.1f", cost.nanosecondsPerFrame)]) }
    print(table.rendered(), terminator: "")
    FileHandle.standardError.write(Data("wrote \(path)\n".utf8))
  }
}
