#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the prepared robots of the robot check's test drive (tests/assembler/tst_test_drive.cpp,
issue 23) into this folder: the built-in line follower (assembler/robots/line_follower.json) saved
to a file with one thing changed each. Run it from anywhere; commit the files it writes.

  check_good.json            unchanged: drives straight
  check_low_caster.json      the caster hangs under three stacked beams: its bottom 24 mm below the
                             wheels' (the robot leans back, the line sensors are too high)
  check_mirrored_motor.json  the mirrored (right) motor without "Turns the other way"
  check_rests_on_sensors.json the line sensors hang under three stacked beams: their eyes 6 mm
                             below the wheels' bottom (the robot rests on them, wheels in the air)
  check_wheels_in_air.json   the 60 mm wheels swapped for 40 mm track wheels (caster and line
                             sensors reach lower than the wheels)
  check_top_heavy.json       the battery on a tower of beams on the controller: tips over when it
                             brakes
  check_ports_swapped.json   the motors' ports swapped (left motor on port 2)
  check_backwards.json       both motors' "Turns the other way" the wrong way round: it drives
                             backwards
  check_big_wheels.json      the 60 mm wheels swapped for 90 mm ones: the line sensors are too
                             high to see a line
  check_line_sensors_low.json the line sensors under one more beam below the sensor beam: their
                             eyes 2 mm above the floor, too close to see a line well
  check_motors_on_top.json   a beginner's line follower: the motors (with axles and wheels) on top
                             of the plate at its back, the controller and battery on top in front
                             of them, the caster and three line sensors under the plate: the
                             wheels too high ("Fix it" hangs the motors under the plate)
  check_motors_on_top_caster.json the same without line sensors: the caster too low
  check_unwired.json         the motors not plugged into the controller: it does not move
  check_track_wheel.json     the maze explorer with a 40 mm track wheel for its right wheel: it
                             drifts to the right
  check_touch_on_floor.json  the maze explorer's bumper (touch sensor) hung 30 mm lower, under
                             three beams and three flat bars: it rests on the floor, pressed,
                             and drags the robot to a stop
