<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>botlab::gui</name>
    <message>
        <source>Unknown scene '%1'</source>
        <translation>未知场景“%1”</translation>
    </message>
    <message>
        <source>Unknown robot '%1'</source>
        <translation>未知机器人“%1”</translation>
    </message>
</context>
<context>
    <name>botlab::gui::DevicesPanel</name>
    <message>
        <source>Motor</source>
        <translation>电机</translation>
    </message>
    <message>
        <source>Servo</source>
        <translation>舵机</translation>
    </message>
    <message>
        <source>Fan</source>
        <translation>风扇</translation>
    </message>
    <message>
        <source>Line sensor</source>
        <translation>巡线传感器</translation>
    </message>
    <message>
        <source>Distance sensor</source>
        <translation>距离传感器</translation>
    </message>
    <message>
        <source>Touch sensor</source>
        <translation>触碰传感器</translation>
    </message>
    <message>
        <source>Compass</source>
        <translation>指南针</translation>
    </message>
    <message>
        <source>Gyro</source>
        <translation>陀螺仪</translation>
    </message>
    <message>
        <source>Flame sensor</source>
        <translation>火焰传感器</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>绘图</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>time (s)</source>
        <translation>时间（秒）</translation>
    </message>
    <message>
        <source>S%1</source>
        <translation>S%1</translation>
    </message>
    <message>
        <source>M%1</source>
        <translation>M%1</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>pressed</source>
        <translation>按下</translation>
    </message>
    <message>
        <source>released</source>
        <translation>松开</translation>
    </message>
</context>
<context>
    <name>botlab::gui::LuaApi</name>
    <message>
        <source>Sets a motor's speed, -100..100 %.</source>
        <translation>设置电机速度，-100..100 %。</translation>
    </message>
    <message>
        <source>Stops one motor.</source>
        <translation>停止一个电机。</translation>
    </message>
    <message>
        <source>Stops every motor.</source>
        <translation>停止所有电机。</translation>
    </message>
    <message>
        <source>Encoder: degrees the motor has turned.</source>
        <translation>编码器：电机已转过的角度（度）。</translation>
    </message>
    <message>
        <source>Turns a servo to an angle; waits until there if wait is true.</source>
        <translation>把舵机转到指定角度；wait 为 true 时等它转到位。</translation>
    </message>
    <message>
        <source>Floor brightness under a line sensor, 0 black .. 100 white.</source>
        <translation>巡线传感器下方地面的亮度，0 黑 .. 100 白。</translation>
    </message>
    <message>
        <source>Distance to the nearest object in cm (the maximum range when nothing is seen).</source>
        <translation>到最近物体的距离（厘米）；什么也没看到时为最大量程。</translation>
    </message>
    <message>
        <source>true while the touch sensor is pressed.</source>
        <translation>触碰传感器被按下时为 true。</translation>
    </message>
    <message>
        <source>Heading in degrees, 0..360 (0 = north).</source>
        <translation>朝向角度，0..360（0 = 北）。</translation>
    </message>
    <message>
        <source>Turned angle in degrees since the last reset.</source>
        <translation>自上次归零以来转过的角度（度）。</translation>
    </message>
    <message>
        <source>Turning rate in degrees per second.</source>
        <translation>转动速度（度/秒）。</translation>
    </message>
    <message>
        <source>Sets the gyro angle to 0.</source>
        <translation>把陀螺仪角度归零。</translation>
    </message>
    <message>
        <source>Flame brightness seen by the sensor, 0..100.</source>
        <translation>传感器看到的火焰亮度，0..100。</translation>
    </message>
    <message>
        <source>Waits for simulated seconds.</source>
        <translation>等待若干仿真秒。</translation>
    </message>
    <message>
        <source>Waits until fn() returns true, or until the timeout passes.</source>
        <translation>等待直到 fn() 返回 true，或超时。</translation>
    </message>
    <message>
        <source>Simulated seconds since the start.</source>
        <translation>从开始到现在的仿真秒数。</translation>
    </message>
    <message>
        <source>Writes values to the console.</source>
        <translation>把数值输出到控制台。</translation>
    </message>
</context>
<context>
    <name>botlab::gui::MainWindow</name>
    <message>
        <source>-- My robot program
-- Motors: motor.speed(port, percent). Sensors: line.read(port), distance.read(port).
motor.speed(1, 50)
motor.speed(2, 50)
wait(2)
motor.stopAll()
</source>
        <translation>-- 我的机器人程序
