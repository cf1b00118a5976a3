// SPDX-License-Identifier: GPL-3.0-or-later
#include "project/examples.h"

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

QString dataDir() {
    // A source tree named by the environment (CTest sets it for the tests).
    const QString env = qEnvironmentVariable("BOTLAB_SOURCE_DIR");
    if (!env.isEmpty() && QFileInfo(env + QStringLiteral("/examples")).isDir())
        return QDir(env).absolutePath();
    // Installed: <prefix>/bin/botlab reads <prefix>/share/botlab.
    const QDir exe(QCoreApplication::applicationDirPath());
    const QString installed = exe.filePath(QStringLiteral("../share/botlab"));
    if (QFileInfo(installed + QStringLiteral("/examples")).isDir())
        return QDir(installed).absolutePath();
    // A build tree: <build>/app/gui/botlab, <build>/tests/app/tst_..., <build>/bench/app/...
    // reach <build>/share/botlab, whose folders CMake links to the source tree. The build tree
    // is recognised by its CMakeCache.txt, so an installed program never wanders into a folder
    // that merely happens to be two levels up.
    QDir dir = exe;
    for (int up = 0; up < 3 && dir.cdUp(); ++up) {
        if (!QFileInfo::exists(dir.filePath(QStringLiteral("CMakeCache.txt")))) continue;
        const QString built = dir.filePath(QStringLiteral("share/botlab"));
        if (QFileInfo(built + QStringLiteral("/examples")).isDir())
            return QDir(built).absolutePath();
    }
    return {};
}

QString examplesDir() {
    const QString data = dataDir();
    return data.isEmpty() ? QString() : data + QStringLiteral("/examples");
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
