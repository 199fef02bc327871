/// One finding a Wave user must know first, for the summary on top of ``IndexPage``: its sentence (Markdown inline)
/// and whom it concerns (``FindingPriority``, decided where the finding is made).
struct Headline: Sendable {
  /// The sentence, Markdown inline.
  let text: String
  /// Whom it concerns: the summary lists a user's failing spring first, then a failing preset, then the rest.
  let priority: FindingPriority

  init(_ text: String, priority: FindingPriority = .other) {
    self.text = text
    self.priority = priority
  }

  /// One item of the summary: the headline, its topic (the section it links to) and its place among the topic's
  /// headlines, from 1 (its anchor, `headline-<topic>-<number>`, stays the same whatever the order).
  struct Item: Sendable {
    let topic: String
    let number: Int
    let headline: Headline
  }

  /// The headlines of `bundles` in the summary's order: by ``priority``, and within one priority in the suite's
  /// order of topics and each topic's own order.
  static func summary(_ bundles: [ReportBundle]) -> [Item] {
    let items = bundles.flatMap { bundle in
      bundle.headline.enumerated().map { Item(topic: bundle.topic, number: $0.offset + 1, headline: $0.element) }
    }
    return items.enumerated().sorted {
      ($0.element.headline.priority, $0.offset) < ($1.element.headline.priority, $1.offset)
    }.map(\.element)
  }
}
