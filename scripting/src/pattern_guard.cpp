// SPDX-License-Identifier: GPL-3.0-or-later
#include "pattern_guard.h"

#include <array>
#include <bitset>
#include <cctype>
#include <cmath>
#include <optional>
#include <vector>

namespace botlab::scripting {
namespace {

using CharSet = std::bitset<256>;

bool classMatches(int cls, int c) {
    bool r = false;
    switch (std::tolower(cls)) {
        case 'a':
            r = std::isalpha(c);
            break;
        case 'c':
            r = std::iscntrl(c);
            break;
        case 'd':
            r = std::isdigit(c);
            break;
        case 'g':
            r = std::isgraph(c);
            break;
        case 'l':
            r = std::islower(c);
            break;
        case 'p':
            r = std::ispunct(c);
            break;
        case 's':
            r = std::isspace(c);
            break;
        case 'u':
            r = std::isupper(c);
            break;
        case 'w':
            r = std::isalnum(c);
            break;
        case 'x':
            r = std::isxdigit(c);
            break;
        default:
            return cls == c;  // an escaped literal such as %. or %%
    }
    return std::isupper(cls) ? !r : r;
}

CharSet classSet(int cls) {
    // Computed once per class character (a pattern may repeat %a a million times).
    static const std::array<CharSet, 256> kSets = [] {
        std::array<CharSet, 256> sets;
        for (int k = 0; k < 256; ++k)
            for (int c = 0; c < 256; ++c) sets[k][c] = classMatches(k, c);
        return sets;
    }();
    return kSets[static_cast<unsigned char>(cls)];
}

struct Item {
    CharSet set;
    char quant = 0;           ///< 0, '*', '+', '-', '?'
    bool zero_width = false;  ///< captures, %f
    bool anything = false;    ///< %b, back-references: treat as a repeated item matching anything
};

/// Parses one single-character class starting at p[i]; returns the set and advances i.
std::optional<CharSet> parseSingle(std::string_view p, std::size_t& i) {
    if (i >= p.size()) return std::nullopt;
    const unsigned char c = static_cast<unsigned char>(p[i]);
    if (c == '.') {
        ++i;
        return CharSet().set();
    }
    if (c == '%') {
        if (i + 1 >= p.size()) return std::nullopt;
        const int cls = static_cast<unsigned char>(p[i + 1]);
        i += 2;
        return classSet(cls);
    }
    if (c == '[') {
        std::size_t j = i + 1;
        bool negate = false;
        if (j < p.size() && p[j] == '^') {
            negate = true;
            ++j;
        }
        CharSet s;
        bool first = true;
        while (true) {
            if (j >= p.size()) return std::nullopt;  // missing ']'
            const unsigned char d = static_cast<unsigned char>(p[j]);
            if (d == ']' && !first) break;
            first = false;
            if (d == '%') {
                if (j + 1 >= p.size()) return std::nullopt;
                s |= classSet(static_cast<unsigned char>(p[j + 1]));
                j += 2;
            } else if (j + 2 < p.size() && p[j + 1] == '-' && p[j + 2] != ']') {
                for (int x = d; x <= static_cast<unsigned char>(p[j + 2]); ++x) s[x] = true;
                j += 3;
            } else {
                s[d] = true;
                ++j;
            }
        }
        i = j + 1;
        return negate ? ~s : s;
    }
    ++i;
    CharSet s;
    s[c] = true;
    return s;
}

}  // namespace

PatternCost estimatePatternCost(std::string_view p, std::size_t subject_len, bool iterates,
                                double limit_steps) {
    PatternCost cost;
    std::size_t i = 0;
    const bool anchored = !p.empty() && p[0] == '^';
    if (anchored) i = 1;
    const double n = static_cast<double>(subject_len) + 1.0;
    int blowups = 0;      // repeated items whose characters the next item can also take
    bool linear = false;  // some repeated item is followed by more pattern
    double optional_factor = 1.0;
    // Items are judged one at a time against the next item that consumes characters, so the
    // estimate takes no memory however long the pattern is.
    Item pending;  // the last repeated item, waiting for its next item
    bool has_pending = false;
    auto add = [&](const Item& it) {
        if (it.zero_width) return;
        if (has_pending) {
            const bool overlaps = (pending.set & it.set).any();
            if (pending.quant == '?') {
                if (overlaps) optional_factor = std::min(optional_factor * 2.0, 1e300);
            } else {
                linear = true;
                if (overlaps || pending.anything) ++blowups;
            }
            has_pending = false;
        }
        if (it.quant != 0) {
            pending = it;
            has_pending = true;
        }
    };
    while (i < p.size()) {
        const char c = p[i];
        if (c == '(' || c == ')') {
            ++i;
            continue;  // zero width
        }
        if (c == '$' && i + 1 == p.size()) break;
        if (c == '%' && i + 1 < p.size() && p[i + 1] == 'b') {
            if (i + 3 >= p.size()) return cost;  // malformed
            Item it;
            it.anything = true;
            it.set.set();
            it.quant = '*';
            add(it);
            i += 4;
            continue;
        }
        if (c == '%' && i + 1 < p.size() && p[i + 1] == 'f') {
            i += 2;
            if (i >= p.size() || p[i] != '[') return cost;
            if (!parseSingle(p, i)) return cost;
            continue;  // zero width
        }
        if (c == '%' && i + 1 < p.size() && std::isdigit(static_cast<unsigned char>(p[i + 1]))) {
            Item it;
            it.anything = true;
            it.set.set();
            it.quant = '*';
            add(it);
            i += 2;
            continue;
        }
        const auto set = parseSingle(p, i);
        if (!set) return cost;
        Item it;
        it.set = *set;
        if (i < p.size() && (p[i] == '*' || p[i] == '+' || p[i] == '-' || p[i] == '?')) {
            it.quant = p[i];
            ++i;
        }
        add(it);
        if (blowups > 64) break;  // far beyond any limit already
    }
    const double starts = (anchored && !iterates) ? 1.0 : n;
    cost.steps =
        std::min(starts * std::pow(n, blowups + (linear ? 1 : 0)) * optional_factor, 1e300);
    cost.too_slow = cost.steps > limit_steps;
    return cost;
}

}  // namespace botlab::scripting
