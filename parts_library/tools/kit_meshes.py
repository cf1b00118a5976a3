# SPDX-License-Identifier: GPL-3.0-or-later
"""Kit-like meshes for Botlab's built-in parts (used by generate_parts.py).

Everything here works in metres. A KitMesh is a list of triangles, each optionally in a smooth
group: triangles of one group that meet at a vertex with normals less than CREASE_DEG apart share
an averaged vertex normal (curved surfaces: hole walls, cylinders, tyres, rounded ends); every
other corner gets its triangle's own normal (flat faces; vertices are split at hard edges).
Every building block below makes closed, outward-facing surfaces, so a part is a union of closed
pieces (the check in KitMesh.check() and tests/parts_library/tst_parts_library.cpp).

Reusable shapes (for new parts, e.g. sprockets, pulleys, track shoes and sensors):
  bevel_box, holed_slab, square_beam, cross_prism, revolve, gear_disc, sprocket, pulley,
  track_shoe, wheel, sensor_housing, Frame.
"""
import math

P = 0.008          # hole pitch (m)
HOLE_R = 0.0024    # round hole radius (4.8 mm holes)
HOLE_SEGS = 8      # polygon sides of a hole (smooth normals make it look round)
CROSS_ARM = 0.0008  # half width of an axle's cross (+) arms
CREASE_DEG = 50.0


def _sub(a, b):
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def _cross(u, w):
    return (u[1] * w[2] - u[2] * w[1], u[2] * w[0] - u[0] * w[2], u[0] * w[1] - u[1] * w[0])


def _dot(u, w):
    return u[0] * w[0] + u[1] * w[1] + u[2] * w[2]


def _norm(u):
    ln = math.sqrt(_dot(u, u))
    return (u[0] / ln, u[1] / ln, u[2] / ln) if ln > 0 else (0.0, 0.0, 0.0)


class Frame:
    """Maps local (u, v, w) to part coordinates: origin + u U + v V + w W (right-handed)."""

    def __init__(self, origin=(0, 0, 0), U=(1, 0, 0), V=(0, 1, 0), W=None):
        self.o = tuple(origin)
        self.U = _norm(U)
        self.V = _norm(V)
        self.W = _norm(W) if W is not None else _cross(self.U, self.V)
        assert _dot(_cross(self.U, self.V), self.W) > 0.999, "left-handed frame"

    @staticmethod
    def axis(origin, axis):
        """Local w along the part's axis 'x', 'y' or 'z' (cyclic, like the old prism())."""
        if axis == "z":
            return Frame(origin, (1, 0, 0), (0, 1, 0))
        if axis == "y":
            return Frame(origin, (0, 0, 1), (1, 0, 0))
        if axis == "x":
            return Frame(origin, (0, 1, 0), (0, 0, 1))
        if axis == "-x":
            return Frame(origin, (0, 0, 1), (0, 1, 0))
        if axis == "-y":
            return Frame(origin, (1, 0, 0), (0, 0, 1))
        if axis == "-z":
            return Frame(origin, (0, 1, 0), (1, 0, 0))
        raise ValueError(axis)

    def rotated_w(self, angle):
        """The same frame turned by angle (rad) about its w axis."""
        c, s = math.cos(angle), math.sin(angle)
        U = tuple(c * self.U[i] + s * self.V[i] for i in range(3))
        V = tuple(-s * self.U[i] + c * self.V[i] for i in range(3))
        return Frame(self.o, U, V, self.W)

    def at(self, u, v, w):
        return tuple(self.o[i] + u * self.U[i] + v * self.V[i] + w * self.W[i] for i in range(3))

    def moved(self, u, v, w):
        return Frame(self.at(u, v, w), self.U, self.V, self.W)

    def vec(self, u, v, w):
        return tuple(u * self.U[i] + v * self.V[i] + w * self.W[i] for i in range(3))


