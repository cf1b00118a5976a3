// SPDX-License-Identifier: GPL-3.0-or-later
// Tr: the translation context "botlab::grade" for this module's user-visible texts outside a
// QObject (Qt Creator's pattern). Write `Tr::tr("text")`; lupdate files it under "botlab::grade",
// the context it is looked up in at run time, so translations/botlab_zh_CN.ts keeps its contexts.
#pragma once

#include <QCoreApplication>

namespace botlab::grade {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(botlab::grade)
};

}  // namespace botlab::grade
