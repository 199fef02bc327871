#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a reports folder in one step.
///
/// The run writes its files into a staging folder `.NAME.tmp-PID` beside the folder `NAME`, takes the folder's lock
/// (``FolderLock``), links in the files of the old folder that this run does not own (``ReportOwnership``), writes
/// README.md listing the result, and swaps the staging folder with the old one (`renameat2(RENAME_EXCHANGE)`; `rename`
/// when there is no old folder). The staging path then holds the old folder, which is removed.
///
/// Whatever fails or whichever signal arrives (SIGINT, SIGTERM: ``Interruption``), the folder is the old one
/// or the new one; the staging folder is removed. SIGKILL can leave a staging folder: the next run into the
/// same folder removes every `.NAME.tmp-PID` whose process is gone.
///
/// Where `renameat2` is missing or the file system refuses RENAME_EXCHANGE (EINVAL, ENOSYS), the documented
/// equivalent is two renames under the lock and with signals held off: old → `.NAME.tmp-PID.old`, staging
/// → NAME (undone if it fails). Only SIGKILL or a crash between the two can then leave NAME missing, with the
/// old folder intact at `.NAME.tmp-PID.old`.
package struct FolderSwap {
  /// The folder's README.md: written from the sorted names of the folder's files (README.md itself excluded
  /// from nothing: the renderer decides what to list).
  package enum Readme: Sendable {
    /// Always written (the suite).
    case always(@Sendable (_ files: [String]) -> String)
    /// Rewritten when the folder already had one (perf, integrator-cost: a file added to a reports folder).
    case whenPresent(@Sendable (_ files: [String]) -> String)

    /// The README's file name, reserved: no run may write a file of that name itself.
    package static let fileName = "README.md"
  }

  let fs: any FileSystem
  package let option: String
  package let ownership: ReportOwnership
  package let readme: Readme

  package init(fs: any FileSystem = POSIXFileSystem(), option: String, ownership: ReportOwnership, readme: Readme) {
    self.fs = fs
    self.option = option
    self.ownership = ownership
    self.readme = readme
  }

  /// Writes `files` as the new contents of `directory` (with the old folder's files this run does not own).
  package func write(_ files: [ReportFile], to directory: String) throws(InputError) {
    try ReportOwnership.checkNames(files.map(\.name), reservingReadme: true, option: option)
    let folder = try OutputPath.folder(directory, option: option, fs: fs)
    let staging = folder.parent + "/." + folder.name + ".tmp-\(getpid())"
    let fs = self.fs
    let token = Interruption.register { try? fs.removeTree(staging) }
    defer {
      _ = try? Interruption.uninterrupted { () throws(FileSystemError) in try fs.removeTree(staging) }
      Interruption.unregister(token)
    }
    try failing(directory) {
      try guarded { try fs.makeDirectories(folder.parent) }
      try guarded { try fs.removeTree(staging) }
      try guarded { try fs.makeDirectory(staging, mode: 0o777) }
      for file in files {
        try guarded { try fs.createFile(staging + "/" + file.name, Array(file.contents.utf8), mode: 0o666) }
      }
    }
    Interruption.pause(at: "staged")
    let lock = try FolderLock.acquire(folder.path, option: option)
    defer { lock?.release() }
    Interruption.pause(at: "locked")
    try failing(directory) {
      Staging.removeStale(in: folder.parent, named: folder.name, fs: fs)
      try commit(staging: staging, to: folder.path, produced: Set(files.map(\.name)))
    }
  }

  /// Under the lock: carries over what the run does not own, writes README.md, swaps, removes the old folder.
  private func commit(staging: String, to target: String, produced: Set<String>) throws {
    let current = try fs.statusFollowing(target)
    if let current, current.kind != .directory {
      throw InputError("\(option): \(UserText.path(target)) is \(current.kind.rawValue), not a folder")
    }
    var hadReadme = false
    if current != nil {
      for name in try fs.list(target) {
        if name == Readme.fileName { hadReadme = true }
        if name == Readme.fileName || produced.contains(name) || ownership.owns(name)
          || Staging.isTemporary(name)
        {
          continue
        }
        try carry(target + "/" + name, to: staging + "/" + name)
      }
      try guarded { try fs.setMode(staging, current!.mode) }
    }
    let render: (@Sendable ([String]) -> String)? =
      switch readme {
      case .always(let render): render
      case .whenPresent(let render): hadReadme ? render : nil
      }
    if let render {
      let names = try fs.list(staging).filter { !$0.hasPrefix(".") }.sorted()
      let text = render(names)
      try guarded { try fs.createFile(staging + "/" + Readme.fileName, Array(text.utf8), mode: 0o666) }
    }
    try guarded { current == nil ? try fs.rename(staging, target) : try swap(staging, target) }
    Interruption.pause(at: "swapped")
    try? guarded { try fs.removeTree(staging) }
  }

  /// Exchanges the two folders in one step, or (where the kernel or file system cannot) by two renames.
  private func swap(_ staging: String, _ target: String) throws {
    do { try fs.exchange(staging, target) } catch  where [EINVAL, ENOSYS].contains(error.code) {
      let old = staging + ".old"
      try fs.rename(target, old)
      do { try fs.rename(staging, target) } catch {
        try? fs.rename(old, target)
        throw error
      }
      try fs.rename(old, staging)
    }
  }

  /// Puts a copy of `source` at `destination`: a hard link for a file (a copy where links are refused),
  /// the same link for a symlink, a folder of copies for a folder.
  private func carry(_ source: String, to destination: String) throws {
    guard let status = try fs.status(source) else { return }
    switch status.kind {
    case .regular:
      do { try guarded { try fs.link(source, destination) } } catch let error as FileSystemError
        where [EXDEV, EPERM, EMLINK].contains(error.code)
      {
        try guarded { try fs.copyFile(source, destination) }
      }
    case .symlink:
      let target = try fs.readLink(source)
      try guarded { try fs.symlink(target, destination) }
    case .directory:
      try guarded { try fs.makeDirectory(destination, mode: status.mode) }
      for name in try fs.list(source) { try carry(source + "/" + name, to: destination + "/" + name) }
    default:
      throw InputError(
        "\(option): cannot carry \(UserText.path(source)) (\(status.kind.rawValue)) over into the new folder")
    }
  }

  /// One file operation that a signal does not cut in half.
  private func guarded(_ body: () throws -> Void) throws {
    try Interruption.uninterrupted { () throws in try body() }
  }

  /// Runs `body`; a failure becomes one line naming the option and the folder, which is left unchanged.
  private func failing(_ directory: String, _ body: () throws -> Void) throws(InputError) {
    do { try body() } catch let error as InputError { throw error } catch {
      throw InputError("\(option): cannot write reports to \(UserText.path(directory)) (left unchanged): \(error)")
    }
  }
}

