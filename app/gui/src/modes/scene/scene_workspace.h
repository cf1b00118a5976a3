// SPDX-License-Identifier: GPL-3.0-or-later
// SceneWorkspace: the Scene mode, where teachers draw tracks, mazes and arenas. A tool bar of
// drawing tools beside the 2D plan (ScenePlanView, true scale), the live 3D preview (a SceneView
// fed with the scene compiled in memory), the properties of the selection and the problems the
// checks find. Scene files: new (empty or from a built-in), open, save, save as, autosave;
// "Try it" runs the current robot and program on the scene being edited.
#pragma once

#include <QElapsedTimer>
#include <QString>
#include <memory>

#include "botlab/scenes/scene_editor.h"
#include "modes/scene/scene_plan_view.h"
#include "modes/workspace.h"

class QAction;
class QLabel;
class QListWidget;
class QTimer;
class QSplitter;

namespace botlab::gui {

class SceneView;
class SceneFile;
class ScenePropertiesPanel;

class SceneWorkspace : public Workspace {
    Q_OBJECT
public:
    /// Edits `scene` (the project's scene, which outlives this workspace); without one, the
    /// workspace owns a scene of its own (and autosaves it).
    explicit SceneWorkspace(SceneFile* scene = nullptr, QWidget* parent = nullptr);
    ~SceneWorkspace() override;

    void activate(Mode mode) override;
    bool editCommand(EditCommand command) override;

    /// Starts a new scene: an empty floor (template empty) or a copy of a built-in scene.
    /// Asks to save unsaved changes unless `ask` is false.
    bool newScene(const QString& builtin_template = {}, bool ask = true);
    /// Opens a scene file or built-in name into the editor (asks nothing). Errors are shown in a
    /// message box unless quiet, and returned.
    bool openScene(const QString& name_or_path, bool quiet = false);
    /// Saves the scene to `path` (atomic). Returns false and says why on failure.
    bool saveSceneTo(const QString& path);
    bool saveScene();
    bool saveSceneAs();
    /// Asks to save unsaved changes; false when the user cancels.
    bool maybeSave();

    /// The robot shown in the preview and run by "Try it" (built-in name or file).
    void setRobot(const QString& robot);

    scenes::SceneEditor* editor() { return editor_; }
    /// The scene document this workspace edits (the project's, or its own).
    SceneFile* scene() const { return scene_; }
    ScenePlanView* plan() const { return plan_; }
    SceneView* preview() const { return preview_; }
    ScenePropertiesPanel* properties() const { return properties_; }
    QListWidget* problems() const { return problems_; }
    /// The tool bar action of a tool (for tests: what a teacher clicks).
    QAction* toolAction(ScenePlanView::Tool tool) const;
    QAction* tryItAction() const { return tryIt_; }
    /// The scene file being edited; empty for a new scene.
    QString path() const;
    bool isModified() const;
    /// The name the scene goes by (file name or "Untitled scene").
    QString displayName() const;
    /// Time from the last edit to the preview showing it (ms), -1 before the first.
    double lastPreviewLatencyMs() const { return lastPreviewMs_; }
    /// How many times the preview has been rebuilt.
    int previewUpdates() const { return previewUpdates_; }
    /// Rebuilds the preview now (normally 40 ms after an edit).
    void updatePreviewNow();
    /// Path of the scene's autosave file.
    QString autosavePath() const;
    /// Offers to recover the scene autosave a crash left (asks the user), then removes it.
    void offerRecovery();

signals:
    /// "Try it": run the current robot and program on this scene (switch to Simulate).
    void tryItRequested(const scenes::SceneDocument& scene, const QString& label);
    /// The title or modified state changed.
    void titleChanged();

private:
    void buildUi();
    void documentChanged();
    void addMaze();
    void addPicture();
    void chooseDem();
    QString label() const;

    SceneFile* ownScene_ = nullptr;  ///< The workspace's own scene when none was given.
    SceneFile* scene_ = nullptr;
    scenes::SceneEditor* editor_ = nullptr;
    ScenePlanView* plan_ = nullptr;
    SceneView* preview_ = nullptr;
    QWidget* previewHolder_ = nullptr;
    ScenePropertiesPanel* properties_ = nullptr;
    QListWidget* problems_ = nullptr;
    QLabel* status_ = nullptr;
    QAction* tryIt_ = nullptr;
    QAction* undo_ = nullptr;
    QAction* redo_ = nullptr;
    std::vector<QAction*> toolActions_;
    QTimer* previewTimer_ = nullptr;
    QElapsedTimer sinceEdit_;
    bool editPending_ = false;
    double lastPreviewMs_ = -1.0;
    int previewUpdates_ = 0;
    QString robot_ = QStringLiteral("line_follower");
    bool active_ = false;
    bool fitted_ = false;
};

}  // namespace botlab::gui
