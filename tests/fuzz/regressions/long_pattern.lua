local s = string.rep('x', 1e6) print(s:find(s), ('s'):find(s))
