<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>botlab::assembler</name>
    <message>
        <location filename="../assembler/src/assembly.cpp" line="162"/>
        <location filename="../assembler/src/editor.cpp" line="121"/>
        <location filename="../assembler/src/robot_file.cpp" line="112"/>
        <source>unknown part &apos;%1&apos;</source>
        <translation>未知零件 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../assembler/src/assembly.cpp" line="168"/>
        <source>part &apos;%1&apos; has no mesh</source>
        <translation>零件 &apos;%1&apos; 没有网格模型</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="158"/>
        <source>unknown built-in robot &apos;%1&apos;</source>
        <translation>未知的内置机器人 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="45"/>
        <source>part %1 (%2)</source>
        <translation>零件 %1（%2）</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="48"/>
        <source>part %1 &apos;%2&apos; (%3)</source>
        <translation>零件 %1 &apos;%2&apos;（%3）</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="58"/>
        <source>robot</source>
        <translation>机器人</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="59"/>
        <source>robot &apos;%1&apos;</source>
        <translation>机器人 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="66"/>
        <source>parts[%1].part: unknown part &apos;%2&apos;</source>
        <translation>parts[%1].part：未知零件 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="75"/>
        <source>the robot has no controller; add one to wire its devices</source>
        <translation>机器人没有控制器；请添加一个控制器来连接它的设备</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="87"/>
        <source>%1: %2 port %3 does not exist (1..%4)</source>
        <translation>%1：%2端口 %3 不存在（可用 1..%4）</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="90"/>
        <location filename="../assembler/src/compile.cpp" line="100"/>
        <location filename="../assembler/src/editor.cpp" line="170"/>
        <location filename="../assembler/src/editor.cpp" line="185"/>
        <source>motor</source>
        <translation>电机</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="91"/>
        <location filename="../assembler/src/compile.cpp" line="101"/>
        <location filename="../assembler/src/editor.cpp" line="171"/>
        <location filename="../assembler/src/editor.cpp" line="186"/>
        <source>sensor</source>
        <translation>传感器</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="97"/>
        <source>%1 and %2 are both wired to %3 port %4</source>
        <translation>%1 和 %2 都连到了%3端口 %4</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="123"/>
        <source>%1: its shaft&apos;s axle is fixed to the motor&apos;s own body, so it cannot turn</source>
        <translation>%1：插在电机输出轴上的轴被固定在电机自己身上，所以无法转动</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="167"/>
        <source>%1 closes a loop of joints; that joint is left out</source>
        <translation>%1 让关节连成了一个闭环；这个关节被忽略</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="188"/>
        <source>%1 is not connected to the controller&apos;s body; it is left out of the simulation</source>
        <translation>%1 没有和控制器所在的主体连在一起；它不参与仿真</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="297"/>
        <source>%1: the motor&apos;s shaft has no axle in it</source>
        <translation>%1：电机的输出轴上没有插轴</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="302"/>
        <source>%1: its axle does not turn freely (closed loop); the motor is left out</source>
        <translation>%1：它的轴不能自由转动（形成了闭环）；这个电机被忽略</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="312"/>
        <location filename="../assembler/src/compile.cpp" line="392"/>
        <source>%1 is not wired to a motor port</source>
        <translation>%1 没有连接到电机端口</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="345"/>
        <source>%1 and %2 mesh but one of them is not on a turning axle</source>
        <translation>%1 和 %2 互相啮合，但其中一个不在能转动的轴上</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="380"/>
        <source>%1 is not wired to a sensor port</source>
        <translation>%1 没有连接到传感器端口</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="10"/>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="21"/>
        <source>Remove %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="55"/>
        <source>Rename robot</source>
        <translation>重命名机器人</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="76"/>
        <source>no part %1 (the robot has %2 parts)</source>
        <translation>没有零件 %1（机器人共有 %2 个零件）</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="142"/>
        <source>Move %1</source>
        <translation>移动 %1</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="159"/>
        <source>part %1 (%2) is not a motor, fan or sensor and has no port</source>
        <translation>零件 %1（%2）不是电机、风扇或传感器，没有端口</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="169"/>
        <source>%1 port %2 does not exist (1..%3)</source>
        <translation>%1端口 %2 不存在（可用 1..%3）</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="183"/>
        <source>%1 port %2 is already used by part %3 (%4)</source>
        <translation>%1端口 %2 已被零件 %3（%4）占用</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="197"/>
        <source>Wire %1 to port %2</source>
        <translation>把 %1 连接到端口 %2</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="209"/>
        <source>Reverse %1</source>
        <translation>反转 %1</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="219"/>
        <source>Rename %1</source>
        <translation>重命名 %1</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_file.cpp" line="69"/>
        <source>expected &quot;botlab-robot&quot;, got &quot;%1&quot;</source>
        <translation>应为 &quot;botlab-robot&quot;，实际是 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_file.cpp" line="76"/>
        <source>unsupported version %1 (this Botlab reads 1 to %2)</source>
        <translation>不支持的版本 %1（这个 Botlab 只能读取版本 1 到 %2）</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_file.cpp" line="120"/>
        <source>must be a whole number 0..13 (got %1)</source>
        <translation>必须是 0..13 之间的整数（得到的是 %1）</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_file.cpp" line="147"/>
        <source>no such robot file</source>
        <translation>没有这个机器人文件</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_file.cpp" line="151"/>
        <source>cannot open the robot file: %1</source>
        <translation>无法打开机器人文件：%1</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_file.cpp" line="162"/>
        <source>cannot write the robot file: %1</source>
        <translation>无法写入机器人文件：%1</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_file.cpp" line="168"/>
        <source>saving failed: %1</source>
        <translation>保存失败：%1</translation>
    </message>
</context>
<context>
    <name>botlab::cli</name>
    <message>
        <location filename="../app/cli/main.cpp" line="38"/>
        <source>simulated %1 s in %2 s (%3x real time), %4 steps</source>
        <translation>用 %2 秒仿真了 %1 秒（%3 倍实时速度），共 %4 步</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="45"/>
        <source>goal reached at %1 s</source>
        <translation>在 %1 秒时到达目标</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="47"/>
        <source>goal not reached</source>
        <translation>没有到达目标</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="49"/>
        <source>checkpoints %1/%2</source>
        <translation>检查点 %1/%2</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="54"/>
        <source>line deviation: max %1 m, mean %2 m</source>
        <translation>偏离线路：最大 %1 米，平均 %2 米</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="58"/>
        <source>wall collisions: %1; candles out: %2</source>
        <translation>撞墙次数：%1；熄灭的蜡烛：%2</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="63"/>
        <source>program error (line %1): %2</source>
        <translation>程序错误（第 %1 行）：%2</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="69"/>
        <source>physics failed: %1</source>
        <translation>物理仿真失败：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="85"/>
        <source>Runs a Botlab Lua program on a robot in a scene without a window and reports the result. Exit status: 0 ran, 2 bad input, 3 program error, 1 physics failure.</source>
        <translation>不打开窗口，让场景中的机器人运行一个 Botlab Lua 程序，并报告结果。退出状态：0 已运行，2 输入有误，3 程序错误，1 物理仿真失败。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="93"/>
        <source>Built-in robot name, robot file, or legged template (hexapod, quadruped, wheel_legged).</source>
        <translation>内置机器人名称、机器人文件，或足式机器人模板（hexapod, quadruped, wheel_legged）。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="98"/>
        <source>Built-in scene name or scene file.</source>
        <translation>内置场景名称或场景文件。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="101"/>
        <source>The Lua program file.</source>
        <translation>Lua 程序文件。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="104"/>
        <source>Simulated seconds to run (default: the scene&apos;s time limit, else 60).</source>
        <translation>要仿真的秒数（默认：场景的时间限制；没有时间限制则为 60）。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="108"/>
        <source>Random seed (default 0).</source>
        <translation>随机种子（默认 0）。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="111"/>
        <source>Write the JSON report to FILE (&apos;-&apos; = stdout).</source>
        <translation>把 JSON 报告写入 FILE（&apos;-&apos; = 标准输出）。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="114"/>
        <source>Write a CSV time series to FILE.</source>
        <translation>把 CSV 时间序列写入 FILE。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="117"/>
        <source>Pace the run to the wall clock.</source>
        <translation>按真实时间的速度运行。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="120"/>
        <source>End the run when the goal is reached.</source>
        <translation>到达目标时结束运行。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="127"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="132"/>
        <source>--%1 is required (see --help)</source>
        <translation>必须提供 --%1（见 --help）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="141"/>
        <source>--seed must be a non-negative integer (got &apos;%1&apos;)</source>
        <translation>--seed 必须是非负整数（得到的是 &apos;%1&apos;）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="149"/>
        <source>--duration must be a number of seconds &gt; 0 (got &apos;%1&apos;)</source>
        <translation>--duration 必须是大于 0 的秒数（得到的是 &apos;%1&apos;）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="158"/>
        <source>%1: cannot read the program (%2)</source>
        <translation>%1：无法读取程序（%2）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="162"/>
        <source>%1: the program is empty</source>
        <translation>%1：程序是空的</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="175"/>
        <source>%1: cannot write the log</source>
        <translation>%1：无法写入日志</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="186"/>
        <location filename="../app/cli/main.cpp" line="211"/>
        <source>%1: cannot write the report</source>
        <translation>%1：无法写入报告</translation>
    </message>
