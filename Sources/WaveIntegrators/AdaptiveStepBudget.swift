import Synchronization

/// The driver steps the adaptive GSL methods of one report may take in all, shared by every run of the report in the
/// order the runs are made (deterministic: the report runs them one after another).
///
/// Each run may also take at most its per-frame bound (``BoundedGSLIntegrator/maxStepsPerFrame`` on average); when the
/// budget is spent, the run that spends it and every later adaptive run stop with a message (reported as `failed`),
/// so that no input makes a report run for minutes (GSL's driver may take one step past a call's bound, so a run may
/// spend a step more than was left). The suite's default accuracy report takes about 8.9 million steps in all.
public final class AdaptiveStepBudget: Sendable {
  private let left: Mutex<Int>
  /// The steps the budget started with.
  public let total: Int

  /// A budget of `steps` driver steps (≥ 0).
  public init(steps: Int) {
    total = max(0, steps)
    left = Mutex(total)
  }

  /// The steps not spent yet.
  public var remaining: Int { left.withLock { $0 } }

  /// Takes `steps` (≥ 0) from what is left.
  public func spend(_ steps: Int) { left.withLock { $0 = max(0, $0 - max(0, steps)) } }
}
