import WaveCore

extension SpringBatch: ChunkedWork {
  /// Runs one frame of `dt` seconds: zeroes the velocity of the animations that ended in the previous frame
  /// (upstream main's `reset()` on the frame after the end), advances the batch clock (`now += dt`), starts
  /// the running time of animations added or restarted since (at the new `now`), steps every lane with the
  /// ``stepper`` (Euler: `dt` converted to the lane type, as the engine converts it to CGFloat), then applies
  /// the ``settleMode``; ``finished`` then lists the animations that ended in this frame.
  ///
  /// The fixed cost of a call is a few dozen instructions: the step is `@inlinable`, so the caller gets a body
  /// specialized for its lane type (no generic metadata lookups, no witness-table calls but the kernel's), the
  /// per-step fields are exempt from dynamic exclusivity checks, and nothing scans the batch unless an
  /// animation can end in this frame. Does not allocate, lock or wake a thread unless the batch is large
  /// enough for ``parallelism`` > 1 to split it (``defaultParallelThreshold``). The exact stepper's propagators
  /// are kept per frame duration: a shared spring's for the last one, per-lane springs' for the last 8 (a duration
  /// not among them is computed, vectorised, by `LanePropagator` for the pool's lanes and each spring's row of the
  /// block layout, `SpringBlocks`).
  ///
  /// Always inlined, with the loop over the lanes and the kernels: a specialization of a generic function is emitted
  /// under one symbol in every module that makes it, and the linker keeps one of them, so an out-of-line
  /// `step<Double>` compiled for one module's vector width could end up running another module's calls.
  ///
  /// - Parameter dt: seconds, finite and ≥ 0.
  @inlinable @inline(__always)
  public func step(dt: Double) { step(dt: dt, elapsed: dt, parallelThreshold: Self.defaultParallelThreshold) }

  /// Runs one frame whose callback comes `elapsed` seconds after the previous one and whose lanes are stepped by `dt`
  /// seconds, as Wave runs a frame: its display link hands the animators the display's interval
  /// (`targetTimestamp − timestamp`) while the running time, and so the end, follows the wall clock
  /// (`FrameSchedule.interval(ofFrame:)` and `duration(ofFrame:)`; ``step(dt:)`` when the two are the same).
  ///
  /// - Parameters:
  ///   - dt: seconds, finite and ≥ 0.
  ///   - elapsed: seconds, finite and ≥ 0.
  @inlinable @inline(__always)
  public func step(dt: Double, elapsed: Double) {
    step(dt: dt, elapsed: elapsed, parallelThreshold: Self.defaultParallelThreshold)
  }

  /// ``step(dt:)`` splitting the lanes over the worker pool from `parallelThreshold` lanes (≥ 1) instead of
  /// ``defaultParallelThreshold``: for measuring where the pool pays (`wave-bench perf --parallel-threshold`).
  ///
  /// A separate entry, so that ``step(dt:)`` compares with a constant: a threshold read at run time in the
  /// inlined step (a stored property, a global) costs about 1,800 instructions of generic metadata lookups per
  /// step under callgrind (the kernels are then not specialized into the caller).
  @inlinable @inline(__always)
  package func step(dt: Double, parallelThreshold: Int) {
    step(dt: dt, elapsed: dt, parallelThreshold: parallelThreshold)
  }

  /// ``step(dt:elapsed:)`` splitting the lanes over the worker pool from `parallelThreshold` lanes (≥ 1).
  @inlinable @inline(__always)
  package func step(dt: Double, elapsed: Double, parallelThreshold: Int) {
    precondition(dt.isFinite && dt >= 0 && elapsed.isFinite && elapsed >= 0, "dt and elapsed must be finite and ≥ 0")
    if finishedCount > 0 { resetFinished() }
    clock += elapsed
    if hasPendingStarts { startPending() }
    if usesPropagator, dt.bitPattern != propagatorDT.bitPattern { preparePropagators(dt: dt) }
    let total = laneCount
    if parallelism > 1, total >= parallelThreshold {
      stepInParallel(total: total, dt: dt, threshold: parallelThreshold)
    } else {
      advance(0..<total, dt: dt)
    }
    finishedCount = 0
    if runningCount > 0 { settle() }
  }

  /// The parallel part of ``step(dt:)``: lanes split into vector-aligned chunks of at least half `threshold`
  /// (``minimumLanesPerTask`` by default), one per thread, on ``LaneWorkerPool``.
  @usableFromInline
  @_specialize(where Scalar == Double)
  @_specialize(where Scalar == Float)
  func stepInParallel(total: Int, dt: Double, threshold: Int) {
    let tasks = max(1, min(parallelism, total / max(1, threshold / 2)))
    parallelChunk = LaneMemory.roundUpToVector((total + tasks - 1) / tasks)
    parallelTotal = total
    parallelDT = dt
    LaneWorkerPool.shared.run(self, chunks: tasks)
  }

