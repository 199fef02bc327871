import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `check --scan` in `wave-bench`, which does not link swift-syntax (so that its first build, the quick start, does
/// not wait for it): the run becomes `wave-bench-check`'s, the same `check` with the scanner, from the executable's
/// own folder, with the same arguments, streams, environment and exit status (`execv`).
enum ScanHandOff {
  /// The executable that reads Swift source: `check` alone, the check-springs plugin's tool.
  static let toolName = "wave-bench-check"

  /// Replaces this process with ``toolName`` beside it, given the arguments that followed `check`.
  ///
  /// - Throws: ``CommandStopped`` (exit 2), one line saying how to build the tool, when it is not there or cannot be
  ///   started.
  static func run() throws -> Never {
    let arguments = CommandLine.arguments
    let after = arguments.dropFirst().firstIndex(of: "check").map { arguments[($0 + 1)...] } ?? []
    let tool = executableFolder() + "/" + toolName
    let argv = ([tool] + after).map { strdup($0) } + [nil]
    execv(tool, argv)
    let reason = String(cString: strerror(errno))
    throw CommandStopped(
      "Error: --scan reads Swift source with \(toolName), which was not found beside wave-bench (\(reason)); build it once with `swift build -c release --product \(toolName)` (its first build compiles swift-syntax)"
    )
  }

  /// The folder of this process's executable, symlinks resolved.
  private static func executableFolder() -> String {
    #if os(Linux)
    let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    #else
    let path = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0]).resolvingSymlinksInPath()
      .path
    #endif
    return (path as NSString).deletingLastPathComponent
  }
}
