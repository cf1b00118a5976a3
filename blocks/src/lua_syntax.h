// SPDX-License-Identifier: GPL-3.0-or-later
// A small Lua 5.4 lexer and parser for the blocks converter: the whole Lua 5.4 syntax, into a tree
// that keeps every node's byte range in the source (so what has no block keeps its exact text)
// and the comments with their positions.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "botlab/core/result.h"

namespace botlab::blocks::lua {

struct Comment {
    std::size_t begin = 0, end = 0;  ///< Byte range of the whole comment ("--" included).
    int line = 0;                    ///< Line of its "--".
    bool standalone = false;         ///< Nothing but white space before it on its line.
    bool long_form = false;          ///< --[[ ... ]]
    std::string body;                ///< The text after "--" (long brackets kept for long form).
};

struct Stmt;
using Block = std::vector<Stmt>;

struct Expr {
    enum class Kind {
        Nil,
        True,
        False,
        Number,
        String,
        Vararg,
        Function,
        Table,
        Binop,
        Unop,
        Name,
        Index,
        Call,
        MethodCall,
        Paren
    };
    Kind kind = Kind::Nil;
    /// Number: its source text; String: its value; Name: the name; Binop/Unop: the operator
    /// ("+", "and", "not", "#", ...); Index: "" for t[k], "." for t.k (key is a String);
    /// MethodCall: the method name.
    std::string text;
    /// Binop: lhs, rhs. Unop, Paren: operand. Index: object, key. Call: callee, args...
    /// MethodCall: object, args... Table: the items (positional only when table_positional).
    std::vector<Expr> kids;
    bool table_positional = true;
    // Function: its parameters, whether it takes "...", its body.
    std::vector<std::string> params;
    bool vararg = false;
    std::shared_ptr<Block> body;
    std::size_t begin = 0, end = 0;
    int line = 0;
};

struct Stmt {
    enum class Kind {
        Empty,
        Local,
        Assign,
        Call,
        If,
        While,
        Repeat,
        NumFor,
        GenFor,
        Function,
        LocalFunction,
        Return,
        Break,
        Goto,
        Label,
        Do
    };
    Kind kind = Kind::Empty;
    std::vector<std::string> names;  ///< Local: names; NumFor/GenFor: loop variables;
                                     ///< Function: the dotted name parts; Goto/Label: the label.
    bool attribs = false;            ///< Local with <const>/<close>; Function with ':' method.
    std::vector<Expr> targets;       ///< Assign: the targets.
    std::vector<Expr> exprs;         ///< Values, conditions (If: one per branch), for limits, Call.
    std::vector<Block> blocks;       ///< Bodies: If: one per branch (+ else), loops: one.
    bool has_else = false;
    Expr func;  ///< Function/LocalFunction: the function (Kind::Function).
    std::size_t begin = 0, end = 0;
    int line = 0, end_line = 0;
};

struct Chunk {
    Block block;
    std::vector<Comment> comments;
};

/// Parses a chunk. Errors: "line <n>: <message>".
Result<Chunk> parse(std::string_view source);

/// Parses `source` as one expression; nullptr-like failure when it is not exactly one expression.
Result<Expr> parseExpression(std::string_view source);

/// Operator precedence as the generator uses it (Lua's, higher binds tighter): or 1, and 2,
/// comparisons 3, | 4, ~ 5, & 6, shifts 7, .. 9, + - 10, * / // % 11, unary 12, ^ 14.
int binaryPrecedence(std::string_view op);
constexpr int kUnaryPrecedence = 12;
constexpr int kAtomPrecedence = 100;

/// The precedence of an expression (kAtomPrecedence for names, calls, literals, parentheses).
int precedenceOf(const Expr& e);

/// Whether `name` is a Lua identifier and not a keyword.
bool isIdentifier(std::string_view name);

}  // namespace botlab::blocks::lua
