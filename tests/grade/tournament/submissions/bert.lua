-- bert: backs away, and so leaves the ring
motor.speed(1, -60)
motor.speed(2, -60)
while true do wait(0.1) end
