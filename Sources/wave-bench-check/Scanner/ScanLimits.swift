import WaveBench

/// What one scan reads at most: a file over a limit, or past the scan's totals, is listed as not read (an
/// ``UnresolvedSpring`` with ``UnresolvedSpring/sourceNotRead``) and the scan goes on with what it may still read.
///
/// The command line passes WaveBench's `InputLimits` (each derived there from measured memory); tests pass smaller
/// ones.
struct ScanLimits: Sendable, Equatable {
  /// The largest file parsed, bytes: its syntax tree takes a few tens of times its size.
  var fileBytes: Int
  /// The bytes of all files parsed together.
  var totalBytes: Int
  /// The spring calls (springs and calls not checked) one scan lists; the calls past it are not read.
  var calls: Int
  /// The deepest nesting the parser follows (swift-syntax's `maximumNestingLevel`); the source past a deeper
  /// construct is not read, and the place is listed.
  var nesting: Int

}

extension ScanLimits {
  /// The command line's: `InputLimits`' scan limits.
  static let standard = ScanLimits(
    fileBytes: InputLimits.maximumScanFileSize, totalBytes: InputLimits.maximumScanTotalSize,
    calls: InputLimits.maximumScanCalls, nesting: InputLimits.maximumScanNesting)
}
