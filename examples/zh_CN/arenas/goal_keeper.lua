-- SPDX-License-Identifier: GPL-3.0-or-later
-- 守门员：用于 "soccer" 竞技场中的 "camera_rover" 机器人。
--
-- 机器人有一个朝前看的彩色摄像头（端口 1）、它下面的一个距离传感器（端口 2）和
-- 两个驱动电机（端口 1 和 2：左、右）。它从自己球门前出发，面朝球场，
-- 并一直守在那里：挡在球和自己的球门之间。
--
--   - 它原地转动，让橙色的球保持在摄像头图像的正中，所以它总是在球门前
--     面朝着球。
--   - 球来到近处时（橙色色块很大，或者球在正前方而距离传感器看到近处有东西），
--     它冲出去把球踢开，然后倒退同样的时间回到球门前的位置。
--   - 看不到球：它慢慢左右来回转着找球，
--     但从不离开自己的位置。

local CAMERA, DIST = 1, 2
local KP = 0.6          -- 转向：球每偏离中间 1%，电机速度差多少 %
local MAX_TURN = 35
local NEAR_AREA = 4     -- 色块比这更大（占图像的 %）：球很近了
local NEAR_CM = 20
local KICK_S = 0.6      -- 冲出去（和倒回来）要多久

local sweep = 1          -- 找球的方向：1 向右，-1 向左
local sweep_since = time()

while true do
  local found, x, y, area = camera.blob(CAMERA, "orange")
  if found then
    local off = x - 50
    local near = area > NEAR_AREA or (distance.read(DIST) < NEAR_CM and math.abs(off) < 10)
    if near and math.abs(off) < 15 then
      print("踢球")
      motor.speed(1, 100)
      motor.speed(2, 100)
      wait(KICK_S)
      motor.speed(1, -80)
      motor.speed(2, -80)
      wait(KICK_S * 100 / 80)
      motor.stopAll()
    else
      local turn = math.max(-MAX_TURN, math.min(MAX_TURN, KP * off))
      motor.speed(1, turn)
      motor.speed(2, -turn)
    end
  else
    if time() - sweep_since > 1.5 then
      sweep = -sweep
      sweep_since = time()
    end
    motor.speed(1, 25 * sweep)
    motor.speed(2, -25 * sweep)
  end
  wait(0.02)
end
