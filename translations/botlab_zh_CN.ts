<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>botlab::assembler</name>
    <message>
        <location filename="../assembler/src/assembly.cpp" line="169"/>
        <location filename="../assembler/src/editor.cpp" line="147"/>
        <location filename="../assembler/src/ghost.cpp" line="86"/>
        <location filename="../assembler/src/group_placement.cpp" line="139"/>
        <location filename="../assembler/src/robot_file.cpp" line="145"/>
        <source>unknown part &apos;%1&apos;</source>
        <translation>未知零件 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../assembler/src/assembly.cpp" line="172"/>
        <source>part &apos;%1&apos; has no mesh</source>
        <translation>零件 &apos;%1&apos; 没有网格模型</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="33"/>
        <source>base plate</source>
        <translation>底板</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="34"/>
        <location filename="../assembler/src/robot_check.cpp" line="89"/>
        <source>left motor</source>
        <translation>左电机</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="35"/>
        <location filename="../assembler/src/robot_check.cpp" line="90"/>
        <source>right motor</source>
        <translation>右电机</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="36"/>
        <source>left axle</source>
        <translation>左轴</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="37"/>
        <source>right axle</source>
        <translation>右轴</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="38"/>
        <location filename="../assembler/src/robot_check.cpp" line="91"/>
        <source>left wheel</source>
        <translation>左轮</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="39"/>
        <location filename="../assembler/src/robot_check.cpp" line="92"/>
        <source>right wheel</source>
        <translation>右轮</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="40"/>
        <location filename="../assembler/src/robot_check.cpp" line="104"/>
        <source>caster</source>
        <translation>万向球</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="41"/>
        <source>controller</source>
        <translation>控制器</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="42"/>
        <source>battery</source>
        <translation>电池盒</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="43"/>
        <source>sensor beam</source>
        <translation>传感器横梁</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="44"/>
        <source>line left</source>
        <translation>左巡线传感器</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="45"/>
        <source>line centre</source>
        <translation>中巡线传感器</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="46"/>
        <source>line right</source>
        <translation>右巡线传感器</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="47"/>
        <source>distance front</source>
        <translation>前距离传感器</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="48"/>
        <source>distance left</source>
        <translation>左距离传感器</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="49"/>
        <source>distance right</source>
        <translation>右距离传感器</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="50"/>
        <source>bumper</source>
        <translation>碰撞开关</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="51"/>
        <source>compass</source>
        <translation>指南针</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="52"/>
        <source>fan</source>
        <translation>风扇</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="53"/>
        <source>flame left</source>
        <translation>左火焰传感器</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="54"/>
        <source>flame centre</source>
        <translation>中火焰传感器</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="55"/>
        <source>flame right</source>
        <translation>右火焰传感器</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="56"/>
        <source>camera</source>
        <translation>摄像头</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="57"/>
        <source>lidar</source>
        <translation>激光雷达</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="59"/>
        <source>input axle</source>
        <translation>输入轴</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="60"/>
        <source>gear 8</source>
        <translation>8 齿齿轮</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="61"/>
        <source>output axle</source>
        <translation>输出轴</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="62"/>
        <source>gear 40</source>
        <translation>40 齿齿轮</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="63"/>
        <location filename="../assembler/src/robot_check.cpp" line="101"/>
        <source>wheel</source>
        <translation>轮子</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="64"/>
        <source>sprocket 10</source>
        <translation>10 齿链轮</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="65"/>
        <source>sprocket 20</source>
        <translation>20 齿链轮</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="66"/>
        <source>left drive axle</source>
        <translation>左驱动轴</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="67"/>
        <source>left drive wheel</source>
        <translation>左驱动轮</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="68"/>
        <source>left front upper beam</source>
        <translation>左前上梁</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="69"/>
        <source>left front lower beam</source>
        <translation>左前下梁</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="70"/>
        <source>left front axle</source>
        <translation>左前轴</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="71"/>
        <source>left front idler</source>
        <translation>左前导向轮</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="72"/>
        <source>left rear upper beam</source>
        <translation>左后上梁</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="73"/>
        <source>left rear lower beam</source>
        <translation>左后下梁</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="74"/>
        <source>left rear axle</source>
        <translation>左后轴</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="75"/>
        <source>left rear idler</source>
        <translation>左后导向轮</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="76"/>
        <source>right drive axle</source>
        <translation>右驱动轴</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="77"/>
        <source>right drive wheel</source>
        <translation>右驱动轮</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="78"/>
        <source>right front upper beam</source>
        <translation>右前上梁</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="79"/>
        <source>right front lower beam</source>
        <translation>右前下梁</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="80"/>
        <source>right front axle</source>
        <translation>右前轴</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="81"/>
        <source>right front idler</source>
        <translation>右前导向轮</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="82"/>
        <source>right rear upper beam</source>
        <translation>右后上梁</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="83"/>
        <source>right rear lower beam</source>
        <translation>右后下梁</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="84"/>
        <source>right rear axle</source>
        <translation>右后轴</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="85"/>
        <source>right rear idler</source>
        <translation>右后导向轮</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="326"/>
        <source>unknown built-in robot &apos;%1&apos;</source>
        <translation>未知的内置机器人 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="36"/>
        <source>chain</source>
        <translation>链条</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="38"/>
        <source>belt</source>
        <translation>皮带</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="40"/>
        <source>track</source>
        <translation>履带</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="48"/>
        <source>part %1 (%2)</source>
        <translation>零件 %1（%2）</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="49"/>
        <source>part %1 &apos;%2&apos; (%3)</source>
        <translation>零件 %1 &apos;%2&apos;（%3）</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="69"/>
        <source>robot</source>
        <translation>机器人</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="69"/>
        <source>robot &apos;%1&apos;</source>
        <translation>机器人 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="126"/>
        <source>parts[%1].part: unknown part &apos;%2&apos;</source>
        <translation>parts[%1].part：未知零件 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="132"/>
        <source>the robot has no controller; add one to wire its devices</source>
        <translation>机器人没有控制器；请添加一个控制器来连接它的设备</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="147"/>
        <source>%1: %2 port %3 does not exist (1..%4)</source>
        <translation>%1：%2端口 %3 不存在（可用 1..%4）</translation>
    </message>
    <message>
        <location filename="../assembler/src/builtin_robots.cpp" line="58"/>
        <location filename="../assembler/src/compile.cpp" line="148"/>
        <location filename="../assembler/src/compile.cpp" line="156"/>
        <location filename="../assembler/src/editor.cpp" line="197"/>
        <location filename="../assembler/src/editor.cpp" line="209"/>
        <location filename="../assembler/src/robot_check.cpp" line="98"/>
        <source>motor</source>
        <translation>电机</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="148"/>
        <location filename="../assembler/src/compile.cpp" line="156"/>
        <location filename="../assembler/src/editor.cpp" line="197"/>
        <location filename="../assembler/src/editor.cpp" line="209"/>
        <source>sensor</source>
        <translation>传感器</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="154"/>
        <source>%1 and %2 are both wired to %3 port %4</source>
        <translation>%1 和 %2 都连到了%3端口 %4</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="180"/>
        <source>%1: its shaft&apos;s axle is fixed to the motor&apos;s own body, so it cannot turn</source>
        <translation>%1：插在电机输出轴上的轴被固定在电机自己身上，所以无法转动</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="217"/>
        <source>%1 closes a loop of joints; that joint is left out</source>
        <translation>%1 让关节连成了一个闭环；这个关节被忽略</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="238"/>
        <source>%1 is not connected to the controller&apos;s body; it is left out of the simulation</source>
        <translation>%1 没有和控制器所在的主体连在一起；它不参与仿真</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="355"/>
        <source>%1: the motor&apos;s shaft has no axle in it</source>
        <translation>%1：电机的输出轴上没有插轴</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="358"/>
        <source>%1: its axle does not turn freely (closed loop); the motor is left out</source>
        <translation>%1：它的轴不能自由转动（形成了闭环）；这个电机被忽略</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="366"/>
        <location filename="../assembler/src/compile.cpp" line="553"/>
        <source>%1 is not wired to a motor port</source>
        <translation>%1 没有连接到电机端口</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="403"/>
        <source>%1 and %2 mesh but one of them is not on a turning axle</source>
        <translation>%1 和 %2 互相啮合，但其中一个不在能转动的轴上</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="447"/>
        <source>%1 does not turn on an axle, so its %2 is left out</source>
        <translation>%1 没有装在能转动的轴上，所以它的%2被忽略</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="508"/>
        <source>the track over %1 is left out: its wheels&apos; axles are not all held by one frame</source>
        <translation>套在 %1 上的履带被忽略：这些轮子的轴没有全部装在同一个框架上</translation>
    </message>
    <message>
        <location filename="../assembler/src/compile.cpp" line="541"/>
        <source>%1 is not wired to a sensor port</source>
        <translation>%1 没有连接到传感器端口</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="12"/>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="27"/>
        <source>Remove %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="62"/>
        <source>Rename robot</source>
        <translation>重命名机器人</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="82"/>
        <location filename="../assembler/src/group_placement.cpp" line="133"/>
        <source>no part %1 (the robot has %2 parts)</source>
        <translation>没有零件 %1（机器人共有 %2 个零件）</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="165"/>
        <location filename="../assembler/src/editor.cpp" line="173"/>
        <source>Move %1</source>
        <translation>移动 %1</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="188"/>
        <source>part %1 (%2) is not a motor, fan or sensor and has no port</source>
        <translation>零件 %1（%2）不是电机、风扇或传感器，没有端口</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="196"/>
        <source>%1 port %2 does not exist (1..%3)</source>
        <translation>%1端口 %2 不存在（可用 1..%3）</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="208"/>
        <source>%1 port %2 is already used by part %3 (%4)</source>
        <translation>%1端口 %2 已被零件 %3（%4）占用</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="219"/>
        <source>Wire %1 to port %2</source>
        <translation>把 %1 连接到端口 %2</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="227"/>
        <source>Reverse %1</source>
        <translation>反转 %1</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="235"/>
        <source>Rename %1</source>
        <translation>重命名 %1</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="242"/>
        <source>Connect with chain or belt</source>
        <translation>用链条或皮带连接</translation>
    </message>
    <message>
        <location filename="../assembler/src/editor.cpp" line="257"/>
        <source>A chain joins two sprockets and a belt two pulleys, level with each other on parallel axles and not touching.</source>
        <translation>链条连接两个链轮，皮带连接两个皮带轮；它们要装在互相平行的轴上，处在同一个平面里，而且互不接触。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_file.cpp" line="82"/>
        <source>expected &quot;botlab-robot&quot;, got &quot;%1&quot;</source>
        <translation>应为 &quot;botlab-robot&quot;，实际是 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_file.cpp" line="89"/>
        <source>unsupported version %1 (this Botlab reads 1 to %2)</source>
        <translation>不支持的版本 %1（这个 Botlab 只能读取版本 1 到 %2）</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_file.cpp" line="102"/>
        <source>%1 items; at most %2 are allowed</source>
        <translation>有 %1 项；最多只允许 %2 项</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_file.cpp" line="116"/>
        <source>&apos;%1&apos; is the id of a built-in part; give the custom part another id</source>
        <translation>&apos;%1&apos; 是内置零件的 id；请给自定义零件换一个 id</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_file.cpp" line="120"/>
        <source>duplicate custom part id &apos;%1&apos;</source>
        <translation>自定义零件 id &apos;%1&apos; 重复了</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_file.cpp" line="150"/>
        <source>must be within %1 m of the robot&apos;s origin (got %2 m away)</source>
        <translation>必须在离机器人原点 %1 m 以内（现在离了 %2 m）</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_file.cpp" line="158"/>
        <source>must be a whole number 0..13 (got %1)</source>
        <translation>必须是 0..13 之间的整数（得到的是 %1）</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_file.cpp" line="173"/>
        <source>must name another part than part_a</source>
        <translation>必须写明 part_a 以外的另一个零件</translation>
    </message>
    <message>
        <location filename="../assembler/src/ghost.cpp" line="89"/>
        <source>the mouse ray has no direction</source>
        <translation>鼠标射线没有方向</translation>
    </message>
    <message>
        <location filename="../assembler/src/ghost.cpp" line="96"/>
        <source>the mouse points at neither the robot nor the floor</source>
        <translation>鼠标指的既不是机器人，也不是地面</translation>
    </message>
    <message>
        <location filename="../assembler/src/ghost.cpp" line="192"/>
        <source>No free place here: the part overlaps %1.</source>
        <translation>这里没有空位：零件和 %1 重叠了。</translation>
    </message>
    <message>
        <location filename="../assembler/src/ghost.cpp" line="196"/>
        <source>Overlaps %1: dropped here it goes 1 step up, clear of it.</source>
        <translation>和 %1 重叠：放在这里会往上升 1 格，避开它。</translation>
    </message>
    <message>
        <location filename="../assembler/src/ghost.cpp" line="198"/>
        <source>Overlaps %1: dropped here it goes %2 steps up, clear of it.</source>
        <translation>和 %1 重叠：放在这里会往上升 %2 格，避开它。</translation>
    </message>
    <message>
        <location filename="../assembler/src/ghost.cpp" line="203"/>
        <source>Snaps onto %1.</source>
        <translation>会卡到 %1 上。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="111"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="124"/>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="144"/>
        <source>%1 is not a part Botlab knows (&apos;%2&apos;). Delete it or import the part again.</source>
        <translation>%1 不是 Botlab 认识的零件（&apos;%2&apos;）。请删除它，或者重新导入这个零件。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="155"/>
        <source>The robot has no controller. Add one: it runs the program, and the motors and sensors are plugged into it.</source>
        <translation>机器人没有控制器。请添加一个：控制器负责运行程序，电机和传感器都插在它上面。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="195"/>
        <source>%1 is not attached to the rest of the robot. Snap it onto a hole, an axle or a pin.</source>
        <translation>%1 没有和机器人的其他部分连在一起。请把它卡到孔、轴或插销上。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="200"/>
        <source>%1 and the part joined to it are not attached to the rest of the robot.</source>
        <translation>%1 和连在它上面的零件没有和机器人的其他部分连在一起。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="202"/>
        <source>%1 and the %2 parts joined to it are not attached to the rest of the robot.</source>
        <translation>%1 和连在它上面的 %2 个零件没有和机器人的其他部分连在一起。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="222"/>
        <source>%1 drives nothing: there is no axle in its shaft. Push an axle into the shaft.</source>
        <translation>%1 什么也带不动：它的输出轴上没有插轴。请把一根轴插进输出轴。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="248"/>
        <source>%1 drives nothing: the axle in its shaft carries no wheel or gear.</source>
        <translation>%1 什么也带不动：插在它输出轴上的轴没有装轮子或齿轮。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="270"/>
        <source>%1 is not plugged into the controller. Choose a motor port for it.</source>
        <translation>%1 没有插到控制器上。请给它选一个电机端口。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="272"/>
        <source>%1 is not plugged into the controller. Choose a sensor port for it.</source>
        <translation>%1 没有插到控制器上。请给它选一个传感器端口。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="278"/>
        <source>%1 is plugged into motor port %2, which the controller does not have (it has ports 1 to %3).</source>
        <translation>%1 插在电机端口 %2 上，但控制器没有这个端口（它只有端口 1 到 %3）。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="280"/>
        <source>%1 is plugged into sensor port %2, which the controller does not have (it has ports 1 to %3).</source>
        <translation>%1 插在传感器端口 %2 上，但控制器没有这个端口（它只有端口 1 到 %3）。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="294"/>
        <source>%1 and %2 more</source>
        <translation>%1 以及另外 %2 个</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="300"/>
        <source>%1 and %2 are both plugged into motor port %3. Give each its own port.</source>
        <translation>%1 和 %2 都插在电机端口 %3 上。请给每个零件各用一个端口。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="302"/>
        <source>%1 and %2 are both plugged into sensor port %3. Give each its own port.</source>
        <translation>%1 和 %2 都插在传感器端口 %3 上。请给每个零件各用一个端口。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="317"/>
        <source>%1 and %2 are inside each other. Move one of them.</source>
        <translation>%1 和 %2 互相穿进了对方。请把其中一个移开。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="391"/>
        <location filename="../assembler/src/robot_check.cpp" line="409"/>
        <location filename="../assembler/src/test_drive.cpp" line="160"/>
        <location filename="../assembler/src/test_drive.cpp" line="591"/>
        <location filename="../assembler/src/test_drive.cpp" line="715"/>
        <location filename="../assembler/src/test_drive.cpp" line="724"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="395"/>
        <source>The gears %1 lock: they mesh in a closed loop whose turns do not agree, so none of them can turn. Take one gear out of the loop.</source>
        <translation>齿轮 %1 卡死了：它们啮合成一个闭环，转动方向对不上，所以一个也转不动。请从这个环里拿掉一个齿轮。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="398"/>
        <source>The gears %1 lock: one of them is fixed to the robot&apos;s body, so none of them can turn. Put it on an axle that turns in a hole.</source>
        <translation>齿轮 %1 卡死了：其中一个固定在机器人的主体上，所以一个也转不动。请把它装到一根能在孔里转动的轴上。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="412"/>
        <source>%1 has no chain: no other sprocket turns level with it on a parallel axle. Put a second sprocket in its plane.</source>
        <translation>%1 没有链条：没有别的链轮和它在同一个平面里、在平行的轴上转动。请在它所在的平面里再放一个链轮。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="416"/>
        <source>%1 has no belt: no other pulley turns level with it on a parallel axle. Put a second pulley in its plane.</source>
        <translation>%1 没有皮带：没有别的皮带轮和它在同一个平面里、在平行的轴上转动。请在它所在的平面里再放一个皮带轮。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="421"/>
        <source>%1 are too close together: their rims touch. Move one axle further away.</source>
        <translation>%1 挨得太近了：它们的边缘碰到了一起。请把其中一根轴移远一点。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="426"/>
        <source>The sprockets %1 turn in one plane: select the two a chain should join and choose Robot &gt; Connect with Chain.</source>
        <translation>链轮 %1 在同一个平面里转动：请选中要用链条连接的那两个，然后选择“机器人 &gt; 用链条连接”。</translation>
    </message>
    <message>
        <location filename="../assembler/src/robot_check.cpp" line="430"/>
        <source>The pulleys %1 turn in one plane: select the two a belt should join and choose Robot &gt; Connect with Belt.</source>
        <translation>皮带轮 %1 在同一个平面里转动：请选中要用皮带连接的那两个，然后选择“机器人 &gt; 用皮带连接”。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="160"/>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="437"/>
        <source>this finding has no one-click fix</source>
        <translation>这个问题没有一键修复</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="439"/>
        <source>the fix names no motor</source>
        <translation>这个修复没有指明电机</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="443"/>
        <source>part %1 is not a motor</source>
        <translation>零件 %1 不是电机</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="453"/>
        <source>swapping ports needs two parts</source>
        <translation>交换端口需要两个零件</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="460"/>
        <source>these parts do not have ports of one kind</source>
        <translation>这些零件没有同一种端口</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="469"/>
        <source>the fix names no part</source>
        <translation>这个修复没有指明零件</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="472"/>
        <source>part %1 does not exist</source>
        <translation>零件 %1 不存在</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="591"/>
        <source>Stands on %1.</source>
        <translation>立在 %1 上。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="596"/>
        <source>The robot tips over when it is put on the floor (it leans %1°). Put the wheels and the caster further apart, or the heavy parts lower and between them.</source>
        <translation>机器人放到地上就会翻倒（倾斜 %1°）。把轮子和万向球分得更开，或者把重的零件放低、放在它们之间。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="655"/>
        <source>%1 reaches %2 mm below the wheels, because the motors sit on top of %3: the robot stands on the caster, not on its wheels. Mount the motors under %3, with their axles and wheels (“Fix it” does that).</source>
        <translation>%1比轮子低 %2 毫米，因为电机装在%3的上面：机器人是立在万向球上，而不是立在轮子上。把电机连同轴和轮子一起装到%3的下面（“修复”可以帮你做到）。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="666"/>
        <source>%1 reaches %2 mm below the wheels: raise it (or use a smaller caster) — the robot stands on it, not on its wheels.</source>
        <translation>%1比轮子低 %2 毫米：把它装高一些（或换一个小一点的万向球）——机器人是立在它上面，而不是立在轮子上。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="669"/>
        <source>%1 reaches %2 mm below the wheels: raise it (or use a smaller caster) — the robot stands on it and on %3, not on its wheels.</source>
        <translation>%1比轮子低 %2 毫米：把它装高一些（或换一个小一点的万向球）——机器人是立在它和%3上面，而不是立在轮子上。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="682"/>
        <source>%1, a sensor, reaches %2 mm below the wheels: the robot rests on it instead of on its wheels. Move it up until it is higher than the wheels&apos; bottom.</source>
        <translation>传感器%1比轮子低 %2 毫米：机器人压在它上面，而不是立在轮子上。把它往上移，直到它比轮子的底部高。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="687"/>
        <source>%1, the controller, reaches %2 mm below the wheels: the robot rests on it instead of on its wheels. Move it up, or mount the wheels lower.</source>
        <translation>控制器%1比轮子低 %2 毫米：机器人压在它上面，而不是立在轮子上。把它往上移，或者把轮子装低一些。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="691"/>
        <source>%1 reaches %2 mm below the wheels: the robot rests on it instead of on its wheels. Move it up, or mount the wheels lower.</source>
        <translation>%1比轮子低 %2 毫米：机器人压在它上面，而不是立在轮子上。把它往上移，或者把轮子装低一些。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="711"/>
        <source>The wheels (%1) are mounted too high because the motors sit on top of %2: %3 reach as low as them or lower (up to %4 mm below), so the robot stands on those instead. Mount the motors under %2, with their axles and wheels (“Fix it” does that).</source>
        <translation>轮子（%1）装得太高，因为电机装在%2的上面：%3和轮子一样低或更低（最多低 %4 毫米），所以机器人立在它们上面。把电机连同轴和轮子一起装到%2的下面（“修复”可以帮你做到）。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="721"/>
        <source>The wheels (%1) are too small or mounted too high: %2 reach as low as them or lower (up to %3 mm below), so the robot stands on those instead. Use bigger wheels or mount the wheels lower.</source>
        <translation>轮子（%1）太小或装得太高：%2和轮子一样低或更低（最多低 %3 毫米），所以机器人立在它们上面。换大一点的轮子，或者把轮子装低一些。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="734"/>
        <source>%1 does not touch the floor (it is %2 mm above it), so it cannot drive the robot. Move the caster or the parts under the robot up, or the wheels down, until the wheels stand on the floor.</source>
        <translation>%1 没有接触地面（离地 %2 毫米），所以不能带动机器人。把万向球或机器人底下的零件往上移，或者把轮子往下移，直到轮子立在地上。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="750"/>
        <source>The robot rests on %1, a sensor: it scrapes over the floor and reads wrongly. Move it up so that it stays clear of the floor.</source>
        <translation>机器人压在传感器 %1 上：它会在地上刮擦，读数也不对。把它往上移，让它离开地面。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="754"/>
        <source>The robot rests on %1, the controller: it scrapes over the floor. Make the wheels and the caster reach lower than it.</source>
        <translation>机器人压在控制器 %1 上：它会在地上刮擦。让轮子和万向球比它更低。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="758"/>
        <source>The robot rests on %1: it drags over the floor. Move it up, or make the wheels and the caster reach lower than it.</source>
        <translation>机器人压在 %1 上：它会在地上拖着走。把它往上移，或者让轮子和万向球比它更低。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="769"/>
        <source>The robot almost tips over: its centre of mass is only %1 mm from the edge of what it stands on. Move heavy parts (battery, controller) toward the middle between the wheels and the caster.</source>
        <translation>机器人差一点就会翻倒：它的重心离支撑面的边缘只有 %1 毫米。把重的零件（电池、控制器）移到轮子和万向球之间的中间位置。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="788"/>
        <source>%1 is only %2 mm above the floor: too close to see a line well (it needs %3 to %4 mm). Move it up.</source>
        <translation>%1 离地面只有 %2 毫米：太近了，看不清线（需要 %3 到 %4 毫米）。把它往上移。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="794"/>
        <source>%1 is %2 mm above the floor: too high to see a line (it needs %3 to %4 mm). Move it down.</source>
        <translation>%1 离地面 %2 毫米：太高了，看不到线（需要 %3 到 %4 毫米）。把它往下移。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="818"/>
        <source>%1 sees the robot itself, %2 cm in front of it: it will never see what is ahead. Move it so that no part of the robot is in front of it.</source>
        <translation>%1 看到的是机器人自己（在它前面 %2 厘米）：它永远看不到前方的东西。移动它，让机器人的任何零件都不挡在它前面。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="845"/>
        <source>%1 sees the robot itself in %2 % of its picture: move it forward or up, or turn it, so that the robot is out of its view.</source>
        <translation>%1 的画面中有 %2% 是机器人自己：把它向前或向上移，或者转一下，让机器人不在它的视野里。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="867"/>
        <source>%1 is blocked by the robot itself in %2 of its %3 directions: a real lidar would see the robot there. Mount it higher, above every other part.</source>
        <translation>%1 的 %3 个方向中有 %2 个被机器人自己挡住：真实的激光雷达会在那里看到机器人。把它装得更高，高过其他所有零件。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="876"/>
        <source>%1 is pressed while the robot stands still: it touches the floor or the robot. Move it so that it is free until the robot bumps into something.</source>
        <translation>机器人静止时 %1 就是按下的：它碰到了地面或机器人自己。移动它，让它只在机器人撞到东西时才被按下。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="968"/>
        <source>The robot does not move when its program runs the motors: %1 not plugged into the controller. Choose a motor port for each motor in the wiring table (the left one on port 1, the right one on port 2).</source>
        <translation>程序让电机转动时，机器人不动：%1没有插到控制器上。在接线表里给每个电机选一个电机端口（左电机接端口 1，右电机接端口 2）。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="971"/>
        <source>%1 is</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="972"/>
        <source>%1 are</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="979"/>
        <source>The robot does not move when its motors run: it rests on %1, which drags over the floor. Move it up so that only the wheels and the caster touch the floor.</source>
        <translation>电机转动时机器人不动：它压在%1上，在地上拖着。把它装高一些，让只有轮子和万向球碰到地面。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="986"/>
        <source>The robot does not move when its motors run. Check that the wheels turn freely, sit on the motors&apos; axles and touch the floor.</source>
        <translation>电机转动时机器人不动。检查轮子能否自由转动、是否装在电机的轴上并且接触地面。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="995"/>
        <source>%1 turns its wheel backwards when the other motor drives forward, so the robot spins on the spot. Untick “Turns the other way” on motor %2.</source>
        <translation>另一个电机向前时，%1 让它的轮子向后转，所以机器人原地打转。在电机 %2 上取消勾选“反向转动”。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="998"/>
        <source>%1 turns its wheel backwards when the other motor drives forward, so the robot spins on the spot. Tick “Turns the other way” on motor %2.</source>
        <translation>另一个电机向前时，%1 让它的轮子向后转，所以机器人原地打转。在电机 %2 上勾选“反向转动”。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="1015"/>
        <source>The robot drives backwards when its motors run forward. Change “Turns the other way” on motors %1 (tick it where it is off, untick it where it is on).</source>
        <translation>电机向前转时机器人却向后走。在电机 %1 上改变“反向转动”（没勾选的勾上，已勾选的取消）。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="1018"/>
        <source> and </source>
        <translation> 和 </translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="1036"/>
        <source>The left motor %1 is on port %2 and the right motor %3 on port %4: programs expect the left motor on the lower port. Swap their ports.</source>
        <translation>左电机 %1 接在端口 %2，右电机 %3 接在端口 %4：程序默认左电机接在编号较小的端口。交换它们的端口。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="1048"/>
        <source>%1 scrapes over the floor while the robot drives. Move it up.</source>
        <translation>机器人行驶时 %1 在地上刮擦。把它往上移。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="1054"/>
        <source>The robot rears up when it starts (it leans %1°): it is top-heavy or its weight is far back. Put heavy parts lower and between the wheels and the caster.</source>
        <translation>机器人起步时向后翘起（倾斜 %1°）：它头重脚轻，或者重量太靠后。把重的零件放低，放在轮子和万向球之间。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="1062"/>
        <source>The robot tips over when it stops (it leans %1°): it is top-heavy. Put heavy parts lower and nearer the middle, or move the caster further out.</source>
        <translation>机器人停下时会翻倒（倾斜 %1°）：它头重脚轻。把重的零件放低、靠近中间，或者把万向球移得更靠外。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="1073"/>
        <source>The wheels slip: they turn %1% faster than the robot moves. Put more of the robot&apos;s weight on the driven wheels.</source>
        <translation>轮子打滑：它们比机器人的移动快 %1%。让机器人更多的重量压在驱动轮上。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="1087"/>
        <source>The robot drifts to the right by %1 cm per metre when both motors run forward: %2 is smaller (%3 mm across) than %4 (%5 mm). Use two wheels of the same size.</source>
        <translation>两个电机都向前转时，机器人每米向右偏 %1 厘米：%2（直径 %3 毫米）比%4（%5 毫米）小。请用两个一样大的轮子。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="1091"/>
        <source>The robot drifts to the left by %1 cm per metre when both motors run forward: %2 is smaller (%3 mm across) than %4 (%5 mm). Use two wheels of the same size.</source>
        <translation>两个电机都向前转时，机器人每米向左偏 %1 厘米：%2（直径 %3 毫米）比%4（%5 毫米）小。请用两个一样大的轮子。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="1102"/>
        <source>The robot drifts to the right by %1 cm per metre when both motors run forward. Check that the wheels are the same and the weight is in the middle.</source>
        <translation>两个电机都向前转时，机器人每米向右偏 %1 厘米。检查两个轮子是否一样、重量是否在中间。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="1105"/>
        <source>The robot drifts to the left by %1 cm per metre when both motors run forward. Check that the wheels are the same and the weight is in the middle.</source>
        <translation>两个电机都向前转时，机器人每米向左偏 %1 厘米。检查两个轮子是否一样、重量是否在中间。</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="1112"/>
        <source>drives straight: drift &lt; 2 cm per metre</source>
        <translation>走得很直：每米偏离 &lt; 2 厘米</translation>
    </message>
    <message>
        <location filename="../assembler/src/test_drive.cpp" line="1115"/>
        <source>Drives nearly straight: drift %1 cm per metre.</source>
        <translation>走得基本直：每米偏离 %1 厘米。</translation>
    </message>
    <message>
        <location filename="../assembler/src/group_placement.cpp" line="364"/>
        <source>in the middle</source>
        <translation>在中间</translation>
    </message>
    <message>
        <location filename="../assembler/src/group_placement.cpp" line="365"/>
        <source>at the front</source>
        <translation>在前部</translation>
    </message>
    <message>
        <location filename="../assembler/src/group_placement.cpp" line="365"/>
        <source>at the back</source>
        <translation>在后部</translation>
    </message>
    <message>
        <location filename="../assembler/src/group_placement.cpp" line="366"/>
        <source>on top</source>
        <translation>在上面</translation>
    </message>
    <message>
        <location filename="../assembler/src/group_placement.cpp" line="366"/>
        <source>underneath</source>
        <translation>在下面</translation>
    </message>
    <message>
        <location filename="../assembler/src/group_placement.cpp" line="367"/>
        <source>on the right side</source>
        <translation>在右侧</translation>
    </message>
    <message>
        <location filename="../assembler/src/group_placement.cpp" line="367"/>
        <source>on the left side</source>
        <translation>在左侧</translation>
    </message>
    <message>
        <location filename="../assembler/src/group_placement.cpp" line="377"/>
        <source>%1 does not fit here: it hits %2 — it fits on %3, %4.</source>
        <translation>%1放不进这里：它碰到了%2——它可以装在%3上，%4。</translation>
    </message>
    <message>
        <location filename="../assembler/src/group_placement.cpp" line="379"/>
        <source>%1 does not fit here — it fits on %2, %3.</source>
        <translation>%1放不进这里——它可以装在%2上，%3。</translation>
    </message>
    <message>
        <location filename="../assembler/src/group_placement.cpp" line="381"/>
        <source>%1 does not fit here: it hits %2, and there is no free place for it on the robot.</source>
        <translation>%1放不进这里：它碰到了%2，而且机器人上没有它的空位。</translation>
    </message>
    <message>
        <location filename="../assembler/src/group_placement.cpp" line="385"/>
        <source>%1 does not fit here, and there is no free place for it on the robot.</source>
        <translation>%1放不进这里，而且机器人上没有它的空位。</translation>
    </message>
