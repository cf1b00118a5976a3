-- SPDX-License-Identifier: GPL-3.0-or-later
-- Wheel-legged robot (seed 004): rolls on its wheels and steps over what it cannot roll over.
-- Load the "wheel_legged" template in the terrain_gully or terrain_step scene, then run this.
--
-- "obstacle": rolls forward, and when the ground ahead of a wheel drops or rises it stops,
-- adjusts its pose on the wheels (moves the body toward the obstacle and rolls a support leg so
-- the centre of mass is well inside the three other wheels), then steps that leg over:
-- lift, move, lower. The leg nearest the obstacle steps first.
legs.gait("obstacle")
legs.move(30, 0, 0)        -- 30 cm/s
wait(35)                   -- about 30 s for the four steps and the roll beyond

-- "roll": wheels only (it stops in front of an edge instead of stepping).
legs.gait("roll")
legs.move(20, 0, 10)       -- roll on a gentle left curve (skid steering)
wait(5)

legs.stand()
print("wheel-legged done at", time(), "s")
