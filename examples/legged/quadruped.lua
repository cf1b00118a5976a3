-- SPDX-License-Identifier: GPL-3.0-or-later
-- Quadruped (seed 001): trot at 1.5 Hz, diagonal legs (LF + RH, RF + LH) together; a curve,
-- sideways steps, force control, and then on to the finish.
-- Load the "quadruped" template, then run this program.

-- The heading (deg, left positive): the IMU's yaw rate added up as the robot walks.
local heading = 0
local function walk(seconds)
    local t_end = time() + seconds
    while time() < t_end do
        local t0 = time()
        wait(0.01)
        heading = heading + imu.yawRate() * (time() - t0)
    end
end

legs.stand()
walk(1)
legs.gait("trot")

-- Trot forward. On the soft soil of hexapod_field the feet slip: the robot makes about a
-- third of the commanded speed (on a hard floor almost all of it).
legs.move(15, 0, 0)        -- trot forward at 15 cm/s
walk(5)

-- Trot on a curve: forward and turning at the same time, to the left and back to the right.
legs.move(10, 0, 15)       -- trot on a left curve
walk(4)
legs.move(10, 0, -15)      -- and on a right curve, back to the first heading
walk(4)

-- Step sideways: to the right, then back to the left.
legs.move(0, 5, 0)         -- step sideways to the right
walk(3)
legs.move(0, -5, 0)        -- step sideways to the left
walk(3)

-- Force control: the joint torques are computed from the robot's dynamics (RNEA) instead
-- of the servos holding angles, so the legs are softer. On the soft soil of this field the
-- force-controlled feet do not hold yet and the robot slides backwards: only half a second
-- of it here, then the servos hold the angles again.
legs.controlMode("force")
legs.move(15, 0, 0)
walk(0.5)
legs.controlMode("position")

-- On to the finish zone, 4 to 5 m ahead: the fastest trot (25 cm/s is above the top speed of
-- 22.5 cm/s, so the robot trots at its top speed), steering back to the heading it started
-- with. The run ends when the robot reaches the finish.
print("heading", heading, "deg at", time(), "s: on to the finish")
while time() < 115 do
    legs.move(25, 0, math.max(-20, math.min(20, -2 * heading)))
    walk(0.2)
end

legs.stand()
walk(1)
legs.sit()
print("quadruped done at", time(), "s")
