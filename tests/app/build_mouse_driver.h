// SPDX-License-Identifier: GPL-3.0-or-later
// Driving the Build mode with real mouse and key events, as a student does: parts pressed in the
// palette and dragged over the view, the camera orbited with the right button (tst_build_mode,
// tst_build_beginner).
#pragma once

#include <QApplication>
#include <QMouseEvent>
#include <QTest>
#include <QTreeWidget>
#include <QWindow>
#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <utility>

#include "botlab/assembler/ghost.h"
#include "modes/build/build_view.h"
#include "modes/build/build_workspace.h"
#include "modes/build/parts_palette.h"

namespace botlab::test_support {

/// A base for Build-mode GUI tests: owns the workspace (`ws_`) and moves the mouse over it.
class BuildMouseDriver {
protected:
    using GhostState = assembler::GhostState;
    using PartInstance = assembler::PartInstance;
    using RobotDocument = assembler::RobotDocument;
    using PartsPalette = gui::PartsPalette;

    std::unique_ptr<gui::BuildWorkspace> ws_;

    const RobotDocument& doc() { return ws_->editor().document(); }
    QWindow* win() { return ws_->view()->renderWindow(); }

    /// A point of a part (in its own frame) in the model frame.
    sim::Vec3 at(int part, const sim::Vec3& p_P) { return doc().parts[part].X_MP * p_P; }

