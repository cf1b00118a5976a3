// SPDX-License-Identifier: GPL-3.0-or-later
// Scene dressing: what makes the built-in scenes look like their real counterparts in the 3D view
// (issue 17, deliverable 6) without changing what the simulation sees.
//  - the floor as printed: a competition mat (matte off-white vinyl, a printed frame, start and
//    finish marks), a plywood board under a maze, or a painted board; the pixels the line sensors
//    read as lines are copied unchanged (the sensors keep reading sim::FloorTexture);
//  - the mat's edge with a little thickness on the ground;
//  - walls of wooden planks (grain in vertex colours, lighter end grain on the top edge, a little
//    variation from wall to wall, seeded by the wall's index: no randomness per run);
//  - candles with a wax body, a wick and a flame that flickers as a function of the simulated
//    time (a paused simulation shows a still flame and changes nothing), glows (unlit, with a
//    translucent halo) and goes out visibly: flame gone, a smoke wisp for two seconds, a black
//    wick;
//  - terrain coloured by slope and height in the colour of the scene's soil (seed 000's seven
//    soils), rock on steep faces.
// Everything except CandleSet is a pure function of the models, so tests check it without a
// display. The pictures and colours are in dressing/textures.h, the meshes in
// dressing/meshes.h, the candles in dressing/candles.h; this header gathers them.
#pragma once

#include "view3d/dressing/candles.h"
#include "view3d/dressing/meshes.h"
#include "view3d/dressing/textures.h"
