#include "CReference.h"

#include <string.h>

// No build flags (a library product may carry none, see Package.swift): what -ffp-contract=off and
// -march=haswell would say is said here. FP contraction off, so `v + a * dt` is never fused into one
// rounding (the numbers stay the engine's bit for bit); on x86-64 each loop is compiled twice, for AVX2 and
// for the baseline, and the loader picks the clone the CPU runs (an ifunc, resolved once per process).
#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)
#if defined(__x86_64__) && defined(__clang__) && defined(__linux__)
#define WAVE_WIDE __attribute__((target_clones("avx2", "default")))
#else
#define WAVE_WIDE
#endif

WAVE_WIDE
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

WAVE_WIDE
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

WAVE_WIDE
void wave_c_euler_lanes_f64(double *restrict value, double *restrict velocity, const double *restrict target,
                            const double *restrict stiffness, const double *restrict damping, ptrdiff_t lanes,
                            double dt) {
  for (ptrdiff_t i = 0; i < lanes; i++) {
    double displacement = value[i] - target[i];
    double springForce = -stiffness[i] * displacement;
    double dampingForce = damping[i] * velocity[i];
    double acceleration = springForce - dampingForce;
    double newVelocity = velocity[i] + acceleration * dt;
    velocity[i] = newVelocity;
    value[i] = value[i] + newVelocity * dt;
  }
}

WAVE_WIDE
void wave_c_euler_lanes_f32(float *restrict value, float *restrict velocity, const float *restrict target,
                            const float *restrict stiffness, const float *restrict damping, ptrdiff_t lanes,
                            float dt) {
  for (ptrdiff_t i = 0; i < lanes; i++) {
    float displacement = value[i] - target[i];
    float springForce = -stiffness[i] * displacement;
    float dampingForce = damping[i] * velocity[i];
    float acceleration = springForce - dampingForce;
    float newVelocity = velocity[i] + acceleration * dt;
    velocity[i] = newVelocity;
    value[i] = value[i] + newVelocity * dt;
  }
}

void wave_c_copy(void *restrict destination, const void *restrict source, size_t bytes) {
  memcpy(destination, source, bytes);
}

const char *wave_c_isa(void) {
#if defined(__x86_64__) && defined(__clang__) && defined(__linux__)
  return __builtin_cpu_supports("avx2") ? "AVX2 (clone chosen at load time; no FMA contraction)" : "SSE2";
#elif defined(__AVX2__)
  return "AVX2";
#elif defined(__SSE2__)
  return "SSE2";
#else
  return "";
#endif
}
