import WaveOutput

/// The limits on what one command may be asked to compute, in one place, each with what it protects.
///
/// A command computes its work from its options before it starts and refuses anything over a limit with a message
/// naming the option to change (``InputError``). docs/guarantees.md ("Inputs and limits") lists them.
package enum InputLimits {
  /// The most frames one run may step (`trajectory --frames`, the lines of a dt file): 10 million.
  ///
  /// At a few tens of ns per Euler step that is well under a second of stepping; it bounds the run time of every
  /// integrator that does O(1) work per frame and the size of a dt file read into a report.
  static let maximumFrames = 10_000_000

  /// The largest |release velocity| `check --velocity`, a springs file's `"velocity"` and the velocity of a
  /// `--retarget` re-grab take, pt/s: 1,000,000.
  ///
  /// A view crossing a 3,000 pt screen in 3 ms, over a hundred times the fastest fling a platform hands an app
  /// (``ReleaseVelocities/maximumFling``); beyond it a number is a typo. The runs' work does not depend on it (a
  /// range is sampled at a fixed number of velocities), only the reach of the motion, which the divergence band
  /// follows.
  static let maximumReleaseVelocity = 1_000_000.0

  /// The most release velocities and ranges one spring is checked at, together: `check --velocity` given that many
  /// times, or that many items in a springs-file entry's `"velocity"`: 50.
  ///
  /// A person types a handful. Each is run on every schedule, and each range of a spring another engine runs is
  /// sampled at 65 velocities (`ReleaseSampling`): 50 ranges on the six default schedules are 19,500
  /// runs of the engine's model, about 13 s in a debug build (100 ranges of `swiftui:duration=0.5,bounce=0.3` took
  /// 26.8 s). Unbounded, 5,000 `--velocity` ranges took 118 s and 980 MB, and one springs-file entry of 45,000 ranges
  /// (900 KB) aborted at 2.2 GB.
  static let maximumReleaseVelocities = 50

  /// The largest |value| a `--retarget` sets as the target, in the animated value's units (points for `check`): 1e9.
  ///
  /// A billion points is some 300,000 screens of 3,000 pt, beyond any offset an app animates to; a larger number is a
  /// typo. Beyond it lies overflow: `--retarget 1:1e308` made the step's force k·(x − target) infinite, so that every
  /// spring, however stable, read as diverged, and an earlier build trapped. Within it the force stays finite for any
  /// stiffness under 1e290.
  static let maximumRetargetValue = 1e9

  /// The largest damping ratio of a `--spring` value, a springs-file entry or a spring found by `check --scan`
  /// (given as ζ or derived from another engine's numbers, c / (2√(km))): 100.
  ///
  /// UI springs run from about 0.1 to a few (Framer's and react-spring's ranges reach about 5); at ζ 100 the slow
  /// mode decays 200 times slower than a critically damped spring of the same stiffness, so a larger ζ is a typo or an
  /// overflow (`framer:damping=1e300`). `check`'s fix search walks ζ from 0.5 to ζ + 0.5 in steps of 0.01: this keeps
  /// it to 10,000 rows (`--spring 1e9:1` asked for 1e11 and took 2.7 GB before its budget stopped it). The
  /// `--damping-ratio` option of the commands that step one spring is not bounded by it.
  static let maximumDampingRatio = 100.0

  /// The longest frame, s: 60.
  ///
  /// No display shows a frame for longer than a minute; the bound keeps the sub-step count of every sub-stepping model
  /// (`ceil(dt / 1 ms)`: at most 60,000 per frame) and of the adaptive GSL driver far from `Int` overflow
  /// (`--fps 1e-16`, a dt-file line `1e16`).
  static let maximumFrameDuration = 60.0

  /// The shortest frame, s, of a schedule that a report runs on: 1e-5 (100 kHz, the fastest `<fps>hz` name).
  ///
  /// A report runs each spring for its settling horizon (up to 120 s); shorter frames would mean more than
  /// 10 million frames per run (`settling` on 1 ns frames took 49 s and 369 MB).
  static let minimumReportFrameDuration = 1e-5

  /// The longest simulated time of one trajectory, s: 1e6 (11.6 days).
  ///
  /// With at most 60 s per frame and 1 ms sub-steps, this bounds a sub-stepping model to 1e9 steps (seconds of work)
  /// per run.
  static let maximumSimulatedTime = 1e6

  /// The most solver steps one run may take: frames × `--substeps`, 1e8 (about 13 s of GSL's rk8pd, its costliest
  /// explicit step, in a release build).
  static let maximumSteps = 100_000_000

  /// The most adaptive GSL driver steps one `trajectory` run may try over all its frames, the rejected ones included:
  /// 2e7 (about 22 s of the costliest steps, `gsl-rk4imp` on a stiff spring at 1.1 µs a step, in a release build).
  ///
  /// Its frames share it (``adaptiveStepsPerFrame(frames:)``): a short run of a low-order method at 1e-12
  /// (`gsl-rk1imp`, about 3 million steps on its first 60 Hz frame of a spring of k 300, where the absolute tolerance
  /// rules) completes; a stiff spring on many frames stops at a frame's share or at the bound with a message (exit 1)
  /// instead of running for minutes. The rejected
  /// steps count: an implicit method on a stiff spring rejects about three for each it keeps (`--damping-ratio 1e6
  /// --stiffness 1e12 --integrator gsl-rk4imp --fps 60 --frames 2000` stops at this bound).
  static let maximumAdaptiveSteps = 20_000_000

  /// The adaptive driver steps frame k of a `trajectory` run of `frames` frames may have taken by its end, divided by
  /// k: an equal share of ``maximumAdaptiveSteps``, and never fewer than 4 million (a first frame of `gsl-rk1imp` at
  /// 1e-12 takes about 3 million).
  static func adaptiveStepsPerFrame(frames: Int) -> Int {
    max(4_000_000, maximumAdaptiveSteps / max(1, frames))
  }

  /// The most adaptive GSL driver steps all the adaptive runs of one report may take together: 1.5e7 (about 10 s of
  /// the costliest steps), so that a report's adaptive runs and its other runs together end within 30 s.
  ///
  /// A report shares it among its runs (WaveNumerics' `StepBudget`), counting every step tried: the suite's
  /// default accuracy report tries about 8.8 million; a report of 30 springs on the six schedules would take 38 million, and its last adaptive runs
  /// stop, saying so.
  static let maximumReportAdaptiveSteps = 15_000_000

  /// The frames of the engine's step that the fix searches of one `check` run, or of one stability report, may take
  /// in all (WaveNumerics' `StepBudget`), each candidate's building counted as 50 frames: 1.5 billion (about 15 s
  /// in a release build).
  ///
  /// A search steps every candidate's views and full checks; once the budget is spent, every later failing spring is
  /// reported without a recommendation, saying the search was not finished, instead of the run going on for minutes.
  /// The 56 public apps' springs on `check`'s default schedules spend about 30 million (a fiftieth; CheckRecommenderTests
  /// holds them under a twentieth).
  static let maximumFixSearchFrames = 1_500_000_000

  /// The longest settling duration of a spring a report runs, s: 1000.
  ///
  /// Reports step each spring to its settling duration and beyond; a spring that takes longer (`--spring 1e-320:0.4`, ζ
  /// near 0 never settles) would run for minutes and show nothing but a flat line.
  static let maximumSettlingDuration = 1000.0

  /// The most frames one report run (one spring on one schedule) may step: 500,000, estimated before the report
  /// starts from the spring's settling horizon and the schedule's shortest frame.
  ///
  /// At 100 kHz the documented springs need at most about 450,000. Every integrator steps each frame, at up to about
  /// 44 µs a frame in all (a spring of ζ 8e-4 and response 0.5 s at 1000 Hz: 916,000 frames took 41 s and 990 MB in a
  /// release build), so a run of 500,000 frames ends in about 22 s.
  static let maximumReportFramesPerRun = 500_000

  /// The most frames one report may step over all its springs and schedules: 1 million, estimated the same way.
  ///
  /// Each frame is stepped by every integrator (about 18), at 12 to 44 µs a frame in all, so this bounds a report to
  /// about 30 s in a release build (`accuracy --schedule 90000hz` on the 8 documented springs needs about 1.9 million
  /// and took 23 s). The default suite's springs and schedules need a few tens of thousands.
  static let maximumReportFrames = 1_000_000

  /// The most animator-frames one timed `perf` run may step (the largest `--animators` size × `--frames`): 1e8.
  ///
  /// At the scalar and animator paths' 5 to 50 ns an animator-frame (a debug build's 100 ns and more) a run takes
  /// seconds, and perf times 31 runs of every path and size; `--animators 10000000 --frames 100000` (1e12) would run
  /// for days. The documented `--animators 1,100,10000 --frames 120` needs 1.2 million.
  static let maximumPerfAnimatorFrames = 100_000_000

  /// The longest line of a dt file or springs file read, bytes: 4096.
  ///
  /// Longer lines are refused before they are held in memory.
  static let maximumLineLength = 4096

  /// The largest springs file, bytes: 16 MiB (about 200,000 springs, far more than a report can run).
  static let maximumSpringsFileSize = 16 << 20
  /// The most bytes a project configuration (`.wave-bench.json`) may hold: a few keys and path patterns.
  static let maximumConfigurationFileSize = 1 << 20
  /// The most bytes an integrator-cost file (`--integrator-costs`) may hold: 1 MiB (`integrator-cost` writes about
  /// 2 KB, one entry per integrator).
  static let maximumIntegratorCostFileSize = 1 << 20

  /// The longest `perf --basename`, characters: 100.
  ///
  /// Its files add `.json`, `.svg` and `.md`; a stem over a file system's 255 bytes would fail only after the
  /// measuring.
  static let maximumBasenameLength = 100

  /// The longest spring name in a springs file, characters: 200.
  ///
  /// Names are printed in tables, Markdown and JUnit test names; longer ones would only wreck the layout.
  static let maximumSpringNameLength = 200

  /// The largest Swift file `check --scan` parses, bytes: 4 MiB.
  ///
  /// swift-syntax's tree of a file takes far more memory than its text: about 75 times in a release build (a 70 MB
  /// file peaked at 5.2 GB), about 145 times in a debug build (ordinary code, `/usr/bin/time -v`: 186 MB peak for
  /// 1 MiB, 334 MB for 2 MiB, 630 MB for 4 MiB). Files are parsed one at a time, so this bounds a scan's memory to
  /// about 300 MB (release) whatever the tree holds. Hand-written Swift files are rarely over a few hundred KB.
  package static let maximumScanFileSize = 4 << 20

  /// The bytes of all the Swift files one `check --scan` parses: 64 MiB (about 1.6 million lines of code).
  ///
  /// Memory does not grow with it (one tree at a time); it bounds the run time: a debug build parses about 55 KB/s
  /// (1 MiB of ordinary code in 18.6 s, 4 MiB in 71 s), a release build several times faster, so a scan of the
  /// whole limit ends in minutes, not hours.
  package static let maximumScanTotalSize = 64 << 20

  /// The spring calls one `check --scan` lists (springs and calls not checked): 10,000.
  ///
  /// Each is kept until the end and printed: about 340 bytes of text output per spring (1 MiB of spring calls, cut
  /// at 10,000, printed 3.4 MB; 1,000,000 calls uncut printed 360 MB and took 5.2 GB). Ten times the springs of
  /// `scripts/bench-scan.sh`'s 100,000-line app tree (about one per 100 lines).
  package static let maximumScanCalls = 10_000

  /// The deepest nesting `check --scan`'s parser follows (swift-syntax's `maximumNestingLevel`): 128 levels.
  ///
  /// Past it the parser stops and keeps the rest of the file as unexpected text, which the scan lists at the place
  /// it stops. swift-syntax's own default is 256 in a release build but 20 in a debug build (each level takes more
  /// stack there); 128 parses on a debug build's 8 MB main-thread stack (127 parentheses, 127 `if`s), and real code
  /// nests a few tens deep.
  package static let maximumScanNesting = 128
}
