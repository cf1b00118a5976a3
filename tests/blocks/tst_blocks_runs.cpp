// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 24's acceptance: every example program (examples/index.json, in English and Chinese) and
// every student program of tests/blocks/data goes Lua -> blocks -> Lua and runs on its robot and
// scene to the same state hash, the same console and the same outcome as the original.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "blocks_test_files.h"
#include "botlab/blocks/blocks.h"
#include "botlab/runner/simulation_runner.h"
#include "botlab_test.h"

using namespace botlab;

namespace {

struct Outcome {
    std::uint64_t hash = 0;
    QStringList console;
    QString error;
    double sim_time_s = 0;
};

/// Runs `program` for at most `limit_s` (the scene's time limit when shorter).
Result<Outcome> run(const QString& robot, const QString& scene, const std::string& program,
                    double limit_s) {
    runner::RunSetup s;
    s.robot = robot;
    s.scene = scene;
    s.program_source = program;
    auto created = runner::SimulationRunner::create(s);
    if (!created) return created.error();
    runner::SimulationRunner& r = *created.value();
    Outcome o;
    r.setConsoleSink(
        [&](const scripting::ConsoleLine& l) { o.console << QString::fromStdString(l.text); });
    const double t = r.timeLimit_s() > 0 ? std::min(limit_s, r.timeLimit_s()) : limit_s;
    Status st = r.run(t);
    if (!st.ok()) return st.error();
    const runner::RunReport rep = r.report();
    o.hash = rep.state_hash;
    o.sim_time_s = rep.sim_time_s;
    if (rep.program_error) o.error = QString::fromStdString(rep.program_error->message);
    return o;
}

}  // namespace

class TestBlocksRuns : public QObject {
    Q_OBJECT
private slots:
    void sameRunAfterBlocks_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("scene");
        QFile f(sourceDir() + "/examples/index.json");
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonArray entries =
            QJsonDocument::fromJson(f.readAll()).object().value("examples").toArray();
        int rows = 0;
        for (const QJsonValue& v : entries) {
            const QJsonObject e = v.toObject();
            const QString program = e.value("program").toString();
            if (e.value("blocks").toBool()) continue;  // the block examples: blockExamplesRun
            for (const QString& lang : {QString(""), QString("zh_CN/")}) {
                if (!QFile::exists(sourceDir() + "/examples/" + lang + program)) continue;
                QTest::newRow(qPrintable(lang + program))
                    << "examples/" + lang + program << e.value("robot").toString()
                    << e.value("scene").toString();
                ++rows;
            }
        }
        QVERIFY(rows >= 24);
        // The student programs name their robot and scene on their second line: "-- run: R S".
        const QDir data(sourceDir() + "/tests/blocks/data");
        for (const QString& name : data.entryList({"*.lua"}, QDir::Files, QDir::Name)) {
            const QStringList lines =
                QString::fromStdString(readText(data.filePath(name))).split('\n');
            QVERIFY(lines.size() > 2 && lines[1].startsWith("-- run: "));
            const QStringList rs = lines[1].mid(8).split(' ');
            QTest::newRow(qPrintable(name)) << "tests/blocks/data/" + name << rs[0] << rs[1];
        }
    }
    void sameRunAfterBlocks() {
        QFETCH(QString, program);
        QFETCH(QString, robot);
        QFETCH(QString, scene);
        const std::string lua = readText(sourceDir() + "/" + program);
        QVERIFY(!lua.empty());
        Result<std::string> ws = blocks::luaToBlocks(lua);
        QVERIFY_OK(ws);
        Result<blocks::GeneratedLua> back = blocks::blocksToLua(ws.value());
        QVERIFY_OK(back);
        constexpr double kLimit_s = 15.0;
        Result<Outcome> a = run(robot, scene, lua, kLimit_s);
        QVERIFY_OK(a);
        Result<Outcome> b = run(robot, scene, back->text, kLimit_s);
        QVERIFY_OK(b);
        QVERIFY(a->sim_time_s > 0.5);
        QCOMPARE(b->error, a->error);
        QCOMPARE(b->console, a->console);
        QCOMPARE(b->sim_time_s, a->sim_time_s);
        QCOMPARE(b->hash, a->hash);
    }

    // The block examples (examples/index.json's entries with "blocks": true, examples/blocks and
    // examples/zh_CN/blocks) run, as .blocks files, exactly as the Lua examples they show.
    void blockExamplesRun_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("lua");
        QFile f(sourceDir() + "/examples/index.json");
        QVERIFY(f.open(QIODevice::ReadOnly));
        int rows = 0;
        const QJsonArray entries =
            QJsonDocument::fromJson(f.readAll()).object().value("examples").toArray();
        for (const QJsonValue& v : entries) {
            const QJsonObject e = v.toObject();
            const QString program = e.value("program").toString();
            if (!e.value("blocks").toBool()) continue;
            QVERIFY2(program.endsWith(".blocks"), qPrintable(program));
            for (const QString& lang : {QString(""), QString("zh_CN/")}) {
                QVERIFY2(QFile::exists(sourceDir() + "/examples/" + lang + program),
                         qPrintable(lang + program));
                QTest::newRow(qPrintable(lang + program))
                    << "examples/" + lang + program << e.value("robot").toString()
                    << e.value("scene").toString()
                    << "examples/" + lang + e.value("lua").toString();
                ++rows;
            }
        }
        QCOMPARE(rows, 6);
    }
    void blockExamplesRun() {
        QFETCH(QString, program);
        QFETCH(QString, robot);
        QFETCH(QString, scene);
        QFETCH(QString, lua);
        Result<std::string> source = blocks::programSourceForRun(
            program.toStdString(), readText(sourceDir() + "/" + program));
        QVERIFY_OK(source);
        Result<Outcome> a = run(robot, scene, source.value(), 20.0);
        QVERIFY_OK(a);
        Result<Outcome> b = run(robot, scene, readText(sourceDir() + "/" + lua), 20.0);
        QVERIFY_OK(b);
        QVERIFY(a->error.isEmpty());
        QCOMPARE(a->hash, b->hash);  // the same program as the Lua example it was made from
    }
};

QTEST_GUILESS_MAIN(TestBlocksRuns)
#include "tst_blocks_runs.moc"
