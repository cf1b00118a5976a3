// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/program/opponent_controls.h"

#include <QAction>
#include <QMenu>
#include <QPointer>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>

#include "botlab/runner/models.h"
#include "modes/program/opponent_dialog.h"
#include "project/opponents.h"
#include "project/project_controller.h"

namespace botlab::gui {

OpponentControls::OpponentControls(ProjectController* project, QWidget* window)
    : QObject(window), project_(project), window_(window) {
    add_ = new QAction(tr("Add an &Opponent…"), this);
    add_->setObjectName(QStringLiteral("addOpponentAction"));
    add_->setIconText(tr("Opponent"));
    add_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    add_->setToolTip(tr("Another robot with its own program in the same run (Ctrl+Shift+O)"));
    add_->setIcon(window->style()->standardIcon(QStyle::SP_FileDialogNewFolder));
    connect(add_, &QAction::triggered, this, &OpponentControls::addOpponent);
    removeMenu_ = new QMenu(tr("Re&move Opponent"), window);
    removeMenu_->setObjectName(QStringLiteral("removeOpponentMenu"));
    buttonMenu_ = new QMenu(window);
    connect(project_, &ProjectController::opponentsChanged, this,
            &OpponentControls::rebuildRemoveMenus);
    rebuildRemoveMenus();
}

void OpponentControls::populateToolBar(QToolBar* bar) {
    bar->addAction(add_);
    if (auto* button = qobject_cast<QToolButton*>(bar->widgetForAction(add_))) {
        button->setObjectName(QStringLiteral("addOpponentButton"));
        button->setMenu(buttonMenu_);
        button->setPopupMode(QToolButton::MenuButtonPopup);
    }
}

void OpponentControls::populateMenu(QMenu* menu) {
    menu->addSeparator();
    menu->addAction(add_);
    menu->addMenu(removeMenu_);
}

QList<QAction*> OpponentControls::removeActions() const {
    return removeMenu_->actions();
}

void OpponentControls::addOpponent() {
    if (dialog_) return;
    const QString robot =
        runner::builtinRobotNames().contains(project_->robot()) ? project_->robot() : QString();
    OpponentDialog dlg(project_->usedColours(), robot, window_);
    dialog_ = &dlg;
    const int result = dlg.exec();
    dialog_ = nullptr;
    if (result != QDialog::Accepted) return;
    (void)project_->addOpponent(dlg.robot(), dlg.programPath(), dlg.owner(), dlg.colour());
}

void OpponentControls::rebuildRemoveMenus() {
    for (QMenu* m : {removeMenu_, buttonMenu_}) m->clear();
    const auto& list = project_->opponents();
    for (int i = 0; i < int(list.size()); ++i) {
        const QString text = tr("Remove %1").arg(ownerTitle(list[i].owner, list[i].colour));
        for (QMenu* m : {removeMenu_, buttonMenu_}) {
            QAction* a = m->addAction(text);
            connect(a, &QAction::triggered, this, [this, i] { project_->removeOpponent(i); });
        }
    }
    removeMenu_->setEnabled(!list.empty());
    if (list.empty()) {
        QAction* none = buttonMenu_->addAction(tr("No opponents yet"));
        none->setEnabled(false);
    }
}

}  // namespace botlab::gui