class KitMesh:
    """Triangles with smooth groups; written as OBJ with split vertices at hard edges."""

    def __init__(self):
        self.tris = []  # (a, b, c, group or None)
        self._groups = 0

    def group(self):
        self._groups += 1
        return self._groups

    def tri(self, a, b, c, g=None, want=None):
        """Adds a triangle; with `want` (a direction), flips it so its normal agrees."""
        if want is not None:
            n = _cross(_sub(b, a), _sub(c, a))
            if _dot(n, want) < 0:
                b, c = c, b
        self.tris.append((tuple(a), tuple(b), tuple(c), g))

    def quad(self, a, b, c, d, g=None, want=None):
        self.tri(a, b, c, g, want)
        self.tri(a, c, d, g, want)

    def triangle_count(self):
        return len(self.tris)

    # --- output ----------------------------------------------------------------------------------
    @staticmethod
    def _key(p):
        return tuple("%.7f" % (round(x, 7) + 0.0) for x in p)

    def _vertex_normals(self):
        cos_crease = math.cos(math.radians(CREASE_DEG))
        face_n = []
        for a, b, c, g in self.tris:
            face_n.append(_norm(_cross(_sub(b, a), _sub(c, a))))
        incident = {}
        for t, (a, b, c, g) in enumerate(self.tris):
            if g is None:
                continue
            for k, p in enumerate((a, b, c)):
                incident.setdefault((g, self._key(p)), []).append((t, k))
        out = []
        for t, (a, b, c, g) in enumerate(self.tris):
            fn = face_n[t]
            corners = []
            for k, p in enumerate((a, b, c)):
                if g is None:
                    corners.append(fn)
                    continue
                s = [0.0, 0.0, 0.0]
                for (t2, k2) in incident[(g, self._key(p))]:
                    n2 = face_n[t2]
                    if _dot(n2, fn) < cos_crease:
                        continue
                    pts = self.tris[t2][:3]
                    e1 = _norm(_sub(pts[(k2 + 1) % 3], pts[k2]))
                    e2 = _norm(_sub(pts[(k2 + 2) % 3], pts[k2]))
                    ang = math.acos(max(-1.0, min(1.0, _dot(e1, e2))))
                    for i in range(3):
                        s[i] += ang * n2[i]
                n = _norm(s)
                corners.append(n if _dot(n, fn) > 0.2 else fn)
            out.append(corners)
        return out

    def write(self, path):
        normals = self._vertex_normals()
        vkeys, vidx, nkeys, nidx, faces = [], {}, [], {}, []
        for (a, b, c, g), ns in zip(self.tris, normals):
            f = []
            for p, n in zip((a, b, c), ns):
                kp = self._key(p)
                if kp not in vidx:
                    vidx[kp] = len(vkeys)
                    vkeys.append(kp)
                kn = tuple("%.4f" % x for x in n)
                if kn not in nidx:
                    nidx[kn] = len(nkeys)
                    nkeys.append(kn)
                f.append((vidx[kp] + 1, nidx[kn] + 1))
            faces.append(f)
        with open(path, "w") as fh:
            fh.write("# Botlab built-in part mesh, generated by parts_library/tools/generate_parts.py\n")
            fh.write("# %d triangles\n" % len(self.tris))
            for k in vkeys:
                fh.write("v %s %s %s\n" % k)
            for k in nkeys:
                fh.write("vn %s %s %s\n" % k)
            for f in faces:
                fh.write("f %d//%d %d//%d %d//%d\n" % (f[0] + f[1] + f[2]))

    def check(self, name):
        """Asserts: no degenerate triangle, every edge shared by exactly one opposite edge (closed,
        consistently oriented pieces) and positive enclosed volume. Raises on failure."""
        edges = {}
        vol = 0.0
        for a, b, c, g in self.tris:
            ka, kb, kc = self._key(a), self._key(b), self._key(c)
            if len({ka, kb, kc}) < 3:
                raise AssertionError("%s: degenerate triangle %s" % (name, (a, b, c)))
            area = 0.5 * math.sqrt(_dot(*(2 * (_cross(_sub(b, a), _sub(c, a)),))))
            if area < 1e-12:
                raise AssertionError("%s: sliver triangle %s (area %g)" % (name, (a, b, c), area))
            for e in ((ka, kb), (kb, kc), (kc, ka)):
                edges[e] = edges.get(e, 0) + 1
            vol += _dot(a, _cross(b, c)) / 6.0
        bad = [e for e, n in edges.items() if edges.get((e[1], e[0]), 0) != n]
        if bad:
            raise AssertionError("%s: %d unmatched edges, e.g. %s" % (name, len(bad), bad[:3]))
        if vol <= 0:
            raise AssertionError("%s: volume %g not positive (inward faces?)" % (name, vol))
        return vol


# --- 2D helpers ------------------------------------------------------------------------------------
def circle2(r, segs, phase=0.0, cx=0.0, cy=0.0):
    return [(cx + r * math.cos(phase + 2 * math.pi * i / segs),
             cy + r * math.sin(phase + 2 * math.pi * i / segs)) for i in range(segs)]


def cross2(extent, arm=CROSS_ARM, tip_segs=2):
    """An axle's cross (+) section, counter-clockwise; arm tips are arcs of radius `extent`."""
    pts = []
    a0 = math.asin(arm / extent)
    for q in range(4):
        base = q * math.pi / 2
        for i in range(tip_segs + 1):
            ang = base - a0 + 2 * a0 * i / tip_segs
            pts.append((extent * math.cos(ang), extent * math.sin(ang)))
        c, s = math.cos(base + math.pi / 4), math.sin(base + math.pi / 4)
        pts.append((arm * math.sqrt(2) * c, arm * math.sqrt(2) * s))
    return pts


def area2(poly):
    return 0.5 * sum(poly[i][0] * poly[(i + 1) % len(poly)][1] -
                     poly[(i + 1) % len(poly)][0] * poly[i][1] for i in range(len(poly)))


