#include "parts_palette.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace botlab::gui {

namespace {

constexpr int kThumb_px = 44;
constexpr int kRoleId = Qt::UserRole;
constexpr int kRoleSearch = Qt::UserRole + 1;

/// The palette's categories in order; part "category" values map onto them.
struct Category {
    const char* key;
    QString name;
};

int categoryIndex(const QString& c) {
    if (c == QLatin1String("structure")) return 0;
    if (c == QLatin1String("axle") || c == QLatin1String("fastener")) return 1;
    if (c == QLatin1String("wheel") || c == QLatin1String("gear")) return 2;
    if (c == QLatin1String("motor") || c == QLatin1String("actuator")) return 3;
    if (c == QLatin1String("sensor")) return 4;
    return 5;  // controller, power, custom parts
}

QStringList categoryNames() {
    return {QCoreApplication::translate("botlab::gui", "Structure"),
            QCoreApplication::translate("botlab::gui", "Axles and pins"),
            QCoreApplication::translate("botlab::gui", "Gears and wheels"),
            QCoreApplication::translate("botlab::gui", "Motors and servos"),
            QCoreApplication::translate("botlab::gui", "Sensors"),
            QCoreApplication::translate("botlab::gui", "Electronics")};
}

/// A small picture of a part: its mesh seen from the front-right above, flat shaded, drawn back
/// to front. (To be replaced by the library's part renderer.)
QPixmap thumbnail(const parts_library::PartDefinition& def,
                  const parts_library::TriangleMesh* mesh) {
    QImage img(kThumb_px * 2, kThumb_px * 2, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    if (!mesh || mesh->triangleCount() == 0) return QPixmap::fromImage(img);
    // View: yaw 35 deg, pitch 30 deg; screen x right, y up.
    const double yaw = 0.6, pitch = 0.5;
    const sim::Vec3 fwd(-std::cos(pitch) * std::cos(yaw), -std::sin(pitch),
                        -std::cos(pitch) * std::sin(yaw));
    const sim::Vec3 right = fwd.cross(sim::Vec3::UnitY()).normalized();
    const sim::Vec3 up = right.cross(fwd);
    double minx = 1e9, maxx = -1e9, miny = 1e9, maxy = -1e9;
    for (int i = 0; i < mesh->vertexCount(); ++i) {
        const sim::Vec3 v = mesh->vertex(i);
        minx = std::min(minx, v.dot(right));
        maxx = std::max(maxx, v.dot(right));
        miny = std::min(miny, v.dot(up));
        maxy = std::max(maxy, v.dot(up));
    }
    const double size = std::max({maxx - minx, maxy - miny, 1e-6});
    const double scale = (img.width() - 8) / size;
    const double cx = (minx + maxx) / 2, cy = (miny + maxy) / 2;
    struct Tri {
        QPointF p[3];
        double depth;
        QColor color;
    };
    std::vector<Tri> tris;
    const sim::Vec3 sun = sim::Vec3(0.35, 0.85, 0.4).normalized();
    for (int t = 0; t < mesh->triangleCount(); ++t) {
        const sim::Vec3 a = mesh->vertex(int(mesh->indices[3 * t])),
                        b = mesh->vertex(int(mesh->indices[3 * t + 1])),
                        c = mesh->vertex(int(mesh->indices[3 * t + 2]));
        sim::Vec3 n = (b - a).cross(c - a);
        if (n.norm() < 1e-15) continue;
        n.normalize();
        const double light = 0.35 + 0.5 * std::abs(n.dot(sun)) + 0.15 * (0.5 + 0.5 * n.y());
        Tri tri;
        const sim::Vec3 v[3] = {a, b, c};
        for (int k = 0; k < 3; ++k)
            tri.p[k] = QPointF(img.width() / 2.0 + (v[k].dot(right) - cx) * scale,
                               img.height() / 2.0 - (v[k].dot(up) - cy) * scale);
        tri.depth = -((a + b + c) / 3).dot(fwd);
        tri.color = QColor::fromRgbF(float(std::min(1.0, def.rgba[0] * light)),
                                     float(std::min(1.0, def.rgba[1] * light)),
                                     float(std::min(1.0, def.rgba[2] * light)));
        tris.push_back(tri);
    }
    std::sort(tris.begin(), tris.end(),
              [](const Tri& x, const Tri& y) { return x.depth > y.depth; });
    QPainter painter(&img);
    painter.setRenderHint(QPainter::Antialiasing);
    for (const Tri& t : tris) {
        QPainterPath path;
        path.moveTo(t.p[0]);
        path.lineTo(t.p[1]);
        path.lineTo(t.p[2]);
        path.closeSubpath();
        painter.fillPath(path, t.color);
        painter.setPen(QPen(t.color, 0.6));
        painter.drawPath(path);
    }
    painter.end();
    QPixmap pm = QPixmap::fromImage(img);
    pm.setDevicePixelRatio(2.0);
    return pm;
}

}  // namespace

QString PartsPalette::categoryName(const parts_library::PartDefinition& def) {
    return categoryNames().at(categoryIndex(def.category));
}

QString PartsPalette::tooltip(const parts_library::PartDefinition& def,
                              const parts_library::TriangleMesh* mesh) {
    QStringList lines;
    lines << QStringLiteral("<b>%1</b>").arg(def.displayName().toHtmlEscaped());
    if (mesh && mesh->vertexCount() > 0) {
        sim::Vec3 lo = sim::Vec3::Constant(1e9), hi = sim::Vec3::Constant(-1e9);
        for (int i = 0; i < mesh->vertexCount(); ++i) {
            lo = lo.cwiseMin(mesh->vertex(i));
            hi = hi.cwiseMax(mesh->vertex(i));
        }
        const sim::Vec3 s = (hi - lo) * 1000.0;
        lines << QCoreApplication::translate("botlab::gui", "Size: %1 × %2 × %3 mm")
                     .arg(s.x(), 0, 'f', 0)
                     .arg(s.y(), 0, 'f', 0)
                     .arg(s.z(), 0, 'f', 0);
    }
    lines << QCoreApplication::translate("botlab::gui", "Mass: %1 g")
                 .arg(def.mass_kg * 1000, 0, 'f', 0);
    if (def.device.usesMotorPort())
        lines << QCoreApplication::translate("botlab::gui", "Plugs into a motor port (1–8)");
    if (def.device.usesSensorPort())
        lines << QCoreApplication::translate("botlab::gui", "Plugs into a sensor port (1–13)");
    if (def.device.kind == parts_library::DeviceKind::Controller)
        lines << QCoreApplication::translate("botlab::gui",
                                             "The robot's brain: %1 motor ports, %2 sensor ports")
                     .arg(def.device.motor_ports)
                     .arg(def.device.sensor_ports);
    if (def.gear.teeth > 0)
        lines
            << QCoreApplication::translate("botlab::gui", "Gear with %1 teeth").arg(def.gear.teeth);
    int holes = 0;
    for (const auto& c : def.connectors) holes += c.type == parts_library::ConnectorType::Hole;
    if (holes > 0)
        lines << QCoreApplication::translate("botlab::gui", "%n hole(s)", nullptr, holes);
    return lines.join(QStringLiteral("<br>"));
}

PartsPalette::PartsPalette(const parts_library::PartsLibrary& library, QWidget* parent)
    : QWidget(parent), lib_(library) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    search_ = new QLineEdit(this);
    search_->setObjectName(QStringLiteral("partSearch"));
    search_->setPlaceholderText(tr("Search parts"));
    search_->setClearButtonEnabled(true);
    layout->addWidget(search_);
    tree_ = new QTreeWidget(this);
    tree_->setObjectName(QStringLiteral("partsPalette"));
    tree_->setHeaderHidden(true);
    tree_->setIconSize(QSize(kThumb_px, kThumb_px));
    tree_->setRootIsDecorated(true);
    tree_->setIndentation(8);
    tree_->setUniformRowHeights(false);
    tree_->setSelectionMode(QAbstractItemView::SingleSelection);
    tree_->setDragEnabled(false);
    layout->addWidget(tree_);

