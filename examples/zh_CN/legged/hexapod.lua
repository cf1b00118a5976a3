-- SPDX-License-Identifier: GPL-3.0-or-later
-- 六足机器人（参考论文 002）：三种步态、原地转弯、弯路，最后走到终点。
-- 先加载 "hexapod" 模板，再运行这个程序。

-- 朝向（度，向左为正）：机器人行走时把 IMU 的偏航角速度累加起来。
local heading = 0
local function walk(seconds)
    local t_end = time() + seconds
    while time() < t_end do
        local t0 = time()
        wait(0.01)
        heading = heading + imu.yawRate() * (time() - t0)
    end
end

legs.stand()
walk(1)

-- 三角步态：1、4、5 号腿和 2、3、6 号腿轮流迈步。这是最快的步态。
legs.gait("tripod")
legs.move(15, 0, 0)        -- 以每秒 15 厘米的速度前进
walk(4)

-- 波纹步态：每次两条腿抬起，四条腿着地（分三个阶段）。
legs.gait("ripple")
walk(4)

-- 波浪步态：每次只迈一条腿。这是最稳的步态，速度大约是三角步态的三分之一。
legs.gait("wave")
walk(6)

-- 原地转弯：脚沿着以身体中心为圆心的圆弧移动。先向左，再转回来。
legs.gait("tripod")
legs.move(0, 0, 20)        -- 以每秒 20 度向左转
walk(4)
legs.move(0, 0, -20)       -- 以每秒 20 度向右转
walk(4)

-- 走弯路：一边前进一边转弯，先向右，再向左转回来。
legs.move(10, 0, -10)      -- 一边前进一边向右转
walk(4)
legs.move(10, 0, 10)       -- 一边前进一边向左转
walk(4)

-- 不一样长的步子：右边的腿每步迈得比左边远 1.5 倍，所以机器人向左拐
-- （圆的半径大约 0.9 米）；设成 1 / 1.5 就向右拐回来。
legs.move(15, 0, 0)
legs.strideRatio(1.5)
walk(3)
legs.strideRatio(1 / 1.5)
walk(3)
legs.strideRatio(1)        -- 设回 1 就又走直线了

-- 走向前方 4 米处的终点区：三角步态，转回出发时的朝向。
-- 机器人到达终点时运行就结束。
print("朝向", heading, "度，时间", time(), "秒：走向终点")
while time() < 110 do
    legs.move(15, 0, math.max(-20, math.min(20, -2 * heading)))
    walk(0.2)
end

legs.stand()
walk(1)
legs.sit()
print("六足机器人完成，用时", time(), "秒")
