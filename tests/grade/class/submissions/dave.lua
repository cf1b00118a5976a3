-- dave: loops forever without waiting; the run is given up at its wall-time limit, which says why.
local n = 0
while true do
  n = n + 1
end