def _angle(p, c):
    a = math.atan2(p[1] - c[1], p[0] - c[0])
    return a if a >= 0 else a + 2 * math.pi


def zipper(inner, outer, centre=(0.0, 0.0)):
    """Triangles (2D, counter-clockwise) filling the ring between two closed loops that are
    star-shaped around `centre`, by walking both in angle order. Returns index triples into
    inner + outer (outer indices offset by len(inner))."""
    ni, no = len(inner), len(outer)
    si = min(range(ni), key=lambda i: _angle(inner[i], centre))
    so = min(range(no), key=lambda i: _angle(outer[i], centre))

    def ang_seq(pts, s):
        out, prev = [], None
        for k in range(len(pts) + 1):
            a = _angle(pts[(s + k) % len(pts)], centre)
            if prev is not None:
                while a < prev - 1e-12:
                    a += 2 * math.pi
            out.append(a)
            prev = a
        return out

    ai, ao = ang_seq(inner, si), ang_seq(outer, so)
    tris = []
    i = j = 0

    def ccw(a, b, c):
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

    def d2(a, b):
        return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2

    while i < ni or j < no:
        I0, I1 = (si + i) % ni, (si + i + 1) % ni
        O0, O1 = (so + j) % no, (so + j + 1) % no
        if i >= ni:
            take_outer = True
        elif j >= no:
            take_outer = False
        else:
            ok_o = ccw(inner[I0], outer[O0], outer[O1]) > 0 and ccw(inner[I0], outer[O1], inner[I1]) > -1e-18
            ok_i = ccw(inner[I0], outer[O0], inner[I1]) > 0 and ccw(inner[I1], outer[O0], outer[O1]) > -1e-18
            if ok_o != ok_i:
                take_outer = ok_o
            else:
                take_outer = d2(inner[I0], outer[O1]) <= d2(outer[O0], inner[I1])
        if take_outer:
            tris.append((I0, ni + O0, ni + O1))
            j += 1
        else:
            tris.append((I0, ni + O0, I1))
            i += 1
    pts = list(inner) + list(outer)
    for t in tris:
        a, b, c = (pts[k] for k in t)
        if (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]) <= 0:
            raise AssertionError("zipper: a triangle turned over (rings not star-shaped?)")
    return tris


def fill_ring(m, f, inner, outer, w, up, centre=(0.0, 0.0), g=None):
    """Face at height w between two loops (2D, in frame f); up: +1 faces +W, -1 faces -W."""
    pts = list(inner) + list(outer)
    want = f.vec(0, 0, up)
    for a, b, c in zipper(inner, outer, centre):
        m.tri(f.at(pts[a][0], pts[a][1], w), f.at(pts[b][0], pts[b][1], w),
              f.at(pts[c][0], pts[c][1], w), g, want)


def fill_poly(m, f, poly, w, up, centre=None, g=None):
    """Face at height w of a loop star-shaped around centre (default: its vertex mean)."""
    if centre is None:
        centre = (sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly))
    want = f.vec(0, 0, up)
    c3 = f.at(centre[0], centre[1], w)
    n = len(poly)
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        m.tri(c3, f.at(a[0], a[1], w), f.at(b[0], b[1], w), g, want)


def walls(m, f, poly, w0, w1, outward=True, g=None):
    """Side walls of a loop (2D, counter-clockwise) from w0 to w1; outward=False for a hole."""
    if area2(poly) < 0:
        poly = poly[::-1]
    n = len(poly)
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        q = (f.at(a[0], a[1], w0), f.at(b[0], b[1], w0), f.at(b[0], b[1], w1), f.at(a[0], a[1], w1))
        if outward:
            m.quad(*q, g=g)
        else:
            m.quad(q[0], q[3], q[2], q[1], g=g)


def extrude(m, f, outer, w0, w1, hole=None, smooth_outer=False, smooth_hole=True):
    """A prism of a star-shaped loop from w0 to w1, optionally with a star-shaped hole through."""
    g_out = m.group() if smooth_outer else None
    if hole is None:
        fill_poly(m, f, outer, w1, +1)
        fill_poly(m, f, outer, w0, -1)
    else:
        fill_ring(m, f, hole, outer, w1, +1)
        fill_ring(m, f, hole, outer, w0, -1)
        walls(m, f, hole, w0, w1, outward=False, g=m.group() if smooth_hole else None)
    walls(m, f, outer, w0, w1, outward=True, g=g_out)


