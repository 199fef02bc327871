extension ValidationRun {
  /// Check 4: every floating-point component of `T.zero` is 0 (either sign).
  func checkZero() {
    let zero = velocityComponents.last!
    for i in floatIndices {
      count(.zero)
      guard zero[i].number != 0 else { continue }
      failures.record(
        .zero, .zeroNotZero, component: zero[i].name, inputs: "\(T.self).zero = \(describe(T.zero))",
        expected: "\(zero[i].name) 0", got: "\(zero[i].name) \(zero[i].text)")
    }
  }
}
