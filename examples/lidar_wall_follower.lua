-- SPDX-License-Identifier: GPL-3.0-or-later
-- Right-hand wall follower by lidar for the "lidar_rover" robot in the "maze" scene.
--
-- The lidar (port 1) on top of the robot measures the distance all around it, one ray per
-- degree: lidar.distance(1, 0) straight ahead, 90 to the left, 270 to the right (nil when
-- nothing is within 4 m). The maze is a grid of 30 cm cells. At the centre of each cell the
-- robot takes the first open way in the order right, ahead, left, back: keeping a hand on the
-- right wall leads out of any maze whose exit is on its outside wall. Turns use the compass
-- (port 2; 0 north, 90 east), moves the wheel encoders; while moving, the lidar keeps the robot
-- in the middle of the corridor and stops it early in front of a wall.

local LIDAR = 1
local CELL_CM = 30
local WHEEL_CM_PER_DEG = 2.94 * math.pi / 180  -- wheel radius 2.94 cm
local OPEN_CM = 25        -- a side farther than this is open
local MIDDLE_CM = 14      -- from the middle of a corridor to its walls
local FRONT_STOP_CM = 16  -- lidar to the wall ahead with the robot in the middle of a cell
local SPEED = 45

-- The distance towards `angle`, in cm; far away when nothing is within range.
local function dist(angle)
  return lidar.distance(LIDAR, angle) or 400
end

local function angleDiff(a, b)  -- a - b in -180..180
  return (a - b + 540) % 360 - 180
end

-- The heading we start with, to the nearest quarter turn (the built-in maze starts facing south).
local target = math.floor(compass.heading() / 90 + 0.5) * 90 % 360

local function turnTo(heading)
  target = heading % 360
  while true do
    local err = angleDiff(target, compass.heading())
    if math.abs(err) < 1.5 then break end
    local s = math.max(-35, math.min(35, err * 0.9))
    if s > 0 and s < 12 then s = 12 elseif s < 0 and s > -12 then s = -12 end
    motor.speed(1, s)    -- positive err: turn right (clockwise)
    motor.speed(2, -s)
    wait(0.005)
  end
  motor.stopAll()
  wait(0.3)              -- a fresh scan (5 a second) after the turn
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
      steer = steer + (r - l) * 1.5             -- keep in the middle between two walls
    elseif l < OPEN_CM then
      steer = steer + (MIDDLE_CM - l) * 1.5     -- keep 14 cm from the left wall
    elseif r < OPEN_CM then
      steer = steer + (r - MIDDLE_CM) * 1.5     -- keep 14 cm from the right wall
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
    -- straight on
  elseif left > OPEN_CM then
    turnTo(target - 90)
  else
    turnTo(target + 180)
  end
  forwardOneCell()
  moves = moves + 1
  -- Out of the maze: nothing within 4 m on either side (inside, there is always a wall)
  if lidar.distance(LIDAR, 90) == nil and lidar.distance(LIDAR, 270) == nil then
    break
  end
end

print(string.format("out of the maze after %d moves and %.1f s", moves, time()))
