// SPDX-License-Identifier: GPL-3.0-or-later
// Test helpers shared by every Botlab test (the INTERFACE target botlab::test_support, which
// botlab_add_test links): checks of botlab::Status and botlab::Result<T> that say why they failed.
#pragma once

#include <QtTest/QTest>

#include <string>

namespace botlab::test {

/// The failure text of QVERIFY_OK: the error's message, quoted.
inline std::string okFailureText(const std::string& message) {
    return "error: \"" + message + "\"";
}

}  // namespace botlab::test

/// QVERIFY_OK(expr): verifies that a botlab::Status or botlab::Result<T> (anything with ok() and
/// message()) is a success. `expr` is evaluated once; on failure the test fails at this line with
/// the expression and the error's message, e.g.
///   FAIL!  : TstX::load() 'loadScene(path)' returned FALSE. (error: "maze.json: no field 'walls'")
/// The result is bound to a const reference, so a temporary lives until the check is done.
#define QVERIFY_OK(expr)                                                                      \
    do {                                                                                      \
        const auto& botlab_verify_ok_result_ = (expr);                                        \
        if (!botlab_verify_ok_result_.ok()) {                                                 \
            const std::string botlab_verify_ok_text_ =                                        \
                ::botlab::test::okFailureText(botlab_verify_ok_result_.message());            \
            QTest::qVerify(false, #expr, botlab_verify_ok_text_.c_str(), __FILE__, __LINE__); \
            return;                                                                           \
        }                                                                                     \
    } while (false)
