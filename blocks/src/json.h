// SPDX-License-Identifier: GPL-3.0-or-later
// A small JSON value for the blocks module (Qt-free): objects keep their key order, numbers keep
// their source text (so 2.0 stays 2.0 and a Lua literal survives the trip through a workspace).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "botlab/core/result.h"

namespace botlab::blocks {

class Json {
public:
    enum class Kind { Null, Bool, Number, String, Array, Object };

    Json() = default;
    static Json boolean(bool b);
    static Json number(std::string text);  ///< `text` must be a JSON number.
    static Json number(double x);
    static Json string(std::string s);
    static Json array();
    static Json object();

    Kind kind() const { return kind_; }
    bool isNull() const { return kind_ == Kind::Null; }
    bool isObject() const { return kind_ == Kind::Object; }
    bool isArray() const { return kind_ == Kind::Array; }
    bool isString() const { return kind_ == Kind::String; }
    bool isNumber() const { return kind_ == Kind::Number; }
    bool isBool() const { return kind_ == Kind::Bool; }

    bool asBool() const { return bool_; }
    /// The text of a number or string ("" otherwise).
    const std::string& text() const { return text_; }
    double asDouble() const;

    // Arrays.
    const std::vector<Json>& items() const { return items_; }
    std::vector<Json>& items() { return items_; }
    void push(Json v) { items_.push_back(std::move(v)); }

    // Objects (ordered).
    const std::vector<std::pair<std::string, Json>>& members() const { return members_; }
    std::vector<std::pair<std::string, Json>>& members() { return members_; }
    /// The member `key`, or nullptr.
    const Json* find(std::string_view key) const;
    Json* find(std::string_view key);
    /// The member `key` (a null Json when absent).
    const Json& operator[](std::string_view key) const;
    /// Sets (or replaces) member `key`.
    Json& set(std::string_view key, Json v);
    void remove(std::string_view key);

    /// Compact (indent < 0) or pretty-printed text.
    std::string dump(int indent = -1) const;

    static Result<Json> parse(std::string_view text);

private:
    void dumpTo(std::string& out, int indent, int depth) const;

    Kind kind_ = Kind::Null;
    bool bool_ = false;
    std::string text_;
    std::vector<Json> items_;
    std::vector<std::pair<std::string, Json>> members_;
};

/// `s` as a JSON string literal (with quotes).
std::string jsonQuote(std::string_view s);

}  // namespace botlab::blocks
