// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/scene/scene_properties.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPixmap>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "botlab/runner/display_names.h"
#include "botlab/scenes/arena.h"
#include "modes/scene/plan_geometry.h"

namespace botlab::gui {

using scenes::ItemKind;
using scenes::ItemRef;
using scenes::SceneDocument;
namespace fields = scene_fields;

namespace {
/// Teams the Team drop-down offers (more when a scene file gives a higher one).
constexpr int kTeamsShown = 8;
}  // namespace

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
    // Another document (open, new, undo) may need other rows: a flat floor has no bump rows.
    if (layoutKey() != builtKey_) {
        rebuild();
        return;
    }
    for (const auto& f : refreshers_) f();
}

QString ScenePropertiesPanel::floorItemsText(const SceneDocument& d, int kinds) {
    QStringList what;
    auto count = [&](int n, const QString& one, const QString& many) {
        if (n == 1) what << one;
        if (n > 1) what << many.arg(n);
    };
    if ((kinds & Track) && (!d.floor.strokes.empty() || !d.goals.checkpoints.empty()))
        what << tr("the track");
    if (kinds & Walls) count(int(d.walls.size()), tr("the wall"), tr("the %1 walls"));
    if (kinds & Mazes) count(int(d.mazes.size()), tr("the maze"), tr("the %1 mazes"));
    if (kinds & Obstacles)
        count(int(d.obstacles.size()), tr("the obstacle"), tr("the %1 obstacles"));
    if (kinds & Candles) count(int(d.flames.size()), tr("the candle"), tr("the %1 candles"));
    if (what.isEmpty()) return {};
    QString text = what.takeLast();
    if (!what.isEmpty()) {
        QString head = what.takeFirst();
        for (const QString& w : what) head = tr("%1, %2").arg(head, w);
        text = tr("%1 and %2").arg(head, text);
    }
    return text;
}

bool ScenePropertiesPanel::askFirst(QWidget* parent, const QString& title, const QString& question,
                                    const QString& yes, const QString& objectName) {
    QMessageBox ask(QMessageBox::Question, title, question, QMessageBox::NoButton, parent);
    ask.setObjectName(objectName);
    ask.setInformativeText(tr("Undo brings the scene back as it was."));
    QPushButton* yesButton = ask.addButton(yes, QMessageBox::DestructiveRole);
    yesButton->setObjectName(QStringLiteral("yesButton"));
    QPushButton* cancel = ask.addButton(QMessageBox::Cancel);
    ask.setDefaultButton(cancel);
    ask.setEscapeButton(cancel);
    ask.exec();
    return ask.clickedButton() == yesButton;
}

QString ScenePropertiesPanel::layoutKey() const {
    const SceneDocument& d = editor_->document();
    QString key;
    auto rows = [&](std::span<const fields::Field> table, const ItemRef& r) {
        for (const fields::Field& f : table) key += (f.when && !f.when(d, r)) ? u'0' : u'1';
        key += u'|';
    };
    if (items_.empty()) {
        key += d.arena ? scenes::arenaKindName(d.arena->kind) : QStringLiteral("-");
        key += u'|';
        rows(fields::floorFields(), {});
        rows(fields::timeLimitFields(), {});
        rows(fields::penaltyFields(), {});
        if (!d.terrain) {
            key += QStringLiteral("flat");
        } else {
            key += QStringLiteral("terrain %1 %2 %3|")
                       .arg(int(d.terrain->source))
                       .arg(int(d.terrain->function))
                       .arg(d.terrain->file);
            rows(d.terrain->source == scenes::TerrainSource::Function
                     ? fields::terrainFunctionFields()
                     : fields::terrainFileFields(),
                 {});
        }
    } else if (items_.size() == 1 && scenes::itemExists(d, items_.front())) {
        const ItemRef& r = items_.front();
        key += QStringLiteral("item %1 %2|").arg(int(r.kind)).arg(r.index);
        rows(fields::itemFields(r.kind), r);
        if (r.kind == ItemKind::Obstacle) {
            key += d.obstacles[std::size_t(r.index)].buzzer ? u'b' : u'-';
            rows(fields::buzzerFields(), r);
        }
        if (r.kind == ItemKind::FloorImage) key += d.floor.images[std::size_t(r.index)].file;
    } else {
        key += QStringLiteral("%1 items").arg(items_.size());
    }
    return key;
}