</context>
<context>
    <name>botlab::cli</name>
    <message>
        <location filename="../app/cli/main.cpp" line="78"/>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="106"/>
        <source>writing failed (is the disk full?)</source>
        <translation>写入失败（磁盘是不是满了？）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="139"/>
        <source>simulated %1 s in %2 s (%3x real time), %4 steps</source>
        <translation>用 %2 秒仿真了 %1 秒（%3 倍实时速度），共 %4 步</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="156"/>
        <source>goal reached at %1 s</source>
        <translation>在 %1 秒时到达目标</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="157"/>
        <source>goal not reached</source>
        <translation>没有到达目标</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="159"/>
        <source>checkpoints %1/%2</source>
        <translation>检查点 %1/%2</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="164"/>
        <source>line deviation: max %1 m, mean %2 m</source>
        <translation>偏离线路：最大 %1 米，平均 %2 米</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="167"/>
        <source>wall collisions: %1; candles out: %2</source>
        <translation>撞墙次数：%1；熄灭的蜡烛：%2</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="171"/>
        <source>objects in their zones: %1/%2</source>
        <translation>物体在目标区内：%1/%2</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="179"/>
        <source>program error (line %1): %2</source>
        <translation>程序错误（第 %1 行）：%2</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="151"/>
        <location filename="../app/cli/main.cpp" line="185"/>
        <source>physics failed: %1</source>
        <translation>物理仿真失败：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="359"/>
        <source>Runs a Botlab Lua program on a robot in a scene without a window and reports the result. Exit status: 0 ran, 2 bad input, 3 program error, 1 physics failure.</source>
        <translation>不打开窗口，让场景中的机器人运行一个 Botlab Lua 程序，并报告结果。退出状态：0 已运行，2 输入有误，3 程序错误，1 物理仿真失败。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="368"/>
        <source>Built-in scene name or scene file.</source>
        <translation>内置场景名称或场景文件。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="369"/>
        <source>The Lua program file.</source>
        <translation>Lua 程序文件。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="371"/>
        <source>Simulated seconds to run (default: the scene&apos;s time limit, else 60).</source>
        <translation>要仿真的秒数（默认：场景的时间限制；没有时间限制则为 60）。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="373"/>
        <source>Random seed (default 0).</source>
        <translation>随机种子（默认 0）。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="375"/>
        <source>Write the JSON report to FILE (&apos;-&apos; = stdout).</source>
        <translation>把 JSON 报告写入 FILE（&apos;-&apos; = 标准输出）。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="376"/>
        <source>Write a CSV time series to FILE.</source>
        <translation>把 CSV 时间序列写入 FILE。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="377"/>
        <source>Pace the run to the wall clock.</source>
        <translation>按真实时间的速度运行。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="379"/>
        <source>End the run when the goal is reached.</source>
        <translation>到达目标时结束运行。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="382"/>
        <source>Check the robot (a built-in robot or a robot file) instead of running a program: the robot check and a test drive on a flat floor, one finding a line; --report writes them as JSON. Exit status: 0 nothing to fix, 1 something to fix, 2 a robot it cannot read.</source>
        <translation>检查机器人（内置机器人或机器人文件）而不运行程序：机器人检查和在平地上的试车，每行一条结果；--report 把它们写成 JSON。退出状态：0 没有需要修改的地方，1 有需要修改的地方，2 无法读取机器人。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="440"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="447"/>
        <source>--check takes no --%1 (see --help)</source>
        <translation>--check 不能与 --%1 一起使用（见 --help）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="480"/>
        <source>--%1 is required (see --help)</source>
        <translation>必须提供 --%1（见 --help）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="453"/>
        <source>--seed must be a non-negative integer (got &apos;%1&apos;)</source>
        <translation>--seed 必须是非负整数（得到的是 &apos;%1&apos;）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="244"/>
        <source>no program</source>
        <translation>没有程序</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="247"/>
        <source>program running</source>
        <translation>程序运行中</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="249"/>
        <source>program finished</source>
        <translation>程序已结束</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="251"/>
        <source>program failed</source>
        <translation>程序出错</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="253"/>
        <source>program stopped</source>
        <translation>程序已停止</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="261"/>
        <location filename="../app/cli/main.cpp" line="575"/>
        <source>robot %1</source>
        <translation>机器人 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="262"/>
        <location filename="../app/cli/main.cpp" line="576"/>
        <source>robot %1 (%2)</source>
        <translation>机器人 %1（%2）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="269"/>
        <source>%1: %2 on start %3, team %4, %5</source>
        <translation>%1：%2，起点 %3，队伍 %4，%5</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="276"/>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="284"/>
        <source>out at %1 s</source>
        <translation>%1 秒时出界</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="287"/>
        <source>finished at %1 s</source>
        <translation>%1 秒时到达终点</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="289"/>
        <source>goals %1</source>
        <translation>进球 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="290"/>
        <source>won</source>
        <translation>胜</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="292"/>
        <source>lost</source>
        <translation>负</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="293"/>
        <source>drawn</source>
        <translation>平</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="294"/>
        <source>%1, points: %2</source>
        <translation>%1，积分：%2</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="301"/>
        <source>match: the scene is no arena (no winner)</source>
        <translation>比赛：这个场景不是竞技场（没有胜者）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="307"/>
        <source>draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="309"/>
        <source>%1 wins</source>
        <translation>%1 获胜</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="311"/>
        <source>team %1 wins</source>
        <translation>队伍 %1 获胜</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="312"/>
        <source>match (%1): %2 at %3 s: %4</source>
        <translation>比赛（%1）：%2，时间 %3 秒：%4</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="364"/>
        <source>Built-in robot name, robot file, or legged template (hexapod, quadruped, wheel_legged, manned_hexapod).</source>
        <translation>内置机器人名称、机器人文件，或足式机器人模板（hexapod, quadruped, wheel_legged, manned_hexapod）。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="388"/>
        <source>Who the robot before it belongs to (with several --robot).</source>
        <translation>前面那个机器人属于谁（有多个 --robot 时）。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="391"/>
        <source>The scene start (0, 1, ...) of the robot before it (default: the next free).</source>
        <translation>前面那个机器人所站的场景起点（0、1、……；默认：下一个空闲的起点）。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="395"/>
        <source>Run the match a match file describes (scene, seed, robots with their programs, owners and starts; docs/formats/match.md) instead of --robot/--program/--scene.</source>
        <translation>运行比赛文件描述的比赛（场景、种子、机器人及其程序、所有者和起点；见 docs/formats/match.md），代替 --robot/--program/--scene。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="400"/>
        <source>With several robots in an arena: end the run when the match is decided.</source>
        <translation>竞技场中有多个机器人时：比赛分出结果就结束运行。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="403"/>
        <source>Convert the Lua program IN.lua into the block program OUT.blocks (give OUT.blocks as the one argument after the options) and exit.</source>
        <translation>把 Lua 程序 IN.lua 转换成积木程序 OUT.blocks（在选项之后给出 OUT.blocks 作为唯一的参数）然后退出。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="408"/>
        <source>Convert the block program IN.blocks into the Lua program OUT.lua (give OUT.lua as the one argument after the options) and exit.</source>
        <translation>把积木程序 IN.blocks 转换成 Lua 程序 OUT.lua（在选项之后给出 OUT.lua 作为唯一的参数）然后退出。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="413"/>
        <source>Write every line the program runs to FILE (CSV: time_s, robot, line and the variables&apos; values; docs/formats/trace.md).</source>
        <translation>把程序运行的每一行写入 FILE（CSV：time_s、robot、line 以及变量的值；见 docs/formats/trace.md）。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="418"/>
        <source>With --trace: the variables to write, separated by commas (default: the program&apos;s global numbers, strings and booleans).</source>
        <translation>与 --trace 一起使用：要写入的变量，用逗号分隔（默认：程序中值为数字、字符串或布尔值的全局变量）。</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="429"/>
        <source>give either --lua-to-blocks or --blocks-to-lua, not both</source>
        <translation>只能给出 --lua-to-blocks 或 --blocks-to-lua 之一，不能同时给出</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="432"/>
        <source>give the output file after the input file, e.g. --lua-to-blocks IN.lua OUT.blocks</source>
        <translation>请在输入文件之后给出输出文件，例如 --lua-to-blocks IN.lua OUT.blocks</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="459"/>
        <source>--duration must be a number of seconds &gt; 0 (got &apos;%1&apos;)</source>
        <translation>--duration 必须是大于 0 的秒数（得到的是 &apos;%1&apos;）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="468"/>
        <source>--match takes no --%1 (the match file names them)</source>
        <translation>--match 不接受 --%1（比赛文件里已经写明）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="488"/>
        <source>--program, --owner and --start follow a --robot (see --help)</source>
        <translation>--program、--owner 和 --start 要写在某个 --robot 之后（见 --help）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="490"/>
        <source>--robot %1 has no --program after it (each robot needs one; see --help)</source>
        <translation>--robot %1 后面没有 --program（每个机器人都需要一个程序；见 --help）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="497"/>
        <source>--start must be a start index 0, 1, ... (got &apos;%1&apos;)</source>
        <translation>--start 必须是起点编号 0、1、……（实际是“%1”）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="535"/>
        <location filename="../app/cli/main.cpp" line="600"/>
        <source>%1: cannot write the log (%2)</source>
        <translation>%1：无法写入日志（%2）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="543"/>
        <location filename="../app/cli/main.cpp" line="617"/>
        <location filename="../app/cli/robot_check.cpp" line="164"/>
        <source>%1: cannot write the report (%2)</source>
        <translation>%1：无法写入报告（%2）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="547"/>
        <source>--trace-vars needs --trace FILE.csv (see --help)</source>
        <translation>--trace-vars 需要 --trace FILE.csv（见 --help）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="553"/>
        <location filename="../app/cli/main.cpp" line="604"/>
        <source>%1: cannot write the trace (%2)</source>
        <translation>%1：无法写入跟踪文件（%2）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="624"/>
        <location filename="../app/cli/robot_check.cpp" line="169"/>
        <source>cannot write to standard output (%1)</source>
        <translation>无法写入标准输出（%1）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="504"/>
        <source>%1: the program is empty</source>
        <translation>%1：程序是空的</translation>
    </message>
    <message>
        <location filename="../app/cli/robot_check.cpp" line="105"/>
        <source>The test drive could not run: %1</source>
        <translation>试车无法进行：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/robot_check.cpp" line="149"/>
        <source>nothing to fix</source>
        <translation>没有需要修改的地方</translation>
    </message>
