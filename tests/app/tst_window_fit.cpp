// SPDX-License-Identifier: GPL-3.0-or-later
// The window fits the two commonest school laptop screens, 1024x600 and 1366x768, in English and
// Chinese (issue 30, item 4): its minimum size is at most 1024x600; resized to each size, in each
// mode (switched by clicking the mode bar), every important action's button (Run, Stop, Fit, Try
// It, Export CSV, Undo, Redo, the mode switcher) is shown whole inside the window and not in a
// tool bar's overflow menu, the status bar and the right-hand panels are inside the window, and
// no button is cut off. The Undo and Redo buttons name no command (the tooltip does).
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFont>
#include <QLocale>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QTranslator>
#include <QUndoStack>
#include <memory>

#include "botlab_test.h"

#include "botlab/runner/translation.h"
#include "modes/build/build_workspace.h"
#include "modes/scene/scene_workspace.h"
#include "project/project_controller.h"
#include "shell/app_options.h"
#include "shell/main_window.h"

using botlab::gui::MainWindow;
using Mode = botlab::gui::Mode;

namespace {

/// The part of `w` (in window coordinates) that its parents let be seen.
QRect shownRect(const QWidget* w) {
    QRect r(w->mapTo(w->window(), QPoint(0, 0)), w->size());
    for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget())
        r &= QRect(p->mapTo(w->window(), QPoint(0, 0)), p->size());
    return r;
}

/// True when `w` is shown and nothing of it is cut off by the window or its parents.
bool wholeInWindow(const QWidget* w) {
    if (!w || !w->isVisible()) return false;
    const QRect full(w->mapTo(w->window(), QPoint(0, 0)), w->size());
    return shownRect(w) == full && w->window()->rect().contains(full);
}

/// True when `w` lies in a scroll area's viewport (a part the user can scroll to).
bool inScrollArea(const QWidget* w) {
    for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget())
        if (auto* area = qobject_cast<const QAbstractScrollArea*>(p))
            if (w != area->viewport() && area->viewport()->isAncestorOf(w)) return true;
    return false;
}

QString describe(const QWidget* w) {
    QString text;
    if (auto* b = qobject_cast<const QAbstractButton*>(w)) text = b->text();
    const QRect r(w->mapTo(w->window(), QPoint(0, 0)), w->size());
    return QStringLiteral("%1 \"%2\" (%3) at %4,%5 %6x%7 shown %8x%9 in %10x%11")
        .arg(QString::fromLatin1(w->metaObject()->className()), text, w->objectName())
        .arg(r.x())
        .arg(r.y())
        .arg(r.width())
        .arg(r.height())
        .arg(shownRect(w).width())
        .arg(shownRect(w).height())
        .arg(w->window()->width())
        .arg(w->window()->height());
}

}  // namespace

