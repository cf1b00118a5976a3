// SPDX-License-Identifier: GPL-3.0-or-later
// File > Grade a Class under a real display: the dialog grades a small class with botlab-grade's
// worker processes (progress, then the class table with pass/fail colours), and double-clicking a
// row replays that run in the window: the same robot, scene variant, program and seed give the
// same run (the same number of steps, the same final pose as the graded trajectory).
#include <QAbstractItemView>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QWindow>

#include "modes/program/program_editor.h"
#include "shell/grade_dialog.h"
#include "shell/main_window.h"
#include "view3d/scene_view.h"

using botlab::gui::GradeDialog;
using botlab::gui::MainWindow;

namespace {

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// Follows the line for 3 s, then stops: it reads the (seeded, noisy) sensors all the way.
const QByteArray kAnn = R"(-- ann
while time() < 3 do
  local l, r = line.read(1), line.read(3)
  motor.speed(1, 40 + 0.4 * (l - r))
  motor.speed(2, 40 - 0.4 * (l - r))
  wait(0.005)
end
motor.stopAll()
)";

}  // namespace

class TestGradeDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void gradeThenReplay();
};

void TestGradeDialog::gradeThenReplay() {
    QTemporaryDir dir;
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("class"))));
    writeFile(dir.filePath(QStringLiteral("class/ann.lua")), kAnn);
    writeFile(dir.filePath(QStringLiteral("class/bo.lua")), "motor.speed(1, 40\n");
    writeFile(dir.filePath(QStringLiteral("a.json")),
              R"({"format": "botlab.assignment", "version": 1, "robot": "line_follower",
                  "scenes": [{"scene": "line_basic", "time_limit_s": 10,
                              "variations": {"start": {"dx_m": 0.02, "yaw_deg": 3}}}],
                  "seeds": [7]})");

    MainWindow w;
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    GradeDialog* d = w.showGradeDialog();
    d->setPaths(dir.filePath(QStringLiteral("a.json")), dir.filePath(QStringLiteral("class")),
                dir.filePath(QStringLiteral("out")));
    QSignalSpy done(d, &GradeDialog::gradingFinished);
    QVERIFY2(d->startGrading(), qPrintable(d->statusText()));
    QVERIFY(d->isGrading());
    QTRY_VERIFY_WITH_TIMEOUT(done.count() == 1, 60000);
    QCOMPARE(done.first().first().toString(), QString());
    QVERIFY2(d->statusText().contains(QStringLiteral("0 of 2 passed")),
             qPrintable(d->statusText()));

    QTableWidget* t = d->table();
    QCOMPARE(t->rowCount(), 2);
    int ann = -1;
    for (int r = 0; r < 2; ++r)
        if (t->item(r, 0)->text() == QLatin1String("ann")) ann = r;
    QVERIFY(ann >= 0);
    const int bo = 1 - ann;
    QVERIFY(t->item(bo, 6)->text().startsWith(QStringLiteral("line 2: ")));
    QCOMPARE(t->item(bo, 2)->data(Qt::DisplayRole).toDouble(), 0.0);
    // ann stops after 3 s, short of the first checkpoint: no error, no points.
    QCOMPARE(t->item(ann, 6)->text(), QString());
    QCOMPARE(t->item(ann, 3)->text(), QStringLiteral("no"));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("out/report.html"))));
    QCOMPARE(t->item(0, 0)->text(), QStringLiteral("ann"));  // sorted by name

    // What the grading recorded for ann's run.
    QFile json(dir.filePath(QStringLiteral("out/grades.json")));
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QJsonObject run = QJsonDocument::fromJson(json.readAll())
                                .object()[QStringLiteral("students")]
                                .toArray()[0]
                                .toObject()[QStringLiteral("scenes")]
                                .toArray()[0]
                                .toObject()[QStringLiteral("runs")]
                                .toArray()[0]
                                .toObject();
    const qint64 graded_steps = run[QStringLiteral("steps")].toInteger();
    QVERIFY(graded_steps > 2900 && graded_steps < 3100);
    QFile csv(dir.filePath(QStringLiteral("out/runs/ann/line_basic_seed7.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QList<QByteArray> rows = csv.readAll().trimmed().split('\n');
    const QList<QByteArray> last = rows.last().split(',');

    // Double-click ann's row: the window replays the run (as fast as it can, for the test).
    w.session()->setSpeed(0.0);
    QSignalSpy loaded(w.session(), &botlab::gui::SimSession::loaded);
    QVERIFY(QTest::qWaitForWindowExposed(d));
    t->scrollToItem(t->item(ann, 0));
    const QRect cell = t->visualItemRect(t->item(ann, 0));
    QVERIFY(cell.isValid());
    QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(t->viewport(), Qt::LeftButton, {}, cell.center());
    QTRY_VERIFY2_WITH_TIMEOUT(loaded.count() > 0, qPrintable(w.consoleText()), 20000);
    QCOMPARE(w.session()->seed(), std::uint64_t{7});
    QCOMPARE(w.programEditor()->text().toUtf8(), kAnn);
    QCOMPARE(w.mode(), MainWindow::Mode::Program);
    QVERIFY(w.consoleText().contains(QStringLiteral("Replay of ann on line_basic with seed 7")));
    QTRY_VERIFY_WITH_TIMEOUT(w.lastSnapshot().over && w.lastSnapshot().has_program, 60000);
    // The same run: as many steps, and the final pose of the graded trajectory (its last row is
    // at most one 0.05 s period before the end, when the robot has already stopped).
    QCOMPARE(w.lastSnapshot().steps, graded_steps);
    const auto& X = w.lastSnapshot().link_poses.front().translation;
    QVERIFY2(std::abs(X.x() - last[1].toDouble()) < 0.002 &&
                 std::abs(X.z() - last[3].toDouble()) < 0.002,
             qPrintable(QStringLiteral("%1 %2 vs %3")
                            .arg(X.x())
                            .arg(X.z())
                            .arg(QString::fromLatin1(rows.last()))));
    // Pictures for the user guide (docs/images/), on request: the dialog after grading the test
    // class of tests/grade/class, and the window replaying a run.
    const QString shots = qEnvironmentVariable("BOTLAB_GRADE_SHOTS");
    if (!shots.isEmpty()) {
        d->hide();
        w.sceneView()->setCameraMode(botlab::gui::SceneView::CameraMode::TopDown);
        QTest::qWait(1500);  // a few frames of the 3D view
        w.windowHandle()
            ->screen()
            ->grabWindow(w.winId())
            .toImage()
            .scaled(960, 540, Qt::KeepAspectRatio, Qt::SmoothTransformation)
            .save(shots + QStringLiteral("/grade-replay.png"));
        d->show();
        d->setPaths(QStringLiteral(BOTLAB_TEST_CLASS "/assignment.json"),
                    QStringLiteral(BOTLAB_TEST_CLASS "/submissions"),
                    dir.filePath(QStringLiteral("class-out")));
        QVERIFY(d->startGrading());
        QTRY_VERIFY_WITH_TIMEOUT(done.count() == 2, 120000);
        d->resize(820, 560);
        QTest::qWait(200);
        d->grab().save(shots + QStringLiteral("/grade-dialog.png"));
    }
    w.programEditor()->setModified(false);
}

QTEST_MAIN(TestGradeDialog)
#include "tst_grade_dialog.moc"
