#include "scene_workspace.h"

namespace botlab::gui {

SceneWorkspace::SceneWorkspace(QWidget* parent) : Workspace(parent) {
    showPlaceholder(tr("Scene"), tr("Draw tracks, place walls and candles. Coming soon: open a "
                                    "built-in scene from File > Examples for now."));
}

}  // namespace botlab::gui
