// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/scene/scene_properties.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <cmath>

namespace botlab::gui {

using scenes::ItemKind;
using scenes::ItemRef;
using scenes::SceneDocument;

ScenePropertiesPanel::ScenePropertiesPanel(scenes::SceneEditor* editor, QWidget* parent)
    : QWidget(parent), editor_(editor) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    rebuild();
}

void ScenePropertiesPanel::showItems(const std::vector<ItemRef>& items) {
    items_ = items;
    rebuild();
}

void ScenePropertiesPanel::refresh() {
    if (editing_) return;
    for (const ItemRef& r : items_)
        if (!scenes::itemExists(editor_->document(), r)) {
            items_.clear();
            rebuild();
            return;
        }
    for (const auto& f : refreshers_) f();
}

void ScenePropertiesPanel::change(const QString& what,
                                  const std::function<void(SceneDocument&)>& f) {
    editing_ = true;
    editor_->edit(what, f);
    editing_ = false;
}

QDoubleSpinBox* ScenePropertiesPanel::addNumber(
    const QString& label, double min, double max, int decimals, double factor,
    const QString& suffix, const std::function<double(const SceneDocument&)>& get,
    const std::function<void(SceneDocument&, double)>& set) {
    auto* box = new QDoubleSpinBox(body_);
    box->setRange(min, max);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    box->setKeyboardTracking(false);  // one edit when the number is entered, not per digit
    box->setAccelerated(true);
    auto read = [this, box, get, factor] {
        const QSignalBlocker block(box);
        box->setValue(get(editor_->document()) * factor);
    };
    read();
    refreshers_.push_back(read);
    connect(box, &QDoubleSpinBox::valueChanged, this, [this, set, factor, label](double v) {
        change(tr("Change %1").arg(label), [&](SceneDocument& d) { set(d, v / factor); });
    });
    form_->addRow(label, box);
    return box;
}

void ScenePropertiesPanel::addColour(
    const QString& label, const std::function<QColor(const SceneDocument&)>& get,
    const std::function<void(SceneDocument&, const QColor&)>& set) {
    auto* button = new QPushButton(body_);
    auto read = [this, button, get] {
        const QColor c = get(editor_->document());
        button->setText(c.name());
        button->setStyleSheet(QStringLiteral("background:%1;color:%2")
                                  .arg(c.name(), c.lightnessF() < 0.5 ? QStringLiteral("white")
                                                                      : QStringLiteral("black")));
    };
    read();
    refreshers_.push_back(read);
    connect(button, &QPushButton::clicked, this, [this, get, set, label] {
        const QColor c = QColorDialog::getColor(get(editor_->document()), this, label);
        if (c.isValid()) change(tr("Change %1").arg(label), [&](SceneDocument& d) { set(d, c); });
    });
    form_->addRow(label, button);
}

void ScenePropertiesPanel::addCheck(const QString& label,
                                    const std::function<bool(const SceneDocument&)>& get,
                                    const std::function<void(SceneDocument&, bool)>& set) {
    auto* box = new QCheckBox(label, body_);
    auto read = [this, box, get] {
        const QSignalBlocker block(box);
        box->setChecked(get(editor_->document()));
    };
    read();
    refreshers_.push_back(read);
    connect(box, &QCheckBox::toggled, this, [this, set, label](bool on) {
        change(tr("Change %1").arg(label), [&](SceneDocument& d) { set(d, on); });
    });
    form_->addRow(QString(), box);
}

void ScenePropertiesPanel::rebuild() {
    refreshers_.clear();
    delete body_;
    body_ = new QWidget(this);
    form_ = new QFormLayout(body_);
    form_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    layout()->addWidget(body_);
    const SceneDocument& doc = editor_->document();
    if (items_.empty()) {
        sceneFields();
    } else if (items_.size() == 1 && scenes::itemExists(doc, items_.front())) {
        itemFields(items_.front());
    } else {
        auto* label = new QLabel(
            tr("%n items selected. Drag to move them, R to turn them, Delete to remove them.",
               nullptr, int(items_.size())),
            body_);
        label->setWordWrap(true);
        form_->addRow(label);
    }
}

