// SPDX-License-Identifier: GPL-3.0-or-later
// The user's language for Botlab's executables (the desktop app and botlab-run).
#pragma once

#include <QLocale>

namespace botlab::runner {

/// Installs Botlab's translation for `locale` when there is one (Simplified Chinese) and sends the
/// scripting module's texts (Lua errors, hints, notices; that module has no Qt) through Qt's
/// translators. The compiled translation must be built into the executable as the resource
/// ":/i18n/botlab_zh_CN.qm" (app/gui and app/cli do that). With it, Qt's own translation
/// (qtbase_zh_CN.qm from QLibraryInfo::TranslationsPath: dialog buttons, standard dialogs) is
/// installed too when the system has it (Debian: qt6-translations-l10n); when it is missing only
/// Qt's own texts stay English. Call once, after the QCoreApplication exists and before any
/// program runs; the translators belong to the application. Returns true when Botlab's
/// translation was installed; otherwise texts stay English.
bool installTranslation(const QLocale& locale);

}  // namespace botlab::runner
