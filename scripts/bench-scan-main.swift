// The scan benchmark's driver, compiled by scripts/bench-scan.sh against a release build of WaveSourceScan (no
// product of the package: the script links the module's objects). Scans the paths given and prints what it found
// and the wall time of each of `RUNS` scans (default 3), and their median.
import Foundation
import WaveSourceScan

let paths = Array(CommandLine.arguments.dropFirst())
let runs = Int(ProcessInfo.processInfo.environment["RUNS"] ?? "") ?? 3
var seconds: [Double] = []
for run in 1...runs {
  let clock = ContinuousClock()
  let start = clock.now
  do {
    let result = try SpringScanner.scan(paths: paths)
    let elapsed = clock.now - start
    let time = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    seconds.append(time)
    let summary = "\(result.files) files, \(result.lines) lines, \(result.springs.count) springs, "
    print("run \(run): \(summary)\(result.unresolved.count) unresolved in \(String(format: "%.2f", time)) s")
  } catch {
    print(error.message)
    exit(1)
  }
}
let median = seconds.sorted()[seconds.count / 2]
print("scan: median \(String(format: "%.2f", median)) s of \(runs) runs (budget 10 s)")
