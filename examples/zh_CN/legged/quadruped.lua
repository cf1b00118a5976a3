-- SPDX-License-Identifier: GPL-3.0-or-later
-- 四足机器人（参考论文 001）：以 1.5 Hz 小跑，对角的两条腿（左前 + 右后，右前 + 左后）一起迈步；
-- 走弯道、横着走、力控制，然后走到终点。
-- 先加载 "quadruped" 模板，再运行这个程序。

-- 朝向（度，向左为正）：机器人走路时把 IMU 的偏航角速度累加起来。
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
legs.gait("trot")

-- 向前小跑。hexapod_field 场地的土比较软，脚会打滑：机器人只能走出指令速度的三分之一左右
-- （在硬地面上几乎是全部）。
legs.move(15, 0, 0)        -- 以每秒 15 厘米的速度向前小跑
walk(5)

-- 沿弯道小跑：一边向前走一边转弯，先向左，再向右转回来。
legs.move(10, 0, 15)       -- 沿着向左的弯道小跑
walk(4)
legs.move(10, 0, -15)      -- 再沿着向右的弯道小跑，回到原来的朝向
walk(4)

-- 横着走：先向右，再向左走回来。
legs.move(0, 5, 0)         -- 向右横着走
walk(3)
legs.move(0, -5, 0)        -- 向左横着走
walk(3)

-- 力控制：关节力矩由机器人的动力学（RNEA 算法）算出来，
-- 而不是让舵机保持角度，所以腿会更软。
-- 在这块场地的软土上，力控制的脚还站不稳，机器人会向后滑：
-- 这里只演示半秒钟，然后舵机重新保持角度。
legs.controlMode("force")
legs.move(15, 0, 0)
walk(0.5)
legs.controlMode("position")

-- 走向前方 4 到 5 米处的终点区：用最快的小跑
-- （每秒 25 厘米超过了最高速度每秒 22.5 厘米，所以机器人以最高速度小跑），
-- 同时转回出发时的朝向。机器人到达终点时运行就结束了。
print("朝向", heading, "度，时间", time(), "秒：走向终点")
while time() < 115 do
    legs.move(25, 0, math.max(-20, math.min(20, -2 * heading)))
    walk(0.2)
end

legs.stand()
walk(1)
legs.sit()
print("四足机器人完成，用时", time(), "秒")
