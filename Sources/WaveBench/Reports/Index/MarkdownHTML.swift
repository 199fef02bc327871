import WaveOutput

/// The Markdown the reports write, as HTML: headings (demoted by `headingOffset`), paragraphs, `- ` lists,
/// pipe tables (alignment from the separator row), fenced code, and images on a line of their own, which
/// become figures with the SVG inlined (``inlineSVG(_:prefix:)``).
///
/// Inline: `code`, **bold**, *italic*, [links](url). Nothing else of Markdown occurs in the reports; anything unknown
/// is a paragraph.
struct MarkdownHTML {
  /// Added to each heading's level: 1 turns the report's `#` title into `<h2>`.
  var headingOffset = 1
  /// The SVG text of a plot file, or nil: then the image stays a link.
  var svg: (String) -> String?

  init(headingOffset: Int = 1, svg: @escaping (String) -> String?) {
    self.headingOffset = headingOffset
    self.svg = svg
  }

  func render(_ markdown: String) -> String {
    var out = ""
    var paragraph: [String] = []
    var list: [String] = []
    var table: [String] = []
    var code: [String]?
    func flush() {
      if !paragraph.isEmpty { out += "<p>" + Self.inline(paragraph.joined(separator: " ")) + "</p>\n" }
      if !list.isEmpty { out += "<ul>\n" + list.map { "<li>" + Self.inline($0) + "</li>\n" }.joined() + "</ul>\n" }
      if !table.isEmpty { out += Self.table(table) }
      paragraph = []
      list = []
      table = []
    }
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if var lines = code {
        if line.hasPrefix("```") {
          out += "<pre><code>" + XMLText.escape(lines.joined(separator: "\n")) + "</code></pre>\n"
          code = nil
        } else {
          lines.append(line)
          code = lines
        }
        continue
      }
      if line.hasPrefix("```") {
        flush()
        code = []
      } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
        flush()
      } else if let level = Self.headingLevel(line) {
        flush()
        let h = min(6, level + headingOffset)
        let text = String(line.dropFirst(level)).trimmingCharacters(in: .whitespaces)
        out += "<h\(h)>" + Self.inline(text) + "</h\(h)>\n"
      } else if line.hasPrefix("|") {
        if !paragraph.isEmpty || !list.isEmpty { flush() }
        table.append(line)
      } else if line.hasPrefix("- ") {
        if !paragraph.isEmpty || !table.isEmpty { flush() }
        list.append(String(line.dropFirst(2)))
      } else if let image = Self.image(line), Self.isSafeLink(Substring(image.file)) {
        flush()
        out += figure(image.alt, image.file)
      } else if !list.isEmpty, line.hasPrefix("  ") {
        list[list.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
      } else {
        if !list.isEmpty || !table.isEmpty { flush() }
        paragraph.append(line)
      }
    }
    flush()
    return out
  }

  private func figure(_ alt: String, _ file: String) -> String {
    guard let text = svg(file) else {
      return "<p><a href=\"\(XMLText.escape(file))\">\(XMLText.escape(alt))</a></p>\n"
    }
    let prefix = file.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    let inline = Self.inlineSVG(text, prefix: prefix)
    return "<figure>" + (Self.stacked(inline) ?? inline) + "<figcaption><a href=\"\(XMLText.escape(file))\">"
      + XMLText.escape(file) + "</a></figcaption></figure>\n"
  }

  /// An SVG file's text ready to sit in an HTML page: the XML declaration dropped, every `id` prefixed (and
  /// its `url(#…)` and `href="#…"` references) so that two plots' ids cannot collide, and a role and label
  /// for screen readers.
  static func inlineSVG(_ text: String, prefix: String) -> String {
    var svg = text
    if svg.hasPrefix("<?xml"), let end = svg.range(of: "?>") { svg = String(svg[end.upperBound...]) }
    var ids: [String] = []
    var rest = svg[...]
    while let start = rest.range(of: " id=\"") {
      let after = rest[start.upperBound...]
      guard let close = after.firstIndex(of: "\"") else { break }
      ids.append(String(after[..<close]))
      rest = after[close...]
    }
    for id in Set(ids).sorted(by: { $0.count > $1.count }) {
      svg = svg.replacingOccurrences(of: " id=\"\(id)\"", with: " id=\"\(prefix)-\(id)\"")
        .replacingOccurrences(of: "url(#\(id))", with: "url(#\(prefix)-\(id))")
        .replacingOccurrences(of: "href=\"#\(id)\"", with: "href=\"#\(prefix)-\(id)\"")
    }
    return svg.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(
      of: "<svg ", with: "<svg role=\"img\" ", options: [], range: nil)
  }

  /// A figure of panels as one small SVG per panel under the figure's title; nil for a document without panels.
  ///
  /// The panels are ``SVGFigure``'s groups `<g class="panel" data-width data-height …>`; apart, the page wraps them:
  /// side by side where they fit, stacked at their own size on a phone.
  static func stacked(_ svg: String) -> String? {
    let marker = "<g class=\"panel\" "
    let chunks = svg.components(separatedBy: marker)
    guard chunks.count > 1, let open = chunks[0].range(of: ">") else { return nil }
    let root = String(chunks[0][..<open.lowerBound])
    let attribute = { (tag: Substring, name: String) -> String? in
      guard let start = tag.range(of: " \(name)=\"") else { return nil }
      return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }
    // The figure's title is the header's 14-point text (``SVGAxis/header(width:height:title:)``).
    let title = chunks[0].range(of: "font-size=\"14\">").map { range in
      String(chunks[0][range.upperBound...].prefix { $0 != "<" })
    }
    var out = "<div class=\"stack\">" + (title.map { "<p class=\"stack-title\">\($0)</p>" } ?? "")
    for (index, chunk) in chunks.dropFirst().enumerated() {
      guard let close = chunk.range(of: ">\n") else { return nil }
      let tag = chunk[..<close.lowerBound]
      guard let width = attribute(tag, "data-width"), let height = attribute(tag, "data-height"),
        let end = chunk.range(of: "</g>\n", options: .backwards)
      else { return nil }
      let body = chunk[close.upperBound..<end.lowerBound]
      let font = attribute(Substring(root), "font-family").map { " font-family=\"\($0)\"" } ?? ""
      out +=
        "<div class=\"panel-box\"><svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\"\(font) font-size=\"11\" data-panel=\"\(index + 1)\"><rect width=\"100%\" height=\"100%\" fill=\"white\"/>"
        + body + "</svg></div>"
    }
    return out + "</div>"
  }

  static func headingLevel(_ line: String) -> Int? {
    let hashes = line.prefix { $0 == "#" }.count
    return hashes > 0 && hashes <= 6 && line.dropFirst(hashes).first == " " ? hashes : nil
  }

  static func image(_ line: String) -> (alt: String, file: String)? {
    let text = line.trimmingCharacters(in: .whitespaces)
    guard text.hasPrefix("!["), text.hasSuffix(")"), let middle = text.range(of: "](") else { return nil }
    return (
      String(text[text.index(text.startIndex, offsetBy: 2)..<middle.lowerBound]),
      String(text[middle.upperBound..<text.index(before: text.endIndex)])
    )
  }

  /// A table row's cells, split at each `|` but an escaped one (`\|`, a `|` in a cell: ``Markdown/table(_:_:rightAligned:)``),
  /// which the cell keeps as `|`.
  static func cells(_ row: String) -> [String] {
    var text = row.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("|") { text.removeFirst() }
    if text.hasSuffix("|"), !text.hasSuffix("\\|") { text.removeLast() }
    var cells: [String] = []
    var cell = ""
    var escaped = false
    for character in text {
      if escaped {
        cell.append(character == "|" ? "|" : "\\" + String(character))
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "|" {
        cells.append(cell)
        cell = ""
      } else {
        cell.append(character)
      }
    }
    if escaped { cell.append("\\") }
    cells.append(cell)
    return cells.map { $0.trimmingCharacters(in: .whitespaces) }
  }

  static func table(_ rows: [String]) -> String {
    guard rows.count >= 2 else { return "<p>" + inline(rows.joined(separator: " ")) + "</p>\n" }
    let header = cells(rows[0])
    let alignments = cells(rows[1]).map { $0.hasSuffix(":") ? " class=\"num\"" : "" }
    func align(_ index: Int) -> String { index < alignments.count ? alignments[index] : "" }
    var out = "<div class=\"table\"><table>\n<thead><tr>"
    out += header.enumerated().map { "<th\(align($0.offset))>" + inline($0.element) + "</th>" }.joined()
    out += "</tr></thead>\n<tbody>\n"
    for row in rows.dropFirst(2) {
      out +=
        "<tr>"
        + cells(row).enumerated().map { "<td\(align($0.offset))>" + inline($0.element) + "</td>" }
        .joined() + "</tr>\n"
    }
    return out + "</tbody></table></div>\n"
  }

  /// Inline Markdown: code spans first (their text escaped and nothing else), then bold, italic and links.
  static func inline(_ text: String) -> String {
    var out = ""
    for (index, part) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
      if index % 2 == 1 {
        out += "<code>" + XMLText.escape(String(part)) + "</code>"
      } else {
        out += emphasis(XMLText.escape(String(part)))
      }
    }
    return out
  }

  /// `**bold**`, `*italic*` and `[text](url)` in escaped text.
  ///
  /// The text comes through ``XMLText/escape(_:)``, so its quotes are entities and a URL cannot leave its attribute.
  /// A link to anything but a page or file (a relative path, `#…`, `http:`, `https:`) stays as its text: the page
  /// runs no script, and a `javascript:` URL in a spring's name is one.
  static func emphasis(_ text: String) -> String {
    var out = pairs(text, "**", "strong")
    out = pairs(out, "*", "em")
    var result = ""
    var rest = out[...]
    while let open = rest.range(of: "["), let mid = rest[open.upperBound...].range(of: "]("),
      let close = rest[mid.upperBound...].firstIndex(of: ")")
    {
      result += rest[..<open.lowerBound]
      let label = rest[open.upperBound..<mid.lowerBound]
      let url = rest[mid.upperBound..<close]
      result += isSafeLink(url) ? "<a href=\"\(url)\">\(label)</a>" : String(rest[open.lowerBound...close])
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// Whether a link's URL names a page or a file: no scheme (a relative path or `#fragment`), `http:` or `https:`;
  /// and holds no markup (emphasis the URL's `*` made).
  static func isSafeLink(_ url: Substring) -> Bool {
    guard !url.contains("<") else { return false }
    let scheme = url.prefix { $0 != ":" && $0 != "/" && $0 != "?" && $0 != "#" }
    guard scheme.count < url.count, url[scheme.endIndex] == ":" else { return true }
    return ["http", "https"].contains(scheme.lowercased())
  }

  /// Replaces `marker`-delimited spans with `<tag>`; an unpaired marker stays as it is.
  static func pairs(_ text: String, _ marker: String, _ tag: String) -> String {
    let parts = text.components(separatedBy: marker)
    guard parts.count >= 3 else { return text }
    var out = parts[0]
    var index = 1
    while index < parts.count {
      if index + 1 < parts.count, !parts[index].isEmpty, parts[index].first != " " {
        out += "<\(tag)>" + parts[index] + "</\(tag)>" + parts[index + 1]
        index += 2
      } else {
        out += marker + parts[index]
        index += 1
      }
    }
    return out
  }
}
