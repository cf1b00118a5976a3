// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/runner/translation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include "botlab/scripting/text.h"

namespace botlab::runner {

namespace {

/// Installs Qt's own translation of `catalog` (e.g. "qtbase": dialog buttons, standard dialogs)
/// for Simplified Chinese from Qt's translations folder. Debian ships those files in
/// qt6-translations-l10n; without them Qt's texts stay English.
bool installQtTranslation(const QString& catalog) {
    auto* translator = new QTranslator(QCoreApplication::instance());
    if (!translator->load(QLocale(QLocale::Chinese, QLocale::China), catalog, QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        delete translator;
        return false;
    }
    return QCoreApplication::installTranslator(translator);
}

}  // namespace

bool installTranslation(const QLocale& locale) {
    // Lua programs' texts go through whatever translators are installed (none: English).
    scripting::setTextTranslator([](const char* source) {
        return QCoreApplication::translate("botlab::scripting", source).toStdString();
    });
    if (locale.language() != QLocale::Chinese) return false;
    auto* translator = new QTranslator(QCoreApplication::instance());
    if (!translator->load(QStringLiteral(":/i18n/botlab_zh_CN.qm"))) {
        delete translator;
        return false;
    }
    if (!QCoreApplication::installTranslator(translator)) return false;
    // Qt's own texts: the "Close" and "Cancel" buttons, QMessageBox, QFileDialog, QInputDialog.
    installQtTranslation(QStringLiteral("qtbase"));
    return true;
}

}  // namespace botlab::runner