void ScenePropertiesPanel::change(const QString& what,
                                  const std::function<void(SceneDocument&)>& f) {
    editing_ = true;
    const Status st = editor_->edit(what, f);
    editing_ = false;
    // Refused (the scene could not be opened again; the workspace says why): the fields show the
    // document's values again, not the refused one.
    if (!st.ok()) refresh();
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

void ScenePropertiesPanel::addFields(std::span<const fields::Field> table, const ItemRef& r) {
    const SceneDocument& doc = editor_->document();
    for (const fields::Field& f : table) {
        if (f.when && !f.when(doc, r)) continue;
        const QString label = tr(f.label);
        switch (f.type) {
            case fields::FieldType::Number: {
                const auto get = f.number;
                const auto set = f.set_number;
                QDoubleSpinBox* box = addNumber(
                    label, f.min, f.max, f.decimals, fields::factor(f.unit), fields::suffix(f.unit),
                    [get, r](const SceneDocument& d) { return get(d, r); },
                    [set, r](SceneDocument& d, double v) { set(d, r, v); });
                box->setSingleStep(f.step);
                if (const auto max_of = f.max_of) {
                    // The document's own limit (a painted floor's side), floored to what the field
                    // shows so that its maximum is never rounded up past the limit. Set before the
                    // value is read (refreshers run in order).
                    const double scale = std::pow(10.0, f.decimals),
                                 factor = fields::factor(f.unit);
                    const double max = f.max;
                    auto limit = [this, box, max_of, r, scale, factor, max] {
                        const QSignalBlocker block(box);
                        const double m = max_of(editor_->document(), r) * factor;
                        box->setMaximum(std::min(max, std::floor(m * scale) / scale));
                    };
                    refreshers_.insert(refreshers_.end() - 1, limit);
                    limit();
                    refreshers_.back()();
                }
                if (f.tooltip) box->setToolTip(tr(f.tooltip));
                if (f.special_value) box->setSpecialValueText(tr(f.special_value));
                break;
            }
            case fields::FieldType::Check: {
                const auto get = f.check;
                const auto set = f.set_check;
                addCheck(
                    label, [get, r](const SceneDocument& d) { return get(d, r); },
                    [set, r](SceneDocument& d, bool on) { set(d, r, on); });
                break;
            }
            case fields::FieldType::Colour: {
                const auto get = f.colour;
                const auto set = f.set_colour;
                addColour(
                    label, [get, r](const SceneDocument& d) { return get(d, r); },
                    [set, r](SceneDocument& d, const QColor& c) { set(d, r, c); });
                break;
            }
        }
    }
}

void ScenePropertiesPanel::rebuild() {
    rebuildPending_ = false;
    refreshers_.clear();
    if (body_) {
        // Not `delete`: the widget whose signal led here may be in it and still emitting.
        body_->hide();
        body_->setParent(nullptr);
        body_->deleteLater();
    }
    body_ = new QWidget(this);
    form_ = new QFormLayout(body_);
    form_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    layout()->addWidget(body_);
    builtKey_ = layoutKey();
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

void ScenePropertiesPanel::scheduleRebuild() {
    if (rebuildPending_) return;
    rebuildPending_ = true;
    QTimer::singleShot(0, this, [this] {
        if (rebuildPending_) rebuild();
    });
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
    addFields(fields::floorFields(), {});

    form_->addRow(new QLabel(QStringLiteral("<b>%1</b>").arg(tr("Scoring")), body_));
    addFields(fields::timeLimitFields(), {});
    goalFields();
    addFields(fields::penaltyFields(), {});

    form_->addRow(new QLabel(QStringLiteral("<b>%1</b>").arg(tr("Arena")), body_));
    arenaFields();

    form_->addRow(new QLabel(QStringLiteral("<b>%1</b>").arg(tr("Terrain")), body_));
    terrainFields();
}

void ScenePropertiesPanel::goalFields() {
    auto* rule = new QComboBox(body_);
    rule->addItem(tr("Automatic"), int(scenes::GoalRule::Auto));
    rule->addItem(tr("Reach the finish zone"), int(scenes::GoalRule::Zone));
    rule->addItem(tr("Pass all checkpoints"), int(scenes::GoalRule::Checkpoints));
    rule->addItem(tr("Blow out every candle"), int(scenes::GoalRule::Candles));
    rule->addItem(tr("Put the objects in their zones"), int(scenes::GoalRule::Objects));
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
        const QString first = n == 1  ? tr("Pass the checkpoint, then: ")
                              : n > 1 ? tr("Pass the %1 checkpoints in order, then: ").arg(n)
                                      : QString();
        QString text;
        switch (d.goals.rule) {
            case scenes::GoalRule::Auto:
                if (d.goals.finish)
                    text = first + tr("reach the finish zone.");
                else if (!d.goals.object_zones.empty())
                    text = first + tr("put every object in the zone that wants it.");
                else if (!d.flames.empty())
                    text = first + tr("blow out every candle.");
                else if (d.arena)
                    text = tr("The arena's match decides who wins (see Arena below).");
                else
                    text = tr("No goal yet: draw a finish zone (tool Finish).");
                break;
            case scenes::GoalRule::Zone:
                text = d.goals.finish ? first + tr("reach the finish zone.")
                                      : tr("No finish zone yet (tool Finish).");
                break;
            case scenes::GoalRule::Checkpoints:
                text = n == 1  ? tr("Pass the checkpoint.")
                       : n > 1 ? tr("Pass the %1 checkpoints in order.").arg(n)
                               : tr("No checkpoints yet (tool Checkpoint).");
                break;
            case scenes::GoalRule::Candles:
                text = !d.flames.empty() ? first + tr("blow out every candle.")
                                         : tr("No candles yet (tool Candle).");
                break;
            case scenes::GoalRule::Objects:
                text = !d.goals.object_zones.empty()
                           ? first + tr("put every object in the zone that wants it.")
                           : tr("No object zones yet (in the scene file: goals.object_zones).");
                break;
        }
        // "Pass ... then: reach ..." or, with no checkpoints, "Reach ...".
        if (!text.isEmpty()) text[0] = text[0].toUpper();
        goal->setText(text);
    };
    readGoal();
    refreshers_.push_back(readGoal);
    form_->addRow(QString(), goal);
}

namespace {

/// Starts a match of this kind needs: one per race lane, else two.
int startsNeeded(const scenes::Arena& a) {
    return a.kind == scenes::ArenaKind::Race ? std::max(2, int(a.lanes.size())) : 2;
}

/// A new arena of `kind` laid out on the scene's floor: the sumo ring in its middle, the soccer
/// field over all of it with a goal at each end (team 1 defends the left one), the race's finish
/// along its right edge. The ball is the first movable object (the Ball tool places one).
scenes::Arena newArena(const SceneDocument& d, scenes::ArenaKind kind) {
    scenes::Arena a = d.arena.value_or(scenes::Arena{});
    a.kind = kind;
    const auto& f = d.floor;
    if (d.arena && d.arena->kind == kind) return a;
    switch (kind) {
        case scenes::ArenaKind::Sumo:
            a.time_s = 60.0;
            a.ring_centre = f.centre;
            a.ring_radius_m = std::min(0.77, 0.45 * std::min(f.size_x_m, f.size_z_m));
            a.edge_width_m = 0.04;
            break;
        case scenes::ArenaKind::Soccer: {
            a.time_s = 60.0;
            a.halves = 2;
            a.field_centre = f.centre;
            a.field_size_x_m = f.size_x_m;
            a.field_size_z_m = f.size_z_m;
            const double depth_m = std::min(0.1, 0.1 * f.size_x_m);
            const double width_m = std::min(0.4, 0.5 * f.size_z_m);
            a.goals = {{{f.centre.x_m - 0.5 * f.size_x_m + 0.5 * depth_m, f.centre.z_m},
                        depth_m,
                        width_m,
                        1},
                       {{f.centre.x_m + 0.5 * f.size_x_m - 0.5 * depth_m, f.centre.z_m},
                        depth_m,
                        width_m,
                        2}};
            a.ball.clear();
            for (const scenes::Obstacle& o : d.obstacles)
                if (o.movable && !o.name.isEmpty()) {
                    a.ball = o.name;
                    break;
                }
            break;
        }
        case scenes::ArenaKind::Race:
            a.time_s = 60.0;
            a.finish = {};
            a.finish.size_x_m = std::min(0.2, 0.2 * f.size_x_m);
            a.finish.size_z_m = f.size_z_m;
            a.finish.centre = {f.centre.x_m + 0.5 * f.size_x_m - 0.5 * a.finish.size_x_m,
                               f.centre.z_m};
            break;
    }
    return a;
}

}  // namespace

void ScenePropertiesPanel::arenaFields() {
    auto* kind = new QComboBox(body_);
    kind->setObjectName(QStringLiteral("arenaKind"));
    kind->setToolTip(tr("An arena is a match of several robots, one on each start"));
    // Its items are long sentences: let it be narrower than the longest (the list shows it all).
    kind->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    kind->setMinimumContentsLength(14);
    kind->addItem(tr("none (one robot)"), QString());
    kind->addItem(tr("Sumo: push the other robot out of the ring"),
                  scenes::arenaKindName(scenes::ArenaKind::Sumo));
    kind->addItem(tr("Soccer: push the ball into the other team's goal"),
                  scenes::arenaKindName(scenes::ArenaKind::Soccer));
    kind->addItem(tr("Race: first to the finish"), scenes::arenaKindName(scenes::ArenaKind::Race));
    auto readKind = [this, kind] {
        const QSignalBlocker block(kind);
        const auto& a = editor_->document().arena;
        kind->setCurrentIndex(a ? std::max(0, kind->findData(scenes::arenaKindName(a->kind))) : 0);
    };
    readKind();
    refreshers_.push_back(readKind);
    connect(kind, &QComboBox::activated, this, [this, kind](int k) {
        const auto chosen = scenes::arenaKindFromName(kind->itemData(k).toString());
        change(tr("Change the arena"), [&](SceneDocument& d) {
            if (chosen)
                d.arena = newArena(d, *chosen);
            else
                d.arena.reset();
        });
        // The arena's rows; not now: this combo box is still emitting.
        scheduleRebuild();
    });
    form_->addRow(tr("Match:"), kind);
    const auto& arena = editor_->document().arena;
    if (!arena) return;
    addNumber(
        arena->kind == scenes::ArenaKind::Soccer ? tr("Half time:") : tr("Match time:"), 1, 3600, 0,
        1.0, fields::suffix(fields::Unit::Second),
        [](const SceneDocument& d) { return d.arena ? d.arena->time_s : 0.0; },
        [](SceneDocument& d, double v) {
            if (d.arena) d.arena->time_s = v;
        });
    auto* starts = new QLabel(body_);
    starts->setObjectName(QStringLiteral("arenaStarts"));
    starts->setWordWrap(true);
    refreshers_.push_back([this, starts] {
        const SceneDocument& d = editor_->document();
        if (!d.arena) return;
        const int have = int(d.starts.size()), need = startsNeeded(*d.arena);
        starts->setText(have >= need
                            ? tr("%1 starts: robot 1 on start 1, robot 2 on start 2, ...").arg(have)
                            : tr("%1 of the %2 starts the match needs: add one with the Start "
                                 "tool and Shift+press")
                                  .arg(have)
                                  .arg(need));
    });
    refreshers_.back()();
    form_->addRow(tr("Starts:"), starts);
}

void ScenePropertiesPanel::terrainFields() {
    auto* terrain = new QComboBox(body_);
    terrain->addItem(tr("Flat floor"));
    terrain->addItem(tr("Random bumps"), int(scenes::HeightFunction::Random));
    terrain->addItem(tr("Gully"), int(scenes::HeightFunction::Gully));
    terrain->addItem(tr("Step"), int(scenes::HeightFunction::Step));
    terrain->addItem(tr("Waves"), int(scenes::HeightFunction::Sine));
    terrain->addItem(tr("Height map file (CSV or 16-bit PNG)..."));
    constexpr int kFileRow = 5;
    auto readTerrain = [this, terrain] {
        const QSignalBlocker block(terrain);
        const auto& t = editor_->document().terrain;
        if (!t)
            terrain->setCurrentIndex(0);
        else if (t->source != scenes::TerrainSource::Function)
            terrain->setCurrentIndex(kFileRow);
        else
            terrain->setCurrentIndex(std::max(0, terrain->findData(int(t->function))));
    };
    readTerrain();
    refreshers_.push_back(readTerrain);
    const auto& t = editor_->document().terrain;
    connect(terrain, &QComboBox::activated, this, [this, terrain](int i) {
        if (i == kFileRow) {
            emit chooseDemFile();
            return;
        }
        // A terrain laid under what stands on a flat floor: ask first.
        const SceneDocument& doc = editor_->document();
        const QString covered =
            i != 0 && !doc.terrain
                ? floorItemsText(doc, Track | Walls | Mazes | Obstacles | Candles)
                : QString();
        if (!covered.isEmpty() &&
            !askFirst(this, tr("Terrain"),
                      tr("Lay the terrain \"%1\" under %2?").arg(terrain->itemText(i), covered),
                      tr("Lay Terrain"), QStringLiteral("terrainOverItemsBox"))) {
            const QSignalBlocker block(terrain);
            terrain->setCurrentIndex(0);
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
        // The rows of the new shape; not now: this combo box is still emitting.
        scheduleRebuild();
    });
    form_->addRow(tr("Shape:"), terrain);
    if (!t) return;
    if (t->source == scenes::TerrainSource::Function) {
        addFields(fields::terrainFunctionFields(), {});
    } else {
        form_->addRow(tr("File:"), new QLabel(QFileInfo(t->file).fileName(), body_));
        addFields(fields::terrainFileFields(), {});
    }
    auto* ground = new QComboBox(body_);
    ground->addItem(tr("Rigid"), QString());
    for (const QString& g : scenes::groundTypeNames()) ground->addItem(runner::groundTitle(g), g);
    auto readGround = [this, ground] {
        const QSignalBlocker block(ground);
        const auto& now = editor_->document().terrain;
        ground->setCurrentIndex(std::max(0, ground->findData(now ? now->soft_terrain : QString())));
    };
    readGround();
    refreshers_.push_back(readGround);
    connect(ground, &QComboBox::activated, this, [this, ground](int i) {
        change(tr("Change the ground"), [&](SceneDocument& d) {
            if (d.terrain) d.terrain->soft_terrain = ground->itemData(i).toString();
        });
    });
    form_->addRow(tr("Ground (legged robots):"), ground);
}

void ScenePropertiesPanel::itemFields(const ItemRef& r) {
    const auto i = std::size_t(r.index);
    form_->addRow(new QLabel(QStringLiteral("<b>%1</b>").arg(scenes::itemName(r)), body_));
    if (r.kind == ItemKind::FloorImage)
        form_->addRow(
            tr("File:"),
            new QLabel(QFileInfo(editor_->document().floor.images[i].file).fileName(), body_));
    addFields(fields::itemFields(r.kind), r);
    switch (r.kind) {
        case ItemKind::Stroke:
            strokeExtras(i);
            break;
        case ItemKind::Maze:
            mazeExtras(i);
            break;
        case ItemKind::Obstacle:
            obstacleExtras(r);
            break;
        case ItemKind::ObjectZone:
            objectZoneExtras(i);
            break;
        case ItemKind::Start:
            startExtras(i);
            break;
        default:
            break;
    }
}

void ScenePropertiesPanel::startExtras(std::size_t i) {
    // The team of the robot starting here (an arena's side): none, or 1, 2, ... each in the
    // colour the plan draws the start in.
    auto* team = new QComboBox(body_);
    team->setObjectName(QStringLiteral("startTeam"));
    team->setToolTip(
        tr("Robots of the same team play together; a start without a team is a "
           "side of its own"));
    auto swatch = [](int t) {
        QPixmap pix(12, 12);
        pix.fill(plan::teamColour(t));
        return QIcon(pix);
    };
    const int shown = std::max(kTeamsShown, editor_->document().starts[i].team);
    team->addItem(swatch(0), tr("none"), 0);
    for (int t = 1; t <= shown; ++t) team->addItem(swatch(t), tr("team %1").arg(t), t);
    auto readTeam = [this, team, i] {
        const QSignalBlocker block(team);
        const auto& starts = editor_->document().starts;
        if (i >= starts.size()) return;
        team->setCurrentIndex(std::max(0, team->findData(starts[i].team)));
    };
    readTeam();
    refreshers_.push_back(readTeam);
    connect(team, &QComboBox::activated, this, [this, team, i](int k) {
        const int t = team->itemData(k).toInt();
        change(tr("Change the team"),
               [&](SceneDocument& d) { (void)scenes::setStartTeam(d, int(i), t); });
    });
    form_->addRow(tr("Team:"), team);
    // Who plays from here, shown beside the robot ("Blue"); empty: the owner's name.
    auto* label = new QLineEdit(editor_->document().starts[i].label, body_);
    label->setObjectName(QStringLiteral("startLabel"));
    label->setPlaceholderText(tr("the robot's owner"));
    connect(label, &QLineEdit::editingFinished, this, [this, label, i] {
        change(tr("Change the start's label"), [&](SceneDocument& d) {
            if (i < d.starts.size()) d.starts[i].label = label->text().trimmed();
        });
    });
    refreshers_.push_back([this, label, i] {
        const auto& starts = editor_->document().starts;
        if (!label->hasFocus() && i < starts.size()) label->setText(starts[i].label);
    });
    form_->addRow(tr("Label:"), label);
    auto* hint = new QLabel(
        tr("Robot %1 starts here. With the Start tool, Shift+press adds another start.").arg(i + 1),
        body_);
    hint->setWordWrap(true);
    form_->addRow(hint);
}

void ScenePropertiesPanel::strokeExtras(std::size_t i) {
    auto* marks = new QLabel(body_);
    refreshers_.push_back([this, marks, i] {
        const auto& st = editor_->document().floor.strokes[i];
        marks->setText(tr("Gaps: %1, dashes: %2").arg(st.gaps.size()).arg(st.dashes.size()));
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
}

void ScenePropertiesPanel::mazeExtras(std::size_t i) {
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
}

namespace {
/// The camera colour names (scenes::objectColourNames(), in that order) for tr().
const char* const kColourNames[] = {
    QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "red"),
    QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "green"),
    QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "blue"),
    QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "yellow"),
    QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "black"),
    QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "white"),
    QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "orange"),
    QT_TRANSLATE_NOOP("botlab::gui::ScenePropertiesPanel", "purple")};
}  // namespace

