import Foundation
import PackagePlugin

/// `swift package check-springs [--target NAME]… [check's options]`: runs `wave-bench-check check` on the springs
/// written in the package's Swift source, with check's output and exit status.
///
/// Without a `--scan` option it scans every Swift source target of the package (only those named by `--target`, when
/// given); with one it scans the paths given. Every other argument goes to check unchanged (`--fail-on`, `--schedule`,
/// `--format github`, `--engine wave`, `-o FILE`). The tool runs in the package's folder, so that the paths it prints
/// are relative to it.
@main
struct CheckSprings: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var forwarded = extractor.remainingArguments
    if !forwarded.contains(where: { $0 == "--scan" || $0.hasPrefix("--scan=") }) {
      let targets = try targetNames.isEmpty ? context.package.targets : context.package.targets(named: targetNames)
      // Paths relative to the package's folder, where the tool runs: what editors and GitHub's annotations match.
      let root = context.package.directoryURL.standardizedFileURL.path + "/"
      let folders = targets.compactMap { $0 as? SwiftSourceModuleTarget }.map {
        let path = $0.directoryURL.standardizedFileURL.path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
      }
      guard !folders.isEmpty else {
        Diagnostics.error("check-springs: the package has no Swift source target to scan")
        exit(64)
      }
      forwarded = folders.flatMap { ["--scan", $0] } + forwarded
    }
    let tool = try context.tool(named: "wave-bench-check")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["check"] + forwarded
    process.currentDirectoryURL = context.package.directoryURL
    // SwiftPM shows a plugin's standard output and standard error as one stream, so the tool's two are collected
    // apart: its output (JSON, JUnit, annotations) goes through whole, and what it wrote on standard error (the
    // summary line, a refusal) after it, as the plugin's diagnostics (a refusal an error, any other line progress),
    // which SwiftPM prints on its standard error.
    let errorFile = context.pluginWorkDirectoryURL.appendingPathComponent("check-springs-\(getpid()).stderr")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    FileHandle.standardOutput.write(printed)
    let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    for line in errors.split(separator: "\n") {
      if line.hasPrefix("Error: ") {
        Diagnostics.error(String(line.dropFirst("Error: ".count)))
      } else {
        Diagnostics.progress(String(line))
      }
    }
    // The exit status is check's verdict.
    if process.terminationStatus != 0 { exit(process.terminationStatus) }
  }
}
