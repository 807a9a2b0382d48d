<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>HomeScreen</name>
    <message numerus="yes">
        <location filename="../gui/window/home.py" line="+321"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <location filename="../gui/net/join_dialog.py" line="+308"/>
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n free seat</numerusform>
            <numerusform>%n free seats</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MarkCounts</name>
    <message numerus="yes">
        <location filename="../gui/review/marks.py" line="+31"/>
        <source>%n mistake(s), at move(s) %1</source>
        <translation>
            <numerusform>%n mistake, at move %1</numerusform>
            <numerusform>%n mistakes, at moves %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s), at move(s) %1</source>
        <translation>
            <numerusform>%n blunder, at move %1</numerusform>
            <numerusform>%n blunders, at moves %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message numerus="yes">
        <location filename="../gui/net/net_table.py" line="+143"/>
        <source>Your move: %n second(s) before the computer plays it for you.</source>
        <translation>
            <numerusform>Your move: %n second before the computer plays it for you.</numerusform>
            <numerusform>Your move: %n seconds before the computer plays it for you.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 has %n second(s) to move.</source>
        <translation>
            <numerusform>%1 has %n second to move.</numerusform>
            <numerusform>%1 has %n seconds to move.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <location filename="../gui/dialogs/new_game.py" line="+122"/>
        <location line="+111"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NinetyNineText</name>
    <message numerus="yes">
        <location filename="../gui/games/ninety_nine/text.py" line="+29"/>
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 draws %n card.</numerusform>
            <numerusform>%1 draws %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s) · %1 won</source>
        <translation>
            <numerusform>%n card · %1 won</numerusform>
            <numerusform>%n cards · %1 won</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OutcomeWords</name>
    <message numerus="yes">
        <location filename="../gui/lang/outcome.py" line="+35"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrimatumText</name>
    <message numerus="yes">
        <location filename="../gui/games/primatum/text.py" line="+41"/>
        <source>%1 · %2 in hand · %n card(s)</source>
        <translation>
            <numerusform>%1 · %2 in hand · %n card</numerusform>
            <numerusform>%1 · %2 in hand · %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You are the big loser: click the column that loses %n card(s).</source>
        <translation>
            <numerusform>You are the big loser: click the column that loses %n card.</numerusform>
            <numerusform>You are the big loser: click the column that loses %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 takes the neutral hand (%n card(s)).</source>
        <translation>
            <numerusform>%1 takes the neutral hand (%n card).</numerusform>
            <numerusform>%1 takes the neutral hand (%n cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 takes the neutral hand (%n card(s)): %2.</source>
        <translation>
            <numerusform>%1 takes the neutral hand (%n card): %2.</numerusform>
            <numerusform>%1 takes the neutral hand (%n cards): %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 is left holding cards: the big loser (大亂方) loses %n card(s).</source>
        <translation>
            <numerusform>%1 is left holding cards: the big loser (大亂方) loses %n card.</numerusform>
            <numerusform>%1 is left holding cards: the big loser (大亂方) loses %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Loses %n card(s) of territory</source>
        <translation>
            <numerusform>Loses %n card of territory</numerusform>
            <numerusform>Loses %n cards of territory</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Follow with same numbers (同子) of %n card(s).</source>
        <translation>
            <numerusform>Follow with same numbers (同子) of %n card.</numerusform>
            <numerusform>Follow with same numbers (同子) of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Follow with a straight (順子) of %n card(s).</source>
        <translation>
            <numerusform>Follow with a straight (順子) of %n card.</numerusform>
            <numerusform>Follow with a straight (順子) of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Follow with %n single card(s).</source>
        <translation>
            <numerusform>Follow with %n single card.</numerusform>
            <numerusform>Follow with %n single cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message numerus="yes">
        <location filename="../gui/review/panel.py" line="+174"/>
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n decision</numerusform>
            <numerusform>%n decisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavesDialog</name>
    <message numerus="yes">
        <location filename="../gui/dialogs/saves.py" line="+181"/>
        <location line="+5"/>
        <source>%n empty slot(s)</source>
        <translation>
            <numerusform>%n empty slot</numerusform>
            <numerusform>%n empty slots</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShowdownKeys</name>
    <message numerus="yes">
        <location filename="../gui/games/showdown/keys.py" line="+28"/>
        <source>%n out(s)</source>
        <translation>
            <numerusform>%n out</numerusform>
            <numerusform>%n outs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShowdownText</name>
    <message numerus="yes">
        <location filename="../gui/games/showdown/text.py" line="+74"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <location filename="../gui/dialogs/stats.py" line="+229"/>
        <source>Last %n result(s): %1</source>
        <translation>
            <numerusform>Last %n result: %1</numerusform>
            <numerusform>Last %n results: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%1: %2 of %n game(s) won</source>
        <translation>
            <numerusform>%1: %2 of %n game won</numerusform>
            <numerusform>%1: %2 of %n games won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>score %1: %n game(s)</source>
        <translation>
            <numerusform>score %1: %n game</numerusform>
            <numerusform>score %1: %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Accuracy in the last %n reviewed game(s): from %1 to %2, mean %3</source>
        <translation>
            <numerusform>Accuracy in the last %n reviewed game: from %1 to %2, mean %3</numerusform>
            <numerusform>Accuracy in the last %n reviewed games: from %1 to %2, mean %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%n win(s)</source>
        <comment>current streak: won in a row</comment>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n loss(es)</source>
        <comment>current streak: lost in a row</comment>
        <translation>
            <numerusform>%n loss</numerusform>
            <numerusform>%n losses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n win(s)</source>
        <comment>best streak</comment>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TiandirenWords</name>
    <message numerus="yes">
        <location filename="../gui/games/tiandiren/text.py" line="+63"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You: %n card(s)</source>
        <translation>
            <numerusform>You: %n card</numerusform>
            <numerusform>You: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>These %n card(s) make no combination.</source>
        <translation>
            <numerusform>%n card makes no combination.</numerusform>
            <numerusform>These %n cards make no combination.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s) selected: %1</source>
        <translation>
            <numerusform>%n card selected: %1</numerusform>
            <numerusform>%n cards selected: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n card(s) selected: %1 — or add kickers: %2</source>
        <translation>
            <numerusform>%n card selected: %1 — or add kickers: %2</numerusform>
            <numerusform>%n cards selected: %1 — or add kickers: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 — choose %n kicker(s)</source>
        <translation>
            <numerusform>%1 — choose %n kicker</numerusform>
            <numerusform>%1 — choose %n kickers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 — choose %n pair(s) as kickers</source>
        <translation>
            <numerusform>%1 — choose %n pair as its kicker</numerusform>
            <numerusform>%1 — choose %n pairs as kickers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s) selected: no play — %1</source>
        <translation>
            <numerusform>%n card selected: no play — %1</numerusform>
            <numerusform>%n cards selected: no play — %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n card(s) selected: not a play you can make now</source>
        <translation>
            <numerusform>%n card selected: not a play you can make now</numerusform>
            <numerusform>%n cards selected: not a play you can make now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1, %n card(s): %2</source>
        <translation>
            <numerusform>%1, %n card: %2</numerusform>
            <numerusform>%1, %n cards: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 wins in the heaven phase: %2, %Ln point(s).</source>
        <translation>
            <numerusform>%1 wins in the heaven phase: %2, %Ln point.</numerusform>
            <numerusform>%1 wins in the heaven phase: %2, %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1: %2, %Ln point(s).</source>
        <translation>
            <numerusform>%1: %2, %Ln point.</numerusform>
            <numerusform>%1: %2, %Ln points.</numerusform>
        </translation>
    </message>
</context>
</TS>
