// SPDX-License-Identifier: GPL-3.0-or-later
// Blockly workspace JSON -> Lua (see blocks.h), in the examples' style: two spaces a level, one
// statement a line, blank lines between top-level stacks and before a comment that follows code.
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>

#include "block_types.h"
#include "botlab/blocks/blocks.h"
#include "botlab/scripting/text.h"
#include "json.h"
#include "lua_syntax.h"
#include "text_escape.h"

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace botlab::blocks {
namespace {

struct GenError {
    std::string message;
};

constexpr int kAtom = lua::kAtomPrecedence;
constexpr int kUnary = lua::kUnaryPrecedence;

struct Code {
    std::string text;
    int prec = kAtom;
    bool prefix = false;  ///< May stand before "[", "(" or "." without parentheses.
};

std::string luaQuote(std::string_view s) {
    return quoteEscaped(s, "\\%03d", true);
}

/// A Lua identifier for a name a student typed in Blockly ("speed" stays, "速度" or "my var"
/// become a valid, distinct identifier).
std::string identifier(const std::string& name) {
    if (lua::isIdentifier(name)) return name;
    if (!name.empty() &&
        std::all_of(name.begin(), name.end(),
                    [](unsigned char c) { return std::isalnum(c) || c == '_'; }) &&
        !std::isdigit(static_cast<unsigned char>(name[0])))
        return name + "_";  // a keyword
    std::string out = "v_";
    for (unsigned char c : name) {
        if (std::isalnum(c) || c == '_') {
            out += static_cast<char>(c);
        } else {
            char buf[8];
            std::snprintf(buf, sizeof buf, "_%02x", c);
            out += buf;
        }
    }
    return out;
}

bool closedLongBracket(const std::string& t) {
    if (t.empty() || t[0] != '[') return false;
    std::size_t k = 1;
    while (k < t.size() && t[k] == '=') ++k;
    if (k >= t.size() || t[k] != '[') return false;
    const std::string close = "]" + std::string(k - 1, '=') + "]";
    const std::size_t at = t.find(close, k + 1);
    return at != std::string::npos && at + close.size() == t.size();
}

class Generator {
public:
    GeneratedLua run(const Json& ws) {
        if (!ws.isObject()) throw GenError{"the workspace must be a JSON object"};
        for (const Json& v : ws["variables"].items())
            if (v.isObject()) vars_[v["id"].text()] = v["name"].text();
        std::vector<const Json*> top;
        const Json& blocks = ws["blocks"];
        if (!blocks.isNull() && !blocks.isObject()) throw GenError{"\"blocks\" must be an object"};
        for (const Json& b : blocks["blocks"].items())
            if (b.isObject()) top.push_back(&b);
        std::stable_sort(top.begin(), top.end(), [](const Json* a, const Json* b) {
            const double ya = (*a)["y"].asDouble(), yb = (*b)["y"].asDouble();
            if (ya != yb) return ya < yb;
            return (*a)["x"].asDouble() < (*b)["x"].asDouble();
        });
        bool first = true;
        for (const Json* b : top) {
            if (isValueBlock(*b) || disabled(*b)) continue;
            if (!first) blank();
            first = false;
            const std::string type = (*b)["type"].text();
            if (type == "procedures_defnoreturn" || type == "procedures_defreturn")
                procedure(*b);
            else
                stack(*b, 0);
        }
        return std::move(result_);
    }

private:
    // ---- output

    void line(int indent, const std::string& text, const std::string& id) {
        result_.text.append(static_cast<std::size_t>(indent * 2), ' ');
        result_.text += text;
        result_.text += '\n';
        result_.line_to_block[line_++] = id;
    }
    void blank() {
        result_.text += '\n';
        ++line_;
    }

    static std::string idOf(const Json& b) { return b["id"].text(); }
    [[noreturn]] static void fail(const Json& b, const std::string& what) {
        throw GenError{
            scripting::text(QT_TRANSLATE_NOOP("botlab::scripting", "block '%1' (%2): %3"),
                            {idOf(b), b["type"].text(), what})};
    }
    static bool disabled(const Json& b) {
        if (const Json* e = b.find("enabled"); e && e->isBool() && !e->asBool()) return true;
        if (const Json* d = b.find("disabled"); d && d->isBool() && d->asBool()) return true;
        if (const Json* r = b.find("disabledReasons"); r && r->isArray() && !r->items().empty())
            return true;
        return false;
    }

    static const Json* input(const Json& b, std::string_view name) {
        const Json* in = b["inputs"].find(name);
        if (!in || !in->isObject()) return nullptr;
        const Json* blk = in->find("block");
        if (blk && blk->isObject() && !disabled(*blk)) return blk;
        const Json* shadow = in->find("shadow");
        if (shadow && shadow->isObject()) return shadow;
        return nullptr;
    }
    static std::string fieldText(const Json& b, std::string_view name) {
        const Json& f = b["fields"][name];
        if (f.isString() || f.isNumber()) return f.text();
        if (f.isBool()) return f.asBool() ? "TRUE" : "FALSE";
        return {};
    }
    std::string varName(const Json& b, std::string_view field) const {
        const Json& f = b["fields"][field];
        std::string name;
        if (f.isObject()) {
            auto it = vars_.find(f["id"].text());
            name = it != vars_.end() ? it->second : f["name"].text();
        } else if (f.isString()) {
            auto it = vars_.find(f.text());
            name = it != vars_.end() ? it->second : f.text();
        }
        if (name.empty())
            fail(b, scripting::text(QT_TRANSLATE_NOOP("botlab::scripting", "no variable chosen")));
        return identifier(name);
    }

    static bool isValueBlock(const Json& b) {
        static const std::vector<std::string_view> values{"math_number",
                                                          "text",
                                                          "logic_boolean",
                                                          "logic_null",
                                                          "variables_get",
                                                          "math_arithmetic",
                                                          "math_modulo",
                                                          "logic_compare",
                                                          "logic_operation",
                                                          "logic_negate",
                                                          "math_single",
                                                          "math_round",
                                                          "math_on_list",
                                                          "math_constant",
                                                          "math_random_int",
                                                          "math_random_float",
                                                          "text_join",
                                                          "lists_create_with",
                                                          "lists_getIndex",
                                                          "lists_length",
                                                          "procedures_callreturn",
                                                          "botlab_lua_expr",
                                                          "botlab_motor_port",
                                                          "botlab_servo_port",
                                                          "botlab_sensor_port"};
        const std::string& type = b["type"].text();
        if (std::find(values.begin(), values.end(), type) != values.end()) return true;
        const ApiBlock* api = apiBlockForType(type);
        return api && !api->statement;
    }

    // ---- values

    std::string operand(const Json* b, int min_prec, const char* missing = "nil") {
        if (!b) return missing;
        Code c = value(*b);
        return c.prec < min_prec ? "(" + c.text + ")" : c.text;
    }
    std::string prefix(const Json* b) {
        if (!b) return "(nil)";
        Code c = value(*b);
        return c.prefix ? c.text : "(" + c.text + ")";
    }
    std::string arg(const Json* b) { return operand(b, 0); }

    std::string args(const Json& b, const std::string& base, std::size_t n) {
        std::string out;
        for (std::size_t i = 0; i < n; ++i) {
            if (i) out += ", ";
            out += arg(input(b, base + std::to_string(i)));
        }
        return out;
    }
    static std::size_t itemCount(const Json& b) {
        const Json& n = b["extraState"]["itemCount"];
        if (n.isNumber()) return static_cast<std::size_t>(std::max(0.0, n.asDouble()));
        std::size_t count = 0;
        while (b["inputs"].find("ADD" + std::to_string(count))) ++count;
        return count;
    }

    std::string numberText(const Json& b) {
        const Json& f = b["fields"]["NUM"];
        std::string t = f.text();
        if (t == "Infinity") return "math.huge";
        if (t == "-Infinity") return "-math.huge";
        if (t == "NaN") return "(0 / 0)";
        if (t.empty() || !(f.isNumber() || Json::parse(t).ok()) ||
            !(std::isdigit(static_cast<unsigned char>(t[0])) || t[0] == '-'))
            fail(b, scripting::text(QT_TRANSLATE_NOOP("botlab::scripting", "not a number: '%1'"),
                                    {t}));
        if (f.isString() && !Json::parse(t)->isNumber())
            fail(b, scripting::text(QT_TRANSLATE_NOOP("botlab::scripting", "not a number: '%1'"),
                                    {t}));
        return t;
    }

    std::vector<std::string> procedureParams(const Json& b) {
        std::vector<std::string> out;
        for (const Json& p : b["extraState"]["params"].items()) {
            if (p.isString())
                out.push_back(identifier(p.text()));
            else if (p.isObject())
                out.push_back(identifier(p["name"].text()));
        }
        return out;
    }

    std::string apiCallText(const Json& b, const ApiBlock& api) {
        std::size_t last = 0;
        for (std::size_t i = 0; i < api.inputs.size(); ++i)
            if (input(b, api.inputs[i]) || !api.fn->args[i].optional) last = i + 1;
        std::string out(api.fn->name);
        out += '(';
        for (std::size_t i = 0; i < last; ++i) {
            if (i) out += ", ";
            out += arg(input(b, api.inputs[i]));
        }
        return out + ')';
    }

    Code value(const Json& b) {
        const std::string& type = b["type"].text();
        auto binary = [&](const char* op, int prec, bool right_assoc, const char* a,
                          const char* c) {
            const std::string l = operand(input(b, a), right_assoc ? prec + 1 : prec, "0");
            const std::string r = operand(input(b, c), right_assoc ? prec : prec + 1, "0");
            return Code{l + " " + op + " " + r, prec};
        };
        if (type == "math_number") {
            const std::string t = numberText(b);
            return Code{t, t[0] == '-' ? kUnary : kAtom};
        }
        if (type == "text") return Code{luaQuote(fieldText(b, "TEXT"))};
        if (type == "logic_boolean")
            return Code{fieldText(b, "BOOL") == "FALSE" ? "false" : "true"};
        if (type == "logic_null") return Code{"nil"};
        if (type == "variables_get") return Code{varName(b, "VAR"), kAtom, true};
        if (type == "math_arithmetic") {
            const std::string op = fieldText(b, "OP");
            if (op == "ADD") return binary("+", 10, false, "A", "B");
            if (op == "MINUS") return binary("-", 10, false, "A", "B");
            if (op == "MULTIPLY") return binary("*", 11, false, "A", "B");
            if (op == "DIVIDE") return binary("/", 11, false, "A", "B");
            if (op == "POWER") return binary("^", 14, true, "A", "B");
            fail(b, "unknown operator '" + op + "'");
        }
        if (type == "math_modulo") return binary("%", 11, false, "DIVIDEND", "DIVISOR");
        if (type == "logic_compare") {
            static const std::map<std::string, const char*> ops{{"EQ", "=="}, {"NEQ", "~="},
                                                                {"LT", "<"},  {"LTE", "<="},
                                                                {"GT", ">"},  {"GTE", ">="}};
            auto it = ops.find(fieldText(b, "OP"));
            if (it == ops.end()) fail(b, "unknown operator '" + fieldText(b, "OP") + "'");
            return binary(it->second, 3, false, "A", "B");
        }
        if (type == "logic_operation") {
            const bool is_and = fieldText(b, "OP") == "AND";
            const std::string l = operand(input(b, "A"), is_and ? 2 : 1, "false");
            const std::string r = operand(input(b, "B"), is_and ? 3 : 2, "false");
            return Code{l + (is_and ? " and " : " or ") + r, is_and ? 2 : 1};
        }
        if (type == "logic_negate")
            return Code{"not " + operand(input(b, "BOOL"), kUnary, "true"), kUnary};
        if (type == "math_single") {
            const std::string op = fieldText(b, "OP");
            const Json* x = input(b, "NUM");
            if (op == "NEG") {
                std::string t = operand(x, kUnary, "0");
                return Code{(t[0] == '-' ? "- " : "-") + t, kUnary};
            }
            static const std::map<std::string, const char*> fns{{"ABS", "math.abs"},
                                                                {"ROOT", "math.sqrt"},
                                                                {"LN", "math.log"},
                                                                {"EXP", "math.exp"}};
            if (auto it = fns.find(op); it != fns.end())
                return Code{std::string(it->second) + "(" + arg(x) + ")", kAtom, true};
            if (op == "LOG10") return Code{"math.log(" + arg(x) + ", 10)", kAtom, true};
            if (op == "POW10") return Code{"10 ^ " + operand(x, 14, "0"), 14};
            fail(b, "unknown function '" + op + "'");
        }
        if (type == "math_round") {
            const std::string op = fieldText(b, "OP");
            const Json* x = input(b, "NUM");
            if (op == "ROUNDDOWN") return Code{"math.floor(" + arg(x) + ")", kAtom, true};
            if (op == "ROUNDUP") return Code{"math.ceil(" + arg(x) + ")", kAtom, true};
            return Code{"math.floor(" + operand(x, 11, "0") + " + 0.5)", kAtom, true};
        }
        if (type == "math_on_list") {
            const std::string op = fieldText(b, "OP");
            if (op != "MAX" && op != "MIN") fail(b, "only the largest and smallest are supported");
            const std::string fn = op == "MAX" ? "math.max(" : "math.min(";
            const Json* list = input(b, "LIST");
            if (list && (*list)["type"].text() == "lists_create_with")
                return Code{fn + args(*list, "ADD", itemCount(*list)) + ")", kAtom, true};
            return Code{fn + "table.unpack(" + arg(list) + "))", kAtom, true};
        }
        if (type == "math_constant") {
            const std::string c = fieldText(b, "CONSTANT");
            if (c == "PI") return Code{"math.pi", kAtom, true};
            if (c == "INFINITY") return Code{"math.huge", kAtom, true};
            if (c == "E") return Code{"math.exp(1)", kAtom, true};
            if (c == "SQRT2") return Code{"math.sqrt(2)", kAtom, true};
            if (c == "SQRT1_2") return Code{"math.sqrt(0.5)", kAtom, true};
            if (c == "GOLDEN_RATIO") return Code{"(1 + math.sqrt(5)) / 2", 11};
            fail(b, "unknown constant '" + c + "'");
        }
        if (type == "math_random_int")
            return Code{"math.random(" + arg(input(b, "FROM")) + ", " + arg(input(b, "TO")) + ")",
                        kAtom, true};
        if (type == "math_random_float") return Code{"math.random()", kAtom, true};
        if (type == "text_join") {
            const std::size_t n = itemCount(b);
            if (n == 0) return Code{"\"\""};
            if (n == 1) return Code{"tostring(" + arg(input(b, "ADD0")) + ")", kAtom, true};
            std::string out;
            for (std::size_t i = 0; i < n; ++i) {
                if (i) out += " .. ";
                out += operand(input(b, "ADD" + std::to_string(i)), 10, "\"\"");
            }
            return Code{out, 9};
        }
        if (type == "lists_create_with") return Code{"{" + args(b, "ADD", itemCount(b)) + "}"};
        if (type == "lists_create_empty") return Code{"{}"};
        if (type == "lists_getIndex") {
            const std::string mode = fieldText(b, "MODE"), where = fieldText(b, "WHERE");
            if (!mode.empty() && mode != "GET") fail(b, "only 'get' is supported");
            const std::string list = prefix(input(b, "VALUE"));
            if (where.empty() || where == "FROM_START")
                return Code{list + "[" + arg(input(b, "AT")) + "]", kAtom, true};
            if (where == "FIRST") return Code{list + "[1]", kAtom, true};
            if (where == "LAST") return Code{list + "[#" + list + "]", kAtom, true};
            if (where == "FROM_END")
                return Code{list + "[#" + list + " + 1 - " + operand(input(b, "AT"), 11, "1") + "]",
                            kAtom, true};
            fail(b, "unsupported position '" + where + "'");
        }
        if (type == "lists_length")
            return Code{"#" + operand(input(b, "VALUE"), kUnary, "{}"), kUnary};
        if (type == "procedures_callreturn") {
            const std::string name = identifier(b["extraState"]["name"].text());
            if (name.empty()) fail(b, "no function name");
            return Code{name + "(" + args(b, "ARG", procedureArgCount(b)) + ")", kAtom, true};
        }
        if (type == "botlab_lua_expr") {
            const std::string code = fieldText(b, "CODE");
            Result<lua::Expr> e = lua::parseExpression(code);
            if (!e) return Code{code, 0};
            const auto k = e->kind;
            using EK = lua::Expr::Kind;
            const bool pre = k == EK::Name || k == EK::Index || k == EK::Call ||
                             k == EK::MethodCall || k == EK::Paren;
            return Code{code, lua::precedenceOf(e.value()), pre};
        }
        if (type == "botlab_motor_port" || type == "botlab_servo_port" ||
            type == "botlab_sensor_port") {
            const std::string p = fieldText(b, "PORT");
            const bool number = !p.empty() && std::all_of(p.begin(), p.end(), [](char c) {
                return std::isdigit(static_cast<unsigned char>(c));
            });
            return Code{number ? p : luaQuote(p)};
        }
        if (const ApiBlock* api = apiBlockForType(type); api && !api->statement)
            return Code{apiCallText(b, *api), kAtom, true};
        if (!type.empty() && (apiBlockForType(type) || type.rfind("controls_", 0) == 0))
            fail(b, scripting::text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                      "a statement block where a value belongs")));
        fail(b, scripting::text(QT_TRANSLATE_NOOP("botlab::scripting", "unknown block type '%1'"),
                                {type}));
    }

    static std::size_t procedureArgCount(const Json& b) {
        const Json& params = b["extraState"]["params"];
        if (params.isArray()) return params.items().size();
        std::size_t n = 0;
        while (b["inputs"].find("ARG" + std::to_string(n))) ++n;
        return n;
    }

    // ---- statements

    void stack(const Json& first, int indent) {
        // Blank lines: before a comment that follows anything; at the top level also around
        // ifs and loops, and after the comment that opens the program.
        const Json* b = &first;
        std::string previous;
        while (b) {
            if (!disabled(*b)) {
                const std::string& type = (*b)["type"].text();
                const bool comment = type == "botlab_comment";
                if (!previous.empty()) {
                    const bool top = indent == 0;
                    if (comment || (top && compound(type) && previous != "botlab_comment") ||
                        (top && compound(previous)) ||
                        (top && previous == "botlab_comment" && opening_comment_))
                        blank();
                }
                opening_comment_ = indent == 0 && line_ == 1 && comment;
                statement(*b, indent);
                previous = type;
            }
            const Json& next = (*b)["next"];
            b = next.isObject() && next["block"].isObject() ? &next["block"] : nullptr;
        }
    }

    static bool compound(const std::string& type) {
        return type == "controls_if" || type == "controls_whileUntil" ||
               type == "controls_repeat_ext" || type == "controls_repeat" ||
               type == "controls_for" || type == "controls_forEach" || type == "botlab_for_in" ||
               type == "botlab_repeat_until";
    }

    void body(const Json& b, std::string_view name, int indent) {
        if (const Json* first = input(b, name)) stack(*first, indent);
    }

    std::string withComment(const Json& b, std::string text) {
        const Json& c = b["icons"]["comment"]["text"];
        if (!c.isString() || c.text().empty()) return text;
        std::string t = c.text();
        std::replace(t.begin(), t.end(), '\n', ' ');
        return text + "  " + (closedLongBracket(t) ? "--" + t : "-- " + t);
    }

    void statement(const Json& b, int indent) {
        const std::string& type = b["type"].text();
        const std::string id = idOf(b);
        auto head = [&](const std::string& text) { line(indent, withComment(b, text), id); };
        if (type == "botlab_comment") {
            const std::string t = fieldText(b, "TEXT");
            if (closedLongBracket(t)) {
                multiline(indent, "--" + t, id);
                return;
            }
            std::size_t start = 0;
            while (true) {
                const std::size_t nl = t.find('\n', start);
                const std::string part = t.substr(start, nl == std::string::npos ? nl : nl - start);
                line(indent, part.empty() ? "--" : "-- " + part, id);
                if (nl == std::string::npos) break;
                start = nl + 1;
            }
            return;
        }
        if (type == "botlab_lua_code") {
            const std::string code = fieldText(b, "CODE");
            const Json& c = b["icons"]["comment"]["text"];
            multiline(indent, c.isString() && !c.text().empty() ? withComment(b, code) : code, id);
            return;
        }
        if (type == "botlab_print") {
            head("print(" + args(b, "ADD", itemCount(b)) + ")");
            return;
        }
        if (type == "botlab_waitUntil") {
            std::string t = "waitUntil(function() return " + arg(input(b, "CONDITION")) + " end";
            if (const Json* timeout = input(b, "TIMEOUT_S")) t += ", " + arg(timeout);
            head(t + ")");
            return;
        }
        if (const ApiBlock* api = apiBlockForType(type)) {
            if (!api->statement)
                fail(b, scripting::text(QT_TRANSLATE_NOOP(
                            "botlab::scripting", "a value block where a statement belongs")));
            head(apiCallText(b, *api));
            return;
        }
        if (type == "text_print") {
            head("print(" + arg(input(b, "TEXT")) + ")");
            return;
        }
        if (type == "math_change") {
            const std::string name = varName(b, "VAR");
            head(name + " = " + name + " + " + operand(input(b, "DELTA"), 11, "1"));
            return;
        }
        if (type == "variables_set") {
            head(varName(b, "VAR") + " = " + arg(input(b, "VALUE")));
            return;
        }
        if (type == "botlab_local_set") {
            const Json* v = input(b, "VALUE");
            head("local " + varName(b, "VAR") + (v ? " = " + arg(v) : std::string()));
            return;
        }
        if (type == "lists_setIndex") {
            const std::string mode = fieldText(b, "MODE"), where = fieldText(b, "WHERE");
            if ((!mode.empty() && mode != "SET") || (!where.empty() && where != "FROM_START"))
                fail(b, "only 'set item at #' is supported");
            head(prefix(input(b, "LIST")) + "[" + arg(input(b, "AT")) +
                 "] = " + arg(input(b, "TO")));
            return;
        }
        if (type == "controls_if") {
            const Json& state = b["extraState"];
            std::size_t elseifs = 0;
            if (state["elseIfCount"].isNumber())
                elseifs = static_cast<std::size_t>(std::max(0.0, state["elseIfCount"].asDouble()));
            else
                while (b["inputs"].find("IF" + std::to_string(elseifs + 1))) ++elseifs;
            const bool has_else = (state["hasElse"].isBool() && state["hasElse"].asBool()) ||
                                  b["inputs"].find("ELSE");
            for (std::size_t i = 0; i <= elseifs; ++i) {
                const std::string cond = operand(input(b, "IF" + std::to_string(i)), 0, "false");
                if (i == 0)
                    head("if " + cond + " then");
                else
                    line(indent, "elseif " + cond + " then", id);
                body(b, "DO" + std::to_string(i), indent + 1);
            }
            if (has_else) {
                line(indent, "else", id);
                body(b, "ELSE", indent + 1);
            }
            line(indent, "end", id);
            return;
        }
        if (type == "controls_whileUntil") {
            const bool until = fieldText(b, "MODE") == "UNTIL";
            const Json* c = input(b, "BOOL");
            head(until ? "while not " + operand(c, kUnary, "false") + " do"
                       : "while " + operand(c, 0, "false") + " do");
            body(b, "DO", indent + 1);
            line(indent, "end", id);
            return;
        }
        if (type == "controls_repeat_ext" || type == "controls_repeat") {
            const std::string times = type == "controls_repeat"
                                          ? fieldText(b, "TIMES")
                                          : operand(input(b, "TIMES"), 0, "0");
            head("for _ = 1, " + (times.empty() ? std::string("0") : times) + " do");
            body(b, "DO", indent + 1);
            line(indent, "end", id);
            return;
        }
        if (type == "controls_for") {
            std::string t = "for " + varName(b, "VAR") + " = " + operand(input(b, "FROM"), 0, "1") +
                            ", " + operand(input(b, "TO"), 0, "1");
            if (const Json* by = input(b, "BY")) t += ", " + arg(by);
            head(t + " do");
            body(b, "DO", indent + 1);
            line(indent, "end", id);
            return;
        }
        if (type == "controls_forEach") {
            head("for _, " + varName(b, "VAR") + " in ipairs(" +
                 operand(input(b, "LIST"), 0, "{}") + ") do");
            body(b, "DO", indent + 1);
            line(indent, "end", id);
            return;
        }
        if (type == "botlab_for_in") {
            const std::string vars = fieldText(b, "VARS");
            std::string checked;
            std::size_t start = 0;
            while (start <= vars.size()) {
                std::size_t comma = vars.find(',', start);
                std::string part =
                    vars.substr(start, comma == std::string::npos ? comma : comma - start);
                part.erase(0, part.find_first_not_of(' '));
                part.erase(part.find_last_not_of(' ') + 1);
                if (!lua::isIdentifier(part))
                    fail(b, scripting::text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                              "'%1' is not a list of names"),
                                            {vars}));
                if (!checked.empty()) checked += ", ";
                checked += part;
                if (comma == std::string::npos) break;
                start = comma + 1;
            }
            head("for " + checked + " in " + operand(input(b, "IN"), 0, "pairs({})") + " do");
            body(b, "DO", indent + 1);
            line(indent, "end", id);
            return;
        }
        if (type == "botlab_repeat_until") {
            head("repeat");
            body(b, "DO", indent + 1);
            line(indent, "until " + operand(input(b, "UNTIL"), 0, "true"), id);
            return;
        }
        if (type == "controls_flow_statements") {
            if (fieldText(b, "FLOW") == "CONTINUE")
                fail(b, scripting::text(
                            QT_TRANSLATE_NOOP("botlab::scripting", "Lua has no 'continue'")));
            head("break");
            return;
        }
        if (type == "botlab_return") {
            const Json* v = input(b, "VALUE");
            head(v ? "return " + arg(v) : std::string("return"));
            return;
        }
        if (type == "procedures_ifreturn") {
            head("if " + operand(input(b, "CONDITION"), 0, "false") + " then");
            const Json* v = input(b, "VALUE");
            line(indent + 1, v ? "return " + arg(v) : std::string("return"), id);
            line(indent, "end", id);
            return;
        }
        if (type == "procedures_callnoreturn") {
            const std::string name = identifier(b["extraState"]["name"].text());
            head(name + "(" + args(b, "ARG", procedureArgCount(b)) + ")");
            return;
        }
        if (type == "procedures_defnoreturn" || type == "procedures_defreturn")
            fail(b, scripting::text(QT_TRANSLATE_NOOP(
                        "botlab::scripting", "a function definition must stand on its own")));
        if (isValueBlock(b))
            fail(b, scripting::text(QT_TRANSLATE_NOOP("botlab::scripting",
                                                      "a value block where a statement belongs")));
        fail(b, scripting::text(QT_TRANSLATE_NOOP("botlab::scripting", "unknown block type '%1'"),
                                {type}));
    }

    void multiline(int indent, const std::string& text, const std::string& id) {
        std::size_t start = 0;
        bool first = true;
        while (true) {
            const std::size_t nl = text.find('\n', start);
            const std::string part = text.substr(start, nl == std::string::npos ? nl : nl - start);
            if (first)
                line(indent, part, id);
            else {
                result_.text += part;
                result_.text += '\n';
                result_.line_to_block[line_++] = id;
            }
            first = false;
            if (nl == std::string::npos) break;
            start = nl + 1;
        }
    }

    void procedure(const Json& b) {
        const std::string id = idOf(b);
        const std::string name = identifier(fieldText(b, "NAME"));
        if (name.empty())
            fail(b, scripting::text(
                        QT_TRANSLATE_NOOP("botlab::scripting", "the function has no name")));
        std::string params;
        for (const std::string& p : procedureParams(b)) {
            if (!params.empty()) params += ", ";
            params += p;
        }
        const Json& local = b["extraState"]["botlab_local"];
        const bool is_local = local.isBool() && local.asBool();
        line(0,
             withComment(b,
                         (is_local ? "local function " : "function ") + name + "(" + params + ")"),
             id);
        body(b, "STACK", 1);
        if (b["type"].text() == "procedures_defreturn") {
            const Json* v = input(b, "RETURN");
            line(1, v ? "return " + arg(v) : std::string("return"), id);
        }
        line(0, "end", id);
    }

    std::map<std::string, std::string> vars_;
    bool opening_comment_ = false;
    GeneratedLua result_;
    int line_ = 1;
};

}  // namespace

Result<GeneratedLua> blocksToLua(std::string_view workspace_json) {
    Result<Json> ws = Json::parse(workspace_json);
    if (!ws) return ws.error();
    try {
        Generator g;
        return g.run(ws.value());
    } catch (const GenError& e) {
        return Error{e.message};
    }
}

}  // namespace botlab::blocks
