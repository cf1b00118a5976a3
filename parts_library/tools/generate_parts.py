#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generates Botlab's built-in part definitions (parts/*.json) and their meshes (parts/meshes/*.obj).

Run from anywhere:  python3 parts_library/tools/generate_parts.py
The generated files are committed; edit this script and re-run it to change a built-in part.
Units: metres, kilograms. Kit scale: one hole pitch P = 8 mm; gears have module 1 mm, so an
8/24/40-tooth pair sits a whole number of pitches apart.
The meshes are built from the kit's shapes in kit_meshes.py (holes at the pitch, teeth, treads,
housings) and checked (closed, outward, no degenerate triangle) before they are written; only
meshes, colours and finishes are about looks: shapes, masses and connectors are the physics.
"""
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kit_meshes as km  # noqa: E402

P = 0.008  # hole pitch (m)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "parts")
MESH_DIR = os.path.join(OUT, "meshes")

ABS = 1050.0      # kg/m^3, plastic
STEEL = 7850.0


def r6(v):
    return round(v, 6)


def vec(*v):
    return [r6(x) for x in v]


class Mesh:
    """A triangle soup with per-vertex normals, written as OBJ. The built-in parts use the kit's
    shapes of kit_meshes.py (KitMesh) instead; this plain one stays for quick placeholders."""

    def __init__(self):
        self.v = []
        self.n = []
        self.f = []

    def tri(self, a, b, c, na=None, nb=None, nc=None):
        if na is None:
            u = [b[i] - a[i] for i in range(3)]
            w = [c[i] - a[i] for i in range(3)]
            nn = [u[1] * w[2] - u[2] * w[1], u[2] * w[0] - u[0] * w[2], u[0] * w[1] - u[1] * w[0]]
            ln = math.sqrt(sum(x * x for x in nn)) or 1.0
            na = nb = nc = [x / ln for x in nn]
        base = len(self.v)
        self.v += [a, b, c]
        self.n += [na, nb, nc]
        self.f.append((base, base + 1, base + 2))

    def quad(self, a, b, c, d):
        self.tri(a, b, c)
        self.tri(a, c, d)

    def box(self, centre, size):
        """A box whose faces are split into quads of at most one pitch, so that OBB trees of
        concave parts can separate the pieces by triangle centroids."""
        c = centre
        h = [size[0] / 2, size[1] / 2, size[2] / 2]
        for axis in range(3):
            u, v = (axis + 1) % 3, (axis + 2) % 3
            nu = max(1, int(math.ceil(size[u] / P - 1e-9)))
            nv = max(1, int(math.ceil(size[v] / P - 1e-9)))
            for sign in (-1, 1):
                def pt(i, j):
                    q = [0.0, 0.0, 0.0]
                    q[axis] = c[axis] + sign * h[axis]
                    q[u] = c[u] - h[u] + size[u] * i / nu
                    q[v] = c[v] - h[v] + size[v] * j / nv
                    return q
                for i in range(nu):
                    for j in range(nv):
                        if sign > 0:
                            self.quad(pt(i, j), pt(i + 1, j), pt(i + 1, j + 1), pt(i, j + 1))
                        else:
                            self.quad(pt(i, j), pt(i, j + 1), pt(i + 1, j + 1), pt(i + 1, j))

    def prism(self, centre, profile, length, axis="z"):
        """Extrudes a star-shaped (around its centre) counter-clockwise 2D profile along an axis."""
        def m(u, v, w):
            if axis == "z":
                q = [u, v, w]
            elif axis == "y":
                q = [v, w, u]
            else:  # x
                q = [w, u, v]
            return [centre[0] + q[0], centre[1] + q[1], centre[2] + q[2]]

        h = length / 2
        n = len(profile)
        for i in range(n):
            u0, v0 = profile[i]
            u1, v1 = profile[(i + 1) % n]
            self.quad(m(u0, v0, -h), m(u1, v1, -h), m(u1, v1, h), m(u0, v0, h))
            self.tri(m(0, 0, h), m(u0, v0, h), m(u1, v1, h))
            self.tri(m(0, 0, -h), m(u1, v1, -h), m(u0, v0, -h))

    def cylinder(self, centre, radius, length, axis="z", segments=24):
        prof = [(radius * math.cos(2 * math.pi * i / segments),
                 radius * math.sin(2 * math.pi * i / segments)) for i in range(segments)]
        self.prism(centre, prof, length, axis)

    def gear(self, centre, teeth, pitch_r, thickness):
        root, tip = pitch_r - 0.00125, pitch_r + 0.001
        prof = []
        for i in range(teeth):
            a = 2 * math.pi * i / teeth
            da = 2 * math.pi / teeth
            for frac, r in ((0.0, root), (0.25, tip), (0.5, tip), (0.75, root)):
                prof.append((r * math.cos(a + frac * da), r * math.sin(a + frac * da)))
        self.prism(centre, prof, thickness, "z")

    def sphere(self, centre, radius, rings=10, segments=16):
        def pt(i, j):
            th = math.pi * i / rings
            ph = 2 * math.pi * j / segments
            nrm = [math.sin(th) * math.cos(ph), math.cos(th), math.sin(th) * math.sin(ph)]
            return [centre[k] + radius * nrm[k] for k in range(3)], nrm

        for i in range(rings):
            for j in range(segments):
                (a, na), (b, nb) = pt(i, j), pt(i + 1, j)
                (c, nc), (d, nd) = pt(i + 1, j + 1), pt(i, j + 1)
                if i != 0:
                    self.tri(a, d, c, na, nd, nc)
                if i != rings - 1:
                    self.tri(a, c, b, na, nc, nb)

    def write(self, path):
        with open(path, "w") as f:
            f.write("# Botlab built-in part mesh, generated by parts_library/tools/generate_parts.py\n")
            for v in self.v:
                f.write("v %.6f %.6f %.6f\n" % tuple(v))
            for n in self.n:
                f.write("vn %.5f %.5f %.5f\n" % tuple(n))
            for a, b, c in self.f:
                f.write("f %d//%d %d//%d %d//%d\n" % (a + 1, a + 1, b + 1, b + 1, c + 1, c + 1))


def box_shape(centre, size, collides=True, friction=None):
    s = {"type": "box", "position": vec(*centre), "size": vec(*size)}
    if not collides:
        s["collides"] = False
    if friction is not None:
        s["friction"] = friction
    return s


def cyl_shape(centre, radius, length, axis="z", collides=True, friction=None):
    s = {"type": "cylinder", "position": vec(*centre), "radius": r6(radius), "length": r6(length)}
    if axis == "y":  # rotate shape z onto part y: -90 deg about x
        s["rotation"] = vec(math.sqrt(0.5), -math.sqrt(0.5), 0, 0)
    elif axis == "x":  # shape z onto part x: +90 deg about y
        s["rotation"] = vec(math.sqrt(0.5), 0, math.sqrt(0.5), 0)
    if not collides:
        s["collides"] = False
    if friction is not None:
        s["friction"] = friction
    return s


def sphere_shape(centre, radius, friction=None):
    s = {"type": "sphere", "position": vec(*centre), "radius": r6(radius)}
    if friction is not None:
        s["friction"] = friction
    return s


def conn(name, ctype, pos, axis, length=0.0, step=90):
    return {"name": name, "type": ctype, "position": vec(*pos), "axis": vec(*axis),
            "length": r6(length), "rotation_step_deg": step}


AXES = {"x": (1, 0, 0), "y": (0, 1, 0), "z": (0, 0, 1)}


def mounts(half_y, xs=(0.0,), zs=(0.0,), top=True, bottom=True):
    out = []
    for i, x in enumerate(xs):
        for j, z in enumerate(zs):
            tag = "" if len(xs) * len(zs) == 1 else "_%d" % (i * len(zs) + j)
            if bottom:
                out.append(conn("bottom" + tag, "mount", (x, -half_y, z), (0, -1, 0)))
            if top:
                out.append(conn("top" + tag, "mount", (x, half_y, z), (0, 1, 0)))
    return out


PARTS = []


def part(pid, name, category, mass, color, mesh, shapes, connectors, friction=0.8, finish=None,
         **extra):
    material = {"friction": friction, "bounce": 0.0, "rgba": color}
    if finish is not None:
        material["finish"] = finish
    d = {"format": "botlab-part", "version": 1, "id": pid, "name": name, "category": category,
         "mass_kg": r6(mass), "material": material,
         "mesh": "meshes/%s.obj" % pid, "shapes": shapes, "connectors": connectors}
    d.update(extra)
    PARTS.append((d, mesh))


# The kit's palette: blue plastic beams, aluminium flat bars, plates and brackets, steel axles,
# screws and caster, black rubber tyres, white gears, yellow motors, board-coloured sensors.
# (Red stays the IR sensor's: the building-step pictures pick it out by colour.)
BLUE = [0.10, 0.36, 0.85, 1.0]
RED = [0.80, 0.16, 0.14, 1.0]
ALUMINIUM = [0.76, 0.78, 0.82, 1.0]
METAL = [0.70, 0.72, 0.75, 1.0]
RUBBER = [0.07, 0.07, 0.08, 1.0]
WHITE = [0.93, 0.93, 0.90, 1.0]
YELLOW = [0.98, 0.76, 0.08, 1.0]
DARK = [0.16, 0.17, 0.19, 1.0]
BLACK = [0.08, 0.08, 0.08, 1.0]
GREEN = [0.13, 0.55, 0.28, 1.0]
GREY = [0.62, 0.64, 0.68, 1.0]
PLASTIC, METALLIC, RUBBERY = "plastic", "metal", "rubber"

Z_AXIS = km.Frame()
# --- Structure -----------------------------------------------------------------------------------
for n in (3, 5, 7, 9, 11):
    size = (n * P, P, P)
    m = km.KitMesh()
    km.square_beam(m, n)
    cons = []
    for i in range(n):
        x = (i - (n - 1) / 2) * P
        cons.append(conn("y%d" % i, "hole", (x, 0, 0), (0, 1, 0), P))
        cons.append(conn("z%d" % i, "hole", (x, 0, 0), (0, 0, 1), P))
    part("beam_%d" % n, "Beam, %d holes" % n, "structure", 0.0018 * n, BLUE, m,
         [box_shape((0, 0, 0), size)], cons, finish=PLASTIC)

# Flat parts lie in the x-z plane, thickness along y: frame u = x, v = -z, w = y.
FLAT = km.Frame((0, 0, 0), (1, 0, 0), (0, 0, -1))
for n in (5, 9):
    t = 0.002
    size = (n * P, t, P)
    m = km.KitMesh()
    km.holed_slab(m, FLAT, [(i - n / 2) * P for i in range(n + 1)], [-P / 2, P / 2], -t / 2, t / 2,
                  round_ends=True)
    cons = [conn("y%d" % i, "hole", ((i - (n - 1) / 2) * P, 0, 0), (0, 1, 0), t) for i in range(n)]
    part("flat_bar_%d" % n, "Flat bar, %d holes" % n, "structure", 0.0008 * n, ALUMINIUM, m,
         [box_shape((0, 0, 0), size)], cons, finish=METALLIC)

for rows, cols, mass in ((7, 13, 0.018), (11, 15, 0.032)):
    t = 0.0032
    size = (cols * P, t, rows * P)
    m = km.KitMesh()
    km.holed_slab(m, FLAT, [(i - cols / 2) * P for i in range(cols + 1)],
                  [(j - rows / 2) * P for j in range(rows + 1)], -t / 2, t / 2)
    cons = []
    for i in range(cols):
        for j in range(rows):
            cons.append(conn("h%d_%d" % (i, j), "hole",
                             ((i - (cols - 1) / 2) * P, 0, (j - (rows - 1) / 2) * P), (0, 1, 0), t))
    part("plate_%dx%d" % (rows, cols), "Plate, %d x %d holes" % (rows, cols), "structure", mass,
         ALUMINIUM, m, [box_shape((0, 0, 0), size)], cons, finish=METALLIC)

# Angle bracket: an L of two 3-hole flat arms; the frame origin is the outer corner.
t = 0.002
arm_h = ((1.5 * P, t / 2, 0), (3 * P, t, P))
arm_v = ((t / 2, 1.5 * P, 0), (t, 3 * P, P))
m = km.KitMesh()
km.holed_slab(m, FLAT, [0, P, 2 * P, 3 * P], [-P / 2, P / 2], 0, t,
              hole=lambda i, j: km.HOLE_R if i > 0 else None)
km.holed_slab(m, km.Frame((0, 0, 0), (0, 1, 0), (0, 0, 1)), [t, P, 2 * P, 3 * P], [-P / 2, P / 2],
              0, t, hole=lambda i, j: km.HOLE_R if i > 0 else None)
cons = [conn("h%d" % i, "hole", ((i + 0.5) * P + 0.0, t / 2, 0), (0, 1, 0), t) for i in (1, 2)]
cons += [conn("v%d" % i, "hole", (t / 2, (i + 0.5) * P, 0), (1, 0, 0), t) for i in (1, 2)]
part("angle_bracket_3x3", "Angle bracket, 3 x 3 holes", "structure", 0.004, ALUMINIUM, m,
     [box_shape(*arm_h), box_shape(*arm_v)], cons, finish=METALLIC)

# --- Axles, screws, pins -------------------------------------------------------------------------
for n in (3, 4, 6, 8):
    length = n * P
    r = 0.002
    m = km.KitMesh()
    km.cross_prism(m, Z_AXIS, r, length)
    mass = math.pi * r * r * length * STEEL
    part("axle_%d" % n, "Axle, %d pitches" % n, "axle", mass, METAL, m,
         [cyl_shape((0, 0, 0), r, length, collides=False)],
         [conn("axle", "axle", (0, 0, 0), (0, 0, 1), length, 0)], finish=METALLIC)


def screw_mesh():
    """A pan-head screw along y: threaded shank from y = -5 mm, head to y = +7 mm with a cross
    recess."""
    m = km.KitMesh()
    fy = km.Frame.axis((0, 0, 0), "y")
    prof = [(0, -0.005), (0.0009, -0.005), (0.00125, -0.0045)]
    y = -0.0045
    pitch = 0.0008
    while y + pitch < 0.005 - 1e-9:
        prof += [(0.0015, y + pitch * 0.45), (0.00125, y + pitch)]
        y += pitch
    prof += [(0.00125, 0.005), (0, 0.005)]
    km.revolve(m, fy, prof, 12)
    segs = 20
    recess = km.cross2(0.0015, 0.00035, tip_segs=1)
    top = km.circle2(0.0022, segs)
    km.fill_poly(m, fy, km.circle2(0.003, segs), 0.005, -1, (0, 0))
    km.revolve(m, fy, [(0.003, 0.005), (0.003, 0.0061), (0.0028, 0.0067), (0.0022, 0.007)], segs)
    km.fill_ring(m, fy, recess, top, 0.007, +1, (0, 0))
    km.walls(m, fy, recess, 0.0059, 0.007, outward=False)
    km.fill_poly(m, fy, recess, 0.0059, +1, (0, 0))
    return m


part("screw_10", "Screw, 10 mm", "fastener", 0.001, METAL, screw_mesh(),
     [cyl_shape((0, 0, 0), 0.0015, 0.010, "y", collides=False)],
     [conn("screw", "screw", (0, 0, 0), (0, 1, 0), 0.010, 90)], finish=METALLIC)

m = km.KitMesh()
half = P
prof = [(0, -half), (0.0019, -half), (0.0023, -half + 0.0005), (0.0023, -half + 0.0012),
        (0.0021, -half + 0.0016), (0.0021, -0.0007), (0.0024, -0.0005), (0.0024, 0.0005),
        (0.0021, 0.0007), (0.0021, half - 0.0016), (0.0023, half - 0.0012),
        (0.0023, half - 0.0005), (0.0019, half), (0, half)]
km.revolve(m, km.Frame.axis((0, 0, 0), "y"), prof, 12)
part("pin_2", "Pin, 2 pitches", "fastener", 0.0006, BLACK, m,
     [cyl_shape((0, 0, 0), 0.0024, 2 * P, "y", collides=False)],
     [conn("pin", "screw", (0, 0, 0), (0, 1, 0), 2 * P, 90)], finish=PLASTIC)

# --- Wheels, caster, gears -----------------------------------------------------------------------
for pid, name, r, w, mass, lugs in (("wheel_small", "Wheel, 60 mm", 0.03, 0.012, 0.03, 24),
                                    ("wheel_large", "Wheel, 90 mm", 0.045, 0.016, 0.06, 32)):
    m = km.KitMesh()
    km.wheel(m, Z_AXIS, r, w, lugs=lugs)
    part(pid, name, "wheel", mass, RUBBER, m, [cyl_shape((0, 0, 0), r, w, friction=1.0)],
         [conn("hub", "wheel_hub", (0, 0, 0), (0, 0, 1), w, 0)], friction=1.0, finish=RUBBERY)

m = km.KitMesh()
km.sphere(m, Z_AXIS, 0.008, rings=12, segs=20)
fy = km.Frame.axis((0, 0, 0), "y")
km.revolve(m, fy, [(0.0058, 0.0045), (0.0079, 0.0018), (0.008, 0.004), (0.0068, 0.009),
                   (0.0045, 0.0105), (0.0045, 0.010)], 20, closed=True)
km.bevel_box(m, km.Frame((0, 0.021, 0)), (0.008, 0.026, 0.008), 0.0008)
part("caster_ball", "Caster ball", "wheel", 0.012, METAL, m,
     [sphere_shape((0, 0, 0), 0.008, friction=0.02),
      box_shape((0, 0.021, 0), (0.008, 0.026, 0.008), friction=0.02)],
     [conn("top", "mount", (0, 0.034, 0), (0, 1, 0))], friction=0.02, finish=METALLIC)

for z, mass in ((8, 0.0008), (24, 0.0025), (40, 0.005)):
    pr = z * 0.0005
    th = 0.004
    m = km.KitMesh()
    outline, rf = km.gear_outline(z)
    web = (0.0045, rf - 0.0018, 0.001) if rf > 0.008 else None
    km.gear_disc(m, Z_AXIS, outline, rf, -th / 2, th / 2, web=web)
    part("gear_%d" % z, "Gear, %d teeth" % z, "gear", mass, WHITE, m,
         [cyl_shape((0, 0, 0), pr, th, collides=False)],
         [conn("hub", "gear_hub", (0, 0, 0), (0, 0, 1), th, 0)], finish=PLASTIC,
         gear={"teeth": z, "pitch_radius_m": r6(pr), "hub": "hub"})

# --- Sprockets, pulleys, track wheels (issue 17b) ------------------------------------------------
# Meshes from kit_meshes (sprocket teeth that seat the chain's rollers, V-grooved pulleys).
# Chains have a pitch of P / 2 = 4 mm, so two equal sprockets on axles a whole number of hole
# pitches apart take a whole number of links (2 per pitch on each run plus the teeth wrapped).
# A sprocket's pitch radius is p / (2 sin(pi / z)). Pulleys carry a rubber belt that grips with
# at most grip_N (the belt slips above grip_N times a pulley's radius). Track wheels carry a
# rubber track 4 mm thick over their pitch circle; track wheels on parallel axles in one plane
# get one track laid over them.
CHAIN_PITCH = P / 2
for z, mass in ((10, 0.0012), (20, 0.0035)):
    pr = CHAIN_PITCH / (2 * math.sin(math.pi / z))
    th = 0.003
    m = km.KitMesh()
    km.sprocket(m, Z_AXIS, z, th, chain_pitch=CHAIN_PITCH, roller_d=0.0022)
    part("sprocket_%d" % z, "Sprocket, %d teeth" % z, "gear", mass, METAL, m,
         [cyl_shape((0, 0, 0), pr, th, collides=False)],
         [conn("hub", "gear_hub", (0, 0, 0), (0, 0, 1), th, 0)], finish=METALLIC,
         drive={"kind": "sprocket", "teeth": z, "pitch_radius_m": r6(pr), "hub": "hub"})

for pid, name, r, mass in (("pulley_small", "Pulley, 16 mm", P, 0.001),
                           ("pulley_large", "Pulley, 32 mm", 2 * P, 0.003)):
    th = 0.004
    m = km.KitMesh()
    km.pulley(m, Z_AXIS, 2 * r + 0.002, th, groove_depth=0.0012)
    part(pid, name, "gear", mass, WHITE, m, [cyl_shape((0, 0, 0), r, th, collides=False)],
         [conn("hub", "gear_hub", (0, 0, 0), (0, 0, 1), th, 0)], finish=PLASTIC,
         drive={"kind": "pulley", "pitch_radius_m": r6(r), "grip_N": 10.0, "hub": "hub"})

TRACK_R = 2.5 * P  # 20 mm pitch radius
TRACK_W = 0.016
m = km.KitMesh()
km.sprocket(m, Z_AXIS, 16, TRACK_W, chain_pitch=2 * TRACK_R * math.sin(math.pi / 16),
            roller_d=0.004)
part("track_wheel", "Track wheel, 40 mm", "wheel", 0.03, DARK, m,
     [cyl_shape((0, 0, 0), TRACK_R, TRACK_W)],
     [conn("hub", "gear_hub", (0, 0, 0), (0, 0, 1), TRACK_W, 0)], finish=PLASTIC,
     drive={"kind": "track_wheel", "pitch_radius_m": r6(TRACK_R), "width_m": TRACK_W,
            "thickness_m": 0.004, "hub": "hub"}, friction=1.0)

# --- Motors --------------------------------------------------------------------------------------
def motor_shaft(m, x, z0, length, r=0.0025):
    """The output: a boss on the housing and a cross (+) shaft along +z."""
    km.cylinder(m, km.Frame((x, 0, 0)), 0.0048, z0 - 0.0002, z0 + 0.0012, 20, bevel=0.0004)
    km.cross_prism(m, km.Frame((x, 0, z0 + length / 2)), r, length, arm=0.0009)


def dc_motor_mesh(size, shaft_x, can_r, gearbox_x0):
    """A geared motor: a gearbox block (x from gearbox_x0 to the +x end) with a mounting hole
    through it along y, the motor can along -x with its end cap, and the shaft boss."""
    hx, hy, hz = size[0] / 2, size[1] / 2, size[2] / 2
    m = km.KitMesh()
    # the gearbox, holes along y (frame: u = x, v = -z, w = y)
    cut = (gearbox_x0 + shaft_x) / 2
    km.holed_slab(m, FLAT, [gearbox_x0, cut, hx], [-hz, hz], -hy, hy,
                  hole=lambda i, j: 0.0016 if i == 1 else None)
    # the can along -x, ending in a cap with a bearing boss
    fx = km.Frame.axis((0, 0, 0), "-x")  # w = -x
    w0, w1 = -gearbox_x0 - 0.0004, hx - 0.0012
    km.revolve(m, fx, [(0, w0), (can_r, w0), (can_r, w1 - 0.0015), (can_r - 0.0012, w1),
                       (0, w1)], 24)
    km.cylinder(m, fx, can_r * 0.38, w1 - 0.0002, hx, 16, bevel=0.0003)
    # two solder tabs on the cap
    for s in (-1, 1):
        km.bevel_box(m, km.Frame((-hx + 0.0009, s * can_r * 0.6, 0)), (0.0018, 0.0012, 0.003),
                     0.0002)
    motor_shaft(m, shaft_x, hz, 0.008 - 0.0002)
    return m


def servo_mesh():
    m = km.KitMesh()
    hx, hy, hz = 0.020, 0.010, 0.018
    body_x = 0.0145
    km.bevel_box(m, km.Frame((0, 0, 0)), (2 * body_x, 2 * hy, 2 * hz), 0.001)
    # mounting ears with a hole each, near the top (+z), holes along z
    fe = km.Frame((0, 0, 0))  # u = x, v = y, w = z
    for s in (-1, 1):
        xs = [s * (body_x - 0.0003), s * hx]
        xs.sort()
        km.holed_slab(m, fe, xs, [-hy, hy], 0.008, 0.0105, hole=lambda i, j: 0.0011)
    # the output: a spline boss off-centre at x = 8 mm, and the gear train's second dome
    motor_shaft(m, 0.008, hz, 0.008 - 0.0002)
    km.cylinder(m, km.Frame((-0.003, 0, 0)), 0.0042, hz - 0.0002, hz + 0.0008, 20, bevel=0.0003)
    # the cable leaving at the -x end
    km.bevel_box(m, km.Frame((-body_x - 0.0025, 0, -0.012)), (0.005, 0.006, 0.003), 0.0005)
    return m


def motor(pid, name, size, shaft_x, mount_dx, mass, color, device, mesh):
    hx, hy, hz = size[0] / 2, size[1] / 2, size[2] / 2
    cons = [conn("shaft", "motor_shaft", (shaft_x, 0, hz + 0.004), (0, 0, 1), 0.008, 0)]
    for i, dx in enumerate(mount_dx):
        cons.append(conn("top_%d" % i, "mount", (dx, hy, 0), (0, 1, 0)))
        cons.append(conn("bottom_%d" % i, "mount", (dx, -hy, 0), (0, -1, 0)))
        cons.append(conn("back_%d" % i, "mount", (dx, 0, -hz), (0, 0, -1)))
    device = dict(device)
    device["shaft"] = "shaft"
    part(pid, name, "motor", mass, color, mesh, [box_shape((0, 0, 0), size)], cons,
         finish=PLASTIC, device=device)


motor("motor_dc", "Geared DC motor", (0.048, 0.024, 0.024), 0.012, (-0.012, 0.012), 0.05, YELLOW,
      {"kind": "dc_motor", "no_load_speed_rad_s": 15.0, "stall_torque_Nm": 0.5},
      dc_motor_mesh((0.048, 0.024, 0.024), 0.012, 0.0105, -0.004))
motor("motor_fast", "High-speed motor", (0.032, 0.020, 0.020), 0.008, (-0.008, 0.008), 0.03,
      [0.96, 0.58, 0.10, 1.0],
      {"kind": "dc_motor", "no_load_speed_rad_s": 60.0, "stall_torque_Nm": 0.06},
      dc_motor_mesh((0.032, 0.020, 0.020), 0.008, 0.0095, 0.002))
motor("servo", "Servo", (0.040, 0.020, 0.036), 0.008, (-0.016, 0.016), 0.055, DARK,
      {"kind": "servo", "max_speed_rad_s": 6.5, "max_torque_Nm": 1.57,
       "min_angle_rad": -1.5708, "max_angle_rad": 1.5708}, servo_mesh())


# --- Controller, battery -------------------------------------------------------------------------
def controller_mesh():
    """The controller: a case with four mounting holes in its lid, a screen and four buttons on
    top, 8 motor sockets along the +z side and 13 sensor sockets along the -z side."""
    m = km.KitMesh()
    km.bevel_box(m, km.Frame((0, -0.003, 0)), (0.064, 0.018, 0.046), 0.0015)
    # the lid (y 6..10 mm) with the holes at x = +/-24 mm, z = +/-16 mm
    km.holed_slab(m, FLAT, [-0.032, -0.016, 0.016, 0.032], [-0.023, -0.008, 0.008, 0.023],
                  0.006, 0.012, hole=lambda i, j: 0.0016 if i != 1 and j != 1 else None)
    # the screen (a framed window) and the buttons
    km.bevel_box(m, km.Frame((0.0, 0.0122, 0.0)), (0.032, 0.0016, 0.02), 0.0005)
    km.bevel_box(m, km.Frame((0.0, 0.0124, 0.0)), (0.028, 0.0009, 0.016), 0.0002)
    fy = km.Frame.axis((0, 0, 0), "y")
    for k, z in enumerate((-0.012, -0.004, 0.004, 0.012)):
        km.cylinder(m, fy.moved(z, 0.022, 0), 0.0022, 0.0118, 0.013, 12, bevel=0.0004)
    # sockets
    for k in range(8):
        x = -0.028 + k * 0.008
        km.bevel_box(m, km.Frame((x, 0.0, 0.0234)), (0.0055, 0.0075, 0.0012), 0.0002)
    for k in range(13):
        x = -0.0288 + k * 0.0048
        km.bevel_box(m, km.Frame((x, 0.0, -0.0234)), (0.0036, 0.006, 0.0012), 0.0002)
    return m


cons = []
k = 0
for x in (-0.024, 0.024):
    for z in (-0.016, 0.016):
        cons.append(conn("bottom_%d" % k, "mount", (x, -0.012, z), (0, -1, 0)))
        cons.append(conn("top_%d" % k, "hole", (x, 0.010, z), (0, 1, 0), 0.004))
        k += 1
part("controller", "Controller", "controller", 0.15, DARK, controller_mesh(),
     [box_shape((0, 0, 0), (0.064, 0.024, 0.048))], cons, finish=PLASTIC,
     device={"kind": "controller", "motor_ports": 8, "sensor_ports": 13})


def battery_mesh():
    """A 4 x AA battery box: case, sliding lid with a grip, power switch and the lead."""
    m = km.KitMesh()
    km.bevel_box(m, km.Frame((0, -0.001, 0)), (0.062, 0.014, 0.040), 0.0012)
    km.bevel_box(m, km.Frame((-0.002, 0.0066, 0)), (0.054, 0.0014, 0.036), 0.0004)
    for k in range(4):
        km.bevel_box(m, km.Frame((0.018 + k * 0.0022, 0.0076, 0)), (0.001, 0.0008, 0.02), 0.0002)
    km.bevel_box(m, km.Frame((0.0312, 0.0, 0.008)), (0.0013, 0.004, 0.008), 0.0003)
    km.bevel_box(m, km.Frame((-0.0312, -0.002, 0.012)), (0.0013, 0.003, 0.005), 0.0003)
    return m


cons = []
k = 0
for x in (-0.024, 0.024):
    for z in (-0.016, 0.016):
        cons.append(conn("bottom_%d" % k, "mount", (x, -0.008, z), (0, -1, 0)))
        k += 1
part("battery_box", "Battery box", "power", 0.11, [0.20, 0.21, 0.24, 1.0], battery_mesh(),
     [box_shape((0, 0, 0), (0.064, 0.016, 0.040))], cons, finish=PLASTIC,
     device={"kind": "battery", "voltage_V": 6.0})


# --- Sensors and fan -----------------------------------------------------------------------------
def sensor(pid, name, size, mass, color, frame_pos, look, params, mesh, extra_boxes=(), top=True):
    shapes = [box_shape((0, 0, 0), size)]
    for c, s in extra_boxes:
        shapes.append(box_shape(c, s))
    up = (1, 0, 0) if look[1] != 0 else (0, 1, 0)
    dev = {"kind": "sensor", "frame": {"position": vec(*frame_pos), "x_axis": vec(*look),
                                       "y_axis": vec(*up)}}
    dev.update(params)
    part(pid, name, "sensor", mass, color, mesh, shapes, mounts(size[1] / 2, top=top),
         finish=PLASTIC, device=dev)


def housing(size, look, eyes, extra=None):
    m = km.KitMesh()
    km.sensor_housing(m, size, look, eyes)
    if extra:
        extra(m)
    return m


def compass_extra(m):
    # a dial with a north arrow on top
    fy = km.Frame.axis((0, 0, 0), "y")
    km.cylinder(m, fy, 0.0055, 0.0026, 0.0034, 20, bevel=0.0003)
    km.extrude(m, fy, [(0.0, 0.0045), (-0.0018, -0.002), (0.0, -0.001), (0.0018, -0.002)][::-1],
               0.0032, 0.004)


def gyro_extra(m):
    km.bevel_box(m, km.Frame((0, 0.0035, 0)), (0.006, 0.0008, 0.006), 0.0002)
    fy = km.Frame.axis((0, 0, 0), "y")
    km.cylinder(m, fy.moved(0.005, 0.005, 0), 0.0012, 0.0032, 0.004, 10, bevel=0.0002)


def flame_extra(m):
    # the potentiometer on top
    km.bevel_box(m, km.Frame((-0.002, 0.0055, 0)), (0.005, 0.001, 0.005), 0.0002)


sensor("sensor_line", "Line sensor", (0.008, 0.024, 0.012), 0.006, GREEN, (0, -0.012, 0),
       (0, -1, 0), {"sensor": "line", "spot_radius_m": 0.005},
       housing((0.008, 0.024, 0.012), "-y", [(0, 0.0028, 0.0014, "led"),
                                             (0, -0.0028, 0.0014, "lens")]), top=True)
sensor("sensor_ir_distance", "IR distance sensor", (0.012, 0.016, 0.024), 0.008, RED,
       (0.006, 0, 0), (1, 0, 0),
       {"sensor": "distance", "min_range_m": 0.02, "max_range_m": 0.8, "rays": 1},
       housing((0.012, 0.016, 0.024), "+x", [(-0.006, 0, 0.0028, "lens"),
                                             (0.006, 0, 0.0028, "lens")]))
sensor("sensor_ultrasonic", "Ultrasonic sensor", (0.016, 0.020, 0.044), 0.012, [0.15, 0.42, 0.78, 1],
       (0.008, 0, 0), (1, 0, 0),
       {"sensor": "distance", "min_range_m": 0.03, "max_range_m": 2.5, "rays": 7,
        "cone_half_angle_rad": 0.26},
       housing((0.016, 0.020, 0.044), "+x", [(-0.0115, 0, 0.0078, "can"),
                                             (0.0115, 0, 0.0078, "can")]))


def touch_mesh():
    m = km.KitMesh()
    km.bevel_box(m, km.Frame((-0.0015, 0, 0)), (0.013, 0.012, 0.024), 0.0008)
    km.cylinder(m, km.Frame.axis((0.0045, 0, 0), "x"), 0.003, 0.0, 0.004, 14, bevel=0.0003)
    km.bevel_box(m, km.Frame((0.010, 0, 0)), (0.004, 0.012, 0.032), 0.0012)
    return m


sensor("sensor_touch", "Touch sensor", (0.016, 0.012, 0.024), 0.010, [0.92, 0.42, 0.10, 1],
       (0.010, 0, 0), (1, 0, 0),
       {"sensor": "touch", "touch_shape": box_shape((0.002, 0, 0), (0.004, 0.012, 0.032))},
       touch_mesh(), extra_boxes=[((0.010, 0, 0), (0.004, 0.012, 0.032))])
sensor("sensor_compass", "Compass sensor", (0.016, 0.008, 0.016), 0.005, [0.50, 0.30, 0.72, 1],
       (0, 0, 0), (1, 0, 0), {"sensor": "compass"},
       housing((0.016, 0.0068, 0.016), "+x", [], compass_extra))
sensor("sensor_gyro", "Gyro sensor", (0.016, 0.008, 0.016), 0.005, [0.25, 0.58, 0.68, 1],
       (0, 0, 0), (1, 0, 0), {"sensor": "gyro"},
       housing((0.016, 0.0066, 0.016), "+x", [], gyro_extra))
sensor("sensor_flame", "Flame sensor", (0.012, 0.012, 0.016), 0.006, [0.88, 0.20, 0.48, 1],
       (0.006, 0, 0), (1, 0, 0), {"sensor": "flame", "fov_half_angle_rad": 1.0},
       housing((0.012, 0.010, 0.016), "+x", [(0, 0, 0.0026, "dome")], flame_extra))

# --- Light and sound sensors (issue 17a) -----------------------------------------------------------
# Both look along +X from their front face and mount like the flame sensor. The light sensor
# averages the floor over a 3 cm spot (a line sensor: 5 mm); the sound sensor hears in every
# direction.
sensor("sensor_light", "Light sensor", (0.012, 0.012, 0.016), 0.006, [0.95, 0.85, 0.30, 1],
       (0.006, 0, 0), (1, 0, 0), {"sensor": "light", "spot_radius_m": 0.03},
       housing((0.012, 0.010, 0.016), "+x", [(0, 0, 0.0025, "dome")]))
sensor("sensor_sound", "Sound sensor", (0.012, 0.012, 0.024), 0.007, [0.35, 0.40, 0.80, 1],
       (0.006, 0, 0), (1, 0, 0), {"sensor": "sound"},
       housing((0.012, 0.010, 0.024), "+x", [(0, 0, 0.0045, "can")]))
# --- end of light and sound sensors ----------------------------------------------------------------

# --- Camera and lidar (issue 26) ---------------------------------------------------------------------
# The camera looks along +X from the front of its lens (a 64 x 48 image, 60 degree field of view,
# 10 Hz); the lidar's rays leave its turret on top at the frame (360 rays in the turret's plane,
# 0.05..4 m, 5 Hz). Both mount by their bottom like the other sensors (the camera also by its top).
def camera_extra(m):
    # the lens barrel in front of the board, and a status LED
    fx = km.Frame.axis((0.004, 0, 0), "x")
    km.cylinder(m, fx, 0.0052, 0.0, 0.006, 20, bevel=0.0004)
    km.cylinder(m, fx.moved(0, 0, 0.006), 0.0036, 0.0, 0.0008, 16, bevel=0.0002)
    km.bevel_box(m, km.Frame((0.0030, 0.0055, 0.0085)), (0.0016, 0.0016, 0.0016), 0.0003)


sensor("sensor_camera", "Colour camera", (0.008, 0.016, 0.024), 0.010, [0.12, 0.13, 0.16, 1],
       (0.0108, 0, 0), (1, 0, 0),
       {"sensor": "camera", "width_px": 64, "height_px": 48, "fov_deg": 60.0,
        "update_period_s": 0.1},
       housing((0.008, 0.016, 0.024), "+x", [], camera_extra),
       extra_boxes=[((0.007, 0, 0), (0.0068, 0.0104, 0.0104))])


def lidar_mesh():
    m = km.KitMesh()
    km.bevel_box(m, km.Frame((0, 0, 0)), (0.024, 0.008, 0.024), 0.0008)
    fy = km.Frame.axis((0, 0, 0), "y")
    km.cylinder(m, fy, 0.0095, 0.004, 0.0085, 24, bevel=0.0004)   # the turret's foot
    km.cylinder(m, fy, 0.0085, 0.0085, 0.0145, 24, bevel=0.0003)  # the window band
    km.cylinder(m, fy, 0.0095, 0.0145, 0.0175, 24, bevel=0.0006)  # the cap
    return m


part("sensor_lidar", "Lidar", "sensor", 0.030, [0.10, 0.11, 0.13, 1], lidar_mesh(),
     [box_shape((0, 0, 0), (0.024, 0.008, 0.024)), cyl_shape((0, 0.01075, 0), 0.0095, 0.0135, "y")],
     mounts(0.004, top=False), finish=PLASTIC,
     device={"kind": "sensor", "frame": {"position": vec(0, 0.0115, 0), "x_axis": vec(1, 0, 0),
                                         "y_axis": vec(0, 1, 0)},
             "sensor": "lidar", "rays": 360, "min_range_m": 0.05, "max_range_m": 4.0,
             "update_period_s": 0.2})
# --- end of camera and lidar -------------------------------------------------------------------------

def fan_mesh():
    """A fan: a square frame with a round duct, a hub and five twisted blades facing +x."""
    m = km.KitMesh()
    fx = km.Frame.axis((0, 0, 0), "x")  # u = y, v = z, w = x
    km.holed_slab(m, fx, [-0.022, 0.022], [-0.022, 0.022], -0.008, -0.002,
                  hole=lambda i, j: 0.0195, segs=32)
    km.cylinder(m, fx, 0.0065, -0.008, 0.007, 20, bevel=0.001)
    # three struts behind the blades
    for k in range(3):
        fs = fx.rotated_w(2 * math.pi * k / 3 + math.pi / 2)
        km.bevel_box(m, fs.moved(0.0128, 0, -0.0065), (0.0135, 0.0022, 0.002), 0.0003)
    # blades: thin plates twisted 30 degrees about their long axis
    for k in range(5):
        fs = fx.rotated_w(2 * math.pi * k / 5)
        tilt = math.radians(32)
        fb = km.Frame(fs.at(0.0128, 0, 0.002), fs.U,
                      tuple(math.cos(tilt) * fs.V[i] + math.sin(tilt) * fs.W[i] for i in range(3)))
        km.bevel_box(m, fb, (0.0125, 0.0075, 0.0008), 0.0002)
    return m


part("fan", "Fan", "actuator", 0.03, [0.16, 0.30, 0.88, 1], fan_mesh(),
     [box_shape((0, 0, 0), (0.016, 0.044, 0.044))], mounts(0.022), finish=PLASTIC,
     device={"kind": "fan", "frame": {"position": vec(0.008, 0, 0),
                                      "x_axis": vec(1, 0, 0), "y_axis": vec(0, 1, 0)}})


def main():
    os.makedirs(MESH_DIR, exist_ok=True)
    for d, mesh in PARTS:
        with open(os.path.join(OUT, d["id"] + ".json"), "w") as f:
            json.dump(d, f, indent=1)
            f.write("\n")
        if isinstance(mesh, km.KitMesh):
            mesh.check(d["id"])
        mesh.write(os.path.join(MESH_DIR, d["id"] + ".obj"))
    # The names, for lupdate (they are translated at run time in context "botlab::parts_library").
    src = os.path.join(os.path.dirname(HERE), "src", "part_names_tr.cpp")
    with open(src, "w") as f:
        f.write("// SPDX-License-Identifier: GPL-3.0-or-later\n"
                "// Generated by parts_library/tools/generate_parts.py: the built-in part names, so that\n"
                "// lupdate finds them. PartDefinition::displayName() translates them.\n"
                "#include <QtGlobal>\n\n"
                "namespace botlab::parts_library {\n\n"
                "/// Built-in part names marked for translation (context \"botlab::parts_library\").\n"
                "extern const char* const kBuiltinPartNames[];\n"
                "const char* const kBuiltinPartNames[] = {\n")
        for d, _ in PARTS:
            f.write("    QT_TRANSLATE_NOOP(\"botlab::parts_library\", \"%s\"),\n" % d["name"])
        f.write("    nullptr,\n};\n\n}  // namespace botlab::parts_library\n")
    print("wrote %d parts to %s" % (len(PARTS), OUT))


if __name__ == "__main__":
    main()
