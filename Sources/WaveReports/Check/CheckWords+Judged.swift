import WaveOutput
import WaveVerification

/// The words of how a spring was judged (Wave's step, SwiftUI's fluid or interpolating spring, Core Animation's) and
/// of its failures in one line, for the diagnostics on its source line.
extension CheckWords {
  /// How the spring was judged, when not as written for Wave: `judged as SwiftUI's spring runs it: …`; nil for a Wave
  /// spring.
  package static func judged(_ spring: SpringCheck, options: CheckOptions) -> String? {
    switch spring.judgedAs {
    case .fluid:
      return "judged as SwiftUI's spring runs it (1/300 s substeps, ends at rest within 1 % of the travel)"
    case .interpolating:
      return "judged as SwiftUI's interpolatingSpring runs it (closed form, ends at its settlingDuration)"
    case .ca:
      return "judged as Core Animation runs it (closed form, ends at duration = settlingDuration)"
    case .wave:
      guard spring.spec.engine != .wave else { return nil }
      return options.engine == .wave
        ? "judged as Wave steps it (--engine wave)"
        : "judged as Wave steps its equation (check has no \(spring.spec.engine.rawValue) model)"
    }
  }

  /// What ends a spring's animation: Wave's animator, SwiftUI's spring or interpolatingSpring, Core Animation's
  /// animation.
  static func ender(_ spring: SpringCheck) -> String {
    switch spring.judgedAs {
    case .wave: "the animator"
    case .ca: "Core Animation's animation"
    case .fluid, .interpolating: spring.judgedAs.displayName
    }
  }

  /// `stable from 21.79 Hz` (Wave's step), or `stable at every rate` (an engine that does not step once a frame).
  package static func stability(_ spring: SpringCheck) -> String {
    spring.judgedAs == .wave
      ? "stable from \(NumberFormat.sig(spring.lowestSafeRate, 4)) Hz" : "stable at every rate (no step to grow)"
  }

  /// A failing spring's failures in one line, for a diagnostic on its source line: those that fail it, or with
  /// `silenced` those of the rules silenced for it (``CheckSettings/silenced``).
  ///
  /// Each rule broken with the
  /// schedules that break it and what was measured there (`unstable at 30hz (stable from 45.6 Hz); snap>0.5pt at
  /// 120hz (1.05 pt), vrr (0.722 pt)`). A run that grew breaks `unstable`; the rules it cannot measure are not
  /// repeated for it.
  package static func failures(_ spring: SpringCheck, silenced: Bool = false) -> String {
    var parts: [String] = []
    for rule in spring.rules
    where spring.spec.settings.silenced.contains(rule.kind) == silenced {
      let broken = spring.worstRuns.compactMap { run in
        run.failures.first { $0.rule == rule }.map { (run, $0) }
      }
      let shown = broken.filter { rule == .unstable || $0.1.measured != nil }
      guard !shown.isEmpty else { continue }
      let schedules = shown.map { run, failure in
        rule == .unstable
          ? run.schedule.name
          : "\(run.schedule.name) (\(measured(failure))\(spring.releases.velocities.isRest ? "" : " at \(velocity(run.velocity))"))"
      }
      parts.append(
        "\(rule) at \(schedules.joined(separator: ", "))"
          + (rule == .unstable ? " (\(stability(spring)))" : ""))
    }
    return parts.joined(separator: "; ")
  }

  /// A failure's measured number with its unit: points, or the ratio of a settle rule.
  private static func measured(_ failure: CheckFailure) -> String {
    if case .settle = failure.rule { return NumberFormat.sig(failure.measured) + " ×" }
    return points(failure.measured)
  }

  /// What the columns mean for a spring judged by a model of its engine, when the output has one.
  package static func closedFormLegend(_ result: CheckResult) -> String? {
    guard result.springs.contains(where: { $0.judgedAs != .wave }) else { return nil }
    return
      "A spring judged as SwiftUI or Core Animation runs it is shown by a model of that engine: the closed form at each frame time (interpolatingSpring, Core Animation) or 1/300 s substeps up to each frame (SwiftUI's spring), so it has no step that grows at a low rate: ρ is the exact motion's contraction over the typical frame, max error is its distance from the exact spring, formula s is when the engine ends and shows the target, and it is stable at every rate."
  }
}
