table.insert(setmetatable({}, {__len = function() return 2^40 end}), 1, 0)
