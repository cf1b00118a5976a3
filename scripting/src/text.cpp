// SPDX-License-Identifier: GPL-3.0-or-later
// The translation hook of the scripting module (see botlab/scripting/text.h).
#include "botlab/scripting/text.h"

#include <cctype>
#include <utility>

namespace botlab::scripting {
namespace {

TextTranslator& translator() {
    static TextTranslator t;
    return t;
}

}  // namespace

void setTextTranslator(TextTranslator t) {
    translator() = std::move(t);
}

std::string text(const char* source_text, std::initializer_list<std::string_view> args) {
    std::string translated;
    if (const TextTranslator& t = translator()) translated = t(source_text);
    const std::string_view s = translated.empty() ? std::string_view(source_text) : translated;

    const auto digit = [&](std::size_t i) {
        return i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) != 0;
    };
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        if (s[i] == '%' && digit(i + 1) && s[i + 1] != '0') {
            // %N, or %NN when there are that many arguments.
            std::size_t n = static_cast<std::size_t>(s[i + 1] - '0');
            std::size_t len = 2;
            if (digit(i + 2)) {
                const std::size_t nn = n * 10 + static_cast<std::size_t>(s[i + 2] - '0');
                if (nn <= args.size()) {
                    n = nn;
                    len = 3;
                }
            }
            if (n <= args.size()) {
                out.append(*(args.begin() + (n - 1)));
                i += len;
                continue;
            }
        }
        out.push_back(s[i]);
        ++i;
    }
    return out;
}

}  // namespace botlab::scripting
