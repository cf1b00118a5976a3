// SPDX-License-Identifier: GPL-3.0-or-later
// Error values used across Botlab module boundaries (no exceptions cross a module boundary).
// Qt-free and header-only: sim uses it through the CMake target botlab::core_result.
#pragma once

#include <cassert>
#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace botlab {

/// A failure with a message meant for a person ("link 'wheel_l': mass must be > 0 (got -1)").
struct Error {
    std::string message;
};

/// Success or an Error. `ok()` tells which; `error()` and `message()` are valid only when !ok()
/// (they assert). [[nodiscard]]: a Status that is dropped is a failure nobody hears of; where one
/// is really ignored, cast it to (void) with a comment that says why.
class [[nodiscard]] Status {
public:
    Status() = default;
    Status(Error e) : error_(std::move(e)) {}  // NOLINT: implicit by design
    static Status success() { return {}; }
    bool ok() const { return !error_.has_value(); }
    explicit operator bool() const { return ok(); }
    const Error& error() const {
        assert(error_.has_value() && "Status::error() on success");
        return *error_;
    }
    const std::string& message() const { return error().message; }

private:
    std::optional<Error> error_;
};

/// A value of type T or an Error. Access the value only when ok(), the error only when !ok()
/// (error() and message() assert). [[nodiscard]], as Status.
template <typename T>
class [[nodiscard]] Result {
public:
    Result(T value) : v_(std::move(value)) {}  // NOLINT: implicit by design
    Result(Error e) : v_(std::move(e)) {}      // NOLINT: implicit by design
    bool ok() const { return std::holds_alternative<T>(v_); }
    explicit operator bool() const { return ok(); }
    T& value() & { return std::get<T>(v_); }
    const T& value() const& { return std::get<T>(v_); }
    T&& value() && { return std::get<T>(std::move(v_)); }
    T* operator->() { return &std::get<T>(v_); }
    const T* operator->() const { return &std::get<T>(v_); }
    T& operator*() & { return std::get<T>(v_); }
    const Error& error() const {
        assert(!ok() && "Result::error() on success");
        return std::get<Error>(v_);
    }
    const std::string& message() const { return error().message; }

private:
    std::variant<T, Error> v_;
};

}  // namespace botlab