void ScenePropertiesPanel::sceneFields() {
    auto* title = new QLabel(QStringLiteral("<b>%1</b>").arg(tr("Scene")), body_);
    form_->addRow(title);
    auto* name = new QLineEdit(editor_->document().name, body_);
    connect(name, &QLineEdit::editingFinished, this, [this, name] {
        change(tr("Rename the scene"), [&](SceneDocument& d) { d.name = name->text(); });
    });
    refreshers_.push_back([this, name] {
        if (!name->hasFocus()) name->setText(editor_->document().name);
    });
    form_->addRow(tr("Name:"), name);
    addNumber(
        tr("Floor width:"), 0.2, 40.0, 2, 1.0, tr(" m"),
        [](const SceneDocument& d) { return d.floor.size_x_m; },
        [](SceneDocument& d, double v) { d.floor.size_x_m = v; });
    addNumber(
        tr("Floor depth:"), 0.2, 40.0, 2, 1.0, tr(" m"),
        [](const SceneDocument& d) { return d.floor.size_z_m; },
        [](SceneDocument& d, double v) { d.floor.size_z_m = v; });
    addColour(
        tr("Floor colour:"), [](const SceneDocument& d) { return d.floor.colour; },
        [](SceneDocument& d, const QColor& c) { d.floor.colour = c; });
    addNumber(
        tr("Room light:"), 0.0, 100.0, 0, 1.0, tr(" %"),
        [](const SceneDocument& d) { return d.lighting.ambient_percent; },
        [](SceneDocument& d, double v) { d.lighting.ambient_percent = v; })
        ->setToolTip(tr("How bright the room is: what a light sensor facing up reads"));

    form_->addRow(new QLabel(QStringLiteral("<b>%1</b>").arg(tr("Scoring")), body_));
    addNumber(
        tr("Time limit:"), 0.0, 3600.0, 0, 1.0, tr(" s"),
        [](const SceneDocument& d) { return d.goals.time_limit_s; },
        [](SceneDocument& d, double v) { d.goals.time_limit_s = v; })
        ->setSpecialValueText(tr("none"));
    auto* rule = new QComboBox(body_);
    rule->addItem(tr("Automatic"), int(scenes::GoalRule::Auto));
    rule->addItem(tr("Reach the finish zone"), int(scenes::GoalRule::Zone));
    rule->addItem(tr("Pass all checkpoints"), int(scenes::GoalRule::Checkpoints));
    rule->addItem(tr("Blow out every candle"), int(scenes::GoalRule::Candles));
    auto readRule = [this, rule] {
        const QSignalBlocker block(rule);
        rule->setCurrentIndex(std::max(0, rule->findData(int(editor_->document().goals.rule))));
    };
    readRule();
    refreshers_.push_back(readRule);
    connect(rule, &QComboBox::activated, this, [this, rule](int i) {
        change(tr("Change the goal"), [&](SceneDocument& d) {
            d.goals.rule = scenes::GoalRule(rule->itemData(i).toInt());
        });
    });
    form_->addRow(tr("Goal:"), rule);
    auto* goal = new QLabel(body_);
    goal->setWordWrap(true);
    auto readGoal = [this, goal] {
        const SceneDocument& d = editor_->document();
        const int n = int(d.goals.checkpoints.size());
        const QString first =
            n > 0 ? tr("Pass the %n checkpoint(s) in order, then: ", nullptr, n) : QString();
        QString text;
        switch (d.goals.rule) {
            case scenes::GoalRule::Auto:
                if (d.goals.finish)
                    text = first + tr("reach the finish zone.");
                else if (!d.flames.empty())
                    text = first + tr("blow out every candle.");
                else
                    text = tr("No goal yet: draw a finish zone (tool Finish).");
                break;
            case scenes::GoalRule::Zone:
                text = d.goals.finish ? first + tr("reach the finish zone.")
                                      : tr("No finish zone yet (tool Finish).");
                break;
            case scenes::GoalRule::Checkpoints:
                text = n > 0 ? tr("Pass the %n checkpoint(s) in order.", nullptr, n)
                             : tr("No checkpoints yet (tool Checkpoint).");
                break;
            case scenes::GoalRule::Candles:
                text = !d.flames.empty() ? first + tr("blow out every candle.")
                                         : tr("No candles yet (tool Candle).");
                break;
        }
        // "Pass ... then: reach ..." or, with no checkpoints, "Reach ...".
        if (!text.isEmpty()) text[0] = text[0].toUpper();
        goal->setText(text);
    };
    readGoal();
    refreshers_.push_back(readGoal);
    form_->addRow(QString(), goal);
    addNumber(
        tr("Per wall hit:"), 0.0, 600.0, 1, 1.0, tr(" s"),
        [](const SceneDocument& d) { return d.goals.penalties.wall_hit_s; },
        [](SceneDocument& d, double v) { d.goals.penalties.wall_hit_s = v; })
        ->setToolTip(tr("Penalty seconds added to the report for each wall hit"));
    addNumber(
        tr("Off the line beyond:"), 0.0, 100.0, 1, 100.0, tr(" cm"),
        [](const SceneDocument& d) { return d.goals.penalties.off_line_m; },
        [](SceneDocument& d, double v) { d.goals.penalties.off_line_m = v; })
        ->setSpecialValueText(tr("off"));
    addNumber(
        tr("Per leaving the line:"), 0.0, 600.0, 1, 1.0, tr(" s"),
        [](const SceneDocument& d) { return d.goals.penalties.off_line_s; },
        [](SceneDocument& d, double v) { d.goals.penalties.off_line_s = v; })
        ->setToolTip(tr("Penalty seconds each time the robot gets farther from the line than "
                        "the distance above"));

    form_->addRow(new QLabel(QStringLiteral("<b>%1</b>").arg(tr("Terrain")), body_));
    auto* terrain = new QComboBox(body_);
    terrain->addItem(tr("Flat floor"));
    terrain->addItem(tr("Random bumps"), int(scenes::HeightFunction::Random));
    terrain->addItem(tr("Gully"), int(scenes::HeightFunction::Gully));
    terrain->addItem(tr("Step"), int(scenes::HeightFunction::Step));
    terrain->addItem(tr("Waves"), int(scenes::HeightFunction::Sine));
    terrain->addItem(tr("Height map file (CSV or 16-bit PNG)..."));
    const auto& t = editor_->document().terrain;
    if (!t)
        terrain->setCurrentIndex(0);
    else if (t->source != scenes::TerrainSource::Function)
        terrain->setCurrentIndex(5);
    else
        terrain->setCurrentIndex(std::max(0, terrain->findData(int(t->function))));
    connect(terrain, &QComboBox::activated, this, [this, terrain](int i) {
        if (i == 5) {
            emit chooseDemFile();
            return;
        }
        change(tr("Change the terrain"), [&](SceneDocument& d) {
            if (i == 0) {
                d.terrain.reset();
                return;
            }
            scenes::Terrain nt = d.terrain.value_or(scenes::Terrain{});
            nt.source = scenes::TerrainSource::Function;
            nt.file.clear();
            nt.function = scenes::HeightFunction(terrain->itemData(i).toInt());
            nt.size_x_m = d.floor.size_x_m;
            nt.size_z_m = d.floor.size_z_m;
            nt.origin = {d.floor.centre.x_m - 0.5 * d.floor.size_x_m,
                         d.floor.centre.z_m - 0.5 * d.floor.size_z_m};
            nt.at_m = d.floor.centre.x_m;
            d.terrain = nt;
        });
        rebuild();
    });
    form_->addRow(tr("Shape:"), terrain);
    if (t) {
        if (t->source == scenes::TerrainSource::Function) {
            switch (t->function) {
                case scenes::HeightFunction::Random:
                    addNumber(
                        tr("Bump height:"), 0.0, 100.0, 1, 100.0, tr(" cm"),
                        [](const SceneDocument& d) { return d.terrain->roughness_m; },
                        [](SceneDocument& d, double v) { d.terrain->roughness_m = v; });
                    addNumber(
                        tr("Seed:"), 0, 1e9, 0, 1.0, QString(),
                        [](const SceneDocument& d) { return double(d.terrain->seed); },
                        [](SceneDocument& d, double v) { d.terrain->seed = std::uint64_t(v); });
                    break;
                case scenes::HeightFunction::Gully:
                    addNumber(
                        tr("Depth:"), 0.0, 500.0, 1, 100.0, tr(" cm"),
                        [](const SceneDocument& d) { return d.terrain->depth_m; },
                        [](SceneDocument& d, double v) { d.terrain->depth_m = v; });
                    addNumber(
                        tr("Width:"), 1.0, 1000.0, 1, 100.0, tr(" cm"),
                        [](const SceneDocument& d) { return d.terrain->width_m; },
                        [](SceneDocument& d, double v) { d.terrain->width_m = v; });
                    break;
                case scenes::HeightFunction::Step:
                    addNumber(
                        tr("Step height:"), -100.0, 100.0, 1, 100.0, tr(" cm"),
                        [](const SceneDocument& d) { return d.terrain->height_m; },
                        [](SceneDocument& d, double v) { d.terrain->height_m = v; });
                    break;
                case scenes::HeightFunction::Sine:
                    addNumber(
                        tr("Wave height:"), 0.0, 100.0, 1, 100.0, tr(" cm"),
                        [](const SceneDocument& d) { return d.terrain->amplitude_m; },
                        [](SceneDocument& d, double v) { d.terrain->amplitude_m = v; });
                    break;
                case scenes::HeightFunction::Flat:
                    break;
            }
        } else {
            form_->addRow(tr("File:"), new QLabel(QFileInfo(t->file).fileName(), body_));
            if (t->source == scenes::TerrainSource::DemPng)
                addNumber(
                    tr("Vertical scale:"), 0.001, 100.0, 3, 1.0, tr(" m"),
                    [](const SceneDocument& d) { return d.terrain->height_scale_m; },
                    [](SceneDocument& d, double v) { d.terrain->height_scale_m = v; });
            addNumber(
                tr("Cell size:"), 0.5, 100.0, 1, 100.0, tr(" cm"),
                [](const SceneDocument& d) { return d.terrain->cell_m; },
                [](SceneDocument& d, double v) { d.terrain->cell_m = v; });
        }
        auto* ground = new QComboBox(body_);
        ground->addItem(tr("Rigid"), QString());
        for (const QString& g : scenes::groundTypeNames()) ground->addItem(g, g);
        ground->setCurrentIndex(std::max(0, ground->findData(t->soft_terrain)));
        connect(ground, &QComboBox::activated, this, [this, ground](int i) {
            change(tr("Change the ground"), [&](SceneDocument& d) {
                if (d.terrain) d.terrain->soft_terrain = ground->itemData(i).toString();
            });
        });
        form_->addRow(tr("Ground (legged robots):"), ground);
    }
}

