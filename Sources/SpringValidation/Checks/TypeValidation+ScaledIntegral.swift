import WaveCore

extension TypeValidation {
  /// Check 5: for the samples and for values produced by steps (which have fractional components),
  /// each floating-point component of `scaledIntegral` is `floor(x · scale) / scale` in the component's own
  /// type with `scale` = ``WaveCore/DisplayScale/current``, and rounding again changes nothing.
  ///
  /// A type whose `scaledIntegral` returns every input unchanged although some input is off the pixel grid
  /// (as ``WaveCore/RGBAComponents`` does) gets a note, not a failure. `DisplayScale.current` is global: if
  /// it changes while the check runs, the check runs again (at most three times).
  func checkScaledIntegral() {
    for _ in 0..<3 {
      let scale = DisplayScale.current
      var attempt = ScaledIntegralAttempt()
      attempt.run(self, scale: scale)
      if DisplayScale.current == scale {
        displayScale = scale
        attempt.report(into: self)
        return
      }
    }
    notes.append(
      ValidationNote(check: .scaledIntegral, message: "skipped: DisplayScale.current kept changing while it ran"))
  }
}

/// One pass of check 5 at one display scale; failures are only reported once the scale held still.
private struct ScaledIntegralAttempt {
  struct Mismatch {
    var candidates: Set<LikelyMistake>
    var first: (inputs: String, expected: String, got: String)
    var count: Int
  }

  var cases = 0
  var everyInputUnchanged = true
  var someInputOffGrid = false
  var mismatches: [Int: Mismatch] = [:]
  var structure: (inputs: String, expected: String, got: String)?
  var notIdempotent: [Int: (inputs: String, expected: String, got: String, count: Int)] = [:]

  /// The mistaken roundings, most specific first: the diagnosis keeps the first one that every failing
  /// case of a component agrees with.
  static let preference: [LikelyMistake] = [
    .scaledIntegralRoundsToNearest, .scaledIntegralRoundsUp, .scaledIntegralTruncates,
    .scaledIntegralIgnoresScale, .scaledIntegralComponentNotRounded,
  ]

  mutating func run<T>(_ run: TypeValidation<T>, scale: Double) {
    for input in run.samples + run.stepResults {
      cases += 1
      let x = run.extract(input)
      let rounded = input.scaledIntegral
      let got = run.extract(rounded)
      guard TypeValidation<T>.sameShape(got, x) else {
        structure = structure ?? (run.describe(input), TypeValidation<T>.names(x), TypeValidation<T>.names(got))
        continue
      }
      let again = run.extract(rounded.scaledIntegral)
      for i in run.floatIndices {
        let kind = x[i].kind!
        let (value, g) = (x[i].number, got[i].number)
        let expected = kind.integral(value, scale: scale)
        if expected != value { someInputOffGrid = true }
        if g.bitPattern != value.bitPattern { everyInputUnchanged = false }
        if TypeValidation<T>.sameShape(again, got), again[i].number.bitPattern != g.bitPattern, g.isFinite {
          let name = x[i].name
          notIdempotent[i] =
            notIdempotent[i].map { ($0.inputs, $0.expected, $0.got, $0.count + 1) }
            ?? ("\(run.describe(rounded)) (a rounded value)", "\(name) \(got[i].text)", "\(name) \(again[i].text)", 1)
        }
        guard !(g == expected || (g.isNaN && expected.isNaN)) else { continue }
        var candidates = Set<LikelyMistake>()
        if g == kind.integral(value, scale: scale, rule: .toNearestOrAwayFromZero)
          || g == kind.integral(value, scale: scale, rule: .toNearestOrEven)
        {
          candidates.insert(.scaledIntegralRoundsToNearest)
        }
        if g == kind.integral(value, scale: scale, rule: .up) { candidates.insert(.scaledIntegralRoundsUp) }
        if g == kind.integral(value, scale: scale, rule: .towardZero) { candidates.insert(.scaledIntegralTruncates) }
        if g == kind.integral(value, scale: 1) { candidates.insert(.scaledIntegralIgnoresScale) }
        if g == value { candidates.insert(.scaledIntegralComponentNotRounded) }
        let name = x[i].name
        if var m = mismatches[i] {
          m.candidates.formIntersection(candidates)
          m.count += 1
          mismatches[i] = m
        } else {
          mismatches[i] = Mismatch(
            candidates: candidates,
            first: (
              "\(run.describe(input)), scale \(scale)", "\(name) \(expected) (floor(x · scale) / scale)",
              "\(name) \(got[i].text)"
            ), count: 1)
        }
      }
    }
  }

  func report<T>(into run: TypeValidation<T>) {
    run.count(.scaledIntegral, cases)
    if let structure {
      run.failures.record(
        .scaledIntegral, .structureChanged, component: nil, inputs: structure.inputs, expected: structure.expected,
        got: structure.got)
    }
    if everyInputUnchanged, someInputOffGrid, structure == nil {
      run.notes.append(
        ValidationNote(
          check: .scaledIntegral,
          message: "scaledIntegral returns its value unchanged (not snapped to the pixel grid), as colors do; "
            + "fine if intended"))
      return
    }
    for i in mismatches.keys.sorted() {
      let m = mismatches[i]!
      let mistake = Self.preference.first { m.candidates.contains($0) } ?? .scaledIntegralDiffers
      run.failures.record(
        .scaledIntegral, mistake, component: run.shape[i].name, inputs: m.first.inputs, expected: m.first.expected,
        got: m.first.got, occurrences: m.count)
    }
    for i in notIdempotent.keys.sorted() {
      let f = notIdempotent[i]!
      run.failures.record(
        .scaledIntegral, .scaledIntegralNotIdempotent, component: run.shape[i].name, inputs: f.inputs,
        expected: f.expected, got: f.got, occurrences: f.count)
    }
  }
}
