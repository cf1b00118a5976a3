// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/build/parts_palette.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QLineEdit>
#include <QMouseEvent>
#include <QSet>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "botlab/part_render/render.h"
#include "botlab/parts_library/palette.h"

namespace botlab::gui {

namespace {

constexpr int kThumb_px = 44;
constexpr int kRoleId = Qt::UserRole;

}  // namespace

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

    for (const parts_library::PaletteGroup& group : parts_library::paletteGroups(lib_)) {
        auto* head = new QTreeWidgetItem(tree_, {group.title});
        QFont f = head->font(0);
        f.setBold(true);
        head->setFont(0, f);
        head->setFlags(Qt::ItemIsEnabled);
        for (const parts_library::PaletteEntry& e : group.entries) {
            auto* item = new QTreeWidgetItem(head, {e.name});
            // Thumbnails drawn from the part's mesh at twice the size, for sharp high-DPI icons.
            QPixmap pm = QPixmap::fromImage(
                part_render::renderPart(lib_, e.id, QSize(2 * kThumb_px, 2 * kThumb_px)));
            pm.setDevicePixelRatio(2.0);
            item->setIcon(0, QIcon(pm));
            item->setToolTip(
                0, e.tooltip.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
            item->setData(0, kRoleId, e.id);
        }
    }
    tree_->expandAll();
    connect(search_, &QLineEdit::textChanged, this, &PartsPalette::setFilter);
    tree_->viewport()->installEventFilter(this);
}

void PartsPalette::setFilter(const QString& text) {
    QSet<QString> shown;
    for (const parts_library::PaletteEntry& e : parts_library::searchPalette(lib_, text))
        shown.insert(e.id);
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* head = tree_->topLevelItem(i);
        int count = 0;
        for (int k = 0; k < head->childCount(); ++k) {
            QTreeWidgetItem* item = head->child(k);
            const bool match = shown.contains(item->data(0, kRoleId).toString());
            item->setHidden(!match);
            count += match;
        }
        head->setHidden(count == 0);
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
