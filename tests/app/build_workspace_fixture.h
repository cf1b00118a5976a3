// SPDX-License-Identifier: GPL-3.0-or-later
// The Build mode on its own, shown at 1280x720 for GUI tests with real events
// (tst_build_placement, tst_build_names, tst_build_test_drive).
#pragma once

#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>
#include <memory>

#include "modes/build/build_workspace.h"

namespace botlab::test_support {

/// Makes a BuildWorkspace (test-mode settings paths), shows it and waits until it is exposed.
/// Null when the window never got exposed.
inline std::unique_ptr<gui::BuildWorkspace> showBuildWorkspace() {
    QStandardPaths::setTestModeEnabled(true);
    auto ws = std::make_unique<gui::BuildWorkspace>();
    ws->resize(1280, 720);
    ws->show();
    if (!QTest::qWaitForWindowExposed(ws.get())) return nullptr;
    return ws;
}

/// Closes it without an unsaved-changes prompt.
inline void closeBuildWorkspace(std::unique_ptr<gui::BuildWorkspace>& ws) {
    if (ws) ws->editor().undoStack()->setClean();
    ws.reset();
}

}  // namespace botlab::test_support
