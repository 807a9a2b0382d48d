<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
    <context>
        <name>AnnouncementOverlay</name>
        <message>
            <source>Place</source>
            <translation>名次</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>分數</translation>
        </message>
        <message>
            <source>Next hand</source>
            <translation>下一局</translation>
        </message>
        <message>
            <source>New match</source>
            <translation>新比賽</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>關閉</translation>
        </message>
    </context>
    <context>
        <name>BotLevels</name>
        <message>
            <source>Easy</source>
            <translation>簡單</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>困難</translation>
        </message>
    </context>
    <context>
        <name>EngineEvents</name>
        <message>
            <source>{name} plays {card}</source>
            <extracomment>Templates keyed by event kind; fields come from the event dict plus {name} (the actor).</extracomment>
            <translation>{name} 出 {card}</translation>
        </message>
        <message>
            <source>{name} draws a card</source>
            <translation>{name} 摸了一張牌</translation>
        </message>
        <message>
            <source>{name} passes</source>
            <translation>{name} 過</translation>
        </message>
        <message>
            <source>The cards are dealt</source>
            <translation>發牌完畢</translation>
        </message>
        <message>
            <source>{name} is out</source>
            <translation>{name} 出局</translation>
        </message>
        <message>
            <source>The hand is over</source>
            <translation>本局結束</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>遊戲結束</translation>
        </message>
    </context>
    <context>
        <name>EngineGames</name>
        <message>
            <source>Play cards onto a running total; whoever cannot stay at 99 or under is out.</source>
            <translation>輪流出牌累加點數，無法讓總數保持在 99 以內的人出局。</translation>
        </message>
        <message>
            <source>Two-player baseball duel: red cards swing, black cards defend, nine innings.</source>
            <translation>雙人棒球對決：紅牌揮棒、黑牌防守，共九局。</translation>
        </message>
        <message>
            <source>Warring States rulers expand their domains over five rounds of two-number cards.</source>
            <translation>戰國君主以雙數值卡牌在五個回合內擴張領域。</translation>
        </message>
        <message>
            <source>Heaven, Earth and Man: one deck per player, shed your hand in card patterns.</source>
            <translation>天地人：每人一副牌，以牌型出清手牌。</translation>
        </message>
    </context>
    <context>
        <name>EngineHelp</name>
        <message>
            <source>Which card effects are used</source>
            <extracomment>Option help sentences exactly as the engines write them.</extracomment>
            <translation>使用哪一套牌的功能</translation>
        </message>
        <message>
            <source>Cards in each starting hand</source>
            <translation>開局時每人的手牌張數</translation>
        </message>
        <message>
            <source>K sets the total to 99, or to 99 or 0 at the player's choice (then ♠A is +1)</source>
            <translation>K 直接把總數變成 99，或由玩家選擇 99 或 0（此時 ♠A 為 +1）</translation>
        </message>
        <message>
            <source>Jokers (standard and bloody cards): none, reset to 0 (then ♠A is +1), rotate all hands, or act as any function card</source>
            <translation>鬼牌（標準與血腥版）：不使用、歸零（此時 ♠A 為 +1）、所有人輪換手牌，或當任意功能牌</translation>
        </message>
        <message>
            <source>Western A: +1 or +11 at the player's choice, or agreed beforehand</source>
            <translation>西洋版 A：由玩家選擇 +1 或 +11，或事先約定</translation>
        </message>
        <message>
            <source>Bloody severity: the total starts at 99</source>
            <translation>血腥規則：總數從 99 開始</translation>
        </message>
        <message>
            <source>Bloody severity: two number cards may be played at once (draw one)</source>
            <translation>血腥規則：可一次出兩張數字牌（摸一張）</translation>
        </message>
        <message>
            <source>Bloody severity: only two each of 4 5 10 J Q K in every deck</source>
            <translation>血腥規則：每副牌的 4、5、10、J、Q、K 各只留兩張</translation>
        </message>
        <message>
            <source>Playing a 4, a 5 and then any card on three turns in a row wins the hand</source>
            <translation>連續三輪依序打出 4、5 和任意一張牌即贏得本局</translation>
        </message>
        <message>
            <source>Hands in a match</source>
            <translation>一場比賽的局數</translation>
        </message>
        <message>
            <source>Real baseball: bases are empty at the start of every half-inning (default: each side's runners wait on base until it bats again).</source>
            <translation>真實棒球規則：每個半局開始時壘包清空（預設：各方跑者留在壘上，等到再次進攻）。</translation>
        </message>
        <message>
            <source>Tied after the last inning: play extra innings (off: the tie stands).</source>
            <translation>最後一局後平手就打延長賽（關閉：以平手收場）。</translation>
        </message>
        <message>
            <source>The bottom of the last inning (and of extra innings) is not played when the home side already leads.</source>
            <translation>主隊已領先時，不打最後一局（及延長局）的下半局。</translation>
        </message>
        <message>
            <source>Quick mode: the first side to reach quick_target runs wins at once.</source>
            <translation>快速模式：先得到目標分數的一方立即獲勝。</translation>
        </message>
        <message>
            <source>Runs that win in quick mode (seed: 5).</source>
            <translation>快速模式的致勝分數（原規則：5）。</translation>
        </message>
        <message>
            <source>Innings in a game (seed: 9, i.e. 18 half-innings).</source>
            <translation>一場比賽的局數（原規則：9 局，即 18 個半局）。</translation>
        </message>
        <message>
            <source>A steal or productive out that is the third out still moves the runners (default: as in baseball, the third out ends the half-inning first).</source>
            <translation>成為第三個出局的盜壘或推進出局仍讓跑者推進（預設：與棒球相同，第三個出局先結束半局）。</translation>
        </message>
    </context>
    <context>
        <name>EngineOptions</name>
        <message>
            <source>Card effects</source>
            <extracomment>Option identifier -&gt; English label (unknown identifiers are humanized).</extracomment>
            <translation>牌的功能</translation>
        </message>
        <message>
            <source>Hand size</source>
            <translation>手牌張數</translation>
        </message>
        <message>
            <source>King</source>
            <translation>K 的功能</translation>
        </message>
        <message>
            <source>Jokers</source>
            <translation>鬼牌</translation>
        </message>
        <message>
            <source>Western ace</source>
            <translation>西洋版 A</translation>
        </message>
        <message>
            <source>Start at 99</source>
            <translation>從 99 開始</translation>
        </message>
        <message>
            <source>Play two cards at once</source>
            <translation>一次出兩張牌</translation>
        </message>
        <message>
            <source>Halved function cards</source>
            <translation>功能牌減半</translation>
        </message>
        <message>
            <source>4-5-any wins</source>
            <translation>連出 4、5、任意牌獲勝</translation>
        </message>
        <message>
            <source>Hands per match</source>
            <translation>每場局數</translation>
        </message>
        <message>
            <source>Clear the bases</source>
            <translation>每半局清空壘包</translation>
        </message>
        <message>
            <source>Extra innings</source>
            <translation>延長賽</translation>
        </message>
        <message>
            <source>Skip the bottom of the ninth</source>
            <translation>領先時不打九局下</translation>
        </message>
        <message>
            <source>Quick mode</source>
            <translation>快速模式</translation>
        </message>
        <message>
            <source>Quick-mode target</source>
            <translation>快速模式目標分</translation>
        </message>
        <message>
            <source>Innings</source>
            <translation>局數</translation>
        </message>
        <message>
            <source>Runners move on the third out</source>
            <translation>第三個出局時跑者仍推進</translation>
        </message>
        <message>
            <source>Losing defence allowed</source>
            <translation>允許失敗的防守</translation>
        </message>
    </context>
    <context>
        <name>EngineValues</name>
        <message>
            <source>Standard</source>
            <extracomment>Choice values -&gt; English label (other values are shown as they are).</extracomment>
            <translation>標準</translation>
        </message>
        <message>
            <source>Bloody</source>
            <translation>血腥版</translation>
        </message>
        <message>
            <source>Western</source>
            <translation>西洋版</translation>
        </message>
        <message>
            <source>Northwest</source>
            <translation>西北版</translation>
        </message>
        <message>
            <source>To 99</source>
            <translation>直接到 99</translation>
        </message>
        <message>
            <source>Player's choice</source>
            <translation>由玩家選擇</translation>
        </message>
        <message>
            <source>None</source>
            <translation>不使用</translation>
        </message>
        <message>
            <source>Reset to 0</source>
            <translation>歸零</translation>
        </message>
        <message>
            <source>Rotate hands</source>
            <translation>輪換手牌</translation>
        </message>
        <message>
            <source>Any function card</source>
            <translation>當任意功能牌</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>No</source>
            <translation>否</translation>
        </message>
    </context>
    <context>
        <name>EngineVariants</name>
        <message>
            <source>Standard</source>
            <translation>標準</translation>
        </message>
        <message>
            <source>Bloody</source>
            <translation>血腥版</translation>
        </message>
        <message>
            <source>Western</source>
            <translation>西洋版</translation>
        </message>
        <message>
            <source>Northwest</source>
            <translation>西北版</translation>
        </message>
    </context>
    <context>
        <name>EngineWorker</name>
        <message>
            <source>No game is running.</source>
            <translation>目前沒有進行中的遊戲。</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>還沒輪到你。</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>玩家 %1</translation>
        </message>
        <message>
            <source>Autosave failed: %1</source>
            <translation>自動存檔失敗：%1</translation>
        </message>
    </context>
    <context>
        <name>FontCheck</name>
        <message>
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
            <source>Scores</source>
            <translation>計分板</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>牌局紀錄</translation>
        </message>
        <message>
            <source>You win!</source>
            <translation>你贏了！</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>分數</translation>
        </message>
        <message>
            <source>%1 (you)</source>
            <translation>%1（你）</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>輪到你了</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 思考中…</translation>
        </message>
    </context>
    <context>
        <name>GenericTable</name>
        <message>
            <source>Your possible actions:</source>
            <translation>你可以：</translation>
        </message>
    </context>
    <context>
        <name>HomeScreen</name>
        <message>
            <source>Four Chinese card games against the computer</source>
            <translation>四款中式紙牌遊戲，與電腦對戰</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>開新遊戲(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Continue</source>
            <translation>繼續上一局(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Load…</source>
            <translation>讀取存檔(&amp;L)…</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>設定(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>遊戲規則(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>離開(&amp;Q)</translation>
        </message>
        <message>
            <source>%1 players</source>
            <translation>%1 人</translation>
        </message>
        <message>
            <source>%1–%2 players</source>
            <translation>%1–%2 人</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;Game</source>
            <translation>遊戲(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>檢視(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>設定(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>語言(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>說明(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>開新遊戲(&amp;N)…</translation>
        </message>
        <message>
            <source>&amp;Continue last game</source>
            <translation>繼續上一局(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Save…</source>
            <translation>存檔(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Load…</source>
            <translation>讀取存檔(&amp;L)…</translation>
        </message>
        <message>
            <source>Back to &amp;home screen</source>
            <translation>回到主畫面(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>離開(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>全螢幕(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>偏好設定(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>遊戲規則(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;About Jiupai</source>
            <translation>關於九牌(&amp;A)</translation>
        </message>
        <message>
            <source>About Jiupai</source>
            <translation>關於九牌</translation>
        </message>
        <message>
            <source>&lt;h3&gt;九牌 Jiupai&lt;/h3&gt;&lt;p&gt;Four Chinese card games — 九九, 九局對決, 九尊 and 天地人 — against computer opponents.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;九牌 Jiupai&lt;/h3&gt;&lt;p&gt;四款中式紙牌遊戲：九九、九局對決、九尊、天地人，與電腦對手對戰。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Jiupai</source>
            <translation>九牌</translation>
        </message>
        <message>
            <source>Saved in slot %1.</source>
            <translation>已存入第 %1 格。</translation>
        </message>
        <message>
            <source>Last game: %1, turn %2</source>
            <translation>上一局：%1，第 %2 手</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>New game</source>
            <translation>開新遊戲</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>遊戲(&amp;G)：</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>人數(&amp;P)：</translation>
        </message>
        <message>
            <source>Your &amp;seat:</source>
            <translation>你的座位(&amp;S)：</translation>
        </message>
        <message>
            <source>Your &amp;name:</source>
            <translation>你的名字(&amp;N)：</translation>
        </message>
        <message>
            <source>&amp;Variant:</source>
            <translation>玩法(&amp;V)：</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>對手</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>自訂規則</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Seat %1 (computer):</source>
            <translation>座位 %1（電腦）：</translation>
        </message>
        <message>
            <source>Computer %1</source>
            <translation>電腦 %1</translation>
        </message>
    </context>
    <context>
        <name>NinetyNineTable</name>
        <message>
            <source>Choose how to play it:</source>
            <translation>選擇出法：</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Big Joker</source>
            <translation>大王</translation>
        </message>
        <message>
            <source>Little Joker</source>
            <translation>小王</translation>
        </message>
        <message>
            <source>Pass hands clockwise</source>
            <translation>順時針換牌</translation>
        </message>
        <message>
            <source>Pass hands counter-clockwise</source>
            <translation>逆時針換牌</translation>
        </message>
        <message>
            <source>Set to 99</source>
            <translation>加至 99</translation>
        </message>
        <message>
            <source>Set to 0</source>
            <translation>歸零</translation>
        </message>
        <message>
            <source>As K: to 99</source>
            <translation>當 K：加至 99</translation>
        </message>
        <message>
            <source>As reset to 0</source>
            <translation>當歸零</translation>
        </message>
        <message>
            <source>As reverse</source>
            <translation>當迴轉</translation>
        </message>
        <message>
            <source>As designate</source>
            <translation>當指定</translation>
        </message>
        <message>
            <source>As pass</source>
            <translation>當跳過（Pass）</translation>
        </message>
        <message>
            <source>As swap hands</source>
            <translation>當交換手牌</translation>
        </message>
        <message>
            <source>As steal a card</source>
            <translation>當抽一張牌</translation>
        </message>
        <message>
            <source>As +8, draw two</source>
            <translation>當 +8 並抽兩張</translation>
        </message>
        <message>
            <source>As double pass</source>
            <translation>當連過兩輪</translation>
        </message>
        <message>
            <source>→ %1</source>
            <translation>→ %1</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>出牌</translation>
        </message>
        <message>
            <source>Hand %1 begins; %2 leads.</source>
            <translation>第 %1 局開始，%2 先出。</translation>
        </message>
        <message>
            <source>%1 plays %2</source>
            <translation>%1 出 %2</translation>
        </message>
        <message>
            <source> — total %1</source>
            <translation> — 點數 %1</translation>
        </message>
        <message>
            <source>You draw %1.</source>
            <translation>你摸到 %1。</translation>
        </message>
        <message>
            <source>%1 draws %2.</source>
            <translation>%1 摸了 %2 張牌。</translation>
        </message>
        <message>
            <source>%1 has no cards left and is out.</source>
            <translation>%1 手牌被抽光，出局。</translation>
        </message>
        <message>
            <source>%1 cannot stay at 99 or under and is out.</source>
            <translation>%1 無牌可出（出哪張都超過 99），淘汰。</translation>
        </message>
        <message>
            <source>%1 is skipped.</source>
            <translation>%1 被跳過。</translation>
        </message>
        <message>
            <source>%1 takes a card from %2.</source>
            <translation>%1 抽走 %2 一張牌。</translation>
        </message>
        <message>
            <source>%1 swaps hands with %2.</source>
            <translation>%1 與 %2 交換手牌。</translation>
        </message>
        <message>
            <source>Every hand passes clockwise.</source>
            <translation>所有玩家順時針換牌。</translation>
        </message>
        <message>
            <source>Every hand passes counter-clockwise.</source>
            <translation>所有玩家逆時針換牌。</translation>
        </message>
        <message>
            <source>The pile is shuffled into a new stock; the total stays %1.</source>
            <translation>海裡的牌洗成新的山，點數仍是 %1。</translation>
        </message>
        <message>
            <source>%1 keeps one card.</source>
            <translation>%1 保留了一張牌。</translation>
        </message>
        <message>
            <source>%1 takes one card; the rest go to the pile.</source>
            <translation>%1 挑走一張牌，其餘的牌進海。</translation>
        </message>
        <message>
            <source>%1 wins hand %2.</source>
            <translation>%1 贏得第 %2 局。</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <translation>比賽結束。</translation>
        </message>
        <message>
            <source>(out)</source>
            <translation>（淘汰）</translation>
        </message>
        <message>
            <source>%1 wins hand %2</source>
            <translation>%1 贏得第 %2 局</translation>
        </message>
        <message>
            <source>Placings this hand, and hands won so far:</source>
            <translation>本局名次與累計勝局：</translation>
        </message>
        <message>
            <source>Stock: %1</source>
            <translation>山：%1 張</translation>
        </message>
        <message>
            <source>Pile: %1</source>
            <translation>海：%1 張</translation>
        </message>
        <message>
            <source>Hand %1 of %2</source>
            <translation>第 %1 局（共 %2 局）</translation>
        </message>
        <message>
            <source>Clockwise</source>
            <translation>順時針</translation>
        </message>
        <message>
            <source>Counter-clockwise</source>
            <translation>逆時針</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>點數</translation>
        </message>
        <message>
            <source>%1 cards · %2 won</source>
            <translation>%1 張 · 勝 %2 局</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>淘汰</translation>
        </message>
        <message>
            <source>Skips next</source>
            <translation>下輪跳過</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>發牌</translation>
        </message>
        <message>
            <source>Take one of these cards:</source>
            <translation>從這些牌中挑一張：</translation>
        </message>
        <message>
            <source>%1 sanctions you: choose the one card you keep.</source>
            <translation>%1 制裁你：選一張要保留的牌。</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules</source>
            <translation>遊戲規則</translation>
        </message>
        <message>
            <source>The rules of this game have not been written yet.</source>
            <translation>這款遊戲的規則說明尚未寫好。</translation>
        </message>
    </context>
    <context>
        <name>SavesDialog</name>
        <message>
            <source>Save game</source>
            <translation>存檔</translation>
        </message>
        <message>
            <source>Load game</source>
            <translation>讀取存檔</translation>
        </message>
        <message>
            <source>Slot</source>
            <translation>存檔格</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>遊戲</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>存檔時間</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>手數</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>分數</translation>
        </message>
        <message>
            <source>&amp;Save here</source>
            <translation>存在這裡(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Load</source>
            <translation>讀取(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>刪除(&amp;D)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>關閉</translation>
        </message>
        <message>
            <source>Autosave</source>
            <translation>自動存檔</translation>
        </message>
        <message>
            <source>Slot %1</source>
            <translation>第 %1 格</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>（空）</translation>
        </message>
        <message>
            <source>Damaged</source>
            <translation>已損壞</translation>
        </message>
        <message>
            <source>This slot is damaged: %1</source>
            <translation>這個存檔已損壞：%1</translation>
        </message>
        <message>
            <source>Overwrite the game saved in slot %1?</source>
            <translation>要覆蓋第 %1 格的存檔嗎？</translation>
        </message>
        <message>
            <source>Delete the save in this slot? This cannot be undone.</source>
            <translation>要刪除這一格的存檔嗎？刪除後無法復原。</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>設定</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>語言(&amp;L)：</translation>
        </message>
        <message>
            <source>&amp;Animation speed:</source>
            <translation>動畫速度(&amp;A)：</translation>
        </message>
        <message>
            <source>Bot &amp;thinking pause:</source>
            <translation>電腦思考停頓(&amp;T)：</translation>
        </message>
        <message>
            <source>Your &amp;name:</source>
            <translation>你的名字(&amp;N)：</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>關閉</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>快</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <source> ms</source>
            <translation> 毫秒</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
    </context>
</TS>
