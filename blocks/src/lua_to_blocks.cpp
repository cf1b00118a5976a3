// SPDX-License-Identifier: GPL-3.0-or-later
// Lua -> Blockly workspace JSON (see blocks.h): the syntax tree of lua_syntax.h mapped onto
// Blockly's standard blocks and Botlab's botlab_* blocks; what has no block keeps its exact text
// in a botlab_lua_code (statement) or botlab_lua_expr (value) block.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <set>

#include "block_types.h"
#include "botlab/blocks/blocks.h"
#include "json.h"
#include "lua_syntax.h"

namespace botlab::blocks {
namespace {

using lua::Expr;
using lua::Stmt;
using EK = Expr::Kind;
using SK = Stmt::Kind;

bool isJsonNumber(std::string_view s) {
    std::size_t k = 0;
    if (k < s.size() && s[k] == '-') ++k;
    if (k >= s.size() || !std::isdigit(static_cast<unsigned char>(s[k]))) return false;
    if (s[k] == '0' && k + 1 < s.size() && std::isdigit(static_cast<unsigned char>(s[k + 1])))
        return false;
    while (k < s.size() && std::isdigit(static_cast<unsigned char>(s[k]))) ++k;
    if (k < s.size() && s[k] == '.') {
        ++k;
        if (k >= s.size() || !std::isdigit(static_cast<unsigned char>(s[k]))) return false;
        while (k < s.size() && std::isdigit(static_cast<unsigned char>(s[k]))) ++k;
    }
    if (k < s.size() && (s[k] == 'e' || s[k] == 'E')) {
        ++k;
        if (k < s.size() && (s[k] == '+' || s[k] == '-')) ++k;
        if (k >= s.size() || !std::isdigit(static_cast<unsigned char>(s[k]))) return false;
        while (k < s.size() && std::isdigit(static_cast<unsigned char>(s[k]))) ++k;
    }
    return k == s.size();
}

/// A Lua numeral as a JSON number of the same value and the same Lua type (integer or float), or
/// "" when there is none (hexadecimal floats, huge hexadecimal integers).
std::string jsonNumeral(std::string text) {
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        const std::string digits = text.substr(2);
        if (digits.empty() || digits.size() > 16) return {};
        for (char c : digits)
            if (!std::isxdigit(static_cast<unsigned char>(c))) return {};
        const std::uint64_t u = std::strtoull(digits.c_str(), nullptr, 16);
        return std::to_string(static_cast<std::int64_t>(u));
    }
    // Strip leading zeros of the integer part ("007" -> "7"), complete "5." and ".5".
    std::size_t dot = text.find('.');
    if (dot == 0) {
        text.insert(text.begin(), '0');
        dot = 1;
    }
    if (dot != std::string::npos &&
        (dot + 1 >= text.size() || !std::isdigit(static_cast<unsigned char>(text[dot + 1]))))
        text.insert(dot + 1, 1, '0');
    while (text.size() > 1 && text[0] == '0' && std::isdigit(static_cast<unsigned char>(text[1])))
        text.erase(0, 1);
    return isJsonNumber(text) ? text : std::string();
}

class Converter {
public:
    Converter(std::string_view src, std::vector<lua::Comment> comments)
        : src_(src), comments_(std::move(comments)), used_(comments_.size(), false) {}