# --- 3D building blocks ----------------------------------------------------------------------------
def bevel_box(m, f, size, bevel):
    """A box (centred at the frame's origin) with all edges and corners chamfered by `bevel`."""
    h = [s / 2 for s in size]
    b = min(bevel, min(h) * 0.45)

    def corner_pts(sx, sy, sz):
        # three points of the corner's cut, one pulled in along each pair of axes
        return {0: f.at(sx * h[0], sy * (h[1] - b), sz * (h[2] - b)),
                1: f.at(sx * (h[0] - b), sy * h[1], sz * (h[2] - b)),
                2: f.at(sx * (h[0] - b), sy * (h[1] - b), sz * h[2])}

    C = {}
    for sx in (-1, 1):
        for sy in (-1, 1):
            for sz in (-1, 1):
                C[(sx, sy, sz)] = corner_pts(sx, sy, sz)
    # main faces
    for axis in range(3):
        for s in (-1, 1):
            pts = []
            for key, c in C.items():
                if key[axis] == s:
                    pts.append(c[axis])
            want = f.vec(*[s if i == axis else 0 for i in range(3)])
            # order the 4 points around the face centre
            cen = tuple(sum(p[i] for p in pts) / 4 for i in range(3))
            u = _norm(_sub(pts[0], cen))
            v = _cross(want, u)
            pts.sort(key=lambda p: math.atan2(_dot(_sub(p, cen), v), _dot(_sub(p, cen), u)))
            m.quad(*pts, want=want)
    # edge chamfers: for each edge (two fixed signs on two axes), a quad
    for a1 in range(3):
        for a2 in range(a1 + 1, 3):
            free = 3 - a1 - a2
            for s1 in (-1, 1):
                for s2 in (-1, 1):
                    quad = []
                    for sf in (-1, 1):
                        key = [0, 0, 0]
                        key[a1], key[a2], key[free] = s1, s2, sf
                        c = C[tuple(key)]
                        quad += [c[a1], c[a2]]
                    want = f.vec(*[(s1 if i == a1 else s2 if i == a2 else 0) for i in range(3)])
                    m.quad(quad[0], quad[1], quad[3], quad[2], want=want)
    # corner triangles
    for key, c in C.items():
        m.tri(c[0], c[1], c[2], want=f.vec(*key))


def _cell_ring(x0, x1, y0, y1, round_side=None, arc_segs=8):
    """The loop of a cell: corners and edge midpoints (counter-clockwise, from angle 0); with
    round_side (+1: +u end, -1: -u end) that half of the cell is a half circle."""
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    hx, hy = (x1 - x0) / 2, (y1 - y0) / 2
    pts = [(x1, cy), (x1, y1), (cx, y1), (x0, y1), (x0, cy), (x0, y0), (cx, y0), (x1, y0)]
    if round_side is None:
        return pts
    r = hy
    arc = []
    for i in range(1, arc_segs):
        a = math.pi / 2 + math.pi * i / arc_segs
        if round_side > 0:
            a = a - math.pi
        arc.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    if round_side > 0:
        # replace (x1, y0), (x1, cy), (x1, y1) by the arc from -90 to +90 degrees
        return [(cx, y1), (x0, y1), (x0, cy), (x0, y0), (cx, y0)] + arc
    return [(x1, cy), (x1, y1), (cx, y1)] + arc + [(cx, y0), (x1, y0)]


def holed_slab(m, f, us, vs, w0, w1, hole=lambda i, j: HOLE_R, segs=HOLE_SEGS, round_ends=False):
    """A slab from w0 to w1 over cells [us[i], us[i+1]] x [vs[j], vs[j+1]] (frame f), with a
    round hole through the centre of each cell for which hole(i, j) gives a radius (None: solid).
    With round_ends (one row of cells) the first and last cells end in half circles."""
    g_hole_walls = m.group()
    g_side = m.group()
    ring_edges = {}
    nu, nv = len(us) - 1, len(vs) - 1
    for i in range(nu):
        for j in range(nv):
            rs = None
            if round_ends and nv == 1:
                rs = -1 if i == 0 else (+1 if i == nu - 1 else None)
            ring = _cell_ring(us[i], us[i + 1], vs[j], vs[j + 1], rs)
            cen = ((us[i] + us[i + 1]) / 2, (vs[j] + vs[j + 1]) / 2)
            r = hole(i, j)
            if r:
                hole_pts = circle2(r, segs, 0.0, cen[0], cen[1])
                fill_ring(m, f, hole_pts, ring, w1, +1, cen)
                fill_ring(m, f, hole_pts, ring, w0, -1, cen)
                walls(m, f, hole_pts, w0, w1, outward=False, g=g_hole_walls)
            else:
                fill_poly(m, f, ring, w1, +1, cen)
                fill_poly(m, f, ring, w0, -1, cen)
            for k in range(len(ring)):
                a, b = ring[k], ring[(k + 1) % len(ring)]
                ka = KitMesh._key(a)
                kb = KitMesh._key(b)
                ring_edges[(ka, kb)] = (a, b)
    for (ka, kb), (a, b) in ring_edges.items():
        if (kb, ka) in ring_edges:
            continue  # shared by two cells: inside the slab
        m.quad(f.at(a[0], a[1], w0), f.at(b[0], b[1], w0), f.at(b[0], b[1], w1),
               f.at(a[0], a[1], w1), g=g_side)


