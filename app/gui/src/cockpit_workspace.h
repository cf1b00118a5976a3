// CockpitWorkspace: the Cockpit mode (driving a legged robot from the driver's seat).
#pragma once

#include "workspace.h"

namespace botlab::gui {

class CockpitWorkspace : public Workspace {
    Q_OBJECT
public:
    explicit CockpitWorkspace(QWidget* parent = nullptr);
};

}  // namespace botlab::gui
