// SPDX-License-Identifier: GPL-3.0-or-later
#include "json.h"
#include "text_escape.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace botlab::blocks {

Json Json::boolean(bool b) {
    Json j;
    j.kind_ = Kind::Bool;
    j.bool_ = b;
    return j;
}
Json Json::number(std::string text) {
    Json j;
    j.kind_ = Kind::Number;
    j.text_ = std::move(text);
    return j;
}
Json Json::number(double x) {
    char buf[32];
    if (std::isfinite(x) && x == std::floor(x) && std::fabs(x) < 1e15)
        std::snprintf(buf, sizeof buf, "%.0f", x);
    else
        std::snprintf(buf, sizeof buf, "%.17g", std::isfinite(x) ? x : 0.0);
    return number(std::string(buf));
}
Json Json::string(std::string s) {
    Json j;
    j.kind_ = Kind::String;
    j.text_ = std::move(s);
    return j;
}
Json Json::array() {
    Json j;
    j.kind_ = Kind::Array;
    return j;
}
Json Json::object() {
    Json j;
    j.kind_ = Kind::Object;
    return j;
}

double Json::asDouble() const {
    return kind_ == Kind::Number ? std::strtod(text_.c_str(), nullptr) : 0.0;
}

const Json* Json::find(std::string_view key) const {
    for (const auto& [k, v] : members_)
        if (k == key) return &v;
    return nullptr;
}
Json* Json::find(std::string_view key) {
    for (auto& [k, v] : members_)
        if (k == key) return &v;
    return nullptr;
}
const Json& Json::operator[](std::string_view key) const {
    static const Json null;
    const Json* v = find(key);
    return v ? *v : null;
}
Json& Json::set(std::string_view key, Json v) {
    if (Json* old = find(key)) {
        *old = std::move(v);
        return *old;
    }
    members_.emplace_back(std::string(key), std::move(v));
    return members_.back().second;
}
void Json::remove(std::string_view key) {
    for (auto it = members_.begin(); it != members_.end(); ++it)
        if (it->first == key) {
            members_.erase(it);
            return;
        }
}

std::string jsonQuote(std::string_view s) {
    return quoteEscaped(s, "\\u%04x", false);
}

void Json::dumpTo(std::string& out, int indent, int depth) const {
    auto newline = [&](int d) {
        if (indent < 0) return;
        out += '\n';
        out.append(static_cast<std::size_t>(indent * d), ' ');
    };
    switch (kind_) {
        case Kind::Null:
            out += "null";
            break;
        case Kind::Bool:
            out += bool_ ? "true" : "false";
            break;
        case Kind::Number:
            out += text_;
            break;
        case Kind::String:
            out += jsonQuote(text_);
            break;
        case Kind::Array:
            out += '[';
            for (std::size_t i = 0; i < items_.size(); ++i) {
                if (i) out += ',';
                newline(depth + 1);
                items_[i].dumpTo(out, indent, depth + 1);
            }
            if (!items_.empty()) newline(depth);
            out += ']';
            break;
        case Kind::Object:
            out += '{';
            for (std::size_t i = 0; i < members_.size(); ++i) {
                if (i) out += ',';
                newline(depth + 1);
                out += jsonQuote(members_[i].first);
                out += indent < 0 ? ":" : ": ";
                members_[i].second.dumpTo(out, indent, depth + 1);
            }
            if (!members_.empty()) newline(depth);
            out += '}';
            break;
    }
}

std::string Json::dump(int indent) const {
    std::string out;
    dumpTo(out, indent, 0);
    return out;
}

namespace {

struct Parser {
    std::string_view s;
    std::size_t i = 0;
    std::string error;

    void ws() {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\n' || s[i] == '\r' || s[i] == '\t')) ++i;
    }
    bool fail(const char* what) {
        if (error.empty()) error = "not valid JSON at byte " + std::to_string(i) + ": " + what;
        return false;
    }

