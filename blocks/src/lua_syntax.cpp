// SPDX-License-Identifier: GPL-3.0-or-later
#include "lua_syntax.h"
#include "text_escape.h"

#include "botlab/scripting/text.h"

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

#include <array>
#include <cctype>
#include <cstdint>

namespace botlab::blocks::lua {
namespace {

enum class T { Eof, Name, Number, String, Keyword, Symbol };

struct Token {
    T type = T::Eof;
    std::string text;   ///< Name, keyword, symbol, number source text.
    std::string value;  ///< String: the decoded value.
    std::size_t begin = 0, end = 0;
    int line = 1;
};

constexpr std::array<std::string_view, 22> kKeywords{
    "and",      "break",  "do",   "else", "elseif", "end",  "false", "for",
    "function", "goto",   "if",   "in",   "local",  "nil",  "not",   "or",
    "repeat",   "return", "then", "true", "until",  "while"};

bool isKeyword(std::string_view s) {
    for (std::string_view k : kKeywords)
        if (k == s) return true;
    return false;
}

struct SyntaxError {
    std::string message;
};

class Lexer {
public:
    explicit Lexer(std::string_view s) : s_(s) {
        if (s_.substr(0, 2) == "#!")
            while (i_ < s_.size() && s_[i_] != '\n') ++i_;
    }

    std::vector<Token> tokens;
    std::vector<Comment> comments;

    void run() {
        while (true) {
            Token t = next();
            const bool eof = t.type == T::Eof;
            tokens.push_back(std::move(t));
            if (eof) break;
        }
    }

private:
    [[noreturn]] void fail(const std::string& what, int line) {
        throw SyntaxError{scripting::text(QT_TRANSLATE_NOOP("botlab::scripting", "line %1: %2"),
                                          {std::to_string(line), what})};
    }
    char at(std::size_t k) const { return k < s_.size() ? s_[k] : '\0'; }

    /// At '[': the level of a long bracket "[==[" (>= 0) or -1.
    int longBracketLevel(std::size_t k) const {
        if (at(k) != '[') return -1;
        std::size_t j = k + 1;
        int level = 0;
        while (at(j) == '=') {
            ++level;
            ++j;
        }
        return at(j) == '[' ? level : -1;
    }
    /// Reads a long bracket starting at i_ (level known); returns its contents.
    std::string readLong(int level, int start_line, const char* what) {
        i_ += static_cast<std::size_t>(level) + 2;
        if (at(i_) == '\r') {
            ++i_;
            if (at(i_) == '\n') ++i_;
            ++line_;
        } else if (at(i_) == '\n') {
            ++i_;
            if (at(i_) == '\r') ++i_;
            ++line_;
        }
        std::string out;
        while (true) {
            if (i_ >= s_.size())
                fail(std::string_view(what) == "comment"
                         ? scripting::text(
                               QT_TRANSLATE_NOOP("botlab::scripting", "unfinished long comment"))
                         : scripting::text(
                               QT_TRANSLATE_NOOP("botlab::scripting", "unfinished long string")),
                     start_line);
            const char c = s_[i_];
            if (c == ']') {
                std::size_t j = i_ + 1;
                int l = 0;
                while (at(j) == '=') {
                    ++l;
                    ++j;
                }
                if (l == level && at(j) == ']') {
                    i_ = j + 1;
                    return out;
                }
            }
            if (c == '\n') ++line_;
            out += c;
            ++i_;
        }
    }

