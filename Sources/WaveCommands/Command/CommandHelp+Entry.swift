extension CommandHelp {
  /// What `--help` says of one command: its name, its abstract (the first line of its help and its line in the
  /// command list) and its long help.
  package struct Entry: Sendable {
    /// The name users type: `check`, `integrator-cost`.
    package let name: String
    /// One line.
    package let abstract: String
    /// The long help, empty for none.
    package let discussion: String

    package init(_ name: String, abstract: String, discussion: String = "") {
      self.name = name
      self.abstract = abstract
      self.discussion = discussion
    }
  }
}
