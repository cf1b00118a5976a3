// SPDX-License-Identifier: GPL-3.0-or-later
#include "robot_check.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "botlab/assembler/robot_check.h"
#include "botlab/assembler/robot_file.h"
#include "botlab/assembler/robot_loading.h"
#include "botlab/assembler/test_drive.h"
#include "botlab/core/files.h"
#include "botlab/parts_library/parts_library.h"

namespace botlab::cli {

namespace {

// The translation context "botlab::cli", as main.cpp's.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(botlab::cli)
};

/// The stable id of a static problem kind (docs/formats/robot-check.md).
const char* problemId(assembler::ProblemKind kind) {
    using assembler::ProblemKind;
    switch (kind) {
        case ProblemKind::NotConnected:
            return "not_connected";
        case ProblemKind::MotorDrivesNothing:
            return "motor_drives_nothing";
        case ProblemKind::Unwired:
            return "unwired";
        case ProblemKind::SharedPort:
            return "shared_port";
        case ProblemKind::BadPort:
            return "bad_port";
        case ProblemKind::Overlap:
            return "overlap";
        case ProblemKind::GearsLock:
            return "gears_lock";
        case ProblemKind::DriveNotLaid:
            return "drive_not_laid";
        case ProblemKind::CompileError:
            return "compile_error";
    }
    return "compile_error";
}

QJsonArray intArray(const std::vector<int>& v) {
    QJsonArray a;
    for (int i : v) a.append(i);
    return a;
}

int fail(const QString& message) {
    std::fflush(stdout);
    std::fprintf(stderr, "botlab-run: %s\n", qPrintable(message));
    return 2;
}

}  // namespace

int runRobotCheck(const QString& robot, const QString& report_path) {
    auto builtin = parts_library::PartsLibrary::builtin();
    if (!builtin) return fail(QString::fromStdString(builtin.message()));
    parts_library::PartsLibrary library = builtin.value();
    const bool is_builtin = assembler::builtinRobotNames().contains(robot);
    const QString path = is_builtin ? QStringLiteral(":/botlab/robots/%1.json").arg(robot) : robot;
    auto loaded = assembler::loadRobotFile(path, library);
    if (!loaded) return fail(QString::fromStdString(loaded.message()));
    const assembler::RobotDocument& doc = loaded.value();

    QJsonArray findings;
    bool problems = false;
    auto print = [](bool is_problem, const QString& id, const QString& message) {
        std::printf("%s %s: %s\n", is_problem ? "problem" : "note", qPrintable(id),
                    qPrintable(message));
    };

    const std::vector<assembler::RobotProblem> statics = assembler::checkRobot(doc, library);
    bool compile_error = false;
    for (const assembler::RobotProblem& p : statics) {
        const QString id = QLatin1String(problemId(p.kind));
        compile_error = compile_error || p.kind == assembler::ProblemKind::CompileError;
        problems = true;
        print(true, id, p.message);
        findings.append(QJsonObject{{"id", id},
                                    {"source", "static"},
                                    {"level", "problem"},
                                    {"parts", intArray(p.parts)},
                                    {"message", p.message}});
    }

    QJsonObject drive{{"ran", false}};
    if (!compile_error) {
        auto result = assembler::testDrive(doc, library);
        if (!result) {
            // The static check names what stops the robot compiling; a physics failure is said.
            const QString message = Tr::tr("The test drive could not run: %1")
                                        .arg(QString::fromStdString(result.message()));
            problems = true;
            print(true, QStringLiteral("test_drive_failed"), message);
            findings.append(QJsonObject{{"id", "test_drive_failed"},
                                        {"source", "drive"},
                                        {"level", "problem"},
                                        {"parts", QJsonArray()},
                                        {"message", message}});
        } else {
            const assembler::TestDriveResult& r = result.value();
            for (const assembler::DriveFinding& f : r.findings) {
                const bool is_problem = f.level == assembler::FindingLevel::Problem;
                problems = problems || is_problem;
                print(is_problem, f.id, f.message);
                QJsonObject o{{"id", f.id},
                              {"source", "drive"},
                              {"level", is_problem ? "problem" : "note"},
                              {"parts", f.id == QLatin1String("stands_on")
                                            ? intArray(r.floor_parts)
                                            : (f.part >= 0 ? QJsonArray{f.part} : QJsonArray())},
                              {"message", f.message}};
                if (f.fix.kind != assembler::DriveFixKind::None) {
                    QJsonObject fix{{"kind", assembler::driveFixKindName(f.fix.kind)},
                                    {"parts", intArray(f.fix.parts)}};
                    if (f.fix.kind == assembler::DriveFixKind::MoveParts)
                        fix.insert("offset_m", QJsonArray{f.fix.offset_m.x(), f.fix.offset_m.y(),
                                                          f.fix.offset_m.z()});
                    o.insert("fix", fix);
                }
                findings.append(o);
            }
            QJsonArray path_xz;
            for (const auto& p : r.path_xz_m) path_xz.append(QJsonArray{p[0], p[1]});
            drive = QJsonObject{{"ran", r.drove},
                                {"stands_on", intArray(r.floor_parts)},
                                {"distance_m", r.distance_m},
                                {"drift_cm_per_m", r.drift_cm_per_m},
                                {"path_xz_m", path_xz}};
            if (r.stability_margin_m) drive.insert("stability_margin_m", *r.stability_margin_m);
        }
    }
    if (!problems) {
        // Nothing printed as a problem: say so in one line, so an empty output never means "ok".
        std::printf("%s\n", qPrintable(Tr::tr("nothing to fix")));
    }

    if (!report_path.isEmpty()) {
        const QJsonObject report{{"format", "botlab-robot-check"},
                                 {"version", 1},
                                 {"robot", robot},
                                 {"name", doc.name},
                                 {"ok", !problems},
                                 {"findings", findings},
                                 {"test_drive", drive}};
        const QByteArray json = QJsonDocument(report).toJson(QJsonDocument::Indented);
        if (report_path == QStringLiteral("-")) {
            std::fwrite(json.constData(), 1, std::size_t(json.size()), stdout);
        } else if (Status st = core::writeFileAtomic(report_path, json); !st.ok()) {
            return fail(Tr::tr("%1: cannot write the report (%2)")
                            .arg(report_path, QString::fromStdString(st.message())));
        }
    }
    if (std::fflush(stdout) != 0 || std::ferror(stdout))
        return fail(Tr::tr("cannot write to standard output (%1)")
                        .arg(QString::fromLocal8Bit(std::strerror(errno))));
    return problems ? 1 : 0;
}

}  // namespace botlab::cli
