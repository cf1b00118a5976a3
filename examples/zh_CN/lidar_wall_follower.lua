-- SPDX-License-Identifier: GPL-3.0-or-later
-- 用激光雷达沿右墙走迷宫：用于 "maze" 场景中的 "lidar_rover" 机器人。
--
-- 机器人上的激光雷达（端口 1）测量四周每个方向的距离，每度一条射线：
-- lidar.distance(1, 0) 是正前方，90 是左边，270 是右边（4 米内什么也没有时为 nil）。
-- 迷宫由 30 厘米见方的格子组成。在每个格子的中心，
-- 机器人按"右、前、左、后"的顺序选第一个能走的方向：
-- 一直把"手"扶在右边的墙上，出口在外墙上的迷宫都能走出去。
-- 转弯靠指南针（端口 2；0 是北，90 是东），前进靠轮子的编码器；
-- 行进中激光雷达让机器人保持在走廊中间，前面有墙时提前停下。

local LIDAR = 1
local CELL_CM = 30
local WHEEL_CM_PER_DEG = 2.94 * math.pi / 180  -- 轮子半径 2.94 厘米
local OPEN_CM = 25        -- 某一边的距离比这个远，说明那边是通的
local MIDDLE_CM = 14      -- 从走廊中间到两边墙的距离
local FRONT_STOP_CM = 16  -- 机器人在格子正中时，激光雷达到前方墙的距离
local SPEED = 45

-- 朝 `angle` 方向的距离，单位厘米；测量范围内没有东西时当作很远。
local function dist(angle)
  return lidar.distance(LIDAR, angle) or 400
end

local function angleDiff(a, b)  -- a - b，范围 -180..180
  return (a - b + 540) % 360 - 180
end

-- 出发时的朝向，取最接近的 90 度整数倍（内置迷宫出发时朝南）。
local target = math.floor(compass.heading() / 90 + 0.5) * 90 % 360

local function turnTo(heading)
  target = heading % 360
  while true do
    local err = angleDiff(target, compass.heading())
    if math.abs(err) < 1.5 then break end
    local s = math.max(-35, math.min(35, err * 0.9))
    if s > 0 and s < 12 then s = 12 elseif s < 0 and s > -12 then s = -12 end
    motor.speed(1, s)    -- err 为正：向右（顺时针）转
    motor.speed(2, -s)
    wait(0.005)
  end
  motor.stopAll()
  wait(0.3)              -- 转完后等一次新的扫描（每秒 5 次）
end

local function forwardOneCell()
  local a0 = (motor.angle(1) + motor.angle(2)) / 2
  while true do
    local travelled = ((motor.angle(1) + motor.angle(2)) / 2 - a0) * WHEEL_CM_PER_DEG
    if travelled >= CELL_CM then break end
    if dist(0) <= FRONT_STOP_CM and travelled > CELL_CM / 2 then break end
    local steer = angleDiff(target, compass.heading()) * 2.0
    local l, r = dist(90), dist(270)
    if l < OPEN_CM and r < OPEN_CM then
      steer = steer + (r - l) * 1.5             -- 在两面墙之间保持居中
    elseif l < OPEN_CM then
      steer = steer + (MIDDLE_CM - l) * 1.5     -- 与左墙保持 14 厘米
    elseif r < OPEN_CM then
      steer = steer + (r - MIDDLE_CM) * 1.5     -- 与右墙保持 14 厘米
    end
    steer = math.max(-15, math.min(15, steer))
    motor.speed(1, SPEED + steer)
    motor.speed(2, SPEED - steer)
    wait(0.005)
  end
  motor.stopAll()
  wait(0.3)
end

local moves = 0
while true do
  local front, left, right = dist(0), dist(90), dist(270)
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
  -- 出了迷宫：左右两边 4 米内都没有东西（迷宫里总有一面墙）
  if lidar.distance(LIDAR, 90) == nil and lidar.distance(LIDAR, 270) == nil then
    break
  end
end

print(string.format("走了 %d 步、用时 %.1f 秒，走出了迷宫", moves, time()))
