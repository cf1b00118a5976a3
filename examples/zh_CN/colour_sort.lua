-- SPDX-License-Identifier: GPL-3.0-or-later
-- 颜色分拣：用于 "colour_sort" 场景中的 "camera_rover" 机器人。
--
-- 机器人从场地中央出发。它周围有绿、蓝、红三个方块，
-- 每个方块后面更远处有一个同色的圆环。
-- 对每种颜色，机器人原地转动，直到摄像头（端口 1）在图像正中看到这种颜色的方块，
-- 然后开过去把方块推进同色的圆环，推的时候让方块保持在图像正中；
-- 接着后退同样的距离回到场地中央，再找下一种颜色。
-- 距离由轮子的编码器（motor.angle，单位：度）得到。

local CAMERA = 1
local WHEEL_CM_PER_DEG = 2.94 * math.pi / 180  -- 轮子半径 2.94 厘米
local PUSH_CM = 58   -- 从中央开出的距离，够把方块推进圆环里
local TURN = 22      -- 找方块时原地转动的速度，%
local SPEED = 40     -- 行驶速度，%
local KP = 0.5       -- 转向：方块每偏离图像中间 1%，电机速度差多少 %

local function travelled_cm(a0)
  return math.abs((motor.angle(1) + motor.angle(2)) / 2 - a0) * WHEEL_CM_PER_DEG
end

-- 原地向左转，直到 `colour` 颜色的色块位于图像正中。
local function face(colour)
  while true do
    local found, x = camera.blob(CAMERA, colour)
    if found and math.abs(x - 50) < 8 then break end
    motor.speed(1, -TURN)
    motor.speed(2, TURN)
    wait(0.02)
  end
  motor.stopAll()
  wait(0.2)
end

-- 向前开 `cm` 厘米；摄像头看得到 `colour` 色块时朝它转向。
local function push(colour, cm)
  local a0 = (motor.angle(1) + motor.angle(2)) / 2
  while travelled_cm(a0) < cm do
    local found, x = camera.blob(CAMERA, colour)
    local steer = 0
    if found then steer = math.max(-15, math.min(15, KP * (x - 50))) end
    motor.speed(1, SPEED + steer)
    motor.speed(2, SPEED - steer)
    wait(0.02)
  end
  motor.stopAll()
  wait(0.2)
end

-- 直线后退 `cm` 厘米。
local function back(cm)
  local a0 = (motor.angle(1) + motor.angle(2)) / 2
  while travelled_cm(a0) < cm do
    motor.speed(1, -SPEED)
    motor.speed(2, -SPEED)
    wait(0.02)
  end
  motor.stopAll()
  wait(0.2)
end

for _, colour in ipairs({"green", "blue", "red"}) do
  face(colour)
  push(colour, PUSH_CM)
  back(PUSH_CM)
  print(string.format("%s 方块在 %.1f 秒时分拣完成", colour, time()))
end
