#ifndef WAVEBENCH_CALLOCATIONCOUNTER_H
#define WAVEBENCH_CALLOCATIONCOUNTER_H

/// Counts heap allocations in this process by interposing the C allocator's entry points (malloc, calloc,
/// realloc, posix_memalign, aligned_alloc, memalign, valloc), each forwarding to glibc's own implementation
/// (`__libc_malloc` and friends); `free` is not interposed (nothing to count). Every Swift allocation goes
/// through one of these (`swift_slowAlloc` calls malloc or an aligned variant).
///
/// Part of CReference, the one C target besides GSL's: it links into what links CReference (wave-bench, the
/// WaveBench library, the WaveBatch tests).

/// Allocations made by any thread since the process started (relaxed atomic counter).
unsigned long long wave_allocation_count(void);

/// Allocations made by the calling thread since it started: what a single-threaded measurement counts, free of
/// what other threads of the process allocate meanwhile.
unsigned long long wave_thread_allocation_count(void);

#endif
