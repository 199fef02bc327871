import WaveOutput

/// The top of `index.html`: the springs the run was given, as `check` judges them on the run's schedules (failing
/// first, each with what fails where and the recommended spring), and their motion to watch (``MotionPlayback``).
///
/// Without springs of the user's, the headline springs' motion is played and no verdict is shown.
struct YourSprings: Sendable {
  /// `check` on the user's springs; nil when the run has none.
  let check: CheckResult?
  /// One playback per spring, failing ones first.
  let playbacks: [MotionPlayback]

  /// The section's HTML: the verdicts (the check's own sentences), then the playbacks.
  func html() -> String {
    var out = "<section id=\"your-springs\">\n"
    if let check {
      let o = check.options
      out += "<h2>Your springs</h2>\n"
      out +=
        "<p class=\"meta\">As <code>wave-bench check</code> judges them on \(XMLText.escape(o.schedules.map(\.name).joined(separator: ", "))) (main rate \(XMLText.escape(o.main.name))), failing on \(XMLText.escape(CheckWords.rules(o))): \(XMLText.escape(CheckWords.summary(check)))</p>\n"
      for spring in check.failing {
        out += "<div class=\"verdict fail\"><p><strong>FAIL \(XMLText.escape(spring.spec.title))</strong></p>\n<ul>\n"
        for run in spring.worstRuns {
          for failure in run.failures {
            out += "<li>" + XMLText.escape(CheckWords.failure(failure, run: run, spring: spring)) + "</li>\n"
          }
        }
        out += "</ul>\n"
        if let r = spring.recommendation {
          // The spring, what forced it and the look change; then the large-change warning when there is one.
          let sentences = CheckWords.recommendation(r)
          let warning = r.lookChange.isLarge ? sentences.dropFirst(4).first.map { [$0] } ?? [] : []
          let shown = Array(sentences.prefix(3)) + warning
          out += "<p class=\"fix\">Fix: " + shown.map { MarkdownHTML.inline($0) }.joined(separator: "; ")
          out += "</p>\n"
        } else {
          out += "<p class=\"fix\">" + XMLText.escape(CheckWords.noRecommendation(spring)) + "</p>\n"
        }
        out += "</div>\n"
      }
      let passing = check.springs.filter(\.passed)
      if !passing.isEmpty {
        out +=
          "<p class=\"verdict pass\"><strong>PASS</strong>, \(passing.count) spring\(passing.count == 1 ? "" : "s") (every rule on every schedule): "
          + XMLText.escape(passing.map(\.spec.title).joined(separator: ", ")) + "</p>\n"
      }
    } else {
      out += "<h2>Wave's presets in motion</h2>\n"
    }
    if !playbacks.isEmpty {
      if let check {
        out += "<h3>Watch them move</h3>\n"
        let moving = check.springs.filter { !$0.spec.isInstant }.count
        if playbacks.count < moving {
          out += "<p class=\"meta\">The first \(playbacks.count) of \(moving) springs, failing ones first.</p>\n"
        }
      }
      let modelled = check?.springs.contains { $0.spec.runner != .wave } ?? false
      let shown =
        modelled
        ? "the view as its engine shows it at 120, 60 and 30 Hz and at hitch, where a main-thread stall shows one frame 100 ms late (Wave's step, SwiftUI's spring by its 1/300 s substeps, interpolatingSpring and Core Animation by their closed form until they end)"
        : "the view as Wave shows it at 120, 60 and 30 Hz and at hitch, where a main-thread stall shows one frame 100 ms late"
      out +=
        "<p class=\"meta\">Each lane loops in real time: \(shown) (each frame held until the next; the ticks mark the frames), and the exact spring.</p>\n"
      out += MotionPlayback.html(playbacks)
    }
    return out + "</section>\n"
  }
}
