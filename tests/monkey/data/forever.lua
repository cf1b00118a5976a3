-- SPDX-License-Identifier: GPL-3.0-or-later
-- The monkey test's program that never yields: Stop must still end it.
while true do end
