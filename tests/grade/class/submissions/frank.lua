-- my own line follower (frank)
local speedHigh = 55   -- full speed
local speedLow = 20    -- in turns

while true do
  local a = line.read(1)
  local b = line.read(3)
  if a < 50 and b > 50 then
    motor.speed(1, speedLow)
    motor.speed(2, speedHigh)
  elseif b < 50 and a > 50 then
    motor.speed(1, speedHigh)
    motor.speed(2, speedLow)
  else
    motor.speed(1, speedHigh)
    motor.speed(2, speedHigh)
  end
  wait(0.02)
end
