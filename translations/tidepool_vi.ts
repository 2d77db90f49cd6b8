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
        <source>Combo: stack the two icons shown for %1</source>
        <translation>Combo: xếp hai hình được chỉ ra để được %1</translation>
    </message>
    <message>
        <source>Key %1</source>
        <translation>Phím %1</translation>
    </message>
    <message>
        <source>joins the combo</source>
        <translation>ghép vào combo</translation>
    </message>
    <message>
        <source>makes a match</source>
        <translation>tạo thành cặp</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n điểm</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardHand</name>
    <message>
        <source>Key %1</source>
        <translation>Phím %1</translation>
    </message>
</context>
<context>
    <name>ConnectionBanner</name>
    <message>
        <source>Leave the table</source>
        <translation>Rời bàn</translation>
    </message>
    <message>
        <source>Back home</source>
        <translation>Về màn hình chính</translation>
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
    <name>ExampleFrame</name>
    <message>
        <source>Again</source>
        <translation>Lại</translation>
    </message>
    <message>
        <source>Show the move</source>
        <translation>Xem nước đi</translation>
    </message>
</context>
<context>
    <name>ForgetButton</name>
    <message>
        <source>Forget this game</source>
        <translation>Bỏ ván này</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Bỏ</translation>
    </message>
    <message>
        <source>Forget this game for good</source>
        <translation>Bỏ hẳn ván này</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Giữ</translation>
    </message>
    <message>
        <source>Keep this game</source>
        <translation>Giữ ván này</translation>
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
    <message>
        <source>Rules</source>
        <translation>Luật chơi</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation>Cách chơi %1</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Học chơi</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Chơi</translation>
    </message>
    <message>
        <source>Learn to play %1</source>
        <translation>Học chơi %1</translation>
    </message>
</context>
<context>
    <name>GameMenu</name>
    <message>
        <source>Game menu</source>
        <translation>Menu trò chơi</translation>
    </message>
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
        <source>Leave the game, back home</source>
        <translation>Rời ván, về màn hình chính</translation>
    </message>
    <message>
        <source>Esc to resume</source>
        <translation>Esc để chơi tiếp</translation>
    </message>
    <message>
        <source>Rules (F1)</source>
        <translation>Luật chơi (F1)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Take back: %1</source>
        <translation>Rút lại: %1</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
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
    <message>
        <source>Learn the advanced game</source>
        <translation>Học cách chơi nâng cao</translation>
    </message>
</context>
<context>
    <name>HandTablePage</name>
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
</context>
<context>
    <name>HandoverOverlay</name>
    <message>
        <source>Since your last turn:</source>
        <translation>Từ lượt trước của bạn:</translation>
    </message>
    <message>
        <source>Pass the screen to</source>
        <translation>Chuyển màn hình cho</translation>
    </message>
    <message>
        <source>I&apos;m %1, show my cards</source>
        <translation>Tôi là %1, cho xem bài của tôi</translation>
    </message>
    <message>
        <source>Everyone else, please look away: %1&apos;s cards are next.</source>
        <translation>Mọi người khác vui lòng nhìn đi chỗ khác: tiếp theo là các lá bài của %1.</translation>
    </message>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Chuyển màn hình cho %1</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>All unfinished games (%1)…</source>
        <translation>Mọi ván chưa xong (%1)…</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Ván chưa xong</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
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
    <message>
        <source>Watch anyway</source>
        <translation>Vẫn xem</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>An unfinished game can&apos;t be read: %1</source>
        <translation>Không đọc được một ván chưa xong: %1</translation>
    </message>
    <message>
        <source>Open what can be read</source>
        <translation>Mở phần đọc được</translation>
    </message>
    <message>
        <source>Remove it</source>
        <translation>Xóa tệp này</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Để sau</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>Play online…</source>
        <translation>Chơi trực tuyến…</translation>
    </message>
    <message>
        <source>Play online: host a table or join one by its code</source>
        <translation>Chơi trực tuyến: mở bàn hoặc vào bàn bằng mã</translation>
    </message>
    <message>
        <source>Back to your online table %1</source>
        <translation>Quay lại bàn trực tuyến %1 của bạn</translation>
    </message>
    <message>
        <source>Back to your online table %1: its game goes on</source>
        <translation>Quay lại bàn trực tuyến %1 của bạn: ván chơi vẫn đang tiếp tục</translation>
    </message>
</context>
<context>
    <name>HostSeatRow</name>
    <message>
        <source>Seat %1: %2</source>
        <translation>Ghế %1: %2</translation>
    </message>
    <message>
        <source>Seat %1: who plays it</source>
        <translation>Ghế %1: ai chơi</translation>
    </message>
    <message>
        <source>A person elsewhere</source>
        <translation>Một người ở nơi khác</translation>
    </message>
    <message>
        <source>A person here</source>
        <translation>Một người ở đây</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Máy</translation>
    </message>
    <message>
        <source>Seat %1: how strong</source>
        <translation>Ghế %1: mạnh đến đâu</translation>
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
        <source>Remove seat %1</source>
        <translation>Bỏ ghế %1</translation>
    </message>
    <message>
        <source>You (%1), at this screen (the host)</source>
        <translation>Bạn (%1), ở màn hình này (chủ bàn)</translation>
    </message>
    <message>
        <source>You, at this screen (the host): type your name under Your name</source>
        <translation>Bạn, ở màn hình này (chủ bàn): gõ tên của bạn ở mục Tên của bạn</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <source>‹  Leave the table</source>
        <translation>‹  Rời bàn</translation>
    </message>
    <message>
        <source>Online table · %1</source>
        <translation>Bàn trực tuyến · %1</translation>
    </message>
    <message>
        <source>Online table</source>
        <translation>Bàn trực tuyến</translation>
    </message>
    <message>
        <source>Share this code</source>
        <translation>Chia sẻ mã này</translation>
    </message>
    <message>
        <source>Friends choose Play online, then Join, and type it.</source>
        <translation>Bạn bè chọn Chơi trực tuyến, rồi Vào bàn, và gõ mã này.</translation>
    </message>
    <message>
        <source>Table code: %1</source>
        <extracomment>The table&apos;s code for a screen reader, letter by letter: &quot;Table code: K 7 Q F 3 A&quot;.</extracomment>
        <translation>Mã bàn: %1</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Đã sao chép</translation>
    </message>
    <message>
        <source>Copy the code</source>
        <translation>Sao chép mã</translation>
    </message>
    <message>
        <source>Copy the code %1</source>
        <translation>Sao chép mã %1</translation>
    </message>
    <message>
        <source>Code copied</source>
        <translation>Đã sao chép mã</translation>
    </message>
    <message>
        <source>Server: %1</source>
        <translation>Máy chủ: %1</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Ghế</translation>
    </message>
    <message>
        <source>%1 free</source>
        <translation>%1 ghế trống</translation>
    </message>
    <message>
        <source>all taken</source>
        <translation>đã đủ người</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Bắt đầu ván chơi</translation>
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
    <message>
        <source>%1 tile %2</source>
        <translation>thẻ %1 %2</translation>
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
        <translation>Lá nhiều màu</translation>
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
        <source>%1 %2 tile %3</source>
        <translation>%1: thẻ %2 %3</translation>
    </message>
    <message>
        <source>Race %1: %2</source>
        <translation>Chặng %1: %2</translation>
    </message>
    <message>
        <source>The final order: %1</source>
        <translation>Thứ tự cuối cùng: %1</translation>
    </message>
    <message>
        <source>%1 backed %2</source>
        <translation>%1 chọn màu %2</translation>
    </message>
    <message>
        <source>Secret colours: %1.</source>
        <translation>Màu bí mật: %1.</translation>
    </message>
</context>
<context>
    <name>MiniPage</name>
    <message>
        <source>Play it with no effect</source>
        <translation>Đánh dù không có tác dụng</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Ván chơi đã kết thúc.</translation>
    </message>
    <message>
        <source>Everyone else, please look away: %1&apos;s hand and secret colour card are next.</source>
        <translation>Mọi người khác vui lòng nhìn đi chỗ khác: tiếp theo là bài trên tay và lá màu bí mật của %1.</translation>
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
    <name>MiniRules</name>
    <message>
        <source>&lt;i&gt;2 to 5 players, about 15 minutes a race.&lt;/i&gt; Twelve turtle tiles race in a row with no board: two of each colour, numbered 1 and 2, and two black ones that nobody owns. Each player secretly backs one colour; the cards you play move tiles, and tiles that land on each other stack up and ride along. When the third lettuce turns up, the race is over.</source>
        <translation>&lt;i&gt;2 đến 5 người chơi, khoảng 15 phút một chặng.&lt;/i&gt; Mười hai thẻ rùa đua theo một hàng, không cần bảng: mỗi màu hai thẻ, đánh số 1 và 2, cùng hai thẻ đen không thuộc về ai. Mỗi người chơi bí mật ủng hộ một màu; các lá bài bạn đánh di chuyển các thẻ, và thẻ rơi lên thẻ khác thì chồng lên và được cõng theo. Khi lá rau diếp thứ ba xuất hiện, cuộc đua kết thúc.</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Chuẩn bị</translation>
    </message>
    <message>
        <source>The 12 tiles are shuffled and laid out in a row, one tile per place.</source>
        <translation>12 thẻ được xáo rồi xếp thành một hàng, mỗi vị trí một thẻ.</translation>
    </message>
    <message>
        <source>Each player is dealt one of the five colour cards (red, yellow, green, blue, purple) in secret. Black is never a player&apos;s colour.</source>
        <translation>Mỗi người chơi được chia bí mật một trong năm lá màu (đỏ, vàng, xanh lá, xanh dương, tím). Màu đen không bao giờ là màu của người chơi.</translation>
    </message>
    <message>
        <source>The 50 movement cards are shuffled and each player is dealt 5; the rest is the draw pile. A lettuce dealt in an opening hand goes back into the draw pile, which is reshuffled, and the player gets another card.</source>
        <translation>50 lá di chuyển được xáo và chia cho mỗi người chơi 5 lá; phần còn lại là chồng bài rút. Lá rau diếp được chia vào tay lúc đầu thì trả lại chồng bài rút, xáo lại, và người chơi nhận một lá khác.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Một lượt chơi</translation>
    </message>
    <message>
        <source>Play one card from your hand face up onto the discard pile and do what it says.</source>
        <translation>Đánh một lá trên tay, ngửa mặt, lên chồng bài bỏ và làm theo lá đó.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;colour card&lt;/b&gt; moves one of the two tiles of its colour (you pick which) forward or back.</source>
        <translation>&lt;b&gt;Lá màu&lt;/b&gt; di chuyển một trong hai thẻ cùng màu (bạn chọn thẻ nào) tiến hoặc lùi.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;multicolour card&lt;/b&gt; moves any tile you choose, black included.</source>
        <translation>&lt;b&gt;Lá nhiều màu&lt;/b&gt; di chuyển bất kỳ thẻ nào bạn chọn, kể cả thẻ đen.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;shake&lt;/b&gt; card shakes a stack: the tiles above its bottom tile are laid out behind it.</source>
        <translation>Lá &lt;b&gt;lắc&lt;/b&gt; lắc một chồng: các thẻ nằm trên thẻ dưới cùng được xếp ra phía sau nó.</translation>
    </message>
    <message>
        <source>A tile that moves carries every tile above it in its stack; the tiles below it stay. Moving forward, it lands on top of the stack that many places nearer the front; moving back, on top of the stack that many places nearer the back.</source>
        <translation>Thẻ di chuyển cõng theo mọi thẻ nằm trên nó trong chồng; các thẻ bên dưới ở lại. Khi tiến, nó rơi lên đỉnh chồng cách đó bấy nhiêu vị trí về phía đầu hàng; khi lùi, lên đỉnh chồng cách đó bấy nhiêu vị trí về phía cuối hàng.</translation>
    </message>
    <message>
        <source>Example: a tile and its rider move forward</source>
        <translation>Ví dụ: một thẻ cõng thẻ khác tiến lên</translation>
    </message>
    <message>
        <source>The front of the row is on the right. Yellow 2 is in the middle of a stack, with black 1 on top. Anna plays Yellow +2 on yellow 2.</source>
        <translation>Đầu hàng ở bên phải. Vàng 2 ở giữa một chồng, đen 1 ở trên cùng. Anna đánh lá Vàng +2 cho vàng 2.</translation>
    </message>
    <message>
        <source>Example: shaking a stack</source>
        <translation>Ví dụ: lắc một chồng</translation>
    </message>
    <message>
        <source>Green 1 carries red 2 and black 2. Anna plays a shake card on green 1.</source>
        <translation>Xanh lá 1 cõng đỏ 2 và đen 2. Anna đánh lá lắc vào xanh lá 1.</translation>
    </message>
    <message>
        <source>Draw a card, so you hold 5 again. A drawn lettuce is shown and laid out in front of the row, and you draw again.</source>
        <translation>Rút một lá để trên tay lại có 5 lá. Lá rau diếp rút được thì lật cho mọi người xem, đặt trước đầu hàng, và bạn rút lá khác.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Kết thúc</translation>
    </message>
    <message>
        <source>The race ends the moment the third lettuce is laid out. Everyone reveals their colour.</source>
        <translation>Cuộc đua kết thúc ngay khi lá rau diếp thứ ba được đặt ra. Mọi người lật màu của mình.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Basic game:&lt;/b&gt; the owner of the best-placed colour wins. The ranking runs from the front stack to the back, each stack from the bottom up; black tiles and colours nobody holds are skipped.</source>
        <translation>&lt;b&gt;Cách chơi cơ bản:&lt;/b&gt; người có màu xếp hạng cao nhất thắng. Bảng xếp hạng tính từ chồng đầu đến chồng cuối, mỗi chồng từ dưới lên; bỏ qua thẻ đen và các màu không ai giữ.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Advanced game:&lt;/b&gt; several races. After each race the first two tiles of the ranking that are not black finish and leave the game. The game ends when both tiles of one colour have finished, and that colour&apos;s owner wins.</source>
        <translation>&lt;b&gt;Cách chơi nâng cao:&lt;/b&gt; nhiều chặng. Sau mỗi chặng, hai thẻ không phải màu đen đứng đầu bảng xếp hạng về đích và rời cuộc chơi. Ván kết thúc khi cả hai thẻ của một màu đã về đích, và người giữ màu đó thắng.</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Phân xử</translation>
    </message>
    <message>
        <source>The row</source>
        <translation>Hàng</translation>
    </message>
    <message>
        <source>The race is a row of stacks, front first, with no gaps: when a stack empties, the row closes up.</source>
        <translation>Cuộc đua là một hàng các chồng, tính từ đầu hàng, không có chỗ trống: khi một chồng hết thẻ, hàng khép lại.</translation>
    </message>
    <message>
        <source>Which tile</source>
        <translation>Thẻ nào</translation>
    </message>
    <message>
        <source>A colour card moves either tile of its colour; the player picks. A multicolour card moves any tile, black included. The moving tile carries everything above it.</source>
        <translation>Lá màu di chuyển một trong hai thẻ cùng màu; người chơi chọn. Lá nhiều màu di chuyển bất kỳ thẻ nào, kể cả thẻ đen. Thẻ di chuyển cõng theo mọi thứ nằm trên nó.</translation>
    </message>
    <message>
        <source>The ends</source>
        <translation>Hai đầu hàng</translation>
    </message>
    <message>
        <source>A move past either end stops on the end stack and the rest of the move is lost. A card that would move a tile in the front stack forward, or one in the back stack back, may still be played, with no effect; the game shows this before you play. With the option &lt;i&gt;Open ends&lt;/i&gt; a tile that overshoots an end becomes a new stack of its own just beyond it.</source>
        <translation>Nước đi vượt quá một đầu hàng dừng lại ở chồng cuối cùng phía đó và phần còn lại bị mất. Lá bài làm thẻ ở chồng đầu tiến lên, hoặc thẻ ở chồng cuối lùi lại, vẫn được đánh nhưng không có tác dụng; trò chơi cho bạn biết điều này trước khi đánh. Với tùy chọn &lt;i&gt;Open ends&lt;/i&gt;, thẻ vượt quá một đầu hàng trở thành một chồng mới ngay phía ngoài đầu đó.</translation>
    </message>
    <message>
        <source>Shaking</source>
        <translation>Lắc</translation>
    </message>
    <message>
        <source>Name the bottom tile of a stack of two or more: the tiles above it are laid out one per place directly behind it, the lowest first. When no stack has two tiles, a shake card may still be played, with no effect.</source>
        <translation>Chọn thẻ dưới cùng của một chồng có từ hai thẻ trở lên: các thẻ bên trên được xếp ngay phía sau nó, mỗi vị trí một thẻ, thẻ thấp nhất trước. Khi không chồng nào có hai thẻ, lá lắc vẫn được đánh nhưng không có tác dụng.</translation>
    </message>
    <message>
        <source>Lettuce</source>
        <translation>Rau diếp</translation>
    </message>
    <message>
        <source>A lettuce is never held: when drawn it is shown, laid out and replaced by another draw. The race ends as soon as the third lettuce is laid out; the player who drew it does not draw again.</source>
        <translation>Lá rau diếp không bao giờ được giữ trên tay: khi rút được, nó được lật cho mọi người xem, đặt ra và thay bằng một lá rút khác. Cuộc đua kết thúc ngay khi lá rau diếp thứ ba được đặt ra; người rút được nó không rút thêm.</translation>
    </message>
    <message>
        <source>Empty draw pile</source>
        <translation>Hết chồng bài rút</translation>
    </message>
    <message>
        <source>When a card must be drawn and the pile is empty, the discard pile is shuffled into a new draw pile.</source>
        <translation>Khi phải rút bài mà chồng bài rút đã hết, chồng bài bỏ được xáo thành chồng bài rút mới.</translation>
    </message>
    <message>
        <source>Ranking and the basic winner</source>
        <translation>Xếp hạng và người thắng trong cách chơi cơ bản</translation>
    </message>
    <message>
        <source>The ranking runs from the front stack to the back, each stack from the bottom up. The winner of the basic game is the player whose colour comes first; black tiles and colours nobody holds are skipped.</source>
        <translation>Bảng xếp hạng tính từ chồng đầu đến chồng cuối, mỗi chồng từ dưới lên. Người thắng trong cách chơi cơ bản là người có màu đứng đầu; bỏ qua thẻ đen và các màu không ai giữ.</translation>
    </message>
    <message>
        <source>Advanced game</source>
        <translation>Cách chơi nâng cao</translation>
    </message>
    <message>
        <source>After each race the first two tiles of the ranking that are not black finish; black tiles always run again. For the next race every stack is split into a row behind its bottom tile, players keep their hands, and the lettuces and discards are shuffled back into the draw pile. When both tiles of a held colour have finished, its owner wins. If two held colours complete at once, or the completed colour belongs to nobody, the last race decides.</source>
        <translation>Sau mỗi chặng, hai thẻ không phải màu đen đứng đầu bảng xếp hạng về đích; thẻ đen luôn chạy tiếp. Sang chặng sau, mỗi chồng được tách thành một hàng phía sau thẻ dưới cùng của nó, người chơi giữ bài trên tay, còn các lá rau diếp và chồng bài bỏ được xáo lại vào chồng bài rút. Khi cả hai thẻ của một màu có người giữ đã về đích, người đó thắng. Nếu hai màu có người giữ cùng hoàn thành một lúc, hoặc màu hoàn thành không thuộc về ai, chặng cuối cùng quyết định.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Tùy chọn</translation>
    </message>
    <message>
        <source>The first player is chosen when the game is set up (by tradition the youngest). Play goes round the table in seat order.</source>
        <translation>Người đi trước được chọn khi chuẩn bị ván (theo truyền thống là người nhỏ tuổi nhất). Sau đó lần lượt theo thứ tự ghế quanh bàn.</translation>
    </message>
    <message>
        <source>2 to 5 players. The first player is chosen when the game is set up.</source>
        <translation>2 đến 5 người chơi. Người đi trước được chọn khi chuẩn bị ván.</translation>
    </message>
    <message>
        <source>Where the rulebook is unclear, Tidepool decides as follows.</source>
        <translation>Khi sách luật chưa rõ, Tidepool phân xử như sau.</translation>
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
    <name>MoveConfirmBar</name>
    <message>
        <source>Take back</source>
        <translation>Rút lại</translation>
    </message>
    <message>
        <source>Take back (Backspace)</source>
        <translation>Rút lại (Backspace)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Xong</translation>
    </message>
    <message>
        <source>Done (Enter)</source>
        <translation>Xong (Enter)</translation>
    </message>
    <message>
        <source>Key %1</source>
        <translation>Phím %1</translation>
    </message>
    <message>
        <source>Take back: %1</source>
        <translation>Rút lại: %1</translation>
    </message>
    <message>
        <source>Finish your turn: %1</source>
        <translation>Kết thúc lượt của bạn: %1</translation>
    </message>
