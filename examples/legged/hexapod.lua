-- SPDX-License-Identifier: GPL-3.0-or-later
-- Hexapod (seed 002): the three gaits, turning in place, and sitting down.
-- Load the "hexapod" template, then run this program.

legs.stand()
wait(1)

-- Tripod: legs 1, 4, 5 and 2, 3, 6 take turns. The fastest gait.
legs.gait("tripod")
legs.move(15, 0, 0)        -- 15 cm/s forward
wait(4)

-- Ripple: two legs in the air at a time, four on the ground (three phases).
legs.gait("ripple")
wait(4)

-- Wave: one leg at a time. The most stable gait, about a third of tripod's speed.
legs.gait("wave")
wait(6)

-- Turn on the spot: the feet move along arcs around the body centre.
legs.gait("tripod")
legs.move(0, 0, 20)        -- 20 deg/s to the left
wait(4)

-- Walk a curve: forward and turning at the same time.
legs.move(10, 0, -10)      -- forward while turning right
wait(5)

-- Walk a circle with unequal strides: the right legs step 1.5 times as far as the left
-- ones, so the robot circles to the left (radius about 0.9 m). 1 walks straight again.
legs.move(15, 0, 0)
legs.strideRatio(1.5)
wait(8)
legs.strideRatio(1)

legs.stand()
wait(1)
legs.sit()
print("hexapod done at", time(), "s")
