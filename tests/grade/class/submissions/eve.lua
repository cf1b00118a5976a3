-- eve: allocates memory without bound; the sandbox's memory cap ends the program.
local hoard = {}
while true do
  hoard[#hoard + 1] = string.rep("x", 100000) .. #hoard
end