</context>
<context>
    <name>MoveRecap</name>
    <message>
        <source>Since your last turn:</source>
        <translation>Từ lượt trước của bạn:</translation>
    </message>
    <message>
        <source>Close the moves since your last turn</source>
        <translation>Đóng danh sách nước đi từ lượt trước của bạn</translation>
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
        <source>On: the slots where your card makes a match or joins a combo light up, and so do ripples.</source>
        <translation>Bật: các ô nơi lá bài của bạn tạo thành cặp hoặc ghép vào một combo sẽ sáng lên, các chỗ gợn sóng cũng vậy.</translation>
    </message>
    <message>
        <source>On: playable cards and tiles light up, and every card you can&apos;t play says why.</source>
        <translation>Bật: lá bài và thẻ rùa có thể chọn được làm sáng lên, và lá nào không đánh được sẽ nói lí do.</translation>
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
    <message>
        <source>Start the game</source>
        <translation>Bắt đầu ván chơi</translation>
    </message>
    <message>
        <source>Easy: makes a careless move now and then. Easy to beat, good for a first game.</source>
        <translation>Dễ: thỉnh thoảng đi một nước sơ ý. Dễ thắng, hợp cho ván đầu tiên.</translation>
    </message>
    <message>
        <source>Medium: thinks one move ahead and keeps an eye on what the others seem to be after.</source>
        <translation>Vừa: tính trước một nước và để ý xem những người khác có vẻ đang nhắm tới điều gì.</translation>
    </message>
    <message>
        <source>Hard: tries out many ways the game could go before each move. Hard to beat.</source>
        <translation>Khó: thử trước nhiều cách ván chơi có thể diễn ra rồi mới đi mỗi nước. Khó thắng.</translation>
    </message>
    <message numerus="yes">
        <source>%1 added: %n player(s) at the table.</source>
        <translation>
            <numerusform>Đã thêm %1: bàn có %n người chơi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 removed: %n player(s) at the table.</source>
        <translation>
            <numerusform>Đã bỏ %1: bàn còn %n người chơi.</numerusform>
        </translation>
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
</context>
<context>
    <name>OnlinePage</name>
    <message>
        <source>‹  Home</source>
        <translation>‹  Trang chính</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Chơi trực tuyến</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Mở bàn</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Mở bàn</translation>
    </message>
    <message>
        <source>Host a table of %1</source>
        <translation>Mở một bàn %1</translation>
    </message>
    <message>
        <source>Host a table (not available now)</source>
        <translation>Mở bàn (hiện chưa được)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Trò chơi</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Ghế</translation>
    </message>
    <message>
        <source>%1 to %2 at the table</source>
        <translation>Từ %1 đến %2 người</translation>
    </message>
    <message>
        <source>+  Add a seat</source>
        <translation>+  Thêm ghế</translation>
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
        <source>Join a table</source>
        <translation>Vào bàn</translation>
    </message>
    <message>
        <source>Type the code the host shares with you.</source>
        <translation>Gõ mã mà chủ bàn gửi cho bạn.</translation>
    </message>
    <message>
        <source>Code, e.g. K7QF3A</source>
        <translation>Mã, ví dụ K7QF3A</translation>
    </message>
    <message>
        <source>The table&apos;s code</source>
        <translation>Mã của bàn</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Vào bàn</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tên của bạn</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Tên của bạn ở bàn</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Máy chủ</translation>
    </message>
    <message>
        <source>Change in Settings…</source>
        <translation>Đổi trong Cài đặt…</translation>
    </message>
    <message>
        <source>On this machine, start a server with: bash scripts/serve</source>
        <translation>Trên máy này, hãy chạy máy chủ bằng: bash scripts/serve</translation>
    </message>
    <message>
        <source>when you host or join</source>
        <translation>khi mở bàn hoặc vào bàn</translation>
    </message>
</context>
<context>
    <name>OnlineSeatRow</name>
    <message>
        <source>Seat %1</source>
        <translation>Ghế %1</translation>
    </message>
    <message>
        <source>host</source>
        <translation>chủ bàn</translation>
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
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (chosen): %2</source>
        <translation>%1 (đang chọn): %2</translation>
    </message>
</context>
<context>
    <name>PlayAgainButton</name>
    <message>
        <source>New online table</source>
        <translation>Bàn trực tuyến mới</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Chơi lại</translation>
    </message>
    <message>
        <source>Host a new table with the same game and rules; the others join it by its code</source>
        <translation>Mở một bàn mới với cùng trò chơi và luật; những người khác vào bàn bằng mã của bàn</translation>
    </message>
    <message>
        <source>The same players and rules, with a new deal</source>
        <translation>Cùng người chơi và luật, chia bài mới</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <source>--size: &quot;%1&quot; is not a window size WxH from 320x240 to 8192x8192, e.g. 1280x800</source>
        <translation>--size: &quot;%1&quot; không phải cỡ cửa sổ RộngxCao từ 320x240 đến 8192x8192, ví dụ 1280x800</translation>
    </message>
    <message>
        <source>one record at a time (%1 were given)</source>
        <translation>mỗi lần chỉ một bản ghi (đã cho %1)</translation>
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
    <message>
        <source>GAME[:STEP]</source>
        <translation>TRÒ_CHƠI[:BƯỚC]</translation>
    </message>
    <message>
        <source>Play %1 at one screen.</source>
        <translation>Chơi %1 trên một màn hình.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> và </translation>
    </message>
    <message>
        <source>Open a guided first game (%1), optionally at a step, e.g. %2:4.</source>
        <translation>Mở một ván đầu tiên có hướng dẫn (%1), có thể từ một bước, ví dụ %2:4.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> hoặc </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1: cannot write (%2)</source>
        <translation>%1: không ghi được (%2)</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: không có tệp này</translation>
    </message>
    <message>
        <source>%1: is a folder, not a record file</source>
        <translation>%1: là một thư mục, không phải tệp bản ghi</translation>
    </message>
    <message>
        <source>%1: not a regular file (a pipe or a device can&apos;t hold a saved game)</source>
        <translation>%1: không phải tệp thông thường (ống dẫn hay thiết bị không thể chứa ván đã lưu)</translation>
    </message>
    <message>
        <source>%1: cannot open the file (%2)</source>
        <translation>%1: không mở được tệp (%2)</translation>
    </message>
    <message>
        <source>%1: the disk is full (%2)</source>
        <translation>%1: ổ đĩa đã đầy (%2)</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>không tạo được thư mục %1</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>không phải tệp thông thường</translation>
    </message>
    <message>
        <source>the file written does not read back whole</source>
        <translation>tệp vừa ghi đọc lại không đầy đủ</translation>
    </message>
    <message>
        <source>%1: cannot lock the autosave (the folder can&apos;t be written)</source>
        <translation>%1: không khóa được tệp tự động lưu (không ghi được vào thư mục)</translation>
    </message>
    <message>
        <source>Autosave works again: every move is saved.</source>
        <translation>Tự động lưu đã hoạt động lại: mọi nước đi đều được lưu.</translation>
    </message>
    <message>
        <source>Autosave failed: %1. The game goes on and the last good autosave is kept.</source>
        <translation>Tự động lưu thất bại: %1. Ván vẫn tiếp tục và bản tự động lưu tốt gần nhất được giữ nguyên.</translation>
    </message>
    <message>
        <source>This game is open in another Tidepool window (process %1): continue it there, or close that window first.</source>
        <translation>Ván này đang mở trong một cửa sổ Tidepool khác (tiến trình %1): hãy chơi tiếp ở đó, hoặc đóng cửa sổ đó trước.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Autosave failed: %1. The game goes on and the last good autosave is kept; free some space and the next move is saved again.</source>
        <translation>Tự động lưu thất bại: %1. Ván vẫn tiếp tục và bản tự động lưu tốt gần nhất được giữ nguyên; hãy giải phóng chỗ trống và nước đi tiếp theo sẽ lại được lưu.</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1: không đọc được tệp (%2)</translation>
    </message>
</context>
<context>
    <name>RemoteTable</name>
    <message>
        <source>that is not one of the legal actions now</source>
        <translation>đó không phải là một nước đi hợp lệ lúc này</translation>
    </message>
    <message>
        <source>taking an action back is not offered at online tables</source>
        <translation>bàn chơi trực tuyến không cho đi lại nước</translation>
    </message>
    <message>
        <source>An online game can be saved once it is over. Until then a saved game would have to hold cards that you may not see.</source>
        <translation>Ván chơi trực tuyến chỉ lưu được khi đã kết thúc. Trước đó, ván đã lưu sẽ phải chứa cả những lá bài mà bạn không được xem.</translation>
    </message>
    <message>
        <source>The server sent this game&apos;s record, but it can&apos;t be read (%1), so it can&apos;t be saved.</source>
        <translation>Máy chủ đã gửi bản ghi của ván này nhưng không đọc được (%1), nên không thể lưu.</translation>
    </message>
    <message>
        <source>The game is over, but its whole record has not arrived from the server yet. Try again in a moment.</source>
        <translation>Ván chơi đã kết thúc nhưng bản ghi đầy đủ chưa về từ máy chủ. Hãy thử lại sau giây lát.</translation>
    </message>
    <message>
        <source>it does not reach the end of the game</source>
        <translation>bản ghi không đi đến hết ván chơi</translation>
    </message>
    <message>
        <source>The server could not save that move, so it was not made. Try it again in a moment.</source>
        <translation>Máy chủ không lưu được nước đi đó nên nước đi chưa được thực hiện. Hãy thử lại sau giây lát.</translation>
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
    <message>
        <source>Move shown</source>
        <translation>Nước đi đang xem</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Tạm dừng</translation>
    </message>
    <message>
        <source>Play the moves one after another</source>
        <translation>Tự chạy lần lượt từng nước đi</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Tốc độ xem lại</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Chậm</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Vừa</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Nhanh</translation>
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
        <source>Ranking: %1.</source>
        <translation>Xếp hạng: %1.</translation>
    </message>
</context>
<context>
    <name>RibbitPage</name>
    <message>
        <source>Discard this card</source>
        <translation>Bỏ lá này</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>Cuộc đua đã kết thúc.</translation>
    </message>
    <message>
        <source>Everyone else, please look away: %1&apos;s hand is next.</source>
        <translation>Mọi người khác vui lòng nhìn đi chỗ khác: tiếp theo là bài trên tay của %1.</translation>
    </message>
    <message>
        <source>Everyone else, please look away: %1&apos;s hand and secret turtle colour are next.</source>
        <translation>Mọi người khác vui lòng nhìn đi chỗ khác: tiếp theo là bài trên tay và màu rùa bí mật của %1.</translation>
    </message>