def square_beam(m, n, pitch=P, r=HOLE_R, chamfer=0.0006):
    """A square beam of n cells along x (section pitch x pitch, centred), round holes through
    every cell along y and along z (crossing in the middle) and chamfered long edges."""
    h = pitch / 2
    e = h - chamfer
    x_lo = -n * pitch / 2
    gy, gz = m.group(), m.group()
    octo = [(r * math.cos(k * math.pi / 4), r * math.sin(k * math.pi / 4)) for k in range(8)]
    for i in range(n):
        x0, x1 = x_lo + i * pitch, x_lo + (i + 1) * pitch
        xc = (x0 + x1) / 2
        ring = [(x1 - xc, 0.0), (x1 - xc, e), (x0 - xc, e), (x0 - xc, 0.0), (x0 - xc, -e),
                (x1 - xc, -e)]
        hole = [(p[0], p[1]) for p in octo]
        # faces +y, -y (2D: (x - xc, z)) and +z, -z (2D: (x - xc, y))
        fy = Frame((xc, 0, 0), (1, 0, 0), (0, 0, 1), (0, -1, 0))
        fz = Frame((xc, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1))
        fill_ring(m, fy, hole, ring, -h, -1)   # w = -y: at y = +h, facing +y
        fill_ring(m, fy, hole, ring, h, +1)    # y = -h, facing -y
        fill_ring(m, fz, hole, ring, h, +1)
        fill_ring(m, fz, hole, ring, -h, -1)
        # hole walls, cut where the two holes cross (|y| = |z| on the polygon)
        for k in range(8):
            c0, s0 = octo[k]
            c1, s1 = octo[(k + 1) % 8]
            mid = ((c0 + c1) / 2, (s0 + s1) / 2)
            for sy in (-1, 1):  # the y hole, upper and lower half
                a = (xc + c0, sy * h, s0)
                b = (xc + c1, sy * h, s1)
                c = (xc + c1, sy * abs(s1), s1)
                d = (xc + c0, sy * abs(s0), s0)
                m.quad(a, b, c, d, g=gy, want=(-mid[0], 0, -mid[1]))
            for sz in (-1, 1):  # the z hole
                a = (xc + c0, s0, sz * h)
                b = (xc + c1, s1, sz * h)
                c = (xc + c1, s1, sz * abs(s1))
                d = (xc + c0, s0, sz * abs(s0))
                m.quad(a, b, c, d, g=gz, want=(-mid[0], -mid[1], 0))
        # chamfers
        for sy in (-1, 1):
            for sz in (-1, 1):
                m.quad((x0, sy * h, sz * e), (x1, sy * h, sz * e), (x1, sy * e, sz * h),
                       (x0, sy * e, sz * h), want=(0, sy, sz))
    # end caps: the chamfered square with the face midpoints
    cap = [(h, 0.0), (h, e), (e, h), (0.0, h), (-e, h), (-h, e), (-h, 0.0), (-h, -e), (-e, -h),
           (0.0, -h), (e, -h), (h, -e)]  # (y, z)
    for sx in (-1, 1):
        x = sx * n * pitch / 2
        for k in range(len(cap)):
            a, b = cap[k], cap[(k + 1) % len(cap)]
            m.tri((x, 0, 0), (x, a[0], a[1]), (x, b[0], b[1]), want=(sx, 0, 0))


def cross_prism(m, f, extent, length, arm=CROSS_ARM):
    """An axle: the cross (+) section (rounded arm tips) from w = -length/2 to +length/2."""
    sec = cross2(extent, arm)
    fill_poly(m, f, sec, length / 2, +1, (0, 0))
    fill_poly(m, f, sec, -length / 2, -1, (0, 0))
    # tips smooth, sides flat: the crease angle separates them
    walls(m, f, sec, -length / 2, length / 2, outward=True, g=m.group())


def revolve(m, f, profile, segs, closed=False):
    """Surface of revolution about the frame's w axis. `profile` is a list of (r, w) with the
    solid on its left (e.g. from (0, w_bottom) out along the bottom, up the side and back to
    (0, w_top)); closed=True joins the last point to the first (a ring, e.g. a tyre)."""
    g = m.group()
    pts = list(profile) + ([profile[0]] if closed else [])
    for k in range(len(pts) - 1):
        (r0, w0), (r1, w1) = pts[k], pts[k + 1]
        if r0 == 0 and r1 == 0:
            continue
        dr, dw = r1 - r0, w1 - w0
        nr, nw = dw, -dr  # right-hand normal in the (r, w) plane
        for s in range(segs):
            a0 = 2 * math.pi * s / segs
            a1 = 2 * math.pi * (s + 1) / segs
            am = (a0 + a1) / 2
            want = f.vec(nr * math.cos(am), nr * math.sin(am), nw)
            p00 = f.at(r0 * math.cos(a0), r0 * math.sin(a0), w0)
            p01 = f.at(r0 * math.cos(a1), r0 * math.sin(a1), w0)
            p10 = f.at(r1 * math.cos(a0), r1 * math.sin(a0), w1)
            p11 = f.at(r1 * math.cos(a1), r1 * math.sin(a1), w1)
            if r0 == 0:
                m.tri(p00, p10, p11, g, want)
            elif r1 == 0:
                m.tri(p00, p01, p10, g, want)
            else:
                m.quad(p00, p01, p11, p10, g, want)


