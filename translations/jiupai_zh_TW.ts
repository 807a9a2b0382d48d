<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../gui/dialogs/abandon.py" line="+27"/>
        <source>New game</source>
        <translation>開新遊戲</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Abandon the game in progress? It is only kept if you save it to a slot first.</source>
        <translation>要放棄進行中的牌局嗎？先存入存檔欄位，才會保留下來。</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Replace the game waiting for Continue? To keep it, continue it and save it to a slot first.</source>
        <translation>要取代等著「繼續」的牌局嗎？想保留它，請先繼續那一局，再存入存檔欄位。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save it first…</source>
        <translation>先存檔…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Abandon it</source>
        <translation>放棄牌局</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Close the network table for every player? The game is saved: you can reopen it later and the others can take their seats back.</source>
        <translation>要為所有玩家關閉這張網路牌桌嗎？牌局會儲存下來：你之後可以重新開桌，其他人也能回到原來的座位。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close the table</source>
        <translation>關閉牌桌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the network table? The game goes on at the host&apos;s computer.</source>
        <translation>要離開這張網路牌桌嗎？牌局會在房主的電腦上繼續進行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the table</source>
        <translation>離開牌桌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network game</source>
        <translation>網路牌局</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../gui/dialogs/about.py" line="+77"/>
        <location line="+15"/>
        <source>About Jiupai</source>
        <translation>關於九牌</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four Chinese card games — 九九, 九局對決, 九尊 and 天地人 — against computer opponents, with friends at one screen or on the network.</source>
        <translation>四款中國紙牌遊戲：九九、九局對決、九尊、天地人。可以跟電腦對戰，也能和朋友在同一個螢幕前或透過網路一起玩。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Licence</source>
        <translation>授權</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jiupai is free software under the %1 licence: use, share and change it freely.</source>
        <translation>九牌是採用 %1 授權的自由軟體：可以自由使用、分享和修改。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Credits</source>
        <translation>致謝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chinese text: the Noto Sans CJK fonts by Google and Adobe (SIL Open Font License 1.1), as installed on this computer.</source>
        <translation>中文字型：Google 與 Adobe 的 Noto Sans CJK（SIL Open Font License 1.1），用的是這部電腦上安裝的字型。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sounds: made for Jiupai from sine waves and noise by its own program (tools/make_sounds.py); no recordings; MIT like the rest.</source>
        <translation>音效：九牌用自己的程式（tools/make_sounds.py）以正弦波和雜訊合成，沒有任何錄音；和其餘部分一樣採用 MIT 授權。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built with Qt and PySide6 (LGPL 3).</source>
        <translation>以 Qt 與 PySide6 製作（LGPL 3）。</translation>
    </message>
</context>
<context>
    <name>AccuracyChart</name>
    <message>
        <location filename="../gui/dialogs/stats_charts.py" line="+177"/>
        <source>mean %1</source>
        <translation>平均 %1</translation>
    </message>