</context>
<context>
    <name>RibbitRules</name>
    <message>
        <source>&lt;i&gt;2 to 5 players, about 20 minutes.&lt;/i&gt; Five turtles race from START to the lettuce. Each player secretly backs one colour. The cards you play move turtles: yours, and other people&apos;s, to throw everyone off your trail. Turtles that land on each other stack up and ride along.</source>
        <translation>&lt;i&gt;2 đến 5 người chơi, khoảng 20 phút.&lt;/i&gt; Năm con rùa đua từ vị trí Bắt đầu đến rau diếp. Mỗi người chơi bí mật ủng hộ một màu. Các lá bài bạn đánh di chuyển rùa: rùa của bạn và cả rùa của người khác, để không ai đoán ra màu của bạn. Rùa rơi lên nhau thì chồng lên và được cõng theo.</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Chuẩn bị</translation>
    </message>
    <message>
        <source>Each player is dealt one turtle colour in secret. Colours that no one holds stay hidden until the end, so no one knows which turtles are nobody&apos;s.</source>
        <translation>Mỗi người chơi được chia bí mật một màu rùa. Các màu không ai giữ được úp kín đến cuối ván, nên không ai biết rùa nào không thuộc về ai.</translation>
    </message>
    <message>
        <source>The 52 cards are shuffled and each player gets a hand of 5. The rest is the face-down draw pile.</source>
        <translation>52 lá bài được xáo và mỗi người chơi nhận 5 lá trên tay. Phần còn lại là chồng bài rút, úp mặt.</translation>
    </message>
    <message>
        <source>The first player is chosen when the game is set up (by tradition the youngest). Play goes round the table in seat order.</source>
        <translation>Người đi trước được chọn khi chuẩn bị ván (theo truyền thống là người nhỏ tuổi nhất). Sau đó lần lượt theo thứ tự ghế quanh bàn.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Một lượt chơi</translation>
    </message>
    <message>
        <source>Play one card from your hand face up and move the turtle it shows. You must move that turtle even if it isn&apos;t yours.</source>
        <translation>Đánh một lá trên tay, ngửa mặt, và di chuyển con rùa mà lá đó chỉ. Bạn phải di chuyển con rùa đó dù nó không phải rùa của bạn.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;coloured card&lt;/b&gt; moves the turtle of its colour: +1, +2, or −1 (a retreat).</source>
        <translation>&lt;b&gt;Lá màu&lt;/b&gt; di chuyển rùa cùng màu: +1, +2, hoặc −1 (lùi).</translation>
    </message>
    <message>
        <source>A &lt;b&gt;rainbow card&lt;/b&gt; moves any turtle you choose.</source>
        <translation>&lt;b&gt;Lá cầu vồng&lt;/b&gt; di chuyển bất kỳ con rùa nào bạn chọn.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;last-turtle card&lt;/b&gt; (↑ +1, ↑↑ +2) moves a turtle in last place.</source>
        <translation>&lt;b&gt;Lá rùa cuối&lt;/b&gt; (↑ +1, ↑↑ +2) di chuyển một con rùa ở vị trí cuối cùng.</translation>
    </message>
    <message>
        <source>A turtle that lands on an occupied space climbs on top of the stack there. A turtle that moves carries every turtle above it; the turtles below it stay.</source>
        <translation>Rùa đi vào ô đã có rùa thì leo lên đỉnh chồng ở đó. Rùa di chuyển cõng theo mọi con rùa ở trên nó; các con ở dưới ở lại.</translation>
    </message>
    <message>
        <source>Example: a turtle carries its riders</source>
        <translation>Ví dụ: một con rùa cõng những con ở trên</translation>
    </message>
    <message>
        <source>Red is in the middle of a stack on space 2, under yellow and on top of green. Anna plays Red +2.</source>
        <translation>Đỏ ở giữa một chồng tại ô 2, dưới vàng và trên xanh lá. Anna đánh lá Đỏ +2.</translation>
    </message>
    <message>
        <source>Draw a card, so you hold 5 again.</source>
        <translation>Rút một lá để trên tay lại có 5 lá.</translation>
    </message>
    <message>
        <source>The last turtle</source>
        <translation>Rùa cuối cùng</translation>
    </message>
    <message>
        <source>Every turtle on the rearmost occupied space is last: all the turtles on START count while any turtle is there, and every turtle of a stack counts. With several, you pick which one moves; the turtles riding on it go along.</source>
        <translation>Mọi con rùa ở ô có rùa xa nhất phía sau đều là rùa cuối: khi còn rùa ở vị trí Bắt đầu thì mọi con ở đó đều tính, và mọi con trong một chồng đều tính. Nếu có nhiều con, bạn chọn con nào đi; những con cưỡi trên nó đi theo.</translation>
    </message>
    <message>
        <source>Example: two last turtles</source>
        <translation>Ví dụ: hai rùa cuối</translation>
    </message>
    <message>
        <source>Blue and purple both stand on START, so both are last. Anna plays a last-turtle +2 card and picks purple.</source>
        <translation>Xanh dương và tím đều đứng ở vị trí Bắt đầu, nên cả hai đều là rùa cuối. Anna đánh lá rùa cuối +2 và chọn tím.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Kết thúc</translation>
    </message>
    <message>
        <source>The race ends the moment a turtle reaches the lettuce. Everyone reveals their colour; the owner of the best-placed colour wins. The turtle at the bottom of the stack on the lettuce carried the others, so it comes first.</source>
        <translation>Cuộc đua kết thúc ngay khi một con rùa đến rau diếp. Mọi người lật màu của mình; người có màu xếp hạng cao nhất thắng. Con rùa ở dưới cùng của chồng trên rau diếp đã cõng những con khác, nên nó về nhất.</translation>
    </message>
    <message>
        <source>Example: a stack reaches the lettuce</source>
        <translation>Ví dụ: một chồng đến rau diếp</translation>
    </message>
    <message>
        <source>Red rides on green, one space before the lettuce. Anna backs red and Ben backs green. Anna plays Green +1.</source>
        <translation>Đỏ cưỡi trên xanh lá, cách rau diếp một ô. Anna ủng hộ đỏ và Ben ủng hộ xanh lá. Anna đánh lá Xanh lá +1.</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Phân xử</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Đường đua</translation>
    </message>
    <message>
        <source>Spaces 0 to 9: space 0 is START and space 9 is the lettuce. The option &lt;i&gt;Track length&lt;/i&gt; changes the number of spaces.</source>
        <translation>Các ô từ 0 đến 9: ô 0 là vị trí Bắt đầu và ô 9 là rau diếp. Tùy chọn &lt;i&gt;Track length&lt;/i&gt; thay đổi số ô.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Bộ bài</translation>
    </message>
    <message>
        <source>52 cards. Each colour has one +2, five +1 and two −1. The 12 rainbow and last-turtle cards depend on the option &lt;i&gt;Deck&lt;/i&gt;: the published game, or the English text read literally.</source>
        <translation>52 lá. Mỗi màu có một lá +2, năm lá +1 và hai lá −1. 12 lá cầu vồng và lá rùa cuối tùy theo tùy chọn &lt;i&gt;Deck&lt;/i&gt;: theo bản game đã phát hành, hoặc theo đúng từng chữ của sách luật tiếng Anh.</translation>
    </message>
    <message>
        <source>START</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>By default the turtles stand side by side on START and each moves alone; a turtle or stack that retreats onto START never climbs onto another stack there. With the option &lt;i&gt;Start stacked&lt;/i&gt; they begin as one stack in random order.</source>
        <translation>Mặc định các con rùa đứng cạnh nhau ở vị trí Bắt đầu và mỗi con đi riêng; rùa hay chồng rùa lùi về vị trí Bắt đầu không bao giờ leo lên chồng khác ở đó. Với tùy chọn &lt;i&gt;Start stacked&lt;/i&gt;, chúng bắt đầu thành một chồng theo thứ tự ngẫu nhiên.</translation>
    </message>
    <message>
        <source>Last place</source>
        <translation>Vị trí cuối</translation>
    </message>
    <message>
        <source>Every turtle on the rearmost occupied space is last. With several, the player picks one; the turtles riding on it go along, the ones under it stay.</source>
        <translation>Mọi con rùa ở ô có rùa xa nhất phía sau đều là rùa cuối. Nếu có nhiều con, người chơi chọn một; những con cưỡi trên nó đi theo, những con ở dưới ở lại.</translation>
    </message>
    <message>
        <source>Retreating at START</source>
        <translation>Lùi ở vị trí Bắt đầu</translation>
    </message>
    <message>
        <source>A retreat card can&apos;t be played on a turtle on START (as both publishers rule), unless the option &lt;i&gt;Retreat at START&lt;/i&gt; allows it with no effect.</source>
        <translation>Không được đánh lá lùi cho rùa đang ở vị trí Bắt đầu (theo phân xử của cả hai nhà phát hành), trừ khi tùy chọn &lt;i&gt;Retreat at START&lt;/i&gt; cho phép đánh mà không có tác dụng.</translation>
    </message>
    <message>
        <source>No playable card</source>
        <translation>Không có lá nào đánh được</translation>
    </message>
    <message>
        <source>A player who holds no playable card discards one card of their choice face up, with no effect, then draws.</source>
        <translation>Người chơi không có lá nào đánh được thì bỏ một lá tùy chọn, ngửa mặt, không có tác dụng, rồi rút bài.</translation>
    </message>
    <message>
        <source>Finishing</source>
        <translation>Về đích</translation>
    </message>
    <message>
        <source>A move that reaches or passes the lettuce stops on it, and the race ends at once (no card is drawn).</source>
        <translation>Nước đi đến hoặc vượt qua rau diếp thì dừng lại ở đó, và cuộc đua kết thúc ngay (không rút bài).</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Xếp hạng</translation>
    </message>
    <message>
        <source>First the turtles on the lettuce, the bottom of that stack first (it carried the others); then the others by space, nearest the lettuce first, each stack from the bottom up. Separate stacks on START are tied with each other, level by level.</source>
        <translation>Trước hết là các con rùa trên rau diếp, con dưới cùng của chồng đó trước (nó đã cõng những con khác); sau đó những con còn lại theo ô, gần rau diếp nhất trước, mỗi chồng từ dưới lên. Các chồng riêng ở vị trí Bắt đầu đồng hạng với nhau, theo từng tầng.</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Người thắng</translation>
    </message>
    <message>
        <source>The player whose colour comes first in the ranking wins; colours nobody holds are skipped. If that place is a tie between turtles on START, their owners share the win.</source>
        <translation>Người có màu đứng đầu bảng xếp hạng thắng; bỏ qua các màu không ai giữ. Nếu vị trí đó là đồng hạng giữa các con rùa ở vị trí Bắt đầu, những người giữ chúng cùng thắng.</translation>
    </message>
    <message>
        <source>Open colours</source>
        <translation>Màu công khai</translation>
    </message>
    <message>
        <source>With the option &lt;i&gt;Open colours&lt;/i&gt; (for young players) each player picks a colour and everyone can see it.</source>
        <translation>Với tùy chọn &lt;i&gt;Open colours&lt;/i&gt; (cho người chơi nhỏ tuổi), mỗi người chơi chọn một màu và mọi người đều thấy.</translation>
    </message>
    <message>
        <source>Reshuffle</source>
        <translation>Xáo lại</translation>
    </message>
    <message>
        <source>When a card must be drawn and the draw pile is empty, the played cards are shuffled into a new draw pile.</source>
        <translation>Khi phải rút bài mà chồng bài rút đã hết, các lá đã đánh được xáo thành chồng bài rút mới.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>2 to 5 players. The first player is chosen when the game is set up.</source>
        <translation>2 đến 5 người chơi. Người đi trước được chọn khi chuẩn bị ván.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Tùy chọn</translation>
    </message>
    <message>
        <source>Where the printed rulebooks are unclear or disagree, Tidepool decides as follows.</source>
        <translation>Khi các sách luật in chưa rõ hoặc mâu thuẫn nhau, Tidepool phân xử như sau.</translation>
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
    <name>RippleCatalogue</name>
    <message>
        <source>%1 cards in %2 kinds: %3 combo cards, the rest standard cards.</source>
        <translation>%1 lá gồm %2 loại: %3 lá combo, còn lại là lá thường.</translation>
    </message>
    <message>
        <source>%1 combo, worth %2 until completed; needs %3 and %4; completed: %5; %6 in the deck</source>
        <translation>Combo %1, giá trị %2 khi chưa hoàn thành; cần %3 và %4; hoàn thành: %5; %6 lá trong bộ bài</translation>
    </message>
    <message>
        <source>%1, worth %2; %3 in the deck</source>
        <translation>%1, giá trị %2; %3 lá trong bộ bài</translation>
    </message>
    <message>
        <source>%1 combo</source>
        <translation>Combo %1</translation>
    </message>
    <message>
        <source>Value %1 · ×%2</source>
        <translation>Giá trị %1 · ×%2</translation>
    </message>
    <message>
        <source>Needs %1 + %2</source>
        <translation>Cần %1 + %2</translation>
    </message>
    <message>
        <source>Completed: %1</source>
        <translation>Hoàn thành: %1</translation>
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
</context>
<context>
    <name>RipplePage</name>
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
        <source>%1&apos;s beach, playing below</source>
        <translation>Bãi biển của %1, đang chơi ở dưới</translation>
    </message>
    <message>
        <source>playing below</source>
        <translation>đang chơi ở dưới</translation>
    </message>
    <message>
        <source>%1 showing</source>
        <translation>đang lộ %1</translation>
    </message>
    <message>
        <source>%1 showing · total %2</source>
        <translation>đang lộ %1 · tổng %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 showing · total %2 · %n face down</source>
        <translation>
            <numerusform>đang lộ %1 · tổng %2 · %n lá úp</numerusform>
        </translation>
    </message>
    <message>
        <source>No card in play</source>
        <translation>Không có lá bài đang chơi</translation>
    </message>
    <message>
        <source>Card in play: %1, %2. %3</source>
        <translation>Lá bài đang chơi: %1, %2. %3</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n điểm</numerusform>
        </translation>
    </message>
    <message>
        <source>Card in play: %1, %2.</source>
        <translation>Lá bài đang chơi: %1, %2.</translation>
    </message>
    <message>
        <source>Take back: %1</source>
        <translation>Rút lại: %1</translation>
    </message>
</context>
<context>
    <name>RippleRules</name>
    <message>
        <source>&lt;i&gt;2 to 6 players, about 30 minutes.&lt;/i&gt; Each player builds a &lt;b&gt;beach&lt;/b&gt; of ten cards in two rows of five, face down at first, and swaps cards in to make matches, block sets and completed combos. The lowest score after three rounds wins. There are no secret hands: every card is either face up for everyone or face down for everyone, its owner included.</source>
        <translation>&lt;i&gt;2 đến 6 người chơi, khoảng 30 phút.&lt;/i&gt; Mỗi người chơi xây một &lt;b&gt;bãi biển&lt;/b&gt; gồm mười lá bài xếp hai hàng, mỗi hàng năm lá, lúc đầu úp mặt, rồi đổi bài vào để tạo cặp, bộ khối và combo hoàn thành. Sau ba vòng, người ít điểm nhất thắng. Không có bài giấu trên tay: mỗi lá hoặc ngửa cho mọi người cùng thấy, hoặc úp với mọi người, kể cả chủ của nó.</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Các lá bài</translation>
    </message>
    <message>
        <source>100 cards: 14 icons, each with 5 standard cards and 1 to 3 &lt;b&gt;combo cards&lt;/b&gt;. A card is worth its icon&apos;s value. A combo card also shows the two icons it needs and the bonus it scores once both are stacked behind it.</source>
        <translation>100 lá: 14 hình, mỗi hình có 5 lá thường và 1 đến 3 &lt;b&gt;lá combo&lt;/b&gt;. Mỗi lá có giá trị bằng giá trị của hình trên lá. Lá combo còn cho biết hai hình nó cần và điểm thưởng nó được khi cả hai đã được xếp sau nó.</translation>
    </message>
    <message>
        <source>Starting a round</source>
        <translation>Bắt đầu một vòng</translation>
    </message>
    <message>
        <source>All 100 cards are shuffled; each player gets 10 face down on their beach, and the rest is the draw pile. Slots 0 to 4 are the top row and 5 to 9 the bottom row; a slot and the one below it form a column. Each player in seat order turns two of their cards face up, and the lowest sum of face-up cards starts.</source>
        <translation>Xáo cả 100 lá; mỗi người chơi nhận 10 lá úp trên bãi biển của mình, phần còn lại là chồng bài rút. Ô 0 đến 4 là hàng trên và 5 đến 9 là hàng dưới; một ô và ô ngay dưới nó tạo thành một cột. Lần lượt theo thứ tự ghế, mỗi người lật ngửa hai lá của mình, và người có tổng các lá ngửa nhỏ nhất đi trước.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Một lượt chơi</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt; the top card of the draw pile, or &lt;b&gt;take&lt;/b&gt; the top card of another player&apos;s discard pile (never your own).</source>
        <translation>&lt;b&gt;Rút&lt;/b&gt; lá trên cùng của chồng bài rút, hoặc &lt;b&gt;lấy&lt;/b&gt; lá trên cùng của chồng bài bỏ của người chơi khác (không bao giờ của chính mình).</translation>
    </message>
    <message>
        <source>Then one of:</source>
        <translation>Sau đó làm một trong các việc:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Place&lt;/b&gt; it in any slot, face up or face down. The card that was there, with any cards stacked behind it, is about to be discarded (unless you ripple it) and goes face up onto your discard pile.</source>
        <translation>&lt;b&gt;Đặt&lt;/b&gt; lá đó vào một ô bất kỳ, ngửa hoặc úp. Lá đang ở ô đó, cùng các lá xếp sau nó, sắp bị bỏ (trừ khi bạn cho nó gợn sóng) và được đặt ngửa lên chồng bài bỏ của bạn.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stack&lt;/b&gt; it behind a face-up combo card on your beach that needs its icon and doesn&apos;t have it yet. You get an &lt;b&gt;extra turn&lt;/b&gt;, whose card must come from the draw pile.</source>
        <translation>&lt;b&gt;Xếp&lt;/b&gt; lá đó sau một lá combo đang ngửa trên bãi biển của bạn, cần hình của lá đó và chưa có nó. Bạn được một &lt;b&gt;lượt thêm&lt;/b&gt;, và lá của lượt đó phải rút từ chồng bài rút.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt; it and turn one of your face-down cards face up.</source>
        <translation>&lt;b&gt;Bỏ&lt;/b&gt; lá đó và lật ngửa một lá đang úp của bạn.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rippling.&lt;/b&gt; When the card about to be discarded could make a new match on your beach (a slot whose column partner is face up with the same icon), or could be stacked behind one of your combos, you may play it there instead. The card it replaces is then about to be discarded in turn, so ripples can chain.</source>
        <translation>&lt;b&gt;Gợn sóng.&lt;/b&gt; Khi lá sắp bị bỏ có thể tạo một cặp mới trên bãi biển của bạn (một ô mà lá cùng cột đang ngửa và có cùng hình), hoặc có thể xếp sau một combo của bạn, bạn có thể đánh nó vào đó thay vì bỏ. Lá bị thay ra đến lượt sắp bị bỏ, nên gợn sóng có thể nối tiếp nhau.</translation>
    </message>
    <message>
        <source>Example: a ripple</source>
        <translation>Ví dụ: gợn sóng</translation>
    </message>
    <message>
        <source>Anna draws a card and places it over her face-down card second from the left in the top row. That card turns out to be an octopus: instead of discarding it, she ripples it into the bottom row under her face-up octopus, making a match. The card it replaces there has no such spot, so it is discarded.</source>
        <translation>Anna rút một lá và đặt nó vào chỗ lá úp thứ hai từ trái sang ở hàng trên. Lá đó hóa ra là con bạch tuộc: thay vì bỏ nó, cô cho nó gợn sóng xuống hàng dưới, dưới con bạch tuộc đang ngửa của cô, tạo thành một cặp. Lá bị thay ra ở đó không có chỗ nào như vậy, nên bị bỏ.</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>Trên tay</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Tính điểm</translation>
    </message>
    <message>
        <source>At the end of a round every card is turned face up. Per slot:</source>
        <translation>Cuối vòng mọi lá đều được lật ngửa. Với mỗi ô:</translation>
    </message>
    <message>
        <source>a &lt;b&gt;completed combo&lt;/b&gt; (both needed icons stacked behind it) scores its bonus, and its stacked cards score 0;</source>
        <translation>&lt;b&gt;combo hoàn thành&lt;/b&gt; (đã xếp đủ hai hình cần thiết sau nó) được điểm thưởng của nó, và các lá xếp sau nó được 0 điểm;</translation>
    </message>
    <message>
        <source>otherwise a card in a &lt;b&gt;matched column&lt;/b&gt; (both top cards show the same icon) scores 0;</source>
        <translation>nếu không, lá trong một &lt;b&gt;cột thành cặp&lt;/b&gt; (hai lá trên cùng có cùng hình) được 0 điểm;</translation>
    </message>
    <message>
        <source>otherwise the card scores its value. Cards stacked behind an incomplete combo always score their values.</source>
        <translation>nếu không, lá được điểm bằng giá trị của nó. Các lá xếp sau một combo chưa hoàn thành luôn được tính điểm theo giá trị.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Block sets&lt;/b&gt; add to that: two adjacent matched columns of one icon (4 cards) score −15, three (6 cards) score −20.</source>
        <translation>&lt;b&gt;Bộ khối&lt;/b&gt; được cộng thêm: hai cột thành cặp liền nhau cùng một hình (4 lá) được −15, ba cột (6 lá) được −20.</translation>
    </message>
    <message>
        <source>Example: a match, a block set and a completed combo</source>
        <translation>Ví dụ: một cặp, một bộ khối và một combo hoàn thành</translation>
    </message>
    <message>
        <source>The two fish match: 0. The pineapple combo has the wave and the sun it needs: −5, its stacked cards 0. The four palm trees are two matched columns side by side, a block set: 0 each and −15. The octopus, castle and turtle score 9, 10 and 6. This beach scores 5.</source>
        <translation>Hai con cá thành cặp: 0. Combo quả dứa có đủ con sóng và mặt trời cần thiết: −5, các lá xếp sau nó 0. Bốn cây cọ là hai cột thành cặp nằm cạnh nhau, một bộ khối: mỗi lá 0 và −15. Bạch tuộc, lâu đài và rùa được 9, 10 và 6. Bãi biển này được 5 điểm.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Kết thúc</translation>
    </message>
    <message>
        <source>A round ends when a player finishes a turn with every card face up: each other player has one last turn, then the round is scored. The game lasts three rounds; the lowest total wins.</source>
        <translation>Một vòng kết thúc khi một người chơi kết thúc lượt với mọi lá đều ngửa: mỗi người chơi khác còn một lượt cuối, rồi vòng được tính điểm. Ván chơi gồm ba vòng; người có tổng điểm thấp nhất thắng.</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Phân xử</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Lá bài</translation>
    </message>
    <message>
        <source>14 icons, 5 standard cards each plus combo cards, 100 cards; the values and combos are the catalogue above.</source>
        <translation>14 hình, mỗi hình 5 lá thường cộng các lá combo, tổng 100 lá; giá trị và combo theo danh mục ở trên.</translation>
    </message>
    <message>
        <source>Beach</source>
        <translation>Bãi biển</translation>
    </message>
    <message>
        <source>2 rows of 5 slots, numbered 0 to 4 (top) and 5 to 9 (bottom); slot s and slot s+5 form a column.</source>
        <translation>2 hàng, mỗi hàng 5 ô, đánh số 0 đến 4 (trên) và 5 đến 9 (dưới); ô s và ô s+5 tạo thành một cột.</translation>
    </message>
    <message>
        <source>Round start</source>
        <translation>Bắt đầu vòng</translation>
    </message>
    <message>
        <source>Each player, in seat order, turns 2 cards face up; the lowest sum goes first, and a tie goes to the tied player earliest in seat order. Every round starts this way, with all 100 cards shuffled and dealt again.</source>
        <translation>Lần lượt theo thứ tự ghế, mỗi người lật ngửa 2 lá; tổng nhỏ nhất đi trước, nếu bằng nhau thì người có ghế đứng trước đi trước. Vòng nào cũng bắt đầu như vậy, với cả 100 lá được xáo và chia lại.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Lượt</translation>
    </message>
    <message>
        <source>A card taken from a discard pile may be discarded too, like a drawn one. A combo is discarded with its stacked cards underneath it; whoever takes it takes only the combo.</source>
        <translation>Lá lấy từ chồng bài bỏ cũng có thể bỏ đi, như lá rút được. Combo bị bỏ cùng với các lá xếp sau nó nằm bên dưới; ai lấy nó thì chỉ lấy lá combo.</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Hai người chơi</translation>
    </message>
    <message>
        <source>Each has two discard piles and discards to them in turn; the opponent may take from the top of either.</source>
        <translation>Mỗi người có hai chồng bài bỏ và lần lượt bỏ bài vào từng chồng; đối thủ có thể lấy lá trên cùng của chồng nào cũng được.</translation>
    </message>
    <message>
        <source>Extra turns</source>
        <translation>Lượt thêm</translation>
    </message>
    <message>
        <source>Stacking behind a combo, by placing or by rippling, earns an extra turn, whose draw must come from the draw pile. Extra turns chain.</source>
        <translation>Xếp một lá sau combo, bằng cách đặt hay gợn sóng, được một lượt thêm, và lá của lượt đó phải rút từ chồng bài rút. Lượt thêm có thể nối tiếp nhau.</translation>
    </message>
    <message>
        <source>Ripple</source>
        <translation>Gợn sóng</translation>
    </message>
    <message>
        <source>A card about to be discarded may instead make a new match or join a combo that needs it, with no limit. The slot rippled into may be face down: legality never depends on a hidden card. A card with no such spot must be discarded. A ripple into a match never breaks one, so chains always end.</source>
        <translation>Lá sắp bị bỏ có thể thay vào đó tạo một cặp mới hoặc nhập vào một combo cần nó, không giới hạn số lần. Ô được gợn sóng vào có thể đang úp: việc hợp lệ không bao giờ phụ thuộc vào lá đang úp. Lá không có chỗ nào như vậy phải bị bỏ. Gợn sóng vào một cặp không bao giờ phá một cặp, nên chuỗi gợn sóng luôn kết thúc.</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Thành cặp</translation>
    </message>
    <message>
        <source>Matching compares the top card of each slot: a combo card counts by its own icon, so a completed combo also counts in a match or a block set; cards stacked behind it never match.</source>
        <translation>Việc thành cặp so lá trên cùng của mỗi ô: lá combo tính theo hình của chính nó, nên combo hoàn thành cũng được tính trong cặp hay bộ khối; các lá xếp sau nó không bao giờ thành cặp.</translation>
    </message>
    <message>
        <source>Block sets</source>
        <translation>Bộ khối</translation>
    </message>
    <message>
        <source>A run of adjacent matched columns of one icon scores −15 for 2 columns and −20 for 3; longer runs split into the lowest-scoring blocks (4 columns: −30, 5 columns: −35).</source>
        <translation>Một dãy cột thành cặp liền nhau cùng một hình được −15 với 2 cột và −20 với 3 cột; dãy dài hơn được chia thành các khối cho điểm thấp nhất (4 cột: −30, 5 cột: −35).</translation>
    </message>
    <message>
        <source>Round end</source>
        <translation>Kết thúc vòng</translation>
    </message>
    <message>
        <source>When a player ends a turn with every card face up, each other player has one last turn. The player who ended the round adds 10 if their score is above 0 (option &lt;i&gt;End-of-round penalty&lt;/i&gt;).</source>
        <translation>Khi một người chơi kết thúc lượt với mọi lá đều ngửa, mỗi người chơi khác còn một lượt cuối. Người kết thúc vòng bị cộng 10 nếu điểm của họ lớn hơn 0 (tùy chọn &lt;i&gt;End-of-round penalty&lt;/i&gt;).</translation>
    </message>
    <message>
        <source>Empty draw pile</source>
        <translation>Hết chồng bài rút</translation>
    </message>
    <message>
        <source>At the start of every turn, if the draw pile is empty, every discard pile but its top card is shuffled into a new draw pile; if it is still empty, the round ends at once and is scored, with no penalty.</source>
        <translation>Đầu mỗi lượt, nếu chồng bài rút đã hết, mọi chồng bài bỏ trừ lá trên cùng được xáo thành chồng bài rút mới; nếu vẫn trống, vòng kết thúc ngay và được tính điểm, không bị phạt.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Ván chơi</translation>
    </message>
    <message>
        <source>The option &lt;i&gt;Rounds&lt;/i&gt; sets the number of rounds. The lowest total wins; a tie goes to the tied player with the lowest score in the last round; if still tied, they share the win.</source>
        <translation>Tùy chọn &lt;i&gt;Rounds&lt;/i&gt; đặt số vòng. Tổng điểm thấp nhất thắng; nếu bằng nhau, người có điểm vòng cuối thấp nhất thắng; nếu vẫn bằng, họ cùng thắng.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Tùy chọn</translation>
    </message>
    <message>
        <source>Where the rulebook is unclear, Tidepool decides as follows.</source>
        <translation>Khi sách luật chưa rõ, Tidepool phân xử như sau.</translation>
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
    <message>
        <source>%1: %2 this round, %3 in all</source>
        <translation>%1: %2 ván này, tổng cộng %3</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <source>The game in play uses these settings. A setting marked &lt;b&gt;changed&lt;/b&gt; is not the default.</source>
        <translation>Ván đang chơi dùng các thiết lập này. Thiết lập có ghi &lt;b&gt;đã đổi&lt;/b&gt; khác với mặc định.</translation>
    </message>
    <message>
        <source>These are the defaults. Each can be changed on the new-game screen before a game starts.</source>
        <translation>Đây là các giá trị mặc định. Mỗi thiết lập có thể đổi ở màn hình ván mới trước khi bắt đầu ván.</translation>
    </message>
    <message>
        <source>%1: %2. %3</source>
        <translation>%1: %2. %3</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>đã đổi</translation>
    </message>
    <message>
        <source>%1. Now: %2.</source>
        <translation>%1. Hiện tại: %2.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>From %1 to %2.</source>
        <translation>Từ %1 đến %2.</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>‹  Back to the game</source>
        <translation>‹  Quay lại ván chơi</translation>
    </message>
    <message>
        <source>‹  Back</source>
        <translation>‹  Quay lại</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Luật chơi</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation>Cách chơi %1</translation>
    </message>
