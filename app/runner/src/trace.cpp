// SPDX-License-Identifier: GPL-3.0-or-later
// TraceRecorder (see trace.h).
#include "botlab/runner/trace.h"

#include <QFile>

#include <cstdio>
#include <map>
#include <ostream>
#include <sstream>

#include "botlab/core/text.h"
#include "botlab/runner/simulation_runner.h"
#include "botlab/scripting/debugger.h"
#include "tr.h"

namespace botlab::runner {

namespace {

/// A value as a CSV cell: numbers as Lua writes them, strings (without Lua's quotes) and the
/// rest as text cells (core::csvCell).
std::string cellText(const scripting::VariableNode& n) {
    if (n.type == "number") return n.display;
    std::string t = n.display;
    if (n.type == "string" && t.size() >= 2) t = t.substr(1, t.size() - 2);
    return core::csvCell(QString::fromStdString(t)).toStdString();
}

}  // namespace

struct TraceRecorder::Impl {
    SimulationRunner* runner = nullptr;
    std::vector<std::string> variables;  // fixed columns, or empty: globals found as they come
    std::vector<std::string> columns;
    std::map<std::string, std::size_t> column_of;
    struct Row {
        std::int64_t step = 0;
        int robot = 0;
        int line = 0;
        std::vector<std::pair<std::size_t, std::string>> cells;  // column -> text
    };
    std::vector<Row> rows;
    std::size_t max_events = 0;
    std::size_t dropped = 0;

    std::size_t column(const std::string& name) {
        const auto it = column_of.find(name);
        if (it != column_of.end()) return it->second;
        column_of[name] = columns.size();
        columns.push_back(name);
        return columns.size() - 1;
    }
};

TraceRecorder::TraceRecorder(SimulationRunner& runner, std::vector<std::string> variables,
                             std::size_t max_events)
    : d_(std::make_unique<Impl>()) {
    d_->runner = &runner;
    d_->max_events = max_events;
    d_->variables = std::move(variables);
    for (const std::string& v : d_->variables) d_->column(v);
    runner.setDebugging(true);
    for (int robot = 0; robot < runner.robotCount(); ++robot) {
        scripting::Debugger* dbg = runner.debugger(robot);
        if (!dbg) continue;
        dbg->setLineCallback([this, dbg, robot](const scripting::LineEvent& e) {
            Impl& d = *d_;
            if (d.rows.size() >= d.max_events) {
                ++d.dropped;
                return;
            }
            Impl::Row row{e.step, robot, e.line, {}};
            if (!d.variables.empty()) {
                const auto values = dbg->valuesAtEvent(d.variables, 1);
                for (std::size_t k = 0; k < values.size(); ++k)
                    if (values[k]) row.cells.emplace_back(k, cellText(*values[k]));
            } else {
                for (const scripting::VariableNode& g : dbg->globals(1))
                    if (g.type == "number" || g.type == "string" || g.type == "boolean")
                        row.cells.emplace_back(d.column(g.name), cellText(g));
            }
            d.rows.push_back(std::move(row));
        });
    }
}

TraceRecorder::~TraceRecorder() {
    for (int robot = 0; robot < d_->runner->robotCount(); ++robot)
        if (scripting::Debugger* dbg = d_->runner->debugger(robot)) dbg->setLineCallback({});
}

std::size_t TraceRecorder::events() const {
    return d_->rows.size();
}

std::size_t TraceRecorder::dropped() const {
    return d_->dropped;
}

bool TraceRecorder::write(std::ostream& out) const {
    const double step_s = d_->runner->simulation().step_s();
    auto cell = [](const std::string& t) {
        return core::csvCell(QString::fromStdString(t)).toStdString();
    };
    out << "time_s,robot,line";
    for (const std::string& c : d_->columns) out << ',' << cell(c);
    out << '\n';
    std::vector<std::string> cells;
    char buf[64];
    for (const Impl::Row& r : d_->rows) {
        cells.assign(d_->columns.size(), std::string());
        for (const auto& [k, text] : r.cells) cells[k] = text;
        std::snprintf(buf, sizeof buf, "%.3f,%d,%d", static_cast<double>(r.step) * step_s,
                      r.robot + 1, r.line);
        out << buf;
        for (const std::string& c : cells) out << ',' << c;
        out << '\n';
    }
    return bool(out);
}

bool TraceRecorder::writeFile(const QString& path, QString* error) const {
    std::ostringstream s;
    write(s);
    QFile f(path);
    const std::string text = s.str();
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        f.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !f.flush()) {
        if (error) *error = Tr::tr("%1: cannot write the trace (%2)").arg(path, f.errorString());
        return false;
    }
    return true;
}

std::vector<std::string> traceVariableList(const QString& text) {
    std::vector<std::string> out;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString t = part.trimmed();
        if (!t.isEmpty()) out.push_back(t.toStdString());
    }
    return out;
}

}  // namespace botlab::runner
