-- SPDX-License-Identifier: GPL-3.0-or-later
-- 比例巡线程序：用于 "line_challenge" 场景中的 "line_follower" 机器人。
--
-- 机器人有三个并排的巡线传感器（端口 1、2、3：左、中、右）和两个驱动电机
-- （端口 1 和 2：左、右）。左右两个传感器读数的差，说明黑线偏离中间有多远；
-- 我们按这个差的大小朝反方向转向（比例控制）。
--
-- 有些干扰短线横穿黑线：三个传感器都看到黑色，读数差为零，
-- 机器人就直接开过去。黑线中间有缺口时，三个传感器都看到白色；
-- 机器人先保持上一次的转向，过一会儿就能重新找到黑线。
-- 到了赛道终点，黑线彻底结束，机器人就停在那里。

local BASE = 45        -- 前进速度，单位 %
local KP = 0.45        -- 转向系数：读数每差 1，电机速度改变多少 %
local WHITE = 60       -- 读数高于这个值，说明传感器看到的是白色地面
local LOST_S = 0.8     -- 所有传感器看到白色的时间超过这么多秒：黑线已经结束

local last_err = 0
local lost_since = nil

while true do
  local l, c, r = line.read(1), line.read(2), line.read(3)
  local err = l - r    -- 负数：黑线在左边

  if l > WHITE and c > WHITE and r > WHITE then
    -- 遇到缺口（或者黑线结束了）：保持原来的转向。
    lost_since = lost_since or time()
    if time() - lost_since > LOST_S then break end
    err = last_err
  else
    lost_since = nil
    last_err = err
  end

  motor.speed(1, BASE + KP * err)
  motor.speed(2, BASE - KP * err)
  wait(0.005)
end

motor.stopAll()
print(string.format("%.2f 秒后到达黑线终点", time()))
