-- SPDX-License-Identifier: GPL-3.0-or-later
-- run: line_follower line_challenge
-- Functions: global and local, parameters, return values, recursion.

function clamp(x, lo, hi)
  if x < lo then return lo end
  if x > hi then
    return hi
  end
  return x
end

local function fact(n)
  if n <= 1 then
    return 1
  end
  return n * fact(n - 1)
end

local function drive(l, r)
  motor.speed(1, clamp(l, -100, 100))
  motor.speed(2, clamp(r, -100, 100))
end

function steer(err)
  local k = 0.4
  drive(45 + k * err, 45 - k * err)
end

print("5! =", fact(5))
local t_end = time() + 6
while time() < t_end do
  steer(line.read(1) - line.read(3))
  wait(0.005)
end
drive(0, 0)
