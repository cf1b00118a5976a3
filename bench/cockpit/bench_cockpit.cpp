// SPDX-License-Identifier: GPL-3.0-or-later
// Cockpit-mode benchmark (issue 16): the whole Cockpit workspace in a 1280x720 window (cab view,
// observer view, dashboard, monitor, platform drawing), the hexapod walking and turning on
// hard_soil at 1000 Hz physics on the worker thread, the platform's commands sent over UDP to a
// receiver on the loopback. Prints one JSON object:
//   cockpit_real_time_ratio  simulated / wall time over the measured seconds (goal >= 0.98)
//   cockpit_fps              frames of the cab view per second (goal >= 30)
//   platform_udp_hz          datagrams received per second (the set rate is 50 Hz)
// Run under Xvfb (bench/cockpit/bench_cockpit.sh does), on an otherwise idle machine.
//   botlab-bench-cockpit [--seconds S] [--udp-rate HZ] [--soil NAME] [--no-observer]
//                        [--no-panels]   (the last two for diagnosis: what each part costs)
#include <QApplication>
#include <QElapsedTimer>
#include <QThread>
#include <QTimer>
#include <QUdpSocket>
#include <cstdio>
#include <fstream>

#include "modes/cockpit/cockpit_workspace.h"
#include "view3d/scene_view.h"

using namespace botlab::gui;

namespace {
double loadAverage() {
    std::ifstream f("/proc/loadavg");
    double v = 0.0;
    f >> v;
    return v;
}
}  // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("BotlabBench"));
    double seconds = 20.0, rate = 50.0;
    QString soil = QStringLiteral("hard_soil");
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--seconds")) seconds = args[i + 1].toDouble();
        if (args[i] == QLatin1String("--udp-rate")) rate = args[i + 1].toDouble();
        if (args[i] == QLatin1String("--soil")) soil = args[i + 1];
    }
    const double load_before = loadAverage();
    QUdpSocket receiver;
    receiver.bind(QHostAddress::LocalHost, 0);
    int packets = 0;
    bool counting = false;
    QObject::connect(&receiver, &QUdpSocket::readyRead, [&] {
        while (receiver.hasPendingDatagrams()) {
            QByteArray d(int(receiver.pendingDatagramSize()), '\0');
            receiver.readDatagram(d.data(), d.size());
            if (counting) ++packets;
        }
    });

    CockpitWorkspace ws;
    ws.resize(1280, 720);
    ws.show();
    if (!ws.openDrive(QStringLiteral("hexapod"), QStringLiteral("hexapod_field"), soil)) {
        std::fprintf(stderr, "bench_cockpit: %s\n", qPrintable(ws.lastError()));
        return 2;
    }
    ws.setPlatformUdp(QStringLiteral("127.0.0.1"), receiver.localPort(), rate);
    ws.activate(Mode::Cockpit);
    // Diagnosis: --no-observer hides the small view, --no-panels the monitor column.
    if (args.contains(QStringLiteral("--no-observer"))) ws.smallView()->hide();
    if (args.contains(QStringLiteral("--no-panels")))
        for (QWidget* w : ws.findChildren<QWidget*>())
            if (w->inherits("botlab::gui::MonitorWidget") ||
                w->inherits("botlab::gui::PlatformWidget"))
                w->hide();
    // Walk forward and turn gently left, as a driver would (the keys the user presses).
    ws.keyboard().handleKey(Qt::Key_Up, true, false);

    // Warm-up (shaders, first uploads), then measure.
    QElapsedTimer wall;
    CockpitState start;
    int frames0 = 0;
    QTimer::singleShot(3000, [&] {
        ws.mainView()->recordFrameStatistics(true);
        start = ws.session()->latest();
        frames0 = ws.mainView()->framesRendered();
        counting = true;
        wall.start();
        QTimer::singleShot(int(seconds * 500),
                           [&] { ws.keyboard().handleKey(Qt::Key_Left, true, false); });
        QTimer::singleShot(int(seconds * 1000), [&] {
            const double w = wall.nsecsElapsed() * 1e-9;
            counting = false;
            const CockpitState end = ws.session()->latest();
            const int frames = ws.mainView()->framesRendered() - frames0;
            const FrameStats fs = ws.mainView()->frameMeter().stats();
            std::printf("{\n");
            std::printf("  \"robot\": \"hexapod\",\n  \"scene\": \"hexapod_field\",\n");
            std::printf("  \"soil\": \"%s\",\n", qPrintable(soil));
            std::printf("  \"window\": \"1280x720\",\n");
            std::printf("  \"seconds\": %.2f,\n", w);
            std::printf("  \"physics_hz\": %.0f,\n", 1.0 / end.step_s);
            std::printf("  \"physics_steps_per_s\": %.1f,\n",
                        (end.snapshot.steps - start.snapshot.steps) / w);
            std::printf("  \"cockpit_real_time_ratio\": %.3f,\n",
                        (end.sample.t_s - start.sample.t_s) / w);
            std::printf("  \"cockpit_fps\": %.2f,\n", frames / w);
            std::printf("  \"cockpit_frame_time_p95_ms\": %.2f,\n", fs.frame_time_p95_ms);
            std::printf("  \"cockpit_cpu_ms_per_frame\": %.2f,\n", fs.cpu_ms_per_frame);
            std::printf("  \"platform_udp_rate_set_hz\": %.1f,\n", rate);
            std::printf("  \"platform_udp_hz\": %.2f,\n", packets / w);
            std::printf("  \"distance_walked_m\": %.3f,\n",
                        (end.sample.X_WB.translation - start.sample.X_WB.translation).norm());
            std::printf("  \"cores\": %d,\n", QThread::idealThreadCount());
            std::printf("  \"load_average_1min_before\": %.2f,\n", load_before);
            std::printf("  \"load_average_1min_after\": %.2f\n", loadAverage());
            std::printf("}\n");
            std::fflush(stdout);
            QApplication::exit(0);
        });
    });
    return app.exec();
}
