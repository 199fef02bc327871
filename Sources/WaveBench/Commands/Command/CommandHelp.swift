/// The help (`--help`) of each `wave-bench` command: its name, its abstract, and its long help: what it does,
/// its exit codes, examples.
///
/// Kept here so that the executable only declares options and wires; prose is wrapped to 78 columns and examples use
/// backslash continuations, so that argument-parser's 80-column wrapping never breaks them.
enum CommandHelp {
  static let suite = Entry(
    "suite",
    abstract: "Run every report (the default when no subcommand is given), write reports/, print a summary.",
    discussion: "Parts: \(Suite.partNames). Progress goes to stderr.")

  /// `wave-bench <topic>`: one report of the suite, its abstract the part's help line (``Suite/parts``).
  static func topic(_ part: String) -> Entry {
    Entry(part, abstract: Suite.part(named: part)?.abstract ?? "", discussion: part == "settling" ? settling : "")
  }

  /// `settling`'s long help: its one-spring mode.
  static let settling = """
    --spring SPEC prints, instead of the grid report, when that spring settles
    from rest within --band (points or percent of --travel; default 0.01 %,
    upstream's band): on the exact spring (the closed form, by bisection) and on
    the engine's step at each schedule (the first frame after which every frame
    stays in the band). A band of 0, or of the whole travel or more, is refused.

    Examples:
      wave-bench settling --schedule 60hz
      wave-bench settling --spring 0.5:0.4 --band 2%
      wave-bench settling --spring 0.8:0.3 --band 0.5pt --travel 300 \\
        --schedule 120hz,60hz
    """

  static let animate = Entry(
    "animate",
    abstract:
      "Run one SpringAnimator<CGFloat> frame by frame, as Wave's main branch runs it, and print every callback.",
    discussion: """
      Prints frame,t,event,value,velocity,dt: one row per valueChanged call (event
      value) and per completion event (retargeted, finished). Frame 0 is start() at
      t = 0 (no callback there); frame k is the k-th display-link tick, shown at t =
      the running sum of k frame durations (1/F s at --fps F); dt is the interval
      the engine stepped it by. --schedule hitch|vrr|jitter|<fps>hz runs a schedule
      as check names it, --dt-file a file of your frame durations (played once):
      Wave steps each frame by the display link's interval (1/60 s on hitch and
      jitter, however late the callback) and ends by the wall clock; SwiftUI's
      springs run on the callbacks' clock, Core Animation on the display's frames.
      --retarget K:V sets the target to V right before frame K's update
      (repeatable); T:V with a time (0.1s, 100ms) does so on the first frame whose
      clock reads T, the same moment at every rate; K:V:VEL or T:V:VEL re-grabs:
      the velocity becomes VEL (units/s), then the target V, as an app sets them
      on touch-up. The run stops after the finished row, after --frames ticks, or
      at the end of the --dt-file. `trajectory` shows the bare integrator; this is
      what a view sees.

      --summary answers instead of rows, one row per rate or schedule (--fps
      120,60,30; --schedule 60hz,hitch,jitter): the peak past the final target and
      the exact spring's (the closed form through the same retargets), the largest
      distance from the exact spring, the snap on the frame it ends, the judder (as
      check measures it) and the settle time.

      --spring ENGINE:key=value,… runs a spring in another engine's convention as
      that engine shows it at each frame (SwiftUI's .spring by its fluid spring,
      .interpolatingSpring and Core Animation by their closed form until their
      end); --engine wave|swiftui|ca runs any spring as that engine would.

      Examples:
        wave-bench animate --damping-ratio 0.6 --response 0.8 \\
          --from 0 --to 100 --fps 60
        wave-bench animate --damping-ratio 0.8 --response 0.3 \\
          --from 0 --to 100 --fps 120 --frames 90 --retarget 20:50 --format json
        wave-bench animate --spring swiftui:duration=0.5,bounce=0.2 \\
          --from 0 --to 1000 --fps 120
        wave-bench animate --damping-ratio 0.65 --response 0.233 \\
          --from 300 --to 0 --velocity 3000 --fps 120,60,30 --summary
        wave-bench animate --damping-ratio 0.68 --response 0.8 \\
          --from 0 --to 600 --fps 60 --retarget 0.166s:-600:-2000
        wave-bench animate --spring 1:0.25 --from 0 --to 1000 --schedule hitch
        wave-bench animate --spring 1:0.25 --from 0 --to 1000 \\
          --schedule 60hz,hitch,jitter,vrr --summary
      """)