    void skipSpaceAndComments() {
        while (i_ < s_.size()) {
            const char c = s_[i_];
            if (c == '\n') {
                ++line_;
                line_start_ = i_ + 1;
                ++i_;
            } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
                ++i_;
            } else if (c == '-' && at(i_ + 1) == '-') {
                Comment cm;
                cm.begin = i_;
                cm.line = line_;
                cm.standalone = true;
                for (std::size_t k = line_start_; k < i_; ++k)
                    if (!std::isspace(static_cast<unsigned char>(s_[k]))) cm.standalone = false;
                i_ += 2;
                const int level = longBracketLevel(i_);
                if (level >= 0) {
                    const std::size_t body_begin = i_;
                    (void)readLong(level, cm.line, "comment");  // the text is kept as source
                    cm.long_form = true;
                    cm.body = std::string(s_.substr(body_begin, i_ - body_begin));
                } else {
                    const std::size_t body_begin = i_;
                    while (i_ < s_.size() && s_[i_] != '\n') ++i_;
                    std::size_t body_end = i_;
                    if (body_end > body_begin && s_[body_end - 1] == '\r') --body_end;
                    cm.body = std::string(s_.substr(body_begin, body_end - body_begin));
                }
                cm.end = i_;
                comments.push_back(std::move(cm));
            } else {
                break;
            }
        }
    }

    static int hexValue(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    }

