// SPDX-License-Identifier: GPL-3.0-or-later
// A static cost estimate for Lua string patterns, so string.find/match/gmatch/gsub cannot hold the
// simulation thread for long (Lua's matcher backtracks and cannot be interrupted).
#pragma once

#include <cstddef>
#include <string_view>

namespace botlab::scripting {

struct PatternCost {
    double steps = 0.0;     ///< Rough upper bound of matcher steps.
    bool too_slow = false;  ///< steps above the limit: the call is refused.
};

/// Upper bound of the work Lua's backtracking matcher may do for `pattern` on a subject of
/// `subject_len` bytes. `iterates` is true for gmatch/gsub, which try every start position even
/// when the pattern is anchored. A repeated item (*, +, -) whose characters can also be matched
/// by the item after it multiplies the work by the subject length; other repeated items add a
/// linear factor. Malformed patterns return a zero cost (Lua reports the error itself).
PatternCost estimatePatternCost(std::string_view pattern, std::size_t subject_len, bool iterates,
                                double limit_steps = 1e8);

}  // namespace botlab::scripting