  static let check = Entry(
    "check",
    abstract: "Check your springs on the frame rates your app ships at; exit 1 when one breaks a --fail-on rule.",
    discussion: """
      Checks each spring on the frame rates your app ships at, as Wave's engine
      steps it (semi-implicit Euler, the animator ending at the settling duration),
      against the exact spring, over a travel of --travel points from rest. Per
      spring and schedule: stable or not (and the lowest safe frame rate), the
      largest error in points, the snap to the target when the animator ends, the
      measured settle time against the formula, and the effective spring. A spring
      that breaks a --fail-on rule gets a recommendation: the nearest spring (by its
      look at the first schedule, the main rate) that passes every rule, found by
      search and checked like any other; for a snap, the settle time the motion
      needs; for an error, what the exact per-frame propagator would leave.

      --fail-on rules, comma-separated (default: \(CheckRule.defaultText);
      error and handoff are opt-in: every spring's step departs from the exact
      spring, and shipped springs depart by hundreds of points at 30 Hz):
        unstable     the step grows at the schedule's typical frame, or diverges
        snap>L       the final jump to the target is larger than L
        judder>L     the view steps back and forth by more than L from frame to
                     frame (4 moves in a row, each reversing the one before)
        glitch>L     a frame throws the view farther than L outside the range
                     the exact spring covers
        plausible    the numbers look mistyped (a time over 10 s, a damping
                     ratio over 5 without a stiffness, a stiffness under 1)
        error>L      the distance from the exact spring exceeds L at some frame
        handoff>L    in the first 100 ms after a release, a frame is farther
                     than L from the exact motion the fling hands over
        settle>R     it settles later than R times the settling-duration formula
        none         report only
      L is a number with pt (points) or % (of the travel): 0.5pt, 5%. Quote the
      list in a shell, where > redirects: --fail-on 'unstable,snap>1pt'.

      --schedule names, each the device it stands for (any <fps>hz is a constant
      rate):
      \(schedules)
      Each engine takes from a frame what it reads (docs/engine.md, "Each
      engine's clock"): Wave steps the display link's interval
      (targetTimestamp - timestamp, DisplayLinkProviding.swift) and ends by the
      wall clock (SpringAnimator.runningTime), so a stall is a late frame, and
      uneven callbacks move only its end; SwiftUI's springs step the time between
      callbacks (1/300 s substeps); Core Animation's render server keeps the
      display's frames, which a main-thread stall does not touch.

      Springs file: a JSON array of {"name": "sheet", "dampingRatio": 0.8,
      "response": 0.3} (or "stiffness" and optional "mass" instead of "response"),
      or of springs in an engine's convention: {"engine": "swiftui",
      "duration": 0.5, "bounce": 0.3}. --spring takes them too:
      swiftui:duration=0.5,bounce=0.3
      (engines and their parameters: wave-bench convert --help). A SwiftUI
      spring runs as .spring's fluid spring unless it says
      animation=interpolatingSpring ("animation": "interpolatingSpring").

      --scan reads Swift source and checks every spring written with literal
      numbers (Wave's, SwiftUI's, Core Animation's, UIKit's built on it), each
      judged as the animation that runs it: SwiftUI's .spring by its 1/300 s
      substeps, .interpolatingSpring and Core Animation by their closed form
      until they end (--engine wave|swiftui|ca: as that engine would run them).
      A failing spring prints as path:line:column: error: …; calls it cannot
      read are warnings (--format github: workflow-command annotations).

      Exit status: 0 every spring passes, 1 a spring breaks a rule, 2 the springs
      file or a --scan path cannot be read, or the file holds a refused spring,
      64 a bad option.

      Examples:
        wave-bench check --spring 0.8:0.2 --spring 0.5:0.08
        wave-bench check --springs-file presets.json --format junit -o check.xml
        wave-bench check --springs-file presets.json --schedule 60hz,30hz \\
          --fail-on 'unstable,snap>1pt'
        wave-bench check --scan Sources --format github
      """)

  static let compare = Entry(
    "compare", abstract: "Compare two accuracy reports, perf reports or gate baselines; exit 1 when a row got worse.",
    discussion: """
      Aligns the rows of OLD.json and NEW.json, two reports of one kind, told apart
      by their JSON: accuracy reports (`wave-bench accuracy`; rows by integrator,
      spring and schedule: maxError, rmsError, snapPer1000 and status), perf reports
      (`wave-bench perf --format json`; rows by path and animators: the median
      ns/animator-frame and allocations/frame) or gate baselines (perf-baseline.json;
      rows by workload: instructions/animator-frame and allocations/frame, judged
      as the gate judges them). It prints every change beyond the tolerance, with
      signs and ratios, then how many rows it matched. A perf time is worse when
      a Mann–Whitney test finds the two runs' samples different (p < 0.01) and the
      new run's fastest sample is slower than the old run's third quartile by more
      than the tolerance (default 0.05): min(new)/Q3(old) > 1 + tolerance (better
      mirrors it); a ratio beyond the tolerance that fails either test is printed
      as noise. Rows of fewer than 100 animators or more than 100,000 lanes,
      batch-parallel on the worker pool and the C reference loops are shown, never
      judged. Allocations: any increase is worse. Both reports must
      have run the same settings (else exit 2, naming what differs), unless
      --allow-partial: then the rows both have are compared. Reports of two kinds
      are refused (exit 2). Exit status: 0 no regression, 1 worse, 2 unreadable
      input, mixed kinds or nothing to compare.

      Examples:
        wave-bench compare old/accuracy.json reports/accuracy.json
        wave-bench compare old/perf.json reports/perf.json --format json
        wave-bench compare old/perf-baseline.json reports/perf-baseline.json
      """)

