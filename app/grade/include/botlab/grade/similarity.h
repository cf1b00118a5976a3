// SPDX-License-Identifier: GPL-3.0-or-later
// Near-identical submissions: two programs are compared by their normalised Lua token streams, so
// renamed variables, changed numbers and strings, comments and layout do not hide a copy.
#pragma once

#include <QString>

#include <string>
#include <vector>

namespace botlab::grade {

/// The normalised token stream of a Lua program: comments and white space dropped; keywords,
/// operators, field names (after '.' or ':') and the student API's globals (motor, line, wait,
/// ...) and standard library names kept as they are; every other name becomes "$n", every number
/// "$0" and every string "$s". Never fails: a malformed program gives the tokens up to its end.
std::vector<std::string> normalisedTokens(const std::string& lua_source);

/// Similarity of two token streams, 0..1: the Dice coefficient of their multisets of 4-token
/// shingles (2 |A and B| / (|A| + |B|)); 1 for identical streams, and for two streams too short to
/// shingle, 1 when equal else 0.
double tokenSimilarity(const std::vector<std::string>& a, const std::vector<std::string>& b);

/// A pair of submissions at least as similar as the threshold.
struct SimilarPair {
    int a = 0;  ///< Index of the first submission (a < b).
    int b = 0;
    double similarity = 0.0;  ///< 0..1.
};

/// Every pair (i < j) of `sources` with similarity >= `threshold`, ordered by i then j. Empty
/// sources (programs that could not be read) are never paired.
std::vector<SimilarPair> similarPairs(const std::vector<std::string>& sources, double threshold);

}  // namespace botlab::grade
