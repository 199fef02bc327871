import Foundation
import XCTest

/// A C program of another engine's step, kept to the external-program protocol (``ExternalProgram``): `--frames N`
/// steps 100 animators N frames, `work` times the plain work each, and prints a checksum, `animators: 100` and
/// `allocations: 0`; compiled with the toolchain's clang.
enum ExternalStepProgram {
  /// The program's path in `folder`, compiled.
  static func compile(work: Int, in folder: String) throws -> String {
    let source = """
      #include <stdio.h>
      #include <stdlib.h>
      #include <string.h>
      int main(int argc, char **argv) {
        int frames = 0;
        for (int i = 1; i + 1 < argc; i++) if (!strcmp(argv[i], "--frames")) frames = atoi(argv[i + 1]);
        volatile double x = 1, v = 0;
        for (int f = 0; f < frames; f++)
          for (int a = 0; a < 100 * \(work); a++) { v += (0.0 - x) * 0.01; x += v * 0.01; }
        printf("checksum %.17g\\nanimators: 100\\nallocations: 0\\n", x);
        return 0;
      }
      """
    try source.write(toFile: folder + "/step\(work).c", atomically: true, encoding: .utf8)
    let compiler = try XCTUnwrap(
      ["clang", "cc"].lazy.compactMap { name in
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
          .first { FileManager.default.isExecutableFile(atPath: $0) }
      }.first, "a C compiler (the Swift toolchain has clang)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: compiler)
    process.arguments = ["-O1", "-o", folder + "/step\(work)", folder + "/step\(work).c"]
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0)
    return folder + "/step\(work)"
  }
}