  static let gate = Entry(
    "gate", abstract: "Fail CI on per-frame cost regressions, counted deterministically with valgrind.",
    discussion: """
      Counts instructions per animator-frame (callgrind) and heap allocations per
      frame (counted by the workload process) for fixed workloads, compares them
      with a baseline, and exits 1 on a regression beyond the tolerance
      (instructions: --tolerance %, default 3; allocations: any increase), 0
      otherwise, 2 when it cannot measure (valgrind missing, a debug build against
      a release baseline, an unreadable baseline). A baseline counted on another
      CPU, Swift toolchain (`swift --version`) or valgrind gets a warning line on
      stderr naming each difference (--strict-machine: exit 2 instead): counts
      can differ for that alone. --format junit or github for CI (docs/gate.md
      has a GitHub Actions workflow).
      Build with `swift build -c release` and run .build/release/wave-bench gate.
      """)

  static let integrators = Entry(
    "integrators",
    abstract:
      "List every integrator `trajectory --integrator` accepts, one line each: its stated and measured order, and the right-hand-side evaluations a frame costs.",
    discussion: """
      The order is measured one step per frame (a GSL method without error control),
      with the reason where it differs from the stated one. Evaluations of f(t, y)
      are counted as each run calls its function (a GSL method's calls of its system
      function, step doubling and rejected steps included) over 60 frames at 60 Hz.

      JSON keys: evaluationsCounted {fps, frames, spring}, integrators [{name, kind,
      statedOrder, measuredOrder, orderNote, evaluationsPerFrame,
      evaluationsPerFixedStep, leftOutOfReports, description}].
      """
  )

  /// A command for the gate, not for people (argument-parser hides it from the command list).
  static let gateWorkload = Entry(
    "gate-workload", abstract: "Run one gate workload (what `gate` measures).")

  static let integratorCost = Entry(
    "integrator-cost",
    abstract: "Time one frame of every integrator and write integrator-cost.json for the accuracy report.",
    discussion: """
      Wall-clock, so it differs from run to run and machine to machine: run it on a
      release build (swift run -c release wave-bench integrator-cost), commit the
      file, and the accuracy report's accuracy-vs-cost table reads it (the report
      itself then reproduces bit for bit).
      """)

  static let perf = Entry(
    "perf", abstract: "Per-frame cost of stepping N animators, per path: engine objects, scalar loop, SIMD batch, C.",
    discussion: """
      Paths: \(PerfPath.allCases.map(\.rawValue).joined(separator: ", ")). For each
      N and path: ns per animator per frame (median of repeated warmed runs,
      min/max), % of the 60/120 Hz frame budgets, heap allocations per frame
      (counted by an interposed allocator), bytes moved per second against a memcpy
      bandwidth measured in the same run. Progress goes to stderr. Build with -c
      release for meaningful numbers.

      Example: wave-bench perf --animators 1000,10000 --format json --output reports
      """)

  static let spring = Entry(
    "spring", abstract: "Print a spring's parameters: stored, derived, and what the equation really has.",
    discussion: """
      JSON keys: dampingRatio, response, mass, stiffness, dampingCoefficient,
      settlingDuration, undampedNaturalFrequency, equationDampingRatio,
      rubberbanded. With --fps F, an object `euler`: what the engine's step does at
      F Hz (fps, stable, spectralRadius, settleTime or null,
      residualAtSettlingDuration, stepDampingRatio, stepResponse,
      timeLeadFrames).

      Example: wave-bench spring --damping-ratio 0.6 --response 0.8 --format json
      """)

  static let trajectory = Entry(
    "trajectory", abstract: "Step one scalar animation and print every frame, the start included.",
    discussion: """
      Frames come from --fps F --frames N (N + 1 rows) or from --dt-file PATH (one
      frame duration in seconds per line). t is the running sum of the frame
      durations. The integrator alone is run: the animator's snap to the target at
      the settling time is not applied.

      Examples:
        wave-bench trajectory --damping-ratio 0.8 --response 0.2 \\
          --from 0 --to 100 --fps 60 --frames 30
        wave-bench trajectory --damping-ratio 0.6 --stiffness 300 --from 0 --to 1 \\
          --dt-file frames.txt --integrator exact --format json
        wave-bench trajectory --damping-ratio 0.8 --response 0.3 --from 0 --to 1 \\
          --fps 60 --frames 60 --integrator gsl-rk4 --substeps 2
      """)

