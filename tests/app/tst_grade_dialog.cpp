// SPDX-License-Identifier: GPL-3.0-or-later
// File > Grade a Class under a real display: the dialog grades a small class with botlab-grade's
// worker processes (progress, then the class table with pass/fail colours), and double-clicking a
// row replays that run in the window: the same robot, scene variant, program and seed give the
// same run (the same number of steps, the same final pose as the graded trajectory).
#include <QAbstractItemView>
#include <QApplication>
#include <QClipboard>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrl>
#include <QWindow>

#include <algorithm>
#include <functional>

#include "botlab_test.h"
#include "modes/program/program_editor.h"
#include "project/project_controller.h"
#include "shell/grade_dialog.h"
#include "shell/main_window.h"
#include "view3d/scene_view.h"

using botlab::gui::GradeDialog;
using botlab::gui::MainWindow;
using botlab::gui::NewAssignmentDialog;

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

/// Calls `act` with each modal dialog that is open while `trigger` runs (every 50 ms, up to 20 s),
/// so that a test drives a dialog opened by exec() as a user would.
void whileModal(const std::function<void()>& trigger, const std::function<void(QWidget*)>& act) {
    QTimer poll;
    QElapsedTimer clock;
    clock.start();
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (QWidget* m = QApplication::activeModalWidget()) {
            if (clock.elapsed() > 60000) {
                m->close();  // give up: the test fails on what it checks next
                return;
            }
            act(m);
        }
    });
    poll.start(50);
    trigger();
    poll.stop();
}

/// A scene file a teacher made (the built-in line_basic, saved as their own).
QByteArray teacherScene() {
    QFile f(QStringLiteral(":/botlab/scenes/builtin/line_basic.json"));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Drops `files` onto `target` as a file manager does (drag enter, then drop).
bool dropFiles(QWidget* target, const QStringList& files) {
    QMimeData mime;
    QList<QUrl> urls;
    for (const QString& f : files) urls << QUrl::fromLocalFile(f);
    mime.setUrls(urls);
    const QPoint at = target->rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &enter);
    if (!enter.isAccepted()) return false;
    QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &drop);
    return drop.isAccepted();
}

}  // namespace

class TestGradeDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void gradeThenReplay();
    void resultsFolderIsMade_data();
    void resultsFolderIsMade();
    void newAssignmentTakesSceneFiles_data();
    void newAssignmentTakesSceneFiles();
    void newAssignmentBrowsesSceneFile();
    void openReportWithoutBrowser_data();
    void openReportWithoutBrowser();
    void workersSpeakTheAppLanguage_data();
    void workersSpeakTheAppLanguage();
    void tournamentStandingsFollowTheMatches_data();
    void tournamentStandingsFollowTheMatches();
    void tournamentInTheDialog();
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

void TestGradeDialog::resultsFolderIsMade_data() {
    QTest::addColumn<QString>("typed");   // what the teacher types in the folder dialog
    QTest::addColumn<QString>("folder");  // the results folder it gives, under the start folder
    QTest::newRow("new folder") << "class-grades"
                                << "class-grades";
    QTest::newRow("new folder in a new folder") << "term 2/class-grades"
                                                << "term 2/class-grades";
    QTest::newRow("existing folder") << "old"
                                     << "old";
}