</context>
<context>
    <name>RulingItem</name>
    <message>
        <source>Ruling %1: %2. %3</source>
        <translation>Phân xử %1: %2. %3</translation>
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
    <message>
        <source>%1: a person or a computer</source>
        <translation>%1: người hay máy</translation>
    </message>
    <message>
        <source>%1: how strong</source>
        <translation>%1: mức độ</translation>
    </message>
    <message>
        <source>Another colour for %1</source>
        <translation>Đổi màu khác cho %1</translation>
    </message>
    <message>
        <source>None picked: dealt at random</source>
        <translation>Chưa chọn: sẽ chia ngẫu nhiên</translation>
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
</context>
<context>
    <name>SecretColorCard</name>
    <message>
        <source>Activate to turn it face down; it turns face down by itself in a few seconds</source>
        <translation>Kích hoạt để úp lá bài lại; lá bài tự úp lại sau vài giây</translation>
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
        <source>Moves</source>
        <translation>Nước đi</translation>
    </message>
    <message>
        <source>Confirm each move (Done or Take back)</source>
        <translation>Xác nhận từng nước đi (Xong hoặc Rút lại)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Âm thanh</translation>
    </message>
    <message>
        <source>Sounds on</source>
        <translation>Bật âm thanh</translation>
    </message>
    <message>
        <source>Quiet</source>
        <translation>Nhỏ</translation>
    </message>
    <message>
        <source>Loud</source>
        <translation>To</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Âm lượng</translation>
    </message>
    <message>
        <source>Keyboard: Tab and the arrow keys move, Enter or Space acts, the number keys choose a card in your hand, Enter confirms a move and Backspace takes it back, T says what is on the table, Escape opens the menu.</source>
        <translation>Bàn phím: Tab và các phím mũi tên để di chuyển, Enter hoặc phím cách để thực hiện, phím số để chọn lá bài trên tay, Enter để xác nhận nước đi và Backspace để rút lại, T để nghe những gì đang có trên bàn, Escape để mở menu.</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Trực tuyến</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Máy chủ</translation>
    </message>
    <message>
        <source>Game server&apos;s address</source>
        <translation>Địa chỉ máy chủ trò chơi</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tên của bạn</translation>
    </message>
    <message>
        <source>Your name at online tables</source>
        <translation>Tên của bạn ở bàn trực tuyến</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
    <message>
        <source>Count each person&apos;s games and wins</source>
        <translation>Đếm số ván và số trận thắng của từng người</translation>
    </message>
    <message>
        <source>No finished games counted yet: a game played to the end at this screen counts for each person at the table (computers are not counted).</source>
        <translation>Chưa có ván nào được đếm: một ván chơi đến hết trên màn hình này được tính cho từng người ở bàn (không tính máy).</translation>
    </message>
    <message>
        <source>Press again to clear every count</source>
        <translation>Nhấn lần nữa để xoá mọi số đếm</translation>
    </message>
    <message>
        <source>Clear statistics…</source>
        <translation>Xoá thống kê…</translation>
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
    <name>SuggestBar</name>
    <message>
        <source>Thinking…</source>
        <translation>Đang nghĩ…</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>Gợi ý một nước đi</translation>
    </message>
    <message>
        <source>Suggestion: %1</source>
        <translation>Gợi ý: %1</translation>
    </message>
