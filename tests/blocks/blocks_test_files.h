// SPDX-License-Identifier: GPL-3.0-or-later
// The blocks tests' files: the source tree (BOTLAB_SOURCE_DIR, set by CTest) and reading a file
// whole ("" when it cannot be read; the tests then fail on the empty program).
#pragma once

#include <QFile>
#include <QString>
#include <string>

inline QString sourceDir() {
    return qEnvironmentVariable("BOTLAB_SOURCE_DIR");
}

inline std::string readText(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll().toStdString();
}