def cylinder(m, f, r, w0, w1, segs=16, bevel=0.0):
    """A closed cylinder about w from w0 to w1, optionally with chamfered rims."""
    b = min(bevel, r * 0.4, (w1 - w0) * 0.4)
    if b > 0:
        prof = [(0, w0), (r - b, w0), (r, w0 + b), (r, w1 - b), (r - b, w1), (0, w1)]
    else:
        prof = [(0, w0), (r, w0), (r, w1), (0, w1)]
    revolve(m, f, prof, segs)


def sphere(m, f, r, rings=10, segs=16):
    prof = [(r * math.sin(math.pi * i / rings), -r * math.cos(math.pi * i / rings))
            for i in range(rings + 1)]
    prof[0] = (0.0, -r)
    prof[-1] = (0.0, r)
    revolve(m, f, prof, segs)


def tube_with_cross(m, f, r, w0, w1, cross_extent=0.0021, segs=16):
    """A hub: a cylinder from w0 to w1 with the axle's cross hole through it."""
    extrude(m, f, circle2(r, segs), w0, w1, hole=cross2(cross_extent, CROSS_ARM * 1.06),
            smooth_outer=True, smooth_hole=True)


# --- gears, sprockets, pulleys ---------------------------------------------------------------------
def _inv(a):
    return math.tan(a) - a


def gear_outline(teeth, module=0.001, pressure_deg=20.0, flank_pts=4):
    """The outline of a spur gear (2D, counter-clockwise), involute flanks from the base circle.
    Returns (outline, root_ring): root_ring holds the points on the root circle only."""
    rp = teeth * module / 2
    ra, rf = rp + module, rp - 1.25 * module
    rb = rp * math.cos(math.radians(pressure_deg))
    half = math.pi / (2 * teeth) + _inv(math.radians(pressure_deg))

    def psi(rr):
        if rr <= rb:
            return half
        return half - _inv(math.acos(rb / rr))

    radii = [rf + (ra - rf) * (k / (flank_pts - 1)) ** 0.9 for k in range(flank_pts)]
    out, root = [], []
    da = 2 * math.pi / teeth
    for t in range(teeth):
        c = t * da
        pts_l = [(rr, c - psi(rr)) for rr in radii]
        pts_r = [(rr, c + psi(rr)) for rr in reversed(radii)]
        for rr, a in pts_l + pts_r:
            out.append((rr * math.cos(a), rr * math.sin(a)))
        # the middle of the tooth space, on the root circle
        a = c + da / 2
        out.append((rf * math.cos(a), rf * math.sin(a)))
    return out, rf


def gear_disc(m, f, outline, root_r, w0, w1, cross_extent=0.0021, web=None, segs=None):
    """A toothed disc (outline from gear_outline or sprocket_outline) from w0 to w1 with the
    axle's cross hole; web=(r_hub, r_rim, depth) recesses both faces between hub and rim."""
    g_teeth = m.group()
    walls(m, f, outline, w0, w1, outward=True, g=g_teeth)
    hole = cross2(cross_extent, CROSS_ARM * 1.06)
    walls(m, f, hole, w0, w1, outward=False, g=m.group())
    # the outline's points on the root circle split it into teeth and the body's ring
    on_root = [p for p in outline if abs(math.hypot(*p) - root_r) < 1e-9]
    # teeth faces: the outline between consecutive root points
    n = len(outline)
    idx = [k for k in range(n) if abs(math.hypot(*outline[k]) - root_r) < 1e-9]
    for a, b in zip(idx, idx[1:] + [idx[0] + n]):
        tooth = [outline[k % n] for k in range(a, b + 1)]
        if len(tooth) < 3:
            continue
        for w, up in ((w1, +1), (w0, -1)):
            fill_poly(m, f, tooth, w, up)  # a fan from the tooth's centre
    if web is None:
        fill_ring(m, f, hole, on_root, w1, +1)
        fill_ring(m, f, hole, on_root, w0, -1)
        return
    r_hub, r_rim, depth = web
    ns = segs or max(16, 4 * int(round(len(on_root) / 8)))
    rim = circle2(r_rim, ns)
    hub = circle2(r_hub, ns)
    for w, up, s in ((w1, +1, -1), (w0, -1, +1)):
        wr = w + s * depth
        fill_ring(m, f, rim, on_root, w, up)        # rim face
        fill_ring(m, f, hub, rim, wr, up)           # recessed web
        fill_ring(m, f, hole, hub, w, up)           # hub face
        lo, hi = min(w, wr), max(w, wr)
        walls(m, f, rim, lo, hi, outward=False, g=m.group())   # rim's inner step
        walls(m, f, hub, lo, hi, outward=True, g=m.group())    # hub's step