    bool hex4(unsigned& v) {
        if (i + 4 > s.size()) return fail("bad \\u escape");
        v = 0;
        for (int k = 0; k < 4; ++k) {
            const char c = s[i++];
            v <<= 4;
            if (c >= '0' && c <= '9')
                v |= static_cast<unsigned>(c - '0');
            else if (c >= 'a' && c <= 'f')
                v |= static_cast<unsigned>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                v |= static_cast<unsigned>(c - 'A' + 10);
            else
                return fail("bad \\u escape");
        }
        return true;
    }
    bool str(std::string& out) {
        ++i;  // "
        while (true) {
            if (i >= s.size()) return fail("unterminated string");
            const char c = s[i++];
            if (c == '"') return true;
            if (static_cast<unsigned char>(c) < 0x20) return fail("control character in string");
            if (c != '\\') {
                out += c;
                continue;
            }
            if (i >= s.size()) return fail("unterminated string");
            const char e = s[i++];
            switch (e) {
                case '"':
                    out += '"';
                    break;
                case '\\':
                    out += '\\';
                    break;
                case '/':
                    out += '/';
                    break;
                case 'b':
                    out += '\b';
                    break;
                case 'f':
                    out += '\f';
                    break;
                case 'n':
                    out += '\n';
                    break;
                case 'r':
                    out += '\r';
                    break;
                case 't':
                    out += '\t';
                    break;
                case 'u': {
                    unsigned cp = 0;
                    if (!hex4(cp)) return false;
                    if (cp >= 0xD800 && cp < 0xDC00 && i + 1 < s.size() && s[i] == '\\' &&
                        s[i + 1] == 'u') {
                        i += 2;
                        unsigned lo = 0;
                        if (!hex4(lo)) return false;
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                    }
                    appendUtf8(out, cp);
                    break;
                }
                default:
                    return fail("bad escape");
            }
        }
    }
    bool value(Json& out, int depth) {
        if (depth > 512) return fail("nested too deeply");
        ws();
        if (i >= s.size()) return fail("unexpected end");
        const char c = s[i];
        if (c == '{') {
            ++i;
            out = Json::object();
            ws();
            if (i < s.size() && s[i] == '}') {
                ++i;
                return true;
            }
            while (true) {
                ws();
                if (i >= s.size() || s[i] != '"') return fail("expected a key");
                std::string key;
                if (!str(key)) return false;
                ws();
                if (i >= s.size() || s[i] != ':') return fail("expected ':'");
                ++i;
                Json v;
                if (!value(v, depth + 1)) return false;
                out.set(key, std::move(v));
                ws();
                if (i < s.size() && s[i] == ',') {
                    ++i;
                    continue;
                }
                if (i < s.size() && s[i] == '}') {
                    ++i;
                    return true;
                }
                return fail("expected ',' or '}'");
            }
        }
        if (c == '[') {
            ++i;
            out = Json::array();
            ws();
            if (i < s.size() && s[i] == ']') {
                ++i;
                return true;
            }
            while (true) {
                Json v;
                if (!value(v, depth + 1)) return false;
                out.push(std::move(v));
                ws();
                if (i < s.size() && s[i] == ',') {
                    ++i;
                    continue;
                }
                if (i < s.size() && s[i] == ']') {
                    ++i;
                    return true;
                }
                return fail("expected ',' or ']'");
            }
        }
        if (c == '"') {
            std::string t;
            if (!str(t)) return false;
            out = Json::string(std::move(t));
            return true;
        }
        if (s.substr(i, 4) == "true") {
            i += 4;
            out = Json::boolean(true);
            return true;
        }
        if (s.substr(i, 5) == "false") {
            i += 5;
            out = Json::boolean(false);
            return true;
        }
        if (s.substr(i, 4) == "null") {
            i += 4;
            out = Json();
            return true;
        }
        if (c == '-' || (c >= '0' && c <= '9')) {
            const std::size_t start = i;
            if (s[i] == '-') ++i;
            auto digits = [&] {
                const std::size_t d0 = i;
                while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
                return i > d0;
            };
            if (!digits()) return fail("bad number");
            if (i < s.size() && s[i] == '.') {
                ++i;
                if (!digits()) return fail("bad number");
            }
            if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
                ++i;
                if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
                if (!digits()) return fail("bad number");
            }
            out = Json::number(std::string(s.substr(start, i - start)));
            return true;
        }
        return fail("unexpected character");
    }
};

}  // namespace

Result<Json> Json::parse(std::string_view text) {
    Parser p{text};
    Json out;
    if (!p.value(out, 0)) return Error{p.error};
    p.ws();
    if (p.i != text.size()) {
        p.fail("text after the end");
        return Error{p.error};
    }
    return out;
}

}  // namespace botlab::blocks
