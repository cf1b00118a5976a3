// SPDX-License-Identifier: GPL-3.0-or-later
// The plan view's drawing of the current document, made by ScenePlanView::rebuild(): painted
// stroke pieces and centre paths for hit tests, maze walls, the terrain's relief and the floor
// pictures. Private to the plan view's files.
#pragma once

#include <QHash>
#include <QImage>
#include <QPainterPath>
#include <QPointF>
#include <optional>
#include <utility>
#include <vector>

#include "botlab/scenes/scene_document.h"

namespace botlab::gui {

struct PlanCache {
    std::vector<std::vector<scenes::FloorPoint>> centres;  ///< Per stroke, its centre polyline.
    std::vector<QPainterPath> painted;                     ///< Per stroke, its painted pieces.
    std::vector<std::vector<std::pair<QPointF, QPointF>>> dashes;
    std::vector<std::vector<scenes::Wall>> mazeWalls;
    QImage relief;
    std::optional<scenes::Terrain> reliefOf;
    QHash<QString, QImage> pictures;
};

/// Shaded relief of the document's terrain (light from the north-west), or a null image.
QImage reliefImage(const scenes::SceneDocument& doc);

}  // namespace botlab::gui
