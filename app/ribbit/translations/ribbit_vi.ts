<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi" sourcelanguage="en">
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
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>On: playable cards and turtles light up, and every card you can&apos;t play says why.</source>
        <translation>Bật: lá bài và rùa có thể chọn được làm sáng lên, và lá nào không đánh được sẽ nói lí do.</translation>
    </message>
    <message>
        <source>Start the race</source>
        <translation>Bắt đầu cuộc đua</translation>
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
        <translation>Rùa cuối</translation>
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
</context>
<context>
    <name>engine</name>
    <message>
        <source>player {0}</source>
        <translation>người chơi {0}</translation>
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
        <source>5 rainbow +1, 2 rainbow −1, 3 last +1, 2 last +2 (the published game)</source>
        <translation>5 cầu vồng +1, 2 cầu vồng −1, 3 rùa cuối +1, 2 rùa cuối +2 (bản đã xuất bản)</translation>
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
</TS>
