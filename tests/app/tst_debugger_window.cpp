// SPDX-License-Identifier: GPL-3.0-or-later
// The debugger in the real window (issue 25), driven with real events: a click in the editor's
// gutter sets a breakpoint, Ctrl+R runs, the Debug panel shows the variables at the breakpoint,
// F10 steps, F5 continues, and dragging the time slider back (mouse press, moves, release on
// the slider) shows the earlier values; Step back and a click on a printed line go back in time.
#include <Qsci/qsciscintilla.h>

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSplitter>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTextBlock>
#include <QToolButton>
#include <QTreeWidget>
#include <memory>

#include "botlab_test.h"

#include "modes/program/breakpoint_margin.h"
#include "modes/program/debug_controls.h"
#include "modes/program/debug_panel.h"
#include "modes/program/program_editor.h"
#include "modes/program/program_workspace.h"
#include "modes/program/time_slider.h"
#include "session/sim_session.h"
#include "shell/app_options.h"
#include "shell/automation.h"
#include "shell/main_window.h"
#include "view3d/scene_view.h"

using namespace botlab::gui;

namespace {

// Line 4 runs at 0, 0.5, 1.0 s ... (one pass of the loop every half second).
const char* kProgram =
    "count = 0\n"                    // 1
    "local doubled = 0\n"            // 2
    "while true do\n"                // 3
    "  count = count + 1\n"          // 4
    "  doubled = count * 2\n"        // 5
    "  print(\"pass \" .. count)\n"  // 6
    "  wait(0.5)\n"                  // 7
    "end\n";                         // 8

}  // namespace

