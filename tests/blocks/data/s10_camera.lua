-- SPDX-License-Identifier: GPL-3.0-or-later
-- run: camera_rover ball_chase
-- Camera, maths helpers and randomness.
local KP = 0.6
local seen = 0
for step = 1, 400 do
  local found, x = camera.blob(1, "red")
  local turn = 0
  if found then
    seen = seen + 1
    turn = math.max(-30, math.min(30, KP * (x - 50)))
  else
    turn = 20
  end
  local jitter = math.random(-2, 2)
  motor.speed(1, 35 + turn + jitter * 0)
  motor.speed(2, 35 - turn)
  wait(0.02)
  if step % 100 == 0 then
    print(step, seen, math.sqrt(seen), math.abs(turn), math.ceil(turn), math.pi)
  end
end
motor.stopAll()
local name = camera.colour(1)
print("colour", name, math.random())
