-- SPDX-License-Identifier: GPL-3.0-or-later
-- Fire fighter for the "fire_fighter" robot in the "fire_fighting" scene.
--
-- The robot: drive motors on ports 1 (left) and 2 (right), a fan on motor port 3, flame sensors on
-- ports 1, 2, 3 (left, centre, right) and an infrared distance sensor on port 4, looking ahead.
-- The candle is in the east room, out of sight from the start. The robot first drives through
-- the doorway by dead reckoning (wheel encoders), then steers toward the flame using the left and
-- right flame sensors, stops in front of the candle and runs the fan until the flame is out.

local WHEEL_CM_PER_DEG = 2.94 * math.pi / 180  -- wheel radius 2.94 cm
local TURN_DEG_PER_WHEEL_DEG = 0.675            -- robot turn per wheel turn when spinning in place
local SPEED = 45

local function encoders() return motor.angle(1), motor.angle(2) end

-- Drive straight for `cm`, holding the heading by matching the two wheels' turns.
local function drive(cm)
  local l0, r0 = encoders()
  while true do
    local l, r = encoders()
    local dl, dr = l - l0, r - r0
    if (dl + dr) / 2 * WHEEL_CM_PER_DEG >= cm then break end
    local steer = (dr - dl) * 0.5
    steer = math.max(-10, math.min(10, steer))
    motor.speed(1, SPEED + steer)
    motor.speed(2, SPEED - steer)
    wait(0.005)
  end
  motor.stop(1) motor.stop(2)
  wait(0.2)
end

-- Turn on the spot by `deg` (positive: to the right, clockwise seen from above).
local function turn(deg)
  local l0, r0 = encoders()
  while true do
    local l, r = encoders()
    local turned = ((l - l0) - (r - r0)) / 2 * TURN_DEG_PER_WHEEL_DEG
    local err = deg - turned
    if math.abs(err) < 1 then break end
    local s = math.max(-35, math.min(35, err * 1.0))
    if math.abs(s) < 12 then s = (s < 0) and -12 or 12 end
    motor.speed(1, s)
    motor.speed(2, -s)
    wait(0.005)
  end
  motor.stop(1) motor.stop(2)
  wait(0.2)
end

-- 1. Through the doorway into the east room, then north into the candle's half of the room.
turn(90)      -- face south
drive(12)
turn(-90)     -- face east
drive(107)
turn(-90)     -- face north
drive(45)

-- 2. Turn right until the centre flame sensor sees the candle best.
local best, best_angle = -1, 0
local l0, r0 = encoders()
motor.speed(1, 18) motor.speed(2, -18)
while true do
  local l, r = encoders()
  local turned = ((l - l0) - (r - r0)) / 2 * TURN_DEG_PER_WHEEL_DEG
  local f = flame.read(2)
  if f > best then best, best_angle = f, turned end
  if turned > 120 or (best > 0 and f < best * 0.7) then break end
  wait(0.005)
end
motor.stop(1) motor.stop(2)
wait(0.2)
local l, r = encoders()
turn(best_angle - ((l - l0) - (r - r0)) / 2 * TURN_DEG_PER_WHEEL_DEG)
print(string.format("flame seen: %.1f", flame.read(2)))

-- 3. Approach: steer toward the brighter side until the candle is close.
while distance.read(4) > 12 do
  local steer = (flame.read(3) - flame.read(1)) * 0.6
  steer = math.max(-15, math.min(15, steer))
  motor.speed(1, 30 + steer)
  motor.speed(2, 30 - steer)
  wait(0.005)
end
motor.stop(1) motor.stop(2)

-- 4. Blow it out.
motor.speed(3, 100)
local out = waitUntil(function() return flame.read(2) < 1 and flame.read(1) < 1 and flame.read(3) < 1 end, 10)
motor.stopAll()
print(out and string.format("candle out at %.1f s", time()) or "the candle is still burning")
