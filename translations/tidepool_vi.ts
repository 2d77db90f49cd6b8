<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi" sourcelanguage="en">
<context>
    <name>AllSavedGames</name>
    <message>
        <source>Scroll the saved games</source>
        <translation>Cuộn danh sách ván đã lưu</translation>
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
    <message>
        <source>Join table %1 again</source>
        <translation>Vào lại bàn %1</translation>
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
    <message>
        <source>Rules of %1</source>
        <translation>Luật chơi %1</translation>
    </message>
</context>
<context>
    <name>GameMenu</name>
    <message>
        <source>Game menu</source>
        <translation>Trình đơn trò chơi</translation>
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
    <message>
        <source>The game goes on</source>
        <translation>Ván chơi vẫn tiếp tục</translation>
    </message>
    <message>
        <source>The others play on at their screens while this menu is open, and a move can&apos;t be taken back online.</source>
        <translation>Trong lúc trình đơn này mở, những người khác vẫn chơi tiếp trên màn hình của họ, và khi chơi trực tuyến không thể rút lại nước đi.</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Quay lại bàn chơi</translation>
    </message>
    <message>
        <source>Esc to go back to the table</source>
        <translation>Esc để quay lại bàn chơi</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Ván chơi đã kết thúc</translation>
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
        <translatorcomment>kept in English</translatorcomment>
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
    <message>
        <source>Scroll the log</source>
        <translation>Cuộn nhật ký</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Tidepool</source>
        <translatorcomment>kept in English</translatorcomment>
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
    <message>
        <source>Scroll the moves</source>
        <translation>Cuộn danh sách nước đi</translation>
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
    <message>
        <source>Scroll the players</source>
        <translation>Cuộn danh sách người chơi</translation>
    </message>
    <message>
        <source>Scroll the rules</source>
        <translation>Cuộn luật chơi</translation>
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
    <message>
        <source>Scroll the seats</source>
        <translation>Cuộn danh sách chỗ ngồi</translation>
    </message>
    <message>
        <source>Your table %1 is filled in: Join to go back to your seat.</source>
        <translation>Mã bàn %1 của bạn đã được điền sẵn: bấm Vào bàn để trở lại chỗ ngồi.</translation>
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
    <name>ReviewButton</name>
    <message>
        <source>Review</source>
        <translation>Xem lại</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Xem lại ván chơi</translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message>
        <source>Each player&apos;s chance to win, move by move</source>
        <translation>Cơ hội thắng của mỗi người chơi, qua từng nước đi</translation>
    </message>
    <message>
        <source>The list of every move reads it move by move.</source>
        <translation>Danh sách mọi nước đi đọc biểu đồ này theo từng nước.</translation>
    </message>
    <message>
        <source>Each player&apos;s expected points once the round is scored, move by move</source>
        <translation>Số điểm dự kiến của mỗi người chơi khi tính điểm xong vòng này, từng nước một</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Khả năng thắng</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>Điểm dự kiến</translation>
    </message>
    <message>
        <source>The graph shows</source>
        <translation>Biểu đồ hiển thị</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Game review</source>
        <translation>Xem lại ván chơi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Cancel the review</source>
        <translation>Hủy việc xem lại</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>Đóng phần xem lại</translation>
    </message>
    <message>
        <source>Looking at every move from what its player could see: %1 of %2</source>
        <translation>Đang xét từng nước đi theo những gì người đi nước đó thấy được: %1 / %2</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Tiến độ xem lại</translation>
    </message>
    <message>
        <source>Every move, graded</source>
        <translation>Mọi nước đi, kèm đánh giá</translation>
    </message>
    <message>
        <source>On the board: the better move found for move %1</source>
        <translation>Trên bàn: nước đi tốt hơn tìm được cho nước %1</translation>
    </message>
    <message>
        <source>On the board: after move %1</source>
        <translation>Trên bàn: sau nước %1</translation>
    </message>
    <message>
        <source>Show the move played</source>
        <translation>Xem nước đã đi</translation>
    </message>
    <message>
        <source>Show the better move</source>
        <translation>Xem nước đi tốt hơn</translation>
    </message>
    <message>
        <source>On the board: the start of the game</source>
        <translation>Trên bàn: lúc bắt đầu ván chơi</translation>
    </message>
