import SwiftParser
import SwiftSyntax
import WaveBench
import WaveOutput

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Finds every spring written in Swift source with swift-syntax.
///
/// Wave's, SwiftUI's, Core Animation's, and UIKit's (those in Core Animation's convention checked as Core Animation's,
/// the rest listed). Calls are told apart by their labels and, where labels are not enough, the file's imports
/// (`SpringCallReader`); the forms and their documented defaults are `SpringForm.catalogue`'s.
///
/// Comments and string literals never hold a spring; a call inside a string interpolation is code, and counts.
enum SpringScanner {
  /// Scans `paths`, each a `.swift` file or a folder searched recursively.
  ///
  /// Folders are walked by `SwiftFileWalker`: hidden entries and non-`.swift` files skipped, folder links not
  /// followed. Files are parsed one at a time, so memory stays bounded by the largest file plus the springs found.
  /// What the scan does not read is listed as an ``UnresolvedSpring`` with ``UnresolvedSpring/sourceNotRead``, and
  /// the scan goes on: a path under a folder that cannot be read, a file over `limits.fileBytes`, the files past
  /// `limits.totalBytes` or `limits.calls`, the calls past `limits.calls`, the rest of a file nested deeper than
  /// `limits.nesting`.
  ///
  /// - Throws: `ScanError`, one line naming the path, for a path as given that does not exist, is not a Swift file
  ///   or a folder, or is a folder that cannot be listed.
  static func scan(paths: [String], limits: ScanLimits = .standard) throws(ScanError) -> ScanResult {
    var springs: [SourceSpring] = []
    var unresolved: [UnresolvedSpring] = []
    var comments: [DirectiveComment] = []
    var files = 0
    var lines = 0
    var bytesRead = 0
    var calls = 0
    try SwiftFileWalker.forEachFile(in: paths) { entry in
      let path: String
      let data: [UInt8]
      switch entry {
      case .notRead(let place, let reason):
        unresolved.append(.notRead(place, reason: reason))
        return
      case .file(let place, let bytes):
        path = place
        guard calls < limits.calls else {
          unresolved.append(
            .notRead(path, reason: "the scan reached its limit of \(limits.calls) spring calls before this file"))
          return
        }
        switch read(bytes, limit: limits.fileBytes, remaining: limits.totalBytes - bytesRead) {
        case .success(let contents): data = contents
        case .failure(let refusal):
          unresolved.append(.notRead(path, reason: refusal.reason(limits)))
          return
        }
      }
      let found = data.withUnsafeBufferPointer {
        scan(utf8: $0, file: path, limits: limits, budget: limits.calls - calls)
      }
      springs += found.springs
      unresolved += found.unresolved + found.comments.compactMap(\.lookAlike)
      comments += found.comments.filter { $0.notDirective == nil }
      calls += found.springs.count + found.unresolved.count
      files += 1
      bytesRead += data.count
      lines += lineCount(data)
    }
    return ScanResult(springs: springs, unresolved: unresolved, comments: comments, files: files, lines: lines)
  }

  /// Why a file was not read.
  enum Refusal: Error {
    /// `open` or `read` failed, with the system's words.
    case unreadable(String)
    /// Its size, over the file limit.
    case tooLarge(Int)
    /// Its size, over what the scan's total leaves.
    case overTotal(Int)
    /// Not a regular file when opened (replaced since the walk).
    case notRegular

    func reason(_ limits: ScanLimits) -> String {
      switch self {
      case .unreadable(let problem): "the file cannot be read (\(problem))"
      case .tooLarge(let size): "\(size) bytes, over the scan's limit of \(limits.fileBytes) bytes per file"
      case .overTotal(let size):
        "its \(size) bytes would take the scan over its limit of \(limits.totalBytes) bytes in all"
      case .notRegular: "not a regular file (a pipe, a device or a socket)"
      }
    }
  }

