<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi" sourcelanguage="en">
<context>
    <name>PigEnd</name>
    <message>
        <source>%1: %2 banked</source>
        <translation>%1: đã cất %2</translation>
    </message>
    <message>
        <source>View the table</source>
        <translation>Xem bàn chơi</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Xem lại ván</translation>
    </message>
    <message>
        <source>Back home</source>
        <translation>Về màn hình chính</translation>
    </message>
</context>
<context>
    <name>PigPage</name>
    <message>
        <source>Everyone else, please look away: %1&apos;s bonus card is next.</source>
        <translation>Mọi người khác vui lòng nhìn đi chỗ khác: tiếp theo là lá thưởng của %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>đích %1</translation>
    </message>
    <message>
        <source>Die: %1 · this turn %2</source>
        <translation>Xúc xắc: %1 · lượt này %2</translation>
    </message>
    <message>
        <source>This turn: %1</source>
        <translation>Lượt này: %1</translation>
    </message>
    <message>
        <source>Your secret bonus card: %1</source>
        <translation>Lá thưởng bí mật của bạn: %1</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Gieo</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Dừng</translation>
    </message>
</context>
<context>
    <name>PigRules</name>
    <message>
        <source>&lt;i&gt;2 to 6 players.&lt;/i&gt; On your turn, roll the die as often as you like: a 2 to 6 adds to your turn&apos;s points, a 1 loses them and ends your turn. Hold to bank the turn&apos;s points. The first to bank the target ends the game; banked points and your secret bonus card count, and the most wins.</source>
        <translation>&lt;i&gt;2 đến 6 người chơi.&lt;/i&gt; Đến lượt, bạn gieo xúc xắc bao nhiêu lần tùy thích: mặt 2 đến 6 cộng vào điểm của lượt, mặt 1 làm mất hết điểm đó và kết thúc lượt. Dừng để cất điểm của lượt. Người đầu tiên cất đủ điểm đích kết thúc ván chơi; điểm đã cất và lá thưởng bí mật được tính, ai nhiều điểm nhất thì thắng.</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Learn Pig</source>
        <translation>Học chơi Pig</translation>
    </message>
    <message>
        <source>Welcome to Pig, the example game! Roll the die as often as you dare: a 1 loses the turn&apos;s points.</source>
        <translation>Chào mừng bạn đến với Pig, trò chơi mẫu! Hãy gieo xúc xắc bao nhiêu lần bạn dám: mặt 1 làm mất điểm của lượt.</translation>
    </message>
    <message>
        <source>Roll the die.</source>
        <translation>Hãy gieo xúc xắc.</translation>
    </message>
    <message>
        <source>Press Roll.</source>
        <translation>Nhấn Gieo.</translation>
    </message>
    <message>
        <source>Roll or hold: your choice now.</source>
        <translation>Gieo hay dừng: giờ bạn chọn.</translation>
    </message>
    <message>
        <source>Press Roll or Hold.</source>
        <translation>Nhấn Gieo hoặc Dừng.</translation>
    </message>
</context>
<context>
    <name>pig</name>
    <message>
        <source>Roll the die or hold: the example game kept in the tests</source>
        <translation>Gieo xúc xắc hay dừng: trò chơi mẫu trong các bài kiểm thử</translation>
    </message>
    <message>
        <source>On: Roll and Hold say what they would do.</source>
        <translation>Bật: Gieo và Dừng cho biết chúng sẽ làm gì.</translation>
    </message>
    <message>
        <source>Start rolling</source>
        <translation>Bắt đầu gieo</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>ván chơi đã kết thúc</translation>
    </message>
    <message>
        <source>there is nothing to hold yet: roll first</source>
        <translation>chưa có gì để dừng: hãy gieo trước</translation>
    </message>
    <message>
        <source>roll the die: a 1 loses the turn&apos;s {0} points</source>
        <translation>gieo xúc xắc: mặt 1 làm mất {0} điểm của lượt</translation>
    </message>
    <message>
        <source>bank {0} points, {1} in all</source>
        <translation>cất {0} điểm, tổng cộng {1}</translation>
    </message>
    <message>
        <source>{0} players share the most points, {1}, banked points and bonus card together</source>
        <translation>{0} người chơi cùng có nhiều điểm nhất, {1}, tính cả điểm đã cất và lá thưởng</translation>
    </message>
    <message>
        <source>player {0} has the most points: {1} banked and a bonus card of {2}, {3} in all</source>
        <translation>người chơi {0} có nhiều điểm nhất: đã cất {1} và lá thưởng {2}, tổng cộng {3}</translation>
    </message>
    <message>
        <source>player {0} rolled a 1 and lost the turn&apos;s points</source>
        <translation>người chơi {0} gieo được 1 và mất điểm của lượt</translation>
    </message>
    <message>
        <source>player {0} rolled a {1}: {2} points this turn</source>
        <translation>người chơi {0} gieo được {1}: lượt này {2} điểm</translation>
    </message>
    <message>
        <source>player {0} held: {1} points banked</source>
        <translation>người chơi {0} dừng: đã cất {1} điểm</translation>
    </message>
    <message>
        <source>player {0} {1}</source>
        <translation>người chơi {0} {1}</translation>
    </message>
    <message>
        <source>player {0} held: {1} points banked, the target reached; the bonus cards: {2}</source>
        <translation>người chơi {0} dừng: đã cất {1} điểm, đạt điểm đích; các lá thưởng: {2}</translation>
    </message>
    <message>
        <source>Pig</source>
        <translatorcomment>kept in English</translatorcomment>
        <translation>Pig</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Điểm đích</translation>
    </message>
    <message>
        <source>The banked points that end the game</source>
        <translation>Số điểm đã cất để kết thúc ván chơi</translation>
    </message>
    <message>
        <source>{0}: it holds at {1} points</source>
        <translation>{0}: nó dừng khi có {1} điểm</translation>
    </message>
    <message>
        <source>{0}: it rolls on below {1} points</source>
        <translation>{0}: nó gieo tiếp khi dưới {1} điểm</translation>
    </message>
</context>
<context>
    <name>tidepool::app::PigGame</name>
    <message>
        <source>%1: %2 banked</source>
        <translation>%1: đã cất %2</translation>
    </message>
    <message>
        <source>Target %1. %2. This turn: %3 points.</source>
        <translation>Điểm đích %1. %2. Lượt này: %3 điểm.</translation>
    </message>
</context>
</TS>
