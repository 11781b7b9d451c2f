// Counts heap allocations by interposing the allocator entry points of the process.
//
// Linked into the benchmark executable only. On glibc the real allocator is reached through its
// __libc_* aliases, so no dlsym bootstrapping (which itself allocates) is needed. Counting is
// done with relaxed atomics: cheap, and exact for the single-threaded benchmark loops.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <stddef.h>
#include <errno.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static uint64_t allocation_count = 0;
static uint64_t allocated_bytes = 0;

static inline void note(size_t size) {
    __atomic_fetch_add(&allocation_count, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&allocated_bytes, (uint64_t)size, __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
    note(size);
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    note(count * size);
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    note(size);
    return __libc_realloc(pointer, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    note(size);
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    note(size);
    return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
    note(size);
    return __libc_memalign(alignment, size);
}

int navkit_allocation_counting_available(void) { return 1; }
uint64_t navkit_allocation_count(void) { return __atomic_load_n(&allocation_count, __ATOMIC_RELAXED); }
uint64_t navkit_allocated_bytes(void) { return __atomic_load_n(&allocated_bytes, __ATOMIC_RELAXED); }

#else

int navkit_allocation_counting_available(void) { return 0; }
uint64_t navkit_allocation_count(void) { return 0; }
uint64_t navkit_allocated_bytes(void) { return 0; }

#endif
