// SPDX-License-Identifier: GPL-3.0-or-later
// The Scene mode's properties panel, offscreen: each field of each item kind (and of the scene)
// edits what its label says by the value typed, in the unit shown; only the rows of the item's
// shape are there; a combo box whose choice changes the rows is not deleted while it emits; and
// the mouse wheel edits a spin box or combo box only when it has the focus (modes/wheel_guard.h).
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <QWheelEvent>
#include <functional>

#include "botlab/scenes/scene_editor.h"
#include "modes/scene/scene_properties.h"
#include "modes/wheel_guard.h"

using botlab::gui::ScenePropertiesPanel;
using namespace botlab::scenes;

using Measure = std::function<double(const SceneDocument&)>;
Q_DECLARE_METATYPE(Measure)
Q_DECLARE_METATYPE(ItemRef)

namespace {

/// One item of each kind (a polyline and an arc, a box and a cylinder, two checkpoints).
SceneDocument everyKind() {
    SceneDocument d = emptyScene(3.0, 2.0);
    Stroke line;
    line.points = {{-1.0, 0.5}, {0.0, 0.5}};
    d.floor.strokes.push_back(line);
    Stroke arc;
    arc.kind = StrokeKind::Arc;
    arc.radius_m = 0.4;
    arc.sweep_deg = 90;
    d.floor.strokes.push_back(arc);
    d.walls.push_back({{-1.2, -0.8}, {-0.2, -0.8}});
    MazeSpec m;
    m.rows = m.cols = 5;
    m.exit = {4, 4};
    d.mazes.push_back(m);
    Obstacle box;
    box.position_m = {1.0, 0.05, -0.8};
    d.obstacles.push_back(box);
    Obstacle cylinder;
    cylinder.shape = botlab::sim::ShapeType::Cylinder;
    d.obstacles.push_back(cylinder);
    d.flames.push_back({});
    d.goals.finish = Zone{{1.2, 0.8}, 0.2, 0.2, 0.0};
    d.goals.checkpoints.push_back(Zone{{0.0, 0.5}, 0.2, 0.2, 0.0});
    d.goals.checkpoints.push_back(Zone{{0.5, 0.5}, 0.2, 0.2, 0.0});
    d.goals.object_zones.push_back({Zone{{-0.5, 0.5}, 0.2, 0.2, 0.0}, QStringLiteral("red"), {}});
    return d;
}

/// The field of the row labelled `label` in the panel's form, or null.
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

QDoubleSpinBox* spinOf(QWidget* panel, const QString& label) {
    return qobject_cast<QDoubleSpinBox*>(fieldOf(panel, label));
}

void wheel(QWidget* w, int steps) {
    const QPointF at(w->width() / 2.0, w->height() / 2.0);
    QWheelEvent e(at, w->mapToGlobal(at), QPoint(), QPoint(0, 120 * steps), Qt::NoButton,
                  Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &e);
}

}  // namespace

class TestSceneProperties : public QObject {
    Q_OBJECT
private slots:
    // The application's wheel guard, as the app's main() installs it.
    void initTestCase() { botlab::gui::WheelGuard::install(qApp); }

