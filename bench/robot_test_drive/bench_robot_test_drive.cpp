// SPDX-License-Identifier: GPL-3.0-or-later
// botlab-bench-robot-test-drive: CPU time (this process, all threads) of one robot check test
// drive (assembler::testDrive: compile, settle, drive, stop, each motor alone, sensors) on a
// 40-part robot — the built-in line follower with its controller and battery raised on a tower of
// twelve beams pinned together — and on the 17-part line follower itself; median of 7 runs.
// Prints one JSON object. Acceptance (issue 23): robot_test_drive_ms <= 300.
#include <QCoreApplication>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

#include "botlab/assembler/builtin_robots.h"
#include "botlab/assembler/robot_check.h"
#include "botlab/assembler/test_drive.h"

using namespace botlab;
using namespace botlab::assembler;

namespace {

double cpuMs() {
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

/// The line follower with its controller (and the battery on it) on a tower of `beams` beams
/// pinned to the plate and to each other (as tests/assembler/data/make_check_robots.py builds).
RobotDocument towerRobot(RobotDocument doc, int beams) {
    const double x = -0.024, z = -0.016, y0 = 0.0492;
    auto add = [&](const char* id, double px, double py, const QString& label = {}) {
        PartInstance p;
        p.part_id = QLatin1String(id);
        p.X_MP = sim::Pose::fromTranslation({px, py, z});
        p.label = label;
        doc.parts.push_back(p);
    };
    add("pin_2", -0.040, 0.050);
    const double pin_x[] = {-0.032, -0.016, -0.008, -0.040};
    for (int k = 0; k < beams; ++k) {
        add("beam_7", x, y0 + 0.008 * k, QStringLiteral("tower beam %1").arg(k + 1));
        if (k > 0 && k + 1 < beams) add("pin_2", pin_x[k % 4], y0 + 0.008 * k + 0.004);
    }
    const double top = y0 + 0.008 * (beams - 1) + 0.004;
    for (PartInstance& p : doc.parts) {
        if (p.label == QStringLiteral("controller")) p.X_MP.translation.y() = top + 0.012;
        if (p.label == QStringLiteral("battery")) p.X_MP.translation.y() = top + 0.032;
    }
    doc.touch();
    return doc;
}

struct Figure {
    double median_ms = 0.0, max_ms = 0.0;
    int parts = 0, findings = 0, problems = 0;
    bool ok = false;
};

Figure measure(const RobotDocument& doc, const parts_library::PartsLibrary& lib) {
    Figure f;
    f.parts = static_cast<int>(doc.parts.size());
    std::vector<double> ms;
    for (int k = 0; k < 7; ++k) {
        const double t0 = cpuMs();
        auto r = testDrive(doc, lib);
        ms.push_back(cpuMs() - t0);
        if (!r) {
            std::fprintf(stderr, "%s\n", r.message().c_str());
            return f;
        }
        f.findings = static_cast<int>(r->findings.size());
        f.problems = static_cast<int>(
            std::count_if(r->findings.begin(), r->findings.end(),
                          [](const DriveFinding& d) { return d.level == FindingLevel::Problem; }));
    }
    std::sort(ms.begin(), ms.end());
    f.median_ms = ms[ms.size() / 2];
    f.max_ms = ms.back();
    f.ok = true;
    return f;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    auto lib = parts_library::PartsLibrary::builtin();
    if (!lib) {
        std::fprintf(stderr, "%s\n", lib.message().c_str());
        return 1;
    }
    auto lf = buildBuiltinRobot(QStringLiteral("line_follower"), lib.value());
    if (!lf) {
        std::fprintf(stderr, "%s\n", lf.message().c_str());
        return 1;
    }
    const RobotDocument big = towerRobot(lf.value(), 12);
    if (!checkRobot(big, lib.value()).empty()) {
        std::fprintf(stderr, "the 40-part robot has static problems\n");
        return 1;
    }
    const Figure f40 = measure(big, lib.value());
    const Figure f17 = measure(lf.value(), lib.value());
    if (!f40.ok || !f17.ok) return 1;
    std::printf(
        "{\"robot_test_drive_ms\": %.1f, \"robot_test_drive_max_ms\": %.1f, \"parts\": %d, "
        "\"findings\": %d, \"problems\": %d, \"line_follower_test_drive_ms\": %.1f, "
        "\"line_follower_parts\": %d, \"goal_ms\": 300}\n",
        f40.median_ms, f40.max_ms, f40.parts, f40.findings, f40.problems, f17.median_ms, f17.parts);
    return 0;
}
