// Checks that every module a target imports is one Package.swift declares for it (the compiler accepts a
// transitive module silently). Run from the package root: `swift package dump-package | swift scripts/check-imports.swift`.
// Exits 1 and names each undeclared import; system modules (Foundation, XCTest, Glibc, …) are allowed.
import Foundation

let system: Set<String> = [
  "Foundation", "FoundationEssentials", "FoundationXML", "Glibc", "Dispatch", "XCTest", "Testing", "Synchronization",
  "Darwin",
  "PackageDescription",
]
let package = try JSONSerialization.jsonObject(with: FileHandle.standardInput.readDataToEndOfFile()) as! [String: Any]
var undeclared: [String] = []
for target in package["targets"] as! [[String: Any]] {
  let name = target["name"] as! String
  let type = target["type"] as! String
  guard type != "system" else { continue }
  // A target is imported by its module name: an executable target's dashes become underscores.
  var declared: Set<String> = [name.replacingOccurrences(of: "-", with: "_")]
  for dependency in target["dependencies"] as! [[String: Any]] {
    for (_, value) in dependency {
      if let first = (value as? [Any])?.first as? String {
        declared.insert(first.replacingOccurrences(of: "-", with: "_"))
      }
    }
  }
  let path = (target["path"] as? String) ?? (type == "test" ? "Tests/\(name)" : "Sources/\(name)")
  guard let files = FileManager.default.enumerator(atPath: path) else { continue }
  for case let file as String in files where file.hasSuffix(".swift") {
    let text = try String(contentsOfFile: "\(path)/\(file)", encoding: .utf8)
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
      guard words.count >= 2, words[0] == "import" else { continue }
      let module = String(words[1])
      if !system.contains(module), !declared.contains(module) {
        undeclared.append("\(path)/\(file): imports \(module), which target \(name) does not declare")
      }
    }
  }
}
for line in undeclared { print(line) }
print(undeclared.isEmpty ? "check-imports: every import is declared" : "check-imports: \(undeclared.count) undeclared")
exit(undeclared.isEmpty ? 0 : 1)
