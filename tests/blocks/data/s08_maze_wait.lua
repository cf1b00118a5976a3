-- SPDX-License-Identifier: GPL-3.0-or-later
-- run: maze_explorer maze
-- Waiting for conditions, with and without a timeout.
motor.speed(1, 40)
motor.speed(2, 40)
local ok = waitUntil(function() return distance.read(1) < 15 end, 4)
print("wall ahead:", ok)
motor.speed(1, 30)
motor.speed(2, -30)
local start = compass.heading()
waitUntil(function() return math.abs(((compass.heading() - start + 540) % 360) - 180) > 80 end)
motor.stopAll()
wait(0.3)
waitUntil(function() return time() > 6 end, 10)
if not ok then
  print("no wall in 4 s")
end
print(string.format("heading %.1f", compass.heading()))
