// SPDX-License-Identifier: GPL-3.0-or-later
// Deterministic randomness shared by the modules: the SplitMix64 generator and 2-D value noise.
// Fixed algorithms on 64-bit integers, so a seed gives the same numbers on every platform,
// compiler and standard library (std::uniform_*_distribution does not). Header-only and Qt-free:
// sim includes it through botlab::core_result.
#pragma once

#include <cmath>
#include <cstdint>

namespace botlab::core {

/// SplitMix64 (Steele, Lea and Flood 2014; Vigna's splitmix64.c): a tiny generator with a 64-bit
/// state. Seeded with 0, its first outputs are 0xE220A8397B1DCDAF and 0x6E789E6AA1B965F4. Also
/// the recommended way to seed larger generators (xoshiro) from one 64-bit number.
class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}

    /// The next 64 random bits.
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    /// An integer in [0, n) (n > 0; the modulo bias, below 2^-32 for n < 2^32, is ignored).
    std::uint32_t below(std::uint32_t n) { return static_cast<std::uint32_t>(next() % n); }
    /// A double in [0, 1), from the top 53 bits.
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

private:
    std::uint64_t state_;
};

/// A value in [-1, 1) for the lattice point (i, k) of noise layer `layer` (an octave or a
/// channel): the first SplitMix64::unit() of a hash of the four numbers, mapped to [-1, 1).
inline double latticeValue(std::uint64_t seed, std::int64_t i, std::int64_t k, int layer) {
    const std::uint64_t h = seed ^ (static_cast<std::uint64_t>(i) * 0x9E3779B97F4A7C15ull) ^
                            (static_cast<std::uint64_t>(k) * 0xC2B2AE3D27D4EB4Full) ^
                            (static_cast<std::uint64_t>(layer) * 0x165667B19E3779F9ull);
    SplitMix64 rng(h);
    return 2.0 * rng.unit() - 1.0;
}

/// The quintic fade 6t^5 - 15t^4 + 10t^3 (Perlin 2002): 0 at 0, 1 at 1, first and second
/// derivatives 0 at both ends, so noise built on it has no creases at lattice lines.
inline double quinticFade(double t) {
    return t * t * t * (t * (t * 6 - 15) + 10);
}

/// Smooth 2-D value noise in [-1, 1]: latticeValue at the integer points, blended with
/// quinticFade in between. Equals latticeValue(seed, i, k, layer) at (x, z) = (i, k); continuous
/// with continuous first and second derivatives. For x, z beyond +-2^62 the lattice wraps.
inline double valueNoise(std::uint64_t seed, double x, double z, int layer = 0) {
    const double fx = std::floor(x), fz = std::floor(z);
    const auto i = static_cast<std::int64_t>(fx), k = static_cast<std::int64_t>(fz);
    const double tx = quinticFade(x - fx), tz = quinticFade(z - fz);
    const double v00 = latticeValue(seed, i, k, layer), v10 = latticeValue(seed, i + 1, k, layer);
    const double v01 = latticeValue(seed, i, k + 1, layer),
                 v11 = latticeValue(seed, i + 1, k + 1, layer);
    const double a = v00 + (v10 - v00) * tx, b = v01 + (v11 - v01) * tx;
    return a + (b - a) * tz;
}

}  // namespace botlab::core
