extension ValidationRun {
  /// Check 6, first half: `==` is reflexive on the samples and on values produced by steps.
  ///
  /// Also notes pairs of samples that `==` calls equal although a component differs (the animator retargets only when
  /// `==` says the target changed).
  func checkEquatable() {
    for value in samples + stepResults {
      count(.equatableAndNonFloatFields)
      if !(value == value) {
        failures.record(
          .equatableAndNonFloatFields, .equalityNotReflexive, component: nil, inputs: describe(value),
          expected: "value == value is true", got: "false")
      }
    }
    for i in samples.indices {
      for j in samples.indices where i < j && samples[i] == samples[j] {
        guard let k = shape.indices.first(where: { sampleComponents[i][$0].text != sampleComponents[j][$0].text })
        else { continue }
        notes.append(
          ValidationNote(
            check: .equatableAndNonFloatFields,
            message: "== calls samples \(i) and \(j) equal although component `\(shape[k].name)` differs "
              + "(\(sampleComponents[i][k].text) vs \(sampleComponents[j][k].text)); the animator only retargets "
              + "when == says the target changed: make sure this is intended"))
      }
    }
  }
}
