-- erin: steer by the outer sensors, slow down in curves.
local fast = 50
local slow = 25
while true do
  local left = line.read(1)
  local right = line.read(3)
  if left < 50 and right > 50 then
    motor.speed(1, slow)
    motor.speed(2, fast)
  elseif right < 50 and left > 50 then
    motor.speed(1, fast)
    motor.speed(2, slow)
  else
    motor.speed(1, fast)
    motor.speed(2, fast)
  end
  wait(0.01)
end
