#include "examples.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QLocale>

namespace botlab::gui {

namespace {

/// The folder under examples/ holding the Chinese copies.
const QString kChineseDir = QStringLiteral("zh_CN");

}  // namespace

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

QStringList examplePrograms() {
    const QString dir = examplesDir();
    if (dir.isEmpty()) return {};
    const QDir root(dir);
    QStringList out;
    QDirIterator it(dir, {QStringLiteral("*.lua")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString rel = root.relativeFilePath(it.next());
        if (!rel.startsWith(kChineseDir + QLatin1Char('/'))) out << rel;
    }
    out.sort();
    return out;
}

QString localizedExample(const QString& path, const QString& uiLanguage) {
    if (uiLanguage.isEmpty() || QLocale(uiLanguage).language() != QLocale::Chinese) return path;
    const QString dir = examplesDir();
    if (dir.isEmpty()) return path;
    const QDir root(dir);
    const QString rel =
        QDir::cleanPath(QFileInfo(path).isAbsolute() ? root.relativeFilePath(path) : path);
    if (rel.startsWith(QLatin1String("../")) || rel.startsWith(kChineseDir + QLatin1Char('/')))
        return path;
    const QString translated = root.filePath(kChineseDir + QLatin1Char('/') + rel);
    return QFileInfo(translated).isFile() ? translated : path;
}

}  // namespace botlab::gui