</context>
<context>
    <name>TButton</name>
    <message>
        <source>%1 (not available now)</source>
        <translation>%1 (chưa dùng được lúc này)</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>%1 is thinking</source>
        <translation>%1 đang suy nghĩ</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Lượt của %1</translation>
    </message>
    <message>
        <source>☰  Menu</source>
        <translation>☰  Menu</translation>
    </message>
    <message>
        <source>?  Rules</source>
        <translation>?  Luật chơi</translation>
    </message>
    <message>
        <source>Rules (F1)</source>
        <translation>Luật chơi (F1)</translation>
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
        <source>Show the results</source>
        <translation>Xem kết quả</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <translation>Đã rút lại: %1</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>Bàn %1</translation>
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
<context>
    <name>Tutorial</name>
    <message>
        <source>&quot;%1&quot; is not a step of the %2 guided game (0 to %3)</source>
        <translation>&quot;%1&quot; không phải một bước của ván có hướng dẫn %2 (0 đến %3)</translation>
    </message>
    <message>
        <source>Learn Turtle Race Mini</source>
        <translation>Học chơi Đua Rùa Mini</translation>
    </message>
    <message>
        <source>Welcome to Turtle Race Mini! Twelve turtle tiles race in a row with no board. The front of the row is on the right: the tile there is winning.</source>
        <translation>Chào mừng bạn đến với Đua Rùa Mini! Mười hai thẻ rùa đua theo một hàng, không cần bảng. Đầu hàng ở bên phải: thẻ ở đó đang dẫn đầu.</translation>
    </message>
    <message>
        <source>You secretly back green, and green has two tiles, G1 and G2. When the race ends, the owner of the best-placed colour wins.</source>
        <translation>Bạn bí mật ủng hộ màu xanh lá, và xanh lá có hai thẻ, G1 và G2. Khi cuộc đua kết thúc, người có màu xếp hạng cao nhất thắng.</translation>
    </message>
    <message>
        <source>A colour card moves one of the two tiles of its colour, the one you pick. A tile that lands on another climbs on top of it.</source>
        <translation>Lá màu di chuyển một trong hai thẻ cùng màu, thẻ mà bạn chọn. Thẻ rơi lên thẻ khác thì leo lên trên nó.</translation>
    </message>
    <message>
        <source>Choose Green +2, then choose the tile G2.</source>
        <translation>Bấm vào lá Xanh lá +2, rồi bấm vào thẻ G2.</translation>
    </message>
    <message>
        <source>Mo moved the black tile K1 onto B2 with a multicolour card, and K1 carried your G2 along: a moving tile carries every tile above it.</source>
        <translation>Mo dùng một lá nhiều màu đưa thẻ đen K1 lên B2, và K1 cõng theo G2 của bạn: thẻ di chuyển cõng theo mọi thẻ nằm trên nó.</translation>
    </message>
    <message>
        <source>A shake card breaks a stack up. Name its bottom tile: the tiles above it are laid out one per place right behind it, the lowest first.</source>
        <translation>Lá lắc tách một chồng ra. Chọn thẻ dưới cùng của chồng: các thẻ bên trên được xếp ngay phía sau nó, mỗi vị trí một thẻ, thẻ thấp nhất trước.</translation>
    </message>
    <message>
        <source>Choose the shake card, then choose B2, the bottom of that stack.</source>
        <translation>Bấm vào lá lắc, rồi bấm vào B2, thẻ dưới cùng của chồng đó.</translation>
    </message>
    <message>
        <source>Mo played Red +3 on R1, but R1 was only one place from the front: a move past the front stops on the front stack, so R1 now rides on your G1.</source>
        <translation>Mo đánh lá Đỏ +3 cho R1, nhưng R1 chỉ cách đầu hàng một vị trí: nước đi vượt quá đầu hàng dừng lại ở chồng đầu, nên giờ R1 cưỡi trên G1 của bạn.</translation>
    </message>
    <message>
        <source>Each time a lettuce is drawn it is laid out here. Two are out already: the race ends the moment the third one is laid out.</source>
        <translation>Mỗi khi rút được lá rau diếp, nó được đặt ở đây. Đã có hai lá: cuộc đua kết thúc ngay khi lá thứ ba được đặt ra.</translation>
    </message>
    <message>
        <source>Cards can move tiles back too, whoever backs them. Send R1 back two places before the race ends.</source>
        <translation>Lá bài cũng có thể đưa thẻ lùi lại, dù ai ủng hộ chúng. Hãy cho R1 lùi hai vị trí trước khi cuộc đua kết thúc.</translation>
    </message>
    <message>
        <source>Choose Red −2, then choose the tile R1.</source>
        <translation>Bấm vào lá Đỏ −2, rồi bấm vào thẻ R1.</translation>
    </message>
    <message>
        <source>You drew the third lettuce, so the race is over. G1 is at the bottom of the front stack, so green is ranked first and you win. You know the rules of Turtle Race Mini: enjoy a real game!</source>
        <translation>Bạn rút được lá rau diếp thứ ba, nên cuộc đua kết thúc. G1 ở dưới cùng của chồng đầu, nên xanh lá xếp hạng nhất và bạn thắng. Bạn đã biết luật Đua Rùa Mini: chúc bạn chơi vui ván thật!</translation>
    </message>
    <message>
        <source>Learn Ribbit</source>
        <translation>Học chơi Ribbit</translation>
    </message>
    <message>
        <source>Welcome to Ribbit! Five turtles race across the pond from START to the lettuce at the far end.</source>
        <translation>Chào mừng bạn đến với Ribbit (Đua Rùa)! Năm con rùa đua qua ao từ vị trí Bắt đầu đến rau diếp ở đầu bên kia.</translation>
    </message>
    <message>
        <source>You secretly back one turtle: your secret card shows green. When the race ends, the owner of the best-placed turtle wins.</source>
        <translation>Bạn bí mật ủng hộ một con rùa: lá bí mật của bạn là màu xanh lá. Khi cuộc đua kết thúc, người có rùa xếp hạng cao nhất thắng.</translation>
    </message>
    <message>
        <source>On your turn you play one card from your hand and move the turtle it shows, then draw back up to five cards. You must move that turtle even when it isn&apos;t yours.</source>
        <translation>Đến lượt, bạn đánh một lá trên tay và di chuyển con rùa mà lá đó chỉ, rồi rút cho đủ lại năm lá. Bạn phải di chuyển con rùa đó dù nó không phải rùa của bạn.</translation>
    </message>
    <message>
        <source>Green stands alone on the rearmost space, so green is the last turtle. A Last turtle card moves a last turtle: one space, or two for the double arrow.</source>
        <translation>Xanh lá đứng một mình ở ô xa nhất phía sau, nên xanh lá là rùa cuối. Lá Rùa cuối di chuyển một con rùa cuối: một ô, hoặc hai ô với lá hai mũi tên.</translation>
    </message>
    <message>
        <source>Choose the Last turtle +1 card, then choose the green turtle.</source>
        <translation>Bấm vào lá Rùa cuối +1, rồi bấm vào con rùa xanh lá.</translation>
    </message>
    <message>
        <source>Mo played Blue +1. Blue landed on yellow&apos;s space and climbed on top: a turtle that lands on an occupied space climbs onto the stack there.</source>
        <translation>Mo đánh lá Xanh dương +1. Xanh dương đi vào ô của vàng và leo lên trên: rùa đi vào ô đã có rùa thì leo lên chồng ở đó.</translation>
    </message>
    <message>
        <source>Green can climb too. Green +2 moves green two spaces, onto the yellow and blue stack.</source>
        <translation>Xanh lá cũng leo được. Lá Xanh lá +2 đưa xanh lá đi hai ô, lên chồng vàng và xanh dương.</translation>
    </message>
    <message>
        <source>Play Green +2 on the green turtle.</source>
        <translation>Đánh lá Xanh lá +2 cho con rùa xanh lá.</translation>
    </message>
    <message>
        <source>Mo moved yellow, the bottom turtle, and yellow carried blue and your green along. A moving turtle carries every turtle above it; the turtles below it stay.</source>
        <translation>Mo di chuyển vàng, con rùa dưới cùng, và vàng cõng theo xanh dương cùng xanh lá của bạn. Rùa di chuyển cõng theo mọi con rùa ở trên nó; các con ở dưới ở lại.</translation>
    </message>
    <message>
        <source>That stack is now on the rearmost space, so all three of its turtles are last. Move green with the Last turtle +2 card: green jumps off the top, and yellow and blue stay behind.</source>
        <translation>Chồng đó giờ ở ô xa nhất phía sau, nên cả ba con rùa trong chồng đều là rùa cuối. Hãy di chuyển xanh lá bằng lá Rùa cuối +2: xanh lá nhảy khỏi đỉnh chồng, còn vàng và xanh dương ở lại.</translation>
    </message>
    <message>
        <source>Play the Last turtle +2 card on the green turtle.</source>
        <translation>Đánh lá Rùa cuối +2 cho con rùa xanh lá.</translation>
    </message>
    <message>
        <source>Mo moved purple onto green&apos;s space, so purple now rides on your green turtle.</source>
        <translation>Mo đưa tím vào ô của xanh lá, nên giờ tím cưỡi trên con rùa xanh lá của bạn.</translation>
    </message>
    <message>
        <source>Green reached the lettuce first, carrying purple, so green is ranked first and you win. Everyone shows their colour: Mo backed red. You know the rules of Ribbit: enjoy a real game!</source>
        <translation>Xanh lá đến rau diếp đầu tiên, cõng theo tím, nên xanh lá xếp hạng nhất và bạn thắng. Mọi người lật màu của mình: Mo ủng hộ đỏ. Bạn đã biết luật Ribbit: chúc bạn chơi vui ván thật!</translation>
    </message>
    <message>
        <source>Learn Ripple</source>
        <translation>Học chơi Ripple</translation>
    </message>
    <message>
        <source>Welcome to Ripple! This is your beach: ten cards in two rows of five. Each card scores its points at the end of a round, and after three rounds the lowest total wins.</source>
        <translation>Chào mừng bạn đến với Ripple! Đây là bãi biển của bạn: mười lá bài xếp hai hàng, mỗi hàng năm lá. Cuối vòng mỗi lá được tính điểm, và sau ba vòng, tổng điểm thấp nhất thắng.</translation>
    </message>
    <message>
        <source>A slot and the slot below it form a column. When both cards of a column show the same icon, they match and score 0: these two castles score nothing instead of 10 each.</source>
        <translation>Một ô và ô ngay dưới nó tạo thành một cột. Khi hai lá của một cột có cùng hình, chúng thành cặp và được 0 điểm: hai lâu đài này không bị tính điểm thay vì mỗi lá 10 điểm.</translation>
    </message>
    <message>
        <source>A turn starts with one card: draw the top card of the draw pile, or take the top card of another player&apos;s discard pile.</source>
        <translation>Mỗi lượt bắt đầu bằng một lá: rút lá trên cùng của chồng bài rút, hoặc lấy lá trên cùng của chồng bài bỏ của người chơi khác.</translation>
    </message>
    <message>
        <source>Choose the draw pile to draw a card.</source>
        <translation>Bấm vào chồng bài rút để rút một lá.</translation>
    </message>
    <message>
        <source>You drew a castle. Slot 6 below slot 1 shows a castle too: place yours in slot 1 to make a match. The card there will be discarded.</source>
        <translation>Bạn rút được một lâu đài. Ô 6 dưới ô 1 cũng là lâu đài: hãy đặt lá của bạn vào ô 1 để tạo cặp. Lá đang ở đó sẽ bị bỏ.</translation>
    </message>
    <message>
        <source>Choose slot 1 to place the castle there.</source>
        <translation>Bấm vào ô 1 để đặt lâu đài vào đó.</translation>
    </message>
    <message>
        <source>The card you replaced was an octopus, and it is about to be discarded. But slot 8 shows an octopus: play it into slot 3 to make another match. That is a ripple, and ripples can chain.</source>
        <translation>Lá bạn vừa thay ra là một con bạch tuộc, và nó sắp bị bỏ. Nhưng ô 8 là bạch tuộc: hãy đánh nó vào ô 3 để tạo thêm một cặp. Đó là gợn sóng, và gợn sóng có thể nối tiếp nhau.</translation>
    </message>
    <message>
        <source>Choose slot 3 to ripple the octopus into it.</source>
        <translation>Bấm vào ô 3 để cho bạch tuộc gợn sóng vào đó.</translation>
    </message>
    <message>
        <source>Columns 1 and 2 now both match with castles, side by side. Two or three adjacent matched columns of one icon are a block set: these four castles score −15 together.</source>
        <translation>Giờ cột 1 và cột 2 đều là cặp lâu đài, nằm cạnh nhau. Hai hoặc ba cột thành cặp liền nhau cùng một hình là một bộ khối: bốn lâu đài này cùng được −15.</translation>
    </message>
    <message>
        <source>The crab from slot 3 can&apos;t make a match or join a combo, so it goes onto your discard pile, and your turn ends.</source>
        <translation>Con cua từ ô 3 không tạo được cặp cũng không nhập được combo nào, nên nó vào chồng bài bỏ của bạn, và lượt của bạn kết thúc.</translation>
    </message>
    <message>
        <source>Press Discard.</source>
        <translation>Bấm nút Bỏ nó.</translation>
    </message>
    <message>
        <source>Mo drew a sun, discarded it onto Mo&apos;s discard pile and turned a card up.</source>
        <translation>Mo rút được một mặt trời, bỏ nó vào chồng bài bỏ của Mo và lật ngửa một lá.</translation>
    </message>
    <message>
        <source>Your pineapple in slot 0 is a combo card: it needs a wave and a sun, and it holds the wave already. Take Mo&apos;s sun.</source>
        <translation>Quả dứa ở ô 0 của bạn là lá combo: nó cần con sóng và mặt trời, và đã có con sóng. Hãy lấy mặt trời của Mo.</translation>
    </message>
    <message>
        <source>Choose Mo&apos;s discard pile to take the sun.</source>
        <translation>Bấm vào chồng bài bỏ của Mo để lấy mặt trời.</translation>
    </message>
    <message>
        <source>Stack the sun behind the pineapple. A combo with both its icons is complete and scores its bonus, −5, instead of its points. Stacking also earns an extra turn.</source>
        <translation>Xếp mặt trời sau quả dứa. Combo có đủ hai hình của nó là hoàn thành và được điểm thưởng, −5, thay vì điểm của nó. Xếp bài còn cho bạn một lượt thêm.</translation>
    </message>
    <message>
        <source>Choose slot 0 to stack the sun behind the pineapple.</source>
        <translation>Bấm vào ô 0 để xếp mặt trời sau quả dứa.</translation>
    </message>
    <message>
        <source>Extra turn! The card of an extra turn must come from the draw pile.</source>
        <translation>Lượt thêm! Lá của lượt thêm phải rút từ chồng bài rút.</translation>
    </message>
    <message>
        <source>A seashell is worth 15 points: keep it off your beach. When you discard the card you drew, you turn one of your face-down cards up.</source>
        <translation>Vỏ sò có giá trị 15 điểm: đừng để nó lên bãi biển của bạn. Khi bỏ lá vừa rút, bạn lật ngửa một lá đang úp của mình.</translation>
    </message>
    <message>
        <source>Turn up the card in slot 4.</source>
        <translation>Lật ngửa lá ở ô 4.</translation>
    </message>
    <message>
        <source>Choose slot 4 to turn it face up.</source>
        <translation>Bấm vào ô 4 để lật ngửa nó.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no guided game (%2)</source>
        <translation>&quot;%1&quot; không có ván có hướng dẫn (%2)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> hoặc </translation>
    </message>
    <message>
        <source>At a shared screen your secret card lies face down. Press and hold it to peek while the others look away; when your turn ends, the screen is covered until the next player says it is them.</source>
        <translation>Khi chơi chung một màn hình, lá bí mật của bạn luôn úp. Nhấn giữ nó để xem lén trong khi những người khác nhìn đi chỗ khác; khi hết lượt, màn hình được che lại cho đến khi người chơi tiếp theo xác nhận đúng là mình.</translation>
    </message>
    <message>
        <source>Red is close behind, and someone may back it. A card with a minus sends its turtle back: Red −1 moves red back one space, onto the yellow and blue stack.</source>
        <translation>Đỏ đang bám sát phía sau, và có thể ai đó ủng hộ nó. Lá có dấu trừ đưa rùa của nó lùi lại: lá Đỏ −1 đưa đỏ lùi một ô, lên chồng vàng và xanh dương.</translation>
    </message>
    <message>
        <source>Play Red −1 on the red turtle.</source>
        <translation>Đánh lá Đỏ −1 cho con rùa đỏ.</translation>
    </message>
    <message>
        <source>Mo played Yellow −1: yellow went back one space and carried blue and red with it. A turtle going back carries its riders too.</source>
        <translation>Mo đánh lá Vàng −1: vàng lùi một ô và cõng theo xanh dương và đỏ. Rùa đi lùi cũng cõng theo những con rùa đang cưỡi trên nó.</translation>
    </message>
    <message>
        <source>START is special: turtles there stand side by side and never stack, and a turtle on START can&apos;t be sent back.</source>
        <translation>Vị trí Bắt đầu rất đặc biệt: rùa ở đó đứng cạnh nhau và không bao giờ chồng lên nhau, và không thể cho rùa đang ở Bắt đầu lùi lại.</translation>
    </message>
    <message>
        <source>A rainbow card moves any turtle you choose. Green is one space from the lettuce: the rainbow +1 on green ends the race, and purple rides along.</source>
        <translation>Lá cầu vồng di chuyển bất kỳ con rùa nào bạn chọn. Xanh lá chỉ cách rau diếp một ô: lá cầu vồng +1 cho xanh lá sẽ kết thúc cuộc đua, và tím được cõng theo.</translation>
    </message>
    <message>
        <source>Play the rainbow +1 card on the green turtle.</source>
        <translation>Đánh lá cầu vồng +1 cho con rùa xanh lá.</translation>
    </message>
    <message>
        <source>Mo drew a dolphin, discarded it and turned up the card in slot 2. Your last face-down card is in slot 9: draw and see whether you can replace it.</source>
        <translation>Mo rút được một con cá heo, bỏ nó và lật ngửa lá ở ô 2. Lá úp cuối cùng của bạn ở ô 9: hãy rút bài và xem bạn có thay được nó không.</translation>
    </message>
    <message>
        <source>Another dolphin! Slot 4 above slot 9 shows a dolphin: place yours in slot 9 to make a match. The face-down card there is replaced.</source>
        <translation>Lại một con cá heo! Ô 4 phía trên ô 9 là cá heo: hãy đặt lá của bạn vào ô 9 để tạo cặp. Lá úp ở đó sẽ bị thay ra.</translation>
    </message>
    <message>
        <source>Choose slot 9 to place the dolphin there.</source>
        <translation>Bấm vào ô 9 để đặt cá heo vào đó.</translation>
    </message>
    <message>
        <source>The turtle from slot 9 can&apos;t make a match, so it is discarded. Every card on your beach is now face up, so ending this turn ends the round: each other player has one last turn.</source>
        <translation>Con rùa từ ô 9 không tạo được cặp, nên nó bị bỏ. Giờ mọi lá trên bãi biển của bạn đều ngửa, nên kết thúc lượt này sẽ kết thúc vòng: mỗi người chơi khác còn một lượt cuối.</translation>
    </message>
    <message>
        <source>Mo had the last turn, then every card was turned face up and scored: your beach scores −12, Mo&apos;s 63. The player who ends a round adds 10 points when their score is above 0; yours is below 0, so ending it cost you nothing.</source>
        <translation>Mo đã chơi lượt cuối, rồi mọi lá được lật ngửa và tính điểm: bãi biển của bạn được −12, của Mo 63. Người kết thúc vòng bị cộng thêm 10 điểm nếu điểm của họ lớn hơn 0; điểm của bạn dưới 0, nên kết thúc vòng không làm bạn mất gì.</translation>
    </message>
    <message>
        <source>After three rounds the lowest total wins. You know the rules of Ripple: matches, block sets, combos, ripples and how a round ends. Enjoy a real game!</source>
        <translation>Sau ba vòng, tổng điểm thấp nhất thắng. Bạn đã biết luật Ripple: cặp, bộ khối, combo, gợn sóng và cách một vòng kết thúc. Chúc bạn chơi vui ván thật!</translation>
    </message>
    <message>
        <source>Learn the advanced game</source>
        <translation>Học cách chơi nâng cao</translation>
    </message>
    <message>
        <source>This is the advanced game of Turtle Race Mini: the race is run again and again. At the end of each race the first two tiles in the ranking, black tiles aside, finish and leave the row.</source>
        <translation>Đây là cách chơi nâng cao của Đua Rùa Mini: cuộc đua được chạy nhiều chặng. Cuối mỗi chặng, hai thẻ đứng đầu bảng xếp hạng, không kể thẻ đen, về đích và rời khỏi hàng.</translation>
    </message>
    <message>
        <source>Race 1 is over: G1 and Y2 finished first and are out. For race 2 every stack was split into a row behind its bottom tile, and the lettuces and the discard pile were shuffled back into the draw pile.</source>
        <translation>Chặng 1 đã kết thúc: G1 và Y2 về đích trước và đã rời cuộc đua. Sang chặng 2, mỗi chồng được tách thành một hàng phía sau thẻ dưới cùng của nó, còn các lá rau diếp và chồng bài bỏ được xáo lại vào chồng bài rút.</translation>
    </message>
    <message>
        <source>The game ends when both tiles of one colour have finished, and that colour&apos;s owner wins. You back green, and G1 is out already: bring G2 home.</source>
        <translation>Ván kết thúc khi cả hai thẻ của một màu đã về đích, và người giữ màu đó thắng. Bạn ủng hộ xanh lá, và G1 đã về đích: hãy đưa G2 về nốt.</translation>
    </message>
    <message>
        <source>Green +2 puts G2 on top of the front stack. Black tiles never finish, so the black K1 under it is no obstacle.</source>
        <translation>Lá Xanh lá +2 đưa G2 lên đỉnh chồng đầu. Thẻ đen không bao giờ về đích, nên thẻ đen K1 bên dưới không cản được nó.</translation>
    </message>
    <message>
        <source>Mo moved R1 onto the front stack too, on top of your G2. Now G2 and R1 are the first two tiles after the black K1.</source>
        <translation>Mo cũng đưa R1 lên chồng đầu, trên G2 của bạn. Giờ G2 và R1 là hai thẻ đầu tiên sau thẻ đen K1.</translation>
    </message>
    <message>
        <source>Two lettuces are out in this race, and the third one ends it. Send P1 back two places; then you draw a card.</source>
        <translation>Chặng này đã có hai lá rau diếp, và lá thứ ba sẽ kết thúc chặng. Hãy cho P1 lùi hai vị trí; sau đó bạn rút một lá.</translation>
    </message>
    <message>
        <source>Choose Purple −2, then choose the tile P1.</source>
        <translation>Bấm vào lá Tím −2, rồi bấm vào thẻ P1.</translation>
    </message>
    <message>
        <source>You drew the third lettuce, so race 2 is over and G2 and R1 finish. Both green tiles are out now, so the game ends and you, green&apos;s owner, win. Had no colour been complete, the next race would start from this row, each stack split behind its bottom tile. Enjoy a real game!</source>
        <translation>Bạn rút được lá rau diếp thứ ba, nên chặng 2 kết thúc và G2 cùng R1 về đích. Giờ cả hai thẻ xanh lá đã về đích, nên ván kết thúc và bạn, người giữ màu xanh lá, thắng. Nếu chưa màu nào về đủ, chặng tiếp theo sẽ bắt đầu từ hàng này, mỗi chồng được tách ra phía sau thẻ dưới cùng của nó. Chúc bạn chơi vui ván thật!</translation>
    </message>
</context>
<context>
    <name>TutorialOverlay</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>Bước %1 trên %2</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Rời</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Kết thúc</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Tiếp</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Bước %1 trên %2: %3</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>player {0}</source>
        <translation>người chơi {0}</translation>
    </message>
    <message>
        <source>won {0}% of its {1} sampled playouts (of {2})</source>
        <translation>thắng {0}% trong {1} ván thử ngẫu nhiên của nước này (trên tổng {2})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>ván chơi đã kết thúc</translation>
    </message>
    <message>
        <source>nothing has been played yet</source>
        <translation>chưa có nước đi nào</translation>
    </message>
    <message>
        <source>this game has no undo</source>
        <translation>trò này không có hoàn tác</translation>
    </message>
    <message>
        <source>that is not an action of this game</source>
        <translation>đó không phải là một nước đi của trò chơi này</translation>
    </message>