def sprocket_outline(teeth, chain_pitch=0.00635, roller_d=0.0033, pts_per_tooth=7):
    """The outline of a chain sprocket (2D, counter-clockwise): round tooth gaps that seat the
    chain's rollers on the pitch circle. Returns (outline, root_r) like gear_outline."""
    rp = chain_pitch / (2 * math.sin(math.pi / teeth))
    rr = roller_d / 2 * 1.02
    rf = rp - rr
    ra = rp + 0.4 * rr + 0.3 * chain_pitch
    da = 2 * math.pi / teeth
    out = []
    for t in range(teeth):
        c = t * da
        # gap centred at angle c: a half circle of radius rr around the roller's seat
        gap_half = math.asin(min(0.99, rr / rp))
        out.append((rf * math.cos(c), rf * math.sin(c)))
        for k in range(1, pts_per_tooth // 2 + 1):
            a = c + gap_half * k / (pts_per_tooth // 2)
            r = rf + (rp + 0.2 * rr - rf) * (k / (pts_per_tooth // 2)) ** 1.5
            out.append((r * math.cos(a), r * math.sin(a)))
        # the tooth tip
        out.append((ra * math.cos(c + da / 2), ra * math.sin(c + da / 2)))
        for k in range(pts_per_tooth // 2, 0, -1):
            a = c + da - gap_half * k / (pts_per_tooth // 2)
            r = rf + (rp + 0.2 * rr - rf) * (k / (pts_per_tooth // 2)) ** 1.5
            out.append((r * math.cos(a), r * math.sin(a)))
    return out, rf


def sprocket(m, f, teeth, thickness, chain_pitch=0.00635, roller_d=0.0033):
    """A chain sprocket centred on the frame's w axis, from -thickness/2 to +thickness/2."""
    outline, rf = sprocket_outline(teeth, chain_pitch, roller_d)
    web = None
    if rf > 0.009:
        web = (0.0045, rf - 0.0015, thickness * 0.25)
    gear_disc(m, f, outline, rf, -thickness / 2, thickness / 2, web=web)


def pulley(m, f, diameter, width, groove_depth=0.0015, segs=32):
    """A belt pulley: a disc with a V groove round its rim, flanges, and the axle's cross hole."""
    R = diameter / 2
    hw = width / 2
    g = groove_depth
    outer = [(R, -hw), (R, -hw * 0.55), (R - g, -hw * 0.15), (R - g, hw * 0.15), (R, hw * 0.55),
             (R, hw)]
    hub_r = min(0.005, R * 0.5)
    # the body: revolve (cross hole region filled separately)
    prof = [(hub_r, -hw)] + outer + [(hub_r, hw)]
    # close through the hub tube: faces from hub_r inward with the cross hole
    revolve(m, f, prof, segs)
    ring = circle2(hub_r, segs)
    hole = cross2(0.0021, CROSS_ARM * 1.06)
    fill_ring(m, f, hole, ring, hw, +1)
    fill_ring(m, f, hole, ring, -hw, -1)
    walls(m, f, hole, -hw, hw, outward=False, g=m.group())


# --- tracks ----------------------------------------------------------------------------------------
def track_shoe(m, f, length, width, thickness, grouser=0.0015):
    """One track shoe (pad) of a caterpillar track: a plate along u (length, in the direction of
    travel) and v (width) with a grouser bar across it on the +w (ground) side and two guide
    horns on the -w side. Centred on the frame's origin."""
    bevel_box(m, f, (length, width, thickness), thickness * 0.3)
    bevel_box(m, f.moved(0, 0, thickness / 2 + grouser / 2),
              (length * 0.3, width * 0.96, grouser + 1e-5), grouser * 0.3)
    for s in (-1, 1):
        bevel_box(m, f.moved(0, s * width * 0.18, -thickness / 2 - thickness * 0.6),
                  (length * 0.4, width * 0.08, thickness * 1.2 + 1e-5), thickness * 0.15)


# --- wheels ----------------------------------------------------------------------------------------
def wheel(m, f, radius, width, lugs=24, spokes=5, tyre=0.3):
    """A wheel about w: a treaded tyre (lugs straight across), a rim, spokes and a hub with the
    axle's cross hole. Stays within radius and +/- width/2; has vertices at radius on the u and
    v axes (the bounding box is exactly the wheel's size)."""
    hw = width / 2
    r_in = radius * (1 - tyre)
    groove = min(0.0015, radius * 0.035)
    rg = radius - groove
    sh = min(0.0025, hw * 0.35)
    # tyre: closed profile (solid on the left) with rounded shoulders
    prof = [(r_in, -hw), (rg - sh, -hw)]
    for k in range(1, 3):
        a = -math.pi / 2 + math.pi / 2 * k / 3
        prof.append((rg - sh + sh * math.cos(a), -hw + sh + sh * math.sin(a)))
    prof += [(rg, -hw + sh), (rg, hw - sh)]
    for k in range(1, 3):
        a = math.pi / 2 * k / 3
        prof.append((rg - sh + sh * math.cos(a), hw - sh + sh * math.sin(a)))
    prof += [(rg - sh, hw), (r_in, hw)]
    revolve(m, f, prof, max(32, lugs * 2), closed=True)
    # lugs: across the tread, from just inside the groove bottom out to the radius
    da = 2 * math.pi / lugs
    half = da * 0.22
    lw = hw - sh * 0.6
    for k in range(lugs):
        c = k * da
        ri = rg - 0.0003
        top = [(radius * math.cos(c + t * half), radius * math.sin(c + t * half)) for t in (-1, 0, 1)]
        bot = [(ri * math.cos(c + t * half), ri * math.sin(c + t * half)) for t in (-1, 0, 1)]
        loop = bot + top[::-1]  # counter-clockwise? checked by walls()
        fill_poly(m, f, loop, lw, +1)
        fill_poly(m, f, loop, -lw, -1)
        walls(m, f, loop, -lw, lw, outward=True)
    # rim: a ring under the tyre with lips at both sides
    rr0 = r_in - 0.002
    rim = [(rr0, -hw * 0.8), (r_in + 0.0004, -hw * 0.8), (r_in + 0.0004, -hw * 0.7),
           (r_in - 0.0006, -hw * 0.6), (r_in - 0.0006, hw * 0.6), (r_in + 0.0004, hw * 0.7),
           (r_in + 0.0004, hw * 0.8), (rr0, hw * 0.8)]
    revolve(m, f, rim, max(24, lugs), closed=True)
    # hub with the cross hole
    r_hub = 0.0055
    tube_with_cross(m, f, r_hub, -hw * 0.75, hw * 0.75)
    # spokes
    for k in range(spokes):
        a = 2 * math.pi * k / spokes + math.pi / 2
        fs = f.rotated_w(a)
        length = rr0 - r_hub + 0.002
        bevel_box(m, fs.moved(r_hub - 0.001 + length / 2, 0, 0),
                  (length, 0.003, width * 0.3), 0.0006)


# --- sensors ---------------------------------------------------------------------------------------
def sensor_housing(m, size, look="+x", eyes=(), bevel=0.0008):
    """A sensor: a board-coloured housing of `size` (x, y, z, centred) whose `look` face
    ('+x' or '-y') carries `eyes`: (u, v, radius, kind) with u, v on that face (u along part z
    for '+x', along x for '-y') and kind 'lens' (a short dome), 'can' (an ultrasonic
    transducer: a cylinder with a recessed mesh face), 'led' (a small flat-topped cylinder)
    or 'dome'. The eyes stand out of the face by at most `depth` and stay inside `size`.
    Returns the face's depth used for the eyes."""
    sx, sy, sz = size
    if look == "+x":
        depth = min(sx * 0.35, max(e[2] for e in eyes) * 1.4) if eyes else 0.0
        bevel_box(m, Frame((-depth / 2, 0, 0)), (sx - depth, sy, sz), bevel)
        face = Frame((sx / 2 - depth, 0, 0), (0, 0, -1), (0, 1, 0), (1, 0, 0))
        # (u along -z so that u, v, w is right-handed with w = +x)
    else:
        depth = min(sy * 0.35, max(e[2] for e in eyes) * 1.4) if eyes else 0.0
        bevel_box(m, Frame((0, depth / 2, 0)), (sx, sy - depth, sz), bevel)
        face = Frame((0, -sy / 2 + depth, 0), (1, 0, 0), (0, 0, 1), (0, -1, 0))
    for u, v, r, kind in eyes:
        fe = face.moved(u, v, 0)
        if kind == "can":
            revolve(m, fe, [(0, -0.0002), (r, -0.0002), (r, depth * 0.92), (r * 0.97, depth),
                            (r * 0.8, depth), (r * 0.78, depth * 0.8), (0, depth * 0.8)], 20)
        elif kind == "lens" or kind == "dome":
            rows = 4
            prof = [(0, -0.0002), (r, -0.0002), (r, depth * 0.35)]
            for k in range(1, rows + 1):
                a = math.pi / 2 * k / rows
                prof.append((r * math.cos(a), depth * 0.35 + (depth * 0.65) * math.sin(a)))
            prof[-1] = (0, depth)
            revolve(m, fe, prof, 14)
        else:  # led
            cylinder(m, fe, r, -0.0002, depth, 12, bevel=r * 0.25)
    return depth
