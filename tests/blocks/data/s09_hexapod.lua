-- SPDX-License-Identifier: GPL-3.0-or-later
-- run: hexapod hexapod_field
-- The hexapod: gaits, moves and the IMU.
local gaits = {"tripod", "ripple", "wave"}
legs.stand()
wait(0.5)
for _, g in ipairs(gaits) do
  legs.gait(g)
  legs.move(10, 0, 0)
  wait(1.5)
  print(g, "pitch", math.floor(imu.pitch() * 10) / 10, "roll", imu.roll())
end
legs.gait("tripod")
local turned = 0
while turned < 30 and time() < 10 do
  legs.move(0, 0, 20)
  wait(0.1)
  turned = turned + imu.yawRate() * 0.1
end
legs.strideRatio(1.2)
legs.move(12, 0, 0)
wait(1)
legs.strideRatio(1)
legs.stand()
wait(0.5)
legs.sit()