    const QStringList cats = categoryNames();
    std::vector<QTreeWidgetItem*> heads;
    for (const QString& c : cats) {
        auto* head = new QTreeWidgetItem(tree_, {c});
        QFont f = head->font(0);
        f.setBold(true);
        head->setFont(0, f);
        head->setFlags(Qt::ItemIsEnabled);
        heads.push_back(head);
    }
    for (const QString& id : lib_.ids()) {
        const parts_library::PartDefinition* def = lib_.find(id);
        if (!def) continue;
        auto mesh = lib_.mesh(id);
        const parts_library::TriangleMesh* m = mesh ? mesh.value().get() : nullptr;
        auto* item = new QTreeWidgetItem(heads[std::size_t(categoryIndex(def->category))],
                                         {def->displayName()});
        item->setIcon(0, QIcon(thumbnail(*def, m)));
        item->setToolTip(0, tooltip(*def, m));
        item->setData(0, kRoleId, id);
        item->setData(0, kRoleSearch,
                      QStringList{def->displayName(), def->name, id}.join(QLatin1Char('\n')));
    }
    for (auto* head : heads) {
        head->sortChildren(0, Qt::AscendingOrder);
        head->setHidden(head->childCount() == 0);
    }
    tree_->expandAll();
    connect(search_, &QLineEdit::textChanged, this, &PartsPalette::setFilter);
    tree_->viewport()->installEventFilter(this);
}

