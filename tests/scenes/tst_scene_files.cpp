// SPDX-License-Identifier: GPL-3.0-or-later
// Scene-side files are read bounded (issue 14): a scene file, a DEM (CSV or PNG) and a floor
// image that is /dev/zero, a FIFO, a folder or larger than its limit is refused with a message
// naming it, at once and without reading it.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cstdlib>

#include "botlab/core/files.h"
#include "botlab/scenes/floor_raster.h"
#include "botlab/scenes/scene_document.h"
#include "botlab/scenes/terrain.h"

using namespace botlab;
using namespace botlab::scenes;

class TestSceneFiles : public QObject {
    Q_OBJECT

private slots:
    void refusals_data();
    void refusals();
};

void TestSceneFiles::refusals_data() {
    QTest::addColumn<QString>("reader");  // scene, dem_csv, dem_png, floor_image
    QTest::addColumn<QString>("file");    // devzero, fifo, dir, big
    QTest::addColumn<QString>("expected");
    const QStringList readers{"scene", "dem_csv", "dem_png", "floor_image"};
    const QStringList kinds{"scene file", "terrain height map", "terrain height map",
                            "floor image"};
    const QStringList limits{"16.0", "64.0", "64.0", "32.0"};
    for (int i = 0; i < readers.size(); ++i) {
        const QByteArray r = readers[i].toUtf8();
        QTest::addRow("%s: /dev/zero", r.constData())
            << readers[i] << "devzero"
            << QStringLiteral("not a regular file (a device, FIFO or directory cannot be a %1)")
                   .arg(kinds[i]);
        QTest::addRow("%s: FIFO", r.constData()) << readers[i] << "fifo"
                                                 << "not a regular file";
        QTest::addRow("%s: folder", r.constData()) << readers[i] << "dir"
                                                   << "not a regular file";
        QTest::addRow("%s: one byte over the limit", r.constData())
            << readers[i] << "big"
            << QStringLiteral("too large for a %1 (%2 MB; the limit is %2 MB)")
                   .arg(kinds[i], limits[i]);
    }
}

void TestSceneFiles::refusals() {
    QFETCH(QString, reader);
    QFETCH(QString, file);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString suffix = reader == QStringLiteral("dem_csv") ? QStringLiteral(".csv")
                           : reader == QStringLiteral("scene") ? QStringLiteral(".json")
                                                               : QStringLiteral(".png");
    QString path = dir.filePath(QStringLiteral("f") + suffix);
    if (file == QStringLiteral("devzero")) {
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path));
    } else if (file == QStringLiteral("fifo")) {
        QCOMPARE(std::system(qPrintable(QStringLiteral("mkfifo '%1'").arg(path))), 0);
    } else if (file == QStringLiteral("dir")) {
        QVERIFY(QDir().mkpath(path));
    } else {
        const core::FileKind kind = reader == QStringLiteral("scene") ? core::FileKind::Scene
                                    : reader == QStringLiteral("floor_image")
                                        ? core::FileKind::FloorImage
                                        : core::FileKind::Dem;
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(core::maxFileBytes(kind) + 1));  // sparse
    }
    QElapsedTimer clock;
    clock.start();
    QString message;
    if (reader == QStringLiteral("scene")) {
        auto r = SceneDocument::loadFile(path);
        QVERIFY(!r.ok());
        message = QString::fromStdString(r.message());
    } else if (reader == QStringLiteral("dem_csv")) {
        auto r = loadDemCsv(path);
        QVERIFY(!r.ok());
        message = QString::fromStdString(r.message());
    } else if (reader == QStringLiteral("dem_png")) {
        auto r = loadDemPng(path, 1.0, 0.0);
        QVERIFY(!r.ok());
        message = QString::fromStdString(r.message());
    } else {
        Floor floor;
        floor.images.push_back({path, {}, 0.5, 0.5});
        SceneDocument doc;
        auto r = renderFloor(floor, doc);
        QVERIFY(!r.ok());
        message = QString::fromStdString(r.message());
    }
    QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY2(message.contains(path + QStringLiteral(": ") + expected), qPrintable(message));
}

QTEST_GUILESS_MAIN(TestSceneFiles)
#include "tst_scene_files.moc"