    std::string readString(char quote, int start_line) {
        ++i_;
        std::string out;
        while (true) {
            if (i_ >= s_.size() || s_[i_] == '\n' || s_[i_] == '\r')
                fail(scripting::text(QT_TRANSLATE_NOOP("botlab::scripting", "unfinished string")),
                     start_line);
            const char c = s_[i_];
            if (c == quote) {
                ++i_;
                return out;
            }
            if (c != '\\') {
                out += c;
                ++i_;
                continue;
            }
            ++i_;
            const char e = at(i_);
            switch (e) {
                case 'a':
                    out += '\a';
                    ++i_;
                    break;
                case 'b':
                    out += '\b';
                    ++i_;
                    break;
                case 'f':
                    out += '\f';
                    ++i_;
                    break;
                case 'n':
                    out += '\n';
                    ++i_;
                    break;
                case 'r':
                    out += '\r';
                    ++i_;
                    break;
                case 't':
                    out += '\t';
                    ++i_;
                    break;
                case 'v':
                    out += '\v';
                    ++i_;
                    break;
                case '\\':
                    out += '\\';
                    ++i_;
                    break;
                case '"':
                    out += '"';
                    ++i_;
                    break;
                case '\'':
                    out += '\'';
                    ++i_;
                    break;
                case '\n':
                case '\r': {
                    out += '\n';
                    const char first = e;
                    ++i_;
                    if ((at(i_) == '\n' || at(i_) == '\r') && at(i_) != first) ++i_;
                    ++line_;
                    line_start_ = i_;
                    break;
                }
                case 'x': {
                    const int h1 = hexValue(at(i_ + 1)), h2 = hexValue(at(i_ + 2));
                    if (h1 < 0 || h2 < 0)
                        fail(scripting::text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                               "hexadecimal digit expected")),
                             line_);
                    out += static_cast<char>(h1 * 16 + h2);
                    i_ += 3;
                    break;
                }
                case 'z': {
                    ++i_;
                    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) {
                        if (s_[i_] == '\n') {
                            ++line_;
                            line_start_ = i_ + 1;
                        }
                        ++i_;
                    }
                    break;
                }
                case 'u': {
                    if (at(i_ + 1) != '{')
                        fail(scripting::text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                               "missing '{' in \\u{xxxx}")),
                             line_);
                    i_ += 2;
                    std::uint32_t cp = 0;
                    int n = 0;
                    while (hexValue(at(i_)) >= 0) {
                        cp = cp * 16 + static_cast<std::uint32_t>(hexValue(at(i_)));
                        if (cp > 0x7FFFFFFFu)
                            fail(scripting::text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                                   "UTF-8 value too large")),
                                 line_);
                        ++i_;
                        ++n;
                    }
                    if (n == 0 || at(i_) != '}')
                        fail(scripting::text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                               "missing '}' in \\u{xxxx}")),
                             line_);
                    ++i_;
                    appendUtf8(out, cp);
                    break;
                }
                default: {
                    if (!std::isdigit(static_cast<unsigned char>(e)))
                        fail(scripting::text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                               "invalid escape sequence '\\%1'"),
                                             {std::string(1, e)}),
                             line_);
                    int v = 0, n = 0;
                    while (n < 3 && std::isdigit(static_cast<unsigned char>(at(i_)))) {
                        v = v * 10 + (at(i_) - '0');
                        ++i_;
                        ++n;
                    }
                    if (v > 255)
                        fail(scripting::text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                               "decimal escape too large")),
                             line_);
                    out += static_cast<char>(v);
                }
            }
        }
    }

    Token next() {
        skipSpaceAndComments();
        Token t;
        t.begin = i_;
        t.line = line_;
        if (i_ >= s_.size()) {
            t.type = T::Eof;
            t.end = i_;
            return t;
        }
        const char c = s_[i_];
        if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
            while (std::isalnum(static_cast<unsigned char>(at(i_))) || at(i_) == '_') ++i_;
            t.text = std::string(s_.substr(t.begin, i_ - t.begin));
            t.type = isKeyword(t.text) ? T::Keyword : T::Name;
        } else if (std::isdigit(static_cast<unsigned char>(c)) ||
                   (c == '.' && std::isdigit(static_cast<unsigned char>(at(i_ + 1))))) {
            const bool hex = c == '0' && (at(i_ + 1) == 'x' || at(i_ + 1) == 'X');
            const char e1 = hex ? 'p' : 'e', e2 = hex ? 'P' : 'E';
            if (hex) i_ += 2;
            while (true) {
                const char d = at(i_);
                if ((d == e1 || d == e2) && (at(i_ + 1) == '+' || at(i_ + 1) == '-')) {
                    i_ += 2;
                } else if (std::isxdigit(static_cast<unsigned char>(d)) || d == '.') {
                    ++i_;
                } else {
                    break;
                }
            }
            while (std::isalnum(static_cast<unsigned char>(at(i_))) || at(i_) == '_') ++i_;
            t.text = std::string(s_.substr(t.begin, i_ - t.begin));
            t.type = T::Number;
            if (!validNumber(t.text))
                fail(scripting::text(
                         QT_TRANSLATE_NOOP("botlab::scripting", "malformed number near '%1'"),
                         {t.text}),
                     line_);
        } else if (c == '"' || c == '\'') {
            t.type = T::String;
            t.value = readString(c, line_);
        } else if (c == '[' && longBracketLevel(i_) >= 0) {
            t.type = T::String;
            t.value = readLong(longBracketLevel(i_), line_, "string");
        } else {
            static constexpr std::array<std::string_view, 11> kThree{"..."};
            static constexpr std::array<std::string_view, 12> kTwo{
                "//", "<<", ">>", "==", "~=", "<=", ">=", "::", ".."};
            t.type = T::Symbol;
            auto matches = [&](std::string_view sym) { return s_.substr(i_, sym.size()) == sym; };
            std::string_view sym;
            for (std::string_view s : kThree)
                if (!s.empty() && matches(s)) sym = s;
            if (sym.empty())
                for (std::string_view s : kTwo)
                    if (!s.empty() && matches(s)) sym = s;
            if (sym.empty()) {
                static constexpr std::string_view kOne = "+-*/%^#&~|<>=(){}[];:,.";
                if (kOne.find(c) == std::string_view::npos)
                    fail(scripting::text(
                             QT_TRANSLATE_NOOP("botlab::scripting", "unexpected symbol near '%1'"),
                             {std::string(1, c)}),
                         line_);
                sym = s_.substr(i_, 1);
            }
            i_ += sym.size();
            t.text = std::string(sym);
        }
        t.end = i_;
        return t;
    }

    static bool validNumber(const std::string& s) {
        std::size_t k = 0;
        const bool hex = s.size() > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
        auto digit = [&](char d) {
            return hex ? std::isxdigit(static_cast<unsigned char>(d)) != 0
                       : std::isdigit(static_cast<unsigned char>(d)) != 0;
        };
        if (hex) k = 2;
        int digits = 0;
        while (k < s.size() && digit(s[k])) {
            ++k;
            ++digits;
        }
        if (k < s.size() && s[k] == '.') {
            ++k;
            while (k < s.size() && digit(s[k])) {
                ++k;
                ++digits;
            }
        }
        if (digits == 0) return false;
        if (k < s.size() && (hex ? (s[k] == 'p' || s[k] == 'P') : (s[k] == 'e' || s[k] == 'E'))) {
            ++k;
            if (k < s.size() && (s[k] == '+' || s[k] == '-')) ++k;
            int ed = 0;
            while (k < s.size() && std::isdigit(static_cast<unsigned char>(s[k]))) {
                ++k;
                ++ed;
            }
            if (ed == 0) return false;
        }
        return k == s.size();
    }

    std::string_view s_;
    std::size_t i_ = 0;
    int line_ = 1;
    std::size_t line_start_ = 0;
};

