// SPDX-License-Identifier: GPL-3.0-or-later
// The automated runs' picture (shell/automation.h): saveWindowPicture writes what the window shows
// in the format its suffix names, and says why when it cannot write.
#include <QDir>
#include <QImage>
#include <QImageReader>
#include <QLabel>
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
};

QTEST_MAIN(TestAutomation)
#include "tst_automation.moc"