"""
import copy
import json
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROBOTS = os.path.join(HERE, "..", "..", "..", "assembler", "robots")
IDENTITY = [1, 0, 0, 0]
YAW90 = [math.sqrt(0.5), 0, math.sqrt(0.5), 0]
TOWER = 8


def part(pid, pos, rot=IDENTITY, label=None, port=None):
    p = {"part": pid, "position": [round(v, 6) for v in pos], "rotation": rot}
    if label:
        p["label"] = label
    if port:
        p["port"] = port
    return p


def by_label(robot, label):
    return next(p for p in robot["parts"] if p.get("label") == label)


def write(robot, name):
    robot["name"] = name
    with open(os.path.join(HERE, "check_%s.json" % name), "w") as f:
        json.dump(robot, f, indent=4, sort_keys=True)
        f.write("\n")


def main():
    with open(os.path.join(ROBOTS, "line_follower.json")) as f:
        base = json.load(f)
    with open(os.path.join(ROBOTS, "maze_explorer.json")) as f:
        maze = json.load(f)

    write(copy.deepcopy(base), "good")

    # The caster under three beams (8 mm each) stacked under the plate's back hole: a screw
    # through the plate into the first beam, pins between the beams, the caster's mount in the
    # lowest beam's hole. Its bottom: 0 - 24 mm.
    r = copy.deepcopy(base)
    by_label(r, "caster")["position"] = [-0.048, -0.016, 0]
    r["parts"] += [
        part("beam_3", (-0.056, 0.038, 0), label="caster beam 1"),
        part("beam_3", (-0.056, 0.030, 0), label="caster beam 2"),
        part("beam_3", (-0.056, 0.022, 0), label="caster beam 3"),
        # Flush with the plate's top (the controller sits there), through the plate and into
        # the second beam.
        part("pin_2", (-0.048, 0.0372, 0)),
        part("pin_2", (-0.064, 0.026, 0)),
    ]
    write(r, "low_caster")

    r = copy.deepcopy(base)
    del by_label(r, "right motor")["reversed"]
    write(r, "mirrored_motor")

    # The line sensors under two more beams below the sensor beam: their eyes 6 mm below the floor
    # the wheels stand on.
    r = copy.deepcopy(base)
    for label in ("line left", "line centre", "line right"):
        p = by_label(r, label)
        p["position"][1] = round(p["position"][1] - 0.016, 6)
    r["parts"] += [
        part("beam_7", (0.048, 0.030, 0), YAW90, label="sensor beam 2"),
        part("beam_7", (0.048, 0.022, 0), YAW90, label="sensor beam 3"),
        part("pin_2", (0.048, 0.034, 0.008)),
        part("pin_2", (0.048, 0.026, -0.008)),
    ]
    write(r, "rests_on_sensors")

    r = copy.deepcopy(base)
    for label in ("left wheel", "right wheel"):
        by_label(r, label)["part"] = "track_wheel"
    write(r, "wheels_in_air")

    # The maze explorer (nothing low at its front to stop a nod) with its controller (and the
    # battery on it) on a tower of TOWER beams pinned to the plate where the controller sat: the
    # robot's weight high up.
    r = copy.deepcopy(maze)
    x, z = -0.024, -0.016
    y0 = 0.0492  # on the plate (top face 45.2 mm)
    r["parts"].append(part("pin_2", (-0.040, 0.050, z)))  # plate, first and second beam
    pin_x = [-0.032, -0.016, -0.008, -0.040]
    for k in range(TOWER):
        r["parts"].append(part("beam_7", (x, y0 + 0.008 * k, z), label="tower beam %d" % (k + 1)))
        if 0 < k + 1 < TOWER:
            r["parts"].append(part("pin_2", (pin_x[k % len(pin_x)], y0 + 0.008 * k + 0.004, z)))
    top = y0 + 0.008 * (TOWER - 1) + 0.004
    by_label(r, "controller")["position"][1] = round(top + 0.012, 6)
    by_label(r, "battery")["position"][1] = round(top + 0.032, 6)
    write(r, "top_heavy")

    r = copy.deepcopy(base)
    by_label(r, "left motor")["port"], by_label(r, "right motor")["port"] = 2, 1
    write(r, "ports_swapped")

    r = copy.deepcopy(base)
    del by_label(r, "right motor")["reversed"]
    by_label(r, "left motor")["reversed"] = True
    write(r, "backwards")

    r = copy.deepcopy(base)
    for label in ("left wheel", "right wheel"):
        by_label(r, label)["part"] = "wheel_large"
    write(r, "big_wheels")

    # The line sensors under one more beam below the sensor beam: their eyes 2 mm above the floor.
    r = copy.deepcopy(base)
    for label in ("line left", "line centre", "line right"):
        p = by_label(r, label)
        p["position"][1] = round(p["position"][1] - 0.008, 6)
    r["parts"] += [
        part("beam_7", (0.048, 0.030, 0), YAW90, label="sensor beam 2"),
        part("pin_2", (0.048, 0.034, 0.008)),
    ]
    write(r, "line_sensors_low")

    # A beginner's first guess (tests/app/tst_build_beginner.cpp builds it with the mouse): the
    # motors on top of the plate at its back, both shafts 40 mm behind its middle, the right
    # motor's "Turns the other way" ticked.
    plate_y = 0.0436
    motor_y = plate_y + 0.0016 + 0.012
    S = -0.040
    r = {"format": base["format"], "version": base["version"], "parts": [
        part("plate_7x13", (0, plate_y, 0), label="base plate"),
        part("motor_dc", (S + 0.012, motor_y, -0.016), [0, 0, 1, 0], "left motor", 1),
        part("motor_dc", (S - 0.012, motor_y, 0.016), label="right motor", port=2),
        part("axle_4", (S, motor_y, -0.038), label="left axle"),
        part("wheel_small", (S, motor_y, -0.044), label="left wheel"),
        part("axle_4", (S, motor_y, 0.038), label="right axle"),
        part("wheel_small", (S, motor_y, 0.044), label="right wheel"),
        part("controller", (0.032, motor_y, 0), label="controller"),
        part("battery_box", (0.032, motor_y + 0.020, 0), label="battery"),
        part("caster_ball", (0.024, plate_y - 0.0016 - 0.034, 0), label="caster"),
        part("sensor_line", (0.048, plate_y - 0.0136, -0.016), label="line left", port=1),
        part("sensor_line", (0.048, plate_y - 0.0136, 0), label="line centre", port=2),
        part("sensor_line", (0.048, plate_y - 0.0136, 0.016), label="line right", port=3),
    ]}
    by_label(r, "right motor")["reversed"] = True
    write(r, "motors_on_top")

    # The same without its line sensors: only the caster reaches below the wheels.
    r = copy.deepcopy(r)
    r["parts"] = [p for p in r["parts"] if p["part"] != "sensor_line"]
    write(r, "motors_on_top_caster")

    r = copy.deepcopy(base)
    for label in ("left motor", "right motor"):
        del by_label(r, label)["port"]
    write(r, "unwired")

    r = copy.deepcopy(maze)
    by_label(r, "right wheel")["part"] = "track_wheel"
    write(r, "track_wheel")

    # The bumper under three beams (8 mm) and three flat bars (2 mm) stacked under the plate's
    # front hole: its bottom on the floor.
    r = copy.deepcopy(maze)
    x, z = 0.048, 0.0
    by_label(r, "bumper")["position"][1] = 0.006
    r["parts"] += [
        part("beam_7", (x, 0.038, z), YAW90, label="bumper beam 1"),
        part("beam_7", (x, 0.030, z), YAW90, label="bumper beam 2"),
        part("beam_7", (x, 0.022, z), YAW90, label="bumper beam 3"),
        part("flat_bar_5", (x, 0.017, z), YAW90, label="bumper bar 1"),
        part("flat_bar_5", (x, 0.015, z), YAW90, label="bumper bar 2"),
        part("flat_bar_5", (x, 0.013, z), YAW90, label="bumper bar 3"),
        part("screw_10", (x, 0.0402, z + 0.024)),  # through the plate into the first beam
        part("pin_2", (x, 0.034, z + 0.008)),
        part("pin_2", (x, 0.026, z - 0.008)),
        part("pin_2", (x, 0.020, z - 0.016)),  # the third beam and the flat bars
    ]
    write(r, "touch_on_floor")


if __name__ == "__main__":
    main()
