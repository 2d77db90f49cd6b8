<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>tidepool::app::MiniGame</name>
    <message numerus="yes">
        <source>Draw pile: %n card(s).</source>
        <translation>
            <numerusform>Draw pile: %n card.</numerusform>
            <numerusform>Draw pile: %n cards.</numerusform>
        </translation>
    </message>
</context>
</TS>
