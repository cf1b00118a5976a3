#include "botlab/runner/translation.h"

#include <QCoreApplication>
#include <QTranslator>

#include "botlab/scripting/text.h"

namespace botlab::runner {

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
    return QCoreApplication::installTranslator(translator);
}

}  // namespace botlab::runner
