import WaveInputs
import WavePerf

extension GateRun {
  /// Measures and compares (``run(executable:progress:)``); a gate that cannot measure ends the command.
  ///
  /// - Throws: ``CommandStopped``: `error: ` and the reason (exit 2).
  public func outcome(progress: (String) -> Void) throws(CommandStopped) -> GateOutcome {
    do { return try run(progress: progress) } catch { throw CommandStopped("error: \(error)") }
  }
}
