// SPDX-License-Identifier: GPL-3.0-or-later
// How much Botlab's 3D views draw: the quality setting (low / high, chosen from the OpenGL
// renderer, the Preferences or --quality) and the surface format (multisampling, stencil) of
// their windows. The views read viewQuality() once, when they are made.
#pragma once

#include <QString>
#include <optional>

class QSurfaceFormat;
namespace Qt3DExtras {
class Qt3DWindow;
}

namespace botlab::gui {

/// How much the 3D views draw. Low: no multisampling, the coarse grid only, soft contact shadows
/// straight under the robot's parts; for software rasterisers. High: 4x multisampling, the fine
/// grid near the camera, the robot's own shape cast by the key light onto the floor.
enum class ViewQuality { Low, High };

/// The user's choice in Preferences: Auto picks from the OpenGL renderer.
enum class QualityChoice { Auto, Low, High };

/// The quality for an OpenGL renderer string (GL_RENDERER): Low for software rasterisers
/// ("llvmpipe", "softpipe", "SwiftShader", "Software", case-insensitive) and when the renderer is
/// unknown (empty), High otherwise.
ViewQuality qualityForRenderer(const QString& gl_renderer);

/// GL_RENDERER of the OpenGL implementation the 3D views use, asked once from a temporary
/// context (the default surface format) on the GUI thread and cached; empty when no OpenGL
/// context can be made (e.g. the offscreen platform). Needs a QGuiApplication.
QString openGLRenderer();

/// "auto", "low" or "high" for a choice, and back; nullopt for any other text.
QString qualityChoiceName(QualityChoice choice);
std::optional<QualityChoice> qualityChoiceFromName(const QString& name);

/// The Preferences choice (QSettings key "view/quality": "auto", "low", "high"; Auto when unset
/// or unknown) and its setter.
QualityChoice qualityPreference();
void setQualityPreference(QualityChoice choice);

/// --quality low|high: overrides the preference for this process (nullopt removes the override).
/// Set it before the first 3D view is made.
void setQualityOverride(std::optional<ViewQuality> quality);

/// The quality of the views made from now on: the override, else the preference, else
/// qualityForRenderer(openGLRenderer()). The views read it once, when they are made.
ViewQuality viewQuality();

/// "low" or "high".
QString qualityName(ViewQuality quality);

/// The surface format of a 3D window for `quality`: `base` with 4 samples (High) or none (Low),
/// a depth buffer of at least 24 bits and, on High, a stencil buffer of at least 8 bits (the
/// projected shadows).
QSurfaceFormat viewSurfaceFormat(const QSurfaceFormat& base, ViewQuality quality);

/// Sets the window's surface format (multisampling) for the current viewQuality(). Call right after
/// making the window, before it is shown.
void prepare3DWindow(Qt3DExtras::Qt3DWindow* window);

}  // namespace botlab::gui