</context>
<context>
    <name>botlab::core</name>
    <message>
        <location filename="../core/src/json_reader.cpp" line="47"/>
        <source>not valid JSON at byte %1: %2</source>
        <translation>不是有效的 JSON（第 %1 字节）：%2</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="48"/>
        <source>the top level must be a JSON object</source>
        <translation>最外层必须是一个 JSON 对象</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="70"/>
        <source>expected an object, got %1</source>
        <translation>应当是一个对象，实际是 %1</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="78"/>
        <source>expected a number, got %1</source>
        <translation>应当是一个数字，实际是 %1</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="83"/>
        <source>must be a finite number (got %1)</source>
        <translation>必须是有限的数字（得到的是 %1）</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="92"/>
        <source>expected an array of %1 numbers, got %2</source>
        <translation>应当是由 %1 个数字组成的数组，实际是 %2</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="100"/>
        <source>must be an array of %1 numbers (got %2)</source>
        <translation>必须是由 %1 个数字组成的数组（实际有 %2 个）</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="128"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="130"/>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="132"/>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="134"/>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="136"/>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="138"/>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="142"/>
        <source>nothing</source>
        <translation>什么也没有</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="166"/>
        <source>missing number</source>
        <translation>缺少数字</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="188"/>
        <source>must be &gt; 0 (got %1)</source>
        <translation>必须 &gt; 0（得到的是 %1）</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="203"/>
        <source>must be a whole number (got %1)</source>
        <translation>必须是整数（得到的是 %1）</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="219"/>
        <source>must be a whole number from %1 to %2 (got %3)</source>
        <translation>必须是 %1 到 %2 之间的整数（得到的是 %3）</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="240"/>
        <source>expected true or false, got %1</source>
        <translation>应当是 true 或 false，实际是 %1</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="246"/>
        <location filename="../core/src/json_reader.cpp" line="261"/>
        <source>missing string</source>
        <translation>缺少文字</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="255"/>
        <source>expected a string, got %1</source>
        <translation>应当是文字（字符串），实际是 %1</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="278"/>
        <source>&apos;%1&apos; is not one of: %2</source>
        <translation>&apos;%1&apos; 不是以下之一：%2</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="284"/>
        <source>missing array of %1 numbers</source>
        <translation>缺少由 %1 个数字组成的数组</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="319"/>
        <source>must be a unit quaternion [w, x, y, z] (length %1)</source>
        <translation>必须是单位四元数 [w, x, y, z]（现在的长度是 %1）</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="328"/>
        <source>missing array</source>
        <translation>缺少数组</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="332"/>
        <source>expected an array, got %1</source>
        <translation>应当是一个数组，实际是 %1</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="338"/>
        <source>missing object</source>
        <translation>缺少对象</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="356"/>
        <source>unknown key (did you mean &apos;%1&apos;?)</source>
        <translation>未知的键（你是不是想写 &apos;%1&apos;？）</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="370"/>
        <source>unknown key (this object has none)</source>
        <translation>未知的键（这个对象没有任何键）</translation>
    </message>
    <message>
        <location filename="../core/src/json_reader.cpp" line="371"/>
        <source>unknown key (known: %1)</source>
        <translation>未知的键（已知的键：%1）</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="30"/>
        <source>not a regular file (a device, FIFO or directory cannot be a %1)</source>
        <translation>不是普通文件（设备、FIFO 或文件夹不能用作%1）</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="37"/>
        <source>too large for a %1 (%2 MB; the limit is %3 MB)</source>
        <translation>作为%1太大了（%2 MB；上限是 %3 MB）</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="42"/>
        <source>no such %1</source>
        <translation>没有这个%1</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="46"/>
        <source>cannot read (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="103"/>
        <source>robot file</source>
        <translation>机器人文件</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="105"/>
        <source>scene file</source>
        <translation>场景文件</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="107"/>
        <source>part file</source>
        <translation>零件文件</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="109"/>
        <source>project file</source>
        <translation>项目文件</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="111"/>
        <source>Lua program</source>
        <translation>Lua 程序</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="113"/>
        <source>mesh file</source>
        <translation>网格文件</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="115"/>
        <source>floor image</source>
        <translation>地面图片</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="117"/>
        <source>terrain height map</source>
        <translation>地形高度图</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="119"/>
        <source>settings file</source>
        <translation>设置文件</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="121"/>
        <source>document</source>
        <translation>文档</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="123"/>
        <source>assignment file</source>
        <translation>评分任务文件</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="125"/>
        <source>replay file</source>
        <translation>回放文件</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="127"/>
        <source>drive recording</source>
        <translation>驾驶记录</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="184"/>
        <source>not a regular file (a device, FIFO or folder cannot be saved over)</source>
        <translation>不是普通文件（不能覆盖设备、FIFO 或文件夹）</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="188"/>
        <source>cannot write (%1)</source>
        <translation>无法写入（%1）</translation>
    </message>
    <message>
        <location filename="../core/src/files.cpp" line="193"/>
        <location filename="../core/src/files.cpp" line="195"/>
        <source>saving failed (%1)</source>
        <translation>保存失败（%1）</translation>
    </message>
</context>
<context>
    <name>botlab::grade</name>
    <message>
        <location filename="../app/grade/main.cpp" line="166"/>
        <source>Grades a class: runs every student&apos;s Lua program on every scene and seed of an assignment, each run in its own process, and writes grades.csv, grades.json, runs/ and report.html. Exit status: 0 grading ran, 2 bad assignment or folder.</source>
        <translation>给全班评分：在评分任务的每个场景和每个种子上运行每个学生的 Lua 程序，每次运行都在单独的进程里，然后写出 grades.csv、grades.json、runs/ 和 report.html。退出状态：0 评分已完成，2 评分任务或文件夹有误。</translation>
    </message>
    <message>
        <location filename="../app/grade/main.cpp" line="172"/>
        <source>The assignment file (botlab.assignment).</source>
        <translation>评分任务文件（botlab.assignment）。</translation>
    </message>
    <message>
        <location filename="../app/grade/main.cpp" line="175"/>
        <source>Folder with one .lua file, or one folder, per student (the name is the student&apos;s).</source>
        <translation>存放学生程序的文件夹：每个学生一个 .lua 文件或一个文件夹（名字就是学生的名字）。</translation>
    </message>
    <message>
        <location filename="../app/grade/main.cpp" line="178"/>
        <source>Folder for the results.</source>
        <translation>存放结果的文件夹。</translation>
    </message>
    <message>
        <location filename="../app/grade/main.cpp" line="180"/>
        <source>Runs at the same time (default: the number of cores).</source>
        <translation>同时进行的运行数（默认：CPU 核心数）。</translation>
    </message>
    <message>
        <location filename="../app/grade/main.cpp" line="187"/>
        <source>Run only the K-th of N disjoint slices of the runs (or matches) and write a partial result; join the N folders with &apos;botlab-grade merge DIR... --out DIR&apos;.</source>
        <translation>只运行全部运行（或比赛）的 N 个互不相交分片中的第 K 个，并写出部分结果；用 &apos;botlab-grade merge DIR... --out DIR&apos; 合并这 N 个文件夹。</translation>
    </message>
    <message>
        <location filename="../app/grade/main.cpp" line="197"/>
        <source>&apos;merge DIR... --out DIR&apos;: join the shards&apos; folders into one result (--assignment and --submissions: where they are now, if they moved).</source>
        <translation>&apos;merge DIR... --out DIR&apos;：把各分片的文件夹合并成一个结果（--assignment 和 --submissions：若已移动，给出它们现在的位置）。</translation>
    </message>
    <message>
        <location filename="../app/grade/main.cpp" line="211"/>
        <location filename="../app/grade/src/shard.cpp" line="84"/>
        <source>merge: give the shards&apos; folders</source>
        <translation>merge：请给出各分片的文件夹</translation>
    </message>
    <message>
        <location filename="../app/grade/main.cpp" line="212"/>
        <source>--out is required (see --help)</source>
        <translation>需要 --out（见 --help）</translation>
    </message>
    <message>
        <location filename="../app/grade/main.cpp" line="220"/>
        <source>merged %1 shards: see %2</source>
        <translation>已合并 %1 个分片：见 %2</translation>
    </message>
    <message>
        <location filename="../app/grade/main.cpp" line="227"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/grade/main.cpp" line="230"/>
        <source>--%1 is required (see --help)</source>
        <translation>必须提供 --%1（见 --help）</translation>
    </message>
    <message>
        <location filename="../app/grade/main.cpp" line="236"/>
        <source>--jobs must be a whole number from 1 to 256 (got &apos;%1&apos;)</source>
        <translation>--jobs 必须是 1 到 256 之间的整数（得到的是 &apos;%1&apos;）</translation>
    </message>
    <message>
        <location filename="../app/grade/main.cpp" line="256"/>
        <source>shard %1</source>
        <translation>分片 %1</translation>
    </message>
    <message>
        <location filename="../app/grade/main.cpp" line="261"/>
        <source>tournament of %1 students in %2: %3 matches to run, %4 at a time</source>
        <translation>%1 名学生在 %2 中比赛：要运行 %3 场比赛，每次 %4 场</translation>
    </message>
    <message>
        <location filename="../app/grade/main.cpp" line="270"/>
        <source>grading %1 students x %2 scenes x %3 seeds: %4 runs, %5 at a time</source>
        <translation>正在评分 %1 个学生 x %2 个场景 x %3 个种子：共 %4 次运行，同时进行 %5 次</translation>
    </message>
    <message>
        <location filename="../app/grade/main.cpp" line="286"/>
        <source>ETA</source>
        <translation>预计剩余</translation>
    </message>
    <message>
        <location filename="../app/grade/main.cpp" line="310"/>
        <source>shard %1 done in %2 s: %3 (merge the shards with &apos;botlab-grade merge DIR... --out DIR&apos;)</source>
        <translation>分片 %1 用时 %2 秒完成：%3（用 &apos;botlab-grade merge DIR... --out DIR&apos; 合并各分片）</translation>
    </message>
    <message>
        <location filename="../app/grade/main.cpp" line="320"/>
        <source>tournament played in %1 s: %2 matches; first: %3 with %4 points; see %5</source>
        <translation>比赛用时 %1 秒：共 %2 场；第一名：%3，%4 分；见 %5</translation>
    </message>
    <message>
        <location filename="../app/grade/main.cpp" line="339"/>
        <source>graded in %1 s: %2 of %3 student-scenes passed; %4 near-identical pairs; see %5</source>
        <translation>评分用时 %1 s：%3 个“学生-场景”中有 %2 个及格；%4 对几乎一样的程序；详见 %5</translation>
    </message>
    <message>
        <location filename="../app/grade/src/assignment.cpp" line="35"/>
        <source>&apos;%1&apos;: no such file, and not a built-in name (%2)</source>
        <translation>&apos;%1&apos;：没有这个文件，也不是内置名称（%2）</translation>
    </message>
    <message>
        <location filename="../app/grade/src/assignment.cpp" line="55"/>
        <location filename="../app/grade/src/assignment.cpp" line="201"/>
        <source>must be &gt;= 0 (got %1)</source>
        <translation>必须 &gt;= 0（得到的是 %1）</translation>
    </message>
    <message>
        <location filename="../app/grade/src/assignment.cpp" line="83"/>
        <location filename="../app/grade/src/run_job.cpp" line="81"/>
        <source>expected &quot;%1&quot;, got &quot;%2&quot;</source>
        <translation>应为 &quot;%1&quot;，实际是 &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../app/grade/src/assignment.cpp" line="87"/>
        <source>missing or not a positive whole number</source>
        <translation>缺失，或者不是正整数</translation>
    </message>
    <message>
        <location filename="../app/grade/src/assignment.cpp" line="90"/>
        <source>version %1 is newer than this Botlab reads (%2); update Botlab</source>
        <translation>版本 %1 比这个 Botlab 能读取的版本（%2）更新；请更新 Botlab</translation>
    </message>
    <message>
        <location filename="../app/grade/src/assignment.cpp" line="104"/>
        <source>expected &quot;assignment&quot; or &quot;tournament&quot;, got &quot;%1&quot;</source>
        <translation>应为 &quot;assignment&quot; 或 &quot;tournament&quot;，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/grade/src/assignment.cpp" line="124"/>
        <source>expected &quot;round_robin&quot; or {&quot;swiss&quot;: R}</source>
        <translation>应为 &quot;round_robin&quot; 或 {&quot;swiss&quot;: R}</translation>
    </message>
    <message>
        <location filename="../app/grade/src/assignment.cpp" line="141"/>
        <source>a tournament plays in its &quot;arena&quot;: remove &quot;scenes&quot;</source>
        <translation>比赛在它的 &quot;arena&quot; 中进行：请删除 &quot;scenes&quot;</translation>
    </message>
    <message>
        <location filename="../app/grade/src/assignment.cpp" line="158"/>
        <source>&apos;%1&apos; cannot name files: use letters, digits, &apos;-&apos; and &apos;_&apos;</source>
        <translation>&apos;%1&apos; 不能用作文件名：请只用字母、数字、&apos;-&apos; 和 &apos;_&apos;</translation>
    </message>
    <message>
        <location filename="../app/grade/src/assignment.cpp" line="161"/>
        <source>a second scene named &apos;%1&apos;: give one of them another &quot;name&quot;</source>
        <translation>又有一个场景叫 &apos;%1&apos;：请给其中一个换一个 &quot;name&quot;</translation>
    </message>
    <message>
        <location filename="../app/grade/src/assignment.cpp" line="172"/>
        <source>give at least one scene</source>
        <translation>请至少给出一个场景</translation>
    </message>
    <message>
        <location filename="../app/grade/src/assignment.cpp" line="182"/>
        <source>must be a whole number from 0 to 2^53 (got %1)</source>
        <translation>必须是 0 到 2^53 之间的整数（得到的是 %1）</translation>
    </message>
    <message>
        <location filename="../app/grade/src/assignment.cpp" line="187"/>
        <source>seed %1 is given twice</source>
        <translation>种子 %1 出现了两次</translation>
    </message>
    <message>
        <location filename="../app/grade/src/assignment.cpp" line="193"/>
        <source>give at least one seed</source>
        <translation>请至少给出一个种子</translation>
    </message>
    <message>
        <location filename="../app/grade/src/assignment.cpp" line="214"/>
        <source>must be from 0 to 100 (got %1)</source>
        <translation>必须在 0 到 100 之间（得到的是 %1）</translation>
    </message>
    <message>
        <location filename="../app/grade/src/assignment.cpp" line="221"/>
        <source>at least one weight must be &gt; 0</source>
        <translation>至少要有一个权重 &gt; 0</translation>
    </message>
    <message>
        <location filename="../app/grade/src/assignment.cpp" line="231"/>
        <source>must be 0 (no cap) or at least 64 (got %1)</source>
        <translation>必须是 0（不限制）或者至少 64（得到的是 %1）</translation>
    </message>
    <message>
        <location filename="../app/grade/src/assignment.cpp" line="238"/>
        <source>must be from 0 to 1 (got %1)</source>
        <translation>必须在 0 到 1 之间（得到的是 %1）</translation>
    </message>
    <message>
        <location filename="../app/grade/src/run_job.cpp" line="210"/>
        <source>cannot write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <location filename="../app/grade/src/grader.cpp" line="53"/>
        <source>not a folder</source>
        <translation>不是文件夹</translation>
    </message>
    <message>
        <location filename="../app/grade/src/grader.cpp" line="93"/>
        <source>--shard cannot split a Swiss tournament: each round is paired from the one before; run it whole, or use &quot;rounds&quot;: &quot;round_robin&quot;</source>
        <translation>--shard 不能拆分瑞士制比赛：每一轮都根据上一轮配对；请整体运行，或使用 &quot;rounds&quot;: &quot;round_robin&quot;</translation>
    </message>
    <message>
        <location filename="../app/grade/src/grader.cpp" line="242"/>
        <location filename="../app/grade/src/grader.cpp" line="293"/>
        <source>grading was cancelled</source>
        <translation>评分已取消</translation>
    </message>
    <message>
        <location filename="../app/grade/src/grader.cpp" line="255"/>
        <source>cannot start the worker &apos;%1&apos;: %2</source>
        <translation>无法启动工作进程 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location filename="../app/grade/src/grader.cpp" line="259"/>
        <source>the run&apos;s process ended abnormally (over the memory cap of %1 MB, or a crash)</source>
        <translation>这次运行的进程异常结束了（超出了 %1 MB 的内存上限，或者崩溃了）</translation>
    </message>
    <message>
        <location filename="../app/grade/src/grader.cpp" line="364"/>
        <source>%1 is not the assignment the shards graded (its SHA-256 differs)</source>
        <translation>%1 不是各分片评分时用的作业（其 SHA-256 不同）</translation>
    </message>
    <message>
        <location filename="../app/grade/src/grader.cpp" line="370"/>
        <source>--out must not be one of the shards&apos; folders (%1)</source>
        <translation>--out 不能是某个分片的文件夹（%1）</translation>
    </message>
    <message>
        <location filename="../app/grade/src/grader.cpp" line="379"/>
        <source>the submissions give %1 runs, the shards had %2: merge with the submissions the shards graded</source>
        <translation>这些提交得出 %1 次运行，而分片中有 %2 次：请用各分片评分时的提交进行合并</translation>
    </message>
    <message>
        <location filename="../app/grade/src/grader.cpp" line="391"/>
        <source>%1: run %2 (%3) does not belong to this plan</source>
        <translation>%1：运行 %2（%3）不属于这个计划</translation>
    </message>
    <message>
        <location filename="../app/grade/src/grader.cpp" line="403"/>
        <source>cannot copy it from %1</source>
        <translation>无法从 %1 复制</translation>
    </message>
    <message>
        <location filename="../app/grade/src/grader.cpp" line="410"/>
        <source>run %1 is in no shard</source>
        <translation>运行 %1 不在任何分片中</translation>
    </message>
    <message>
        <location filename="../app/grade/src/grading.cpp" line="134"/>
        <source>scene &apos;%1&apos; with seed %2: %3</source>
        <translation>场景 &apos;%1&apos;，种子 %2：%3</translation>
    </message>
    <message>
        <location filename="../app/grade/src/grading.cpp" line="149"/>
        <location filename="../app/grade/src/grading.cpp" line="161"/>
        <location filename="../app/grade/src/tournament_run.cpp" line="46"/>
        <location filename="../app/grade/src/tournament_run.cpp" line="136"/>
        <source>cannot make the folder</source>
        <translation>无法创建文件夹</translation>
    </message>
    <message>
        <location filename="../app/grade/src/run_inputs.h" line="57"/>
        <source>the program is empty</source>
        <translation>程序是空的</translation>
    </message>
    <message>
        <location filename="../app/grade/src/run_inputs.h" line="69"/>
        <source>the assignment asks for your own robot file (.json) in your folder, and there is none</source>
        <translation>评分任务要求你的文件夹里有你自己的机器人文件（.json），但是没有找到</translation>
    </message>
    <message>
        <location filename="../app/grade/src/grading.cpp" line="279"/>
        <location filename="../app/grade/src/match_job.cpp" line="71"/>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <location filename="../app/grade/src/report_html.cpp" line="206"/>
        <source>%1 students, %2 scenes, seeds %3; pass mark %4; Botlab %5. Click a column to sort.</source>
        <translation>%1 个学生，%2 个场景，种子 %3；及格分 %4；Botlab %5。点击列标题可以排序。</translation>
    </message>
    <message>
        <location filename="../app/grade/src/report_html.cpp" line="215"/>
        <location filename="../app/grade/src/tournament_report.cpp" line="86"/>
        <source>Student</source>
        <translation>学生</translation>
    </message>
    <message>
        <location filename="../app/grade/src/report_html.cpp" line="218"/>
        <source>Total</source>
        <translation>总分</translation>
    </message>
    <message>
        <location filename="../app/grade/src/report_html.cpp" line="218"/>
        <source>Scenes passed</source>
        <translation>及格的场景</translation>
    </message>
    <message>
        <location filename="../app/grade/src/report_html.cpp" line="242"/>
        <source>Passed</source>
        <translation>及格人数</translation>
    </message>
    <message>
        <location filename="../app/grade/src/report_html.cpp" line="245"/>
        <source>Mean score</source>
        <translation>平均分</translation>
    </message>
    <message>
        <location filename="../app/grade/src/report_html.cpp" line="252"/>
        <location filename="../app/grade/src/tournament_report.cpp" line="158"/>
        <source>Near-identical programs</source>
        <translation>几乎一样的程序</translation>
    </message>
    <message>
        <location filename="../app/grade/src/report_html.cpp" line="255"/>
        <source>No two programs are more than %1% alike.</source>
        <translation>没有哪两个程序的相似度超过 %1%。</translation>
    </message>
    <message>
        <location filename="../app/grade/src/report_html.cpp" line="259"/>
        <source>These pairs of programs are at least %1% alike once names, numbers, comments and layout are set aside:</source>
        <translation>不计名字、数字、注释和排版时，这些程序对的相似度至少为 %1%：</translation>
    </message>
    <message>
        <location filename="../app/grade/src/report_html.cpp" line="274"/>
        <source>Students</source>
        <translation>学生</translation>
    </message>
    <message>
        <location filename="../app/grade/src/report_html.cpp" line="285"/>
        <source>passed</source>
        <translation>及格</translation>
    </message>
    <message>
        <location filename="../app/grade/src/report_html.cpp" line="285"/>
        <source>not passed</source>
        <translation>不及格</translation>
    </message>
    <message>
        <location filename="../app/grade/src/report_html.cpp" line="295"/>
        <source>seed %1: %2</source>
        <translation>种子 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/grade/src/report_html.cpp" line="298"/>
        <source>goal reached at %1 s</source>
        <translation>在 %1 s 时到达终点</translation>
    </message>
    <message>
        <location filename="../app/grade/src/report_html.cpp" line="302"/>
        <source>goal not reached</source>
        <translation>未到达终点</translation>
    </message>
    <message>
        <location filename="../app/grade/src/run_job.cpp" line="84"/>
        <source>version %1 is not one this Botlab reads (%2)</source>
        <translation>这个 Botlab 不能读取版本 %1（%2）</translation>
    </message>
    <message>
        <location filename="../app/grade/src/run_job.cpp" line="96"/>
        <source>expected a scene object</source>
        <translation>应当是一个场景对象</translation>
    </message>
    <message>
        <location filename="../app/grade/src/run_job.cpp" line="103"/>
        <source>expected 16 hex digits</source>
        <translation>应当是 16 位十六进制数字</translation>
    </message>
    <message>
        <location filename="../app/grade/src/match_job.cpp" line="96"/>
        <source>not a match replay (&quot;format&quot;: &quot;%1&quot;)</source>
        <translation>不是比赛回放（&quot;format&quot;: &quot;%1&quot;）</translation>
    </message>
    <message>
        <location filename="../app/grade/src/match_job.cpp" line="98"/>
        <source>a newer match replay than this Botlab reads</source>
        <translation>比赛回放的版本比此 Botlab 能读取的更新</translation>
    </message>
    <message>
        <location filename="../app/grade/src/match_job.cpp" line="170"/>
        <location filename="../app/grade/src/run_job.cpp" line="224"/>
        <source>cannot make a temporary folder: %1</source>
        <translation>无法创建临时文件夹：%1</translation>
    </message>
    <message>
        <location filename="../app/grade/src/run_job.cpp" line="293"/>
        <source>time limit: the program never waited — add wait() in its loop</source>
        <translation>时间到：程序从未等待——请在循环中加入 wait()</translation>
    </message>
    <message>
        <location filename="../app/grade/src/run_job.cpp" line="297"/>
        <source>time limit: the goal was not reached in %1 s</source>
        <translation>时间到：%1 秒内没有到达目标</translation>
    </message>
    <message>
        <location filename="../app/grade/src/run_job.cpp" line="301"/>
        <source>stopped: the run took more than %1 s of real time</source>
        <translation>已停止：运行超过了 %1 秒的实际时间</translation>
    </message>
    <message>
        <location filename="../app/grade/src/run_job.cpp" line="305"/>
        <source>stopped: used more than %1 MB of memory</source>
        <translation>已停止：使用了超过 %1 MB 的内存</translation>
    </message>
    <message>
        <location filename="../app/grade/src/submissions.cpp" line="17"/>
        <source>no such folder</source>
        <translation>没有这个文件夹</translation>
    </message>
    <message>
        <location filename="../app/grade/src/submissions.cpp" line="46"/>
        <source>no .lua program in the folder &apos;%1&apos;</source>
        <translation>文件夹 &apos;%1&apos; 里没有 .lua 程序</translation>
    </message>
    <message>
        <location filename="../app/grade/src/submissions.cpp" line="48"/>
        <source>%1 .lua files in the folder &apos;%2&apos;: keep one, or name it main.lua</source>
        <translation>文件夹 &apos;%2&apos; 里有 %1 个 .lua 文件：只保留一个，或者把其中一个命名为 main.lua</translation>
    </message>
    <message>
        <location filename="../app/grade/src/submissions.cpp" line="55"/>
        <source>%1 robot files (.json) in the folder &apos;%2&apos;: keep one</source>
        <translation>文件夹 &apos;%2&apos; 里有 %1 个机器人文件（.json）：只保留一个</translation>
    </message>
    <message>
        <location filename="../app/grade/src/submissions.cpp" line="62"/>
        <source>no submissions here (one .lua file or one folder per student)</source>
        <translation>这里没有学生程序（应为每个学生一个 .lua 文件或一个文件夹）</translation>
    </message>
    <message>
        <location filename="../app/grade/src/shard.cpp" line="24"/>
        <source>--shard must be K/N with 1 &lt;= K &lt;= N, e.g. 3/8 (got &apos;%1&apos;)</source>
        <translation>--shard 必须为 K/N，且 1 &lt;= K &lt;= N，例如 3/8（实际为 &apos;%1&apos;）</translation>
    </message>
    <message>
        <location filename="../app/grade/src/shard.cpp" line="53"/>
        <source>not a shard&apos;s output (no %1)</source>
        <translation>不是分片的输出（没有 %1）</translation>
    </message>
    <message>
        <location filename="../app/grade/src/shard.cpp" line="58"/>
        <source>not a shard manifest</source>
        <translation>不是分片清单</translation>
    </message>
    <message>
        <location filename="../app/grade/src/shard.cpp" line="79"/>
        <source>not a valid shard number</source>
        <translation>不是有效的分片编号</translation>
    </message>
    <message>
        <location filename="../app/grade/src/shard.cpp" line="89"/>
        <source>%1 is a shard of another assignment than %2 (or of other submissions); merge shards of one grading</source>
        <translation>%1 与 %2 不是同一作业（或同一批提交）的分片；请合并同一次评分的分片</translation>
    </message>
    <message>
        <location filename="../app/grade/src/shard.cpp" line="94"/>
        <source>%1 is shard %2/%3 but %4 is shard %5/%6: all must be of the same N</source>
        <translation>%1 是分片 %2/%3，而 %4 是分片 %5/%6：所有分片的 N 必须相同</translation>
    </message>
    <message>
        <location filename="../app/grade/src/shard.cpp" line="104"/>
        <source>shard %1/%2 is given twice: %3 and %4</source>
        <translation>分片 %1/%2 给了两次：%3 和 %4</translation>
    </message>
    <message>
        <location filename="../app/grade/src/shard.cpp" line="116"/>
        <source>shards missing: %1</source>
        <translation>缺少分片：%1</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="44"/>
        <source>W</source>
        <translation>胜</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="44"/>
        <source>L</source>
        <translation>负</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="48"/>
        <source>D</source>
        <translation>平</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="69"/>
        <source>Swiss, %1 rounds</source>
        <translation>瑞士制，%1 轮</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="70"/>
        <source>round robin, both sides</source>
        <translation>循环赛，双方各执一边</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="72"/>
        <source>%1 students, arena %2, %3, %4 matches; points: win %5, draw %6, loss %7; Botlab %8.</source>
        <translation>%1 名学生，场地 %2，%3，%4 场比赛；积分：胜 %5，平 %6，负 %7；Botlab %8。</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="84"/>
        <source>Leaderboard</source>
        <translation>排行榜</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="86"/>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="86"/>
        <source>Played</source>
        <translation>场次</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="86"/>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="86"/>
        <source>Drawn</source>
        <translation>平</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="87"/>
        <source>Lost</source>
        <translation>负</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="87"/>
        <source>Goals</source>
        <translation>进球</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="87"/>
        <source>Goal difference</source>
        <translation>净胜球</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="87"/>
        <source>Points</source>
        <translation>积分</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="113"/>
        <source>Cross table</source>
        <translation>对阵表</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="114"/>
        <source>Row: the student; column: the opponent; H at home (first start), A away. Click a result for the match.</source>
        <translation>行：学生；列：对手；H 为主场（第一个起点），A 为客场。点击结果查看该场比赛。</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="146"/>
        <source>H</source>
        <translation>主</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="146"/>
        <source>A</source>
        <translation>客</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="168"/>
        <source>Matches</source>
        <translation>比赛</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="176"/>
        <source>Round %1:</source>
        <translation>第 %1 轮：</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="178"/>
        <source>%1 has a bye</source>
        <translation>%1 轮空</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="184"/>
        <location filename="../app/grade/src/tournament_report.cpp" line="187"/>
        <source>%1 won</source>
        <translation>%1 获胜</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="190"/>
        <source>draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="193"/>
        <source>not played</source>
        <translation>未进行</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="196"/>
        <source>%1 (home) vs %2 (away), seed %3: %4 %5:%6 at %7 s (%8)</source>
        <translation>%1（主）对 %2（客），种子 %3：%4 %5:%6，用时 %7 秒（%8）</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="206"/>
        <location filename="../app/grade/src/tournament_report.cpp" line="209"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="212"/>
        <source>Replay:</source>
        <translation>回放：</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_report.cpp" line="214"/>
        <source>state hash</source>
        <translation>状态哈希</translation>
    </message>
    <message>
        <location filename="../app/grade/src/tournament_run.cpp" line="132"/>
        <source>arena &apos;%1&apos;: a match needs a scene with at least two starts</source>
        <translation>场地 &apos;%1&apos;：比赛需要至少有两个起点的场景</translation>
    </message>
</context>
<context>
    <name>botlab::gui::BlocksPanel</name>
    <message>
        <location filename="../app/gui/src/modes/program/blocks_panel.cpp" line="105"/>
        <source>This program has an error, so it is shown as Lua: %1</source>
        <translation>这个程序有错误，所以以 Lua 显示：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/blocks_panel.cpp" line="129"/>
        <source>Blocks</source>
        <translation>积木</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/blocks_panel.cpp" line="130"/>
        <source>Program with blocks: the Lua is made from them</source>
        <translation>用积木编程：Lua 由积木生成</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/blocks_panel.cpp" line="131"/>
        <source>Lua</source>
        <translation>Lua</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/blocks_panel.cpp" line="132"/>
        <source>Program in Lua text</source>
        <translation>用 Lua 文字编程</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/blocks_panel.cpp" line="133"/>
        <source>The Lua made from the blocks appears here.</source>
        <translation>积木生成的 Lua 显示在这里。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/blocks_panel.cpp" line="208"/>
        <source>The Lua has an error, so it cannot be shown as blocks: %1</source>
        <translation>这段 Lua 有错误，无法显示为积木：%1</translation>
    </message>
</context>
<context>
    <name>botlab::gui::BlocksView</name>
    <message>
        <location filename="../app/gui/src/modes/program/blocks_view.cpp" line="104"/>
        <source>Toggle breakpoint</source>
        <translation>切换断点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/blocks_view.cpp" line="105"/>
        <source>Breakpoint condition...</source>
        <translation>断点条件...</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/blocks_view.cpp" line="106"/>
        <source>Stops here when %1</source>
        <translation>当 %1 为真时在这里停下</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/blocks_view.cpp" line="120"/>
        <source>The Blocks view could not load its page (%1).</source>
        <translation>积木视图无法加载它的页面（%1）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/blocks_view.cpp" line="145"/>
        <source>The Blocks view is not installed (share/botlab/blocks is missing): reinstall Botlab or run scripts/setup.sh and build.</source>
        <translation>积木视图没有安装（缺少 share/botlab/blocks）：请重新安装 Botlab，或运行 scripts/setup.sh 后重新构建。</translation>
    </message>
</context>
<context>
    <name>botlab::gui::BreakpointMargin</name>
    <message>
        <location filename="../app/gui/src/modes/program/breakpoint_margin.cpp" line="110"/>
        <source>Breakpoint Condition</source>
        <translation>断点条件</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/breakpoint_margin.cpp" line="111"/>
        <source>Stop on line %1 only when this is true (Lua), e.g. line.read(2) &lt; 30:</source>
        <translation>仅当此条件成立时在第 %1 行暂停（Lua），例如 line.read(2) &lt; 30：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/breakpoint_margin.cpp" line="119"/>
        <source>Remove Breakpoint</source>
        <translation>删除断点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/breakpoint_margin.cpp" line="119"/>
        <source>Add Breakpoint</source>
        <translation>添加断点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/breakpoint_margin.cpp" line="120"/>
        <source>Condition...</source>
        <translation>条件...</translation>
    </message>
</context>
<context>
    <name>botlab::gui::BuildWorkspace</name>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="127"/>
        <source>New empty robot</source>
        <translation>新建空机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="133"/>
        <source>New robot from %1</source>
        <translation>从 %1 新建机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="139"/>
        <source>Robot</source>
        <translation>机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="140"/>
        <source>New robot, from scratch or from a built-in one; building steps</source>
        <translation>新建机器人（从零开始或从内置机器人开始）；搭建步骤</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="144"/>
        <source>Open Robot...</source>
        <translation>打开机器人…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="146"/>
        <source>Open Robot</source>
        <translation>打开机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="147"/>
        <source>Robot files (*.robot.json *.json)</source>
        <translation>机器人文件 (*.robot.json *.json)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="150"/>
        <source>Save Robot</source>
        <translation>保存机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="151"/>
        <source>Save Robot As...</source>
        <translation>机器人另存为…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="157"/>
        <source>Connect with Chain</source>
        <translation>用链条连接</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="157"/>
        <source>Connect with Belt</source>
        <translation>用皮带连接</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="158"/>
        <source>Lay a chain between the two selected sprockets</source>
        <translation>在选中的两个链轮之间装上链条</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="159"/>
        <source>Lay a belt between the two selected pulleys</source>
        <translation>在选中的两个皮带轮之间装上皮带</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="170"/>
        <source>Select two sprockets to connect them with a chain.</source>
        <translation>选中两个链轮，就能用链条把它们连起来。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="171"/>
        <source>Select two pulleys to connect them with a belt.</source>
        <translation>选中两个皮带轮，就能用皮带把它们连起来。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="179"/>
        <source>The chain is laid.</source>
        <translation>链条装好了。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="179"/>
        <source>The belt is laid.</source>
        <translation>皮带装好了。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="183"/>
        <source>Export Building Steps...</source>
        <translation>导出搭建步骤…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="184"/>
        <source>The parts list and step-by-step pictures as one web page to print</source>
        <translation>把零件清单和每一步的图片保存成一个可以打印的网页</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="187"/>
        <source>Export Building Steps</source>
        <translation>导出搭建步骤</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="188"/>
        <source>Web pages (*.html)</source>
        <translation>网页 (*.html)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="194"/>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1207"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="197"/>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1208"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="202"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="203"/>
        <source>Delete the selected parts (Delete)</source>
        <translation>删除选中的零件（Delete）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="205"/>
        <source>Duplicate</source>
        <translation>复制一份</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="206"/>
        <source>Duplicate the selected parts (Ctrl+D)</source>
        <translation>把选中的零件复制一份（Ctrl+D）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="210"/>
        <source>Front</source>
        <translation>前</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="211"/>
        <source>Side</source>
        <translation>侧</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="212"/>
        <source>Top</source>
        <translation>上</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="213"/>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="248"/>
        <source>e.g. my line follower</source>
        <translation>例如：我的巡线机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="249"/>
        <source>Robot name:</source>
        <translation>机器人名称：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="258"/>
        <source>Rename robot</source>
        <translation>重命名机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="260"/>
        <source>Selected part</source>
        <translation>选中的零件</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="266"/>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1219"/>
        <source>e.g. left motor</source>
        <translation>例如：左电机</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="269"/>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="270"/>
        <source>Turns the other way</source>
        <translation>反向转动</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="272"/>
        <source>Part:</source>
        <translation>零件：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="273"/>
        <source>Name:</source>
        <translation>名字：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="284"/>
        <source>Rename part</source>
        <translation>给零件改名</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="299"/>
        <source>Swap ports of %1 and %2</source>
        <translation>交换%1和%2的端口</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="305"/>
        <source>%1 and %2 swapped ports.</source>
        <translation>%1和%2交换了端口。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="306"/>
        <source>%1 took the port of %2, which is not wired now.</source>
        <translation>%1用了%2的端口，%2现在没有接线。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="309"/>
        <source>Change port</source>
        <translation>更改端口</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="318"/>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1435"/>
        <source>Change motor direction</source>
        <translation>更改电机方向</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="324"/>
        <source>Wiring</source>
        <translation>接线</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="328"/>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="328"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="340"/>
        <source>Robot check</source>
        <translation>机器人检查</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="353"/>
        <source>The test drive&apos;s path seen from above: both motors forward, a stop, then each motor alone.</source>
        <translation>从上方看到的试车路线：两个电机向前，停下，然后每个电机单独转动。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="457"/>
        <source>my %1</source>
        <translation>我的%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="457"/>
        <source>my robot</source>
        <translation>我的机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="476"/>
        <source>Opened %1.</source>
        <translation>已打开 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="591"/>
        <source>Delete %1</source>
        <translation>删除%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="593"/>
        <source>Delete %1 parts</source>
        <translation>删除 %1 个零件</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="605"/>
        <source>Copied %1. Paste it with Ctrl+V.</source>
        <translation>已复制%1。按 Ctrl+V 粘贴。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="608"/>
        <source>Copied %1 parts. Paste them with Ctrl+V.</source>
        <translation>已复制 %1 个零件。按 Ctrl+V 粘贴。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="632"/>
        <source>Paste a part</source>
        <translation>粘贴一个零件</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="632"/>
        <source>Paste %1 parts</source>
        <translation>粘贴 %1 个零件</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="676"/>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="714"/>
        <source>Duplicate %1</source>
        <translation>复制%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="685"/>
        <source>%1 added beside %2.</source>
        <translation>已在%2旁边加上%1。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="694"/>
        <source>the %1 selected parts</source>
        <translation>选中的 %1 个零件</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="701"/>
        <source>There is no free place beside %1 where a copy would be attached to the robot; nothing was added.</source>
        <translation>%1旁边没有能把副本装到机器人上的空位，什么也没有添加。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="704"/>
        <source>Nothing was added: a copy of %1 would not be attached to anything. Drag a new one from the list on the left.</source>
        <translation>什么也没有添加：%1的副本不会装在任何零件上。请从左边的列表拖一个新的。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="725"/>
        <source>A copy of %1 is attached beside it.</source>
        <translation>%1的副本已装在它旁边。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="895"/>
        <source>It fits on %1, %2.</source>
        <translation>它可以装在%1上，%2。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="929"/>
        <source>%1 does not fit there: it hits %2, so it was lifted 1 hole up, clear of it.</source>
        <translation>%1放不进那里：它碰到了%2，所以被抬高了 1 个孔，离开了它。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="932"/>
        <source>%1 does not fit there: it hits %2, so it was lifted %3 holes up, clear of it.</source>
        <translation>%1放不进那里：它碰到了%2，所以被抬高了 %3 个孔，离开了它。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="938"/>
        <source>%1 overlapped another part, so it was lifted 1 hole up to a free place.</source>
        <translation>%1与另一个零件重叠，所以被抬高了 1 个孔位，放到空位上。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="941"/>
        <source>%1 overlapped another part, so it was lifted %2 holes up to a free place.</source>
        <translation>%1与另一个零件重叠，所以被抬高了 %2 个孔位，放到空位上。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="85"/>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="499"/>
        <source>Building steps saved to %1.</source>
        <translation>搭建步骤已保存到 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="795"/>
        <source>%1: move it over the grid or the robot and let go (or click) to put it there. R turns it, F flips it, Esc puts it back.</source>
        <translation>%1：把它移到网格或机器人上，松开（或点击）就放在那里。R 转动，F 翻转，Esc 放回去。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="827"/>
        <source>Let go to put it here. R turns it, F flips it, Esc puts it back.</source>
        <translation>松开就放在这里。R 转动，F 翻转，Esc 放回去。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="904"/>
        <source>Move %1</source>
        <translation>移动%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="917"/>
        <source>Add %1</source>
        <translation>添加%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="945"/>
        <source>%1 clicked into place.</source>
        <translation>%1 卡到位了。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="947"/>
        <source>%1 added.</source>
        <translation>已添加 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="979"/>
        <source>%1 cannot turn here: there is no room for it turned.</source>
        <translation>%1在这里转不了：转过来以后没有地方放它。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="983"/>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1011"/>
        <source>Flip %1</source>
        <translation>翻转%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="983"/>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1011"/>
        <source>Turn %1</source>
        <translation>旋转%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="987"/>
        <source>%1 turned; it overlapped another part, so it was lifted to a free place.</source>
        <translation>%1已旋转；它与另一个零件重叠，所以被抬高到空位上。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="990"/>
        <source>%1 turned in place.</source>
        <translation>%1已原地旋转。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1004"/>
        <source>%1 cannot turn here: turned with what is attached to it, it would hit %2. Nothing was changed.</source>
        <translation>%1不能在这里转动：连同装在它上面的零件一起转动会碰到%2。什么也没有改变。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1016"/>
        <source>%1 flipped in place with everything attached to it.</source>
        <translation>%1连同装在它上面的所有零件一起原地翻转了。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1017"/>
        <source>%1 turned in place with everything attached to it.</source>
        <translation>%1连同装在它上面的所有零件一起原地转动了。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1207"/>
        <source>Undo %1</source>
        <translation>撤销 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1208"/>
        <source>Redo %1</source>
        <translation>重做 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1224"/>
        <source>Nothing selected. Click a part.</source>
        <translation>没有选中任何零件。点击一个零件。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1227"/>
        <source>%n parts selected</source>
        <translation>
            <numerusform>选中了 %n 个零件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1240"/>
        <source>Not wired</source>
        <translation>未接线</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1245"/>
        <source>Motor port %1</source>
        <translation>电机端口 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1245"/>
        <source>Sensor port %1</source>
        <translation>传感器端口 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1249"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1309"/>
        <source>not wired</source>
        <translation>未接线</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1310"/>
        <source>motor %1</source>
        <translation>电机 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1311"/>
        <source>sensor %1</source>
        <translation>传感器 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1315"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1334"/>
        <source>The robot is empty. Start with a controller or a plate.</source>
        <translation>机器人还是空的。先放一个控制器或一块底板。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1336"/>
        <source>✔ No problems found. Try it in Simulate.</source>
        <translation>✔ 没有发现问题。到仿真模式里试一试吧。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1347"/>
        <source>Test drive…</source>
        <translation>试车中…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1356"/>
        <source>The test drive starts once the robot can be built.</source>
        <translation>机器人能组装好以后才开始试车。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1362"/>
        <source>Click to select the parts concerned.</source>
        <translation>点击可以选中有关的零件。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1378"/>
        <source>The test drive could not run: %1</source>
        <translation>试车无法进行：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1383"/>
        <source>Test drive: something to change.</source>
        <translation>试车：有需要修改的地方。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1384"/>
        <source>Test drive: ✔ it drives.</source>
        <translation>试车：✔ 能正常行驶。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1389"/>
        <source>The parts fit together. The test drive found something to change.</source>
        <translation>零件都装好了。试车发现了需要修改的地方。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1404"/>
        <source>Fix it</source>
        <translation>修复</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1408"/>
        <source>Ticks or unticks “Turns the other way” (Undo takes it back).</source>
        <translation>勾选或取消“反向转动”（撤销可以恢复）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1410"/>
        <source>Moves the motors with their axles and wheels (Undo takes it back).</source>
        <translation>把电机连同轴和轮子一起移动（撤销可以恢复）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1411"/>
        <source>Swaps the two motors&apos; ports (Undo takes it back).</source>
        <translation>交换两个电机的端口（撤销可以恢复）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1441"/>
        <source>Swap ports</source>
        <translation>交换端口</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1447"/>
        <source>Mount the motors lower</source>
        <translation>把电机装低一些</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1457"/>
        <source>Fixed. The test drive runs again.</source>
        <translation>已修复。试车重新进行。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/build/build_workspace.cpp" line="1506"/>
        <source>Drag a part from the list on the left onto the grid or onto the robot. Right mouse button: look around; middle button: move; wheel: zoom.</source>
        <translation>把左边列表里的零件拖到网格或机器人上。鼠标右键：转动视角；中键：移动视角；滚轮：缩放。</translation>
    </message>
</context>
<context>
    <name>botlab::gui::CameraImageView</name>
    <message>
        <location filename="../app/gui/src/modes/program/camera_image_view.cpp" line="81"/>
        <source>red</source>
        <translation>红色</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/camera_image_view.cpp" line="83"/>
        <source>orange</source>
        <translation>橙色</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/camera_image_view.cpp" line="85"/>
        <source>yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/camera_image_view.cpp" line="87"/>
        <source>green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/camera_image_view.cpp" line="89"/>
        <source>blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/camera_image_view.cpp" line="91"/>
        <source>purple</source>
        <translation>紫色</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/camera_image_view.cpp" line="93"/>
        <source>white</source>
        <translation>白色</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/camera_image_view.cpp" line="95"/>
        <location filename="../app/gui/src/modes/program/camera_image_view.cpp" line="99"/>
        <source>grey</source>
        <translation>灰色</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/camera_image_view.cpp" line="97"/>
        <source>black</source>
        <translation>黑色</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/camera_image_view.cpp" line="120"/>
        <source>no image yet</source>
        <translation>还没有图像</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/camera_image_view.cpp" line="121"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/camera_image_view.cpp" line="123"/>
        <source>%1 · no %2 blob</source>
        <translation>%1 · 没有%2色块</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/camera_image_view.cpp" line="124"/>
        <source>%1 · %2 blob at %3 %, %4 %, area %5 %</source>
        <translation>%1 · %2色块在 %3 %, %4 %，面积 %5 %</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/camera_image_view.cpp" line="131"/>
        <source>%1 · centre: %2</source>
        <translation>%1 · 中心：%2</translation>
    </message>
</context>
<context>
    <name>botlab::gui::Cockpit</name>
    <message>
        <location filename="../app/gui/src/session/cockpit_session.cpp" line="266"/>
        <location filename="../app/gui/src/session/cockpit_session.cpp" line="271"/>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
<context>
    <name>botlab::gui::CockpitWorkspace</name>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="70"/>
        <source>Cannot start the drive: %1</source>
        <translation>无法开始驾驶：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="74"/>
        <source>Platform output: %1</source>
        <translation>运动平台输出：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="78"/>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="482"/>
        <source>Controller: %1</source>
        <translation>控制器：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="79"/>
        <source>Controller: none (keyboard)</source>
        <translation>控制器：无（使用键盘）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="123"/>
        <source>Scene&apos;s ground</source>
        <translation>场景的地面</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="124"/>
        <source>Concrete</source>
        <translation>混凝土</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="125"/>
        <source>Wood</source>
        <translation>木板</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="126"/>
        <source>Gravel</source>
        <translation>砾石</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="127"/>
        <source>Sand</source>
        <translation>沙地</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="128"/>
        <source>Hard soil</source>
        <translation>硬土</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="129"/>
        <source>Loose soil</source>
        <translation>松软土</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="130"/>
        <source>Peat</source>
        <translation>泥炭</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="132"/>
        <source>Robot:</source>
        <translation>机器人：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="134"/>
        <source>Scene:</source>
        <translation>场景：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="136"/>
        <source>Soil:</source>
        <translation>土壤：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="138"/>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="355"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="139"/>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="140"/>
        <source>Swap views</source>
        <translation>交换视图</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="171"/>
        <source>Keys: arrows or W A S D walk and turn, Q E step sideways, 1 2 3 pick the gait, Space stops. A gamepad or wheel works too.</source>
        <translation>按键：方向键或 W A S D 前进、后退和转向，Q E 横向移动，1 2 3 选择步态，空格键停止。也可以用游戏手柄或方向盘。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="203"/>
        <source>Save drive...</source>
        <translation>保存驾驶…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="204"/>
        <source>Replay drive...</source>
        <translation>回放驾驶…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="205"/>
        <source>Export CSV...</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="207"/>
        <source>Input settings...</source>
        <translation>输入设置…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="208"/>
        <source>Platform output...</source>
        <translation>运动平台输出…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="281"/>
        <source>The Cockpit drives legged robots (manned hexapod, hexapod, quadruped, wheel-legged). The project&apos;s robot &quot;%1&quot; is not one, so the Cockpit drives the robot chosen in its tool bar.</source>
        <translation>驾驶舱驾驶的是腿式机器人（载人六足、六足、四足、轮腿）。项目的机器人“%1”不是腿式机器人，所以驾驶舱驾驶工具栏里选择的机器人。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="301"/>
        <source>robot &apos;%1&apos; is not a legged robot: the cockpit drives manned_hexapod, hexapod, quadruped and wheel_legged</source>
        <translation>机器人“%1”不是足式机器人：驾驶舱只能驾驶 manned_hexapod、hexapod、quadruped 和 wheel_legged</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="326"/>
        <source>Driving the %1 in %2.</source>
        <translation>正在 %2 中驾驶 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="355"/>
        <source>Drive</source>
        <translation>驾驶</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="375"/>
        <source>Replay finished at %1 s.</source>
        <translation>回放在 %1 秒结束。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="419"/>
        <source>Save drive</source>
        <translation>保存驾驶</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="420"/>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="432"/>
        <source>Drives (*.drive.json *.json)</source>
        <translation>驾驶记录 (*.drive.json *.json)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="427"/>
        <source>Saved the drive (%1 s) to %2.</source>
        <translation>已把驾驶记录（%1 秒）保存到 %2。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="431"/>
        <source>Replay drive</source>
        <translation>回放驾驶</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="441"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="460"/>
        <source>Replaying %1.</source>
        <translation>正在回放 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="467"/>
        <source>Export CSV</source>
        <translation>导出 CSV</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="467"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="475"/>
        <source>Wrote %1.</source>
        <translation>已写入 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="480"/>
        <source>Input settings</source>
        <translation>输入设置</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="483"/>
        <source>No controller connected.</source>
        <translation>没有连接控制器。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="488"/>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="521"/>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="526"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="489"/>
        <source>Axis %1</source>
        <translation>轴 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="500"/>
        <source>Steering:</source>
        <translation>转向：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="501"/>
        <source>Throttle:</source>
        <translation>油门：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="502"/>
        <source>Brake pedal:</source>
        <translation>刹车踏板：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="503"/>
        <source>Sideways:</source>
        <translation>横向：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="507"/>
        <source>Invert</source>
        <translation>反向</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="518"/>
        <source>Dead zone:</source>
        <translation>死区：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="523"/>
        <source>Stop button:</source>
        <translation>停止按钮：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="528"/>
        <source>Next-gait button:</source>
        <translation>切换步态按钮：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="530"/>
        <source>Move the controls</source>
        <translation>移动控制器试试</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="536"/>
        <source>Axis %1: %v %</source>
        <translation>轴 %1：%v %</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="540"/>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="540"/>
        <source>Turn</source>
        <translation>转向</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="540"/>
        <source>Sideways</source>
        <translation>横向</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="604"/>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="680"/>
        <source>Platform output</source>
        <translation>运动平台输出</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="608"/>
        <source>Send the platform&apos;s commands over UDP</source>
        <translation>通过 UDP 发送运动平台指令</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="617"/>
        <source> Hz</source>
        <translation> Hz</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="620"/>
        <source>Host:</source>
        <translation>主机：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="621"/>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="622"/>
        <source>Rate:</source>
        <translation>频率：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="623"/>
        <source>Packet format: docs/formats/platform-udp.md</source>
        <translation>数据包格式：docs/formats/platform-udp.md</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="626"/>
        <source>Platform geometry and limits</source>
        <translation>平台尺寸和极限</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="638"/>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="639"/>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="640"/>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="641"/>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="643"/>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="649"/>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="650"/>
        <source> mm</source>
        <translation> 毫米</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="638"/>
        <source>Front to rear joints (L):</source>
        <translation>前后铰点距离（L）：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="639"/>
        <source>Rear joints apart (W):</source>
        <translation>后铰点间距（W）：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="640"/>
        <source>Rod length (l):</source>
        <translation>连杆长度（l）：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="642"/>
        <source>Seat height at rest:</source>
        <translation>静止时座椅高度：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="643"/>
        <source>Heave travel (±):</source>
        <translation>升降行程（±）：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="644"/>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="645"/>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="644"/>
        <source>Roll limit (±):</source>
        <translation>横滚极限（±）：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="645"/>
        <source>Pitch limit (±):</source>
        <translation>俯仰极限（±）：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="646"/>
        <source> mm/s</source>
        <translation> 毫米/秒</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="646"/>
        <source>Heave rate limit:</source>
        <translation>升降速度极限：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="647"/>
        <source>°/s</source>
        <translation>°/秒</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="648"/>
        <source>Roll and pitch rate limit:</source>
        <translation>横滚和俯仰速度极限：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="649"/>
        <source>Shortest cylinder:</source>
        <translation>电动缸最短：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="650"/>
        <source>Longest cylinder:</source>
        <translation>电动缸最长：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_workspace.cpp" line="681"/>
        <source>At rest the cylinders would be %1, %2 and %3 mm, outside their stroke: the platform settings were not changed.</source>
        <translation>静止时电动缸长度将是 %1、%2 和 %3 毫米，超出了行程：平台设置没有改变。</translation>
    </message>
</context>
<context>
    <name>botlab::gui::DashboardWindow</name>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="52"/>
        <source>%1 mm</source>
        <translation>%1 mm</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="53"/>
        <source>%1 cm</source>
        <translation>%1 cm</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="56"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="56"/>
        <source>%1 m/s</source>
        <translation>%1 米/秒</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="57"/>
        <source>Yaw rate</source>
        <translation>偏航角速度</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="57"/>
        <source>%1 °/s</source>
        <translation>%1 °/秒</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="58"/>
        <source>Steering</source>
        <translation>转向</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="58"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="59"/>
        <source>Gait</source>
        <translation>步态</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="60"/>
        <source>Pitch</source>
        <translation>俯仰</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="60"/>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="61"/>
        <source>%1°</source>
        <translation>%1°</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="61"/>
        <source>Roll</source>
        <translation>横滚</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="62"/>
        <source>Sinkage</source>
        <translation>下陷</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="63"/>
        <source>Sim/real</source>
        <translation>仿真/实时</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="108"/>
        <source>Behind real time</source>
        <translation>落后于实时</translation>
    </message>
</context>
<context>
    <name>botlab::gui::DebugControls</name>
    <message>
        <location filename="../app/gui/src/modes/program/debug_controls.cpp" line="48"/>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_controls.cpp" line="48"/>
        <source>Run on to the next breakpoint</source>
        <translation>继续运行到下一个断点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_controls.cpp" line="50"/>
        <source>&amp;Pause Here</source>
        <translation>在此暂停(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_controls.cpp" line="50"/>
        <source>Pause the program at the line it runs</source>
        <translation>让程序在正在执行的行暂停</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_controls.cpp" line="52"/>
        <source>Step &amp;Over</source>
        <translation>单步跳过(&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_controls.cpp" line="53"/>
        <source>Run the next line (a function it calls runs through)</source>
        <translation>执行下一行（其中调用的函数一次执行完）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_controls.cpp" line="55"/>
        <source>Step &amp;Into</source>
        <translation>单步进入(&amp;I)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_controls.cpp" line="56"/>
        <source>Run the next line, into the function it calls</source>
        <translation>执行下一行，进入它调用的函数</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_controls.cpp" line="58"/>
        <source>Step O&amp;ut</source>
        <translation>单步跳出(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_controls.cpp" line="59"/>
        <source>Run to the end of this function</source>
        <translation>运行到这个函数结束</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_controls.cpp" line="62"/>
        <source>Step &amp;Back</source>
        <translation>单步后退(&amp;B)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_controls.cpp" line="63"/>
        <source>Go back to the previous line run (the robot goes back too)</source>
        <translation>回到上一条执行过的行（机器人也一起回退）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_controls.cpp" line="65"/>
        <source>Toggle &amp;Breakpoint</source>
        <translation>切换断点(&amp;B)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_controls.cpp" line="66"/>
        <source>Set or remove a breakpoint on the cursor&apos;s line</source>
        <translation>在光标所在行设置或删除断点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_controls.cpp" line="77"/>
        <source>Pause on &amp;Error</source>
        <translation>出错时暂停(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_controls.cpp" line="81"/>
        <source>Stop at the line of an error, with its variables</source>
        <translation>在出错的行停下，并显示那时的变量</translation>
    </message>
</context>
<context>
    <name>botlab::gui::DebugPanel</name>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="44"/>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="142"/>
        <source>Not paused. Click beside a line number to set a breakpoint.</source>
        <translation>未暂停。点击行号旁边可设置断点。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="52"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="52"/>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="70"/>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="111"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="52"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="60"/>
        <source>Variables</source>
        <translation>变量</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="70"/>
        <source>Expression</source>
        <translation>表达式</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="76"/>
        <source>Expression to watch, e.g. speed * 2</source>
        <translation>要监视的表达式，例如 x * 2</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="79"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="81"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="85"/>
        <source>Watches</source>
        <translation>监视</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="103"/>
        <source>Call Stack</source>
        <translation>调用栈</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="111"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="113"/>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="134"/>
        <source>Paused on line %1 at %2 s</source>
        <translation>暂停在第 %1 行，%2 秒</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="135"/>
        <source>Paused on line %1 at %2 s (%3)</source>
        <translation>暂停在第 %1 行，%2 秒（%3）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="140"/>
        <source>Paused at %1 s</source>
        <translation>暂停于 %1 秒</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="145"/>
        <source>%1, line %2</source>
        <translation>%1，第 %2 行</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="178"/>
        <source>Locals</source>
        <translation>局部变量</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="179"/>
        <source>Upvalues</source>
        <translation>上值</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_panel.cpp" line="180"/>
        <source>Globals</source>
        <translation>全局变量</translation>
    </message>
</context>
<context>
    <name>botlab::gui::DevicesPanel</name>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="30"/>
        <source>Motor</source>
        <translation>电机</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="31"/>
        <source>Servo</source>
        <translation>舵机</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="32"/>
        <source>Fan</source>
        <translation>风扇</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="33"/>
        <source>Line sensor</source>
        <translation>巡线传感器</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="34"/>
        <source>Distance sensor</source>
        <translation>距离传感器</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="35"/>
        <source>Touch sensor</source>
        <translation>触碰传感器</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="36"/>
        <source>Compass</source>
        <translation>指南针</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="37"/>
        <source>Gyro</source>
        <translation>陀螺仪</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="38"/>
        <source>Flame sensor</source>
        <translation>火焰传感器</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="39"/>
        <source>Light sensor</source>
        <translation>光线传感器</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="40"/>
        <source>Sound sensor</source>
        <translation>声音传感器</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="41"/>
        <source>IMU</source>
        <translation>惯性测量单元</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="42"/>
        <source>Camera</source>
        <translation>摄像头</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="43"/>
        <source>Lidar</source>
        <translation>激光雷达</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="46"/>
        <source>angle</source>
        <translation>角度</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="47"/>
        <source>rate</source>
        <translation>角速度</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="48"/>
        <source>pitch</source>
        <translation>俯仰</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="49"/>
        <source>roll</source>
        <translation>横滚</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="50"/>
        <source>yaw rate</source>
        <translation>偏航角速度</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="51"/>
        <source>vertical acceleration</source>
        <translation>竖直加速度</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="52"/>
        <source>red</source>
        <translation>红</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="53"/>
        <source>green</source>
        <translation>绿</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="54"/>
        <source>blue</source>
        <translation>蓝</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="55"/>
        <source>ahead</source>
        <translation>正前方</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="56"/>
        <source>nearest</source>
        <translation>最近</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="57"/>
        <source>nearest angle</source>
        <translation>最近角度</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="97"/>
        <source>Plot</source>
        <translation>绘图</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="97"/>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="97"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="97"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="109"/>
        <source>time (s)</source>
        <translation>时间（秒）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="151"/>
        <source>&amp;Robot:</source>
        <translation>机器人(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="211"/>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="297"/>
        <source>S%1</source>
        <translation>S%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="211"/>
        <source>M%1</source>
        <translation>M%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="212"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="374"/>
        <source>pressed</source>
        <translation>按下</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/devices_panel.cpp" line="374"/>
        <source>released</source>
        <translation>松开</translation>
    </message>
</context>
<context>
    <name>botlab::gui::DocumentFile</name>
    <message>
        <location filename="../app/gui/src/project/document_file.cpp" line="64"/>
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
</context>
<context>
    <name>botlab::gui::GradeDialog</name>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="303"/>
        <source>Grade a Class</source>
        <translation>给全班评分</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="308"/>
        <source>an assignment file (.json)</source>
        <translation>评分任务文件（.json）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="310"/>
        <source>one .lua file or one folder per student</source>
        <translation>每个学生一个 .lua 文件或一个文件夹</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="315"/>
        <source>where grades.csv, grades.json, runs/ and report.html go</source>
        <translation>grades.csv、grades.json、runs/ 和 report.html 存放的位置</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="329"/>
        <source>Open...</source>
        <translation>打开…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="330"/>
        <source>New...</source>
        <translation>新建…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="331"/>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="332"/>
        <source>Choose...</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="340"/>
        <source>The class&apos;s programs</source>
        <translation>全班的程序</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="343"/>
        <source>Folder for the results</source>
        <translation>存放结果的文件夹</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="355"/>
        <source>Assignment:</source>
        <translation>评分任务：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="356"/>
        <source>Submissions:</source>
        <translation>学生程序：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="357"/>
        <source>Results:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="358"/>
        <source>Runs at a time:</source>
        <translation>同时运行数：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="360"/>
        <source>&amp;Grade</source>
        <translation>评分(&amp;G)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="362"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="364"/>
        <source>Open &amp;Report</source>
        <translation>打开报告(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="389"/>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="413"/>
        <source>Student</source>
        <translation>学生</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="389"/>
        <source>Scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="389"/>
        <source>Score</source>
        <translation>分数</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="389"/>
        <source>Passed</source>
        <translation>及格</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="390"/>
        <source>Goal</source>
        <translation>到达终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="390"/>
        <source>Goal time (s)</source>
        <translation>到达用时（s）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="390"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="396"/>
        <source>Double-click a row to watch that run again.</source>
        <translation>双击一行可以再看一遍那次运行。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="442"/>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="483"/>
        <source>Double-click a row to replay the run in the 3D view with the program beside it.</source>
        <translation>双击一行，就会在 3D 视图中回放这次运行，旁边显示程序。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="569"/>
        <source>Open an assignment</source>
        <translation>打开评分任务</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="570"/>
        <source>Assignments (*.json);;All files (*)</source>
        <translation>评分任务 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="142"/>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="585"/>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="595"/>
        <source>New Assignment</source>
        <translation>新建评分任务</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="63"/>
        <source>The match took too long in real time and was stopped.</source>
        <translation>这场比赛实际用时太长，被停止了。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="65"/>
        <source>The match&apos;s process crashed: counted for nobody.</source>
        <translation>这场比赛的进程崩溃了：不计入任何人。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="66"/>
        <source>A bye: counted as a win.</source>
        <translation>轮空：算作胜一场。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="98"/>
        <source>Cannot make the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="145"/>
        <source>Follow the line</source>
        <translation>巡线</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="149"/>
        <source>each student&apos;s own robot</source>
        <translation>每位学生自己的机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="151"/>
        <source>&quot;Each student&apos;s own robot&quot;: the robot file (.json) in each student&apos;s folder.</source>
        <translation>“每位学生自己的机器人”：每位学生文件夹里的机器人文件（.json）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="156"/>
        <source>Tick the scenes to grade on. Drop your own scene files here.</source>
        <translation>勾选用来评分的场景。也可以把你自己的场景文件拖到这里。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="163"/>
        <source>Add Scene File...</source>
        <translation>添加场景文件...</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="179"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="180"/>
        <source>the scene&apos;s own</source>
        <translation>场景自己的</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="185"/>
        <source> cm</source>
        <translation> cm</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="187"/>
        <source>a new maze for every seed</source>
        <translation>每个种子换一个新迷宫</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="192"/>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="193"/>
        <source>Robot:</source>
        <translation>机器人：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="194"/>
        <source>Scenes:</source>
        <translation>场景：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="195"/>
        <source>Time limit:</source>
        <translation>时间限制：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="196"/>
        <source>Seeds:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="197"/>
        <source>Move the start by up to:</source>
        <translation>起点最多移动：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="198"/>
        <source>Mazes:</source>
        <translation>迷宫：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="199"/>
        <source>Pass mark:</source>
        <translation>及格分：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="217"/>
        <source>Cannot use this scene: %1</source>
        <translation>无法使用这个场景：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="242"/>
        <source>Add Scene Files</source>
        <translation>添加场景文件</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="243"/>
        <source>Botlab scenes (*.json *.botscene);;All files (*)</source>
        <translation>Botlab 场景 (*.json *.botscene);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="288"/>
        <source>Choose at least one scene.</source>
        <translation>请至少选择一个场景。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="413"/>
        <source>#</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="413"/>
        <source>Played</source>
        <translation>场次</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="413"/>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="413"/>
        <source>Drawn</source>
        <translation>平</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="413"/>
        <source>Lost</source>
        <translation>负</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="414"/>
        <source>Points</source>
        <translation>积分</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="414"/>
        <source>Goal difference</source>
        <translation>净胜球</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="418"/>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="418"/>
        <source>Home</source>
        <translation>主场</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="418"/>
        <source>Away</source>
        <translation>客场</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="418"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="418"/>
        <source>Goals</source>
        <translation>进球</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="418"/>
        <source>Ended</source>
        <translation>结束</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="422"/>
        <source>Double-click a match to watch it again.</source>
        <translation>双击一场比赛可以重看。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="481"/>
        <source>The standings change as each match ends. Double-click a match to watch it again in the 3D view.</source>
        <translation>每场比赛结束时积分榜都会更新。双击一场比赛，在 3D 视图中重看。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="521"/>
        <source>(bye)</source>
        <translation>（轮空）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="525"/>
        <source>to play</source>
        <translation>未赛</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="530"/>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="533"/>
        <source>%1 won</source>
        <translation>%1 胜</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="536"/>
        <source>draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="539"/>
        <source>bye</source>
        <translation>轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="542"/>
        <source>not played</source>
        <translation>未进行</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="548"/>
        <source>%1 s: %2</source>
        <translation>%1 秒：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="550"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="589"/>
        <source>Save the assignment</source>
        <translation>保存评分任务</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="590"/>
        <source>Assignments (*.json)</source>
        <translation>评分任务 (*.json)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="614"/>
        <source>Open Report</source>
        <translation>打开报告</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="616"/>
        <source>No browser could be opened. The report is this file; open it in a web browser:</source>
        <translation>无法打开浏览器。报告是下面这个文件，请用网页浏览器打开它：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="623"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="627"/>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="647"/>
        <source>Cannot grade: botlab-grade is not installed beside botlab.</source>
        <translation>无法评分：botlab-grade 没有和 botlab 安装在一起。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="651"/>
        <source>Choose an assignment, the submissions folder and a results folder.</source>
        <translation>请选择评分任务、学生程序文件夹和结果文件夹。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="659"/>
        <source>Cannot grade: %1</source>
        <translation>无法评分：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="677"/>
        <source>Tournament of %1 students: %2 matches...</source>
        <translation>%1 个学生的比赛：%2 场……</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="681"/>
        <source>Grading %1 students: %2 runs...</source>
        <translation>正在给 %1 个学生评分：共 %2 次运行…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="701"/>
        <source>%1 of %2 matches played, about %3 left</source>
        <translation>已赛 %1 / %2 场，大约还剩 %3</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="707"/>
        <source>%1 of %2 runs done, about %3 left</source>
        <translation>已完成 %1 次运行（共 %2 次），大约还剩 %3</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="720"/>
        <source>The tournament ran, but the results could not be written: %1</source>
        <translation>比赛已经进行，但结果无法写入：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="725"/>
        <source>Tournament played in %1 s: %2 matches, %3 leads. Results in %4</source>
        <translation>比赛用时 %1 秒：%2 场，%3 领先。结果在 %4</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="736"/>
        <source>Grading ran, but the results could not be written: %1</source>
        <translation>评分已完成，但无法写入结果：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="744"/>
        <source>Graded in %1 s: %2 of %3 passed. Results in %4</source>
        <translation>评分用时 %1 s：%3 个中有 %2 个及格。结果在 %4</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="771"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/grade_dialog.cpp" line="771"/>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>botlab::gui::LidarPlot</name>
    <message>
        <location filename="../app/gui/src/modes/program/lidar_plot.cpp" line="88"/>
        <source>no scan yet</source>
        <translation>还没有扫描</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/lidar_plot.cpp" line="89"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/lidar_plot.cpp" line="90"/>
        <source>%1 · nothing in range</source>
        <translation>%1 · 范围内没有物体</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/lidar_plot.cpp" line="91"/>
        <source>%1 · nearest %2 m at %3°</source>
        <translation>%1 · 最近 %2 米，在 %3°</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/lidar_plot.cpp" line="128"/>
        <source>%1 m</source>
        <translation>%1 米</translation>
    </message>
</context>
<context>
    <name>botlab::gui::LuaApi</name>
    <message>
        <location filename="../app/gui/src/modes/program/lua_api.cpp" line="37"/>
        <source>Lua API Reference</source>
        <translation>Lua 函数参考</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/lua_api.cpp" line="38"/>
        <source>Programs are written in Lua 5.4. Speeds are in percent, distances in cm, angles in degrees and time in seconds. A device is addressed by its port number or by its name in the robot, e.g. &lt;code&gt;motor.speed(1, 50)&lt;/code&gt; or &lt;code&gt;motor.speed(&quot;left&quot;, 50)&lt;/code&gt;.</source>
        <translation>程序用 Lua 5.4 编写。速度用百分比，距离用厘米，角度用度，时间用秒。设备可以用端口号或它在机器人中的名字来指定，例如 &lt;code&gt;motor.speed(1, 50)&lt;/code&gt; 或 &lt;code&gt;motor.speed(&quot;left&quot;, 50)&lt;/code&gt;。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/lua_api.cpp" line="43"/>
        <source>The program runs together with the simulation: wait(s) pauses for s seconds of simulated time, and the Stop button always works.</source>
        <translation>程序和仿真一起运行：wait(s) 会暂停 s 秒仿真时间；“停止”按钮任何时候都有效。</translation>
    </message>
</context>
<context>
    <name>botlab::gui::MainWindow</name>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="182"/>
        <source>Cannot start the simulation: %1</source>
        <translation>无法启动仿真：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="469"/>
        <source>Program</source>
        <translation>编程</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="468"/>
        <source>Build</source>
        <translation>搭建</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="470"/>
        <source>Scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="472"/>
        <source>Cockpit</source>
        <translation>驾驶舱</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="289"/>
        <source>&amp;New Project</source>
        <translation>新建项目(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="290"/>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="295"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="296"/>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="305"/>
        <source>Botlab replays (*.botlab-replay *.botlab-match)</source>
        <translation>Botlab 回放（*.botlab-replay *.botlab-match）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="309"/>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="313"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="160"/>
        <source>Simulation</source>
        <translation>仿真</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="165"/>
        <source>Camera:</source>
        <translation>视角：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="167"/>
        <source>Orbit</source>
        <translation>环绕</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="168"/>
        <source>Follow robot</source>
        <translation>跟随机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="169"/>
        <source>Top-down</source>
        <translation>俯视</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="170"/>
        <source>On-board</source>
        <translation>车载</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="282"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="291"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="292"/>
        <source>&amp;Examples</source>
        <translation>示例(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="297"/>
        <source>Save &amp;Program As...</source>
        <translation>程序另存为(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="300"/>
        <source>&amp;Grade a Class...</source>
        <translation>给全班评分(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="302"/>
        <source>Open Rep&amp;lay...</source>
        <translation>打开回放(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="304"/>
        <source>Open a graded run</source>
        <translation>打开一次评分运行</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="319"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="339"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="341"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="344"/>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="346"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="348"/>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="350"/>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="353"/>
        <source>&amp;Find...</source>
        <translation>查找(&amp;F)...</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="354"/>
        <source>&amp;Go to Line...</source>
        <translation>转到行(&amp;G)...</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="357"/>
        <source>Go to Line</source>
        <translation>转到行</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="357"/>
        <source>Line:</source>
        <translation>行号：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="361"/>
        <source>Toggle &amp;Comment</source>
        <translation>注释/取消注释(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="376"/>
        <source>&amp;Simulation</source>
        <translation>仿真(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="380"/>
        <source>&amp;Debug</source>
        <translation>调试(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="381"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="383"/>
        <source>&amp;Orbit Camera</source>
        <translation>环绕视角(&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="384"/>
        <source>&amp;Follow Robot</source>
        <translation>跟随机器人(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="385"/>
        <source>&amp;Top-down</source>
        <translation>俯视(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="386"/>
        <source>O&amp;n-board</source>
        <translation>车载视角(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="395"/>
        <source>F&amp;rame the Robot</source>
        <translation>让机器人充满视图(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="398"/>
        <source>Fit the robot in the 3D view (Ctrl+0)</source>
        <translation>让机器人充满 3D 视图（Ctrl+0）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="409"/>
        <source>&amp;Lidar Rays</source>
        <translation>激光雷达光线(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="410"/>
        <source>Draw each lidar&apos;s rays in the 3D view, from the sensor to what they hit</source>
        <translation>在三维视图中画出每个激光雷达的光线，从传感器到它们碰到的物体</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="412"/>
        <source>&amp;Camera View</source>
        <translation>摄像头视野(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="413"/>
        <source>Draw each camera&apos;s view cone in the 3D view: what the camera can see</source>
        <translation>在三维视图中画出每个摄像头的视锥：摄像头能看到的范围</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="432"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="433"/>
        <source>Lua &amp;API Reference</source>
        <translation>Lua 函数参考(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="436"/>
        <source>Lua API Reference</source>
        <translation>Lua 函数参考</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="437"/>
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="450"/>
        <location filename="../app/gui/src/shell/main_window.cpp" line="455"/>
        <source>User Guide</source>
        <translation>用户指南</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="451"/>
        <source>The user guide was not found (%1).</source>
        <translation>找不到用户指南（%1）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="457"/>
        <source>&amp;About Botlab</source>
        <translation>关于 Botlab(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="462"/>
        <source>Modes</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="471"/>
        <source>Simulate</source>
        <translation>仿真</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="515"/>
        <source>The %1 is a ready-made legged robot: it cannot be changed in Build mode.</source>
        <translation>%1 是现成的足式机器人，不能在搭建模式里修改。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="587"/>
        <source>Replay of the match %1 against %2 (round %3, seed %4; %1 is your robot, %2 the opponent). Pause, step and change the speed as in any run.</source>
        <translation>重放 %1 对 %2 的比赛（第 %3 轮，种子 %4；%1 是你的机器人，%2 是对手）。可以像平常一样暂停、单步和调速度。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="620"/>
        <source>Replay of %1 on %2 with seed %3 (%4). Pause, step and change the speed as in any run.</source>
        <translation>回放：%1 在 %2 上的运行，种子 %3（%4）。可以像平常运行一样暂停、单步和调速度。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="627"/>
        <source>Warning: the robot file %1 changed since the run was graded.</source>
        <translation>警告：机器人文件 %1 在评分之后被改动过。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="671"/>
        <source>Opened the default robot and scene instead.</source>
        <translation>已改为打开默认的机器人和场景。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="687"/>
        <source>the Cockpit drives legged robots (%1); &apos;%2&apos; opens in the other modes, the Cockpit drives the manned hexapod</source>
        <translation>驾驶舱只驾驶足式机器人（%1）；“%2”可以在其他模式中打开，驾驶舱驾驶载人六足机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="828"/>
        <source>No start is left in the scene for %1 (starts in the scene: %2).</source>
        <translation>场景中没有留给 %1 的起点（场景共有 %2 个起点）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="866"/>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="869"/>
        <source>System language</source>
        <translation>跟随系统语言</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="875"/>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="876"/>
        <source>A new language takes effect when Botlab is restarted.</source>
        <translation>新的语言在重新启动 Botlab 后生效。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="884"/>
        <source>Automatic (high on this computer)</source>
        <translation>自动（这台电脑上为高）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="884"/>
        <source>Automatic (low on this computer)</source>
        <translation>自动（这台电脑上为低）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="886"/>
        <source>Low: fast, for software graphics</source>
        <translation>低：速度快，适合没有独立显卡的电脑</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="887"/>
        <source>High: smooth edges, shadows cast by the light</source>
        <translation>高：边缘平滑，灯光会投下阴影</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="891"/>
        <source>3D view quality:</source>
        <translation>3D 视图画质：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="893"/>
        <source>A new 3D view quality takes effect when Botlab is restarted.</source>
        <translation>新的 3D 视图画质在重新启动 Botlab 后生效。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="897"/>
        <source>High-contrast blocks</source>
        <translation>高对比度积木</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="940"/>
        <source>About Botlab</source>
        <translation>关于 Botlab</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/main_window.cpp" line="941"/>
        <source>&lt;h3&gt;Botlab %1&lt;/h3&gt;&lt;p&gt;Build virtual robots from parts, program them in Lua and run them in a physics simulation.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Botlab %1&lt;/h3&gt;&lt;p&gt;用零件搭建虚拟机器人，用 Lua 为它编程，并在物理仿真中运行。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>botlab::gui::MessageBar</name>
    <message>
        <location filename="../app/gui/src/modes/message_bar.cpp" line="46"/>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/message_bar.cpp" line="54"/>
        <source>Close this message</source>
        <translation>关闭这条消息</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/message_bar.cpp" line="55"/>
        <source>Close message</source>
        <translation>关闭消息</translation>
    </message>
</context>
<context>
    <name>botlab::gui::MonitorWidget</name>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="158"/>
        <source>Pitch and roll</source>
        <translation>俯仰和横滚</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="159"/>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="160"/>
        <source>pitch</source>
        <translation>俯仰</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="161"/>
        <source>roll</source>
        <translation>横滚</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="163"/>
        <source>Yaw rate</source>
        <translation>偏航角速度</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="164"/>
        <source>°/s</source>
        <translation>°/秒</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="165"/>
        <source>yaw rate</source>
        <translation>偏航角速度</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="167"/>
        <source>Vertical acceleration</source>
        <translation>竖直加速度</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="168"/>
        <source>m/s²</source>
        <translation>米/秒²</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="169"/>
        <source>accel</source>
        <translation>加速度</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="171"/>
        <source>Deepest foot sinkage</source>
        <translation>最深的足端沉陷</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="172"/>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="176"/>
        <source>mm</source>
        <translation>毫米</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="173"/>
        <source>sinkage</source>
        <translation>沉陷</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="175"/>
        <source>Platform cylinders d1-d3</source>
        <translation>平台电动缸 d1-d3</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="181"/>
        <source>Physics steps per second</source>
        <translation>每秒物理步数</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="182"/>
        <source>1/s</source>
        <translation>1/秒</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="183"/>
        <source>simulated</source>
        <translation>仿真</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="184"/>
        <source>real time</source>
        <translation>实时</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="256"/>
        <source>BEHIND REAL TIME</source>
        <translation>落后于实时</translation>
    </message>
</context>
<context>
    <name>botlab::gui::OpponentControls</name>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_controls.cpp" line="20"/>
        <source>Add an &amp;Opponent…</source>
        <translation>添加对手(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_controls.cpp" line="22"/>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_controls.cpp" line="24"/>
        <source>Another robot with its own program in the same run (Ctrl+Shift+O)</source>
        <translation>在同一次运行中加入另一个带自己程序的机器人（Ctrl+Shift+O）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_controls.cpp" line="27"/>
        <source>Re&amp;move Opponent</source>
        <translation>移除对手(&amp;M)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_controls.cpp" line="70"/>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_controls.cpp" line="78"/>
        <source>No opponents yet</source>
        <translation>还没有对手</translation>
    </message>
</context>
<context>
    <name>botlab::gui::OpponentDialog</name>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_dialog.cpp" line="34"/>
        <source>Add an Opponent</source>
        <translation>添加对手</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_dialog.cpp" line="41"/>
        <location filename="../app/gui/src/modes/program/opponent_dialog.cpp" line="63"/>
        <source>File…</source>
        <translation>文件…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_dialog.cpp" line="42"/>
        <source>A robot file built in the Build mode</source>
        <translation>在搭建模式中搭建的机器人文件</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_dialog.cpp" line="44"/>
        <source>Open a robot</source>
        <translation>打开机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_dialog.cpp" line="45"/>
        <source>Botlab robots (*.json)</source>
        <translation>Botlab 机器人 (*.json)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_dialog.cpp" line="51"/>
        <source>&amp;Robot:</source>
        <translation>机器人(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_dialog.cpp" line="62"/>
        <source>Example: %1</source>
        <translation>示例：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_dialog.cpp" line="64"/>
        <source>Another student&apos;s program (.lua)</source>
        <translation>另一位同学的程序（.lua）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_dialog.cpp" line="66"/>
        <source>Open a program</source>
        <translation>打开程序</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_dialog.cpp" line="67"/>
        <source>Lua programs (*.lua)</source>
        <translation>Lua 程序 (*.lua)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_dialog.cpp" line="73"/>
        <source>&amp;Program:</source>
        <translation>程序(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_dialog.cpp" line="77"/>
        <source>Whose robot it is</source>
        <translation>这是谁的机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_dialog.cpp" line="83"/>
        <source>&amp;Owner:</source>
        <translation>主人(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_dialog.cpp" line="92"/>
        <source>&amp;Colour:</source>
        <translation>颜色(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/opponent_dialog.cpp" line="95"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
</context>
<context>
    <name>botlab::gui::Opponents</name>
    <message>
        <location filename="../app/gui/src/project/opponents.cpp" line="17"/>
        <source>blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/opponents.cpp" line="17"/>
        <source>red</source>
        <translation>红色</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/opponents.cpp" line="18"/>
        <source>green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/opponents.cpp" line="18"/>
        <source>orange</source>
        <translation>橙色</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/opponents.cpp" line="19"/>
        <source>purple</source>
        <translation>紫色</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/opponents.cpp" line="19"/>
        <source>teal</source>
        <translation>青色</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/opponents.cpp" line="20"/>
        <source>magenta</source>
        <translation>品红色</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/opponents.cpp" line="20"/>
        <source>yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/opponents.cpp" line="41"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/opponents.cpp" line="45"/>
        <source>You</source>
        <translation>你</translation>
    </message>
</context>
<context>
    <name>botlab::gui::Options</name>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="39"/>
        <source>Build, program and simulate robots.</source>
        <translation>搭建、编程并仿真机器人。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="42"/>
        <source>Robot: built-in name or file.</source>
        <translation>机器人：内置名称或文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="43"/>
        <source>robot</source>
        <translation>机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="44"/>
        <source>Scene: built-in name or file.</source>
        <translation>场景：内置名称或文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="45"/>
        <source>scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="46"/>
        <source>Lua program file.</source>
        <translation>Lua 程序文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="47"/>
        <location filename="../app/gui/src/shell/app_options.cpp" line="54"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="50"/>
        <source>Open the line-follow demo (line_follower on line_challenge).</source>
        <translation>打开巡线演示（line_follower 在 line_challenge 上）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="51"/>
        <source>Start the simulation at once.</source>
        <translation>立即开始仿真。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="54"/>
        <source>Save a PNG of the window after --frames frames and quit.</source>
        <translation>渲染 --frames 帧后把窗口保存为 PNG 并退出。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="56"/>
        <source>Render N frames, print frame-time statistics and quit.</source>
        <translation>渲染 N 帧，输出帧时间统计后退出。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="57"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="58"/>
        <source>Language (en, zh_CN).</source>
        <translation>语言（en、zh_CN）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="59"/>
        <source>code</source>
        <translation>代码</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="61"/>
        <source>Camera: orbit, follow, top or onboard.</source>
        <translation>视角：orbit、follow、top 或 onboard。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="61"/>
        <source>view</source>
        <translation>视角</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="64"/>
        <source>Start in a mode: build, program, scene, simulate or cockpit.</source>
        <translation>以某个模式启动：build（搭建）、program（编程）、scene（场景）、simulate（仿真）或 cockpit（驾驶舱）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="64"/>
        <source>mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="66"/>
        <source>Do not offer to recover an autosaved project.</source>
        <translation>不提示恢复自动保存的项目。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="69"/>
        <source>Cockpit mode: send the motion platform&apos;s commands to HOST:PORT over UDP (docs/formats/platform-udp.md).</source>
        <translation>驾驶舱模式：通过 UDP 把运动平台指令发送到 HOST:PORT（docs/formats/platform-udp.md）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="71"/>
        <source>host:port</source>
        <translation>主机:端口</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="73"/>
        <source>3D view quality: low or high (default: Preferences, else chosen from the graphics driver).</source>
        <translation>3D 视图画质：low 或 high（默认：使用首选项里的设置，没有设置时根据显卡驱动选择）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="75"/>
        <source>level</source>
        <translation>等级</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="78"/>
        <source>The window&apos;s size in pixels, e.g. 1024x600 (default: fitted to the screen).</source>
        <translation>窗口大小（像素），例如 1024x600（默认：适应屏幕）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="79"/>
        <source>WxH</source>
        <translation>宽x高</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="82"/>
        <source>Add an opponent to the run: a robot (built-in name or file), its Lua program and its owner&apos;s name (default: the program&apos;s file name); repeatable.</source>
        <translation>向运行中添加一个对手：机器人（内置名称或文件）、它的 Lua 程序和主人的名字（默认为程序的文件名）；可重复使用。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="84"/>
        <source>robot:program[:owner]</source>
        <translation>机器人:程序[:主人]</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="88"/>
        <source>Project, robot or scene file to open.</source>
        <translation>要打开的项目、机器人或场景文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="104"/>
        <source>--opponent must be ROBOT:PROGRAM or ROBOT:PROGRAM:OWNER, not &apos;%1&apos;</source>
        <translation>--opponent 必须是 机器人:程序 或 机器人:程序:主人，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="117"/>
        <source>--camera must be orbit, follow, top or onboard</source>
        <translation>--camera 必须是 orbit、follow、top 或 onboard</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="120"/>
        <source>--mode must be build, program, scene, simulate or cockpit</source>
        <translation>--mode 必须是 build、program、scene、simulate 或 cockpit</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="124"/>
        <source>--quality must be low or high</source>
        <translation>--quality 必须是 low 或 high</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="133"/>
        <source>--window-size must be WIDTHxHEIGHT in pixels, e.g. 1024x600</source>
        <translation>--window-size 必须是以像素计的 宽x高，例如 1024x600</translation>
    </message>
    <message>
        <location filename="../app/gui/src/shell/app_options.cpp" line="147"/>
        <source>--frames needs a positive number</source>
        <translation>--frames 需要一个正整数</translation>
    </message>
</context>
<context>
    <name>botlab::gui::PartsPalette</name>
    <message>
        <location filename="../app/gui/src/modes/build/parts_palette.cpp" line="30"/>
        <source>Search parts</source>
        <translation>搜索零件</translation>
    </message>
</context>
<context>
    <name>botlab::gui::PlatformWidget</name>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="326"/>
        <source>Side: pitch %1°</source>
        <translation>侧视：俯仰 %1°</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="330"/>
        <source>Rear: roll %1°</source>
        <translation>后视：横滚 %1°</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/cockpit/cockpit_widgets.cpp" line="335"/>
        <source>limited</source>
        <translation>已限幅</translation>
    </message>
</context>
<context>
    <name>botlab::gui::ProgramEditor</name>
    <message>
        <location filename="../app/gui/src/modes/program/program_editor.cpp" line="77"/>
        <source>Find:</source>
        <translation>查找：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/program_editor.cpp" line="81"/>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/program_editor.cpp" line="84"/>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/program_editor.cpp" line="86"/>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/program_editor.cpp" line="89"/>
        <source>Close (Esc)</source>
        <translation>关闭 (Esc)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/program_editor.cpp" line="428"/>
        <source>Not found</source>
        <translation>没有找到</translation>
    </message>
</context>
<context>
    <name>botlab::gui::ProgramWorkspace</name>
    <message>
        <location filename="../app/gui/src/modes/program/program_workspace.cpp" line="42"/>
        <source>Program output and errors appear here.</source>
        <translation>程序的输出和错误显示在这里。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/program_workspace.cpp" line="64"/>
        <source>Program</source>
        <translation>编程</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/program_workspace.cpp" line="65"/>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/program_workspace.cpp" line="179"/>
        <source>Error on line %1: %2</source>
        <translation>第 %1 行出错：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/program_workspace.cpp" line="180"/>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
</context>
<context>
    <name>botlab::gui::Project</name>
    <message>
        <location filename="../app/gui/src/project/project.cpp" line="48"/>
        <source>%1: not valid JSON at byte %2: %3</source>
        <translation>%1：第 %2 字节处不是有效的 JSON：%3</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project.cpp" line="54"/>
        <source>%1: the top level must be an object</source>
        <translation>%1：顶层必须是一个对象</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project.cpp" line="57"/>
        <source>%1: $.format must be &quot;botlab-project&quot;</source>
        <translation>%1：$.format 必须是 &quot;botlab-project&quot;</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project.cpp" line="62"/>
        <source>%1: $.version %2 is not supported (this Botlab reads 1 to %3)</source>
        <translation>%1：不支持 $.version %2（本版 Botlab 可读取 1 到 %3）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project.cpp" line="81"/>
        <source>%1: $.%2 must be a non-empty string (a built-in name or a file)</source>
        <translation>%1：$.%2 必须是非空字符串（内置名称或文件）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project.cpp" line="90"/>
        <source>%1: $.program must be a string (the Lua source)</source>
        <translation>%1：$.program 必须是字符串（Lua 源代码）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project.cpp" line="95"/>
        <source>%1: $.program_blocks must be an object (Blockly&apos;s workspace)</source>
        <translation>%1：$.program_blocks 必须是对象（Blockly 的工作区）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project.cpp" line="101"/>
        <source>%1: $.opponents must be an array</source>
        <translation>%1：$.opponents 必须是数组</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project.cpp" line="113"/>
        <source>%1: $.opponents[%2] needs a robot, a program, an owner and a colour (#rrggbb)</source>
        <translation>%1：$.opponents[%2] 需要机器人、程序、主人和颜色（#rrggbb）</translation>
    </message>
</context>
<context>
    <name>botlab::gui::ProjectController</name>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="56"/>
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
        <location filename="../app/gui/src/project/project_controller.cpp" line="74"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="176"/>
        <source>%1[*] — %2 on %3 — Botlab</source>
        <translation>%1[*] — %3 上的 %2 — Botlab</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="242"/>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="339"/>
        <source>new robot</source>
        <translation>新机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="381"/>
        <source>Example: %1 with the %2 robot in the %3 scene. Press Run (Ctrl+R).</source>
        <translation>示例：%3 场景里的 %2 机器人，程序 %1。请按“运行”（Ctrl+R）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="396"/>
        <source>Demo: the line follower on the line challenge. Press Run (Ctrl+R).</source>
        <translation>演示：巡线机器人挑战巡线赛道。请按“运行”（Ctrl+R）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="71"/>
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="71"/>
        <source>The project has unsaved changes. Save them?</source>
        <translation>项目有未保存的修改。要保存吗？</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="532"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="70"/>
        <source>Save Project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="76"/>
        <source>my_robot.botlab.json</source>
        <translation>my_robot.botlab.json</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="70"/>
        <source>Botlab projects (*.botlab.json)</source>
        <translation>Botlab 项目 (*.botlab.json)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="119"/>
        <location filename="../app/gui/src/project/project_controller.cpp" line="222"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="201"/>
        <source>program</source>
        <translation>程序</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="203"/>
        <source>Save Program As</source>
        <translation>程序另存为</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="205"/>
        <source>Block programs (*.blocks)</source>
        <translation>积木程序 (*.blocks)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="205"/>
        <source>Lua programs (*.lua)</source>
        <translation>Lua 程序 (*.lua)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="211"/>
        <location filename="../app/gui/src/project/project_controller.cpp" line="359"/>
        <location filename="../app/gui/src/project/project_controller.cpp" line="443"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="218"/>
        <source>%1: could not be written (%2)</source>
        <translation>%1：无法写入（%2）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="484"/>
        <source>%1 joins the run with %2 on the %3 robot.</source>
        <translation>%1 加入运行：%3 机器人，程序 %2。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="533"/>
        <source>Botlab files: projects, robots, scenes (*.json);;Lua programs (*.lua);;Block programs (*.blocks);;All files (*)</source>
        <translation>Botlab 文件：项目、机器人、场景 (*.json);;Lua 程序 (*.lua);;积木程序 (*.blocks);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="546"/>
        <source>%1: This is an assignment: use File &gt; Grade a Class…</source>
        <translation>%1：这是一个作业文件：请用“文件 &gt; 给全班评分…”</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="602"/>
        <source>Line-follow &amp;Demo</source>
        <translation>巡线演示(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="614"/>
        <source>%1 (%2 on %3)</source>
        <translation>%1（%3 上的 %2）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="614"/>
        <source>Blocks: %1 (%2 on %3)</source>
        <translation>积木：%1（%2，%3）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="631"/>
        <source>&amp;Robots</source>
        <translation>机器人(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="642"/>
        <source>&amp;Scenes</source>
        <translation>场景(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="72"/>
        <source>Recover work</source>
        <translation>恢复工作</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/project_controller.cpp" line="73"/>
        <source>Botlab did not close properly last time. Recover the autosaved project?</source>
        <translation>Botlab 上次没有正常关闭。要恢复自动保存的项目吗？</translation>
    </message>
</context>
<context>
    <name>botlab::gui::RobotFile</name>
    <message>
        <location filename="../app/gui/src/project/robot_file.cpp" line="20"/>
        <source>Save Robot</source>
        <translation>保存机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/robot_file.cpp" line="20"/>
        <source>Robot files (*.robot.json)</source>
        <translation>机器人文件 (*.robot.json)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/robot_file.cpp" line="21"/>
        <source>Unsaved robot</source>
        <translation>机器人未保存</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/robot_file.cpp" line="21"/>
        <source>The robot has changes that are not saved. Save them?</source>
        <translation>机器人有还没保存的修改。要保存吗？</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/robot_file.cpp" line="22"/>
        <source>Recover robot</source>
        <translation>恢复机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/robot_file.cpp" line="23"/>
        <source>Botlab did not close properly last time. Recover the robot you were building?</source>
        <translation>Botlab 上次没有正常关闭。要恢复你正在搭建的机器人吗？</translation>
    </message>
</context>
<context>
    <name>botlab::gui::RunControls</name>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="45"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="48"/>
        <source>Reset the world and run the program (Ctrl+R)</source>
        <translation>重置场景并运行程序（Ctrl+R）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="50"/>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="98"/>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="124"/>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="52"/>
        <source>Pause or continue (F6)</source>
        <translation>暂停或继续（F6）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="54"/>
        <source>S&amp;tep</source>
        <translation>单步(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="57"/>
        <source>Advance a paused run by 20 ms (Ctrl+F10)</source>
        <translation>将暂停的运行推进 20 毫秒（Ctrl+F10）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="59"/>
        <source>St&amp;op</source>
        <translation>停止(&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="62"/>
        <source>End the program and stop the motors (Shift+F5)</source>
        <translation>结束程序并停止电机（Shift+F5）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="64"/>
        <source>R&amp;eset</source>
        <translation>重置(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="66"/>
        <source>Put the robot back at the start (Ctrl+Shift+R)</source>
        <translation>把机器人放回起点（Ctrl+Shift+R）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="70"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="71"/>
        <source>Fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="98"/>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="124"/>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="104"/>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="134"/>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="137"/>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="140"/>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="143"/>
        <source>Finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="146"/>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="149"/>
        <source>Error</source>
        <translation>出错</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="153"/>
        <source>t = %1 s</source>
        <translation>t = %1 秒</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="154"/>
        <source>%1× real time</source>
        <translation>%1× 实时</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/debug_controls.cpp" line="215"/>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="165"/>
        <source>— Run —</source>
        <translation>— 运行 —</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/run_controls.cpp" line="183"/>
        <source>— Stopped —</source>
        <translation>— 已停止 —</translation>
    </message>
</context>
<context>
    <name>botlab::gui::SceneFile</name>
    <message>
        <location filename="../app/gui/src/project/scene_file.cpp" line="19"/>
        <source>Save Scene</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/scene_file.cpp" line="19"/>
        <source>Botlab scenes (*.scene.json *.json)</source>
        <translation>Botlab 场景 (*.scene.json *.json)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/scene_file.cpp" line="20"/>
        <source>Unsaved scene</source>
        <translation>未保存的场景</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/scene_file.cpp" line="20"/>
        <source>The scene &quot;%1&quot; has unsaved changes. Save them?</source>
        <translation>场景“%1”有未保存的修改。要保存吗？</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/scene_file.cpp" line="21"/>
        <source>Recover scene</source>
        <translation>恢复场景</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/scene_file.cpp" line="22"/>
        <source>Botlab did not close properly last time. Recover the scene you were drawing?</source>
        <translation>Botlab 上次没有正常关闭。要恢复你正在画的场景吗？</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/scene_file.cpp" line="23"/>
        <source>Untitled scene</source>
        <translation>未命名场景</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/scene_file.cpp" line="31"/>
        <source>Recover the scene</source>
        <translation>恢复场景</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/scene_file.cpp" line="35"/>
        <source>my_scene</source>
        <translation>my_scene</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/scene_file.cpp" line="65"/>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/project/scene_file.cpp" line="97"/>
        <source>Save the scene</source>
        <translation>保存场景</translation>
    </message>
</context>
<context>
    <name>botlab::gui::ScenePlanView</name>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_painter.cpp" line="172"/>
        <source>CP %1</source>
        <translation>检查点 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_painter.cpp" line="173"/>
        <location filename="../app/gui/src/modes/scene/plan_painter.cpp" line="209"/>
        <source>FINISH</source>
        <translation>终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_painter.cpp" line="178"/>
        <source>GOAL</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_painter.cpp" line="198"/>
        <source>GOAL %1</source>
        <translation>球门 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_painter.cpp" line="207"/>
        <source>LANE %1</source>
        <translation>跑道 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="363"/>
        <source>Place the start</source>
        <translation>放置起点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="377"/>
        <source>Add a gap</source>
        <translation>添加缺口</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="386"/>
        <source>Add a crossing dash</source>
        <translation>添加横线</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="404"/>
        <source>Add a box</source>
        <translation>添加箱子</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="404"/>
        <source>Add a cylinder</source>
        <translation>添加圆柱</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="419"/>
        <source>Add a buzzer</source>
        <translation>添加蜂鸣器</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="468"/>
        <source>Add a candle</source>
        <translation>添加蜡烛</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="187"/>
        <location filename="../app/gui/src/modes/scene/scene_plan_view.cpp" line="298"/>
        <source>Move</source>
        <translation>移动</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="195"/>
        <source>Edit the shape</source>
        <translation>修改形状</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="266"/>
        <source>Draw freehand</source>
        <translation>手绘</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="363"/>
        <source>Add a start</source>
        <translation>添加起点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="442"/>
        <source>Add a ball</source>
        <translation>添加球</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="448"/>
        <source>Add a cube</source>
        <translation>添加方块</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="454"/>
        <source>Add a puck</source>
        <translation>添加圆饼</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="490"/>
        <source>Add a wall</source>
        <translation>添加墙</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="509"/>
        <source>Add a room</source>
        <translation>添加房间</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="533"/>
        <source>Draw an arc</source>
        <translation>画圆弧</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="570"/>
        <source>Add an object zone</source>
        <translation>添加物体区域</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="579"/>
        <source>Set the finish zone</source>
        <translation>设置终点区</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/plan_tools.cpp" line="585"/>
        <source>Add a checkpoint</source>
        <translation>添加检查点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_plan_view.cpp" line="222"/>
        <source>Draw a curve</source>
        <translation>画曲线</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_plan_view.cpp" line="222"/>
        <source>Draw a line</source>
        <translation>画直线</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_plan_view.cpp" line="324"/>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_plan_view.cpp" line="337"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_plan_view.cpp" line="357"/>
        <source>Rotate</source>
        <translation>旋转</translation>
    </message>
</context>
<context>
    <name>botlab::gui::ScenePropertiesPanel</name>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="171"/>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="192"/>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="208"/>
        <source>Change %1</source>
        <translation>修改 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="288"/>
        <source>%n items selected. Drag to move them, R to turn them, Delete to remove them.</source>
        <translation>
            <numerusform>选中了 %n 个东西。拖动可以移动它们，按 R 转动，按 Delete 删除。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="305"/>
        <source>Scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="309"/>
        <source>Rename the scene</source>
        <translation>重命名场景</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="314"/>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="360"/>
        <source>Floor width:</source>
        <translation>地面宽度：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="517"/>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="368"/>
        <source>Floor depth:</source>
        <translation>地面长度：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="377"/>
        <source>Floor colour:</source>
        <translation>地面颜色：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="380"/>
        <source>Room light:</source>
        <translation>房间亮度：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="523"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="386"/>
        <source>How bright the room is: what a light sensor facing up reads</source>
        <translation>房间有多亮：也就是朝上的光线传感器读到的数值</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="317"/>
        <source>Scoring</source>
        <translation>评分</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="391"/>
        <source>Time limit:</source>
        <translation>时间限制：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="525"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="397"/>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="646"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="74"/>
        <source>the track</source>
        <translation>赛道</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="75"/>
        <source>the wall</source>
        <translation>这面墙</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="75"/>
        <source>the %1 walls</source>
        <translation>这 %1 面墙</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="76"/>
        <source>the maze</source>
        <translation>这个迷宫</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="76"/>
        <source>the %1 mazes</source>
        <translation>这 %1 个迷宫</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="78"/>
        <source>the obstacle</source>
        <translation>这个障碍物</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="78"/>
        <source>the %1 obstacles</source>
        <translation>这 %1 个障碍物</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="79"/>
        <source>the candle</source>
        <translation>这支蜡烛</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="79"/>
        <source>the %1 candles</source>
        <translation>这 %1 支蜡烛</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="84"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="85"/>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="94"/>
        <source>Undo brings the scene back as it was.</source>
        <translation>撤销可以让场景恢复原样。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="322"/>
        <source>Arena</source>
        <translation>竞技场</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="331"/>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="332"/>
        <source>Reach the finish zone</source>
        <translation>到达终点区</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="333"/>
        <source>Pass all checkpoints</source>
        <translation>经过所有检查点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="334"/>
        <source>Blow out every candle</source>
        <translation>吹灭所有蜡烛</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="335"/>
        <source>Put the objects in their zones</source>
        <translation>把物体放进各自的目标区</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="343"/>
        <source>Change the goal</source>
        <translation>修改目标</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="347"/>
        <source>Goal:</source>
        <translation>目标：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="366"/>
        <source>The arena&apos;s match decides who wins (see Arena below).</source>
        <translation>由竞技场的比赛决定谁赢（见下面的“竞技场”）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="461"/>
        <source>An arena is a match of several robots, one on each start</source>
        <translation>竞技场是几个机器人之间的比赛，每个起点一个机器人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="465"/>
        <source>none (one robot)</source>
        <translation>无（一个机器人）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="466"/>
        <source>Sumo: push the other robot out of the ring</source>
        <translation>相扑：把对方机器人推出圆环</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="468"/>
        <source>Soccer: push the ball into the other team&apos;s goal</source>
        <translation>足球：把球推进对方的球门</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="470"/>
        <source>Race: first to the finish</source>
        <translation>赛跑：先到终点者胜</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="480"/>
        <source>Change the arena</source>
        <translation>更改竞技场</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="489"/>
        <source>Match:</source>
        <translation>比赛：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="493"/>
        <source>Half time:</source>
        <translation>半场时间：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="493"/>
        <source>Match time:</source>
        <translation>比赛时间：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="507"/>
        <source>%1 starts: robot 1 on start 1, robot 2 on start 2, ...</source>
        <translation>%1 个起点：1 号机器人在 1 号起点，2 号机器人在 2 号起点，……</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="508"/>
        <source>%1 of the %2 starts the match needs: add one with the Start tool and Shift+press</source>
        <translation>比赛需要 %2 个起点，现在只有 %1 个：用“起点”工具按住 Shift 再按下添加一个</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="514"/>
        <source>Starts:</source>
        <translation>起点：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="638"/>
        <source>Robots of the same team play together; a start without a team is a side of its own</source>
        <translation>同一队的机器人一起比赛；没有队伍的起点自成一方</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="647"/>
        <source>team %1</source>
        <translation>第 %1 队</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="658"/>
        <source>Change the team</source>
        <translation>更改队伍</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="661"/>
        <source>Team:</source>
        <translation>队伍：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="665"/>
        <source>the robot&apos;s owner</source>
        <translation>机器人的主人</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="667"/>
        <source>Change the start&apos;s label</source>
        <translation>更改起点的标签</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="675"/>
        <source>Label:</source>
        <translation>标签：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="677"/>
        <source>Robot %1 starts here. With the Start tool, Shift+press adds another start.</source>
        <translation>第 %1 个机器人从这里出发。用“起点”工具时，按住 Shift 再按下会再加一个起点。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="687"/>
        <source>Gaps: %1, dashes: %2</source>
        <translation>缺口：%1，横线：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="725"/>
        <source>red</source>
        <translation>红</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="726"/>
        <source>green</source>
        <translation>绿</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="727"/>
        <source>blue</source>
        <translation>蓝</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="728"/>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="729"/>
        <source>black</source>
        <translation>黑</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="730"/>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="731"/>
        <source>orange</source>
        <translation>橙</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="732"/>
        <source>purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="739"/>
        <source>The zone is done when every object it wants is in it</source>
        <translation>区域需要的每个物体都在其中时即完成</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="742"/>
        <source>every %1 object</source>
        <translation>所有%1物体</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="750"/>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="753"/>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="759"/>
        <source>the object &apos;%1&apos;</source>
        <translation>物体“%1”</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="771"/>
        <source>Change what the zone wants</source>
        <translation>修改区域需要的物体</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="788"/>
        <source>Wants:</source>
        <translation>需要：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="797"/>
        <source>The colour a camera finds it by; zones that want objects of a colour count it</source>
        <translation>摄像头识别它所用的颜色；要该颜色物体的目标区会把它算进去</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="798"/>
        <source>Other (the colour above)</source>
        <translation>其他（上面的颜色）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="811"/>
        <source>Change the colour</source>
        <translation>更改颜色</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="816"/>
        <source>Camera colour:</source>
        <translation>摄像头颜色：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="360"/>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="371"/>
        <source>reach the finish zone.</source>
        <translation>到达终点区。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="364"/>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="380"/>
        <source>blow out every candle.</source>
        <translation>吹灭所有蜡烛。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="368"/>
        <source>No goal yet: draw a finish zone (tool Finish).</source>
        <translation>还没有目标：请画一个终点区（工具“终点”）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="372"/>
        <source>No finish zone yet (tool Finish).</source>
        <translation>还没有终点区（工具“终点”）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="377"/>
        <source>No checkpoints yet (tool Checkpoint).</source>
        <translation>还没有检查点（工具“检查点”）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="381"/>
        <source>No candles yet (tool Candle).</source>
        <translation>还没有蜡烛（工具“蜡烛”）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="401"/>
        <source>Per wall hit:</source>
        <translation>每次撞墙：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="408"/>
        <source>Penalty seconds added to the report for each wall hit</source>
        <translation>每撞一次墙，在报告里加上的罚时秒数</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="410"/>
        <source>Off the line beyond:</source>
        <translation>离线超过：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="519"/>
        <source> cm</source>
        <translation> cm</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="417"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="418"/>
        <source>Per leaving the line:</source>
        <translation>每次离线：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="425"/>
        <source>Penalty seconds each time the robot gets farther from the line than the distance above</source>
        <translation>机器人每次离线的距离超过上面设定的值时，加上的罚时秒数</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="325"/>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="551"/>
        <source>Terrain</source>
        <translation>地形</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="353"/>
        <source>Pass the checkpoint, then: </source>
        <translation>经过检查点，然后</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="354"/>
        <source>Pass the %1 checkpoints in order, then: </source>
        <translation>按顺序经过 %1 个检查点，然后</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="362"/>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="385"/>
        <source>put every object in the zone that wants it.</source>
        <translation>把每个物体放进要它的目标区。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="375"/>
        <source>Pass the checkpoint.</source>
        <translation>经过检查点。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="376"/>
        <source>Pass the %1 checkpoints in order.</source>
        <translation>按顺序经过 %1 个检查点。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="386"/>
        <source>No object zones yet (in the scene file: goals.object_zones).</source>
        <translation>还没有物体目标区（在场景文件中：goals.object_zones）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="519"/>
        <source>Flat floor</source>
        <translation>平地</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="520"/>
        <source>Random bumps</source>
        <translation>随机起伏</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="521"/>
        <source>Gully</source>
        <translation>沟</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="522"/>
        <source>Step</source>
        <translation>台阶</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="523"/>
        <source>Waves</source>
        <translation>波浪</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="524"/>
        <source>Height map file (CSV or 16-bit PNG)...</source>
        <translation>高度图文件（CSV 或 16 位 PNG）…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="552"/>
        <source>Lay the terrain &quot;%1&quot; under %2?</source>
        <translation>要在%2下面铺上地形“%1”吗？</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="553"/>
        <source>Lay Terrain</source>
        <translation>铺上地形</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="558"/>
        <source>Change the terrain</source>
        <translation>修改地形</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="577"/>
        <source>Shape:</source>
        <translation>形状：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="431"/>
        <source>Bump height:</source>
        <translation>起伏高度：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="177"/>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="440"/>
        <source>Seed:</source>
        <translation>随机种子：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="121"/>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="342"/>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="447"/>
        <source>Depth:</source>
        <translation>深度：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="67"/>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="114"/>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="193"/>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="335"/>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="456"/>
        <source>Width:</source>
        <translation>宽度：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="465"/>
        <source>Step height:</source>
        <translation>台阶高度：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="474"/>
        <source>Wave height:</source>
        <translation>波浪高度：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="582"/>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="608"/>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="486"/>
        <source>Vertical scale:</source>
        <translation>垂直比例：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="170"/>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="497"/>
        <source>Cell size:</source>
        <translation>格子大小：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="586"/>
        <source>Rigid</source>
        <translation>坚硬（不下陷）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="596"/>
        <source>Change the ground</source>
        <translation>修改地面</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="600"/>
        <source>Ground (legged robots):</source>
        <translation>地面（腿式机器人）：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="521"/>
        <source> °</source>
        <translation> °</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="75"/>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="146"/>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="252"/>
        <source>Colour:</source>
        <translation>颜色：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="80"/>
        <source>Round ends</source>
        <translation>圆头端点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="83"/>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="213"/>
        <source>Radius:</source>
        <translation>半径：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="91"/>
        <source>Start angle:</source>
        <translation>起始角度：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="98"/>
        <source>Sweep:</source>
        <translation>角度：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="107"/>
        <source>Closed</source>
        <translation>闭合</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="690"/>
        <source>Marks:</source>
        <translation>标记：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="691"/>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="693"/>
        <source>Remove gaps and dashes</source>
        <translation>删除缺口和横线</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="700"/>
        <source>Drag the squares to reshape; tools Gap and Dash add marks.</source>
        <translation>拖动小方块可以改形状；用工具“缺口”和“横线”添加标记。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="131"/>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="201"/>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="221"/>
        <source>Height:</source>
        <translation>高度：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="138"/>
        <source>Thickness:</source>
        <translation>厚度：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="152"/>
        <source>Rows:</source>
        <translation>行数：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="161"/>
        <source>Columns:</source>
        <translation>列数：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="706"/>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="708"/>
        <source>Regenerate the maze</source>
        <translation>重新生成迷宫</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="711"/>
        <source>Start and finish at its openings</source>
        <translation>起点和终点放在迷宫的出入口</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="713"/>
        <source>Place the start and the finish</source>
        <translation>放置起点和终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="717"/>
        <source>Make its walls editable</source>
        <translation>让它的墙可以编辑</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="185"/>
        <source>Length:</source>
        <translation>长度：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="233"/>
        <source>Turn:</source>
        <translation>转角：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="241"/>
        <source>Movable (the robot can push it)</source>
        <translation>可移动（机器人能推动它）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="244"/>
        <source>Mass:</source>
        <translation>质量：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="527"/>
        <source> kg</source>
        <translation> kg</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="818"/>
        <source>Buzzer (sound sensors hear it)</source>
        <translation>蜂鸣器（声音传感器能听到它）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="821"/>
        <source>Add a buzzer</source>
        <translation>添加蜂鸣器</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_properties.cpp" line="821"/>
        <source>Remove the buzzer</source>
        <translation>删除蜂鸣器</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="264"/>
        <source>Loudness:</source>
        <translation>响度：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="278"/>
        <source>What a sound sensor 10 cm away reads; half of it at 20 cm</source>
        <translation>10 cm 外的声音传感器读到的数值；在 20 cm 处只有它的一半</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="281"/>
        <source>Buzzing</source>
        <translation>正在响</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="295"/>
        <source>Flame height:</source>
        <translation>火焰高度：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="302"/>
        <source>Brightness:</source>
        <translation>亮度：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="311"/>
        <source>x:</source>
        <translation>x：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="318"/>
        <source>z:</source>
        <translation>z：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="325"/>
        <source>Heading:</source>
        <translation>朝向：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/property_fields.cpp" line="350"/>
        <source>Round</source>
        <translation>圆形</translation>
    </message>
</context>
<context>
    <name>botlab::gui::SceneWorkspace</name>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="125"/>
        <source>Empty floor</source>
        <translation>空地面</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="126"/>
        <source>From a built-in scene</source>
        <translation>从内置场景开始</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="124"/>
        <source>New Scene</source>
        <translation>新建场景</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="82"/>
        <source>That change was not made: the scene could not be opened again (%1).</source>
        <translation>未做此更改：改后的场景将无法再次打开（%1）。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="129"/>
        <source>Open Scene...</source>
        <translation>打开场景…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="132"/>
        <source>Open Scene</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="132"/>
        <source>Botlab scenes (*.json);;All files (*)</source>
        <translation>Botlab 场景 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="135"/>
        <source>Save Scene</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="137"/>
        <source>Save Scene As...</source>
        <translation>场景另存为…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="140"/>
        <source>Scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="141"/>
        <source>New, open and save scenes</source>
        <translation>新建、打开和保存场景</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="150"/>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="159"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="153"/>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="160"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="159"/>
        <source>Undo %1</source>
        <translation>撤销 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="160"/>
        <source>Redo %1</source>
        <translation>重做 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="169"/>
        <source>Turn Left</source>
        <translation>左转</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="170"/>
        <source>Turn the selection 15° counter-clockwise (R)</source>
        <translation>把选中的东西逆时针转 15°（R）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="171"/>
        <source>Turn Right</source>
        <translation>右转</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="172"/>
        <source>Turn the selection 15° clockwise (Shift+R)</source>
        <translation>把选中的东西顺时针转 15°（Shift+R）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="173"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="175"/>
        <source>Maze...</source>
        <translation>迷宫…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="177"/>
        <source>Generate a maze: rows, columns, cell size and seed</source>
        <translation>生成迷宫：行数、列数、格子大小和随机种子</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="178"/>
        <source>Floor Picture...</source>
        <translation>地面图片…</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="179"/>
        <source>Lay a PNG or JPEG track picture on the floor</source>
        <translation>把一张 PNG 或 JPEG 赛道图片铺在地面上</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="181"/>
        <source>Snap to Grid</source>
        <translation>对齐网格</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="184"/>
        <source>Snap to the 1 cm grid (hold Alt to place freely)</source>
        <translation>吸附到 1 cm 网格上（按住 Alt 可以自由放置）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="185"/>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="188"/>
        <source>Show the whole floor</source>
        <translation>显示整个地面</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="190"/>
        <source>Try It</source>
        <translation>试一试</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="194"/>
        <source>Run the current robot and program on this scene (switches to Simulate)</source>
        <translation>用当前的机器人和程序在这个场景上运行（会切换到仿真模式）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="216"/>
        <source>Select</source>
        <translation>选择</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="217"/>
        <source>Select, move (drag), reshape (drag the squares); Shift adds to the selection</source>
        <translation>选择、移动（拖动）、改形状（拖动小方块）；按住 Shift 可以加选</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="218"/>
        <source>Line</source>
        <translation>直线</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="219"/>
        <source>Straight line track: click the corners, double-click or Enter to finish</source>
        <translation>直线赛道：依次单击各个拐点，双击或按 Enter 结束</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="220"/>
        <source>Curve</source>
        <translation>曲线</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="221"/>
        <source>Smooth curved track through the points you click; double-click or Enter to finish</source>
        <translation>平滑的曲线赛道，穿过你单击的各个点；双击或按 Enter 结束</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="222"/>
        <source>Freehand</source>
        <translation>手绘</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="222"/>
        <source>Drag to draw a track</source>
        <translation>拖动鼠标画一条赛道</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="223"/>
        <source>Arc</source>
        <translation>圆弧</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="224"/>
        <source>Drag from the centre to where the arc starts; set its radius and sweep after</source>
        <translation>从圆心拖到圆弧的起点；之后再设置半径和角度</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="225"/>
        <source>Gap</source>
        <translation>缺口</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="225"/>
        <source>Click a line to leave a 3.5 cm gap</source>
        <translation>在线上单击，留出一个 3.5 cm 的缺口</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="226"/>
        <source>Dash</source>
        <translation>横线</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="227"/>
        <source>Click a line to paint a short dash across it</source>
        <translation>在线上单击，画一条横穿它的短线</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="228"/>
        <source>Wall</source>
        <translation>墙</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="228"/>
        <source>Drag to build a wall</source>
        <translation>拖动鼠标建一面墙</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="229"/>
        <source>Room</source>
        <translation>房间</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="229"/>
        <source>Drag a rectangle of four walls</source>
        <translation>拖出由四面墙围成的矩形</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="230"/>
        <source>Box</source>
        <translation>箱子</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="230"/>
        <source>Click to place a box</source>
        <translation>单击放置一个箱子</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="231"/>
        <source>Cylinder</source>
        <translation>圆柱</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="231"/>
        <source>Click to place a cylinder</source>
        <translation>单击放置一个圆柱</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="232"/>
        <source>Ball</source>
        <translation>球</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="233"/>
        <source>Click to place a ball the robot can push (red; pick its colour in the properties)</source>
        <translation>单击放一个机器人能推动的球（红色；在属性里选颜色）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="234"/>
        <source>Cube</source>
        <translation>方块</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="235"/>
        <source>Click to place a cube the robot can push (green; pick its colour in the properties)</source>
        <translation>单击放一个机器人能推动的方块（绿色；在属性里选颜色）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="236"/>
        <source>Puck</source>
        <translation>圆饼</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="237"/>
        <source>Click to place a puck the robot can push (blue; pick its colour in the properties)</source>
        <translation>单击放一个机器人能推动的圆饼（蓝色；在属性里选颜色）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="238"/>
        <source>Candle</source>
        <translation>蜡烛</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="238"/>
        <source>Click to place a candle</source>
        <translation>单击放置一根蜡烛</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="239"/>
        <source>Buzzer</source>
        <translation>蜂鸣器</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="240"/>
        <source>Click to place a buzzer that sound sensors hear</source>
        <translation>单击放置一个蜂鸣器，声音传感器能听到它</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="241"/>
        <source>Start</source>
        <translation>起点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="242"/>
        <source>Press where the robot starts and drag the way it faces (snaps onto a line&apos;s end); Shift+press adds another start (one per robot in an arena)</source>
        <translation>在机器人出发的地方按下鼠标，再朝它面对的方向拖动（靠近线的端点时会吸附上去）；按住 Shift 再按下会再加一个起点（竞技场里每个机器人一个）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="244"/>
        <source>Finish</source>
        <translation>终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="244"/>
        <source>Drag the finish zone</source>
        <translation>拖出终点区</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="245"/>
        <source>Checkpoint</source>
        <translation>检查点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="246"/>
        <source>Drag a checkpoint; the robot must pass them in the order they were added</source>
        <translation>拖出一个检查点；机器人必须按添加的顺序经过检查点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="247"/>
        <source>Object zone</source>
        <translation>物体区域</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="248"/>
        <source>Drag a zone the robot must push objects into (it wants the colour of the objects in it, or red; change it in the properties)</source>
        <translation>拖出一个机器人要把物体推进去的区域（它需要区域内物体的颜色，没有物体时为红色；可在属性中修改）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="291"/>
        <source>Problems found in the scene; click one to select its item</source>
        <translation>场景里发现的问题；单击一条可以选中相关的东西</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="325"/>
        <source>x %1 cm, z %2 cm — wheel: zoom, right or middle drag: pan, Esc: back to Select</source>
        <translation>横向 x %1 cm，纵向 z %2 cm — 滚轮：缩放，按住右键或中键拖动：平移，Esc：回到“选择”</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="333"/>
        <source>Make the maze&apos;s walls editable</source>
        <translation>让迷宫的墙可以编辑</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="412"/>
        <source>No problems found.</source>
        <translation>没有发现问题。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="496"/>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="531"/>
        <source>Generate a Maze</source>
        <translation>生成迷宫</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="507"/>
        <source> cm</source>
        <translation> cm</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="511"/>
        <source>Rows:</source>
        <translation>行数：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="512"/>
        <source>Columns:</source>
        <translation>列数：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="513"/>
        <source>Cell size:</source>
        <translation>格子大小：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="514"/>
        <source>Seed:</source>
        <translation>随机种子：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="515"/>
        <source>The start goes in the north-west cell, the finish outside the south-east exit. Select the maze to regenerate it.</source>
        <translation>起点放在西北角的格子里，终点放在东南角出口的外面。选中迷宫可以重新生成它。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="532"/>
        <source>Replace %1 with a maze?</source>
        <translation>用迷宫替换%1吗？</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="532"/>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="536"/>
        <source>Generate a maze</source>
        <translation>生成迷宫</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="566"/>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="578"/>
        <source>Floor Picture</source>
        <translation>地面图片</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="567"/>
        <source>Pictures (*.png *.jpg *.jpeg)</source>
        <translation>图片 (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="573"/>
        <source>%1: cannot read the picture (%2)</source>
        <translation>%1：无法读取图片（%2）</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="579"/>
        <source>Width of the picture on the floor (m):</source>
        <translation>图片在地面上的宽度（m）：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="583"/>
        <source>Add a floor picture</source>
        <translation>添加地面图片</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="598"/>
        <source>Height Map</source>
        <translation>高度图</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="599"/>
        <source>Height maps (*.csv *.png)</source>
        <translation>高度图 (*.csv *.png)</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/scene/scene_workspace.cpp" line="605"/>
        <source>Change the terrain</source>
        <translation>修改地形</translation>
    </message>
</context>
<context>
    <name>botlab::gui::SimSession</name>
    <message>
        <location filename="../app/gui/src/session/sim_session.cpp" line="465"/>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/session/sim_session.cpp" line="468"/>
        <source>main chunk</source>
        <translation>主程序</translation>
    </message>
    <message>
        <location filename="../app/gui/src/session/sim_session.cpp" line="504"/>
        <source>breakpoint</source>
        <translation>断点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/session/sim_session.cpp" line="506"/>
        <source>step</source>
        <translation>单步</translation>
    </message>
    <message>
        <location filename="../app/gui/src/session/sim_session.cpp" line="508"/>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location filename="../app/gui/src/session/sim_session.cpp" line="510"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../app/gui/src/session/sim_session.cpp" line="512"/>
        <source>rewound</source>
        <translation>已回退</translation>
    </message>
    <message>
        <location filename="../app/gui/src/session/sim_session.cpp" line="562"/>
        <source>[%1] %2</source>
        <translation>[%1] %2</translation>
    </message>
    <message>
        <location filename="../app/gui/src/session/sim_session.cpp" line="568"/>
        <source>Simulation error: %1</source>
        <translation>仿真错误：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/session/sim_session.cpp" line="608"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../app/gui/src/session/sim_session.cpp" line="608"/>
        <source>Robot %1</source>
        <translation>机器人 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/src/session/sim_session.cpp" line="617"/>
        <source>Match over at %1 s: %2 wins. %3</source>
        <translation>比赛在 %1 秒结束：%2 获胜。%3</translation>
    </message>
    <message>
        <location filename="../app/gui/src/session/sim_session.cpp" line="619"/>
        <source>Match over at %1 s: team %2 wins. %3</source>
        <translation>比赛在 %1 秒结束：%2 队获胜。%3</translation>
    </message>
    <message>
        <location filename="../app/gui/src/session/sim_session.cpp" line="623"/>
        <source>Match over at %1 s: a draw. %2</source>
        <translation>比赛在 %1 秒结束：平局。%2</translation>
    </message>
</context>
<context>
    <name>botlab::gui::TaskBar</name>
    <message>
        <location filename="../app/gui/src/modes/program/task_bar.cpp" line="17"/>
        <source>Pass the %1 checkpoints in order, then reach the green finish</source>
        <translation>按顺序经过 %1 个检查点，然后到达绿色终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/task_bar.cpp" line="19"/>
        <source>Pass the checkpoint, then reach the green finish</source>
        <translation>经过检查点，然后到达绿色终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/task_bar.cpp" line="20"/>
        <source>Reach the green finish</source>
        <translation>到达绿色终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/task_bar.cpp" line="24"/>
        <source>Pass the %1 checkpoints in order, then put out every candle</source>
        <translation>按顺序经过 %1 个检查点，然后熄灭所有蜡烛</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/task_bar.cpp" line="25"/>
        <source>Pass the checkpoint, then put out every candle</source>
        <translation>经过检查点，然后熄灭所有蜡烛</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/task_bar.cpp" line="26"/>
        <source>Put out every candle</source>
        <translation>熄灭所有蜡烛</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/task_bar.cpp" line="28"/>
        <source>Pass the %1 checkpoints in order</source>
        <translation>按顺序经过 %1 个检查点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/task_bar.cpp" line="29"/>
        <source>Pass the checkpoint</source>
        <translation>经过检查点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/task_bar.cpp" line="34"/>
        <source>Task: %1 within %2 s.</source>
        <translation>任务：在 %2 秒内%1。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/task_bar.cpp" line="35"/>
        <source>Task: %1.</source>
        <translation>任务：%1。</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/task_bar.cpp" line="41"/>
        <location filename="../app/gui/src/modes/program/task_bar.cpp" line="52"/>
        <source>checkpoints %1/%2</source>
        <translation>检查点 %1/%2</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/task_bar.cpp" line="43"/>
        <source>%1 s of %2 s</source>
        <translation>%1 秒 / %2 秒</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/task_bar.cpp" line="55"/>
        <source>Goal reached in %1 s</source>
        <translation>用时 %1 秒到达终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/task_bar.cpp" line="61"/>
        <source>Time up (%1 s): goal not reached</source>
        <translation>时间到（%1 秒）：未到达终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/task_bar.cpp" line="64"/>
        <source>Program error at %1 s: goal not reached</source>
        <translation>程序在 %1 秒出错：未到达终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/task_bar.cpp" line="67"/>
        <source>Simulation failed at %1 s: goal not reached</source>
        <translation>仿真在 %1 秒失败：未到达终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/task_bar.cpp" line="70"/>
        <source>Stopped at %1 s: goal not reached</source>
        <translation>在 %1 秒停止：未到达终点</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/task_bar.cpp" line="73"/>
        <source>Program ended at %1 s: goal not reached</source>
        <translation>程序在 %1 秒结束：未到达终点</translation>
    </message>
</context>
<context>
    <name>botlab::gui::TimeSlider</name>
    <message>
        <location filename="../app/gui/src/modes/program/time_slider.cpp" line="24"/>
        <source>Rewind:</source>
        <translation>回放：</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/time_slider.cpp" line="29"/>
        <source>Drag to see the robot and the program at any moment of the run</source>
        <translation>拖动以查看运行中任一时刻的机器人和程序</translation>
    </message>
    <message>
        <location filename="../app/gui/src/modes/program/time_slider.cpp" line="74"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
</context>
<context>
    <name>botlab::gui::automation</name>
    <message>
        <location filename="../app/gui/src/shell/automation.cpp" line="33"/>
        <source>cannot encode the picture as %1</source>
        <translation>无法把图片编码为 %1</translation>
    </message>
</context>
<context>
    <name>botlab::part_render</name>
    <message>
        <location filename="../app/part_render/src/build_instructions.cpp" line="93"/>
        <source>robot</source>
        <translation>机器人</translation>
    </message>
    <message>
        <location filename="../app/part_render/src/build_instructions.cpp" line="101"/>
        <location filename="../app/part_render/src/build_instructions.cpp" line="117"/>
        <source>How to build %1</source>
        <translation>怎样搭建 %1</translation>
    </message>
    <message>
        <location filename="../app/part_render/src/build_instructions.cpp" line="119"/>
        <source>%1 parts, %2 steps. New parts are shown in colour.</source>
        <translation>%1 个零件，%2 步。新加的零件用彩色显示。</translation>
    </message>
    <message>
        <location filename="../app/part_render/src/build_instructions.cpp" line="128"/>
        <source>Parts list</source>
        <translation>零件清单</translation>
    </message>
    <message>
        <location filename="../app/part_render/src/build_instructions.cpp" line="128"/>
        <source>Part</source>
        <translation>零件</translation>
    </message>
    <message>
        <location filename="../app/part_render/src/build_instructions.cpp" line="129"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../app/part_render/src/build_instructions.cpp" line="129"/>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../app/part_render/src/build_instructions.cpp" line="149"/>
        <source>Building steps</source>
        <translation>搭建步骤</translation>
    </message>
    <message>
        <location filename="../app/part_render/src/build_instructions.cpp" line="163"/>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <location filename="../app/part_render/src/build_instructions.cpp" line="168"/>
        <source>Seen from below, so that the new parts show.</source>
        <translation>从下面看，这样能看到新加的零件。</translation>
    </message>
    <message>
        <location filename="../app/part_render/src/build_instructions.cpp" line="170"/>
        <source>Seen from behind, so that the new parts show.</source>
        <translation>从后面看，这样能看到新加的零件。</translation>
    </message>
    <message>
        <location filename="../app/part_render/src/build_instructions.cpp" line="173"/>
        <source>The rest of the robot is drawn see-through, so that the new parts show.</source>
        <translation>机器人的其余部分画成半透明，这样能看到新加的零件。</translation>
    </message>
    <message>
        <location filename="../app/part_render/src/build_instructions.cpp" line="182"/>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <location filename="../app/part_render/src/build_instructions.cpp" line="189"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../app/part_render/src/build_instructions.cpp" line="203"/>
        <source>the robot has no parts, so there is nothing to build</source>
        <translation>机器人没有零件，所以没有什么可搭建的</translation>
    </message>
</context>
<context>
    <name>botlab::parts_library</name>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="176"/>
        <location filename="../parts_library/src/mesh_assimp.cpp" line="213"/>
        <source>the file contains no triangles</source>
        <translation>文件里没有三角形</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="40"/>
        <location filename="../parts_library/src/mesh.cpp" line="183"/>
        <location filename="../parts_library/src/mesh_assimp.cpp" line="215"/>
        <source>the mesh has non-finite coordinates</source>
        <translation>网格里有无效的坐标（不是有限的数字）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="110"/>
        <source>the mesh importer (%1) is missing; reinstall Botlab</source>
        <translation>找不到网格导入程序（%1）；请重新安装 Botlab</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="119"/>
        <source>the mesh importer could not be started: %1</source>
        <translation>无法启动网格导入程序：%1</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="150"/>
        <location filename="../parts_library/src/mesh.cpp" line="195"/>
        <source>the mesh importer returned a malformed result; refused</source>
        <translation>网格导入程序返回的结果格式不对；已拒绝</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="155"/>
        <source>reading the mesh took longer than %1 s; refused</source>
        <translation>读取网格用了超过 %1 s；已拒绝</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="164"/>
        <location filename="../parts_library/src/mesh.cpp" line="190"/>
        <source>the mesh importer crashed on this file (it is damaged or not a mesh Botlab reads); refused</source>
        <translation>网格导入程序在读这个文件时崩溃了（文件已损坏，或者不是 Botlab 能读取的网格）；已拒绝</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="170"/>
        <source>the mesh refers to a file that cannot be read: &apos;%1&apos;</source>
        <translation>网格引用了一个无法读取的文件：&apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="178"/>
        <location filename="../parts_library/src/mesh_assimp.cpp" line="217"/>
        <source>the mesh has more than %1 triangles or %2 vertices</source>
        <translation>网格的三角形超过 %1 个，或者顶点超过 %2 个</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="185"/>
        <source>the mesh refers to a file outside its folder: &apos;%1&apos;</source>
        <translation>网格引用了它所在文件夹外面的文件：&apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="227"/>
        <location filename="../parts_library/src/mesh.cpp" line="251"/>
        <source>the mesh file is empty</source>
        <translation>网格文件是空的</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="229"/>
        <location filename="../parts_library/src/mesh.cpp" line="237"/>
        <source>scale must be &gt; 0</source>
        <translation>scale 必须 &gt; 0</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="246"/>
        <source>the mesh format &apos;%1&apos; is not supported (supported: %2)</source>
        <translation>不支持网格格式 &apos;%1&apos;（支持：%2）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/mesh.cpp" line="174"/>
        <location filename="../parts_library/src/mesh_assimp.cpp" line="207"/>
        <location filename="../parts_library/src/mesh_assimp.cpp" line="222"/>
        <source>cannot read the mesh: %1</source>
        <translation>无法读取网格：%1</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="41"/>
        <source>sizes must be &gt; 0</source>
        <translation>尺寸必须 &gt; 0</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="53"/>
        <source>unknown shape type &apos;%1&apos; (expected box, sphere or cylinder)</source>
        <translation>未知的形状类型 &apos;%1&apos;（应为 box、sphere 或 cylinder）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="63"/>
        <source>must be &gt;= 0</source>
        <translation>必须 &gt;= 0</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="77"/>
        <source>x_axis and y_axis must be non-zero and perpendicular</source>
        <translation>x_axis 和 y_axis 必须不为零，并且互相垂直</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="140"/>
        <source>expected &quot;botlab-part&quot;, got &quot;%1&quot;</source>
        <translation>应为 &quot;botlab-part&quot;，实际是 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="147"/>
        <source>unsupported version %1 (this Botlab reads version 1)</source>
        <translation>不支持的版本 %1（这个 Botlab 只能读取版本 1）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="153"/>
        <source>&apos;%1&apos; is not a valid id (letters, digits, _ . -)</source>
        <translation>&apos;%1&apos; 不是有效的 id（只能用字母、数字和 _ . -）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="164"/>
        <source>friction must be &gt;= 0 and bounce in [0, 1]</source>
        <translation>friction 必须 &gt;= 0，bounce 必须在 [0, 1] 之间</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="178"/>
        <source>must name a mesh file</source>
        <translation>必须写明一个网格文件</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="188"/>
        <source>a part needs at least one shape</source>
        <translation>零件至少需要一个形状</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="208"/>
        <source>duplicate connector name &apos;%1&apos;</source>
        <translation>连接点名称 &apos;%1&apos; 重复了</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="214"/>
        <source>unknown connector type &apos;%1&apos;</source>
        <translation>未知的连接点类型 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="221"/>
        <source>must not be zero</source>
        <translation>不能为零</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="228"/>
        <source>length and rotation_step_deg must be &gt;= 0</source>
        <translation>length 和 rotation_step_deg 必须 &gt;= 0</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="239"/>
        <source>unknown connector &apos;%1&apos;</source>
        <translation>未知的连接点 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="241"/>
        <source>connector &apos;%1&apos; must be of type %2</source>
        <translation>连接点 &apos;%1&apos; 的类型必须是 %2</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="271"/>
        <source>must be at least 0 and below 0.05 m</source>
        <translation>必须大于等于 0，并且小于 0.05 m</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="274"/>
        <source>unknown drive wheel kind &apos;%1&apos; (sprocket, pulley or track_wheel)</source>
        <translation>未知的传动轮种类 &apos;%1&apos;（应为 sprocket、pulley 或 track_wheel）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="281"/>
        <source>a part is a gear or a drive wheel, not both</source>
        <translation>一个零件只能是齿轮或传动轮，不能两者都是</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="316"/>
        <source>min_angle_rad must be &lt; max_angle_rad</source>
        <translation>min_angle_rad 必须 &lt; max_angle_rad</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="332"/>
        <location filename="../parts_library/src/part_json.cpp" line="366"/>
        <source>min_range_m must be &lt; max_range_m</source>
        <translation>min_range_m 必须 &lt; max_range_m</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="370"/>
        <source>unknown sensor type &apos;%1&apos; (expected distance, line, touch, compass, gyro, flame, light, sound, camera or lidar)</source>
        <translation>未知的传感器类型“%1”（应为 distance、line、touch、compass、gyro、flame、light、sound、camera 或 lidar）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_json.cpp" line="378"/>
        <source>unknown device kind &apos;%1&apos;</source>
        <translation>未知的设备种类 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="11"/>
        <source>Beam, 3 holes</source>
        <translation>梁，3 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="12"/>
        <source>Beam, 5 holes</source>
        <translation>梁，5 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="13"/>
        <source>Beam, 7 holes</source>
        <translation>梁，7 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="14"/>
        <source>Beam, 9 holes</source>
        <translation>梁，9 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="15"/>
        <source>Beam, 11 holes</source>
        <translation>梁，11 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="16"/>
        <source>Flat bar, 5 holes</source>
        <translation>扁条，5 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="17"/>
        <source>Flat bar, 9 holes</source>
        <translation>扁条，9 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="18"/>
        <source>Plate, 7 x 13 holes</source>
        <translation>平板，7 x 13 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="19"/>
        <source>Plate, 11 x 15 holes</source>
        <translation>平板，11 x 15 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="20"/>
        <source>Angle bracket, 3 x 3 holes</source>
        <translation>直角支架，3 x 3 孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="21"/>
        <source>Axle, 3 pitches</source>
        <translation>轴，3 个孔距</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="22"/>
        <source>Axle, 4 pitches</source>
        <translation>轴，4 个孔距</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="23"/>
        <source>Axle, 6 pitches</source>
        <translation>轴，6 个孔距</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="24"/>
        <source>Axle, 8 pitches</source>
        <translation>轴，8 个孔距</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="25"/>
        <source>Screw, 10 mm</source>
        <translation>螺丝，10 毫米</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="26"/>
        <source>Pin, 2 pitches</source>
        <translation>插销，2 个孔距</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="27"/>
        <source>Wheel, 60 mm</source>
        <translation>轮子，60 毫米</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="28"/>
        <source>Wheel, 90 mm</source>
        <translation>轮子，90 毫米</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="29"/>
        <source>Caster ball</source>
        <translation>万向球</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="30"/>
        <source>Gear, 8 teeth</source>
        <translation>齿轮，8 齿</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="31"/>
        <source>Gear, 24 teeth</source>
        <translation>齿轮，24 齿</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="32"/>
        <source>Gear, 40 teeth</source>
        <translation>齿轮，40 齿</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="33"/>
        <source>Sprocket, 10 teeth</source>
        <translation>链轮，10 齿</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="34"/>
        <source>Sprocket, 20 teeth</source>
        <translation>链轮，20 齿</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="35"/>
        <source>Pulley, 16 mm</source>
        <translation>皮带轮，16 毫米</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="36"/>
        <source>Pulley, 32 mm</source>
        <translation>皮带轮，32 毫米</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="37"/>
        <source>Track wheel, 40 mm</source>
        <translation>履带轮，40 毫米</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="38"/>
        <source>Geared DC motor</source>
        <translation>直流减速电机</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="39"/>
        <source>High-speed motor</source>
        <translation>高速电机</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="40"/>
        <source>Servo</source>
        <translation>舵机</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="41"/>
        <source>Controller</source>
        <translation>控制器</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="42"/>
        <source>Battery box</source>
        <translation>电池盒</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="43"/>
        <source>Line sensor</source>
        <translation>巡线传感器</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="44"/>
        <source>IR distance sensor</source>
        <translation>红外距离传感器</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="45"/>
        <source>Ultrasonic sensor</source>
        <translation>超声波传感器</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="46"/>
        <source>Touch sensor</source>
        <translation>触碰传感器</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="47"/>
        <source>Compass sensor</source>
        <translation>指南针传感器</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="48"/>
        <source>Gyro sensor</source>
        <translation>陀螺仪传感器</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="49"/>
        <source>Flame sensor</source>
        <translation>火焰传感器</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="50"/>
        <source>Light sensor</source>
        <translation>光线传感器</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="51"/>
        <source>Sound sensor</source>
        <translation>声音传感器</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="52"/>
        <source>Colour camera</source>
        <translation>彩色摄像头</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="53"/>
        <source>Lidar</source>
        <translation>激光雷达</translation>
    </message>
    <message>
        <location filename="../parts_library/src/part_names_tr.cpp" line="54"/>
        <source>Fan</source>
        <translation>风扇</translation>
    </message>
    <message>
        <location filename="../parts_library/src/parts_library.cpp" line="55"/>
        <source>the built-in parts are missing (resource %1 is empty)</source>
        <translation>内置零件缺失（资源 %1 是空的）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/parts_library.cpp" line="80"/>
        <source>&apos;%1&apos; is the id of a built-in part; give the custom part another id</source>
        <translation>&apos;%1&apos; 是内置零件的 id；请给自定义零件换一个 id</translation>
    </message>
    <message>
        <location filename="../parts_library/src/parts_library.cpp" line="94"/>
        <source>no such directory</source>
        <translation>没有这个文件夹</translation>
    </message>
    <message>
        <location filename="../parts_library/src/parts_library.cpp" line="108"/>
        <source>duplicate part id &apos;%1&apos; (also in %2)</source>
        <translation>零件 id &apos;%1&apos; 重复了（%2 里也有）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/parts_library.cpp" line="139"/>
        <source>a custom part needs an id</source>
        <translation>自定义零件需要一个 id</translation>
    </message>
    <message>
        <location filename="../parts_library/src/parts_library.cpp" line="143"/>
        <source>density must be &gt; 0 kg/m^3 (got %1)</source>
        <translation>density 必须 &gt; 0 kg/m^3（得到的是 %1）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/parts_library.cpp" line="149"/>
        <source>the mesh encloses no volume (is it a closed surface?)</source>
        <translation>网格没有围出体积（它是封闭的表面吗？）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/parts_library.cpp" line="196"/>
        <source>unknown part &apos;%1&apos;</source>
        <translation>未知零件 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="81"/>
        <source>Structure</source>
        <translation>结构件</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="83"/>
        <source>Axles and pins</source>
        <translation>轴和销</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="85"/>
        <source>Gears and wheels</source>
        <translation>齿轮和轮子</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="87"/>
        <source>Motors and servos</source>
        <translation>电机和舵机</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="89"/>
        <source>Sensors</source>
        <translation>传感器</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="91"/>
        <source>Electronics</source>
        <translation>电子元件</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="93"/>
        <source>Other parts</source>
        <translation>其他零件</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="133"/>
        <source>%1 teeth</source>
        <translation>%1 齿</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="136"/>
        <source>Diameter %1 mm</source>
        <translation>直径 %1 mm</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="139"/>
        <source>%1 mm long (%2 hole pitches)</source>
        <translation>长 %1 mm（%2 个孔距）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="144"/>
        <source>Size %1 × %2 × %3 mm</source>
        <translation>尺寸 %1 × %2 × %3 mm</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="148"/>
        <source>1 hole</source>
        <translation>1 个孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="148"/>
        <source>%1 holes</source>
        <translation>%1 个孔</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="152"/>
        <source>Plugs into a motor port. Top speed %1 rpm, stall torque %2 N·cm</source>
        <translation>插到电机端口。最高转速每分钟 %1 转，堵转扭矩 %2 N·cm</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="158"/>
        <source>Plugs into a motor port. Turns from %1° to %2°</source>
        <translation>插到电机端口。转动范围 %1° 到 %2°</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="163"/>
        <source>Plugs into a motor port</source>
        <translation>插到电机端口</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="166"/>
        <source>Plugs into a sensor port</source>
        <translation>插到传感器端口</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="168"/>
        <source>Measures brightness, 0 to 100 %: the room&apos;s light on the floor it faces and lit candles in front of it</source>
        <translation>测量亮度，0 到 100 %：包括它对着的地面上的房间光线，以及它前面点着的蜡烛</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="172"/>
        <source>Measures loudness, 0 to 100 %, from buzzers in the scene (half as loud at twice the distance)</source>
        <translation>测量响度，0 到 100 %，声音来自场景里的蜂鸣器（距离远一倍，响度减一半）</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="176"/>
        <source>Colour camera: a %1 x %2 image, %3° wide, %4 times a second</source>
        <translation>彩色摄像头：%1 x %2 像素的图像，视野 %3°，每秒 %4 次</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="182"/>
        <source>Lidar: %1 distances all around, %2 to %3 cm, %4 times a second</source>
        <translation>激光雷达：四周 %1 个距离，%2 到 %3 厘米，每秒 %4 次</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="189"/>
        <source>%1 motor ports, %2 sensor ports</source>
        <translation>%1 个电机端口，%2 个传感器端口</translation>
    </message>
    <message>
        <location filename="../parts_library/src/palette.cpp" line="194"/>
        <source>%1 V</source>
        <translation>%1 V</translation>
    </message>
</context>
<context>
    <name>botlab::runner</name>
    <message>
        <location filename="../app/runner/src/models.cpp" line="51"/>
        <source>scene &apos;%1&apos;: %2</source>
        <translation>场景 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location filename="../app/runner/src/models.cpp" line="71"/>
        <location filename="../app/runner/src/models.cpp" line="80"/>
        <location filename="../app/runner/src/models.cpp" line="111"/>
        <location filename="../app/runner/src/simulation_runner.cpp" line="272"/>
        <source>robot &apos;%1&apos;: %2</source>
        <translation>机器人 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location filename="../app/runner/src/simulation_runner.cpp" line="184"/>
        <source>scene &apos;%1&apos; has %2 start(s) (0 to %3); robot &apos;%4&apos; cannot stand on start %5</source>
        <translation>场景“%1”有 %2 个起点（0 到 %3）；机器人“%4”不能站在起点 %5</translation>
    </message>
    <message>
        <location filename="../app/runner/src/simulation_runner.cpp" line="193"/>
        <source>scene &apos;%1&apos;: two robots on start %2</source>
        <translation>场景“%1”：起点 %2 上有两个机器人</translation>
    </message>
    <message>
        <location filename="../app/runner/src/simulation_runner.cpp" line="203"/>
        <source>scene &apos;%1&apos; has %2 start(s), too few for %3 robots</source>
        <translation>场景“%1”只有 %2 个起点，不够 %3 个机器人使用</translation>
    </message>
    <message>
        <location filename="../app/runner/src/simulation_runner.cpp" line="236"/>
        <source>robot &apos;%1&apos; in scene &apos;%2&apos;: %3</source>
        <translation>场景 &apos;%2&apos; 中的机器人 &apos;%1&apos;：%3</translation>
    </message>
    <message>
        <location filename="../app/runner/src/cockpit_drive.cpp" line="77"/>
        <source>robot &apos;%1&apos; is not a legged robot: the cockpit drives manned_hexapod, hexapod, quadruped and wheel_legged</source>
        <translation>机器人“%1”不是足式机器人：驾驶舱只能驾驶 manned_hexapod、hexapod、quadruped 和 wheel_legged</translation>
    </message>
    <message>
        <location filename="../app/runner/src/cockpit_drive.cpp" line="87"/>
        <source>unknown soil &apos;%1&apos; (one of: %2)</source>
        <translation>未知的土壤“%1”（可选：%2）</translation>
    </message>
    <message>
        <location filename="../app/runner/src/cockpit_drive.cpp" line="395"/>
        <source>drive recording: not a JSON object (%1)</source>
        <translation>驾驶记录：不是 JSON 对象（%1）</translation>
    </message>
    <message>
        <location filename="../app/runner/src/cockpit_drive.cpp" line="398"/>
        <source>drive recording: format must be &quot;botlab-drive&quot;</source>
        <translation>驾驶记录：format 必须是 &quot;botlab-drive&quot;</translation>
    </message>
    <message>
        <location filename="../app/runner/src/cockpit_drive.cpp" line="400"/>
        <source>drive recording: unsupported version</source>
        <translation>驾驶记录：不支持的版本</translation>
    </message>
    <message>
        <location filename="../app/runner/src/cockpit_drive.cpp" line="412"/>
        <source>drive recording: robot, scene, seed, steps and state_hash are required</source>
        <translation>驾驶记录：必须有 robot、scene、seed、steps 和 state_hash</translation>
    </message>
    <message>
        <location filename="../app/runner/src/cockpit_drive.cpp" line="419"/>
        <source>drive recording: inputs[%1] must have 6 values</source>
        <translation>驾驶记录：inputs[%1] 必须有 6 个值</translation>
    </message>
    <message>
        <location filename="../app/runner/src/platform_udp.cpp" line="80"/>
        <source>&apos;%1&apos; is not HOST:PORT (for example 127.0.0.1:4210; the port is 1 to 65535)</source>
        <translation>“%1”不是 主机:端口（例如 127.0.0.1:4210；端口为 1 到 65535）</translation>
    </message>
    <message>
        <location filename="../app/runner/src/platform_udp.cpp" line="113"/>
        <source>cannot find host &apos;%1&apos;</source>
        <translation>找不到主机“%1”</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="22"/>
        <source>line_follower</source>
        <translation>巡线小车</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="23"/>
        <source>maze_explorer</source>
        <translation>迷宫探索车</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="24"/>
        <source>fire_fighter</source>
        <translation>灭火机器人</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="25"/>
        <source>gear_demo</source>
        <translation>齿轮演示</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="26"/>
        <source>chain_demo</source>
        <translation>链条演示</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="27"/>
        <source>tracked</source>
        <translation>履带车</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="28"/>
        <source>camera_rover</source>
        <translation>摄像头小车</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="29"/>
        <source>lidar_rover</source>
        <translation>激光雷达小车</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="30"/>
        <source>hexapod</source>
        <translation>六足机器人</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="31"/>
        <source>quadruped</source>
        <translation>四足机器人</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="32"/>
        <source>wheel_legged</source>
        <translation>轮腿机器人</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="33"/>
        <source>manned_hexapod</source>
        <translation>载人六足机器人</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="38"/>
        <source>line_basic</source>
        <translation>椭圆巡线赛道</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="39"/>
        <source>line_challenge</source>
        <translation>巡线挑战赛道</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="40"/>
        <source>maze</source>
        <translation>迷宫</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="41"/>
        <source>fire_fighting</source>
        <translation>灭火任务</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="42"/>
        <source>terrain_rough</source>
        <translation>崎岖地形</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="43"/>
        <source>terrain_gully</source>
        <translation>沟壑</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="44"/>
        <source>terrain_step</source>
        <translation>台阶</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="45"/>
        <source>hexapod_field</source>
        <translation>六足机器人场地</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="46"/>
        <source>manned_field</source>
        <translation>载人六足机器人场地</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="47"/>
        <source>sound_and_light</source>
        <translation>声音与光</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="48"/>
        <source>ball_chase</source>
        <translation>追球</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="49"/>
        <source>colour_sort</source>
        <translation>颜色分拣</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="50"/>
        <source>sumo</source>
        <translation>相扑</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="51"/>
        <source>soccer</source>
        <translation>足球</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="52"/>
        <source>race</source>
        <translation>竞速</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="57"/>
        <source>tripod</source>
        <translation>三足步态</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="58"/>
        <source>ripple</source>
        <translation>波纹步态</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="59"/>
        <source>wave</source>
        <translation>波动步态</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="60"/>
        <source>trot</source>
        <translation>对角小跑</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="61"/>
        <source>obstacle</source>
        <translation>越障</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="62"/>
        <source>roll</source>
        <translation>滚动</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="67"/>
        <source>Concrete</source>
        <translation>混凝土</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="68"/>
        <source>Wood</source>
        <translation>木板</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="69"/>
        <source>Gravel</source>
        <translation>砾石</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="70"/>
        <source>Sand</source>
        <translation>沙地</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="71"/>
        <source>Hard soil</source>
        <translation>硬土</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="72"/>
        <source>Loose soil</source>
        <translation>松软土</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="73"/>
        <source>Peat</source>
        <translation>泥炭</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="95"/>
        <source>wheel</source>
        <translation>轮子</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="78"/>
        <source>imu</source>
        <translation>机身</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="80"/>
        <source>left front leg</source>
        <translation>左前腿</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="81"/>
        <source>right front leg</source>
        <translation>右前腿</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="82"/>
        <source>left hind leg</source>
        <translation>左后腿</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="83"/>
        <source>right hind leg</source>
        <translation>右后腿</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="86"/>
        <source>coxa</source>
        <translation>基节</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="87"/>
        <source>femur</source>
        <translation>股节</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="88"/>
        <source>tibia</source>
        <translation>胫节</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="89"/>
        <source>hip abduction</source>
        <translation>髋关节（外展）</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="90"/>
        <source>hip flexion</source>
        <translation>髋关节（屈伸）</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="91"/>
        <source>hip</source>
        <translation>髋关节</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="92"/>
        <source>knee</source>
        <translation>膝关节</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="93"/>
        <source>ankle</source>
        <translation>踝关节</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="94"/>
        <source>yaw</source>
        <translation>转向关节</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="100"/>
        <source>Robot sumo: a black ring 1 m across with a white edge line. Two robots start facing each other; push the other one out of the ring to win. 60 s; no one out (or both out at once) is a draw.</source>
        <translation>机器人相扑：一个直径 1 米、边缘有白线的黑色圆台。两个机器人面对面出发；把对手推出圆台就赢。60 秒；没人出界（或两个同时出界）为平局。</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="104"/>
        <source>Robot soccer: a walled field 1.8 x 1.2 m with an orange ball and two goals. Team 1 (blue) defends the left goal, team 2 (yellow) the right one. A goal counts when the whole ball is in the goal box. Two halves of 60 s; the teams do not swap ends; more goals wins.</source>
        <translation>机器人足球：一块 1.8 x 1.2 米、四周有墙的球场，一个橙色的球和两个球门。第 1 队（蓝）防守左边的球门，第 2 队（黄）防守右边的。整个球进入球门区才算进球。上下半场各 60 秒；中场不换边；进球多的获胜。</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="109"/>
        <source>A line race: two lanes side by side, each with a black line to follow (mirror images of each other). The first robot to reach the finish wins; a robot that leaves its lane is out. 60 s.</source>
        <translation>巡线竞速：两条并排的赛道，每条都有一条要跟随的黑线（两条线互为镜像）。最先到达终点的机器人获胜；离开自己赛道的机器人出局。60 秒。</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="113"/>
        <source>Two rooms joined by a 45 cm doorway. A candle burns in the far corner of the east room: find it with the flame sensor and blow it out with the fan.</source>
        <translation>两个房间由一道 45 cm 宽的门相连。东边房间的远角点着一支蜡烛：用火焰传感器找到它，再用风扇把它吹灭。</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="116"/>
        <source>Gently rolling hard soil (seed 000&apos;s ground model) for legged walking: bumps of up to 3 cm over about 0.8 m, flat around the start. Walk 4 m to the finish.</source>
        <translation>供足式机器人行走的平缓起伏的硬土地面（论文 000 的地面模型）：约 0.8 m 的范围内有高至 3 cm 的起伏，起点周围是平地。走 4 m 到达终点。</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="120"/>
        <source>Seed 000&apos;s proving ground for the manned hexapod: 40 m of gently rolling loose soil (bumps of up to 10 cm over about 4 m, flat around the start), physics at 500 Hz (2 ms step) as in the seed. Walk 30 m to the finish.</source>
        <translation>论文 000 中载人六足机器人的试验场：40 m 平缓起伏的松软土（约 4 m 的范围内有高至 10 cm 的起伏，起点周围是平地），物理仿真按论文的 500 Hz（步长 2 ms）。走 30 m 到达终点。</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="124"/>
        <source>An oval line-follow track: two 1 m straights joined by half circles of radius 0.45 m. One lap: pass the three checkpoints in order, then reach the finish just behind the start.</source>
        <translation>椭圆形巡线赛道：两段 1 m 长的直道由半径 0.45 m 的半圆连接。跑一圈：按顺序经过三个检查点，然后到达起点后方的终点。</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="128"/>
        <source>Seed 003&apos;s line-follow test: a black 2 cm curve on white with short crossing dashes as distractors and three 3.5 cm gaps. Curves have radii of 0.35 m or more. Follow it to the finish at its end.</source>
        <translation>论文 003 的巡线测试：白底上一条 2 cm 宽的黑色曲线，有横穿的短线作干扰，还有三处 3.5 cm 的断口。弯道半径不小于 0.35 m。沿着线一直走到末端的终点。</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="132"/>
        <source>A perfect maze of 5 x 5 cells of 30 cm (one path between any two cells). Start in the north-west cell facing south, down its open corridor; leave by the opening on the east side of the south-east cell.</source>
        <translation>一个 5 × 5 格、每格 30 cm 的完美迷宫（任意两格之间只有一条路）。从西北角的格子出发，面朝南沿着敞开的通道前进；从东南角格子东侧的出口离开。</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="136"/>
        <source>A white floor with a black band, a candle and a buzzer. Cross the band (a light sensor facing the floor sees it get dark), then follow the buzzer&apos;s sound into the circle around it; a light sensor facing forward sees the candle.</source>
        <translation>白色地面上有一条黑色带子、一支蜡烛和一个蜂鸣器。先越过黑带（朝下的光线传感器会看到变暗），再循着蜂鸣器的声音进入它周围的圆圈；朝前的光线传感器能看到蜡烛。</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="141"/>
        <source>Seed 004&apos;s gully: a trench 0.4 m wide (rim to rim) and 0.3 m deep across the path, its near rim 1.5 m ahead of the start. For the wheel-legged robot (200 kg, wheels of radius 0.1 m).</source>
        <translation>论文 004 的沟壑：一条横在路上、宽 0.4 m（沟沿到沟沿）、深 0.3 m 的沟，近侧沟沿在起点前方 1.5 m。供轮腿机器人使用（200 kg，轮子半径 0.1 m）。</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="145"/>
        <source>Rough ground read from a 16-bit greyscale DEM (terrain_rough.png, 5 cm cells, 0.16 m height range): bumps of up to about 8 cm, flat at the start.</source>
        <translation>从 16 位灰度高程图（terrain_rough.png，格子 5 cm，高度范围 0.16 m）读入的崎岖地面：起伏最高约 8 cm，起点处是平地。</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="148"/>
        <source>Seed 004&apos;s step: the ground rises by 0.2 m, 1.5 m ahead of the start (the face lies between x = 1.5 m and 1.52 m). For the wheel-legged robot (200 kg, wheels of radius 0.1 m).</source>
        <translation>论文 004 的台阶：地面在起点前方 1.5 m 处升高 0.2 m（台阶面位于 x = 1.5 m 到 1.52 m 之间）。供轮腿机器人使用（200 kg，轮子半径 0.1 m）。</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="196"/>
        <source>leg %1</source>
        <translation>%1 号腿</translation>
    </message>
    <message>
        <location filename="../app/runner/src/display_names.cpp" line="198"/>
        <source>%1 %2</source>
        <extracomment>A legged robot&apos;s servo: the leg (%1) and its joint (%2), e.g. &quot;leg 3 femur&quot;.</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <location filename="../app/runner/src/match_file.cpp" line="43"/>
        <source>expected &quot;%1&quot;, got &quot;%2&quot;</source>
        <translation>应为“%1”，实际是“%2”</translation>
    </message>
    <message>
        <location filename="../app/runner/src/match_file.cpp" line="46"/>
        <source>version %1 is not one this Botlab reads (%2)</source>
        <translation>这个 Botlab 不能读取版本 %1（%2）</translation>
    </message>
    <message>
        <location filename="../app/runner/src/match_file.cpp" line="67"/>
        <source>expected a colour &quot;#rrggbb&quot; or &quot;#rrggbbaa&quot;, got &quot;%1&quot;</source>
        <translation>应为颜色“#rrggbb”或“#rrggbbaa”，实际是“%1”</translation>
    </message>
    <message>
        <location filename="../app/runner/src/match_file.cpp" line="76"/>
        <source>a match needs two robots or more (got %1)</source>
        <translation>一场比赛至少需要两个机器人（现在是 %1 个）</translation>
    </message>
    <message>
        <location filename="../app/runner/src/trace.cpp" line="133"/>
        <source>%1: cannot write the trace (%2)</source>
        <translation>%1：无法写入跟踪文件（%2）</translation>
    </message>
</context>
<context>
    <name>botlab::scenes</name>
    <message>
        <location filename="../scenes/src/floor_raster.cpp" line="165"/>
        <source>the floor texture would be too large</source>
        <translation>地面贴图会太大</translation>
    </message>
    <message>
        <location filename="../scenes/src/floor_raster.cpp" line="168"/>
        <source>out of memory for the floor texture</source>
        <translation>内存不足，无法生成地面贴图</translation>
    </message>
    <message>
        <location filename="../scenes/src/floor_raster.cpp" line="193"/>
        <source>cannot read image &apos;%1&apos;: %2</source>
        <translation>无法读取图片 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="40"/>
        <source>must be %1 %2 and &lt;= %3 (got %4)</source>
        <translation>必须 %1 %2 且 &lt;= %3（得到的是 %4）</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="58"/>
        <location filename="../scenes/src/scene_json.cpp" line="83"/>
        <location filename="../scenes/src/scene_json.cpp" line="91"/>
        <source>%1 items; at most %2 are allowed</source>
        <translation>有 %1 个物体；最多只允许 %2 个</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="63"/>
        <source>[%1, %2] is out of the floor&apos;s reach (x from %3 to %4, z from %5 to %6 m)</source>
        <translation>[%1, %2] 超出了地面范围（x 从 %3 到 %4，z 从 %5 到 %6 m）</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="115"/>
        <source>%1 points in all strokes; at most %2 are allowed</source>
        <translation>所有笔画共有 %1 个点；最多只允许 %2 个</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="139"/>
        <source>%1 maze cells in all; at most %2 are allowed</source>
        <translation>迷宫共有 %1 个格子；最多只允许 %2 个</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="144"/>
        <source>%1 movable obstacles; at most %2 are allowed</source>
        <translation>有 %1 个可移动的障碍物；最多只允许 %2 个</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="148"/>
        <source>%1 fixed bodies (walls, maze walls and fixed obstacles); at most %2 are allowed</source>
        <translation>有 %1 个固定物体（墙、迷宫的墙和固定的障碍物）；最多只允许 %2 个</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="171"/>
        <location filename="../scenes/src/scene_document.cpp" line="201"/>
        <source>invalid colour</source>
        <translation>无效的颜色</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="179"/>
        <source>a painted floor of %1 x %2 m at %3 m per pixel needs %4 x %5 px; the limit is %6 px a side (make it smaller or the resolution coarser)</source>
        <translation>%1 x %2 米的彩绘地面按每像素 %3 米需要 %4 x %5 像素；每边最多 %6 像素（请把地面改小，或把分辨率调低）</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="191"/>
        <location filename="../scenes/src/scene_document.cpp" line="363"/>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="205"/>
        <source>a polyline needs at least 2 points (got %1)</source>
        <translation>折线至少需要 2 个点（得到的是 %1 个）</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="206"/>
        <location filename="../scenes/src/scene_document.cpp" line="212"/>
        <source>too many points</source>
        <translation>点太多了</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="210"/>
        <source>a Bezier chain needs 3n + 1 points (p0 c1 c2 p1 ...), got %1</source>
        <translation>贝塞尔曲线链需要 3n + 1 个点（p0 c1 c2 p1 ...），得到的是 %1 个</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="227"/>
        <source>a gap [from, to] needs to &gt; from</source>
        <translation>缺口 [from, to] 需要 to &gt; from</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="245"/>
        <source>a wall needs two different end points</source>
        <translation>墙需要两个不同的端点</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="261"/>
        <source>must be smaller than cell_m</source>
        <translation>必须小于 cell_m</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="265"/>
        <source>cell [%1, %2] is outside the %3 x %4 maze</source>
        <translation>格子 [%1, %2] 在 %3 x %4 的迷宫外面</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="271"/>
        <source>cell [%1, %2] must be on the border of the maze</source>
        <translation>格子 [%1, %2] 必须在迷宫的边上</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="275"/>
        <source>must differ from start</source>
        <translation>必须和起点不同</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="296"/>
        <location filename="../scenes/src/scene_document.cpp" line="456"/>
        <source>&apos;%1&apos; is not one of: %2</source>
        <translation>“%1”不是以下之一：%2</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="325"/>
        <source>the terrain needs at least 2 x 2 samples</source>
        <translation>地形至少需要 2 x 2 个采样点</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="328"/>
        <source>%1 x %2 samples: at most %3 a side; use larger cells</source>
        <translation>%1 x %2 个采样点：每边最多 %3 个；请使用更大的格子</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="333"/>
        <source>%1 x %2 samples is more than the limit of %3; use larger cells</source>
        <translation>%1 x %2 个采样点超过了上限 %3；请使用更大的格子</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="382"/>
        <source>&apos;%1&apos; is not one of: concrete, wood, gravel, sand, hard_soil, loose_soil, peat</source>
        <translation>&apos;%1&apos; 不是以下之一：concrete, wood, gravel, sand, hard_soil, loose_soil, peat</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="386"/>
        <source>a scene needs at least one start pose</source>
        <translation>场景至少需要一个起始位置</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="393"/>
        <location filename="../scenes/src/scene_document.cpp" line="412"/>
        <source>must be a whole number from %1 to %2 (got %3)</source>
        <translation>必须是 %1 到 %2 之间的整数（实际为 %3）</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="429"/>
        <source>give the team (1 to %1) that defends this goal</source>
        <translation>请给出防守这个球门的队伍（1 到 %1）</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="453"/>
        <source>give the colour of the objects the zone wants, or the name of one object (one of the two)</source>
        <translation>请给出该区要的物体颜色，或一个物体的名字（二者选一）</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="461"/>
        <source>there is no obstacle named &apos;%1&apos;</source>
        <translation>没有名为“%1”的障碍物</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="479"/>
        <source>there is no stroke %1 (the floor has %2)</source>
        <translation>没有笔画 %1（地面共有 %2 个笔画）</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="484"/>
        <source>give points_m or strokes</source>
        <translation>请给出 points_m 或 strokes</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_document.cpp" line="486"/>
        <source>give points_m or strokes, not both</source>
        <translation>请给出 points_m 或 strokes，不要两个都给</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_json.cpp" line="55"/>
        <source>&apos;%1&apos; is not a colour (use &quot;#rrggbb&quot; or &quot;#aarrggbb&quot;)</source>
        <translation>&apos;%1&apos; 不是颜色（请用 &quot;#rrggbb&quot; 或 &quot;#aarrggbb&quot;）</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_json.cpp" line="235"/>
        <source>expected &quot;%1&quot;, got &quot;%2&quot;</source>
        <translation>应为 &quot;%1&quot;，实际是 &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_json.cpp" line="239"/>
        <source>missing or not a positive whole number</source>
        <translation>缺失，或者不是正整数</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_json.cpp" line="242"/>
        <source>version %1 is newer than this Botlab reads (%2); update Botlab</source>
        <translation>版本 %1 比这个 Botlab 能读取的版本（%2）更新；请更新 Botlab</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_json.cpp" line="300"/>
        <source>must be [row, column] whole numbers</source>
        <translation>必须是 [行, 列] 形式的整数</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_json.cpp" line="347"/>
        <source>&apos;%1&apos; is not a colour (use &quot;#rrggbb&quot;, &quot;#aarrggbb&quot; or one of: %2)</source>
        <translation>“%1”不是颜色（请用 &quot;#rrggbb&quot;、&quot;#aarrggbb&quot; 或以下之一：%2）</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_json.cpp" line="426"/>
        <source>&apos;%1&apos;: a DEM must be a .csv or a .png file</source>
        <translation>&apos;%1&apos;：DEM 高程文件必须是 .csv 或 .png 文件</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_json.cpp" line="492"/>
        <source>must be a stroke index</source>
        <translation>必须是笔画编号</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_loading.cpp" line="32"/>
        <source>no such scene file, and not a built-in scene (%1)</source>
        <translation>没有这个场景文件，也不是内置场景（%1）</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="78"/>
        <source>line %1: more than %2 heights in a row</source>
        <translation>第 %1 行：一行里的高度值超过 %2 个</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="83"/>
        <source>line %1: a DEM row needs at least 2 heights</source>
        <translation>第 %1 行：DEM 的每一行至少需要 2 个高度值</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="85"/>
        <source>line %1: %2 heights, but the first row has %3</source>
        <translation>第 %1 行：有 %2 个高度值，但第一行有 %3 个</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="94"/>
        <source>line %1, column %2: &apos;%3&apos; is not a height in metres</source>
        <translation>第 %1 行第 %2 列：&apos;%3&apos; 不是以米为单位的高度</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="103"/>
        <source>more than %1 samples</source>
        <translation>采样点超过 %1 个</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="105"/>
        <source>a DEM needs at least 2 rows of heights</source>
        <translation>DEM 至少需要 2 行高度值</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="112"/>
        <location filename="../scenes/src/terrain.cpp" line="163"/>
        <source>the height grid is malformed</source>
        <translation>高度网格的格式不正确</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="137"/>
        <source>%1 x %2 pixels is more than the limit of %3 samples</source>
        <translation>%1 x %2 像素超过了 %3 个采样点的上限</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="143"/>
        <source>cannot read image: %1</source>
        <translation>无法读取图片：%1</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="145"/>
        <source>a DEM image must be a 16-bit greyscale PNG</source>
        <translation>DEM 图片必须是 16 位灰度 PNG</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="147"/>
        <source>a DEM needs at least 2 x 2 pixels</source>
        <translation>DEM 至少需要 2 x 2 像素</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="178"/>
        <source>cannot encode the height map as PNG</source>
        <translation>无法把高度图编码为 PNG</translation>
    </message>
    <message>
        <location filename="../scenes/src/terrain.cpp" line="192"/>
        <source>bad number of samples</source>
        <translation>采样点数量不对</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_editor.cpp" line="84"/>
        <source>line %1</source>
        <translation>线 %1</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_editor.cpp" line="86"/>
        <source>floor picture %1</source>
        <translation>地面图片 %1</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_editor.cpp" line="88"/>
        <source>wall %1</source>
        <translation>墙 %1</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_editor.cpp" line="90"/>
        <source>maze %1</source>
        <translation>迷宫 %1</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_editor.cpp" line="92"/>
        <source>obstacle %1</source>
        <translation>障碍物 %1</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_editor.cpp" line="94"/>
        <source>candle %1</source>
        <translation>蜡烛 %1</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_editor.cpp" line="96"/>
        <source>start %1</source>
        <translation>起点 %1</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_editor.cpp" line="98"/>
        <source>finish zone</source>
        <translation>终点区</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_editor.cpp" line="100"/>
        <source>checkpoint %1</source>
        <translation>检查点 %1</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_editor.cpp" line="102"/>
        <source>object zone %1</source>
        <translation>物体区域 %1</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="77"/>
        <source>red</source>
        <translation>红色</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="78"/>
        <source>green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="79"/>
        <source>blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="80"/>
        <source>yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="81"/>
        <source>black</source>
        <translation>黑色</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="82"/>
        <source>white</source>
        <translation>白色</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="83"/>
        <source>orange</source>
        <translation>橙色</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="84"/>
        <source>purple</source>
        <translation>紫色</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="101"/>
        <source>An arena needs at least two starts, one for each robot (it has %1).</source>
        <translation>竞技场至少需要两个起点，每个机器人一个（现在有 %1 个）。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="111"/>
        <source>All starts play for team %1: the robots have no opponent.</source>
        <translation>所有起点都属于第 %1 队：机器人没有对手。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="121"/>
        <source>The start is not inside the sumo ring (inside its white edge line).</source>
        <translation>起点不在相扑圆台内（白色边线以内）。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="132"/>
        <source>The two starts are not mirror images through the ring&apos;s centre: one robot has an advantage.</source>
        <translation>两个起点关于圆台中心不对称：一个机器人占了便宜。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="143"/>
        <source>The soccer arena has no ball: no object is named &apos;%1&apos;.</source>
        <translation>足球场没有球：没有名为“%1”的物体。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="150"/>
        <source>The ball &apos;%1&apos; cannot be moved: make it movable.</source>
        <translation>球“%1”不能移动：请把它设为可移动。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="156"/>
        <source>The soccer arena needs two goals: one defended by team 1 and one by team 2.</source>
        <translation>足球场需要两个球门：一个由第 1 队防守，一个由第 2 队防守。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="162"/>
        <source>No start plays for team %1.</source>
        <translation>没有属于第 %1 队的起点。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="170"/>
        <source>This start has no lane of its own.</source>
        <translation>这个起点没有自己的赛道。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="172"/>
        <source>The start is not in its own lane.</source>
        <translation>起点不在自己的赛道内。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="174"/>
        <source>The start is already in the finish zone.</source>
        <translation>起点已经在终点区内。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="196"/>
        <source>The start is inside or too close to %1 (%2 cm away; the robot needs %3 cm).</source>
        <translation>起点在 %1 里面或离它太近（相距 %2 cm；机器人需要 %3 cm）。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="202"/>
        <source>The start is off the floor.</source>
        <translation>起点在地面外面。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="212"/>
        <source>%1 is off the floor.</source>
        <translation>%1 在地面外面。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="226"/>
        <source>The robot (%1 cm wide) cannot get into %2: walls leave at most %3 cm.</source>
        <translation>机器人（宽 %1 cm）进不了 %2：墙之间最多只留出 %3 cm。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="246"/>
        <source>%1 wants %2 objects, but no movable object is %2.</source>
        <translation>%1 需要%2物体，但没有可移动的%2物体。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="254"/>
        <source>%1 wants the object &apos;%2&apos;, but there is no object of that name.</source>
        <translation>%1 需要物体“%2”，但没有这个名字的物体。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="258"/>
        <source>%1 wants the object &apos;%2&apos;, but it cannot be moved.</source>
        <translation>%1 需要物体“%2”，但它不能移动。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="276"/>
        <source>This line (%1 cm) is thinner than a line sensor&apos;s spot (%2 cm): sensors see it only faintly.</source>
        <translation>这条线（%1 cm）比巡线传感器的光斑（%2 cm）还细：传感器只能隐约看到它。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_check.cpp" line="313"/>
        <source>%1 overlaps %2 over %3 cm.</source>
        <translation>%1 和 %2 重叠了 %3 cm。</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_editor.cpp" line="561"/>
        <source>New scene</source>
        <translation>新场景</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_variations.cpp" line="28"/>
        <source>the jitter must be &gt;= 0</source>
        <translation>起点的随机偏移量必须 &gt;= 0</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_variations.cpp" line="32"/>
        <source>the scene has no start pose to move</source>
        <translation>场景里没有可以移动的起始位置</translation>
    </message>
    <message>
        <location filename="../scenes/src/scene_variations.cpp" line="35"/>
        <source>%1 spots for %2 candles: give at least one per candle</source>
        <translation>%1 个位置放 %2 根蜡烛：每根蜡烛至少要有一个位置</translation>
    </message>
    <message>
        <location filename="../scenes/src/arena.cpp" line="61"/>
        <source>The scene is not an arena.</source>
        <translation>这个场景不是竞技场。</translation>
    </message>
    <message>
        <location filename="../scenes/src/arena.cpp" line="63"/>
        <source>Pushed the other robot out of the ring.</source>
        <translation>把对手推出了圆台。</translation>
    </message>
    <message>
        <location filename="../scenes/src/arena.cpp" line="65"/>
        <source>Both robots went out at the same time: a draw.</source>
        <translation>两个机器人同时出界：平局。</translation>
    </message>
    <message>
        <location filename="../scenes/src/arena.cpp" line="67"/>
        <source>Time is up: a draw.</source>
        <translation>时间到：平局。</translation>
    </message>
    <message>
        <location filename="../scenes/src/arena.cpp" line="69"/>
        <source>Scored more goals.</source>
        <translation>进球更多。</translation>
    </message>
    <message>
        <location filename="../scenes/src/arena.cpp" line="71"/>
        <source>As many goals on both sides: a draw.</source>
        <translation>双方进球一样多：平局。</translation>
    </message>
    <message>
        <location filename="../scenes/src/arena.cpp" line="73"/>
        <source>Reached the finish first.</source>
        <translation>最先到达终点。</translation>
    </message>
    <message>
        <location filename="../scenes/src/arena.cpp" line="75"/>
        <source>Reached the finish at the same time: a draw.</source>
        <translation>同时到达终点：平局。</translation>
    </message>
    <message>
        <location filename="../scenes/src/arena.cpp" line="77"/>
        <source>The other robot left its lane.</source>
        <translation>对手离开了自己的赛道。</translation>
    </message>
    <message>
        <location filename="../scenes/src/arena.cpp" line="79"/>
        <source>The other robot&apos;s program stopped with an error.</source>
        <translation>对手的程序出错停止了。</translation>
    </message>
    <message>
        <location filename="../scenes/src/arena.cpp" line="85"/>
        <source>Blue</source>
        <translation>蓝方</translation>
    </message>
    <message>
        <location filename="../scenes/src/arena.cpp" line="86"/>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../scenes/src/arena.cpp" line="87"/>
        <source>Yellow</source>
        <translation>黄方</translation>
    </message>
</context>
<context>
    <name>botlab::scripting</name>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="66"/>
        <source>Sets a motor&apos;s speed in percent of its full speed. It keeps turning until you change it. Also runs a fan wired to a motor port.</source>
        <translation>按满速的百分比设置电机速度。电机会一直这样转，直到你改变它。也能让接在电机端口上的风扇转起来。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="72"/>
        <source>Stops one motor (speed 0).</source>
        <translation>停止一个电机（速度为 0）。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="75"/>
        <source>Stops every motor and fan of the robot.</source>
        <translation>停止机器人的所有电机和风扇。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="79"/>
        <source>How far the motor&apos;s shaft has turned since the start (its encoder), in degrees. Backwards turning counts down.</source>
        <translation>从开始到现在电机轴转过的角度（编码器读数），单位是度。反转时数值减小。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="85"/>
        <source>Turns a servo to an angle in degrees (within its range) and holds it there.</source>
        <translation>把舵机转到指定角度（单位：度，在它的范围内）并保持在那里。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="91"/>
        <source>What a line sensor sees on the floor: 0 is black, 100 is white.</source>
        <translation>巡线传感器看到的地面亮度：0 是黑色，100 是白色。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="95"/>
        <source>Distance to the nearest thing in front of a distance sensor (ultrasonic or infrared), in cm. When nothing is in range it returns the sensor&apos;s maximum range.</source>
        <translation>距离传感器（超声波或红外）到前方最近物体的距离，单位是厘米。范围内没有东西时，返回传感器的最大量程。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="103"/>
        <source>true while the touch sensor touches something.</source>
        <translation>触碰传感器碰到东西时为 true。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="106"/>
        <source>The robot&apos;s heading from its compass sensor: 0 north (-Z), 90 east (+X), 180 south, 270 west.</source>
        <translation>指南针传感器给出的机器人朝向：0 北（-Z），90 东（+X），180 南，270 西。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="112"/>
        <source>How far the robot has turned since the start or the last gyro.reset(), in degrees; turning left (counter-clockwise) counts up. Not limited to 0..360.</source>
        <translation>从开始或上一次 gyro.reset() 以来机器人转过的角度，单位是度；向左（逆时针）转时增大。不限于 0..360。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="119"/>
        <source>How fast the robot is turning, in degrees per second (left is positive).</source>
        <translation>机器人转动的快慢，单位是度每秒（向左为正）。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="124"/>
        <source>Makes gyro.angle() count from 0 again.</source>
        <translation>让 gyro.angle() 重新从 0 开始计数。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="128"/>
        <source>How much flame light a flame sensor sees: 0 none .. 100 very close.</source>
        <translation>火焰传感器看到的火光强度：0 没有 .. 100 非常近。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="132"/>
        <source>How bright it is where a light sensor looks, in percent: 0 dark .. 100 very bright. Facing the floor it sees the room&apos;s light reflected (white floor bright, black floor dark); a lit candle in front of it adds light.</source>
        <translation>光线传感器看向的地方有多亮，用百分比表示：0 很暗 .. 100 非常亮。朝向地面时，它看到的是地面反射的房间光线（白色地面亮，黑色地面暗）；它前面点着的蜡烛会让亮度增加。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="139"/>
        <source>How loud it is at a sound sensor, in percent: 0 silent .. 100 very loud. A buzzer sounds half as loud at twice the distance.</source>
        <translation>声音传感器那里的声音有多响，用百分比表示：0 没有声音 .. 100 非常响。距离远一倍，蜂鸣器的声音就只有一半响。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="145"/>
        <source>Looks for a colour in the camera&apos;s image (all pixels of that colour). Returns found, then x and y of their centre in percent of the image (x 0 left .. 100 right, y 0 top .. 100 bottom; 50, 50 is straight ahead) and their area in percent of the image. When the colour is not seen: false, 0, 0, 0. The image is renewed 10 times a second.</source>
        <translation>在摄像头图像中寻找一种颜色（该颜色的所有像素）。返回是否找到，以及它们中心的 x 和 y（占图像的百分比：x 0 最左 .. 100 最右，y 0 最上 .. 100 最下；50, 50 是正前方）和它们的面积（占图像的百分比）。看不到该颜色时返回 false, 0, 0, 0。图像每秒更新 10 次。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="155"/>
        <source>The colour in the middle of the camera&apos;s image: its name (&quot;red&quot;, &quot;orange&quot;, &quot;yellow&quot;, &quot;green&quot;, &quot;blue&quot;, &quot;purple&quot;, &quot;white&quot;, &quot;grey&quot; or &quot;black&quot;) and its red, green and blue values (0..255).</source>
        <translation>摄像头图像中央的颜色：它的名字（&quot;red&quot;、&quot;orange&quot;、&quot;yellow&quot;、&quot;green&quot;、&quot;blue&quot;、&quot;purple&quot;、&quot;white&quot;、&quot;grey&quot; 或 &quot;black&quot;）以及红、绿、蓝三个值（0..255）。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="162"/>
        <source>The red, green and blue values (0..255) of one pixel of the camera&apos;s image. Pixel 1, 1 is the top left corner.</source>
        <translation>摄像头图像中一个像素的红、绿、蓝值（0..255）。像素 1, 1 是左上角。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="167"/>
        <source>One full turn of the lidar: a table of 360 distances in cm, one per degree. Entry 1 is straight ahead (0 degrees), entry 91 to the left (90 degrees), entry 181 behind, entry 271 to the right. An entry is nil where nothing is within range (4 m), so loop with for i = 1, scan.n (the number of entries) rather than #scan. The scan is renewed 5 times a second.</source>
        <translation>激光雷达转一整圈的结果：一个包含 360 个距离（厘米）的表，每度一个。第 1 项是正前方（0 度），第 91 项在左边（90 度），第 181 项在后面，第 271 项在右边。量程（4 米）内什么都没有的方向为 nil，所以请用 for i = 1, scan.n（项数）循环，而不要用 #scan。每秒更新 5 次。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="177"/>
        <source>The lidar&apos;s distance in one direction, in cm (the nearest degree), or nil when nothing is within range.</source>
        <translation>激光雷达在某个方向上的距离（厘米，取最接近的整度），量程内什么都没有时为 nil。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="183"/>
        <source>How far the robot is tilted nose up (positive) or nose down (negative), in degrees, from its IMU (inertial sensor).</source>
        <translation>机器人抬头（正数）或低头（负数）的角度，单位是度，来自它的惯性测量单元（IMU）。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="188"/>
        <source>How far the robot leans to the side, in degrees, from its IMU: right side down is positive.</source>
        <translation>机器人向侧面倾斜的角度，单位是度，来自它的 IMU：右侧向下为正。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="193"/>
        <source>How fast the robot is turning, in degrees per second, from its IMU (left, counter-clockwise, is positive).</source>
        <translation>机器人转向的快慢，单位是度每秒，来自它的 IMU（向左，也就是逆时针，为正）。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="198"/>
        <source>The robot&apos;s up-and-down acceleration from its IMU, in m/s^2, without gravity: 0 at rest, positive while speeding up upwards. Each step of a walking robot shows as a bump.</source>
        <translation>机器人上下方向的加速度，来自它的 IMU，单位是 m/s^2，不含重力：静止时为 0，向上加速时为正。腿式机器人每走一步都会出现一个小尖峰。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="204"/>
        <source>Pauses the program for s seconds of simulated time (exact to the simulation tick). Motors keep doing what they were told.</source>
        <translation>让程序暂停 s 秒仿真时间（精确到仿真节拍）。电机继续按之前的指令转动。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="211"/>
        <source>Pauses until fn() returns true (checked once per tick). Returns true, or false when timeout_s passed first.</source>
        <translation>暂停，直到 fn() 返回 true（每个节拍检查一次）。返回 true；如果先到了 timeout_s 则返回 false。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="218"/>
        <source>Simulated time since the start, in seconds.</source>
        <translation>从开始到现在的仿真时间，单位是秒。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="221"/>
        <source>Writes values to the console.</source>
        <translation>把数值输出到控制台。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="224"/>
        <source>Legged robots: chooses how the legs move. Which gaits exist depends on the robot (hexapod: tripod, ripple, wave; quadruped: trot).</source>
        <translation>足式机器人：选择腿的运动方式（步态）。有哪些步态取决于机器人（六足：tripod、ripple、wave；四足：trot）。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="231"/>
        <source>Legged robots: walk with a speed forward, sideways and a turn rate. legs.move(0, 0, 0) walks on the spot.</source>
        <translation>足式机器人：以给定的前进速度、横向速度和转向速度行走。legs.move(0, 0, 0) 表示原地踏步。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="238"/>
        <source>Hexapod: walks on a circle by making the right legs&apos; strides longer or shorter than the left legs&apos;. 1 walks straight; above 1 the robot circles to the left (counter-clockwise), below 1 to the right.</source>
        <translation>六足机器人：让右边的腿比左边的腿步子迈得更长或更短，从而走一个圆圈。1 表示走直线；大于 1 时机器人向左（逆时针）绕圈，小于 1 时向右绕圈。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="245"/>
        <source>Quadruped: how the legs are driven. &quot;position&quot;: each joint&apos;s servo holds the angle the gait asks for. &quot;force&quot;: the joint torques are computed from the robot&apos;s dynamics (RNEA) and applied directly.</source>
        <translation>四足机器人：腿的驱动方式。&quot;position&quot;：每个关节的舵机保持步态要求的角度。&quot;force&quot;：根据机器人的动力学（RNEA 算法）算出关节力矩并直接施加。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="251"/>
        <source>Legged robots: stop walking and stand.</source>
        <translation>足式机器人：停止行走并站立。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_table.cpp" line="255"/>
        <source>Legged robots: lower the body to the ground.</source>
        <translation>足式机器人：把身体放低到地面。</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="71"/>
        <source>&apos;%1&apos; is not available in Botlab programs (they cannot use files, the operating system or load code)</source>
        <translation>&apos;%1&apos; 在 Botlab 程序里不能用（程序不能使用文件、操作系统，也不能加载代码）</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="79"/>
        <location filename="../scripting/src/hints.cpp" line="105"/>
        <location filename="../scripting/src/hints.cpp" line="107"/>
        <source>did you mean %1?</source>
        <translation>你是不是想写 %1？</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="80"/>
        <source>&apos;%1&apos; has no value here; check its spelling, or give it a value first</source>
        <translation>&apos;%1&apos; 在这里没有值；检查一下拼写，或者先给它一个值</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="89"/>
        <source>string.dump is not available in Botlab programs</source>
        <translation>string.dump 在 Botlab 程序里不能用</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="112"/>
        <source>only Lua text programs can be run</source>
        <translation>只能运行文本形式的 Lua 程序</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="114"/>
        <source>a function calls itself again and again without end (too deep recursion)</source>
        <translation>有个函数一遍又一遍地调用自己，停不下来（递归太深）</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="118"/>
        <source>every function, if, for and while needs its own &apos;end&apos;</source>
        <translation>每个 function、if、for 和 while 都需要自己的 &apos;end&apos;</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="121"/>
        <source>write: if condition then ... end</source>
        <translation>要这样写：if 条件 then ... end</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="123"/>
        <source>write: while condition do ... end, or for i = 1, 10 do ... end</source>
        <translation>要这样写：while 条件 do ... end，或者 for i = 1, 10 do ... end</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="127"/>
        <source>to give a variable a value write name = value; to compare use ==</source>
        <translation>给变量赋值要写 名字 = 值；比较两个值要用 ==</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="131"/>
        <source>there is an extra &apos;end&apos; or a stray word</source>
        <translation>多了一个 &apos;end&apos;，或者多了一个不该有的词</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="133"/>
        <source>a text is missing its closing quote</source>
        <translation>有一段文字少了结尾的引号</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="135"/>
        <source>check for a missing bracket, quote or operator</source>
        <translation>检查一下是不是少了括号、引号或运算符</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="138"/>
        <source>a bracket is not closed</source>
        <translation>有一个括号没有关上</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="140"/>
        <source>one of the values is not a number (is a variable nil?)</source>
        <translation>其中一个值不是数字（是不是有变量的值是 nil？）</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="143"/>
        <source>a variable has no value yet (nil); check its name</source>
        <translation>有个变量还没有值（nil）；检查一下它的名字</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="146"/>
        <source>only text and numbers can be joined with ..; use tostring()</source>
        <translation>只有文字和数字能用 .. 连起来；请用 tostring()</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="150"/>
        <source>that function does not exist; check its name</source>
        <translation>这个函数不存在；检查一下它的名字</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="158"/>
        <source>global</source>
        <translation>全局变量</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="159"/>
        <source>local</source>
        <translation>局部变量</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="160"/>
        <source>field</source>
        <translation>字段</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="161"/>
        <source>method</source>
        <translation>方法</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="162"/>
        <source>upvalue</source>
        <translation>外部局部变量</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="163"/>
        <source>constant</source>
        <translation>常量</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="197"/>
        <source>attempt to index a %1 value (%2 &apos;%3&apos;)</source>
        <translation>%2 &apos;%3&apos; 的值是 %1，不能用 . 或 [] 取它里面的东西</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="198"/>
        <source>attempt to index a %1 value</source>
        <translation>这个值是 %1，不能用 . 或 [] 取它里面的东西</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="199"/>
        <source>attempt to call a %1 value (%2 &apos;%3&apos;)</source>
        <translation>%2 &apos;%3&apos; 的值是 %1，不是函数，不能调用</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="200"/>
        <source>attempt to call a %1 value</source>
        <translation>这个值是 %1，不是函数，不能调用</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="202"/>
        <source>attempt to perform arithmetic on a %1 value (%2 &apos;%3&apos;)</source>
        <translation>%2 &apos;%3&apos; 的值是 %1，不能做算术运算</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="204"/>
        <source>attempt to perform arithmetic on a %1 value</source>
        <translation>这个值是 %1，不能做算术运算</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="206"/>
        <source>attempt to concatenate a %1 value (%2 &apos;%3&apos;)</source>
        <translation>%2 &apos;%3&apos; 的值是 %1，不能用 .. 连接</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="207"/>
        <source>attempt to concatenate a %1 value</source>
        <translation>这个值是 %1，不能用 .. 连接</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="209"/>
        <source>attempt to get length of a %1 value (%2 &apos;%3&apos;)</source>
        <translation>%2 &apos;%3&apos; 的值是 %1，不能用 # 取长度</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="211"/>
        <source>attempt to get length of a %1 value</source>
        <translation>这个值是 %1，不能用 # 取长度</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="219"/>
        <source>attempt to compare %1 with %2</source>
        <translation>不能比较 %1 和 %2</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="222"/>
        <source>attempt to compare two %1 values</source>
        <translation>不能比较两个 %1 值</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="225"/>
        <source>&apos;%1&apos; expected (to close &apos;%2&apos; at line %3) near %4</source>
        <translation>第 %3 行的 &apos;%2&apos; 缺少对应的 &apos;%1&apos;（在 %4 附近）</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="229"/>
        <source>&apos;%1&apos; expected near %2</source>
        <translation>在 %2 附近缺少 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="232"/>
        <source>unexpected symbol near %1</source>
        <translation>在 %1 附近有不该出现的符号</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="235"/>
        <source>unfinished string near %1</source>
        <translation>在 %1 附近有没写完的字符串</translation>
    </message>
    <message>
        <location filename="../scripting/src/hints.cpp" line="238"/>
        <source>bad argument #%1 to &apos;%2&apos; (%3 expected, got %4)</source>
        <translation>传给 &apos;%2&apos; 的第 %1 个参数不对（应为 %3，实际是 %4）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="32"/>
        <source>unwired</source>
        <translation>未接线</translation>
    </message>
    <message>
        <location filename="../scripting/src/program.cpp" line="37"/>
        <source>Error on line %1: %2</source>
        <translation>第 %1 行出错：%2</translation>
    </message>
    <message>
        <location filename="../scripting/src/program.cpp" line="39"/>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <location filename="../scripting/src/program.cpp" line="41"/>
        <source>Program finished.</source>
        <translation>程序运行结束。</translation>
    </message>
    <message>
        <location filename="../scripting/src/program.cpp" line="43"/>
        <source>Program stopped.</source>
        <translation>程序已停止。</translation>
    </message>
    <message>
        <location filename="../scripting/src/sandbox.cpp" line="55"/>
        <source>the program was stopped</source>
        <translation>程序被停止了</translation>
    </message>
    <message>
        <location filename="../scripting/src/sandbox.cpp" line="90"/>
        <source>too deep recursion: more than %1 nested function calls (does a function call itself without end?)</source>
        <translation>递归太深：函数嵌套调用超过了 %1 层（是不是有函数在不停地调用自己？）</translation>
    </message>
    <message>
        <location filename="../scripting/src/sandbox.cpp" line="59"/>
        <source>the program ran for more than %1 s without letting the simulation move (inside a library call such as table.sort or string.gsub, or inside your own coroutine); use wait() so time can pass</source>
        <translation>程序连续运行了超过 %1 秒，却没有让仿真往前走（卡在 table.sort 或 string.gsub 这样的库函数里，或者卡在你自己的协程里）；请用 wait() 让时间流逝</translation>
    </message>
    <message>
        <location filename="../scripting/src/sandbox.cpp" line="205"/>
        <source>setmetatable: %1 metamethods are not allowed in Botlab programs</source>
        <translation>setmetatable：Botlab 程序里不允许使用 %1 元方法</translation>
    </message>
    <message>
        <location filename="../scripting/src/sandbox.cpp" line="231"/>
        <source>collectgarbage: only &quot;count&quot; and &quot;collect&quot; are allowed</source>
        <translation>collectgarbage：只允许使用 &quot;count&quot; 和 &quot;collect&quot;</translation>
    </message>
    <message>
        <location filename="../scripting/src/sandbox.cpp" line="282"/>
        <source>%1: this pattern could take too long on a text of %2 characters (several repeated items can match the same characters); use a simpler pattern or a shorter text</source>
        <translation>%1：这个匹配模式用在 %2 个字符的文字上可能要运行太久（有好几个重复项能匹配同样的字符）；请用更简单的模式或更短的文字</translation>
    </message>
    <message>
        <location filename="../scripting/src/sandbox.cpp" line="309"/>
        <source>string.rep: the result would be %1 MB; at most %2 MB allowed</source>
        <translation>string.rep：结果会有 %1 MB；最多只允许 %2 MB</translation>
    </message>
    <message>
        <location filename="../scripting/src/sandbox.cpp" line="369"/>
        <source>string.pack: the result would be %1 MB; at most %2 MB allowed</source>
        <translation>string.pack：结果会有 %1 MB；最多只允许 %2 MB</translation>
    </message>
    <message>
        <location filename="../scripting/src/sandbox.cpp" line="424"/>
        <source>stopped: used more than %1 MB of memory (is a table or string growing without end?)</source>
        <translation>已停止：使用了超过 %1 MB 的内存（是不是有表或字符串在无限增长？）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="84"/>
        <source>%1: this robot has no %2 (asked for %3)</source>
        <translation>%1：这个机器人没有%2（你要找的是 %3）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="87"/>
        <source>%1: there is no %2 &apos;%3&apos; (this robot has: %4)</source>
        <translation>%1：没有%2 &apos;%3&apos;（这个机器人有：%4）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="100"/>
        <source>%1: %2 must be a number (got %3)</source>
        <translation>%1：%2 必须是数字（收到的是 %3）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="107"/>
        <source>%1: %2 must be a finite number (got %3)</source>
        <translation>%1：%2 必须是有限的数字（收到的是 %3）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="118"/>
        <source>the speed in percent</source>
        <translation>速度（百分比）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="128"/>
        <location filename="../scripting/src/api_bindings.cpp" line="142"/>
        <location filename="../scripting/src/api_bindings.cpp" line="159"/>
        <source>motor</source>
        <translation>电机</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="169"/>
        <source>servo</source>
        <translation>舵机</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="172"/>
        <location filename="../scripting/src/api_bindings.cpp" line="368"/>
        <source>the angle in degrees</source>
        <translation>角度（度）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="178"/>
        <source>servo.angle: waiting works only in the main program, not inside a coroutine or a callback</source>
        <translation>servo.angle：只有在主程序里才能等待，在协程或回调函数里不行</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="200"/>
        <source>sensor</source>
        <translation>传感器</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="205"/>
        <source>%1: sensor %2 is a %3 sensor, not a %4 sensor</source>
        <translation>%1：传感器 %2 是 %3 传感器，不是 %4 传感器</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="266"/>
        <source>%1: unknown colour %2 (use &quot;red&quot;, &quot;orange&quot;, &quot;yellow&quot;, &quot;green&quot;, &quot;blue&quot;, &quot;purple&quot;, &quot;white&quot;, &quot;grey&quot; or &quot;black&quot;)</source>
        <translation>%1：未知的颜色 %2（可用 &quot;red&quot;、&quot;orange&quot;、&quot;yellow&quot;、&quot;green&quot;、&quot;blue&quot;、&quot;purple&quot;、&quot;white&quot;、&quot;grey&quot; 或 &quot;black&quot;）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="316"/>
        <source>camera.pixel: %1 must be 1..%2 (got %3)</source>
        <translation>camera.pixel：%1 必须在 1..%2 之间（收到的是 %3）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="327"/>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="328"/>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="386"/>
        <source>compass.heading: this robot has no compass sensor</source>
        <translation>compass.heading：这个机器人没有指南针传感器</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="399"/>
        <source>%1: this robot has no gyro sensor</source>
        <translation>%1：这个机器人没有陀螺仪传感器</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="431"/>
        <source>%1: this robot has no IMU</source>
        <translation>%1：这个机器人没有 IMU（惯性测量单元）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="454"/>
        <source>%1: waiting works only in the main program, not inside a coroutine or a callback (such as table.sort&apos;s)</source>
        <translation>%1：只有在主程序里才能等待，在协程或回调函数（比如 table.sort 的比较函数）里不行</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="474"/>
        <source>wait: the time must be a number of seconds &gt;= 0 (got %1)</source>
        <translation>wait：时间必须是大于或等于 0 的秒数（收到的是 %1）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="482"/>
        <source>wait: %1 s is too long</source>
        <translation>wait：%1 秒太长了</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="529"/>
        <source>Too much output: at most %1 lines per second are shown.</source>
        <translation>输出太多了：每秒最多只显示 %1 行。</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="543"/>
        <source>%1: this robot has no legs (legs.* works with the hexapod, quadruped and wheel_legged robots)</source>
        <translation>%1：这个机器人没有腿（legs.* 只能用在六足 hexapod、四足 quadruped 和轮腿 wheel_legged 机器人上）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="562"/>
        <source>legs.gait: this robot has no gait &apos;%1&apos; (its gaits: %2)</source>
        <translation>legs.gait：这个机器人没有步态 &apos;%1&apos;（它的步态有：%2）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="582"/>
        <source>legs.strideRatio: only the hexapod walks with unequal strides (this robot&apos;s legs do not)</source>
        <translation>legs.strideRatio：只有六足机器人能用不一样长的步子走路（这个机器人的腿不行）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="591"/>
        <source>legs.strideRatio: the ratio must be a number &gt; 0 (right stride / left stride, 1 walks straight; got %1)</source>
        <translation>legs.strideRatio：比例必须是大于 0 的数字（右步长 / 左步长，1 表示走直线；得到的是 %1）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="606"/>
        <source>legs.controlMode: only the quadruped has control modes (this robot&apos;s legs do not)</source>
        <translation>legs.controlMode：只有四足机器人有控制模式（这个机器人的腿没有）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="622"/>
        <source>legs.controlMode: there is no mode &apos;%1&apos; (the modes are &quot;position&quot; and &quot;force&quot;)</source>
        <translation>legs.controlMode：没有 &apos;%1&apos; 这种模式（模式只有 &quot;position&quot; 和 &quot;force&quot;）</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="759"/>
        <source>waitUntil: timeout_s must be a number of seconds (got NaN)</source>
        <translation>waitUntil：timeout_s 必须是秒数（收到的是 NaN）</translation>
    </message>
    <message>
        <location filename="../scripting/src/program.cpp" line="53"/>
        <source>could not create the Lua state</source>
        <translation>无法创建 Lua 运行环境</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="751"/>
        <source>waitUntil: the first argument must be a function, e.g. waitUntil(function() return touch.pressed(1) end)</source>
        <translation>waitUntil：第一个参数必须是函数，例如 waitUntil(function() return touch.pressed(1) end)</translation>
    </message>
    <message>
        <location filename="../scripting/src/api_bindings.cpp" line="756"/>
        <source>waitUntil: timeout_s must be a number of seconds</source>
        <translation>waitUntil：timeout_s 必须是秒数</translation>
    </message>
    <message>
        <location filename="../scripting/src/program.cpp" line="79"/>
        <source>cannot load the program</source>
        <translation>无法加载程序</translation>
    </message>
    <message>
        <location filename="../scripting/src/program.cpp" line="82"/>
        <source>the program is too big for the memory limit</source>
        <translation>程序太大，超出了内存限制</translation>
    </message>
    <message>
        <location filename="../scripting/src/program.cpp" line="123"/>
        <source>%1 - %2</source>
        <translation>%1 —— %2</translation>
    </message>
    <message>
        <location filename="../scripting/src/program.cpp" line="137"/>
        <source>error object is a %1 value</source>
        <translation>错误对象是一个 %1 类型的值</translation>
    </message>
    <message>
        <location filename="../scripting/src/sandbox_tables.cpp" line="54"/>
        <source>%1: %2 elements are more than a table can hold within the memory limit (at most %3)</source>
        <translation>%1：%2 个元素太多，在内存限制内一个表放不下（最多 %3 个）</translation>
    </message>
    <message>
        <location filename="../blocks/src/blocks_file.cpp" line="36"/>
        <source>not a Botlab block program (&quot;format&quot;: &quot;botlab-blocks&quot; missing)</source>
        <translation>不是 Botlab 积木程序（缺少 &quot;format&quot;: &quot;botlab-blocks&quot;）</translation>
    </message>
    <message>
        <location filename="../blocks/src/blocks_file.cpp" line="42"/>
        <source>&quot;version&quot; must be a whole number &gt;= 1</source>
        <translation>&quot;version&quot; 必须是 &gt;= 1 的整数</translation>
    </message>
    <message>
        <location filename="../blocks/src/blocks_file.cpp" line="45"/>
        <source>version %1 is newer than this Botlab reads (1); update Botlab</source>
        <translation>版本 %1 比这个 Botlab 能读的版本 (1) 新；请更新 Botlab</translation>
    </message>
    <message>
        <location filename="../blocks/src/blocks_file.cpp" line="51"/>
        <source>&quot;workspace&quot; must be a JSON object</source>
        <translation>&quot;workspace&quot; 必须是一个 JSON 对象</translation>
    </message>
    <message>
        <location filename="../blocks/src/blocks_to_lua.cpp" line="119"/>
        <source>block &apos;%1&apos; (%2): %3</source>
        <translation>积木 &apos;%1&apos;（%2）：%3</translation>
    </message>
    <message>
        <location filename="../blocks/src/blocks_to_lua.cpp" line="156"/>
        <source>no variable chosen</source>
        <translation>没有选择变量</translation>
    </message>
    <message>
        <location filename="../blocks/src/blocks_to_lua.cpp" line="230"/>
        <location filename="../blocks/src/blocks_to_lua.cpp" line="233"/>
        <source>not a number: &apos;%1&apos;</source>
        <translation>不是数字：&apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../blocks/src/blocks_to_lua.cpp" line="406"/>
        <source>a statement block where a value belongs</source>
        <translation>这里应该放一个值积木，而不是语句积木</translation>
    </message>
    <message>
        <location filename="../blocks/src/blocks_to_lua.cpp" line="408"/>
        <location filename="../blocks/src/blocks_to_lua.cpp" line="653"/>
        <source>unknown block type &apos;%1&apos;</source>
        <translation>未知的积木类型 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../blocks/src/blocks_to_lua.cpp" line="504"/>
        <location filename="../blocks/src/blocks_to_lua.cpp" line="651"/>
        <source>a value block where a statement belongs</source>
        <translation>这里应该放一个语句积木，而不是值积木</translation>
    </message>
    <message>
        <location filename="../blocks/src/blocks_to_lua.cpp" line="604"/>
        <source>&apos;%1&apos; is not a list of names</source>
        <translation>&apos;%1&apos; 不是一串名字</translation>
    </message>
    <message>
        <location filename="../blocks/src/blocks_to_lua.cpp" line="626"/>
        <source>Lua has no &apos;continue&apos;</source>
        <translation>Lua 没有 &apos;continue&apos;</translation>
    </message>
    <message>
        <location filename="../blocks/src/blocks_to_lua.cpp" line="648"/>
        <source>a function definition must stand on its own</source>
        <translation>函数定义积木必须单独放置</translation>
    </message>
    <message>
        <location filename="../blocks/src/blocks_to_lua.cpp" line="681"/>
        <source>the function has no name</source>
        <translation>函数没有名字</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="29"/>
        <source>Motors and servos</source>
        <translation>电机和舵机</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="30"/>
        <source>Sensors</source>
        <translation>传感器</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="31"/>
        <source>Legged robots</source>
        <translation>足式机器人</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="32"/>
        <source>Time and print</source>
        <translation>时间和输出</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="33"/>
        <source>Logic</source>
        <translation>逻辑</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="34"/>
        <source>Loops</source>
        <translation>循环</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="35"/>
        <source>Maths</source>
        <translation>数学</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="36"/>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="37"/>
        <source>Lists</source>
        <translation>列表</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="38"/>
        <source>Variables</source>
        <translation>变量</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="39"/>
        <source>Functions</source>
        <translation>函数</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="40"/>
        <source>Lua</source>
        <translation>Lua</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="46"/>
        <source>motor %1 speed %2 %%</source>
        <translation>电机 %1 速度 %2 %%</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="47"/>
        <source>stop motor %1</source>
        <translation>停止电机 %1</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="48"/>
        <source>stop all motors</source>
        <translation>停止所有电机</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="49"/>
        <source>motor %1 angle (°)</source>
        <translation>电机 %1 转角 (°)</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="50"/>
        <source>servo %1 to %2 ° wait %3</source>
        <translation>舵机 %1 转到 %2 ° 等待 %3</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="51"/>
        <source>line sensor %1</source>
        <translation>巡线传感器 %1</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="52"/>
        <source>distance sensor %1 (cm)</source>
        <translation>距离传感器 %1 (cm)</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="53"/>
        <source>touch sensor %1 pressed</source>
        <translation>触碰传感器 %1 被按下</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="54"/>
        <source>compass heading (°)</source>
        <translation>指南针方向 (°)</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="55"/>
        <source>gyro angle (°)</source>
        <translation>陀螺仪角度 (°)</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="56"/>
        <source>gyro turn rate (°/s)</source>
        <translation>陀螺仪转速 (°/s)</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="57"/>
        <source>reset the gyro</source>
        <translation>陀螺仪清零</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="58"/>
        <source>flame sensor %1</source>
        <translation>火焰传感器 %1</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="59"/>
        <source>light sensor %1</source>
        <translation>光线传感器 %1</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="60"/>
        <source>sound sensor %1</source>
        <translation>声音传感器 %1</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="61"/>
        <source>camera %1 sees colour %2</source>
        <translation>摄像头 %1 看到颜色 %2</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="62"/>
        <source>camera %1 colour in the middle</source>
        <translation>摄像头 %1 画面中央的颜色</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="64"/>
        <source>camera %1 red of pixel x %2 y %3</source>
        <translation>摄像头 %1 像素 x %2 y %3 的红色值</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="65"/>
        <source>lidar %1 scan</source>
        <translation>激光雷达 %1 扫描</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="66"/>
        <source>lidar %1 distance at %2 °</source>
        <translation>激光雷达 %1 在 %2 ° 方向的距离</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="67"/>
        <source>IMU pitch (°)</source>
        <translation>IMU 俯仰角 (°)</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="68"/>
        <source>IMU roll (°)</source>
        <translation>IMU 横滚角 (°)</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="69"/>
        <source>IMU turn rate (°/s)</source>
        <translation>IMU 转速 (°/s)</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="71"/>
        <source>IMU up-down acceleration (m/s²)</source>
        <translation>IMU 上下加速度 (m/s²)</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="72"/>
        <source>wait %1 s</source>
        <translation>等待 %1 秒</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="73"/>
        <source>wait until %1 at most %2 s</source>
        <translation>等待直到 %1 最多 %2 秒</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="74"/>
        <source>time since the start (s)</source>
        <translation>开始以来的时间 (秒)</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="75"/>
        <source>print</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="76"/>
        <source>walk with the gait %1</source>
        <translation>用步态 %1 行走</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="77"/>
        <source>walk forward %1 cm/s sideways %2 cm/s turning %3 °/s</source>
        <translation>行走 前进 %1 cm/s 侧移 %2 cm/s 转向 %3 °/s</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="79"/>
        <source>stride right / left %1</source>
        <translation>右/左步幅比 %1</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="80"/>
        <source>drive the legs by %1</source>
        <translation>腿的驱动方式 %1</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="81"/>
        <source>stand</source>
        <translation>站立</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="82"/>
        <source>sit down</source>
        <translation>坐下</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="264"/>
        <source>A motor of the robot: its port and name.</source>
        <translation>机器人的一个电机：端口和名称。</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="267"/>
        <source>A servo of the robot: its port and name.</source>
        <translation>机器人的一个舵机：端口和名称。</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="269"/>
        <source>A sensor of the robot: its port and name.</source>
        <translation>机器人的一个传感器：端口和名称。</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="310"/>
        <location filename="../blocks/src/catalogue.cpp" line="316"/>
        <source>Lua %1</source>
        <translation>Lua %1</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="312"/>
        <source>Lua code that has no block of its own. It runs as it is written.</source>
        <translation>没有对应积木的 Lua 代码，按原样运行。</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="318"/>
        <source>A Lua value that has no block of its own.</source>
        <translation>没有对应积木的 Lua 值。</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="320"/>
        <source>note: %1</source>
        <translation>注释：%1</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="322"/>
        <source>A note for people reading the program. It does nothing.</source>
        <translation>写给读程序的人的注释，不做任何事。</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="326"/>
        <source>new local %1 = %2</source>
        <translation>新建局部变量 %1 = %2</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="328"/>
        <source>Makes a variable that only this part of the program sees.</source>
        <translation>新建一个只有这部分程序能看到的变量。</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="333"/>
        <source>repeat %1</source>
        <translation>重复执行 %1</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="340"/>
        <source>Does the blocks inside, then again until the condition is true.</source>
        <translation>执行里面的积木，再重复，直到条件为真。</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="349"/>
        <source>for %1 in %2</source>
        <translation>对 %2 中的每个 %1</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="351"/>
        <source>Lua&apos;s generic for: runs the blocks inside for each value the iterator gives.</source>
        <translation>Lua 的泛型 for：对迭代器给出的每个值执行里面的积木。</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="363"/>
        <source>return %1</source>
        <translation>返回 %1</translation>
    </message>
    <message>
        <location filename="../blocks/src/catalogue.cpp" line="365"/>
        <source>Ends the function here and gives back the value.</source>
        <translation>在这里结束函数并返回这个值。</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="64"/>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="97"/>
        <source>unfinished long comment</source>
        <translation>长注释没有结束</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="99"/>
        <source>unfinished long string</source>
        <translation>长字符串没有结束</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="170"/>
        <source>unfinished string</source>
        <translation>字符串没有结束</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="238"/>
        <source>hexadecimal digit expected</source>
        <translation>这里应该是十六进制数字</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="258"/>
        <source>missing &apos;{&apos; in \u{xxxx}</source>
        <translation>\u{xxxx} 中缺少 &apos;{&apos;</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="267"/>
        <source>UTF-8 value too large</source>
        <translation>UTF-8 值太大</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="274"/>
        <source>missing &apos;}&apos; in \u{xxxx}</source>
        <translation>\u{xxxx} 中缺少 &apos;}&apos;</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="283"/>
        <source>invalid escape sequence &apos;\%1&apos;</source>
        <translation>无效的转义序列 &apos;\%1&apos;</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="294"/>
        <source>decimal escape too large</source>
        <translation>十进制转义值太大</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="338"/>
        <source>malformed number near &apos;%1&apos;</source>
        <translation>&apos;%1&apos; 附近的数字格式不对</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="363"/>
        <source>unexpected symbol near &apos;%1&apos;</source>
        <translation>&apos;%1&apos; 附近有意外的符号</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="422"/>
        <location filename="../blocks/src/lua_syntax.cpp" line="428"/>
        <source>&apos;&lt;eof&gt;&apos; expected</source>
        <translation>这里应该是程序的结尾</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="452"/>
        <source>line %1: %2 near &apos;%3&apos;</source>
        <translation>第 %1 行：%2（在 &apos;%3&apos; 附近）</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="457"/>
        <location filename="../blocks/src/lua_syntax.cpp" line="462"/>
        <source>&apos;%1&apos; expected</source>
        <translation>这里应该有 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="464"/>
        <source>&apos;%1&apos; expected (to close &apos;%2&apos; at line %3)</source>
        <translation>这里应该有 &apos;%1&apos;（用来结束第 %3 行的 &apos;%2&apos;）</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="469"/>
        <source>&lt;name&gt; expected</source>
        <translation>这里应该是一个名字</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="585"/>
        <source>unknown attribute &apos;%1&apos;</source>
        <translation>未知的属性 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="598"/>
        <source>&apos;return&apos; must be the last statement of a block</source>
        <translation>&apos;return&apos; 必须是一段代码的最后一条语句</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="614"/>
        <location filename="../blocks/src/lua_syntax.cpp" line="619"/>
        <source>syntax error</source>
        <translation>语法错误</translation>
    </message>
    <message>
        <location filename="../blocks/src/lua_syntax.cpp" line="671"/>
        <source>unexpected symbol</source>
        <translation>意外的符号</translation>
    </message>
    <message>
        <location filename="../scripting/src/debugger.cpp" line="246"/>
        <source>table (1 entry)</source>
        <translation>表（1 项）</translation>
    </message>
    <message>
        <location filename="../scripting/src/debugger.cpp" line="247"/>
        <source>table (%1 entries)</source>
        <translation>表（%1 项）</translation>
    </message>
    <message>
        <location filename="../scripting/src/debugger.cpp" line="255"/>
        <source>function (line %1)</source>
        <translation>函数（第 %1 行）</translation>
    </message>
    <message>
        <location filename="../scripting/src/debugger.cpp" line="332"/>
        <source>main chunk</source>
        <translation>主程序</translation>
    </message>
    <message>
        <location filename="../scripting/src/debugger.cpp" line="420"/>
        <source>the expression ran too long (an endless loop?)</source>
        <translation>表达式运行时间太长（是不是死循环？）</translation>
    </message>
</context>
</TS>
