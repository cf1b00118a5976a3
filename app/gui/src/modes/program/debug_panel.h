// SPDX-License-Identifier: GPL-3.0-or-later
// DebugPanel: what the paused program knows, under the Lua editor. Tabs: Variables (locals,
// upvalues and the student's globals; tables expand), Watches (expressions evaluated at each
// pause), Call stack (a click shows that frame's line, its locals and the watches evaluated in
// it) and Devices (each sensor's and motor's value at that instant). It starts compact (the
// ProgramWorkspace gives it its tab strip) and asks for room when the program pauses.
#pragma once

#include <QWidget>
#include <vector>

#include "session/debug_state.h"

class QLabel;
class QLineEdit;
class QListWidget;
class QStandardItem;
class QStandardItemModel;
class QTabWidget;
class QTreeView;
class QTreeWidget;

namespace botlab::gui {

class DebugPanel : public QWidget {
    Q_OBJECT
public:
    explicit DebugPanel(QWidget* parent = nullptr);

    /// Shows the pause (or clears the panel when `state` is not paused at a line).
    void setState(const DebugState& state);
    /// Shows each device's value at this instant (the Devices panel's rows: name, value).
    void setDevices(const QStringList& names, const QStringList& values);
    /// The watch expressions, in the order shown.
    QStringList watches() const;
    void addWatch(const QString& expression);

    /// The value text of the variable at `path` ("Locals/speed", "Globals/t/x"); empty when there
    /// is none (for tests and the guide's checks).
    QString valueOf(const QString& path) const;
    /// The frame shown (0 = innermost).
    int frame() const { return frame_; }
    void showFrame(int index);

    QTreeView* variablesView() const { return variables_; }
    QTreeWidget* watchesView() const { return watchList_; }
    QListWidget* stackView() const { return stack_; }
    QTreeWidget* devicesView() const { return devices_; }
    QTabWidget* tabs() const { return tabs_; }
    QLineEdit* watchEdit() const { return watchEdit_; }

    /// The height that shows only the "Not paused" line and the tab strip (px): the panel's
    /// size while nothing is being debugged; the panel is never made smaller.
    int compactHeight() const;
    QSize minimumSizeHint() const override;

signals:
    /// The panel wants room to show a pause: the program paused (a breakpoint, a step, pause on
    /// error, a rewind) after it was not paused, or a tab was clicked.
    void roomWanted();
    /// The watch list changed (evaluate the new list at the pause).
    void watchesChanged(const QStringList& expressions);
    /// A call-stack frame was chosen: show its 1-based line in the editor.
    void frameChosen(int line);

private:
    void fillVariables();
    void fillWatches();

    QTabWidget* tabs_ = nullptr;
    QLabel* where_ = nullptr;
    QTreeView* variables_ = nullptr;
    QStandardItemModel* model_ = nullptr;
    QTreeWidget* watchList_ = nullptr;
    QLineEdit* watchEdit_ = nullptr;
    QListWidget* stack_ = nullptr;
    QTreeWidget* devices_ = nullptr;
    DebugState state_;
    QStringList watches_;
    int frame_ = 0;
};

}  // namespace botlab::gui
