-- bob: drives straight ahead for two seconds and stops: misses the goal.
motor.speed(1, 40)
motor.speed(2, 40)
wait(2)
motor.stopAll()
