// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing changes behind the user's back (issue 30), in the real window under Xvfb:
// - the mouse wheel over a spin box, combo box or slider that does not have the focus, in every
//   mode, edits nothing (the surrounding scroll area scrolls instead); with the focus it edits;
// - the Scene properties show the scene that is open after an open, a new scene, an undo and a
//   mode switch (not the previous scene's "Random bumps / 5 cm / sand");
// - Maze... asks before it replaces the track and the walls, a terrain before it goes under
//   them, and each is one undo step.
#include <QtTest/qtestspontaneevent.h>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QWheelEvent>
#include <memory>

#include "botlab_test.h"

#include "modes/program/task_bar.h"
#include "modes/scene/scene_plan_view.h"
#include "modes/scene/scene_properties.h"
#include "modes/scene/scene_workspace.h"
#include "modes/wheel_guard.h"
#include "project/project_controller.h"
#include "project/scene_file.h"
#include "shell/main_window.h"

using botlab::gui::MainWindow;
using botlab::gui::SceneWorkspace;
using botlab::gui::WheelGuard;
using Mode = botlab::gui::Mode;
using namespace botlab::scenes;

namespace {

/// A wheel turn of `notches` over the middle of `w`, delivered as the window system delivers it:
/// spontaneous, to the innermost widget under the pointer (a spin box's line edit), from where
/// QApplication passes it up the parents until one accepts it.
void wheel(QWidget* w, int notches) {
    const QPoint at(w->width() / 2, w->height() / 2);
    QWidget* target = w->childAt(at);
    if (!target) target = w;
    const QPointF local = target->mapFrom(w, at);
    QWheelEvent e(local, target->mapToGlobal(local), QPoint(), QPoint(0, 120 * notches),
                  Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    // As QWidgetWindow delivers it: spontaneous (sendEvent would make it not), so QApplication
    // gives the focus by the focus policy and passes an ignored event up to the parents.
    QSpontaneKeyEvent::setSpontaneous(&e);
    qApp->notify(target, &e);
}

/// What the user sees of a field's value.
QVariant valueOf(QWidget* w) {
    if (auto* s = qobject_cast<QAbstractSpinBox*>(w)) return s->text();
    if (auto* c = qobject_cast<QComboBox*>(w)) return c->currentIndex();
    if (auto* s = qobject_cast<QAbstractSlider*>(w)) return s->value();
    return {};
}

/// The field of the row labelled `label` in `panel`'s forms, or null.
QWidget* fieldOf(QWidget* panel, const QString& label) {
    for (QFormLayout* form : panel->findChildren<QFormLayout*>())
        for (int row = 0; row < form->rowCount(); ++row) {
            QLayoutItem* l = form->itemAt(row, QFormLayout::LabelRole);
            QLayoutItem* f = form->itemAt(row, QFormLayout::FieldRole);
            auto* text = l ? qobject_cast<QLabel*>(l->widget()) : nullptr;
            if (text && f && text->text() == label) return f->widget();
        }
    return nullptr;
}

/// The scene of the issue: random bumps 5 cm high on sand.
SceneDocument bumpySand() {
    SceneDocument d = emptyScene(3.0, 2.0);
    d.name = QStringLiteral("bumpy sand");
    Terrain t;
    t.source = TerrainSource::Function;
    t.function = HeightFunction::Random;
    t.roughness_m = 0.05;
    t.size_x_m = 3.0;
    t.size_z_m = 2.0;
    t.origin = {-1.5, -1.0};
    t.soft_terrain = QStringLiteral("sand");
    d.terrain = t;
    return d;
}

}  // namespace

class TestNoSurprises : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<MainWindow> w_;
    QTemporaryDir dir_;
    QString bumpyFile_, flatFile_;

    SceneWorkspace* ws() const { return w_->findChild<SceneWorkspace*>(); }
    QWidget* props() const { return ws()->properties(); }

