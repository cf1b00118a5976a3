-- carol: a syntax error on line 3, so the program never loads.
motor.speed(1, 40)
if line.read(2) < 50 then motor.speed(2, 40)
wait(1)