/// The staging and temporary names the writer uses beside or inside an output folder.
enum Staging {
  /// `.NAME.tmp-PID` or `.NAME.tmp-PID.old`: a staging folder or temporary file of the writer.
  static func isTemporary(_ name: String) -> Bool { owner(of: name) != nil }

  /// The process id in a staging or temporary name, or nil for any other name.
  static func owner(of name: String) -> (stem: String, pid: Int32)? {
    guard name.hasPrefix("."), let range = name.range(of: ".tmp-", options: .backwards) else { return nil }
    var digits = name[range.upperBound...]
    if digits.hasSuffix(".old") { digits = digits.dropLast(4) }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let pid = Int32(digits) else { return nil }
    return (String(name[name.index(after: name.startIndex)..<range.lowerBound]), pid)
  }

  /// Removes, in `folder`, the staging folders and temporary files of `name` left by processes that no longer run
  /// (SIGKILL, a crash).
  ///
  /// Best effort: what cannot be removed stays.
  static func removeStale(in folder: String, named name: String, fs: any FileSystem) {
    for entry in (try? fs.list(folder)) ?? [] {
      guard let owner = owner(of: entry), owner.stem == name, owner.pid != getpid() else { continue }
      guard kill(owner.pid, 0) != 0 && errno == ESRCH else { continue }
      _ = try? Interruption.uninterrupted { () throws(FileSystemError) in try fs.removeTree(folder + "/" + entry) }
    }
  }
}