void ScenePropertiesPanel::itemFields(const ItemRef& r) {
    const auto i = std::size_t(r.index);
    form_->addRow(new QLabel(QStringLiteral("<b>%1</b>").arg(scenes::itemName(r)), body_));
    const QString cm = tr(" cm"), deg = tr(" °");
    switch (r.kind) {
        case ItemKind::Stroke: {
            addNumber(
                tr("Width:"), 0.1, 50.0, 1, 100.0, cm,
                [i](const SceneDocument& d) { return d.floor.strokes[i].width_m; },
                [i](SceneDocument& d, double v) { d.floor.strokes[i].width_m = v; });
            addColour(
                tr("Colour:"), [i](const SceneDocument& d) { return d.floor.strokes[i].colour; },
                [i](SceneDocument& d, const QColor& c) { d.floor.strokes[i].colour = c; });
            addCheck(
                tr("Round ends"),
                [i](const SceneDocument& d) { return d.floor.strokes[i].round_caps; },
                [i](SceneDocument& d, bool on) { d.floor.strokes[i].round_caps = on; });
            const auto& s = editor_->document().floor.strokes[i];
            if (s.kind == scenes::StrokeKind::Arc) {
                addNumber(
                    tr("Radius:"), 1.0, 10000.0, 1, 100.0, cm,
                    [i](const SceneDocument& d) { return d.floor.strokes[i].radius_m; },
                    [i](SceneDocument& d, double v) { d.floor.strokes[i].radius_m = v; });
                addNumber(
                    tr("Start angle:"), -360, 360, 0, 1.0, deg,
                    [i](const SceneDocument& d) { return d.floor.strokes[i].start_deg; },
                    [i](SceneDocument& d, double v) { d.floor.strokes[i].start_deg = v; });
                addNumber(
                    tr("Sweep:"), -360, 360, 0, 1.0, deg,
                    [i](const SceneDocument& d) { return d.floor.strokes[i].sweep_deg; },
                    [i](SceneDocument& d, double v) {
                        d.floor.strokes[i].sweep_deg = v == 0 ? 1 : v;
                    });
            }
            if (s.kind == scenes::StrokeKind::Polyline)
                addCheck(
                    tr("Closed"), [i](const SceneDocument& d) { return d.floor.strokes[i].closed; },
                    [i](SceneDocument& d, bool on) { d.floor.strokes[i].closed = on; });
            auto* marks = new QLabel(body_);
            refreshers_.push_back([this, marks, i] {
                const auto& st = editor_->document().floor.strokes[i];
                marks->setText(
                    tr("%1 gap(s), %2 dash(es)").arg(st.gaps.size()).arg(st.dashes.size()));
            });
            refreshers_.back()();
            form_->addRow(tr("Marks:"), marks);
            auto* clear = new QPushButton(tr("Remove gaps and dashes"), body_);
            connect(clear, &QPushButton::clicked, this, [this, i] {
                change(tr("Remove gaps and dashes"), [i](SceneDocument& d) {
                    d.floor.strokes[i].gaps.clear();
                    d.floor.strokes[i].dashes.clear();
                });
            });
            form_->addRow(clear);
            auto* hint =
                new QLabel(tr("Drag the squares to reshape; tools Gap and Dash add marks."), body_);
            hint->setWordWrap(true);
            form_->addRow(hint);
            break;
        }
        case ItemKind::FloorImage:
            form_->addRow(
                tr("File:"),
                new QLabel(QFileInfo(editor_->document().floor.images[i].file).fileName(), body_));
            addNumber(
                tr("Width:"), 0.01, 100.0, 3, 1.0, tr(" m"),
                [i](const SceneDocument& d) { return d.floor.images[i].size_x_m; },
                [i](SceneDocument& d, double v) { d.floor.images[i].size_x_m = v; });
            addNumber(
                tr("Depth:"), 0.01, 100.0, 3, 1.0, tr(" m"),
                [i](const SceneDocument& d) { return d.floor.images[i].size_z_m; },
                [i](SceneDocument& d, double v) { d.floor.images[i].size_z_m = v; });
            break;
        case ItemKind::Wall:
            addNumber(
                tr("Height:"), 0.5, 500.0, 1, 100.0, cm,
                [i](const SceneDocument& d) { return d.walls[i].height_m; },
                [i](SceneDocument& d, double v) { d.walls[i].height_m = v; });
            addNumber(
                tr("Thickness:"), 0.1, 100.0, 1, 100.0, cm,
                [i](const SceneDocument& d) { return d.walls[i].thickness_m; },
                [i](SceneDocument& d, double v) { d.walls[i].thickness_m = v; });
            addColour(
                tr("Colour:"), [i](const SceneDocument& d) { return d.walls[i].colour; },
                [i](SceneDocument& d, const QColor& c) { d.walls[i].colour = c; });
            break;
        case ItemKind::Maze: {
            auto intField = [&](const QString& label, int lo, int hi, auto member) {
                addNumber(
                    label, lo, hi, 0, 1.0, QString(),
                    [i, member](const SceneDocument& d) { return double(d.mazes[i].*member); },
                    [i, member](SceneDocument& d, double v) {
                        auto& m = d.mazes[i];
                        m.*member = int(v);
                        m.start = {std::min(m.start.row, m.rows - 1),
                                   std::min(m.start.col, m.cols - 1)};
                        m.exit = {m.rows - 1, m.cols - 1};
                    });
            };
            intField(tr("Rows:"), 1, 40, &scenes::MazeSpec::rows);
            intField(tr("Columns:"), 1, 40, &scenes::MazeSpec::cols);
            addNumber(
                tr("Cell size:"), 5.0, 500.0, 1, 100.0, cm,
                [i](const SceneDocument& d) { return d.mazes[i].cell_m; },
                [i](SceneDocument& d, double v) { d.mazes[i].cell_m = v; });
            addNumber(
                tr("Seed:"), 0, 1e9, 0, 1.0, QString(),
                [i](const SceneDocument& d) { return double(d.mazes[i].seed); },
                [i](SceneDocument& d, double v) { d.mazes[i].seed = std::uint64_t(v); });
            auto* regenerate = new QPushButton(tr("Regenerate"), body_);
            connect(regenerate, &QPushButton::clicked, this, [this, i] {
                change(tr("Regenerate the maze"), [i](SceneDocument& d) { d.mazes[i].seed += 1; });
            });
            form_->addRow(regenerate);
            auto* place = new QPushButton(tr("Start and finish at its openings"), body_);
            connect(place, &QPushButton::clicked, this, [this, i] {
                change(tr("Place the start and the finish"),
                       [i](SceneDocument& d) { scenes::placeMazeStartAndFinish(d, int(i)); });
            });
            form_->addRow(place);
            auto* explode = new QPushButton(tr("Make its walls editable"), body_);
            connect(explode, &QPushButton::clicked, this, [this, i] { emit mazeToWalls(int(i)); });
            form_->addRow(explode);
            break;
        }
        case ItemKind::Obstacle: {
            const auto& o = editor_->document().obstacles[i];
            if (o.shape == sim::ShapeType::Box) {
                addNumber(
                    tr("Length:"), 0.5, 1000.0, 1, 100.0, cm,
                    [i](const SceneDocument& d) { return d.obstacles[i].size_x_m; },
                    [i](SceneDocument& d, double v) { d.obstacles[i].size_x_m = v; });
                addNumber(
                    tr("Width:"), 0.5, 1000.0, 1, 100.0, cm,
                    [i](const SceneDocument& d) { return d.obstacles[i].size_z_m; },
                    [i](SceneDocument& d, double v) { d.obstacles[i].size_z_m = v; });
                addNumber(
                    tr("Height:"), 0.5, 1000.0, 1, 100.0, cm,
                    [i](const SceneDocument& d) { return d.obstacles[i].size_y_m; },
                    [i](SceneDocument& d, double v) {
                        d.obstacles[i].size_y_m = v;
                        d.obstacles[i].position_m.y() = 0.5 * v;
                    });
            } else {
                addNumber(
                    tr("Radius:"), 0.5, 500.0, 1, 100.0, cm,
                    [i](const SceneDocument& d) { return d.obstacles[i].radius_m; },
                    [i](SceneDocument& d, double v) { d.obstacles[i].radius_m = v; });
                addNumber(
                    tr("Height:"), 0.5, 1000.0, 1, 100.0, cm,
                    [i](const SceneDocument& d) { return d.obstacles[i].length_m; },
                    [i](SceneDocument& d, double v) {
                        d.obstacles[i].length_m = v;
                        d.obstacles[i].position_m.y() = 0.5 * v;
                    });
            }
            addNumber(
                tr("Turn:"), -180, 180, 0, 1.0, deg,
                [i](const SceneDocument& d) { return d.obstacles[i].yaw_deg; },
                [i](SceneDocument& d, double v) { d.obstacles[i].yaw_deg = v; });
            addCheck(
                tr("Movable (the robot can push it)"),
                [i](const SceneDocument& d) { return d.obstacles[i].movable; },
                [i](SceneDocument& d, bool on) { d.obstacles[i].movable = on; });
            addNumber(
                tr("Mass:"), 0.001, 1000.0, 3, 1.0, tr(" kg"),
                [i](const SceneDocument& d) { return d.obstacles[i].mass_kg; },
                [i](SceneDocument& d, double v) { d.obstacles[i].mass_kg = v; });
            addColour(
                tr("Colour:"), [i](const SceneDocument& d) { return d.obstacles[i].colour; },
                [i](SceneDocument& d, const QColor& c) { d.obstacles[i].colour = c; });
            // A buzzer in the obstacle: turning it on or off changes which rows there are.
            auto* buzzer = new QCheckBox(tr("Buzzer (sound sensors hear it)"), body_);
            buzzer->setChecked(o.buzzer.has_value());
            connect(buzzer, &QCheckBox::toggled, this, [this, i](bool on) {
                change(on ? tr("Add a buzzer") : tr("Remove the buzzer"), [&](SceneDocument& d) {
                    if (on)
                        d.obstacles[i].buzzer = scenes::Buzzer{};
                    else
                        d.obstacles[i].buzzer.reset();
                });
                QTimer::singleShot(0, this, [this] { rebuild(); });
            });
            form_->addRow(QString(), buzzer);
            if (o.buzzer) {
                addNumber(
                    tr("Loudness:"), 0.0, 1000.0, 0, 1.0, tr(" %"),
                    [i](const SceneDocument& d) {
                        return d.obstacles[i].buzzer ? d.obstacles[i].buzzer->loudness_percent
                                                     : 0.0;
                    },
                    [i](SceneDocument& d, double v) {
                        if (d.obstacles[i].buzzer) d.obstacles[i].buzzer->loudness_percent = v;
                    })
                    ->setToolTip(tr("What a sound sensor 10 cm away reads; half of it at 20 cm"));
                addCheck(
                    tr("Buzzing"),
                    [i](const SceneDocument& d) {
                        return d.obstacles[i].buzzer && d.obstacles[i].buzzer->on;
                    },
                    [i](SceneDocument& d, bool on) {
                        if (d.obstacles[i].buzzer) d.obstacles[i].buzzer->on = on;
                    });
            }
            break;
        }
        case ItemKind::Flame:
            addNumber(
                tr("Flame height:"), 1.0, 200.0, 1, 100.0, cm,
                [i](const SceneDocument& d) { return d.flames[i].position_m.y(); },
                [i](SceneDocument& d, double v) { d.flames[i].position_m.y() = v; });
            addNumber(
                tr("Brightness:"), 0.01, 100.0, 2, 1.0, QString(),
                [i](const SceneDocument& d) { return d.flames[i].intensity; },
                [i](SceneDocument& d, double v) { d.flames[i].intensity = v; });
            break;
        case ItemKind::Start:
            addNumber(
                tr("x:"), -100000, 100000, 1, 100.0, cm,
                [i](const SceneDocument& d) { return d.starts[i].position_m.x(); },
                [i](SceneDocument& d, double v) { d.starts[i].position_m.x() = v; });
            addNumber(
                tr("z:"), -100000, 100000, 1, 100.0, cm,
                [i](const SceneDocument& d) { return d.starts[i].position_m.z(); },
                [i](SceneDocument& d, double v) { d.starts[i].position_m.z() = v; });
            addNumber(
                tr("Heading:"), -180, 180, 0, 1.0, deg,
                [i](const SceneDocument& d) { return d.starts[i].yaw_deg; },
                [i](SceneDocument& d, double v) { d.starts[i].yaw_deg = v; });
            break;
        case ItemKind::Finish:
        case ItemKind::Checkpoint: {
            auto zone = [r](SceneDocument& d) -> scenes::Zone& {
                return r.kind == ItemKind::Finish ? *d.goals.finish
                                                  : d.goals.checkpoints[std::size_t(r.index)];
            };
            auto czone = [r](const SceneDocument& d) -> const scenes::Zone& {
                return r.kind == ItemKind::Finish ? *d.goals.finish
                                                  : d.goals.checkpoints[std::size_t(r.index)];
            };
            addNumber(
                tr("Width:"), 1.0, 10000.0, 1, 100.0, cm,
                [czone](const SceneDocument& d) { return czone(d).size_x_m; },
                [zone](SceneDocument& d, double v) { zone(d).size_x_m = v; });
            addNumber(
                tr("Depth:"), 1.0, 10000.0, 1, 100.0, cm,
                [czone](const SceneDocument& d) { return czone(d).size_z_m; },
                [zone](SceneDocument& d, double v) { zone(d).size_z_m = v; });
            addCheck(
                tr("Round"), [czone](const SceneDocument& d) { return czone(d).radius_m > 0; },
                [zone](SceneDocument& d, bool on) {
                    scenes::Zone& z = zone(d);
                    z.radius_m = on ? 0.5 * std::max(z.size_x_m, z.size_z_m) : 0.0;
                });
            break;
        }
    }
}

}  // namespace botlab::gui
