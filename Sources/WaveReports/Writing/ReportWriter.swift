import Foundation
import WaveInputs

/// Writes report files without leaving a partial state: a folder's files are written to a fresh temporary
/// folder beside the target first, then each is moved into place (replacing an older one); a single file is
/// written to a temporary file and renamed.
public enum ReportWriter {
  /// Writes `files` into `directory` (created when missing) and regenerates its README.
  ///
  /// - Throws: ``InputError`` when the folder cannot be created or written.
  public static func write(_ files: [ReportFile], to directory: String) throws(InputError) {
    try place(files, in: directory)
    let target = URL(fileURLWithPath: directory, isDirectory: true)
    do {
      let present = try FileManager.default.contentsOfDirectory(atPath: target.path).filter { !$0.hasPrefix(".") }
      try Data(ReportsReadme.render(files: present.sorted()).utf8).write(to: target.appendingPathComponent("README.md"))
    } catch {
      throw InputError("--output: cannot write reports to \(directory): \(error.localizedDescription)")
    }
  }

  /// Writes `files` into `directory` (created when missing), staged beside it and moved into place; other
  /// files of the folder, its README included, are left alone.
  ///
  /// - Throws: ``InputError`` when the folder cannot be created or written.
  public static func place(_ files: [ReportFile], in directory: String) throws(InputError) {
    let manager = FileManager.default
    let target = URL(fileURLWithPath: directory, isDirectory: true)
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: target.path, isDirectory: &isDirectory), !isDirectory.boolValue {
      throw InputError("--output: \(directory) exists and is not a folder")
    }
    let staging = target.deletingLastPathComponent().appendingPathComponent(
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
    } catch {
      throw InputError("--output: cannot write reports to \(directory): \(error.localizedDescription)")
    }
  }

  /// Writes one file atomically (the whole contents or nothing); its folder must exist.
  ///
  /// - Parameter option: the option that named the file, for the message (`--markdown`).
  /// - Throws: ``InputError`` naming the option and the file.
  public static func write(_ contents: String, toFile path: String, option: String) throws(InputError) {
    do {
      try Data(contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw InputError("\(option): cannot write \(path): \(error.localizedDescription)")
    }
  }
}
