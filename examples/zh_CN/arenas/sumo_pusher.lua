-- SPDX-License-Identifier: GPL-3.0-or-later
-- 相扑推手：用于 "sumo" 竞技场中的 "line_follower" 机器人。
--
-- 机器人有一个朝前看的距离传感器（端口 4）、前端三个朝下看的巡线传感器
-- （端口 1、2、3：左、中、右）和两个驱动电机（端口 1 和 2：左、右）。
-- 圆台是黑色的，边缘有一圈白线：只有在边线上，巡线传感器的读数才高于 EDGE。
--
-- 每一拍按这个顺序判断：
--   1. 对手就在正前方（比 CONTACT_CM 还近）：全速推，哪怕已经压在边线上。
--      对手在我们前面，所以它先出界，先出界的一方输。
--      一动不动的机器人会靠电机齿轮锁住轮子，所以一直推会推不动：
--      我们的轮子打滑，它却不动。所以推了 PUSH_S 秒后，我们稍微后退，
--      再撞上去；每撞一次都能把它撞退几厘米。
--   2. 有传感器压到白色边线：先后退，再转身离开边缘。
--   3. 在 SEE_CM 以内看到对手：朝它冲过去。
--   4. 什么也没看到：原地左右来回转着找，摆动幅度越来越大
--      （对手多半就在上次看到它的位置旁边）。

local DIST = 4          -- 距离传感器端口
local EDGE = 60         -- 巡线传感器读数高于它：看到了白色边线
local SEE_CM = 70       -- 对手比这更近：冲过去
local CONTACT_CM = 8    -- 对手已经碰到（或几乎碰到）：用力推
local SEARCH = 40       -- 找对手时的转动速度，%
local PUSH_S = 0.4      -- 推这么久，然后再撞一次
local BACK_S = 0.25     -- 撞之前后退多久

local pushes = 0
local contact_since = nil
local sweep, sweep_s, sweep_since = 1, 0.15, time()   -- 摆动方向、时长、开始时刻

while true do
  local d = distance.read(DIST)
  local l, c, r = line.read(1), line.read(2), line.read(3)
  local on_edge = l > EDGE or c > EDGE or r > EDGE

  if d < CONTACT_CM then
    if pushes == 0 then print("接触：开始推") end
    pushes = pushes + 1
    contact_since = contact_since or time()
    if time() - contact_since > PUSH_S then
      motor.speed(1, -100)         -- 后退，然后再撞
      motor.speed(2, -100)
      wait(BACK_S)
      contact_since = nil
    end
    motor.speed(1, 100)
    motor.speed(2, 100)
  elseif on_edge then
    contact_since = nil
    motor.speed(1, -70)            -- 离开边缘往后退……
    motor.speed(2, -70)
    wait(0.35)
    if l > r then                  -- ……再转向看到黑色的那一侧
      motor.speed(1, 60)
      motor.speed(2, -60)
    else
      motor.speed(1, -60)
      motor.speed(2, 60)
    end
    wait(0.3)
  elseif d < SEE_CM then
    contact_since = nil
    sweep_s = 0.15                 -- 下次找的时候：先小幅度摆动
    motor.speed(1, 90)
    motor.speed(2, 90)
  else
    if time() - sweep_since > sweep_s then
      sweep = -sweep               -- 换个方向，转两倍远
      sweep_s = math.min(2 * sweep_s, 3)
      sweep_since = time()
    end
    motor.speed(1, SEARCH * sweep)
    motor.speed(2, -SEARCH * sweep)
  end
  wait(0.01)
end
