// SPDX-License-Identifier: GPL-3.0-or-later
// Tr: the translation context "botlab::part_render" for this module's user-visible texts outside a
// QObject (Qt Creator's pattern). Write `Tr::tr("text")`; lupdate files it under
// "botlab::part_render", the context it is looked up in at run time, so
// translations/botlab_zh_CN.ts keeps its contexts.
#pragma once

#include <QCoreApplication>

namespace botlab::part_render {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(botlab::part_render)
};

}  // namespace botlab::part_render
