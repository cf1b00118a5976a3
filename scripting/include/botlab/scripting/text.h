// SPDX-License-Identifier: GPL-3.0-or-later
// The scripting module's own messages in the student's language, without Qt.
//
// Every text a student sees from this module (errors beside the failing line, hints, console
// notices, API misuse errors) is an English source text marked for Qt's lupdate in the context
// "botlab::scripting" and passed through text(). The application installs a translator once at
// start-up (it looks the source text up with QCoreApplication::translate); without one the
// English text is used as it is.
#pragma once

#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>

namespace botlab::scripting {

/// Translates one English source text of the context "botlab::scripting" into the user's
/// language and returns it as UTF-8. The source text still holds its %1, %2, ... placeholders;
/// the translation must keep them (their order may change). Returning an empty string means "no
/// translation" (the source text is used). Called from whichever thread runs a Program, so it
/// must be thread-safe (QCoreApplication::translate is).
using TextTranslator = std::function<std::string(const char* source_text)>;

/// Installs the translator that text() uses; an empty function means English (the default).
/// Call it once at start-up, before any Program is created or run: it is not synchronised with
/// text(), so replacing the translator while a program runs on another thread is a data race.
void setTextTranslator(TextTranslator translator);

/// The text `source_text` (a UTF-8 English source text, marked with QT_TRANSLATE_NOOP in the
/// context "botlab::scripting") in the user's language, with %1, %2, ... replaced by `args` in
/// one pass (text inside an argument is never replaced again). A placeholder without a matching
/// argument is left as it is; %10 .. %99 are used when there are that many arguments. Without a
/// translator, or when it returns an empty string, the English source text is used. Safe to call
/// from any thread once the translator is installed (see setTextTranslator()).
std::string text(const char* source_text, std::initializer_list<std::string_view> args = {});

}  // namespace botlab::scripting
