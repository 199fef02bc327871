#include "CAllocationCounter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic unsigned long long allocations;
// Initial-exec: the counter lives in the executable's static TLS block, so reading it never calls into the dynamic
// loader (whose TLS allocation would come back here).
static _Thread_local unsigned long long thread_allocations __attribute__((tls_model("initial-exec")));

static inline void count_one(void) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  thread_allocations += 1;
}

unsigned long long wave_allocation_count(void) {
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}

unsigned long long wave_thread_allocation_count(void) { return thread_allocations; }

void *malloc(size_t size) {
  count_one();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_one();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_one();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

void *valloc(size_t size) {
  count_one();
  return __libc_memalign(4096, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  count_one();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) return ENOMEM;
  *result = pointer;
  return 0;
}
