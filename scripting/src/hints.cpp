// SPDX-License-Identifier: GPL-3.0-or-later
// Plain-words hints for Lua error messages ("did you mean motor?").
#include <algorithm>
#include <regex>
#include <string>
#include <string_view>
#include <vector>

#include "botlab/scripting/api.h"
#include "botlab/scripting/program.h"
#include "botlab/scripting/text.h"
#include "translate_marker.h"

namespace botlab::scripting {
namespace {

/// The quoted name after `kind '` in a Lua message ("global 'motr'" -> "motr"), or empty.
std::string quotedAfter(const std::string& msg, std::string_view kind) {
    const std::string key = std::string(kind) + " '";
    const std::size_t at = msg.find(key);
    if (at == std::string::npos) return {};
    const std::size_t start = at + key.size();
    const std::size_t end = msg.find('\'', start);
    if (end == std::string::npos) return {};
    return msg.substr(start, end - start);
}

/// The closest candidate within a distance that grows with the word's length, or empty.
std::string closest(const std::string& word, const std::vector<std::string>& candidates) {
    std::string best;
    int best_d = static_cast<int>(word.size()) <= 3 ? 1 : 2;
    if (word.size() >= 7) best_d = 3;
    int found = best_d + 1;
    for (const std::string& c : candidates) {
        if (c == word) continue;
        const int d = editDistance(word, c);
        if (d < found) {
            found = d;
            best = c;
        }
    }
    return found <= best_d ? best : std::string();
}

bool contains(const std::string& s, std::string_view part) {
    return s.find(part) != std::string::npos;
}

}  // namespace

int editDistance(const std::string& a, const std::string& b) {
    std::vector<int> prev(b.size() + 1), cur(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = static_cast<int>(j);
    for (std::size_t i = 1; i <= a.size(); ++i) {
        cur[0] = static_cast<int>(i);
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const int sub = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, sub});
        }
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

std::string hintForError(const std::string& msg) {
    static const std::vector<std::string> kForbidden = {
        "io", "os", "debug", "package", "require", "load", "loadfile", "dofile", "loadstring"};
    const std::string global = quotedAfter(msg, "global");
    if (!global.empty()) {
        if (std::find(kForbidden.begin(), kForbidden.end(), global) != kForbidden.end())
            return text(QT_TRANSLATE_NOOP("botlab::scripting",
                                          "'%1' is not available in Botlab programs (they cannot "
                                          "use files, the operating system or load code)"),
                        {global});
        std::vector<std::string> names;
        for (std::string_view n : sandboxGlobalNames()) names.emplace_back(n);
        const std::string c = closest(global, names);
        if (!c.empty())
            return text(QT_TRANSLATE_NOOP("botlab::scripting", "did you mean %1?"), {c});
        return text(QT_TRANSLATE_NOOP("botlab::scripting",
                                      "'%1' has no value here; check its spelling, or give it a "
                                      "value first"),
                    {global});
    }
    std::string field = quotedAfter(msg, "field");
    if (field.empty()) field = quotedAfter(msg, "method");
    if (!field.empty()) {
        if (field == "dump")
            return text(QT_TRANSLATE_NOOP("botlab::scripting",
                                          "string.dump is not available in Botlab programs"));
        std::vector<std::string> full, last;
        for (const ApiFunction& f : studentApi()) {
            if (f.group.empty()) continue;
            full.emplace_back(f.name);
            last.emplace_back(f.name.substr(f.group.size() + 1));
        }
        for (std::string_view m : {"abs",    "floor", "ceil", "max",   "min",   "sqrt",   "random",
                                   "sin",    "cos",   "atan", "pi",    "huge",  "insert", "remove",
                                   "format", "sub",   "len",  "upper", "lower", "concat", "sort"})
            last.emplace_back(m);
        const std::string c = closest(field, last);
        if (!c.empty()) {
            for (std::size_t i = 0; i < full.size(); ++i)
                if (last[i] == c)
                    return text(QT_TRANSLATE_NOOP("botlab::scripting", "did you mean %1?"),
                                {full[i]});
            return text(QT_TRANSLATE_NOOP("botlab::scripting", "did you mean %1?"), {c});
        }
        return {};
    }
    if (contains(msg, "binary chunk"))
        return text(QT_TRANSLATE_NOOP("botlab::scripting", "only Lua text programs can be run"));
    if (contains(msg, "stack overflow"))
        return text(QT_TRANSLATE_NOOP(
            "botlab::scripting",
            "a function calls itself again and again without end (too deep recursion)"));
    if (contains(msg, "'end' expected"))
        return text(QT_TRANSLATE_NOOP("botlab::scripting",
                                      "every function, if, for and while needs its own 'end'"));
    if (contains(msg, "'then' expected"))
        return text(QT_TRANSLATE_NOOP("botlab::scripting", "write: if condition then ... end"));
    if (contains(msg, "'do' expected"))
        return text(QT_TRANSLATE_NOOP(
            "botlab::scripting", "write: while condition do ... end, or for i = 1, 10 do ... end"));
    if (contains(msg, "'=' expected"))
        return text(
            QT_TRANSLATE_NOOP("botlab::scripting",
                              "to give a variable a value write name = value; to compare use =="));
    if (contains(msg, "'<eof>' expected"))
        return text(
            QT_TRANSLATE_NOOP("botlab::scripting", "there is an extra 'end' or a stray word"));
    if (contains(msg, "unfinished string"))
        return text(QT_TRANSLATE_NOOP("botlab::scripting", "a text is missing its closing quote"));
    if (contains(msg, "unexpected symbol"))
        return text(QT_TRANSLATE_NOOP("botlab::scripting",
                                      "check for a missing bracket, quote or operator"));
    if (contains(msg, "')' expected"))
        return text(QT_TRANSLATE_NOOP("botlab::scripting", "a bracket is not closed"));
    if (contains(msg, "attempt to compare"))
        return text(QT_TRANSLATE_NOOP("botlab::scripting",
                                      "one of the values is not a number (is a variable nil?)"));
    if (contains(msg, "perform arithmetic on a nil"))
        return text(QT_TRANSLATE_NOOP("botlab::scripting",
                                      "a variable has no value yet (nil); check its name"));
    if (contains(msg, "attempt to concatenate"))
        return text(QT_TRANSLATE_NOOP(
            "botlab::scripting", "only text and numbers can be joined with ..; use tostring()"));
    if (contains(msg, "attempt to call a nil"))
        return text(
            QT_TRANSLATE_NOOP("botlab::scripting", "that function does not exist; check its name"));
    return {};
}

namespace {

/// The kind of name in Lua's "(global 'x')" notes, in the user's language.
std::string nameKind(const std::string& kind) {
    if (kind == "global") return text(QT_TRANSLATE_NOOP("botlab::scripting", "global"));
    if (kind == "local") return text(QT_TRANSLATE_NOOP("botlab::scripting", "local"));
    if (kind == "field") return text(QT_TRANSLATE_NOOP("botlab::scripting", "field"));
    if (kind == "method") return text(QT_TRANSLATE_NOOP("botlab::scripting", "method"));
    if (kind == "upvalue") return text(QT_TRANSLATE_NOOP("botlab::scripting", "upvalue"));
    if (kind == "constant") return text(QT_TRANSLATE_NOOP("botlab::scripting", "constant"));
    return kind;
}

}  // namespace

std::string describeLuaMessage(const std::string& msg) {
    // Each English template reproduces Lua 5.4's own wording exactly, so without a translation
    // the message is unchanged. Lua type names (nil, number, ...) and the program's own names and
    // symbols stay as they are.
    static const std::regex kAttempt(
        R"(attempt to (index|call|perform arithmetic on|concatenate|get length of) a (\w+) value)"
        R"((?: \((global|local|field|method|upvalue|constant) '([^']*)'\))?)");
    static const std::regex kCompare(R"(attempt to compare (\w+) with (\w+))");
    static const std::regex kCompareTwo(R"(attempt to compare two (\w+) values)");
    static const std::regex kExpectedClose(
        R"('([^']+)' expected \(to close '([^']+)' at line (\d+)\) near (.+))");
    static const std::regex kExpected(R"('([^']+)' expected near (.+))");
    static const std::regex kUnexpected(R"(unexpected symbol near (.+))");
    static const std::regex kUnfinished(R"(unfinished string near (.+))");
    static const std::regex kBadArgument(
        R"(bad argument #(\d+) to '([^']+)' \((\S+) expected, got (.+)\))");
    std::smatch m;
    if (std::regex_match(msg, m, kAttempt)) {
        const std::string op = m[1], type = m[2];
        const bool named = m[3].matched;
        const std::string kind = named ? nameKind(m[3]) : std::string(), name = m[4];
        struct Texts {
            const char* op;
            const char* with_name;  ///< With the variable: (%2 '%3').
            const char* plain;
        };
        static const Texts kTexts[] = {
            {"index",
             QT_TRANSLATE_NOOP("botlab::scripting", "attempt to index a %1 value (%2 '%3')"),
             QT_TRANSLATE_NOOP("botlab::scripting", "attempt to index a %1 value")},
            {"call", QT_TRANSLATE_NOOP("botlab::scripting", "attempt to call a %1 value (%2 '%3')"),
             QT_TRANSLATE_NOOP("botlab::scripting", "attempt to call a %1 value")},
            {"perform arithmetic on",
             QT_TRANSLATE_NOOP("botlab::scripting",
                               "attempt to perform arithmetic on a %1 value (%2 '%3')"),
             QT_TRANSLATE_NOOP("botlab::scripting", "attempt to perform arithmetic on a %1 value")},
            {"concatenate",
             QT_TRANSLATE_NOOP("botlab::scripting", "attempt to concatenate a %1 value (%2 '%3')"),
             QT_TRANSLATE_NOOP("botlab::scripting", "attempt to concatenate a %1 value")},
            {"get length of",
             QT_TRANSLATE_NOOP("botlab::scripting",
                               "attempt to get length of a %1 value (%2 '%3')"),
             QT_TRANSLATE_NOOP("botlab::scripting", "attempt to get length of a %1 value")},
        };
        for (const Texts& t : kTexts)
            if (op == t.op)
                return named ? text(t.with_name, {type, kind, name}) : text(t.plain, {type});
        return msg;
    }
    if (std::regex_match(msg, m, kCompare))
        return text(QT_TRANSLATE_NOOP("botlab::scripting", "attempt to compare %1 with %2"),
                    {std::string(m[1]), std::string(m[2])});
    if (std::regex_match(msg, m, kCompareTwo))
        return text(QT_TRANSLATE_NOOP("botlab::scripting", "attempt to compare two %1 values"),
                    {std::string(m[1])});
    if (std::regex_match(msg, m, kExpectedClose))
        return text(QT_TRANSLATE_NOOP("botlab::scripting",
                                      "'%1' expected (to close '%2' at line %3) near %4"),
                    {std::string(m[1]), std::string(m[2]), std::string(m[3]), std::string(m[4])});
    if (std::regex_match(msg, m, kExpected))
        return text(QT_TRANSLATE_NOOP("botlab::scripting", "'%1' expected near %2"),
                    {std::string(m[1]), std::string(m[2])});
    if (std::regex_match(msg, m, kUnexpected))
        return text(QT_TRANSLATE_NOOP("botlab::scripting", "unexpected symbol near %1"),
                    {std::string(m[1])});
    if (std::regex_match(msg, m, kUnfinished))
        return text(QT_TRANSLATE_NOOP("botlab::scripting", "unfinished string near %1"),
                    {std::string(m[1])});
    if (std::regex_match(msg, m, kBadArgument))
        return text(QT_TRANSLATE_NOOP("botlab::scripting",
                                      "bad argument #%1 to '%2' (%3 expected, got %4)"),
                    {std::string(m[1]), std::string(m[2]), std::string(m[3]), std::string(m[4])});
    return msg;
}

}  // namespace botlab::scripting
