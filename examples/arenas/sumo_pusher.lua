-- SPDX-License-Identifier: GPL-3.0-or-later
-- Sumo pusher for the "line_follower" robot in the "sumo" arena.
--
-- The robot has a distance sensor looking ahead (port 4), three line sensors looking down at the
-- front (ports 1, 2, 3: left, centre, right) and two drive motors (ports 1 and 2: left, right).
-- The ring is black with a white edge line: a line sensor reads above EDGE only on the edge.
--
-- Each tick, in this order:
--   1. The opponent right in front of us (closer than CONTACT_CM): push at full speed, even on
--      the edge line. It is ahead of us, so it goes out first, and the one out first loses.
--      A robot that just stands there holds its wheels (its motors' gears), so a steady push
--      stalls: our wheels spin, it does not move. So after PUSH_S of pushing we back off a
--      little and ram it again; each ram knocks it a few centimetres back.
--   2. A sensor on the white edge: back off, then turn away from the edge.
--   3. The opponent seen within SEE_CM: charge at it.
--   4. Nothing seen: turn on the spot to look for it, back and forth in growing sweeps (it is
--      most often just beside where we last saw it).

local DIST = 4          -- distance sensor port
local EDGE = 60         -- a line sensor above this sees the white edge
local SEE_CM = 70       -- the opponent is closer than this: go for it
local CONTACT_CM = 8    -- the opponent is touching (or nearly): push through
local SEARCH = 40       -- turning speed while searching, %
local PUSH_S = 0.4      -- push this long, then ram again
local BACK_S = 0.25     -- how long to back off before a ram

local pushes = 0
local contact_since = nil
local sweep, sweep_s, sweep_since = 1, 0.15, time()   -- direction, length, start of a sweep

while true do
  local d = distance.read(DIST)
  local l, c, r = line.read(1), line.read(2), line.read(3)
  local on_edge = l > EDGE or c > EDGE or r > EDGE

  if d < CONTACT_CM then
    if pushes == 0 then print("contact: pushing") end
    pushes = pushes + 1
    contact_since = contact_since or time()
    if time() - contact_since > PUSH_S then
      motor.speed(1, -100)         -- back off, then ram again
      motor.speed(2, -100)
      wait(BACK_S)
      contact_since = nil
    end
    motor.speed(1, 100)
    motor.speed(2, 100)
  elseif on_edge then
    contact_since = nil
    motor.speed(1, -70)            -- back away from the edge ...
    motor.speed(2, -70)
    wait(0.35)
    if l > r then                  -- ... and turn towards the side that saw black
      motor.speed(1, 60)
      motor.speed(2, -60)
    else
      motor.speed(1, -60)
      motor.speed(2, 60)
    end
    wait(0.3)
  elseif d < SEE_CM then
    contact_since = nil
    sweep_s = 0.15                 -- next search: small sweeps first
    motor.speed(1, 90)
    motor.speed(2, 90)
  else
    if time() - sweep_since > sweep_s then
      sweep = -sweep               -- turn the other way, twice as far
      sweep_s = math.min(2 * sweep_s, 3)
      sweep_since = time()
    end
    motor.speed(1, SEARCH * sweep)
    motor.speed(2, -SEARCH * sweep)
  end
  wait(0.01)
end
