pcall(motor.angle, 'i16')
for i = 1, 23 do local v = {} end
pcall(function() return math.tointeger(1) end)
for i = 1, 50 do pcall(function() return string.byte('i16', math.maxinteger, 100) end) end
while time() < 0.1 do print(string.rep('ab', 1e5), function() return true end) end
print(-100, false)
pcall(print, -1e9)
print('%s%s%s', {})
