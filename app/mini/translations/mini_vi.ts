<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi" sourcelanguage="en">
<context>
    <name>GamesModel</name>
    <message>
        <source>Turtle Race Mini</source>
        <translation>Đua Rùa Mini</translation>
    </message>
    <message>
        <source>A boardless turtle race, with a multi-round advanced game</source>
        <translation>Đua rùa không cần bảng, có cách chơi nâng cao nhiều chặng</translation>
    </message>
    <message>
        <source>Learn the advanced game</source>
        <translation>Học cách chơi nâng cao</translation>
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
    <name>NewGamePage</name>
    <message>
        <source>On: playable cards and tiles light up, and every card you can&apos;t play says why.</source>
        <translation>Bật: lá bài và thẻ rùa có thể chọn được làm sáng lên, và lá nào không đánh được sẽ nói lí do.</translation>
    </message>
    <message>
        <source>Start the race</source>
        <translation>Bắt đầu cuộc đua</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
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
    <name>engine</name>
    <message>
        <source>player {0}</source>
        <translation>người chơi {0}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>ván chơi đã kết thúc</translation>
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
    <message>
        <source>finished in race %1</source>
        <translation>về đích ở chặng %1</translation>
    </message>
</context>
</TS>