</context>
<context>
    <name>mini</name>
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
        <source>black</source>
        <translation>đen</translation>
    </message>
    <message>
        <source>Shake</source>
        <translation>Lắc</translation>
    </message>
    <message>
        <source>Lettuce</source>
        <translation>Rau diếp</translation>
    </message>
    <message>
        <source>Red {0}</source>
        <translation>Đỏ {0}</translation>
    </message>
    <message>
        <source>Yellow {0}</source>
        <translation>Vàng {0}</translation>
    </message>
    <message>
        <source>Green {0}</source>
        <translation>Xanh lá {0}</translation>
    </message>
    <message>
        <source>Blue {0}</source>
        <translation>Xanh dương {0}</translation>
    </message>
    <message>
        <source>Purple {0}</source>
        <translation>Tím {0}</translation>
    </message>
    <message>
        <source>Black {0}</source>
        <translation>Đen {0}</translation>
    </message>
    <message>
        <source>Multicolour {0}</source>
        <translation>Nhiều màu {0}</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation>{0} hoặc {1}</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} và {1}</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Màu đỏ</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Màu vàng</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Màu xanh lá</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Màu xanh dương</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Màu tím</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Màu đen</translation>
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
        <source>stack {0}</source>
        <translation>chồng {0}</translation>
    </message>
    <message>
        <source>a lettuce is never held: it is laid out as soon as it is drawn</source>
        <translation>lá rau diếp không bao giờ được giữ trên tay: rút được là đặt ra ngay</translation>
    </message>
    <message>
        <source>{0} has a tile to aim at ({1}), so it can&apos;t be played with no tile</source>
        <translation>{0} có thẻ để nhắm ({1}), nên không thể đánh mà không chọn thẻ</translation>
    </message>
    <message>
        <source>{0} moves only the {1} tiles ({2} or {3})</source>
        <translation>{0} chỉ di chuyển các thẻ {1} ({2} hoặc {3})</translation>
    </message>
    <message>
        <source>{0} has finished and is out of the race</source>
        <translation>{0} đã về đích và không còn trong cuộc đua</translation>
    </message>
    <message>
        <source>{0} is not at the bottom of its stack ({1} is): a shaking card names the bottom tile of a stack of two or more</source>
        <translation>{0} không nằm dưới cùng chồng của nó ({1} mới là thẻ dưới cùng): lá lắc phải chọn thẻ dưới cùng của một chồng có từ hai thẻ trở lên</translation>
    </message>
    <message>
        <source>{0} is alone in its stack: a shaking card names the bottom tile of a stack of two or more</source>
        <translation>{0} đứng một mình trong chồng: lá lắc phải chọn thẻ dưới cùng của một chồng có từ hai thẻ trở lên</translation>
    </message>
    <message>
        <source>Shake with no effect: no stack has two or more tiles</source>
        <translation>Lắc không có tác dụng: không chồng nào có từ hai thẻ trở lên</translation>
    </message>
    <message>
        <source>{0} with no effect: it has no tile to aim at</source>
        <translation>{0} không có tác dụng: không có thẻ nào để nhắm</translation>
    </message>
    <message>
        <source>{0} on {1}: {2} comes off {1} and lines up behind it</source>
        <translation>{0} vào {1}: {2} rời khỏi {1} và xếp hàng phía sau</translation>
    </message>
    <message>
        <source>{0} on {1}: {2} come off {1} and line up behind it</source>
        <translation>{0} vào {1}: {2} rời khỏi {1} và xếp hàng phía sau</translation>
    </message>
    <message>
        <source>{0} on {1}: {1} and the tiles on it are already alone in front and can&apos;t go further forward: no effect</source>
        <translation>{0} vào {1}: {1} và các thẻ trên nó đã đứng riêng ở đầu hàng, không tiến thêm được: không có tác dụng</translation>
    </message>
    <message>
        <source>{0} on {1}: {1} is in the front stack and can&apos;t go further forward: no effect</source>
        <translation>{0} vào {1}: {1} đang ở chồng đầu, không tiến thêm được: không có tác dụng</translation>
    </message>
    <message>
        <source>{0} on {1}: {1} and the tiles on it are already alone at the back and can&apos;t go further back: no effect</source>
        <translation>{0} vào {1}: {1} và các thẻ trên nó đã đứng riêng ở cuối hàng, không lùi thêm được: không có tác dụng</translation>
    </message>
    <message>
        <source>{0} on {1}: {1} is in the back stack and can&apos;t go further back: no effect</source>
        <translation>{0} vào {1}: {1} đang ở chồng cuối, không lùi thêm được: không có tác dụng</translation>
    </message>
    <message>
        <source>out ahead of the front, as the new front stack</source>
        <translation>ra trước đầu hàng, thành chồng đầu mới</translation>
    </message>
    <message>
        <source>out behind the back, as the new back stack</source>
        <translation>ra sau cuối hàng, thành chồng cuối mới</translation>
    </message>
    <message>
        <source>onto {0} in {1}</source>
        <translation>lên trên {0} ở {1}</translation>
    </message>
    <message>
        <source>{0} on {1}: {1} moves forward from {2} {3}</source>
        <translation>{0} vào {1}: {1} tiến từ {2} {3}</translation>
    </message>
    <message>
        <source>{0} on {1}: {1} moves back from {2} {3}</source>
        <translation>{0} vào {1}: {1} lùi từ {2} {3}</translation>
    </message>
    <message>
        <source>{0} on {1}: {1} moves forward from {2} {3}, carrying {4}</source>
        <translation>{0} vào {1}: {1} tiến từ {2} {3}, cõng theo {4}</translation>
    </message>
    <message>
        <source>{0} on {1}: {1} moves back from {2} {3}, carrying {4}</source>
        <translation>{0} vào {1}: {1} lùi từ {2} {3}, cõng theo {4}</translation>
    </message>
    <message>
        <source>{0} wins: {1} is the best-placed tile of a colour someone holds</source>
        <translation>{0} thắng: {1} là thẻ ở vị trí tốt nhất trong các màu có người giữ</translation>
    </message>
    <message>
        <source>{0} is black</source>
        <translation>{0} là thẻ đen</translation>
    </message>
    <message>
        <source>{0} are black</source>
        <translation>{0} là thẻ đen</translation>
    </message>
    <message>
        <source>{0} is a colour no one holds</source>
        <translation>{0} thuộc màu không ai giữ</translation>
    </message>
    <message>
        <source>{0} are colours no one holds</source>
        <translation>{0} thuộc các màu không ai giữ</translation>
    </message>
    <message>
        <source>{0} (ahead of it, {1}, and {2})</source>
        <translation>{0} (đứng trước nó, {1}, và {2})</translation>
    </message>
    <message>
        <source>{0} (ahead of it, {1})</source>
        <translation>{0} (đứng trước nó, {1})</translation>
    </message>
    <message>
        <source>{0} in race {1}</source>
        <translation>{0} ở chặng {1}</translation>
    </message>
    <message>
        <source>{0} wins: both {1} tiles finished ({2})</source>
        <translation>{0} thắng: cả hai thẻ {1} đã về đích ({2})</translation>
    </message>
    <message>
        <source>{0}; {1} also finished, but no one holds it</source>
        <translation>{0}; màu {1} cũng về đích, nhưng không ai giữ màu đó</translation>
    </message>
    <message>
        <source>Both {0} tiles finished at once, a tie, so race {1}, the last, decides. </source>
        <translation>Cả hai thẻ {0} cùng về đích một lúc, hòa nhau, nên chặng {1}, chặng cuối, quyết định. </translation>
    </message>
    <message>
        <source>Both {0} tiles finished, but no one holds {0}, so race {1}, the last, decides. </source>
        <translation>Cả hai thẻ {0} đã về đích, nhưng không ai giữ màu {0}, nên chặng {1}, chặng cuối, quyết định. </translation>
    </message>
    <message>
        <source>{0} does not hold {1}</source>
        <translation>{0} không có lá {1}</translation>
    </message>
    <message>
        <source>a card was drawn after the last play, and drawing can&apos;t be taken back</source>
        <translation>đã rút bài sau nước đánh vừa rồi, và không thể lấy lại việc rút bài</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Biến thể</translation>
    </message>
    <message>
        <source>One race, or several races until a colour has both tiles finished</source>
        <translation>Một chặng, hoặc nhiều chặng cho đến khi một màu có cả hai thẻ về đích</translation>
    </message>
    <message>
        <source>One race; the best-placed colour someone holds wins</source>
        <translation>Một chặng; màu có người giữ ở vị trí tốt nhất thắng</translation>
    </message>
    <message>
        <source>After each race the first two tiles finish; both tiles of a colour finished wins</source>
        <translation>Sau mỗi chặng hai thẻ đầu về đích; màu có cả hai thẻ về đích thắng</translation>
    </message>
    <message>
        <source>Open ends</source>
        <translation>Hai đầu mở</translation>
    </message>
    <message>
        <source>What happens to a tile that would move past the front or the back</source>
        <translation>Điều gì xảy ra với thẻ đi quá đầu hoặc cuối hàng</translation>
    </message>
    <message>
        <source>It stops on the end stack; the excess is lost</source>
        <translation>Nó dừng ở chồng cuối cùng phía đó; số bước thừa bị bỏ</translation>
    </message>
    <message>
        <source>It steps out as a new stack just beyond the end</source>
        <translation>Nó bước ra thành một chồng mới ngay bên ngoài đầu hàng</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Cơ bản</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Nâng cao</translation>
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
        <source>{0} played Shake with no effect: no stack has two tiles.</source>
        <translation>{0} đánh Lắc nhưng không có tác dụng: không chồng nào có hai thẻ.</translation>
    </message>
    <message>
        <source>{0} played {1} with no effect.</source>
        <translation>{0} đánh {1} nhưng không có tác dụng.</translation>
    </message>
    <message>
        <source>{0} played Shake on {1}: {2} came off and lined up behind it.</source>
        <translation>{0} đánh Lắc vào {1}: {2} rời ra và xếp hàng phía sau.</translation>
    </message>
    <message>
        <source>{0} played {1} on {2}, already in front: no effect.</source>
        <translation>{0} đánh {1} vào {2}, vốn đã ở đầu: không có tác dụng.</translation>
    </message>
    <message>
        <source>{0} played {1} on {2}, already at the back: no effect.</source>
        <translation>{0} đánh {1} vào {2}, vốn đã ở cuối: không có tác dụng.</translation>
    </message>
    <message>
        <source>{0} played {1}: {2} moves forward to {3}</source>
        <translation>{0} đánh {1}: {2} tiến lên {3}</translation>
    </message>
    <message>
        <source>{0} played {1}: {2} moves back to {3}</source>
        <translation>{0} đánh {1}: {2} lùi về {3}</translation>
    </message>
    <message>
        <source>, onto {0}</source>
        <translation>, lên trên {0}</translation>
    </message>
    <message>
        <source>, carrying {0}</source>
        <translation>, đang cõng {0}</translation>
    </message>
    <message>
        <source>The discard pile is shuffled into a new draw pile.</source>
        <translation>Chồng bài bỏ được xáo thành chồng bài rút mới.</translation>
    </message>
    <message>
        <source>{0} drew the {1} lettuce.</source>
        <translation>{0} rút lá rau diếp {1}.</translation>
    </message>
    <message>
        <source>{0} drew {1} lettuces.</source>
        <translation>{0} rút {1} lá rau diếp.</translation>
    </message>
    <message>
        <source>{0} drew the third lettuce: the race is over.</source>
        <translation>{0} rút lá rau diếp thứ ba: cuộc đua kết thúc.</translation>
    </message>
    <message>
        <source>{0} drew the third lettuce: race {1} is over, {2} finish.</source>
        <translation>{0} rút lá rau diếp thứ ba: chặng {1} kết thúc, {2} về đích.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Ván chơi đã kết thúc.</translation>
    </message>
    <message>
        <source>{0}: the best move for your own tiles against your rivals&apos; tiles</source>
        <translation>{0}: nước đi tốt nhất cho các thẻ của bạn trước thẻ của các đối thủ</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Người đi trước</translation>
    </message>
    <message>
        <source>The seat that plays first (the youngest)</source>
        <translation>Chỗ ngồi đi trước (người nhỏ tuổi nhất)</translation>
    </message>
    <message>
        <source>{0}; {1} backed {2}</source>
        <translation>{0}; {1} ủng hộ màu {2}</translation>
    </message>
    <message>
        <source>(ruling {0})</source>
        <translation>(phân xử {0})</translation>
    </message>
</context>
<context>
    <name>ribbit</name>
    <message>
        <source>Red {0}</source>
        <translation>Đỏ {0}</translation>
    </message>
    <message>
        <source>Yellow {0}</source>
        <translation>Vàng {0}</translation>
    </message>
    <message>
        <source>Green {0}</source>
        <translation>Xanh lá {0}</translation>
    </message>
    <message>
        <source>Blue {0}</source>
        <translation>Xanh dương {0}</translation>
    </message>
    <message>
        <source>Purple {0}</source>
        <translation>Tím {0}</translation>
    </message>
    <message>
        <source>Rainbow {0}</source>
        <translation>Cầu vồng {0}</translation>
    </message>
    <message>
        <source>Last turtle {0}</source>
        <translation>Rùa cuối {0}</translation>
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
        <source>space {0}</source>
        <translation>ô {0}</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} và {1}</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>{0} is not on the track</source>
        <translation>rùa {0} không ở trên đường đua</translation>
    </message>
    <message>
        <source>{0} moves only the {1} turtle</source>
        <translation>{0} chỉ di chuyển rùa {1}</translation>
    </message>
    <message>
        <source>{0} moves only a last turtle, and {1} is not last (the last turtles are on {2}: {3})</source>
        <translation>{0} chỉ di chuyển rùa cuối, mà rùa {1} không ở cuối (các rùa cuối đang ở {2}: {3})</translation>
    </message>
    <message>
        <source>{0} is on START, and a retreat card can&apos;t be played on a turtle at START</source>
        <translation>rùa {0} đang ở vị trí Bắt đầu, và không thể đánh lá lùi vào rùa ở vị trí Bắt đầu</translation>
    </message>
    <message>
        <source>every turtle is on START, and a retreat card can&apos;t be played on a turtle at START</source>
        <translation>mọi con rùa đều ở vị trí Bắt đầu, và không thể đánh lá lùi vào rùa ở vị trí Bắt đầu</translation>
    </message>
    <message>
        <source>Discard {0} with no effect: no card in your hand can be played</source>
        <translation>Bỏ lá {0}, không có tác dụng: không lá nào trên tay đánh được</translation>
    </message>
    <message>
        <source>{0}: {1} is on START, so nothing moves</source>
        <translation>{0}: rùa {1} đang ở vị trí Bắt đầu nên không con nào di chuyển</translation>
    </message>
    <message>
        <source>{0}: {1} moves from {2} to {3}; the race ends</source>
        <translation>{0}: rùa {1} đi từ {2} đến {3}; cuộc đua kết thúc</translation>
    </message>
    <message>
        <source>{0}: {1} moves from {2} to {3}</source>
        <translation>{0}: rùa {1} đi từ {2} đến {3}</translation>
    </message>
    <message>
        <source>{0}: {1} moves from {2} to {3}, carrying {4}; the race ends</source>
        <translation>{0}: rùa {1} đi từ {2} đến {3}, cõng theo {4}; cuộc đua kết thúc</translation>
    </message>
    <message>
        <source>{0}: {1} moves from {2} to {3}, carrying {4}</source>
        <translation>{0}: rùa {1} đi từ {2} đến {3}, cõng theo {4}</translation>
    </message>
    <message>
        <source>{0} was ahead, but no one holds it; {1}</source>
        <translation>rùa {0} đi trước, nhưng không ai giữ màu đó; {1}</translation>
    </message>
    <message>
        <source>{0} were ahead, but no one holds them; {1}</source>
        <translation>các rùa {0} đi trước, nhưng không ai giữ các màu đó; {1}</translation>
    </message>
    <message>
        <source>the race is over</source>
        <translation>cuộc đua đã kết thúc</translation>
    </message>
    <message>
        <source>{0} does not hold {1}</source>
        <translation>{0} không có lá {1}</translation>
    </message>
    <message>
        <source>a card may be discarded only when no card can be played, and {0} can be played</source>
        <translation>chỉ được bỏ bài khi không lá nào đánh được, mà lá {0} đánh được</translation>
    </message>
    <message>
        <source>a card was drawn after the last play, and drawing can&apos;t be taken back</source>
        <translation>đã rút bài sau nước đánh vừa rồi, và không thể lấy lại việc rút bài</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Bộ bài</translation>
    </message>
    <message>
        <source>Which 12 rainbow cards complete the 52-card deck</source>
        <translation>12 lá cầu vồng nào hoàn thiện bộ 52 lá</translation>
    </message>
    <message>
        <source>5 rainbow +1, 2 rainbow -1, 3 last +1, 2 last +2 (the published game)</source>
        <translation>5 cầu vồng +1, 2 cầu vồng -1, 3 rùa cuối +1, 2 rùa cuối +2 (bản đã xuất bản)</translation>
    </message>
    <message>
        <source>3 rainbow +2, 2 rainbow +1, 5 last +1, 2 last +2 (the English text)</source>
        <translation>3 cầu vồng +2, 2 cầu vồng +1, 5 rùa cuối +1, 2 rùa cuối +2 (theo luật tiếng Anh)</translation>
    </message>
    <message>
        <source>Start stacked</source>
        <translation>Xuất phát thành chồng</translation>
    </message>
    <message>
        <source>Whether the turtles begin as one stack on START</source>
        <translation>Các rùa có bắt đầu thành một chồng ở vị trí Bắt đầu không</translation>
    </message>
    <message>
        <source>Side by side on START; each moves alone</source>
        <translation>Đứng cạnh nhau ở vị trí Bắt đầu; mỗi con đi riêng</translation>
    </message>
    <message>
        <source>One stack in random order; START stacks like any space</source>
        <translation>Một chồng theo thứ tự ngẫu nhiên; vị trí Bắt đầu xếp chồng như mọi ô khác</translation>
    </message>
    <message>
        <source>Retreat at START</source>
        <translation>Lùi ở vị trí Bắt đầu</translation>
    </message>
    <message>
        <source>What a retreat card does to a turtle on START</source>
        <translation>Lá lùi làm gì với rùa ở vị trí Bắt đầu</translation>
    </message>
    <message>
        <source>It can&apos;t be played on a turtle at START</source>
        <translation>Không được đánh vào rùa ở vị trí Bắt đầu</translation>
    </message>
    <message>
        <source>It may be played; nothing moves</source>
        <translation>Được đánh; không con nào di chuyển</translation>
    </message>
    <message>
        <source>Open colours</source>
        <translation>Màu công khai</translation>
    </message>
    <message>
        <source>Colours chosen openly (for young players)</source>
        <translation>Chọn màu công khai (cho người chơi nhỏ tuổi)</translation>
    </message>
    <message>
        <source>Each player&apos;s colour is secret, dealt at random</source>
        <translation>Màu của mỗi người được giữ bí mật, chia ngẫu nhiên</translation>
    </message>
    <message>
        <source>Each player picks a colour; everyone sees it</source>
        <translation>Mỗi người tự chọn một màu; mọi người đều thấy</translation>
    </message>
    <message>
        <source>Track length</source>
        <translation>Độ dài đường đua</translation>
    </message>
    <message>
        <source>Spaces including START and the lettuce</source>
        <translation>Số ô, kể cả vị trí Bắt đầu và rau diếp</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Người đi trước</translation>
    </message>
    <message>
        <source>The seat that plays first (the youngest)</source>
        <translation>Chỗ ngồi đi trước (người nhỏ tuổi nhất)</translation>
    </message>
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
        <source>Classic</source>
        <translation>Cổ điển</translation>
    </message>
    <message>
        <source>Ribbit text</source>
        <translation>Bản luật tiếng Anh</translation>
    </message>
    <message>
        <source>Forbidden</source>
        <translation>Không được</translation>
    </message>
    <message>
        <source>No effect</source>
        <translation>Không tác dụng</translation>
    </message>
    <message>
        <source>{0} could play no card and discarded {1}.</source>
        <translation>{0} không đánh được lá nào và bỏ lá {1}.</translation>
    </message>
    <message>
        <source>{0} played {1} on {2}, which is on START: nothing moves.</source>
        <translation>{0} đánh {1} vào {2} đang ở vị trí Bắt đầu: không con nào di chuyển.</translation>
    </message>
    <message>
        <source>{0} played {1}: {2} moves from {3} to {4}.</source>
        <translation>{0} đánh {1}: {2} đi từ {3} đến {4}.</translation>
    </message>
    <message>
        <source>{0} played {1}: {2} moves from {3} to {4}, carrying {5}.</source>
        <translation>{0} đánh {1}: {2} đi từ {3} đến {4}, đang cõng {5}.</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>Cuộc đua đã kết thúc.</translation>
    </message>
    <message>
        <source>The played cards are shuffled into a new draw pile.</source>
        <translation>Các lá bài đã dùng được xáo thành chồng bài rút mới.</translation>
    </message>
    <message>
        <source>{0}: the best move for your own turtle against your rivals&apos; turtles</source>
        <translation>{0}: nước đi tốt nhất cho rùa của bạn trước rùa của các đối thủ</translation>
    </message>
    <message>
        <source>{0} are tied on START, so their owners share the win</source>
        <translation>các rùa {0} cùng ở vị trí Bắt đầu, nên chủ của chúng cùng thắng</translation>
    </message>
    <message>
        <source>(ruling R9)</source>
        <translation>(phân xử R9)</translation>
    </message>
    <message>
        <source>{0} reached the lettuce first, and {1} backed {0}</source>
        <translation>rùa {0} đến rau diếp đầu tiên, và {1} ủng hộ màu {0}</translation>
    </message>
    <message>
        <source>(rulings R7 and R9)</source>
        <translation>(phân xử R7 và R9)</translation>
    </message>
    <message>
        <source>{0} reached the lettuce riding in the winning stack, and {1} backed {0}</source>
        <translation>rùa {0} đến rau diếp khi cưỡi trong chồng thắng cuộc, và {1} ủng hộ màu {0}</translation>
    </message>
    <message>
        <source>(rulings R8 and R9)</source>
        <translation>(phân xử R8 và R9)</translation>
    </message>
    <message>
        <source>{0} is the best-placed colour that someone holds, and {1} backed {0}</source>
        <translation>màu {0} ở vị trí tốt nhất trong các màu có người giữ, và {1} ủng hộ màu {0}</translation>
    </message>
