-- SPDX-License-Identifier: GPL-3.0-or-later
-- 六足机器人（参考论文 002）：三种步态、原地转弯，最后坐下。
-- 先加载 "hexapod" 模板，再运行这个程序。

legs.stand()
wait(1)

-- 三角步态：1、4、5 号腿和 2、3、6 号腿轮流迈步。这是最快的步态。
legs.gait("tripod")
legs.move(15, 0, 0)        -- 以每秒 15 厘米的速度前进
wait(4)

-- 波纹步态：每次两条腿抬起，四条腿着地（分三个阶段）。
legs.gait("ripple")
wait(4)

-- 波浪步态：每次只迈一条腿。这是最稳的步态，速度大约是三角步态的三分之一。
legs.gait("wave")
wait(6)

-- 原地转弯：脚沿着以身体中心为圆心的圆弧移动。
legs.gait("tripod")
legs.move(0, 0, 20)        -- 以每秒 20 度向左转
wait(4)

-- 走一条弯路：一边前进一边转弯。
legs.move(10, 0, -10)      -- 一边前进一边向右转
wait(5)

-- 用不一样长的步子走圆圈：右边的腿每步迈得比左边远 1.5 倍，
-- 所以机器人向左绕圈（半径大约 0.9 米）。设回 1 就又走直线了。
legs.move(15, 0, 0)
legs.strideRatio(1.5)
wait(8)
legs.strideRatio(1)

legs.stand()
wait(1)
legs.sit()
print("六足机器人完成，用时", time(), "秒")