void PartsPalette::setFilter(const QString& text) {
    const QString t = text.trimmed();
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* head = tree_->topLevelItem(i);
        int shown = 0;
        for (int k = 0; k < head->childCount(); ++k) {
            QTreeWidgetItem* item = head->child(k);
            const bool match =
                t.isEmpty() ||
                item->data(0, kRoleSearch).toString().contains(t, Qt::CaseInsensitive);
            item->setHidden(!match);
            shown += match;
        }
        head->setHidden(shown == 0);
    }
    tree_->expandAll();
}

QStringList PartsPalette::visibleParts() const {
    QStringList out;
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* head = tree_->topLevelItem(i);
        if (head->isHidden()) continue;
        for (int k = 0; k < head->childCount(); ++k)
            if (!head->child(k)->isHidden()) out << head->child(k)->data(0, kRoleId).toString();
    }
    return out;
}

QTreeWidgetItem* PartsPalette::itemOf(const QString& part_id) const {
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* head = tree_->topLevelItem(i);
        for (int k = 0; k < head->childCount(); ++k)
            if (head->child(k)->data(0, kRoleId).toString() == part_id) return head->child(k);
    }
    return nullptr;
}

bool PartsPalette::eventFilter(QObject* watched, QEvent* event) {
    if (watched != tree_->viewport()) return QWidget::eventFilter(watched, event);
    if (event->type() == QEvent::MouseButtonPress) {
        auto* e = static_cast<QMouseEvent*>(event);
        QTreeWidgetItem* item = tree_->itemAt(e->position().toPoint());
        const QString id = item ? item->data(0, kRoleId).toString() : QString();
        if (e->button() == Qt::LeftButton && !id.isEmpty()) {
            tree_->setCurrentItem(item);
            pressed_ = true;
            emit partPressed(id);
            return true;
        }
    } else if (event->type() == QEvent::MouseMove && pressed_) {
        emit dragMoved(static_cast<QMouseEvent*>(event)->globalPosition().toPoint());
        return true;
    } else if (event->type() == QEvent::MouseButtonRelease && pressed_) {
        pressed_ = false;
        emit dragReleased(static_cast<QMouseEvent*>(event)->globalPosition().toPoint());
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

}  // namespace botlab::gui
