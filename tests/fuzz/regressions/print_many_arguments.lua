local t = {} for i = 1, 5000 do t[i] = string.rep('y', 4000) end print(table.unpack(t))
