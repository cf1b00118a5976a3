-- SPDX-License-Identifier: GPL-3.0-or-later
-- 沿右墙走迷宫：用于 "maze" 场景中的 "maze_explorer" 机器人。
--
-- 迷宫由 30 厘米见方的格子组成。机器人一格一格地走：在每个格子的中心，它用距离传感器
-- （端口 1 朝前，2 朝左，3 朝右）看看右边、前面和左边，然后按"右、前、左、后"的顺序，
-- 选第一个能走的方向。只要一直把"手"扶在右边的墙上，出口在外墙上的迷宫都能走出去。
-- 转弯靠指南针（0 是北，90 是东）；前进靠轮子的编码器（motor.angle），
-- 如果前面有墙就提前停下。
-- 当左右两边都看不到墙时，程序就知道已经走出了迷宫。

local CELL_CM = 30
local WHEEL_CM_PER_DEG = 2.94 * math.pi / 180  -- 轮子半径 2.94 厘米
local OPEN_CM = 22        -- 某一边的距离比这个远，说明那边是通的
local FRONT_STOP_CM = 8.6 -- 机器人在格子正中、面对墙时，前方传感器的读数
local SPEED = 45

local function angleDiff(a, b)  -- a - b，结果在 -180 到 180 之间
  return (a - b + 540) % 360 - 180
end

-- 出发时的朝向，取最接近的 90 度（内置迷宫出发时面朝南）。
local target = math.floor(compass.heading() / 90 + 0.5) * 90 % 360

local function turnTo(heading)
  target = heading % 360
  while true do
    local err = angleDiff(target, compass.heading())
    if math.abs(err) < 1.5 then break end
    local s = math.max(-35, math.min(35, err * 0.9))
    if s > 0 and s < 12 then s = 12 elseif s < 0 and s > -12 then s = -12 end
    motor.speed(1, s)    -- err 为正：向右转（顺时针）
    motor.speed(2, -s)
    wait(0.005)
  end
  motor.stopAll()
  wait(0.15)
end

local function forwardOneCell()
  local a0 = (motor.angle(1) + motor.angle(2)) / 2
  while true do
    local travelled = ((motor.angle(1) + motor.angle(2)) / 2 - a0) * WHEEL_CM_PER_DEG
    if travelled >= CELL_CM then break end
    if distance.read(1) <= FRONT_STOP_CM and travelled > CELL_CM / 2 then break end
    local steer = angleDiff(target, compass.heading()) * 2.0
    local l, r = distance.read(2), distance.read(3)
    if l < OPEN_CM and r < OPEN_CM then
      steer = steer + (r - l) * 1.5     -- 两边都有墙：保持在两墙中间
    elseif l < OPEN_CM then
      steer = steer + (11 - l) * 1.5     -- 和左墙保持 11 厘米
    elseif r < OPEN_CM then
      steer = steer + (r - 11) * 1.5     -- 和右墙保持 11 厘米
    end
    steer = math.max(-15, math.min(15, steer))
    motor.speed(1, SPEED + steer)
    motor.speed(2, SPEED - steer)
    wait(0.005)
  end
  motor.stopAll()
  wait(0.1)
end

-- 迷宫可以有任意多个格子（内置的迷宫是 5 x 5，场景模式还能生成别的）。
-- 每走一格后，如果左右两边都看不到墙（两个读数都是传感器的最大值 80 厘米），
-- 就说明已经走出了迷宫。
local FAR_CM = 79

local moves = 0
while true do
  local front, left, right = distance.read(1), distance.read(2), distance.read(3)
  if right > OPEN_CM then
    turnTo(target + 90)
  elseif front > OPEN_CM then
    -- 直走
  elseif left > OPEN_CM then
    turnTo(target - 90)
  else
    turnTo(target + 180)
  end
  forwardOneCell()
  moves = moves + 1
  if distance.read(2) >= FAR_CM and distance.read(3) >= FAR_CM then
    break
  end
end

print(string.format("走出迷宫：移动了 %d 格，用时 %.1f 秒", moves, time()))
