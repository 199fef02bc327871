import Foundation
import SpringValidation
import WaveBatch
import WaveCore

// Steps 100 animations in a SpringBatch<Double> for 60 frames and the engine's own step alongside: the batch
// must equal the engine bit for bit (its contract). Then validates CGPoint with the validation kit. Prints one
// line per part; exits 1 if either fails.
let spring = Spring(dampingRatio: 0.5, response: 0.6)
let dt = 1.0 / 60
let batch = SpringBatch<Double>(springs: .shared(spring), capacity: 100)
var engine: [(value: Double, velocity: Double)] = []
let handles = (0..<100).map { i -> BatchHandle in
  engine.append((Double(i), 0))
  return batch.add(value: Double(i), target: 500)
}
for _ in 0..<60 {
  batch.step(dt: dt)
  for i in engine.indices {
    engine[i] = SpringStep.semiImplicitEuler(
      value: engine[i].value, target: 500, velocity: engine[i].velocity, dt: dt, stiffness: Double(spring.stiffness),
      dampingCoefficient: Double(spring.dampingCoefficient), mass: Double(spring.mass))
  }
}
let batchAgrees = handles.indices.allSatisfy { batch.value(handles[$0]) == engine[$0].value }
print("WaveBatch: 100 lanes × 60 frames \(batchAgrees ? "equal" : "DIFFER from") the engine's step bit for bit")

let result = SpringValidator.validate(
  CGPoint.self, samples: [CGPoint(x: 12.5, y: -3.25), CGPoint(x: 240.75, y: 96.5)])
print("SpringValidation: CGPoint \(result.passed ? "passed" : "FAILED") (\(result.failures.count) failures)")
exit(batchAgrees && result.passed ? 0 : 1)
