#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path given to an output option names, accepted before any work, and tested again before writing.
enum OutputPath {
  /// An output folder: its absolute path with symlinks resolved (the folder or its nearest existing
  /// ancestor), and whether it exists yet.
  struct Folder: Sendable {
    let path: String
    let exists: Bool
    var parent: String { Paths.parent(path) }
    var name: String { Paths.name(path) }
  }

  /// Where a single file goes: standard output (`-`, `/dev/stdout`), or a regular file's absolute path
  /// (symlinks resolved) with the mode of the file it replaces.
  enum File: Sendable, Equatable {
    case standardOutput
    case regular(path: String, replacingMode: UInt32?)
  }

  /// Resolves an output folder: refuses an empty name, anything there that is not a folder (a regular file, a
  /// device, a dangling symlink), a path under a regular file, `/`, and the current folder or one holding it
  /// (the swap would pull the folder out from under the user's shell).
  static func folder(_ given: String, option: String, fs: any FileSystem) throws(InputError) -> Folder {
    guard !given.isEmpty else { throw InputError("\(option): the folder name is empty; name a folder such as reports") }
    let folder = try describing(given, option) { () throws -> Folder in
      let absolute = Paths.absolute(given)
      if let status = try fs.status(absolute) {
        try refuseUnlessFolder(status, given, option, fs: fs)
        return Folder(path: try fs.resolve(absolute), exists: true)
      }
      var ancestor = Paths.parent(absolute)
      while try fs.statusFollowing(ancestor) == nil { ancestor = Paths.parent(ancestor) }
      guard try fs.statusFollowing(ancestor)?.kind == .directory else {
        throw InputError(
          "\(option): \(UserText.path(ancestor)) is not a folder, so \(UserText.path(given)) cannot be created in it")
      }
      let rest = absolute.dropFirst(ancestor == "/" ? 0 : ancestor.count)
      return Folder(path: Paths.normalized(try fs.resolve(ancestor) + rest), exists: false)
    }
    let current = Paths.absolute(".")
    guard folder.path != "/", current != folder.path, !current.hasPrefix(folder.path + "/") else {
      throw InputError(
        "\(option): \(UserText.path(given)) is / or holds the current folder; name a reports folder such as reports")
    }
    return folder
  }

  private static func refuseUnlessFolder(
    _ status: FileStatus, _ given: String, _ option: String, fs: any FileSystem
  ) throws {
    switch status.kind {
    case .directory: return
    case .symlink:
      guard let target = try fs.statusFollowing(Paths.absolute(given)) else {
        let to = (try? fs.readLink(Paths.absolute(given))) ?? "?"
        throw InputError(
          "\(option): \(UserText.path(given)) is a symlink to \(UserText.path(to)), which does not exist; create that folder or name another"
        )
      }
      guard target.kind == .directory else {
        throw InputError("\(option): \(UserText.path(given)) is a symlink to \(target.kind.rawValue), not a folder")
      }
    default: throw InputError("\(option): \(UserText.path(given)) is \(status.kind.rawValue), not a folder")
    }
  }

  /// Resolves a single output file: `-` and `/dev/stdout` mean standard output; a regular file (or a symlink to one) is
  /// replaced; a new name in an existing folder is created.
  ///
  /// Anything else (a folder, a device, a FIFO, a socket, a symlink to one of those or to nothing) is refused, so that
  /// nothing but a regular file is ever replaced.
  static func file(_ given: String, option: String, fs: any FileSystem) throws(InputError) -> File {
    guard !given.isEmpty else { throw InputError("\(option): the file name is empty; name a file, or - for stdout") }
    if given == "-" || given == "/dev/stdout" { return .standardOutput }
    return try describing(given, option) { () throws -> File in
      let absolute = Paths.absolute(given)
      guard let status = try fs.status(absolute) else {
        let folder = Paths.parent(absolute)
        guard let parent = try fs.statusFollowing(folder) else {
          throw InputError("\(option): no such folder: \(UserText.path(folder))")
        }
        guard parent.kind == .directory else { throw InputError("\(option): \(UserText.path(folder)) is not a folder") }
        return .regular(path: Paths.normalized(try fs.resolve(folder) + "/" + Paths.name(absolute)), replacingMode: nil)
      }
      var target = status
      if status.kind == .symlink {
        guard let followed = try fs.statusFollowing(absolute) else {
          let to = (try? fs.readLink(absolute)) ?? "?"
          throw InputError(
            "\(option): \(UserText.path(given)) is a symlink to \(UserText.path(to)), which does not exist; remove it or name another file"
          )
        }
        target = followed
      }
      guard target.kind == .regular else {
        let what = status.kind == .symlink ? "a symlink to \(target.kind.rawValue)" : target.kind.rawValue
        throw InputError(
          "\(option): \(UserText.path(given)) is \(what), not a regular file; name a file, or - for stdout")
      }
      return .regular(path: try fs.resolve(absolute), replacingMode: target.mode)
    }
  }

  /// Runs `body`, turning a file-system failure into one line naming the option and the path.
  static func describing<T>(_ given: String, _ option: String, _ body: () throws -> T) throws(InputError) -> T {
    do { return try body() } catch let error as InputError { throw error } catch let error as FileSystemError {
      if error.code == ENOTDIR { throw InputError("\(option): a parent of \(UserText.path(given)) is not a folder") }
      throw InputError("\(option): \(error)")
    } catch {
      throw InputError("\(option): \(UserText.path(given)): \(error)")
    }
  }
}

/// Absolute paths as strings: the writer resolves its paths once and passes them to POSIX calls.
package enum Paths {
  /// `path` made absolute against the current folder, `.` and repeated slashes removed; `..` is kept, so that the
  /// system resolves it as the shell would: after the symlink before it (`a/link/../c` is beside the link's target).
  package static func absolute(_ path: String) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let current = path.hasPrefix("/") ? "" : getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "/"
    let parts = (current + "/" + path).split(separator: "/").filter { $0 != "." }
    return "/" + parts.joined(separator: "/")
  }

  /// `path` with `.`, `..` and repeated slashes removed lexically: for a path whose folders are already resolved.
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == ".." { _ = parts.popLast() } else { parts.append(part) }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// The folder holding `path` (`/` for `/` itself).
  package static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
    return String(path[..<slash])
  }

  package static func name(_ path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }
}
