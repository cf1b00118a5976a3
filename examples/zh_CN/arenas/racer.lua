-- SPDX-License-Identifier: GPL-3.0-or-later
-- 竞速车：用于 "race" 竞技场中的 "line_follower" 机器人，沿自己赛道的线快速前进。
--
-- 机器人前端有三个并排的巡线传感器（端口 1、2、3：左、中、右）和两个驱动电机
-- （端口 1 和 2：左、右）。每条赛道中间都有一条黑线；离开自己赛道的机器人出局，
-- 最先冲过终点的获胜。
--
-- 和 line_follower.lua 一样是比例巡线，只是更快：左右两个传感器的差值说明
-- 黑线偏离中间多远，我们就反方向转。线弯的地方我们稍微减速（误差越大，基础速度越低），
-- 这样机器人不会冲出自己的赛道。
-- 线在终点后不远处结束：我们就停在那里。

local FAST = 75        -- 直线上的前进速度，%
local SLOW = 45        -- 最急的弯道上的前进速度，%
local KP = 0.6         -- 转向：读数每差 1，电机速度差多少 %
local WHITE = 60       -- 读数高于它：传感器看到的是白色地面
local LOST_S = 0.3     -- 所有传感器都看到白色这么久：线结束了

local last_err = 0
local lost_since = nil

while true do
  local l, c, r = line.read(1), line.read(2), line.read(3)
  local err = l - r    -- 负数：线在左边

  if l > WHITE and c > WHITE and r > WHITE then
    lost_since = lost_since or time()
    if time() - lost_since > LOST_S then break end
    err = last_err
  else
    lost_since = nil
    last_err = err
  end

  local base = FAST - (FAST - SLOW) * math.min(1, math.abs(err) / 60)
  motor.speed(1, base + KP * err)
  motor.speed(2, base - KP * err)
  wait(0.005)
end

motor.stopAll()
print(string.format("%.2f 秒后线结束了", time()))
