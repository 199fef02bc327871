/// One file of a report folder: its name relative to the folder and its contents (UTF-8 text).
package struct ReportFile: Sendable, Equatable {
  package let name: String
  package let contents: String

  package init(_ name: String, _ contents: String) {
    self.name = name
    self.contents = contents
  }
}