    Json workspace(const lua::Block& chunk) {
        // Top-level functions become procedure blocks (unique names, plain parameters).
        std::map<std::string, int> count;
        for (const Stmt& s : chunk)
            if (isProcedureCandidate(s)) ++count[s.names[0]];
        for (const Stmt& s : chunk)
            if (isProcedureCandidate(s) && count[s.names[0]] == 1)
                procedures_[s.names[0]] = s.func.params;

        Json top = Json::array();
        std::vector<Json> stack;
        int stack_first = -1, stack_last = -1;
        int y = 20;
        auto place = [&](Json block, int first_line, int last_line) {
            block.set("x", Json::number(20.0));
            block.set("y", Json::number(static_cast<double>(y)));
            y += 30 + 26 * std::max(1, last_line - first_line + 1);
            top.push(std::move(block));
        };
        auto flush = [&] {
            if (stack.empty()) return;
            place(chain(std::move(stack)), stack_first, stack_last);
            stack.clear();
            stack_first = stack_last = -1;
        };
        auto add = [&](std::vector<Json> blocks, int first, int last) {
            if (blocks.empty()) return;
            if (stack_first < 0) stack_first = first;
            stack_last = std::max(stack_last, last);
            for (Json& b : blocks) stack.push_back(std::move(b));
        };
        std::size_t prev_end = 0;
        for (std::size_t i = 0; i < chunk.size(); ++i) {
            const Stmt& s = chunk[i];
            add(commentBlocks(prev_end, s.begin), lineAt(prev_end), s.line);
            const std::size_t next = i + 1 < chunk.size() ? chunk[i + 1].begin : src_.size();
            if (isProcedureCandidate(s) && procedures_.count(s.names[0]) &&
                procedures_[s.names[0]] == s.func.params) {
                flush();
                Json proc;
                try {
                    proc = procedure(s);
                } catch (const NameClash&) {
                    proc = luaCode(s, next);  // a stack of its own all the same
                }
                attachComments(proc, s, next);
                noteLine(s, proc);
                place(std::move(proc), s.line, s.end_line);
            } else {
                std::vector<Json> blocks = statement(s, next);
                add(std::move(blocks), s.line, s.end_line);
            }
            prev_end = std::max(s.end, prevCommentEnd(s, next));
        }
        add(commentBlocks(prev_end, src_.size()), lineAt(prev_end), lineAt(src_.size()));
        flush();

        Json ws = Json::object();
        Json blocks = Json::object();
        blocks.set("languageVersion", Json::number(0.0));
        blocks.set("blocks", std::move(top));
        ws.set("blocks", std::move(blocks));
        Json vars = Json::array();
        for (const std::string& v : var_order_) {
            Json var = Json::object();
            var.set("name", Json::string(v));
            var.set("id", Json::string(varId(v)));
            vars.push(std::move(var));
        }
        if (!var_order_.empty()) ws.set("variables", std::move(vars));
        return ws;
    }

private:
    static bool isProcedureCandidate(const Stmt& s) {
        return (s.kind == SK::LocalFunction || (s.kind == SK::Function && s.names.size() == 1)) &&
               !s.func.vararg;
    }

    int lineAt(std::size_t offset) const {
        offset = std::min(offset, src_.size());
        return 1 + static_cast<int>(
                       std::count(src_.begin(), src_.begin() + static_cast<long>(offset), '\n'));
    }

    /// The end of the comments on a statement's last line (they belong to it).
    std::size_t prevCommentEnd(const Stmt& s, std::size_t next) const {
        std::size_t end = s.end;
        for (const lua::Comment& c : comments_)
            if (c.begin >= s.end && c.begin < next && !c.standalone) end = std::max(end, c.end);
        return end;
    }

    std::string text(std::size_t begin, std::size_t end) const {
        return std::string(src_.substr(begin, end - begin));
    }

    Json newBlock(std::string_view type) {
        Json b = Json::object();
        b.set("type", Json::string(std::string(type)));
        std::string id = "b";
        id += std::to_string(++next_id_);
        b.set("id", Json::string(std::move(id)));
        return b;
    }
    static void field(Json& b, std::string_view name, Json value) {
        Json* f = b.find("fields");
        if (!f) f = &b.set("fields", Json::object());
        f->set(name, std::move(value));
    }
    static void input(Json& b, std::string_view name, Json block, bool shadow = false) {
        Json* in = b.find("inputs");
        if (!in) in = &b.set("inputs", Json::object());
        Json slot = Json::object();
        slot.set(shadow ? "shadow" : "block", std::move(block));
        in->set(name, std::move(slot));
    }
    static std::string varId(const std::string& name) { return "var_" + name; }
    /// Blockly's variable names are case-insensitive: the first of "speed" and "Speed" gets
    /// blocks, Lua that names the other keeps its text.
    struct NameClash {};
    bool clashes(const std::string& name) {
        std::string lower = name;
        for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return case_names_.emplace(lower, name).first->second != name;
    }
    Json varField(const std::string& name) {
        if (clashes(name)) throw NameClash{};
        if (vars_.insert(name).second) var_order_.push_back(name);
        Json f = Json::object();
        f.set("id", Json::string(varId(name)));
        return f;
    }
    static Json chain(std::vector<Json> blocks) {
        for (std::size_t i = blocks.size(); i-- > 1;) {
            Json next = Json::object();
            next.set("block", std::move(blocks[i]));
            blocks[i - 1].set("next", std::move(next));
        }
        return std::move(blocks.front());
    }

    // ---- expressions

    Json luaExpr(const Expr& e) {
        Json b = newBlock("botlab_lua_expr");
        field(b, "CODE", Json::string(text(e.begin, e.end)));
        return b;
    }

    static std::string dottedName(const Expr& e) {
        if (e.kind == EK::Name) return e.text;
        if (e.kind == EK::Index && e.text == ".") {
            const std::string left = dottedName(e.kids[0]);
            return left.empty() ? std::string() : left + "." + e.kids[1].text;
        }
        return {};
    }
    static bool isMulti(const Expr& e) {
        return e.kind == EK::Call || e.kind == EK::MethodCall || e.kind == EK::Vararg;
    }

    Json number(const std::string& numeral) {
        Json b = newBlock("math_number");
        field(b, "NUM", Json::number(numeral));
        return b;
    }

