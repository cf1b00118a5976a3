// SPDX-License-Identifier: GPL-3.0-or-later
// RobotLabels: a name tag above each robot of an arena run — the owner's name in white on a tag
// of the owner's colour, with a pin of the same colour down to the robot — turned to face the
// camera and scaled with its distance so that it reads the same at any zoom.
#pragma once

#include <QColor>
#include <QString>
#include <QVector3D>
#include <vector>

namespace Qt3DCore {
class QEntity;
class QTransform;
}  // namespace Qt3DCore
namespace Qt3DRender {
class QCamera;
}  // namespace Qt3DRender

namespace botlab::gui {

/// What one tag says.
struct RobotLabel {
    QString text;  ///< The owner's name ("Alice").
    QColor colour;
};

class RobotLabels {
public:
    /// Replaces the tags (deleting the previous ones' entities) with one per label, under
    /// `parent`.
    void build(Qt3DCore::QEntity* parent, const std::vector<RobotLabel>& labels);
    /// Forgets the tags without deleting them (their parent is being deleted with them).
    void forget();
    int count() const { return int(tags_.size()); }
    /// Puts the `index`-th tag above the world point `top_W` (the robot's top) and turns every
    /// tag to `camera`.
    void place(int index, const QVector3D& top_W);
    /// Turns and scales every tag for `camera` (after a camera move).
    void face(const Qt3DRender::QCamera* camera);
    /// The world point the `index`-th tag's centre is at (tests, screenshots).
    QVector3D tagCentre(int index) const;

private:
    struct Tag {
        Qt3DCore::QEntity* entity = nullptr;
        Qt3DCore::QTransform* transform = nullptr;
        Qt3DCore::QTransform* pinTransform = nullptr;
        QVector3D top_W;
        float aspect = 3.f;  ///< Width / height of the tag's picture.
        QVector3D centre_W;
    };
    void update(Tag& tag);
    std::vector<Tag> tags_;
    QVector3D eye_W_;
    QVector3D up_W_ = QVector3D(0, 1, 0);
    QVector3D right_W_ = QVector3D(1, 0, 0);
    bool haveCamera_ = false;
};

}  // namespace botlab::gui
