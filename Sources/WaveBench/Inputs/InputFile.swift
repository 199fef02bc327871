import WaveOutput

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// A text file given on the command line: a path, a pipe (`<(…)`, `/dev/fd/N`, `/dev/stdin`) or `-` for standard
/// input, read in bounded memory.
///
/// Anything else a path can name (a FIFO, a device, a socket, a folder) is refused when it is opened: a FIFO no
/// program writes to would block the command for ever, a device such as `/dev/zero` never ends.
///
/// A UTF-8 byte-order mark at the start and a carriage return before each line feed (CRLF, as Windows editors write)
/// are dropped.
final class InputFile {
  /// The option that named the file, for messages (`--dt-file`).
  let option: String
  /// The file as messages name it: the path on one line (``UserText/path(_:)``), or `standard input` for `-`.
  let name: String
  /// The number (from 1) of the line ``nextLine()`` returned last.
  private(set) var lineNumber = 0
  private let file: UnsafeMutablePointer<FILE>
  private let owned: Bool
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false

  /// Opens `path` (`-`: standard input): a regular file, or a pipe another program writes (``isPipe(_:kind:)``).
  ///
  /// - Throws: ``InputError`` naming the option and the path when it cannot be opened or is not a regular file or
  ///   such a pipe.
  init(path: String, option: String) throws(InputError) {
    self.option = option
    if path == "-" {
      file = StandardStreams.input
      owned = false
      name = "standard input"
      return
    }
    name = UserText.path(path)
    // Opened without waiting: open(2) of a FIFO that no program writes to blocks until one does.
    let descriptor = path.isEmpty ? -1 : open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let reason = path.isEmpty ? "an empty path" : String(cString: strerror(errno))
      throw InputError("\(option): cannot open '\(name)': \(reason)")
    }
    var info = stat()
    let kind = fstat(descriptor, &info) == 0 ? POSIXFileSystem.status(info).kind : .socket
    guard kind == .regular || InputFile.isPipe(descriptor, kind: kind) else {
      close(descriptor)
      throw InputError(
        "\(option): \(name) is \(kind.rawValue), not a regular file; give a file, a pipe (<(…)) or - for standard input"
      )
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    guard let opened = fdopen(descriptor, "rb") else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw InputError("\(option): cannot open '\(name)': \(reason)")
    }
    file = opened
    owned = true
  }

  /// Whether `descriptor` (of `kind`) is a pipe a program was started with, not a FIFO in the file system.
  ///
  /// Such a pipe is `<(…)`, `/dev/fd/N` or `/dev/stdin` on a pipe: Linux names it `pipe:[inode]` in `/proc/self/fd`,
  /// a FIFO by its path. Elsewhere every pipe and FIFO is taken, as before.
  static func isPipe(_ descriptor: Int32, kind: FileStatus.Kind) -> Bool {
    guard kind == .fifo else { return false }
    #if os(Linux)
    var target = [CChar](repeating: 0, count: 64)
    let count = readlink("/proc/self/fd/\(descriptor)", &target, target.count - 1)
    guard count > 0 else { return false }
    return String(decoding: target.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self).hasPrefix("pipe:")
    #else
    return true
    #endif
  }

  deinit { if owned { fclose(file) } }

  /// The next line, without its line end (LF or CRLF), or nil at the end of the file.
  ///
  /// - Throws: ``InputError`` for a read error, a line longer than ``InputLimits/maximumLineLength`` bytes,
  ///   or a line that is not UTF-8 text.
  func nextLine() throws(InputError) -> String? {
    while true {
      if let newline = buffer[start...].firstIndex(of: 10) {
        defer { start = newline + 1 }
        return try line(buffer[start..<newline])
      }
      guard buffer.count - start <= InputLimits.maximumLineLength else {
        throw InputError(
          "\(option): \(name) line \(lineNumber + 1) is longer than \(InputLimits.maximumLineLength) bytes")
      }
      if atEnd {
        guard start < buffer.count else { return nil }
        defer { start = buffer.count }
        return try line(buffer[start...])
      }
      try fill()
    }
  }

  /// The whole file, at most `limit` bytes, BOM dropped.
  ///
  /// - Throws: ``InputError`` for a read error or a file over `limit` bytes.
  func readAll(limit: Int) throws(InputError) -> [UInt8] {
    while !atEnd {
      try fill()
      guard buffer.count - start <= limit else { throw InputError("\(option): \(name) is larger than \(limit) bytes") }
    }
    var bytes = Array(buffer[start...])
    if bytes.starts(with: InputFile.byteOrderMark) { bytes.removeFirst(3) }
    return bytes
  }

  private func fill() throws(InputError) {
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
    if count < chunk.count {
      if ferror(file) != 0 {
        throw InputError("\(option): cannot read \(name): \(String(cString: strerror(errno)))")
      }
      atEnd = true
    }
    buffer.append(contentsOf: chunk[..<count])
  }

  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  private func line(_ bytes: ArraySlice<UInt8>) throws(InputError) -> String {
    lineNumber += 1
    var bytes = bytes
    if lineNumber == 1, bytes.starts(with: InputFile.byteOrderMark) { bytes = bytes.dropFirst(3) }
    if bytes.last == 13 { bytes = bytes.dropLast() }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw InputError("\(option): \(name) line \(lineNumber) is not UTF-8 text")
    }
    return text
  }

  /// `text` as a message shows it: ``UserText/escaped(_:limit:)``, cut to 40 characters.
  static func printable(_ text: some StringProtocol) -> String { UserText.escaped(text, limit: 40) }
}
