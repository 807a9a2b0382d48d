"""English source -> (繁體 zh_TW, 简体 zh_CN) for tools/update_translations.py.

Keys are the English source text, or "Context|source" when one context needs a
different wording. Keep placeholders (%1, {name}) and accelerators (&X) intact;
Chinese accelerators go in brackets at the end, as Qt's own translations do.
"""

GLOSSARY: dict[str, tuple[str, str]] = {
    # announcement overlay
    "Place": ("名次", "名次"),
    "Player": ("玩家", "玩家"),
    "Points": ("分數", "分数"),
    "Next hand": ("下一局", "下一局"),
    "New match": ("新比賽", "新比赛"),
    "Close": ("關閉", "关闭"),
    # bot levels
    "Easy": ("簡單", "简单"),
    "Normal": ("普通", "普通"),
    "Hard": ("困難", "困难"),
    # events
    "{name} plays {card}": ("{name} 出 {card}", "{name} 出 {card}"),
    "{name} draws a card": ("{name} 摸了一張牌", "{name} 摸了一张牌"),
    "{name} passes": ("{name} 過", "{name} 过"),
    "The cards are dealt": ("發牌完畢", "发牌完毕"),
    "{name} is out": ("{name} 出局", "{name} 出局"),
    "The hand is over": ("本局結束", "本局结束"),
    "The game is over": ("遊戲結束", "游戏结束"),
    # game descriptions
    "Play cards onto a running total; whoever cannot stay at 99 or under is out.":
        ("輪流出牌累加點數，無法讓總數保持在 99 以內的人出局。",
         "轮流出牌累加点数，无法让总数保持在 99 以内的人出局。"),
    "Two-player baseball duel: red cards swing, black cards defend, nine innings.":
        ("雙人棒球對決：紅牌揮棒、黑牌防守，共九局。", "双人棒球对决：红牌挥棒、黑牌防守，共九局。"),
    "Warring States rulers expand their domains over five rounds of two-number cards.":
        ("戰國君主以雙數值卡牌在五個回合內擴張領域。", "战国君主以双数值卡牌在五个回合内扩张领域。"),
    "Heaven, Earth and Man: one deck per player, shed your hand in card patterns.":
        ("天地人：每人一副牌，以牌型出清手牌。", "天地人：每人一副牌，以牌型出清手牌。"),
    # variants and values
    "Standard": ("標準", "标准"),
    "Bloody": ("血腥版", "血腥版"),
    "Western": ("西洋版", "西洋版"),
    "Northwest": ("西北版", "西北版"),
    "To 99": ("直接到 99", "直接到 99"),
    "Player's choice": ("由玩家選擇", "由玩家选择"),
    "None": ("不使用", "不使用"),
    "Reset to 0": ("歸零", "归零"),
    "Rotate hands": ("輪換手牌", "轮换手牌"),
    "Any function card": ("當任意功能牌", "当任意功能牌"),
    "Yes": ("是", "是"),
    "No": ("否", "否"),
    # option labels
    "Card effects": ("牌的功能", "牌的功能"),
    "Hand size": ("手牌張數", "手牌张数"),
    "King": ("K 的功能", "K 的功能"),
    "Jokers": ("鬼牌", "鬼牌"),
    "Western ace": ("西洋版 A", "西洋版 A"),
    "Start at 99": ("從 99 開始", "从 99 开始"),
    "Play two cards at once": ("一次出兩張牌", "一次出两张牌"),
    "Halved function cards": ("功能牌減半", "功能牌减半"),
    "4-5-any wins": ("連出 4、5、任意牌獲勝", "连出 4、5、任意牌获胜"),
    "Hands per match": ("每場局數", "每场局数"),
    "Clear the bases": ("每半局清空壘包", "每半局清空垒包"),
    "Extra innings": ("延長賽", "延长赛"),
    "Skip the bottom of the ninth": ("領先時不打九局下", "领先时不打九局下"),
    "Quick mode": ("快速模式", "快速模式"),
    "Quick-mode target": ("快速模式目標分", "快速模式目标分"),
    "Innings": ("局數", "局数"),
    "Runners move on the third out": ("第三個出局時跑者仍推進", "第三个出局时跑者仍推进"),
    "Losing defence allowed": ("允許失敗的防守", "允许失败的防守"),
    # option help
    "Which card effects are used": ("使用哪一套牌的功能", "使用哪一套牌的功能"),
    "Cards in each starting hand": ("開局時每人的手牌張數", "开局时每人的手牌张数"),
    "K sets the total to 99, or to 99 or 0 at the player's choice (then ♠A is +1)":
        ("K 直接把總數變成 99，或由玩家選擇 99 或 0（此時 ♠A 為 +1）",
         "K 直接把总数变成 99，或由玩家选择 99 或 0（此时 ♠A 为 +1）"),
    "Jokers (standard and bloody cards): none, reset to 0 (then ♠A is +1), rotate all hands, "
    "or act as any function card":
        ("鬼牌（標準與血腥版）：不使用、歸零（此時 ♠A 為 +1）、所有人輪換手牌，或當任意功能牌",
         "鬼牌（标准与血腥版）：不使用、归零（此时 ♠A 为 +1）、所有人轮换手牌，或当任意功能牌"),
    "Western A: +1 or +11 at the player's choice, or agreed beforehand":
        ("西洋版 A：由玩家選擇 +1 或 +11，或事先約定", "西洋版 A：由玩家选择 +1 或 +11，或事先约定"),
    "Bloody severity: the total starts at 99":
        ("血腥規則：總數從 99 開始", "血腥规则：总数从 99 开始"),
    "Bloody severity: two number cards may be played at once (draw one)":
        ("血腥規則：可一次出兩張數字牌（摸一張）", "血腥规则：可一次出两张数字牌（摸一张）"),
    "Bloody severity: only two each of 4 5 10 J Q K in every deck":
        ("血腥規則：每副牌的 4、5、10、J、Q、K 各只留兩張",
         "血腥规则：每副牌的 4、5、10、J、Q、K 各只留两张"),
    "Playing a 4, a 5 and then any card on three turns in a row wins the hand":
        ("連續三輪依序打出 4、5 和任意一張牌即贏得本局",
         "连续三轮依次打出 4、5 和任意一张牌即赢得本局"),
    "Hands in a match": ("一場比賽的局數", "一场比赛的局数"),
    "Real baseball: bases are empty at the start of every half-inning (default: each side's "
    "runners wait on base until it bats again).":
        ("真實棒球規則：每個半局開始時壘包清空（預設：各方跑者留在壘上，等到再次進攻）。",
         "真实棒球规则：每个半局开始时垒包清空（默认：各方跑者留在垒上，等到再次进攻）。"),
    "Tied after the last inning: play extra innings (off: the tie stands).":
        ("最後一局後平手就打延長賽（關閉：以平手收場）。", "最后一局后平手就打延长赛（关闭：以平局收场）。"),
    "The bottom of the last inning (and of extra innings) is not played when the home side "
    "already leads.":
        ("主隊已領先時，不打最後一局（及延長局）的下半局。", "主队已领先时，不打最后一局（及延长局）的下半局。"),
    "Quick mode: the first side to reach quick_target runs wins at once.":
        ("快速模式：先得到目標分數的一方立即獲勝。", "快速模式：先得到目标分数的一方立即获胜。"),
    "Runs that win in quick mode (seed: 5).": ("快速模式的致勝分數（原規則：5）。",
                                               "快速模式的致胜分数（原规则：5）。"),
    "Innings in a game (seed: 9, i.e. 18 half-innings).":
        ("一場比賽的局數（原規則：9 局，即 18 個半局）。", "一场比赛的局数（原规则：9 局，即 18 个半局）。"),
    "A steal or productive out that is the third out still moves the runners (default: as in "
    "baseball, the third out ends the half-inning first).":
        ("成為第三個出局的盜壘或推進出局仍讓跑者推進（預設：與棒球相同，第三個出局先結束半局）。",
         "成为第三个出局的盗垒或推进出局仍让跑者推进（默认：与棒球相同，第三个出局先结束半局）。"),
    # worker
    "No game is running.": ("目前沒有進行中的遊戲。", "当前没有进行中的游戏。"),
    "It is not your turn.": ("還沒輪到你。", "还没轮到你。"),
    "Player %1": ("玩家 %1", "玩家 %1"),
    "Autosave failed: %1": ("自動存檔失敗：%1", "自动存档失败：%1"),
    "Internal error, the move was not played: %1": ("內部錯誤，這一步沒有執行：%1",
                                                    "内部错误，这一步没有执行：%1"),
    "The game cannot go on; it is kept in the autosave.": ("這局無法繼續；已保留在自動存檔中。",
                                                           "这局无法继续；已保留在自动存档中。"),
    # font check
    "No Chinese font was found, so Chinese text will show as empty boxes.\n\nPlease install one. "
    "On Debian or Ubuntu:\n    sudo apt install %1\n(Fedora: google-noto-sans-cjk-fonts; "
    "Arch: noto-fonts-cjk)":
        ("找不到中文字型，中文會顯示成空白方框。\n\n請安裝中文字型。Debian 或 Ubuntu：\n"
         "    sudo apt install %1\n（Fedora：google-noto-sans-cjk-fonts；Arch：noto-fonts-cjk）",
         "找不到中文字体，中文会显示成空白方框。\n\n请安装中文字体。Debian 或 Ubuntu：\n"
         "    sudo apt install %1\n（Fedora：google-noto-sans-cjk-fonts；Arch：noto-fonts-cjk）"),
    # table
    "Scores": ("計分板", "计分板"),
    "Game log": ("牌局紀錄", "牌局记录"),
    "You win!": ("你贏了！", "你赢了！"),
    "Game over": ("遊戲結束", "游戏结束"),
    "Score": ("分數", "分数"),
    "%1 (you)": ("%1（你）", "%1（你）"),
    "Your turn": ("輪到你了", "轮到你了"),
    "%1 is thinking…": ("%1 思考中…", "%1 思考中…"),
    "Your possible actions:": ("你可以：", "你可以："),
    # home
    "Four Chinese card games against the computer": ("四款中式紙牌遊戲，與電腦對戰",
                                                     "四款中式纸牌游戏，与电脑对战"),
    "&New game": ("開新遊戲(&N)", "新游戏(&N)"),
    "&Continue": ("繼續上一局(&C)", "继续上一局(&C)"),
    "&Load…": ("讀取存檔(&L)…", "读取存档(&L)…"),
    "&Settings…": ("設定(&S)…", "设置(&S)…"),
    "&Rules": ("遊戲規則(&R)", "游戏规则(&R)"),
    "&Quit": ("離開(&Q)", "退出(&Q)"),
    "%1 players": ("%1 人", "%1 人"),
    "%1–%2 players": ("%1–%2 人", "%1–%2 人"),
    # main window
    "&Game": ("遊戲(&G)", "游戏(&G)"),
    "&View": ("檢視(&V)", "视图(&V)"),
    "&Settings": ("設定(&S)", "设置(&S)"),
    "&Language": ("語言(&L)", "语言(&L)"),
    "&Help": ("說明(&H)", "帮助(&H)"),
    "&New game…": ("開新遊戲(&N)…", "新游戏(&N)…"),
    "&Continue last game": ("繼續上一局(&C)", "继续上一局(&C)"),
    "&Save…": ("存檔(&S)…", "存档(&S)…"),
    "Back to &home screen": ("回到主畫面(&H)", "回到主界面(&H)"),
    "&Full screen": ("全螢幕(&F)", "全屏(&F)"),
    "&Preferences…": ("偏好設定(&P)…", "首选项(&P)…"),
    "&About Jiupai": ("關於九牌(&A)", "关于九牌(&A)"),
    "About Jiupai": ("關於九牌", "关于九牌"),
    "<h3>九牌 Jiupai</h3><p>Four Chinese card games — 九九, 九局對決, 九尊 and 天地人 — "
    "against computer opponents.</p>":
        ("<h3>九牌 Jiupai</h3><p>四款中式紙牌遊戲：九九、九局對決、九尊、天地人，與電腦對手對戰。</p>",
         "<h3>九牌 Jiupai</h3><p>四款中式纸牌游戏：九九、九局对决、九尊、天地人，与电脑对手对战。</p>"),
    "Jiupai": ("九牌", "九牌"),
    "Saved in slot %1.": ("已存入第 %1 格。", "已存入第 %1 格。"),
    "Last game: %1, turn %2": ("上一局：%1，第 %2 手", "上一局：%1，第 %2 手"),
    # new game
    "New game": ("開新遊戲", "新游戏"),
    "&Game:": ("遊戲(&G)：", "游戏(&G)："),
    "&Players:": ("人數(&P)：", "人数(&P)："),
    "Your &seat:": ("你的座位(&S)：", "你的座位(&S)："),
    "Your &name:": ("你的名字(&N)：", "你的名字(&N)："),
    "&Variant:": ("玩法(&V)：", "玩法(&V)："),
    "Opponents": ("對手", "对手"),
    "House rules": ("自訂規則", "自定义规则"),
    "Seat %1 (computer):": ("座位 %1（電腦）：", "座位 %1（电脑）："),
    "Computer %1": ("電腦 %1", "电脑 %1"),
    # rules
    "Rules": ("遊戲規則", "游戏规则"),
    "The rules of this game have not been written yet.": ("這款遊戲的規則說明尚未寫好。",
                                                           "这款游戏的规则说明尚未写好。"),
    # saves
    "Save game": ("存檔", "存档"),
    "Load game": ("讀取存檔", "读取存档"),
    "Slot": ("存檔格", "存档格"),
    "Game": ("遊戲", "游戏"),
    "Players": ("玩家", "玩家"),
    "Saved": ("存檔時間", "存档时间"),
    "Turn": ("手數", "手数"),
    "&Save here": ("存在這裡(&S)", "存在这里(&S)"),
    "&Load": ("讀取(&L)", "读取(&L)"),
    "&Delete": ("刪除(&D)", "删除(&D)"),
    "Autosave": ("自動存檔", "自动存档"),
    "Slot %1": ("第 %1 格", "第 %1 格"),
    "(empty)": ("（空）", "（空）"),
    "Damaged": ("已損壞", "已损坏"),
    "This slot is damaged: %1": ("這個存檔已損壞：%1", "这个存档已损坏：%1"),
    "Overwrite the game saved in slot %1?": ("要覆蓋第 %1 格的存檔嗎？", "要覆盖第 %1 格的存档吗？"),
    "Slot %1 holds a damaged save (%2). Overwrite it?": ("第 %1 格的存檔已損壞（%2）。要覆蓋嗎？",
                                                         "第 %1 格的存档已损坏（%2）。要覆盖吗？"),
    "Delete the save in this slot? This cannot be undone.": ("要刪除這一格的存檔嗎？刪除後無法復原。",
                                                             "要删除这一格的存档吗？删除后无法恢复。"),
    # settings
    "Settings": ("設定", "设置"),
    "&Language:": ("語言(&L)：", "语言(&L)："),
    "&Animation speed:": ("動畫速度(&A)：", "动画速度(&A)："),
    "Bot &thinking pause:": ("電腦思考停頓(&T)：", "电脑思考停顿(&T)："),
    "Off": ("關閉", "关闭"),
    "Fast": ("快", "快"),
    "Slow": ("慢", "慢"),
    " ms": (" 毫秒", " 毫秒"),
}
