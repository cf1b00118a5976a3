-- SPDX-License-Identifier: GPL-3.0-or-later
-- Racer for the "line_follower" robot in the "race" arena: follow your lane's line, fast.
--
-- The robot has three line sensors side by side at the front (ports 1, 2, 3: left, centre,
-- right) and two drive motors (ports 1 and 2: left, right). Each lane has a black line down its
-- middle; a robot that leaves its lane is out, the first one over the finish wins.
--
-- A proportional follower like line_follower.lua, but faster: the difference between the left
-- and the right sensor says how far the line is off-centre and we steer against it. Where the
-- line bends we slow down a little (the larger the error, the lower the base speed), so the robot
-- does not overshoot out of its lane. The line ends just past the finish: we stop there.

local FAST = 75        -- forward speed on a straight line, %
local SLOW = 45        -- forward speed in the sharpest bend, %
local KP = 0.6         -- steering, % of motor speed per unit of reading difference
local WHITE = 60       -- above this a sensor sees white floor
local LOST_S = 0.3     -- white under all sensors this long: the line has ended

local last_err = 0
local lost_since = nil

while true do
  local l, c, r = line.read(1), line.read(2), line.read(3)
  local err = l - r    -- negative: the line is to the left

  if l > WHITE and c > WHITE and r > WHITE then
    lost_since = lost_since or time()
    if time() - lost_since > LOST_S then break end
    err = last_err
  else
    lost_since = nil
    last_err = err
  end

  local base = FAST - (FAST - SLOW) * math.min(1, math.abs(err) / 60)
  motor.speed(1, base + KP * err)
  motor.speed(2, base - KP * err)
  wait(0.005)
end

motor.stopAll()
print(string.format("line ended after %.2f s", time()))