class Parser {
public:
    explicit Parser(std::vector<Token> tokens) : t_(std::move(tokens)) {}

    Block chunk() {
        Block b = block();
        if (cur().type != T::Eof)
            error(scripting::text(QT_TRANSLATE_NOOP("botlab::scripting", "'<eof>' expected")));
        return b;
    }
    Expr onlyExpression() {
        Expr e = expr();
        if (cur().type != T::Eof)
            error(scripting::text(QT_TRANSLATE_NOOP("botlab::scripting", "'<eof>' expected")));
        return e;
    }

private:
    const Token& cur() const { return t_[k_]; }
    const Token& peek(std::size_t n = 1) const { return t_[std::min(k_ + n, t_.size() - 1)]; }
    std::size_t prevEnd() const { return k_ > 0 ? t_[k_ - 1].end : 0; }
    int prevLine() const { return k_ > 0 ? t_[k_ - 1].line : 1; }
    bool is(std::string_view sym) const {
        return (cur().type == T::Symbol || cur().type == T::Keyword) && cur().text == sym;
    }
    bool accept(std::string_view sym) {
        if (!is(sym)) return false;
        ++k_;
        return true;
    }
    std::string near() const {
        if (cur().type == T::Eof) return "<eof>";
        if (cur().type == T::String) return "string";
        return cur().text;
    }
    [[noreturn]] void error(const std::string& what) const {
        throw SyntaxError{
            scripting::text(QT_TRANSLATE_NOOP("botlab::scripting", "line %1: %2 near '%3'"),
                            {std::to_string(cur().line), what, near()})};
    }
    void expect(std::string_view sym) {
        if (!accept(sym))
            error(scripting::text(QT_TRANSLATE_NOOP("botlab::scripting", "'%1' expected"), {sym}));
    }
    void expectClosing(std::string_view what, std::string_view opener, int line) {
        if (accept(what)) return;
        if (line == cur().line)
            error(scripting::text(QT_TRANSLATE_NOOP("botlab::scripting", "'%1' expected"), {what}));
        error(scripting::text(
            QT_TRANSLATE_NOOP("botlab::scripting", "'%1' expected (to close '%2' at line %3)"),
            {what, opener, std::to_string(line)}));
    }
    std::string name() {
        if (cur().type != T::Name)
            error(scripting::text(QT_TRANSLATE_NOOP("botlab::scripting", "<name> expected")));
        return t_[k_++].text;
    }

    static bool blockFollows(const Token& t, bool with_until) {
        if (t.type == T::Eof) return true;
        if (t.type != T::Keyword) return false;
        return t.text == "else" || t.text == "elseif" || t.text == "end" ||
               (with_until && t.text == "until");
    }

    Block block() {
        Block b;
        while (!blockFollows(cur(), true)) {
            if (is("return")) {
                b.push_back(returnStat());
                break;
            }
            b.push_back(statement());
        }
        return b;
    }

    Stmt returnStat() {
        Stmt s;
        s.kind = Stmt::Kind::Return;
        s.begin = cur().begin;
        s.line = cur().line;
        ++k_;
        if (!blockFollows(cur(), true) && !is(";")) s.exprs = exprList();
        accept(";");
        finish(s);
        return s;
    }

    void finish(Stmt& s) const {
        s.end = prevEnd();
        s.end_line = prevLine();
    }

