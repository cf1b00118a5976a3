-- SPDX-License-Identifier: GPL-3.0-or-later
-- Proportional line follower for the "line_follower" robot on "line_challenge".
--
-- The robot has three line sensors side by side (ports 1, 2, 3: left, centre, right) and two
-- drive motors (ports 1 and 2: left, right). The difference between the left and right sensor
-- tells how far the black line is off-centre; we steer against it in proportion.
--
-- Distractor dashes cross the line: all three sensors see black, the difference is zero and the
-- robot drives straight over them. Gaps in the line: all three see white; the robot keeps its
-- last steering for a moment until it finds the line again. At the end of the track the line
-- stops for good; the robot stops there.

local BASE = 45        -- forward speed, %
local KP = 0.45        -- steering, % of motor speed per unit of reading difference
local WHITE = 60       -- above this a sensor sees white floor
local LOST_S = 0.8     -- white under all sensors this long: the line has ended

local last_err = 0
local lost_since = nil

while true do
  local l, c, r = line.read(1), line.read(2), line.read(3)
  local err = l - r    -- negative: the line is to the left

  if l > WHITE and c > WHITE and r > WHITE then
    -- A gap (or the end of the line): keep steering as before.
    lost_since = lost_since or time()
    if time() - lost_since > LOST_S then break end
    err = last_err
  else
    lost_since = nil
    last_err = err
  end

  motor.speed(1, BASE + KP * err)
  motor.speed(2, BASE - KP * err)
  wait(0.005)
end

motor.stopAll()
print(string.format("end of the line after %.2f s", time()))
