-- SPDX-License-Identifier: GPL-3.0-or-later
-- The monkey test's program that does not compile.
motor.speed(1, 40
wait(