  /// One chunk of a parallel step (see ``step(dt:)``).
  @_specialize(where Scalar == Double)
  @_specialize(where Scalar == Float)
  func runChunk(_ index: Int) {
    let lower = index * parallelChunk
    let upper = min(parallelTotal, lower + parallelChunk)
    if lower < upper { advance(lower..<upper, dt: parallelDT) }
  }

  /// Steps lanes `range` (vector-aligned) without touching the clock or settling.
  ///
  /// Always inlined (see ``step(dt:)``).
  @inlinable @inline(__always)
  func advance(_ range: Range<Int>, dt: Double) {
    if !usesPropagator {
      if let k = sharedCoefficients {
        Scalar.eulerShared(lanes, range: range, dt: Scalar(dt), coefficients: k)
      } else if let c = laneSprings {
        if massNotOneCount == 0 {
          Scalar.eulerPerLaneUnitMass(lanes, range: range, dt: Scalar(dt), coefficients: c)
        } else {
          Scalar.eulerPerLane(lanes, range: range, dt: Scalar(dt), coefficients: c)
        }
      }
    } else if let m = sharedPropagator {
      Scalar.exactShared(lanes, range: range, propagator: m)
    } else if let m = lanePropagators, let blocks = springBlocks {
      Scalar.exactSpringRuns(lanes, range: range, matrices: m, runs: blocks.pointers(slot: currentPropagatorSlot))
    }
  }

  /// Applies the settle rule after a step (some animation is running) and fills the finished list.
  @inlinable
  func settle() {
    switch settleMode {
    case .never:
      return
    case .settlingTime:
      // Nothing can end unless the earliest start has run for the shortest settling time (x ↦ now − x is
      // monotone under rounding), so most frames skip the scan.
      guard now - earliestStart >= shortestSettlingTime else { return }
      settleBySettlingTime()
    case .threshold(let tolerance):
      settleByThreshold(Scalar(tolerance))
    }
  }

  /// The scan of the engine's rule, on the frames where an animation may end.
  @usableFromInline
  @_specialize(where Scalar == Double)
  @_specialize(where Scalar == Float)
  func settleBySettlingTime() {
    var earliest = Double.infinity
    for slot in 0..<slotCount {
      let start = startTime[slot]
      guard start.isFinite else { continue }
      if now - start >= settlingTime[slot] {
        finish(slot: slot)
      } else {
        earliest = min(earliest, start)
      }
    }
    earliestStart = earliest
  }

  /// The threshold rule: every running animation's components are checked each frame.
  @usableFromInline
  @_specialize(where Scalar == Double)
  @_specialize(where Scalar == Float)
  func settleByThreshold(_ limit: Scalar) {
    for slot in 0..<slotCount where startTime[slot].isFinite {
      let base = slot * componentCount
      var atRest = true
      for lane in base..<(base + componentCount) {
        if !(abs(lanes.value[lane] - lanes.target[lane]) < limit && abs(lanes.velocity[lane]) < limit) {
          atRest = false
          break
        }
      }
      if atRest { finish(slot: slot) }
    }
  }

  /// The engine's end of a run (upstream main, `SpringAnimator.swift:229-244`): value = target, the velocity
  /// left as the last step's until the next step zeroes it (``resetFinished()``), reported finished.
  @usableFromInline
  func finish(slot: Int) {
    let base = slot * componentCount
    for lane in base..<(base + componentCount) {
      lanes.value[lane] = lanes.target[lane]
    }
    startTime[slot] = .infinity
    runningAnimationCount -= 1
    finishedBuffer[finishedCount] = BatchHandle(id: idForSlot[slot])
    finishedCount += 1
  }

  /// Zeroes the velocity of the animations that ended in the previous step and are still in the batch
  /// (upstream main leaves an ended animator's last velocity in place until the next tick).
  @usableFromInline
  @_specialize(where Scalar == Double)
  @_specialize(where Scalar == Float)
  func resetFinished() {
    for index in 0..<finishedCount {
      let handle = finishedBuffer[index]
      guard contains(handle) else { continue }
      let base = slot(of: handle) * componentCount
      for lane in base..<(base + componentCount) { lanes.velocity[lane] = 0 }
    }
  }

  /// Sets the start time of the animations waiting for it to `now` (upstream main's first update after
  /// `start()` sets the start time).
  @usableFromInline
  @_specialize(where Scalar == Double)
  @_specialize(where Scalar == Float)
  func startPending() {
    hasPendingStarts = false
    for slot in 0..<slotCount where startTime[slot].isNaN {
      startTime[slot] = now
      earliestStart = min(earliestStart, now)
    }
  }

  /// Swap-removes every animation in ``finished``.
  ///
  /// O(finished count); does not allocate.
  public func removeFinished() {
    for handle in finished { remove(handle) }
    finishedCount = 0
  }
}
