// SceneWorkspace: the Scene mode (drawing tracks, mazes and arenas).
#pragma once

#include "workspace.h"

namespace botlab::gui {

class SceneWorkspace : public Workspace {
    Q_OBJECT
public:
    explicit SceneWorkspace(QWidget* parent = nullptr);
};

}  // namespace botlab::gui
