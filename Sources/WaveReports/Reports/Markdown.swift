import Foundation

/// Markdown shared by the reports (numbers are formatted by ``NumberFormat``).
public enum Markdown {
  /// A GitHub-flavoured table; `rightAligned` columns get `---:`.
  public static func table(_ header: [String], _ rows: [[String]], rightAligned: Set<Int> = []) -> String {
    var out = "| " + header.joined(separator: " | ") + " |\n|"
    for index in header.indices { out += rightAligned.contains(index) ? "---:|" : "---|" }
    out += "\n"
    for row in rows {
      out += "| " + row.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
    }
    return out
  }
}
