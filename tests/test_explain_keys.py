""""Why not?" for the keys of every table (issue 34 #6): P, a card, a column and `?`, in every
phase of every game, by the seat to act and by another seat, get no reason when the key does
something, else a reason whose claim holds in that position."""
from __future__ import annotations

import itertools
import random

import engine
from engine.explain import Common
from engine.games.ninety_nine.explain import Why as NN
from engine.games.primatum.explain import Why as PR
from engine.games.showdown.explain import Why as SD
from engine.games.tiandiren.explain import Why as TD
from tests.why_not import pr, sd, td, why


def test_a_key_on_a_card_reads_as_the_card_played_alone():
    """The keyboard sends a bare card (gui/table/keyboard.py); 九尊 and 天地人 read it as a
    selection of that card, and a key with nothing under it is not a move."""
    st = pr(hands=[["Q5", "Z7"], ["W4", "Z8"], ["Z1"], ["W1"]])
    st.apply("play Q5")
    assert why(st, "W4") == (PR.FOLLOW_TOO_LOW, {"cards": ["W4"], "shape": "single", "size": 1,
                                                 "value": 15, "best": 4})
    st = td(["9S 5S 6S", "4S 4H 8S 8H", "10S JS QS"])
    st.apply("9")
    assert why(st, "8S") == (TD.TOO_LOW, {"table": "9", "count": 1})
    assert why(st, "?") == (Common.UNREADABLE, {"attempt": "?"})
    assert why(st, "?", 0) == (Common.NOT_YOUR_TURN, {"player": 1})


def _hand_of(state, seat):
    """The cards the table shows the seat as its own (九局對決: the colour it plays now)."""
    if state.game.info.id == "showdown":
        return list(state.hand[state.colour_of_seat(seat)])
    return list(state.hands[seat])


def _key_attempts(state, seat):
    """What the keys of the seat's table send as attempts (gui/table/keyboard.py, the games'
    keys.py and the clicks a key stands for): P, a card (each card shown to the seat, and
    九九's offered cards), 九局對決's discard of 弃1摸1 and 九尊's columns, and `?`."""
    gid = state.game.info.id
    cards = sorted(set(_hand_of(state, seat)))
    out = ["pass", "?"] + cards
    if gid == "ninety_nine" and state.pending is not None:
        out += sorted(set(state.sanction_pool)) + sorted(set(state.hands[state.pending[2]]))
    if gid == "showdown" and state.phase.value == "defend":
        out += ["swap " + c for c in cards]
    if gid == "primatum":
        out += [f"column {col}" for col in range(3)]
        out += [f"pledge {c} {col}" for c in cards for col in range(3)]
    return out


def _phase(state):
    gid = state.game.info.id
    if gid == "ninety_nine":
        return state.pending[0] if state.pending else "play"
    if gid == "showdown":
        return state.phase.value + ("-blind" if state.blind["black"] else "")
    if gid == "primatum":
        return state.stage.value + ("-must_lead" if state.must_lead else "") + \
            ("-pledge" if state.may_pledge else "")
    if state.pending is not None:
        return "kickers"
    return state.phase if state.phase != "play" else ("lead" if state.table is None else "follow")


