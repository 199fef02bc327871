#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one writer of wave-bench's files.
///
/// A folder is replaced whole (``FolderSwap``: staged beside it, locked, swapped in one step); a single file is written
/// to a temporary file beside it and renamed, and only ever replaces a regular file. After a failure or a signal the
/// folder or file is the old one or the new one.
///
/// Commands check their output paths up front (``acceptFolder(_:option:)``,
/// ``acceptFile(_:option:)``), before any work; the writers check again before writing.
package enum ReportWriter {
  /// Throws unless `path` can be an output folder: not empty, a folder or nothing yet (in an existing folder),
  /// not a file, a device or a dangling symlink, not `/` or the current folder.
  ///
  /// - Parameters:
  ///   - path: the folder as given on the command line.
  ///   - option: the option that named the folder, for the message.
  /// - Throws: ``InputError``, one line naming `option`, when `path` cannot be an output folder.
  package static func acceptFolder(_ path: String, option: String = "--output") throws(InputError) {
    InputAcceptanceCounter.count(.outputFolder)
    let fs = POSIXFileSystem()
    let folder = try OutputPath.folder(path, option: option, fs: fs)
    // The swap creates the new folder beside the old one: that folder must take a new entry. An existing folder must
    // take one too: its entries are carried over, and a file system that takes none (/proc, /sys) cannot be read
    // whole either.
    try probe(folder.exists ? folder.parent : nearestExisting(folder.parent, fs: fs), given: path, option: option)
    if folder.exists { try probe(folder.path, given: path, option: option) }
  }

  /// Throws unless `path` can be an output file: `-` (stdout), a regular file or a new name in a folder.
  package static func acceptFile(_ path: String, option: String) throws(InputError) {
    InputAcceptanceCounter.count(.outputFile)
    if case .regular(let file, _) = try OutputPath.file(path, option: option, fs: POSIXFileSystem()) {
      // The file is written beside itself and renamed into place: its folder must take a new entry.
      try probe(Paths.parent(file), given: path, option: option)
    }
  }

  /// Creates and removes an empty folder in `folder`, so that a folder that cannot take a new entry (read-only, a
  /// file system such as /proc, no permission) is refused before any work rather than after it.
  ///
  /// - Throws: ``InputError`` naming `option`, `given` and the system's reason.
  static func probe(_ folder: String, given: String, option: String) throws(InputError) {
    let fs = POSIXFileSystem()
    let name = folder + "/.wave-bench-probe-\(getpid())"
    do {
      try fs.makeDirectory(name, mode: 0o700)
      try fs.remove(name)
    } catch {
      throw InputError(
        "\(option): cannot write \(UserText.escaped(given)): \(UserText.path(folder)) takes no new entry (\(String(cString: strerror(error.code))))"
      )
    }
  }

  /// The nearest existing folder at or above `path`.
  private static func nearestExisting(_ path: String, fs: any FileSystem) -> String {
    var folder = path
    while folder != "/", (try? fs.statusFollowing(folder)) == nil { folder = Paths.parent(folder) }
    return folder
  }

  /// Replaces `directory` with the suite's `files` and a README.md listing the folder (`readme` of the sorted
  /// file names); of the old folder it keeps what the `topics` run do not own (``ReportOwnership``), and
  /// `index` is the page over every topic, owned when any topic runs.
  ///
  /// - Throws: ``InputError``, one line naming `--output`; the folder is then unchanged.
  package static func write(
    _ files: [ReportFile], to directory: String, topics: [String], index: String,
    readme: @escaping @Sendable ([String]) -> String
  ) throws(InputError) {
    try FolderSwap(option: "--output", ownership: .topics(topics, index: index), readme: .always(readme))
      .write(files, to: directory)
  }

  /// Adds `files` to `directory` (created when missing), replacing the same names and keeping everything else;
  /// README.md (`readme` of the sorted file names) is rewritten where there is one.
  ///
  /// One step, like ``write(_:to:topics:)``.
  ///
  /// - Throws: ``InputError``, one line naming `option`; the folder is then unchanged.
  package static func place(
    _ files: [ReportFile], in directory: String, option: String = "--output",
    readme: @escaping @Sendable ([String]) -> String
  ) throws(InputError) {
    try FolderSwap(option: option, ownership: .files(Set(files.map(\.name))), readme: .whenPresent(readme))
      .write(files, to: directory)
  }

  /// Writes one file whole, or prints it for `-`.
  ///
  /// Only a regular file is replaced (keeping its mode); see ``acceptFile(_:option:)`` for what is refused.
  ///
  /// - Parameters:
  ///   - contents: the whole text of the file.
  ///   - path: the file as given on the command line, or `-` for standard output.
  ///   - option: the option that named the file, for the message (`--markdown`).
  /// - Throws: ``InputError`` naming the option and the file; the file is then unchanged.
  package static func write(_ contents: String, toFile path: String, option: String) throws(InputError) {
    try write(contents, toFile: path, option: option, fs: POSIXFileSystem())
  }

  package static func write(_ contents: String, toFile given: String, option: String, fs: any FileSystem)
    throws(InputError)
  {
    guard case .regular(let path, let mode) = try OutputPath.file(given, option: option, fs: fs) else {
      // A failed write stays on the stream (ferror): the command's closing flush then ends the run with 74.
      try? StandardStreams.write(contents)
      return
    }
    let folder = Paths.parent(path)
    let name = Paths.name(path)
    let lock = try FolderLock.acquire(folder, option: option, optional: true)
    defer { lock?.release() }
    Staging.removeStale(in: folder, named: name, fs: fs)
    let temporary = folder + "/." + name + ".tmp-\(getpid())"
    let token = Interruption.register { try? fs.removeTree(temporary) }
    defer {
      _ = try? Interruption.uninterrupted { () throws(FileSystemError) in try fs.removeTree(temporary) }
      Interruption.unregister(token)
    }
    do {
      try Interruption.uninterrupted { () throws(FileSystemError) in
        try fs.removeTree(temporary)
        try fs.createFile(temporary, Array(contents.utf8), mode: mode ?? 0o666)
        if let mode { try fs.setMode(temporary, mode) }
      }
      // Checked again under the lock: what is at the path now must still be a regular file or nothing.
      guard case .regular(let again, _) = try OutputPath.file(given, option: option, fs: fs), again == path else {
        throw InputError("\(option): \(UserText.path(given)) changed while it was being written; left unchanged")
      }
      try Interruption.uninterrupted { () throws(FileSystemError) in try fs.rename(temporary, path) }
    } catch let error as InputError {
      throw error
    } catch {
      throw InputError("\(option): cannot write \(UserText.path(given)) (left unchanged): \(error)")
    }
  }
}
