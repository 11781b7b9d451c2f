// Counts heap allocations by interposing the allocator entry points of the process.
//
// Linked into the benchmark executable only. On glibc the real allocator is reached through its
// __libc_* aliases, so no dlsym bootstrapping (which itself allocates) is needed. Counting is
// done with relaxed atomics: cheap, and exact for the single-threaded benchmark loops.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <stddef.h>
#include <errno.h>
#include <malloc.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocation_count = 0;
static uint64_t allocated_bytes = 0;
// Bytes of the blocks still allocated (malloc_usable_size of each live block), so a benchmark
// can tell memory that was returned from memory that stays.
static int64_t live_bytes = 0;
// Whether the entry points count at all; off, each goes straight to the real allocator (no
// atomics, no malloc_usable_size), so a measurement of speed is not slowed by the counting.
static int counting = 1;

void navkit_allocation_counting_set(int on) { __atomic_store_n(&counting, on != 0, __ATOMIC_RELAXED); }

static inline int is_counting(void) { return __atomic_load_n(&counting, __ATOMIC_RELAXED); }

static inline void note(size_t size) {
    if (!is_counting()) return;
    __atomic_fetch_add(&allocation_count, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&allocated_bytes, (uint64_t)size, __ATOMIC_RELAXED);
}

static inline void *live(void *pointer) {
    if (pointer != NULL && is_counting()) {
        __atomic_fetch_add(&live_bytes, (int64_t)malloc_usable_size(pointer), __ATOMIC_RELAXED);
    }
    return pointer;
}

static inline void dead(void *pointer) {
    if (pointer != NULL && is_counting()) {
        __atomic_fetch_sub(&live_bytes, (int64_t)malloc_usable_size(pointer), __ATOMIC_RELAXED);
    }
}

void *malloc(size_t size) {
    note(size);
    return live(__libc_malloc(size));
}

void *calloc(size_t count, size_t size) {
    note(count * size);
    return live(__libc_calloc(count, size));
}

void *realloc(void *pointer, size_t size) {
    note(size);
    dead(pointer);
    void *result = __libc_realloc(pointer, size);
    // A failed realloc leaves the old block in place.
    if (result == NULL && size != 0) {
        live(pointer);
        return NULL;
    }
    return live(result);
}

void free(void *pointer) {
    dead(pointer);
    __libc_free(pointer);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    note(size);
    void *pointer = live(__libc_memalign(alignment, size));
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    note(size);
    return live(__libc_memalign(alignment, size));
}

void *memalign(size_t alignment, size_t size) {
    note(size);
    return live(__libc_memalign(alignment, size));
}

int navkit_allocation_counting_available(void) { return 1; }
uint64_t navkit_allocation_count(void) { return __atomic_load_n(&allocation_count, __ATOMIC_RELAXED); }
uint64_t navkit_allocated_bytes(void) { return __atomic_load_n(&allocated_bytes, __ATOMIC_RELAXED); }
int64_t navkit_live_bytes(void) { return __atomic_load_n(&live_bytes, __ATOMIC_RELAXED); }

#else

void navkit_allocation_counting_set(int on) { (void)on; }
int navkit_allocation_counting_available(void) { return 0; }
uint64_t navkit_allocation_count(void) { return 0; }
uint64_t navkit_allocated_bytes(void) { return 0; }
int64_t navkit_live_bytes(void) { return 0; }

#endif