    Stmt statement() {
        Stmt s;
        s.begin = cur().begin;
        s.line = cur().line;
        const int line = cur().line;
        if (accept(";")) {
            s.kind = Stmt::Kind::Empty;
        } else if (accept("if")) {
            s.kind = Stmt::Kind::If;
            s.exprs.push_back(expr());
            expect("then");
            s.blocks.push_back(block());
            while (accept("elseif")) {
                s.exprs.push_back(expr());
                expect("then");
                s.blocks.push_back(block());
            }
            if (accept("else")) {
                s.has_else = true;
                s.blocks.push_back(block());
            }
            expectClosing("end", "if", line);
        } else if (accept("while")) {
            s.kind = Stmt::Kind::While;
            s.exprs.push_back(expr());
            expect("do");
            s.blocks.push_back(block());
            expectClosing("end", "while", line);
        } else if (accept("do")) {
            s.kind = Stmt::Kind::Do;
            s.blocks.push_back(block());
            expectClosing("end", "do", line);
        } else if (accept("for")) {
            s.names.push_back(name());
            if (accept("=")) {
                s.kind = Stmt::Kind::NumFor;
                s.exprs.push_back(expr());
                expect(",");
                s.exprs.push_back(expr());
                if (accept(",")) s.exprs.push_back(expr());
            } else {
                s.kind = Stmt::Kind::GenFor;
                while (accept(",")) s.names.push_back(name());
                expect("in");
                s.exprs = exprList();
            }
            expect("do");
            s.blocks.push_back(block());
            expectClosing("end", "for", line);
        } else if (accept("repeat")) {
            s.kind = Stmt::Kind::Repeat;
            s.blocks.push_back(block());
            expectClosing("until", "repeat", line);
            s.exprs.push_back(expr());
        } else if (accept("function")) {
            s.kind = Stmt::Kind::Function;
            s.names.push_back(name());
            while (accept(".")) s.names.push_back(name());
            if (accept(":")) {
                s.names.push_back(name());
                s.attribs = true;
            }
            s.func = functionBody(s.begin, line, s.attribs);
        } else if (accept("local")) {
            if (accept("function")) {
                s.kind = Stmt::Kind::LocalFunction;
                s.names.push_back(name());
                s.func = functionBody(s.begin, line, false);
            } else {
                s.kind = Stmt::Kind::Local;
                do {
                    s.names.push_back(name());
                    if (accept("<")) {
                        const std::string attr = name();
                        if (attr != "const" && attr != "close")
                            error(scripting::text(
                                QT_TRANSLATE_NOOP("botlab::scripting", "unknown attribute '%1'"),
                                {attr}));
                        expect(">");
                        s.attribs = true;
                    }
                } while (accept(","));
                if (accept("=")) s.exprs = exprList();
            }
        } else if (accept("::")) {
            s.kind = Stmt::Kind::Label;
            s.names.push_back(name());
            expect("::");
        } else if (accept("return")) {
            error(scripting::text(QT_TRANSLATE_NOOP(
                "botlab::scripting", "'return' must be the last statement of a block")));
        } else if (accept("break")) {
            s.kind = Stmt::Kind::Break;
        } else if (accept("goto")) {
            s.kind = Stmt::Kind::Goto;
            s.names.push_back(name());
        } else {
            Expr e = suffixedExpr();
            if (is("=") || is(",")) {
                s.kind = Stmt::Kind::Assign;
                s.targets.push_back(std::move(e));
                while (accept(",")) s.targets.push_back(suffixedExpr());
                for (const Expr& target : s.targets)
                    if (target.kind != Expr::Kind::Name && target.kind != Expr::Kind::Index)
                        error(scripting::text(
                            QT_TRANSLATE_NOOP("botlab::scripting", "syntax error")));
                expect("=");
                s.exprs = exprList();
            } else {
                if (e.kind != Expr::Kind::Call && e.kind != Expr::Kind::MethodCall)
                    error(scripting::text(QT_TRANSLATE_NOOP("botlab::scripting", "syntax error")));
                s.kind = Stmt::Kind::Call;
                s.exprs.push_back(std::move(e));
            }
        }
        finish(s);
        return s;
    }

