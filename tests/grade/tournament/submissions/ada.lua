-- ada: drives straight ahead and keeps pushing
motor.speed(1, 80)
motor.speed(2, 80)
while true do wait(0.1) end