</context>
<context>
    <name>ripple</name>
    <message>
        <source>the {0}</source>
        <translation>lá {0}</translation>
    </message>
    <message>
        <source>your beach&apos;s expected score goes from {0} to {1}</source>
        <translation>điểm dự kiến của bãi biển bạn đi từ {0} xuống {1}</translation>
    </message>
    <message>
        <source>Dolphin</source>
        <translation>Cá heo</translation>
    </message>
    <message>
        <source>Beach Ball</source>
        <translation>Bóng bãi biển</translation>
    </message>
    <message>
        <source>Boat</source>
        <translation>Thuyền</translation>
    </message>
    <message>
        <source>Wave</source>
        <translation>Sóng</translation>
    </message>
    <message>
        <source>Pineapple</source>
        <translation>Quả dứa</translation>
    </message>
    <message>
        <source>Palm Tree</source>
        <translation>Cây dừa</translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation>Rùa</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>Mặt trời</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Cá</translation>
    </message>
    <message>
        <source>Octopus</source>
        <translation>Bạch tuộc</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Lâu đài</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>Hoa</translation>
    </message>
    <message>
        <source>Seashell</source>
        <translation>Vỏ sò</translation>
    </message>
    <message>
        <source>Crab</source>
        <translation>Cua</translation>
    </message>
    <message>
        <source>dolphin</source>
        <translation>cá heo</translation>
    </message>
    <message>
        <source>beach ball</source>
        <translation>bóng bãi biển</translation>
    </message>
    <message>
        <source>boat</source>
        <translation>thuyền</translation>
    </message>
    <message>
        <source>wave</source>
        <translation>sóng</translation>
    </message>
    <message>
        <source>pineapple</source>
        <translation>quả dứa</translation>
    </message>
    <message>
        <source>palm tree</source>
        <translation>cây dừa</translation>
    </message>
    <message>
        <source>turtle</source>
        <translation>rùa</translation>
    </message>
    <message>
        <source>sun</source>
        <translation>mặt trời</translation>
    </message>
    <message>
        <source>fish</source>
        <translation>cá</translation>
    </message>
    <message>
        <source>octopus</source>
        <translation>bạch tuộc</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>lâu đài</translation>
    </message>
    <message>
        <source>flower</source>
        <translation>hoa</translation>
    </message>
    <message>
        <source>seashell</source>
        <translation>vỏ sò</translation>
    </message>
    <message>
        <source>crab</source>
        <translation>cua</translation>
    </message>
    <message>
        <source>{0} combo (needs {1} and {2})</source>
        <translation>Combo {0} (cần {1} và {2})</translation>
    </message>
    <message>
        <source>{0} combo</source>
        <translation>combo {0}</translation>
    </message>
    <message>
        <source>{0}&apos;s discard pile</source>
        <translation>chồng bài bỏ của {0}</translation>
    </message>
    <message>
        <source>{0}&apos;s pile {1}</source>
        <translation>chồng {1} của {0}</translation>
    </message>
    <message>
        <source>an {0}</source>
        <translation>một lá {0}</translation>
    </message>
    <message>
        <source>a {0}</source>
        <translation>một lá {0}</translation>
    </message>
    <message>
        <source>the {0} can ripple only into a slot where it makes a new match: {1}</source>
        <translation>lá {0} chỉ gợn sóng được vào ô mà nó tạo thành cặp mới: {1}</translation>
    </message>
    <message>
        <source>slot {0} (the other slot of column {1}) is face down</source>
        <translation>ô {0} (ô còn lại của cột {1}) đang úp</translation>
    </message>
    <message>
        <source>slot {0} holds {1}, not {2}</source>
        <translation>ô {0} có {1}, không phải {2}</translation>
    </message>
    <message>
        <source>column {0} already matches two {1} cards</source>
        <translation>cột {0} đã là cặp hai lá {1}</translation>
    </message>
    <message>
        <source>slot {0} is face down; a card is stacked only behind a face-up combo card</source>
        <translation>ô {0} đang úp; chỉ được xếp lá sau một lá combo đang ngửa</translation>
    </message>
    <message>
        <source>the {0} in slot {1} is not a combo card</source>
        <translation>lá {0} ở ô {1} không phải lá combo</translation>
    </message>
    <message>
        <source>the {0} carries stacked cards, and a combo with stacked cards is never stacked behind another combo</source>
        <translation>lá {0} đang có lá xếp sau, và combo có lá xếp sau không bao giờ được xếp sau một combo khác</translation>
    </message>
    <message>
        <source>the {0} in slot {1} needs {2} and {3}, not {4}</source>
        <translation>lá {0} ở ô {1} cần {2} và {3}, không phải {4}</translation>
    </message>
    <message>
        <source>the {0} in slot {1} already holds {2}</source>
        <translation>lá {0} ở ô {1} đã có {2}</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} và {1}</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>players {0}</source>
        <translation>những người chơi {0}</translation>
    </message>
    <message>
        <source>{0} point</source>
        <translation>{0} điểm</translation>
    </message>
    <message>
        <source>{0} points</source>
        <translation>{0} điểm</translation>
    </message>
    <message>
        <source>the round starts with each player turning two of their cards face up (reveal &lt;s&gt; &lt;t&gt;); it is {0}&apos;s turn to reveal</source>
        <translation>mỗi vòng bắt đầu bằng việc mỗi người lật ngửa hai lá của mình (reveal &lt;s&gt; &lt;t&gt;); đang đến lượt {0} lật</translation>
    </message>
    <message>
        <source>reveal names two different slots, the lower first (e.g. reveal 2 7)</source>
        <translation>reveal cần hai ô khác nhau, ô số nhỏ trước (ví dụ reveal 2 7)</translation>
    </message>
    <message>
        <source>slot {0} is already face up</source>
        <translation>ô {0} đã ngửa</translation>
    </message>
    <message>
        <source>the cards were revealed at the start of the round; reveal is not a move now</source>
        <translation>các lá đã được lật ở đầu vòng; lúc này không lật được nữa</translation>
    </message>
    <message>
        <source>the draw pile is empty</source>
        <translation>chồng bài rút đã hết</translation>
    </message>
    <message>
        <source>there is no discard pile {0} with {1} players ({2})</source>
        <translation>không có chồng bài bỏ {0} khi chơi {1} người ({2})</translation>
    </message>
    <message>
        <source>P0 to P{0}</source>
        <translation>P0 đến P{0}</translation>
    </message>
    <message>
        <source>this is an extra turn for stacking behind a combo: its card must come from the draw pile</source>
        <translation>đây là lượt thêm nhờ xếp sau một combo: lá bài phải lấy từ chồng bài rút</translation>
    </message>
    <message>
        <source>you cannot take from your own discard pile</source>
        <translation>bạn không được lấy từ chồng bài bỏ của chính mình</translation>
    </message>
    <message>
        <source>{0} ({1}) is empty</source>
        <translation>{0} ({1}) đang trống</translation>
    </message>
    <message>
        <source>first draw a card (draw) or take the top card of another player&apos;s discard pile (take &lt;pile&gt;)</source>
        <translation>trước hết hãy rút một lá (draw) hoặc lấy lá trên cùng của chồng bài bỏ của người khác (take &lt;pile&gt;)</translation>
    </message>
    <message>
        <source>you already hold the {0}; place it, stack it or discard it</source>
        <translation>bạn đang cầm lá {0}; hãy đặt, xếp hoặc bỏ nó</translation>
    </message>
    <message>
        <source>a card is turned up only after discarding the drawn card</source>
        <translation>chỉ được lật một lá sau khi bỏ lá vừa rút</translation>
    </message>
    <message>
        <source>not a move now</source>
        <translation>lúc này không phải nước đi hợp lệ</translation>
    </message>
    <message>
        <source>after discarding the drawn card, turn one face-down card up (flip &lt;s&gt;)</source>
        <translation>sau khi bỏ lá vừa rút, hãy lật ngửa một lá đang úp (flip &lt;s&gt;)</translation>
    </message>
    <message>
        <source>that turn is over, and a finished turn can&apos;t be taken back</source>
        <translation>lượt đó đã xong, và không thể lấy lại một lượt đã xong</translation>
    </message>
    <message>
        <source>a card was drawn from the draw pile, and drawing can&apos;t be taken back</source>
        <translation>đã rút một lá từ chồng bài rút, và không thể lấy lại việc rút bài</translation>
    </message>
    <message>
        <source>a face-down card was turned up, and that can&apos;t be taken back</source>
        <translation>một lá úp đã được lật, và không thể lấy lại việc đó</translation>
    </message>
    <message>
        <source>the face-down card</source>
        <translation>lá đang úp</translation>
    </message>
    <message>
        <source>card</source>
        <translation>lá bài</translation>
    </message>
    <message>
        <source>Turn up the cards in slots {0} and {1} to open the round</source>
        <translation>Lật ngửa các lá ở ô {0} và {1} để mở đầu vòng</translation>
    </message>
    <message>
        <source>Draw the top card of the draw pile ({0} left), for the extra turn</source>
        <translation>Rút lá trên cùng của chồng bài rút (còn {0} lá), cho lượt thêm</translation>
    </message>
    <message>
        <source>Draw the top card of the draw pile ({0} left)</source>
        <translation>Rút lá trên cùng của chồng bài rút (còn {0} lá)</translation>
    </message>
    <message>
        <source>Take the {0} from {1}</source>
        <translation>Lấy lá {0} từ {1}</translation>
    </message>
    <message>
        <source>Ripple the {0} into slot {1} to match slot {2}; {3} there is then about to be discarded</source>
        <translation>Cho lá {0} gợn sóng vào ô {1} để thành cặp với ô {2}; {3} ở đó sau đó sẽ bị bỏ</translation>
    </message>
    <message>
        <source>Ripple the {0} into slot {1}; {3} there is then about to be discarded</source>
        <translation>Cho lá {0} gợn sóng vào ô {1}; {3} ở đó sau đó sẽ bị bỏ</translation>
    </message>
    <message>
        <source>Place the {0} in slot {1} to match slot {2}, replacing {3}</source>
        <translation>Đặt lá {0} vào ô {1} để thành cặp với ô {2}, thay cho {3}</translation>
    </message>
    <message>
        <source>Place the {0} in slot {1}, replacing {3}</source>
        <translation>Đặt lá {0} vào ô {1}, thay cho {3}</translation>
    </message>
    <message>
        <source>Ripple the {0} behind the {1} in slot {2}, completing it (an extra turn, drawing from the draw pile)</source>
        <translation>Cho lá {0} gợn sóng ra sau lá {1} ở ô {2}, hoàn thành combo (được thêm một lượt, rút từ chồng bài rút)</translation>
    </message>
    <message>
        <source>Ripple the {0} behind the {1} in slot {2} (an extra turn, drawing from the draw pile)</source>
        <translation>Cho lá {0} gợn sóng ra sau lá {1} ở ô {2} (được thêm một lượt, rút từ chồng bài rút)</translation>
    </message>
    <message>
        <source>Stack the {0} behind the {1} in slot {2}, completing it (an extra turn, drawing from the draw pile)</source>
        <translation>Xếp lá {0} sau lá {1} ở ô {2}, hoàn thành combo (được thêm một lượt, rút từ chồng bài rút)</translation>
    </message>
    <message>
        <source>Stack the {0} behind the {1} in slot {2} (an extra turn, drawing from the draw pile)</source>
        <translation>Xếp lá {0} sau lá {1} ở ô {2} (được thêm một lượt, rút từ chồng bài rút)</translation>
    </message>
    <message>
        <source>Discard the {0} to {1}, then turn a face-down card up</source>
        <translation>Bỏ lá {0} vào {1}, rồi lật ngửa một lá đang úp</translation>
    </message>
    <message>
        <source>Discard the {0} to {1} (no face-down card is left)</source>
        <translation>Bỏ lá {0} vào {1} (không còn lá nào úp)</translation>
    </message>
    <message>
        <source>Discard the {0} with its stacked cards to {1}</source>
        <translation>Bỏ lá {0} cùng các lá xếp sau nó vào {1}</translation>
    </message>
    <message>
        <source>Discard the {0} to {1}</source>
        <translation>Bỏ lá {0} vào {1}</translation>
    </message>
    <message>
        <source>Turn up the card in slot {0}</source>
        <translation>Lật ngửa lá ở ô {0}</translation>
    </message>
    <message>
        <source>End-of-round penalty</source>
        <translation>Phạt cuối vòng</translation>
    </message>
    <message>
        <source>Whether the player who ends the round adds 10 if their score is above 0</source>
        <translation>Người kết thúc vòng có bị cộng 10 điểm nếu điểm của họ trên 0 không</translation>
    </message>
    <message>
        <source>No penalty (recommended with young players)</source>
        <translation>Không phạt (nên dùng khi chơi với trẻ nhỏ)</translation>
    </message>
    <message>
        <source>The player who ends the round adds 10 if they score above 0</source>
        <translation>Người kết thúc vòng bị cộng 10 nếu điểm của họ trên 0</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Số vòng</translation>
    </message>
    <message>
        <source>How many rounds the game lasts</source>
        <translation>Ván chơi kéo dài bao nhiêu vòng</translation>
    </message>
    <message>
        <source>{0}&apos;s pile</source>
        <translation>chồng của {0}</translation>
    </message>
    <message>
        <source>unknown slot &quot;{0}&quot; (slots are 0-9)</source>
        <translation>không có ô &quot;{0}&quot; (các ô là 0-9)</translation>
    </message>
    <message>
        <source>{0} turned up {1} ({2}) and {3} ({4}): {5} points.</source>
        <translation>{0} lật {1} ({2}) và {3} ({4}): {5} điểm.</translation>
    </message>
    <message>
        <source>{0} drew {1} from the draw pile.</source>
        <translation>{0} rút {1} từ chồng bài rút.</translation>
    </message>
    <message>
        <source>{0} took {1} from {2}.</source>
        <translation>{0} lấy {1} từ {2}.</translation>
    </message>
    <message>
        <source>the face-down {0}</source>
        <translation>lá úp {0}</translation>
    </message>
    <message>
        <source>{0} rippled the {1} into slot {2}, replacing {3}.</source>
        <translation>{0} cho lá {1} gợn sóng vào ô {2}, thay cho {3}.</translation>
    </message>
    <message>
        <source>{0} placed the {1} in slot {2}, replacing {3}.</source>
        <translation>{0} đặt lá {1} vào ô {2}, thay cho {3}.</translation>
    </message>
    <message>
        <source>{0} stacked the {1} behind the {2} in slot {3}, completing it: an extra turn.</source>
        <translation>{0} xếp lá {1} sau lá {2} ở ô {3}, hoàn thành combo: được thêm một lượt.</translation>
    </message>
    <message>
        <source>{0} stacked the {1} behind the {2} in slot {3}: an extra turn.</source>
        <translation>{0} xếp lá {1} sau lá {2} ở ô {3}: được thêm một lượt.</translation>
    </message>
    <message>
        <source>{0} discarded the {1} onto pile {2}.</source>
        <translation>{0} bỏ lá {1} vào chồng {2}.</translation>
    </message>
    <message>
        <source>{0} discarded the {1}.</source>
        <translation>{0} bỏ lá {1}.</translation>
    </message>
    <message>
        <source>{0} turned up slot {1}: {2}.</source>
        <translation>{0} lật ô {1}: {2}.</translation>
    </message>
    <message>
        <source>Every card of {0}&apos;s beach is face up: everyone else has one last turn.</source>
        <translation>Mọi lá trên bãi biển của {0} đã ngửa: mọi người khác còn một lượt cuối.</translation>
    </message>
    <message>
        <source>Round {0} is over (the draw pile ran out): {1}.</source>
        <translation>Vòng {0} kết thúc (chồng bài rút đã hết): {1}.</translation>
    </message>
    <message>
        <source>Round {0} is over: {1}.</source>
        <translation>Vòng {0} kết thúc: {1}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Ván chơi đã kết thúc.</translation>
    </message>
    <message>
        <source>The discard piles are shuffled into a new draw pile.</source>
        <translation>Các chồng bài bỏ được xáo thành chồng bài rút mới.</translation>
    </message>
    <message>
        <source>the round starts with each player turning two of their cards face up: it is {0}&apos;s turn to choose two cards to turn up</source>
        <translation>mỗi vòng bắt đầu bằng việc mỗi người lật ngửa hai lá của mình: đang đến lượt {0} chọn hai lá để lật ngửa</translation>
    </message>
    <message>
        <source>{0} has the lowest total, {1}</source>
        <translation>{0} có tổng điểm thấp nhất, {1}</translation>
    </message>
    <message>
        <source>(ruling 12)</source>
        <translation>(phân xử 12)</translation>
    </message>
    <message>
        <source>{0} are tied on {1}; they also scored the same in the final round ({2}), so they share the win</source>
        <translation>{0} hòa nhau với {1}; ở vòng cuối họ cũng bằng điểm ({2}), nên cùng thắng</translation>
    </message>
    <message>
        <source>{0} are tied on {1}; {2} wins with the lower score in the final round ({3} against {4})</source>
        <translation>{0} hòa nhau với {1}; {2} thắng nhờ điểm vòng cuối thấp hơn ({3} so với {4})</translation>
    </message>
    <message>
        <source>{0} are tied on {1}; {2} scored less in the final round ({3} against {4}) and share the win</source>
        <translation>{0} hòa nhau với {1}; {2} có điểm vòng cuối thấp hơn ({3} so với {4}) và cùng thắng</translation>
    </message>
    <message>
        <source>{0} is empty</source>
        <translation>{0} đang trống</translation>
    </message>
    <message>
        <source>first draw a card from the draw pile or take the top card of another player&apos;s discard pile</source>
        <translation>trước hết hãy rút một lá từ chồng bài rút hoặc lấy lá trên cùng của chồng bài bỏ của người khác</translation>
    </message>
</context>
<context>
    <name>tidepool::app::AppSettings</name>
    <message>
        <source>&quot;%1&quot; is not a server address: write it as host:port, e.g. %2</source>
        <extracomment>Settings → Online: the server&apos;s address can&apos;t be read. %1 is what was typed.</extracomment>
        <translation>&quot;%1&quot; không phải địa chỉ máy chủ: hãy viết dạng máy:cổng, ví dụ %2</translation>
    </message>
</context>
<context>
    <name>tidepool::app::GameSession</name>
    <message>
        <source>You win!</source>
        <translation>Bạn thắng!</translation>
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
        <source>The new game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <source>%1: action %2 &quot;%3&quot;: %4</source>
        <translation>%1: nước đi %2 &quot;%3&quot;: %4</translation>
    </message>
    <message>
        <source>%1: cannot keep a copy of the damaged file</source>
        <translation>%1: không giữ được bản sao của tệp bị hỏng</translation>
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
        <source>The guided game can&apos;t be undone: follow its steps, or leave it</source>
        <translation>Ván có hướng dẫn không thể hoàn tác: hãy làm theo từng bước, hoặc rời ván</translation>
    </message>
    <message>
        <source>%1: this game is not finished, and its replay would show every player&apos;s secret colour and hand</source>
        <translation>%1: ván này chưa xong, và xem lại sẽ để lộ màu bí mật và bài trên tay của mọi người chơi</translation>
    </message>
    <message>
        <source>The computer player chose an illegal move (%1): %2</source>
        <translation>Người chơi máy đã chọn một nước không hợp lệ (%1): %2</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Chưa đến lượt bạn</translation>
    </message>
    <message>
        <source>No game is loaded</source>
        <translation>Chưa có ván nào được mở</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Đã lưu vào %1</translation>
    </message>
