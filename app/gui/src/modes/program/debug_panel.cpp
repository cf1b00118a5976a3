// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/program/debug_panel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QStandardItemModel>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <functional>

namespace botlab::gui {

namespace {

/// Appends `v` (and its fields, for a table) under `parent`, keeping the rows expanded as before
/// by name.
void appendVariable(QStandardItem* parent, const DebugVariable& v) {
    auto* name = new QStandardItem(v.name);
    auto* value = new QStandardItem(v.text);
    auto* type = new QStandardItem(v.type);
    for (QStandardItem* it : {name, value, type}) it->setEditable(false);
    value->setToolTip(v.text);
    for (const DebugVariable& child : v.children) appendVariable(name, child);
    parent->appendRow({name, value, type});
}

}  // namespace

DebugPanel::DebugPanel(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("debugPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    where_ = new QLabel(this);
    where_->setObjectName(QStringLiteral("debugWhere"));
    where_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    where_->setText(tr("Not paused. Click beside a line number to set a breakpoint."));
    layout->addWidget(where_);
    tabs_ = new QTabWidget(this);
    tabs_->setDocumentMode(true);
    layout->addWidget(tabs_, 1);

    // Variables: Locals / Upvalues / Globals, tables expandable.
    model_ = new QStandardItemModel(this);
    model_->setHorizontalHeaderLabels({tr("Name"), tr("Value"), tr("Type")});
    variables_ = new QTreeView(this);
    variables_->setObjectName(QStringLiteral("debugVariables"));
    variables_->setModel(model_);
    variables_->setUniformRowHeights(true);
    variables_->header()->setSectionResizeMode(QHeaderView::Interactive);
    variables_->header()->resizeSection(0, 120);
    variables_->header()->resizeSection(1, 140);
    tabs_->addTab(variables_, tr("Variables"));

    // Watches: an expression line, Add and Remove.
    auto* watchBox = new QWidget(this);
    auto* watchLayout = new QVBoxLayout(watchBox);
    watchLayout->setContentsMargins(0, 0, 0, 0);
    watchLayout->setSpacing(2);
    watchList_ = new QTreeWidget(watchBox);
    watchList_->setObjectName(QStringLiteral("debugWatches"));
    watchList_->setRootIsDecorated(false);
    watchList_->setHeaderLabels({tr("Expression"), tr("Value")});
    watchList_->header()->resizeSection(0, 160);
    watchLayout->addWidget(watchList_, 1);
    auto* row = new QHBoxLayout;
    watchEdit_ = new QLineEdit(watchBox);
    watchEdit_->setObjectName(QStringLiteral("debugWatchEdit"));
    watchEdit_->setPlaceholderText(tr("Expression to watch, e.g. speed * 2"));
    row->addWidget(watchEdit_, 1);
    auto* add = new QToolButton(watchBox);
    add->setText(tr("Add"));
    auto* remove = new QToolButton(watchBox);
    remove->setText(tr("Remove"));
    row->addWidget(add);
    row->addWidget(remove);
    watchLayout->addLayout(row);
    tabs_->addTab(watchBox, tr("Watches"));
    const auto addFromEdit = [this] {
        addWatch(watchEdit_->text());
        watchEdit_->clear();
    };
    connect(watchEdit_, &QLineEdit::returnPressed, this, addFromEdit);
    connect(add, &QToolButton::clicked, this, addFromEdit);
    connect(remove, &QToolButton::clicked, this, [this] {
        const int i = watchList_->indexOfTopLevelItem(watchList_->currentItem());
        if (i < 0 || i >= watches_.size()) return;
        watches_.removeAt(i);
        fillWatches();
        emit watchesChanged(watches_);
    });

    // Call stack: a click shows that frame.
    stack_ = new QListWidget(this);
    stack_->setObjectName(QStringLiteral("debugStack"));
    tabs_->addTab(stack_, tr("Call Stack"));
    connect(stack_, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { showFrame(stack_->row(item)); });

    // Devices at this instant.
    devices_ = new QTreeWidget(this);
    devices_->setObjectName(QStringLiteral("debugDevices"));
    devices_->setRootIsDecorated(false);
    devices_->setHeaderLabels({tr("Device"), tr("Value")});
    devices_->header()->resizeSection(0, 170);
    tabs_->addTab(devices_, tr("Devices"));
    // A click on a tab of the compact panel opens it.
    connect(tabs_, &QTabWidget::tabBarClicked, this, &DebugPanel::roomWanted);
}

int DebugPanel::compactHeight() const {
    return where_->sizeHint().height() + layout()->spacing() + tabs_->tabBar()->sizeHint().height();
}

QSize DebugPanel::minimumSizeHint() const {
    return {QWidget::minimumSizeHint().width(), compactHeight()};
}

void DebugPanel::setState(const DebugState& state) {
    const bool sameFrames = state.stack.size() == state_.stack.size();
    const bool pausedNow = state.paused && !state_.paused;
    state_ = state;
    if (!sameFrames || frame_ >= int(state_.stack.size())) frame_ = 0;
    if (state_.paused && state_.line > 0)
        where_->setText(
            state_.reason.isEmpty()
                ? tr("Paused on line %1 at %2 s").arg(state_.line).arg(state_.time_s, 0, 'f', 2)
                : tr("Paused on line %1 at %2 s (%3)")
                      .arg(state_.line)
                      .arg(state_.time_s, 0, 'f', 2)
                      .arg(state_.reason));
    else if (state_.paused)
        where_->setText(tr("Paused at %1 s").arg(state_.time_s, 0, 'f', 2));
    else
        where_->setText(tr("Not paused. Click beside a line number to set a breakpoint."));
    stack_->clear();
    for (const DebugFrame& f : state_.stack)
        stack_->addItem(tr("%1, line %2").arg(f.function).arg(f.line));
    if (frame_ < stack_->count()) stack_->setCurrentRow(frame_);
    fillVariables();
    fillWatches();
    if (pausedNow) emit roomWanted();
}

void DebugPanel::showFrame(int index) {
    if (index < 0 || index >= int(state_.stack.size())) return;
    frame_ = index;
    fillVariables();
    fillWatches();  // the watches' values in that frame
    emit frameChosen(state_.stack[std::size_t(index)].line);
}

void DebugPanel::fillVariables() {
    // Keep what the user expanded (by name path) across pauses.
    QStringList expanded;
    std::function<void(const QModelIndex&, const QString&)> collect = [&](const QModelIndex& p,
                                                                          const QString& path) {
        for (int r = 0; r < model_->rowCount(p); ++r) {
            const QModelIndex i = model_->index(r, 0, p);
            const QString here = path + QLatin1Char('/') + i.data().toString();
            if (variables_->isExpanded(i)) expanded << here;
            collect(i, here);
        }
    };
    const bool first = model_->rowCount() == 0;
    collect(QModelIndex(), QString());
    model_->removeRows(0, model_->rowCount());
    const DebugFrame* f =
        frame_ < int(state_.stack.size()) ? &state_.stack[std::size_t(frame_)] : nullptr;
    const std::pair<QString, const std::vector<DebugVariable>*> groups[] = {
        {tr("Locals"), f ? &f->locals : nullptr},
        {tr("Upvalues"), f ? &f->upvalues : nullptr},
        {tr("Globals"), &state_.globals}};
    for (const auto& [title, vars] : groups) {
        auto* root = new QStandardItem(title);
        root->setEditable(false);
        if (vars)
            for (const DebugVariable& v : *vars) appendVariable(root, v);
        // A group row has no value of its own (its variables are its rows).
        auto* none = new QStandardItem;
        none->setEditable(false);
        model_->appendRow({root, none});
    }
    std::function<void(const QModelIndex&, const QString&)> restore = [&](const QModelIndex& p,
                                                                          const QString& path) {
        for (int r = 0; r < model_->rowCount(p); ++r) {
            const QModelIndex i = model_->index(r, 0, p);
            const QString here = path + QLatin1Char('/') + i.data().toString();
            // The three groups start open.
            if (expanded.contains(here) || (first && !p.isValid())) variables_->expand(i);
            restore(i, here);
        }
    };
    restore(QModelIndex(), QString());
}

QString DebugPanel::valueOf(const QString& path) const {
    const QStringList names = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    QModelIndex parent;
    QModelIndex found;
    for (const QString& name : names) {
        found = QModelIndex();
        for (int r = 0; r < model_->rowCount(parent); ++r) {
            const QModelIndex i = model_->index(r, 0, parent);
            if (i.data().toString() == name) {
                found = i;
                break;
            }
        }
        if (!found.isValid()) return QString();
        parent = found;
    }
    return found.isValid() ? found.siblingAtColumn(1).data().toString() : QString();
}

QStringList DebugPanel::watches() const {
    return watches_;
}

void DebugPanel::addWatch(const QString& expression) {
    const QString e = expression.trimmed();
    if (e.isEmpty() || watches_.contains(e)) return;
    watches_ << e;
    fillWatches();
    emit watchesChanged(watches_);
}

void DebugPanel::fillWatches() {
    watchList_->clear();
    // Paused: the values in the frame shown; else on the globals.
    const std::vector<DebugWatch>& values = frame_ < int(state_.stack.size())
                                                ? state_.stack[std::size_t(frame_)].watches
                                                : state_.watches;
    for (const QString& w : watches_) {
        QString text;
        bool error = false;
        for (const DebugWatch& v : values)
            if (v.expression == w) {
                text = v.text;
                error = v.error;
            }
        auto* item = new QTreeWidgetItem(watchList_, {w, text});
        if (error) item->setForeground(1, QColor(170, 0, 0));
    }
}

void DebugPanel::setDevices(const QStringList& names, const QStringList& values) {
    if (devices_->topLevelItemCount() != names.size()) {
        devices_->clear();
        for (const QString& n : names) new QTreeWidgetItem(devices_, {n, QString()});
    }
    for (int r = 0; r < names.size() && r < values.size(); ++r) {
        QTreeWidgetItem* item = devices_->topLevelItem(r);
        if (item->text(0) != names[r]) item->setText(0, names[r]);
        if (item->text(1) != values[r]) item->setText(1, values[r]);
    }
}

}  // namespace botlab::gui
