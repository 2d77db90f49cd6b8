// keepFreedMemory() (core/allocator.h): after it, memory a thread frees stays in the process, so
// the same allocations again take no new pages from the system. Its own program (the setting is
// process-wide and can't be undone).
#include <gtest/gtest.h>

#include <sys/resource.h>

#include <cstring>
#include <thread>
#include <vector>

#include "core/allocator.h"

#if defined(__SANITIZE_ADDRESS__)
#define TIDEPOOL_OWN_ALLOCATOR 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer) || __has_feature(thread_sanitizer)
#define TIDEPOOL_OWN_ALLOCATOR 1
#endif
#endif

namespace {

/// Page faults (minor) of the calling thread so far.
long threadFaults()
{
    rusage usage{};
    getrusage(RUSAGE_THREAD, &usage);
    return usage.ru_minflt;
}

/// On a new thread, allocates and writes 4 MiB in 2 KiB blocks, frees it, and does the same again
/// (as a simulation's thread does game after game); returns the page faults of the second time.
long faultsOfTheSameAllocationsAgain()
{
    long faults = 0;
    std::thread worker([&faults] {
        auto round = [] {
            std::vector<char*> blocks;
            blocks.reserve(2048);
            for (int i = 0; i < 2048; ++i) {
                blocks.push_back(new char[2048]);
                std::memset(blocks.back(), i & 0xff, 2048);
            }
            for (auto it = blocks.rbegin(); it != blocks.rend(); ++it)
                delete[] *it;
        };
        round();
        const long before = threadFaults();
        round();
        faults = threadFaults() - before;
    });
    worker.join();
    return faults;
}

TEST(Allocator, KeepFreedMemoryKeepsAThreadsFreedPagesForItsNextAllocations)
{
#if defined(TIDEPOOL_OWN_ALLOCATOR) || !defined(__GLIBC__)
    GTEST_SKIP() << "glibc's allocator only (a sanitizer's allocator, or another C library, is in use)";
#else
    const long byDefault = faultsOfTheSameAllocationsAgain();
    // glibc's defaults give the 4 MiB back and fault its 1,024 pages in again.
    ASSERT_GE(byDefault, 512) << "the C library kept the pages by itself: nothing to compare";
    ASSERT_TRUE(tidepool::keepFreedMemory());
    const long kept = faultsOfTheSameAllocationsAgain();
    EXPECT_LT(kept, 64) << "faults with the default: " << byDefault;
#endif
}

TEST(Allocator, ANonPositiveAmountChangesNothing)
{
    EXPECT_FALSE(tidepool::keepFreedMemory(0));
    EXPECT_FALSE(tidepool::keepFreedMemory(-1));
}

} // namespace
