// SPDX-License-Identifier: GPL-3.0-or-later
// ScenePropertiesPanel: the Scene mode's properties of the selection (one item, several items,
// or — with nothing selected — the scene itself: name, floor size and colour, scoring, terrain and
// ground). Every change is one undoable edit through the SceneEditor.
#pragma once

#include <QWidget>
#include <functional>
#include <span>
#include <vector>

#include "botlab/scenes/scene_editor.h"
#include "modes/scene/property_fields.h"

class QFormLayout;
class QDoubleSpinBox;

namespace botlab::gui {

class ScenePropertiesPanel : public QWidget {
    Q_OBJECT
public:
    /// The editor must outlive the panel.
    explicit ScenePropertiesPanel(scenes::SceneEditor* editor, QWidget* parent = nullptr);

    /// Shows the properties of these items (empty: the scene's own settings).
    void showItems(const std::vector<scenes::ItemRef>& items);
    /// Re-reads the values after the document changed (not while the panel itself edits).
    void refresh();

    /// Kinds of item on the floor that a generator would replace or cover.
    enum FloorItem { Track = 1, Walls = 2, Mazes = 4, Obstacles = 8, Candles = 16 };
    /// What `doc` has of the `kinds` (FloorItem flags), in words: "the track and the 3 walls";
    /// empty when it has none of them.
    static QString floorItemsText(const scenes::SceneDocument& doc, int kinds);
    /// Asks `question` (Cancel is the default); true when the user answers `yes`. The box and
    /// its yes button are named `objectName` and "yesButton" (for tests).
    static bool askFirst(QWidget* parent, const QString& title, const QString& question,
                         const QString& yes, const QString& objectName);

signals:
    /// Asks the workspace to regenerate / convert a maze, pick a floor picture or a DEM file.
    void mazeToWalls(int index);
    void chooseDemFile();

private:
    /// Builds the rows anew now. The old rows are deleted later (from the event loop), so a
    /// widget whose signal led here is not deleted while it emits.
    void rebuild();
    /// Rebuilds from the event loop: for handlers of the panel's own widgets whose edit changes
    /// which rows there are.
    void scheduleRebuild();
    /// Which rows the document and the selection call for (the terrain's shape, the rows whose
    /// `when` holds, ...): refresh() rebuilds when it differs from the rows built.
    QString layoutKey() const;
    /// One row per field of the table (rows whose `when` fails are left out), for item `r`.
    void addFields(std::span<const scene_fields::Field> fields, const scenes::ItemRef& r);
    /// A number field: shows `get(doc) * factor` with `suffix`; an edit sets `set(doc, v /
    /// factor)`.
    QDoubleSpinBox* addNumber(const QString& label, double min, double max, int decimals,
                              double factor, const QString& suffix,
                              const std::function<double(const scenes::SceneDocument&)>& get,
                              const std::function<void(scenes::SceneDocument&, double)>& set);
    void addColour(const QString& label,
                   const std::function<QColor(const scenes::SceneDocument&)>& get,
                   const std::function<void(scenes::SceneDocument&, const QColor&)>& set);
    void addCheck(const QString& label,
                  const std::function<bool(const scenes::SceneDocument&)>& get,
                  const std::function<void(scenes::SceneDocument&, bool)>& set);
    void change(const QString& what, const std::function<void(scenes::SceneDocument&)>& f);
    void sceneFields();
    void goalFields();
    void terrainFields();
    void itemFields(const scenes::ItemRef& r);
    void strokeExtras(std::size_t i);
    void mazeExtras(std::size_t i);
    void obstacleExtras(const scenes::ItemRef& r);
    void objectZoneExtras(std::size_t i);
    void startExtras(std::size_t i);
    void arenaFields();

    scenes::SceneEditor* editor_;
    std::vector<scenes::ItemRef> items_;
    QFormLayout* form_ = nullptr;
    QWidget* body_ = nullptr;
    bool editing_ = false;
    bool rebuildPending_ = false;
    QString builtKey_;
    std::vector<std::function<void()>> refreshers_;
};

}  // namespace botlab::gui
