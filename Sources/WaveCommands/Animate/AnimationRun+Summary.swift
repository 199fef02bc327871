import WaveAnalysis
import WaveCore
import WaveInputs
import WaveReference
import WaveVerification

extension AnimationRun {
  /// The retargets in the order the run applies them: by frame, and in the order given within a frame.
  var appliedOrder: [Retarget] {
    retargets.enumerated().sorted { ($0.element.frame, $0.offset) < ($1.element.frame, $1.offset) }.map(\.element)
  }

  /// The retargets whose frame the run never reached, because the animation ended first.
  ///
  /// - Parameter lastFrame: the run's last frame.
  /// - Returns: those retargets, in the order given.
  package func unreached(lastFrame: Int) -> [Retarget] {
    retargets.filter { $0.frame > lastFrame }
  }

  /// The spring's equation solved exactly: Wave's stored stiffness, damping and mass for Wave's animator, the
  /// engine's equation for a model (``EngineModel/Motion/oscillator``).
  ///
  /// - Throws: ``SpringParameterError`` when the spring does not build.
  func exactOscillator() throws -> DampedOscillator {
    guard let model = EngineModel(runner) else { return DampedOscillator(try PhysicalSpring(try spring.spring)) }
    return try model.motion(for: spring, travel: 1).oscillator
  }

  /// Runs the animation and measures what it showed (``AnimationMeasures``): the frames, and the exact spring through
  /// the same retargets, each at the time of its frame (the `.retargeted` row's t).
  ///
  /// - Returns: the measures, and the retargets the run never reached (the animation ended first).
  /// - Throws: ``SpringParameterError`` when the spring does not build.
  @MainActor
  package func measures() throws -> (measures: AnimationMeasures, unreached: [Retarget]) {
    var shown = AnimationMeasures.Shown(times: [0], values: [from], reached: nil)
    _ = try run { row in
      switch row.event {
      case .retargeted: break
      case .value:
        shown.times.append(row.t)
        shown.values.append(row.value)
      case .finished:
        // Wave's animator shows the target in a value row of the same frame first; a model only here.
        if shown.times.count - 1 < row.frame {
          shown.times.append(row.t)
          shown.values.append(row.value)
        }
        shown.reached = row.reached
      }
    }
    let lastFrame = shown.times.count - 1
    let applied = appliedOrder.filter { $0.frame <= lastFrame }
    var targets = [to]
    var lastLeg: Int?
    for retarget in applied {
      if retarget.value != targets[targets.count - 1] || retarget.velocity != nil { lastLeg = retarget.frame }
      targets.append(retarget.value)
    }
    let exact = ExactMotion(
      oscillator: try exactOscillator(), from: from, velocity: velocity, to: to,
      retargets: applied.map {
        ExactMotion.Retarget(time: shown.times[$0.frame], target: $0.value, velocity: $0.velocity)
      })
    let measures = AnimationMeasures(
      fps: fps, shown: shown, start: from, targets: targets, lastLeg: lastLeg, retargetFrames: retargets.map(\.frame),
      exact: exact)
    return (measures, unreached(lastFrame: lastFrame))
  }
}
