// SPDX-License-Identifier: GPL-3.0-or-later
// Tr: the translation context "botlab::assembler" for this module's user-visible texts outside a
// QObject (Qt Creator's pattern). Write `Tr::tr("text")`; lupdate files it under
// "botlab::assembler", the context it is looked up in at run time, so translations/botlab_zh_CN.ts
// keeps its contexts.
#pragma once

#include <QCoreApplication>

namespace botlab::assembler {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(botlab::assembler)
};

}  // namespace botlab::assembler
