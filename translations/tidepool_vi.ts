<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi" sourcelanguage="en">
<context>
    <name>Beach</name>
    <message>
        <source>Block set %1</source>
        <translation>Bộ khối %1</translation>
    </message>
    <message>
        <source>combo %1</source>
        <translation>combo %1</translation>
    </message>
    <message>
        <source>match 0</source>
        <translation>cặp 0</translation>
    </message>
    <message>
        <source>or replace it</source>
        <translation>hoặc thay lá này</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 điểm</translation>
    </message>
    <message>
        <source>Combo: stack the two icons shown for %1</source>
        <translation>Combo: xếp hai hình được chỉ ra để được %1</translation>
    </message>
    <message>
        <source>Key %1</source>
        <translation>Phím %1</translation>
    </message>
</context>
<context>
    <name>DiscardPile</name>
    <message>
        <source>empty</source>
        <translation>trống</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n lá</numerusform>
        </translation>
    </message>
    <message>
        <source>Top: %1 (%2)</source>
        <translation>Trên cùng: %1 (%2)</translation>
    </message>
    <message>
        <source>Key %1</source>
        <translation>Phím %1</translation>
    </message>
    <message>
        <source>%1, top card %2</source>
        <translation>%1, lá trên cùng %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, trống</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, coming soon</source>
        <translation>%1, sắp có</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 người chơi</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Chơi %1</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Sắp có</translation>
    </message>
    <message>
        <source>SOON</source>
        <translation>SẮP CÓ</translation>
    </message>
</context>
<context>
    <name>GameMenu</name>
    <message>
        <source>Save a copy of this game</source>
        <translation>Lưu một bản sao của ván này</translation>
    </message>
    <message>
        <source>Tidepool games (*.tidepool.json)</source>
        <translation>Ván chơi Tidepool (*.tidepool.json)</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Tạm dừng</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Chơi tiếp</translation>
    </message>
    <message>
        <source>Learning mode</source>
        <translation>Chế độ học</translation>
    </message>
    <message>
        <source>Undo my last action</source>
        <translation>Hoàn tác nước vừa đi</translation>
    </message>
    <message>
        <source>Can&apos;t undo: %1</source>
        <translation>Không thể hoàn tác: %1</translation>
    </message>
    <message>
        <source>Save a copy…</source>
        <translation>Lưu bản sao…</translation>
    </message>
    <message>
        <source>Every move is saved automatically; Home offers to continue.</source>
        <translation>Mọi nước đi đều được tự động lưu; màn hình chính cho phép chơi tiếp.</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Cài đặt…</translation>
    </message>
    <message>
        <source>Rules (coming soon)</source>
        <translation>Luật chơi (sắp có)</translation>
    </message>
    <message>
        <source>Leave the game, back home</source>
        <translation>Rời ván, về màn hình chính</translation>
    </message>
    <message>
        <source>Esc to resume</source>
        <translation>Esc để chơi tiếp</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The computer player chose an illegal move (%1): %2</source>
        <translation>Người chơi máy đã chọn một nước không hợp lệ (%1): %2</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 thắng!</translation>
    </message>
    <message>
        <source>%1 and %2 share the win!</source>
        <translation>%1 và %2 cùng thắng!</translation>
    </message>
    <message>
        <source>The record</source>
        <translation>Bản ghi</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: this is a record of &quot;%2&quot;, not of this game</source>
        <translation>%1: đây là bản ghi của &quot;%2&quot;, không phải của trò này</translation>
    </message>
    <message>
        <source>%1: cannot open the file (%2)</source>
        <translation>%1: không mở được tệp (%2)</translation>
    </message>
    <message>
        <source>The new game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <source>%1: action %2 &quot;%3&quot;: %4</source>
        <translation>%1: nước đi %2 &quot;%3&quot;: %4</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Tự động lưu thất bại: %1</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Ván chơi đã kết thúc</translation>
    </message>
    <message>
        <source>Only the player to act can undo their own moves</source>
        <translation>Chỉ người đang đến lượt mới hoàn tác được nước đi của mình</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Chưa đến lượt bạn</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Ribbit</source>
        <translation>Ribbit (Đua Rùa)</translation>
    </message>
    <message>
        <source>A turtle race where every player secretly backs one colour</source>
        <translation>Cuộc đua rùa, mỗi người chơi bí mật ủng hộ một màu</translation>
    </message>
    <message>
        <source>Turtle Race Mini</source>
        <translation>Đua Rùa Mini</translation>
    </message>
    <message>
        <source>A boardless turtle race, with a multi-round advanced game</source>
        <translation>Đua rùa không cần bảng, có cách chơi nâng cao nhiều chặng</translation>
    </message>
    <message>
        <source>Ripple</source>
        <translation>Ripple</translation>
    </message>
    <message>
        <source>A beach card game of matches, block sets and combos</source>
        <translation>Trò chơi bài bãi biển với cặp, bộ khối và combo</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <source>Key %1</source>
        <translation>Phím %1</translation>
    </message>
