// Writes a seeded, realistic Swift source tree for the scan benchmark (scripts/bench-scan.sh): SwiftUI views and
// Wave-driven UIKit controllers, doc comments, line comments, string literals, and about one spring per 100 lines
// in every form the scanner reads (some with non-literal arguments, some in comments that must not count).
//
//   swift scripts/make-scan-tree.swift OUT [SEED] [LINES]     # defaults: seed 1, 100000 lines
//
// Same seed, same tree. Prints the files, lines and springs (in code) written.
import Foundation

/// SplitMix64: a seeded generator the same on every platform.
struct SplitMix64 {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  /// One of four evenly spaced values from `low` to `high`: an app's springs come from a few design values, and
  /// repeat (check runs each distinct spring once).
  mutating func number(_ low: Double, _ high: Double) -> String {
    String(format: "%.2f", low + (high - low) * Double(below(4)) / 3)
  }
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: make-scan-tree.swift OUT [SEED] [LINES]\n".utf8))
  exit(64)
}
let out = arguments[1]
var random = SplitMix64(state: arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1)
let target = arguments.count > 3 ? Int(arguments[3]) ?? 100_000 : 100_000

func swiftUISpring(_ random: inout SplitMix64) -> String {
  switch random.below(9) {
  case 0: return ".spring(response: \(random.number(0.2, 0.8)), dampingFraction: \(random.number(0.5, 1)))"
  case 1: return ".spring(duration: \(random.number(0.2, 0.8)), bounce: \(random.number(0, 0.4)))"
  case 2: return ".smooth"
  case 3: return ".snappy(duration: \(random.number(0.2, 0.6)))"
  case 4: return ".bouncy(extraBounce: \(random.number(0, 0.2)))"
  case 5: return ".interactiveSpring()"
  case 6: return ".interpolatingSpring(stiffness: \(random.number(100, 400)), damping: \(random.number(10, 30)))"
  case 7: return ".spring"
  default: return ".spring(response: baseResponse * 2, dampingFraction: 0.8)"
  }
}

func waveSpring(_ random: inout SplitMix64) -> String {
  switch random.below(4) {
  case 0: return "Spring(dampingRatio: \(random.number(0.5, 1)), response: \(random.number(0.2, 0.9)))"
  case 1: return "Spring(dampingRatio: \(random.number(0.5, 1)), stiffness: \(random.number(100, 500)), mass: 1)"
  case 2: return "Spring.defaultAnimated"
  default: return "Spring.defaultInteractive"
  }
}

/// One SwiftUI view file of about `blocks` × 24 lines: a spring in code in one block of 10, and one in `body`.
func viewFile(_ index: Int, blocks: Int, springs: inout Int, _ random: inout SplitMix64) -> [String] {
  var lines = ["//", "//  Feature\(index)View.swift", "//", "", "import SwiftUI", ""]
  lines += ["/// A card of feature \(index): a title, a body and a button that opens it with a spring.", ""]
  lines += ["struct Feature\(index)View: View {", "  @State private var isOpen = false"]
  lines += ["  @State private var offset: CGFloat = 0", "  private let baseResponse = 0.3", ""]
  for block in 0..<blocks {
    lines += ["  /// Section \(block): its title and the rows under it.", "  private var section\(block): some View {"]
    lines += ["    VStack(alignment: .leading, spacing: \(random.below(16))) {"]
    lines += ["      Text(\"Section \(block) of feature \(index)\")", "        .font(.headline)"]
    lines += ["        .foregroundStyle(.secondary)", "      // The rows are fixed; a later version loads them."]
    for row in 0..<3 {
      lines += ["      HStack {", "        Image(systemName: \"star\")", "        Text(\"Row \(row)\")", "      }"]
    }
    if random.below(10) == 0 {
      lines += ["        .animation(\(swiftUISpring(&random)), value: isOpen)"]
      springs += 1
    } else {
      lines += ["        .padding(.horizontal, \(random.below(20)))"]
    }
    if random.below(10) == 0 {
      lines += ["      // Tried .spring(response: 0.2, dampingFraction: 0.5) here: too bouncy."]
    }
    lines += ["    }", "  }", ""]
  }
  lines += ["  var body: some View {", "    ScrollView {"]
  lines += (0..<blocks).map { "      section\($0)" }
  lines += [
    "      Button(\"Open\") {", "        withAnimation(\(swiftUISpring(&random))) { isOpen.toggle() }", "      }",
  ]
  springs += 1
  lines += ["    }", "  }", "}", ""]
  return lines
}

/// One Wave-driven controller file of about `methods` × 16 lines: a spring in code in one method of 4.
func controllerFile(_ index: Int, methods: Int, springs: inout Int, _ random: inout SplitMix64) -> [String] {
  var lines = ["import UIKit", "import Wave", "", "/// Moves the sheet of screen \(index) with Wave's springs."]
  lines += ["final class Sheet\(index)Controller: UIViewController {", "  private let sheet = UIView()", ""]
  for method in 0..<methods {
    lines += ["  /// Moves the sheet to stop \(method).", "  func moveToStop\(method)(velocity: CGPoint) {"]
    lines += ["    let target = CGPoint(x: view.bounds.midX, y: \(random.below(800)))"]
    lines += ["    let message = \"moving to stop \(method) with Spring(dampingRatio: 1, response: 1)\""]
    lines += ["    print(message)", "    guard sheet.superview != nil else { return }"]
    if random.below(4) == 0 {
      lines += ["    Wave.animate(withSpring: \(waveSpring(&random))) {"]
      springs += 1
    } else {
      lines += ["    Wave.animate(withSpring: sheetSpring) {"]
    }
    lines += ["      self.sheet.animator.center = target", "    }"]
    lines += ["    /* An earlier version used Spring(dampingRatio: 0.5, response: 0.5). */"]
    lines += ["    for index in 0..<\(random.below(5) + 1) {", "      sheet.tag = index", "    }"]
    lines += ["  }", ""]
  }
  lines += ["  private var sheetSpring: Spring { .defaultAnimated }", "}", ""]
  springs += 1
  return lines
}

let files = FileManager.default
try? files.removeItem(atPath: out)
var written = 0
var fileCount = 0
var springs = 0
while written < target {
  let folder = "\(out)/Feature\(fileCount / 20)/\(fileCount % 2 == 0 ? "Views" : "Controllers")"
  try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
  let lines =
    fileCount % 2 == 0
    ? viewFile(fileCount, blocks: 4 + random.below(12), springs: &springs, &random)
    : controllerFile(fileCount, methods: 4 + random.below(12), springs: &springs, &random)
  let name = fileCount % 2 == 0 ? "Feature\(fileCount)View.swift" : "Sheet\(fileCount)Controller.swift"
  try (lines.joined(separator: "\n") + "\n").write(toFile: "\(folder)/\(name)", atomically: false, encoding: .utf8)
  written += lines.count
  fileCount += 1
}
print("wrote \(fileCount) files, \(written) lines, \(springs) springs in code to \(out)")
