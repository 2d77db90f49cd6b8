#pragma once
// The last step of the reference players' beliefs (reference_expert.cpp for Ribbit,
// mini_reference.cpp for Turtle Race Mini): one rival's log-likelihoods per colour turned into a
// posterior over the colours it may hold.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

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

/// Every way to give the players without a known colour in `colors` distinct colours (those not
/// known to be someone's), each weighted by the product of the players' `beliefs` for it, the
/// weights normalized to sum to 1; a known colour stays its player's. [assignment] -> (a colour per
/// player, weight). `Color` is an enum whose values index the belief rows.
template <class Color, std::size_t N>
std::vector<std::pair<std::vector<Color>, double>> weightedColourAssignments(const std::vector<std::optional<Color>>& colors,
                                                                             const std::vector<std::array<double, N>>& beliefs)
{
    std::vector<std::pair<std::vector<Color>, double>> out;
    std::vector<Color> current(colors.size(), Color{});
    std::array<bool, N> taken{};
    for (std::size_t p = 0; p < colors.size(); ++p)
        if (colors[p]) {
            current[p] = *colors[p];
            taken[static_cast<std::size_t>(*colors[p])] = true;
        }
    std::function<void(std::size_t, double)> assign = [&](std::size_t p, double weight) {
        if (weight <= 0)
            return;
        if (p == colors.size()) {
            out.emplace_back(current, weight);
            return;
        }
        if (colors[p]) {
            assign(p + 1, weight);
            return;
        }
        for (std::size_t c = 0; c < N; ++c) {
            if (taken[c])
                continue;
            taken[c] = true;
            current[p] = static_cast<Color>(c);
            assign(p + 1, weight * beliefs[p][c]);
            taken[c] = false;
        }
    };
    assign(0, 1.0);
    double total = 0;
    for (const auto& a : out)
        total += a.second;
    for (auto& a : out)
        a.second /= total;
    return out;
}

} // namespace tidepool::reference
