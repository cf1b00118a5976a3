// SPDX-License-Identifier: GPL-3.0-or-later
// What surrounds the content of Botlab's 3D views (SceneView and BuildView alike): the sky
// gradient, the ground beyond the scene with its grid, the robot's shadows (soft blobs on Low,
// the shape cast by the key light on High), the frame graph that draws the shadows last, and the
// lit materials the view's content shares (materials.h). The views keep their content; this only
// decides how it is lit and what surrounds it.
#pragma once

#include <QColor>
#include <QVector3D>
#include <array>
#include <memory>
#include <vector>

#include "botlab/sim/robot_model.h"
#include "view3d/materials.h"
#include "view3d/view_quality.h"

namespace Qt3DCore {
class QEntity;
class QTransform;
}  // namespace Qt3DCore
namespace Qt3DRender {
class QLayer;
class QMaterial;
class QParameter;
}  // namespace Qt3DRender
namespace Qt3DExtras {
class Qt3DWindow;
}

namespace botlab::gui {

struct ColoredMesh;

/// The surroundings and the shared materials of one 3D view, all children of `root`: the sky
/// (drawn behind everything), a ground plane reaching far beyond the scene with a grid, fading
/// into the horizon's colour, and soft shadows (addBlobShadow) drawn after everything else.
class ViewLook {
public:
    struct Ground {
        float size_m = 200.0f;               ///< Side of the square ground plane, centred on 0.
        float fade_start_m = 25.0f;          ///< From this distance to the eye the ground fades...
        float fade_end_m = 90.0f;            ///< ... into the horizon's colour here.
        float major_m = 1.0f;                ///< Spacing of the grid's lines.
        float minor_m = 0.1f;                ///< Spacing of the faint lines near the camera (High).
        float minor_distance_m = 4.0f;       ///< The faint lines are gone beyond this (0: none).
        bool cull_with_camera_below = true;  ///< Hide the ground when the eye is below it.
    };

    /// Makes the sky, the ground (at y = 0, grey; see setGround) and the materials under `root`
    /// for `quality`, and gives `window` (showing `root` through its camera) a frame graph that
    /// draws the shadows after everything else. `root` must outlive the look's use; the look's
    /// nodes die with it (the frame graph with the window).
    ViewLook(Qt3DExtras::Qt3DWindow* window, Qt3DCore::QEntity* root, ViewQuality quality,
             const Ground& ground);
    ~ViewLook();

    ViewQuality quality() const { return quality_; }

    /// The lit opaque vertex-colour material of a finish, shared by every entity of the view;
    /// `cull_back_faces` picks the variant that skips back faces (closed part meshes).
    Qt3DRender::QMaterial* material(sim::Finish finish, bool cull_back_faces = false) const;

    /// Puts the ground plane at height `y_m` (just under the scene's floor, so the two never
    /// fight for depth) in colour `rgb` (0-1) and the shadows just above `shadow_y_m`.
    void setGround(float y_m, const QColor& rgb, float shadow_y_m);
    /// Shows or hides the ground and the shadows (e.g. a camera below the floor).
    void setGroundVisible(bool visible);
    /// The height (m) onto which shadows fall, e.g. the terrain under the robot; for the next
    /// placeBlobShadow().
    void setShadowPlane(float y_m);
    float shadowPlane() const { return shadowY_; }

    /// Adds a soft shadow (a dark disc fading out, drawn in the late pass), owned by the look;
    /// place it with placeBlobShadow(). Valid until clearBlobShadows().
    Qt3DCore::QTransform* addBlobShadow();
    /// Removes every shadow (a new scene or robot).
    void clearBlobShadows();
    /// Puts a shadow under a part whose centre is at `centre_W` (world, m), as an ellipse of
    /// radii `radius_x_m` x `radius_z_m` turned by `yaw_rad` about +Y, on the shadow plane.
    void placeBlobShadow(Qt3DCore::QTransform* blob, const QVector3D& centre_W, float radius_x_m,
                         float radius_z_m, float yaw_rad) const;

    /// Draws the translucent entity `e` (its own renderer, not its children's) after everything
    /// opaque, as the shadows are: blended over the floor and the ground whatever order Qt 3D
    /// picks within a pass.
    void drawLate(Qt3DCore::QEntity* e) const;

    /// High quality: adds the shadow that `mesh` (vertices in the frame `X_WL` places in the
    /// world, e.g. a robot link's transform, shared and not owned) casts from the key light onto
    /// the shadow plane: the mesh flattened onto the plane along keyLightDirection(), dark and
    /// translucent, drawn in the late pass with a stencil test so that overlapping triangles and
    /// shadows darken once. It follows `X_WL` (a copy of its matrix whenever it changes). Owned
    /// by the look, like the blobs: valid until clearBlobShadows(). Nothing (nullptr) for an empty
    /// mesh or on Low.
    Qt3DCore::QEntity* addProjectedShadow(const ColoredMesh& mesh, Qt3DCore::QTransform* X_WL);

    /// Draws `mesh` (vertices in `parent`'s frame) under `parent` with the lit material of each
    /// vertex's finish (`finishes`: one per vertex; missing ones are plastic), as one child entity
    /// per finish present. Nothing for an empty mesh.
    void addLitMeshes(Qt3DCore::QEntity* parent, const ColoredMesh& mesh,
                      const std::vector<sim::Finish>& finishes, bool cull_back_faces);

private:
    ViewQuality quality_;
    Ground ground_;
    float shadowY_ = 0.0f;
    Qt3DCore::QEntity* root_ = nullptr;
    Qt3DCore::QEntity* sky_ = nullptr;
    Qt3DCore::QEntity* groundEntity_ = nullptr;
    Qt3DRender::QParameter* groundColor_ = nullptr;
    Qt3DCore::QTransform* groundTransform_ = nullptr;
    Qt3DRender::QMaterial* blobMaterial_ = nullptr;
    Qt3DRender::QMaterial* projectedMaterial_ = nullptr;      ///< High: the flattened shadows.
    Qt3DRender::QParameter* shadowPlaneParameter_ = nullptr;  ///< Their plane's height (x, m).
    Qt3DRender::QLayer* lateLayer_ = nullptr;        ///< Drawn after the rest: the shadows.
    Qt3DRender::QLayer* backgroundLayer_ = nullptr;  ///< Sky and ground, after the content.
    std::unique_ptr<ColoredMesh> blobMesh_;          ///< The unit shadow disc.
    Qt3DCore::QEntity* blobRoot_ = nullptr;          ///< Parent of the shadows.
    std::array<Qt3DRender::QMaterial*, 3> materials_{};
    std::array<Qt3DRender::QMaterial*, 3> culledMaterials_{};
    bool groundVisible_ = true;
};

}  // namespace botlab::gui
