/// One file of a report folder: its name relative to the folder and its contents (UTF-8 text).
public struct ReportFile: Sendable, Equatable {
  public let name: String
  public let contents: String

  public init(_ name: String, _ contents: String) {
    self.name = name
    self.contents = contents
  }
}
