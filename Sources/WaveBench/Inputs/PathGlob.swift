/// A path pattern of a project configuration (`exclude`, `paths`), matched against a path relative to the
/// configuration's folder.
///
/// `*` matches any characters but `/`, `?` one character but `/`, `**` any characters including `/` (`**/` also
/// none: `Sources/**/Toast.swift` matches `Sources/Toast.swift`); every other character matches itself. A pattern
/// that ends with `/` matches everything under that folder (`Sources/Toasts/` is `Sources/Toasts/**`). A leading `./`
/// is dropped. Patterns are matched by characters, as `.gitignore`'s are read, and case-sensitively.
struct PathGlob: Sendable, Hashable, CustomStringConvertible {
  /// The pattern as written.
  let description: String
  private let pattern: [Character]

  /// A pattern; `text` must not be empty (a configuration refuses an empty one before).
  init(_ text: String) {
    description = text
    var body = Substring(text)
    while body.hasPrefix("./") { body = body.dropFirst(2) }
    pattern = Array(body.hasSuffix("/") ? body + "**" : body)
  }

  /// Whether `path` (relative, `/`-separated, without a leading `./`) matches.
  ///
  /// One pass per pattern character over the set of text positions reached so far: time proportional to the
  /// pattern's length times the path's, whatever the wildcards.
  func matches(_ path: String) -> Bool {
    let text = Array(path)
    var reached = [Bool](repeating: false, count: text.count + 1)
    reached[0] = true
    var p = 0
    while p < pattern.count {
      var next = [Bool](repeating: false, count: text.count + 1)
      let c = pattern[p]
      if c == "*", p + 1 < pattern.count, pattern[p + 1] == "*" {
        p += 2
        guard let first = reached.firstIndex(of: true) else { return false }
        if p < pattern.count, pattern[p] == "/" {
          // `**/`: no folder, or any text that ends with a `/`.
          p += 1
          next = reached
          for i in first..<text.count where text[i] == "/" { next[i + 1] = true }
        } else {
          for i in first...text.count { next[i] = true }
        }
      } else if c == "*" {
        p += 1
        var open = false
        for i in 0...text.count {
          open = open || reached[i]
          if open { next[i] = true }
          if i < text.count, text[i] == "/" { open = false }
        }
      } else {
        p += 1
        for i in 0..<text.count where reached[i] && (c == "?" ? text[i] != "/" : text[i] == c) { next[i + 1] = true }
      }
      reached = next
    }
    return reached[text.count]
  }
}
