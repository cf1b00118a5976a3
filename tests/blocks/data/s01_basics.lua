-- SPDX-License-Identifier: GPL-3.0-or-later
-- run: line_follower line_challenge
-- Student program: basics. Odd spacing on purpose.
speed=40
local   turn = 0.5 -- how hard to turn
local count   =0

while time()<8 do
    local left,right = line.read(1),line.read(3)
    if left<50 and right<50 then  -- both black
        motor.speed(1,speed) motor.speed(2,speed)
    elseif left < 50 then
      motor.speed(1, speed*turn)
      motor.speed(2, speed)
    elseif right<50 then
      motor.speed(1,speed) ; motor.speed(2, speed * turn)
    else
        motor.speed(1, speed + 2 * (left - right) / 10 - 1)
        motor.speed(2, speed - 2*(left-right)/10 + 1)
    end
    count = count + 1
    wait(.01)
end
motor.stopAll()
print("loops:", count, "done at", time())
