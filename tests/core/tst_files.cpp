// SPDX-License-Identifier: GPL-3.0-or-later
// core::readFile / checkFile: regular files only, a size limit per kind, a message naming the
// file; core::writeFileAtomic, their twin for saving; and core::quoted / numberText, the short
// texts of messages.
#include <sys/stat.h>
#include <unistd.h>
#include <QDir>
#include <QFile>
#include <QFileInfo>
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
    void fileErrorNamesTheFile_data();
    void fileErrorNamesTheFile();
    void writesAndReadsBack_data();
    void writesAndReadsBack();
    void replacesAtomically();
    void writeFailures_data();
    void writeFailures();
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

void TestFiles::fileErrorNamesTheFile_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a file") << "robots/r.json"
                            << "cannot write"
                            << "robots/r.json: cannot write";
    QTest::newRow("no file (a document in memory)") << ""
                                                    << "cannot write"
                                                    << "cannot write";
    QTest::newRow("a resource") << ":/scenes/maze.json"
                                << "no such scene file"
                                << ":/scenes/maze.json: no such scene file";
}

void TestFiles::fileErrorNamesTheFile() {
    QFETCH(QString, path);
    QFETCH(QString, message);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(fileError(path, message).message), expected);
}

void TestFiles::writesAndReadsBack_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("text") << QByteArray("{\"format\": \"botlab-robot\"}\n");
    QByteArray binary;
    for (int i = 0; i < 3 * 65536 + 7; ++i) binary += char((i * 131) & 0xff);
    QTest::newRow("binary, 192 KiB, every byte value") << binary;
}

void TestFiles::writesAndReadsBack() {
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.json"));
    const Status st = writeFileAtomic(path, bytes);
    QVERIFY_OK(st);
    const auto back = readFile(path, FileKind::Replay);
    QVERIFY_OK(back);
    QCOMPARE(back.value(), bytes);
    // Nothing but the file itself is left in the folder (no temporary file).
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("out.json")});
}

void TestFiles::replacesAtomically() {
    // Saving over a file replaces it whole: a longer old content leaves no tail, and a reader that
    // opened the old file keeps reading the old content (a rename, not an overwrite in place).
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scene.json"));
    const QByteArray old_bytes(10000, 'o');
    QVERIFY_OK(writeFileAtomic(path, old_bytes));
    QFile reader(path);
    QVERIFY(reader.open(QIODevice::ReadOnly));
    const QByteArray new_bytes("new");
    QVERIFY_OK(writeFileAtomic(path, new_bytes));
    QCOMPARE(reader.readAll(), old_bytes);
    QCOMPARE(readFile(path, FileKind::Scene).value(), new_bytes);
    // A failed save over an existing file leaves it as it was: in a read-only folder no
    // temporary file can be made, so the save fails and the old file is untouched.
    const QString locked = dir.filePath(QStringLiteral("locked"));
    QVERIFY(QDir().mkpath(locked));
    QVERIFY_OK(writeFileAtomic(locked + QStringLiteral("/a.json"), old_bytes));
    QVERIFY(QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    if (::geteuid() != 0) {
        QVERIFY(!writeFileAtomic(locked + QStringLiteral("/a.json"), new_bytes).ok());
        QCOMPARE(readFile(locked + QStringLiteral("/a.json"), FileKind::Scene).value(), old_bytes);
    }
    QVERIFY(QFile::setPermissions(
        locked, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
}

void TestFiles::writeFailures_data() {
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("expected");  // after "<path>: "
    QTest::newRow("no such folder") << "nofolder"
                                    << "cannot write (";
    QTest::newRow("a directory in the way") << "dir"
                                            << "not a regular file";
    QTest::newRow("read-only folder") << "readonly"
                                      << "cannot write (";
    // Never /dev/full itself: a test run as root would replace it if the refusal failed.
    QTest::newRow("a FIFO (a device is refused the same way)") << "fifo"
                                                               << "not a regular file";
}

void TestFiles::writeFailures() {
    QFETCH(QString, what);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("out.json"));
    if (what == QStringLiteral("nofolder"))
        path = dir.filePath(QStringLiteral("no/such/folder/out.json"));
    if (what == QStringLiteral("dir")) QVERIFY(QDir().mkpath(path));
    if (what == QStringLiteral("readonly")) {
        if (::geteuid() == 0) QSKIP("root writes into every folder");
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("ro"))));
        path = dir.filePath(QStringLiteral("ro/out.json"));
        QVERIFY(QFile::setPermissions(dir.filePath(QStringLiteral("ro")),
                                      QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    }
    if (what == QStringLiteral("fifo"))
        QCOMPARE(::system(qPrintable(QStringLiteral("mkfifo '%1'").arg(path))), 0);
    const Status st = writeFileAtomic(path, QByteArray(100000, 'x'));
    QVERIFY(!st.ok());
    const QString msg = QString::fromStdString(st.message());
    QVERIFY2(msg.startsWith(path + QStringLiteral(": ") + expected), qPrintable(msg));
    QVERIFY2(msg.size() > path.size() + 2, qPrintable(msg));  // a reason follows the name
    if (what == QStringLiteral("dir")) QVERIFY(QFileInfo(path).isDir());  // nothing replaced
    if (what == QStringLiteral("fifo")) {
        struct stat st_buf {};
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &st_buf), 0);
        QVERIFY(S_ISFIFO(st_buf.st_mode));  // still the FIFO, not a file renamed over it
    }
    if (what == QStringLiteral("readonly"))
        QVERIFY(QFile::setPermissions(
            dir.filePath(QStringLiteral("ro")),
            QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
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
