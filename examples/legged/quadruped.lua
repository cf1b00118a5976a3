-- Quadruped (seed 001): trot at 1.5 Hz, diagonal legs (LF + RH, RF + LH) together.
-- Load the "quadruped" template, then run this program.

legs.stand()
wait(1)
legs.gait("trot")

legs.move(15, 0, 0)        -- trot forward at 15 cm/s
wait(5)

legs.move(10, 0, 15)       -- trot on a left curve
wait(4)

legs.move(0, 5, 0)         -- step sideways to the right
wait(3)

legs.stand()
wait(1)
legs.sit()
print("quadruped done at", time(), "s")
