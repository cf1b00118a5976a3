-- oscar (a student folder): tries to read a file.
local f = io.open("/etc/passwd", "r")
print(f:read("a"))
