// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/message_bar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace botlab::gui {

namespace {

/// A word-wrapped label that asks for no width of its own (it takes what the layout gives and
/// grows in height instead).
QLabel* wrappingLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QSizePolicy policy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    label->setSizePolicy(policy);
    label->setMinimumWidth(1);
    return label;
}

}  // namespace

MessageBar::MessageBar(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("messageBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    // As tall as its wrapped text needs at the width it is given (height for width).
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);

    icon_ = new QLabel(this);
    icon_->setAlignment(Qt::AlignTop);
    text_ = wrappingLabel(this);
    text_->setObjectName(QStringLiteral("messageText"));
    detail_ = wrappingLabel(this);
    detail_->setObjectName(QStringLiteral("messageDetail"));
    detail_->hide();
    detailsButton_ = new QToolButton(this);
    detailsButton_->setText(tr("Details"));
    detailsButton_->setCheckable(true);
    detailsButton_->setAutoRaise(true);
    detailsButton_->hide();
    connect(detailsButton_, &QToolButton::toggled, this, &MessageBar::setDetailShown);
    close_ = new QToolButton(this);
    close_->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close_->setAutoRaise(true);
    close_->setToolTip(tr("Close this message"));
    close_->setAccessibleName(tr("Close message"));
    connect(close_, &QToolButton::clicked, this, [this] {
        hide();
        emit closed();
    });

    auto* texts = new QVBoxLayout();
    texts->setContentsMargins(0, 0, 0, 0);
    texts->setSpacing(2);
    texts->addWidget(text_);
    texts->addWidget(detail_);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(6, 4, 4, 4);
    row->addWidget(icon_, 0, Qt::AlignTop);
    row->addLayout(texts, 1);
    row->addWidget(detailsButton_, 0, Qt::AlignTop);
    row->addWidget(close_, 0, Qt::AlignTop);
    hide();
}

void MessageBar::showMessage(int severity, const QString& text, const QString& detail) {
    severity_ = severity <= Info ? Info : severity == Warning ? Warning : Error;
    text_->setText(text);
    detail_->setText(detail);
    detailsButton_->setVisible(!detail.isEmpty());
    setDetailShown(false);
    applySeverity();
    show();
}

void MessageBar::clearMessage() {
    hide();
    text_->clear();
    detail_->clear();
    detailsButton_->hide();
    setDetailShown(false);
}

QString MessageBar::text() const {
    return text_->text();
}

QString MessageBar::detail() const {
    return detail_->text();
}

bool MessageBar::isDetailShown() const {
    return !detail_->isHidden();
}

void MessageBar::setDetailShown(bool shown) {
    shown = shown && !detail_->text().isEmpty();
    detail_->setVisible(shown);
    if (detailsButton_->isChecked() != shown) {
        const QSignalBlocker block(detailsButton_);
        detailsButton_->setChecked(shown);
    }
}

QSize MessageBar::minimumSizeHint() const {
    // As wide as the icon and the buttons: the text wraps into whatever width is left.
    QSize s = QFrame::minimumSizeHint();
    const QMargins m = contentsMargins() + layout()->contentsMargins();
    int w = m.left() + m.right() + icon_->sizeHint().width() + close_->sizeHint().width() +
            (detailsButton_->isVisibleTo(this) ? detailsButton_->sizeHint().width() : 0);
    s.setWidth(std::min(s.width(), w + 3 * layout()->spacing() + 1));
    return s;
}

void MessageBar::applySeverity() {
    // Light tints of the severity's colour with a darker border and dark text: readable in the
    // light and the dark palette alike (the bar sets its own text colour).
    struct Look {
        QStyle::StandardPixmap icon;
        const char* background;
        const char* border;
    };
    static constexpr Look kLooks[] = {
        {QStyle::SP_MessageBoxInformation, "#dbe9f9", "#3f7fc4"},
        {QStyle::SP_MessageBoxWarning, "#fdf1d0", "#c99a06"},
        {QStyle::SP_MessageBoxCritical, "#f9dcdc", "#c43f3f"},
    };
    const Look& look = kLooks[severity_];
    const int px = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    icon_->setPixmap(style()->standardIcon(look.icon, nullptr, this).pixmap(px, px));
    setStyleSheet(
        QStringLiteral("QFrame#messageBar { background: %1; border: 1px solid %2; "
                       "border-radius: 3px; } QFrame#messageBar QLabel { color: #202020; }")
            .arg(QLatin1String(look.background), QLatin1String(look.border)));
}

}  // namespace botlab::gui
