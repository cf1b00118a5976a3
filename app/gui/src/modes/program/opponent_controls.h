// SPDX-License-Identifier: GPL-3.0-or-later
// OpponentControls: "Add an Opponent…" (Ctrl+Shift+O) and "Remove Opponent" beside the run
// controls (tool bar and Simulation menu), editing the project's opponents
// (ProjectController::opponents, project/opponents.h).
#pragma once

#include <QObject>

class QAction;
class QMenu;
class QToolBar;
class QToolButton;
class QWidget;

namespace botlab::gui {

class OpponentDialog;
class ProjectController;

class OpponentControls : public QObject {
    Q_OBJECT
public:
    OpponentControls(ProjectController* project, QWidget* window);

    /// Adds the "Add an Opponent" button (its menu removes one) to `bar`.
    void populateToolBar(QToolBar* bar);
    /// Adds "Add an Opponent…" and the "Remove Opponent" submenu to `menu`.
    void populateMenu(QMenu* menu);

    QAction* addAction() const { return add_; }
    /// One action per opponent, "Remove Bob (red)", in the project's order.
    QList<QAction*> removeActions() const;
    /// The dialog while it is open (tests type into it); null otherwise.
    OpponentDialog* dialog() const { return dialog_; }

public slots:
    /// Opens the dialog; on Add, the project gets the opponent.
    void addOpponent();

private:
    void rebuildRemoveMenus();

    ProjectController* project_;
    QWidget* window_;
    QAction* add_ = nullptr;
    QMenu* removeMenu_ = nullptr;  ///< The Simulation menu's submenu.
    QMenu* buttonMenu_ = nullptr;  ///< The tool button's menu.
    OpponentDialog* dialog_ = nullptr;
};

}  // namespace botlab::gui
