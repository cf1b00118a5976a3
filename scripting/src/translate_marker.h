// SPDX-License-Identifier: GPL-3.0-or-later
// Marks texts for Qt's lupdate inside the scripting module, which has no Qt.
//
// Write QT_TRANSLATE_NOOP("botlab::scripting", "text") with both strings literal: lupdate files
// the text under that context, and the module looks it up at run time with text() (see
// botlab/scripting/text.h) or the app translates it where it shows it (the API help texts).
// Without Qt the marker is only the text itself; where Qt's own definition is already visible
// (tests that include Qt headers) that one is used, and it is the same.
#pragma once

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif
