-- cleo: stands still, braced
while true do wait(0.2) end
