-- SPDX-License-Identifier: GPL-3.0-or-later
-- 灭火程序：用于 "fire_fighting" 场景中的 "fire_fighter" 机器人。
--
-- 这台机器人：驱动电机接在端口 1（左）和 2（右），风扇接在电机端口 3，火焰传感器接在
-- 端口 1、2、3（左、中、右），还有一个朝前看的红外距离传感器接在端口 4。
-- 蜡烛在东边的房间里，从出发点看不到。机器人先靠航位推算（用轮子编码器算走了多远）
-- 穿过门口，然后根据左右两个火焰传感器朝火焰方向转向，在蜡烛前停下，
-- 再开动风扇，直到把火吹灭。

local WHEEL_CM_PER_DEG = 2.94 * math.pi / 180  -- 轮子半径 2.94 厘米
local TURN_DEG_PER_WHEEL_DEG = 0.675            -- 原地转圈时，轮子转一度机器人转多少度
local SPEED = 45

local function encoders() return motor.angle(1), motor.angle(2) end

-- 直行 `cm` 厘米，让两个轮子转过的角度保持一样，这样方向就不会偏。
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

-- 原地转 `deg` 度（正数：向右转，从上往下看是顺时针）。
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

-- 1. 穿过门口进入东边的房间，再往北开到蜡烛所在的那半个房间。
turn(90)      -- 面朝南
drive(12)
turn(-90)     -- 面朝东
drive(107)
turn(-90)     -- 面朝北
drive(45)

-- 2. 向右转，找到中间火焰传感器看蜡烛看得最清楚的方向。
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
print(string.format("看到火焰：%.1f", flame.read(2)))

-- 3. 靠近蜡烛：哪边火焰更亮就往哪边转，直到离蜡烛足够近。
while distance.read(4) > 12 do
  local steer = (flame.read(3) - flame.read(1)) * 0.6
  steer = math.max(-15, math.min(15, steer))
  motor.speed(1, 30 + steer)
  motor.speed(2, 30 - steer)
  wait(0.005)
end
motor.stop(1) motor.stop(2)

-- 4. 把火吹灭。
motor.speed(3, 100)
local out = waitUntil(function() return flame.read(2) < 1 and flame.read(1) < 1 and flame.read(3) < 1 end, 10)
motor.stopAll()
print(out and string.format("蜡烛在 %.1f 秒时熄灭了", time()) or "蜡烛还在燃烧")
