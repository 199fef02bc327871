import Synchronization

/// Steps that several runs share, spent in the order the runs are made (deterministic: the runs are made one after
/// another), so that no input makes a command run for minutes.
///
/// A report's adaptive GSL runs share one (``BoundedGSLIntegrator``, which spends every step the driver tried, the
/// rejected ones too), and one trajectory's pieces another: each run may also take at most its per-frame
/// bound (``BoundedGSLIntegrator/maxStepsPerFrame`` on average); when the budget is spent, the run that spends it and
/// every later adaptive run stop with a message (reported as `failed`). GSL's driver bounds the steps a call accepts (and may
/// take one past it), so a run may spend more than was left by a step and the steps its last call rejected. The suite's default accuracy report tries about 8.8 million
/// steps in all. `check`'s and the stability report's fix searches share another (frames of the engine's step).
package final class StepBudget: Sendable {
  private let left: Mutex<Int>
  /// The steps the budget started with.
  package let total: Int

  /// A budget of `steps` steps (≥ 0).
  package init(steps: Int) {
    total = max(0, steps)
    left = Mutex(total)
  }

  /// The steps not spent yet.
  package var remaining: Int { left.withLock { $0 } }

  /// Whether nothing is left.
  package var isSpent: Bool { remaining == 0 }

  /// Takes `steps` (≥ 0) from what is left.
  package func spend(_ steps: Int) { left.withLock { $0 = max(0, $0 - max(0, steps)) } }
}