    /// An argument for an API block's input: a port shadow for a port number, else the value.
    void apiArg(Json& b, const std::string& name, const std::string& port_kind, const Expr& e) {
        if (!port_kind.empty() && e.kind == EK::Number &&
            std::all_of(e.text.begin(), e.text.end(),
                        [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
            Json port = newBlock(portBlockType(port_kind));
            field(port, "PORT", Json::string(e.text));
            input(b, name, std::move(port), true);
        } else {
            input(b, name, expr(e));
        }
    }

    /// An API call as its block (nullopt-like: an empty Json) when the arguments fit.
    Json apiCall(const ApiBlock& api, const std::vector<Expr>& args) {
        if (api.fn->name == "print") {
            Json b = newBlock(api.type);
            Json state = Json::object();
            state.set("itemCount", Json::number(static_cast<double>(args.size())));
            b.set("extraState", std::move(state));
            for (std::size_t i = 0; i < args.size(); ++i)
                input(b, "ADD" + std::to_string(i), expr(args[i]));
            return b;
        }
        if (api.fn->name == "waitUntil") {
            if (args.empty() || args.size() > 2 || args[0].kind != EK::Function ||
                !args[0].params.empty() || args[0].vararg || args[0].body->size() != 1)
                return {};
            const Stmt& ret = args[0].body->front();
            if (ret.kind != SK::Return || ret.exprs.size() != 1) return {};
            if (hasCommentsIn(args[0].begin, args[0].end)) return {};
            Json b = newBlock(api.type);
            input(b, "CONDITION", expr(ret.exprs[0]));
            if (args.size() == 2) input(b, "TIMEOUT_S", expr(args[1]));
            return b;
        }
        std::size_t required = 0;
        for (const scripting::ApiArg& a : api.fn->args)
            if (!a.optional) ++required;
        if (args.size() > api.inputs.size() || args.size() < required) return {};
        Json b = newBlock(api.type);
        for (std::size_t i = 0; i < args.size(); ++i)
            apiArg(b, api.inputs[i], api.port_kind[i], args[i]);
        return b;
    }

    bool hasCommentsIn(std::size_t begin, std::size_t end) const {
        for (const lua::Comment& c : comments_)
            if (c.begin >= begin && c.end <= end) return true;
        return false;
    }

    Json call(const Expr& e, bool statement) {
        const std::string callee = dottedName(e.kids[0]);
        const std::vector<Expr> args(e.kids.begin() + 1, e.kids.end());
        if (const ApiBlock* api = apiBlockForCall(callee); api && api->statement == statement) {
            if (Json b = apiCall(*api, args); !b.isNull()) return b;
            return {};
        }
        if (auto p = procedures_.find(callee);
            p != procedures_.end() && p->second.size() == args.size()) {
            Json b = newBlock(statement ? "procedures_callnoreturn" : "procedures_callreturn");
            Json state = Json::object();
            state.set("name", Json::string(callee));
            Json params = Json::array();
            for (const std::string& name : p->second) params.push(Json::string(name));
            state.set("params", std::move(params));
            b.set("extraState", std::move(state));
            for (std::size_t i = 0; i < args.size(); ++i)
                input(b, "ARG" + std::to_string(i), expr(args[i]));
            return b;
        }
        if (statement) return {};
        const bool one = args.size() == 1;
        auto single = [&](const char* type, const char* op, const char* in) {
            Json b = newBlock(type);
            field(b, "OP", Json::string(op));
            input(b, in, expr(args[0]));
            return b;
        };
        if (one && callee == "math.abs") return single("math_single", "ABS", "NUM");
        if (one && callee == "math.sqrt") return single("math_single", "ROOT", "NUM");
        if (one && callee == "math.exp") return single("math_single", "EXP", "NUM");
        if (one && callee == "math.log") return single("math_single", "LN", "NUM");
        if (one && callee == "math.floor") return single("math_round", "ROUNDDOWN", "NUM");
        if (one && callee == "math.ceil") return single("math_round", "ROUNDUP", "NUM");
        if ((callee == "math.max" || callee == "math.min") && !args.empty()) {
            Json b = newBlock("math_on_list");
            field(b, "OP", Json::string(callee == "math.max" ? "MAX" : "MIN"));
            input(b, "LIST", list(args));
            return b;
        }
        if (one && callee == "tostring") {  // text_join of one item generates tostring(x)
            Json b = newBlock("text_join");
            Json state = Json::object();
            state.set("itemCount", Json::number(1.0));
            b.set("extraState", std::move(state));
            input(b, "ADD0", expr(args[0]));
            return b;
        }
        if (callee == "math.random" && args.empty()) return newBlock("math_random_float");
        if (callee == "math.random" && args.size() == 2) {
            Json b = newBlock("math_random_int");
            input(b, "FROM", expr(args[0]));
            input(b, "TO", expr(args[1]));
            return b;
        }
        return {};
    }

    Json list(const std::vector<Expr>& items) {
        Json b = newBlock("lists_create_with");
        Json state = Json::object();
        state.set("itemCount", Json::number(static_cast<double>(items.size())));
        b.set("extraState", std::move(state));
        for (std::size_t i = 0; i < items.size(); ++i)
            input(b, "ADD" + std::to_string(i), expr(items[i]));
        return b;
    }

    void concatItems(const Expr& e, std::vector<const Expr*>& out) {
        if (e.kind == EK::Binop && e.text == "..") {
            concatItems(e.kids[0], out);
            concatItems(e.kids[1], out);
        } else {
            out.push_back(&e);
        }
    }

    Json expr(const Expr& e) {
        switch (e.kind) {
            case EK::Nil:
                return newBlock("logic_null");
            case EK::True:
            case EK::False: {
                Json b = newBlock("logic_boolean");
                field(b, "BOOL", Json::string(e.kind == EK::True ? "TRUE" : "FALSE"));
                return b;
            }
            case EK::Number: {
                const std::string n = jsonNumeral(e.text);
                return n.empty() ? luaExpr(e) : number(n);
            }
            case EK::String: {
                if (!validUtf8(e.text)) return luaExpr(e);  // bytes JSON cannot carry: as written
                Json b = newBlock("text");
                field(b, "TEXT", Json::string(e.text));
                return b;
            }
            case EK::Name: {
                if (clashes(e.text)) return luaExpr(e);
                Json b = newBlock("variables_get");
                field(b, "VAR", varField(e.text));
                return b;
            }
            case EK::Index: {
                if (e.text == ".") {
                    const std::string name = dottedName(e);
                    if (name == "math.pi" || name == "math.huge") {
                        Json b = newBlock("math_constant");
                        field(b, "CONSTANT", Json::string(name == "math.pi" ? "PI" : "INFINITY"));
                        return b;
                    }
                    return luaExpr(e);
                }
                Json b = newBlock("lists_getIndex");
                field(b, "MODE", Json::string("GET"));
                field(b, "WHERE", Json::string("FROM_START"));
                input(b, "VALUE", expr(e.kids[0]));
                input(b, "AT", expr(e.kids[1]));
                return b;
            }
            case EK::Call: {
                Json b = call(e, false);
                return b.isNull() ? luaExpr(e) : b;
            }
            case EK::Table:
                if (e.table_positional && !hasCommentsIn(e.begin, e.end)) return list(e.kids);
                return luaExpr(e);
            case EK::Paren:
                if (isMulti(e.kids[0])) return luaExpr(e);
                return expr(e.kids[0]);
            case EK::Unop: {
                const Expr& x = e.kids[0];
                if (e.text == "-" && x.kind == EK::Number) {
                    const std::string n = jsonNumeral(x.text);
                    if (!n.empty()) return number("-" + n);
                }
                if (e.text == "-") {
                    Json b = newBlock("math_single");
                    field(b, "OP", Json::string("NEG"));
                    input(b, "NUM", expr(x));
                    return b;
                }
                if (e.text == "not") {
                    Json b = newBlock("logic_negate");
                    input(b, "BOOL", expr(x));
                    return b;
                }
                if (e.text == "#") {
                    Json b = newBlock("lists_length");
                    input(b, "VALUE", expr(x));
                    return b;
                }
                return luaExpr(e);
            }
            case EK::Binop:
                return binop(e);
            case EK::Vararg:
            case EK::Function:
            case EK::MethodCall:
                return luaExpr(e);
        }
        return luaExpr(e);
    }

    Json binop(const Expr& e) {
        static const std::map<std::string, const char*> arithmetic{
            {"+", "ADD"}, {"-", "MINUS"}, {"*", "MULTIPLY"}, {"/", "DIVIDE"}, {"^", "POWER"}};
        static const std::map<std::string, const char*> compare{
            {"==", "EQ"}, {"~=", "NEQ"}, {"<", "LT"}, {"<=", "LTE"}, {">", "GT"}, {">=", "GTE"}};
        const std::string& op = e.text;
        auto two = [&](const char* type, const char* op_field, const char* a, const char* b) {
            Json block = newBlock(type);
            if (op_field) field(block, "OP", Json::string(op_field));
            input(block, a, expr(e.kids[0]));
            input(block, b, expr(e.kids[1]));
            return block;
        };
        if (auto it = arithmetic.find(op); it != arithmetic.end())
            return two("math_arithmetic", it->second, "A", "B");
        if (auto it = compare.find(op); it != compare.end())
            return two("logic_compare", it->second, "A", "B");
        if (op == "and" || op == "or")
            return two("logic_operation", op == "and" ? "AND" : "OR", "A", "B");
        if (op == "%") return two("math_modulo", nullptr, "DIVIDEND", "DIVISOR");
        if (op == "..") {
            std::vector<const Expr*> items;
            concatItems(e, items);
            Json b = newBlock("text_join");
            Json state = Json::object();
            state.set("itemCount", Json::number(static_cast<double>(items.size())));
            b.set("extraState", std::move(state));
            for (std::size_t i = 0; i < items.size(); ++i)
                input(b, "ADD" + std::to_string(i), expr(*items[i]));
            return b;
        }
        return luaExpr(e);
    }

    // ---- statements

    /// Comments between `begin` and `end` not yet used, as botlab_comment blocks.
    std::vector<Json> commentBlocks(std::size_t begin, std::size_t end) {
        std::vector<Json> out;
        for (std::size_t i = 0; i < comments_.size(); ++i) {
            const lua::Comment& c = comments_[i];
            if (used_[i] || !c.standalone || c.begin < begin || c.begin >= end) continue;
            used_[i] = true;
            // Comment lines one under the other make one paragraph, one block.
            std::string paragraph = commentText(c);
            int line = c.line;
            while (!c.long_form && i + 1 < comments_.size() && !used_[i + 1] &&
                   comments_[i + 1].standalone && !comments_[i + 1].long_form &&
                   comments_[i + 1].line == line + 1 && comments_[i + 1].begin < end) {
                ++i;
                used_[i] = true;
                line = comments_[i].line;
                paragraph += '\n';
                paragraph += commentText(comments_[i]);
            }
            Json b = newBlock("botlab_comment");
            field(b, "TEXT", Json::string(paragraph));
            out.push_back(std::move(b));
        }
        return out;
    }
    static std::string commentText(const lua::Comment& c) {
        if (c.long_form) return c.body;
        std::string t = c.body;
        if (!t.empty() && t[0] == ' ') t.erase(0, 1);
        return t;
    }

    /// The unused comments inside the statement and on its last line after it, as the comment of
    /// its (first) block.
    void attachComments(Json& b, const Stmt& s, std::size_t next) {
        std::string joined;
        for (std::size_t i = 0; i < comments_.size(); ++i) {
            const lua::Comment& c = comments_[i];
            if (used_[i]) continue;
            const bool inside = c.begin >= s.begin && c.end <= s.end;
            const bool after = c.begin >= s.end && c.begin < next && !c.standalone;
            if (!inside && !after) continue;
            used_[i] = true;
            if (!joined.empty()) joined += "\n";
            joined += commentText(c);
        }
        if (joined.empty()) return;
        Json comment = Json::object();
        comment.set("text", Json::string(joined));
        comment.set("pinned", Json::boolean(false));
        comment.set("height", Json::number(80.0));
        comment.set("width", Json::number(240.0));
        Json icons = Json::object();
        icons.set("comment", std::move(comment));
        b.set("icons", std::move(icons));
    }

    /// Notes `block` (made from `s`) as the block of s's first line, unless a statement that
    /// starts before s on that line (an outer one, or one before it) has it already.
    void noteLine(const Stmt& s, const Json& block) {
        const Json* id = block.find("id");
        if (!id) return;
        const auto it = line_starts_.find(s.line);
        if (it != line_starts_.end() && it->second.first <= s.begin) return;
        line_starts_[s.line] = {s.begin, id->text()};
    }

    Json luaCode(const Stmt& s, std::size_t next) {
        std::size_t end = s.end;
        for (std::size_t i = 0; i < comments_.size(); ++i) {
            const lua::Comment& c = comments_[i];
            if (c.begin >= s.begin && c.end <= s.end) used_[i] = true;
            if (!used_[i] && c.begin >= s.end && c.begin < next && !c.standalone &&
                c.line == s.end_line) {
                used_[i] = true;
                end = std::max(end, c.end);
            }
        }
        Json b = newBlock("botlab_lua_code");
        field(b, "CODE", Json::string(text(s.begin, end)));
        return b;
    }

    /// Whether an expression calls a function (a function it only defines does not count).
    static bool anyCall(const std::vector<Expr>& exprs) {
        for (const Expr& e : exprs) {
            if (e.kind == EK::Call || e.kind == EK::MethodCall) return true;
            if (e.kind != EK::Function && anyCall(e.kids)) return true;
        }
        return false;
    }

    static bool validUtf8(const std::string& s) {
        for (std::size_t i = 0; i < s.size();) {
            const unsigned char c = static_cast<unsigned char>(s[i]);
            const int n = c < 0x80         ? 0
                          : (c >> 5) == 6  ? 1
                          : (c >> 4) == 14 ? 2
                          : (c >> 3) == 30 ? 3
                                           : -1;
            if (n < 0 || i + static_cast<std::size_t>(n) >= s.size() + (n == 0 ? 1 : 0))
                return false;
            for (int k = 1; k <= n; ++k)
                if ((static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]) >> 6) != 2)
                    return false;
            i += static_cast<std::size_t>(n) + 1;
        }
        return true;
    }

