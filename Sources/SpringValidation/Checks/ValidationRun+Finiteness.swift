import WaveCore

extension ValidationRun {
  /// Check 7 at `dt = 0`, a zero-length frame (`FrameDriver.tick(duration: 0)`, or a display link whose target
  /// timestamp equals its timestamp; upstream main makes no update at `start()`): finite
  /// samples as value, target and velocity give a finite result at every spring.
  ///
  /// (The other parts of check 7 run inside checks 1 and 3: single steps and whole animations at stable
  /// springs.)
  func checkFinitenessAtZeroDt() {
    for spring in springs {
      for vi in samples.indices {
        for ti in samples.indices {
          for wi in velocities.indices {
            let (x, t, v) = (sampleComponents[vi], sampleComponents[ti], velocityComponents[wi])
            guard Self.allFinite(x), Self.allFinite(t), Self.allFinite(v) else { continue }
            count(.finiteness)
            let (value, target, velocity) = (samples[vi], samples[ti], velocities[wi])
            let result = T.updateValue(spring: spring.spring, value: value, target: target, velocity: velocity, dt: 0)
            let gotX = extract(result.value)
            let gotV = extract(result.velocity)
            guard Self.sameShape(gotX, x), Self.sameShape(gotV, x) else { continue }  // reported by check 1
            recordNonFinite(gotX: gotX, gotV: gotV, detail: "at dt = 0, a zero-length frame") {
              self.stepInputsText(
                spring: spring, dt: 0, schedule: "zero-length frame", value: value, target: target, velocity: velocity)
            }
          }
        }
      }
    }
  }
}
