/// How a table, plot or heading of the engine's step names a spring another engine runs
/// (``SpringSpec/runsOnWave`` false): stepped as Wave would step its equation, which is what moving it to
/// Wave would do and not how its engine runs it.
///
/// Such a row carries no verdict word: `check` judges the spring by its runner, and that is the one verdict every
/// report and the page give it. The words are in one place so that every report says them alike.
enum SteppedAsWave {
  /// `stepped as Wave would`.
  static let words = "stepped as Wave would"

  /// The spring's title (``SpringSpec/title``), followed by `, stepped as Wave would` when another engine
  /// runs it.
  static func title(_ spec: SpringSpec) -> String {
    spec.runsOnWave ? spec.title : "\(spec.title), \(words)"
  }

  /// `heading`, followed by ` (springs another engine runs: stepped as Wave would)` when `springs` (the springs
  /// another engine runs among those the section shows) is not empty.
  static func heading(_ heading: String, springs: [SpringSpec]) -> String {
    springs.isEmpty ? heading : "\(heading) (springs another engine runs: \(words))"
  }

  /// The paragraph that says what the rows of `springs` (the springs another engine runs, each with its runner's
  /// name) mean; empty when there are none.
  static func note(_ springs: [SpringSpec]) -> String {
    guard !springs.isEmpty else { return "" }
    let named = springs.map { "\($0.title), which \($0.runner.displayName) runs" }.joined(separator: "; ")
    return
      "Springs another engine runs (\(named)) are \(words): their rows are the engine's step on the same equation, what moving them to Wave would do, and give them no verdict. `wave-bench check` judges each as its own engine runs it."
  }
}
