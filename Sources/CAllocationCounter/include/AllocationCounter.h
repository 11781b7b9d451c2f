#ifndef NAVKIT_ALLOCATION_COUNTER_H
#define NAVKIT_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Whether this platform counts allocations (glibc on Linux); 0 elsewhere.
int navkit_allocation_counting_available(void);
/// Switches counting on (the default) or off. Off, the allocator entry points do nothing but
/// allocate, so a speed measurement is not slowed by the counting; the counts stand still, and
/// live bytes are only meaningful for blocks allocated and freed while counting was on.
void navkit_allocation_counting_set(int on);
/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc) since process start.
uint64_t navkit_allocation_count(void);
/// Bytes requested by those allocations.
uint64_t navkit_allocated_bytes(void);
/// Bytes in blocks still allocated (usable sizes), counting frees: memory that was returned
/// lowers it.
int64_t navkit_live_bytes(void);

#endif
