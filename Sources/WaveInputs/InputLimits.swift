import WaveOutput

/// The limits on what one command may be asked to compute, in one place, each with what it protects.
///
/// A command computes its work from its options before it starts and refuses anything over a limit with a message
/// naming the option to change (``InputError``). README's "Guarantees: Inputs and limits" lists them.
package enum InputLimits {
  /// The most frames one run may step (`trajectory --frames`, the lines of a dt file): 10 million.
  ///
  /// At a few tens of ns per Euler step that is well under a second of stepping; it bounds the run time of every
  /// integrator that does O(1) work per frame and the size of a dt file read into a report.
  package static let maximumFrames = 10_000_000

  /// The longest frame, s: 60.
  ///
  /// No display shows a frame for longer than a minute; the bound keeps the sub-step count of every sub-stepping model
  /// (`ceil(dt / 1 ms)`: at most 60,000 per frame) and of the adaptive GSL driver far from `Int` overflow
  /// (`--fps 1e-16`, a dt-file line `1e16`).
  package static let maximumFrameDuration = 60.0

  /// The shortest frame, s, of a schedule that a report runs on: 1e-5 (100 kHz, the fastest `<fps>hz` name).
  ///
  /// A report runs each spring for its settling horizon (up to 120 s); shorter frames would mean more than
  /// 10 million frames per run (`settling` on 1 ns frames took 49 s and 369 MB).
  package static let minimumReportFrameDuration = 1e-5

  /// The longest simulated time of one trajectory, s: 1e6 (11.6 days).
  ///
  /// With at most 60 s per frame and 1 ms sub-steps, this bounds a sub-stepping model to 1e9 steps (seconds of work)
  /// per run.
  package static let maximumSimulatedTime = 1e6

  /// The most solver steps one run may take: frames × `--substeps`, 1e8 (about 13 s of GSL's rk8pd, its costliest
  /// explicit step, in a release build).
  package static let maximumSteps = 100_000_000

  /// The most adaptive GSL driver steps one `trajectory` run may take, and all the adaptive runs of one report
  /// together: 3e7 (about 20 s of the costliest steps, `gsl-rk1imp` and `gsl-rk2imp` at 0.5–0.7 µs, in a release build).
  ///
  /// A trajectory spreads it over its frames, but never fewer than the reports' 20,000 per frame: a short run of a
  /// low-order method at 1e-12 (`gsl-rk1imp`, about a million steps per frame) completes; a stiff spring on many
  /// frames stops at the bound with a message (exit 1) instead of running for minutes. A report shares it among its
  /// runs (WaveIntegrators' `AdaptiveStepBudget`): the suite's default accuracy report takes about 8.9 million; a report
  /// of 30 springs on the six schedules would take 38 million, and its last adaptive runs stop, saying so.
  package static let maximumAdaptiveSteps = 30_000_000

  /// The adaptive step bound per frame for a run of `frames` frames (see ``maximumAdaptiveSteps``).
  package static func adaptiveStepsPerFrame(frames: Int) -> Int { max(20_000, maximumAdaptiveSteps / max(1, frames)) }

  /// The longest settling duration of a spring a report runs, s: 1000.
  ///
  /// Reports step each spring to its settling duration and beyond; a spring that takes longer (`--spring 1e-320:0.4`, ζ
  /// near 0 never settles) would run for minutes and show nothing but a flat line.
  package static let maximumSettlingDuration = 1000.0

  /// The most frames one report run (one spring on one schedule) may step: 1 million, estimated before the report
  /// starts from the spring's settling horizon and the schedule's shortest frame.
  ///
  /// At 100 kHz the documented springs need at most about 450,000; more means minutes and hundreds of MB per report.
  package static let maximumReportFramesPerRun = 1_000_000

  /// The most frames one report may step over all its springs and schedules: 2 million, estimated the same way.
  ///
  /// Each frame is stepped by every integrator (about 18), so this bounds a report to about a minute in a release build
  /// (`accuracy --schedule 100000hz` on the 8 documented springs needs about 2.1 million and took 71 s). The default
  /// suite's springs and schedules need a few tens of thousands.
  package static let maximumReportFrames = 2_000_000

  /// The longest line of a dt file or springs file read, bytes: 4096.
  ///
  /// Longer lines are refused before they are held in memory.
  package static let maximumLineLength = 4096

  /// The largest springs file, bytes: 16 MiB (about 200,000 springs, far more than a report can run).
  package static let maximumSpringsFileSize = 16 << 20

  /// The longest spring name in a springs file, characters: 200.
  ///
  /// Names are printed in tables, Markdown and JUnit test names; longer ones would only wreck the layout.
  package static let maximumSpringNameLength = 200
}
