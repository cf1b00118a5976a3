// SPDX-License-Identifier: GPL-3.0-or-later
// The fields of the Scene mode's properties panel as data: one table of field descriptors
// (label, unit, range, decimals, step, getter, setter) per item kind and for the scene's own
// settings. ScenePropertiesPanel builds one row per descriptor; buttons, labels and combo boxes
// that are not a plain value stay in the panel. Labels and tool tips are marked with
// QT_TRANSLATE_NOOP in the panel's context ("botlab::gui::ScenePropertiesPanel") and translated
// when the row is built.
#pragma once

#include <QColor>
#include <QString>
#include <span>

#include "botlab/scenes/scene_editor.h"

namespace botlab::gui::scene_fields {

/// The unit a number is shown in. The document holds SI values (m, degrees, s, kg, percent); the
/// field shows value * factor(unit) with suffix(unit).
enum class Unit { None, Metre, Centimetre, Degree, Percent, Second, Kilogram };

/// Shown per stored unit: 100 for centimetres, else 1.
double factor(Unit unit);
/// " cm", " m", " °", ... translated (context "botlab::gui::ScenePropertiesPanel"); "" for None.
QString suffix(Unit unit);

enum class FieldType { Number, Check, Colour };

using Doc = scenes::SceneDocument;
using Ref = scenes::ItemRef;

/// One row of the panel. The item reference passed to the getters and setters is the selected
/// item (for the scene's own fields, an unused default).
struct Field {
    FieldType type = FieldType::Number;
    const char* label = nullptr;  ///< Untranslated (QT_TRANSLATE_NOOP).
    Unit unit = Unit::None;
    double min = 0.0;  ///< Range and step in the shown unit (centimetres for Unit::Centimetre).
    double max = 0.0;
    int decimals = 0;
    double step = 1.0;
    double (*number)(const Doc&, const Ref&) = nullptr;  ///< Number: the stored (SI) value.
    void (*set_number)(Doc&, const Ref&, double) = nullptr;
    bool (*check)(const Doc&, const Ref&) = nullptr;  ///< Check.
    void (*set_check)(Doc&, const Ref&, bool) = nullptr;
    QColor (*colour)(const Doc&, const Ref&) = nullptr;  ///< Colour.
    void (*set_colour)(Doc&, const Ref&, const QColor&) = nullptr;
    /// The row is there only when this holds (decided when the panel is built); null: always.
    bool (*when)(const Doc&, const Ref&) = nullptr;
    const char* tooltip = nullptr;        ///< Untranslated, or null.
    const char* special_value = nullptr;  ///< Shown instead of the minimum ("none"), or null.
    /// A maximum (stored SI value) that depends on the document, lower than `max` (a painted
    /// floor's side), or null. The field stops there, so the edit the scene's checks would refuse
    /// cannot be typed.
    double (*max_of)(const Doc&, const Ref&) = nullptr;
};

/// The value fields of an item kind, in panel order.
std::span<const Field> itemFields(scenes::ItemKind kind);
/// An obstacle's buzzer fields (shown while it has a buzzer).
std::span<const Field> buzzerFields();

/// The scene's floor and light.
std::span<const Field> floorFields();
/// The time limit (above the goal).
std::span<const Field> timeLimitFields();
/// The penalties (below the goal).
std::span<const Field> penaltyFields();
/// A terrain made by a height function (rows by function).
std::span<const Field> terrainFunctionFields();
/// A terrain read from a file (CSV or PNG).
std::span<const Field> terrainFileFields();

}  // namespace botlab::gui::scene_fields
