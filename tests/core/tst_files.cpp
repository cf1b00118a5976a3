// SPDX-License-Identifier: GPL-3.0-or-later
// core::readFile / checkFile: regular files only, a size limit per kind, a message naming the
// file; and core::quoted / numberText, the short texts of messages.
#include <unistd.h>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <limits>

#include "botlab_test.h"

#include "botlab/core/files.h"
#include "botlab/core/text.h"

using namespace botlab;
using namespace botlab::core;

Q_DECLARE_METATYPE(botlab::core::FileKind)

class TestFiles : public QObject {
    Q_OBJECT

private slots:
    void limits_data();
    void limits();
    void refusals_data();
    void refusals();
    void readsWholeFilesAndResources();
    void quoted_data();
    void quoted();
    void numberText_data();
    void numberText();
};

void TestFiles::limits_data() {
    QTest::addColumn<FileKind>("kind");
    QTest::addColumn<qint64>("limit_mib");
    QTest::addColumn<QString>("name");
    QTest::newRow("robot") << FileKind::Robot << qint64(4) << "robot file";
    QTest::newRow("scene") << FileKind::Scene << qint64(16) << "scene file";
    QTest::newRow("part") << FileKind::Part << qint64(1) << "part file";
    QTest::newRow("project") << FileKind::Project << qint64(4) << "project file";
    QTest::newRow("program") << FileKind::Program << qint64(1) << "Lua program";
    QTest::newRow("mesh") << FileKind::Mesh << qint64(64) << "mesh file";
    QTest::newRow("floor image") << FileKind::FloorImage << qint64(32) << "floor image";
    QTest::newRow("dem") << FileKind::Dem << qint64(64) << "terrain height map";
    QTest::newRow("settings") << FileKind::Settings << qint64(1) << "settings file";
    QTest::newRow("document") << FileKind::Document << qint64(8) << "document";
}

void TestFiles::limits() {
    // A file of exactly the limit is read; one byte more is refused, with both sizes named.
    QFETCH(FileKind, kind);
    QFETCH(qint64, limit_mib);
    QFETCH(QString, name);
    QCOMPARE(maxFileBytes(kind), limit_mib << 20);
    QCOMPARE(fileKindName(kind), name);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("f"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(maxFileBytes(kind)));  // sparse: no disk used
    }
    auto at = readFile(path, kind);
    QVERIFY_OK(at);
    QCOMPARE(at->size(), maxFileBytes(kind));
    QVERIFY_OK(checkFile(path, kind));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(maxFileBytes(kind) + 1));
    }
    const QString expected =
        path + QStringLiteral(": too large for a %1 (%2.0 MB; the limit is %2.0 MB)")
                   .arg(name)
                   .arg(limit_mib);
    auto over = readFile(path, kind);
    QVERIFY(!over.ok());
    QCOMPARE(QString::fromStdString(over.message()), expected);
    QCOMPARE(QString::fromStdString(checkFile(path, kind).message()), expected);
}

void TestFiles::refusals_data() {
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("expected");  // after "<path>: "
    QTest::newRow("/dev/zero") << "devzero"
                               << "not a regular file (a device, FIFO or directory cannot be a "
                                  "robot file)";
    QTest::newRow("a link to /dev/zero") << "link"
                                         << "not a regular file";
    QTest::newRow("a FIFO (no writer: must not block)") << "fifo"
                                                        << "not a regular file";
    QTest::newRow("a directory") << "dir"
                                 << "not a regular file";
    QTest::newRow("missing") << "missing"
                             << "no such robot file";
    QTest::newRow("no permission") << "noperm"
                                   << "cannot read (Permission denied)";
}

void TestFiles::refusals() {
    QFETCH(QString, what);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("x.json"));
    if (what == QStringLiteral("devzero")) path = QStringLiteral("/dev/zero");
    if (what == QStringLiteral("link")) QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path));
    if (what == QStringLiteral("fifo"))
        QCOMPARE(::system(qPrintable(QStringLiteral("mkfifo '%1'").arg(path))), 0);
    if (what == QStringLiteral("dir")) QVERIFY(QDir().mkpath(path));
    if (what == QStringLiteral("noperm")) {
        if (::geteuid() == 0) QSKIP("root reads every file");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{}");
        f.close();
        QVERIFY(f.setPermissions(QFileDevice::WriteOwner));
    }
    const auto r = readFile(path, FileKind::Robot);
    QVERIFY(!r.ok());
    const QString msg = QString::fromStdString(r.message());
    QVERIFY2(msg.startsWith(path + QStringLiteral(": ") + expected), qPrintable(msg));
    if (what != QStringLiteral("noperm")) QVERIFY(!checkFile(path, FileKind::Robot).ok());
}

void TestFiles::readsWholeFilesAndResources() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.lua"));
    QByteArray content;
    for (int i = 0; i < 100000; ++i) content += char('a' + i % 26);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    }
    auto r = readFile(path, FileKind::Program);
    QVERIFY_OK(r);
    QCOMPARE(r.value(), content);
    QFile empty(dir.filePath(QStringLiteral("e")));
    QVERIFY(empty.open(QIODevice::WriteOnly));
    empty.close();
    auto e = readFile(empty.fileName(), FileKind::Program);
    QVERIFY_OK(e);
    QVERIFY(e->isEmpty());
    // Qt resources (the built-in data) go through the same limits.
    QVERIFY(!readFile(QStringLiteral(":/no/such/resource"), FileKind::Part).ok());
}

void TestFiles::quoted_data() {
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("max");
    QTest::addColumn<QString>("expected");
    QTest::newRow("short") << "motr" << 80 << "motr";
    QTest::newRow("exactly 80") << QString(80, QLatin1Char('x')) << 80
                                << QString(80, QLatin1Char('x'));
    QTest::newRow("81 cut") << QString(81, QLatin1Char('x')) << 80
                            << QString(80, QLatin1Char('x')) + QStringLiteral("...");
    QTest::newRow("5 MB cut") << QString(5'000'000, QLatin1Char('y')) << 80
                              << QString(80, QLatin1Char('y')) + QStringLiteral("...");
    QTest::newRow("line breaks become spaces") << "a\nb\tc" << 80 << "a b c";
    QTest::newRow("surrogate pair kept whole")
        << QString(QStringLiteral("ab\U0001F600cd")) << 3 << "ab...";
}

void TestFiles::quoted() {
    QFETCH(QString, value);
    QFETCH(int, max);
    QFETCH(QString, expected);
    QCOMPARE(core::quoted(value, max), expected);
}

void TestFiles::numberText_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("NaN") << std::numeric_limits<double>::quiet_NaN() << "NaN";
    QTest::newRow("infinity") << std::numeric_limits<double>::infinity() << "infinity";
    QTest::newRow("-infinity") << -std::numeric_limits<double>::infinity() << "-infinity";
    QTest::newRow("1.0000000001 is not 1") << 1.0000000001 << "1.0000000001";
    QTest::newRow("0.1") << 0.1 << "0.1";
    QTest::newRow("1e-9") << 1e-9 << "1e-09";
    QTest::newRow("whole") << 7.0 << "7";
}

void TestFiles::numberText() {
    QFETCH(double, value);
    QFETCH(QString, expected);
    QCOMPARE(core::numberText(value), expected);
}

QTEST_GUILESS_MAIN(TestFiles)
#include "tst_files.moc"