  static let validate = Entry(
    "validate", abstract: "Run the validation kit over the built-in SpringInterpolatable conformances.",
    discussion: """
      Checks CGFloat, Double, CGPoint, CGSize, CGRect and RGBAComponents: the
      component-wise step against the engine's scalar step (bit for bit), rest as a
      fixed point, convergence by the settling duration, zero, scaledIntegral,
      Equatable and non-float fields, finite output. Exits 1 if any check fails. To
      validate your own type, call SpringValidator.validate from your tests (see
      docs/validation.md).
      """)

  static let tool = Entry(
    "wave-bench", abstract: "Tells people who animate with springs the truth about their springs.",
    discussion: """
      A Linux port of the Wave spring-animation engine, checked against exact
      references. With no subcommand, runs the suite (`wave-bench suite`).
      """)

  /// The named schedules (``ScheduleSpec/described``), one per row: the name, then the device it stands for, wrapped
  /// to 78 columns under itself, a number kept on the line of its unit.
  static var schedules: String {
    let indent = String(repeating: " ", count: 15)
    return ScheduleSpec.described.compactMap { spec in
      spec.device.map { device in
        var lines: [String] = []
        var line = "  " + spec.name.padding(toLength: 13, withPad: " ", startingAt: 0)
        var empty = true
        // A unit stays with its number (`20 %`, `100 ms`).
        var words: [Substring] = []
        for word in device.split(separator: " ") {
          if let last = words.last, ["%", "ms", "Hz", "s"].contains(word), last.last?.isNumber == true {
            words[words.count - 1] = last + " " + word
          } else {
            words.append(word)
          }
        }
        for word in words {
          if !empty, line.count + 1 + word.count > 78 {
            lines.append(line)
            line = indent
            empty = true
          }
          line += (empty ? "" : " ") + word
          empty = false
        }
        return (lines + [line]).joined(separator: "\n")
      }
    }.joined(separator: "\n")
  }

  /// Values as a help line offers them: `a`, `a or b`, `a, b, c or d`.
  static func alternatives(_ values: [String]) -> String {
    guard let last = values.last else { return "" }
    return values.count == 1 ? last : values.dropLast().joined(separator: ", ") + " or " + last
  }
}

extension CommandHelp {
  static let convert = Entry(
    "convert",
    abstract: "Read a spring in one engine's convention and write it in every engine's, with the line of code.",
    discussion: """
      SPRING is ENGINE:key=value,… with the API's own labels (true/false for a
      Boolean), or Wave's ζ:response, ζ:k=stiffness[:m=mass]. Engines:
      \(SpringEngine.allCases.map(\.rawValue).joined(separator: ", ")).
      Prints the physical spring m·x'' = −k·(x − target) − c·x' (mass, stiffness,
      damping coefficient, damping ratio, undamped period), then each engine's
      parameters and line of code: `lossy` with the reason where the engine cannot
      build the same spring (no mass, Float storage). Then the other engines that
      take the same labels, and what they build from the same numbers. Last, what
      each engine with a model in `wave-bench integrators` displays at 60 and
      120 Hz over --travel points from rest (default 1000): when it comes to rest
      on the target, and its largest distance from the exact spring.

      JSON keys: input, physical {mass, stiffness, damping, dampingRatio, period},
      conventions {ENGINE: {parameters…, code, lossy, reason}}, sameWords [{engine,
      mass, stiffness, damping, dampingRatio, period, sameSpring}], display {travel,
      horizon, engines [{engine, model, rates [{fps, endTime, largestDistance}]}]}.

      Exit status: 0, or 64 for a spring the engine refuses.

      Examples:
        wave-bench convert swiftui:duration=0.5,bounce=0.3
        wave-bench convert react-spring:tension=40,friction=7 --format json
        wave-bench convert 0.7:0.5 --travel 300
      """)
}

extension CommandHelp {
  /// What `--help` says of one command: its name, its abstract (the first line of its help and its line in the
  /// command list) and its long help.
  struct Entry: Sendable {
    /// The name users type: `check`, `integrator-cost`.
    let name: String
    /// One line.
    let abstract: String
    /// The long help, empty for none.
    let discussion: String

    package init(_ name: String, abstract: String, discussion: String = "") {
      self.name = name
      self.abstract = abstract
      self.discussion = discussion
    }
  }
}
