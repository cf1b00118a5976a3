// The user's language for Botlab's executables (the desktop app and botlab-run).
#pragma once

#include <QLocale>

namespace botlab::runner {

/// Installs Botlab's translation for `locale` when there is one (Simplified Chinese) and sends the
/// scripting module's texts (Lua errors, hints, notices; that module has no Qt) through Qt's
/// translators. The compiled translation must be built into the executable as the resource
/// ":/i18n/botlab_zh_CN.qm" (app/gui and app/cli do that). Call once, after the
/// QCoreApplication exists and before any program runs; the translator belongs to the
/// application. Returns true when a translation was installed; otherwise texts stay English.
bool installTranslation(const QLocale& locale);

}  // namespace botlab::runner
