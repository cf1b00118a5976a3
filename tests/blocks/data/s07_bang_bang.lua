-- SPDX-License-Identifier: GPL-3.0-or-later
-- run: line_follower line_challenge
--[[ A bang-bang line follower
     written the way many students write it. ]]
local BLACK=40;
while time() < 10 do
  if line.read(2) < BLACK then   motor.speed(1, 50); motor.speed(2, 50)
  elseif line.read(1) < BLACK then motor.speed(1, 10) motor.speed(2, 50)
  elseif line.read(3) < BLACK then motor.speed(1, 50) motor.speed(2, 10)
  end
  wait(0.002)  -- a short tick
end
motor.stopAll();