    void pressPalette(const QString& id) {
        PartsPalette* pal = ws_->palette();
        QTreeWidgetItem* item = pal->itemOf(id);
        QVERIFY2(item, qPrintable(id));
        pal->tree()->scrollToItem(item);
        const QRect r = pal->tree()->visualItemRect(item);
        QTest::mousePress(pal->tree()->viewport(), Qt::LeftButton, {}, r.center());
    }
    /// The mouse, its button still down since the press in the palette, at a point of the view.
    void paletteMouse(QEvent::Type type, const QPoint& view_pos) {
        QWidget* vp = ws_->palette()->tree()->viewport();
        const QPoint global = ws_->view()->mapToGlobal(view_pos);
        const bool release = type == QEvent::MouseButtonRelease;
        QMouseEvent e(type, QPointF(vp->mapFromGlobal(global)), QPointF(global),
                      release ? Qt::LeftButton : Qt::NoButton,
                      release ? Qt::NoButton : Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(vp, &e);
    }
    void key(int k, Qt::KeyboardModifiers mods = Qt::NoModifier) {
        QTest::keyClick(win(), Qt::Key(k), mods);
    }
    /// Orbits the camera with the right mouse button (10 mrad per pixel).
    void orbit(int dx, int dy) {
        const QPoint p(ws_->view()->width() / 2, ws_->view()->height() / 2);
        QTest::mousePress(win(), Qt::RightButton, {}, p);
        QTest::mouseMove(win(), p + QPoint(dx / 2, dy / 2));
        QTest::mouseMove(win(), p + QPoint(dx, dy));
        QTest::mouseRelease(win(), Qt::RightButton, {}, p + QPoint(dx, dy));
    }
    void clickView(const QPoint& p, Qt::KeyboardModifiers mods = Qt::NoModifier) {
        QTest::mouseClick(win(), Qt::LeftButton, mods, p);
    }

    /// Drags `id` from the palette toward the model point `aim`, turning it `turns` times with R
    /// first, and searches the pixels around it (as a student moves the mouse about) until the
    /// ghost is what `accept` wants; drops it there. False (and nothing added) when no pixel
    /// within `radius_px` gives it.
    bool dragPart(const QString& id, const std::function<sim::Vec3()>& aim,
                  const std::function<bool(const GhostState&)>& accept, int turns = 0,
                  int radius_px = 40) {
        const std::size_t before = doc().parts.size();
        pressPalette(id);
        if (!ws_->carrying()) return false;
        const QPoint c = ws_->view()->toWidget(aim());
        paletteMouse(QEvent::MouseMove, c);
        // The keyboard focus stays in the palette while dragging from it: R is pressed there.
        for (int t = 0; t < turns; ++t) QTest::keyClick(ws_->palette()->tree(), Qt::Key_R);
        for (int ring = 0; ring <= radius_px; ring += 2) {
            for (int dy = -ring; dy <= ring; dy += 2) {
                for (int dx = -ring; dx <= ring; dx += 2) {
                    if (std::max(std::abs(dx), std::abs(dy)) != ring) continue;
                    const QPoint p = c + QPoint(dx, dy);
                    paletteMouse(QEvent::MouseMove, p);
                    const GhostState* g = ws_->ghostState();
                    if (g && !g->part_id.isEmpty() && accept(*g)) {
                        paletteMouse(QEvent::MouseButtonRelease, p);
                        return doc().parts.size() == before + 1;
                    }
                }
            }
        }
        paletteMouse(QEvent::MouseMove, c);
        if (const GhostState* g = ws_->ghostState())
            qWarning(
                "no place found for %s; at the aimed pixel: snapped %d to part %d "
                "connector %d, overlaps %d, drop at (%.4f %.4f %.4f)",
                qPrintable(id), g->snapped, g->target_part, g->target_connector, g->overlaps,
                g->X_MP_drop.translation.x(), g->X_MP_drop.translation.y(),
                g->X_MP_drop.translation.z());
        paletteMouse(QEvent::MouseButtonRelease, QPoint(-500, -500));
        key(Qt::Key_Escape);
        return false;
    }

    static double angleDeg(const sim::Vec3& a, const sim::Vec3& b) {
        return std::acos(std::clamp(std::abs(a.normalized().dot(b.normalized())), 0.0, 1.0)) *
               180.0 / M_PI;
    }
    /// A connector of a part in the model frame (point and axis), from the library.
    std::pair<sim::Vec3, sim::Vec3> connector(const PartInstance& p, const QString& name) {
        const auto* def = ws_->library().find(p.part_id);
        const auto& c = def->connectors[def->connectorIndex(name)];
        return {p.X_MP * c.position_P, p.X_MP.rotation * c.axis_P};
    }
    std::pair<sim::Vec3, sim::Vec3> connectorAt(const QString& part_id, const sim::Pose& X,
                                                const QString& name) {
        PartInstance p;
        p.part_id = part_id;
        p.X_MP = X;
        return connector(p, name);
    }

    /// Accepts a ghost axle snapped coaxially into `motor`'s shaft, its outer end at least 4 mm
    /// beyond the shaft's middle on `side` (+1 / -1 along z): room for a wheel outside the motor.
    std::function<bool(const GhostState&)> axleOk(int motor, double side) {
        return [this, motor, side](const GhostState& g) {
            if (!g.snapped || g.target_part != motor || g.overlaps) return false;
            const auto [c, axis] = connectorAt(g.part_id, g.X_MP_drop, "axle");
            const auto [shaft, sa] = connector(doc().parts[motor], "shaft");
            return (c - shaft).cross(sa).norm() < 1e-6 && angleDeg(axis, sa) < 1e-3 &&
                   (c.z() - shaft.z()) * side >= 0.004 - 1e-9;
        };
    }
    /// Accepts a ghost wheel snapped coaxially onto `axle`.
    std::function<bool(const GhostState&)> wheelOk(int axle) {
        return [this, axle](const GhostState& g) {
            if (!g.snapped || g.target_part != axle || g.overlaps) return false;
            const auto [hub, ha] = connectorAt(g.part_id, g.X_MP_drop, "hub");
            const auto [c, axis] = connector(doc().parts[axle], "axle");
            return (hub - c).cross(axis).norm() < 1e-6 && angleDeg(ha, axis) < 1e-3;
        };
    }
};

}  // namespace botlab::test_support
