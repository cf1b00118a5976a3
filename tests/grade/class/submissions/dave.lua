-- dave: loops forever without waiting; the run is killed by its wall-time limit.
local n = 0
while true do
  n = n + 1
end
