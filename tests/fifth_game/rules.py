"""Five's rules: a running total, three cards each, past 15 loses (see __init__.py)."""
from __future__ import annotations

import random
from enum import Enum
from typing import NamedTuple

from engine.core import Event, Game, GameInfo, State, shuffle_unseen
from engine.counter import remaining
from engine.explain import turn_reason

LIMIT = 15
DECK = [f"{v}S" for v in range(1, 6)] * 4


class Act(NamedTuple):
    card: str                      # a card, or "draw"

    def __str__(self) -> str:
        return self.card


class Why(str, Enum):
    OVER_LIMIT = "over_limit"      # the card would take the total past 15 (allowed, but loses)


class FiveState(State):
    def _setup(self, rng: random.Random, setup: dict) -> None:
        deck = list(setup.get("deck") or DECK)
        if setup.get("deck") is None:
            rng.shuffle(deck)
        n = self.game.players
        self.hands = [sorted(deck[i * 3:(i + 1) * 3]) for i in range(n)]
        self.stock = deck[n * 3:]
        self.total, self.turn, self.loser = 0, 0, None
        self.initial_events = [Event("deal", {"hand": 1, "sizes": [3] * n})]

    def _current_player(self):
        return None if self.loser is not None else self.turn

    def _legal_actions(self):
        actions = [Act(c) for c in sorted(set(self.hands[self.turn]))]
        return actions + ([Act("draw")] if self.stock else [])

    def _apply(self, action):
        seat, events = self.turn, []
        if action.card == "draw":
            card = self.stock.pop()
            self.hands[seat].append(card)
            events.append(Event("draw", {"count": 1}, {seat: {"cards": [card]}}))
        else:
            self.hands[seat].remove(action.card)
            self.total += int(action.card[:-1])
            events.append(Event("play", {"cards": [action.card], "total": self.total}))
        if self.total > LIMIT or not (self.stock or any(self.hands)):
            self.loser = seat
            events.append(Event("game_over", {"loser": seat}))
        self.turn = (seat + 1) % self.game.players
        return events

    def observation(self, seat):
        return {"hand": sorted(self.hands[seat]), "total": self.total, "stock": len(self.stock),
                "counts": [len(h) for h in self.hands], "current_player": self.current_player,
                "scores": [0 if s == self.loser else 1 for s in range(self.game.players)]
                if self.loser is not None else [0] * self.game.players, "seat": seat}

    def returns(self):
        return [0.0 if s == self.loser else 1.0 for s in range(self.game.players)]

    def determinize(self, seat, rng):
        other = self._fresh_copy()
        # sorted, then shuffled: the result depends only on what the seat cannot see
        hidden = shuffle_unseen([c for s, h in enumerate(other.hands) if s != seat for c in h]
                                + other.stock, rng)
        for s, hand in enumerate(other.hands):
            if s != seat:
                other.hands[s] = sorted(hidden[:len(hand)])
                hidden = hidden[len(hand):]
        other.stock = hidden
        return other

    def full_state(self):
        return {"hands": self.hands, "stock": self.stock, "total": self.total, "turn": self.turn,
                "loser": self.loser}


class FiveGame(Game):
    info = GameInfo(id="five", name_zh_tw="五", name_zh_cn="五", name_en="Five",
                    min_players=2, max_players=4, table_max_players=4,
                    variants={"standard": {}}, options=())
    state_class = FiveState


def explain(state, attempt: str, seat: int | None = None):
    """Why not: the game is over or it is not your turn; a card past 15 is legal (it loses)."""
    return turn_reason(state, seat)


def unseen(game, obs: dict) -> dict:
    """The card counter: the cards not in the seat's hand and not yet played."""
    played = []           # the total is all that is shown of the played cards
    return {"cards": remaining(DECK, list(obs.get("hand") or []) + played,
                               lambda c: c[:-1], [str(v) for v in range(1, 6)])}