void ScenePropertiesPanel::objectZoneExtras(std::size_t i) {
    // What the zone wants: every movable object of a camera colour, or one object by name.
    auto* wants = new QComboBox(body_);
    wants->setObjectName(QStringLiteral("objectZoneWants"));
    wants->setToolTip(tr("The zone is done when every object it wants is in it"));
    const QStringList& names = scenes::objectColourNames();
    for (int k = 0; k < names.size() && k < int(std::size(kColourNames)); ++k)
        wants->addItem(tr("every %1 object").arg(tr(kColourNames[k])),
                       QStringList{names[k], QString()});
    // Every movable object; an unnamed one is given a name when picked (in the same step).
    const auto& obstacles = editor_->document().obstacles;
    for (std::size_t k = 0; k < obstacles.size(); ++k) {
        const scenes::Obstacle& o = obstacles[k];
        if (!o.movable) continue;
        if (!o.name.isEmpty())
            wants->addItem(tr("the object '%1'").arg(o.name), QStringList{QString(), o.name});
        else
            wants->addItem(
                tr("the object '%1'").arg(scenes::itemName({ItemKind::Obstacle, int(k)})),
                QStringList{QString(), QString(), QString::number(k)});
    }
    // A zone wanting an object that cannot move (the Scene check flags it) still shows it.
    const auto& zone = editor_->document().goals.object_zones[i];
    if (!zone.object.isEmpty() && wants->findData(QStringList{QString(), zone.object}) < 0)
        wants->addItem(tr("the object '%1'").arg(zone.object), QStringList{QString(), zone.object});
    auto readWants = [this, wants, i] {
        const QSignalBlocker block(wants);
        const auto& zones = editor_->document().goals.object_zones;
        if (i >= zones.size()) return;
        wants->setCurrentIndex(
            std::max(0, wants->findData(QStringList{zones[i].colour, zones[i].object})));
    };
    readWants();
    refreshers_.push_back(readWants);
    connect(wants, &QComboBox::activated, this, [this, wants, i](int k) {
        const QStringList v = wants->itemData(k).toStringList();
        change(tr("Change what the zone wants"), [&](SceneDocument& d) {
            QString object = v.value(1);
            if (v.size() > 2) {  // an unnamed object: name it object_N, N unused
                const auto k = std::size_t(v[2].toInt());
                auto used = [&](const QString& n) {
                    return std::any_of(d.obstacles.begin(), d.obstacles.end(),
                                       [&](const scenes::Obstacle& o) { return o.name == n; });
                };
                int n = int(k) + 1;
                do object = QStringLiteral("object_%1").arg(n++);
                while (used(object));
                if (k < d.obstacles.size()) d.obstacles[k].name = object;
            }
            d.goals.object_zones[i].colour = v.value(0);
            d.goals.object_zones[i].object = object;
        });
    });
    form_->addRow(tr("Wants:"), wants);
}