void TestGradeDialog::resultsFolderIsMade() {
    // Issue 30: Results > Choose... -> "class-grades" -> "Directory not found". The folder typed
    // in is made.
    QFETCH(QString, typed);
    QFETCH(QString, folder);
    QTemporaryDir dir;
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("old"))));
    GradeDialog d;
    d.setPaths(QString(), QString(), dir.path());
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    auto* choose = d.findChild<QPushButton*>(QStringLiteral("chooseResults"));
    QVERIFY(choose);
    QString refused;  // the text of any message box the folder dialog shows
    bool typed_in = false;
    whileModal([&] { QTest::mouseClick(choose, Qt::LeftButton); },
               [&](QWidget* m) {
                   if (auto* box = qobject_cast<QMessageBox*>(m)) {
                       refused = box->text();
                       box->reject();
                   } else if (auto* fd = qobject_cast<QFileDialog*>(m)) {
                       if (typed_in) {
                           fd->reject();  // still open after Return: it did not take the folder
                           return;
                       }
                       typed_in = true;
                       auto* name = fd->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
                       QVERIFY(name);
                       name->selectAll();
                       QTest::keyClicks(name, typed);
                       // Return from the event loop, not from this poll: a message box it may
                       // open must not block the poll that answers it.
                       QTimer::singleShot(0, name,
                                          [name] { QTest::keyClick(name, Qt::Key_Return); });
                   }
               });
    QVERIFY(typed_in);
    QCOMPARE(refused, QString());
    const QString expected = QDir(dir.path()).filePath(folder);
    QVERIFY2(QFileInfo(expected).isDir(), qPrintable(expected));
    auto* results = d.findChild<QLineEdit*>(QStringLiteral("resultsPath"));
    QVERIFY(results);
    QCOMPARE(QDir::cleanPath(results->text()), QDir::cleanPath(expected));
}

void TestGradeDialog::newAssignmentTakesSceneFiles_data() {
    QTest::addColumn<QString>("file");  // the teacher's file, dropped onto the dialog
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("name");     // the assignment's name of the scene; "" = refused
    QTest::addColumn<QString>("message");  // what the dialog says when it refuses the file
    QTest::newRow("own scene") << "tracks/my oval.json" << teacherScene() << "my_oval"
                               << "";
    QTest::newRow(".botscene") << "maze.botscene" << teacherScene() << "maze"
                               << "";
    QTest::newRow("not JSON") << "broken.json" << QByteArray("{ oops") << ""
                              << "broken.json";
    QTest::newRow("not a scene") << "notes.json" << QByteArray(R"({"hello": 1})") << ""
                                 << "notes.json";
}

void TestGradeDialog::newAssignmentTakesSceneFiles() {
    // Issue 30: New assignment could not pick a scene file of the teacher's own. Dropped onto
    // the dialog it is added (ticked); the assignment stores its path relative to the assignment
    // file, and grading loads it.
    QFETCH(QString, file);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, name);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("teacher/") + file);
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    writeFile(path, bytes);

    GradeDialog g;
    g.show();
    QVERIFY(QTest::qWaitForWindowExposed(&g));
    auto* create = g.findChild<QPushButton*>(QStringLiteral("newAssignment"));
    QVERIFY(create);
    bool dropped = false;
    int rows = 0;
    QStringList ticked;
    QString said;
    botlab::Result<botlab::grade::Assignment> a = botlab::Error{"not made"};
    whileModal([&] { QTest::mouseClick(create, Qt::LeftButton); },
               [&](QWidget* m) {
                   auto* nd = qobject_cast<NewAssignmentDialog*>(m);
                   if (!nd) {
                       m->close();
                       return;
                   }
                   if (!dropped) {
                       QVERIFY(QTest::qWaitForWindowExposed(nd));
                       dropped = dropFiles(nd, {path});
                       auto* list = nd->findChild<QListWidget*>();
                       rows = list->count();
                       for (int i = 0; i < list->count(); ++i)
                           if (list->item(i)->checkState() == Qt::Checked)
                               ticked << list->item(i)->text();
                       said = nd->message();
                       if (const QString shots = qEnvironmentVariable("BOTLAB_GRADE_SHOTS");
                           !shots.isEmpty())
                           nd->grab().save(shots + QStringLiteral("/new-assignment-%1.png")
                                                       .arg(QTest::currentDataTag())
                                                       .replace(QLatin1Char(' '), '-'));
                       a = nd->assignment(dir.filePath(QStringLiteral("a.json")));
                   }
                   nd->reject();
               });
    QVERIFY(dropped);
    if (name.isEmpty()) {
        QVERIFY2(said.contains(message), qPrintable(said));
        QVERIFY(!ticked.contains(QFileInfo(file).fileName()));
        return;
    }
    QCOMPARE(said, QString());
    QVERIFY2(ticked.contains(QFileInfo(file).fileName()), qPrintable(ticked.join(',')));
    QVERIFY(rows > 1);
    QVERIFY_OK(a);
    const auto& scenes = a->scenes;
    auto own =
        std::find_if(scenes.begin(), scenes.end(), [&](const auto& s) { return s.name == name; });
    QVERIFY(own != scenes.end());
    QCOMPARE(own->scene, QStringLiteral("teacher/") + file);  // relative to a.json
    QVERIFY_OK(a->saveFile(dir.filePath(QStringLiteral("a.json"))));
    // botlab-grade reads it and finds the scene file.
    const auto loaded = botlab::grade::Assignment::loadFile(dir.filePath(QStringLiteral("a.json")));
    QVERIFY_OK(loaded);
    bool found = false;
    for (const auto& s : loaded->scenes)
        if (s.name == name) found = QFileInfo(s.scene_path) == QFileInfo(path);
    QVERIFY(found);
}

