-- mallory: tries to leave the sandbox.
motor.speed(1, 30)
os.exit(0)