void ScenePropertiesPanel::obstacleExtras(const ItemRef& r) {
    const auto i = std::size_t(r.index);
    // The colour a camera sees it as (object zones want objects by this name), or any RGB.
    auto* named = new QComboBox(body_);
    named->setObjectName(QStringLiteral("obstacleColourName"));
    named->setToolTip(
        tr("The colour a camera finds it by; zones that want objects of a colour count it"));
    named->addItem(tr("Other (the colour above)"), QString());
    const QStringList& names = scenes::objectColourNames();
    for (int k = 0; k < names.size() && k < int(std::size(kColourNames)); ++k)
        named->addItem(tr(kColourNames[k]), names[k]);
    auto readNamed = [this, named, i] {
        const QSignalBlocker block(named);
        named->setCurrentIndex(
            std::max(0, named->findData(editor_->document().obstacles[i].colour_name)));
    };
    readNamed();
    refreshers_.push_back(readNamed);
    connect(named, &QComboBox::activated, this, [this, named, i](int k) {
        const QString name = named->itemData(k).toString();
        change(tr("Change the colour"), [&](SceneDocument& d) {
            d.obstacles[i].colour_name = name;
            if (!name.isEmpty()) d.obstacles[i].colour = scenes::objectColour(name);
        });
    });
    form_->addRow(tr("Camera colour:"), named);
    // A buzzer in the obstacle: turning it on or off changes which rows there are.
    auto* buzzer = new QCheckBox(tr("Buzzer (sound sensors hear it)"), body_);
    buzzer->setChecked(editor_->document().obstacles[i].buzzer.has_value());
    connect(buzzer, &QCheckBox::toggled, this, [this, i](bool on) {
        change(on ? tr("Add a buzzer") : tr("Remove the buzzer"), [&](SceneDocument& d) {
            if (on)
                d.obstacles[i].buzzer = scenes::Buzzer{};
            else
                d.obstacles[i].buzzer.reset();
        });
        scheduleRebuild();
    });
    form_->addRow(QString(), buzzer);
    addFields(fields::buzzerFields(), r);
}

}  // namespace botlab::gui
