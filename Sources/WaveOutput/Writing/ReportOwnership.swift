/// Which files of a reports folder a run owns: those it replaces, and drops when it no longer produces them (a plot of
/// a spring no longer asked for).
///
/// Every other file in the folder is carried over unchanged: the perf files, `perf-baseline.json`,
/// `integrator-cost.json`, a user's notes.
///
/// - The suite and its topic commands own, for each topic they run (`accuracy`, `formulas`, `stability`,
///   `settling`, `validation`), the `.md`, `.json` and `.svg` files named `<topic>.<ext>` or
///   `<topic>-….<ext>`; index.html (the whole suite writes it, a topic run alone drops it, since it would be
///   stale); and README.md, which they always rewrite.
/// - `perf --output` owns `<basename>.json`, `.svg` and `.md`; `integrator-cost` owns `integrator-cost.json`
///   (exactly the files they write). They rewrite README.md only where there is one.
package enum ReportOwnership: Sendable {
  /// The topics run, and the page over every topic (owned when any topic runs).
  case topics([String], index: String? = nil)
  case files(Set<String>)

  /// The extensions of report files.
  static let extensions: Set<Substring> = ["md", "json", "svg"]

  func owns(_ name: String) -> Bool {
    switch self {
    case .files(let names): return names.contains(name)
    case .topics(let topics, let index):
      if name == index { return !topics.isEmpty }
      guard let dot = name.lastIndex(of: "."), Self.extensions.contains(name[name.index(after: dot)...]) else {
        return false
      }
      let stem = name[..<dot]
      return topics.contains { stem == $0 || stem.hasPrefix($0 + "-") }
    }
  }

  /// Throws unless every name is a plain file name (not empty, no `/`, not hidden) and no two are equal (a
  /// schedule or spring given twice names two plots alike): checked before anything is written.
  static func checkNames(_ names: [String], reservingReadme: Bool, option: String) throws(InputError) {
    var seen: Set<String> = []
    for name in names {
      guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
        throw InputError("\(option): \"\(UserText.path(name))\" is not a plain file name; nothing was written")
      }
      guard !(reservingReadme && name == FolderSwap.Readme.fileName) else {
        throw InputError("\(option): README.md is written by the writer itself; nothing was written")
      }
      guard seen.insert(name).inserted else {
        throw InputError(
          "\(option): two report files would both be named \(name) (a spring or schedule given twice?); nothing was written"
        )
      }
    }
  }
}
