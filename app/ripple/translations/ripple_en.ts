<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Beach</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiscardPile</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RipplePage</name>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <translation>
            <numerusform>Draw pile: %n card</numerusform>
            <numerusform>Draw pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 showing · total %2 · %n face down</source>
        <translation>
            <numerusform>%1 showing · total %2 · %n face down</numerusform>
            <numerusform>%1 showing · total %2 · %n face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tidepool::app::RippleGame</name>
    <message numerus="yes">
        <source>, %n card(s) stacked</source>
        <translation>
            <numerusform>, %n card stacked</numerusform>
            <numerusform>, %n cards stacked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n face down</numerusform>
            <numerusform>%n face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s), top card %2.</source>
        <translation>
            <numerusform>%1: %n card, top card %2.</numerusform>
            <numerusform>%1: %n cards, top card %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s).</source>
        <translation>
            <numerusform>Draw pile: %n card.</numerusform>
            <numerusform>Draw pile: %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n point(s)</source>
        <translation>
            <numerusform>, %n point</numerusform>
            <numerusform>, %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 can ripple into slot(s) %2: choose one, or discard the card</source>
        <translation>
            <numerusform>The %1 can ripple into slot %2: choose it, or discard the card</numerusform>
            <numerusform>The %1 can ripple into slots %2: choose one, or discard the card</numerusform>
        </translation>
    </message>
</context>
</TS>
