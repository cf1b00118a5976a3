// SPDX-License-Identifier: GPL-3.0-or-later
// Blocks view benchmark (issue 24): the app's window in the Program mode opens a 200-block program
// in the Blocks view. Prints one JSON object:
//   blocks_open_ms_200    first open: the view made (Chromium started, Blockly loaded) and the
//                         200 blocks drawn (goal <= 1000)
//   blocks_reopen_ms_200  the same program opened again in the view already up
//   blocks_rss_mb         the app's extra resident memory with the Blocks view shown, counting
//                         the QtWebEngineProcess children (goal <= 200)
// Usage: botlab-bench-blocks [PROGRAM.blocks] (default: a generated 200-block program); run by
// bench/app/bench_blocks.sh under Xvfb.
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <cstdio>

#include "botlab/blocks/blocks.h"
#include "modes/program/blocks_panel.h"
#include "modes/program/blocks_view.h"
#include "session/sim_session.h"
#include "shell/main_window.h"

namespace {

/// Resident memory (kB) of process `pid` and all its descendants (/proc).
long rssTree_kB(long pid) {
    long total = 0;
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (status.open(QIODevice::ReadOnly)) {
        for (const QByteArray& line : status.readAll().split('\n'))
            if (line.startsWith("VmRSS:")) total += line.mid(6).trimmed().split(' ').at(0).toLong();
    }
    for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool isPid = false;
        const long child = entry.toLong(&isPid);
        if (!isPid) continue;
        QFile st(QStringLiteral("/proc/%1/stat").arg(child));
        if (!st.open(QIODevice::ReadOnly)) continue;
        const QByteArray s = st.readAll();
        const QList<QByteArray> f = s.mid(s.lastIndexOf(')') + 2).split(' ');
        if (f.size() > 1 && f.at(1).toLong() == pid) total += rssTree_kB(child);
    }
    return total;
}

/// 100 "wait" statements with their number: 200 blocks, made by the converter as the app
/// makes them from Lua.
QString generated200() {
    std::string lua;
    for (int i = 0; i < 100; ++i) lua += "wait(" + std::to_string(i % 10) + ")\n";
    const auto ws = botlab::blocks::luaToBlocks(lua);
    return ws ? QString::fromStdString(ws.value()) : QString();
}

/// Waits until the view shows `count` blocks; false after 20 s.
bool waitForBlocks(botlab::gui::BlocksView* view, int count) {
    for (int i = 0; i < 4000; ++i) {
        if (view && view->isReady()) {
            bool done = false;
            int n = 0;
            view->runScript(QStringLiteral("botlab.blockCount()"), [&](const QVariant& v) {
                n = v.toInt();
                done = true;
            });
            while (!done) QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            if (n >= count) return true;
        }
        QTest::qWait(5);
    }
    return false;
}

}  // namespace

int main(int argc, char* argv[]) {
    botlab::gui::BlocksView::prepareWebEngine();
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QString workspace = generated200();
    if (argc > 1) {
        QFile f(QString::fromLocal8Bit(argv[1]));
        if (!f.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "bench_blocks: cannot read %s\n", argv[1]);
            return 2;
        }
        const auto ws = botlab::blocks::workspaceFromBlocksFile(f.readAll().toStdString());
        if (!ws) {
            std::fprintf(stderr, "bench_blocks: %s: %s\n", argv[1], ws.message().c_str());
            return 2;
        }
        workspace = QString::fromStdString(ws.value());
    }
    // Every block of the program, shadows (the port drop-downs) included.
    const int expected = int(workspace.count(QLatin1String("\"type\"")));

    botlab::gui::MainWindow w;
    w.resize(1280, 720);
    w.show();
    QSignalSpy loaded(w.session(), &botlab::gui::SimSession::loaded);
    if (!QTest::qWaitForWindowExposed(&w)) return 1;
    QTest::qWait(3000);  // the world loaded and drawn, the window settled
    const long rss0 = rssTree_kB(QCoreApplication::applicationPid());

    auto* panel = w.findChild<botlab::gui::BlocksPanel*>();
    QElapsedTimer t;
    t.start();
    if (!panel->openWorkspace(workspace)) {
        std::fprintf(stderr, "bench_blocks: the program does not open in the Blocks view\n");
        return 1;
    }
    if (!waitForBlocks(panel->blocksView(), expected)) {
        std::fprintf(stderr, "bench_blocks: the blocks were not shown within 20 s\n");
        return 1;
    }
    const double openMs = double(t.nsecsElapsed()) / 1e6;
    QTest::qWait(2000);
    const long rss1 = rssTree_kB(QCoreApplication::applicationPid());

    panel->blocksView()->loadWorkspace(QStringLiteral("{}"));
    QTest::qWait(300);
    t.restart();
    panel->openWorkspace(workspace);
    if (!waitForBlocks(panel->blocksView(), expected)) return 1;
    const double reopenMs = double(t.nsecsElapsed()) / 1e6;

    std::printf(
        "{\"blocks\": %d, \"blocks_open_ms_200\": %.0f, \"blocks_reopen_ms_200\": %.0f, "
        "\"blocks_rss_mb\": %.1f, \"rss_without_mb\": %.1f, \"rss_with_mb\": %.1f}\n",
        expected, openMs, reopenMs, double(rss1 - rss0) / 1024.0, double(rss0) / 1024.0,
        double(rss1) / 1024.0);
    return 0;
}