    // Typing `shown` (in the field's unit) into the field sets the document's value to `si`.
    void fieldEditsTheDocument_data() {
        QTest::addColumn<QList<ItemRef>>("items");  // empty: the scene's own fields
        QTest::addColumn<QString>("label");
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<double>("shown");
        QTest::addColumn<Measure>("measure");
        QTest::addColumn<double>("si");
        auto row = [](const char* name, QList<ItemRef> items, const char* label, const char* suffix,
                      double shown, Measure m, double si) {
            QTest::newRow(name) << items << QString::fromUtf8(label) << QString::fromUtf8(suffix)
                                << shown << m << si;
        };
        const ItemRef line{ItemKind::Stroke, 0}, arc{ItemKind::Stroke, 1};
        row(
            "line width", {line}, "Width:", " cm", 2.5,
            [](const SceneDocument& d) { return d.floor.strokes[0].width_m; }, 0.025);
        row(
            "arc radius", {arc}, "Radius:", " cm", 55.0,
            [](const SceneDocument& d) { return d.floor.strokes[1].radius_m; }, 0.55);
        row(
            "arc sweep 0 is 1", {arc}, "Sweep:", " °", 0.0,
            [](const SceneDocument& d) { return d.floor.strokes[1].sweep_deg; }, 1.0);
        row(
            "wall thickness", {{ItemKind::Wall, 0}}, "Thickness:", " cm", 3.0,
            [](const SceneDocument& d) { return d.walls[0].thickness_m; }, 0.03);
        row(
            "maze rows", {{ItemKind::Maze, 0}}, "Rows:", "", 3.0,
            [](const SceneDocument& d) { return double(d.mazes[0].rows); }, 3.0);
        row(
            "maze rows move the exit", {{ItemKind::Maze, 0}}, "Rows:", "", 3.0,
            [](const SceneDocument& d) { return double(d.mazes[0].exit.row); }, 2.0);
        row(
            "maze cell", {{ItemKind::Maze, 0}}, "Cell size:", " cm", 25.0,
            [](const SceneDocument& d) { return d.mazes[0].cell_m; }, 0.25);
        row(
            "box height", {{ItemKind::Obstacle, 0}}, "Height:", " cm", 20.0,
            [](const SceneDocument& d) { return d.obstacles[0].size_y_m; }, 0.2);
        row(
            "box stands on the floor", {{ItemKind::Obstacle, 0}}, "Height:", " cm", 20.0,
            [](const SceneDocument& d) { return d.obstacles[0].position_m.y(); }, 0.1);
        row(
            "cylinder radius", {{ItemKind::Obstacle, 1}}, "Radius:", " cm", 7.0,
            [](const SceneDocument& d) { return d.obstacles[1].radius_m; }, 0.07);
        row(
            "cylinder height", {{ItemKind::Obstacle, 1}}, "Height:", " cm", 30.0,
            [](const SceneDocument& d) { return d.obstacles[1].length_m; }, 0.3);
        row(
            "obstacle mass", {{ItemKind::Obstacle, 0}}, "Mass:", " kg", 1.25,
            [](const SceneDocument& d) { return d.obstacles[0].mass_kg; }, 1.25);
        row(
            "flame height", {{ItemKind::Flame, 0}}, "Flame height:", " cm", 15.0,
            [](const SceneDocument& d) { return d.flames[0].position_m.y(); }, 0.15);
        row(
            "start heading", {{ItemKind::Start, 0}}, "Heading:", " °", 45.0,
            [](const SceneDocument& d) { return d.starts[0].yaw_deg; }, 45.0);
        row(
            "start z", {{ItemKind::Start, 0}}, "z:", " cm", -12.5,
            [](const SceneDocument& d) { return d.starts[0].position_m.z(); }, -0.125);
        row(
            "finish width", {{ItemKind::Finish, 0}}, "Width:", " cm", 40.0,
            [](const SceneDocument& d) { return d.goals.finish->size_x_m; }, 0.4);
        row(
            "second checkpoint depth", {{ItemKind::Checkpoint, 1}}, "Depth:", " cm", 35.0,
            [](const SceneDocument& d) { return d.goals.checkpoints[1].size_z_m; }, 0.35);
        row(
            "first checkpoint kept", {{ItemKind::Checkpoint, 1}}, "Depth:", " cm", 35.0,
            [](const SceneDocument& d) { return d.goals.checkpoints[0].size_z_m; }, 0.2);
        row(
            "object zone width", {{ItemKind::ObjectZone, 0}}, "Width:", " cm", 30.0,
            [](const SceneDocument& d) { return d.goals.object_zones[0].zone.size_x_m; }, 0.3);
        row(
            "floor width", {}, "Floor width:", " m", 3.5,
            [](const SceneDocument& d) { return d.floor.size_x_m; }, 3.5);
        row(
            "off the line", {}, "Off the line beyond:", " cm", 5.0,
            [](const SceneDocument& d) { return d.goals.penalties.off_line_m; }, 0.05);
        row(
            "time limit", {}, "Time limit:", " s", 90.0,
            [](const SceneDocument& d) { return d.goals.time_limit_s; }, 90.0);
    }
    void fieldEditsTheDocument() {
        QFETCH(QList<ItemRef>, items);
        QFETCH(QString, label);
        QFETCH(QString, suffix);
        QFETCH(double, shown);
        QFETCH(Measure, measure);
        QFETCH(double, si);
        SceneEditor editor;
        editor.setDocument(everyKind());
        ScenePropertiesPanel panel(&editor);
        panel.showItems({items.begin(), items.end()});
        QDoubleSpinBox* box = spinOf(&panel, label);
        QVERIFY2(box, qPrintable(label));
        QCOMPARE(box->suffix(), suffix);
        box->setValue(shown);
        QVERIFY2(std::abs(measure(editor.document()) - si) < 1e-9,
                 qPrintable(QString::number(measure(editor.document()), 'g', 12)));
        QCOMPARE(editor.undoStack()->count(), 1);  // one undoable edit
    }

    // Only the rows of the item's shape are there.
    void rowsFollowTheShape_data() {
        QTest::addColumn<ItemRef>("item");
        QTest::addColumn<QString>("label");
        QTest::addColumn<bool>("present");
        QTest::newRow("polyline: no radius")
            << ItemRef{ItemKind::Stroke, 0} << QStringLiteral("Radius:") << false;
        QTest::newRow("arc: radius")
            << ItemRef{ItemKind::Stroke, 1} << QStringLiteral("Radius:") << true;
        QTest::newRow("box: length")
            << ItemRef{ItemKind::Obstacle, 0} << QStringLiteral("Length:") << true;
        QTest::newRow("box: no radius")
            << ItemRef{ItemKind::Obstacle, 0} << QStringLiteral("Radius:") << false;
        QTest::newRow("cylinder: no length")
            << ItemRef{ItemKind::Obstacle, 1} << QStringLiteral("Length:") << false;
        QTest::newRow("no buzzer: no loudness")
            << ItemRef{ItemKind::Obstacle, 0} << QStringLiteral("Loudness:") << false;
    }
    void rowsFollowTheShape() {
        QFETCH(ItemRef, item);
        QFETCH(QString, label);
        QFETCH(bool, present);
        SceneEditor editor;
        editor.setDocument(everyKind());
        ScenePropertiesPanel panel(&editor);
        panel.showItems({item});
        QCOMPARE(fieldOf(&panel, label) != nullptr, present);
    }