    /// Whether any name of `names` appears as a word in the source of `exprs`.
    bool mentions(const std::vector<Expr>& exprs, const std::vector<std::string>& names) const {
        const std::string t = text(exprs.front().begin, exprs.back().end);
        for (std::size_t i = 0; i < t.size();) {
            if (std::isalpha(static_cast<unsigned char>(t[i])) || t[i] == '_') {
                std::size_t j = i;
                while (j < t.size() &&
                       (std::isalnum(static_cast<unsigned char>(t[j])) || t[j] == '_'))
                    ++j;
                const std::string word = t.substr(i, j - i);
                if (std::find(names.begin(), names.end(), word) != names.end()) return true;
                i = j;
            } else {
                ++i;
            }
        }
        return false;
    }

    Json body(const lua::Block& b, std::size_t begin, std::size_t end) {
        std::vector<Json> blocks = statements(b, begin, end);
        return blocks.empty() ? Json() : chain(std::move(blocks));
    }

    std::vector<Json> statements(const lua::Block& list, std::size_t begin, std::size_t end) {
        std::vector<Json> out;
        std::size_t prev_end = begin;
        for (std::size_t i = 0; i < list.size(); ++i) {
            const Stmt& s = list[i];
            for (Json& c : commentBlocks(prev_end, s.begin)) out.push_back(std::move(c));
            const std::size_t next = i + 1 < list.size() ? list[i + 1].begin : end;
            for (Json& b : statement(s, next)) out.push_back(std::move(b));
            prev_end = std::max(s.end, prevCommentEnd(s, next));
        }
        for (Json& c : commentBlocks(prev_end, end)) out.push_back(std::move(c));
        return out;
    }

