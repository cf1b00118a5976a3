-- SPDX-License-Identifier: GPL-3.0-or-later
-- Goal-keeper for the "camera_rover" robot in the "soccer" arena.
--
-- The robot has a colour camera looking ahead (port 1), a distance sensor below it (port 2) and
-- two drive motors (ports 1 and 2: left, right). It starts in front of its own goal, facing the
-- field, and stays there: between the ball and its goal.
--
--   - It turns on the spot to keep the orange ball in the middle of the camera image, so it always
--     faces the ball from in front of the goal.
--   - When the ball comes close (a big orange blob, or the distance sensor sees something near
--     while the ball is straight ahead), it drives out and kicks it away, then backs up the same
--     time to its place in front of the goal.
--   - Ball not seen: it turns slowly back and forth to find it, never leaving its place.

local CAMERA, DIST = 1, 2
local KP = 0.6          -- turning, % of motor speed per percent the ball is off the middle
local MAX_TURN = 35
local NEAR_AREA = 4     -- a blob bigger than this (% of the image): the ball is close
local NEAR_CM = 20
local KICK_S = 0.6      -- how long to drive out (and back)

local sweep = 1          -- search direction: 1 right, -1 left
local sweep_since = time()

while true do
  local found, x, y, area = camera.blob(CAMERA, "orange")
  if found then
    local off = x - 50
    local near = area > NEAR_AREA or (distance.read(DIST) < NEAR_CM and math.abs(off) < 10)
    if near and math.abs(off) < 15 then
      print("kick")
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
