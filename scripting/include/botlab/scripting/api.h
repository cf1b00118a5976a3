// SPDX-License-Identifier: GPL-3.0-or-later
// The student Lua API, described in ONE table. The Lua bindings are registered from it (every entry
// must have a binding and vice versa; a test checks both), the editor's autocompletion and call
// tips read it, and docs/lua-api.md is generated from it (botlab-lua-api-doc; a test compares).
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace botlab::scripting {

/// One argument of an API function.
struct ApiArg {
    std::string_view name;   ///< "port"
    std::string_view type;   ///< "number|string", "number", "boolean", "function", "string"
    std::string_view units;  ///< "%", "cm", "deg", "s", "cm/s", "deg/s" or empty
    std::string_view help;   ///< "motor port (1..8) or the motor's name"
    bool optional = false;
};

/// One function of the student API.
struct ApiFunction {
    std::string_view name;   ///< Full Lua name: "motor.speed", "wait".
    std::string_view group;  ///< Table the function lives in ("motor"), or "" for globals.
    std::span<const ApiArg> args;
    std::string_view returns;  ///< "number (cm)", "boolean", or "" for nothing.
    std::string_view help;     ///< One or two sentences for a student.
    std::string_view example;  ///< A short Lua snippet using the call.

    /// "motor.speed(port, percent)"; optional arguments in brackets: "servo.angle(port, deg [,
    /// wait])".
    std::string signature() const;
};

/// Every function of the student API, in documentation order.
std::span<const ApiFunction> studentApi();

/// Looks a function up by its full name; nullptr when there is none.
const ApiFunction* findApiFunction(std::string_view name);

/// Global names a program may use: the API's tables and globals ("motor", "wait", ...) and the
/// sandbox's Lua names ("pairs", "math", ...). Used for "did you mean" hints and autocompletion.
std::span<const std::string_view> sandboxGlobalNames();

/// docs/lua-api.md as generated from the table (Markdown).
std::string apiMarkdown();

}  // namespace botlab::scripting
