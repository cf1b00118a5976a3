// BuildWorkspace: the Build mode (assembling robots from parts with the mouse).
#pragma once

#include "workspace.h"

namespace botlab::gui {

class BuildWorkspace : public Workspace {
    Q_OBJECT
public:
    explicit BuildWorkspace(QWidget* parent = nullptr);
};

}  // namespace botlab::gui
