-- SPDX-License-Identifier: GPL-3.0-or-later
-- Quadruped (seed 001): trot at 1.5 Hz, diagonal legs (LF + RH, RF + LH) together.
-- Load the "quadruped" template, then run this program.

legs.stand()
wait(1)
legs.gait("trot")

legs.move(15, 0, 0)        -- trot forward at 15 cm/s
wait(5)

legs.move(10, 0, 15)       -- trot on a left curve
wait(4)

legs.move(0, 5, 0)         -- step sideways to the right
wait(3)

-- Force control: the joint torques are computed from the robot's dynamics (RNEA) instead
-- of the servos holding angles. The legs are softer and the trot is slower.
legs.controlMode("force")
legs.move(15, 0, 0)
wait(4)
legs.controlMode("position")

legs.stand()
wait(1)
legs.sit()
print("quadruped done at", time(), "s")
