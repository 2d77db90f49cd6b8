#pragma once
// The last step of the reference players' beliefs (reference_expert.cpp for Ribbit,
// mini_reference.cpp for Turtle Race Mini): one rival's log-likelihoods per colour turned into a
// posterior over the colours it may hold.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>

namespace tidepool::reference {

/// Writes into `belief` the posterior over the colours not in `known` (a uniform prior times
/// exp(`logLikelihood`), normalized), mixed with a uniform share `uniformShare` (0..1) so that no
/// colour it may hold is ever ruled out by a few turns; the colours in `known` (held by someone
/// else) get 0. Leaves `belief` unchanged when every colour is known. [colour] -> probability.
template <std::size_t N>
void posteriorOverColours(std::array<double, N>& belief, const std::array<double, N>& logLikelihood,
                          const std::array<bool, N>& known, double uniformShare)
{
    double top = -1e300;
    int possible = 0;
    for (std::size_t c = 0; c < N; ++c)
        if (!known[c]) {
            top = std::max(top, logLikelihood[c]);
            ++possible;
        }
    if (possible == 0)
        return;
    double total = 0;
    for (std::size_t c = 0; c < N; ++c)
        if (!known[c]) {
            belief[c] = std::exp(logLikelihood[c] - top);
            total += belief[c];
        }
    for (std::size_t c = 0; c < N; ++c)
        belief[c] = known[c] ? 0.0 : (1 - uniformShare) * belief[c] / total + uniformShare / possible;
}

} // namespace tidepool::reference
