// SPDX-License-Identifier: GPL-3.0-or-later
// The Chinese UI shows no English (issue 30, item 7): the real MainWindow in zh_CN (translators
// installed as shell/main.cpp does), the line-follow demo project, then a legged robot for the
// Cockpit. For every mode every widget, shown or hidden, is read: labels, buttons, actions of all
// menus, submenus and tool bars, tool tips, combo box items, group box titles, tabs, item views and
// their headers, dock titles, placeholder texts, the status bar, Qt Charts series names and axis
// titles, and the texts Botlab's own widgets paint (the plan view's rulers, the Cockpit's monitor
// and dashboard), caught by a paint device that records every text drawn. Then Preferences, Grade
// a Class and About. A text fails when it holds a Latin word of two or more letters that is not on
// the allow list below; the failure lists every such text with its widget's path.
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QGraphicsView>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPaintEngine>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPointer>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QTimer>
#include <QToolBar>
#include <QTranslator>
#include <QValueAxis>
#include <climits>
#include <functional>
#include <memory>

#include "visible_texts.h"

#include "botlab/runner/display_names.h"
#include "modes/cockpit/cockpit_widgets.h"
#include "modes/cockpit/cockpit_workspace.h"
#include "modes/program/program_editor.h"
#include "modes/scene/scene_workspace.h"
#include "shell/app_options.h"
#include "shell/grade_dialog.h"
#include "shell/main_window.h"

using botlab::gui::MainWindow;
using Mode = botlab::gui::Mode;

namespace {

using namespace botlab::test_support;

QList<Shown> collectModal(const std::function<void()>& action) {
    QList<Shown> found;
    QTimer poll;
    poll.setInterval(20);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (!modal || !modal->isVisible()) return;
        found = collect(modal);
        if (auto* box = qobject_cast<QMessageBox*>(modal))
            box->done(QMessageBox::Ok);
        else if (auto* dlg = qobject_cast<QDialog*>(modal))
            dlg->reject();
        else
            modal->close();
    });
    poll.start();
    action();
    poll.stop();
    return found;
}

QAction* menuActionNamed(QMainWindow* w, const QString& text) {
    for (QAction* a : w->findChildren<QAction*>())
        if (a->text() == text) return a;
    return nullptr;
}

}  // namespace

class TestUntranslated : public QObject {
    Q_OBJECT
private:
    QTemporaryDir settingsDir_;
    std::unique_ptr<MainWindow> w_;

    /// The texts of the window in the mode shown now: menus, tool bars, status bar and the
    /// current mode's workspace (the other modes' workspaces and the dialogs left out).
    QList<Shown> windowTexts() {
        auto* pages = qobject_cast<QStackedWidget*>(w_->centralWidget());
        QList<QWidget*> skip;
        if (pages)
            for (int i = 0; i < pages->count(); ++i)
                if (pages->widget(i) != pages->currentWidget()) skip << pages->widget(i);
        for (QDialog* d : w_->findChildren<QDialog*>()) skip << d;
        QList<Shown> texts = collect(w_.get(), skip);
        if (w_->mode() == Mode::Cockpit) {
            // The dashboard is a window of its own (over the OpenGL views): its painting.
            TextCatcher catcher(QSize(900, 80));
            QPainter p(&catcher);
            botlab::gui::DashboardWindow::paint(p, QRectF(0, 0, 900, 80), QApplication::font(),
                                                w_->cockpitWorkspace()->session()->latest());
            p.end();
            for (const QString& t : catcher.texts)
                add(texts, QStringLiteral("DashboardWindow (painted)"), t);
        }
        return texts;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir_.path());
        // As shell/main.cpp does for --lang zh_CN.
        QVERIFY(botlab::gui::useLanguage(QLocale(QLocale::Chinese, QLocale::China)));

