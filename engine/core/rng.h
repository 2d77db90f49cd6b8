#pragma once
// Deterministic random numbers: every shuffle and deal in Tidepool comes from a record's seed, so
// the same record replays to the same state on every machine and compiler. (The standard library's
// distributions and std::shuffle are implementation-defined, so they are not used.)
#include <cstdint>
#include <utility>
#include <vector>

namespace tidepool {

/// xoshiro256** seeded through splitmix64. Copyable: a copied state continues identically.
class Rng
{
public:
    explicit Rng(std::uint64_t seed = 0);

    std::uint64_t next();
    /// A uniform integer in [0, bound). bound must be > 0.
    std::uint64_t below(std::uint64_t bound);
    /// A uniform real in [0, 1).
    double unit();

    /// Fisher-Yates shuffle of the whole vector.
    template <class T>
    void shuffle(std::vector<T>& items)
    {
        for (std::size_t i = items.size(); i > 1; --i) {
            const std::size_t j = static_cast<std::size_t>(below(i));
            using std::swap;
            swap(items[i - 1], items[j]);
        }
    }

    bool operator==(const Rng&) const = default;

private:
    std::uint64_t m_s[4];
};

} // namespace tidepool
