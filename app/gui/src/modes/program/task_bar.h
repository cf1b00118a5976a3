// SPDX-License-Identifier: GPL-3.0-or-later
// TaskBar: one line above the 3D view saying what the scene asks of the robot ("Pass the 3
// checkpoints in order, then reach the green finish within 60 s"), how far the run has got, and
// when it ends, its result ("Goal reached in 13.9 s"), scored by the same rules as botlab-run.
#pragma once

#include <QLabel>

#include "botlab/runner/snapshot.h"

namespace botlab::scenes {
class SceneDocument;
}

namespace botlab::gui {

class TaskBar : public QLabel {
    Q_OBJECT
public:
    explicit TaskBar(QWidget* parent = nullptr);

    /// The scene's task in one translated sentence; empty when the scene sets no goal.
    static QString taskText(const scenes::SceneDocument* scene);
    /// The run's progress ("checkpoints 1/3 · 12.0 s of 60 s") while it runs; empty without
    /// checkpoints or a time limit.
    static QString progressText(const runner::Snapshot& s);
    /// The ended run's result ("Goal reached in 13.9 s", "Time up (60 s): goal not reached", ...)
    /// from its score; empty while the run is not over.
    static QString resultText(const runner::Snapshot& s);

    /// The scene whose task is shown (null: none). Not owned; only read during the call.
    void setScene(const scenes::SceneDocument* scene);
    /// Shows the progress or result of the snapshot's run.
    void update(const runner::Snapshot& s);
    /// How an arena's match ended ("Match over at 12.3 s: Bob wins (...)"), shown instead of
    /// the task until it is empty again (a new run).
    void showMatch(const QString& text);

private:
    /// Shows `text` (hidden when empty) on `background` (null: the window colour).
    void display(const QString& text, const char* background);
    QString task_;
    QString match_;
    bool hasGoal_ = false;
};

}  // namespace botlab::gui
