#pragma once
// How a program's allocator hands freed memory back to the system (docs/performance.md,
// "Simulations", the two threads).

namespace tidepool {

/// Keeps up to `bytes` (default 32 MiB) of freed heap memory in the process instead of returning
/// it to the system at once. With glibc's defaults a thread's heap is trimmed (madvise) whenever
/// 128 KiB at its top are free: a game that allocates and frees a few hundred kilobytes (a Ripple
/// game's moves) then has its pages taken away and faulted in again every game, and on two
/// threads each trim also interrupts the other core (TLB shootdown): two threads simulated random
/// Ripple games 1.14 times as fast as one, and 1.89 times with this (simulate_benchmark). Call it once,
/// first thing in main(), before any thread starts. Does nothing where the C library is not glibc.
/// Returns whether the setting was applied.
bool keepFreedMemory(long bytes = 32L << 20);

} // namespace tidepool
