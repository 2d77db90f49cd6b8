#pragma once
// Deterministic random numbers: every shuffle and deal in Tidepool comes from a record's seed, so
// the same record replays to the same state on every machine and compiler. (The standard library's
// distributions and std::shuffle are implementation-defined, so they are not used.)
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace tidepool {

/// xoshiro256** seeded through splitmix64. Copyable: a copied state continues identically.
class Rng
{
public:
    explicit Rng(std::uint64_t seed = 0);

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }
    /// A uniform integer in [0, bound). bound must be > 0.
    std::uint64_t below(std::uint64_t bound)
    {
        // Rejection sampling: unbiased and portable. limit >= UINT64_MAX - bound + 1, so a draw below
        // that needs no division to be accepted (the same numbers, one division fewer).
        std::uint64_t x;
        for (;;) {
            x = next();
            if (x <= UINT64_MAX - bound || x < UINT64_MAX - UINT64_MAX % bound)
                break;
        }
        return x % bound;
    }
    /// A uniform real in [0, 1).
    double unit();

    /// Fisher-Yates shuffle of a whole random-access container (std::vector, InlineVector).
    template <class Container>
    void shuffle(Container& items)
    {
        for (std::size_t i = items.size(); i > 1; --i) {
            const std::size_t j = static_cast<std::size_t>(below(i));
            using std::swap;
            swap(items[i - 1], items[j]);
        }
    }

    bool operator==(const Rng&) const = default;

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t m_s[4];
};

} // namespace tidepool