void TestGradeDialog::newAssignmentBrowsesSceneFile() {
    // New... > Add Scene File... > the teacher's file, typed into the file dialog: it is added,
    // ticked, under its file name.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("my track.json"));
    writeFile(path, teacherScene());
    GradeDialog g;
    g.show();
    QVERIFY(QTest::qWaitForWindowExposed(&g));
    auto* create = g.findChild<QPushButton*>(QStringLiteral("newAssignment"));
    QVERIFY(create);
    enum { Start, Browsing, Typed, Done } step = Start;
    QStringList ticked;
    whileModal(
        [&] { QTest::mouseClick(create, Qt::LeftButton); },
        [&](QWidget* m) {
            if (auto* fd = qobject_cast<QFileDialog*>(m)) {
                auto* name = fd->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
                QVERIFY(name);
                if (step == Typed) {
                    // Return once the dialog has checked the typed name (a slow build leaves
                    // Open disabled for a while, and Return then does nothing), with the
                    // completer's popup closed (it would take the Return).
                    auto* box = fd->findChild<QDialogButtonBox*>();
                    QPushButton* open = box ? box->button(QDialogButtonBox::Open) : nullptr;
                    if (open && !open->isEnabled()) return;
                    if (QCompleter* c = name->completer(); c && c->popup()) c->popup()->hide();
                    QTimer::singleShot(0, name, [name] { QTest::keyClick(name, Qt::Key_Return); });
                    return;
                }
                if (step != Browsing) {
                    fd->reject();
                    return;
                }
                step = Typed;
                // The teacher opens the folder, then types the name (a whole path typed at once
                // makes a slow build's dialog jump folders while it reads them).
                fd->setDirectory(dir.path());
                name->selectAll();
                QTest::keyClicks(name, QFileInfo(path).fileName());
                return;
            }
            auto* nd = qobject_cast<NewAssignmentDialog*>(m);
            if (!nd) {
                m->close();
                return;
            }
            if (step == Start) {
                step = Browsing;
                auto* add = nd->findChild<QPushButton*>(QStringLiteral("addSceneFile"));
                QVERIFY(add);
                // Clicked from the event loop: the file dialog it opens is answered
                // by this poll.
                QTimer::singleShot(0, add, [add] { QTest::mouseClick(add, Qt::LeftButton); });
                return;
            }
            if (step == Typed) {
                step = Done;
                auto* list = nd->findChild<QListWidget*>();
                for (int i = 0; i < list->count(); ++i)
                    if (list->item(i)->checkState() == Qt::Checked) ticked << list->item(i)->text();
                nd->reject();
            }
        });
    QCOMPARE(step, Done);
    QVERIFY2(ticked.contains(QStringLiteral("my track.json")), qPrintable(ticked.join(',')));
}

void TestGradeDialog::openReportWithoutBrowser_data() {
    QTest::addColumn<bool>("browser");  // whether a browser opens the report
    QTest::newRow("no browser") << false;
    QTest::newRow("browser") << true;
}

