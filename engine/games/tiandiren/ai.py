"""Bots for 天地人. They read only `observation(seat)` and their own legal actions.

easy:   leads a random non-bomb play, follows with the lowest non-bomb play that beats
        the table most of the time, never bombs unless that empties the hand.
normal: splits the hand into the fewest plays (plan.estimate), leads the play that
        keeps that count lowest (largest first: long chains are rarely beaten), follows
        only when that does not break the hand, keeps bombs for when they decide a trick
        (an opponent near the end, or the rest of the hand going out on the next lead),
        and always takes 地牌 / 抢地 / 人牌 when a play empties the hand.
"""
from __future__ import annotations

from typing import Any

from engine.ai.base import Bot

from .combos import Pass, Play, needs
from .deck import counts_of
from .plan import estimate


def _emptying(legal: list, left: int) -> Play | None:
    best = None
    for a in legal:
        if isinstance(a, Play) and a.size == left and (best is None or a.cls < best.cls):
            best = a
    return best


def _after(c: list[int], play: Play) -> list[int]:
    need = needs(play)
    return [x - y for x, y in zip(c, need)]


class EasyBot(Bot):
    level = "easy"

    def choose(self, state: Any, seat: int) -> Any:
        legal = self._check_turn(state, seat)
        obs = state.observation(seat)
        win = _emptying(legal, len(obs["hand"]))
        if win is not None:
            return win
        if obs["phase"] == "qiangdi":
            return legal[0]
        plays = [a for a in legal if isinstance(a, Play)]
        plain = [a for a in plays if a.cls == 0]
        if obs["table"] is None:
            return self.rng.choice(plain or plays)
        if plain and self.rng.random() < 0.7:
            return min(plain, key=lambda a: a.top)
        return legal[0]  # pass


class NormalBot(Bot):
    level = "normal"
    DANGER = 10          # an opponent with this many cards or fewer may go out soon

    def choose(self, state: Any, seat: int) -> Any:
        legal = self._check_turn(state, seat)
        obs = state.observation(seat)
        hand = obs["hand"]
        win = _emptying(legal, len(hand))
        if win is not None:
            return win
        if obs["phase"] == "qiangdi":
            return legal[0]
        c = counts_of(hand)
        plays = [a for a in legal if isinstance(a, Play)]
        if obs["table"] is None:
            return self._lead(c, plays)
        return self._follow(obs, seat, c, plays, legal[0])

    def _lead(self, c: list[int], plays: list[Play]) -> Play:
        plain = [a for a in plays if a.cls == 0] or plays
        # one candidate per shape: the lowest top (the cheapest way to shed that shape)
        shapes: dict[tuple, Play] = {}
        for a in plain:
            key = (a.kind, a.length, a.ksize)
            if key not in shapes or a.top < shapes[key].top:
                shapes[key] = a
        return min(shapes.values(), key=lambda a: (estimate(_after(c, a)), -a.size, a.top))

    def _follow(self, obs: dict, seat: int, c: list[int], plays: list[Play], pass_: Pass) -> Any:
        if not plays:
            return pass_
        now = estimate(c)
        plain = [a for a in plays if a.cls == 0]
        if plain:
            best = min(plain, key=lambda a: (estimate(_after(c, a)), a.top))
            if estimate(_after(c, best)) < now or (obs["round"] < 3 and estimate(_after(c, best)) <= now):
                return best
        bombs = sorted((a for a in plays if a.cls), key=lambda a: (a.cls, a.length, a.top))
        if bombs and self._decisive(obs, seat, c, bombs[0]):
            return bombs[0]
        return pass_

    def _decisive(self, obs: dict, seat: int, c: list[int], bomb: Play) -> bool:
        """A bomb decides the trick when the rest goes out in one lead, or someone is close."""
        if estimate(_after(c, bomb)) <= 1:
            return True
        if obs["round"] != 3:
            return False
        counts, status = obs["hand_counts"], obs["status"]
        return any(s != seat and status[s] == "playing" and counts[s] <= self.DANGER
                   for s in range(len(counts)))