    /// The range of a body: from the end of what precedes it to the start of what follows.
    std::vector<Json> statement(const Stmt& s, std::size_t next) {
        std::vector<Json> out;
        try {
            out = statementBlocks(s, next);
        } catch (const NameClash&) {
            out = {luaCode(s, next)};
        }
        if (!out.empty()) {
            attachComments(out.front(), s, next);
            noteLine(s, out.front());
        }
        return out;
    }

public:
    /// Program line -> block made from the statement starting on it (see BlocksOfLua).
    std::map<int, std::string> lineToBlock() const {
        std::map<int, std::string> out;
        for (const auto& [line, at] : line_starts_) out.emplace(line, at.second);
        return out;
    }

private:
    std::size_t blockEnd(const lua::Block& b, std::size_t fallback) const {
        return b.empty() ? fallback : b.back().end;
    }

    void setBody(Json& b, const char* name, const lua::Block& list, std::size_t begin,
                 std::size_t end) {
        Json chainJson = body(list, begin, end);
        if (!chainJson.isNull()) input(b, name, std::move(chainJson));
    }

    /// A body's range: after its header (`after`) up to the keyword that closes it: the start of
    /// the next part. We do not keep token positions of keywords, so the end is the start of the
    /// first comment-free spot after the last statement: use the statement's end or the next
    /// header's start.
    std::vector<Json> statementBlocks(const Stmt& s, std::size_t next) {
        std::vector<Json> out;
        switch (s.kind) {
            case SK::Empty:
                return out;
            case SK::Local: {
                if (s.attribs) break;
                if (s.exprs.empty()) {
                    for (const std::string& n : s.names) {
                        Json b = newBlock("botlab_local_set");
                        field(b, "VAR", varField(n));
                        out.push_back(std::move(b));
                    }
                    return out;
                }
                if (s.names.size() != s.exprs.size()) break;
                if (s.names.size() > 1 && mentions(s.exprs, s.names)) break;
                for (std::size_t i = 0; i < s.names.size(); ++i) {
                    Json b = newBlock("botlab_local_set");
                    field(b, "VAR", varField(s.names[i]));
                    input(b, "VALUE", expr(s.exprs[i]));
                    out.push_back(std::move(b));
                }
                return out;
            }
            case SK::Assign: {
                if (s.targets.size() != s.exprs.size()) break;
                if (s.targets.size() == 1 && s.targets[0].kind == EK::Index &&
                    s.targets[0].text.empty()) {
                    Json b = newBlock("lists_setIndex");
                    field(b, "MODE", Json::string("SET"));
                    field(b, "WHERE", Json::string("FROM_START"));
                    input(b, "LIST", expr(s.targets[0].kids[0]));
                    input(b, "AT", expr(s.targets[0].kids[1]));
                    input(b, "TO", expr(s.exprs[0]));
                    out.push_back(std::move(b));
                    return out;
                }
                std::vector<std::string> names;
                for (const Expr& t : s.targets) {
                    if (t.kind != EK::Name) return {luaCode(s, next)};
                    names.push_back(t.text);
                }
                // a, b = x, y as two lines only when no value reads a or b (nor calls a function
                // that could).
                if (names.size() > 1 && (mentions(s.exprs, names) || anyCall(s.exprs))) break;
                // "x = x + d" is Blockly's "change x by d".
                if (names.size() == 1 && s.exprs[0].kind == EK::Binop && s.exprs[0].text == "+" &&
                    s.exprs[0].kids[0].kind == EK::Name && s.exprs[0].kids[0].text == names[0]) {
                    Json b = newBlock("math_change");
                    field(b, "VAR", varField(names[0]));
                    input(b, "DELTA", expr(s.exprs[0].kids[1]));
                    out.push_back(std::move(b));
                    return out;
                }
                for (std::size_t i = 0; i < names.size(); ++i) {
                    Json b = newBlock("variables_set");
                    field(b, "VAR", varField(names[i]));
                    input(b, "VALUE", expr(s.exprs[i]));
                    out.push_back(std::move(b));
                }
                return out;
            }
            case SK::Call: {
                if (s.exprs[0].kind != EK::Call) break;
                Json b = call(s.exprs[0], true);
                if (b.isNull()) break;
                out.push_back(std::move(b));
                return out;
            }
            case SK::If: {
                Json b = newBlock("controls_if");
                const std::size_t branches = s.exprs.size();
                if (branches > 1 || s.has_else) {
                    Json state = Json::object();
                    if (branches > 1)
                        state.set("elseIfCount", Json::number(static_cast<double>(branches - 1)));
                    if (s.has_else) state.set("hasElse", Json::boolean(true));
                    b.set("extraState", std::move(state));
                }
                for (std::size_t i = 0; i < branches; ++i) {
                    input(b, "IF" + std::to_string(i), expr(s.exprs[i]));
                    const std::size_t begin = s.exprs[i].end;
                    const std::size_t end = i + 1 < branches ? s.exprs[i + 1].begin
                                                             : (s.has_else ? elseStart(s) : s.end);
                    setBody(b, ("DO" + std::to_string(i)).c_str(), s.blocks[i], begin, end);
                }
                if (s.has_else) setBody(b, "ELSE", s.blocks.back(), elseStart(s), s.end);
                out.push_back(std::move(b));
                return out;
            }
            case SK::While: {
                // "while not c do" is Blockly's "repeat until c".
                const Expr& cond = s.exprs[0];
                const bool until = cond.kind == EK::Unop && cond.text == "not";
                Json b = newBlock("controls_whileUntil");
                field(b, "MODE", Json::string(until ? "UNTIL" : "WHILE"));
                input(b, "BOOL", expr(until ? cond.kids[0] : cond));
                setBody(b, "DO", s.blocks[0], s.exprs[0].end, s.end);
                out.push_back(std::move(b));
                return out;
            }
            case SK::Repeat: {
                Json b = newBlock("botlab_repeat_until");
                setBody(b, "DO", s.blocks[0], s.begin + 6, s.exprs[0].begin);
                input(b, "UNTIL", expr(s.exprs[0]));
                out.push_back(std::move(b));
                return out;
            }
            case SK::NumFor: {
                const std::size_t begin = s.exprs.back().end;
                if (s.names[0] == "_" && s.exprs.size() == 2 && s.exprs[0].kind == EK::Number &&
                    s.exprs[0].text == "1") {
                    Json b = newBlock("controls_repeat_ext");
                    input(b, "TIMES", expr(s.exprs[1]));
                    setBody(b, "DO", s.blocks[0], begin, s.end);
                    out.push_back(std::move(b));
                    return out;
                }
                Json b = newBlock("controls_for");
                field(b, "VAR", varField(s.names[0]));
                input(b, "FROM", expr(s.exprs[0]));
                input(b, "TO", expr(s.exprs[1]));
                if (s.exprs.size() == 3) input(b, "BY", expr(s.exprs[2]));
                setBody(b, "DO", s.blocks[0], begin, s.end);
                out.push_back(std::move(b));
                return out;
            }
            case SK::GenFor: {
                const std::size_t begin = s.exprs.back().end;
                const Expr& it = s.exprs[0];
                if (s.names.size() == 2 && s.names[0] == "_" && s.exprs.size() == 1 &&
                    it.kind == EK::Call && dottedName(it.kids[0]) == "ipairs" &&
                    it.kids.size() == 2) {
                    Json b = newBlock("controls_forEach");
                    field(b, "VAR", varField(s.names[1]));
                    input(b, "LIST", expr(it.kids[1]));
                    setBody(b, "DO", s.blocks[0], begin, s.end);
                    out.push_back(std::move(b));
                    return out;
                }
                Json b = newBlock("botlab_for_in");
                std::string vars;
                for (const std::string& n : s.names) {
                    if (!vars.empty()) vars += ", ";
                    vars += n;
                    (void)varField(n);  // listed as variables, so the body's blocks find them
                }
                field(b, "VARS", Json::string(vars));
                if (s.exprs.size() == 1) {
                    input(b, "IN", expr(it));
                } else {
                    Json code = newBlock("botlab_lua_expr");
                    field(code, "CODE",
                          Json::string(text(s.exprs.front().begin, s.exprs.back().end)));
                    input(b, "IN", std::move(code));
                }
                setBody(b, "DO", s.blocks[0], begin, s.end);
                out.push_back(std::move(b));
                return out;
            }
            case SK::Return: {
                if (s.exprs.size() > 1) break;
                Json b = newBlock("botlab_return");
                if (s.exprs.size() == 1) input(b, "VALUE", expr(s.exprs[0]));
                out.push_back(std::move(b));
                return out;
            }
            case SK::Break:
                out.push_back(newBlock("controls_flow_statements"));
                field(out.back(), "FLOW", Json::string("BREAK"));
                return out;
            case SK::Function:
            case SK::LocalFunction:
            case SK::Goto:
            case SK::Label:
            case SK::Do:
                break;
        }
        out.clear();
        out.push_back(luaCode(s, next));
        return out;
    }