</context>
<context>
    <name>AnnouncementOverlay</name>
    <message>
        <location filename="../gui/table/announce.py" line="+75"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>分數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New match</source>
        <translation>新比賽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review this game</source>
        <translation>覆盤這一局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every decision of yours graded by what you knew, and your chance of winning over the game</source>
        <translation>依你當時知道的牌評每一個決定，並畫出你整局的勝算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>AssistActions</name>
    <message>
        <location filename="../gui/window/assist_actions.py" line="+64"/>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Auto-play</source>
        <translation>託管(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo move</source>
        <translation>復原一步(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo move</source>
        <translation>重做一步(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;kip ahead</source>
        <translation>快轉(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;counter</source>
        <translation>記牌器(&amp;C)</translation>
    </message>
</context>
<context>
    <name>AssistBar</name>
    <message>
        <location filename="../gui/table/assist.py" line="+75"/>
        <source>Hint (H)</source>
        <translation>提示（H）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What would the computer play here? Changes nothing.</source>
        <translation>電腦會怎麼出？只是看看，不影響牌局。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Auto-play (T)</source>
        <translation>託管（T）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the computer play your seat until you click the table.</source>
        <translation>讓電腦替你出牌，點一下牌桌即可收回。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last move (Ctrl+Z)</source>
        <translation>收回你的上一步（Ctrl+Z）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play it</source>
        <translation>照此出牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip ahead (F)</source>
        <translation>快轉（F）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the computers play on at once, to your next move or the end of the hand</source>
        <translation>讓電腦立即打下去，直到輪到你或這一局結束</translation>
    </message>
</context>
<context>
    <name>AutoplayBanner</name>
    <message>
        <location line="+14"/>
        <source>Auto-play: click the table to take over</source>
        <translation>託管中 · 點一下牌桌即可收回</translation>
    </message>
</context>
<context>
    <name>AutosaveGuard</name>
    <message>
        <location filename="../gui/window/autosave_guard.py" line="+56"/>
        <source>⚠ The game is not being saved: %1</source>
        <translation>⚠ 牌局沒有存下來：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+56"/>
        <source>Autosave failed</source>
        <translation>自動存檔失敗</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>The game could not be autosaved: %1</source>
        <translation>牌局無法自動存檔：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play goes on, but Continue would not find the newest moves. Free some room on the disk of the data folder (%1), or keep the game in a file of your choice: Game ▸ Export to continue elsewhere…</source>
        <translation>牌局照常進行，但「繼續上一局」會找不到最新的幾步。請在資料資料夾（%1）所在的磁碟上騰出空間，或把牌局存成你指定的檔案：遊戲 ▸ 匯出以在別處接著玩…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The game is being autosaved again.</source>
        <translation>牌局又能自動存檔了。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The game is not saved: if you close now, Continue will not find its newest moves.</source>
        <translation>牌局沒有存下來：現在關閉的話，「繼續上一局」會找不到最新的幾步。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The autosave failed: %1</source>
        <translation>自動存檔失敗：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export to continue elsewhere…</source>
        <translation>匯出以在別處接著玩…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close anyway</source>
        <translation>仍然關閉</translation>
    </message>
</context>
<context>
    <name>BotLevels</name>
    <message>
        <location filename="../engine/registry.py" line="+31"/>
        <source>Easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>困難</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <location filename="../gui/table/card_item.py" line="+140"/>
        <source>Dimmed: it cannot be played now. Click it to see why.</source>
        <translation>變暗：現在不能出這張牌。點一下看看原因。</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../gui/table/words.py" line="+30"/>
        <source>Big Joker</source>
        <translation>大王</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Little Joker</source>
        <translation>小王</translation>
    </message>
</context>
<context>
    <name>CardsPage</name>
    <message>
        <location filename="../gui/dialogs/card_settings.py" line="+90"/>
        <source>Card &amp;size:</source>
        <translation>牌面大小(&amp;S)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suit &amp;colours:</source>
        <translation>花色配色(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Felt:</source>
        <translation>牌桌底色(&amp;F)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two colours (♥ ♦ red, ♠ ♣ black)</source>
        <translation>雙色（♥ ♦ 紅，♠ ♣ 黑）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four colours (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>四色（♠ 黑，♥ 紅，♦ 藍，♣ 綠）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic green</source>
        <translation>經典綠色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>高對比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every suit keeps its symbol and every card its rank: the colours only add to them. Larger cards overlap more in a hand.</source>
        <translation>每種花色都保留符號，每張牌都保留點數：顏色只是額外的提示。牌越大，手牌重疊得越多。</translation>
    </message>
</context>
<context>
    <name>ChatBar</name>
    <message>
        <location filename="../gui/net/chat.py" line="+80"/>
        <source>Say</source>
        <translation>送出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the chosen phrase to everyone at the table</source>
        <translation>把選好的話送給全桌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write to the table and press Enter</source>
        <translation>輸入要對牌桌說的話，按 Enter 送出</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 sits down at the table.</source>
        <translation>%1 入座了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection: the computer plays for them until they are back.</source>
        <translation>%1 斷線了：回來之前由電腦代打。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is back.</source>
        <translation>%1 回來了。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seat %1</source>
        <translation>座位 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../gui/tutorial/coach.py" line="+106"/>
        <source>First read the coach&apos;s note, then press Finish lesson.</source>
        <translation>請先看完教練的說明，再按「完成本課」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First read the coach&apos;s note, then press Next.</source>
        <translation>請先看完教練的說明，再按「下一步」。</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Lesson complete!</source>
        <translation>本課完成！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lesson complete! You may play the hand on.</source>
        <translation>本課完成！你可以把這一局繼續打完。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · step %2 of %3</source>
        <translation>%1 · 第 %2 步，共 %3 步</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not this one: look at the highlighted cards.</source>
        <translation>不是這張：請看標示的牌。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Finish lesson</source>
        <translation>完成本課</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show me</source>
        <translation>示範給我看</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next lesson</source>
        <translation>下一課</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the list</source>
        <translation>回到課程清單</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>CounterPanel</name>
    <message>
        <location filename="../gui/table/counter_panel.py" line="+77"/>
        <source>Not seen yet</source>
        <translation>還沒見過的牌</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No card counter for this game.</source>
        <translation>這個遊戲沒有記牌器。</translation>
    </message>
</context>
<context>
    <name>EngineEvents</name>
    <message>
        <location filename="../engine/core.py" line="+130"/>
        <source>{name} plays {card}</source>
        <translation>{name} 出 {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} draws a card</source>
        <translation>{name} 摸了一張牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} passes</source>
        <translation>{name} 過</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards are dealt</source>
        <translation>發牌完畢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is out</source>
        <translation>{name} 出局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand is over</source>
        <translation>本局結束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over</source>
        <translation>遊戲結束</translation>
    </message>
</context>
<context>
    <name>EngineGames</name>
    <message>
        <location filename="../engine/games/ninety_nine/info.py" line="+14"/>
        <source>Play cards onto a running total; whoever cannot stay at 99 or under is out.</source>
        <translation>輪流出牌，把點數加進海的數值（桌上累計的總和），無法讓數值保持在 99 以內的人就淘汰。</translation>
    </message>
    <message>
        <location filename="../engine/games/showdown/info.py" line="+58"/>
        <source>Two-player baseball duel: red cards swing, black cards defend, nine innings.</source>
        <translation>雙人棒球對決：紅牌揮棒、黑牌防守，共九局。</translation>
    </message>
    <message>
        <location filename="../engine/games/primatum/info.py" line="+12"/>
        <source>Warring States rulers expand their domains over five rounds of two-number cards.</source>
        <translation>戰國君主以雙數值卡牌在五個回合內擴張領域。</translation>
    </message>
    <message>
        <location filename="../engine/games/tiandiren/info.py" line="+12"/>
        <source>Heaven, Earth and Man: one deck per player, shed your hand in card patterns.</source>
        <translation>天地人：每人一副牌，以牌型出清手牌。</translation>
    </message>
</context>
<context>
    <name>EngineHelp</name>
    <message>
        <location filename="../engine/games/ninety_nine/options.py" line="+24"/>
        <source>Which card effects are used</source>
        <translation>使用哪一套牌的功能</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards in each starting hand</source>
        <translation>開局時每人的手牌張數</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>K sets the total to 99, or to 99 or 0 at the player&apos;s choice (then ♠A is +1)</source>
        <translation>K 加至 99，或由玩家選擇當成 99 或歸零（此時 ♠A 為 +1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Jokers (standard and bloody cards): none, reset to 0 (then ♠A is +1), rotate all hands, or act as any function card</source>
        <translation>鬼牌（標準與血腥版）：不使用、歸零（此時 ♠A 為 +1）、全部玩家換牌，或當任意功能牌</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Western A: +1 or +11 at the player&apos;s choice, or agreed beforehand</source>
        <translation>西洋版 A：由玩家選擇 +1 或 +11，或事先約定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bloody severity: the total starts at 99</source>
        <translation>血腥規則：數值從 99 開始</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bloody severity: two number cards may be played at once (draw one)</source>
        <translation>血腥規則：可一次出兩張數值牌（抽一張）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bloody severity: only two each of 4 5 10 J Q K in every deck</source>
        <translation>血腥規則：每副牌的 4、5、10、J、Q、K 各只留兩張</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing a 4, a 5 and then any card on three turns in a row wins the hand</source>
        <translation>連續三輪依序打出 4、5 和任意一張牌即贏得本局</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hands in a match</source>
        <translation>一場比賽的局數</translation>
    </message>
    <message>
        <location filename="../engine/games/showdown/info.py" line="-48"/>
        <source>Real baseball: bases are empty at the start of every half-inning (default: each side&apos;s runners wait on base until it bats again).</source>
        <translation>真實棒球規則：每個半局開始時壘包清空（預設：各方跑者留在壘上，等到再次進攻）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tied after the last inning: play extra innings (off: the tie stands).</source>
        <translation>最後一局後平手就打延長賽（關閉：以平手收場）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The bottom of the last inning (and of extra innings) is not played when the home side already leads.</source>
        <translation>主隊已領先時，不打最後一局（及延長局）的下半局。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Quick mode: the first side to reach quick_target runs wins at once.</source>
        <translation>快速模式：先得到目標分數的一方立即獲勝。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Runs that win in quick mode (seed: 5).</source>
        <translation>快速模式的致勝分數（原規則：5）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Innings in a game (seed: 9, i.e. 18 half-innings).</source>
        <translation>一場比賽的局數（原規則：9 局，即 18 個半局）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A black card lower than the attack may be played as a failed defence (default: only a card that holds, or ♣8 against J/Q/K, may be played; otherwise discarding one and drawing one would do nothing that a losing card does not).</source>
        <translation>比進攻牌小的黑牌可當作失敗的防守打出（預設：只能打出守得住的牌，或以 ♣8 對 J/Q/K；否則「棄1摸1」便與打出輸牌無異）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A steal or productive out that is the third out still moves the runners (default: as in baseball, the third out ends the half-inning first).</source>
        <translation>成為第三個出局的盜壘或推進性出局仍讓跑者推進（預設：與棒球相同，第三個出局先結束半局）。</translation>
    </message>
</context>
<context>
    <name>EngineOptions</name>
    <message>
        <location filename="../engine/games/ninety_nine/options.py" line="-33"/>
        <source>Card effects</source>
        <translation>牌的功能</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand size</source>
        <translation>手牌張數</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>King</source>
        <translation>K 的功能</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Jokers</source>
        <translation>鬼牌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Western ace</source>
        <translation>西洋版 A</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start at 99</source>
        <translation>從 99 開始</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play two cards at once</source>
        <translation>一次出兩張牌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Halved function cards</source>
        <translation>功能牌減半</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>4-5-any wins</source>
        <translation>連續出 4、5 及隨意牌獲勝</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hands per match</source>
        <translation>每場局數</translation>
    </message>
    <message>
        <location filename="../engine/games/showdown/info.py" line="-32"/>
        <source>Clear the bases</source>
        <translation>每半局清空壘包</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Extra innings</source>
        <translation>延長賽</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Skip the bottom of the ninth</source>
        <translation>主隊領先時不打 9 局下半</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Quick mode</source>
        <translation>快速模式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quick-mode target</source>
        <translation>快速模式目標分</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Innings</source>
        <translation>局數</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Runners move on the third out</source>
        <translation>第三個出局時跑者仍推進</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Losing defence allowed</source>
        <translation>可以打出任何黑牌（點數不夠即防守失敗）</translation>
    </message>
</context>
<context>
    <name>EngineValues</name>
    <message>
        <location filename="../engine/games/ninety_nine/options.py" line="-49"/>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bloody</source>
        <translation>血腥版</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Western</source>
        <translation>西洋版</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Northwest</source>
        <translation>西北版</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To 99</source>
        <translation>加至 99</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player&apos;s choice</source>
        <translation>由玩家選擇</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>不使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset to 0</source>
        <translation>歸零</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate hands</source>
        <translation>全部玩家換牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any function card</source>
        <translation>當任意功能牌</translation>
    </message>
    <message>
        <location filename="../gui/lang/strings.py" line="+90"/>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>EngineVariants</name>
    <message>
        <location filename="../engine/core.py" line="-41"/>
        <source>Standard</source>
        <extracomment>The name of the variant every game has.</extracomment>
        <translation>標準</translation>
    </message>
    <message>
        <location filename="../engine/games/ninety_nine/options.py" line="+53"/>
        <source>Bloody</source>
        <translation>血腥版</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Western</source>
        <translation>西洋版</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Northwest</source>
        <translation>西北版</translation>
    </message>
</context>
<context>
    <name>EngineWorker</name>
    <message>
        <location filename="../gui/worker/words.py" line="+28"/>
        <source>Autosave failed: %1</source>
        <translation>自動存檔失敗：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game could not be saved in slot %1: %2</source>
        <translation>無法存到存檔欄位 %1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+29"/>
        <source>No game is running.</source>
        <translation>目前沒有進行中的遊戲。</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>A lesson is not saved: your own game stays in the autosave.</source>
        <translation>課程不會存檔：你自己的遊戲仍留在自動存檔中。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auto-play is off in a lesson: the lesson waits for your own moves.</source>
        <translation>課程中不能託管：課程要等你自己出牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Internal error, the move was not played: %1</source>
        <translation>內部錯誤，這一步沒有執行：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game cannot go on; it is kept in the autosave.</source>
        <translation>這局無法繼續；已保留在自動存檔中。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has played since your move: only they can take their move back.</source>
        <translation>你出牌之後 %1 已經出過牌：只有他本人可以復原自己的出牌。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>It is not your turn.</source>
        <translation>還沒輪到你。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That move is not possible now.</source>
        <translation>現在不能這樣出牌。</translation>
    </message>
    <message>
        <location filename="../gui/worker/engine_worker.py" line="+236"/>
        <source>The autosave</source>
        <translation>自動存檔</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slot %1</source>
        <translation>存檔欄位 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 無法開啟：%2</translation>
    </message>
</context>
<context>
    <name>FontCheck</name>
    <message>
        <location filename="../gui/app.py" line="+84"/>
        <source>No Chinese font was found, so Chinese text will show as empty boxes.

Please install one. On Debian or Ubuntu:
    sudo apt install %1
(Fedora: google-noto-sans-cjk-fonts; Arch: noto-fonts-cjk)</source>
        <translation>找不到中文字型，中文會顯示成空白方框。

請安裝中文字型。Debian 或 Ubuntu：
    sudo apt install %1
（Fedora：google-noto-sans-cjk-fonts；Arch：noto-fonts-cjk）</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <location filename="../gui/table/side_panel.py" line="+81"/>
        <source>Scores</source>
        <translation>記分板</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log</source>
        <translation>牌局紀錄</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Hide the scores and the game log</source>
        <translation>隱藏記分板和牌局紀錄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the scores and the game log</source>
        <translation>顯示記分板和牌局紀錄</translation>
    </message>
    <message>
        <location filename="../gui/games/primatum/table.py" line="+170"/>
        <location filename="../gui/table/status_text.py" line="+119"/>
        <source>You win!</source>
        <translation>你贏了！</translation>
    </message>
    <message>
        <location filename="../gui/table/status_text.py" line="-62"/>
        <location line="+63"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location filename="../gui/table/scoreboard.py" line="+43"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>分數</translation>
    </message>
    <message>
        <location filename="../gui/games/primatum/board.py" line="+111"/>
        <location filename="../gui/table/scoreboard.py" line="+9"/>
        <source>%1 (you)</source>
        <translation>%1（你）</translation>
    </message>
    <message>
        <location filename="../gui/table/status_text.py" line="-57"/>
        <source>Your turn</source>
        <translation>輪到你了</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next: %1</source>
        <translation>下一位：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 waits until you press Finish lesson.</source>
        <translation>%1 等你按「完成本課」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 waits until you press Next.</source>
        <translation>%1 等你按「下一步」。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Auto-play is choosing your move…</source>
        <translation>託管正在替你出牌…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is thinking… %2%</source>
        <translation>%1 思考中… %2%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is thinking…</source>
        <translation>%1 思考中…</translation>
    </message>
    <message>
        <location filename="../gui/table/away.py" line="+47"/>
        <source>Offline</source>
        <translation>斷線</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (offline)</source>
        <translation>%1（斷線）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The computer plays for %1 until they are back.</source>
        <translation>%1 斷線了：回來之前由電腦代打。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for %1 to reconnect…</source>
        <translation>等待 %1 重新連線…</translation>
    </message>
    <message>
        <location filename="../gui/table/announce.py" line="+106"/>
        <source>%1. Press &quot;%2&quot; to go on.</source>
        <translation>%1。按「%2」繼續。</translation>
    </message>
</context>
<context>
    <name>GenericTable</name>
    <message>
        <location filename="../gui/table/generic.py" line="+43"/>
        <source>Your possible actions:</source>
        <translation>你可以：</translation>
    </message>
</context>
<context>
    <name>Handover</name>
    <message>
        <location filename="../gui/table/handover.py" line="+58"/>
        <source>Pass to %1 — click when ready</source>
        <translation>請交給%1，準備好後按一下</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand is hidden. Only %1 should look at the table now.</source>
        <translation>所有手牌都已蓋住。現在只有%1可以看牌桌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am %1: show my cards</source>
        <translation>我是%1：顯示我的牌</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1, your turn</source>
        <translation>輪到%1了</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 wins!</source>
        <translation>%1 獲勝！</translation>
    </message>
</context>
<context>
    <name>HeavenOddsDialog</name>
    <message>
        <location filename="../gui/games/tiandiren/odds.py" line="+51"/>
        <source>Mars carrier (火星航母): exactly seven 2s</source>
        <translation>火星航母（恰好 7 張 2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>UFO (四大天王): exactly 2 big + 2 little jokers</source>
        <translation>UFO 四大天王（恰好 2 張大王 + 2 張小王）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starlink (星鏈): exactly six 3s</source>
        <translation>星鏈（恰好 6 張 3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two or more kinds in one hand</source>
        <translation>一手牌同時有兩種或以上天牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any heaven hand</source>
        <translation>任一種天牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Heaven odds for %1 players</source>
        <translation>%1 人局的天牌機率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exact chance that one player&apos;s 54-card hand holds each heaven hand when %1 players share %1 decks (hypergeometric odds; the seed&apos;s table is for 100 players).</source>
        <translation>%1 人使用 %1 副牌時，一名玩家的 54 張手牌持有各種天牌的精確機率（超幾何分配；規則原文的表格是百人局）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Heaven hand</source>
        <translation>天牌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chance per hand</source>
        <translation>每手牌的機率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>About one hand in</source>
        <translation>約每幾手出現一次</translation>
    </message>
</context>
<context>
    <name>HintReasons</name>
    <message>
        <location filename="../engine/ai/search.py" line="+82"/>
        <source>It did best when many possible deals were played out.</source>
        <translation>模擬了許多可能的牌局後，這步的結果最好。</translation>
    </message>
    <message>
        <location filename="../engine/games/ninety_nine/reasons.py" line="+23"/>
        <source>Keep the card most likely to save you: escape cards first.</source>
        <translation>留下最能保命的牌：功能牌優先。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only escape cards can be played: spend the one you can spare most.</source>
        <translation>只能出功能牌：出最用不著的那張。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You still hold an escape card: push the total up and squeeze the others.</source>
        <translation>你手上還有保命的功能牌：把海的數值推高，讓其他人難以出牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No escape card in hand: keep the total as low as you can.</source>
        <translation>手上沒有保命的功能牌：讓海的數值盡量低。</translation>
    </message>
    <message>
        <location filename="../engine/games/primatum/reasons.py" line="+14"/>
        <source>Losing from this column costs you the fewest points.</source>
        <translation>從這一列損失，失分最少。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This pledge strengthens your territory most.</source>
        <translation>這樣押最能加強你的領域。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not worth fighting this bout: keep your strong cards for later.</source>
        <translation>這場仗不值得爭：留著大牌以後用。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing in your hand beats this play.</source>
        <translation>你手上沒有牌打得過。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lead with what you can best spare and keep strong cards for later.</source>
        <translation>先出最用不著的牌，大牌留到以後。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cheapest play that beats the table.</source>
        <translation>打得過的牌裡最省的一手。</translation>
    </message>
    <message>
        <location filename="../engine/games/showdown/reasons.py" line="+10"/>
        <source>The best average result against the black cards you have not seen.</source>
        <translation>對你還沒見過的黑牌，平均結果最好。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This defence gives up the fewest runs for the card it spends.</source>
        <translation>這樣防守，以所花的牌來說失分最少。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeping your black cards is worth more than stopping this swing.</source>
        <translation>留住黑牌比擋下這次揮棒更划算。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trade your weakest black card for a new one.</source>
        <translation>把最弱的黑牌換一張新的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On average the switch does better than the cards in your hand.</source>
        <translation>平均來說，♣7 戰術輪換比你手上的牌更好。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spend your least useful red card: the runners stay on base.</source>
        <translation>棄掉最沒用的紅牌：跑者留在壘上。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accepting costs less than any red card you could spend.</source>
        <translation>接受比花掉任何一張紅牌都划算。</translation>
    </message>
    <message>
        <location filename="../engine/games/tiandiren/reasons.py" line="+18"/>
        <source>Beating this would not make your hand easier to play out.</source>
        <translation>壓這手牌不會讓你的手牌更容易出完。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This play empties your hand.</source>
        <translation>這手牌出完就沒牌了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bomb decides this trick.</source>
        <translation>用炸彈拿下這一圈。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead the shape that leaves your hand easiest to play out.</source>
        <translation>領出之後，剩下的手牌最容易出完。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Beating it leaves your hand easier to play out.</source>
        <translation>壓過之後，剩下的手牌更容易出完。</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <location filename="../gui/window/home.py" line="+232"/>
        <source>your turn</source>
        <translation>輪到你</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to play</source>
        <translation>輪到%1</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Four Chinese card games against the computer</source>
        <translation>四款中式紙牌遊戲，與電腦對戰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home</source>
        <translation>主畫面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>開新遊戲(&amp;N)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Set the table of the selected game: players, seats, variant and house rules</source>
        <translation>設定所選遊戲的牌桌：人數、座位、玩法與可選規則</translation>
    </message>
    <message>
        <location filename="../gui/home/cards.py" line="+87"/>
        <source>&amp;Continue</source>
        <translation>繼續上一局(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No game in progress</source>
        <translation>沒有進行中的牌局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a game below: the one you leave waits here.</source>
        <translation>在下面選一個遊戲；中途離開的牌局會在這裡等你。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where you left off</source>
        <translation>上次玩到這裡</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+60"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Continue the game in progress</source>
        <translation>繼續進行中的牌局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table where you left off</source>
        <translation>上次離開時的牌桌</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Last results</source>
        <translation>最近戰績</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>統計(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your finished games show here.</source>
        <translation>打完的牌局會列在這裡。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>won</source>
        <translation>贏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drawn</source>
        <translation>和局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>輸</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>With friends</source>
        <translation>和朋友一起玩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A friend opened a table on this network? Sit at it.</source>
        <translation>朋友在這個網路上開了牌桌？坐進去吧。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Join a game on the network</source>
        <translation>加入網路上的牌局</translation>
    </message>
    <message>
        <location filename="../gui/window/home.py" line="-3"/>
        <source>&amp;Load…</source>
        <translation>讀取存檔(&amp;L)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>離開(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../gui/home/cards.py" line="-2"/>
        <source>&amp;Join a game on the network…</source>
        <translation>加入網路上的牌局(&amp;J)…</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/window/home.py" line="+7"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 人</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1–%2 players</source>
        <translation>%1–%2 人</translation>
    </message>
    <message>
        <location filename="../gui/home/tile.py" line="+170"/>
        <source>Play</source>
        <translation>開始玩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn</source>
        <translation>學玩法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1</source>
        <translation>開始玩%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learn %1</source>
        <translation>學%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules of %1</source>
        <translation>%1的規則</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal at once, with the settings of your last game of it</source>
        <translation>立刻發牌，沿用你上次玩這個遊戲的設定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A table of %1</source>
        <translation>%1的牌桌</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../gui/dialogs/import_card.py" line="+33"/>
        <location line="+3"/>
        <source>Import game</source>
        <translation>匯入牌局</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Watch</source>
        <translation>觀看(&amp;W)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A shared game: what one player saw</source>
        <translation>分享用牌局：一位玩家看到的內容</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This file cannot be opened: %1</source>
        <translation>這個檔案無法開啟：%1</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../gui/net/join_dialog.py" line="+160"/>
        <source>The tables on the network</source>
        <translation>網路上的牌桌</translation>
    </message>
    <message>
        <location line="+60"/>
        <location line="+1"/>
        <source>Join a game on the network</source>
        <translation>加入網路上的牌局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tables on this network:</source>
        <translation>這個網路上的牌桌(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tables on this network</source>
        <translation>這個網路上的牌桌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not listed? Type the address the host&apos;s lobby shows.</source>
        <translation>沒有列出來？請輸入房主大廳畫面上顯示的位址。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address (host:port):</source>
        <translation>位址（主機:連接埠）(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Room code:</source>
        <translation>房間代碼(&amp;R)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>你的名字(&amp;N)：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Join</source>
        <translation>加入(&amp;J)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Re&amp;join</source>
        <translation>重新加入(&amp;J)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>your seat is kept — Rejoin</source>
        <translation>你的座位還保留著：重新加入</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n 個空位</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 — %3 (%4)</source>
        <translation>%1，%2，%3（%4）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Type the host&apos;s address, or pick a table.</source>
        <translation>請輸入房主的位址，或選一張牌桌。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is not an address of the form host:port.</source>
        <translation>「%1」不是「主機:連接埠」形式的位址。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Nobody answers at %1: is the address right, and is the host&apos;s table still open?</source>
        <translation>%1 沒有回應：位址正確嗎？房主的牌桌還開著嗎？</translation>
    </message>
</context>
<context>
    <name>KeyHooks</name>
    <message>
        <location filename="../gui/table/key_hooks.py" line="+90"/>
        <source>%1, selected</source>
        <translation>%1，已選取</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, cannot be played now</source>
        <translation>%1，現在不能出</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1; your hand: %2</source>
        <translation>%1；你的手牌：%2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your turn</source>
        <translation>輪到你</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s turn</source>
        <translation>輪到%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no cards</source>
        <translation>沒有牌</translation>
    </message>
</context>
<context>
    <name>LessonListDialog</name>
    <message>
        <location filename="../gui/tutorial/lesson_list.py" line="+82"/>
        <source>Finished; you can play it again.</source>
        <translation>已完成，可以再玩一次。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No lessons for this game yet.</source>
        <translation>這個遊戲還沒有課程。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lessons</source>
        <translation>課程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short guided hands on the real table: the coach says what to do, and you play.</source>
        <translation>在真正的牌桌上打幾手有引導的短局：教練說明要做什麼，由你出牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start lesson</source>
        <translation>開始上課(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>LessonOffer</name>
    <message>
        <location filename="../gui/tutorial/offer.py" line="+54"/>
        <source>First game of %1? A short lesson shows how it is played, step by step.</source>
        <translation>第一次玩%1嗎？一堂短短的教學會一步一步帶你玩。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the lesson</source>
        <translation>開始教學</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No, thanks</source>
        <translation>不用了，謝謝</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <location filename="../gui/lang/strings.py" line="-33"/>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../gui/net/lobby.py" line="+107"/>
        <source>Table open to the local network</source>
        <translation>開放給區域網路的牌桌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your table is open</source>
        <translation>你的牌桌已開放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Room code</source>
        <translation>房間代碼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;opy</source>
        <translation>複製(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the room code and the address</source>
        <translation>複製房間代碼和位址</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the room code</source>
        <translation>複製房間代碼</translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+44"/>
        <source>The seats around the table</source>
        <translation>牌桌四周的座位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tell your friends the room code. In Jiupai they choose Join a game on the network: your table is listed, or they type the address below.</source>
        <translation>把房間代碼告訴朋友。他們在九牌裡選「加入網路上的牌局」：清單裡會有你的牌桌，或輸入下面的位址。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address: %1</source>
        <translation>位址：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Room code %1</source>
        <translation>房間代碼 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Begin the game: the computer plays the seats still open</source>
        <translation>開始牌局：還空著的座位由電腦來打</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close the table</source>
        <translation>關閉牌桌(&amp;C)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Open</source>
        <translation>空出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free this seat for a player on the network</source>
        <translation>把這個座位空出來給網路上的玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open seat %1</source>
        <translation>空出座位 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer</source>
        <translation>電腦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer plays this seat</source>
        <translation>這個座位由電腦來打</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer plays seat %1</source>
        <translation>由電腦坐座位 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Jiupai room code %1, address %2</source>
        <translation>九牌房間代碼 %1，位址 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copied</source>
        <translation>已複製</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gui/window/menus.py" line="+126"/>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;New game…</source>
        <translation>開新遊戲(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Continue last game</source>
        <translation>繼續上一局(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>存檔(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load…</source>
        <translation>讀取存檔(&amp;L)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back to home screen</source>
        <translation>回到主畫面(&amp;B)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Re&amp;open a network table…</source>
        <translation>重新開啟網路牌桌(&amp;O)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>E&amp;xport to continue elsewhere…</source>
        <translation>匯出續玩用牌局(&amp;X)…</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>&amp;Watch a replay…</source>
        <translation>觀看重播(&amp;W)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import game…</source>
        <translation>匯入牌局(&amp;I)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export game to share…</source>
        <translation>匯出分享用牌局(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A file to watch: what you saw, no other player&apos;s cards (a game still being played cannot be continued from it)</source>
        <translation>供觀看的檔案：只有你看到的內容，不含其他玩家的牌（進行中的牌局無法從它接著玩）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The whole game, to continue on another computer of yours: it holds every card</source>
        <translation>完整的牌局，可在你的另一臺電腦上接著玩：檔案裡有所有的牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>離開(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>全螢幕(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>偏好設定(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>遊戲規則(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Jiupai</source>
        <translation>關於九牌(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>統計(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../gui/window/game_opener.py" line="+120"/>
        <source>Load game</source>
        <translation>讀取存檔</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Import game</source>
        <translation>匯入牌局</translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="+348"/>
        <source>Jiupai</source>
        <translation>九牌</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved in slot %1.</source>
        <translation>已存入存檔欄位 %1。</translation>
    </message>
    <message>
        <location filename="../gui/home/resume.py" line="+75"/>
        <source>move %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>network table %1</source>
        <translation>網路牌桌 %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../gui/worker/data.py" line="+36"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>MarkCounts</name>
    <message numerus="yes">
        <location filename="../gui/review/marks.py" line="+31"/>
        <source>%n mistake(s), at move(s) %1</source>
        <translation>
            <numerusform>%n 次失誤，在第 %1 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s), at move(s) %1</source>
        <translation>
            <numerusform>%n 次大錯，在第 %1 步</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetBye</name>
    <message>
        <location filename="../netplay/words.py" line="+49"/>
        <source>The host closed the table.</source>
        <translation>房主關閉了牌桌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>牌局已經結束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the table.</source>
        <translation>你已離開牌桌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host gave your seat to someone else.</source>
        <translation>房主把你的座位讓給了別人。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat was taken over by another connection with your key.</source>
        <translation>另一個使用你金鑰的連線接手了你的座位。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You were disconnected for sending too many messages.</source>
        <translation>你送出的訊息太多，已被強制斷線。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You were disconnected: your program sent messages the table cannot read.</source>
        <translation>你已被強制斷線：你的程式送出了牌桌讀不懂的訊息。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection was closed: nothing arrived in time.</source>
        <translation>連線逾時：一直沒有收到回應。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection was closed: it was too slow to keep up with the table.</source>
        <translation>連線速度太慢，跟不上牌局。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is saved: when the host opens it again, you can take your seat back.</source>
        <extracomment>Said after the host closed a table it can reopen.</extracomment>
        <translation>牌局已經存檔：房主重新開桌後，你可以回到原來的座位。</translation>
    </message>
    <message>
        <location filename="../gui/net/net_words.py" line="+43"/>
        <source>%1 %2</source>
        <comment>why the table closed, then: the game is saved… (Chinese: no space between the sentences)</comment>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>NetChat</name>
    <message>
        <location filename="../netplay/words.py" line="+13"/>
        <source>Hello, everyone!</source>
        <translation>大家好！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good luck!</source>
        <translation>祝大家好運！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nice move!</source>
        <translation>出得好！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Well played!</source>
        <translation>打得漂亮！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oops!</source>
        <translation>哎呀！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hurry up, please!</source>
        <translation>請快一點！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thanks!</source>
        <translation>謝謝！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good game!</source>
        <translation>精彩的一局！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One more game?</source>
        <translation>再來一局？</translation>
    </message>
</context>
<context>
    <name>NetJoin</name>
    <message>
        <location line="-69"/>
        <source>This table runs Jiupai %1 (network protocol %2) and yours speaks protocol %3: install the same version of Jiupai to join.</source>
        <extracomment>Filled with: %1 the host&apos;s Jiupai version, %2 its protocol version, %3 ours.</extracomment>
        <translation>這張牌桌執行的是九牌 %1（網路協定 %2），你的版本使用協定 %3：請安裝相同版本的九牌再加入。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The room code is not this table&apos;s: ask the host for the code on their screen.</source>
        <translation>房間代碼不正確：請向房主確認他畫面上顯示的代碼。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This table is full: every seat is taken.</source>
        <translation>這張牌桌已滿：所有座位都有人了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your key to a seat does not open any seat of this table.</source>
        <translation>你的座位金鑰打不開這張牌桌的任何座位。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please choose a name of 1 to 24 letters, without special characters.</source>
        <translation>請取一個 1 到 24 個字、不含特殊符號的名字。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many failed attempts to join from your computer: wait a minute and try again.</source>
        <translation>從你的電腦加入失敗太多次了：請等一分鐘再試。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table did not understand your program&apos;s greeting: is it Jiupai?</source>
        <translation>牌桌無法辨識你的程式送來的連線請求：你用的是九牌嗎？</translation>
    </message>
    <message>
        <location filename="../gui/net/net_words.py" line="+14"/>
        <source>The table cannot be reached: %1</source>
        <translation>連不上牌桌：%1</translation>
    </message>
</context>
<context>
    <name>NetNotice</name>
    <message>
        <location filename="../netplay/words.py" line="+37"/>
        <source>The table could not read a message from your program.</source>
        <translation>牌桌讀不懂你的程式送來的一則訊息。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are sending messages too fast: some were ignored.</source>
        <translation>你送訊息的速度太快：有些被略過了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time ran out: the computer played that move.</source>
        <translation>時間到了：這一步由電腦代打。</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <location filename="../gui/net/net_play.py" line="+76"/>
        <location line="+69"/>
        <source>Host</source>
        <translation>房主</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+58"/>
        <source>The table cannot be opened: %1</source>
        <translation>無法開啟牌桌：%1</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Reopen a network table</source>
        <translation>重新開啟網路牌桌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jiupai tables (*.jiupai)</source>
        <translation>九牌牌桌 (*.jiupai)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The table %1 cannot be reopened: %2</source>
        <translation>無法重新開啟牌桌 %1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This table was not opened by Jiupai on this computer; the command jiupai host --resume can reopen it.</source>
        <translation>這張牌桌不是這臺電腦上的九牌開的；可以用指令 jiupai host --resume 重新開啟。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The table is open again at %1, room code %2: your friends join it as before and take their seats back.</source>
        <translation>牌桌已在 %1 重新開啟，房間代碼 %2：朋友像之前一樣加入，就能回到自己的座位。</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>Off at a network table: the host keeps the game and sets the pace, and everyone has seen each move.</source>
        <translation>網路牌局不能使用：牌局由房主保管並掌控節奏，而且大家都已看過每一步。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The connection to the table is lost. Your seat is kept: Join a game on the network takes you back to it.</source>
        <translation>與牌桌的連線中斷了。你的座位還保留著：用「加入網路上的牌局」就能回到座位。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Network game</source>
        <translation>網路牌局</translation>
    </message>
</context>
<context>
    <name>NetRejected</name>
    <message>
        <location filename="../netplay/words.py" line="-36"/>
        <source>The game has not started yet.</source>
        <translation>牌局還沒開始。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>牌局已經結束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not your turn.</source>
        <translation>還沒輪到你。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too late: the game had already moved on.</source>
        <translation>太遲了：牌局已經往下進行了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That move is not allowed now.</source>
        <translation>現在不能這樣出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not your seat.</source>
        <translation>那不是你的座位。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is still working on your last request.</source>
        <translation>牌桌還在處理你上一個請求。</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <location filename="../gui/net/net_table.py" line="+93"/>
        <source>Your table is open: press Start in the lobby when everyone has sat down.</source>
        <translation>牌桌已開放：大家都入座後，在大廳按「開始」。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the host to start the game…</source>
        <translation>等待房主開始牌局…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Undo is off in a network game: the other players have seen the move</source>
        <translation>網路牌局不能復原：其他玩家都看過這一步了</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>Your move: %n second(s) before the computer plays it for you.</source>
        <translation>
            <numerusform>輪到你了：%n 秒後由電腦代你出牌。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 has %n second(s) to move.</source>
        <translation>
            <numerusform>%1 還有 %n 秒出牌。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The connection to the table was lost: trying to get it back… (the computer plays your seat meanwhile)</source>
        <translation>與牌桌的連線中斷，正在重新連線…（期間由電腦代你出牌）</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../gui/dialogs/new_game.py" line="+115"/>
        <source>New game</source>
        <translation>開新遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game:</source>
        <translation>遊戲(&amp;G)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Players:</source>
        <translation>人數(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;seat:</source>
        <translation>你的座位(&amp;S)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your &amp;name:</source>
        <translation>你的名字(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Variant:</source>
        <translation>玩法(&amp;V)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other seats</source>
        <translation>其他座位</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+111"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 人</numerusform>
        </translation>
    </message>
    <message>
        <location line="-110"/>
        <source>The game&apos;s table</source>
        <translation>遊戲的牌桌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play</source>
        <translation>開始玩(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal, and remember all of this for this game&apos;s Play</source>
        <translation>發牌，並記住這些設定，供這個遊戲的「開始玩」使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant and house rules</source>
        <translation>玩法與可選規則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;More rules</source>
        <translation>更多規則(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More rules</source>
        <translation>更多規則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The house rules: each has a tooltip</source>
        <translation>可選規則：每一項都有說明提示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open to the &amp;local network</source>
        <translation>開放給區域網路(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friends on this network join from their own computers: choose Open for their seats; a lobby shows the room code to tell them</source>
        <translation>同一個網路上的朋友用自己的電腦加入：他們的座位請選「空位」；大廳會顯示要告訴他們的房間代碼</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Seat %1:</source>
        <translation>座位 %1：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level at seat %1</source>
        <translation>座位 %1 的難度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name at seat %1</source>
        <translation>座位 %1 的名字</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/table_setter.py" line="+57"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules as the Rules page gives them.</source>
        <translation>照規則說明頁的規則玩。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changes %1.</source>
        <translation>改變：%1。</translation>
    </message>
</context>
<context>
    <name>NinetyNineBoard</name>
    <message>
        <location filename="../gui/games/ninety_nine/board.py" line="+93"/>
        <source>Stock: %1</source>
        <translation>山：%1 張</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pile: %1</source>
        <translation>海：%1 張</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hand %1 of %2</source>
        <translation>第 %1 局（共 %2 局）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clockwise</source>
        <translation>順時針</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counter-clockwise</source>
        <translation>逆時針</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>數值</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Out</source>
        <translation>淘汰</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Skips next</source>
        <translation>下輪跳過</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealer</source>
        <translation>發牌者</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Take one of these cards:</source>
        <translation>從這些牌中挑一張：</translation>
    </message>
</context>
<context>
    <name>NinetyNineKeys</name>
    <message>
        <location filename="../gui/games/ninety_nine/keys.py" line="+20"/>
        <source>%1, offered to take</source>
        <translation>%1，可以挑的牌</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>total %1, %2; your hand: %3</source>
        <translation>數值 %1，%2；你的手牌：%3</translation>
    </message>
</context>
<context>
    <name>NinetyNineMoments</name>
    <message>
        <location filename="../gui/games/ninety_nine/moments.py" line="+30"/>
        <source>99!</source>
        <translation>99！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Knocked out!</source>
        <translation>淘汰！</translation>
    </message>
</context>
<context>
    <name>NinetyNineTable</name>
    <message>
        <location filename="../gui/games/ninety_nine/table.py" line="+119"/>
        <source>Choose how to play it:</source>
        <translation>選擇出法：</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+68"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>%1 wins hand %2</source>
        <translation>%1 贏得第 %2 局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placings this hand, and hands won so far:</source>
        <translation>本局名次與累計勝局：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 sanctions you: choose the one card you keep.</source>
        <translation>%1 制裁你：選一張要保留的牌。</translation>
    </message>
</context>
<context>
    <name>NinetyNineText</name>
    <message>
        <location filename="../gui/games/ninety_nine/text.py" line="+117"/>
        <source>Pass hands clockwise</source>
        <translation>順時針換牌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass hands counter-clockwise</source>
        <translation>逆時針換牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set to 99</source>
        <translation>加至 99</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set to 0</source>
        <translation>歸零</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As K: to 99</source>
        <translation>當 K：加至 99</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As reset to 0</source>
        <translation>當歸零</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As reverse</source>
        <translation>當迴轉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As designate</source>
        <translation>當指定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As pass</source>
        <translation>當跳過（Pass）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As swap hands</source>
        <translation>當交換手牌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As steal a card</source>
        <translation>當抽走別人一張牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As +8, draw two</source>
        <translation>當 +8 並抽兩張</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As double pass</source>
        <translation>當雙 Pass</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message numerus="yes">
        <location line="-27"/>
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 抽了 %n 張牌。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s) · %1 won</source>
        <translation>
            <numerusform>%n 張 · 勝 %1 局</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play</source>
        <translation>出牌</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Designate</source>
        <translation>指定</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Swap hands</source>
        <translation>交換手牌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Steal a card</source>
        <translation>抽走一張牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a card</source>
        <translation>抽走一張牌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sanction</source>
        <translation>制裁</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw up</source>
        <translation>加滿手牌</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 — %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>adds %1 to the total.</source>
        <translation>海的數值加 %1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adds %1 to the total or takes %1 off it: your choice.</source>
        <translation>海的數值加 %1 或減 %1，由你選擇。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adds %1 or %2 to the total: your choice.</source>
        <translation>海的數值加 %1 或加 %2，由你選擇。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To 99: the total becomes 99.</source>
        <translation>加至 99：海的數值變成 99。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the total becomes 99 or 0: your choice.</source>
        <translation>海的數值變成 99 或歸零，由你選擇。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset: the total goes back to 0.</source>
        <translation>歸零：海的數值回到 0。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reverse: the direction of play turns round.</source>
        <translation>迴轉：出牌方向反過來。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Designate: choose who plays next.</source>
        <translation>指定：由你選下一個出牌的人。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass: the total stays as it is.</source>
        <translation>Pass：海的數值不變。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap hands with a player you choose; you draw no card.</source>
        <translation>與你選的玩家交換手牌；你不抽牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>Take a card at random from a player you choose; you draw no card.</source>
        <translation>從你選的玩家手中隨機抽走一張牌；你不從山抽牌。</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>adds %1 to the total, then you draw two cards.</source>
        <translation>海的數值加 %1，然後你抽兩張牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double pass: you pass now and on your next turn; you draw no card.</source>
        <translation>雙 Pass：這回合和你的下回合都 Pass；你不抽牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every hand passes one seat on, clockwise or counter-clockwise: your choice.</source>
        <translation>換牌：全部玩家順時針或逆時針換牌，由你選擇。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any function card: choose which one it is as you play it.</source>
        <translation>任一功能牌：出牌時選它當哪一張功能牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adds %1 to the total, and the next player is skipped.</source>
        <translation>海的數值加 %1，並跳過下一位玩家。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the total becomes 99.</source>
        <translation>海的數值變成 99。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adds %1 to the total, then you swap hands with a player you choose.</source>
        <translation>海的數值加 %1，然後與你選的玩家交換手牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sanction: the player you choose keeps one card; you take one of the others and the rest go to the pile.</source>
        <translation>制裁：你選的玩家只留一張牌；你從其餘的牌拿一張，剩下的進海。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw up: the player you choose draws up to a full hand.</source>
        <translation>加滿手牌：你選的玩家把手牌抽滿。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 would take the total to %2: it may not pass 99.</source>
        <translation>%1 會讓數值變成 %2：不能超過 99。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 as −%2 would take the total below 0.</source>
        <translation>%1 減 %2 會讓數值低於 0。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2 together would take the total to %3.</source>
        <translation>%1 和 %2 一起出會讓數值變成 %3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only number cards can be played two at once.</source>
        <translation>只有數值牌可以一次出兩張。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play one card at a time.</source>
        <translation>一次只能出一張牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one of %1&apos;s other cards, not a card of your own.</source>
        <translation>請從 %1 其餘的牌中拿一張，而不是拿自己的牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be chosen for this card.</source>
        <translation>這張牌不能指定 %1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be played that way.</source>
        <translation>%1 不能這樣出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no passing in this game: play a card.</source>
        <translation>這個遊戲不能不出牌：請出一張牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the card you keep; %1 takes one of the others.</source>
        <translation>選一張你要留下的牌；%1 會從其餘的牌中拿走一張。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one of the cards %1 offers.</source>
        <translation>從 %1 交出的牌中拿一張。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hand %1 begins; %2 leads.</source>
        <translation>第 %1 局開始，%2 先出。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 draws %2.</source>
        <translation>%1 抽到 %2。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has no cards left and is out.</source>
        <translation>%1 手牌被抽光，出局。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot stay at 99 or under and is out.</source>
        <translation>%1 無牌可出（出哪張都超過 99），淘汰。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is skipped.</source>
        <translation>%1 被跳過。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 takes %3 from %2.</source>
        <translation>%1 抽走 %2 一張牌（%3）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes a card from %2.</source>
        <translation>%1 抽走 %2 一張牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 swaps hands with %2.</source>
        <translation>%1 與 %2 交換手牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand passes clockwise.</source>
        <translation>所有玩家順時針換牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every hand passes counter-clockwise.</source>
        <translation>所有玩家逆時針換牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pile is shuffled into a new stock; the total stays %1.</source>
        <translation>海裡的牌洗成新的山，數值仍是 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 keeps one card.</source>
        <translation>%1 保留了一張牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes one card; the rest go to the pile.</source>
        <translation>%1 挑走一張牌，其餘的牌進海。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins hand %2.</source>
        <translation>%1 贏得第 %2 局。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>比賽結束。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 plays %2 (%3 → %4) — total %5</source>
        <translation>%1 出 %2（%3 → %4），數值 %5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2 (→ %3) — total %4</source>
        <translation>%1 出 %2（→ %3），數值 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays %2 (%3) — total %4</source>
        <translation>%1 出 %2（%3），數值 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2 — total %3</source>
        <translation>%1 出 %2，數值 %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (out)</source>
        <translation>%1（淘汰）</translation>
    </message>
</context>
<context>
    <name>OutcomeWords</name>
    <message>
        <location filename="../gui/lang/outcome.py" line="+30"/>
        <source>won</source>
        <translation>獲勝</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>落敗</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>draw</source>
        <translation>平手</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 points</source>
        <comment>a score below zero</comment>
        <translation>%1 分</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1th</source>
        <comment>ordinal: 4th, 11th</comment>
        <translation>第 %1 名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1st</source>
        <comment>ordinal: 1st, 21st</comment>
        <translation>第 %1 名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1nd</source>
        <comment>ordinal: 2nd, 22nd</comment>
        <translation>第 %1 名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1rd</source>
        <comment>ordinal: 3rd, 23rd</comment>
        <translation>第 %1 名</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2</source>
        <comment>a place: 3rd of 4</comment>
        <translation>%2 人中%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2 · %3</source>
        <comment>won · 900 points · 3rd of 4</comment>
        <translation>%1 · %2 · %3</translation>
    </message>
</context>
<context>
    <name>PrimatumBoard</name>
    <message>
        <location filename="../gui/games/primatum/board.py" line="-9"/>
        <source>Starts</source>
        <translation>起始國</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Big winner</source>
        <translation>大勝方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Big loser</source>
        <translation>大亂方</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>King</source>
        <translation>王</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>后</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Prince</source>
        <translation>公子</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>lost</source>
        <translation>已失</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>regent</source>
        <translation>攝政官</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>restored</source>
        <translation>已補回</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Round</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Phase %1 of 2</source>
        <translation>階段 %1 / 2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Phase 2: %1</source>
        <translation>第二階段：%1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Passed: %1</source>
        <translation>已過：%1</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>+%1 earlier</source>
        <translation>前面還有 %1 手</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Neutral hand</source>
        <translation>中立國手牌</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>No cards in hand: you watch this phase.</source>
        <translation>你沒有手牌：本階段觀戰。</translation>
    </message>
    <message>
        <location filename="../gui/games/primatum/animation.py" line="+108"/>
        <source>%1 has lost the King!</source>
        <translation>%1 失去王牌！</translation>
    </message>
</context>
<context>
    <name>PrimatumChoices</name>
    <message>
        <location filename="../gui/games/primatum/choices.py" line="+64"/>
        <location line="+192"/>
        <source>Pass (過)</source>
        <translation>過</translation>
    </message>
    <message>
        <location line="-191"/>
        <location line="+193"/>
        <source>Take the neutral hand (摸)</source>
        <translation>摸（取中立國手牌）</translation>
    </message>
    <message>
        <location line="-192"/>
        <source>Clear</source>
        <translation>清除選擇</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Lead (先)</source>
        <translation>先</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play (打)</source>
        <translation>打</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Pledge under %1</source>
        <translation>押在%1列下</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lose %1 from %2</source>
        <translation>%2列損失 %1 張</translation>
    </message>
</context>
<context>
    <name>PrimatumKeys</name>
    <message>
        <location filename="../gui/games/primatum/keys.py" line="+58"/>
        <source>round %1 of %2, %3; your hand: %4</source>
        <translation>第 %1 回合（共 %2 回合），%3；你的手牌：%4</translation>
    </message>
</context>
<context>
    <name>PrimatumMoments</name>
    <message>
        <location filename="../gui/games/primatum/moments.py" line="+23"/>
        <source>Big winner!</source>
        <translation>大勝方！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King lost!</source>
        <translation>失去王牌！</translation>
    </message>
</context>
<context>
    <name>PrimatumTable</name>
    <message>
        <location filename="../gui/games/primatum/table.py" line="+1"/>
        <source>%1 wins</source>
        <translation>%1 獲勝</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards</source>
        <translation>牌數</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Palace cards</source>
        <translation>宮牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows 2, 3, …</source>
        <translation>第 2、3… 行數值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>分數</translation>
    </message>
</context>
<context>
    <name>PrimatumText</name>
    <message>
        <location filename="../gui/games/primatum/text.py" line="+82"/>
        <source>Qi</source>
        <translation>齊</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chu</source>
        <translation>楚</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zhao</source>
        <translation>趙</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wei</source>
        <translation>魏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qin</source>
        <translation>秦</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 King</source>
        <translation>%1王</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 Queen</source>
        <translation>%1后</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 Prince</source>
        <translation>%1公子</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2/%3</source>
        <translation>%1%2/%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the King column (王)</source>
        <translation>王列</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the Queen column (后)</source>
        <translation>后列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Prince column (公子)</source>
        <translation>公子列</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Civil fight (文)</source>
        <translation>文鬥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Military fight (武)</source>
        <translation>武鬥</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Civil (文) counts: 一…九</source>
        <translation>比文數字（一…九）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Military (武) counts: 1…9</source>
        <translation>比武數字（1…9）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 · civil (文) %2 · military (武) %3
Your own country&apos;s card, 尊: it counts %4 in this fight (%5 + 10).</source>
        <translation>%1 · 文 %2 · 武 %3
己國的牌（尊牌）：這一戰算 %4（%5 + 10）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · civil (文) %2 · military (武) %3
Another country&apos;s card: it counts %4 in this fight.</source>
        <translation>%1 · 文 %2 · 武 %3
他國的牌：這一戰算 %4。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>single card</source>
        <translation>單張</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>same numbers (同子)</source>
        <translation>同子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>straight (順子)</source>
        <translation>順子</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No single, same numbers (同子) or straight (順子) of your hand holds %1.</source>
        <translation>你手牌中沒有包含 %1 的單張、同子或順子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too low: the play to beat is worth %1, these cards at most %2.</source>
        <translation>太小：要壓過的牌是 %1，這些牌最多 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You passed first in a drawn bout: now you must lead (先).</source>
        <translation>上一場和局時你最先過：現在必須由你為先，不能再過。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the winner of a bout in phase 1 may pledge (押), before leading again.</source>
        <translation>只有第一階段剛勝一場的一方可以押牌，而且要在再次為先之前。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot go under %2: a pledge&apos;s 文 number must be ≤ the covered card&apos;s.</source>
        <translation>%1 不能押在 %2 之下：押牌的文數字必須等於或少於被蓋著的牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A territory may have only one Queen and one Prince heading its columns.</source>
        <translation>宮牌地域只能有一后一公子作為首領。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a card of your own country can head an empty column as regent (攝政官).</source>
        <translation>只有己國的斌牌可以作為攝政官補回空列。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the neutral hand first (摸).</source>
        <translation>請先摸中立國的牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the column of your territory that loses cards.</source>
        <translation>請選擇宮牌地域中要損失領土牌的一列。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The King column loses cards only when no other column can.</source>
        <translation>只有其他列都不能損失時，王列才損失領土牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That column has no cards to lose.</source>
        <translation>這一列沒有可以損失的牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the card to pledge (押) from your hand first, then its column.</source>
        <translation>先從手牌選要押的牌，再點它的列。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Round %1 begins: round card %2; %3 starts.</source>
        <translation>第 %1 回合開始：回合牌 %2；%3 為起始國。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+107"/>
        <source>The game is over.</source>
        <translation>遊戲結束。</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>%1 chooses the column that loses territory.</source>
        <translation>%1 選擇損失領土的宮牌列。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes the neutral hand.</source>
        <translation>%1 摸中立國的牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To beat: %1, %2</source>
        <translation>要打過：%2（最大 %1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drawn bout: %1 must lead.</source>
        <translation>和局：%1 必須為先。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won the bout: lead, pass or pledge.</source>
        <translation>%1 勝了這場：可先、過或押。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bout won by %1; %2 leads.</source>
        <translation>%1 勝了這場；%2 為先。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 leads.</source>
        <translation>%1 為先。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 took the neutral hand</source>
        <translation>%1 已摸中立國的牌</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Big winner: %1</source>
        <translation>大勝方：%1</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>Played this round: %1</source>
        <translation>本回合已出：%1 張</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Pledge (押): one card under a gold column, its civil number at most the covered card&apos;s (文牌數順).</source>
        <translation>押：一張牌押在金框的一列下，文數字須等於或少於被蓋著的牌（文牌數順法則）。</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Aside, face down: %1</source>
        <translation>蓋在一旁：%1 張</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round cards left: %1</source>
        <translation>剩餘回合牌：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You are the big winner: take the neutral hand for phase 2.</source>
        <translation>你是大勝方：摸中立國的牌，打第二階段。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play %1, or click a gold column to pledge it.</source>
        <translation>打出 %1，或點選金色的宮牌列把它押下。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won the bout: select cards to lead, pass, or select one card and click a column to pledge it.</source>
        <translation>你勝了這場：選牌為先、過，或選一張牌再點選宮牌列把它押下。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot beat this play: pass.</source>
        <translation>你打不過這手牌：請過。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select cards of the same kind that match or beat the play, or pass.</source>
        <translation>選出相同牌型、等於或大於上家的牌，或過。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select cards to lead: a single card, same numbers or a straight of 5+.</source>
        <translation>選牌為先：單張、同子或五張以上的順子。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 leads %2 (%3)</source>
        <translation>%1 先出 %2（%3）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays %2 (%3)</source>
        <translation>%1 打 %2（%3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 passes.</source>
        <translation>%1 過。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the bout.</source>
        <translation>%1 勝了這場。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone passed: a drawn bout; %1 must lead.</source>
        <translation>全部都過：這場為和；%1 必須為先。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 restores %3 with %2.</source>
        <translation>%1 以 %2 補回%3。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 makes %2 regent of %3.</source>
        <translation>%1 押 %2 為%3的攝政官。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pledges %2 under %3.</source>
        <translation>%1 把 %2 押在%3下。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 emptied their hand first: the big winner (大勝方).</source>
        <translation>%1 首先打完手牌：大勝方。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Phase 2: %1; %2 leads.</source>
        <translation>第二階段：%1；%2 為先。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 loses %2 from %3. The King is lost!</source>
        <translation>%1 從%3除去 %2。王牌已失！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses %2 from %3.</source>
        <translation>%1 從%3除去 %2。</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%1 ahead of %2: equal cards; palace cards %3 beats %4</source>
        <translation>%1 勝 %2：卡牌數目相同；宮牌 %3 勝 %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ahead of %2: equal cards and palace cards; row %3: %4 beats %5</source>
        <translation>%1 勝 %2：卡牌與宮牌數目相同；第 %3 行 %4 勝 %5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ahead of %2: all equal; %1 was the starting country later</source>
        <translation>%1 勝 %2：全部相同；%1 較後成為起始國</translation>
    </message>
    <message>
        <location line="-87"/>
        <location line="+32"/>
        <source>Round %1 is over.</source>
        <translation>第 %1 回合結束。</translation>
    </message>
    <message numerus="yes">
        <location line="-290"/>
        <source>%1 · %2 in hand · %n card(s)</source>
        <translation>
            <numerusform>%1 · 手牌 %2 · 領域 %n 張</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 張</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You are the big loser: click the column that loses %n card(s).</source>
        <translation>
            <numerusform>你是大亂方：點選要損失 %n 張牌的宮牌列。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 takes the neutral hand (%n card(s)).</source>
        <translation>
            <numerusform>%1 摸中立國的牌（%n 張）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 takes the neutral hand (%n card(s)): %2.</source>
        <translation>
            <numerusform>%1 摸中立國的牌（%n 張）：%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 is left holding cards: the big loser (大亂方) loses %n card(s).</source>
        <translation>
            <numerusform>%1 最後仍有手牌，成為大亂方，損失 %n 張領土牌。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Loses %n card(s) of territory</source>
        <translation>
            <numerusform>損失 %n 張領土牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Follow with same numbers (同子) of %n card(s).</source>
        <translation>
            <numerusform>請打出 %n 張的同子。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Follow with a straight (順子) of %n card(s).</source>
        <translation>
            <numerusform>請打出 %n 張的順子。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Follow with %n single card(s).</source>
        <translation>
            <numerusform>請打出 %n 張單張。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Round card %1: phase 1 is a %2, phase 2 a %3. Now: phase %4.</source>
        <translation>回合牌 %1：第一階段是%2，第二階段是%3。現在：第 %4 階段。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Big winner (大勝方): %1</source>
        <translation>大勝方：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big winner (大勝方): nobody yet</source>
        <translation>大勝方：尚未產生</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big loser (大亂方): %1 (−%2)</source>
        <translation>大亂方：%1（−%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Big loser (大亂方): nobody yet</source>
        <translation>大亂方：尚未產生</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>%1: big winner (大勝方)</source>
        <translation>%1：大勝方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First to empty their hand in phase 1</source>
        <translation>第一階段首先打完手牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: big loser (大亂方)</source>
        <translation>%1：大亂方</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1</source>
        <translation>第 %1 回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round card %1; %2 starts</source>
        <translation>回合牌 %1；%2 為起始國</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase 2: %1</source>
        <translation>第二階段：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the bout</source>
        <translation>%1 勝了這場</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next round</source>
        <translation>下一回合</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, the big loser, lost %2 from %3.</source>
        <translation>大亂方 %1 從%3損失 %2。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 lost the King: the game ends at once.</source>
        <translation>%1 失去王牌：遊戲立即結束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No more cards could be dealt: the game ends.</source>
        <translation>無牌可發：遊戲結束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Five rounds played.</source>
        <translation>五個回合已全部結束。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ranked by the number of cards on each territory.</source>
        <translation>按版圖上的卡牌數目排名。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 points per territory card; the winner +10, the last −10 (never below 0).</source>
        <translation>每張領土牌 10 分；贏家另加 10 分，最後一名另減 10 分（最低 0 分）。</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <location filename="../gui/lang/problems.py" line="+45"/>
        <source>the slot is empty.</source>
        <translation>這個存檔欄位是空的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not there any more.</source>
        <translation>檔案已經不在了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a folder or a device, not a file.</source>
        <translation>那是資料夾或裝置，不是檔案。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is far too large to be a Jiupai game.</source>
        <translation>檔案太大了，不可能是九牌的牌局。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a shared game (what one player saw): it can be watched as a replay, not played on.</source>
        <translation>這是分享用牌局（一位玩家看到的內容）：只能當重播觀看，不能接著玩。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it was written by a newer version of Jiupai: update Jiupai to open it.</source>
        <translation>這是較新版本的九牌寫的：請更新九牌後再開啟。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is damaged or was edited, so Jiupai cannot read it.</source>
        <translation>檔案已損壞或被修改過，九牌無法讀取。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no such save slot.</source>
        <translation>沒有這個存檔欄位。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a saved game, but not of a network table (Game ▸ Load… opens it as a game against the computer).</source>
        <translation>這是一般的存檔，不是網路牌桌的（「遊戲」▸「讀取存檔…」可以把它當成和電腦對打的牌局開啟）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its game is over: there is nothing to reopen.</source>
        <translation>牌局已經結束：沒有什麼可以重新開啟。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full.</source>
        <translation>磁碟已滿。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk or folder is read-only.</source>
        <translation>磁碟或資料夾是唯讀的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jiupai is not allowed to use that file or folder.</source>
        <translation>九牌沒有權限使用那個檔案或資料夾。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk reported a read or write error.</source>
        <translation>磁碟回報了讀寫錯誤。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the computer at that address refused the connection: no table is open there.</source>
        <translation>那個位址的電腦拒絕連線：那裡沒有開著的牌桌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nobody answered in time.</source>
        <translation>等了太久都沒有回應。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that computer cannot be reached on the network.</source>
        <translation>網路上連不到那臺電腦。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the connection was cut.</source>
        <translation>連線中斷了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another program already uses that port.</source>
        <translation>另一個程式已經在使用那個連接埠。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this computer has no such network address.</source>
        <translation>這臺電腦沒有這個網路位址。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no Jiupai table answered at that address.</source>
        <translation>那個位址沒有九牌牌桌回應。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another Jiupai keeps it locked.</source>
        <translation>另一個九牌正鎖定著它。</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+28"/>
        <source>the file cannot be read.</source>
        <translation>無法讀取檔案。</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>the system refused it (error %1).</source>
        <translation>系統拒絕了這項操作（錯誤 %1）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file cannot be written.</source>
        <translation>無法寫入檔案。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unexpected error occurred.</source>
        <translation>發生了意外的錯誤。</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../gui/table/replay_bar.py" line="+130"/>
        <source>Step back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play / pause</source>
        <translation>播放/暫停</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step forward</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Move</source>
        <translation>步數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from here</source>
        <translation>從這裡接著玩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All hands</source>
        <translation>全部手牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show every player&apos;s cards face up (a finished game)</source>
        <translation>把每位玩家的牌都翻開來看（已結束的遊戲）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close replay</source>
        <translation>關閉重播</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whose view is shown</source>
        <translation>顯示哪位玩家的視角</translation>
    </message>
    <message>
        <location filename="../gui/games/ninety_nine/text.py" line="+6"/>
        <source>Hand %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <location filename="../gui/games/primatum/text.py" line="+22"/>
        <location filename="../gui/table/replay_bar.py" line="+10"/>
        <source>Round %1</source>
        <translation>第 %1 回合</translation>
    </message>
    <message>
        <location filename="../gui/table/replay_bar.py" line="+9"/>
        <source>Move %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>View of %1</source>
        <translation>%1的視角</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Jump to…</source>
        <translation>跳到…</translation>
    </message>
    <message>
        <location filename="../gui/games/tiandiren/text.py" line="+45"/>
        <source>Round %1</source>
        <comment>天地人: one of the three rounds of a match</comment>
        <translation>第 %1 輪</translation>
    </message>
    <message>
        <location filename="../gui/games/showdown/text.py" line="+268"/>
        <source>▲ Top of inning %1</source>
        <translation>▲ 第 %1 局上半</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▼ Bottom of inning %1</source>
        <translation>▼ 第 %1 局下半</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <location filename="../gui/window/replay_viewer.py" line="+124"/>
        <source>A new game goes on from move %1 of the replay; it is kept in save slot %2 (Game ▸ Load). The game you watched is unchanged.</source>
        <translation>從重播的第 %1 步開始了一局新牌局，已存入存檔欄位 %2（遊戲 ▸ 讀取存檔）。你觀看的那局沒有改變。</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>This shared view holds what one seat saw but not the game&apos;s record, which a review replays to weigh each decision: review the game&apos;s save or full export instead.</source>
        <translation>分享用牌局只有一個座位看到的內容，沒有覆盤逐步衡量每個決定時重播的牌局紀錄：請改用這局的存檔或續玩用牌局覆盤。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Replay</source>
        <translation>重播</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Game exported to %1.</source>
        <translation>牌局已匯出到 %1。</translation>
    </message>
</context>
<context>
    <name>ReplayWorker</name>
    <message>
        <location filename="../gui/worker/replay.py" line="+92"/>
        <source>The autosave</source>
        <translation>自動存檔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slot %1</source>
        <translation>存檔欄位 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 無法開啟：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+134"/>
        <source>This game cannot be opened: %1</source>
        <translation>無法開啟這個牌局：%1</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>No game is running.</source>
        <translation>目前沒有進行中的遊戲。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 could not be written: %2</source>
        <translation>%1 無法寫入：%2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The finished game could not be kept: %1</source>
        <translation>無法儲存已結束的牌局：%1</translation>
    </message>
</context>
<context>
    <name>ReplaysDialog</name>
    <message>
        <location filename="../gui/dialogs/replays.py" line="+53"/>
        <source>Import game</source>
        <translation>匯入牌局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jiupai games (*.jiupai);;All files (*)</source>
        <translation>九牌牌局 (*.jiupai);;所有檔案 (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export game to share</source>
        <translation>匯出分享用牌局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export game to continue elsewhere (holds every card)</source>
        <translation>匯出續玩用牌局（含所有的牌）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Jiupai games (*.jiupai)</source>
        <translation>九牌牌局 (*.jiupai)</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+5"/>
        <source>Watch a replay</source>
        <translation>觀看重播</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the games of</source>
        <translation>顯示哪個遊戲的牌局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game:</source>
        <translation>遊戲(&amp;G)：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Games to watch</source>
        <translation>可觀看的牌局</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Watch</source>
        <translation>觀看(&amp;W)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;file…</source>
        <translation>開啟檔案(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review this game</source>
        <translation>覆盤這一局（&amp;R）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review this game</source>
        <translation>覆盤這一局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the chosen game and grade every decision of yours by what you knew then</source>
        <translation>開啟所選的牌局，依你當時所知評定你的每個決定</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>All games</source>
        <translation>所有遊戲</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Import game…</source>
        <translation>匯入牌局…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Watch a .jiupai file</source>
        <translation>觀看 .jiupai 檔案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a file</source>
        <translation>開啟檔案</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review</source>
        <translation>覆盤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review %1</source>
        <translation>覆盤 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open this game and grade every decision of yours by what you knew then</source>
        <translation>開啟這一局，依你當時所知評定你的每個決定</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No game to watch yet.</source>
        <translation>還沒有可以觀看的牌局。</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../gui/dialogs/stats_chart.py" line="+41"/>
        <source>Last %1 results: %2 won, %3 drawn, %4 lost</source>
        <translation>最近 %1 局：勝 %2、平 %3、負 %4</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No finished games yet</source>
        <translation>還沒有打完的牌局</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+18"/>
        <source>Won</source>
        <translation>勝</translation>
    </message>
    <message>
        <location line="-18"/>
        <location line="+18"/>
        <source>Drawn</source>
        <translation>平手</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+17"/>
        <source>Lost</source>
        <translation>負</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>older</source>
        <translation>較早</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>latest</source>
        <translation>最近</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>score %1</source>
        <translation>得分 %1</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../gui/review/words.py" line="+12"/>
        <source>best move</source>
        <translation>最佳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>good</source>
        <translation>好棋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inaccuracy</source>
        <translation>欠佳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>失誤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>大錯</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 % of the hand&apos;s chance</source>
        <translation>這一局 %1 % 的勝算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 % of the chance to win</source>
        <translation>%1 % 的勝算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 runs</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points of standing</source>
        <translation>局勢 %1 點</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Move %1: you played %2 — %3.</source>
        <translation>第 %1 步：你出了 %2，%3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 It gave up %2. Better: %3.</source>
        <translation>%1損失了%2。較好的是：%3。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 Why: %2</source>
        <translation>%1理由：%2</translation>
    </message>
    <message>
        <location filename="../gui/review/marks.py" line="+10"/>
        <source>Move %1: %2 (you played %3, better %4)</source>
        <translation>第 %1 步：%2（你出了 %3，較好的是 %4）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The review found no mistake or blunder of yours.</source>
        <translation>覆盤沒有找到你的失誤或大錯。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1; %2</source>
        <comment>the mistakes; the blunders</comment>
        <translation>%1；%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+→ and Ctrl+← go from one to the next.</source>
        <translation>按 Ctrl+→ 與 Ctrl+← 逐一前往。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1. %2</source>
        <comment>the marks. the keys</comment>
        <translation>%1。%2</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <location filename="../gui/review/panel.py" line="+101"/>
        <source>Reviewing: every decision of yours is weighed over deals you could not tell from the real one…</source>
        <translation>覆盤中：你的每個決定都在你無法分辨真假的各種牌局中衡量…</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Accuracy %1 %</source>
        <translation>準確度 %1 %</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n 個決定</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n 次失誤</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n 次大錯</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>luck of the deal %1 %</source>
        <translation>牌運 %1 %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (stopped early)</source>
        <translation>%1（提前停止）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Review this game</source>
        <translation>覆盤這一局（&amp;R）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review this game</source>
        <translation>覆盤這一局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the review</source>
        <translation>取消覆盤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Try the better move</source>
        <translation>試試較好的出法（&amp;T）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on from this position as a new game</source>
        <translation>從這個局面開一局新牌局接著打</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review progress</source>
        <translation>覆盤進度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chance of winning over the game</source>
        <translation>你在整局中的勝算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chance of winning after each move: click a point to go there; ←/→ go from one graded move to the next</source>
        <translation>每一步之後你的勝算：點一下某個點就跳到那裡；←／→ 在評過分的步之間移動</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../gui/dialogs/rules.py" line="+57"/>
        <source>Rules</source>
        <translation>遊戲規則</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The rules of this game have not been written yet.</source>
        <translation>這款遊戲的規則說明尚未寫好。</translation>
    </message>
</context>
<context>
    <name>SaveCard</name>
    <message>
        <location filename="../gui/dialogs/save_text.py" line="+28"/>
        <source>Newer version</source>
        <translation>較新版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damaged</source>
        <translation>已損壞</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Autosave</source>
        <translation>自動存檔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slot %1</source>
        <translation>存檔欄位 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Finished</source>
        <translation>已結束</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (with undo)</source>
        <translation>%1（用過復原）</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+5"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>SavesDialog</name>
    <message>
        <location filename="../gui/dialogs/saves.py" line="+99"/>
        <source>Save game</source>
        <translation>存檔</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load game</source>
        <translation>讀取存檔</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Save here</source>
        <translation>存在這裡(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load</source>
        <translation>讀取(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>刪除(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The saves cannot be listed: %1</source>
        <translation>無法列出存檔：%1</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>This slot cannot be opened: %1</source>
        <translation>無法開啟這個存檔：%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Slot %1 cannot be opened: %2 Overwrite it?</source>
        <translation>存檔欄位 %1 無法開啟：%2要覆蓋嗎？</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The save could not be deleted: %1</source>
        <translation>無法刪除存檔：%1</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Overwrite the game saved in slot %1?</source>
        <translation>要覆蓋存檔欄位 %1 的存檔嗎？</translation>
    </message>
    <message>
        <location line="-145"/>
        <source>Saved games</source>
        <translation>已存的牌局</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Room to save</source>
        <translation>還有空位可存</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+5"/>
        <source>%n empty slot(s)</source>
        <translation>
            <numerusform>%n 個空的存檔欄位</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Empty slot</source>
        <translation>空的存檔欄位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save here</source>
        <translation>存在這裡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New save in slot %1</source>
        <translation>新存檔放在欄位 %1</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Delete the save in this slot? This cannot be undone.</source>
        <translation>要刪除這個存檔欄位的存檔嗎？刪除後無法復原。</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <location filename="../gui/net/seat_plates.py" line="+89"/>
        <source>Seat %1</source>
        <translation>座位 %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Computer (%1)</source>
        <translation>電腦（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open seat</source>
        <translation>空位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (you)</source>
        <translation>%1（你）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (away)</source>
        <translation>%1（離線）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Host</source>
        <translation>房主</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connected</source>
        <translation>已連線</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dropped: the seat is kept</source>
        <translation>斷線了：座位保留著</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays as the computer</source>
        <translation>由電腦來打</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for a player…</source>
        <translation>等待玩家加入…</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../gui/dialogs/seat_row.py" line="+55"/>
        <source>Computer</source>
        <translation>電腦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human</source>
        <translation>真人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open seat</source>
        <translation>空位</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>A player on the network sits here</source>
        <translation>網路上的玩家坐這裡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two or more humans play at one screen: the table hides the hands between their turns.</source>
        <translation>兩位以上的真人在同一個螢幕上輪流玩：換人時牌桌會蓋住所有手牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>名字</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../gui/lang/seats.py" line="+49"/>
        <location line="+18"/>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+14"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>Computer %1</source>
        <translation>電腦 %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../gui/dialogs/settings.py" line="+96"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>General</source>
        <translation>一般</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <translation>紙牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>語言(&amp;L)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Animation speed:</source>
        <translation>動畫速度(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot &amp;thinking pause:</source>
        <translation>電腦思考停頓(&amp;T)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your &amp;name:</source>
        <translation>你的名字(&amp;N)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When I am &amp;out:</source>
        <translation>我出局後(&amp;O)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound &amp;volume:</source>
        <translation>音量(&amp;V)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Hints:</source>
        <translation>提示(&amp;H)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch the others play</source>
        <translation>看其他人出牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the others play on without pauses</source>
        <translation>讓其他人不停頓地出牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip ahead to my next move</source>
        <translation>快轉到我下一次出牌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Once you are out of a hand or only watching, the computer players go on this way (F skips ahead at any time).</source>
        <translation>你在一局中出局或只能旁觀時，電腦玩家照此繼續（隨時可按 F 快轉）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute</source>
        <translation>靜音(&amp;M)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Strong hints (the hard computer player answers; slower)</source>
        <translation>強力提示（由困難級電腦回答，較慢）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound module: the game is silent. Sound needs the full PySide6 (QtMultimedia): python -m pip install &quot;.[sound]&quot; in the game&apos;s folder</source>
        <translation>沒有音效模組：遊戲沒有聲音。音效需要完整的 PySide6（QtMultimedia）：在遊戲的資料夾中執行 python -m pip install &quot;.[sound]&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sound is switched off by the environment (JIUPAI_SOUND=off).</source>
        <translation>音效已由環境變數關閉（JIUPAI_SOUND=off）。</translation>
    </message>
</context>
<context>
    <name>ShowdownBoard</name>
    <message>
        <location filename="../gui/games/showdown/board.py" line="+90"/>
        <source>Home</source>
        <translation>本壘</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+63"/>
        <source>1st</source>
        <translation>一壘</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+63"/>
        <source>2nd</source>
        <translation>二壘</translation>
    </message>
    <message>
        <location line="-62"/>
        <location line="+62"/>
        <source>3rd</source>
        <translation>三壘</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Final</source>
        <translation>終場</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At bat: %1 (red cards)</source>
        <translation>進攻：%1（紅牌）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fielding: %1 (black cards)</source>
        <translation>防守：%1（黑牌）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outs</source>
        <translation>出局數</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Line score</source>
        <translation>記分板</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R</source>
        <translation>得分</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>H</source>
        <translation>安打</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 fields — once per half-inning:</source>
        <translation>%1 防守，每半局可用 1 次：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used</source>
        <translation>已用</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Available</source>
        <translation>可用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>♣7 Tactical switch</source>
        <translation>♣7 戰術輪換</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard 1, draw 1</source>
        <translation>棄1摸1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1&apos;s runners wait on base: %2</source>
        <translation>%1 的跑者留在壘上：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No runners of %1 waiting on base</source>
        <translation>%1 沒有跑者留在壘上</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (you)</source>
        <translation>%1（你）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Batting (red)</source>
        <translation>進攻（紅牌）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fielding (black)</source>
        <translation>防守（黑牌）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bats</source>
        <translation>進攻</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fields</source>
        <translation>防守</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>copies %1</source>
        <translation>複製 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Batter</source>
        <translation>擊球員</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pitcher</source>
        <translation>投手</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The batter may discard a red card to make it a plain out</source>
        <translation>進攻方可棄 1 張紅牌強行突破，降為普通出局</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Last play: %1</source>
        <translation>上一球：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the defence…</source>
        <translation>等待防守…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 swings %2</source>
        <translation>%1 揮棒 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for the first pitch</source>
        <translation>等待第一球</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Red deck: %1</source>
        <translation>紅牌堆：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black deck: %1</source>
        <translation>黑牌堆：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discards: %1</source>
        <translation>棄牌區：%1</translation>
    </message>
</context>
<context>
    <name>ShowdownGlossary</name>
    <message>
        <location filename="../gui/games/showdown/glossary.py" line="+25"/>
        <source>right suit</source>
        <comment>as the judgement line says it</comment>
        <translation>花色剋制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right suit: ♠ against ♥, ♣ against ♦. A red J, Q, K or A is fully stopped only by a black card of the right suit, as high or higher.</source>
        <translation>花色剋制：♠ 剋 ♥，♣ 剋 ♦。紅色的 J、Q、K、A 只有同樣大或更大、花色剋制的黑牌才能完全擋下。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wrong suit</source>
        <comment>as the judgement line says it</comment>
        <translation>花色不對</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong suit: a higher black card of the other suit still gets the batter out against a red J, Q, K or A, but every runner advances one base.</source>
        <translation>花色不對：對紅色的 J、Q、K、A，另一種花色的較大黑牌仍能讓擊球員出局，但每位跑者都推進一個壘。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>productive out</source>
        <comment>as the judgement line says it</comment>
        <translation>推進性出局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Productive out: the batter is out and every runner advances one base.</source>
        <translation>推進性出局：擊球員出局，每位跑者推進一個壘。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>perfect out</source>
        <comment>as the judgement line says it</comment>
        <translation>完美封殺</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Perfect out (Big Joker): the batter is out and the bases are cleared; the batter may discard a red card to make it a plain out.</source>
        <translation>完美封殺（大王）：擊球員出局，清空壘包；擊球員可以棄一張紅牌，改成普通出局。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>intentional walk</source>
        <comment>as the judgement line says it</comment>
        <translation>敬遠保送</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intentional walk (♣8 against a J, Q or K): the batter goes to 1st; only forced runners move.</source>
        <translation>敬遠保送（♣8 對 J、Q、K）：擊球員上一壘，只有被迫進壘的跑者移動。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hit and run</source>
        <comment>as the judgement line says it</comment>
        <translation>打帶跑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hit and run (a red J): a single on which every runner goes two bases.</source>
        <translation>打帶跑（紅色 J）：一壘安打，每位跑者推進兩個壘。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>steal</source>
        <comment>as the judgement line says it</comment>
        <translation>盜壘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steal (♥3): the runners advance one base whatever the defence, unless it is ♠3.</source>
        <translation>盜壘（♥3）：不論怎麼防守，跑者都推進一個壘，除非防守的是 ♠3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>foul</source>
        <comment>as the judgement line says it</comment>
        <translation>界外</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul (♦3): any defence but ♣3 makes it a foul: no out, no hit, the batter swings again.</source>
        <translation>界外（♦3）：除了 ♣3，任何防守都算界外：不出局、不安打，擊球員重新揮棒。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tactical switch</source>
        <comment>as the log says it</comment>
        <translation>戰術輪換</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>♣7 tactical switch: when no black card in hand holds, discard ♣7 and draw; a drawn card that holds is played at once.</source>
        <translation>♣7 戰術輪換：手上沒有擋得住的黑牌時，棄掉 ♣7 再摸一張；摸到擋得住的牌就立刻打出。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Name any red card: the Little Joker counts exactly as that card.</source>
        <translation>指定任一張紅牌：小王就完全當作那張牌。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steal: the runners advance one base whatever the defence, unless it is ♠3.</source>
        <translation>盜壘：不論怎麼防守，跑者都推進一個壘，除非防守的是 ♠3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul: any defence but ♣3 makes it a foul: the batter swings again.</source>
        <translation>界外：除了 ♣3，任何防守都算界外，擊球員重新揮棒。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On a hit: single, hit and run — every runner goes two bases.</source>
        <translation>安打時：打帶跑，一壘安打，每位跑者推進兩個壘。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a hit: double — batter to 2nd, every runner two bases.</source>
        <translation>安打時：二壘安打，擊球員上二壘，每位跑者推進兩個壘。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a hit: triple — batter to 3rd, every runner scores.</source>
        <translation>安打時：三壘安打，擊球員上三壘，每位跑者都得分。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a hit: home run — the batter and every runner score.</source>
        <translation>安打時：全壘打，擊球員和每位跑者都得分。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On a hit: single — batter to 1st, every runner one base.</source>
        <translation>安打時：一壘安打，擊球員上一壘，每位跑者推進一個壘。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only a %1 card as high or higher stops it fully (the right suit); a higher card of the other suit is a productive out.</source>
        <translation>只有同樣大或更大的 %1 牌（花色剋制）能完全擋下；另一種花色的較大牌是推進性出局。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Perfect out: beats every red card; the batter is out and the bases are cleared.</source>
        <translation>完美封殺：勝過每一張紅牌；擊球員出局，清空壘包。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Holds a red card up to %1: black ≥ red, the batter is out.</source>
        <translation>擋得住 %1 以下的紅牌：黑 ≥ 紅，擊球員出局。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The right suit against a red %1 J, Q, K or A.</source>
        <translation>對紅色 %1 的 J、Q、K、A 花色剋制。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Intentional walk: against a J, Q or K the batter goes to 1st.</source>
        <translation>敬遠保送：對 J、Q、K 時，擊球員上一壘。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tactical switch: when no black card holds, discard it and draw; a card that holds is played at once.</source>
        <translation>戰術輪換：沒有擋得住的黑牌時，棄掉它再摸一張；摸到擋得住的牌就立刻打出。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stops the steal of ♥3.</source>
        <translation>擋下 ♥3 的盜壘。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stops the foul of ♦3.</source>
        <translation>擋下 ♦3 的界外。</translation>
    </message>
</context>
<context>
    <name>ShowdownKeys</name>
    <message numerus="yes">
        <location filename="../gui/games/showdown/keys.py" line="+28"/>
        <source>%n out(s)</source>
        <translation>
            <numerusform>%n 人出局</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inning %1, %2, runs: you %3, them %4, %5; your hand: %6</source>
        <translation>第 %1 局，%2，比分：你 %3 分，對手 %4 分，%5；你的手牌：%6</translation>
    </message>
</context>
<context>
    <name>ShowdownMoments</name>
    <message>
        <location filename="../gui/games/showdown/moments.py" line="+21"/>
        <source>Walk-off!</source>
        <translation>再見得分！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Home run!</source>
        <translation>全壘打！</translation>
    </message>
</context>
<context>
    <name>ShowdownTable</name>
    <message>
        <location filename="../gui/games/showdown/table.py" line="+82"/>
        <location line="+84"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>A tie!</source>
        <translation>平手！</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You win!</source>
        <translation>你贏了！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins</source>
        <translation>%1 獲勝</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Final line score</source>
        <translation>終場記分板</translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+65"/>
        <source>♣7 Tactical switch</source>
        <translation>♣7 戰術輪換</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Discard 1, draw 1</source>
        <translation>棄1摸1</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Red deck</source>
        <translation>紅牌堆</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black deck</source>
        <translation>黑牌堆</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>Discard %1, draw 1</source>
        <translation>棄%1摸1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 as %2</source>
        <translation>%1當作%2</translation>
    </message>
    <message>
        <location line="-72"/>
        <location line="+65"/>
        <source>Draw a card</source>
        <translation>摸一張牌</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+65"/>
        <source>No defence</source>
        <translation>放棄防守</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+64"/>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
</context>
<context>
    <name>ShowdownText</name>
    <message>
        <location filename="../gui/games/showdown/text.py" line="-247"/>
        <source>out</source>
        <translation>出局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>single</source>
        <translation>一壘安打</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>double</source>
        <translation>二壘安打</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple</source>
        <translation>三壘安打</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>home run</source>
        <translation>全壘打</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intentional walk</source>
        <translation>敬遠保送</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batter out, runners steal a base</source>
        <translation>擊球員出局，跑者盜壘各進一壘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>foul, bat again</source>
        <translation>界外，重新打擊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>perfect out, bases cleared</source>
        <translation>完美封殺，清空壘包</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>productive out</source>
        <translation>推進性出局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>single, hit and run</source>
        <translation>打帶跑，一壘安打</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No defence against %2 — %3</source>
        <extracomment>%1 the black card, %2 the red card, %3 the outcome</extracomment>
        <translation>放棄防守 %2，%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard 1, draw 1 against %2 — %3</source>
        <translation>棄1摸1，放行 %2，%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>♣7 drew no help against %2 — %3</source>
        <translation>♣7 戰術輪換管不住 %2，%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %3</source>
        <translation>%1，%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (drawn) ≥ %2 — %3</source>
        <translation>%1（摸出）≥ %2，%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 against %2 — %3</source>
        <translation>%1 對 %2，%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 &lt; %2 — %3</source>
        <translation>%1 &lt; %2，%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stops the steal of %2 — %3</source>
        <translation>%1 拆解 %2 的盜壘，%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ≥ %2 but no ♠3 — %3</source>
        <translation>%1 ≥ %2 但不是 ♠3，%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stops the foul of %2 — %3</source>
        <translation>%1 拆解 %2 的界外，%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 — %3</source>
        <translation>%2，%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ≥ %2 but wrong suit — %3</source>
        <translation>%1 ≥ %2 但花色不對，%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ≥ %2, right suit — %3</source>
        <translation>%1 ≥ %2，花色剋制，%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ≥ %2 — %3</source>
        <translation>%1 ≥ %2，%3</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 張</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Little Joker as %1</source>
        <translation>小王當作 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (drawn, counts as %2)</source>
        <translation>%1（摸出，當作 %2）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 broken with %2 — out, runners hold</source>
        <translation>%2 突破%1，普通出局，跑者不動</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 accepted — perfect out, bases cleared</source>
        <translation>接受%1，完美封殺，清空壘包</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot hold %2: a defence must be at least as high.</source>
        <translation>%1 管不住 %2：防守的牌要一樣大或更大。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard 1, draw 1 is for a hand that cannot defend: %1 holds %2.</source>
        <translation>棄1摸1 只能在無牌可防時使用：%1 管得住 %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard 1, draw 1 is used up this half-inning.</source>
        <translation>本半局已經用過棄1摸1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The batter cannot pass: with no red card in hand, draw one blind.</source>
        <translation>擊球員不能不出牌：手中沒有紅牌，從牌堆摸一張打出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The batter cannot pass: play a red card.</source>
        <translation>擊球員不能不出牌：請打出一張紅牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No pass here: discard a red card to make it a plain out, or accept the perfect out.</source>
        <translation>這裡不能跳過：棄 1 張紅牌降為普通出局，或接受完美封殺。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was drawn blind: it must be played as your defence.</source>
        <translation>%1 是從牌堆摸出的：必須直接用來防守。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>▲ Top of inning %1</source>
        <translation>▲ 第 %1 局上半</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▼ Bottom of inning %1</source>
        <translation>▼ 第 %1 局下半</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2 – %3 %4</source>
        <translation>%1 %2 比 %3 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game over: a tie, %1 – %2</source>
        <translation>比賽結束：%1 比 %2 平手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over: %1 wins %2 – %3</source>
        <translation>比賽結束：%1 以 %2 比 %3 獲勝</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Three outs — side retired</source>
        <translation>三出局，攻守交換</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 scored %2 in this half-inning</source>
        <translation>%1 本半局得 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play ball!</source>
        <translation>比賽開始！</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+59"/>
        <source>%1: %2 bats</source>
        <translation>%1：%2 進攻</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>%1 swings %2</source>
        <translation>%1 揮棒 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no card and draws %2 blind</source>
        <translation>%1 沒有牌，從牌堆摸出 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 defends with %2</source>
        <translation>%1 以 %2 防守</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not defend</source>
        <translation>%1 放棄防守</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: discard 1, draw 1 (discards %2, draws %3)</source>
        <translation>%1：棄1摸1（棄 %2，摸到 %3）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 draws %2</source>
        <translation>%1 摸到 %2</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>%1: discard 1, draw 1 (discards %2)</source>
        <translation>%1：棄1摸1（棄 %2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: ♣7 tactical switch draws %2, which holds</source>
        <translation>%1：♣7 戰術輪換摸到 %2，立即救援</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: ♣7 tactical switch draws no help (%2)</source>
        <translation>%1：♣7 戰術輪換沒摸到能管住的牌（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: ♣7 tactical switch draws no help</source>
        <translation>%1：♣7 戰術輪換沒摸到能管住的牌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 discards %2: the perfect out becomes a plain out</source>
        <translation>%1 棄 %2：完美封殺降為普通出局</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 accepts the perfect out</source>
        <translation>%1 接受完美封殺</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 scores %2 (%3)</source>
        <translation>%1 得 %2（%3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The red discard pile is shuffled into the red deck</source>
        <translation>紅牌棄牌區洗回紅牌堆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The black discard pile is shuffled into the black deck</source>
        <translation>黑牌棄牌區洗回黑牌堆</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three outs: end of %1, %2 for %3</source>
        <translation>三出局：%1 結束，%3 得 %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Discard 1, draw 1: click the black card to discard.</source>
        <translation>棄1摸1：點選要棄掉的黑牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Little Joker: choose the red card it copies.</source>
        <translation>小王：選擇要複製的紅牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Big Joker! Click a red card to discard (plain out, runners hold), or accept (bases cleared).</source>
        <translation>大王！點選一張紅牌棄掉以突破（普通出局，跑者不動），或接受（清空壘包）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play the card you drew.</source>
        <translation>打出你摸到的牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your swing: click a red card.</source>
        <translation>輪到你揮棒：點選一張紅牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No red card in hand: draw one blind.</source>
        <translation>手中沒有紅牌：從牌堆摸一張打出。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No black card in hand against %1: draw one blind, or no defence.</source>
        <translation>手中沒有黑牌對付 %1：從牌堆摸一張，或放棄防守。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defend against %1: click a black card, or choose a button.</source>
        <translation>防守 %1：點選一張黑牌，或選擇下方按鈕。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defend against %1: click a black card.</source>
        <translation>防守 %1：點選一張黑牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing holds against %1: choose a button.</source>
        <translation>沒有牌管得住 %1：請選擇下方按鈕。</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../gui/dialogs/stats.py" line="+161"/>
        <location line="+175"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>A game counts under its strongest opponent: a table with one hard and two easy bots counts as hard.</source>
        <translation>每局按最強的對手計：一個困難、兩個簡單的電腦同桌，算作困難。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hot-seat games (two or more humans at one screen) are not counted.</source>
        <translation>兩位以上真人在同一個螢幕輪流玩的對局不計入。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A win is what each game&apos;s rules call winning: in 天地人 a heaven hand, an Earth hand, an Earth grab or a Man hand, whatever the points. A first place is the top score.</source>
        <translation>勝負依各遊戲的規則而定：天地人中，天牌、地牌、搶地、人牌皆為勝出，不論分數。第一名指分數最高。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Reset…</source>
        <translation>重設(&amp;R)…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your review accuracy</source>
        <translation>覆盤準確度</translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>Last %n result(s): %1</source>
        <translation>
            <numerusform>最近 %n 局：%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Accuracy in your one reviewed game: %1</source>
        <translation>你唯一覆盤過的一局準確度：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All levels</source>
        <translation>所有難度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level not recorded</source>
        <translation>未記錄難度</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Won</source>
        <translation>勝</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drawn</source>
        <translation>平手</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>局數</translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+44"/>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>&amp;Level:</source>
        <translation>難度(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent level</source>
        <translation>對手難度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pictures</source>
        <translation>圖表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figures</source>
        <translation>明細</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics pages</source>
        <translation>統計頁面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate over time</source>
        <translation>勝率走勢</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>No finished games yet</source>
        <translation>還沒有打完的牌局</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Win rate by level</source>
        <translation>各難度勝率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores of the last games</source>
        <translation>最近幾局的得分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No scores yet</source>
        <translation>還沒有得分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No game reviewed yet: &quot;Review this game&quot; at a game&apos;s end or on a replay&apos;s card grades your decisions, and their accuracy shows here.</source>
        <translation>還沒有覆盤過的牌局：在牌局結束時或重播清單的卡片上按「覆盤這一局」評定你的決定，準確度就會顯示在這裡。</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Win rate after each of the last %1 games, from %2 to %3</source>
        <translation>最近 %1 局每局打完後的勝率，從 %2 到 %3</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %2 of %n game(s) won</source>
        <translation>
            <numerusform>%1：%n 局，勝率 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>score %1: %n game(s)</source>
        <translation>
            <numerusform>得分 %1：%n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Accuracy in the last %n reviewed game(s): from %1 to %2, mean %3</source>
        <translation>
            <numerusform>最近 %n 局覆盤的準確度：從 %1 到 %2，平均 %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>First places</source>
        <translation>第一名次數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak</source>
        <translation>目前連勝／連敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best streak</source>
        <translation>最長連勝</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best score</source>
        <translation>最高得分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average score</source>
        <translation>平均得分</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time played</source>
        <translation>遊戲時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games with undo</source>
        <translation>用過復原的局數</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n win(s)</source>
        <comment>current streak: won in a row</comment>
        <translation>
            <numerusform>連勝 %n 場</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n loss(es)</source>
        <comment>current streak: lost in a row</comment>
        <translation>
            <numerusform>連敗 %n 場</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n win(s)</source>
        <comment>best streak</comment>
        <translation>
            <numerusform>%n 場</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n 分鐘</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h %2 min</source>
        <translation>%1 小時 %2 分</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The statistics file %1 was damaged. It was set aside as %3 and the statistics start afresh.</source>
        <translation>統計檔 %1 已損壞。已另存為 %3，統計從頭開始。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The statistics file %1 was written by a newer Jiupai; this version leaves it as it is and counts nothing.</source>
        <translation>統計檔 %1 是較新版本的九牌寫的；這個版本不會更動它，也不會記錄任何對局。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The statistics file %1 cannot be read: %2 Nothing is counted.</source>
        <translation>無法讀取統計檔 %1：%2不會記錄任何對局。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The statistics could not be saved in %1: %2</source>
        <translation>無法把統計儲存到 %1：%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Forget the statistics of every game and level? This cannot be undone.</source>
        <translation>清除所有遊戲、所有難度的統計？此操作無法復原。</translation>
    </message>
</context>
<context>
    <name>TableAssist</name>
    <message>
        <location filename="../gui/table/assist.py" line="+151"/>
        <source>Looking for a hint… %1%</source>
        <translation>正在找提示… %1%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Looking for a hint…</source>
        <translation>正在找提示…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <location filename="../gui/table/keyboard.py" line="+265"/>
        <source>There is no choice %1 now.</source>
        <translation>現在沒有第 %1 個選項。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Nothing to do with that now.</source>
        <translation>現在不能選這個。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing to choose here now.</source>
        <translation>這裡現在沒有可選的。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Your hand</source>
        <translation>你的手牌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Targets</source>
        <translation>目標</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choices</source>
        <translation>選項</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 (%3 of %4)</source>
        <translation>%1：%2（%3/%4）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 table</source>
        <translation>%1牌桌</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no game on the table</source>
        <translation>%1：牌桌上沒有遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>TablePreview</name>
    <message>
        <location filename="../gui/net/join_preview.py" line="+67"/>
        <source>Pick a table</source>
        <translation>選一張牌桌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>or type its address below</source>
        <translation>或在下面輸入它的位址</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The table: %1</source>
        <translation>牌桌：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your seat</source>
        <translation>你的座位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kept for you</source>
        <translation>為你保留著</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host</source>
        <translation>房主</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat %1</source>
        <translation>座位 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taken</source>
        <translation>有人</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Free</source>
        <translation>空位</translation>
    </message>
</context>
<context>
    <name>TiandirenBoard</name>
    <message>
        <location filename="../gui/games/tiandiren/board.py" line="+150"/>
        <source>Heaven phase (天牌)</source>
        <translation>初始階段：天牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue</source>
        <translation>繼續</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The table is empty: %1 leads.</source>
        <translation>桌面無牌：由 %1 出牌。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last trick, won by %1</source>
        <translation>上一圈由 %1 贏得</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the table: %1 (%2 to beat it)</source>
        <translation>桌上：%1（輪到 %2 要牌或過牌）</translation>
    </message>
</context>
<context>
    <name>TiandirenGlossary</name>
    <message>
        <location filename="../gui/games/tiandiren/glossary.py" line="+31"/>
        <source>five or more consecutive ranks, 3 up to A.</source>
        <translation>五張或更多連續點數，從 3 到 A。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three or more consecutive pairs, 3 up to A.</source>
        <translation>三對或更多連續的對子，從 3 到 A。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of a rank, alone or with one single or one pair as kickers; or a chain of consecutive trios, each with the same kind of kicker.</source>
        <translation>三張同點，可單出，或帶一張單牌或一對當帶牌；或連續幾組三張，每組帶同一種帶牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four of a rank with two singles or two pairs as kickers; or a chain of consecutive fours.</source>
        <translation>四張同點帶兩張單牌或兩對當帶牌；或連續幾組四張。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one joker alone (the highest single), or with one single or one pair as its kicker, never a 2.</source>
        <translation>一張王單出（最大的單張），或帶一張單牌或一對當帶牌，不能帶 2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a bomb: four or more of a rank, no kickers. It beats every other play but a bigger bomb.</source>
        <translation>炸彈：四張或更多同點，不帶牌。除了更大的炸彈，勝過其他所有牌型。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exactly three 3s: beats every Drone.</source>
        <translation>剛好三張 3：勝過所有無人機。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two jokers: beats everything.</source>
        <translation>兩張王：勝過一切。</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+12"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>kicker</source>
        <comment>a word of the name of kickers, as texts say it</comment>
        <translation>帶牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kickers: the singles or pairs a Rocket, Starship or Lone boat carries along; you choose them.</source>
        <translation>帶牌：火箭、星艦或孤舟附帶的單牌或對子，由你自己選。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the very first lead of round 1 plays out the whole hand: 3,000 points.</source>
        <translation>第 1 輪的第一手就把整手牌出完：3,000 分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the winner of round 1&apos;s trick plays out the whole hand with the next lead: 1,500 points (you may decline).</source>
        <translation>贏下第 1 輪這一圈的人，下一手把整手牌出完：1,500 分（也可以不搶）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first to empty the hand in round 3: 2,000 points; everyone still holding cards loses.</source>
        <translation>第 3 輪最先出完手牌的人：2,000 分；手上還有牌的人都輸。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The 2 is wild: it stands for any rank in straights, pairs, pair chains, Rockets and kickers; played as itself it ranks above the ace.</source>
        <translation>2 是萬能牌：在順子、對子、對順、火箭和帶牌中可以頂替任何點數；當本身使用時大於 A。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Three 3s alone are a Super drone, which beats every Drone.</source>
        <translation>三張 3 單出是超級無人機，勝過所有無人機。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A joker is the highest single and a Lone boat (with one single or pair); two jokers are a Spaceship, which beats everything.</source>
        <translation>王是最大的單張，也是孤舟（可帶一張單牌或一對）；兩張王是飛船，勝過一切。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dimmed: none of your plays against %1 uses this card.</source>
        <translation>變暗：你能打 %1 的牌型都用不到這張牌。</translation>
    </message>
</context>
<context>
    <name>TiandirenKeys</name>
    <message>
        <location filename="../gui/games/tiandiren/keys.py" line="+44"/>
        <source>round %1, %2; your hand: %3</source>
        <translation>第 %1 輪，%2；你的手牌：%3</translation>
    </message>
</context>
<context>
    <name>TiandirenMoments</name>
    <message>
        <location filename="../gui/games/tiandiren/moments.py" line="+35"/>
        <source>Spaceship!</source>
        <translation>飛船！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Super drone!</source>
        <translation>超級無人機！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drone!</source>
        <translation>無人機！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mars carrier!</source>
        <translation>火星航母！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>UFO!</source>
        <translation>UFO！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starlink!</source>
        <translation>星鏈！</translation>
    </message>
</context>
<context>
    <name>TiandirenOutcomeWords</name>
    <message>
        <location filename="../gui/lang/outcome.py" line="+7"/>
        <source>won</source>
        <translation>勝出</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>完敗</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>draw</source>
        <translation>平手</translation>
    </message>
</context>
<context>
    <name>TiandirenTable</name>
    <message>
        <location filename="../gui/games/tiandiren/table.py" line="+109"/>
        <source>Heaven odds</source>
        <translation>天牌機率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear selection</source>
        <translation>清除選擇</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../gui/games/tiandiren/text.py" line="+266"/>
        <source>Pass</source>
        <translation>不要</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>出牌</translation>
    </message>
    <message>
        <location line="+257"/>
        <source>pass this time</source>
        <translation>這次不出</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>These cards can be played as:</source>
        <translation>這些牌可以這樣出：</translation>
    </message>
    <message>
        <location line="-188"/>
        <source>Earth grab (搶地): play your whole hand at once, or pass.</source>
        <translation>搶地：一次出完全部手牌，或按「不要」放棄。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your lead: empty your hand at once for an Earth hand (地牌), or lead any play.</source>
        <translation>輪到你出牌：一次出完即為地牌，也可出任意牌型。</translation>
    </message>
    <message>
        <location filename="../gui/games/tiandiren/text.py" line="-177"/>
        <source>Single</source>
        <translation>單張</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair</source>
        <translation>對子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Straight</source>
        <translation>順子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rocket (火箭)</source>
        <translation>火箭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lone boat (孤舟)</source>
        <translation>孤舟</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mars carrier (火星航母)</source>
        <translation>火星航母</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>UFO (四大天王)</source>
        <translation>UFO（四大天王）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>BJ</source>
        <translation>大王</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>LJ</source>
        <translation>小王</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Follow %1 with the same kind of play, or a bomb.</source>
        <translation>跟 %1 要出同樣牌型的牌，或出炸彈。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This does not beat %1.</source>
        <translation>這組牌壓不過 %1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This bomb does not beat %1.</source>
        <translation>這個炸彈壓不過 %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You lead this trick: choose a play.</source>
        <translation>這一圈由你先出：請選牌出牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the kickers of %1 first.</source>
        <translation>請先選好 %1 的帶牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Part of a play: select the rest of its cards.</source>
        <translation>這是某個牌型的一部分：請選齊其餘的牌。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The cards are dealt; %1 is the banker.</source>
        <translation>發牌完畢，%1 是莊家。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 declines the earth grab.</source>
        <translation>%1 放棄搶地。</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Banker</source>
        <translation>莊家</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Earth grab chance: %1</source>
        <translation>搶地機會：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This trick led by: %1</source>
        <translation>這一圈領出：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leads round %1</source>
        <translation>領出第 %1 輪</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>Heaven (天牌)</source>
        <translation>天牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earth hand (地牌)</source>
        <translation>地牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Man hand (人牌)</source>
        <translation>人牌</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Man round (人牌)</source>
        <translation>人牌輪（突然終結）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heaven phase (天牌)</source>
        <translation>初始階段（天牌）</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Round %1 (%2): %3 leads.</source>
        <translation>第 %1 輪（%2）：%3 出牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 plays %2</source>
        <translation>%1 出 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 passes.</source>
        <translation>%1 不要。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the trick.</source>
        <translation>%1 贏得這一圈。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 leads a new trick.</source>
        <translation>%1 領出新的一圈。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game is over.</source>
        <translation>本局結束。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win!</source>
        <translation>你贏了！</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+65"/>
        <source>Game over</source>
        <translation>本局結束</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Nobody won points.</source>
        <translation>無人得分。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>All three kinds appeared: every holder scores ×3.</source>
        <translation>同局出現三類天牌：每位持有者積分 ×3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All three kinds appeared, but not each in a different hand: nobody scores ×3.</source>
        <translation>三類天牌同局出現，但並非分屬不同玩家：沒有人積分 ×3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heaven winners leave; the others play the match.</source>
        <translation>天牌勝出者退出，其餘玩家進入實賽。</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Fewer than two players are left: there is no match.</source>
        <translation>剩餘玩家不足兩人：本局無實賽。</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Pair chain (對順)</source>
        <translation>對順</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starship (星艦)</source>
        <translation>星艦</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drone (無人機)</source>
        <translation>無人機</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super drone (超級無人機)</source>
        <translation>超級無人機</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spaceship (飛船)</source>
        <translation>飛船</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Starlink (星鏈)</source>
        <translation>星鏈</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The banker&apos;s own (莊家天牌) ×1</source>
        <translation>莊家天牌 ×1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Following the banker (非莊家天牌) ×0.7</source>
        <translation>非莊家天牌 ×0.7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heaven grab (搶天) ×0.9</source>
        <translation>搶天 ×0.9</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Earth grab (搶地)</source>
        <translation>搶地</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defeated (完敗)</source>
        <translation>完敗</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Earth round (地牌 / 搶地)</source>
        <translation>地牌 / 搶地輪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regular round (常規)</source>
        <translation>常規輪牌</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A joker&apos;s Lone boat (孤舟) cannot carry a 2.</source>
        <translation>王牌的孤舟不可以帶 2。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>In rounds 1 and 2 you may empty your hand only as an Earth hand (地牌) or an Earth grab (搶地).</source>
        <translation>第一、二輪只能以地牌或搶地出完手牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Earth grab (搶地): play all your cards at once, or pass.</source>
        <translation>搶地：一次出完所有手牌，或按「不要」放棄。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 may empty the hand with the next lead (搶地).</source>
        <translation>%1 可在下一手出完全部手牌（搶地）。</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 ×3 (all three kinds)</source>
        <translation>%1 ×3（三類天牌同局）</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Round %1 of 3</source>
        <translation>第 %1 輪（共 3 輪）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match</source>
        <translation>無實賽</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Banker (莊家): %1</source>
        <translation>莊家：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealer: %1</source>
        <translation>發牌者：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Relay queue (接風)</source>
        <translation>接風者次序</translation>
    </message>
    <message>
        <location filename="../gui/games/tiandiren/table.py" line="+146"/>
        <source>Click cards or drag across them to select a play.</source>
        <translation>點選手牌，或按住拖過多張牌來選牌。</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>Heaven phase: press Continue to play on.</source>
        <translation>初始階段：按「繼續」進入實賽。</translation>
    </message>
</context>
<context>
    <name>TiandirenWords</name>
    <message numerus="yes">
        <location filename="../gui/games/tiandiren/text.py" line="-287"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 張</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You: %n card(s)</source>
        <translation>
            <numerusform>你：%n 張</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>These %n card(s) make no combination.</source>
        <translation>
            <numerusform>這 %n 張牌組不成牌型。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s) selected: %1</source>
        <translation>
            <numerusform>已選 %n 張：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n card(s) selected: %1 — or add kickers: %2</source>
        <translation>
            <numerusform>已選 %n 張：%1；也可以再帶牌：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 — choose %n kicker(s)</source>
        <translation>
            <numerusform>%1：請選 %n 張帶牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 — choose %n pair(s) as kickers</source>
        <translation>
            <numerusform>%1：請選 %n 對帶牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s) selected: no play — %1</source>
        <translation>
            <numerusform>已選 %n 張：不能出——%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n card(s) selected: not a play you can make now</source>
        <translation>
            <numerusform>已選 %n 張：現在不能這樣出</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1, %n card(s): %2</source>
        <translation>
            <numerusform>%1，%n 張：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 wins in the heaven phase: %2, %Ln point(s).</source>
        <translation>
            <numerusform>%1 在初始階段以天牌勝出：%2，%Ln 分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1: %2, %Ln point(s).</source>
        <translation>
            <numerusform>%1：%2，%Ln 分。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TutorialController</name>
    <message>
        <location filename="../gui/tutorial/controller.py" line="+33"/>
        <source>&amp;Lessons…</source>
        <translation>課程(&amp;L)…</translation>
    </message>
</context>
<context>
    <name>WaitingRoom</name>
    <message>
        <location filename="../gui/net/waiting_room.py" line="+72"/>
        <source>Room code</source>
        <translation>房間代碼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Room code %1</source>
        <translation>房間代碼 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+20"/>
        <source>Host: %1</source>
        <translation>房主：%1</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>&amp;Leave the table</source>
        <translation>離開牌桌(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the home screen: your seat opens for someone else</source>
        <translation>回到主畫面：你的座位會空出來給別人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seats around the table, until the host starts the game</source>
        <translation>房主開始牌局前，牌桌四周的座位</translation>
    </message>
</context>
<context>
    <name>WhyNot</name>
    <message>
        <location filename="../gui/table/why_not.py" line="+130"/>
        <source>The game is over.</source>
        <translation>遊戲已經結束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wait: it is %1&apos;s turn.</source>
        <translation>請稍候：現在輪到 %1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card is not in your hand.</source>
        <translation>你手上沒有這張牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a move in this game.</source>
        <translation>這不是本遊戲的行動。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is not a move you can make now.</source>
        <translation>現在不能這樣出牌。</translation>
    </message>
</context>
</TS>
