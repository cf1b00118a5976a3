#include "cockpit_workspace.h"

namespace botlab::gui {

CockpitWorkspace::CockpitWorkspace(QWidget* parent) : Workspace(parent) {
    showPlaceholder(tr("Cockpit"), tr("Drive legged robots with a motion cockpit. Coming soon: "
                                      "open a legged robot from File > Examples and program it "
                                      "for now."));
}

}  // namespace botlab::gui
