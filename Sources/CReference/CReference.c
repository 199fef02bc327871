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

WAVE_WIDE
void wave_c_triad_f64(double *restrict a, const double *restrict b, double scalar, ptrdiff_t count) {
  for (ptrdiff_t i = 0; i < count; i++) {
    a[i] = a[i] + scalar * b[i];
  }
}

// Twelve independent chains of a multiply then an add, in vectors of 32 bytes: each chain's next operation waits
// for its previous one (about 8 cycles), and twelve chains keep two arithmetic pipes busy.
typedef double wave_v4d __attribute__((vector_size(32)));
typedef float wave_v8f __attribute__((vector_size(32)));

#define WAVE_PEAK_BODY(VECTOR, SCALAR)                                                                               \
  VECTOR a0 = (VECTOR){} + (SCALAR)1, a1 = a0 + (SCALAR)1, a2 = a1 + (SCALAR)1, a3 = a2 + (SCALAR)1;             \
  VECTOR a4 = a3 + (SCALAR)1, a5 = a4 + (SCALAR)1, a6 = a5 + (SCALAR)1, a7 = a6 + (SCALAR)1;                      \
  VECTOR a8 = a7 + (SCALAR)1, a9 = a8 + (SCALAR)1, a10 = a9 + (SCALAR)1, a11 = a10 + (SCALAR)1;                   \
  const VECTOR m = (VECTOR){} + multiplier, c = (VECTOR){} + addend;                                               \
  for (ptrdiff_t i = 0; i < iterations; i++) {                                                                     \
    a0 = a0 * m + c; a1 = a1 * m + c; a2 = a2 * m + c; a3 = a3 * m + c;                                           \
    a4 = a4 * m + c; a5 = a5 * m + c; a6 = a6 * m + c; a7 = a7 * m + c;                                           \
    a8 = a8 * m + c; a9 = a9 * m + c; a10 = a10 * m + c; a11 = a11 * m + c;                                       \
  }                                                                                                                \
  VECTOR sum = ((a0 + a1) + (a2 + a3)) + ((a4 + a5) + (a6 + a7)) + ((a8 + a9) + (a10 + a11));                     \
  SCALAR total = 0;                                                                                                \
  for (size_t j = 0; j < sizeof(VECTOR) / sizeof(SCALAR); j++) total += sum[j];                                    \
  return total;

WAVE_WIDE
double wave_c_peak_f64(ptrdiff_t iterations, double multiplier, double addend) { WAVE_PEAK_BODY(wave_v4d, double) }

WAVE_WIDE
float wave_c_peak_f32(ptrdiff_t iterations, float multiplier, float addend) { WAVE_PEAK_BODY(wave_v8f, float) }

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
