-- dan: fails after a second (indexes nil on line 4): forfeits every match
local x = nil
wait(1)
x.y = 1
