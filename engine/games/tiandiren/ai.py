"""Bots for 天地人. They read only `observation(seat)` and their own legal actions.

easy:   leads a random non-bomb play, follows with the lowest non-bomb play that beats
        the table most of the time, never bombs unless that empties the hand.
normal: splits the hand into the fewest plays (plan.estimate), leads the play that
        keeps that count lowest (largest first: long chains are rarely beaten), follows
        only when that does not break the hand, keeps bombs for when they decide a trick
        (an opponent near the end, or the rest of the hand going out on the next lead),
        and always takes 地牌 / 抢地 / 人牌 when a play empties the hand.

Kickers (the player's choice, docs/rulings.md, 天地人): a play with kickers is a body step and
then kicker steps. Both bots plan the whole play when they weigh the body
(`planned_play`) and their kicker steps follow that plan: shed the loosest cards (ranks
held once for singles, exactly twice for pairs, low ranks first, 2s last; for a single
kicker, the loose card whose loss leaves the fewest plays by plan.estimate), and to beat
a play of the same body — a same-joker 孤舟 duel — raise the table's kickers by the least
that wins.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine.ai.base import Bot

from . import reasons
from .combos import Action, Body, Kind, Play, needs, parse_play, parse_step
from .deck import counts_of
from .kickers import first_finish, pending_options, steps_of, with_kicks
from .plan import LooseKickers, estimate


def planned_play(c: list[int], body: Body, table: Play | None) -> Play:
    """The whole play the normal bot makes of `body` from hand `c` against `table`."""
    return _planned(tuple(c), body, table)


# The body step and each kicker step of one turn ask the same, and the hard bot's rollouts
# the same hands again and again.
@lru_cache(maxsize=8192)
def _planned(c: tuple[int, ...], body: Body, table: Play | None) -> Play:
    boat = body.kind == Kind.BOAT
    hand = list(c)
    rem = [h - n for h, n in zip(hand, needs(body), strict=True)]
    kk = LooseKickers(hand)
    # the kickers to beat: the table's, when it shows the same body
    tied = (table.kick if table is not None and (table.kind, table.top, table.length, table.ksize)
            == (body.kind, body.top, body.length, body.ksize) else None)
    got = (kk.beating(rem, body.ksize, tied, boat) if tied is not None
           else kk.pick(rem, body.kickers, body.ksize, boat))
    plan = body.play(*got) if got is not None else None
    # LooseKickers takes real cards, so its choice is one the rules allow (kickers.py)
    # whenever the cards are there and, against the same body, it is higher
    if (plan is None or any(n > h for n, h in zip(needs(plan), hand, strict=True))
            or (tied is not None and plan.kick <= tied)):
        plan = first_finish(hand, body, table)
    if body.kickers > 1:
        return plan
    # one kicker: weigh the loose ones (held at most 2, pairs 3) by what the rest of the
    # hand then needs (plan.estimate), and keep the lowest on a tie
    loose = 2 * body.ksize if body.ksize == 1 else 3
    cands = [with_kicks(body, (k,)) for k in pending_options(hand, body, (), table) if c[k.rank] <= loose]
    return min(cands + [plan], key=lambda p: (estimate(_minus(hand, p)), p.kick))


def _minus(c: list[int], play: Play) -> list[int]:
    return [x - y for x, y in zip(c, needs(play), strict=True)]


def _table(obs: dict[str, Any]) -> Play | None:
    """The play to beat (the table shows a play, never a pass)."""
    play = None if obs.get("table") is None else parse_play(obs["table"])
    return play if isinstance(play, Play) else None


def _next_kick(obs: dict[str, Any], legal: list[Action]) -> Action:
    """The next kicker step of the planned play for the pending body."""
    pending = obs["pending"]
    body = parse_step(pending["body"])
    if not isinstance(body, Body):       # (a pending play is always a body)
        return legal[0]
    plan = planned_play(counts_of(obs["hand"]), body, _table(obs))
    steps = steps_of(plan)
    done = len(pending["kick"])
    if done < len(steps) and steps[done] in legal:
        return steps[done]
    return legal[0]


def _emptying(legal: list[Action], left: int) -> Play | Body | None:
    best = None
    for a in legal:
        if isinstance(a, (Play, Body)) and a.size == left and (best is None or a.cls < best.cls):
            best = a
    return best


def _after(c: list[int], play: Play | Body, table: Play | None = None) -> list[int]:
    """The hand after `play` (a body with the kickers the bot would choose)."""
    if isinstance(play, Body):
        play = planned_play(c, play, table)
    need = needs(play)
    return [x - y for x, y in zip(c, need, strict=True)]


@lru_cache(maxsize=1024)    # a function of the hand and the leads alone; rollouts repeat them
def _best_lead(hand: tuple[int, ...], plays: tuple[Play | Body, ...]) -> Play | Body:
    """The normal bot's lead: one candidate per shape, the lowest top (the cheapest way to
    shed that shape), then the one that leaves the fewest plays (largest first)."""
    c = list(hand)
    plain = [a for a in plays if a.cls == 0] or plays
    shapes: dict[tuple[int, ...], Play | Body] = {}
    for a in plain:
        key = (a.kind, a.length, a.ksize)
        if key not in shapes or a.top < shapes[key].top:
            shapes[key] = a
    return min(shapes.values(), key=lambda a: (estimate(_after(c, a)), -a.size, a.top))


class EasyBot(Bot):
    level = "easy"

    def choose(self, state: Any, seat: int) -> Any:
        legal = self._check_turn(state, seat)
        obs = state.observation(seat)
        if obs.get("pending"):
            return _next_kick(obs, legal)                  # the loosest cards, as the normal bot
        win = _emptying(legal, len(obs["hand"]))
        if win is not None:
            return win
        if obs["phase"] == "qiangdi":
            return legal[0]
        plays = [a for a in legal if isinstance(a, (Play, Body))]
        plain = [a for a in plays if a.cls == 0]
        if obs["table"] is None:
            return self.rng.choice(plain or plays)
        if plain and self.rng.random() < 0.7:
            return min(plain, key=lambda a: a.top)
        return legal[0]  # pass


class NormalBot(Bot):
    level = "normal"

    def explain(self, state: Any, seat: int, notation: str) -> str | None:
        """The hint line's reason (engine/games/tiandiren/reasons.py)."""
        return reasons.explain(state, seat, notation)
    DANGER = 10          # an opponent with this many cards or fewer may go out soon

    def suggest(self, state: Any, seat: int) -> str:
        """A hint names the whole play: a body step comes with the kickers this bot plans."""
        choice = self.choose(state, seat)
        if isinstance(choice, Body):
            obs = state.observation(seat)
            return str(planned_play(counts_of(obs.get("hand") or []), choice, _table(obs)))
        return str(choice)

    def choose(self, state: Any, seat: int) -> Any:
        legal = self._check_turn(state, seat)
        obs = state.observation(seat)
        if obs.get("pending"):
            return _next_kick(obs, legal)
        hand = obs["hand"]
        win = _emptying(legal, len(hand))
        if win is not None:
            return win
        if obs["phase"] == "qiangdi":
            return legal[0]
        c = counts_of(hand)
        plays = [a for a in legal if isinstance(a, (Play, Body))]
        if obs["table"] is None:
            return self._lead(c, plays)
        return self._follow(obs, seat, c, plays, legal[0])

    def _lead(self, c: list[int], plays: list[Play | Body]) -> Play | Body:
        return _best_lead(tuple(c), tuple(plays))

    def _follow(self, obs: dict[str, Any], seat: int, c: list[int], plays: list[Play | Body],
                pass_: Action) -> Action:
        if not plays:
            return pass_
        now = estimate(c)
        table = _table(obs)
        plain = [a for a in plays if a.cls == 0]
        if plain:
            left = {a: estimate(_after(c, a, table)) for a in plain}
            best = min(plain, key=lambda a: (left[a], a.top))
            if left[best] < now or (obs["round"] < 3 and left[best] <= now):
                return best
        bombs = sorted((a for a in plays if a.cls), key=lambda a: (a.cls, a.length, a.top))
        if bombs and self._decisive(obs, seat, c, bombs[0]):
            return bombs[0]
        return pass_

    def _decisive(self, obs: dict[str, Any], seat: int, c: list[int], bomb: Play | Body) -> bool:
        """A bomb decides the trick when the rest goes out in one lead, or someone is close."""
        if estimate(_after(c, bomb)) <= 1:
            return True
        if obs["round"] != 3:
            return False
        counts, status = obs["hand_counts"], obs["status"]
        return any(s != seat and status[s] == "playing" and counts[s] <= self.DANGER
                   for s in range(len(counts)))
