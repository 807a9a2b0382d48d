"""九九 bots. They read the game only through observation(seat) and their legal actions."""
from __future__ import annotations

from typing import Any

from engine.ai.base import Bot

from . import reasons
from .actions import Action
from .cardsets import ESCAPES, MAX_TOTAL, Effect, Fx

# How much a bot hates spending an escape card, by what it does (higher: keep longer).
ESCAPE_RANK = {Fx.PASS: 1, Fx.DOUBLE_PASS: 1, Fx.REVERSE: 2, Fx.ROTATE: 2, Fx.DESIGNATE: 3,
               Fx.STEAL: 3, Fx.TAKE: 3, Fx.SWAP: 3, Fx.SANCTION: 4, Fx.FILL: 2, Fx.SET99: 5,
               Fx.TO99: 5, Fx.K_CHOICE: 6, Fx.ANY: 7, Fx.RESET: 7}


class EasyBot(Bot):
    """Plausible but weak: any legal play, spending its escape cards as readily as numbers."""

    level = "easy"

    def choose(self, state: Any, seat: int) -> Action:
        legal: list[Action] = self._check_turn(state, seat)
        return self.rng.choice(legal)


class NormalBot(Bot):
    """A real heuristic: keeps escapes (reset, to-99, pass …) for danger, watches the total,
    presses the table when it holds an escape, and aims designate / steal at the weakest."""

    level = "normal"

    def explain(self, state: Any, seat: int, notation: str) -> str | None:
        """The hint line's reason (engine/games/ninety_nine/reasons.py)."""
        return reasons.explain(state, seat, notation)

    def choose(self, state: Any, seat: int) -> Action:
        legal: list[Action] = self._check_turn(state, seat)
        obs = state.observation(seat)
        effects: dict[str, Effect] = state.game.effects
        if obs["pending"] is not None:
            return max(legal, key=lambda a: _worth(effects[a.cards[0]].kind, effects[a.cards[0]].amount))
        numbers = [a for a in legal if not any(effects[c].kind in ESCAPES for c in a.cards)]
        if numbers:
            return self._best_number(obs, numbers, effects)
        return self._best_escape(obs, legal, effects, seat)

    def _best_number(self, obs: dict[str, Any], plays: list[Action],
                     effects: dict[str, Effect]) -> Action:
        hand = obs["hand"]

        def after(a: Action) -> tuple[int, int]:
            total = obs["total"] + sum(_amount(effects[c], a.label) for c in a.cards)
            rest = list(hand)
            for c in a.cards:
                rest.remove(c)
            escapes = sum(effects[c].kind in ESCAPES for c in rest)
            return total, escapes

        def key(a: Action) -> tuple[int, int, str]:
            total, escapes = after(a)
            # With an escape in hand, push the total up to squeeze the others; without, keep it low.
            pressure = total if escapes else -total
            return (pressure, sum(abs(_amount(effects[c], a.label)) for c in a.cards), str(a))

        return max(plays, key=key)

    def _best_escape(self, obs: dict[str, Any], plays: list[Action], effects: dict[str, Effect],
                     seat: int) -> Action:
        players = obs["players"]
        high = obs["total"] >= MAX_TOTAL - 20

        def key(a: Action) -> tuple[float, float, str]:
            kind = effects[a.cards[0]].kind
            cost: float = ESCAPE_RANK.get(kind, 0)
            if kind is Fx.ANY or kind is Fx.K_CHOICE:
                cost += _label_cost(a.label, high)
            t = a.target
            aim: float
            if t < 0:
                aim = 0
            elif kind is Fx.FILL:
                aim = 20 if t == seat else -players[t]["cards"]
            elif kind is Fx.SWAP or kind is Fx.ADD_SWAP:
                aim = players[t]["cards"]
            else:  # designate, steal, take, sanction: the weakest opponent
                aim = -players[t]["cards"] - players[t]["points"] * 0.1
            return (-cost, aim, str(a))

        return max(plays, key=key)


def _amount(effect: Effect, label: str) -> int:
    if effect.kind is Fx.PLUSMINUS or effect.kind is Fx.CHOOSE:
        return int(label)
    amount = effect.amount
    return amount if isinstance(amount, int) else 0


def _worth(kind: str, amount: int | tuple[int, ...]) -> float:
    """Which card to keep or take when sanctioned: escapes first, then small numbers."""
    if kind in ESCAPES:
        return 10 + ESCAPE_RANK.get(kind, 0)
    if kind is Fx.PLUSMINUS:
        return 9
    return 8 - (amount if isinstance(amount, int) else 1) / 2


def _label_cost(label: str, high: bool) -> float:
    """Joker-as-any and K choice: reset/to-0 are the strongest, spend them last."""
    if label in ("=reset", "=0"):
        return 0 if high else 2
    if label in ("=pass", "=reverse"):
        return -3
    if label.startswith("=-"):
        return -2 if high else 1
    return -1