    /// Where an if's else part starts: after the last elseif's body (or the then body).
    std::size_t elseStart(const Stmt& s) const {
        const lua::Block& before = s.blocks[s.blocks.size() - 2];
        std::size_t at = before.empty() ? s.exprs.back().end : before.back().end;
        // Skip to the "else" keyword: the first "else" after `at` outside comments.
        for (std::size_t k = src_.find("else", at); k != std::string_view::npos;
             k = src_.find("else", k + 1)) {
            const bool in_comment =
                std::any_of(comments_.begin(), comments_.end(),
                            [&](const lua::Comment& c) { return k >= c.begin && k < c.end; });
            if (!in_comment) return k + 4;
        }
        return at;
    }

    Json procedure(const Stmt& s) {
        const lua::Block& b = *s.func.body;
        const bool returns =
            !b.empty() && b.back().kind == SK::Return && b.back().exprs.size() == 1;
        Json p = newBlock(returns ? "procedures_defreturn" : "procedures_defnoreturn");
        field(p, "NAME", Json::string(s.names[0]));
        Json state = Json::object();
        Json params = Json::array();
        for (const std::string& name : s.func.params) {
            (void)varField(name);
            Json param = Json::object();
            param.set("name", Json::string(name));
            param.set("id", Json::string(varId(name)));
            params.push(std::move(param));
        }
        if (!s.func.params.empty()) state.set("params", std::move(params));
        if (s.kind == SK::LocalFunction) state.set("botlab_local", Json::boolean(true));
        if (!state.members().empty()) p.set("extraState", std::move(state));
        const std::size_t close = src_.find(')', s.begin);  // the parameter list's end
        const std::size_t begin = close == std::string_view::npos ? s.begin : close + 1;
        if (returns) {
            lua::Block stack(b.begin(), b.end() - 1);
            setBody(p, "STACK", stack, begin, b.back().begin);
            input(p, "RETURN", expr(b.back().exprs[0]));
        } else {
            setBody(p, "STACK", b, begin, s.end);
        }
        return p;
    }

    std::string_view src_;
    std::vector<lua::Comment> comments_;
    std::vector<bool> used_;
    int next_id_ = 0;
    std::set<std::string> vars_;
    std::vector<std::string> var_order_;
    std::map<std::string, std::vector<std::string>> procedures_;
    std::map<std::string, std::string> case_names_;  ///< lower case -> the name that has blocks
    /// Program line -> (offset of the statement noted there, its block's id).
    std::map<int, std::pair<std::size_t, std::string>> line_starts_;
};

}  // namespace

Result<std::string> luaToBlocks(std::string_view lua_source) {
    Result<lua::Chunk> chunk = lua::parse(lua_source);
    if (!chunk) return chunk.error();
    Converter c(lua_source, std::move(chunk.value().comments));
    return c.workspace(chunk.value().block).dump();
}

Result<BlocksOfLua> luaToBlocksWithLines(std::string_view lua_source) {
    Result<lua::Chunk> chunk = lua::parse(lua_source);
    if (!chunk) return chunk.error();
    Converter c(lua_source, std::move(chunk.value().comments));
    BlocksOfLua out;
    out.workspace = c.workspace(chunk.value().block).dump();
    out.line_to_block = c.lineToBlock();
    return out;
}

}  // namespace botlab::blocks