class TestWindowFit : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<MainWindow> w_;
    QString lang_;
    QFont englishFont_;

    /// The window in `lang`, made as the app makes it (shell/main.cpp): the translation and the
    /// CJK font installed before the window is built.
    void makeWindow(const QString& lang) {
        if (w_ && lang_ == lang) return;
        w_.reset();
        for (QTranslator* t : qApp->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
        QApplication::setFont(englishFont_);
        QLocale::setDefault(QLocale::c());
        if (lang == QLatin1String("zh_CN")) {
            QVERIFY(botlab::runner::installTranslation(QLocale(lang)));
            QFont font(QStringLiteral("Noto Sans CJK SC"));
            font.setPointSize(englishFont_.pointSize());
            QApplication::setFont(font);
            QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        }
        lang_ = lang;
        w_ = std::make_unique<MainWindow>();
        w_->show();
        QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
        botlab::gui::AppOptions options;
        options.noRecovery = true;
        QElapsedTimer since;
        since.start();
        QVERIFY(w_->applyOptions(options, since));
    }

    QAction* action(const QString& name) const {
        auto* a = w_->findChild<QAction*>(name);
        if (!a) qWarning("no action %s", qPrintable(name));
        return a;
    }

    /// The button that shows `a` in a visible tool bar (nullptr when none shows it).
    QWidget* buttonFor(QAction* a) const {
        for (QToolBar* bar : w_->findChildren<QToolBar*>())
            if (bar->isVisible() && bar->actions().contains(a))
                if (QWidget* b = bar->widgetForAction(a)) return b;
        return nullptr;
    }

    void clickMode(Mode mode) {
        auto* bar = w_->findChild<QToolBar*>(QStringLiteral("modeToolBar"));
        QVERIFY(bar);
        for (QAction* a : bar->actions())
            if (a->data().toInt() == int(mode)) {
                QWidget* b = bar->widgetForAction(a);
                QVERIFY2(wholeInWindow(b), qPrintable(describe(b)));
                QTest::mouseClick(b, Qt::LeftButton);
            }
        QTRY_COMPARE(w_->mode(), mode);
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        englishFont_ = QApplication::font();
    }
    void cleanupTestCase() { w_.reset(); }

    void fitsTheScreen_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("mode");
        const std::pair<Mode, const char*> modes[] = {{Mode::Build, "build"},
                                                      {Mode::Program, "program"},
                                                      {Mode::Scene, "scene"},
                                                      {Mode::Simulate, "simulate"},
                                                      {Mode::Cockpit, "cockpit"}};
        for (const char* lang : {"en", "zh_CN"})
            for (const QSize size : {QSize(1024, 600), QSize(1366, 768)})
                for (const auto& [mode, name] : modes)
                    QTest::addRow("%s %dx%d %s", lang, size.width(), size.height(), name)
                        << QString::fromLatin1(lang) << size << int(mode);
    }
    void fitsTheScreen() {
        QFETCH(QString, lang);
        QFETCH(QSize, size);
        QFETCH(int, mode);
        makeWindow(lang);
        if (QTest::currentTestFailed()) return;
        clickMode(Mode(mode));
        w_->resize(size);
        QTest::qWait(200);
        QApplication::processEvents();

        const QSize min = w_->minimumSizeHint().expandedTo(w_->minimumSize());
        qInfo("minimum size %dx%d", min.width(), min.height());
        QVERIFY2(
            min.width() <= 1024 && min.height() <= 600,
            qPrintable(QStringLiteral("minimum size %1x%2").arg(min.width()).arg(min.height())));
        QCOMPARE(w_->size(), size);

        // The important actions: on a button in a visible tool bar, whole, not in its overflow.
        QStringList important = {QStringLiteral("runAction"), QStringLiteral("stopAction"),
                                 QStringLiteral("frameRobotAction")};
        if (Mode(mode) == Mode::Build)
            important << QStringLiteral("buildUndoAction") << QStringLiteral("buildRedoAction");
        if (Mode(mode) == Mode::Scene)
            important << QStringLiteral("sceneUndoAction") << QStringLiteral("sceneRedoAction")
                      << QStringLiteral("sceneFitAction") << QStringLiteral("tryItAction");
        for (const QString& name : important) {
            QAction* a = action(name);
            QVERIFY2(a, qPrintable(name));
            QWidget* b = buttonFor(a);
            QVERIFY2(b, qPrintable(name + QStringLiteral(" is on no visible tool bar")));
            QVERIFY2(wholeInWindow(b), qPrintable(name + QStringLiteral(": ") + describe(b)));
        }
        auto* modeBar = w_->findChild<QToolBar*>(QStringLiteral("modeToolBar"));
        for (QAction* a : modeBar->actions())
            QVERIFY2(wholeInWindow(modeBar->widgetForAction(a)),
                     qPrintable(describe(modeBar->widgetForAction(a))));
        if (Mode(mode) == Mode::Cockpit) {
            auto* csv = w_->findChild<QWidget*>(QStringLiteral("exportCsvButton"));
            QVERIFY(csv);
            QVERIFY2(wholeInWindow(csv), qPrintable(describe(csv)));
        }

        // The status bar and the right-hand panel of the mode.
        QVERIFY2(wholeInWindow(w_->statusBar()), qPrintable(describe(w_->statusBar())));
        const char* panel = nullptr;
        switch (Mode(mode)) {
            case Mode::Build:
                panel = "buildSidePanel";
                break;
            case Mode::Program:
            case Mode::Simulate:
                panel = "programSidePanel";
                break;
            case Mode::Scene:
                panel = "sceneSidePanel";
                break;
            case Mode::Cockpit:
                panel = "cockpitSidePanel";
                break;
        }
        auto* side = w_->findChild<QWidget*>(QString::fromLatin1(panel));
        QVERIFY2(side, panel);
        QVERIFY2(wholeInWindow(side), qPrintable(describe(side)));
        if (Mode(mode) == Mode::Scene) {
            // The scene's properties scroll up and down, never sideways (fields cut at the right).
            auto* props =
                w_->findChild<QAbstractScrollArea*>(QStringLiteral("scenePropertiesScroll"));
            QVERIFY(props);
            QVERIFY2(!props->horizontalScrollBar()->isVisible(),
                     qPrintable(QStringLiteral("the properties are cut at %1 px")
                                    .arg(props->viewport()->width())));
        }

        // No button of the mode is cut off (those in scroll areas can be scrolled to), and no
        // tool bar of the window hides its actions in an overflow menu.
        for (QAbstractButton* b : w_->findChildren<QAbstractButton*>()) {
            if (!b->isVisible() || inScrollArea(b) || b->width() < 4) continue;
            if (b->objectName() == QLatin1String("qt_toolbar_ext_button")) {
                const auto* bar = qobject_cast<const QToolBar*>(b->parentWidget());
                QVERIFY2(!bar, qPrintable(QStringLiteral("tool bar %1 overflows")
                                              .arg(bar ? bar->objectName() : QString())));
                continue;
            }
            QVERIFY2(wholeInWindow(b), qPrintable(describe(b)));
        }
    }

    /// --window-size WxH (the screenshots of scripts/screenshots.sh) sizes the window; anything
    /// else is refused with a message.
    void windowSizeOption_data() {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QSize>("size");
        QTest::newRow("1024x600") << QStringLiteral("1024x600") << QSize(1024, 600);
        QTest::newRow("1366x768") << QStringLiteral("1366x768") << QSize(1366, 768);
        QTest::newRow("no height") << QStringLiteral("1024x") << QSize();
        QTest::newRow("words") << QStringLiteral("small") << QSize();
        QTest::newRow("too small") << QStringLiteral("20x10") << QSize();
        QTest::newRow("negative") << QStringLiteral("-1024x600") << QSize();
    }
    void windowSizeOption() {
        QFETCH(QString, value);
        QFETCH(QSize, size);
        const botlab::gui::AppOptions o = botlab::gui::parseOptions(
            {QStringLiteral("botlab"), QStringLiteral("--window-size"), value});
        QCOMPARE(o.windowSize, size);
        QCOMPARE(o.error.isEmpty(), size.isValid());
        if (!size.isValid()) return;
        makeWindow(QStringLiteral("en"));
        if (QTest::currentTestFailed()) return;
        QElapsedTimer since;
        since.start();
        botlab::gui::AppOptions options = o;
        options.noRecovery = true;
        QVERIFY(w_->applyOptions(options, since));
        QTRY_COMPARE(w_->size(), size);
    }

    /// A status message longer than the bar's room left of the run state is elided there (it ran
    /// under the state, cut off); a short one is shown whole.
    void statusMessagesFitTheBar_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("words");
        QTest::addColumn<bool>("whole");
        QTest::newRow("short at 1024x600") << QSize(1024, 600) << 3 << true;
        QTest::newRow("long at 1024x600") << QSize(1024, 600) << 40 << false;
        QTest::newRow("long at 1366x768") << QSize(1366, 768) << 60 << false;
    }
    void statusMessagesFitTheBar() {
        QFETCH(QSize, size);
        QFETCH(int, words);
        QFETCH(bool, whole);
        makeWindow(QStringLiteral("en"));
        if (QTest::currentTestFailed()) return;
        clickMode(Mode::Build);
        w_->resize(size);
        QTest::qWait(100);
        QStringList list;
        for (int i = 0; i < words; ++i) list << QStringLiteral("part%1").arg(i);
        const QString text = list.join(QLatin1Char(' '));
        emit w_->project()->statusMessage(text);
        const QString shown = w_->statusBar()->currentMessage();
        QCOMPARE(shown == text, whole);
        int room = w_->statusBar()->width();
        for (QWidget* c : w_->statusBar()->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
            if (c->isVisible() && c->x() > 0) room = std::min(room, c->x());
        QVERIFY2(w_->statusBar()->fontMetrics().horizontalAdvance(shown) < room,
                 qPrintable(QStringLiteral("%1 px in %2 px")
                                .arg(w_->statusBar()->fontMetrics().horizontalAdvance(shown))
                                .arg(room)));
        if (!whole) QVERIFY(shown.endsWith(QChar(0x2026)));
    }

    /// Undo and Redo say what they undo in their tooltip, not on the button (a long command
    /// name pushed Fit and Try It into the overflow menu).
    void undoButtonsNameNoCommand_data() {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QString>("undoName");
        QTest::addColumn<QString>("redoName");
        QTest::newRow("scene") << int(Mode::Scene) << QStringLiteral("sceneUndoAction")
                               << QStringLiteral("sceneRedoAction");
        QTest::newRow("build") << int(Mode::Build) << QStringLiteral("buildUndoAction")
                               << QStringLiteral("buildRedoAction");
    }
    void undoButtonsNameNoCommand() {
        QFETCH(int, mode);
        QFETCH(QString, undoName);
        QFETCH(QString, redoName);
        makeWindow(QStringLiteral("en"));
        if (QTest::currentTestFailed()) return;
        clickMode(Mode(mode));
        w_->resize(1024, 600);
        QTest::qWait(100);
        QAction* undo = action(undoName);
        QAction* redo = action(redoName);
        QVERIFY(undo && redo);
        const QString command = QStringLiteral("Rename the scene for a long time");
        if (Mode(mode) == Mode::Scene) {
            auto* ws = w_->findChild<botlab::gui::SceneWorkspace*>();
            QVERIFY(ws);
            QVERIFY_OK(ws->editor()->edit(command,
                                          [](botlab::scenes::SceneDocument& d) { d.name += 'x'; }));
        } else {
            auto* ws = w_->buildWorkspace();
            QVERIFY(ws->newRobot(QStringLiteral("line_follower")));
            QVERIFY(!ws->editor().document().parts.empty());
            ws->editor().undoStack()->beginMacro(command);
            QVERIFY_OK(ws->editor().setLabel(0, QStringLiteral("left motor")));
            ws->editor().undoStack()->endMacro();
        }
        QTest::qWait(50);
        QVERIFY(undo->isEnabled());
        QVERIFY2(!undo->text().contains(QLatin1String("Rename")), qPrintable(undo->text()));
        QVERIFY2(undo->toolTip().contains(command), qPrintable(undo->toolTip()));
        auto* undoButton = qobject_cast<QToolButton*>(buttonFor(undo));
        QVERIFY(undoButton);
        QVERIFY(!undoButton->text().contains(QLatin1String("Rename")));
        // Undone by a click on the button: Redo now offers it, by name in its tooltip only.
        QTest::mouseClick(undoButton, Qt::LeftButton);
        QTRY_VERIFY(redo->isEnabled());
        QVERIFY2(!redo->text().contains(QLatin1String("Rename")), qPrintable(redo->text()));
        QVERIFY2(redo->toolTip().contains(command), qPrintable(redo->toolTip()));
        QVERIFY(wholeInWindow(buttonFor(redo)));
    }
};

QTEST_MAIN(TestWindowFit)
#include "tst_window_fit.moc"
