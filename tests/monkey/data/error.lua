-- SPDX-License-Identifier: GPL-3.0-or-later
-- The monkey test's program with a run-time error (a nil called) after a moment.
motor.speed(1, 40)
wait(0.2)
local nothing = nil
nothing.go()