def _is_true(state, attempt, seat, reason):
    """Does the reason say what is so? Each code's claim, checked on the state."""
    from engine.games.primatum import territory as T
    from engine.games.primatum.deck import COUNTRY_OF, palace_kind, wen
    from engine.games.showdown import judge as J
    code, p = reason.code, reason.params
    tokens = attempt.split()
    card = tokens[-1] if tokens else ""
    mine = seat == state.current_player
    if code is Common.GAME_OVER:
        return state.is_over
    if code is Common.NOT_YOUR_TURN:
        return not mine and p["player"] == state.current_player
    if not mine:
        return False
    if code is Common.UNREADABLE:
        return attempt == "?"
    if code is Common.NOT_IN_HAND:
        if state.game.info.id == "ninety_nine" and state.pending is not None:
            return p["card"] not in state.hands[state.pending[2]]
        return p["card"] in tokens and p["card"] not in _hand_of(state, seat)
    pending = getattr(state, "pending", None)
    # Keyed by class and name: the games' codes are str Enums, and PR.MUST_LEAD == TD.MUST_LEAD.
    claims = {
        (NN, "NO_PASS"): lambda: attempt == "pass" and pending is None,
        (NN, "KEEP_ONE"): lambda: attempt == "pass" and pending[0] == "keep" and p["player"] == pending[1],
        (NN, "TAKE_ONE"): lambda: attempt == "pass" and pending[0] == "take" and p["player"] == pending[2],
        (NN, "TAKE_FROM_POOL"): lambda: pending[0] == "take" and card not in state.sanction_pool,
        (NN, "OVER_99"): lambda: p["result"] > 99 and p["total"] == state.total,
        (NN, "BELOW_0"): lambda: p["result"] < 0 and p["total"] == state.total,
        (SD, "NO_PASS_ATTACK"): lambda: attempt == "pass" and state.phase.value == "attack"
        and p["draw"] == (not state.hand["red"]),
        (SD, "NO_PASS_ANSWER"): lambda: attempt == "pass" and state.phase.value == "answer",
        (SD, "MUST_PLAY_DRAWN"): lambda: state.blind["black"] and attempt != f"defend {p['card']}"
        and state.hand["black"] == [p["card"]],
        (SD, "DEFENCE_TOO_LOW"): lambda: state.phase.value == "defend"
        and not J.playable(state.attack, card),
        (SD, "SWAP_USED"): lambda: tokens[0] == "swap" and state.swap_used,
        (SD, "SWAP_CAN_DEFEND"): lambda: tokens[0] == "swap" and state.can_hold(),
        (PR, "MUST_LEAD"): lambda: attempt == "pass" and state.must_lead and not state.plays,
        (PR, "TAKE_NEUTRAL"): lambda: state.stage.value == "draw",
        (PR, "CHOOSE_LOSS"): lambda: state.stage.value == "loss"
        and p["count"] == T.loss_count(state.round_no),
        (PR, "FOLLOW_SHAPE"): lambda: bool(state.plays),
        (PR, "FOLLOW_TOO_LOW"): lambda: bool(state.plays) and p["best"] < p["value"],
        (PR, "PLEDGE_NOT_NOW"): lambda: not state.may_pledge,
        (PR, "PLEDGE_PICK_CARD"): lambda: state.may_pledge and tokens[0] == "column",
        (PR, "LOSE_EMPTY"): lambda: not state.terr[seat][p["column"]],
        (PR, "LOSE_KING"): lambda: state.stage.value == "loss" and bool(state.terr[seat][p["column"]]),
        (PR, "PLEDGE_TOO_HIGH"): lambda: wen(card if tokens[0] != "pledge" else tokens[1])
        > wen(state.terr[seat][p["column"]][-1]),
        (PR, "PLEDGE_SECOND_HEAD"): lambda: palace_kind(tokens[1]) in ("H", "P")
        and not state.terr[seat][p["column"]],
        (PR, "PLEDGE_REGENT_OWN"): lambda: COUNTRY_OF[tokens[1]] != seat,
        (TD, "MUST_LEAD"): lambda: attempt == "pass" and pending is None and state.table is None,
        (TD, "KICKERS_PENDING"): lambda: pending is not None and p["body"] == str(pending[0]),
        (TD, "TOO_LOW"): lambda: state.table is not None and p["table"] == str(state.table),
        (TD, "WRONG_SHAPE"): lambda: state.table is not None and p["table"] == str(state.table),
        (TD, "BOMB_TOO_LOW"): lambda: state.table is not None and p["table"] == str(state.table),
        (TD, "EMPTIES_EARLY"): lambda: state.round != 3 and p["count"] == len(state.hands[seat]),
        (TD, "QIANGDI_ALL"): lambda: state.phase == "qiangdi" and p["left"] > p["count"],
        (TD, "INCOMPLETE"): lambda: attempt != "pass",
        (TD, "NO_COMBINATION"): lambda: card in ("LJ", "BJ"),      # any other single is a play
    }
    claim = claims.get((type(code), code.name))
    return claim is not None and claim()