</context>
<context>
    <name>ReviewSummary</name>
    <message>
        <source>Key moments</source>
        <translation>Những khoảnh khắc then chốt</translation>
    </message>
    <message>
        <source>No single move changed the game much.</source>
        <translation>Không có nước đi nào làm ván chơi thay đổi nhiều.</translation>
    </message>
    <message>
        <source>Every move</source>
        <translation>Mọi nước đi</translation>
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
    <message>
        <source>Scroll the rules</source>
        <translation>Cuộn luật chơi</translation>
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
    <name>SeatChip</name>
    <message>
        <source>human</source>
        <translation>người</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>máy</translation>
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
        <source>Online</source>
        <translation>Trực tuyến</translation>
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
    <message>
        <source>Keyboard: Tab and the arrow keys move, Enter or Space acts, the number keys choose a card in your hand, Enter confirms a move and Backspace takes it back, T says what is on the table, L opens the log of moves, Escape opens the menu.</source>
        <translation>Bàn phím: Tab và các phím mũi tên để di chuyển, Enter hoặc phím cách để thực hiện, phím số để chọn lá bài trên tay, Enter để xác nhận nước đi và Backspace để rút lại, T để nghe những gì đang có trên bàn, L để mở nhật ký nước đi, Escape để mở trình đơn.</translation>
    </message>
    <message>
        <source>Game server</source>
        <translation>Máy chủ trò chơi</translation>
    </message>
    <message>
        <source>Set up a game server…</source>
        <translation>Thiết lập máy chủ trò chơi…</translation>
    </message>
    <message>
        <source>Only for playing at online tables</source>
        <translation>Chỉ cần khi chơi ở bàn trực tuyến</translation>
    </message>
    <message>
        <source>In learning mode, after each move, say how good it was</source>
        <translation>Trong chế độ học, sau mỗi nước đi, cho biết nước đó tốt đến đâu</translation>
    </message>
    <message>
        <source>Rate my moves</source>
        <translation>Nhận xét nước đi</translation>
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
        <translation>☰  Trình đơn</translation>
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
    <name>Tutorial</name>
    <message>
        <source>&quot;%1&quot; is not a step of the %2 guided game (0 to %3)</source>
        <translation>&quot;%1&quot; không phải một bước của ván có hướng dẫn %2 (0 đến %3)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no guided game (%2)</source>
        <translation>&quot;%1&quot; không có ván có hướng dẫn (%2)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> hoặc </translation>
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
    <message>
        <source>Move {0}: {1} It took {2}&apos;s chance to win from {3}% to {4}%. The best move found: {5} (it would have left it at {3}%).</source>
        <translation>Nước đi {0}: {1} Nước này đưa khả năng thắng của {2} từ {3}% thành {4}%. Nước đi tốt nhất tìm được: {5} (nước đó sẽ giữ khả năng ấy ở mức {3}%).</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Người chơi {0}</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>bắt buộc</translation>
    </message>
    <message>
        <source>good</source>
        <translation>tốt</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>thiếu chính xác</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>sai lầm</translation>
    </message>
    <message>
        <source>{0}, {1} players: {2} decisions, {3} playouts each (seed {4})</source>
        <translation>{0}, {1} người chơi: {2} quyết định, mỗi quyết định {3} ván thử (hạt giống {4})</translation>
    </message>
    <message>
        <source>{0}, too few playouts to judge</source>
        <translation>{0}, quá ít ván thử để đánh giá</translation>
    </message>
    <message>
        <source>Move {0}: {1} {2}&apos;s chance to win: {3}%, {4}.</source>
        <translation>Nước đi {0}: {1} Khả năng thắng của {2}: {3}%, {4}.</translation>
    </message>
    <message>
        <source>The best move found: {0} ({1}%).</source>
        <translation>Nước đi tốt nhất tìm được: {0} ({1}%).</translation>
    </message>
    <message>
        <source>{0}: mistakes {1}, inaccuracies {2}</source>
        <translation>{0}: {1} sai lầm, {2} nước thiếu chính xác</translation>
    </message>
    <message>
        <source>Key moments: none</source>
        <translation>Khoảnh khắc then chốt: không có</translation>
    </message>
    <message>
        <source>Key moments:</source>
        <translation>Khoảnh khắc then chốt:</translation>
    </message>
    <message>
        <source>Expected total once the round is scored: {0}.</source>
        <translation>Tổng điểm dự kiến khi tính điểm xong vòng này: {0}.</translation>
    </message>
    <message>
        <source>Move {0}: {1} It took {2}&apos;s chance to win, as {6} could tell, from {3}% to {4}%. The best move found: {5} (it would have left it at {3}%).</source>
        <translation>Nước đi {0}: {1} Theo những gì {6} biết được, nước này đưa khả năng thắng của {2} từ {3}% thành {4}%. Nước đi tốt nhất tìm được: {5} (nước đó sẽ giữ khả năng ấy ở mức {3}%).</translation>
    </message>
    <message>
        <source>The chances are calibrated: matched to how often such decisions were won in games between equally strong computer players.</source>
        <translation>Khả năng thắng đã được hiệu chỉnh: khớp với tần suất thắng sau những quyết định như vậy trong các ván giữa những người chơi máy mạnh ngang nhau.</translation>
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
    <name>tidepool::app::GameReview</name>
    <message>
        <source>Move %1, %2: %3 Chance to win after it: %4%, %5.</source>
        <translation>Nước %1, %2: %3 Cơ hội thắng sau nước này: %4%, %5.</translation>
    </message>
    <message>
        <source>Better: %1 (%2%).</source>
        <translation>Tốt hơn: %1 (%2%).</translation>
    </message>
    <message>
        <source>the only move</source>
        <translation>nước đi duy nhất</translation>
    </message>
    <message>
        <source>good</source>
        <translation>tốt</translation>
    </message>
    <message>
        <source>an inaccuracy</source>
        <translation>chưa chính xác</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>một sai lầm</translation>
    </message>
    <message>
        <source>There is no game to review.</source>
        <translation>Không có ván nào để xem lại.</translation>
    </message>
    <message>
        <source>The game is being reviewed already.</source>
        <translation>Ván này đang được xem lại rồi.</translation>
    </message>
    <message>
        <source>A game can be reviewed once it is over: the review shows everyone&apos;s better moves, which would give away their cards.</source>
        <translation>Chỉ xem lại được ván đã kết thúc: phần xem lại cho thấy nước đi tốt hơn của mọi người, tức là để lộ bài của họ.</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>Không xem lại được: %1</translation>
    </message>
    <message>
        <source>%1: mistakes %2, inaccuracies %3</source>
        <translation>%1: %2 sai lầm, %3 nước chưa chính xác</translation>
    </message>
    <message numerus="yes">
        <source>Expected total once the round is scored: %n point(s).</source>
        <translation>
            <numerusform>Tổng điểm dự kiến khi tính điểm xong vòng này: %n điểm.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After the better move: %n point(s).</source>
        <translation>
            <numerusform>Sau nước đi tốt hơn: %n điểm.</numerusform>
        </translation>
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
    <message>
        <source>Wait a moment: the other players&apos; moves are still being shown</source>
        <translation>Chờ một chút: nước đi của những người chơi khác vẫn đang được hiển thị</translation>
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
    <name>tidepool::app::MoveHints</name>
    <message>
        <source>Your last move was good.</source>
        <translation>Nước đi vừa rồi của bạn là một nước tốt.</translation>
    </message>
    <message>
        <source>Your last move could be better: %1 (your chance to win %2% → %3%).</source>
        <extracomment>%1: the better move in the table&apos;s words (&quot;Yellow −1: yellow moves from space 8 to space 7&quot;), %2 and %3: the player&apos;s chance to win after the move played and after the better one.</extracomment>
        <translation>Nước đi vừa rồi của bạn có thể tốt hơn: %1 (khả năng thắng của bạn %2% → %3%).</translation>
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
        <translatorcomment>kept in English</translatorcomment>
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
