import WaveOutput

/// `check --format junit`: JUnit XML as CI systems read it (Jenkins, GitLab, GitHub Actions' test reporters):
/// one `<testsuite>` per spring, one `<testcase>` per schedule, a `<failure>` per failing run whose body
/// gives every rule broken and the spring's recommendation, and `<skipped>` for a run that breaks only rules
/// silenced for the spring (``SpringCheck/isSilenced(_:)``).
///
/// No timestamps (times are 0), so that the file reproduces.
enum CheckJUnit {
  static func render(_ result: CheckResult) -> String {
    let o = result.options
    let failures = result.springs.map { s in failing(s) }.reduce(0, +)
    let tests = result.springs.map(testCount).reduce(0, +) + o.unresolved.count
    let notRead = o.unresolved.filter(\.sourceNotRead).count
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<testsuites name=\"wave-bench check\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(notRead)\" time=\"0\">\n"
    for s in result.springs {
      let failing = Self.failing(s)
      let skipped =
        s.worstRuns.filter { !$0.failures.isEmpty && !Self.breaksUnsilenced($0, s) }.count
        + (s.failsPlausibility && s.plausibilitySilenced ? 1 : 0)
      guard !s.spec.isInstant else {
        out +=
          "  <testsuite name=\"\(XMLText.escape(s.spec.title))\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
          + "    <testcase classname=\"wave-bench.check.\(XMLText.escape(s.spec.name ?? s.spec.label))\" name=\"\(XMLText.escape(s.spec.title)): \(XMLText.escape(CheckWords.instant(s.spec)))\" time=\"0\"/>\n  </testsuite>\n"
        continue
      }
      out +=
        "  <testsuite name=\"\(XMLText.escape(s.spec.title))\" tests=\"\(Self.testCount(s))\" failures=\"\(failing)\" errors=\"0\" skipped=\"\(skipped)\" time=\"0\">\n"
      if !s.hints.isEmpty {
        out +=
          "    <properties>\n"
          + s.hints.map { "      <property name=\"hint\" value=\"\(XMLText.escape($0.message))\"/>\n" }.joined()
          + "    </properties>\n"
      }
      let place = s.spec.origin.map { " file=\"\(XMLText.escape($0.printableFile))\" line=\"\($0.line)\"" } ?? ""
      for run in s.worstRuns {
        let name = "\(s.spec.title) at \(run.schedule.name)"
        out +=
          "    <testcase classname=\"wave-bench.check.\(XMLText.escape(s.spec.name ?? s.spec.label))\" name=\"\(XMLText.escape(name))\"\(place) time=\"0\""
        guard !run.failures.isEmpty else {
          out += "/>\n"
          continue
        }
        let sentences = run.failures.map { CheckWords.failure($0, run: run, spring: s) }
        guard breaksUnsilenced(run, s) else {
          out += "><skipped message=\"\(XMLText.escape(sentences.joined(separator: "; ")))\"/></testcase>\n"
          continue
        }
        var body = sentences
        if let r = s.recommendation {
          body += ["recommendation:"] + CheckWords.recommendation(r)
        } else {
          body.append(CheckWords.noRecommendation(s))
        }
        out +=
          ">\n      <failure message=\"\(XMLText.escape(sentences.joined(separator: "; ")))\" type=\"\(XMLText.escape(run.failures.map(\.rule.kind).joined(separator: ",")))\">"
        out += XMLText.escape(body.joined(separator: "\n")) + "</failure>\n    </testcase>\n"
      }
      if s.failsPlausibility {
        // The `plausible` rule is judged once per spring: a test case of its own.
        let sentence = XMLText.escape(CheckWords.plausibility(s))
        out +=
          "    <testcase classname=\"wave-bench.check.\(XMLText.escape(s.spec.name ?? s.spec.label))\" name=\"\(XMLText.escape(s.spec.title)): plausible\"\(place) time=\"0\">"
          + (s.plausibilitySilenced
            ? "<skipped message=\"\(sentence)\"/>"
            : "<failure message=\"\(sentence)\" type=\"plausible\">\(sentence)</failure>")
          + "</testcase>\n"
      }
      out += "  </testsuite>\n"
    }
    if !o.unresolved.isEmpty {
      out +=
        "  <testsuite name=\"not checked\" tests=\"\(o.unresolved.count)\" failures=\"0\" errors=\"\(notRead)\" skipped=\"\(o.unresolved.count - notRead)\" time=\"0\">\n"
      for call in o.unresolved {
        // Source the scan did not read is an error (the check is incomplete); a call it could not check, skipped.
        let element = call.sourceNotRead ? "error" : "skipped"
        let name = call.origin.position + (call.origin.call.isEmpty ? "" : " " + call.origin.printableCall)
        out +=
          "    <testcase classname=\"wave-bench.check.unresolved\" name=\"\(XMLText.escape(name))\" file=\"\(XMLText.escape(call.origin.printableFile))\" line=\"\(call.origin.line)\" time=\"0\"><\(element) message=\"\(XMLText.escape(call.printableReason))\"/></testcase>\n"
      }
      out += "  </testsuite>\n"
    }
    return out + "</testsuites>\n"
  }

  /// The spring's test cases: one per schedule (one for an instant spring), and one for `plausible` when it breaks
  /// that rule.
  private static func testCount(_ s: SpringCheck) -> Int {
    (s.spec.isInstant ? 1 : s.worstRuns.count) + (s.failsPlausibility && !s.spec.isInstant ? 1 : 0)
  }

  /// The spring's failing test cases: its runs that break a rule not silenced for it, and `plausible` when broken
  /// and not silenced.
  private static func failing(_ s: SpringCheck) -> Int {
    s.worstRuns.filter { breaksUnsilenced($0, s) }.count + (s.failsPlausibility && !s.plausibilitySilenced ? 1 : 0)
  }

  /// Whether `run` breaks a rule that is not silenced for `spring`.
  private static func breaksUnsilenced(_ run: CheckRun, _ spring: SpringCheck) -> Bool {
    run.failures.contains { !spring.isSilenced($0) }
  }
}
