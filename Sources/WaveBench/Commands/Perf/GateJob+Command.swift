import WaveOutput

extension GateJob {
  /// The gate `wave-bench gate` runs, its options accepted before any measuring: `--baseline` not empty,
  /// `--tolerance` finite and ≥ 0,
  /// every name of `--workloads` known (``workloads(named:)``), and with `--update` a baseline file that can
  /// be written (``ReportWriter/acceptFile(_:option:)``), each `--external` a program (``ExternalProgram``), named once.
  ///
  /// - Throws: ``InputError`` naming the option.
  init(
    checkingBaseline baselinePath: String, update: Bool, tolerancePercent: Double, workloads: String?,
    externals: [String] = []
  ) throws(InputError) {
    guard !baselinePath.isEmpty else { throw InputError("--baseline: an empty path; give the baseline's JSON file") }
    try InputError.requireNonNegative(tolerancePercent, "--tolerance")
    let chosen = try Self.workloads(named: workloads)
    if update { try ReportWriter.acceptFile(baselinePath, option: "--baseline") }
    self.init(baselinePath: baselinePath, update: update, tolerancePercent: tolerancePercent, workloads: chosen)
    self.externals = try ExternalProgram.parseList(externals)
  }

  /// Measures and compares (``run(executable:progress:)``); a gate that cannot measure ends the command.
  ///
  /// - Throws: ``CommandStopped``: `Error: ` and the reason (exit 2), as every other refusal.
  func outcome(progress: (String) -> Void) throws(CommandStopped) -> GateOutcome {
    do { return try run(progress: progress) } catch { throw CommandStopped("Error: \(error)") }
  }
}

extension GateOutcome {
  /// Writes ``updatedBaseline``, when updating, to the baseline file through the one writer
  /// (``ReportWriter/write(_:toFile:option:)``: in one step, under the folder's lock), then says how the gate
  /// ends (``conclude()``).
  ///
  /// - Throws: ``InputError`` naming `--baseline` when the file cannot be written.
  func concludeWritingBaseline() throws(InputError) -> (message: String, status: Int32) {
    if let updatedBaseline {
      try ReportWriter.write(updatedBaseline.json(), toFile: baselinePath, option: "--baseline")
    }
    return conclude()
  }
}

extension GateWorkload {
  /// The workload `wave-bench gate-workload NAME --frames N` runs: a name of ``all`` or ``hidden``, and
  /// 0 … ``InputLimits/maximumFrames`` frames.
  ///
  /// - Throws: ``InputError`` for an unknown name or a frame count out of range.
  static func named(_ name: String, frames: Int) throws(InputError) -> GateWorkload {
    guard let workload = named(name) else { throw InputError("unknown workload '\(name)'") }
    try InputError.requireInteger(frames, in: 0...InputLimits.maximumFrames, "--frames")
    return workload
  }
}