</context>
<context>
    <name>botlab::core</name>
    <message>
        <location filename="../core/src/json_reader.cpp" line="44"/>
        <source>not valid JSON at byte %1: %2</source>
        <translation>不是有效的 JSON（第 %1 字节）：%2</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="49"/>
        <source>the top level must be a JSON object</source>
        <translation>最外层必须是一个 JSON 对象</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="71"/>
        <source>expected an object, got %1</source>
        <translation>应当是一个对象，实际是 %1</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="80"/>
        <source>expected a number, got %1</source>
        <translation>应当是一个数字，实际是 %1</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="86"/>
        <source>must be a finite number</source>
        <translation>必须是有限的数字</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="95"/>
        <source>expected an array of %1 numbers, got %2</source>
        <translation>应当是由 %1 个数字组成的数组，实际是 %2</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="105"/>
        <source>must be an array of %1 numbers (got %2)</source>
        <translation>必须是由 %1 个数字组成的数组（实际有 %2 个）</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="133"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="135"/>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="137"/>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="139"/>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="141"/>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="143"/>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="147"/>
        <source>nothing</source>
        <translation>什么也没有</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="171"/>
        <source>missing number</source>
        <translation>缺少数字</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="193"/>
        <source>must be &gt; 0 (got %1)</source>
        <translation>必须 &gt; 0（得到的是 %1）</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="209"/>
        <source>must be a whole number (got %1)</source>
        <translation>必须是整数（得到的是 %1）</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="225"/>
        <source>must be a whole number from %1 to %2 (got %3)</source>
        <translation>必须是 %1 到 %2 之间的整数（得到的是 %3）</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="247"/>
        <source>expected true or false, got %1</source>
        <translation>应当是 true 或 false，实际是 %1</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="253"/>
        <location filename="../core/src/json_reader.cpp" line="268"/>
        <source>missing string</source>
        <translation>缺少文字</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="262"/>
        <source>expected a string, got %1</source>
        <translation>应当是文字（字符串），实际是 %1</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="284"/>
        <source>&apos;%1&apos; is not one of: %2</source>
        <translation>&apos;%1&apos; 不是以下之一：%2</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="292"/>
        <source>missing array of %1 numbers</source>
        <translation>缺少由 %1 个数字组成的数组</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="326"/>
        <source>must be a unit quaternion [w, x, y, z] (length %1)</source>
        <translation>必须是单位四元数 [w, x, y, z]（现在的长度是 %1）</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="337"/>
        <source>missing array</source>
        <translation>缺少数组</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="341"/>
        <source>expected an array, got %1</source>
        <translation>应当是一个数组，实际是 %1</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="347"/>
        <source>missing object</source>
        <translation>缺少对象</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="365"/>
        <source>unknown key (did you mean &apos;%1&apos;?)</source>
        <translation>未知的键（你是不是想写 &apos;%1&apos;？）</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="380"/>
        <source>unknown key (this object has none)</source>
        <translation>未知的键（这个对象没有任何键）</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="381"/>
        <source>unknown key (known: %1)</source>
        <translation>未知的键（已知的键：%1）</translation>
    </message>
</context>
<context>
    <name>botlab::gui::BuildWorkspace</name>
    <message>
        <location filename="../app/gui/src/build_workspace.cpp" line="6"/>
        <source>Build</source>
        <translation>搭建</translation>
    </message>
    <message>
        <location filename="../app/gui/src/build_workspace.cpp" line="6"/>
        <source>Build robots from parts with the mouse. Coming soon: open a built-in robot from File &gt; Examples for now.</source>
        <translation>用鼠标把零件搭成机器人。即将推出：目前请从“文件 &gt; 示例”打开内置机器人。</translation>
    </message>
</context>
<context>
    <name>botlab::gui::CockpitWorkspace</name>
    <message>
        <location filename="../app/gui/src/cockpit_workspace.cpp" line="6"/>
        <source>Cockpit</source>
        <translation>驾驶舱</translation>
    </message>
    <message>
        <location filename="../app/gui/src/cockpit_workspace.cpp" line="6"/>
        <source>Drive legged robots with a motion cockpit. Coming soon: open a legged robot from File &gt; Examples and program it for now.</source>
        <translation>用体感驾驶舱驾驶腿式机器人。即将推出：目前请从“文件 &gt; 示例”打开一个腿式机器人，并为它编程。</translation>
    </message>
</context>
<context>
    <name>botlab::gui::DevicesPanel</name>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="23"/>
        <source>Motor</source>
        <translation>电机</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="24"/>
        <source>Servo</source>
        <translation>舵机</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="25"/>
        <source>Fan</source>
        <translation>风扇</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="26"/>
        <source>Line sensor</source>
        <translation>巡线传感器</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="27"/>
        <source>Distance sensor</source>
        <translation>距离传感器</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="28"/>
        <source>Touch sensor</source>
        <translation>触碰传感器</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="29"/>
        <source>Compass</source>
        <translation>指南针</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="30"/>
        <source>Gyro</source>
        <translation>陀螺仪</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="31"/>
        <source>Flame sensor</source>
        <translation>火焰传感器</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="32"/>
        <source>IMU</source>
        <translation>惯性测量单元</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="35"/>
        <source>angle</source>
        <translation>角度</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="36"/>
        <source>rate</source>
        <translation>角速度</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="37"/>
        <source>pitch</source>
        <translation>俯仰</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="38"/>
        <source>roll</source>
        <translation>横滚</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="39"/>
        <source>yaw rate</source>
        <translation>偏航角速度</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="40"/>
        <source>vertical acceleration</source>
        <translation>竖直加速度</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="80"/>
        <source>Plot</source>
        <translation>绘图</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="80"/>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="80"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="80"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="92"/>
        <source>time (s)</source>
        <translation>时间（秒）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="164"/>
        <source>S%1</source>
        <translation>S%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="164"/>
        <source>M%1</source>
        <translation>M%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="165"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="244"/>
        <source>pressed</source>
        <translation>按下</translation>
    </message>
    <message>
        <location filename="../app/gui/src/devices_panel.cpp" line="244"/>
        <source>released</source>
        <translation>松开</translation>
    </message>
</context>
<context>
    <name>botlab::gui::LuaApi</name>
    <message>
        <location filename="../app/gui/src/lua_api.cpp" line="27"/>
        <source>Lua API Reference</source>
        <translation>Lua API 参考</translation>
    </message>
    <message>
        <location filename="../app/gui/src/lua_api.cpp" line="28"/>
        <source>Programs are written in Lua 5.4. Speeds are in percent, distances in cm, angles in degrees and time in seconds. A device is addressed by its port number or by its name in the robot, e.g. &lt;code&gt;motor.speed(1, 50)&lt;/code&gt; or &lt;code&gt;motor.speed(&quot;left&quot;, 50)&lt;/code&gt;.</source>
        <translation>程序用 Lua 5.4 编写。速度用百分比，距离用厘米，角度用度，时间用秒。设备可以用端口号或它在机器人中的名字来指定，例如 &lt;code&gt;motor.speed(1, 50)&lt;/code&gt; 或 &lt;code&gt;motor.speed(&quot;left&quot;, 50)&lt;/code&gt;。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/lua_api.cpp" line="35"/>
        <source>The program runs together with the simulation: wait(s) pauses for s seconds of simulated time, and the Stop button always works.</source>
        <translation>程序和仿真一起运行：wait(s) 会暂停 s 秒仿真时间；“停止”按钮任何时候都有效。</translation>
    </message>