</context>
<context>
    <name>HandoverOverlay</name>
    <message>
        <source>Pass the screen to</source>
        <translation>Chuyển màn hình cho</translation>
    </message>
    <message>
        <source>Everyone else, please look away: %1&apos;s cards and turtle are next.</source>
        <translation>Mọi người khác xin nhìn đi chỗ khác: tiếp theo là bài và rùa của %1.</translation>
    </message>
    <message>
        <source>I&apos;m %1, show my cards</source>
        <translation>Tôi là %1, cho xem bài của tôi</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Watch a replay</source>
        <translation>Xem lại một ván</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Mở ván đã lưu</translation>
    </message>
    <message>
        <source>Tidepool games (*.tidepool.json)</source>
        <translation>Ván chơi Tidepool (*.tidepool.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Mọi tệp (*)</translation>
    </message>
    <message>
        <source>⚙  Settings</source>
        <translation>⚙  Cài đặt</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Cài đặt</translation>
    </message>
    <message>
        <source>Tidepool</source>
        <translation>Tidepool</translation>
    </message>
    <message>
        <source>Family games around one screen</source>
        <translation>Trò chơi gia đình quanh một màn hình</translation>
    </message>
    <message>
        <source>Continue:</source>
        <translation>Chơi tiếp:</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>vòng %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Chơi tiếp</translation>
    </message>
    <message>
        <source>Forget this game</source>
        <translation>Bỏ ván này</translation>
    </message>
    <message>
        <source>%1 with %2, last played %3</source>
        <translation>%1 với %2, chơi lần cuối %3</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Mở ván đã lưu…</translation>
    </message>
    <message>
        <source>Watch a replay…</source>
        <translation>Xem lại một ván…</translation>
    </message>
    <message>
        <source>One screen, many players: pass it round and keep your cards secret</source>
        <translation>Một màn hình, nhiều người chơi: chuyền tay nhau và giữ bí mật lá bài của mình</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation>Nhật ký ván chơi</translation>
    </message>
    <message>
        <source>Close the log</source>
        <translation>Đóng nhật ký</translation>
    </message>
    <message>
        <source>Nothing played yet.</source>
        <translation>Chưa có nước đi nào.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Tidepool</source>
        <translation>Tidepool</translation>
    </message>
    <message>
        <source>%1: this game can&apos;t be played in this version yet</source>
        <translation>%1: phiên bản này chưa chơi được trò này</translation>
    </message>
    <message>
        <source>This game can&apos;t be played in this version yet</source>
        <translation>Phiên bản này chưa chơi được trò này</translation>
    </message>
</context>
<context>
    <name>MiniBetweenRaces</name>
    <message>
        <source>Race %1 is over</source>
        <translation>Chặng %1 đã kết thúc</translation>
    </message>
    <message>
        <source>%1 drew the third lettuce.</source>
        <translation>%1 rút lá rau diếp thứ ba.</translation>
    </message>
    <message>
        <source>First out</source>
        <translation>Ra đầu tiên</translation>
    </message>
    <message>
        <source>Second out</source>
        <translation>Ra thứ hai</translation>
    </message>
    <message>
        <source>%1 and %2 finish and leave the game.</source>
        <translation>%1 và %2 về đích và rời cuộc đua.</translation>
    </message>
    <message>
        <source>%1 ran ahead, but black tiles never finish: they run again.</source>
        <translation>%1 chạy trước, nhưng thẻ đen không bao giờ về đích: chúng chạy tiếp.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> và </translation>
    </message>
    <message>
        <source>How race %1 ended</source>
        <translation>Chặng %1 kết thúc thế nào</translation>
    </message>
    <message>
        <source>Race %1 starts from this row</source>
        <translation>Chặng %1 bắt đầu từ hàng này</translation>
    </message>
    <message>
        <source>Every stack splits into a row behind its bottom tile. Everyone keeps their cards; the lettuces and the played cards are shuffled back into the draw pile. Colours stay secret.</source>
        <translation>Mỗi chồng tách thành một hàng sau thẻ dưới cùng. Mọi người giữ bài của mình; các lá rau diếp và lá đã đánh được xáo lại vào chồng bài rút. Màu vẫn giữ bí mật.</translation>
    </message>
    <message>
        <source>Start race %1</source>
        <translation>Bắt đầu chặng %1</translation>
    </message>
</context>
<context>
    <name>MiniCard</name>
    <message>
        <source>%1 tile</source>
        <translation>Thẻ %1</translation>
    </message>
    <message>
        <source>Any tile</source>
        <translation>Thẻ bất kì</translation>
    </message>
    <message>
        <source>Shake</source>
        <translation>Lắc</translation>
    </message>
    <message>
        <source>Lettuce</source>
        <translation>Rau diếp</translation>
    </message>
</context>
<context>
    <name>MiniEnd</name>
    <message>
        <source>black</source>
        <translation>đen</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>không ai</translation>
    </message>
    <message>
        <source>Race %1</source>
        <translation>Chặng %1</translation>
    </message>
    <message>
        <source>How race %1, the last, ended</source>
        <translation>Chặng %1, chặng cuối, kết thúc thế nào</translation>
    </message>
    <message>
        <source>The final order</source>
        <translation>Thứ tự cuối cùng</translation>
    </message>
    <message>
        <source>Secret colours</source>
        <translation>Màu bí mật</translation>
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
    <message>
        <source>Play again</source>
        <translation>Chơi lại</translation>
    </message>
</context>
<context>
    <name>MiniGame</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 hoặc %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 và %2</translation>
    </message>
    <message>
        <source>the front stack</source>
        <translation>chồng đầu</translation>
    </message>
    <message>
        <source>the back stack</source>
        <translation>chồng cuối</translation>
    </message>
    <message>
        <source>stack %1</source>
        <translation>chồng %1</translation>
    </message>
    <message>
        <source>first</source>
        <translation>thứ nhất</translation>
    </message>
    <message>
        <source>second</source>
        <translation>thứ hai</translation>
    </message>
    <message>
        <source>third</source>
        <translation>thứ ba</translation>
    </message>
    <message>
        <source>%1 is playing</source>
        <translation>%1 đang chơi</translation>
    </message>
    <message>
        <source>Choose a card to play</source>
        <translation>Chọn một lá bài để đánh</translation>
    </message>
    <message>
        <source>Shake: no stack has two tiles, so it changes nothing</source>
        <translation>Lắc: không chồng nào có hai thẻ nên không có tác dụng</translation>
    </message>
    <message>
        <source>%1 has no tile to aim at: it changes nothing</source>
        <translation>%1 không có thẻ nào để nhắm: không có tác dụng</translation>
    </message>
    <message>
        <source>Shake: click the bottom tile of a stack (%1)</source>
        <translation>Lắc: bấm vào thẻ dưới cùng của một chồng (%1)</translation>
    </message>
    <message>
        <source>%1: click %2</source>
        <translation>%1: bấm vào %2</translation>
    </message>
    <message>
        <source>%1: click any tile</source>
        <translation>%1: bấm vào thẻ bất kì</translation>
    </message>
    <message>
        <source>Confirm who is at the screen first</source>
        <translation>Hãy xác nhận ai đang ngồi trước màn hình đã</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Chưa đến lượt bạn</translation>
    </message>
    <message>
        <source>Choose a card first</source>
        <translation>Hãy chọn một lá bài trước</translation>
    </message>
    <message>
        <source>This card can&apos;t be played now</source>
        <translation>Lá này không đánh được lúc này</translation>
    </message>
    <message>
        <source>No stack to shake: it changes nothing</source>
        <translation>Không có chồng để lắc: không có tác dụng</translation>
    </message>
    <message>
        <source>Every play with it changes nothing</source>
        <translation>Đánh lá này kiểu nào cũng không có tác dụng</translation>
    </message>
    <message>
        <source>%1, a black tile (nobody&apos;s)</source>
        <translation>%1, thẻ đen (không của ai)</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> của %1</translation>
    </message>
    <message>
        <source>, riding on %1</source>
        <translation>, đang cưỡi trên %1</translation>
    </message>
    <message>
        <source>, carrying %1</source>
        <translation>, đang cõng %1</translation>
    </message>
    <message>
        <source>, finished in race %1</source>
        <translation>, về đích ở chặng %1</translation>
    </message>
    <message>
        <source>%1 played Shake with no effect: no stack has two tiles.</source>
        <translation>%1 đánh Lắc nhưng không có tác dụng: không chồng nào có hai thẻ.</translation>
    </message>
    <message>
        <source>%1 played %2 with no effect.</source>
        <translation>%1 đánh %2 nhưng không có tác dụng.</translation>
    </message>
    <message>
        <source>%1 played Shake on %2: %3 came off and lined up behind it.</source>
        <translation>%1 đánh Lắc vào %2: %3 rời ra và xếp hàng phía sau.</translation>
    </message>
    <message>
        <source>%1 played %2 on %3, already in front: no effect.</source>
        <translation>%1 đánh %2 vào %3, vốn đã ở đầu: không có tác dụng.</translation>
    </message>
    <message>
        <source>%1 played %2 on %3, already at the back: no effect.</source>
        <translation>%1 đánh %2 vào %3, vốn đã ở cuối: không có tác dụng.</translation>
    </message>
    <message>
        <source>%1 played %2: %3 moves forward to %4</source>
        <translation>%1 đánh %2: %3 tiến lên %4</translation>
    </message>
    <message>
        <source>%1 played %2: %3 moves back to %4</source>
        <translation>%1 đánh %2: %3 lùi về %4</translation>
    </message>
    <message>
        <source>, onto %1</source>
        <translation>, lên trên %1</translation>
    </message>
    <message>
        <source>The discard pile is shuffled into a new draw pile.</source>
        <translation>Chồng bài bỏ được xáo thành chồng bài rút mới.</translation>
    </message>
    <message>
        <source>%1 drew the %2 lettuce.</source>
        <translation>%1 rút lá rau diếp %2.</translation>
    </message>
    <message>
        <source>%1 drew %2 lettuces.</source>
        <translation>%1 rút %2 lá rau diếp.</translation>
    </message>
    <message>
        <source>%1 drew the third lettuce: the race is over.</source>
        <translation>%1 rút lá rau diếp thứ ba: cuộc đua kết thúc.</translation>
    </message>
    <message>
        <source>%1 drew the third lettuce: race %2 is over, %3 finish.</source>
        <translation>%1 rút lá rau diếp thứ ba: chặng %2 kết thúc, %3 về đích.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Ván chơi đã kết thúc.</translation>
    </message>
</context>
<context>
    <name>MiniHand</name>
    <message>
        <source>Key %1</source>
        <translation>Phím %1</translation>
    </message>
</context>
<context>
    <name>MiniPage</name>
    <message>
        <source>☰  Menu</source>
        <translation>☰  Menu</translation>
    </message>
    <message>
        <source>Hide log</source>
        <translation>Ẩn nhật ký</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Nhật ký</translation>
    </message>
    <message>
        <source>%1 is thinking</source>
        <translation>%1 đang suy nghĩ</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Lượt của %1</translation>
    </message>
    <message>
        <source>Play it with no effect</source>
        <translation>Đánh dù không có tác dụng</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Ván chơi đã kết thúc.</translation>
    </message>
    <message>
        <source>%1 is choosing a card…</source>
        <translation>%1 đang chọn bài…</translation>
    </message>
    <message>
        <source>Cards are hidden until their owner is at the screen.</source>
        <translation>Bài được che cho đến khi chủ của chúng ngồi trước màn hình.</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Chồng bài rút</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <translation>
            <numerusform>Chồng bài rút: %n lá</numerusform>
        </translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Lá vừa đánh</translation>
    </message>
    <message>
        <source>Last played: %1</source>
        <translation>Lá vừa đánh: %1</translation>
    </message>
    <message>
        <source>No card played yet</source>
        <translation>Chưa đánh lá nào</translation>
    </message>
    <message>
        <source>Show the results</source>
        <translation>Xem kết quả</translation>
    </message>
</context>
<context>
    <name>MiniRace</name>
    <message>
        <source>Race %1</source>
        <translation>Chặng %1</translation>
    </message>
    <message>
        <source>advanced game</source>
        <translation>cách chơi nâng cao</translation>
    </message>
    <message>
        <source>One race: the third lettuce ends it</source>
        <translation>Một chặng: lá rau diếp thứ ba kết thúc cuộc đua</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Đã về đích</translation>
    </message>
    <message>
        <source>race %1</source>
        <translation>chặng %1</translation>
    </message>
    <message>
        <source>Finished: %1</source>
        <translation>Đã về đích: %1</translation>
    </message>
    <message>
        <source>No tile has finished yet</source>
        <translation>Chưa có thẻ nào về đích</translation>
    </message>
    <message>
        <source>FRONT</source>
        <translation>ĐẦU</translation>
    </message>
    <message>
        <source>Lettuce %1 / 3</source>
        <translation>Rau diếp %1 / 3</translation>
    </message>
    <message>
        <source>%1 of 3 lettuces laid out</source>
        <translation>Đã đặt %1 trên 3 lá rau diếp</translation>
    </message>
    <message>
        <source>back</source>
        <translation>cuối</translation>
    </message>
</context>
<context>
    <name>MiniRowPicture</name>
    <message>
        <source>Front first: %1</source>
        <translation>Từ đầu hàng: %1</translation>
    </message>
</context>
<context>
    <name>MiniSecret</name>
    <message>
        <source>Your colour</source>
        <translation>Màu của bạn</translation>
    </message>
    <message>
        <source>Your colour · hold to peek</source>
        <translation>Màu của bạn · giữ để xem</translation>
    </message>
    <message>
        <source>Your colour: %1</source>
        <translation>Màu của bạn: %1</translation>
    </message>
    <message>
        <source>Your secret colour card, face down</source>
        <translation>Lá màu bí mật của bạn, úp mặt</translation>
    </message>
    <message>
        <source>Activate to peek at your colour</source>
        <translation>Kích hoạt để xem màu của bạn</translation>
    </message>
</context>
<context>
    <name>MiniTile</name>
    <message>
        <source>no effect</source>
        <translation>không tác dụng</translation>
    </message>
    <message>
        <source>Backed by %1</source>
        <translation>Của %1</translation>
    </message>
    <message>
        <source>Can be chosen, but the card would change nothing</source>
        <translation>Chọn được, nhưng lá bài sẽ không có tác dụng</translation>
    </message>
    <message>
        <source>Can be chosen with the selected card</source>
        <translation>Chọn được với lá bài đang chọn</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>‹  Games</source>
        <translation>‹  Trò chơi</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Ván %1 mới</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>%1 to %2 at the table</source>
        <translation>Từ %1 đến %2 người</translation>
    </message>
    <message>
        <source>+  Add a player</source>
        <translation>+  Thêm người chơi</translation>
    </message>
    <message>
        <source>Learning mode</source>
        <translation>Chế độ học</translation>
    </message>
    <message>
        <source>On: playable cards and turtles light up, and every card you can&apos;t play says why.</source>
        <translation>Bật: lá bài và rùa có thể chọn được làm sáng lên, và lá nào không đánh được sẽ nói lí do.</translation>
    </message>
    <message>
        <source>Off: no hints. For players who know the game.</source>
        <translation>Tắt: không gợi ý. Dành cho người đã biết chơi.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Luật chơi</translation>
    </message>
    <message>
        <source>Reset rules to defaults</source>
        <translation>Đặt lại luật mặc định</translation>
    </message>
    <message>
        <source>Start the race</source>
        <translation>Bắt đầu cuộc đua</translation>
    </message>
</context>
<context>
    <name>NewGameSetup</name>
    <message>
        <source>Player 1</source>
        <translation>Người chơi 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Người chơi 2</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Máy</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Người chơi %1</translation>
    </message>
    <message>
        <source>Seat %1 needs a name</source>
        <translation>Chỗ ngồi %1 cần có tên</translation>
    </message>
    <message>
        <source>Two seats are called %1</source>
        <translation>Hai chỗ ngồi cùng tên %1</translation>
    </message>
</context>
<context>
    <name>OptionRow</name>
    <message>
        <source>On</source>
        <translation>Bật</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Tắt</translation>
    </message>
    <message>
        <source>Default: %1 · changed</source>
        <translation>Mặc định: %1 · đã đổi</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Mặc định: %1</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <source>Play Ribbit, Turtle Race Mini and Ripple at one screen.</source>
        <translation>Chơi Ribbit, Đua Rùa Mini và Ripple trên một màn hình.</translation>
    </message>
    <message>
        <source>Render the first frame to a PNG file and exit.</source>
        <translation>Vẽ khung hình đầu tiên ra tệp PNG rồi thoát.</translation>
    </message>
    <message>
        <source>PNG</source>
        <translation>PNG</translation>
    </message>
    <message>
        <source>Window size, e.g. 1280x800.</source>
        <translation>Kích thước cửa sổ, ví dụ 1280x800.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>RxC</translation>
    </message>
    <message>
        <source>A game record (*.tidepool.json) to open.</source>
        <translation>Bản ghi ván chơi (*.tidepool.json) để mở.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1: cannot write (%2)</source>
        <translation>%1: không ghi được (%2)</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Replay</source>
        <translation>Xem lại</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Về đầu</translation>
    </message>
    <message>
        <source>One action back</source>
        <translation>Lùi một nước</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>One action forward</source>
        <translation>Tiến một nước</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Đến cuối</translation>
    </message>
    <message>
        <source>Leave the replay</source>
        <translation>Thoát xem lại</translation>
    </message>
</context>
<context>
    <name>RibbitCard</name>
    <message>
        <source>Any turtle</source>
        <translation>Rùa bất kì</translation>
    </message>
    <message>
        <source>Last turtle</source>
        <translation>Rùa cuối cùng</translation>
    </message>
</context>
<context>
    <name>RibbitEnd</name>
    <message>
        <source>%1: %2 turtle%3</source>
        <translation>%1: rùa %2%3</translation>
    </message>
    <message>
        <source>, backed by %1</source>
        <translation>, của %1</translation>
    </message>
    <message>
        <source>, nobody&apos;s</source>
        <translation>, không của ai</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>không ai</translation>
    </message>
    <message>
        <source>Secret colours</source>
        <translation>Màu bí mật</translation>
    </message>
    <message>
        <source>View the board</source>
        <translation>Xem bảng game</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Xem lại ván</translation>
    </message>
    <message>
        <source>Back home</source>
        <translation>Về màn hình chính</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Chơi lại</translation>
    </message>
</context>
<context>
    <name>RibbitGame</name>
    <message>
        <source>red</source>
        <translation>đỏ</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>vàng</translation>
    </message>
    <message>
        <source>green</source>
        <translation>xanh lá</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>xanh dương</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>tím</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 và %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Rainbow %1</source>
        <translation>Cầu vồng %1</translation>
    </message>
    <message>
        <source>Last turtle %1</source>
        <translation>Rùa cuối %1</translation>
    </message>
    <message>
        <source>START</source>
        <translation>vị trí Bắt đầu</translation>
    </message>
    <message>
        <source>the lettuce</source>
        <translation>đích (rau diếp)</translation>
    </message>
    <message>
        <source>space %1</source>
        <translation>ô %1</translation>
    </message>
    <message>
        <source>%1 is playing</source>
        <translation>%1 đang chơi</translation>
    </message>
    <message>
        <source>No card can be played: choose one to discard</source>
        <translation>Không đánh được lá nào: chọn một lá để bỏ</translation>
    </message>
    <message>
        <source>Discard %1 with no effect</source>
        <translation>Bỏ lá %1, không có tác dụng</translation>
    </message>
    <message>
        <source>Choose a card to play</source>
        <translation>Chọn một lá bài để đánh</translation>
    </message>
    <message>
        <source>%1: click the %2 turtle</source>
        <translation>%1: bấm vào rùa %2</translation>
    </message>
    <message>
        <source>%1: click a turtle to move (%2)</source>
        <translation>%1: bấm vào một con rùa để di chuyển (%2)</translation>
    </message>
    <message>
        <source>Confirm who is at the screen first</source>
        <translation>Hãy xác nhận ai đang ngồi trước màn hình đã</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Chưa đến lượt bạn</translation>
    </message>
    <message>
        <source>Choose a card first</source>
        <translation>Hãy chọn một lá bài trước</translation>
    </message>
    <message>
        <source>Choose a card to discard first</source>
        <translation>Hãy chọn lá để bỏ trước</translation>
    </message>
    <message>
        <source>%1 turtle, %2</source>
        <translation>Rùa %1, %2</translation>
    </message>
    <message>
        <source>, carrying %1</source>
        <translation>, đang cõng %1</translation>
    </message>
    <message>
        <source>, riding on %1</source>
        <translation>, đang cưỡi trên %1</translation>
    </message>
    <message>
        <source>%1 could play no card and discarded %2.</source>
        <translation>%1 không đánh được lá nào và bỏ lá %2.</translation>
    </message>
    <message>
        <source>%1 played %2 on %3, which is on START: nothing moves.</source>
        <translation>%1 đánh %2 vào %3 đang ở vị trí Bắt đầu: không con nào di chuyển.</translation>
    </message>
    <message>
        <source>%1 played %2: %3 moves from %4 to %5</source>
        <translation>%1 đánh %2: %3 đi từ %4 đến %5</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>Cuộc đua đã kết thúc.</translation>
    </message>
    <message>
        <source>The played cards are shuffled into a new draw pile.</source>
        <translation>Các lá bài đã dùng được xáo thành chồng bài rút mới.</translation>
    </message>
</context>
<context>
    <name>RibbitPage</name>
    <message>
        <source>☰  Menu</source>
        <translation>☰  Menu</translation>
    </message>
    <message>
        <source>Hide log</source>
        <translation>Ẩn nhật ký</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Nhật ký</translation>
    </message>
    <message>
        <source>%1 is thinking</source>
        <translation>%1 đang suy nghĩ</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Lượt của %1</translation>
    </message>
    <message>
        <source>Discard this card</source>
        <translation>Bỏ lá này</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>Cuộc đua đã kết thúc.</translation>
    </message>
    <message>
        <source>%1 is choosing a card…</source>
        <translation>%1 đang chọn bài…</translation>
    </message>
    <message>
        <source>Cards are hidden until their owner is at the screen.</source>
        <translation>Bài được che cho đến khi chủ của chúng ngồi trước màn hình.</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Chồng bài rút</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <translation>
            <numerusform>Chồng bài rút: %n lá</numerusform>
        </translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Lá vừa đánh</translation>
    </message>
    <message>
        <source>Last played: %1</source>
        <translation>Lá vừa đánh: %1</translation>
    </message>
    <message>
        <source>No card played yet</source>
        <translation>Chưa đánh lá nào</translation>
    </message>
    <message>
        <source>Show the results</source>
        <translation>Xem kết quả</translation>
    </message>
</context>
<context>
    <name>RippleCard</name>
    <message>
        <source>COMBO NEEDS</source>
        <translation>COMBO CẦN</translation>
    </message>
</context>
<context>
    <name>RippleEnd</name>
    <message>
        <source>Final table · the lowest total wins</source>
        <translation>Bảng cuối · tổng thấp nhất thắng</translation>
    </message>
    <message>
        <source>Round scores</source>
        <translation>Điểm từng vòng</translation>
    </message>
    <message>
        <source>View the table</source>
        <translation>Xem bàn chơi</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Xem lại</translation>
    </message>
    <message>
        <source>Back home</source>
        <translation>Về màn hình chính</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Chơi lại</translation>
    </message>
</context>
<context>
    <name>RippleGame</name>
    <message>
        <source> combo</source>
        <translation> combo</translation>
    </message>
    <message>
        <source>%1 has turned up every card: everyone else has one last turn</source>
        <translation>%1 đã lật hết bài: mọi người khác còn một lượt cuối</translation>
    </message>
    <message>
        <source>%1 is playing</source>
        <translation>%1 đang chơi</translation>
    </message>
    <message>
        <source>Turn up two of your cards: click the first</source>
        <translation>Lật hai lá bài của bạn: bấm vào lá thứ nhất</translation>
    </message>
    <message>
        <source>Now click a second card to turn up</source>
        <translation>Giờ bấm vào lá thứ hai để lật</translation>
    </message>
    <message>
        <source>Extra turn: draw from the draw pile</source>
        <translation>Lượt thêm: rút từ chồng bài rút</translation>
    </message>
    <message>
        <source>Draw a card, or take the top card of another player&apos;s discard pile</source>
        <translation>Rút một lá, hoặc lấy lá trên cùng của chồng bài bỏ của người khác</translation>
    </message>
    <message>
        <source>Place the %1 on your beach, stack it behind a combo, or discard it</source>
        <translation>Đặt lá %1 lên bãi biển của bạn, xếp sau một combo, hoặc bỏ nó</translation>
    </message>
    <message>
        <source>The %1 can ripple: click a glowing spot, or discard it</source>
        <translation>Lá %1 có thể gợn sóng: bấm vào chỗ đang sáng, hoặc bỏ nó</translation>
    </message>
    <message>
        <source>Ripple the %1 into a match or a combo, or discard it</source>
        <translation>Cho lá %1 gợn sóng thành cặp hoặc combo, hoặc bỏ nó</translation>
    </message>
    <message>
        <source>Discard the %1</source>
        <translation>Bỏ lá %1</translation>
    </message>
    <message>
        <source>Turn up one of your face-down cards</source>
        <translation>Lật một lá đang úp của bạn</translation>
    </message>
    <message>
        <source>%1&apos;s pile</source>
        <translation>Chồng của %1</translation>
    </message>
    <message>
        <source>%1&apos;s pile %2</source>
        <translation>Chồng %2 của %1</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Ván chơi đã kết thúc</translation>
    </message>
    <message>
        <source>Confirm who is at the screen first</source>
        <translation>Hãy xác nhận ai đang ngồi trước màn hình đã</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Chưa đến lượt bạn</translation>
    </message>
    <message>
        <source>That card is already face up: choose a face-down one</source>
        <translation>Lá đó đã ngửa: hãy chọn một lá đang úp</translation>
    </message>
    <message>
        <source>First draw a card from the draw pile (extra turn)</source>
        <translation>Trước hết rút một lá từ chồng bài rút (lượt thêm)</translation>
    </message>
    <message>
        <source>First draw a card, or take one from another player&apos;s discard pile</source>
        <translation>Trước hết rút một lá, hoặc lấy một lá từ chồng bài bỏ của người khác</translation>
    </message>
    <message>
        <source>That card is already face up</source>
        <translation>Lá đó đã ngửa</translation>
    </message>
    <message>
        <source>Extra turn for %1! The next card comes from the draw pile.</source>
        <translation>Lượt thêm cho %1! Lá tiếp theo lấy từ chồng bài rút.</translation>
    </message>
    <message>
        <source>%1 has turned up every card: everyone else has one last turn!</source>
        <translation>%1 đã lật hết bài: mọi người khác còn một lượt cuối!</translation>
    </message>
    <message>
        <source>Already face up</source>
        <translation>Đã ngửa</translation>
    </message>
    <message>
        <source>Turn this card up</source>
        <translation>Lật lá này</translation>
    </message>
    <message>
        <source>Slot %1: </source>
        <translation>Ô %1: </translation>
    </message>
    <message>
        <source>face down</source>
        <translation>úp</translation>
    </message>
    <message>
        <source>, %1 points</source>
        <translation>, %1 điểm</translation>
    </message>
    <message>
        <source>, needs %1 and %2 for %3</source>
        <translation>, cần %1 và %2 để được %3</translation>
    </message>
    <message numerus="yes">
        <source>, %n card(s) stacked</source>
        <translation>
            <numerusform>, %n lá xếp chồng</numerusform>
        </translation>
    </message>
    <message>
        <source>, matched</source>
        <translation>, thành cặp</translation>
    </message>
    <message>
        <source>completed combo, %1</source>
        <translation>combo hoàn thành, %1</translation>
    </message>
    <message>
        <source>matched, 0</source>
        <translation>thành cặp, 0</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 điểm</translation>
    </message>
    <message>
        <source>, stacked cards %1</source>
        <translation>, các lá xếp chồng %1</translation>
    </message>
    <message>
        <source>Slot %1: %2, %3</source>
        <translation>Ô %1: %2, %3</translation>
    </message>
    <message>
        <source>%1 turned up %2: %3 points.</source>
        <translation>%1 lật %2: %3 điểm.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> và </translation>
    </message>
    <message>
        <source>%1 drew %2 from the draw pile.</source>
        <translation>%1 rút %2 từ chồng bài rút.</translation>
    </message>
    <message>
        <source>%1 took %2 from %3.</source>
        <translation>%1 lấy %2 từ %3.</translation>
    </message>
    <message>
        <source>the face-down %1</source>
        <translation>lá úp %1</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>một lá</translation>
    </message>
    <message>
        <source>%1 rippled the %2 into slot %3, replacing %4.</source>
        <translation>%1 cho lá %2 gợn sóng vào ô %3, thay cho %4.</translation>
    </message>
    <message>
        <source>%1 placed the %2 in slot %3, replacing %4.</source>
        <translation>%1 đặt lá %2 vào ô %3, thay cho %4.</translation>
    </message>
    <message>
        <source>%1 stacked the %2 behind the %3 in slot %4</source>
        <translation>%1 xếp lá %2 sau lá %3 ở ô %4</translation>
    </message>
    <message>
        <source>, completing it</source>
        <translation>, hoàn thành combo</translation>
    </message>
    <message>
        <source>: an extra turn.</source>
        <translation>: được thêm một lượt.</translation>
    </message>
    <message>
        <source>%1 discarded the %2 onto pile %3.</source>
        <translation>%1 bỏ lá %2 vào chồng %3.</translation>
    </message>
    <message>
        <source>%1 discarded the %2.</source>
        <translation>%1 bỏ lá %2.</translation>
    </message>
    <message>
        <source>%1 turned up slot %2: %3.</source>
        <translation>%1 lật ô %2: %3.</translation>
    </message>
    <message>
        <source>Every card of %1&apos;s beach is face up: everyone else has one last turn.</source>
        <translation>Mọi lá trên bãi biển của %1 đã ngửa: mọi người khác còn một lượt cuối.</translation>
    </message>
    <message>
        <source>Round %1 is over%2: %3.</source>
        <translation>Vòng %1 kết thúc%2: %3.</translation>
    </message>
    <message>
        <source> (the draw pile ran out)</source>
        <translation> (chồng bài rút đã hết)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Ván chơi đã kết thúc.</translation>
    </message>
    <message>
        <source>The discard piles are shuffled into a new draw pile.</source>
        <translation>Các chồng bài bỏ được xáo thành chồng bài rút mới.</translation>
    </message>
</context>
<context>
    <name>RipplePage</name>
    <message>
        <source>☰  Menu</source>
        <translation>☰  Menu</translation>
    </message>
    <message>
        <source>Ripple · the game is over</source>
        <translation>Ripple · ván chơi đã kết thúc</translation>
    </message>
    <message>
        <source>Ripple · Round %1 of %2</source>
        <translation>Ripple · Vòng %1 trên %2</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>Hide log</source>
        <translation>Ẩn nhật ký</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Nhật ký</translation>
    </message>
    <message>
        <source>%1 is thinking</source>
        <translation>%1 đang suy nghĩ</translation>
    </message>
    <message>
        <source>%1 opens the round</source>
        <translation>%1 mở vòng</translation>
    </message>
    <message>
        <source>%1&apos;s extra turn</source>
        <translation>Lượt thêm của %1</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Lượt của %1</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Hoàn tác</translation>
    </message>
    <message>
        <source>Take back your last step (Ctrl+Z)</source>
        <translation>Lấy lại bước vừa làm (Ctrl+Z)</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>tổng %1</translation>
    </message>
    <message>
        <source>all face up</source>
        <translation>đã ngửa hết</translation>
    </message>
    <message>
        <source>pile %1</source>
        <translation>chồng %1</translation>
    </message>
    <message>
        <source>discards</source>
        <translation>bài bỏ</translation>
    </message>
    <message>
        <source>%1&apos;s beach</source>
        <translation>Bãi biển của %1</translation>
    </message>
    <message numerus="yes">
        <source>total %1 · %n face down</source>
        <translation>
            <numerusform>tổng %1 · %n lá úp</numerusform>
        </translation>
    </message>
    <message>
        <source>Extra turn · draw pile only</source>
        <translation>Lượt thêm · chỉ rút từ chồng bài rút</translation>
    </message>
    <message>
        <source>Last turns</source>
        <translation>Lượt cuối</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Chồng bài rút</translation>
    </message>
    <message>
        <source>Key Space</source>
        <translation>Phím cách</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <translation>
            <numerusform>Chồng bài rút: %n lá</numerusform>
        </translation>
    </message>
    <message>
        <source>The card in play shows here</source>
        <translation>Lá đang chơi hiện ở đây</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>Đang chơi</translation>
    </message>
    <message>
        <source>About to be discarded</source>
        <translation>Sắp bị bỏ</translation>
    </message>
    <message>
        <source>New card</source>
        <translation>Lá mới</translation>
    </message>
    <message>
        <source>Discard it, turn a card up</source>
        <translation>Bỏ nó, lật một lá</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Bỏ nó</translation>
    </message>
    <message>
        <source>Key X</source>
        <translation>Phím X</translation>
    </message>
    <message>
        <source>Show the results</source>
        <translation>Xem kết quả</translation>
    </message>
</context>
<context>
    <name>RippleScoring</name>
    <message>
        <source>Round %1 of %2: the last round</source>
        <translation>Vòng %1 trên %2: vòng cuối</translation>
    </message>
    <message>
        <source>Round %1 of %2 is over</source>
        <translation>Vòng %1 trên %2 đã kết thúc</translation>
    </message>
    <message>
        <source>Every card is turned up. Matches score 0, completed combos their bonus, block sets add to that.</source>
        <translation>Mọi lá đều được lật. Cặp được 0 điểm, combo hoàn thành được điểm thưởng, bộ khối cộng thêm vào đó.</translation>
    </message>
    <message>
        <source>ended the round</source>
        <translation>kết thúc vòng</translation>
    </message>
    <message>
        <source>Cards %1</source>
        <translation>Lá bài %1</translation>
    </message>
    <message>
        <source>Block sets %1</source>
        <translation>Bộ khối %1</translation>
    </message>
    <message>
        <source>Penalty %1</source>
        <translation>Phạt %1</translation>
    </message>
    <message>
        <source>Rounds and totals</source>
        <translation>Các vòng và tổng điểm</translation>
    </message>
    <message>
        <source>See the final results</source>
        <translation>Xem kết quả cuối cùng</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Quay lại ván chơi</translation>
    </message>
    <message>
        <source>Start round %1</source>
        <translation>Bắt đầu vòng %1</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Vòng %1</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>V%1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Tổng</translation>
    </message>
    <message>
        <source>%1: %2, total %3</source>
        <translation>%1: %2, tổng %3</translation>
    </message>
</context>
<context>
    <name>SeatChip</name>
    <message>
        <source>human</source>
        <translation>người</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>máy</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n lá</numerusform>
        </translation>
    </message>
    <message>
        <source>backs %1</source>
        <translation>ủng hộ %1</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>đến lượt</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>thắng</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>đang nghĩ…</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Player %1</source>
        <translation>Người chơi %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Tên người chơi %1</translation>
    </message>
    <message>
        <source>★ Starts</source>
        <translation>★ Đi trước</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Đi trước</translation>
    </message>
    <message>
        <source>%1 starts</source>
        <translation>%1 đi trước</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Bỏ %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Người</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Máy</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Dễ</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Vừa</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Khó</translation>
    </message>
    <message>
        <source>Turtle:</source>
        <translation>Rùa:</translation>
    </message>
</context>
<context>
    <name>SecretCard</name>
    <message>
        <source>Your turtle</source>
        <translation>Rùa của bạn</translation>
    </message>
    <message>
        <source>Your turtle · hold to peek</source>
        <translation>Rùa của bạn · giữ để xem</translation>
    </message>
    <message>
        <source>Your turtle: %1</source>
        <translation>Rùa của bạn: %1</translation>
    </message>
    <message>
        <source>Your secret turtle card, face down</source>
        <translation>Lá rùa bí mật của bạn, úp mặt</translation>
    </message>
    <message>
        <source>Activate to peek at your colour</source>
        <translation>Kích hoạt để xem màu của bạn</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>‹  Back</source>
        <translation>‹  Quay lại</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Cài đặt</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Ngôn ngữ</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Hiệu ứng chuyển động</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Tắt</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Nhanh</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Vừa</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Chậm</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Người chơi máy</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Nhanh</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Thong thả</translation>
    </message>
    <message>
        <source>Computer players&apos; pace</source>
        <translation>Tốc độ của người chơi máy</translation>
    </message>
    <message>
        <source>Learning mode</source>
        <translation>Chế độ học</translation>
    </message>
    <message>
        <source>Learning mode for new games</source>
        <translation>Chế độ học cho ván mới</translation>
    </message>
    <message>
        <source>On for new games</source>
        <translation>Bật cho ván mới</translation>
    </message>
    <message>
        <source>Keyboard: Tab and the arrow keys move, Enter or Space acts, the number keys choose a card in your hand, Escape opens the menu.</source>
        <translation>Bàn phím: Tab và các phím mũi tên để di chuyển, Enter hoặc phím cách để thực hiện, phím số để chọn lá bài trên tay, Escape để mở menu.</translation>
    </message>
</context>
<context>
    <name>Stepper</name>
    <message>
        <source>More</source>
        <translation>Thêm</translation>
    </message>
    <message>
        <source>Fewer</source>
        <translation>Bớt</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Red</source>
        <translation>Đỏ</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Vàng</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Xanh lá</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Xanh dương</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Tím</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>Nhất</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>Nhì</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>Ba</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>Thứ %1</translation>
    </message>
</context>
<context>
    <name>Track</name>
    <message>
        <source>START</source>
        <translation>BẮT ĐẦU</translation>
    </message>
    <message>
        <source>FINISH</source>
        <translation>ĐÍCH</translation>
    </message>
</context>
<context>
    <name>Turtle</name>
    <message>
        <source>Backed by %1</source>
        <translation>Của %1</translation>
    </message>
    <message>
        <source>Enter to move it</source>
        <translation>Enter để di chuyển</translation>
    </message>
    <message>
        <source>Click to move it</source>
        <translation>Bấm để di chuyển</translation>
    </message>
    <message>
        <source>Can be moved with the selected card</source>
        <translation>Di chuyển được bằng lá đang chọn</translation>
    </message>
</context>
</TS>
