#ifndef WAVEBENCH_CREFERENCE_H
#define WAVEBENCH_CREFERENCE_H

#include <stddef.h>

// The allocation counter, linked with this target: its own header, so that it stays apart from the C loops.
#include "CAllocationCounter.h"

/// A C loop of the step the Swift batch stepper takes, which `wave-bench perf` times beside it (`c-reference`): the
/// engine's semi-implicit Euler step over structure-of-arrays lanes, in C, at SwiftPM's release -O2 with FP contraction off (no fused
/// multiply-add, so the numbers equal the engine's bit for bit), in an AVX2 and a baseline clone on x86-64.
///
/// Per lane, in the engine's order:
///   displacement = x - t; springForce = -k * displacement; dampingForce = c * v;
///   force = springForce - dampingForce; acceleration = force / m (or force * inverseMass);
///   v = v + acceleration * dt; x = x + v * dt.
///
/// `inverseMass` is 1/m when that is exact (m a power of two), which gives the same numbers as dividing;
/// pass 0 to divide, as the Swift batch does under the same rule.
/// `lanes` >= 0; the arrays must not overlap.
void wave_c_euler_f64(double *restrict value, double *restrict velocity, const double *restrict target,
                      ptrdiff_t lanes, double dt, double stiffness, double damping, double mass,
                      double inverseMass);

/// The same loop in single precision.
void wave_c_euler_f32(float *restrict value, float *restrict velocity, const float *restrict target,
                      ptrdiff_t lanes, float dt, float stiffness, float damping, float mass,
                      float inverseMass);

/// The loop with a spring per lane, every mass 1 (Wave's default; the acceleration is the force, as in the Swift
/// batch's per-lane kernel for unit masses): `stiffness[i]` and `damping[i]` are lane i's k and c.
void wave_c_euler_lanes_f64(double *restrict value, double *restrict velocity, const double *restrict target,
                            const double *restrict stiffness, const double *restrict damping, ptrdiff_t lanes,
                            double dt);

/// The same per-lane loop in single precision.
void wave_c_euler_lanes_f32(float *restrict value, float *restrict velocity, const float *restrict target,
                            const float *restrict stiffness, const float *restrict damping, ptrdiff_t lanes,
                            float dt);

/// The bandwidth yardstick: a STREAM-like triad written in place, `a[i] = a[i] + scalar * b[i]` for `count` ≥ 0
/// elements (two loads and one store a lane, 24 bytes, the store to a line just loaded, as the batch's are, so that
/// no write-allocate traffic goes uncounted); the arrays must not overlap.
void wave_c_triad_f64(double *restrict a, const double *restrict b, double scalar, ptrdiff_t count);

/// The in-core yardstick: `iterations` ≥ 0 rounds of twelve independent 32-byte vectors each multiplied by
/// `multiplier` and then added `addend` (no fused multiply-add: 2 flops a lane, 4 lanes a vector in Double, 8 in
/// Float), so 96 Double or 192 Float flops a round; returns a sum of the lanes, so that the work is kept.
double wave_c_peak_f64(ptrdiff_t iterations, double multiplier, double addend);

/// ``wave_c_peak_f64`` in single precision.
float wave_c_peak_f32(ptrdiff_t iterations, float multiplier, float addend);

/// Copies `bytes` bytes with the C library's memcpy (a copy moves 2 × bytes): what the batch footprint copies time.
void wave_c_copy(void *restrict destination, const void *restrict source, size_t bytes);

/// The instruction-set macros this file was compiled with (e.g. "AVX-512F AVX2 FMA(available, not used)").
const char *wave_c_isa(void);

#endif
