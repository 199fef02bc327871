import Foundation
import WaveInputs

/// Writes report files into a folder without leaving a partial state: everything is written to a fresh
/// temporary folder beside the target first, then each file is moved into place (replacing an older one).
public enum ReportWriter {
  /// Writes `files` into `directory` (created when missing) and regenerates its README.
  ///
  /// - Throws: ``InputError`` when the folder cannot be created or written.
  public static func write(_ files: [ReportFile], to directory: String) throws(InputError) {
    let manager = FileManager.default
    let target = URL(fileURLWithPath: directory, isDirectory: true)
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: target.path, isDirectory: &isDirectory), !isDirectory.boolValue {
      throw InputError("--output: \(directory) exists and is not a folder")
    }
    let parent = target.deletingLastPathComponent()
    let staging = parent.appendingPathComponent(
      ".\(target.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
    do {
      try? manager.removeItem(at: staging)
      try manager.createDirectory(at: staging, withIntermediateDirectories: true)
      defer { try? manager.removeItem(at: staging) }
      for file in files {
        try Data(file.contents.utf8).write(to: staging.appendingPathComponent(file.name))
      }
      try manager.createDirectory(at: target, withIntermediateDirectories: true)
      for file in files {
        let destination = target.appendingPathComponent(file.name)
        if manager.fileExists(atPath: destination.path) { try manager.removeItem(at: destination) }
        try manager.moveItem(at: staging.appendingPathComponent(file.name), to: destination)
      }
      let present = try manager.contentsOfDirectory(atPath: target.path).filter { !$0.hasPrefix(".") }.sorted()
      try Data(ReportsReadme.render(files: present).utf8).write(to: target.appendingPathComponent("README.md"))
    } catch {
      throw InputError("--output: cannot write reports to \(directory): \(error.localizedDescription)")
    }
  }
}
