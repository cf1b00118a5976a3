-- SPDX-License-Identifier: GPL-3.0-or-later
-- The Devices panel's eyes at work (bench/app/line_follower_eyes.json: camera on port 4, lidar
-- on port 5): drive ahead and turn right when the lidar sees a wall closer than 18 cm in front.
while true do
  local ahead = lidar.distance(5, 0) or 400
  if ahead < 18 then
    motor.speed(1, 35)
    motor.speed(2, -35)
  else
    motor.speed(1, 40)
    motor.speed(2, 40)
  end
  wait(0.05)
end
