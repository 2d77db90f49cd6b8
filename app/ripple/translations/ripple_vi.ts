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
        <translatorcomment>kept in English</translatorcomment>
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
    <name>GamesModel</name>
    <message>
        <source>Ripple</source>
        <translatorcomment>kept in English</translatorcomment>
        <translation>Ripple</translation>
    </message>
    <message>
        <source>A beach card game of matches, block sets and combos</source>
        <translation>Trò chơi bài bãi biển với cặp, bộ khối và combo</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>On: the slots where your card makes a match or joins a combo light up, and so do ripples.</source>
        <translation>Bật: các ô nơi lá bài của bạn tạo thành cặp hoặc ghép vào một combo sẽ sáng lên, các chỗ gợn sóng cũng vậy.</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Bắt đầu ván chơi</translation>
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
        <source>Back home</source>
        <translation>Về màn hình chính</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Xem lại ván</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>tổng %1</translation>
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
    <name>Tutorial</name>
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
</context>
<context>
    <name>engine</name>
    <message>
        <source>player {0}</source>
        <translation>người chơi {0}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>ván chơi đã kết thúc</translation>
    </message>
</context>
<context>
    <name>ripple</name>
    <message>
        <source>the {0}</source>
        <translation>lá {0}</translation>
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
    <message>
        <source>no top card of a discard pile would bring your beach&apos;s {0} points down by much</source>
        <translation>không lá trên cùng nào của các chồng bài bỏ giúp bãi biển của bạn ({0} điểm) bớt được bao nhiêu điểm</translation>
    </message>
    <message>
        <source>your beach goes down from about {0} points to {1} (the fewest points win)</source>
        <translation>bãi biển của bạn giảm từ khoảng {0} điểm xuống {1} (ít điểm nhất thắng)</translation>
    </message>
    <message>
        <source>your beach stays at about {0} points (the fewest points win)</source>
        <translation>bãi biển của bạn giữ ở khoảng {0} điểm (ít điểm nhất thắng)</translation>
    </message>
    <message>
        <source>your beach goes up from about {0} points to {1}, but stacking earns an extra turn</source>
        <translation>bãi biển của bạn tăng từ khoảng {0} điểm lên {1}, nhưng xếp bài sau combo cho bạn một lượt thêm</translation>
    </message>
    <message>
        <source>your beach goes up from about {0} points to {1}, but the choices that add fewer would give another player a card they can use or end the round while you are behind</source>
        <translation>bãi biển của bạn tăng từ khoảng {0} điểm lên {1}, nhưng các lựa chọn tăng ít điểm hơn sẽ cho người chơi khác một lá họ dùng được, hoặc kết thúc vòng khi bạn đang bị dẫn điểm</translation>
    </message>
</context>
<context>
    <name>tidepool::app::RippleGame</name>
    <message>
        <source> combo</source>
        <translatorcomment>kept in English</translatorcomment>
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
    <message>
        <source>Block set!</source>
        <translation>Bộ khối!</translation>
    </message>
    <message>
        <source>Match!</source>
        <translation>Thành cặp!</translation>
    </message>
    <message>
        <source>Combo!</source>
        <translatorcomment>kept in English</translatorcomment>
        <translation>Combo!</translation>
    </message>
    <message>
        <source>Extra turn!</source>
        <translation>Lượt thêm!</translation>
    </message>
    <message>
        <source>a ripple, and an extra turn</source>
        <translation>nhờ gợn sóng, và được thêm một lượt</translation>
    </message>
    <message>
        <source>a ripple</source>
        <translation>nhờ gợn sóng</translation>
    </message>
    <message>
        <source>and an extra turn</source>
        <translation>và được thêm một lượt</translation>
    </message>
</context>
</TS>
