// SPDX-License-Identifier: GPL-3.0-or-later
// The block catalogue for Blockly (blocks.h): definitions of the botlab_* blocks, the toolbox and
// the robot's ports for the drop-downs. Texts are English source texts of the context
// "botlab::scripting", shown through scripting::text() in the UI language.
#include <map>

#include "block_types.h"
#include "botlab/blocks/blocks.h"
#include "botlab/scripting/text.h"
#include "json.h"

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace botlab::blocks {
namespace {

struct Category {
    const char* id;
    const char* name;    ///< English source text (context botlab::scripting).
    const char* colour;  ///< "#rrggbb" for Botlab's categories, "" for Blockly's own styles.
    const char* style;   ///< Blockly category style for the standard categories.
};

// Botlab's categories take the colours of the kit's part categories (motors orange, sensors
// blue, legs purple); the standard ones keep Blockly's category styles.
const Category kCategories[] = {
    {"motors", QT_TRANSLATE_NOOP("botlab::scripting", "Motors and servos"), "#e0762b", ""},
    {"sensors", QT_TRANSLATE_NOOP("botlab::scripting", "Sensors"), "#2f86c9", ""},
    {"legs", QT_TRANSLATE_NOOP("botlab::scripting", "Legged robots"), "#8a5cc2", ""},
    {"time", QT_TRANSLATE_NOOP("botlab::scripting", "Time and print"), "#c9a22a", ""},
    {"logic", QT_TRANSLATE_NOOP("botlab::scripting", "Logic"), "", "logic_category"},
    {"loops", QT_TRANSLATE_NOOP("botlab::scripting", "Loops"), "", "loop_category"},
    {"math", QT_TRANSLATE_NOOP("botlab::scripting", "Maths"), "", "math_category"},
    {"text", QT_TRANSLATE_NOOP("botlab::scripting", "Text"), "", "text_category"},
    {"lists", QT_TRANSLATE_NOOP("botlab::scripting", "Lists"), "", "list_category"},
    {"variables", QT_TRANSLATE_NOOP("botlab::scripting", "Variables"), "", "variable_category"},
    {"functions", QT_TRANSLATE_NOOP("botlab::scripting", "Functions"), "", "procedure_category"},
    {"lua", QT_TRANSLATE_NOOP("botlab::scripting", "Lua"), "#8c8c8c", ""},
};

/// Each API block's message: its inputs as %1, %2, ... in argument order.
const std::map<std::string_view, const char*>& apiMessages() {
    static const std::map<std::string_view, const char*> m{
        {"motor.speed", QT_TRANSLATE_NOOP("botlab::scripting", "motor %1 speed %2 %%")},
        {"motor.stop", QT_TRANSLATE_NOOP("botlab::scripting", "stop motor %1")},
        {"motor.stopAll", QT_TRANSLATE_NOOP("botlab::scripting", "stop all motors")},
        {"motor.angle", QT_TRANSLATE_NOOP("botlab::scripting", "motor %1 angle (°)")},
        {"servo.angle", QT_TRANSLATE_NOOP("botlab::scripting", "servo %1 to %2 ° wait %3")},
        {"line.read", QT_TRANSLATE_NOOP("botlab::scripting", "line sensor %1")},
        {"distance.read", QT_TRANSLATE_NOOP("botlab::scripting", "distance sensor %1 (cm)")},
        {"touch.pressed", QT_TRANSLATE_NOOP("botlab::scripting", "touch sensor %1 pressed")},
        {"compass.heading", QT_TRANSLATE_NOOP("botlab::scripting", "compass heading (°)")},
        {"gyro.angle", QT_TRANSLATE_NOOP("botlab::scripting", "gyro angle (°)")},
        {"gyro.rate", QT_TRANSLATE_NOOP("botlab::scripting", "gyro turn rate (°/s)")},
        {"gyro.reset", QT_TRANSLATE_NOOP("botlab::scripting", "reset the gyro")},
        {"flame.read", QT_TRANSLATE_NOOP("botlab::scripting", "flame sensor %1")},
        {"light.read", QT_TRANSLATE_NOOP("botlab::scripting", "light sensor %1")},
        {"sound.read", QT_TRANSLATE_NOOP("botlab::scripting", "sound sensor %1")},
        {"camera.blob", QT_TRANSLATE_NOOP("botlab::scripting", "camera %1 sees colour %2")},
        {"camera.colour", QT_TRANSLATE_NOOP("botlab::scripting", "camera %1 colour in the middle")},
        {"camera.pixel",
         QT_TRANSLATE_NOOP("botlab::scripting", "camera %1 red of pixel x %2 y %3")},
        {"lidar.scan", QT_TRANSLATE_NOOP("botlab::scripting", "lidar %1 scan")},
        {"lidar.distance", QT_TRANSLATE_NOOP("botlab::scripting", "lidar %1 distance at %2 °")},
        {"imu.pitch", QT_TRANSLATE_NOOP("botlab::scripting", "IMU pitch (°)")},
        {"imu.roll", QT_TRANSLATE_NOOP("botlab::scripting", "IMU roll (°)")},
        {"imu.yawRate", QT_TRANSLATE_NOOP("botlab::scripting", "IMU turn rate (°/s)")},
        {"imu.verticalAccel",
         QT_TRANSLATE_NOOP("botlab::scripting", "IMU up-down acceleration (m/s²)")},
        {"wait", QT_TRANSLATE_NOOP("botlab::scripting", "wait %1 s")},
        {"waitUntil", QT_TRANSLATE_NOOP("botlab::scripting", "wait until %1 at most %2 s")},
        {"time", QT_TRANSLATE_NOOP("botlab::scripting", "time since the start (s)")},
        {"print", QT_TRANSLATE_NOOP("botlab::scripting", "print")},
        {"legs.gait", QT_TRANSLATE_NOOP("botlab::scripting", "walk with the gait %1")},
        {"legs.move", QT_TRANSLATE_NOOP("botlab::scripting",
                                        "walk forward %1 cm/s sideways %2 cm/s turning %3 °/s")},
        {"legs.strideRatio", QT_TRANSLATE_NOOP("botlab::scripting", "stride right / left %1")},
        {"legs.controlMode", QT_TRANSLATE_NOOP("botlab::scripting", "drive the legs by %1")},
        {"legs.stand", QT_TRANSLATE_NOOP("botlab::scripting", "stand")},
        {"legs.sit", QT_TRANSLATE_NOOP("botlab::scripting", "sit down")},
    };
    return m;
}

const char* categoryOf(std::string_view group) {
    if (group == "motor" || group == "servo") return "motors";
    if (group == "legs" || group == "imu") return "legs";
    if (group.empty()) return "time";  // wait, waitUntil, time, print
    return "sensors";
}

std::string tr(const char* source) {
    return scripting::text(source);
}

Json str(std::string s) {
    return Json::string(std::move(s));
}

Json inputArg(const std::string& name) {
    Json a = Json::object();
    a.set("type", str("input_value"));
    a.set("name", str(name));
    return a;
}

const Category& category(std::string_view id) {
    for (const Category& c : kCategories)
        if (id == c.id) return c;
    return kCategories[0];
}

void setColour(Json& def, const Category& c) {
    if (*c.colour)
        def.set("colour", str(c.colour));
    else
        def.set("style", str(std::string(c.style).replace(std::string(c.style).find("_category"), 9,
                                                          "_blocks")));
}

/// A default value for an API input in the toolbox (a shadow block), or null.
Json defaultShadow(const ApiBlock& api, std::size_t i) {
    const scripting::ApiArg& a = api.fn->args[i];
    Json s = Json::object();
    Json fields = Json::object();
    if (!api.port_kind[i].empty()) {
        s.set("type", str(portBlockType(api.port_kind[i])));
        fields.set("PORT", str("1"));
    } else if (a.type == "number") {
        static const std::map<std::string_view, const char*> numbers{
            {"percent", "50"}, {"deg", "90"},          {"s", "1"},        {"x", "32"}, {"y", "24"},
            {"ratio", "1"},    {"forward_cm_s", "10"}, {"timeout_s", "5"}};
        auto it = numbers.find(a.name);
        s.set("type", str("math_number"));
        fields.set("NUM", Json::number(std::string(it != numbers.end() ? it->second : "0")));
    } else if (a.type == "string") {
        const char* value = a.name == "colour" ? "red" : a.name == "name" ? "tripod" : "position";
        s.set("type", str("text"));
        fields.set("TEXT", str(value));
    } else {
        return {};
    }
    s.set("fields", std::move(fields));
    return s;
}

Json portOptions(const CatalogueOptions& o, std::string_view kind) {
    Json list = Json::array();
    for (const PortOption& p : o.ports) {
        const bool match =
            kind == "sensor" ? (p.kind != "motor" && p.kind != "servo") : p.kind == kind;
        if (!match) continue;
        Json opt = Json::array();
        opt.push(str(p.label.empty() ? std::to_string(p.port) : p.label));
        opt.push(str(std::to_string(p.port)));
        list.push(std::move(opt));
    }
    if (list.items().empty()) {
        const int n = kind == "sensor" ? 13 : 8;
        for (int port = 1; port <= n; ++port) {
            Json opt = Json::array();
            opt.push(str(std::to_string(port)));
            opt.push(str(std::to_string(port)));
            list.push(std::move(opt));
        }
    }
    return list;
}

Json toolboxBlock(const std::string& type, Json inputs = {}) {
    Json b = Json::object();
    b.set("kind", str("block"));
    b.set("type", str(type));
    if (!inputs.isNull()) b.set("inputs", std::move(inputs));
    return b;
}

Json numberShadow(const char* name, const char* value) {
    Json in = Json::object();
    Json shadow = Json::object();
    shadow.set("type", str("math_number"));
    Json fields = Json::object();
    fields.set("NUM", Json::number(std::string(value)));
    shadow.set("fields", std::move(fields));
    Json slot = Json::object();
    slot.set("shadow", std::move(shadow));
    in.set(name, std::move(slot));
    return in;
}

}  // namespace

std::string blockCatalogueJson(const CatalogueOptions& options) {
    Json defs = Json::array();
    std::map<std::string, Json> contents;  // category id -> toolbox entries
    for (const Category& c : kCategories) contents[c.id] = Json::array();

    // The student API.
    for (const ApiBlock& api : apiBlocks()) {
        Json def = Json::object();
        def.set("type", str(api.type));
        auto msg = apiMessages().find(api.fn->name);
        def.set("message0",
                str(msg != apiMessages().end() ? tr(msg->second) : std::string(api.fn->name)));
        Json args = Json::array();
        for (const std::string& input : api.inputs) args.push(inputArg(input));
        if (!args.items().empty()) def.set("args0", std::move(args));
        if (api.statement) {
            def.set("previousStatement", Json());
            def.set("nextStatement", Json());
        } else {
            def.set("output", Json());
        }
        def.set("inputsInline", Json::boolean(true));
        const char* cat = categoryOf(api.fn->group);
        setColour(def, category(cat));
        def.set("tooltip", str(tr(std::string(api.fn->help).c_str())));
        def.set("category", str(cat));
        if (api.fn->name == "print") def.set("mutator", str("botlab_items_mutator"));
        defs.push(std::move(def));

        Json inputs = Json::object();
        for (std::size_t i = 0; i < api.inputs.size(); ++i) {
            if (api.fn->name == "waitUntil") break;
            Json shadow = defaultShadow(api, i);
            if (shadow.isNull() || api.fn->args[i].optional) continue;
            Json slot = Json::object();
            slot.set("shadow", std::move(shadow));
            inputs.set(api.inputs[i], std::move(slot));
        }
        if (api.fn->name == "print") {
            Json extra = Json::object();
            extra.set("itemCount", Json::number(1.0));
            Json entry = toolboxBlock(api.type);
            entry.set("extraState", std::move(extra));
            contents[cat].push(std::move(entry));
        } else if ((api.fn->group == "legs" || api.fn->group == "imu") && !options.legged) {
            // defined, not offered
        } else {
            contents[cat].push(
                toolboxBlock(api.type, inputs.members().empty() ? Json() : std::move(inputs)));
        }
    }

    // The port drop-downs.
    Json ports = Json::object();
    for (const char* kind : {"motor", "servo", "sensor"}) {
        Json def = Json::object();
        def.set("type", str(portBlockType(kind)));
        def.set("message0", str("%1"));
        Json field = Json::object();
        field.set("type", str("field_dropdown"));
        field.set("name", str("PORT"));
        field.set("options", portOptions(options, kind));
        Json args = Json::array();
        args.push(std::move(field));
        def.set("args0", std::move(args));
        def.set("output", Json());
        setColour(def, category(std::string_view(kind) == "sensor" ? "sensors" : "motors"));
        def.set("tooltip",
                str(tr(std::string_view(kind) == "motor"
                           ? QT_TRANSLATE_NOOP("botlab::scripting",
                                               "A motor of the robot: its port and name.")
                       : std::string_view(kind) == "servo"
                           ? QT_TRANSLATE_NOOP("botlab::scripting",
                                               "A servo of the robot: its port and name.")
                           : QT_TRANSLATE_NOOP("botlab::scripting",
                                               "A sensor of the robot: its port and name."))));
        def.set("category", str(std::string_view(kind) == "sensor" ? "sensors" : "motors"));
        defs.push(std::move(def));
        ports.set(kind, portOptions(options, kind));
    }

    // Lua forms that Blockly's standard blocks do not have.
    auto luaDef = [&](const char* type, const char* message, Json args, bool statement,
                      const char* tooltip, const char* cat) {
        Json def = Json::object();
        def.set("type", str(type));
        def.set("message0", str(tr(message)));
        if (!args.isNull()) def.set("args0", std::move(args));
        if (statement) {
            def.set("previousStatement", Json());
            def.set("nextStatement", Json());
        } else {
            def.set("output", Json());
        }
        setColour(def, category(cat));
        def.set("tooltip", str(tr(tooltip)));
        def.set("category", str(cat));
        return def;
    };
    auto field = [](const char* type, const char* name, const char* text = "") {
        Json f = Json::object();
        f.set("type", str(type));
        f.set("name", str(name));
        if (std::string_view(type) == "field_variable")
            f.set("variable", str("item"));
        else
            f.set("text", str(text));
        return f;
    };
    auto arr = [](std::initializer_list<Json> items) {
        Json a = Json::array();
        for (const Json& j : items) a.push(j);
        return a;
    };
    defs.push(luaDef(
        "botlab_lua_code", QT_TRANSLATE_NOOP("botlab::scripting", "Lua %1"),
        arr({field("field_multilinetext", "CODE")}), true,
        QT_TRANSLATE_NOOP("botlab::scripting",
                          "Lua code that has no block of its own. It runs as it is written."),
        "lua"));
    defs.push(
        luaDef("botlab_lua_expr", QT_TRANSLATE_NOOP("botlab::scripting", "Lua %1"),
               arr({field("field_input", "CODE")}), false,
               QT_TRANSLATE_NOOP("botlab::scripting", "A Lua value that has no block of its own."),
               "lua"));
    defs.push(luaDef("botlab_comment", QT_TRANSLATE_NOOP("botlab::scripting", "note: %1"),
                     arr({field("field_multilinetext", "TEXT")}), true,
                     QT_TRANSLATE_NOOP("botlab::scripting",
                                       "A note for people reading the program. It does nothing."),
                     "lua"));
    defs.push(luaDef("botlab_local_set",
                     QT_TRANSLATE_NOOP("botlab::scripting", "new local %1 = %2"),
                     arr({field("field_variable", "VAR"), inputArg("VALUE")}), true,
                     QT_TRANSLATE_NOOP("botlab::scripting",
                                       "Makes a variable that only this part of the program sees."),
                     "variables"));
    {
        Json def = luaDef(
            "botlab_repeat_until", QT_TRANSLATE_NOOP("botlab::scripting", "repeat %1"), arr({[] {
                Json s = Json::object();
                s.set("type", str("input_statement"));
                s.set("name", str("DO"));
                return s;
            }()}),
            true,
            QT_TRANSLATE_NOOP("botlab::scripting",
                              "Does the blocks inside, then again until the condition is true."),
            "loops");
        def.set("message1", str(tr(QT_TRANSLATE_NOOP("botlab::scripting", "until %1"))));
        def.set("args1", arr({inputArg("UNTIL")}));
        defs.push(std::move(def));
    }
    {
        Json def = luaDef(
            "botlab_for_in", QT_TRANSLATE_NOOP("botlab::scripting", "for %1 in %2"),
            arr({field("field_input", "VARS", "k, v"), inputArg("IN")}), true,
            QT_TRANSLATE_NOOP(
                "botlab::scripting",
                "Lua's generic for: runs the blocks inside for each value the iterator gives."),
            "loops");
        Json stmt = Json::object();
        stmt.set("type", str("input_statement"));
        stmt.set("name", str("DO"));
        def.set("message1", str(tr(QT_TRANSLATE_NOOP("botlab::scripting", "do %1"))));
        def.set("args1", arr({stmt}));
        defs.push(std::move(def));
    }
    {
        Json def = luaDef("botlab_return", QT_TRANSLATE_NOOP("botlab::scripting", "return %1"),
                          arr({inputArg("VALUE")}), true,
                          QT_TRANSLATE_NOOP("botlab::scripting",
                                            "Ends the function here and gives back the value."),
                          "functions");
        def.remove("nextStatement");
        defs.push(std::move(def));
    }

    // The toolbox: Botlab's categories, then Blockly's.
    contents["logic"] = arr({toolboxBlock("controls_if"), toolboxBlock("logic_compare"),
                             toolboxBlock("logic_operation"), toolboxBlock("logic_negate"),
                             toolboxBlock("logic_boolean"), toolboxBlock("logic_null")});
    {
        Json from_to = numberShadow("FROM", "1");
        from_to.set("TO", numberShadow("TO", "10")["TO"]);
        contents["loops"] = arr(
            {toolboxBlock("controls_repeat_ext", numberShadow("TIMES", "10")),
             toolboxBlock("controls_whileUntil"), toolboxBlock("controls_for", std::move(from_to)),
             toolboxBlock("controls_forEach"), toolboxBlock("controls_flow_statements"),
             toolboxBlock("botlab_repeat_until"), toolboxBlock("botlab_for_in")});
    }
    contents["math"] = arr({toolboxBlock("math_number"), toolboxBlock("math_arithmetic"),
                            toolboxBlock("math_single"), toolboxBlock("math_round"),
                            toolboxBlock("math_modulo"), toolboxBlock("math_constant"),
                            toolboxBlock("math_random_int"), toolboxBlock("math_random_float")});
    contents["text"] = arr({toolboxBlock("text"), toolboxBlock("text_join")});
    contents["lists"] = arr({toolboxBlock("lists_create_with"), toolboxBlock("lists_getIndex"),
                             toolboxBlock("lists_setIndex"), toolboxBlock("lists_length")});
    contents["variables"].push(toolboxBlock("botlab_local_set"));
    contents["functions"].push(toolboxBlock("botlab_return"));
    contents["lua"] = arr({toolboxBlock("botlab_lua_code"), toolboxBlock("botlab_lua_expr"),
                           toolboxBlock("botlab_comment")});

    Json toolbox = Json::object();
    toolbox.set("kind", str("categoryToolbox"));
    Json cats = Json::array();
    for (const Category& c : kCategories) {
        if (std::string_view(c.id) == "legs" && !options.legged) continue;
        Json cat = Json::object();
        cat.set("kind", str("category"));
        cat.set("name", str(tr(c.name)));
        cat.set("id", str(c.id));
        if (*c.colour)
            cat.set("colour", str(c.colour));
        else
            cat.set("categorystyle", str(c.style));
        if (std::string_view(c.id) == "variables") cat.set("custom", str("VARIABLE"));
        if (std::string_view(c.id) == "functions") cat.set("custom", str("PROCEDURE"));
        cat.set("contents", std::move(contents[c.id]));
        cats.push(std::move(cat));
    }
    toolbox.set("contents", std::move(cats));

    Json out = Json::object();
    out.set("blocks", std::move(defs));
    out.set("toolbox", std::move(toolbox));
    out.set("ports", std::move(ports));
    return out.dump();
}

}  // namespace botlab::blocks
