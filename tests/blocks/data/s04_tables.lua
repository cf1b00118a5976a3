-- SPDX-License-Identifier: GPL-3.0-or-later
-- run: maze_explorer maze
-- Tables as lists.
local readings = {}
local weights = {1, 2, 3}
for i = 1, 3 do
  readings[i] = distance.read(i)
end
local total = 0
for _, w in ipairs(weights) do
  total = total + w
end
print("front", readings[1], "left", readings[2], "right", readings[3], "n", #readings)
local names = {"front", "left", "right"}
for k, v in pairs(names) do
  print(k, v)
end
local best = 1
for i = 2, #readings do
  if readings[i] > readings[best] then
    best = i
  end
end
table.insert(readings, 99)
print("widest:", names[best], "total", total, #readings)
if best == 2 then
  motor.speed(1, -30); motor.speed(2, 30)
elseif best == 3 then
  motor.speed(1, 30); motor.speed(2, -30)
else
  motor.speed(1, 30); motor.speed(2, 30)
end
wait(1.5)
motor.stopAll()
