import ArgumentParser
import WaveOutput

struct IntegratorsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(CommandHelp.integrators)

  func run() throws { try StandardStreams.write(try IntegratorListing.text()) }
}
