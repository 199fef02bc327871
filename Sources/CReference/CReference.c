#include "CReference.h"

#include <string.h>

void wave_c_euler_f64(double *restrict value, double *restrict velocity, const double *restrict target,
                      ptrdiff_t lanes, double dt, double stiffness, double damping, double mass,
                      double inverseMass) {
  const double negativeStiffness = -stiffness;
  if (inverseMass != 0) {
    for (ptrdiff_t i = 0; i < lanes; i++) {
      double displacement = value[i] - target[i];
      double springForce = negativeStiffness * displacement;
      double dampingForce = damping * velocity[i];
      double force = springForce - dampingForce;
      double acceleration = force * inverseMass;
      double newVelocity = velocity[i] + acceleration * dt;
      velocity[i] = newVelocity;
      value[i] = value[i] + newVelocity * dt;
    }
  } else {
    for (ptrdiff_t i = 0; i < lanes; i++) {
      double displacement = value[i] - target[i];
      double springForce = negativeStiffness * displacement;
      double dampingForce = damping * velocity[i];
      double force = springForce - dampingForce;
      double acceleration = force / mass;
      double newVelocity = velocity[i] + acceleration * dt;
      velocity[i] = newVelocity;
      value[i] = value[i] + newVelocity * dt;
    }
  }
}

void wave_c_euler_f32(float *restrict value, float *restrict velocity, const float *restrict target,
                      ptrdiff_t lanes, float dt, float stiffness, float damping, float mass,
                      float inverseMass) {
  const float negativeStiffness = -stiffness;
  if (inverseMass != 0) {
    for (ptrdiff_t i = 0; i < lanes; i++) {
      float displacement = value[i] - target[i];
      float springForce = negativeStiffness * displacement;
      float dampingForce = damping * velocity[i];
      float force = springForce - dampingForce;
      float acceleration = force * inverseMass;
      float newVelocity = velocity[i] + acceleration * dt;
      velocity[i] = newVelocity;
      value[i] = value[i] + newVelocity * dt;
    }
  } else {
    for (ptrdiff_t i = 0; i < lanes; i++) {
      float displacement = value[i] - target[i];
      float springForce = negativeStiffness * displacement;
      float dampingForce = damping * velocity[i];
      float force = springForce - dampingForce;
      float acceleration = force / mass;
      float newVelocity = velocity[i] + acceleration * dt;
      velocity[i] = newVelocity;
      value[i] = value[i] + newVelocity * dt;
    }
  }
}

void wave_c_copy(void *restrict destination, const void *restrict source, size_t bytes) {
  memcpy(destination, source, bytes);
}

const char *wave_c_isa(void) {
  return ""
#if defined(__AVX512F__)
         "AVX-512F "
#endif
#if defined(__AVX2__)
         "AVX2 "
#endif
#if defined(__AVX__)
         "AVX "
#endif
#if defined(__FMA__)
         "FMA(available; -ffp-contract=off keeps it out of these loops) "
#endif
#if defined(__SSE2__)
         "SSE2"
#endif
      ;
}
