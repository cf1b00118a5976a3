// SPDX-License-Identifier: GPL-3.0-or-later
// The automated runs' picture (shell/automation.h): saveWindowPicture writes what the window shows
// in the format its suffix names, and says why when it cannot write.
#include <QDir>
#include <QImage>
#include <QImageReader>
#include <QLabel>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "shell/automation.h"

using namespace botlab::gui;

class TestAutomation : public QObject {
    Q_OBJECT
private slots:
    void savesPicture_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("format");
        QTest::newRow("png") << "shot.png" << QByteArray("png");
        QTest::newRow("no suffix: png") << "shot" << QByteArray("png");
        QTest::newRow("jpg") << "shot.jpg" << QByteArray("jpeg");
    }
    void savesPicture() {
        QFETCH(QString, name);
        QFETCH(QByteArray, format);
        QLabel window(QStringLiteral("Botlab"));
        window.resize(200, 120);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(name);
        QString error;
        QVERIFY2(saveWindowPicture(&window, path, &error), qPrintable(error));
        QImageReader reader(path);
        QCOMPARE(reader.format(), format);
        const QImage img = reader.read();
        QCOMPARE(img.size(), QSize(200, 120) * window.devicePixelRatio());
    }

    void failedWriteIsSaid() {
        QLabel window(QStringLiteral("Botlab"));
        window.resize(100, 80);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("no/such/folder/shot.png"));
        QString error;
        QVERIFY(!saveWindowPicture(&window, path, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFile::exists(path));
    }

    // `--frames N` ends when the run ends first (with its last frame drawn): a program that ends
    // after 0.05 to 1.5 s used to leave the app idle for ever, the count never reached.
    void framesEndWithTheRun_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("simTime");
        QTest::newRow("wait 0.05 s") << "wait(0.05)"
                                     << "sim_time_s: 0.050";
        QTest::newRow("wait 0.5 s") << "wait(0.5)"
                                    << "sim_time_s: 0.500";
        QTest::newRow("wait 1.5 s") << "wait(1.5)"
                                    << "sim_time_s: 1.500";
    }
    void framesEndWithTheRun() {
        QFETCH(QString, program);
        QFETCH(QString, simTime);
        QTemporaryDir dir;
        const QString lua = dir.filePath(QStringLiteral("p.lua"));
        {
            QFile f(lua);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(program.toUtf8());
        }
        QProcess app;
        app.setProcessChannelMode(QProcess::SeparateChannels);
        app.start(QStringLiteral(BOTLAB_APP_EXE),
                  {"--robot", "line_follower", "--scene", "line_basic", "--program", lua, "--run",
                   "--frames", "100000", "--no-recovery"});
        QVERIFY(app.waitForStarted(10000));
        const bool ended = app.waitForFinished(90000);
        if (!ended) app.kill();
        QVERIFY2(ended, "the app did not end when its run ended");
        QCOMPARE(app.exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.exitCode(), 0);
        const QString out = QString::fromUtf8(app.readAllStandardOutput());
        QVERIFY2(out.contains(simTime), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("frames: ")), qPrintable(out));
    }
};

QTEST_MAIN(TestAutomation)
#include "tst_automation.moc"