    Expr functionBody(std::size_t begin, int line, bool method) {
        Expr f;
        f.kind = Expr::Kind::Function;
        f.begin = begin;
        f.line = line;
        if (method) f.params.push_back("self");
        expect("(");
        if (!is(")")) {
            do {
                if (accept("...")) {
                    f.vararg = true;
                    break;
                }
                f.params.push_back(name());
            } while (accept(","));
        }
        expect(")");
        f.body = std::make_shared<Block>(block());
        expectClosing("end", "function", line);
        f.end = prevEnd();
        return f;
    }

    std::vector<Expr> exprList() {
        std::vector<Expr> list;
        list.push_back(expr());
        while (accept(",")) list.push_back(expr());
        return list;
    }

    Expr primaryExpr() {
        Expr e;
        e.begin = cur().begin;
        e.line = cur().line;
        if (cur().type == T::Name) {
            e.kind = Expr::Kind::Name;
            e.text = t_[k_++].text;
        } else if (accept("(")) {
            const int line = prevLine();
            e.kind = Expr::Kind::Paren;
            e.kids.push_back(expr());
            expectClosing(")", "(", line);
        } else {
            error(scripting::text(QT_TRANSLATE_NOOP("botlab::scripting", "unexpected symbol")));
        }
        e.end = prevEnd();
        return e;
    }

    Expr suffixedExpr() {
        Expr e = primaryExpr();
        while (true) {
            const std::size_t begin = e.begin;
            const int line = e.line;
            Expr n;
            n.begin = begin;
            n.line = line;
            if (accept(".")) {
                n.kind = Expr::Kind::Index;
                n.text = ".";
                Expr key;
                key.kind = Expr::Kind::String;
                key.begin = cur().begin;
                key.line = cur().line;
                key.text = name();
                key.end = prevEnd();
                n.kids.push_back(std::move(e));
                n.kids.push_back(std::move(key));
            } else if (accept("[")) {
                n.kind = Expr::Kind::Index;
                n.kids.push_back(std::move(e));
                n.kids.push_back(expr());
                expect("]");
            } else if (accept(":")) {
                n.kind = Expr::Kind::MethodCall;
                n.text = name();
                n.kids.push_back(std::move(e));
                callArgs(n.kids);
            } else if (is("(") || is("{") || cur().type == T::String) {
                n.kind = Expr::Kind::Call;
                n.kids.push_back(std::move(e));
                callArgs(n.kids);
            } else {
                return e;
            }
            n.end = prevEnd();
            e = std::move(n);
        }
    }

    void callArgs(std::vector<Expr>& out) {
        if (cur().type == T::String) {
            out.push_back(simpleExpr());
        } else if (is("{")) {
            out.push_back(tableConstructor());
        } else {
            const int line = cur().line;
            expect("(");
            if (!is(")"))
                for (Expr& a : exprList()) out.push_back(std::move(a));
            expectClosing(")", "(", line);
        }
    }

    Expr tableConstructor() {
        Expr e;
        e.kind = Expr::Kind::Table;
        e.begin = cur().begin;
        e.line = cur().line;
        const int line = cur().line;
        expect("{");
        while (!is("}")) {
            if (is("[")) {
                e.table_positional = false;
                ++k_;
                e.kids.push_back(expr());
                expect("]");
                expect("=");
                e.kids.push_back(expr());
            } else if (cur().type == T::Name && peek().type == T::Symbol && peek().text == "=") {
                e.table_positional = false;
                k_ += 2;
                e.kids.push_back(expr());
            } else {
                e.kids.push_back(expr());
            }
            if (!accept(",") && !accept(";")) break;
        }
        expectClosing("}", "{", line);
        e.end = prevEnd();
        return e;
    }

