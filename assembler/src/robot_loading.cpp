// SPDX-License-Identifier: GPL-3.0-or-later
#include "botlab/assembler/robot_loading.h"

#include <QCoreApplication>
#include <QFile>

#include "botlab/assembler/compile.h"
#include "botlab/assembler/robot_file.h"
#include "botlab/parts_library/parts_library.h"

namespace botlab::assembler {

QStringList builtinRobotNames() {
    QStringList out;
    for (const char* name : {"line_follower", "maze_explorer", "fire_fighter", "gear_demo",
                             "chain_demo", "tracked", "camera_rover", "lidar_rover"}) {
        if (QFile::exists(QStringLiteral(":/botlab/robots/%1.json").arg(QLatin1String(name)))) {
            out << QLatin1String(name);
        }
    }
    return out;
}

Result<CompiledRobot> loadAndCompileRobot(const QString& name_or_path) {
    auto builtin = parts_library::PartsLibrary::builtin();
    if (!builtin) return builtin.error();
    parts_library::PartsLibrary lib = builtin.value();
    const QString path = builtinRobotNames().contains(name_or_path)
                             ? QStringLiteral(":/botlab/robots/%1.json").arg(name_or_path)
                             : name_or_path;
    auto doc = loadRobotFile(path, lib);
    if (!doc) return doc.error();
    auto compiled = compileRobot(doc.value(), lib);
    if (!compiled) {
        return Error{(path + QStringLiteral(": ") + QString::fromStdString(compiled.message()))
                         .toStdString()};
    }
    return compiled;
}

}  // namespace botlab::assembler
