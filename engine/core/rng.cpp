#include "rng.h"

namespace tidepool {

namespace {
std::uint64_t splitmix64(std::uint64_t& x)
{
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
} // namespace

Rng::Rng(std::uint64_t seed)
{
    for (auto& s : m_s)
        s = splitmix64(seed);
}

double Rng::unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

} // namespace tidepool
