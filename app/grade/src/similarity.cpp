// SPDX-License-Identifier: GPL-3.0-or-later
// Token-stream similarity of Lua programs (see botlab/grade/similarity.h).
#include "botlab/grade/similarity.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace botlab::grade {

namespace {

const std::set<std::string>& keptNames() {
    // Lua keywords, the standard globals a sandboxed program may use, and the student API
    // (docs/lua-api.md): a copy keeps these, so they are kept in the stream.
    static const std::set<std::string> names = {
        "and",      "break",     "do",      "else",   "elseif",   "end",          "false",
        "for",      "function",  "goto",    "if",     "in",       "local",        "nil",
        "not",      "or",        "repeat",  "return", "then",     "true",         "until",
        "while",    "print",     "pairs",   "ipairs", "tostring", "tonumber",     "type",
        "select",   "error",     "pcall",   "assert", "math",     "string",       "table",
        "utf8",     "coroutine", "next",    "rawget", "rawset",   "setmetatable", "getmetatable",
        "os",       "io",        "require", "motor",  "servo",    "fan",          "line",
        "distance", "touch",     "compass", "gyro",   "flame",    "imu",          "legs",
        "wait",     "waitUntil", "time",    "light",  "sound"};
    return names;
}

bool isNameStart(char c) {
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_' ||
           static_cast<unsigned char>(c) >= 0x80;
}
bool isNameChar(char c) {
    return isNameStart(c) || std::isdigit(static_cast<unsigned char>(c));
}

/// Length of a long bracket opener "[", "=", ..., "[" at i, or 0; sets `level`.
std::size_t longBracket(const std::string& s, std::size_t i, std::size_t* level) {
    if (i >= s.size() || s[i] != '[') return 0;
    std::size_t j = i + 1;
    while (j < s.size() && s[j] == '=') ++j;
    if (j < s.size() && s[j] == '[') {
        *level = j - i - 1;
        return j - i + 1;
    }
    return 0;
}

/// Index just past the long bracket closer of `level` from i (or the end).
std::size_t skipLong(const std::string& s, std::size_t i, std::size_t level) {
    std::string closer(level + 2, '=');
    closer.front() = ']';
    closer.back() = ']';
    const std::size_t at = s.find(closer, i);
    return at == std::string::npos ? s.size() : at + closer.size();
}

}  // namespace

std::vector<std::string> normalisedTokens(const std::string& s) {
    std::vector<std::string> out;
    std::size_t i = 0;
    const std::size_t n = s.size();
    bool after_dot = false;  // the previous token was '.' or ':'
    while (i < n) {
        const char c = s[i];
        if (std::isspace(static_cast<unsigned char>(c))) {
            ++i;
            continue;
        }
        if (c == '-' && i + 1 < n && s[i + 1] == '-') {  // comment
            std::size_t level = 0;
            const std::size_t open = longBracket(s, i + 2, &level);
            if (open > 0) {
                i = skipLong(s, i + 2 + open, level);
            } else {
                while (i < n && s[i] != '\n') ++i;
            }
            continue;
        }
        std::string token;
        if (isNameStart(c)) {
            std::size_t j = i;
            while (j < n && isNameChar(s[j])) ++j;
            const std::string name = s.substr(i, j - i);
            token = after_dot || keptNames().count(name) ? name : std::string("$n");
            i = j;
        } else if (std::isdigit(static_cast<unsigned char>(c)) ||
                   (c == '.' && i + 1 < n && std::isdigit(static_cast<unsigned char>(s[i + 1])))) {
            std::size_t j = i;
            while (j < n &&
                   (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '.' ||
                    ((s[j] == '+' || s[j] == '-') && j > i &&
                     (s[j - 1] == 'e' || s[j - 1] == 'E' || s[j - 1] == 'p' || s[j - 1] == 'P'))))
                ++j;
            token = "$0";
            i = j;
        } else if (c == '"' || c == '\'') {
            std::size_t j = i + 1;
            while (j < n && s[j] != c && s[j] != '\n') j += s[j] == '\\' ? 2 : 1;
            token = "$s";
            i = std::min(n, j + 1);
        } else if (std::size_t level = 0, open = longBracket(s, i, &level); open > 0) {
            token = "$s";
            i = skipLong(s, i + open, level);
        } else {
            static const char* const ops[] = {
                "...", "..", "==", "~=", "<=", ">=", "//", "::", "<<", ">>"};
            token = std::string(1, c);
            for (const char* op : ops) {
                const std::size_t len = std::char_traits<char>::length(op);
                if (s.compare(i, len, op) == 0) {
                    token = op;
                    break;
                }
            }
            i += token.size();
        }
        after_dot = token == "." || token == ":";
        out.push_back(std::move(token));
    }
    return out;
}

double tokenSimilarity(const std::vector<std::string>& a, const std::vector<std::string>& b) {
    constexpr std::size_t k = 4;
    if (a.size() < k || b.size() < k) return a == b ? 1.0 : 0.0;
    auto shingles = [](const std::vector<std::string>& t) {
        std::map<std::string, int> m;
        for (std::size_t i = 0; i + k <= t.size(); ++i) {
            std::string key;
            for (std::size_t j = 0; j < k; ++j) {
                key += t[i + j];
                key += '\x1f';
            }
            ++m[key];
        }
        return m;
    };
    const std::map<std::string, int> sa = shingles(a), sb = shingles(b);
    long common = 0;
    for (const auto& [key, count] : sa) {
        const auto it = sb.find(key);
        if (it != sb.end()) common += std::min(count, it->second);
    }
    const double total = static_cast<double>(a.size() - k + 1 + b.size() - k + 1);
    return 2.0 * static_cast<double>(common) / total;
}

std::vector<SimilarPair> similarPairs(const std::vector<std::string>& sources, double threshold) {
    std::vector<std::vector<std::string>> tokens;
    tokens.reserve(sources.size());
    for (const std::string& s : sources) tokens.push_back(normalisedTokens(s));
    std::vector<SimilarPair> out;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        if (tokens[i].empty()) continue;
        for (std::size_t j = i + 1; j < tokens.size(); ++j) {
            if (tokens[j].empty()) continue;
            const double sim = tokenSimilarity(tokens[i], tokens[j]);
            if (sim >= threshold) out.push_back({static_cast<int>(i), static_cast<int>(j), sim});
        }
    }
    return out;
}

}  // namespace botlab::grade
