// SPDX-License-Identifier: GPL-3.0-or-later
// The names Botlab shows for its own ids, in the user's language: built-in robots
// ("line_follower"), built-in scenes ("line_challenge") and their descriptions, the part labels of
// the built-in robots ("left motor"), legged gaits ("tripod") and the seed 000 grounds
// ("hard_soil"). Files, programs and the simulation keep the ids; only what is shown is
// translated (through the installed translators, context "botlab::runner"). A name that is not one
// of Botlab's own (one the user typed) comes back unchanged.
#pragma once

#include <QString>

#include <string>

namespace botlab::runner {

/// The title of a built-in robot: its id in English, translated ("line_follower" -> "巡线小车");
/// any other name unchanged.
QString robotTitle(const QString& name);
/// The title of a built-in scene: its id in English, translated ("hexapod_field" ->
/// "六足机器人场地"); any other name unchanged.
QString sceneTitle(const QString& name);
/// A scene's description to show: the translation when it is a built-in scene's own
/// description (unedited), else `description` unchanged.
QString sceneDescription(const QString& description);
/// A part's label to show: the translation of a label the built-in robots give their parts
/// ("left motor"); any other label (the user's) unchanged.
QString partLabel(const QString& label);
/// A legged gait's name to show: its id in English (as legs.gait() takes it), translated
/// ("tripod" -> "三足步态"); an unknown one unchanged.
QString gaitTitle(const std::string& gait);
/// A ground's name to show ("hard_soil" -> "Hard soil", translated); an unknown one unchanged.
QString groundTitle(const QString& ground);

}  // namespace botlab::runner
