#include "core/allocator.h"

#include <cstdlib> // defines __GLIBC__ with glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace tidepool {

bool keepFreedMemory(long bytes)
{
#if defined(__GLIBC__)
    // M_TRIM_THRESHOLD set by hand also stops glibc from moving it (and the mmap threshold) by
    // itself, for the main heap and for every thread's heap (glibc's malloc(3), mallopt(3)).
    return bytes > 0 && mallopt(M_TRIM_THRESHOLD, static_cast<int>(bytes)) == 1;
#else
    (void)bytes;
    return false;
#endif
}

} // namespace tidepool
