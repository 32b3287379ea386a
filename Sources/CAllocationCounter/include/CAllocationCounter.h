#ifndef TOGGLEKIT_ALLOCATION_COUNTER_H
#define TOGGLEKIT_ALLOCATION_COUNTER_H

/// How many heap allocations (malloc, calloc, realloc, aligned allocations) this
/// process has made since it started. Linking this target into an executable
/// replaces glibc's allocation entry points with counting wrappers around
/// glibc's own implementation, so the Swift runtime's allocations count too.
unsigned long long tk_allocation_count(void);

/// Bytes the C heap has handed out and not yet taken back (glibc's mallinfo2
/// `uordblks`): every GObject, Swift object and string alive, allocator
/// bookkeeping aside. Finer than resident memory, which moves by whole pages.
unsigned long long tk_heap_bytes_in_use(void);

#endif
