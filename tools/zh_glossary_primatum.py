"""九尊 table strings: English source -> (繁體 zh_TW, 简体 zh_CN).

Game terms follow the seed (001_5465c4a2958d0a1e.txt): 先 打 過 押 摸, 大勝方 大亂方,
文鬥 武鬥, 同子 順子, 尊牌, 宮牌, 攝政官, 中立國, 回合牌. 后 alone reads as 後 to a
simplified->traditional converter, so the queen is written 王后 in sentences.
Keys are scoped to the table's contexts so they never change another table's words.
"""

_G: dict[str, tuple[str, str]] = {
    # buttons and badges
    "Pass (過)": ("過", "过"),
    "Take the neutral hand (摸)": ("摸（取中立國手牌）", "摸（取中立国手牌）"),
    "Clear": ("取消選擇", "取消选择"),
    "Lead (先)": ("先", "先"),
    "Play (打)": ("打", "打"),
    "Pledge under %1": ("押在%1列下", "押在%1列下"),
    "Lose %1 from %2": ("%2列失 %1 張", "%2列失 %1 张"),
    "Starts": ("起始國", "起始国"),
    "Big winner": ("大勝方", "大胜方"),
    "Big loser": ("大亂方", "大乱方"),
    # territory panels
    "%1 · %2 in hand · %3 cards": ("%1 · 手牌 %2 · 領域 %3 張", "%1 · 手牌 %2 · 领域 %3 张"),
    "King": ("王", "王"),
    "Queen": ("王后", "王后"),
    "Prince": ("公子", "公子"),
    "lost": ("已失", "已失"),
    "regent": ("攝政官", "摄政官"),
    "restored": ("已補回", "已补回"),
    # round card and phase
    "Round": ("回合", "回合"),
    "Phase %1 of 2": ("第 %1 階段（共 2）", "第 %1 阶段（共 2）"),
    "Phase 2: %1": ("第二階段：%1", "第二阶段：%1"),
    "Civil fight (文)": ("文鬥", "文斗"),
    "Military fight (武)": ("武鬥", "武斗"),
    "Chinese numerals count": ("只比中文數字", "只比中文数字"),
    "Arabic numerals count": ("只比阿拉伯數字", "只比阿拉伯数字"),
    # bout
    "Passed: %1": ("已過：%1", "已过：%1"),
    "+%1 earlier": ("前面還有 %1 手", "前面还有 %1 手"),
    "To beat: %1, %2": ("要打過：%1，%2", "要打过：%1，%2"),
    "single card": ("單張", "单张"),
    "same numbers (同子)": ("同子", "同子"),
    "straight (順子)": ("順子", "顺子"),
    "Drawn bout: %1 must lead.": ("和局：%1 必須為先。", "和局：%1 必须为先。"),
    "%1 won the bout: lead, pass or pledge.": ("%1 勝了這場：可先、過或押。",
                                               "%1 胜了这场：可先、过或押。"),
    "Bout won by %1; %2 leads.": ("%1 勝了這場；%2 為先。", "%1 胜了这场；%2 为先。"),
    "%1 leads.": ("%1 為先。", "%1 为先。"),
    "%1 chooses the column that loses territory.": ("%1 選擇失去領土的宮牌列。",
                                                    "%1 选择失去领土的宫牌列。"),
    "%1 takes the neutral hand.": ("%1 摸中立國的牌。", "%1 摸中立国的牌。"),
    "The game is over.": ("遊戲結束。", "游戏结束。"),
    # side panel
    "Neutral hand": ("中立國手牌", "中立国手牌"),
    "%1 cards": ("%1 張", "%1 张"),
    "%1 took the neutral hand": ("%1 已摸中立國的牌", "%1 已摸中立国的牌"),
    "Big winner: %1": ("大勝方：%1", "大胜方：%1"),
    "Big loser: %1 (−%2)": ("大亂方：%1（−%2）", "大乱方：%1（−%2）"),
    "Played this round: %1": ("本回合已出：%1 張", "本回合已出：%1 张"),
    "Aside, face down: %1": ("蓋在一旁：%1 張", "盖在一旁：%1 张"),
    "Round cards left: %1": ("剩餘回合牌：%1", "剩余回合牌：%1"),
    "No cards in hand: you watch this phase.": ("你沒有手牌：本階段觀戰。",
                                                "你没有手牌：本阶段观战。"),
    # prompts
    "You are the big loser: click the column that loses %1 card(s).":
        ("你是大亂方：點選要失去 %1 張牌的宮牌列。", "你是大乱方：点选要失去 %1 张牌的宫牌列。"),
    "You are the big winner: take the neutral hand for phase 2.":
        ("你是大勝方：摸中立國的牌，打第二階段。", "你是大胜方：摸中立国的牌，打第二阶段。"),
    "Play %1, or click a gold column to pledge it.":
        ("打出 %1，或點選金色的宮牌列把它押下。", "打出 %1，或点选金色的宫牌列把它押下。"),
    "You won the bout: select cards to lead, pass, or select one card and click a column to "
    "pledge it.":
        ("你勝了這場：選牌為先、過，或選一張牌再點選宮牌列把它押下。",
         "你胜了这场：选牌为先、过，或选一张牌再点选宫牌列把它押下。"),
    "You cannot beat this play: pass.": ("你打不過這手牌：請過。", "你打不过这手牌：请过。"),
    "Select cards of the same kind that match or beat the play, or pass.":
        ("選出相同牌型、等於或大於上家的牌，或過。", "选出相同牌型、等于或大于上家的牌，或过。"),
    "Select cards to lead: a single card, same numbers or a straight of 5+.":
        ("選牌為先：單張、同子或五張以上的順子。", "选牌为先：单张、同子或五张以上的顺子。"),
    # cards and columns
    "Qi": ("齊", "齐"),
    "Chu": ("楚", "楚"),
    "Zhao": ("趙", "赵"),
    "Wei": ("魏", "魏"),
    "Qin": ("秦", "秦"),
    "%1 King": ("%1王", "%1王"),
    "%1 Queen": ("%1王后", "%1王后"),
    "%1 Prince": ("%1公子", "%1公子"),
    "%1 %2/%3": ("%1%2/%3", "%1%2/%3"),
    "the King column (王)": ("王列", "王列"),
    "the Queen column (后)": ("王后列", "王后列"),
    "the Prince column (公子)": ("公子列", "公子列"),
    # log
    "Round %1 begins: round card %2; %3 starts.": ("第 %1 回合開始：回合牌 %2；%3 為起始國。",
                                                   "第 %1 回合开始：回合牌 %2；%3 为起始国。"),
    "%1 leads %2 (%3)": ("%1 先出 %2（%3）", "%1 先出 %2（%3）"),
    "%1 plays %2 (%3)": ("%1 打 %2（%3）", "%1 打 %2（%3）"),
    "%1 passes.": ("%1 過。", "%1 过。"),
    "%1 wins the bout.": ("%1 勝了這場。", "%1 胜了这场。"),
    "Everyone passed: a drawn bout; %1 must lead.": ("全部都過：這場為和；%1 必須為先。",
                                                     "全部都过：这场为和；%1 必须为先。"),
    "%1 restores %3 with %2.": ("%1 以 %2 補回%3。", "%1 以 %2 补回%3。"),
    "%1 makes %2 regent of %3.": ("%1 押 %2 為%3的攝政官。", "%1 押 %2 为%3的摄政官。"),
    "%1 pledges %2 under %3.": ("%1 把 %2 押在%3下。", "%1 把 %2 押在%3下。"),
    "%1 emptied their hand first: the big winner (大勝方).": ("%1 首先打完手牌：大勝方。",
                                                             "%1 首先打完手牌：大胜方。"),
    "%1 takes the neutral hand (%2 cards).": ("%1 摸中立國的牌（%2 張）。",
                                              "%1 摸中立国的牌（%2 张）。"),
    "Phase 2: %1; %2 leads.": ("第二階段：%1；%2 為先。", "第二阶段：%1；%2 为先。"),
    "%1 is left holding cards: the big loser (大亂方) loses %2 card(s).":
        ("%1 最後未能打完手牌：大亂方失去 %2 張領土。", "%1 最后未能打完手牌：大乱方失去 %2 张领土。"),
    "%1 loses %2 from %3.": ("%1 從%3除去 %2。", "%1 从%3除去 %2。"),
    "The King is lost!": ("王牌已失！", "王牌已失！"),
    "Round %1 is over.": ("第 %1 回合結束。", "第 %1 回合结束。"),
    "%1 has lost the King!": ("%1 失去王牌！", "%1 失去王牌！"),
    # banners
    "%1: big winner (大勝方)": ("%1：大勝方", "%1：大胜方"),
    "First to empty their hand in phase 1": ("第一階段首先打完手牌", "第一阶段首先打完手牌"),
    "%1: big loser (大亂方)": ("%1：大亂方", "%1：大乱方"),
    "Loses %1 card(s) of territory": ("失去 %1 張領土", "失去 %1 张领土"),
    "Round %1": ("第 %1 回合", "第 %1 回合"),
    "Round card %1; %2 starts": ("回合牌 %1；%2 為起始國", "回合牌 %1；%2 为起始国"),
    "%1 wins the bout": ("%1 勝了這場", "%1 胜了这场"),
    # a round's end
    "Next round": ("下一回合", "下一回合"),
    "%1, the big loser, lost %2 from %3.": ("大亂方 %1 從%3失去 %2。", "大乱方 %1 从%3失去 %2。"),
    # the end
    "%1 wins": ("%1 獲勝", "%1 获胜"),
    "Place": ("名次", "名次"),
    "Player": ("玩家", "玩家"),
    "Cards": ("牌數", "牌数"),
    "Palace cards": ("宮牌", "宫牌"),
    "Rows 2, 3, …": ("第 2、3… 行數值", "第 2、3… 行数值"),
    "Points": ("分數", "分数"),
    "%1 lost the King: the game ends at once.": ("%1 失去王牌：遊戲立即結束。",
                                                 "%1 失去王牌：游戏立即结束。"),
    "No more cards could be dealt: the game ends.": ("無牌可發：遊戲結束。", "无牌可发：游戏结束。"),
    "Five rounds played.": ("五個回合已完。", "五个回合已完。"),
    "Ranked by the number of cards on each territory.": ("按版圖上的卡牌數目排名。",
                                                         "按版图上的卡牌数目排名。"),
    "10 points per territory card; the winner +10, the last −10 (never below 0).":
        ("每張領土牌 10 分；贏家另加 10 分，最後一名另減 10 分（最低 0 分）。",
         "每张领土牌 10 分；赢家另加 10 分，最后一名另减 10 分（最低 0 分）。"),
    "%1 ahead of %2": ("%1 勝 %2", "%1 胜 %2"),
    "equal cards; palace cards %1 beats %2": ("卡牌數目相同；宮牌 %1 勝 %2",
                                              "卡牌数目相同；宫牌 %1 胜 %2"),
    "equal cards and palace cards; row %1: %2 beats %3":
        ("卡牌與宮牌數目相同；第 %1 行：%2 勝 %3", "卡牌与宫牌数目相同；第 %1 行：%2 胜 %3"),
    "all equal; %1 was the starting country later": ("全部相同；%1 較後成為起始國",
                                                     "全部相同；%1 较后成为起始国"),
}

GLOSSARY: dict[str, tuple[str, str]] = {
    f"{ctx}|{source}": pair for ctx in ("PrimatumTable", "PrimatumText")
    for source, pair in _G.items()}