</context>
<context>
    <name>tidepool::app::HandGame</name>
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
</context>
<context>
    <name>tidepool::app::MiniGame</name>
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
        <source>Shake: choose the bottom tile of a stack (%1)</source>
        <translation>Lắc: chọn thẻ dưới cùng của một chồng (%1)</translation>
    </message>
    <message>
        <source>%1: choose %2</source>
        <translation>%1: chọn %2</translation>
    </message>
    <message>
        <source>%1: choose any tile</source>
        <translation>%1: chọn thẻ bất kì</translation>
    </message>
    <message>
        <source>Choose a card first</source>
        <translation>Hãy chọn một lá bài trước</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Chưa đến lượt bạn</translation>
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
        <source>red tile %1</source>
        <translation>thẻ đỏ %1</translation>
    </message>
    <message>
        <source>yellow tile %1</source>
        <translation>thẻ vàng %1</translation>
    </message>
    <message>
        <source>green tile %1</source>
        <translation>thẻ xanh lá %1</translation>
    </message>
    <message>
        <source>blue tile %1</source>
        <translation>thẻ xanh dương %1</translation>
    </message>
    <message>
        <source>purple tile %1</source>
        <translation>thẻ tím %1</translation>
    </message>
    <message>
        <source>black tile %1</source>
        <translation>thẻ đen %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, bottom to top</source>
        <translation>%1: %2, từ dưới lên trên</translation>
    </message>
    <message>
        <source>Race %1.</source>
        <translation>Chặng %1.</translation>
    </message>
    <message>
        <source>The row from the front: %1.</source>
        <translation>Hàng từ đầu hàng: %1.</translation>
    </message>
    <message>
        <source>Finished: %1.</source>
        <translation>Đã về đích: %1.</translation>
    </message>
    <message>
        <source>%1 of 3 lettuces laid out.</source>
        <translation>Đã đặt %1/3 rau diếp.</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s).</source>
        <translation>
            <numerusform>Chồng bài rút: %n lá.</numerusform>
        </translation>
    </message>
    <message>
        <source>No card played yet.</source>
        <translation>Chưa có lá bài nào được đánh.</translation>
    </message>
    <message>
        <source>Last card played: %1.</source>
        <translation>Lá bài đánh gần nhất: %1.</translation>
    </message>
    <message>
        <source>%1 (%2), nobody&apos;s</source>
        <translation>%1 (%2), không của ai</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 played %2 with no effect.</source>
        <translation>%1 đánh %2 nhưng không có tác dụng.</translation>
    </message>
    <message>
        <source>%1 played %2 on %3.</source>
        <translation>%1 đánh %2 vào %3.</translation>
    </message>
</context>
<context>
    <name>tidepool::app::NewGameSetup</name>
    <message>
        <source>Seat %1 needs a name</source>
        <translation>Chỗ ngồi %1 cần có tên</translation>
    </message>
    <message>
        <source>Two seats are called %1</source>
        <translation>Hai chỗ ngồi cùng tên %1</translation>
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
        <source>Computer %1 (%2)</source>
        <extracomment>A computer player&apos;s name on the New game page; %1 is its level (Easy, Medium, Hard).</extracomment>
        <translation>Máy %1 (%2)</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Máy (%1)</translation>
    </message>
</context>
<context>
    <name>tidepool::app::OnlineClient</name>
    <message>
        <source>It is not your turn.</source>
        <translation>Chưa đến lượt bạn.</translation>
    </message>
    <message>
        <source>Not connected to the table right now; try again in a moment.</source>
        <translation>Hiện chưa kết nối với bàn chơi; hãy thử lại sau giây lát.</translation>
    </message>
    <message>
        <source>That table is full, or its game has already started.</source>
        <translation>Bàn này đã đủ người, hoặc ván đã bắt đầu.</translation>
    </message>
    <message>
        <source>The connection to the table was lost and the server can&apos;t be reached. Your seat is kept for a while: join again with the code %1.</source>
        <translation>Mất kết nối với bàn chơi và không liên lạc được máy chủ. Chỗ của bạn được giữ một lúc: hãy vào lại bằng mã %1.</translation>
    </message>
    <message>
        <source>The server at %1 can&apos;t be reached. Check the address in Settings and your network, then try again.</source>
        <translation>Không liên lạc được máy chủ tại %1. Hãy kiểm tra địa chỉ trong Cài đặt và mạng của bạn, rồi thử lại.</translation>
    </message>
    <message>
        <source>The server can&apos;t make that table: %1</source>
        <translation>Máy chủ không tạo được bàn đó: %1</translation>
    </message>
    <message>
        <source>The server could not do that; try again.</source>
        <translation>Máy chủ không làm được việc đó; hãy thử lại.</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>Máy chủ từ chối: %1</translation>
    </message>
    <message>
        <source>The server sent something that could not be read (%1); it was ignored.</source>
        <translation>Máy chủ gửi một tin không đọc được (%1); tin đó đã bị bỏ qua.</translation>
    </message>
    <message>
        <source>The server&apos;s answer could not be read.</source>
        <translation>Không đọc được câu trả lời của máy chủ.</translation>
    </message>
    <message>
        <source>There is no table with the code %1. Check the code and try again.</source>
        <translation>Không có bàn nào mang mã %1. Hãy kiểm tra mã và thử lại.</translation>
    </message>
    <message>
        <source>This seat was taken over by another connection with the same key.</source>
        <translation>Chỗ này đã được một kết nối khác dùng cùng khóa tiếp quản.</translation>
    </message>
    <message>
        <source>Too many messages: slow down a little.</source>
        <translation>Quá nhiều tin nhắn: hãy chậm lại một chút.</translation>
    </message>
    <message>
        <source>Your seat at table %1 can&apos;t be found any more.</source>
        <translation>Không còn tìm thấy chỗ của bạn ở bàn %1.</translation>
    </message>
    <message>
        <source>joining the table failed</source>
        <translation>không vào được bàn chơi</translation>
    </message>
    <message>
        <source>You have made many new tables in a short time. Wait a minute, then try again.</source>
        <translation>Bạn vừa tạo nhiều bàn mới trong thời gian ngắn. Hãy đợi một phút rồi thử lại.</translation>
    </message>
    <message>
        <source>The server could not save that move just now. Tidepool will try again.</source>
        <translation>Máy chủ tạm thời chưa lưu được nước đi đó. Tidepool sẽ tự thử lại.</translation>
    </message>
    <message>
        <source>You have tried to join tables many times in a short time. Wait a minute, then try again.</source>
        <translation>Bạn vừa thử vào bàn chơi nhiều lần trong thời gian ngắn. Hãy đợi một phút rồi thử lại.</translation>
    </message>
</context>
<context>
    <name>tidepool::app::OnlineLobby</name>
    <message>
        <source>You</source>
        <translation>Bạn</translation>
    </message>
    <message>
        <source>A person at this screen</source>
        <translation>Một người ở màn hình này</translation>
    </message>
    <message>
        <source>A person at another screen</source>
        <translation>Một người ở màn hình khác</translation>
    </message>
    <message>
        <source>Seat %1: %2, %3</source>
        <extracomment>An online table&apos;s seat for a screen reader: &quot;Seat 2: Ben, connected&quot;.</extracomment>
        <translation>Ghế %1: %2, %3</translation>
    </message>
    <message>
        <source>free</source>
        <translation>trống</translation>
    </message>
    <message>
        <source>Type the table&apos;s code first: the host sees it in their lobby.</source>
        <translation>Hãy gõ mã của bàn trước: chủ bàn thấy mã trong phòng chờ của họ.</translation>
    </message>
    <message>
        <source>The table was closed.</source>
        <translation>Bàn đã đóng.</translation>
    </message>
    <message>
        <source>played by the server</source>
        <translation>do máy chủ chơi</translation>
    </message>
    <message>
        <source>waiting for a player</source>
        <translation>đang chờ người chơi</translation>
    </message>
    <message>
        <source>you, at this screen</source>
        <translation>bạn, ở màn hình này</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>đã kết nối</translation>
    </message>
    <message>
        <source>lost the connection</source>
        <translation>mất kết nối</translation>
    </message>
    <message>
        <source>%1 lost the connection, waiting %2 s</source>
        <extracomment>Online: another player&apos;s link dropped; the server keeps their seat this many seconds.</extracomment>
        <translation>%1 mất kết nối, đang chờ %2 giây</translation>
    </message>
    <message>
        <source>%1 lost the connection; their seat is kept until they come back</source>
        <translation>%1 mất kết nối; ghế được giữ cho đến khi họ quay lại</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <extracomment>Online: hosting or joining a table; %1 is the server&apos;s address.</extracomment>
        <translation>Đang kết nối tới %1…</translation>
    </message>
    <message>
        <source>Waiting for players: %1 of %2 seats taken</source>
        <translation>Đang chờ người chơi: đã có người ở %1/%2 ghế</translation>
    </message>
    <message>
        <source>Everyone is here: start the game when you are ready.</source>
        <translation>Mọi người đã đủ: hãy bắt đầu ván khi bạn sẵn sàng.</translation>
    </message>
    <message>
        <source>Everyone is here: waiting for %1 to start the game.</source>
        <translation>Mọi người đã đủ: đang chờ %1 bắt đầu ván.</translation>
    </message>
    <message>
        <source>The connection dropped. Reconnecting… (your seat is kept)</source>
        <translation>Mất kết nối. Đang kết nối lại… (ghế của bạn vẫn được giữ)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>bật</translation>
    </message>
    <message>
        <source>off</source>
        <translation>tắt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Rules: the game&apos;s defaults</source>
        <translation>Luật: mặc định của trò chơi</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Luật: %1</translation>
    </message>
</context>
<context>
    <name>tidepool::app::PlayerStatistics</name>
    <message numerus="yes">
        <source>%1: %n game(s)</source>
        <translation>
            <numerusform>%1: %n ván</numerusform>
        </translation>
    </message>
    <message>
        <source>, no wins</source>
        <translation>, chưa thắng ván nào</translation>
    </message>
    <message numerus="yes">
        <source>, %n win(s)</source>
        <translation>
            <numerusform>, thắng %n ván</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tidepool::app::RibbitGame</name>
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
        <source>%1: choose the %2 turtle</source>
        <translation>%1: chọn rùa %2</translation>
    </message>
    <message>
        <source>%1: choose a turtle to move (%2)</source>
        <translation>%1: chọn một con rùa để di chuyển (%2)</translation>
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
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, bottom to top</source>
        <translation>%1: %2, từ dưới lên trên</translation>
    </message>
    <message>
        <source>The track from the lettuce back: %1.</source>
        <translation>Đường đua từ rau diếp trở về: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s).</source>
        <translation>
            <numerusform>Chồng bài rút: %n lá.</numerusform>
        </translation>
    </message>
    <message>
        <source>No card played yet.</source>
        <translation>Chưa có lá bài nào được đánh.</translation>
    </message>
    <message>
        <source>Last card played: %1.</source>
        <translation>Lá bài đánh gần nhất: %1.</translation>
    </message>
    <message>
        <source>%1: %2, side by side</source>
        <translation>%1: %2, đứng cạnh nhau</translation>
    </message>
    <message>
        <source>%1 discarded %2.</source>
        <translation>%1 bỏ lá %2.</translation>
    </message>
    <message>
        <source>%1 played %2 on the %3 turtle.</source>
        <translation>%1 đánh %2 vào rùa %3.</translation>
    </message>
</context>
<context>
    <name>tidepool::app::RippleGame</name>
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
        <source>Draw a card, or take the top card of another player&apos;s discard pile</source>
        <translation>Rút một lá, hoặc lấy lá trên cùng của chồng bài bỏ của người khác</translation>
    </message>
    <message>
        <source>Place the %1 on your beach, stack it behind a combo, or discard it</source>
        <translation>Đặt lá %1 lên bãi biển của bạn, xếp sau một combo, hoặc bỏ nó</translation>
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
        <source>First draw a card from the draw pile (extra turn)</source>
        <translation>Trước hết rút một lá từ chồng bài rút (lượt thêm)</translation>
    </message>
    <message>
        <source>First draw a card, or take one from another player&apos;s discard pile</source>
        <translation>Trước hết rút một lá, hoặc lấy một lá từ chồng bài bỏ của người khác</translation>
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
        <source>Turn this card up</source>
        <translation>Lật lá này</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>úp</translation>
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
        <source>, stacked cards %1</source>
        <translation>, các lá xếp chồng %1</translation>
    </message>
    <message>
        <source>%1&apos;s slot %2: </source>
        <translation>Ô %2 của %1: </translation>
    </message>
    <message>
        <source>%1&apos;s slot %2: %3, %4</source>
        <translation>Ô %2 của %1: %3, %4</translation>
    </message>
    <message>
        <source>slot %1: %2</source>
        <translation>ô %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n lá úp</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s beach: %2.</source>
        <translation>Bãi biển của %1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s), top card %2.</source>
        <translation>
            <numerusform>%1: %n lá, lá trên cùng %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: empty.</source>
        <translation>%1: trống.</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s).</source>
        <translation>
            <numerusform>Chồng bài rút: %n lá.</numerusform>
        </translation>
    </message>
    <message>
        <source>In play: %1.</source>
        <translation>Lá đang chơi: %1.</translation>
    </message>
    <message>
        <source>Slot %1 chosen to turn up: now choose a second card.</source>
        <translation>Đã chọn ô %1 để lật: giờ hãy chọn lá thứ hai.</translation>
    </message>
    <message>
        <source>Slot %1 no longer chosen.</source>
        <translation>Ô %1 không còn được chọn.</translation>
    </message>
    <message>
        <source>, chosen to turn up</source>
        <translation>, đã chọn để lật</translation>
    </message>
    <message numerus="yes">
        <source>, %n point(s)</source>
        <translation>
            <numerusform>, %n điểm</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n điểm</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn up two of your cards: choose the first</source>
        <translation>Lật hai lá bài của bạn: chọn lá thứ nhất</translation>
    </message>
    <message>
        <source>Now choose a second card to turn up</source>
        <translation>Giờ chọn lá thứ hai để lật</translation>
    </message>
    <message>
        <source>Draw from the draw pile</source>
        <translation>Rút từ chồng bài rút</translation>
    </message>
    <message>
        <source>%1 turned up slots %2 and %3.</source>
        <translation>%1 lật ô %2 và ô %3.</translation>
    </message>
    <message>
        <source>%1 drew a card.</source>
        <translation>%1 rút một lá.</translation>
    </message>
    <message>
        <source>%1 took the top card of %2&apos;s discard pile.</source>
        <translation>%1 lấy lá trên cùng của chồng bài bỏ của %2.</translation>
    </message>
    <message>
        <source>%1 placed the card in slot %2.</source>
        <translation>%1 đặt lá bài vào ô %2.</translation>
    </message>
    <message>
        <source>%1 stacked the card behind the combo in slot %2.</source>
        <translation>%1 xếp lá bài sau combo ở ô %2.</translation>
    </message>
    <message>
        <source>%1 discarded the card in play.</source>
        <translation>%1 bỏ lá bài đang chơi.</translation>
    </message>
    <message>
        <source>%1 turned up slot %2.</source>
        <translation>%1 lật ô %2.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 hoặc %2</translation>
    </message>
    <message numerus="yes">
        <source>The %1 can ripple into slot(s) %2: choose one, or discard the card</source>
        <translation>
            <numerusform>Lá %1 có thể gợn sóng vào ô %2: chọn một ô, hoặc bỏ lá bài</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tidepool::app::RuleOptionsModel</name>
    <message>
        <source>On</source>
        <translation>Bật</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Tắt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>tidepool::app::Tutorial</name>
    <message>
        <source>%1: cannot open the guided game (%2)</source>
        <translation>%1: không mở được ván có hướng dẫn (%2)</translation>
    </message>
    <message>
        <source>The guided game</source>
        <translation>Ván có hướng dẫn</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not valid JSON at character %1 (%2)</source>
        <translation>không phải JSON hợp lệ tại ký tự %1 (%2)</translation>
    </message>
    <message>
        <source>the file must hold one JSON object</source>
        <translation>tệp phải chứa một đối tượng JSON</translation>
    </message>
    <message>
        <source>&quot;format&quot; must be &quot;tidepool-tutorial&quot;</source>
        <translation>&quot;format&quot; phải là &quot;tidepool-tutorial&quot;</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be 1</source>
        <translation>&quot;version&quot; phải là 1</translation>
    </message>
    <message>
        <source>&quot;title&quot; is missing</source>
        <translation>thiếu &quot;title&quot;</translation>
    </message>
    <message>
        <source>&quot;record&quot; must be a game record (an object)</source>
        <translation>&quot;record&quot; phải là một bản ghi ván chơi (một đối tượng)</translation>
    </message>
    <message>
        <source>record: %1</source>
        <translation>record: %1</translation>
    </message>
    <message>
        <source>&quot;game&quot; is &quot;%1&quot; but the record is of &quot;%2&quot;</source>
        <translation>&quot;game&quot; là &quot;%1&quot; nhưng bản ghi là của &quot;%2&quot;</translation>
    </message>
    <message>
        <source>record: the prepared position has no actions; script them in the steps</source>
        <translation>record: thế cờ chuẩn bị sẵn không có nước đi; hãy viết chúng trong các bước</translation>
    </message>
    <message>
        <source>record: exactly one player must be human (the learner), not %1</source>
        <translation>record: phải có đúng một người chơi là người (người học), không phải %1</translation>
    </message>
    <message>
        <source>&quot;steps&quot; must be a list of at least one step</source>
        <translation>&quot;steps&quot; phải là danh sách có ít nhất một bước</translation>
    </message>
    <message>
        <source>step %1: %2</source>
        <translation>bước %1: %2</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>phải là một đối tượng</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot;</source>
        <translation>trường không xác định &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;text&quot; is missing</source>
        <translation>thiếu &quot;text&quot;</translation>
    </message>
    <message>
        <source>&quot;expect&quot; is missing (&quot;next&quot;, &quot;any&quot; or an action)</source>
        <translation>thiếu &quot;expect&quot; (&quot;next&quot;, &quot;any&quot; hoặc một nước đi)</translation>
    </message>
    <message>
        <source>&quot;do&quot; is missing: say what the player must do</source>
        <translation>thiếu &quot;do&quot;: hãy nói người chơi phải làm gì</translation>
    </message>
    <message>
        <source>&quot;then&quot; must be a list of actions</source>
        <translation>&quot;then&quot; phải là danh sách các nước đi</translation>
    </message>
    <message>
        <source>no action can be scripted on or after a step that lets the player choose (&quot;any&quot;)</source>
        <translation>không thể viết sẵn nước đi nào ở hoặc sau một bước cho người chơi tự chọn (&quot;any&quot;)</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>ván chơi đã kết thúc</translation>
    </message>
    <message>
        <source>it is not the learner&apos;s turn</source>
        <translation>không phải lượt của người học</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is expected, but it is not the learner&apos;s turn</source>
        <translation>cần &quot;%1&quot;, nhưng không phải lượt của người học</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not legal there: %2</source>
        <translation>&quot;%1&quot; không hợp lệ ở đó: %2</translation>
    </message>
    <message>
        <source>the scripted action &quot;%1&quot; is not legal there: %2</source>
        <translation>nước đi viết sẵn &quot;%1&quot; không hợp lệ ở đó: %2</translation>
    </message>
    <message>
        <source>no guided game for &quot;%1&quot;</source>
        <translation>không có ván hướng dẫn cho &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Read this step first, then press Next to go on.</source>
        <translation>Hãy đọc bước này trước, rồi bấm Tiếp để đi tiếp.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>That is legal, but this step is about something else. %1</source>
        <translation>Nước đó hợp lệ, nhưng bước này nói về việc khác. %1</translation>
    </message>
    <message>
        <source>&quot;keepClear&quot; must be a list of names</source>
        <translation>&quot;keepClear&quot; phải là một danh sách tên</translation>
    </message>
</context>
</TS>
