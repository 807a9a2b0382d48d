"""天地人 kickers are the player's choice (the original rules, 附录二 + docs/rulings.md, 天地人, issue 13): every
allowed attachment is a legal action — as a body step and kicker steps, as a whole play's
notation, and as a selection of cards — and the bots choose theirs on purpose."""
from __future__ import annotations

import json
import random

import pytest

import engine
from engine import IllegalAction
from engine.games.tiandiren.deck import counts_of
from engine.games.tiandiren.select import play_for_cards


def deal(hands: list[str], **extra):
    """A rigged deal: seat 0 is the 庄家 and first in the 接风 queue."""
    n = len(hands)
    game = engine.create("tiandiren", n)
    setup = {"hands": [h.split() for h in hands], "zhuang": 0, "jiefeng": list(range(n)), **extra}
    return game.new_state(seed=1, setup=setup)


def legal(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def test_boat_carries_the_single_the_player_picks():
    """Original rules: 孤舟 「可以挂1张单牌或一对牌」, 「可以不挂牌」: a player holding LJ, A, 9, 7 may lead
    LJ+A (the engine used to offer only LJ+7)."""
    s = deal(["LJ AS 9S 7S 3S", "4S 5S"], round=3)
    assert "LJ+?" in legal(s) and "LJ" in legal(s)
    before = s.full_state()
    s.apply("LJ+?")
    assert legal(s) == ["+A", "+9", "+7", "+3"]                 # every single, high to low
    assert s.observation(1)["pending"] == {"body": "LJ+?", "kick": []}
    assert s.current_player == 0 and s.observation(0)["hand_counts"] == [5, 2]
    ev = s.apply("+A")
    assert ev[0].kind == "play" and ev[0].data["play"] == "LJ+A"
    assert sorted(ev[0].data["cards"]) == ["AS", "LJ"] and s.table is not None
    whole = deal(["LJ AS 9S 7S 3S", "4S 5S"], round=3)
    whole.apply("LJ+A")                                          # the whole notation at once
    assert whole.full_state()["log"] == s.full_state()["log"] and whole.history == ["LJ+A"]
    assert before["pending"] is None


def test_trio_with_the_kicker_picked_by_notation():
    """Original rules: 火箭 「每组可带1张单牌或1对牌」: `5S 5H 5D 9C KS 3S` may lead 5-5-5+K (not only +3)."""
    s = deal(["5S 5H 5D 9C KS 3S", "4S 6S"], round=3)
    assert {"5-5-5", "5-5-5+?"} <= set(legal(s)) and "5-5-5+3" not in legal(s)
    s.apply("5-5-5+K")
    assert s.observation(1)["table"] == "5-5-5+K"
    assert s.observation(0)["hand"] == ["3S", "9C"]
    steps = deal(["5S 5H 5D 9C KS 3S", "4S 6S"], round=3)
    steps.apply("5-5-5+?")
    assert legal(steps) == ["+K", "+9", "+3"]


def test_same_joker_boats_ranked_by_the_attached_card():
    """Original rules: 「同样的王挂牌，比较被挂牌点数大小」, 「大王挂任何同点数牌，大于小王挂任何同点数牌」:
    against LJ+9 another LJ must attach a higher card; BJ beats it with any."""
    s = deal(["LJ 9S 3S 4S", "LJ 8S KS QS", "BJ 3H 5H 6H"], round=3)
    s.apply("LJ+9")
    assert "LJ+?" in legal(s)
    with pytest.raises(IllegalAction):
        s.apply("LJ+8")                                          # lower: not a legal choice
    s.apply("LJ+?")
    assert legal(s) == ["+K", "+Q"]                              # only the kickers that win
    before = s.full_state()
    with pytest.raises(IllegalAction):
        s.apply("+8")
    assert s.full_state() == before
    s.apply("+Q")
    assert s.observation(2)["table"] == "LJ+Q"
    s.apply("BJ+?")
    assert legal(s) == ["+6", "+5", "+3"]                        # BJ beats LJ with any card


def test_quad_two_singles_or_two_pairs_and_wild_two_kicker():
    """Original rules: 星舰 「可带2张单牌或2对牌（"2"可以顶替被带牌）」: both kickers are chosen, high to
    low, and a 2 may complete a pair kicker."""
    s = deal(["8S 8H 8D 8C KS 3S 3H 9S 2S", "4S"], round=3)
    s.apply("8-8-8-8+?+?")
    assert legal(s) == ["+2", "+K", "+9", "+3"]
    s.apply("+K")
    assert legal(s) == ["+K", "+9", "+3"][1:]                    # high to low: nothing above K left
    s.apply("+3")
    assert s.observation(1)["table"] == "8-8-8-8+3+K"            # notation: kickers low to high
    pairs = deal(["8S 8H 8D 8C KS 3S 3H 9S 2S", "4S"], round=3)
    pairs.apply("8-8-8-8+?-?+?-?")
    assert legal(pairs) == ["+K-2(K)", "+9-2(9)"]                # 3-3 first would leave no room above
    pairs.apply("+9-2(9)")
    assert legal(pairs) == ["+3-3"]                              # the only 2 is spent
    ev = pairs.apply("+3-3")
    assert ev[0].data["play"] == "8-8-8-8+3-3+9-2(9)"


def test_trio_chain_kickers_follow_the_table_and_ascending_steps_are_refused():
    """Original rules: 「带牌牌型先比主体长度和点数，再比带牌」; 「同样点数或牌型的牌，先出者为大」: a
    same-body chain must end with higher kickers, compared from the highest."""
    s = deal(["5S 5H 5D 6S 6H 6D 9S 4S 7D", "5C 5S 5H 6C 6S 6H 9C 3S 10S JS"], round=3)
    s.apply("5-5-5-6-6-6+9+4")
    assert "5-5-5-6-6-6+?+?" in legal(s)
    s.apply("5-5-5-6-6-6+?+?")
    assert legal(s) == ["+J", "+10"]                             # 9 would tie, and 9+3 loses to 9+4
    before = s.full_state()
    with pytest.raises(IllegalAction):
        s.apply("+9")
    assert s.full_state() == before
    s.apply("+10")
    with pytest.raises(IllegalAction):
        s.apply("+J")                                            # kickers go high to low
    assert legal(s) == ["+10", "+9", "+3"][1:]
    s.apply("+3")
    assert s.observation(0)["table"] == "5-5-5-6-6-6+3+10"

def test_rounds_one_and_two_count_kickers_in_the_size():
    """docs/rulings.md: in rounds 1–2 a play that empties the hand is offered only as 地牌 or 抢地:
    a body step counts its kickers (a 5-card 火箭 with a pair is the whole hand)."""
    s = deal(["5S 5H 5D 9S 9H", "4S"])
    assert "5-5-5+?-?" in legal(s)                               # 庄家's first lead: 地牌
    s.apply("5-5-5+9-9")
    assert s.status[0] == "di" and s.returns()[0] == 3_000


def test_selection_on_the_table_names_the_whole_play():
    """The table's selection → action mapping (select.plays_for_selection): LJ + ♠A is LJ+A."""
    s = deal(["LJ AS 9S 7S 3S", "4S 5S"], round=3)
    assert [str(a) for a in play_for_cards(s, ["LJ", "AS"])] == ["LJ+A"]
    t = deal(["5S 5H 5D 9C KS 3S", "4S 6S"], round=3)
    assert [str(a) for a in play_for_cards(t, ["5S", "5H", "5D", "KS"])] == ["5-5-5+K"]
    u = deal(["8S 8H 8D 8C 3S 3H 2S 2H", "4S"], round=3)
    got = {str(a) for a in play_for_cards(u, "8S 8H 8D 8C 3S 3H 2S 2H".split())}
    assert got == {"8-8-8-8+3-3+2-2", "8-8-8-8+3-2(3)+3-2(3)"}  # the table offers both readings


def test_bots_choose_kickers_on_purpose():
    """The normal bot sheds its loosest card, and wins a same-joker 孤舟 duel with the least."""
    from engine.games.tiandiren.ai import planned_play
    from engine.games.tiandiren.combos import parse_step
    hand = counts_of("5S 5H 5D 8S 9S 10S JS QS KS 3S".split())
    assert str(planned_play(hand, parse_step("5-5-5+?"), None)) == "5-5-5+3"   # 8-K is a 顺子
    game = engine.create("tiandiren", 2)
    bot = engine.make_bot(game, "normal", seed=1)
    duel = deal(["LJ 9S 4S 4H", "LJ 8S 10S KS QS JS 7S 7H"], round=3)
    duel.apply("LJ+9")
    while duel.current_player == 1:
        duel.apply(bot.choose(duel, 1))
        if duel.pending is None:
            break
    assert duel.observation(0)["table"] == "LJ+10"               # the least card that wins


def test_random_games_whole_notation_equals_its_steps():
    """Conformance for the two-step turn: at every finished kicker play of random games, the
    whole play's notation applied to the position before its body step reaches the same
    position, and a record mixing both forms replays."""
    game = engine.create("tiandiren", 3)
    checked = 0
    for seed in range(6):
        s = game.new_state(seed=seed)
        rng = random.Random(seed)
        before = None
        while not s.is_over:
            action = rng.choice(s.legal_actions())
            if s.pending is None and str(action).endswith("?") or "+?" in str(action):
                before = s.clone()
            s.apply(action)
            if before is not None and s.pending is None:
                whole = s.log[-1][2]
                before.apply(whole)
                a, b = before.full_state(), s.full_state()
                assert a == b, whole
                checked += 1
                before = None
        rec = json.loads(json.dumps(s.record()))
        assert engine.replay(rec).full_state() == s.full_state()
    assert checked > 10


def test_determinize_while_another_player_chooses_kickers():
    """The pending body is public: a determinization for another seat keeps its ranks in the
    chooser's hand, so the chooser's next kicker steps stay possible."""
    s = deal(["LJ AS 9S 7S 3S", "4S 5S AH", "6S 8S"], round=3)
    s.apply("LJ+?")
    for k in range(5):
        d = s.determinize(1, random.Random(k))
        assert d.observation(1) == s.observation(1)
        assert "LJ" in d.full_state()["hands"][0]
        assert d.legal_actions() and all(str(a).startswith("+") for a in d.legal_actions())
    a = s.determinize(1, random.Random(3)).full_state()
    twin = s.clone()
    twin.hands[0], twin.hands[2] = ["LJ", "AS", "6S", "7S", "3S"], ["9S", "8S"]
    twin.cnt = [counts_of(h) for h in twin.hands]
    assert twin.observation(1) == s.observation(1)
    assert twin.determinize(1, random.Random(3)).full_state() == a   # only the observation counts


@pytest.mark.parametrize("seed", range(40))
def test_direct_finish_check_agrees_with_the_steps(seed):
    """`kickers.finish` (used by the table for every reading of a selection) accepts exactly
    the plays the kicker steps can reach, for random hands, bodies and same-body tables."""
    from engine.games.tiandiren.combos import Body, needs
    from engine.games.tiandiren.deck import full_deck
    from engine.games.tiandiren.kickers import all_finishes, finish
    from engine.games.tiandiren.movegen import lead_plays
    from engine.games.tiandiren.select import kicker_splits
    rng = random.Random(seed)
    deck = full_deck(2)
    rng.shuffle(deck)
    c = counts_of(deck[:rng.randrange(6, 16)])
    bodies = [b for b in lead_plays(c) if isinstance(b, Body) and b.kickers <= 2]
    for body in rng.sample(bodies, min(4, len(bodies))):
        reach = all_finishes(c, body)
        table = rng.choice(reach)                        # a same-body table to beat
        for against in (None, table):
            ok = set(all_finishes(c, body, against))
            rest = [h - n for h, n in zip(c, needs(body), strict=True)]
            cards = [r for r in range(15) for _ in range(rest[r])]
            for _ in range(30):
                pick = rng.sample(cards, min(len(cards), body.kickers * body.ksize))
                sel = [0] * 15
                for r in pick:
                    sel[r] += 1
                for play in kicker_splits(sel, body):
                    assert finish(c, play, against) == (play in ok), (str(play), str(against))