    // Choosing a terrain shape changes the rows; the combo box chosen from is not deleted while
    // it emits `activated` (that crashed), and the new rows come from the event loop.
    void terrainChoiceRebuildsAfterTheSignal() {
        SceneEditor editor;
        editor.setDocument(everyKind());
        ScenePropertiesPanel panel(&editor);
        panel.showItems({});
        QPointer<QComboBox> shape = qobject_cast<QComboBox*>(fieldOf(&panel, "Shape:"));
        QVERIFY(shape);
        QVERIFY(!fieldOf(&panel, "Bump height:"));
        bool aliveAfterItsHandler = false;
        // Connected after the panel's own handler: runs after it, while the signal is emitted.
        connect(shape.data(), &QComboBox::activated, this,
                [&] { aliveAfterItsHandler = !shape.isNull(); });
        // The floor has walls and more: the panel asks before the terrain goes under them (a
        // modal question inside the combo box's handler); the answer is yes.
        QString asked;
        QTimer::singleShot(50, this, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            QVERIFY(box);
            asked = box->objectName();
            auto* yes = box->findChild<QPushButton*>(QStringLiteral("yesButton"));
            QVERIFY(yes);
            yes->click();
        });
        shape->setCurrentIndex(1);
        emit shape->activated(1);  // "Random bumps", as a click would
        QCOMPARE(asked, QStringLiteral("terrainOverItemsBox"));
        QVERIFY(aliveAfterItsHandler);
        QVERIFY(editor.document().terrain.has_value());
        QCOMPARE(editor.document().terrain->function, HeightFunction::Random);
        QTRY_VERIFY(fieldOf(&panel, "Bump height:") != nullptr);
        QTRY_VERIFY(shape.isNull());  // the old rows are gone
        // The buzzer check box rebuilds the same way.
        panel.showItems({{ItemKind::Obstacle, 0}});
        QPointer<QCheckBox> buzzer;
        for (auto* c : panel.findChildren<QCheckBox*>())
            if (c->text().startsWith("Buzzer")) buzzer = c;
        QVERIFY(buzzer);
        buzzer->setChecked(true);
        QVERIFY(buzzer);
        QTRY_VERIFY(spinOf(&panel, "Loudness:") != nullptr);
    }

    // Scrolling over a field that does not have the focus scrolls on (the event is left to the
    // parent) and edits nothing; with the focus the wheel steps the value.
    void wheelEditsOnlyWithFocus() {
        SceneEditor editor;
        editor.setDocument(everyKind());
        ScenePropertiesPanel panel(&editor);
        panel.showItems({{ItemKind::Wall, 0}});
        panel.show();
        panel.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&panel));
        QDoubleSpinBox* height = spinOf(&panel, "Height:");
        QVERIFY(height);
        QCOMPARE(height->focusPolicy(), Qt::StrongFocus);
        QDoubleSpinBox* thickness = spinOf(&panel, "Thickness:");
        QVERIFY(thickness);
        thickness->setFocus();  // the focus elsewhere in the panel
        QTRY_VERIFY(thickness->hasFocus());
        const double before = editor.document().walls[0].height_m;
        wheel(height, 1);
        QCOMPARE(editor.document().walls[0].height_m, before);
        QCOMPARE(editor.undoStack()->count(), 0);
        height->setFocus();
        QTRY_VERIFY(height->hasFocus());
        wheel(height, 1);
        QVERIFY(std::abs(editor.document().walls[0].height_m - (before + 0.01)) < 1e-9);

        panel.showItems({});
        QComboBox* goal = qobject_cast<QComboBox*>(fieldOf(&panel, "Goal:"));
        QVERIFY(goal);
        QTRY_COMPARE(goal->focusPolicy(), Qt::StrongFocus);  // set when it is polished
        QDoubleSpinBox* floorWidth = spinOf(&panel, "Floor width:");
        QVERIFY(floorWidth);
        floorWidth->setFocus();
        QTRY_VERIFY(floorWidth->hasFocus());
        const int index = goal->currentIndex();
        wheel(goal, -1);
        QCOMPARE(goal->currentIndex(), index);
        QCOMPARE(editor.document().goals.rule, GoalRule::Auto);
    }
};

QTEST_MAIN(TestSceneProperties)
#include "tst_scene_properties.moc"
