// SPDX-License-Identifier: GPL-3.0-or-later
// Text helpers shared by the JSON and Lua readers and writers of the blocks module (internal).
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

namespace botlab::blocks {

/// Appends code point `cp` as UTF-8. Lua's "\u{XXX}" escapes allow up to 2^31 - 1, so the old
/// five- and six-byte forms are written too (JSON's \u escapes never go beyond four bytes).
inline void appendUtf8(std::string& out, std::uint32_t cp) {
    const auto put = [&out](unsigned v) { out += static_cast<char>(v); };
    if (cp < 0x80) {
        put(cp);
        return;
    }
    int extra = cp < 0x800 ? 1 : cp < 0x10000 ? 2 : cp < 0x200000 ? 3 : cp < 0x4000000 ? 4 : 5;
    static constexpr unsigned kLead[] = {0, 0xC0, 0xE0, 0xF0, 0xF8, 0xFC};
    put(kLead[extra] | (cp >> (6 * extra)));
    while (extra-- > 0) put(0x80 | ((cp >> (6 * extra)) & 0x3F));
}

/// `s` in double quotes with ", \, newline, carriage return and tab escaped by a backslash, and
/// the other control bytes (and DEL when `escape_del`) written with `control_format`, a printf
/// format taking the byte ("\\%03d" for Lua, "\\u%04x" for JSON).
inline std::string quoteEscaped(std::string_view s, const char* control_format, bool escape_del) {
    std::string out = "\"";
    for (unsigned char c : s) {
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            default:
                if (c < 0x20 || (escape_del && c == 0x7F)) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, control_format, c);
                    out += buf;
                } else {
                    out += static_cast<char>(c);
                }
        }
    }
    out += '"';
    return out;
}

}  // namespace botlab::blocks
