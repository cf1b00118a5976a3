-- SPDX-License-Identifier: GPL-3.0-or-later
-- 追球：用于 "ball_chase" 场景中的 "camera_rover" 机器人（色块跟踪）。
--
-- 机器人有一个朝前看的彩色摄像头（端口 1）和两个驱动电机（端口 1 和 2：左、右）。
-- camera.blob(1, "red") 告诉我们摄像头有没有看到红色、看到在哪里：
-- x 在图像左边缘是 0，正中间是 50，右边缘是 100。
--
-- 看不到球时，机器人原地转圈找球。一看到球，它就朝球开过去，
-- 并转向让红色色块保持在图像正中：色块偏离中间越远，转得越猛。
-- 到了球跟前它也不停下，而是继续推着球、让球保持在正中，
-- 一直推进远处墙边的目标区。

local CAMERA = 1
local SEARCH = 30   -- 找球时原地转动的速度，%
local BASE = 45     -- 追球时前进的速度，%
local KP = 0.8      -- 转向：色块每偏离中间 1%，电机速度差多少 %
local MAX_STEER = 30

while true do
  local found, x = camera.blob(CAMERA, "red")
  if found then
    local steer = KP * (x - 50)    -- 色块在中间偏右：向右转
    steer = math.max(-MAX_STEER, math.min(MAX_STEER, steer))
    motor.speed(1, BASE + steer)
    motor.speed(2, BASE - steer)
  else
    motor.speed(1, SEARCH)         -- 原地向右转
    motor.speed(2, -SEARCH)
  end
  wait(0.02)
end
