// SPDX-License-Identifier: GPL-3.0-or-later
// Finding a class's submissions (see botlab/grade/submissions.h).
#include "botlab/grade/submissions.h"
#include "tr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace botlab::grade {

Result<std::vector<Submission>> findSubmissions(const QString& dir) {
    const QFileInfo info(dir);
    if (!info.isDir())
        return Error{(dir + QStringLiteral(": ") + Tr::tr("no such folder")).toStdString()};
    std::vector<Submission> out;
    const QDir d(dir);
    const QFileInfoList entries =
        d.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo& e : entries) {
        if (e.fileName().startsWith(QLatin1Char('.'))) continue;
        if (e.isFile()) {
            // A Lua program or a block program (.blocks, run as the Lua its blocks generate).
            if (e.suffix().compare(QLatin1String("lua"), Qt::CaseInsensitive) != 0 &&
                e.suffix().compare(QLatin1String("blocks"), Qt::CaseInsensitive) != 0)
                continue;
            out.push_back({e.completeBaseName(), e.absoluteFilePath(), {}, {}});
            continue;
        }
        Submission s;
        s.name = e.fileName();
        const QDir sub(e.absoluteFilePath());
        const QFileInfoList programs = sub.entryInfoList(
            {QStringLiteral("*.lua"), QStringLiteral("*.blocks")}, QDir::Files, QDir::Name);
        const QFileInfoList robots =
            sub.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        if (programs.size() == 1) {
            s.program_path = programs.front().absoluteFilePath();
        } else if (sub.exists(QStringLiteral("main.lua"))) {
            s.program_path = sub.absoluteFilePath(QStringLiteral("main.lua"));
        } else if (sub.exists(QStringLiteral("main.blocks"))) {
            s.program_path = sub.absoluteFilePath(QStringLiteral("main.blocks"));
        } else if (programs.isEmpty()) {
            s.problem = Tr::tr("no .lua program in the folder '%1'").arg(e.fileName());
        } else {
            s.problem = Tr::tr("%1 .lua files in the folder '%2': keep one, or name it main.lua")
                            .arg(programs.size())
                            .arg(e.fileName());
        }
        if (robots.size() == 1)
            s.robot_path = robots.front().absoluteFilePath();
        else if (robots.size() > 1 && s.problem.isEmpty())
            s.problem = Tr::tr("%1 robot files (.json) in the folder '%2': keep one")
                            .arg(robots.size())
                            .arg(e.fileName());
        out.push_back(std::move(s));
    }
    if (out.empty())
        return Error{(dir + QStringLiteral(": ") +
                      Tr::tr("no submissions here (one .lua file or one folder per student)"))
                         .toStdString()};
    std::sort(out.begin(), out.end(),
              [](const Submission& a, const Submission& b) { return a.name < b.name; });
    return out;
}

}  // namespace botlab::grade
