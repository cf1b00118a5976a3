// SPDX-License-Identifier: GPL-3.0-or-later
// PartsPalette: every part of the library in categories (parts_library/palette.h), with a
// thumbnail rendered from its mesh (part_render), its name in the user's language and a tooltip
// (size, ports, gear teeth); a search box that finds parts by their English or Chinese name.
// Pressing a part starts a drag into the build view: the palette reports the mouse while the button
// is held (Qt grabs the mouse for the widget pressed), so the workspace can move the ghost over the
// view and drop it where the button is released.
#pragma once

#include <QWidget>

#include "botlab/parts_library/parts_library.h"

class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;

namespace botlab::gui {

class PartsPalette : public QWidget {
    Q_OBJECT
public:
    /// `library` must outlive the palette.
    explicit PartsPalette(const parts_library::PartsLibrary& library, QWidget* parent = nullptr);

    /// Shows only the parts parts_library::searchPalette() finds for `text` (English or Chinese
    /// name, or id); all of them for an empty text.
    void setFilter(const QString& text);
    /// Ids of the parts shown (in display order), for tests.
    QStringList visibleParts() const;
    /// The item of a part (tests press it with the mouse), or nullptr.
    QTreeWidgetItem* itemOf(const QString& part_id) const;
    QTreeWidget* tree() const { return tree_; }
    QLineEdit* searchBox() const { return search_; }

signals:
    /// The left button went down on a part.
    void partPressed(const QString& part_id);
    /// The mouse moved with the button still down (global screen position).
    void dragMoved(const QPoint& global_pos);
    /// The button came up (global screen position).
    void dragReleased(const QPoint& global_pos);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    const parts_library::PartsLibrary& lib_;
    QLineEdit* search_ = nullptr;
    QTreeWidget* tree_ = nullptr;
    bool pressed_ = false;
};

}  // namespace botlab::gui
