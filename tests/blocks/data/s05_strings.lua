-- SPDX-License-Identifier: GPL-3.0-or-later
-- run: line_follower line_challenge
-- Text: joining, formatting, methods, long strings and escapes.
local name = "robot"
local greeting = "hello, " .. name .. "!"
print(greeting)
print(greeting:upper(), #greeting)
local s = string.format("%d sensors, %.1f%% speed", 3, 42.5)
print(s)
local msg = [[a long
string]]
print(msg, "tab\tand \"quotes\" and \\ backslash", 'single')
local parts = {}
for word in string.gmatch("left centre right", "%a+") do
  parts[#parts + 1] = word
end
print(table.concat(parts, "+"))
local v = line.read(2)
print("centre " .. v .. " at " .. tostring(time()))
motor.speed(1, 30)
motor.speed(2, 30)
wait(2)
motor.stopAll()
