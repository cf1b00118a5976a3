// SPDX-License-Identifier: GPL-3.0-or-later
#include "view3d/robot_labels.h"

#include <QFont>
#include <QFontMetrics>
#include <QPainter>
#include <QPainterPath>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QPlaneMesh>
#include <Qt3DExtras/QTextureMaterial>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QPaintedTextureImage>
#include <Qt3DRender/QTexture>
#include <algorithm>
#include <cmath>

namespace botlab::gui {

namespace {

constexpr int kTagHeight_px = 64;
/// The tag's height as a fraction of its distance from the eye: about 1/18 of the view's height
/// with the 45° lens, readable at 1024x600.
constexpr float kTagHeightPerDistance = 0.045f;

QFont tagFont() {
    QFont f;
    f.setPixelSize(40);
    f.setBold(true);
    return f;
}

/// The tag's picture: the name in white on a rounded tag of the owner's colour.
class TagImage : public Qt3DRender::QPaintedTextureImage {
public:
    TagImage(const RobotLabel& label, Qt3DCore::QNode* parent)
        : Qt3DRender::QPaintedTextureImage(parent), label_(label) {
        const QFontMetrics fm(tagFont());
        width_px_ = std::clamp(fm.horizontalAdvance(label.text) + 40, kTagHeight_px, 1024);
        setSize(QSize(width_px_, kTagHeight_px));
    }
    int width_px() const { return width_px_; }

protected:
    void paint(QPainter* p) override {
        p->setRenderHint(QPainter::Antialiasing);
        p->setCompositionMode(QPainter::CompositionMode_Source);
        p->fillRect(QRect(0, 0, width_px_, kTagHeight_px), Qt::transparent);
        p->setCompositionMode(QPainter::CompositionMode_SourceOver);
        QPainterPath path;
        path.addRoundedRect(QRectF(2, 2, width_px_ - 4, kTagHeight_px - 4), 16, 16);
        p->fillPath(path, label_.colour);
        p->setPen(QPen(label_.colour.darker(160), 3));
        p->drawPath(path);
        p->setFont(tagFont());
        p->setPen(Qt::white);
        p->drawText(QRect(0, 0, width_px_, kTagHeight_px), Qt::AlignCenter, label_.text);
    }

private:
    RobotLabel label_;
    int width_px_ = kTagHeight_px;
};

}  // namespace

void RobotLabels::build(Qt3DCore::QEntity* parent, const std::vector<RobotLabel>& labels) {
    for (Tag& tag : tags_) delete tag.entity;
    tags_.clear();
    for (const RobotLabel& label : labels) {
        Tag tag;
        tag.entity = new Qt3DCore::QEntity(parent);
        tag.entity->setObjectName(QStringLiteral("robotLabel"));
        auto* mesh = new Qt3DExtras::QPlaneMesh(tag.entity);
        mesh->setWidth(1.f);
        mesh->setHeight(1.f);
        auto* material = new Qt3DExtras::QTextureMaterial(tag.entity);
        material->setAlphaBlendingEnabled(true);
        auto* texture = new Qt3DRender::QTexture2D(material);
        auto* image = new TagImage(label, texture);
        tag.aspect = float(image->width_px()) / float(kTagHeight_px);
        texture->addTextureImage(image);
        texture->setMinificationFilter(Qt3DRender::QAbstractTexture::LinearMipMapLinear);
        texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Linear);
        texture->setGenerateMipMaps(true);
        material->setTexture(texture);
        tag.transform = new Qt3DCore::QTransform(tag.entity);
        tag.entity->addComponent(mesh);
        tag.entity->addComponent(material);
        tag.entity->addComponent(tag.transform);
        tags_.push_back(tag);
    }
}

void RobotLabels::forget() {
    tags_.clear();
}

void RobotLabels::place(int index, const QVector3D& top_W) {
    if (index < 0 || index >= int(tags_.size())) return;
    tags_[std::size_t(index)].top_W = top_W;
    update(tags_[std::size_t(index)]);
}

void RobotLabels::face(const Qt3DRender::QCamera* camera) {
    eye_W_ = camera->position();
    const QVector3D forward = (camera->viewCenter() - camera->position()).normalized();
    right_W_ = QVector3D::crossProduct(forward, camera->upVector()).normalized();
    if (right_W_.lengthSquared() < 1e-6f) right_W_ = QVector3D(1, 0, 0);
    up_W_ = QVector3D::crossProduct(right_W_, forward).normalized();
    haveCamera_ = true;
    for (Tag& tag : tags_) update(tag);
}

QVector3D RobotLabels::tagCentre(int index) const {
    return index >= 0 && index < int(tags_.size()) ? tags_[std::size_t(index)].centre_W
                                                   : QVector3D();
}

void RobotLabels::update(Tag& tag) {
    const QVector3D back = QVector3D::crossProduct(right_W_, up_W_);  // toward the eye
    const float distance = haveCamera_ ? std::max(0.05f, (tag.top_W - eye_W_).length()) : 1.f;
    const float h = kTagHeightPerDistance * distance;
    // Above the robot as the camera sees it, and a little toward the eye (in front of it).
    tag.centre_W = tag.top_W + up_W_ * (0.6f * h + 0.01f) + back * 0.02f;
    // The plane mesh lies in its XZ plane facing +Y: X to the right, +Y toward the eye, and
    // +Z = X x Y down the screen.
    QMatrix4x4 m;
    m.setColumn(0, QVector4D(right_W_ * tag.aspect * h, 0));
    m.setColumn(1, QVector4D(back, 0));
    m.setColumn(2, QVector4D(-up_W_ * h, 0));
    m.setColumn(3, QVector4D(tag.centre_W, 1));
    tag.transform->setMatrix(m);
}

}  // namespace botlab::gui
