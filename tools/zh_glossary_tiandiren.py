"""天地人 table strings: English source -> (繁體 zh_TW, 简体 zh_CN), for
tools/update_translations.py. Keys carry their context ("TiandirenTable|…") so they never
change another table's wording. Game terms follow seed 002 (Simplified in origin):
庄家/莊家, 接风/接風, 地牌, 抢地/搶地, 人牌, 天牌, 抢天/搶天, 完败/完敗, 火箭, 星舰/星艦, 孤舟,
无人机/無人機, 飞船/飛船, 对顺/對順, 火星航母, 四大天王, 星链/星鏈."""

GLOSSARY: dict[str, tuple[str, str]] = {
    'HeavenOddsDialog|Mars carrier 火星航母 (exactly seven 2s)':
        ('火星航母（恰好 7 張 2）', '火星航母（恰好 7 张 2）'),
    'HeavenOddsDialog|UFO 四大天王 (exactly 2 big + 2 little jokers)':
        ('UFO 四大天王（恰好 2 張大王 + 2 張小王）', 'UFO 四大天王（恰好 2 张大王 + 2 张小王）'),
    'HeavenOddsDialog|Starlink 星链 (exactly six 3s)':
        ('星鏈（恰好 6 張 3）', '星链（恰好 6 张 3）'),
    'HeavenOddsDialog|Two or more kinds in one hand':
        ('一手牌同時有兩種或以上天牌', '一手牌同时有两种或以上天牌'),
    'HeavenOddsDialog|Any heaven hand':
        ('任一種天牌', '任一种天牌'),
    'HeavenOddsDialog|Heaven odds for %1 players':
        ('%1 人局的天牌機率', '%1 人局的天牌概率'),
    "HeavenOddsDialog|Exact chance that one player's 54-card hand holds each heaven hand when %1 players share %1 decks (hypergeometric odds; the seed's table is for 100 players).":
        ('%1 人使用 %1 副牌時，一名玩家的 54 張手牌持有各種天牌的精確機率（超幾何分佈；規則原文的表格是百人局）。', '%1 人使用 %1 副牌时，一名玩家的 54 张手牌持有各种天牌的精确概率（超几何分布；规则原文的表格是百人局）。'),
    'HeavenOddsDialog|Heaven hand':
        ('天牌', '天牌'),
    'HeavenOddsDialog|Chance per hand':
        ('每手牌的機率', '每手牌的概率'),
    'HeavenOddsDialog|About one hand in':
        ('約每幾手出現一次', '约每几手出现一次'),
    'TiandirenTable|Heaven odds':
        ('天牌機率', '天牌概率'),
    'TiandirenTable|Clear selection':
        ('清除選擇', '清除选择'),
    'TiandirenTable|Hint':
        ('提示', '提示'),
    'TiandirenTable|Pass':
        ('不要', '不要'),
    'TiandirenTable|Play':
        ('出牌', '出牌'),
    'TiandirenTable|These cards can be played as:':
        ('這些牌可以這樣出：', '这些牌可以这样出：'),
    'TiandirenTable|Heaven phase: 天牌':
        ('初始階段：天牌', '初始阶段：天牌'),
    'TiandirenTable|Continue':
        ('繼續', '继续'),
    'TiandirenTable|The table is empty: %1 leads.':
        ('桌面無牌：由 %1 出牌。', '桌面无牌：由 %1 出牌。'),
    'TiandirenTable|Last trick, won by %1':
        ('上一輪由 %1 獲得出牌權', '上一轮由 %1 获得出牌权'),
    'TiandirenTable|On the table: %1 (%2 to beat it)':
        ('桌上：%1（輪到 %2 要牌或過牌）', '桌上：%1（轮到 %2 要牌或过牌）'),
    'TiandirenTable|Click cards or drag across them to select a play.':
        ('點選手牌，或按住拖過多張牌來選牌。', '点选手牌，或按住拖过多张牌来选牌。'),
    'TiandirenTable|%1 cards selected: %2':
        ('已選 %1 張：%2', '已选 %1 张：%2'),
    'TiandirenTable|%1 cards selected: not a play you can make now':
        ('已選 %1 張：現在不能這樣出', '已选 %1 张：现在不能这样出'),
    'TiandirenTable|Hint: pass this time.':
        ('提示：這次不要。', '提示：这次不要。'),
    'TiandirenTable|Hint: %1':
        ('提示：%1', '提示：%1'),
    'TiandirenTable|Heaven phase: press Continue to play on.':
        ('初始階段：按「繼續」進入實賽。', '初始阶段：按“继续”进入实赛。'),
    'TiandirenTable|抢地: play your whole hand at once, or pass.':
        ('搶地：一次出完全部手牌，或放棄。', '抢地：一次出完全部手牌，或放弃。'),
    'TiandirenTable|Your lead: empty your hand at once for 地牌, or lead any play.':
        ('輪到你出牌：一次出完即為地牌，也可出任意牌型。', '轮到你出牌：一次出完即为地牌，也可出任意牌型。'),
    'TiandirenTable|%1 · %2 points':
        ('%1 · %2 分', '%1 · %2 分'),
    'TiandirenTable|Single':
        ('單張', '单张'),
    'TiandirenTable|Pair':
        ('對子', '对子'),
    'TiandirenTable|Straight':
        ('順子', '顺子'),
    'TiandirenTable|Pair chain (对顺)':
        ('對順', '对顺'),
    'TiandirenTable|Rocket (火箭)':
        ('火箭', '火箭'),
    'TiandirenTable|Starship (星舰)':
        ('星艦', '星舰'),
    'TiandirenTable|Lone boat (孤舟)':
        ('孤舟', '孤舟'),
    'TiandirenTable|Drone (无人机)':
        ('無人機', '无人机'),
    'TiandirenTable|Super drone (超级无人机)':
        ('超級無人機', '超级无人机'),
    'TiandirenTable|Spaceship (飞船)':
        ('飛船', '飞船'),
    'TiandirenTable|Mars carrier (火星航母)':
        ('火星航母', '火星航母'),
    'TiandirenTable|UFO (四大天王)':
        ('UFO（四大天王）', 'UFO（四大天王）'),
    'TiandirenTable|Starlink (星链)':
        ('星鏈', '星链'),
    "TiandirenTable|The 庄家's own (庄家天牌) ×1":
        ('莊家天牌 ×1', '庄家天牌 ×1'),
    'TiandirenTable|Following the 庄家 (非庄家天牌) ×0.7':
        ('非莊家天牌 ×0.7', '非庄家天牌 ×0.7'),
    'TiandirenTable|Heaven grab (抢天) ×0.9':
        ('搶天 ×0.9', '抢天 ×0.9'),
    'TiandirenTable|Heaven (天牌)':
        ('天牌', '天牌'),
    'TiandirenTable|Earth hand (地牌)':
        ('地牌', '地牌'),
    'TiandirenTable|Earth grab (抢地)':
        ('搶地', '抢地'),
    'TiandirenTable|Man hand (人牌)':
        ('人牌', '人牌'),
    'TiandirenTable|Defeated (完败)':
        ('完敗', '完败'),
    'TiandirenTable|Earth round (地牌 / 抢地)':
        ('地牌 / 搶地輪', '地牌 / 抢地轮'),
    'TiandirenTable|Regular round (常规)':
        ('常規輪牌', '常规轮牌'),
    'TiandirenTable|Man round (人牌)':
        ('人牌輪（突然終結）', '人牌轮（突然终结）'),
    'TiandirenTable|Heaven phase (天牌)':
        ('初始階段（天牌）', '初始阶段（天牌）'),
    'TiandirenTable|%1, %2 cards: %3':
        ('%1，%2 張：%3', '%1，%2 张：%3'),
    'TiandirenTable|The cards are dealt; %1 is the 庄家.':
        ('發牌完畢，%1 是莊家。', '发牌完毕，%1 是庄家。'),
    'TiandirenTable|%1 wins in the heaven phase: %2, %3 points.':
        ('%1 在初始階段以天牌勝出：%2，%3 分。', '%1 在初始阶段以天牌胜出：%2，%3 分。'),
    'TiandirenTable|Round %1 (%2): %3 leads.':
        ('第 %1 輪（%2）：%3 出牌。', '第 %1 轮（%2）：%3 出牌。'),
    'TiandirenTable|%1 plays %2':
        ('%1 出 %2', '%1 出 %2'),
    'TiandirenTable|%1 declines the 抢地 lead.':
        ('%1 放棄搶地。', '%1 放弃抢地。'),
    'TiandirenTable|%1 passes.':
        ('%1 不要。', '%1 不要。'),
    'TiandirenTable|%1 wins the trick.':
        ('%1 獲得出牌權。', '%1 获得出牌权。'),
    'TiandirenTable|%1 leads a new trick.':
        ('%1 接著出牌。', '%1 接着出牌。'),
    'TiandirenTable|%1 may empty the hand with the next lead (抢地).':
        ('%1 可在下一手出完全部手牌（搶地）。', '%1 可在下一手出完全部手牌（抢地）。'),
    'TiandirenTable|%1: %2, %3 points.':
        ('%1：%2，%3 分。', '%1：%2，%3 分。'),
    'TiandirenTable|The game is over.':
        ('本局結束。', '本局结束。'),
    'TiandirenTable|%1: %2':
        ('%1：%2', '%1：%2'),
    'TiandirenTable|You win!':
        ('你勝出了！', '你胜出了！'),
    'TiandirenTable|Game over':
        ('本局結束', '本局结束'),
    'TiandirenTable|Nobody won points.':
        ('無人得分。', '无人得分。'),
    'TiandirenTable|×3 (all three kinds)':
        ('×3（三類天牌同局）', '×3（三类天牌同局）'),
    'TiandirenTable|%1 points':
        ('%1 分', '%1 分'),
    'TiandirenTable|Fewer than two players are left: there is no match.':
        ('剩餘玩家不足兩人：本局無實賽。', '剩余玩家不足两人：本局无实赛。'),
    'TiandirenTable|All three kinds appeared: every holder scores ×3.':
        ('同局出現三類天牌：每位持有者積分 ×3。', '同局出现三类天牌：每位持有者积分 ×3。'),
    'TiandirenTable|All three kinds appeared, but not each in a different hand: nobody scores ×3.':
        ('三類天牌同局出現，但並非分屬不同玩家：沒有人積分 ×3。', '三类天牌同局出现，但并非分属不同的人：没有人积分 ×3。'),
    'TiandirenTable|Heaven winners leave; the others play the match.':
        ('天牌勝出者退出，其餘玩家進入實賽。', '天牌胜出者退出，其余玩家进入实赛。'),
    'TiandirenTable|%1 cards':
        ('%1 張', '%1 张'),
    'TiandirenTable|庄家':
        ('莊家', '庄家'),
    'TiandirenTable|Round %1 of 3':
        ('第 %1 輪（共 3 輪）', '第 %1 轮（共 3 轮）'),
    'TiandirenTable|No match':
        ('無實賽', '无实赛'),
    'TiandirenTable|You: %1 cards':
        ('你：%1 張', '你：%1 张'),
    'TiandirenTable|庄家: %1':
        ('莊家：%1', '庄家：%1'),
    'TiandirenTable|Dealer: %1':
        ('發牌者：%1', '发牌者：%1'),
    'TiandirenTable|抢地 chance: %1':
        ('搶地機會：%1', '抢地机会：%1'),
    'TiandirenTable|接风 order':
        ('接風次序', '接风次序'),
}