    /// The Scene properties show the bumpy sand scene (terrain rows and all).
    void verifyShowsBumpySand() {
        auto* shape = qobject_cast<QComboBox*>(fieldOf(props(), QStringLiteral("Shape:")));
        QVERIFY(shape);
        QCOMPARE(shape->currentText(), QStringLiteral("Random bumps"));
        auto* bump =
            qobject_cast<QAbstractSpinBox*>(fieldOf(props(), QStringLiteral("Bump height:")));
        QVERIFY(bump);
        QCOMPARE(bump->text(), QStringLiteral("5.0 cm"));
        auto* ground =
            qobject_cast<QComboBox*>(fieldOf(props(), QStringLiteral("Ground (legged robots):")));
        QVERIFY(ground);
        QCOMPARE(ground->currentData().toString(), QStringLiteral("sand"));  // shown as "Sand"
    }
    /// ... and now a flat floor: no bump or ground rows.
    void verifyShowsFlat(const QString& name) {
        auto* shape = qobject_cast<QComboBox*>(fieldOf(props(), QStringLiteral("Shape:")));
        QVERIFY(shape);
        QCOMPARE(shape->currentText(), QStringLiteral("Flat floor"));
        QVERIFY(!fieldOf(props(), QStringLiteral("Bump height:")));
        QVERIFY(!fieldOf(props(), QStringLiteral("Ground (legged robots):")));
        auto* nameEdit = qobject_cast<QLineEdit*>(fieldOf(props(), QStringLiteral("Name:")));
        QVERIFY(nameEdit);
        QCOMPARE(nameEdit->text(), name);
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        WheelGuard::install(qApp);  // as main() does
        QVERIFY(dir_.isValid());
        bumpyFile_ = dir_.filePath(QStringLiteral("bumpy.scene.json"));
        flatFile_ = dir_.filePath(QStringLiteral("flat.scene.json"));
        QVERIFY_OK(bumpySand().saveFile(bumpyFile_));
        SceneDocument flat = emptyScene(2.0, 1.5);
        flat.name = QStringLiteral("flat floor");
        QVERIFY_OK(flat.saveFile(flatFile_));
        w_ = std::make_unique<MainWindow>();
        w_->resize(1280, 800);
        w_->show();
        QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
        w_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w_.get()));
    }
    void cleanupTestCase() {
        ws()->editor()->undoStack()->setClean();
        w_->project()->markProgramUnmodified();
        w_.reset();
    }

    // Issue 30, item 2: every spin box, combo box and slider of the mode, unfocused, ignores
    // the wheel (and does not take the focus from it); focused, the wheel edits it.
    void wheelEditsOnlyTheFocusedField_data() {
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("least");  // fields the mode shows at least
        QTest::newRow("Build") << int(Mode::Build) << 1;
        QTest::newRow("Program") << int(Mode::Program) << 1;
        QTest::newRow("Scene") << int(Mode::Scene) << 5;
        QTest::newRow("Simulate") << int(Mode::Simulate) << 1;
        QTest::newRow("Cockpit") << int(Mode::Cockpit) << 1;
    }
    void wheelEditsOnlyTheFocusedField() {
        QFETCH(int, mode);
        QFETCH(int, least);
        w_->setMode(Mode(mode));
        if (Mode(mode) == Mode::Scene) QVERIFY(ws()->openScene(bumpyFile_));
        QTest::qWait(200);
        // A field whose change opens a dialog: the dialog is closed at once.
        QTimer closer;
        connect(&closer, &QTimer::timeout, this, [] {
            if (QWidget* m = QApplication::activeModalWidget()) m->close();
        });
        closer.start(100);
        QList<QPointer<QWidget>> fields;
        for (QWidget* c : w_->findChildren<QWidget*>())
            if (WheelGuard::guards(c) && c->isVisible() && c->isEnabled()) fields << c;
        QVERIFY2(fields.size() >= least, qPrintable(QString::number(fields.size())));
        int edited = 0;
        for (const QPointer<QWidget>& f : fields) {
            if (!f || !f->isVisible()) continue;  // a rebuilt panel took it away
            const QString name =
                QStringLiteral("%1 \"%2\"")
                    .arg(QLatin1String(f->metaObject()->className()),
                         f->objectName().isEmpty() ? f->toolTip() : f->objectName());
            if (QWidget* focus = QApplication::focusWidget()) focus->clearFocus();
            QVERIFY(!f->hasFocus());
            const QVariant before = valueOf(f);
            wheel(f, 1);
            QVERIFY2(f, qPrintable(name));
            QVERIFY2(valueOf(f) == before, qPrintable(name + QStringLiteral(" changed")));
            wheel(f, -1);
            QVERIFY2(valueOf(f) == before, qPrintable(name + QStringLiteral(" changed")));
            QVERIFY2(!f->hasFocus(), qPrintable(name + QStringLiteral(" took the focus")));
            // Focused, the wheel edits it (one way or the other: it may stand at an end).
            auto* spin = qobject_cast<QAbstractSpinBox*>(f.data());
            if (spin && spin->isReadOnly()) continue;
            if (auto* c = qobject_cast<QComboBox*>(f.data()); c && c->count() < 2) continue;
            if (auto* s = qobject_cast<QAbstractSlider*>(f.data());
                s && s->minimum() == s->maximum())
                continue;
            f->setFocus(Qt::OtherFocusReason);
            QTRY_VERIFY2(f && f->hasFocus(), qPrintable(name));
            wheel(f, 1);
            if (f && valueOf(f) == before) wheel(f, -1);
            if (f && valueOf(f) == before && spin) {
                // A spin box at its maximum: two down.
                wheel(f, -1);
            }
            QVERIFY2(f && valueOf(f) != before,
                     qPrintable(name + QStringLiteral(" unchanged at ") + before.toString()));
            ++edited;
            QTest::qWait(20);  // deferred panel rebuilds
        }
        QVERIFY(edited >= least);
    }

    // The same in a dialog: the Maze... dialog's spin boxes.
    void wheelInADialogEditsOnlyTheFocusedField() {
        w_->setMode(Mode::Scene);
        QVERIFY(ws()->newScene({}, false));
        int checked = 0;
        QTimer::singleShot(200, this, [&] {
            auto* dlg = qobject_cast<QDialog*>(QApplication::activeModalWidget());
            QVERIFY(dlg);
            const auto close = qScopeGuard([dlg] { dlg->reject(); });  // also on a failure
            const auto spins = dlg->findChildren<QSpinBox*>();
            QVERIFY(spins.size() >= 4);
            for (QSpinBox* s : spins) {
                spins.front() == s ? spins.back()->setFocus() : spins.front()->setFocus();
                QTRY_VERIFY(!s->hasFocus());
                const int before = s->value();
                wheel(s, 1);
                QCOMPARE(s->value(), before);
                QVERIFY(!s->hasFocus());
                s->setFocus();
                QTRY_VERIFY(s->hasFocus());
                wheel(s, 1);
                QCOMPARE(s->value(), before + 1);
                ++checked;
            }
        });
        ws()->findChild<QAction*>(QStringLiteral("mazeAction"))->trigger();
        QVERIFY(checked >= 4);
        QVERIFY(ws()->editor()->document().mazes.empty());
    }

    // Scrolling the Scene properties over its fields scrolls the panel.
    void wheelOverAnUnfocusedFieldScrollsThePanel() {
        w_->setMode(Mode::Scene);
        QVERIFY(ws()->openScene(bumpyFile_));
        QTest::qWait(100);
        auto* area = qobject_cast<QScrollArea*>(props()->parentWidget()->parentWidget());
        QVERIFY(area);
        area->setFixedHeight(160);  // surely less than the scene's rows
        QTRY_VERIFY(area->verticalScrollBar()->maximum() > 0);
        area->verticalScrollBar()->setValue(0);
        if (QWidget* focus = QApplication::focusWidget()) focus->clearFocus();
        auto* width = fieldOf(props(), QStringLiteral("Floor width:"));
        QVERIFY(width);
        const QString before = valueOf(width).toString();
        wheel(width, -1);
        QCOMPARE(valueOf(width).toString(), before);
        QVERIFY(area->verticalScrollBar()->value() > 0);
        area->setMinimumHeight(0);
        area->setMaximumHeight(QWIDGETSIZE_MAX);
    }

    // Issue 30, item 3: the properties show the document after open, new, undo, mode switch.
    void propertiesShowTheOpenScene_data() {
        QTest::addColumn<QString>("how");
        QTest::newRow("open a flat scene") << "open";
        QTest::newRow("new scene") << "new";
        QTest::newRow("undo") << "undo";
        QTest::newRow("mode switch") << "mode";
        QTest::newRow("File > Examples") << "example";
    }
    void propertiesShowTheOpenScene() {
        QFETCH(QString, how);
        w_->setMode(Mode::Scene);
        if (how == QLatin1String("undo")) {
            // A flat scene made bumpy by one edit; Ctrl+Z takes the bumps back.
            QVERIFY(ws()->openScene(flatFile_));
            QVERIFY_OK(ws()->editor()->edit(QStringLiteral("bumps"), [](SceneDocument& d) {
                SceneDocument b = bumpySand();
                d.terrain = b.terrain;
            }));
        } else {
            QVERIFY(ws()->openScene(bumpyFile_));
        }
        // Nothing selected: the properties are the scene's.
        QTest::mouseClick(ws()->plan()->viewport(), Qt::LeftButton, Qt::NoModifier,
                          ws()->plan()->viewportPoint(0.9, 0.6));
        QTest::qWait(50);
        verifyShowsBumpySand();
        if (how == QLatin1String("open")) {
            // File > Open... with a scene file.
            QVERIFY(w_->project()->openFile(flatFile_));
            verifyShowsFlat(QStringLiteral("flat floor"));
        } else if (how == QLatin1String("new")) {
            QVERIFY(ws()->newScene({}, false));
            verifyShowsFlat(ws()->editor()->document().name);
        } else if (how == QLatin1String("undo")) {
            QTest::keyClick(ws()->plan(), Qt::Key_Z, Qt::ControlModifier);
            verifyShowsFlat(QStringLiteral("flat floor"));
        } else if (how == QLatin1String("example")) {
            // From the Program mode: the Scene mode then shows the example's scene.
            w_->setMode(Mode::Program);
            QVERIFY(w_->project()->openExample(QStringLiteral("line_follower.lua"),
                                               QStringLiteral("line_follower"),
                                               QStringLiteral("line_challenge")));
            w_->setMode(Mode::Scene);
            auto doc = SceneDocument::loadFile(
                QStringLiteral(":/botlab/scenes/builtin/line_challenge.json"));
            QVERIFY_OK(doc);
            verifyShowsFlat(doc.value().name);
            QVERIFY(ws()->editor()->document() == doc.value());
        } else {
            // The project's scene is replaced while another mode is shown (as opening a project
            // with a scene in it does).
            w_->setMode(Mode::Program);
            QVERIFY_OK(w_->project()->sceneFile()->open(flatFile_));
            w_->setMode(Mode::Scene);
            verifyShowsFlat(QStringLiteral("flat floor"));
        }
    }

    // Issue 30, item 6: Maze... asks before it replaces the track and the walls; Cancel leaves
    // the scene as it was; Replace is one undo step, which restores the scene exactly.
    void mazeAsksBeforeReplacing_data() {
        QTest::addColumn<bool>("replace");
        QTest::newRow("Cancel") << false;
        QTest::newRow("Replace") << true;
    }
    void mazeAsksBeforeReplacing() {
        QFETCH(bool, replace);
        w_->setMode(Mode::Scene);
        QVERIFY(ws()->newScene({}, false));
        QVERIFY_OK(
            ws()->editor()->edit(QStringLiteral("a track and three walls"), [](SceneDocument& d) {
                Stroke line;
                line.points = {{-0.8, 0.0}, {0.8, 0.0}};
                d.floor.strokes.push_back(line);
                d.walls.push_back({{-1.0, -0.5}, {1.0, -0.5}});
                d.walls.push_back({{-1.0, 0.5}, {1.0, 0.5}});
                d.walls.push_back({{1.0, -0.5}, {1.0, 0.5}});
            }));
        QUndoStack* stack = ws()->editor()->undoStack();
        const SceneDocument before = ws()->editor()->document();
        const int index = stack->index();
        QString asked;
        // The maze's dialog (its defaults), then the question.
        QTimer::singleShot(200, this, [&] {
            auto* dlg = qobject_cast<QDialog*>(QApplication::activeModalWidget());
            QVERIFY(dlg);
            QTest::keyClick(dlg, Qt::Key_Return);
            QTimer::singleShot(200, this, [&] {
                auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                if (!box) return;
                asked = box->text();
                QAbstractButton* b = replace
                                         ? box->findChild<QPushButton*>(QStringLiteral("yesButton"))
                                         : box->button(QMessageBox::Cancel);
                QVERIFY(b);
                QTest::mouseClick(b, Qt::LeftButton);
            });
        });
        ws()->findChild<QAction*>(QStringLiteral("mazeAction"))->trigger();
        QTest::qWait(300);
        QCOMPARE(asked, QStringLiteral("Replace the track and the 3 walls with a maze?"));
        const SceneDocument& doc = ws()->editor()->document();
        if (!replace) {
            QVERIFY(doc == before);
            QCOMPARE(stack->index(), index);
            return;
        }
        QCOMPARE(int(doc.mazes.size()), 1);
        QVERIFY(doc.floor.strokes.empty());
        QVERIFY(doc.walls.empty());
        QCOMPARE(stack->index(), index + 1);
        w_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w_.get()));
        QTest::keyClick(ws()->plan(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(doc == before);
        QCOMPARE(stack->index(), index);
    }

    // Issue 30, item 6: a terrain laid under the walls of a flat floor asks first (chosen with
    // the keyboard in the properties, as a user does); Cancel leaves the floor flat, and the
    // terrain is one undo step.
    void terrainAsksBeforeCoveringItems_data() {
        QTest::addColumn<bool>("lay");
        QTest::newRow("Cancel") << false;
        QTest::newRow("Lay Terrain") << true;
    }
    void terrainAsksBeforeCoveringItems() {
        QFETCH(bool, lay);
        w_->setMode(Mode::Scene);
        QVERIFY(ws()->newScene({}, false));
        QVERIFY_OK(ws()->editor()->edit(QStringLiteral("two walls"), [](SceneDocument& d) {
            d.walls.push_back({{-0.5, -0.3}, {0.5, -0.3}});
            d.walls.push_back({{-0.5, 0.3}, {0.5, 0.3}});
        }));
        ws()->plan()->setSelection({});  // the scene's own properties
        QTRY_VERIFY(fieldOf(props(), QStringLiteral("Shape:")));
        auto* shape = qobject_cast<QComboBox*>(fieldOf(props(), QStringLiteral("Shape:")));
        QVERIFY(shape);
        QCOMPARE(shape->currentText(), QStringLiteral("Flat floor"));
        QUndoStack* stack = ws()->editor()->undoStack();
        const SceneDocument before = ws()->editor()->document();
        const int index = stack->index();
        QString asked;
        QTimer::singleShot(200, this, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            asked = box->text();
            QAbstractButton* b = lay ? box->findChild<QPushButton*>(QStringLiteral("yesButton"))
                                     : box->button(QMessageBox::Cancel);
            QVERIFY(b);
            QTest::mouseClick(b, Qt::LeftButton);
        });
        shape->setFocus();
        QTest::keyClick(shape, Qt::Key_Down);  // Flat floor -> Random bumps
        QTest::qWait(300);
        QCOMPARE(asked, QStringLiteral("Lay the terrain \"Random bumps\" under the 2 walls?"));
        const SceneDocument& doc = ws()->editor()->document();
        if (!lay) {
            QVERIFY(doc == before);
            QCOMPARE(stack->index(), index);
            shape = qobject_cast<QComboBox*>(fieldOf(props(), QStringLiteral("Shape:")));
            QVERIFY(shape);
            QCOMPARE(shape->currentText(), QStringLiteral("Flat floor"));
            return;
        }
        QVERIFY(doc.terrain.has_value());
        QCOMPARE(stack->index(), index + 1);
        w_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w_.get()));
        QTest::keyClick(ws()->plan(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(doc == before);
    }

    // Issue 30, item 3: the Program mode's task bar says the task of the scene File > Examples
    // opened last, whichever mode was shown when it was opened.
    void taskBarShowsTheOpenScene_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QString>("scene");
        QTest::addColumn<int>("mode");  // shown while the example is opened
        QTest::newRow("fire fighter, from Program") << "fire_fighter.lua"
                                                    << "fire_fighter"
                                                    << "fire_fighting" << int(Mode::Program);
        QTest::newRow("maze, from Scene") << "maze_wall_follower.lua"
                                          << "maze_explorer"
                                          << "maze" << int(Mode::Scene);
        QTest::newRow("line follower, from Build") << "line_follower.lua"
                                                   << "line_follower"
                                                   << "line_challenge" << int(Mode::Build);
    }
    void taskBarShowsTheOpenScene() {
        QFETCH(QString, program);
        QFETCH(QString, robot);
        QFETCH(QString, scene);
        QFETCH(int, mode);
        auto* bar = w_->findChild<botlab::gui::TaskBar*>();
        QVERIFY(bar);
        w_->setMode(Mode(mode));
        QVERIFY(w_->project()->openExample(program, robot, scene));
        w_->setMode(Mode::Program);
        auto doc =
            SceneDocument::loadFile(QStringLiteral(":/botlab/scenes/builtin/%1.json").arg(scene));
        QVERIFY_OK(doc);
        const QString task = botlab::gui::TaskBar::taskText(&doc.value());
        QVERIFY(!task.isEmpty());
        QTRY_VERIFY2(bar->text().contains(task), qPrintable(bar->text() + " / " + task));
        QVERIFY(bar->isVisible());
    }

    // An empty floor is no loss: no question.
    void mazeOnAnEmptyFloorAsksNothing() {
        w_->setMode(Mode::Scene);
        QVERIFY(ws()->newScene({}, false));
        QTimer::singleShot(200, this, [] {
            auto* dlg = qobject_cast<QDialog*>(QApplication::activeModalWidget());
            QVERIFY(dlg);
            QTest::keyClick(dlg, Qt::Key_Return);
        });
        ws()->findChild<QAction*>(QStringLiteral("mazeAction"))->trigger();
        QCOMPARE(int(ws()->editor()->document().mazes.size()), 1);
        QCOMPARE(ws()->editor()->undoStack()->count(), 1);
    }
};

QTEST_MAIN(TestNoSurprises)
#include "tst_no_surprises.moc"
