#include "examples.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStringList>

namespace botlab::gui {

QString examplesDir() {
    QStringList candidates;
    const QString env = qEnvironmentVariable("BOTLAB_SOURCE_DIR");
    if (!env.isEmpty()) candidates << env + QStringLiteral("/examples");
    candidates << QCoreApplication::applicationDirPath() + QStringLiteral("/../../../examples")
               << QCoreApplication::applicationDirPath() +
                      QStringLiteral("/../share/botlab/examples")
               << QStringLiteral(BOTLAB_SOURCE_DIR "/examples");
    for (const QString& c : candidates)
        if (QFileInfo(c).isDir()) return QDir(c).absolutePath();
    return {};
}

}  // namespace botlab::gui
