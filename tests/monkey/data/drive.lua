-- SPDX-License-Identifier: GPL-3.0-or-later
-- The monkey test's valid program: drives, turns, prints, ends after a few seconds.
for i = 1, 40 do
  motor.speed(1, 50)
  motor.speed(2, 30 + i)
  wait(0.05)
  if i % 10 == 0 then print("lap", i, time()) end
end
motor.stopAll()
print("done")
