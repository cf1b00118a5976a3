-- SPDX-License-Identifier: GPL-3.0-or-later
-- Right-hand wall follower for the "maze_explorer" robot in the "maze" scene.
--
-- The maze is a grid of 30 cm cells. The robot works cell by cell: at the centre of a cell it
-- looks right, ahead and left with its distance sensors (ports 1 front, 2 left, 3 right) and
-- takes the first open way in the order right, ahead, left, back. Keeping a hand on the right wall
-- leads out of any maze whose exit is on its outside wall. Turns use the compass (0 north,
-- 90 east); moves use the wheel encoders (motor.angle) and stop early in front of a wall. The
-- program knows it has left the maze when it sees no wall on either side.

local CELL_CM = 30
local WHEEL_CM_PER_DEG = 2.94 * math.pi / 180  -- wheel radius 2.94 cm
local OPEN_CM = 22        -- a side farther than this is open
local FRONT_STOP_CM = 8.6 -- front reading with the robot centred in a cell facing a wall
local SPEED = 45

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
      steer = steer + (r - l) * 1.5     -- keep centred between two walls
    elseif l < OPEN_CM then
      steer = steer + (11 - l) * 1.5     -- keep 11 cm from the left wall
    elseif r < OPEN_CM then
      steer = steer + (r - 11) * 1.5     -- keep 11 cm from the right wall
    end
    steer = math.max(-15, math.min(15, steer))
    motor.speed(1, SPEED + steer)
    motor.speed(2, SPEED - steer)
    wait(0.005)
  end
  motor.stopAll()
  wait(0.1)
end

-- The maze may have any number of cells (the built-in one has 5 x 5; the Scene mode makes
-- others). The robot has left it when, after a move, it sees no wall on either side: both side
-- readings are at the sensor's maximum of 80 cm.
local FAR_CM = 79

local moves = 0
while true do
  local front, left, right = distance.read(1), distance.read(2), distance.read(3)
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
  if distance.read(2) >= FAR_CM and distance.read(3) >= FAR_CM then
    break
  end
end

print(string.format("out of the maze after %d moves and %.1f s", moves, time()))
