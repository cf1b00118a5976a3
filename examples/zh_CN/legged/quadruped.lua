-- SPDX-License-Identifier: GPL-3.0-or-later
-- 四足机器人（参考论文 001）：以 1.5 Hz 小跑，对角的两条腿（左前 + 右后，右前 + 左后）一起迈步。
-- 先加载 "quadruped" 模板，再运行这个程序。

legs.stand()
wait(1)
legs.gait("trot")

legs.move(15, 0, 0)        -- 以每秒 15 厘米的速度向前小跑
wait(5)

legs.move(10, 0, 15)       -- 沿着向左的弯道小跑
wait(4)

legs.move(0, 5, 0)         -- 向右横着走
wait(3)

-- 力控制：关节力矩由机器人的动力学（RNEA 算法）算出来，而不是让舵机保持角度。
-- 腿会更软，小跑也更慢。
legs.controlMode("force")
legs.move(15, 0, 0)
wait(4)
legs.controlMode("position")

legs.stand()
wait(1)
legs.sit()
print("四足机器人完成，用时", time(), "秒")