-- 电机：motor.speed(端口, 百分比)。传感器：line.read(端口)、distance.read(端口)。
motor.speed(1, 50)
motor.speed(2, 50)
wait(2)
motor.stopAll()
</translation>
    </message>
    <message>
        <source>Cannot start the simulation: %1</source>
        <translation>无法启动仿真：%1</translation>
    </message>
    <message>
        <source>Part %1 on link %2</source>
        <translation>零件 %1（连杆 %2）</translation>
    </message>
    <message>
        <source>Program output and errors appear here.</source>
        <translation>程序的输出和错误显示在这里。</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>编程</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>搭建</translation>
    </message>
    <message>
        <source>Build robots from parts with the mouse. Coming soon: open a built-in robot from File &gt; Examples for now.</source>
        <translation>用鼠标把零件搭成机器人。即将推出：目前请从“文件 &gt; 示例”打开内置机器人。</translation>
    </message>
    <message>
        <source>Scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Draw tracks, place walls and candles. Coming soon: open a built-in scene from File &gt; Examples for now.</source>
        <translation>绘制赛道、摆放墙壁和蜡烛。即将推出：目前请从“文件 &gt; 示例”打开内置场景。</translation>
    </message>
    <message>
        <source>Cockpit</source>
        <translation>驾驶舱</translation>
    </message>
    <message>
        <source>Drive legged robots with a motion cockpit. Coming soon.</source>
        <translation>用运动驾驶舱操控足式机器人。即将推出。</translation>
    </message>
    <message>
        <source>&amp;New Project</source>
        <translation>新建项目(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Reset the world and run the program (Ctrl+R)</source>
        <translation>重置场景并运行程序（Ctrl+R）</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Pause or continue (F6)</source>
        <translation>暂停或继续（F6）</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>单步(&amp;T)</translation>
    </message>
    <message>
        <source>Advance a paused run by 20 ms (F10)</source>
        <translation>暂停时前进 20 毫秒（F10）</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>停止(&amp;O)</translation>
    </message>
    <message>
        <source>End the program and stop the motors (Shift+F5)</source>
        <translation>结束程序并停止电机（Shift+F5）</translation>
    </message>
    <message>
        <source>R&amp;eset</source>
        <translation>重置(&amp;E)</translation>
    </message>
    <message>
        <source>Put the robot back at the start (Ctrl+Shift+R)</source>
        <translation>把机器人放回起点（Ctrl+Shift+R）</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>仿真</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>Camera:</source>
        <translation>视角：</translation>
    </message>
    <message>
        <source>Orbit</source>
        <translation>环绕</translation>
    </message>
    <message>
        <source>Follow robot</source>
        <translation>跟随机器人</translation>
    </message>
    <message>
        <source>Top-down</source>
        <translation>俯视</translation>
    </message>
    <message>
        <source>On-board</source>
        <translation>车载</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation>示例(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>仿真(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Orbit Camera</source>
        <translation>环绕视角(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Follow Robot</source>
        <translation>跟随机器人(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Top-down</source>
        <translation>俯视(&amp;T)</translation>
    </message>
    <message>
        <source>O&amp;n-board</source>
        <translation>车载视角(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;About Botlab</source>
        <translation>关于 Botlab(&amp;A)</translation>
    </message>
    <message>
        <source>Modes</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Simulate</source>
        <translation>仿真</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>%1: cannot open (%2)</source>
        <translation>%1：无法打开（%2）</translation>
    </message>
    <message>
        <source>Demo: the line follower on the line challenge. Press Run (Ctrl+R).</source>
        <translation>演示：巡线机器人挑战巡线赛道。请按“运行”（Ctrl+R）。</translation>
    </message>
    <message>
        <source>— Run —</source>
        <translation>— 运行 —</translation>
    </message>
    <message>
        <source>— Stopped —</source>
        <translation>— 已停止 —</translation>
    </message>
    <message>
        <source>Error on line %1: %2</source>
        <translation>第 %1 行出错：%2</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 秒</translation>
    </message>
    <message>
        <source>%1× real time</source>
        <translation>%1× 实时</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] — %2 on %3 — Botlab</source>
        <translation>%1[*] — %2 在 %3 — Botlab</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <source>The project has unsaved changes. Save them?</source>
        <translation>项目有未保存的修改。要保存吗？</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Botlab projects (*.botlab.json *.json);;Lua programs (*.lua);;All files (*)</source>
        <translation>Botlab 项目 (*.botlab.json *.json);;Lua 程序 (*.lua);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save Project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <source>my_robot.botlab.json</source>
        <translation>my_robot.botlab.json</translation>
    </message>
    <message>
        <source>Botlab projects (*.botlab.json)</source>
        <translation>Botlab 项目 (*.botlab.json)</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Line-follow &amp;Demo</source>
        <translation>巡线演示(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Robots</source>
        <translation>机器人(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Scenes</source>
        <translation>场景(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Programs</source>
        <translation>程序(&amp;P)</translation>
    </message>
    <message>
        <source>Recover work</source>
        <translation>恢复工作</translation>
    </message>
    <message>
        <source>Botlab did not close properly last time. Recover the autosaved project?</source>
        <translation>Botlab 上次没有正常关闭。要恢复自动保存的项目吗？</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>跟随系统语言</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>A new language takes effect when Botlab is restarted.</source>
        <translation>新的语言在重新启动 Botlab 后生效。</translation>
    </message>
    <message>
        <source>About Botlab</source>
        <translation>关于 Botlab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Botlab %1&lt;/h3&gt;&lt;p&gt;Build virtual robots from parts, program them in Lua and run them in a physics simulation.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Botlab %1&lt;/h3&gt;&lt;p&gt;用零件搭建虚拟机器人，用 Lua 为它编程，并在物理仿真中运行。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>botlab::gui::Options</name>
    <message>
        <source>Build, program and simulate robots.</source>
        <translation>搭建、编程并仿真机器人。</translation>
    </message>
    <message>
        <source>Robot: built-in name or file.</source>
        <translation>机器人：内置名称或文件。</translation>
    </message>
    <message>
        <source>robot</source>
        <translation>机器人</translation>
    </message>
    <message>
        <source>Scene: built-in name or file.</source>
        <translation>场景：内置名称或文件。</translation>
    </message>
    <message>
        <source>scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Lua program file.</source>
        <translation>Lua 程序文件。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Open the line-follow demo (line_follower on line_challenge).</source>
        <translation>打开巡线演示（line_follower 在 line_challenge 上）。</translation>
    </message>
    <message>
        <source>Start the simulation at once.</source>
        <translation>立即开始仿真。</translation>
    </message>
    <message>
        <source>Save a PNG of the window after --frames frames and quit.</source>
        <translation>渲染 --frames 帧后把窗口保存为 PNG 并退出。</translation>
    </message>
    <message>
        <source>Render N frames, print frame-time statistics and quit.</source>
        <translation>渲染 N 帧，输出帧时间统计后退出。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Language (en, zh_CN).</source>
        <translation>语言（en、zh_CN）。</translation>
    </message>
    <message>
        <source>code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Camera: orbit, follow, top or onboard.</source>
        <translation>视角：orbit、follow、top 或 onboard。</translation>
    </message>
    <message>
        <source>view</source>
        <translation>视角</translation>
    </message>
    <message>
        <source>Do not offer to recover an autosaved project.</source>
        <translation>不提示恢复自动保存的项目。</translation>
    </message>
    <message>
        <source>Project file to open.</source>
        <translation>要打开的项目文件。</translation>
    </message>
    <message>
        <source>--camera must be orbit, follow, top or onboard</source>
        <translation>--camera 必须是 orbit、follow、top 或 onboard</translation>
    </message>
    <message>
        <source>--frames needs a positive number</source>
        <translation>--frames 需要一个正整数</translation>
    </message>
</context>
<context>
    <name>botlab::gui::Project</name>
    <message>
        <source>%1: cannot open (%2)</source>
        <translation>%1：无法打开（%2）</translation>
    </message>
    <message>
        <source>%1: not valid JSON at byte %2: %3</source>
        <translation>%1：第 %2 字节处不是有效的 JSON：%3</translation>
    </message>
    <message>
        <source>%1: the top level must be an object</source>
        <translation>%1：顶层必须是一个对象</translation>
    </message>
    <message>
        <source>%1: $.format must be "botlab-project"</source>
        <translation>%1：$.format 必须是 "botlab-project"</translation>
    </message>
    <message>
        <source>%1: $.version %2 is not supported (this Botlab reads 1 to %3)</source>
        <translation>%1：不支持 $.version %2（本版 Botlab 可读取 1 到 %3）</translation>
    </message>
    <message>
        <source>%1: $.%2 must be a non-empty string (a built-in name or a file)</source>
        <translation>%1：$.%2 必须是非空字符串（内置名称或文件）</translation>
    </message>
    <message>
        <source>%1: $.program must be a string (the Lua source)</source>
        <translation>%1：$.program 必须是字符串（Lua 源代码）</translation>
    </message>
    <message>
        <source>%1: cannot write (%2)</source>
        <translation>%1：无法写入（%2）</translation>
    </message>
    <message>
        <source>%1: saving failed (%2)</source>
        <translation>%1：保存失败（%2）</translation>
    </message>
</context>
<context>
    <name>botlab::gui::SimEngine</name>
    <message>
        <source>This build has no Lua runner yet: the program does not run.</source>
        <translation>此版本还没有 Lua 运行器：程序不会运行。</translation>
    </message>
</context>
<context>
    <name>botlab::gui::SimSession</name>
    <message>
        <source>Simulation error: %1</source>
        <translation>仿真错误：%1</translation>
    </message>
</context>
</TS>
