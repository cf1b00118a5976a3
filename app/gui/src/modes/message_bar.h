// SPDX-License-Identifier: GPL-3.0-or-later
// MessageBar: a one-message bar at the top of a mode (as KMessageWidget / QMessageWidget): an
// icon, a word-wrapped text, an optional detail behind a "Details" button and a close button, in
// the colours of its severity (info, warning, error). Hidden until showMessage(); a long text
// wraps rather than widening the window (the bar asks for no minimum width of its own).
#pragma once

#include <QFrame>
#include <QString>

class QLabel;
class QToolButton;

namespace botlab::gui {

class MessageBar : public QFrame {
    Q_OBJECT
public:
    /// Message severities; the int values are those of Workspace::showMessage() and
    /// ProjectController::message().
    enum Severity { Info = 0, Warning = 1, Error = 2 };
    Q_ENUM(Severity)

    explicit MessageBar(QWidget* parent = nullptr);

    /// Shows `text` (plain text) with `severity` (out-of-range values count as Error, a negative
    /// one as Info) and the optional `detail` (shown when the user asks for it). Replaces the
    /// message shown before.
    void showMessage(int severity, const QString& text, const QString& detail = {});
    /// Hides the bar and forgets its message.
    void clearMessage();

    Severity severity() const { return severity_; }
    QString text() const;
    QString detail() const;
    /// Whether the detail is shown (the Details button was pressed).
    bool isDetailShown() const;
    void setDetailShown(bool shown);

    /// The parts, for tests and styling.
    QLabel* iconLabel() const { return icon_; }
    QLabel* textLabel() const { return text_; }
    QLabel* detailLabel() const { return detail_; }
    QToolButton* detailsButton() const { return detailsButton_; }
    QToolButton* closeButton() const { return close_; }

    QSize minimumSizeHint() const override;

signals:
    /// The user closed the bar (not sent by clearMessage()).
    void closed();

private:
    void applySeverity();

    Severity severity_ = Info;
    QLabel* icon_;
    QLabel* text_;
    QLabel* detail_;
    QToolButton* detailsButton_;
    QToolButton* close_;
};

}  // namespace botlab::gui