        w_ = std::make_unique<MainWindow>();
        w_->resize(1280, 800);
        w_->show();
        QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
        QSignalSpy loaded(w_->session(), &botlab::gui::SimSession::loaded);
        w_->openDemo();
        QTRY_VERIFY_WITH_TIMEOUT(loaded.count() > 0, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!w_->lastSnapshot().link_poses.empty(), 5000);
    }
    void cleanupTestCase() {
        if (w_) {
            w_->stopProgram();
            w_->programEditor()->setModified(false);
            w_->setMode(Mode::Program);
        }
        w_.reset();
    }

    // The rule itself: what is English and what is not.
    void englishWordsFound_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("english");
        QTest::newRow("soil id") << "hard_soil"
                                 << "hard soil";
        QTest::newRow("part label") << QStringLiteral("left motor (电机)") << "left motor";
        QTest::newRow("axis title") << "time (s)"
                                    << "time";
        QTest::newRow("Chinese") << QStringLiteral("电机 M1：50 %") << "";
        QTest::newRow("units") << QStringLiteral("速度 0.20 m/s，x 12.5 cm，25 Hz") << "";
        QTest::newRow("shortcut") << QStringLiteral("撤销 (Ctrl+Z)") << "";
        QTest::newRow("mnemonic") << QStringLiteral("文件(&F)") << "";
        QTest::newRow("extension") << QStringLiteral("评分任务文件（.json）") << "";
        QTest::newRow("file and path")
            << QStringLiteral("已保存 /tmp/class grades/report.html 和 line_follower.lua") << "";
        QTest::newRow("Lua's nil") << QStringLiteral("全局变量的值是 nil") << "";
        QTest::newRow("colour") << QStringLiteral("颜色 #ffffff") << "";
        QTest::newRow("names") << QStringLiteral("Botlab 用 Lua 和 Blockly") << "";
        QTest::newRow("rich text") << QStringLiteral("<b>运行</b> the program") << "the program";
        QTest::newRow("allowed only as a word") << QStringLiteral("Luanda") << "Luanda";
    }
    void englishWordsFound() {
        QFETCH(QString, text);
        QFETCH(QString, english);
        QCOMPARE(englishWords(text).join(QLatin1Char(' ')), english);
    }

    void paintedTextsAreCaught() {
        // The catcher sees what a widget paints: a label's text, drawn by QLabel::paintEvent.
        QLabel label(QStringLiteral("painted words"));
        label.resize(200, 30);
        QVERIFY(paintedTexts(&label).join(QLatin1Char(' ')).contains(QLatin1String("painted")));
    }

    void noEnglishInMode_data() {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QString>("setup");
        // The line-follow demo project.
        QTest::newRow("Build") << int(Mode::Build) << "";
        QTest::newRow("Program") << int(Mode::Program) << "";
        QTest::newRow("Scene") << int(Mode::Scene) << "";
        QTest::newRow("Simulate") << int(Mode::Simulate) << "";
        // The project's robot becomes the hexapod (on hexapod_field), driven in the Cockpit.
        QTest::newRow("Cockpit") << int(Mode::Cockpit) << "hexapod";
        QTest::newRow("Simulate with the hexapod") << int(Mode::Simulate) << "legged";
        // Scene: New Scene > Empty floor, Shape: Random bumps: the soils of its ground.
        QTest::newRow("Scene with a terrain") << int(Mode::Scene) << "terrain";
        // A program that fails: the error in the console, the message bar, the task bar.
        QTest::newRow("Simulate with a program error") << int(Mode::Simulate) << "error";
    }
    void noEnglishInMode() {
        QFETCH(int, mode);
        QFETCH(QString, setup);
        const auto m = Mode(mode);
        if (setup == QLatin1String("hexapod")) {
            // A legged robot for the Cockpit (the project's robot when legged).
            w_->stopProgram();
            QVERIFY(w_->openModels(QStringLiteral("hexapod"), QStringLiteral("hexapod_field")));
        }
        w_->setMode(m);
        QTest::qWait(300);
        // The names in the user's program are the user's: the messages may quote them.
        QStringList usersNames;
        if (setup == QLatin1String("error")) {
            // The line follower again, and a program with a typing mistake on line 3.
            w_->stopProgram();
            QVERIFY(w_->openModels(QStringLiteral("line_follower"), QStringLiteral("line_basic")));
            QTest::qWait(500);
            const QString program =
                QStringLiteral("motor.speed(1, 20)\nwait(0.2)\nmotr.speed(2, 50)\n");
            static const QRegularExpression name(QStringLiteral("[A-Za-z_]\\w*"));
            for (auto it = name.globalMatch(program); it.hasNext();)
                usersNames << it.next().captured();
            w_->programEditor()->setText(program);
            w_->runProgram();
            QTRY_VERIFY2_WITH_TIMEOUT(w_->programEditor()->errorLine() == 3,
                                      qPrintable(w_->consoleText()), 20000);
            QTest::qWait(300);
        } else if (setup == QLatin1String("legged")) {
            // A program that only waits: the hexapod's devices (servos, IMU) in the panels.
            w_->programEditor()->setText(QStringLiteral("wait(30)\n"));
            w_->runProgram();
            QTRY_VERIFY2_WITH_TIMEOUT(w_->lastSnapshot().sim_time_s > 0.3,
                                      qPrintable(w_->consoleText()), 30000);
            QTest::qWait(300);
        } else if (m == Mode::Simulate) {
            // Run a little so the live panels (devices, plot, status) fill.
            w_->runProgram();
            QTRY_VERIFY_WITH_TIMEOUT(w_->lastSnapshot().sim_time_s > 1.0, 30000);
            QTest::qWait(300);
        }
        if (m == Mode::Cockpit) {
            QTRY_VERIFY_WITH_TIMEOUT(w_->cockpitWorkspace()->session()->latest().running, 20000);
            QTRY_VERIFY_WITH_TIMEOUT(w_->cockpitWorkspace()->session()->latest().sample.t_s > 1.0,
                                     30000);
            QTest::qWait(300);
        }
        if (setup == QLatin1String("terrain")) {
            // A terrain, as the user makes one: New Scene > Empty floor, then Shape > Random
            // bumps in the properties (keyboard); its Ground list names the soils.
            QAction* empty = nullptr;
            const QString emptyText =
                QCoreApplication::translate("botlab::gui::SceneWorkspace", "Empty floor");
            for (QAction* a :
                 w_->findChild<botlab::gui::SceneWorkspace*>()->findChildren<QAction*>())
                if (a->text() == emptyText) empty = a;
            QVERIFY(empty);
            empty->trigger();
            QTest::qWait(300);
            QComboBox* shape = nullptr;
            const QString bumps =
                QCoreApplication::translate("botlab::gui::ScenePropertiesPanel", "Random bumps");
            for (QComboBox* c : w_->findChildren<QComboBox*>())
                if (c->findText(bumps) >= 0) shape = c;
            QVERIFY2(shape, qPrintable(bumps));
            shape->setFocus();
            while (shape->currentText() != bumps && shape->currentIndex() + 1 < shape->count())
                QTest::keyClick(shape, Qt::Key_Down);
            QTest::qWait(300);
        }
        if (m == Mode::Scene) {
            // The plan's status line says where the pointer is.
            auto* plan = w_->findChild<QGraphicsView*>();
            if (plan) QTest::mouseMove(plan->viewport(), plan->viewport()->rect().center());
            QTest::qWait(100);
        }
        const QList<Shown> texts = windowTexts();
        QVERIFY2(texts.size() > 20, qPrintable(QString::number(texts.size())));
        const QStringList bad = offending(texts, usersNames);
        if (m == Mode::Simulate) w_->stopProgram();
        for (const QString& line : bad) qInfo().noquote() << line;
        QVERIFY2(
            bad.isEmpty(),
            qPrintable(QStringLiteral("%1 texts with English (listed above)").arg(bad.size())));
        if (setup == QLatin1String("error")) {
            // The console, where the error is said, is among the texts read.
            const QString last = w_->consoleText().trimmed().split(QLatin1Char('\n')).last();
            bool console = false;
            for (const Shown& s : texts) console = console || s.text.contains(last);
            QVERIFY2(console, qPrintable(last));
        }
        if (setup == QLatin1String("terrain")) {
            // The terrain's ground is among the texts read (one of them hard_soil).
            bool ground = false;
            for (const Shown& s : texts)
                ground =
                    ground || s.text == botlab::runner::groundTitle(QStringLiteral("hard_soil"));
            QVERIFY(ground);
        }
    }

    void noEnglishInDialog_data() {
        QTest::addColumn<QString>("dialog");
        QTest::newRow("Preferences") << "Preferences";
        QTest::newRow("Grade a Class") << "Grade a Class";
        QTest::newRow("About") << "About";
    }
    void noEnglishInDialog() {
        QFETCH(QString, dialog);
        QList<Shown> texts;
        if (dialog == QLatin1String("Grade a Class")) {
            QDialog* d = w_->showGradeDialog();
            QVERIFY(d);
            texts = collect(d);
            d->close();
        } else {
            // Menu entries open these with a modal loop: read the dialog, then close it.
            const QString menuText =
                dialog == QLatin1String("Preferences")
                    ? QCoreApplication::translate("botlab::gui::MainWindow", "&Preferences...")
                    : QCoreApplication::translate("botlab::gui::MainWindow", "&About Botlab");
            QAction* a = menuActionNamed(w_.get(), menuText);
            QVERIFY2(a, qPrintable(menuText));
            texts = collectModal([a] { a->trigger(); });
        }
        QVERIFY2(texts.size() > 2, qPrintable(QString::number(texts.size())));
        const QStringList bad = offending(texts);
        for (const QString& line : bad) qInfo().noquote() << line;
        QVERIFY2(
            bad.isEmpty(),
            qPrintable(QStringLiteral("%1 texts with English (listed above)").arg(bad.size())));
    }
};

QTEST_MAIN(TestUntranslated)
#include "tst_untranslated.moc"
