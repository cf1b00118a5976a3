-- SPDX-License-Identifier: GPL-3.0-or-later
-- Hexapod (seed 002): the three gaits, turning in place, curves, and walking on to the finish.
-- Load the "hexapod" template, then run this program.

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

-- Tripod: legs 1, 4, 5 and 2, 3, 6 take turns. The fastest gait.
legs.gait("tripod")
legs.move(15, 0, 0)        -- 15 cm/s forward
walk(4)

-- Ripple: two legs in the air at a time, four on the ground (three phases).
legs.gait("ripple")
walk(4)

-- Wave: one leg at a time. The most stable gait, about a third of tripod's speed.
legs.gait("wave")
walk(6)

-- Turn on the spot: the feet move along arcs around the body centre. Left, then back.
legs.gait("tripod")
legs.move(0, 0, 20)        -- 20 deg/s to the left
walk(4)
legs.move(0, 0, -20)       -- 20 deg/s to the right
walk(4)

-- Walk a curve: forward and turning at the same time, to the right and back to the left.
legs.move(10, 0, -10)      -- forward while turning right
walk(4)
legs.move(10, 0, 10)       -- forward while turning left
walk(4)

-- Unequal strides: the right legs step 1.5 times as far as the left ones, so the robot
-- curves to the left (a circle of radius about 0.9 m); 1 / 1.5 curves back to the right.
legs.move(15, 0, 0)
legs.strideRatio(1.5)
walk(3)
legs.strideRatio(1 / 1.5)
walk(3)
legs.strideRatio(1)        -- 1 walks straight again

-- On to the finish zone, 4 m ahead: tripod, steering back to the heading it started with.
-- The run ends when the robot reaches the finish.
print("heading", heading, "deg at", time(), "s: on to the finish")
while time() < 110 do
    legs.move(15, 0, math.max(-20, math.min(20, -2 * heading)))
    walk(0.2)
end

legs.stand()
walk(1)
legs.sit()
print("hexapod done at", time(), "s")
