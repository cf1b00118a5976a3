#include "build_workspace.h"

namespace botlab::gui {

BuildWorkspace::BuildWorkspace(QWidget* parent) : Workspace(parent) {
    showPlaceholder(tr("Build"), tr("Build robots from parts with the mouse. Coming soon: open a "
                                    "built-in robot from File > Examples for now."));
}

}  // namespace botlab::gui
