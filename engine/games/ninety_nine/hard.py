"""The 九九 `hard` bot: determinized Monte Carlo (engine/ai/search.py) over the current hand.

Rollouts play until the next player is out (or the hand ends) and score 1 for winning the
hand, 0 for being out, and for still being in the chance to win from there that value.py
reads off the hands (escapes kept are worth more than high numbers; scoring every survivor
1/k made the search spend its escapes freely): surviving the next elimination is what a
move in 九九 decides, and a rollout that stops there is a third as long as one to the end of
the hand. The searched move must beat the normal bot's move by a
clear margin (SearchBot.pick). The rollout policy is the `normal` bot's rule computed from the
legal actions alone (see RolloutPolicy), several times cheaper than building an observation
for every move.
"""
from __future__ import annotations

import random
from typing import Any

from engine.ai.search import SearchBot

from .actions import Action
from .ai import ESCAPE_RANK, NormalBot, _amount, _label_cost, _worth
from .cardsets import ESCAPES, MAX_TOTAL, Effect, Fx
from .value import Valuer

#: A number play's rank when pressing the total up or keeping it low (RolloutPolicy._facts).
Rank = tuple[int, int, str, Action]
#: What RolloutPolicy needs of an action: (escape?, total change, size, cost, kind,
#: notation, up, down); only a number play's up and down are ever read.
Fact = tuple[bool, int, int, float, "str | None", str, Rank, Rank]


class RolloutPolicy:
    """The `normal` bot's choice without the observation. Everything it needs follows from
    the legal actions: every escape card in hand is always playable, so the escapes listed
    are the escapes held; a number play's effect on the total ranks plays the same whatever
    the total is. What it drops: aiming at the weakest opponent (it takes the first target)
    and the "total is high" nuance of a Joker's label."""

    def __init__(self, game: Any) -> None:
        self.effects = game.effects
        # action -> (escape?, total change, size, cost, kind, notation, up, down): `up` and
        # `down` rank a number play when pressing the total up / keeping it low, with the
        # notation (unique) deciding ties and the action last, so that max() of them needs
        # no key function (this runs on every rollout move).
        self._facts: dict[Action, Fact] = {}

    def _fact(self, a: Action) -> Fact:
        effects = self.effects
        unread = (0, 0, str(a), a)          # the up / down of a sanction step or an escape
        if a.kind != "play":
            e = effects[a.cards[0]]
            return (False, 0, 0, -_worth(e.kind, e.amount), None, str(a), unread, unread)
        kind = effects[a.cards[0]].kind
        if any(effects[c].kind in ESCAPES for c in a.cards):
            return (True, 0, 0, ESCAPE_RANK.get(kind, 0), kind, str(a), unread, unread)
        amounts = [_amount(effects[c], a.label) for c in a.cards]
        delta, size = sum(amounts), sum(abs(x) for x in amounts)
        return (False, delta, size, 0, kind, str(a), (delta, size, str(a), a), (-delta, size, str(a), a))

    def choose(self, world: Any, player: int) -> Any:
        legal = world.legal_actions()
        facts = self._facts
        if legal[0].kind != "play":          # a sanction: keep / take the most useful card
            rows = [(facts.get(a) or facts.setdefault(a, self._fact(a)), a) for a in legal]
            return min(rows, key=lambda r: r[0][3])[1]
        ups: list[Rank] = []
        downs: list[Rank] = []
        escapes: list[tuple[Fact, Action]] = []
        for a in legal:
            f = facts.get(a)
            if f is None:
                f = facts[a] = self._fact(a)
            if f[0]:
                escapes.append((f, a))
            else:
                ups.append(f[6])
                downs.append(f[7])
        if ups:
            # with an escape in hand press the total up, else keep it low
            return max(ups if escapes else downs)[3]
        return max(escapes, key=lambda r: _escape_key(world, player, r[0], r[1]))[1]


def _escape_key(world: Any, player: int, fact: Fact, a: Action) -> tuple[float, float, str]:
    """NormalBot._best_escape's ranking, from the world's public counts: the cheapest escape,
    aimed at the opponent with the fewest cards (a swap at the one with the most)."""
    kind, cost, t = fact[4], fact[3], a.target
    if kind is Fx.ANY or kind is Fx.K_CHOICE:
        cost += _label_cost(a.label, world.total >= MAX_TOTAL - 20)
    if t < 0:
        aim = 0.0
    elif kind is Fx.FILL:
        aim = 20 if t == player else -len(world.hands[t])
    elif kind is Fx.SWAP or kind is Fx.ADD_SWAP:
        aim = len(world.hands[t])
    else:
        aim = -len(world.hands[t]) - world.points[t] * 0.1
    return (-cost, aim, fact[5])


class HardBot(SearchBot):
    iterations = 480
    policy_class = NormalBot          # the move the search must beat clearly
    epsilon = 0.05

    _valuer: Valuer | None = None
    _rollout_policy: RolloutPolicy | None = None    # made on first use


    def candidates(self, obs: dict[str, Any], legal: list[Action], seat: int) -> list[Action]:
        """One play per distinct effect: two cards of a rank with the same label and target
        (a 6♥ and a 6♦) do the same, so searching both only halves the worlds per move."""
        effects = self.game.effects
        seen: dict[tuple[object, ...], Action] = {}
        for a in legal:
            seen.setdefault(self._key(a, effects), a)
        return list(seen.values())

    @staticmethod
    def _key(a: Action, effects: dict[str, Effect]) -> tuple[object, ...]:
        return (a.kind, tuple(effects[c] for c in a.cards), a.label, a.target)

    def default_move(self, state: Any, seat: int, candidates: list[Any]) -> Any:
        """The normal bot's move, as the candidate that does the same."""
        move = super().default_move(state, seat, candidates)
        key, effects = self._key(move, self.game.effects), self.game.effects
        return next((a for a in candidates if self._key(a, effects) == key), move)

    def budget_for(self, obs: dict[str, Any]) -> int:
        """Rollouts to the next elimination are longest with few players (with two they
        run to the end of the hand) and hands longer with many: 2 players search 2/3 of
        the budget, 3 players 3/4, 6–8 players 5/n (bench hard: median 0.5–0.8 s in every
        count, one core)."""
        players = len(obs["players"])
        if players <= 3:
            return max(1, self.budget * players // (players + 1))
        return self.budget if players <= 5 else max(1, self.budget * 5 // players)

    def rollout_policy(self, world: Any, player: int, rng: random.Random) -> Any:
        if self._rollout_policy is None:
            self._rollout_policy = RolloutPolicy(self.game)
        return self._rollout_policy.choose(world, player)

    # Rollouts stop at the next elimination (or the end of the hand): a third of a hand's
    # moves on average with four players, so three times the worlds for the same time.
    horizon_events = frozenset({"hand_end", "eliminate"})

    def start_mark(self, world: Any, seat: int) -> Any:
        # One point to the winner when a hand ends; in a match the next hand is dealt in
        # the same move, so the hand number tells that this hand is over.
        return world.returns(), world.hand_no

    def value(self, world: Any, seat: int, start: Any) -> float:
        """1 for winning the hand, 0 for being out; still in after someone else went out,
        the chance to win the hand from there that value.py reads off the hands."""
        points, hand = start
        if world.returns()[seat] > points[seat]:
            return 1.0
        if not world.alive[seat] or world.hand_no != hand or world.match_over:
            return 0.0                    # out, or another player won (the next hand is dealt)
        if self._valuer is None:
            self._valuer = Valuer(self.game)
        return self._valuer.chances(world)[seat]
