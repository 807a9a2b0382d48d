<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
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
            <translation>分数</translation>
        </message>
        <message>
            <source>Next hand</source>
            <translation>下一局</translation>
        </message>
        <message>
            <source>New match</source>
            <translation>新比赛</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
    </context>
    <context>
        <name>BotLevels</name>
        <message>
            <source>Easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>困难</translation>
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
            <translation>{name} 摸了一张牌</translation>
        </message>
        <message>
            <source>{name} passes</source>
            <translation>{name} 过</translation>
        </message>
        <message>
            <source>The cards are dealt</source>
            <translation>发牌完毕</translation>
        </message>
        <message>
            <source>{name} is out</source>
            <translation>{name} 出局</translation>
        </message>
        <message>
            <source>The hand is over</source>
            <translation>本局结束</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>游戏结束</translation>
        </message>
    </context>
    <context>
        <name>EngineGames</name>
        <message>
            <source>Play cards onto a running total; whoever cannot stay at 99 or under is out.</source>
            <translation>轮流出牌累加点数，无法让总数保持在 99 以内的人出局。</translation>
        </message>
        <message>
            <source>Two-player baseball duel: red cards swing, black cards defend, nine innings.</source>
            <translation>双人棒球对决：红牌挥棒、黑牌防守，共九局。</translation>
        </message>
        <message>
            <source>Warring States rulers expand their domains over five rounds of two-number cards.</source>
            <translation>战国君主以双数值卡牌在五个回合内扩张领域。</translation>
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
            <translation>开局时每人的手牌张数</translation>
        </message>
        <message>
            <source>K sets the total to 99, or to 99 or 0 at the player's choice (then ♠A is +1)</source>
            <translation>K 直接把总数变成 99，或由玩家选择 99 或 0（此时 ♠A 为 +1）</translation>
        </message>
        <message>
            <source>Jokers (standard and bloody cards): none, reset to 0 (then ♠A is +1), rotate all hands, or act as any function card</source>
            <translation>鬼牌（标准与血腥版）：不使用、归零（此时 ♠A 为 +1）、所有人轮换手牌，或当任意功能牌</translation>
        </message>
        <message>
            <source>Western A: +1 or +11 at the player's choice, or agreed beforehand</source>
            <translation>西洋版 A：由玩家选择 +1 或 +11，或事先约定</translation>
        </message>
        <message>
            <source>Bloody severity: the total starts at 99</source>
            <translation>血腥规则：总数从 99 开始</translation>
        </message>
        <message>
            <source>Bloody severity: two number cards may be played at once (draw one)</source>
            <translation>血腥规则：可一次出两张数字牌（摸一张）</translation>
        </message>
        <message>
            <source>Bloody severity: only two each of 4 5 10 J Q K in every deck</source>
            <translation>血腥规则：每副牌的 4、5、10、J、Q、K 各只留两张</translation>
        </message>
        <message>
            <source>Playing a 4, a 5 and then any card on three turns in a row wins the hand</source>
            <translation>连续三轮依次打出 4、5 和任意一张牌即赢得本局</translation>
        </message>
        <message>
            <source>Hands in a match</source>
            <translation>一场比赛的局数</translation>
        </message>
        <message>
            <source>Real baseball: bases are empty at the start of every half-inning (default: each side's runners wait on base until it bats again).</source>
            <translation>真实棒球规则：每个半局开始时垒包清空（默认：各方跑者留在垒上，等到再次进攻）。</translation>
        </message>
        <message>
            <source>Tied after the last inning: play extra innings (off: the tie stands).</source>
            <translation>最后一局后平手就打延长赛（关闭：以平局收场）。</translation>
        </message>
        <message>
            <source>The bottom of the last inning (and of extra innings) is not played when the home side already leads.</source>
            <translation>主队已领先时，不打最后一局（及延长局）的下半局。</translation>
        </message>
        <message>
            <source>Quick mode: the first side to reach quick_target runs wins at once.</source>
            <translation>快速模式：先得到目标分数的一方立即获胜。</translation>
        </message>
        <message>
            <source>Runs that win in quick mode (seed: 5).</source>
            <translation>快速模式的致胜分数（原规则：5）。</translation>
        </message>
        <message>
            <source>Innings in a game (seed: 9, i.e. 18 half-innings).</source>
            <translation>一场比赛的局数（原规则：9 局，即 18 个半局）。</translation>
        </message>
        <message>
            <source>A steal or productive out that is the third out still moves the runners (default: as in baseball, the third out ends the half-inning first).</source>
            <translation>成为第三个出局的盗垒或推进出局仍让跑者推进（默认：与棒球相同，第三个出局先结束半局）。</translation>
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
            <translation>手牌张数</translation>
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
            <translation>从 99 开始</translation>
        </message>
        <message>
            <source>Play two cards at once</source>
            <translation>一次出两张牌</translation>
        </message>
        <message>
            <source>Halved function cards</source>
            <translation>功能牌减半</translation>
        </message>
        <message>
            <source>4-5-any wins</source>
            <translation>连出 4、5、任意牌获胜</translation>
        </message>
        <message>
            <source>Hands per match</source>
            <translation>每场局数</translation>
        </message>
        <message>
            <source>Clear the bases</source>
            <translation>每半局清空垒包</translation>
        </message>
        <message>
            <source>Extra innings</source>
            <translation>延长赛</translation>
        </message>
        <message>
            <source>Skip the bottom of the ninth</source>
            <translation>领先时不打九局下</translation>
        </message>
        <message>
            <source>Quick mode</source>
            <translation>快速模式</translation>
        </message>
        <message>
            <source>Quick-mode target</source>
            <translation>快速模式目标分</translation>
        </message>
        <message>
            <source>Innings</source>
            <translation>局数</translation>
        </message>
        <message>
            <source>Runners move on the third out</source>
            <translation>第三个出局时跑者仍推进</translation>
        </message>
        <message>
            <source>Losing defence allowed</source>
            <translation>允许失败的防守</translation>
        </message>
    </context>
    <context>
        <name>EngineValues</name>
        <message>
            <source>Standard</source>
            <extracomment>Choice values -&gt; English label (other values are shown as they are).</extracomment>
            <translation>标准</translation>
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
            <translation>由玩家选择</translation>
        </message>
        <message>
            <source>None</source>
            <translation>不使用</translation>
        </message>
        <message>
            <source>Reset to 0</source>
            <translation>归零</translation>
        </message>
        <message>
            <source>Rotate hands</source>
            <translation>轮换手牌</translation>
        </message>
        <message>
            <source>Any function card</source>
            <translation>当任意功能牌</translation>
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
            <translation>标准</translation>
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
            <translation>当前没有进行中的游戏。</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>还没轮到你。</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>玩家 %1</translation>
        </message>
        <message>
            <source>Autosave failed: %1</source>
            <translation>自动存档失败：%1</translation>
        </message>
    </context>
    <context>
        <name>FontCheck</name>
        <message>
            <source>No Chinese font was found, so Chinese text will show as empty boxes.

Please install one. On Debian or Ubuntu:
    sudo apt install %1
(Fedora: google-noto-sans-cjk-fonts; Arch: noto-fonts-cjk)</source>
            <translation>找不到中文字体，中文会显示成空白方框。

请安装中文字体。Debian 或 Ubuntu：
    sudo apt install %1
（Fedora：google-noto-sans-cjk-fonts；Arch：noto-fonts-cjk）</translation>
        </message>
    </context>
    <context>
        <name>GameTable</name>
        <message>
            <source>Scores</source>
            <translation>计分板</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>牌局记录</translation>
        </message>
        <message>
            <source>You win!</source>
            <translation>你赢了！</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>分数</translation>
        </message>
        <message>
            <source>%1 (you)</source>
            <translation>%1（你）</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>轮到你了</translation>
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
            <translation>四款中式纸牌游戏，与电脑对战</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>新游戏(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Continue</source>
            <translation>继续上一局(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Load…</source>
            <translation>读取存档(&amp;L)…</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>设置(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>游戏规则(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
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
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>设置(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>新游戏(&amp;N)…</translation>
        </message>
        <message>
            <source>&amp;Continue last game</source>
            <translation>继续上一局(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Save…</source>
            <translation>存档(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Load…</source>
            <translation>读取存档(&amp;L)…</translation>
        </message>
        <message>
            <source>Back to &amp;home screen</source>
            <translation>回到主界面(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>全屏(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>首选项(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>游戏规则(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;About Jiupai</source>
            <translation>关于九牌(&amp;A)</translation>
        </message>
        <message>
            <source>About Jiupai</source>
            <translation>关于九牌</translation>
        </message>
        <message>
            <source>&lt;h3&gt;九牌 Jiupai&lt;/h3&gt;&lt;p&gt;Four Chinese card games — 九九, 九局對決, 九尊 and 天地人 — against computer opponents.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;九牌 Jiupai&lt;/h3&gt;&lt;p&gt;四款中式纸牌游戏：九九、九局对决、九尊、天地人，与电脑对手对战。&lt;/p&gt;</translation>
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
            <translation>新游戏</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>游戏(&amp;G)：</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>人数(&amp;P)：</translation>
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
            <translation>对手</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>自定义规则</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Seat %1 (computer):</source>
            <translation>座位 %1（电脑）：</translation>
        </message>
        <message>
            <source>Computer %1</source>
            <translation>电脑 %1</translation>
        </message>
    </context>
    <context>
        <name>NinetyNineTable</name>
        <message>
            <source>Choose how to play it:</source>
            <translation>选择出法：</translation>
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
            <translation>顺时针换牌</translation>
        </message>
        <message>
            <source>Pass hands counter-clockwise</source>
            <translation>逆时针换牌</translation>
        </message>
        <message>
            <source>Set to 99</source>
            <translation>加至 99</translation>
        </message>
        <message>
            <source>Set to 0</source>
            <translation>归零</translation>
        </message>
        <message>
            <source>As K: to 99</source>
            <translation>当 K：加至 99</translation>
        </message>
        <message>
            <source>As reset to 0</source>
            <translation>当归零</translation>
        </message>
        <message>
            <source>As reverse</source>
            <translation>当回转</translation>
        </message>
        <message>
            <source>As designate</source>
            <translation>当指定</translation>
        </message>
        <message>
            <source>As pass</source>
            <translation>当跳过（Pass）</translation>
        </message>
        <message>
            <source>As swap hands</source>
            <translation>当交换手牌</translation>
        </message>
        <message>
            <source>As steal a card</source>
            <translation>当抽一张牌</translation>
        </message>
        <message>
            <source>As +8, draw two</source>
            <translation>当 +8 并抽两张</translation>
        </message>
        <message>
            <source>As double pass</source>
            <translation>当连过两轮</translation>
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
            <translation>第 %1 局开始，%2 先出。</translation>
        </message>
        <message>
            <source>%1 plays %2</source>
            <translation>%1 出 %2</translation>
        </message>
        <message>
            <source> — total %1</source>
            <translation> — 点数 %1</translation>
        </message>
        <message>
            <source>You draw %1.</source>
            <translation>你摸到 %1。</translation>
        </message>
        <message>
            <source>%1 draws %2.</source>
            <translation>%1 摸了 %2 张牌。</translation>
        </message>
        <message>
            <source>%1 has no cards left and is out.</source>
            <translation>%1 手牌被抽光，出局。</translation>
        </message>
        <message>
            <source>%1 cannot stay at 99 or under and is out.</source>
            <translation>%1 无牌可出（出哪张都超过 99），淘汰。</translation>
        </message>
        <message>
            <source>%1 is skipped.</source>
            <translation>%1 被跳过。</translation>
        </message>
        <message>
            <source>%1 takes a card from %2.</source>
            <translation>%1 抽走 %2 一张牌。</translation>
        </message>
        <message>
            <source>%1 swaps hands with %2.</source>
            <translation>%1 与 %2 交换手牌。</translation>
        </message>
        <message>
            <source>Every hand passes clockwise.</source>
            <translation>所有玩家顺时针换牌。</translation>
        </message>
        <message>
            <source>Every hand passes counter-clockwise.</source>
            <translation>所有玩家逆时针换牌。</translation>
        </message>
        <message>
            <source>The pile is shuffled into a new stock; the total stays %1.</source>
            <translation>海里的牌洗成新的山，点数仍是 %1。</translation>
        </message>
        <message>
            <source>%1 keeps one card.</source>
            <translation>%1 保留了一张牌。</translation>
        </message>
        <message>
            <source>%1 takes one card; the rest go to the pile.</source>
            <translation>%1 挑走一张牌，其余的牌进海。</translation>
        </message>
        <message>
            <source>%1 wins hand %2.</source>
            <translation>%1 赢得第 %2 局。</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <translation>比赛结束。</translation>
        </message>
        <message>
            <source>(out)</source>
            <translation>（淘汰）</translation>
        </message>
        <message>
            <source>%1 wins hand %2</source>
            <translation>%1 赢得第 %2 局</translation>
        </message>
        <message>
            <source>Placings this hand, and hands won so far:</source>
            <translation>本局名次与累计胜局：</translation>
        </message>
        <message>
            <source>Stock: %1</source>
            <translation>山：%1 张</translation>
        </message>
        <message>
            <source>Pile: %1</source>
            <translation>海：%1 张</translation>
        </message>
        <message>
            <source>Hand %1 of %2</source>
            <translation>第 %1 局（共 %2 局）</translation>
        </message>
        <message>
            <source>Clockwise</source>
            <translation>顺时针</translation>
        </message>
        <message>
            <source>Counter-clockwise</source>
            <translation>逆时针</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>点数</translation>
        </message>
        <message>
            <source>%1 cards · %2 won</source>
            <translation>%1 张 · 胜 %2 局</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>淘汰</translation>
        </message>
        <message>
            <source>Skips next</source>
            <translation>下轮跳过</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>发牌</translation>
        </message>
        <message>
            <source>Take one of these cards:</source>
            <translation>从这些牌中挑一张：</translation>
        </message>
        <message>
            <source>%1 sanctions you: choose the one card you keep.</source>
            <translation>%1 制裁你：选一张要保留的牌。</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules</source>
            <translation>游戏规则</translation>
        </message>
        <message>
            <source>The rules of this game have not been written yet.</source>
            <translation>这款游戏的规则说明尚未写好。</translation>
        </message>
    </context>
    <context>
        <name>SavesDialog</name>
        <message>
            <source>Save game</source>
            <translation>存档</translation>
        </message>
        <message>
            <source>Load game</source>
            <translation>读取存档</translation>
        </message>
        <message>
            <source>Slot</source>
            <translation>存档格</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>游戏</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>存档时间</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>手数</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>分数</translation>
        </message>
        <message>
            <source>&amp;Save here</source>
            <translation>存在这里(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Load</source>
            <translation>读取(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>删除(&amp;D)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Autosave</source>
            <translation>自动存档</translation>
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
            <translation>已损坏</translation>
        </message>
        <message>
            <source>This slot is damaged: %1</source>
            <translation>这个存档已损坏：%1</translation>
        </message>
        <message>
            <source>Overwrite the game saved in slot %1?</source>
            <translation>要覆盖第 %1 格的存档吗？</translation>
        </message>
        <message>
            <source>Delete the save in this slot? This cannot be undone.</source>
            <translation>要删除这一格的存档吗？删除后无法恢复。</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>设置</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>语言(&amp;L)：</translation>
        </message>
        <message>
            <source>&amp;Animation speed:</source>
            <translation>动画速度(&amp;A)：</translation>
        </message>
        <message>
            <source>Bot &amp;thinking pause:</source>
            <translation>电脑思考停顿(&amp;T)：</translation>
        </message>
        <message>
            <source>Your &amp;name:</source>
            <translation>你的名字(&amp;N)：</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>关闭</translation>
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
