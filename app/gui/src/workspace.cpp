#include "workspace.h"

#include <QLabel>
#include <QVBoxLayout>

namespace botlab::gui {

void Workspace::showPlaceholder(const QString& title, const QString& text) {
    auto* layout = new QVBoxLayout(this);
    auto* heading = new QLabel(QStringLiteral("<h2>%1</h2>").arg(title.toHtmlEscaped()), this);
    auto* body = new QLabel(text, this);
    body->setWordWrap(true);
    heading->setAlignment(Qt::AlignCenter);
    body->setAlignment(Qt::AlignCenter);
    layout->addStretch();
    layout->addWidget(heading);
    layout->addWidget(body);
    layout->addStretch();
}

}  // namespace botlab::gui
