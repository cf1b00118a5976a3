-- SPDX-License-Identifier: GPL-3.0-or-later
-- Blob tracking for the "camera_rover" robot in the "ball_chase" scene.
--
-- The robot has a colour camera (port 1) looking straight ahead and two drive motors (ports 1
-- and 2: left, right). camera.blob(1, "red") tells whether the camera sees red, and where: x is
-- 0 at the left edge of the image, 50 in the middle and 100 at the right edge.
--
-- While the ball is out of sight the robot turns on the spot to look for it. Once it sees the
-- ball it drives towards it and steers to keep the red blob in the middle of the image: the
-- farther the blob is from the middle, the harder it turns. It does not stop at the ball: it
-- pushes it on, still keeping it in the middle, all the way into the goal at the far wall.

local CAMERA = 1
local SEARCH = 30   -- turning speed while looking for the ball, %
local BASE = 45     -- forward speed while chasing the ball, %
local KP = 0.8      -- steering, % of motor speed per percent the blob is off the middle
local MAX_STEER = 30

while true do
  local found, x = camera.blob(CAMERA, "red")
  if found then
    local steer = KP * (x - 50)    -- blob right of the middle: turn right
    steer = math.max(-MAX_STEER, math.min(MAX_STEER, steer))
    motor.speed(1, BASE + steer)
    motor.speed(2, BASE - steer)
  else
    motor.speed(1, SEARCH)         -- turn right on the spot
    motor.speed(2, -SEARCH)
  end
  wait(0.02)
end
