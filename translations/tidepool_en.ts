<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>HandTablePage</name>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <translation>
            <numerusform>Draw pile: %n card</numerusform>
            <numerusform>Draw pile: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message numerus="yes">
        <source>%1 added: %n player(s) at the table.</source>
        <translation>
            <numerusform>%1 added: %n player at the table.</numerusform>
            <numerusform>%1 added: %n players at the table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 removed: %n player(s) at the table.</source>
        <translation>
            <numerusform>%1 removed: %n player at the table.</numerusform>
            <numerusform>%1 removed: %n players at the table.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tidepool::app::GameReview</name>
    <message numerus="yes">
        <source>Expected total once the round is scored: %n point(s).</source>
        <translation>
            <numerusform>Expected total once the round is scored: %n point.</numerusform>
            <numerusform>Expected total once the round is scored: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After the better move: %n point(s).</source>
        <translation>
            <numerusform>After the better move: %n point.</numerusform>
            <numerusform>After the better move: %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tidepool::app::PlayerStatistics</name>
    <message numerus="yes">
        <source>%1: %n game(s)</source>
        <translation>
            <numerusform>%1: %n game</numerusform>
            <numerusform>%1: %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n win(s)</source>
        <translation>
            <numerusform>, %n win</numerusform>
            <numerusform>, %n wins</numerusform>
        </translation>
    </message>
</context>
</TS>