</context>
<context>
    <name>botlab::gui::MainWindow</name>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="85"/>
        <source>Cannot start the simulation: %1</source>
        <translation>无法启动仿真：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="262"/>
        <source>Program</source>
        <translation>编程</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="261"/>
        <source>Build</source>
        <translation>搭建</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="263"/>
        <source>Scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="265"/>
        <source>Cockpit</source>
        <translation>驾驶舱</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="159"/>
        <source>&amp;New Project</source>
        <translation>新建项目(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="160"/>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="165"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="166"/>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="168"/>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="172"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="64"/>
        <source>Simulation</source>
        <translation>仿真</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="69"/>
        <source>Camera:</source>
        <translation>视角：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="71"/>
        <source>Orbit</source>
        <translation>环绕</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="72"/>
        <source>Follow robot</source>
        <translation>跟随机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="73"/>
        <source>Top-down</source>
        <translation>俯视</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="74"/>
        <source>On-board</source>
        <translation>车载</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="152"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="161"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="162"/>
        <source>&amp;Examples</source>
        <translation>示例(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="177"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="189"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="190"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="192"/>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="193"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="194"/>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="195"/>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="197"/>
        <source>&amp;Find...</source>
        <translation>查找(&amp;F)...</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="198"/>
        <source>&amp;Go to Line...</source>
        <translation>转到行(&amp;G)...</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="201"/>
        <source>Go to Line</source>
        <translation>转到行</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="201"/>
        <source>Line:</source>
        <translation>行号：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="205"/>
        <source>Toggle &amp;Comment</source>
        <translation>注释/取消注释(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="212"/>
        <source>&amp;Simulation</source>
        <translation>仿真(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="215"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="217"/>
        <source>&amp;Orbit Camera</source>
        <translation>环绕视角(&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="218"/>
        <source>&amp;Follow Robot</source>
        <translation>跟随机器人(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="219"/>
        <source>&amp;Top-down</source>
        <translation>俯视(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="220"/>
        <source>O&amp;n-board</source>
        <translation>车载视角(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="227"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="228"/>
        <source>Lua &amp;API Reference</source>
        <translation>Lua API 参考(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="231"/>
        <source>Lua API Reference</source>
        <translation>Lua API 参考</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="232"/>
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="243"/>
        <location filename="../app/gui/src/main_window.cpp" line="248"/>
        <source>User Guide</source>
        <translation>用户指南</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="244"/>
        <source>The user guide was not found (%1).</source>
        <translation>找不到用户指南（%1）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="250"/>
        <source>&amp;About Botlab</source>
        <translation>关于 Botlab(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="255"/>
        <source>Modes</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="264"/>
        <source>Simulate</source>
        <translation>仿真</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="351"/>
        <source>Opened the default robot and scene instead.</source>
        <translation>已改为打开默认的机器人和场景。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="426"/>
        <source>Error on line %1: %2</source>
        <translation>第 %1 行出错：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="427"/>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="444"/>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="447"/>
        <source>System language</source>
        <translation>跟随系统语言</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="453"/>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="454"/>
        <source>A new language takes effect when Botlab is restarted.</source>
        <translation>新的语言在重新启动 Botlab 后生效。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="491"/>
        <source>About Botlab</source>
        <translation>关于 Botlab</translation>
    </message>
    <message>
        <location filename="../app/gui/src/main_window.cpp" line="492"/>
        <source>&lt;h3&gt;Botlab %1&lt;/h3&gt;&lt;p&gt;Build virtual robots from parts, program them in Lua and run them in a physics simulation.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Botlab %1&lt;/h3&gt;&lt;p&gt;用零件搭建虚拟机器人，用 Lua 为它编程，并在物理仿真中运行。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>botlab::gui::Options</name>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="35"/>
        <source>Build, program and simulate robots.</source>
        <translation>搭建、编程并仿真机器人。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="40"/>
        <source>Robot: built-in name or file.</source>
        <translation>机器人：内置名称或文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="41"/>
        <source>robot</source>
        <translation>机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="44"/>
        <source>Scene: built-in name or file.</source>
        <translation>场景：内置名称或文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="45"/>
        <source>scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="48"/>
        <source>Lua program file.</source>
        <translation>Lua 程序文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="49"/>
        <location filename="../app/gui/src/app_options.cpp" line="62"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="52"/>
        <source>Open the line-follow demo (line_follower on line_challenge).</source>
        <translation>打开巡线演示（line_follower 在 line_challenge 上）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="57"/>
        <source>Start the simulation at once.</source>
        <translation>立即开始仿真。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="60"/>
        <source>Save a PNG of the window after --frames frames and quit.</source>
        <translation>渲染 --frames 帧后把窗口保存为 PNG 并退出。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="65"/>
        <source>Render N frames, print frame-time statistics and quit.</source>
        <translation>渲染 N 帧，输出帧时间统计后退出。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="67"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="70"/>
        <source>Language (en, zh_CN).</source>
        <translation>语言（en、zh_CN）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="71"/>
        <source>code</source>
        <translation>代码</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="74"/>
        <source>Camera: orbit, follow, top or onboard.</source>
        <translation>视角：orbit、follow、top 或 onboard。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="76"/>
        <source>view</source>
        <translation>视角</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="79"/>
        <source>Start in a mode: build, program, scene, simulate or cockpit.</source>
        <translation>以某个模式启动：build（搭建）、program（编程）、scene（场景）、simulate（仿真）或 cockpit（驾驶舱）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="81"/>
        <source>mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="84"/>
        <source>Do not offer to recover an autosaved project.</source>
        <translation>不提示恢复自动保存的项目。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="88"/>
        <source>Project, robot or scene file to open.</source>
        <translation>要打开的项目、机器人或场景文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="107"/>
        <source>--camera must be orbit, follow, top or onboard</source>
        <translation>--camera 必须是 orbit、follow、top 或 onboard</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="111"/>
        <source>--mode must be build, program, scene, simulate or cockpit</source>
        <translation>--mode 必须是 build、program、scene、simulate 或 cockpit</translation>
    </message>
    <message>
        <location filename="../app/gui/src/app_options.cpp" line="117"/>
        <source>--frames needs a positive number</source>
        <translation>--frames 需要一个正整数</translation>
    </message>
</context>
<context>
    <name>botlab::gui::ProgramEditor</name>
    <message>
        <location filename="../app/gui/src/program_editor.cpp" line="74"/>
        <source>Find:</source>
        <translation>查找：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/program_editor.cpp" line="78"/>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <location filename="../app/gui/src/program_editor.cpp" line="81"/>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <location filename="../app/gui/src/program_editor.cpp" line="83"/>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <location filename="../app/gui/src/program_editor.cpp" line="86"/>
        <source>Close (Esc)</source>
        <translation>关闭 (Esc)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/program_editor.cpp" line="282"/>
        <source>Not found</source>
        <translation>没有找到</translation>
    </message>
</context>
<context>
    <name>botlab::gui::ProgramWorkspace</name>
    <message>
        <location filename="../app/gui/src/program_workspace.cpp" line="24"/>
        <source>Program output and errors appear here.</source>
        <translation>程序的输出和错误显示在这里。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/program_workspace.cpp" line="28"/>
        <source>Program</source>
        <translation>编程</translation>
    </message>
    <message>
        <location filename="../app/gui/src/program_workspace.cpp" line="29"/>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
</context>
<context>
    <name>botlab::gui::Project</name>
    <message>
        <location filename="../app/gui/src/project.cpp" line="24"/>
        <source>%1: cannot open (%2)</source>
        <translation>%1：无法打开（%2）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project.cpp" line="31"/>
        <source>%1: not valid JSON at byte %2: %3</source>
        <translation>%1：第 %2 字节处不是有效的 JSON：%3</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project.cpp" line="37"/>
        <source>%1: the top level must be an object</source>
        <translation>%1：顶层必须是一个对象</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project.cpp" line="43"/>
        <source>%1: $.format must be &quot;botlab-project&quot;</source>
        <translation>%1：$.format 必须是 &quot;botlab-project&quot;</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project.cpp" line="49"/>
        <source>%1: $.version %2 is not supported (this Botlab reads 1 to %3)</source>
        <translation>%1：不支持 $.version %2（本版 Botlab 可读取 1 到 %3）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project.cpp" line="61"/>
        <source>%1: $.%2 must be a non-empty string (a built-in name or a file)</source>
        <translation>%1：$.%2 必须是非空字符串（内置名称或文件）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project.cpp" line="71"/>
        <source>%1: $.program must be a string (the Lua source)</source>
        <translation>%1：$.program 必须是字符串（Lua 源代码）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project.cpp" line="94"/>
        <source>%1: cannot write (%2)</source>
        <translation>%1：无法写入（%2）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project.cpp" line="103"/>
        <location filename="../app/gui/src/project.cpp" line="108"/>
        <source>%1: saving failed (%2)</source>
        <translation>%1：保存失败（%2）</translation>
    </message>
</context>
<context>
    <name>botlab::gui::ProjectController</name>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="32"/>
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
        <location filename="../app/gui/src/project_controller.cpp" line="97"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="98"/>
        <source>%1[*] — %2 on %3 — Botlab</source>
        <translation>%1[*] — %3 上的 %2 — Botlab</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="112"/>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="125"/>
        <source>%1: cannot open (%2)</source>
        <translation>%1：无法打开（%2）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="142"/>
        <source>Example: %1 with the %2 robot in the %3 scene. Press Run (Ctrl+R).</source>
        <translation>示例：%3 场景里的 %2 机器人，程序 %1。请按“运行”（Ctrl+R）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="154"/>
        <source>Demo: the line follower on the line challenge. Press Run (Ctrl+R).</source>
        <translation>演示：巡线机器人挑战巡线赛道。请按“运行”（Ctrl+R）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="190"/>
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="190"/>
        <source>The project has unsaved changes. Save them?</source>
        <translation>项目有未保存的修改。要保存吗？</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="209"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="210"/>
        <source>Botlab projects (*.botlab.json *.json);;Lua programs (*.lua);;All files (*)</source>
        <translation>Botlab 项目 (*.botlab.json *.json);;Lua 程序 (*.lua);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="225"/>
        <source>Save Project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="225"/>
        <source>my_robot.botlab.json</source>
        <translation>my_robot.botlab.json</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="226"/>
        <source>Botlab projects (*.botlab.json)</source>
        <translation>Botlab 项目 (*.botlab.json)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="236"/>
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="244"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="275"/>
        <source>Line-follow &amp;Demo</source>
        <translation>巡线演示(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="284"/>
        <source>%1 (%2 on %3)</source>
        <translation>%1（%3 上的 %2）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="301"/>
        <source>&amp;Robots</source>
        <translation>机器人(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="309"/>
        <source>&amp;Scenes</source>
        <translation>场景(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="329"/>
        <source>Recover work</source>
        <translation>恢复工作</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project_controller.cpp" line="330"/>
        <source>Botlab did not close properly last time. Recover the autosaved project?</source>
        <translation>Botlab 上次没有正常关闭。要恢复自动保存的项目吗？</translation>
    </message>
</context>
<context>
    <name>botlab::gui::RunControls</name>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="43"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="45"/>
        <source>Reset the world and run the program (Ctrl+R)</source>
        <translation>重置场景并运行程序（Ctrl+R）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="47"/>
        <location filename="../app/gui/src/run_controls.cpp" line="84"/>
        <location filename="../app/gui/src/run_controls.cpp" line="109"/>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="49"/>
        <source>Pause or continue (F6)</source>
        <translation>暂停或继续（F6）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="51"/>
        <source>S&amp;tep</source>
        <translation>单步(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="53"/>
        <source>Advance a paused run by 20 ms (F10)</source>
        <translation>暂停时前进 20 毫秒（F10）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="55"/>
        <source>St&amp;op</source>
        <translation>停止(&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="57"/>
        <source>End the program and stop the motors (Shift+F5)</source>
        <translation>结束程序并停止电机（Shift+F5）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="59"/>
        <source>R&amp;eset</source>
        <translation>重置(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="61"/>
        <source>Put the robot back at the start (Ctrl+Shift+R)</source>
        <translation>把机器人放回起点（Ctrl+Shift+R）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="65"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="66"/>
        <source>Fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="84"/>
        <location filename="../app/gui/src/run_controls.cpp" line="109"/>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="89"/>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="115"/>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="118"/>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="121"/>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="124"/>
        <source>Finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="127"/>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="130"/>
        <source>Error</source>
        <translation>出错</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="134"/>
        <source>t = %1 s</source>
        <translation>t = %1 秒</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="135"/>
        <source>%1× real time</source>
        <translation>%1× 实时</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="146"/>
        <source>— Run —</source>
        <translation>— 运行 —</translation>
    </message>
    <message>
        <location filename="../app/gui/src/run_controls.cpp" line="164"/>
        <source>— Stopped —</source>
        <translation>— 已停止 —</translation>
    </message>
</context>
<context>
    <name>botlab::gui::SceneWorkspace</name>
    <message>
        <location filename="../app/gui/src/scene_workspace.cpp" line="6"/>
        <source>Scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../app/gui/src/scene_workspace.cpp" line="6"/>
        <source>Draw tracks, place walls and candles. Coming soon: open a built-in scene from File &gt; Examples for now.</source>
        <translation>绘制赛道、摆放墙壁和蜡烛。即将推出：目前请从“文件 &gt; 示例”打开内置场景。</translation>
    </message>
</context>
<context>
    <name>botlab::gui::SimSession</name>
    <message>
        <location filename="../app/gui/src/sim_session.cpp" line="182"/>
        <source>Simulation error: %1</source>
        <translation>仿真错误：%1</translation>
    </message>
</context>
<context>
    <name>botlab::gui::TaskBar</name>
    <message>
        <location filename="../app/gui/src/task_bar.cpp" line="15"/>
        <source>Pass the %1 checkpoints in order, then reach the green finish</source>
        <translation>按顺序经过 %1 个检查点，然后到达绿色终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/task_bar.cpp" line="17"/>
        <source>Pass the checkpoint, then reach the green finish</source>
        <translation>经过检查点，然后到达绿色终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/task_bar.cpp" line="18"/>
        <source>Reach the green finish</source>
        <translation>到达绿色终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/task_bar.cpp" line="22"/>
        <source>Pass the %1 checkpoints in order, then put out every candle</source>
        <translation>按顺序经过 %1 个检查点，然后熄灭所有蜡烛</translation>
    </message>
    <message>
        <location filename="../app/gui/src/task_bar.cpp" line="23"/>
        <source>Pass the checkpoint, then put out every candle</source>
        <translation>经过检查点，然后熄灭所有蜡烛</translation>
    </message>
    <message>
        <location filename="../app/gui/src/task_bar.cpp" line="24"/>
        <source>Put out every candle</source>
        <translation>熄灭所有蜡烛</translation>
    </message>
    <message>
        <location filename="../app/gui/src/task_bar.cpp" line="26"/>
        <source>Pass the %1 checkpoints in order</source>
        <translation>按顺序经过 %1 个检查点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/task_bar.cpp" line="27"/>
        <source>Pass the checkpoint</source>
        <translation>经过检查点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/task_bar.cpp" line="32"/>
        <source>Task: %1 within %2 s.</source>
        <translation>任务：在 %2 秒内%1。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/task_bar.cpp" line="33"/>
        <source>Task: %1.</source>
        <translation>任务：%1。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/task_bar.cpp" line="39"/>
        <location filename="../app/gui/src/task_bar.cpp" line="50"/>
        <source>checkpoints %1/%2</source>
        <translation>检查点 %1/%2</translation>
    </message>
    <message>
        <location filename="../app/gui/src/task_bar.cpp" line="41"/>
        <source>%1 s of %2 s</source>
        <translation>%1 秒 / %2 秒</translation>
    </message>
    <message>
        <location filename="../app/gui/src/task_bar.cpp" line="53"/>
        <source>Goal reached in %1 s</source>
        <translation>用时 %1 秒到达终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/task_bar.cpp" line="59"/>
        <source>Time up (%1 s): goal not reached</source>
        <translation>时间到（%1 秒）：未到达终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/task_bar.cpp" line="62"/>
        <source>Program error at %1 s: goal not reached</source>
        <translation>程序在 %1 秒出错：未到达终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/task_bar.cpp" line="65"/>
        <source>Simulation failed at %1 s: goal not reached</source>
        <translation>仿真在 %1 秒失败：未到达终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/task_bar.cpp" line="68"/>
        <source>Stopped at %1 s: goal not reached</source>
        <translation>在 %1 秒停止：未到达终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/task_bar.cpp" line="71"/>
        <source>Program ended at %1 s: goal not reached</source>
        <translation>程序在 %1 秒结束：未到达终点</translation>
    </message>
</context>
<context>
    <name>botlab::parts_library</name>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="23"/>
        <source>not a readable mesh file</source>
        <translation>不是能读取的网格文件</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="56"/>
        <source>the file contains no triangles</source>
        <translation>文件里没有三角形</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="61"/>
        <source>the mesh has non-finite coordinates</source>
        <translation>网格里有无效的坐标（不是有限的数字）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="96"/>
        <source>the mesh file is empty</source>
        <translation>网格文件是空的</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="99"/>
        <source>scale must be &gt; 0</source>
        <translation>scale 必须 &gt; 0</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="106"/>
        <location filename="../parts_library/src/mesh.cpp" line="132"/>
        <source>cannot read the mesh: %1</source>
        <translation>无法读取网格：%1</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="117"/>
        <source>mesh file not found</source>
        <translation>找不到网格文件</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="121"/>
        <source>cannot open the mesh file: %1</source>
        <translation>无法打开网格文件：%1</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="38"/>
        <source>sizes must be &gt; 0</source>
        <translation>尺寸必须 &gt; 0</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="50"/>
        <source>unknown shape type &apos;%1&apos; (expected box, sphere or cylinder)</source>
        <translation>未知的形状类型 &apos;%1&apos;（应为 box、sphere 或 cylinder）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="62"/>
        <source>must be &gt;= 0</source>
        <translation>必须 &gt;= 0</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="76"/>
        <source>x_axis and y_axis must be non-zero and perpendicular</source>
        <translation>x_axis 和 y_axis 必须不为零，并且互相垂直</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="126"/>
        <source>expected &quot;botlab-part&quot;, got &quot;%1&quot;</source>
        <translation>应为 &quot;botlab-part&quot;，实际是 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="133"/>
        <source>unsupported version %1 (this Botlab reads version 1)</source>
        <translation>不支持的版本 %1（这个 Botlab 只能读取版本 1）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="141"/>
        <source>&apos;%1&apos; is not a valid id (letters, digits, _ . -)</source>
        <translation>&apos;%1&apos; 不是有效的 id（只能用字母、数字和 _ . -）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="155"/>
        <source>friction must be &gt;= 0 and bounce in [0, 1]</source>
        <translation>friction 必须 &gt;= 0，bounce 必须在 [0, 1] 之间</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="167"/>
        <source>must name a mesh file</source>
        <translation>必须写明一个网格文件</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="178"/>
        <source>a part needs at least one shape</source>
        <translation>零件至少需要一个形状</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="199"/>
        <source>duplicate connector name &apos;%1&apos;</source>
        <translation>连接点名称 &apos;%1&apos; 重复了</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="208"/>
        <source>unknown connector type &apos;%1&apos;</source>
        <translation>未知的连接点类型 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="217"/>
        <source>must not be zero</source>
        <translation>不能为零</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="225"/>
        <source>length and rotation_step_deg must be &gt;= 0</source>
        <translation>length 和 rotation_step_deg 必须 &gt;= 0</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="238"/>
        <source>unknown connector &apos;%1&apos;</source>
        <translation>未知的连接点 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="241"/>
        <source>connector &apos;%1&apos; must be of type %2</source>
        <translation>连接点 &apos;%1&apos; 的类型必须是 %2</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="289"/>
        <source>min_angle_rad must be &lt; max_angle_rad</source>
        <translation>min_angle_rad 必须 &lt; max_angle_rad</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="307"/>
        <source>min_range_m must be &lt; max_range_m</source>
        <translation>min_range_m 必须 &lt; max_range_m</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="326"/>
        <source>unknown sensor type &apos;%1&apos; (expected distance, line, touch, compass, gyro or flame)</source>
        <translation>未知的传感器类型 &apos;%1&apos;（应为 distance、line、touch、compass、gyro 或 flame）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="335"/>
        <source>unknown device kind &apos;%1&apos;</source>
        <translation>未知的设备种类 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="10"/>
        <source>Beam, 3 holes</source>
        <translation>梁，3 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="11"/>
        <source>Beam, 5 holes</source>
        <translation>梁，5 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="12"/>
        <source>Beam, 7 holes</source>
        <translation>梁，7 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="13"/>
        <source>Beam, 9 holes</source>
        <translation>梁，9 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="14"/>
        <source>Beam, 11 holes</source>
        <translation>梁，11 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="15"/>
        <source>Flat bar, 5 holes</source>
        <translation>扁条，5 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="16"/>
        <source>Flat bar, 9 holes</source>
        <translation>扁条，9 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="17"/>
        <source>Plate, 7 x 13 holes</source>
        <translation>平板，7 x 13 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="18"/>
        <source>Plate, 11 x 15 holes</source>
        <translation>平板，11 x 15 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="19"/>
        <source>Angle bracket, 3 x 3 holes</source>
        <translation>直角支架，3 x 3 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="20"/>
        <source>Axle, 3 pitches</source>
        <translation>轴，3 个孔距</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="21"/>
        <source>Axle, 4 pitches</source>
        <translation>轴，4 个孔距</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="22"/>
        <source>Axle, 6 pitches</source>
        <translation>轴，6 个孔距</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="23"/>
        <source>Axle, 8 pitches</source>
        <translation>轴，8 个孔距</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="24"/>
        <source>Screw, 10 mm</source>
        <translation>螺丝，10 毫米</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="25"/>
        <source>Pin, 2 pitches</source>
        <translation>插销，2 个孔距</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="26"/>
        <source>Wheel, 60 mm</source>
        <translation>轮子，60 毫米</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="27"/>
        <source>Wheel, 90 mm</source>
        <translation>轮子，90 毫米</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="28"/>
        <source>Caster ball</source>
        <translation>万向球</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="29"/>
        <source>Gear, 8 teeth</source>
        <translation>齿轮，8 齿</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="30"/>
        <source>Gear, 24 teeth</source>
        <translation>齿轮，24 齿</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="31"/>
        <source>Gear, 40 teeth</source>
        <translation>齿轮，40 齿</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="32"/>
        <source>Geared DC motor</source>
        <translation>直流减速电机</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="33"/>
        <source>High-speed motor</source>
        <translation>高速电机</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="34"/>
        <source>Servo</source>
        <translation>舵机</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="35"/>
        <source>Controller</source>
        <translation>控制器</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="36"/>
        <source>Battery box</source>
        <translation>电池盒</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="37"/>
        <source>Line sensor</source>
        <translation>巡线传感器</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="38"/>
        <source>IR distance sensor</source>
        <translation>红外距离传感器</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="39"/>
        <source>Ultrasonic sensor</source>
        <translation>超声波传感器</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="40"/>
        <source>Touch sensor</source>
        <translation>触碰传感器</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="41"/>
        <source>Compass sensor</source>
        <translation>指南针传感器</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="42"/>
        <source>Gyro sensor</source>
        <translation>陀螺仪传感器</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="43"/>
        <source>Flame sensor</source>
        <translation>火焰传感器</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="44"/>
        <source>Fan</source>
        <translation>风扇</translation>
    </message>
    <message>
        <location filename="../parts_library/src/parts_library.cpp" line="23"/>
        <source>cannot open the part file: %1</source>
        <translation>无法打开零件文件：%1</translation>
    </message>
    <message>
        <location filename="../parts_library/src/parts_library.cpp" line="51"/>
        <source>the built-in parts are missing (resource %1 is empty)</source>
        <translation>内置零件缺失（资源 %1 是空的）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/parts_library.cpp" line="78"/>
        <source>no such directory</source>
        <translation>没有这个文件夹</translation>
    </message>
    <message>
        <location filename="../parts_library/src/parts_library.cpp" line="90"/>
        <source>duplicate part id &apos;%1&apos; (also in %2)</source>
        <translation>零件 id &apos;%1&apos; 重复了（%2 里也有）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/parts_library.cpp" line="123"/>
        <source>a custom part needs an id</source>
        <translation>自定义零件需要一个 id</translation>
    </message>
    <message>
        <location filename="../parts_library/src/parts_library.cpp" line="125"/>
        <source>density must be &gt; 0 kg/m^3 (got %1)</source>
        <translation>density 必须 &gt; 0 kg/m^3（得到的是 %1）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/parts_library.cpp" line="133"/>
        <source>the mesh encloses no volume (is it a closed surface?)</source>
        <translation>网格没有围出体积（它是封闭的表面吗？）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/parts_library.cpp" line="182"/>
        <source>unknown part &apos;%1&apos;</source>
        <translation>未知零件 &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>botlab::runner</name>
    <message>
        <location filename="../app/runner/src/models.cpp" line="46"/>
        <source>scene &apos;%1&apos;: %2</source>
        <translation>场景 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location filename="../app/runner/src/models.cpp" line="58"/>
        <location filename="../app/runner/src/models.cpp" line="67"/>
        <location filename="../app/runner/src/simulation_runner.cpp" line="107"/>
        <source>robot &apos;%1&apos;: %2</source>
        <translation>机器人 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location filename="../app/runner/src/simulation_runner.cpp" line="91"/>
        <source>robot &apos;%1&apos; in scene &apos;%2&apos;: %3</source>
        <translation>场景 &apos;%2&apos; 中的机器人 &apos;%1&apos;：%3</translation>
    </message>
</context>
<context>
    <name>botlab::scenes</name>
    <message>
        <location filename="../scenes/src/floor_raster.cpp" line="145"/>
        <source>the floor texture would be too large</source>
        <translation>地面贴图会太大</translation>
    </message>
    <message>
        <location filename="../scenes/src/floor_raster.cpp" line="150"/>
        <source>out of memory for the floor texture</source>
        <translation>内存不足，无法生成地面贴图</translation>
    </message>
    <message>
        <location filename="../scenes/src/floor_raster.cpp" line="170"/>
        <source>cannot read image &apos;%1&apos;: %2</source>
        <translation>无法读取图片 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="36"/>
        <source>must be %1 %2 and &lt;= %3 (got %4)</source>
        <translation>必须 %1 %2 且 &lt;= %3（得到的是 %4）</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="86"/>
        <location filename="../scenes/src/scene_document.cpp" line="117"/>
        <source>invalid colour</source>
        <translation>无效的颜色</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="92"/>
        <source>a painted floor of %1 x %2 m at %3 m per pixel needs %4 x %5 px; the limit is %6 px a side (make it smaller or the resolution coarser)</source>
        <translation>%1 x %2 米的彩绘地面按每像素 %3 米需要 %4 x %5 像素；每边最多 %6 像素（请把地面改小，或把分辨率调低）</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="107"/>
        <location filename="../scenes/src/scene_document.cpp" line="281"/>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="121"/>
        <source>a polyline needs at least 2 points (got %1)</source>
        <translation>折线至少需要 2 个点（得到的是 %1 个）</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="125"/>
        <location filename="../scenes/src/scene_document.cpp" line="134"/>
        <source>too many points</source>
        <translation>点太多了</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="129"/>
        <source>a Bezier chain needs 3n + 1 points (p0 c1 c2 p1 ...), got %1</source>
        <translation>贝塞尔曲线链需要 3n + 1 个点（p0 c1 c2 p1 ...），得到的是 %1 个</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="150"/>
        <source>a gap [from, to] needs to &gt; from</source>
        <translation>缺口 [from, to] 需要 to &gt; from</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="167"/>
        <source>a wall needs two different end points</source>
        <translation>墙需要两个不同的端点</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="182"/>
        <source>must be smaller than cell_m</source>
        <translation>必须小于 cell_m</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="186"/>
        <source>cell [%1, %2] is outside the %3 x %4 maze</source>
        <translation>格子 [%1, %2] 在 %3 x %4 的迷宫外面</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="193"/>
        <source>cell [%1, %2] must be on the border of the maze</source>
        <translation>格子 [%1, %2] 必须在迷宫的边上</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="199"/>
        <source>must differ from start</source>
        <translation>必须和起点不同</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="238"/>
        <source>the terrain needs at least 2 x 2 samples</source>
        <translation>地形至少需要 2 x 2 个采样点</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="242"/>
        <source>%1 x %2 samples: at most %3 a side; use larger cells</source>
        <translation>%1 x %2 个采样点：每边最多 %3 个；请使用更大的格子</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="248"/>
        <source>%1 x %2 samples is more than the limit of %3; use larger cells</source>
        <translation>%1 x %2 个采样点超过了上限 %3；请使用更大的格子</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="299"/>
        <source>&apos;%1&apos; is not one of: concrete, wood, gravel, sand, hard_soil, loose_soil, peat</source>
        <translation>&apos;%1&apos; 不是以下之一：concrete, wood, gravel, sand, hard_soil, loose_soil, peat</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="305"/>
        <source>a scene needs at least one start pose</source>
        <translation>场景至少需要一个起始位置</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="322"/>
        <source>there is no stroke %1 (the floor has %2)</source>
        <translation>没有笔画 %1（地面共有 %2 个笔画）</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="328"/>
        <source>give points_m or strokes</source>
        <translation>请给出 points_m 或 strokes</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="330"/>
        <source>give points_m or strokes, not both</source>
        <translation>请给出 points_m 或 strokes，不要两个都给</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_json.cpp" line="50"/>
        <source>&apos;%1&apos; is not a colour (use &quot;#rrggbb&quot; or &quot;#aarrggbb&quot;)</source>
        <translation>&apos;%1&apos; 不是颜色（请用 &quot;#rrggbb&quot; 或 &quot;#aarrggbb&quot;）</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_json.cpp" line="135"/>
        <source>expected &quot;%1&quot;, got &quot;%2&quot;</source>
        <translation>应为 &quot;%1&quot;，实际是 &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_json.cpp" line="140"/>
        <source>missing or not a positive whole number</source>
        <translation>缺失，或者不是正整数</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_json.cpp" line="145"/>
        <source>version %1 is newer than this Botlab reads (%2); update Botlab</source>
        <translation>版本 %1 比这个 Botlab 能读取的版本（%2）更新；请更新 Botlab</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_json.cpp" line="203"/>
        <source>must be [row, column] whole numbers</source>
        <translation>必须是 [行, 列] 形式的整数</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_json.cpp" line="305"/>
        <source>&apos;%1&apos;: a DEM must be a .csv or a .png file</source>
        <translation>&apos;%1&apos;：DEM 高程文件必须是 .csv 或 .png 文件</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_json.cpp" line="350"/>
        <source>must be a stroke index</source>
        <translation>必须是笔画编号</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_json.cpp" line="494"/>
        <location filename="../scenes/src/terrain.cpp" line="86"/>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_json.cpp" line="497"/>
        <source>file is too large for a scene</source>
        <translation>文件太大，不能作为场景</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_json.cpp" line="633"/>
        <location filename="../scenes/src/scene_json.cpp" line="638"/>
        <location filename="../scenes/src/terrain.cpp" line="151"/>
        <location filename="../scenes/src/terrain.cpp" line="165"/>
        <location filename="../scenes/src/terrain.cpp" line="224"/>
        <location filename="../scenes/src/terrain.cpp" line="228"/>
        <source>cannot write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_loading.cpp" line="26"/>
        <source>no such scene file, and not a built-in scene (%1)</source>
        <translation>没有这个场景文件，也不是内置场景（%1）</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="100"/>
        <source>line %1: more than %2 heights in a row</source>
        <translation>第 %1 行：一行里的高度值超过 %2 个</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="106"/>
        <source>line %1: a DEM row needs at least 2 heights</source>
        <translation>第 %1 行：DEM 的每一行至少需要 2 个高度值</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="111"/>
        <source>line %1: %2 heights, but the first row has %3</source>
        <translation>第 %1 行：有 %2 个高度值，但第一行有 %3 个</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="121"/>
        <source>line %1, column %2: &apos;%3&apos; is not a height in metres</source>
        <translation>第 %1 行第 %2 列：&apos;%3&apos; 不是以米为单位的高度</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="133"/>
        <source>more than %1 samples</source>
        <translation>采样点超过 %1 个</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="137"/>
        <source>a DEM needs at least 2 rows of heights</source>
        <translation>DEM 至少需要 2 行高度值</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="146"/>
        <location filename="../scenes/src/terrain.cpp" line="209"/>
        <source>the height grid is malformed</source>
        <translation>高度网格的格式不正确</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="177"/>
        <source>%1 x %2 pixels is more than the limit of %3 samples</source>
        <translation>%1 x %2 像素超过了 %3 个采样点的上限</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="185"/>
        <source>cannot read image: %1</source>
        <translation>无法读取图片：%1</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="188"/>
        <source>a DEM image must be a 16-bit greyscale PNG</source>
        <translation>DEM 图片必须是 16 位灰度 PNG</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="191"/>
        <source>a DEM needs at least 2 x 2 pixels</source>
        <translation>DEM 至少需要 2 x 2 像素</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="244"/>
        <source>bad number of samples</source>
        <translation>采样点数量不对</translation>
    </message>
</context>
<context>
    <name>botlab::scripting</name>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="47"/>
        <source>Sets a motor&apos;s speed in percent of its full speed. It keeps turning until you change it. Also runs a fan wired to a motor port.</source>
        <translation>按满速的百分比设置电机速度。电机会一直这样转，直到你改变它。也能让接在电机端口上的风扇转起来。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="53"/>
        <source>Stops one motor (speed 0).</source>
        <translation>停止一个电机（速度为 0）。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="56"/>
        <source>Stops every motor and fan of the robot.</source>
        <translation>停止机器人的所有电机和风扇。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="60"/>
        <source>How far the motor&apos;s shaft has turned since the start (its encoder), in degrees. Backwards turning counts down.</source>
        <translation>从开始到现在电机轴转过的角度（编码器读数），单位是度。反转时数值减小。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="66"/>
        <source>Turns a servo to an angle in degrees (within its range) and holds it there.</source>
        <translation>把舵机转到指定角度（单位：度，在它的范围内）并保持在那里。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="72"/>
        <source>What a line sensor sees on the floor: 0 is black, 100 is white.</source>
        <translation>巡线传感器看到的地面亮度：0 是黑色，100 是白色。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="76"/>
        <source>Distance to the nearest thing in front of a distance sensor (ultrasonic or infrared), in cm. When nothing is in range it returns the sensor&apos;s maximum range.</source>
        <translation>距离传感器（超声波或红外）到前方最近物体的距离，单位是厘米。范围内没有东西时，返回传感器的最大量程。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="84"/>
        <source>true while the touch sensor touches something.</source>
        <translation>触碰传感器碰到东西时为 true。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="87"/>
        <source>The robot&apos;s heading from its compass sensor: 0 north (-Z), 90 east (+X), 180 south, 270 west.</source>
        <translation>指南针传感器给出的机器人朝向：0 北（-Z），90 东（+X），180 南，270 西。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="93"/>
        <source>How far the robot has turned since the start or the last gyro.reset(), in degrees; turning left (counter-clockwise) counts up. Not limited to 0..360.</source>
        <translation>从开始或上一次 gyro.reset() 以来机器人转过的角度，单位是度；向左（逆时针）转时增大。不限于 0..360。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="100"/>
        <source>How fast the robot is turning, in degrees per second (left is positive).</source>
        <translation>机器人转动的快慢，单位是度每秒（向左为正）。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="105"/>
        <source>Makes gyro.angle() count from 0 again.</source>
        <translation>让 gyro.angle() 重新从 0 开始计数。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="109"/>
        <source>How much flame light a flame sensor sees: 0 none .. 100 very close.</source>
        <translation>火焰传感器看到的火光强度：0 没有 .. 100 非常近。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="113"/>
        <source>How far the robot is tilted nose up (positive) or nose down (negative), in degrees, from its IMU (inertial sensor).</source>
        <translation>机器人抬头（正数）或低头（负数）的角度，单位是度，来自它的惯性测量单元（IMU）。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="118"/>
        <source>How far the robot leans to the side, in degrees, from its IMU: right side down is positive.</source>
        <translation>机器人向侧面倾斜的角度，单位是度，来自它的 IMU：右侧向下为正。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="123"/>
        <source>How fast the robot is turning, in degrees per second, from its IMU (left, counter-clockwise, is positive).</source>
        <translation>机器人转向的快慢，单位是度每秒，来自它的 IMU（向左，也就是逆时针，为正）。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="128"/>
        <source>The robot&apos;s up-and-down acceleration from its IMU, in m/s^2, without gravity: 0 at rest, positive while speeding up upwards. Each step of a walking robot shows as a bump.</source>
        <translation>机器人上下方向的加速度，来自它的 IMU，单位是 m/s^2，不含重力：静止时为 0，向上加速时为正。腿式机器人每走一步都会出现一个小尖峰。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="134"/>
        <source>Pauses the program for s seconds of simulated time (exact to the simulation tick). Motors keep doing what they were told.</source>
        <translation>让程序暂停 s 秒仿真时间（精确到仿真节拍）。电机继续按之前的指令转动。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="141"/>
        <source>Pauses until fn() returns true (checked once per tick). Returns true, or false when timeout_s passed first.</source>
        <translation>暂停，直到 fn() 返回 true（每个节拍检查一次）。返回 true；如果先到了 timeout_s 则返回 false。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="148"/>
        <source>Simulated time since the start, in seconds.</source>
        <translation>从开始到现在的仿真时间，单位是秒。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="151"/>
        <source>Writes values to the console.</source>
        <translation>把数值输出到控制台。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="154"/>
        <source>Legged robots: chooses how the legs move. Which gaits exist depends on the robot (hexapod: tripod, ripple, wave; quadruped: trot).</source>
        <translation>足式机器人：选择腿的运动方式（步态）。有哪些步态取决于机器人（六足：tripod、ripple、wave；四足：trot）。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="161"/>
        <source>Legged robots: walk with a speed forward, sideways and a turn rate. legs.move(0, 0, 0) walks on the spot.</source>
        <translation>足式机器人：以给定的前进速度、横向速度和转向速度行走。legs.move(0, 0, 0) 表示原地踏步。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="168"/>
        <source>Hexapod: walks on a circle by making the right legs&apos; strides longer or shorter than the left legs&apos;. 1 walks straight; above 1 the robot circles to the left (counter-clockwise), below 1 to the right.</source>
        <translation>六足机器人：让右边的腿比左边的腿步子迈得更长或更短，从而走一个圆圈。1 表示走直线；大于 1 时机器人向左（逆时针）绕圈，小于 1 时向右绕圈。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="175"/>
        <source>Quadruped: how the legs are driven. &quot;position&quot;: each joint&apos;s servo holds the angle the gait asks for. &quot;force&quot;: the joint torques are computed from the robot&apos;s dynamics (RNEA) and applied directly.</source>
        <translation>四足机器人：腿的驱动方式。&quot;position&quot;：每个关节的舵机保持步态要求的角度。&quot;force&quot;：根据机器人的动力学（RNEA 算法）算出关节力矩并直接施加。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="181"/>
        <source>Legged robots: stop walking and stand.</source>
        <translation>足式机器人：停止行走并站立。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="185"/>
        <source>Legged robots: lower the body to the ground.</source>
        <translation>足式机器人：把身体放低到地面。</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="70"/>
        <source>&apos;%1&apos; is not available in Botlab programs (they cannot use files, the operating system or load code)</source>
        <translation>&apos;%1&apos; 在 Botlab 程序里不能用（程序不能使用文件、操作系统，也不能加载代码）</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="78"/>
        <location filename="../scripting/src/hints.cpp" line="104"/>
        <location filename="../scripting/src/hints.cpp" line="106"/>
        <source>did you mean %1?</source>
        <translation>你是不是想写 %1？</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="79"/>
        <source>&apos;%1&apos; has no value here; check its spelling, or give it a value first</source>
        <translation>&apos;%1&apos; 在这里没有值；检查一下拼写，或者先给它一个值</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="88"/>
        <source>string.dump is not available in Botlab programs</source>
        <translation>string.dump 在 Botlab 程序里不能用</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="111"/>
        <source>only Lua text programs can be run</source>
        <translation>只能运行文本形式的 Lua 程序</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="113"/>
        <source>a function calls itself again and again without end (too deep recursion)</source>
        <translation>有个函数一遍又一遍地调用自己，停不下来（递归太深）</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="117"/>
        <source>every function, if, for and while needs its own &apos;end&apos;</source>
        <translation>每个 function、if、for 和 while 都需要自己的 &apos;end&apos;</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="120"/>
        <source>write: if condition then ... end</source>
        <translation>要这样写：if 条件 then ... end</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="122"/>
        <source>write: while condition do ... end, or for i = 1, 10 do ... end</source>
        <translation>要这样写：while 条件 do ... end，或者 for i = 1, 10 do ... end</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="126"/>
        <source>to give a variable a value write name = value; to compare use ==</source>
        <translation>给变量赋值要写 名字 = 值；比较两个值要用 ==</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="130"/>
        <source>there is an extra &apos;end&apos; or a stray word</source>
        <translation>多了一个 &apos;end&apos;，或者多了一个不该有的词</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="132"/>
        <source>a text is missing its closing quote</source>
        <translation>有一段文字少了结尾的引号</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="134"/>
        <source>check for a missing bracket, quote or operator</source>
        <translation>检查一下是不是少了括号、引号或运算符</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="137"/>
        <source>a bracket is not closed</source>
        <translation>有一个括号没有关上</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="139"/>
        <source>one of the values is not a number (is a variable nil?)</source>
        <translation>其中一个值不是数字（是不是有变量的值是 nil？）</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="142"/>
        <source>a variable has no value yet (nil); check its name</source>
        <translation>有个变量还没有值（nil）；检查一下它的名字</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="145"/>
        <source>only text and numbers can be joined with ..; use tostring()</source>
        <translation>只有文字和数字能用 .. 连起来；请用 tostring()</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="149"/>
        <source>that function does not exist; check its name</source>
        <translation>这个函数不存在；检查一下它的名字</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="157"/>
        <source>global</source>
        <translation>全局变量</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="158"/>
        <source>local</source>
        <translation>局部变量</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="159"/>
        <source>field</source>
        <translation>字段</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="160"/>
        <source>method</source>
        <translation>方法</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="161"/>
        <source>upvalue</source>
        <translation>外部局部变量</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="162"/>
        <source>constant</source>
        <translation>常量</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="196"/>
        <source>attempt to index a %1 value (%2 &apos;%3&apos;)</source>
        <translation>%2 &apos;%3&apos; 的值是 %1，不能用 . 或 [] 取它里面的东西</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="197"/>
        <source>attempt to index a %1 value</source>
        <translation>这个值是 %1，不能用 . 或 [] 取它里面的东西</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="198"/>
        <source>attempt to call a %1 value (%2 &apos;%3&apos;)</source>
        <translation>%2 &apos;%3&apos; 的值是 %1，不是函数，不能调用</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="199"/>
        <source>attempt to call a %1 value</source>
        <translation>这个值是 %1，不是函数，不能调用</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="201"/>
        <source>attempt to perform arithmetic on a %1 value (%2 &apos;%3&apos;)</source>
        <translation>%2 &apos;%3&apos; 的值是 %1，不能做算术运算</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="203"/>
        <source>attempt to perform arithmetic on a %1 value</source>
        <translation>这个值是 %1，不能做算术运算</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="205"/>
        <source>attempt to concatenate a %1 value (%2 &apos;%3&apos;)</source>
        <translation>%2 &apos;%3&apos; 的值是 %1，不能用 .. 连接</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="206"/>
        <source>attempt to concatenate a %1 value</source>
        <translation>这个值是 %1，不能用 .. 连接</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="208"/>
        <source>attempt to get length of a %1 value (%2 &apos;%3&apos;)</source>
        <translation>%2 &apos;%3&apos; 的值是 %1，不能用 # 取长度</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="210"/>
        <source>attempt to get length of a %1 value</source>
        <translation>这个值是 %1，不能用 # 取长度</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="218"/>
        <source>attempt to compare %1 with %2</source>
        <translation>不能比较 %1 和 %2</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="221"/>
        <source>attempt to compare two %1 values</source>
        <translation>不能比较两个 %1 值</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="224"/>
        <source>&apos;%1&apos; expected (to close &apos;%2&apos; at line %3) near %4</source>
        <translation>第 %3 行的 &apos;%2&apos; 缺少对应的 &apos;%1&apos;（在 %4 附近）</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="228"/>
        <source>&apos;%1&apos; expected near %2</source>
        <translation>在 %2 附近缺少 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="231"/>
        <source>unexpected symbol near %1</source>
        <translation>在 %1 附近有不该出现的符号</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="234"/>
        <source>unfinished string near %1</source>
        <translation>在 %1 附近有没写完的字符串</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="237"/>
        <source>bad argument #%1 to &apos;%2&apos; (%3 expected, got %4)</source>
        <translation>传给 &apos;%2&apos; 的第 %1 个参数不对（应为 %3，实际是 %4）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="29"/>
        <source>unwired</source>
        <translation>未接线</translation>
    </message>
    <message>
        <location filename="../scripting/src/sandbox.cpp" line="259"/>
        <source>the program used more than %1 MiB of memory (is a table or string growing without end?)</source>
        <translation>程序用了超过 %1 MiB 的内存（是不是有表或字符串在不停地变大？）</translation>
    </message>
    <message>
        <location filename="../scripting/src/program.cpp" line="36"/>
        <source>Error on line %1: %2</source>
        <translation>第 %1 行出错：%2</translation>
    </message>
    <message>
        <location filename="../scripting/src/program.cpp" line="38"/>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <location filename="../scripting/src/program.cpp" line="40"/>
        <source>Program finished.</source>
        <translation>程序运行结束。</translation>
    </message>
    <message>
        <location filename="../scripting/src/program.cpp" line="42"/>
        <source>Program stopped.</source>
        <translation>程序已停止。</translation>
    </message>
    <message>
        <location filename="../scripting/src/sandbox.cpp" line="58"/>
        <source>the program was stopped</source>
        <translation>程序被停止了</translation>
    </message>
    <message>
        <location filename="../scripting/src/sandbox.cpp" line="65"/>
        <source>too deep recursion: more than %1 nested function calls (does a function call itself without end?)</source>
        <translation>递归太深：函数嵌套调用超过了 %1 层（是不是有函数在不停地调用自己？）</translation>
    </message>
    <message>
        <location filename="../scripting/src/sandbox.cpp" line="80"/>
        <source>the program ran for more than %1 s without letting the simulation move (inside a library call such as table.sort or string.gsub, or inside your own coroutine); use wait() so time can pass</source>
        <translation>程序连续运行了超过 %1 秒，却没有让仿真往前走（卡在 table.sort 或 string.gsub 这样的库函数里，或者卡在你自己的协程里）；请用 wait() 让时间流逝</translation>
    </message>
    <message>
        <location filename="../scripting/src/sandbox.cpp" line="162"/>
        <source>setmetatable: %1 metamethods are not allowed in Botlab programs</source>
        <translation>setmetatable：Botlab 程序里不允许使用 %1 元方法</translation>
    </message>
    <message>
        <location filename="../scripting/src/sandbox.cpp" line="188"/>
        <source>collectgarbage: only &quot;count&quot; and &quot;collect&quot; are allowed</source>
        <translation>collectgarbage：只允许使用 &quot;count&quot; 和 &quot;collect&quot;</translation>
    </message>
    <message>
        <location filename="../scripting/src/sandbox.cpp" line="216"/>
        <source>%1: this pattern could take too long on a text of %2 characters (several repeated items can match the same characters); use a simpler pattern or a shorter text</source>
        <translation>%1：这个匹配模式用在 %2 个字符的文字上可能要运行太久（有好几个重复项能匹配同样的字符）；请用更简单的模式或更短的文字</translation>
    </message>
    <message>
        <location filename="../scripting/src/sandbox.cpp" line="238"/>
        <source>string.rep: the result would be %1 MB; at most %2 MB allowed</source>
        <translation>string.rep：结果会有 %1 MB；最多只允许 %2 MB</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="64"/>
        <source>%1: this robot has no %2 (asked for %3)</source>
        <translation>%1：这个机器人没有%2（你要找的是 %3）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="67"/>
        <source>%1: there is no %2 &apos;%3&apos; (this robot has: %4)</source>
        <translation>%1：没有%2 &apos;%3&apos;（这个机器人有：%4）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="80"/>
        <source>%1: %2 must be a number (got %3)</source>
        <translation>%1：%2 必须是数字（收到的是 %3）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="91"/>
        <source>the speed in percent</source>
        <translation>速度（百分比）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="101"/>
        <location filename="../scripting/src/api_bindings.cpp" line="115"/>
        <location filename="../scripting/src/api_bindings.cpp" line="132"/>
        <source>motor</source>
        <translation>电机</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="142"/>
        <source>servo</source>
        <translation>舵机</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="145"/>
        <source>the angle in degrees</source>
        <translation>角度（度）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="151"/>
        <source>servo.angle: waiting works only in the main program, not inside a coroutine or a callback</source>
        <translation>servo.angle：只有在主程序里才能等待，在协程或回调函数里不行</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="172"/>
        <source>sensor</source>
        <translation>传感器</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="177"/>
        <source>%1: sensor %2 is a %3 sensor, not a %4 sensor</source>
        <translation>%1：传感器 %2 是 %3 传感器，不是 %4 传感器</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="221"/>
        <source>compass.heading: this robot has no compass sensor</source>
        <translation>compass.heading：这个机器人没有指南针传感器</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="234"/>
        <source>%1: this robot has no gyro sensor</source>
        <translation>%1：这个机器人没有陀螺仪传感器</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="266"/>
        <source>%1: this robot has no IMU</source>
        <translation>%1：这个机器人没有 IMU（惯性测量单元）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="289"/>
        <source>%1: waiting works only in the main program, not inside a coroutine or a callback (such as table.sort&apos;s)</source>
        <translation>%1：只有在主程序里才能等待，在协程或回调函数（比如 table.sort 的比较函数）里不行</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="308"/>
        <source>wait: the time must be a number of seconds &gt;= 0 (got %1)</source>
        <translation>wait：时间必须是大于或等于 0 的秒数（收到的是 %1）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="316"/>
        <source>wait: %1 s is too long</source>
        <translation>wait：%1 秒太长了</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="353"/>
        <source>Too much output: at most %1 lines per second are shown.</source>
        <translation>输出太多了：每秒最多只显示 %1 行。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="367"/>
        <source>%1: this robot has no legs (legs.* works with the hexapod, quadruped and wheel_legged robots)</source>
        <translation>%1：这个机器人没有腿（legs.* 只能用在六足 hexapod、四足 quadruped 和轮腿 wheel_legged 机器人上）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="386"/>
        <source>legs.gait: this robot has no gait &apos;%1&apos; (its gaits: %2)</source>
        <translation>legs.gait：这个机器人没有步态 &apos;%1&apos;（它的步态有：%2）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="406"/>
        <source>legs.strideRatio: only the hexapod walks with unequal strides (this robot&apos;s legs do not)</source>
        <translation>legs.strideRatio：只有六足机器人能用不一样长的步子走路（这个机器人的腿不行）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="415"/>
        <source>legs.strideRatio: the ratio must be a number &gt; 0 (right stride / left stride, 1 walks straight; got %1)</source>
        <translation>legs.strideRatio：比例必须是大于 0 的数字（右步长 / 左步长，1 表示走直线；得到的是 %1）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="430"/>
        <source>legs.controlMode: only the quadruped has control modes (this robot&apos;s legs do not)</source>
        <translation>legs.controlMode：只有四足机器人有控制模式（这个机器人的腿没有）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="446"/>
        <source>legs.controlMode: there is no mode &apos;%1&apos; (the modes are &quot;position&quot; and &quot;force&quot;)</source>
        <translation>legs.controlMode：没有 &apos;%1&apos; 这种模式（模式只有 &quot;position&quot; 和 &quot;force&quot;）</translation>
    </message>
    <message>
        <location filename="../scripting/src/program.cpp" line="52"/>
        <source>could not create the Lua state</source>
        <translation>无法创建 Lua 运行环境</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="565"/>
        <source>waitUntil: the first argument must be a function, e.g. waitUntil(function() return touch.pressed(1) end)</source>
        <translation>waitUntil：第一个参数必须是函数，例如 waitUntil(function() return touch.pressed(1) end)</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="570"/>
        <source>waitUntil: timeout_s must be a number of seconds</source>
        <translation>waitUntil：timeout_s 必须是秒数</translation>
    </message>
    <message>
        <location filename="../scripting/src/program.cpp" line="67"/>
        <source>cannot load the program</source>
        <translation>无法加载程序</translation>
    </message>
    <message>
        <location filename="../scripting/src/program.cpp" line="70"/>
        <source>the program is too big for the memory limit</source>
        <translation>程序太大，超出了内存限制</translation>
    </message>
    <message>
        <location filename="../scripting/src/program.cpp" line="111"/>
        <source>%1 - %2</source>
        <translation>%1 —— %2</translation>
    </message>
    <message>
        <location filename="../scripting/src/program.cpp" line="125"/>
        <source>error object is a %1 value</source>
        <translation>错误对象是一个 %1 类型的值</translation>
    </message>
</context>
</TS>
