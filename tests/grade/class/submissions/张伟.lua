-- 张伟: follows the line with the centre sensor, searching left and right when it loses it.
local function onLine() return line.read(2) < 50 end
local dir = 1
while true do
  if onLine() then
    motor.speed(1, 40)
    motor.speed(2, 40)
    wait(0.01)
  else
    local t0 = time()
    motor.speed(1, 30 * dir)
    motor.speed(2, -30 * dir)
    waitUntil(function() return onLine() or time() - t0 > 0.4 end)
    if not onLine() then dir = -dir end
  end
end
