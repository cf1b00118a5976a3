// SPDX-License-Identifier: GPL-3.0-or-later
// botlab-make-robots [output dir]: builds the built-in robots through the document API, checks
// them (no overlapping parts, compile without warnings) and writes <dir>/<name>.json.
// Default output: the source tree's assembler/robots/.
#include <QCoreApplication>
#include <QDir>
#include <cstdio>

#include "botlab/assembler/assembly.h"
#include "botlab/assembler/builtin_robots.h"
#include "botlab/assembler/compile.h"
#include "botlab/assembler/robot_file.h"

using namespace botlab;

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QString dir =
        argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(BOTLAB_ROBOTS_DIR);
    auto lib = parts_library::PartsLibrary::builtin();
    if (!lib) {
        std::fprintf(stderr, "%s\n", lib.message().c_str());
        return 1;
    }
    int failures = 0;
    for (const QString& name : assembler::buildableRobotNames()) {
        auto doc = assembler::buildBuiltinRobot(name, lib.value());
        if (!doc) {
            std::fprintf(stderr, "%s\n", doc.message().c_str());
            ++failures;
            continue;
        }
        assembler::Assembler asmb(lib.value());
        for (auto [i, j] : asmb.overlappingPairs(doc.value())) {
            std::fprintf(stderr, "%s: %s overlaps %s\n", qPrintable(name),
                         qPrintable(assembler::describePart(doc.value(), i)),
                         qPrintable(assembler::describePart(doc.value(), j)));
            ++failures;
        }
        auto compiled = assembler::compileRobot(doc.value(), lib.value());
        if (!compiled) {
            std::fprintf(stderr, "%s\n", compiled.message().c_str());
            ++failures;
            continue;
        }
        for (const auto& w : compiled->warnings) {
            std::fprintf(stderr, "%s: warning: %s\n", qPrintable(name), w.c_str());
            ++failures;
        }
        const QString path = QDir(dir).filePath(name + QStringLiteral(".json"));
        if (auto st = assembler::saveRobotFile(doc.value(), path); !st) {
            std::fprintf(stderr, "%s\n", st.message().c_str());
            ++failures;
            continue;
        }
        std::printf("wrote %s (%zu parts, %zu links, %zu hinges)\n", qPrintable(path),
                    doc->parts.size(), compiled->model.links.size(), compiled->model.hinges.size());
    }
    return failures == 0 ? 0 : 1;
}
