-- SPDX-License-Identifier: GPL-3.0-or-later
-- run: line_follower line_challenge
-- Lua that has no block: it must keep its exact text.
local a, b = 1, 2
a, b = b, a
local LIMIT <const> = 3
local Robot = {}
Robot.__index = Robot
function Robot.new(speed)
  return setmetatable({speed = speed}, Robot)
end
function Robot:go()
  motor.speed(1, self.speed)
  motor.speed(2, self.speed)
end
local r = Robot.new(35)
r:go()
local function sum(...)
  local t = 0
  for _, x in ipairs({...}) do t = t + x end
  return t
end
do
  local hidden = 7 // 2
  print("hidden", hidden, 6 & 3, 1 << 4, ~5)
end
local i = 0
::again::
i = i + 1
wait(0.5)
if i < LIMIT then goto again end
print(a, b, sum(1, 2, 3), 0x10, 1e2, 5 % 3, -2 ^ 2, (-2) ^ 2)
motor.stopAll()