    Expr simpleExpr() {
        Expr e;
        e.begin = cur().begin;
        e.line = cur().line;
        const Token& t = cur();
        if (t.type == T::Number) {
            e.kind = Expr::Kind::Number;
            e.text = t.text;
        } else if (t.type == T::String) {
            e.kind = Expr::Kind::String;
            e.text = t.value;
        } else if (is("nil")) {
            e.kind = Expr::Kind::Nil;
        } else if (is("true")) {
            e.kind = Expr::Kind::True;
        } else if (is("false")) {
            e.kind = Expr::Kind::False;
        } else if (is("...")) {
            e.kind = Expr::Kind::Vararg;
        } else if (is("{")) {
            return tableConstructor();
        } else if (is("function")) {
            const int line = cur().line;
            ++k_;
            return functionBody(e.begin, line, false);
        } else {
            return suffixedExpr();
        }
        ++k_;
        e.end = prevEnd();
        return e;
    }

    static int leftPriority(std::string_view op) { return binaryPrecedence(op); }
    static int rightPriority(std::string_view op) {
        if (op == "^") return 13;
        if (op == "..") return 8;
        return binaryPrecedence(op);
    }
    std::string binaryOp() const {
        if (cur().type != T::Symbol && cur().type != T::Keyword) return {};
        return binaryPrecedence(cur().text) > 0 ? cur().text : std::string();
    }

    Expr expr(int limit = 0) {
        Expr e;
        if (is("not") || is("-") || is("#") || is("~")) {
            e.kind = Expr::Kind::Unop;
            e.begin = cur().begin;
            e.line = cur().line;
            e.text = t_[k_++].text;
            e.kids.push_back(expr(kUnaryPrecedence));
            e.end = prevEnd();
        } else {
            e = simpleExpr();
        }
        for (std::string op = binaryOp(); !op.empty() && leftPriority(op) > limit;
             op = binaryOp()) {
            ++k_;
            Expr rhs = expr(rightPriority(op));
            Expr n;
            n.kind = Expr::Kind::Binop;
            n.text = op;
            n.begin = e.begin;
            n.line = e.line;
            n.end = rhs.end;
            n.kids.push_back(std::move(e));
            n.kids.push_back(std::move(rhs));
            e = std::move(n);
        }
        return e;
    }

    std::vector<Token> t_;
    std::size_t k_ = 0;
};

}  // namespace

int binaryPrecedence(std::string_view op) {
    if (op == "or") return 1;
    if (op == "and") return 2;
    if (op == "<" || op == ">" || op == "<=" || op == ">=" || op == "~=" || op == "==") return 3;
    if (op == "|") return 4;
    if (op == "~") return 5;
    if (op == "&") return 6;
    if (op == "<<" || op == ">>") return 7;
    if (op == "..") return 9;
    if (op == "+" || op == "-") return 10;
    if (op == "*" || op == "/" || op == "//" || op == "%") return 11;
    if (op == "^") return 14;
    return 0;
}

int precedenceOf(const Expr& e) {
    if (e.kind == Expr::Kind::Binop) return binaryPrecedence(e.text);
    if (e.kind == Expr::Kind::Unop) return kUnaryPrecedence;
    if (e.kind == Expr::Kind::Number && !e.text.empty() && e.text[0] == '-')
        return kUnaryPrecedence;
    return kAtomPrecedence;
}

bool isIdentifier(std::string_view name) {
    if (name.empty()) return false;
    if (!(std::isalpha(static_cast<unsigned char>(name[0])) || name[0] == '_')) return false;
    for (char c : name)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
    for (unsigned char c : name)
        if (c >= 0x80) return false;
    return !isKeyword(name);
}

Result<Chunk> parse(std::string_view source) {
    try {
        Lexer lexer(source);
        lexer.run();
        Parser parser(std::move(lexer.tokens));
        Chunk c;
        c.block = parser.chunk();
        c.comments = std::move(lexer.comments);
        return c;
    } catch (const SyntaxError& e) {
        return Error{e.message};
    }
}

Result<Expr> parseExpression(std::string_view source) {
    try {
        Lexer lexer(source);
        lexer.run();
        if (!lexer.comments.empty()) return Error{"comment"};
        Parser parser(std::move(lexer.tokens));
        return parser.onlyExpression();
    } catch (const SyntaxError& e) {
        return Error{e.message};
    }
}

}  // namespace botlab::blocks::lua
