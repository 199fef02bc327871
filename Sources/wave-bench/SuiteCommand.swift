import ArgumentParser
import Foundation
import WaveBenchTools

struct SuiteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "suite",
    abstract: "Run everything that exists (the default when no subcommand is given) and summarize it."
  )

  func run() throws {
    print(try Suite.run(progress: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }), terminator: "")
  }
}