  /// The file at `bytes`, read whole if it is a regular file of at most `limit` and `remaining` bytes.
  ///
  /// Opened without blocking (a pipe put in a file's place is refused, never waited on); at most one byte past the
  /// limit is read, so a file growing meanwhile is refused too.
  static func read(_ bytes: [UInt8], limit: Int, remaining: Int) -> Result<[UInt8], Refusal> {
    let descriptor = SwiftFileWalker.withPath(bytes) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    guard descriptor >= 0 else { return .failure(.unreadable(SwiftFileWalker.errorText(errno))) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(SwiftFileWalker.errorText(errno))) }
    guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.notRegular) }
    let size = Int(info.st_size)
    if size > limit { return .failure(.tooLarge(size)) }
    if size > remaining { return .failure(.overTotal(size)) }
    let cap = min(limit, remaining)
    var data = [UInt8](repeating: 0, count: cap + 1)
    var count = 0
    while count <= cap {
      let got = data.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, cap + 1 - count) }
      if got < 0 {
        if errno == EINTR { continue }
        return .failure(.unreadable(SwiftFileWalker.errorText(errno)))
      }
      if got == 0 { break }
      count += got
    }
    if count > limit { return .failure(.tooLarge(count)) }
    if count > remaining { return .failure(.overTotal(count)) }
    data.removeSubrange(count...)
    return .success(data)
  }

  /// Scans one file's text; `file` is only the name positions carry.
  ///
  /// Springs and unresolved calls in source order (the standard limits' nesting and calls).
  static func scan(source: String, file: String) -> (springs: [SourceSpring], unresolved: [UnresolvedSpring]) {
    scan(source: source, file: file, forms: SpringForm.catalogue)
  }

  /// `scan(source:file:)` against another catalogue of forms (tests: two APIs' forms sharing labels), or with other
  /// limits.
  static func scan(
    source: String, file: String, forms: [SpringForm] = SpringForm.catalogue, limits: ScanLimits = .standard
  ) -> (springs: [SourceSpring], unresolved: [UnresolvedSpring]) {
    var source = source
    let found = source.withUTF8 { scan(utf8: $0, file: file, forms: forms, limits: limits, budget: limits.calls) }
    return (found.springs, found.unresolved)
  }

  /// One file's springs, calls not checked and `// wave-bench:` comments (``DirectiveComment``).
  ///
  /// At most `budget` springs and calls, then one entry for the calls past it; and one for the source past a
  /// construct nested deeper than `limits.nesting`, where swift-syntax's parser stops (it keeps the rest as
  /// unexpected tokens, flagged, and reads no call in them).
  private static func scan(
    utf8: UnsafeBufferPointer<UInt8>, file: String, forms: [SpringForm] = SpringForm.catalogue, limits: ScanLimits,
    budget: Int
  ) -> (springs: [SourceSpring], unresolved: [UnresolvedSpring], comments: [DirectiveComment]) {
    let tree = Parser.parse(source: utf8, maximumNestingLevel: limits.nesting)
    let converter = SourceLocationConverter(fileName: file, tree: tree)
    let reader = SpringCallReader(
      forms: forms, imports: SourceImports.apis(in: tree), file: file, converter: converter,
      gestures: GestureHandOff(tree))
    let visitor = SpringCallVisitor(reader: reader, budget: budget)
    visitor.walk(tree)
    var unresolved = visitor.unresolved
    if let first = visitor.firstPastBudget {
      unresolved.append(
        .notRead(
          file, line: first.line, column: first.column,
          reason:
            "this spring call and the \(visitor.pastBudget - 1) after it in this file are past the scan's limit of \(limits.calls) spring calls"
        ))
    }
    if tree.hasMaximumNestingLevelOverflow {
      var node = Syntax(tree)
      while let deeper = node.children(viewMode: .all).first(where: { $0.hasMaximumNestingLevelOverflow }) {
        node = deeper
      }
      let place = converter.location(for: node.positionAfterSkippingLeadingTrivia)
      unresolved.append(
        .notRead(
          file, line: place.line, column: place.column,
          reason:
            "nested deeper than the scan's limit of \(limits.nesting) levels (parentheses, brackets, braces, statements): the rest of the file, from here, is not read"
        ))
    }
    return (visitor.springs, unresolved, DirectiveComment.all(in: tree, file: file, utf8: utf8, converter: converter))
  }

  /// Newlines, plus one for a last line without one.
  private static func lineCount(_ data: [UInt8]) -> Int {
    var newlines = 0
    for byte in data where byte == UInt8(ascii: "\n") { newlines += 1 }
    return newlines + (data.last.map { $0 == UInt8(ascii: "\n") ? 0 : 1 } ?? 0)
  }
}

extension SpringScanner {
  /// ``read(paths:)`` as `check --scan`'s reader (``CommandEnvironment/sourceReader``).
  static let reader: SourceSpringReader.Read = { paths throws(InputError) in try read(paths: paths) }

  /// The springs written in the Swift files under `paths` (``scan(paths:limits:)``), parsed by the spring grammar.
  ///
  /// Each comes with where it was written; a call the scan could not read, or whose spring the grammar refuses (it never
  /// settles, or settles later than a run may last), is listed with the reason instead, as is source the scan did
  /// not read (within ``ScanLimits/standard``). In source order.
  ///
  /// - Throws: ``InputError`` for a path as given that cannot be read.
  static func read(paths: [String]) throws(InputError) -> SourceSpringReader.Reading {
    let result: ScanResult
    do { result = try scan(paths: paths) } catch { throw InputError(error.message) }
    func origin(_ position: SourcePosition, _ api: SourceAPI?, _ call: String) -> SpringOrigin {
      SpringOrigin(
        file: position.file, line: position.line, column: position.column, api: api?.rawValue ?? "unknown", call: call)
    }
    var springs: [SpringSpec] = []
    var unresolved = result.unresolved.map {
      UnresolvedSpringCall(
        origin: origin($0.position, $0.api, $0.call), reason: $0.reason, sourceNotRead: $0.sourceNotRead)
    }
    for found in result.springs {
      let place = origin(found.position, found.api, found.call)
      do {
        var spec = try SpringGrammar.spec(given: found.spring, source: .scanned)
        spec.origin = place
        spec.releasedByGesture =
          found.releasedByGesture || (found.api == .wave && found.call.hasSuffix("defaultInteractive"))
        springs.append(spec)
      } catch {
        unresolved.append(UnresolvedSpringCall(origin: place, reason: error.message))
      }
    }
    unresolved.sort {
      ($0.origin.file, $0.origin.line, $0.origin.column) < ($1.origin.file, $1.origin.line, $1.origin.column)
    }
    var directives: [String: [SourceDirective]] = [:]
    for comment in result.comments {
      let position = comment.position
      if let directive = try SourceDirective.parse(
        comment: comment.text, line: position.line, column: position.column,
        place: "\(UserText.escaped(position.file, limit: .max)):\(position.line)")
      {
        directives[position.file, default: []].append(directive)
      }
    }
    return (springs, unresolved, directives)
  }
}
