#ifndef NAVKIT_ALLOCATION_COUNTER_H
#define NAVKIT_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Whether this platform counts allocations (glibc on Linux); 0 elsewhere.
int navkit_allocation_counting_available(void);
/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc) since process start.
uint64_t navkit_allocation_count(void);
/// Bytes requested by those allocations.
uint64_t navkit_allocated_bytes(void);
/// Bytes in blocks still allocated (usable sizes), counting frees: memory that was returned
/// lowers it.
int64_t navkit_live_bytes(void);

#endif