void TestGradeDialog::openReportWithoutBrowser() {
    // Issue 30: Open Report did nothing visible without a registered browser. Then a small
    // dialog shows the report's path, selectable, with a Copy button.
    QFETCH(bool, browser);
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("report.html")), "<!DOCTYPE html><p>report</p>");
    GradeDialog d;
    QStringList asked;
    d.setUrlOpener([&](const QUrl& url) {
        asked << url.toLocalFile();
        return browser;
    });
    d.setPaths(QString(), QString(), dir.path());
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    auto* open = d.findChild<QPushButton*>(QStringLiteral("openReport"));
    QVERIFY(open);
    QVERIFY(open->isEnabled());  // the results folder holds a report already
    QTest::mouseClick(open, Qt::LeftButton);
    const QString report = dir.filePath(QStringLiteral("report.html"));
    QCOMPARE(asked, QStringList{report});
    auto* shown = d.findChild<QDialog*>(QStringLiteral("reportPathDialog"));
    if (browser) {
        QVERIFY(!shown);
        return;
    }
    QVERIFY(shown);
    QVERIFY(QTest::qWaitForWindowExposed(shown));
    auto* field = shown->findChild<QLineEdit*>(QStringLiteral("reportPath"));
    QVERIFY(field);
    QCOMPARE(field->text(), QDir::toNativeSeparators(report));
    QVERIFY(field->isReadOnly());
    QCOMPARE(field->selectedText(), field->text());
    auto* copy = shown->findChild<QPushButton*>(QStringLiteral("copyReportPath"));
    QVERIFY(copy);
    if (const QString shots = qEnvironmentVariable("BOTLAB_GRADE_SHOTS"); !shots.isEmpty())
        shown->grab().save(shots + QStringLiteral("/report-path.png"));
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(copy, Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(), QDir::toNativeSeparators(report));
    shown->close();
}

void TestGradeDialog::workersSpeakTheAppLanguage_data() {
    QTest::addColumn<QString>("language");  // the app's ("uiLanguage"; "" = English)
    QTest::addColumn<QString>("cy");        // in the error column for `foo()`
    QTest::addColumn<QString>("dave");      // in the error column for `while true do end`
    QTest::newRow("English")
        << ""
        << "attempt to call a nil value (global 'foo')"
        << "time limit: the program never waited \u2014 add wait() in its loop";
    // dave's text is Chinese once translations/botlab_zh_CN.ts has it; any text until then.
    QTest::newRow("Chinese") << "zh_CN" << QString::fromUtf8("不是函数") << "";
}

