import WaveCore

extension SpringBatch: ChunkJob {
  /// Runs one frame of `dt` seconds: zeroes the velocity of the animations that ended in the previous frame
  /// (upstream main's `reset()` on the frame after the end), advances the batch clock (`now += dt`), starts
  /// the running time of animations added or restarted since (at the new `now`), steps every lane with the
  /// ``stepper`` (Euler: `dt` converted to the lane type, as the engine converts it to CGFloat), then applies
  /// the ``settleMode``; ``finished`` then lists the animations that ended in this frame.
  ///
  /// Does not allocate: the finished list is a preallocated buffer; the exact stepper's propagators are
  /// cached per (spring, dt) and recomputed only when `dt` changes.
  ///
  /// - Parameter dt: seconds, finite and ≥ 0.
  public func step(dt: Double) {
    precondition(dt.isFinite && dt >= 0, "dt must be finite and ≥ 0")
    resetFinished()
    now += dt
    startPending()
    preparePropagators(dt: dt)
    let total = laneCount
    let tasks = parallelism <= 1 ? 1 : min(parallelism, total / Self.minimumLanesPerTask)
    if tasks <= 1 {
      advance(0..<total, dt: dt)
    } else {
      parallelChunk = LaneMemory.roundUpToVector((total + tasks - 1) / tasks)
      parallelTotal = total
      parallelDT = dt
      LaneWorkerPool.shared.run(self, chunks: tasks)
    }
    settle()
  }

  /// One chunk of a parallel step (see ``step(dt:)``).
  func runChunk(_ index: Int) {
    let lower = index * parallelChunk
    let upper = min(parallelTotal, lower + parallelChunk)
    if lower < upper { advance(lower..<upper, dt: parallelDT) }
  }

  /// Steps lanes `range` (vector-aligned) without touching the clock or settling.
  @usableFromInline
  func advance(_ range: Range<Int>, dt: Double) {
    switch stepper {
    case .euler:
      if let k = sharedCoefficients {
        Scalar.eulerShared(lanes, range: range, dt: Scalar(dt), coefficients: k)
      } else if let c = laneSprings {
        Scalar.eulerPerLane(lanes, range: range, dt: Scalar(dt), coefficients: c)
      }
    case .exact:
      if let m = sharedPropagator {
        Scalar.exactShared(lanes, range: range, propagator: m)
      } else if let m = lanePropagators {
        Scalar.exactPerLane(lanes, range: range, propagators: m)
      }
    }
  }

  /// Applies the settle rule after a step and fills the finished list.
  @usableFromInline
  func settle() {
    finishedCount = 0
    guard count > 0 else { return }
    switch settleMode {
    case .never:
      return
    case .settlingTime:
      // Nothing can end unless the earliest start has run for the shortest settling time (x ↦ now − x is
      // monotone under rounding), so most frames skip the scan.
      guard now - earliestStart >= shortestSettlingTime else { return }
      var earliest = Double.infinity
      for slot in 0..<count {
        let start = startTime[slot]
        guard start.isFinite else { continue }
        if now - start >= settlingTime[slot] {
          finish(slot: slot)
        } else {
          earliest = min(earliest, start)
        }
      }
      earliestStart = earliest
    case .threshold(let tolerance):
      let limit = Scalar(tolerance)
      for slot in 0..<count where startTime[slot].isFinite {
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
    finishedBuffer[finishedCount] = BatchHandle(id: idForSlot[slot])
    finishedCount += 1
  }

  /// Zeroes the velocity of the animations that ended in the previous step and are still in the batch.
  @usableFromInline
  func resetFinished() {
    for index in 0..<finishedCount {
      let handle = finishedBuffer[index]
      guard contains(handle) else { continue }
      let base = slot(of: handle) * componentCount
      for lane in base..<(base + componentCount) { lanes.velocity[lane] = 0 }
    }
  }

  /// Sets the start time of the animations waiting for it to `now`.
  @usableFromInline
  func startPending() {
    guard hasPendingStarts else { return }
    hasPendingStarts = false
    for slot in 0..<count where startTime[slot].isNaN {
      startTime[slot] = now
      earliestStart = min(earliestStart, now)
    }
  }

  /// Swap-removes every animation in ``finished``. O(finished count); does not allocate.
  public func removeFinished() {
    for handle in finished { remove(handle) }
    finishedCount = 0
  }
}
