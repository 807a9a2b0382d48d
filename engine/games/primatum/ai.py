"""九尊 bots. Both read the game only through `observation(seat)` and the legal actions.

- easy: follows with its cheapest card when it can (sometimes passes instead), leads
  a random combination, pledges now and then, loses territory from a random column.
- normal: knows both phase types from the round card; always pledges when it wins a
  bout in phase 1 — high 文 cards first, under the column that fits them most tightly
  (the strongest, longest one on ties), restoring a headless column when it can; keeps
  its own-country cards (尊牌, +10) for fights that matter (big combinations, its own
  or an opponent's near-empty hand); in phase 2 plays every card it can, biggest
  combinations first, so as not to be the last with cards (大亂方); and loses territory
  where it costs the fewest cards and no head.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.ai.base import Bot

from . import reasons
from . import territory as T
from .actions import Act, Action
from .combos import card_value
from .deck import COUNTRY_OF, number, wen


def _own(card: str, seat: int) -> bool:
    return COUNTRY_OF[card] == seat


def _top(cards: Iterable[str], ph: str, seat: int) -> int:
    """The combination's value (combos.value_of: each own card +10 on its own)."""
    return max(card_value(c, ph, seat) for c in cards)


def _loss_cost(columns: list[list[str]], col: int, count: int) -> tuple[int, int, int]:
    removed = T.removed_cards(columns[col], count)
    lost_head = len(removed) == len(columns[col])
    return (len(removed) + (2 if lost_head else 0), -len(columns[col]), col)


class _Keeps(dict[str, float]):
    """Each card's keep value for one decision, worked out when first asked: a card is in
    many of the combinations the bot weighs."""

    def __init__(self, bot: NormalBot, obs: dict[str, Any], seat: int) -> None:
        super().__init__()
        self.bot, self.obs, self.seat = bot, obs, seat

    def __missing__(self, card: str) -> float:
        value = self[card] = self.bot._keep_value(self.obs, card, self.seat)
        return value


class EasyBot(Bot):
    """A casual player: cheap follows, random leads."""

    level = "easy"

    def choose(self, state: Any, seat: int) -> Action:
        legal: list[Action] = self._check_turn(state, seat)
        obs = state.observation(seat)
        if obs["stage"] != "play":
            return self.rng.choice(legal)
        pledges = [a for a in legal if a.kind is Act.PLEDGE]
        plays = [a for a in legal if a.kind is Act.PLAY]
        if pledges and self.rng.random() < 0.5:
            return self.rng.choice(pledges)
        if not plays:
            return legal[-1] if legal[-1].kind is Act.PASS else self.rng.choice(legal)
        if obs["bout"]["plays"]:
            if self.rng.random() < 0.25 and any(a.kind is Act.PASS for a in legal):
                return next(a for a in legal if a.kind is Act.PASS)
            ph = obs["phase_type"]
            return min(plays, key=lambda a: (_top(a.cards, ph, seat), str(a)))
        return self.rng.choice(plays)


class NormalBot(Bot):
    """Heuristic player (see the module docstring)."""

    level = "normal"

    def explain(self, state: Any, seat: int, notation: str) -> str | None:
        """The hint line's reason (engine/games/primatum/reasons.py)."""
        return reasons.explain(state, seat, notation)

    def choose(self, state: Any, seat: int) -> Action:
        legal = self._check_turn(state, seat)
        return self.decide(state.observation(seat), legal, seat)

    def decide(self, obs: dict[str, Any], legal: list[Action], seat: int) -> Action:
        """The choice from an observation and the legal actions (the hard bot's rollouts
        call it with views.policy_view, the part of the observation read here)."""
        if obs["stage"] == "draw":
            return legal[0]
        if obs["stage"] == "loss":
            cols = obs["territories"][seat]["columns"]
            return min(legal, key=lambda a: _loss_cost(cols, a.col, obs["loss_count"]))
        pledges = [a for a in legal if a.kind is Act.PLEDGE]
        if pledges:
            return max(pledges, key=lambda a: self._pledge_score(obs, a, seat))
        plays = [a for a in legal if a.kind is Act.PLAY]
        pass_ok = any(a.kind is Act.PASS for a in legal)
        if not plays:
            return next(a for a in legal if a.kind is Act.PASS)
        keeps = _Keeps(self, obs, seat)
        if not obs["bout"]["plays"]:
            return max(plays, key=lambda a: self._lead_score(obs, a, seat, keeps))
        best = min(plays, key=lambda a: self._follow_cost(obs, a, seat, keeps))
        if pass_ok and obs["phase"] == 1 and not self._worth_fighting(obs, best, seat):
            return next(a for a in legal if a.kind is Act.PASS)
        return best

    # ---- pledging -------------------------------------------------------------------
    @staticmethod
    def _pledge_score(obs: dict[str, Any], action: Action, seat: int) -> tuple[int, int, int, int]:
        card, col = action.cards[0], action.col
        column = obs["territories"][seat]["columns"][col]
        if not column:   # restoring a head beats any ordinary pledge; a 后/公子 beats a regent
            return (2, 0 if _own(card, seat) else 1, wen(card), 0)
        slack = wen(column[-1]) - wen(card)
        own_penalty = 1 if _own(card, seat) else 0   # keep 尊牌 for the fights
        return (1, wen(card) - 3 * own_penalty, -slack, len(column))

    # ---- leading --------------------------------------------------------------------
    def _keep_value(self, obs: dict[str, Any], card: str, seat: int) -> float:
        """How much the bot wants to keep a card in hand for later."""
        ph = obs["phase_type"]
        val: float = number(card, ph) + (10 if _own(card, seat) else 0)
        if obs["phase"] == 1:
            nxt = obs["next_phase_type"]
            val += 0.5 * number(card, nxt)           # phase 2 will need strong cards
            if obs["hand_sizes"][seat] > 2 and self._pledgeable(obs, card, seat):
                val += 0.8 * wen(card)               # a high 文 card is worth a pledge
        return val

    @staticmethod
    def _pledgeable(obs: dict[str, Any], card: str, seat: int) -> bool:
        cols = obs["territories"][seat]["columns"]
        return bool(T.pledge_columns(cols, card, seat))

    @staticmethod
    def _lead_score(obs: dict[str, Any], action: Action, seat: int, keeps: _Keeps) -> float:
        cards = action.cards
        keep = sum(keeps[c] for c in cards) / len(cards)
        return 6 * len(cards) - keep

    # ---- following ------------------------------------------------------------------
    @staticmethod
    def _follow_cost(obs: dict[str, Any], action: Action, seat: int,
                     keeps: _Keeps) -> tuple[int, int, float, str]:
        ph = obs["phase_type"]
        own = sum(1 for c in action.cards if _own(c, seat))
        keep = sum(keeps[c] for c in action.cards)
        return (own if obs["phase"] == 1 else 0, _top(action.cards, ph, seat), keep, str(action))

    @staticmethod
    def _worth_fighting(obs: dict[str, Any], action: Action, seat: int) -> bool:
        """Spend 尊牌 only when the fight matters; plain cards are always worth a try."""
        if not any(_own(c, seat) for c in action.cards):
            return True
        sizes = obs["hand_sizes"]
        near_out = any(sizes[s] <= 2 for s in range(len(sizes)) if s != seat)
        return len(action.cards) >= 2 or sizes[seat] <= 4 or near_out
