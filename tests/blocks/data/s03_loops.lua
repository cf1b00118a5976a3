-- SPDX-License-Identifier: GPL-3.0-or-later
-- run: maze_explorer maze
-- Loops of every kind.
local sum = 0
for i = 1, 10 do
  sum = sum + i
end
for i = 10, 1, -2 do
  sum = sum - i
end
for _ = 1, 3 do
  motor.speed(1, 30)
  motor.speed(2, 30)
  wait(0.2)
end
local n = 0
repeat
  n = n + 1
  motor.speed(1, -20)
  motor.speed(2, 20)
  wait(0.05)
until compass.heading() > 200 or n > 40
while true do
  if distance.read(1) < 12 then break end
  motor.speed(1, 40)
  motor.speed(2, 40)
  wait(0.01)
  if time() > 9 then
    break
  end
end
motor.stopAll()
for i = 1, 3 do
  for j = i, 3 do
    sum = sum + i * j
  end
end
print("sum", sum, "n", n)