def _legal_for_key(state, attempt):
    """No reason: the key does something (a pass, a card the seat can play now)."""
    legal = state.legal_actions()
    names = {str(a) for a in legal}
    if attempt == "pass":
        return bool({"pass", "nodefence"} & names)
    if attempt.startswith("column "):                    # 九尊: the column of a loss
        return "lose " + attempt.split()[1] in names
    if attempt in names or any(n.split()[-1].split("=")[0] == attempt for n in names):
        return True
    if state.game.info.id == "tiandiren":
        from engine.games.tiandiren.combos import Body, Play, needs
        from engine.games.tiandiren.deck import counts_of
        want = counts_of([attempt])
        return any(all(w <= n for w, n in zip(want, needs(a), strict=False)) for a in legal
                   if isinstance(a, (Play, Body)))
    return any(attempt in a.cards for a in legal if getattr(a, "cards", None))


def _positions(gid, players, variant, seeds, steps):
    for seed in seeds:
        st = engine.create(gid, players, variant).new_state(seed=seed)
        rng = random.Random(seed)
        for _ in range(steps):
            yield st
            if st.is_over:
                break
            st.apply(rng.choice(st.legal_actions()))


def _rigged():
    """Phases a short random game seldom reaches."""
    st = sd(red_hand=["KH", "5D"], black_hand=["BJ"])
    st.apply("play KH")
    st.apply("defend BJ")
    yield st                                             # answer
    st = sd(red_hand=["KH"], black_hand=[])
    st.apply("play KH")
    st.apply("draw")
    yield st                                             # a defence drawn blind
    st = engine.create("ninety_nine", 3, "northwest").new_state(
        seed=1, setup={"hands": [["LJ", "2S", "3S"], ["4C", "5C", "6C"], ["7C", "8C"]],
                       "total": 10, "starter": 0})
    st.apply("LJ @1")
    yield st                                             # keep
    st.apply("keep 4C")
    yield st                                             # take
    st = td(["5S 5H 5D 9S 3H 4D", "10S 10H 10D KS QS 3D", "3C 4H"])
    st.apply("5-5-5+?")
    st.apply("+9")
    st.apply("10-10-10+?")
    yield st                                             # a follower's kickers
    st = td(["5S 9S 9H", "8S", "3H 4H"])
    for action in ("5", "pass", "pass"):
        st.apply(action)
    yield st                                             # 抢地


PHASES = {"ninety_nine": {"play", "keep", "take"},
          "showdown": {"attack", "defend", "answer", "defend-blind"},
          "primatum": {"play", "play-must_lead", "play-pledge", "draw", "loss"},
          "tiandiren": {"lead", "follow", "kickers", "qiangdi"}}


def test_every_key_of_every_table_gets_a_true_reason_in_every_phase():
    """Issue 34 #6: "P gives a false reason" (九九 and the batter of 九局對決 were told "That card
    is not in your hand", a follower of 天地人 "You lead this trick" while kickers were being
    chosen). Every attempt a table's keys send, in every phase of every game, by the seat to
    act and by another seat: no reason when the key does something, else a reason whose
    claim holds in that position."""
    walks = [("ninety_nine", 3, "northwest", range(4), 300), ("ninety_nine", 4, None, range(2), 200),
             ("showdown", 2, None, range(3), 300), ("primatum", 3, None, range(3), 300),
             ("primatum", 4, None, range(3), 300), ("tiandiren", 3, None, range(6), 200)]
    seen: dict[str, set] = {gid: set() for gid in PHASES}
    # (each position is checked as it comes: the walks go on playing the same state)
    for st in itertools.chain(*(_positions(*w) for w in walks), _rigged()):
        gid = st.game.info.id
        if st.is_over:
            assert engine.explain(st, "pass", 0).code is Common.GAME_OVER
            continue
        seen[gid].add(_phase(st))
        actor = st.current_player
        other = (actor + 1) % st.players
        for seat in (actor, other):
            for attempt in _key_attempts(st, seat):
                reason = engine.explain(st, attempt, seat)
                if reason is None:
                    assert seat == actor and _legal_for_key(st, attempt), (gid, attempt)
                    continue
                assert _is_true(st, attempt, seat, reason), \
                    (gid, _phase(st), attempt, seat == actor, reason)
    for gid, phases in PHASES.items():
        assert phases <= seen[gid], (gid, phases - seen[gid])