class TestDebuggerWindow : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<MainWindow> w_;

    ProgramWorkspace* ws() const { return w_->findChild<ProgramWorkspace*>(); }
    DebugPanel* panel() const { return ws()->debugPanel(); }
    QsciScintilla* sci() const { return w_->programEditor()->editor(); }
    TimeSlider* slider() const { return ws()->timeSlider(); }

    /// Clicks the gutter (the line numbers) beside the 1-based `line`.
    void clickGutter(int line) {
        QsciScintilla* e = sci();
        const long pos = e->SendScintilla(QsciScintilla::SCI_POSITIONFROMLINE, line - 1);
        const int y = int(e->SendScintilla(QsciScintilla::SCI_POINTYFROMPOSITION, 0, pos)) +
                      e->textHeight(line - 1) / 2;
        const int x = int(e->SendScintilla(QsciScintilla::SCI_GETMARGINWIDTHN, 0)) / 2;
        QTest::mouseClick(e->viewport(), Qt::LeftButton, {}, QPoint(x, y));
    }
    /// Presses `key` where the user's focus is (the editor).
    void press(int key, Qt::KeyboardModifiers mods = {}) {
        QTest::keyClick(sci(), Qt::Key(key), mods);
    }
    /// Waits until the Debug panel shows a pause on `line`.
    bool waitPausedOn(int line) {
        const QString needle = QStringLiteral("line %1 ").arg(line);
        for (int i = 0; i < 200; ++i) {
            const DebugState s = w_->session()->debugState();
            // The window has caught up with the pause (its actions enabled), as a user sees it.
            if (s.paused && s.line == line && !s.stack.empty() &&
                w_->debugControls()->continueAction()->isEnabled() &&
                panel()->findChild<QLabel*>(QStringLiteral("debugWhere"))->text().contains(needle))
                return true;
            QTest::qWait(50);
        }
        const DebugState s = w_->session()->debugState();
        qWarning() << "not paused on" << line << ": paused" << s.paused << "line" << s.line
                   << "frames" << s.stack.size() << "t" << s.time_s << "reason" << s.reason;
        return false;
    }
    /// Drags the slider's handle to the fraction `f` of its groove with real mouse events.
    void dragSliderTo(double f) {
        QSlider* s = slider()->slider();
        QStyleOptionSlider opt;
        opt.initFrom(s);
        opt.orientation = s->orientation();
        opt.minimum = s->minimum();
        opt.maximum = s->maximum();
        opt.sliderPosition = s->sliderPosition();
        opt.sliderValue = s->value();
        const QRect handle =
            s->style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, s);
        const QRect groove =
            s->style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderGroove, s);
        const QPoint from = handle.center();
        const int span = groove.width() - handle.width();
        const QPoint to(groove.x() + handle.width() / 2 + int(f * span), from.y());
        QTest::mousePress(s, Qt::LeftButton, {}, from);
        for (int i = 1; i <= 10; ++i) {
            const QPoint p = from + (to - from) * i / 10;
            QMouseEvent move(QEvent::MouseMove, p, s->mapToGlobal(p), Qt::NoButton, Qt::LeftButton,
                             Qt::NoModifier);
            QApplication::sendEvent(s, &move);
            QTest::qWait(10);
        }
        QTest::mouseRelease(s, Qt::LeftButton, {}, to);
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        // The user guide's pictures in Chinese (userGuidePictures, run alone): as shell/main.cpp
        // does for --lang zh_CN.
        if (qEnvironmentVariable("BOTLAB_DOC_LANG") == QLatin1String("zh_CN"))
            QVERIFY(botlab::gui::useLanguage(QLocale(QLocale::Chinese, QLocale::China)));
        openWindow(QSize(1280, 720));
    }
    void openWindow(const QSize& size) {
        w_.reset();
        w_ = std::make_unique<MainWindow>();
        w_->resize(size);
        w_->show();
        QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
        QSignalSpy loaded(w_->session(), &SimSession::loaded);
        w_->openDemo();
        QTRY_VERIFY_WITH_TIMEOUT(loaded.count() > 0, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!w_->lastSnapshot().link_poses.empty(), 5000);
        w_->session()->setSpeed(0.0);  // as fast as possible
        w_->activateWindow();
    }
    void cleanupTestCase() {
        // No breakpoint is kept for the demo's program (QSettings) after the test.
        w_->debugControls()->breakpoints()->setBreakpoints({});
        w_->programEditor()->setModified(false);
        w_.reset();
    }
    void init() {
        w_->stopProgram();
        w_->programEditor()->setText(QString::fromUtf8(kProgram));
        w_->debugControls()->breakpoints()->setBreakpoints({});
        w_->activateWindow();
        sci()->setFocus();
        QTest::qWait(100);
    }

    void gutterClickTogglesABreakpoint() {
        clickGutter(5);
        QCOMPARE(w_->debugControls()->breakpoints()->breakpoints(),
                 (std::vector<DebugBreakpoint>{{5, {}}}));
        // It moves with its line as lines are added above.
        sci()->insertAt(QStringLiteral("-- a comment\n"), 0, 0);
        QCOMPARE(w_->debugControls()->breakpoints()->breakpoints().front().line, 6);
        sci()->undo();
        clickGutter(5);
        QVERIFY(w_->debugControls()->breakpoints()->breakpoints().empty());
    }

    void breakpointsAreKeptPerProgram() {
        DebugControls* d = w_->debugControls();
        d->setProgramKey(QStringLiteral("test/program-a"));
        d->breakpoints()->setBreakpoints({});
        clickGutter(4);
        d->breakpoints()->setCondition(6, QStringLiteral("count > 2"));
        d->setProgramKey(QStringLiteral("test/program-b"));
        d->breakpoints()->setBreakpoints({});
        QVERIFY(d->breakpoints()->breakpoints().empty());
        d->setProgramKey(QStringLiteral("test/program-a"));
        QCOMPARE(d->breakpoints()->breakpoints(),
                 (std::vector<DebugBreakpoint>{{4, {}}, {6, QStringLiteral("count > 2")}}));
        d->breakpoints()->setBreakpoints({});
    }

    void breakpointStepAndRewind_data() {
        QTest::addColumn<double>("fraction");  // where the slider is dragged to (of 1.0 s)
        QTest::addColumn<QString>("countThen");
        QTest::newRow("a quarter: after the first pass") << 0.25 << "1";
        QTest::newRow("three quarters: after the second pass") << 0.75 << "2";
    }
    void breakpointStepAndRewind() {
        QFETCH(double, fraction);
        QFETCH(QString, countThen);
        clickGutter(5);
        press(Qt::Key_R, Qt::ControlModifier);  // Run
        QVERIFY(waitPausedOn(5));
        // The variables at the breakpoint: the global and the main chunk's local.
        QTRY_COMPARE(panel()->valueOf(QStringLiteral("Globals/count")), QStringLiteral("1"));
        QCOMPARE(panel()->valueOf(QStringLiteral("Locals/doubled")), QStringLiteral("0"));
        // The simulation holds still while the program is paused.
        const double pausedAt = w_->session()->latest().sim_time_s;
        QTest::qWait(300);
        QCOMPARE(w_->session()->latest().sim_time_s, pausedAt);
        QCOMPARE(w_->debugControls()->breakpoints()->currentLine(), 5);

        press(Qt::Key_F10);  // Step over line 5
        QVERIFY(waitPausedOn(6));
        QTRY_COMPARE(panel()->valueOf(QStringLiteral("Locals/doubled")), QStringLiteral("2"));

        press(Qt::Key_F5);  // Continue: the next pass, then one more
        QVERIFY(waitPausedOn(5));
        QTRY_COMPARE(panel()->valueOf(QStringLiteral("Globals/count")), QStringLiteral("2"));
        press(Qt::Key_F5);
        QVERIFY(waitPausedOn(5));
        QTRY_COMPARE(panel()->valueOf(QStringLiteral("Globals/count")), QStringLiteral("3"));
        QTRY_VERIFY(slider()->end_s() >= 0.99);
        QTRY_VERIFY(slider()->isEnabled());

        // Drag the time slider back: the robot's program as it was then.
        dragSliderTo(fraction);
        QTRY_VERIFY(std::abs(w_->session()->latest().sim_time_s - fraction) < 0.06);
        QTRY_COMPARE(panel()->valueOf(QStringLiteral("Globals/count")), countThen);
        QTRY_VERIFY(std::abs(slider()->value_s() - fraction) < 0.06);
    }

    void stepBackGoesToThePreviousLine() {
        clickGutter(5);
        press(Qt::Key_R, Qt::ControlModifier);
        QVERIFY(waitPausedOn(5));
        press(Qt::Key_F10);
        QVERIFY(waitPausedOn(6));
        press(Qt::Key_F10, Qt::ShiftModifier);  // Step back
        QVERIFY(waitPausedOn(5));
        QTRY_COMPARE(panel()->valueOf(QStringLiteral("Locals/doubled")), QStringLiteral("0"));
    }

    void clickOnTheRobotsPathGoesToWhenItWasThere_data() {
        QTest::addColumn<double>("at_s");
        QTest::newRow("0.6 s") << 0.6;
        QTest::newRow("1.3 s") << 1.3;
    }
    void clickOnTheRobotsPathGoesToWhenItWasThere() {
        QFETCH(double, at_s);
        // Drives straight on; a conditional breakpoint stops it after 2 s.
        w_->programEditor()->setText(
            QStringLiteral("motor.speed(1, 60)\n"
                           "motor.speed(2, 60)\n"
                           "while true do\n"
                           "  wait(0.1)\n"
                           "  t = time()\n"
                           "end\n"));
        w_->debugControls()->breakpoints()->setCondition(5, QStringLiteral("time() > 2"));
        press(Qt::Key_R, Qt::ControlModifier);
        QVERIFY(waitPausedOn(5));
        QVERIFY(w_->session()->latest().sim_time_s > 2.0);
        RunTimeline timeline;
        QTRY_VERIFY((timeline = w_->session()->timeline()).path.size() > 30);
        const PathPoint* there = nullptr;
        for (const PathPoint& p : timeline.path)
            if (!there && p.time_s >= at_s - 1e-9) there = &p;
        QVERIFY(there);
        SceneView* view = w_->findChild<ProgramWorkspace*>()->view();
        const QPoint p =
            view->worldToWidget(QVector3D(float(there->x_m), float(there->y_m), float(there->z_m)));
        QVERIFY2(view->rect().contains(p), "the path point is in the view");
        // The path is drawn (a ribbon: two triangles per segment), so there is something to
        // click on.
        QTRY_VERIFY2(view->robotPathVertexCount() >= 6 * 30,
                     qPrintable(QString::number(view->robotPathVertexCount())));
        QTest::mouseClick(view->renderWindow(), Qt::LeftButton, {}, p);
        QTRY_VERIFY2(std::abs(w_->session()->latest().sim_time_s - at_s) < 0.15,
                     qPrintable(QString::number(w_->session()->latest().sim_time_s)));
    }

    void clickOnAPrintedLineGoesToWhenItWasPrinted() {
        clickGutter(5);
        press(Qt::Key_R, Qt::ControlModifier);
        for (int pass = 1; pass <= 4; ++pass) {
            if (pass > 1) press(Qt::Key_F5);
            QVERIFY(waitPausedOn(5));
            QTRY_COMPARE(panel()->valueOf(QStringLiteral("Globals/count")), QString::number(pass));
        }
        // The 4th pass, at 1.5 s.
        QVERIFY(std::abs(w_->session()->latest().sim_time_s - 1.5) < 0.011);
        QPlainTextEdit* console = ws()->console();
        QTextBlock pass2;
        QTRY_VERIFY([&] {
            for (QTextBlock b = console->document()->lastBlock(); b.isValid(); b = b.previous())
                if (b.text() == QStringLiteral("pass 2")) return (pass2 = b).isValid();
            return false;
        }());
        QTextCursor c(pass2);
        console->setTextCursor(c);
        const QRect r = console->cursorRect(c);
        QTest::mouseClick(console->viewport(), Qt::LeftButton, {}, r.center() + QPoint(4, 0));
        // "pass 2" was printed at 0.5 s.
        QTRY_VERIFY(std::abs(w_->session()->latest().sim_time_s - 0.5) < 0.011);
        QTRY_COMPARE(panel()->valueOf(QStringLiteral("Globals/count")), QStringLiteral("2"));
        QVERIFY(waitPausedOn(6));  // at the print() that printed it
    }

    // A group row of the Variables list ("Locals", "Upvalues", "Globals") has no value: its
    // variables are its rows (it showed their count, "1", as if it were a value).
    void groupRowsShowNoValue_data() {
        QTest::addColumn<QString>("group");
        QTest::addColumn<QString>("member");  // a variable in it
        QTest::newRow("Locals") << "Locals"
                                << "doubled";
        QTest::newRow("Globals") << "Globals"
                                 << "count";
    }
    void groupRowsShowNoValue() {
        QFETCH(QString, group);
        QFETCH(QString, member);
        clickGutter(5);
        press(Qt::Key_R, Qt::ControlModifier);
        QVERIFY(waitPausedOn(5));
        QTRY_VERIFY(!panel()->valueOf(group + QLatin1Char('/') + member).isEmpty());
        QCOMPARE(panel()->valueOf(group), QString());
    }

    // A click on an outer frame in the Call stack: the Variables and the Watches show that
    // frame's locals and the watch values there (same names, other values in each frame).
    void clickOnAFrameShowsItsLocalsAndWatches_data() {
        QTest::addColumn<int>("row");  // in the Call stack: 0 = innermost
        QTest::addColumn<QString>("n");
        QTest::addColumn<QString>("watch");  // n * 10 + depth
        QTest::newRow("inner") << 0 << "3"
                               << "31";
        QTest::newRow("outer") << 1 << "2"
                               << "22";
        QTest::newRow("main chunk") << 2 << "1"
                                    << "13";
    }
    void clickOnAFrameShowsItsLocalsAndWatches() {
        QFETCH(int, row);
        QFETCH(QString, n);
        QFETCH(QString, watch);
        w_->programEditor()->setText(
            QStringLiteral("local function inner()\n"   // 1
                           "  local n, depth = 3, 1\n"  // 2
                           "  return n * 10 + depth\n"  // 3
                           "end\n"                      // 4
                           "local function outer()\n"   // 5
                           "  local n, depth = 2, 2\n"  // 6
                           "  return inner() + n\n"     // 7
                           "end\n"                      // 8
                           "local n, depth = 1, 3\n"    // 9
                           "print(outer())\n"));        // 10
        // The watch typed in the Watches tab.
        QTest::mouseClick(panel()->tabs()->tabBar(), Qt::LeftButton, {},
                          panel()->tabs()->tabBar()->tabRect(1).center());
        QTest::keyClicks(panel()->watchEdit(), QStringLiteral("n * 10 + depth"));
        QTest::keyClick(panel()->watchEdit(), Qt::Key_Return);
        QCOMPARE(panel()->watches(), QStringList{QStringLiteral("n * 10 + depth")});
        sci()->setFocus();
        clickGutter(3);
        press(Qt::Key_R, Qt::ControlModifier);
        QVERIFY(waitPausedOn(3));
        QTRY_COMPARE(panel()->stackView()->count(), 3);
        // The Call stack tab, then the frame's row.
        QTest::mouseClick(panel()->tabs()->tabBar(), Qt::LeftButton, {},
                          panel()->tabs()->tabBar()->tabRect(2).center());
        QListWidget* stack = panel()->stackView();
        QTRY_VERIFY(stack->isVisible());
        QTest::mouseClick(stack->viewport(), Qt::LeftButton, {},
                          stack->visualItemRect(stack->item(row)).center());
        QCOMPARE(panel()->frame(), row);
        QCOMPARE(panel()->valueOf(QStringLiteral("Locals/n")), n);
        QTreeWidget* watches = panel()->watchesView();
        QCOMPARE(watches->topLevelItemCount(), 1);
        QCOMPARE(watches->topLevelItem(0)->text(1), watch);
        // Removed again, so the other tests have no watch.
        watches->setCurrentItem(watches->topLevelItem(0));
        const auto buttons = panel()->findChildren<QToolButton*>();
        for (QToolButton* b : buttons)
            if (b->text() == QStringLiteral("Remove")) b->click();
        QVERIFY(panel()->watches().isEmpty());
    }

    // The Debug panel under the editor starts compact (its tab strip: the editor gets the height),
    // opens when the program pauses, and keeps the height the user drags it to. (Last: it opens
    // windows of its own sizes.)
    void debugPanelStartsCompactOpensAtAPauseAndKeepsItsHeight_data() {
        QTest::addColumn<QSize>("window");
        QTest::newRow("1280x800") << QSize(1280, 800);
        QTest::newRow("1024x600") << QSize(1024, 600);
    }
    void debugPanelStartsCompactOpensAtAPauseAndKeepsItsHeight() {
        QFETCH(QSize, window);
        QSettings().remove(QStringLiteral("program/debugPanelHeight_px"));
        openWindow(window);
        init();
        auto* split = qobject_cast<QSplitter*>(panel()->parentWidget());
        QVERIFY(split);
        QWidget* editorPane = split->widget(0);
        const auto paneHeight = [&] { return editorPane->height() + panel()->height(); };
        // Its strip: the "Not paused" line over the tab bar.
        const int strip = panel()->findChild<QLabel*>(QStringLiteral("debugWhere"))->height() +
                          panel()->tabs()->tabBar()->height() + 8;
        const auto isOpen = [&] { return panel()->height() > strip + 24; };
        // Nothing debugged: the panel is its strip, the editor has the height.
        QVERIFY2(panel()->height() <= strip,
                 qPrintable(QStringLiteral("%1 > %2").arg(panel()->height()).arg(strip)));
        QVERIFY(strip <= 80);
        QVERIFY(editorPane->height() >= paneHeight() - 80);

        // A pause at a breakpoint low in a long program opens it to a useful size; the editor
        // keeps room, with the paused line in sight.
        QString program;
        for (int i = 0; i < 40; ++i) program += QStringLiteral("-- a comment line\n");
        w_->programEditor()->setText(program + QString::fromUtf8(kProgram));
        const int bp = 45;  // kProgram's line 5
        sci()->setFirstVisibleLine(bp - 4);
        clickGutter(bp);
        sci()->setFirstVisibleLine(0);
        press(Qt::Key_R, Qt::ControlModifier);
        QVERIFY(waitPausedOn(bp));
        QTRY_VERIFY(isOpen());
        QVERIFY2(panel()->height() >= paneHeight() / 3,
                 qPrintable(QStringLiteral("%1 of %2").arg(panel()->height()).arg(paneHeight())));
        QVERIFY(editorPane->height() >= 120);
        const auto lineInSight = [&](int line) {
            const int first = sci()->firstVisibleLine();
            const int shown = int(sci()->SendScintilla(QsciScintilla::SCI_LINESONSCREEN));
            return first <= line - 1 && line - 1 < first + shown;
        };
        QTRY_VERIFY2(lineInSight(bp),
                     qPrintable(QStringLiteral("first visible %1").arg(sci()->firstVisibleLine())));

        // The user drags the handle 50 px up: that height is kept (QSettings).
        QSplitterHandle* handle = split->handle(1);
        const auto drag = [&](int dy) {
            // (The handle moves with the mouse: the points are fixed on the screen.)
            const QPoint from = handle->mapToGlobal(handle->rect().center());
            QTest::mousePress(handle, Qt::LeftButton, {}, handle->mapFromGlobal(from));
            for (int i = 1; i <= 5; ++i) {
                const QPoint g = from + QPoint(0, dy * i / 5);
                QMouseEvent move(QEvent::MouseMove, handle->mapFromGlobal(g), g, Qt::NoButton,
                                 Qt::LeftButton, Qt::NoModifier);
                QApplication::sendEvent(handle, &move);
            }
            QTest::mouseRelease(handle, Qt::LeftButton, {},
                                handle->mapFromGlobal(from + QPoint(0, dy)));
        };
        const int opened = panel()->height();
        drag(-50);
        QTRY_COMPARE(panel()->height(), opened + 50);
        const int dragged = panel()->height();
        QCOMPARE(QSettings().value(QStringLiteral("program/debugPanelHeight_px")).toInt(), dragged);

        // Dragged down to its strip, then a new pause: it opens to the height dragged to.
        drag(paneHeight());
        QTRY_VERIFY(!isOpen());
        QCOMPARE(QSettings().value(QStringLiteral("program/debugPanelHeight_px")).toInt(), dragged);
        w_->stopProgram();
        QTest::qWait(200);
        sci()->setFirstVisibleLine(0);
        press(Qt::Key_R, Qt::ControlModifier);
        QVERIFY(waitPausedOn(bp));
        QTRY_COMPARE(panel()->height(), dragged);
        QTRY_VERIFY(lineInSight(bp));
        QSettings().remove(QStringLiteral("program/debugPanelHeight_px"));
    }

    // The user guide's "Find the bug" pictures (docs/images/debug-{breakpoint,rewind,watches}-
    // <lang>.png), taken when BOTLAB_DOC_SHOTS names the folder to write them to (and
    // BOTLAB_DOC_LANG=zh_CN for the Chinese ones): the demo paused at a breakpoint on line 35 at
    // about 8.5 s, dragged back to about 3.2 s, and two watches. Run alone:
    //   BOTLAB_DOC_SHOTS=docs/images scripts/with-display.sh build/tests/app/tst_debugger_window
    //     userGuidePictures
    void userGuidePictures() {
        const QString dir = qEnvironmentVariable("BOTLAB_DOC_SHOTS");
        if (dir.isEmpty()) QSKIP("BOTLAB_DOC_SHOTS not set: no pictures wanted");
        const QString lang = qEnvironmentVariable("BOTLAB_DOC_LANG", QStringLiteral("en"));
        QSettings().remove(QStringLiteral("program/debugPanelHeight_px"));
        openWindow(QSize(1280, 760));  // the demo's program in the editor
        w_->debugControls()->breakpoints()->setBreakpoints({});
        const auto save = [&](const QString& name) {
            QTest::qWait(800);  // the 3D view drawn
            const QString file = dir + QStringLiteral("/%1-%2.png").arg(name, lang);
            QString error;  // as on the screen (the 3D view included), as --screenshot saves
            QVERIFY2(saveWindowPicture(w_.get(), file, &error), qPrintable(error));
        };
        // Run to about 8.5 s, then a breakpoint on line 35 (motor.speed(1, ...)).
        w_->session()->setSpeed(2.0);  // the breakpoint set before the end of the line
        w_->activateWindow();
        sci()->setFocus();
        QTest::qWait(100);
        press(Qt::Key_R, Qt::ControlModifier);
        QTRY_VERIFY2_WITH_TIMEOUT(w_->session()->latest().sim_time_s > 8.4,
                                  qPrintable(QString::number(w_->session()->latest().sim_time_s)),
                                  60000);
        sci()->setFirstVisibleLine(24);
        clickGutter(35);
        // (Not waitPausedOn: the panel's text may be Chinese.)
        QTRY_VERIFY_WITH_TIMEOUT(w_->session()->debugState().paused &&
                                     w_->session()->debugState().line == 35 &&
                                     w_->debugControls()->continueAction()->isEnabled(),
                                 10000);
        w_->session()->setSpeed(1.0);
        sci()->setFirstVisibleLine(24);
        save(QStringLiteral("debug-breakpoint"));

        // Dragged back to about 3.2 s.
        const double end_s = slider()->end_s();
        dragSliderTo(3.2 / end_s);
        QTRY_VERIFY(std::abs(w_->session()->latest().sim_time_s - 3.2) < 0.1);
        save(QStringLiteral("debug-rewind"));

        // Two watches, typed in the Watches tab.
        QTest::mouseClick(panel()->tabs()->tabBar(), Qt::LeftButton, {},
                          panel()->tabs()->tabBar()->tabRect(1).center());
        for (const QString& e : {QStringLiteral("KP * 2"), QStringLiteral("last_err > 0")}) {
            QTest::keyClicks(panel()->watchEdit(), e);
            QTest::keyClick(panel()->watchEdit(), Qt::Key_Return);
        }
        QTRY_COMPARE(panel()->watchesView()->topLevelItemCount(), 2);
        save(QStringLiteral("debug-watches"));
        w_->stopProgram();
        w_->debugControls()->breakpoints()->setBreakpoints({});
        w_->programEditor()->setModified(false);
    }
};

QTEST_MAIN(TestDebuggerWindow)
#include "tst_debugger_window.moc"
