while true do pcall(table.move, {}, 1, 2^40, 2) end
