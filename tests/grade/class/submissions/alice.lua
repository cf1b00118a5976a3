-- alice: a proportional line follower; reaches the finish of line_basic.
local BASE = 45
local KP = 0.45
while true do
  local l, r = line.read(1), line.read(3)
  local err = l - r
  motor.speed(1, BASE + KP * err)
  motor.speed(2, BASE - KP * err)
  wait(0.005)
end