void TestGradeDialog::workersSpeakTheAppLanguage() {
    // Issue 30 (5, 7): a program that never waits scored 0 with an empty error column, and the
    // grader's Lua errors stayed English in the Chinese app (the workers are processes of their
    // own and followed the system's locale, not the app's language).
    QFETCH(QString, language);
    QFETCH(QString, cy);
    QFETCH(QString, dave);
    QTemporaryDir dir;
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("class"))));
    writeFile(dir.filePath(QStringLiteral("class/cy.lua")), "foo()\n");
    writeFile(dir.filePath(QStringLiteral("class/dave.lua")), "while true do end\n");
    writeFile(dir.filePath(QStringLiteral("a.json")),
              R"({"format": "botlab.assignment", "version": 1, "robot": "line_follower",
                  "scenes": [{"scene": "line_basic", "time_limit_s": 5}], "seeds": [1]})");
    qApp->setProperty("uiLanguage", language);
    GradeDialog d;
    d.setPaths(dir.filePath(QStringLiteral("a.json")), dir.filePath(QStringLiteral("class")),
               dir.filePath(QStringLiteral("out")));
    QSignalSpy done(&d, &GradeDialog::gradingFinished);
    QVERIFY2(d.startGrading(), qPrintable(d.statusText()));
    QTRY_VERIFY_WITH_TIMEOUT(done.count() == 1, 60000);
    qApp->setProperty("uiLanguage", QVariant());
    QCOMPARE(d.table()->rowCount(), 2);
    QCOMPARE(d.table()->item(0, 0)->text(), QStringLiteral("cy"));  // sorted by name
    const QString cy_shown = d.table()->item(0, 6)->text();
    QVERIFY2(cy_shown.contains(cy), qPrintable(cy_shown));
    const QString dave_shown = d.table()->item(1, 6)->text();
    QVERIFY2(!dave_shown.isEmpty() && dave_shown.contains(dave), qPrintable(dave_shown));
    QCOMPARE(d.table()->item(1, 2)->data(Qt::DisplayRole).toDouble(), 0.0);
    // The same text in grades.csv's program_error and in report.html.
    QFile csv(dir.filePath(QStringLiteral("out/grades.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(csv.readAll()).contains(dave_shown));
    QFile html(dir.filePath(QStringLiteral("out/report.html")));
    QVERIFY(html.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(html.readAll()).contains(dave_shown.toHtmlEscaped()));
}

// Issue 27: a tournament shows its standings (updated as each match ends: the Grader's
// matchFinished calls showTournament) over its matches; double-clicking a played match asks the
// window to replay it. Three students, six matches (round robin, both sides), win 3 / draw 1.
void TestGradeDialog::tournamentStandingsFollowTheMatches_data() {
    QTest::addColumn<int>("done");  // matches finished so far
    QTest::addColumn<QStringList>("order");
    QTest::addColumn<QList<int>>("points");
    QTest::addColumn<QList<int>>("goal_difference");
    QTest::addColumn<QList<int>>("played");
    QTest::newRow("none yet") << 0 << QStringList{"anna", "ben", "chen"} << QList<int>{0, 0, 0}
                              << QList<int>{0, 0, 0} << QList<int>{0, 0, 0};
    QTest::newRow("after two") << 2 << QStringList{"anna", "chen", "ben"} << QList<int>{3, 1, 1}
                               << QList<int>{1, 0, -1} << QList<int>{1, 1, 2};
    QTest::newRow("all six") << 6 << QStringList{"anna", "chen", "ben"} << QList<int>{9, 5, 2}
                             << QList<int>{2, 0, -2} << QList<int>{4, 4, 4};
}

void TestGradeDialog::tournamentStandingsFollowTheMatches() {
    QFETCH(int, done);
    QFETCH(QStringList, order);
    QFETCH(QList<int>, points);
    QFETCH(QList<int>, goal_difference);
    QFETCH(QList<int>, played);
    using botlab::grade::MatchRecord;
    using K = botlab::grade::MatchResult::Kind;
    const std::vector<QString> names{QStringLiteral("anna"), QStringLiteral("ben"),
                                     QStringLiteral("chen")};
    struct Played {
        int home, away;
        K kind;
        int home_goals, away_goals;
    };
    const Played plan[] = {{0, 1, K::HomeWin, 1, 0}, {1, 2, K::Draw, 0, 0},
                           {2, 0, K::HomeWin, 2, 0}, {1, 0, K::AwayWin, 0, 1},
                           {2, 1, K::Draw, 1, 1},    {0, 2, K::HomeWin, 3, 1}};
    std::vector<MatchRecord> matches;
    for (int i = 0; i < 6; ++i) {
        MatchRecord m;
        m.pairing = {i / 2 + 1, plan[i].home, plan[i].away};
        m.result = {m.pairing.round, plan[i].home,       plan[i].away,
                    plan[i].kind,    plan[i].home_goals, plan[i].away_goals};
        m.done = i < done;
        m.end_time_s = 60.0;
        m.reason = QStringLiteral("time");
        m.replay_file = QStringLiteral("matches/m%1.botlab-match").arg(i + 1);
        matches.push_back(m);
    }
    GradeDialog d;
    d.resize(900, 700);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    QVERIFY(!d.standingsTable()->isVisible());  // a graded class's table until a tournament
    const QString out = QStringLiteral("/tmp/class-tournament");
    d.showTournament(names, matches, {}, out);
    QVERIFY(d.standingsTable()->isVisible());
    QVERIFY(d.matchesTable()->isVisible());
    QVERIFY(!d.table()->isVisible());
    QTableWidget* s = d.standingsTable();
    QCOMPARE(s->rowCount(), 3);
    for (int r = 0; r < 3; ++r) {
        QCOMPARE(s->item(r, 1)->text(), order[r]);
        QCOMPARE(s->item(r, 2)->text().toInt(), played[r]);
        QCOMPARE(s->item(r, 6)->text().toInt(), points[r]);
        QCOMPARE(s->item(r, 7)->text().toInt(), goal_difference[r]);
        QCOMPARE(s->item(r, 3)->text().toInt() + s->item(r, 4)->text().toInt() +
                     s->item(r, 5)->text().toInt(),
                 played[r]);  // won + drawn + lost
    }
    QTableWidget* m = d.matchesTable();
    QCOMPARE(m->rowCount(), 6);
    // Double-click each match: a played one asks for its replay, one not played yet does not.
    QSignalSpy replay(&d, &GradeDialog::replayRequested);
    for (int r = 0; r < 6; ++r) {
        const QRect cell = m->visualItemRect(m->item(r, 1));
        QVERIFY(!cell.isEmpty());
        QTest::mouseClick(m->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseDClick(m->viewport(), Qt::LeftButton, {}, cell.center());
        if (r < done) {
            QCOMPARE(replay.count(), 1);
            QCOMPARE(replay.takeFirst().at(0).toString(),
                     out + QStringLiteral("/matches/m%1.botlab-match").arg(r + 1));
        } else {
            QCOMPARE(replay.count(), 0);
            QCOMPARE(m->item(r, 3)->text(), QStringLiteral("to play"));
        }
    }
}

// A real 3-student sumo tournament in the dialog (botlab-grade's match workers): ada drives ahead
// and pushes, bert backs out of the ring, cleo stands braced. Round robin, both sides: 6 matches.
// The standings fill as the matches end (the played column's sum grows 2 by 2), and end with ada
// and cleo on 8 points (2 wins, 2 draws) and bert on 0; double-clicking a match asks the window to
// replay that match's file, and the window replays it with both robots.
void TestGradeDialog::tournamentInTheDialog() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString subs = dir.filePath(QStringLiteral("class"));
    QVERIFY(QDir().mkpath(subs));
    for (const char* student : {"ada", "bert", "cleo"}) {
        const QString name = QString::fromLatin1(student) + QStringLiteral(".lua");
        QVERIFY(QFile::copy(QStringLiteral(BOTLAB_TEST_TOURNAMENT "/submissions/") + name,
                            subs + u'/' + name));
    }
    MainWindow w;
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    GradeDialog& d = *w.showGradeDialog();
    d.resize(900, 700);
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    const QString out = dir.filePath(QStringLiteral("cup"));
    d.setPaths(QStringLiteral(BOTLAB_TEST_TOURNAMENT "/assignment.json"), subs, out);
    // Record the standings' total of matches played as the event loop sees it (between two
    // updates, never in the middle of one) while the tournament runs.
    QList<int> totals;
    QTableWidget* s = d.standingsTable();
    QTimer watch;
    QObject::connect(&watch, &QTimer::timeout, &d, [&] {
        if (s->rowCount() != 3) return;
        int sum = 0;
        for (int r = 0; r < 3; ++r)
            if (s->item(r, 2)) sum += s->item(r, 2)->text().toInt();
        if (totals.isEmpty() || totals.back() != sum) totals << sum;
    });
    watch.start(5);
    QSignalSpy done(&d, &GradeDialog::gradingFinished);
    // Press Grade.
    auto* grade = [&]() -> QPushButton* {
        for (auto* b : d.findChildren<QPushButton*>())
            if (b->text().remove(u'&') == QStringLiteral("Grade")) return b;
        return nullptr;
    }();
    QVERIFY(grade);
    QTest::mouseClick(grade, Qt::LeftButton);
    QVERIFY(d.isGrading());
    QVERIFY(s->isVisible());
    QVERIFY(!d.table()->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(done.count() == 1, 240000);
    watch.stop();
    QCOMPARE(done.first().at(0).toString(), QString());
    qInfo("standings totals as the matches ended: %s", qPrintable([&] {
              QStringList t;
              for (int v : totals) t << QString::number(v);
              return t.join(QStringLiteral(" "));
          }()));
    // Live: the table showed the tournament part-way (after some but not all matches), each
    // state a whole number of matches (2 players each).
    QVERIFY2(std::any_of(totals.begin(), totals.end(), [](int v) { return v > 0 && v < 12; }),
             "the standings were not updated while the matches ran");
    for (int v : totals) QCOMPARE(v % 2, 0);
    QCOMPARE(totals.back(), 12);  // 6 matches, 2 players each
    const QStringList order{QStringLiteral("ada"), QStringLiteral("cleo"), QStringLiteral("bert")};
    const int points[] = {8, 8, 0};
    const int won[] = {2, 2, 0};
    for (int r = 0; r < 3; ++r) {
        QCOMPARE(s->item(r, 1)->text(), order[r]);
        QCOMPARE(s->item(r, 2)->text().toInt(), 4);
        QCOMPARE(s->item(r, 3)->text().toInt(), won[r]);
        QCOMPARE(s->item(r, 6)->text().toInt(), points[r]);
    }
    QTableWidget* m = d.matchesTable();
    QCOMPARE(m->rowCount(), 6);
    if (const QString shots = qEnvironmentVariable("BOTLAB_GRADE_SHOTS"); !shots.isEmpty()) {
        m->selectRow(0);
        QTest::qWait(200);
        d.grab().save(shots + QStringLiteral("/tournament-dialog.png"));
    }
    // Double-click ada's first home match: the window replays it, ada's program in the editor,
    // her opponent's robot and program as the opponent, the match's seed.
    int row = 0;
    while (row < m->rowCount() && m->item(row, 1)->text() != QStringLiteral("ada")) ++row;
    QVERIFY(row < m->rowCount());
    const QString away = m->item(row, 2)->text();
    QSignalSpy replay(&d, &GradeDialog::replayRequested);
    QSignalSpy loaded(w.session(), &botlab::gui::SimSession::loaded);
    m->scrollToItem(m->item(row, 1));
    const QRect cell = m->visualItemRect(m->item(row, 1));
    QTest::mouseClick(m->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(m->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(replay.count(), 1);
    const QString file = replay.first().at(0).toString();
    QVERIFY2(file.endsWith(QStringLiteral(".botlab-match")) && QFileInfo::exists(file),
             qPrintable(file));
    QTRY_VERIFY2_WITH_TIMEOUT(loaded.count() > 0, qPrintable(w.consoleText()), 20000);
    QCOMPARE(w.mode(), MainWindow::Mode::Program);
    QFile ada(QStringLiteral(BOTLAB_TEST_TOURNAMENT "/submissions/ada.lua"));
    QVERIFY(ada.open(QIODevice::ReadOnly));
    QCOMPARE(w.programEditor()->text().toUtf8(), ada.readAll());
    QCOMPARE(int(w.project()->opponents().size()), 1);
    QCOMPARE(w.project()->opponents().front().owner, away);
    QVERIFY2(
        w.consoleText().contains(QStringLiteral("Replay of the match ada against %1").arg(away)),
        qPrintable(w.consoleText()));
    // It runs: both robots, to the match's end.
    QTRY_VERIFY_WITH_TIMEOUT(w.lastSnapshot().over && w.lastSnapshot().has_program, 60000);
    QCOMPARE(int(w.lastSnapshot().robots.size()), 2);
    w.programEditor()->setModified(false);
}

QTEST_MAIN(TestGradeDialog)
#include "tst_grade_dialog.moc"
