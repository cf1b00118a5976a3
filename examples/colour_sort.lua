-- SPDX-License-Identifier: GPL-3.0-or-later
-- Colour sorting for the "camera_rover" robot in the "colour_sort" scene.
--
-- The robot starts in the middle of the arena. Around it lie a green, a blue and a red cube,
-- and farther out, behind each cube, a ring of the same colour. For each colour the robot turns
-- on the spot until the camera (port 1) sees a cube of that colour in the middle of its image,
-- drives at it and pushes it out into its ring, keeping the cube in the middle of the image,
-- then backs up the same distance to the middle of the arena and looks for the next colour.
-- Distances come from the wheel encoders (motor.angle, in degrees).

local CAMERA = 1
local WHEEL_CM_PER_DEG = 2.94 * math.pi / 180  -- wheel radius 2.94 cm
local PUSH_CM = 58   -- from the middle until the cube is well inside its ring
local TURN = 22      -- turning speed while looking, %
local SPEED = 40     -- driving speed, %
local KP = 0.5       -- steering, % per percent the cube is off the middle of the image

local function travelled_cm(a0)
  return math.abs((motor.angle(1) + motor.angle(2)) / 2 - a0) * WHEEL_CM_PER_DEG
end

-- Turns left on the spot until a blob of `colour` is in the middle of the image.
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

-- Drives forward `cm`, steering towards the blob of `colour` while the camera sees it.
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

-- Drives straight back `cm`.
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
  print(string.format("%s cube sorted at %.1f s", colour, time()))
end
