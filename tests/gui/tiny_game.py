"""A throwaway game for the shell tests ("tiny"): play cards onto a total.

Each player holds three cards of a 1..9 deck; on your turn play one (its value is
added) or, if the option allows, pass. Whoever brings the total to `target` or more
loses; everyone else scores 1. Registered only inside tests (monkeypatched
engine.registry.GAME_PACKAGES), with a bot that can be told to be slow.
"""
from __future__ import annotations

import random
import time
from typing import NamedTuple

from engine.ai import RandomBot
from engine.core import Event, Game, GameInfo, OptionKind, OptionSpec, RuleError, State
from engine.parts import GameParts


class Play(NamedTuple):
    card: str

    def __str__(self) -> str:
        return self.card


class TinyState(State):
    def _setup(self, rng: random.Random, setup: dict) -> None:
        deck = [str(v) + "S" for v in range(1, 10)] * 2
        rng.shuffle(deck)
        n = self.game.players
        self.hands = [sorted(deck[i * 3:(i + 1) * 3]) for i in range(n)]
        self.stock = deck[n * 3:]
        self.total = 0
        self.turn = 0
        self.loser: int | None = None

    def _current_player(self):
        return None if self.loser is not None else self.turn

    def _legal_actions(self):
        actions = [Play(c) for c in sorted(set(self.hands[self.turn]))]
        if self.game.options["allow_pass"]:
            actions.append(Play("pass"))
        return actions

    def _apply(self, action):
        seat = self.turn
        events = []
        if action.card != "pass":
            self.hands[seat].remove(action.card)
            self.total += int(action.card[:-1])
            events.append(Event("play", {"card": action.card, "total": self.total}))
            if self.stock:
                card = self.stock.pop()
                self.hands[seat].append(card)
                events.append(Event("draw", {}, {seat: {"card": card}}))
        else:
            events.append(Event("pass", {}))
        if self.total >= self.game.options["target"] or not any(self.hands):
            self.loser = seat
            events.append(Event("game_over", {"loser": seat}))
        self.turn = (seat + 1) % self.game.players
        return events

    def observation(self, seat):
        return {"hand": sorted(self.hands[seat]), "total": self.total,
                "counts": [len(h) for h in self.hands], "current_player": self.current_player,
                "scores": [0] * self.game.players}

    def returns(self):
        return [0.0 if s == self.loser else 1.0 for s in range(self.game.players)]

    def determinize(self, seat, rng):
        return self._fresh_copy()

    def full_state(self):
        return {"hands": self.hands, "stock": self.stock, "total": self.total, "turn": self.turn}


class TinyGame(Game):
    info = GameInfo(
        id="tiny", name_zh_tw="小遊戲", name_zh_cn="小游戏", name_en="Tiny",
        min_players=2, max_players=6, table_max_players=4,
        variants={"standard": {}, "short": {"target": 15}},
        options=(OptionSpec("target", OptionKind.INT, 30, (15, 30, 45), "Total that loses"),
                 OptionSpec("allow_pass", OptionKind.BOOL, False, (), "Players may pass"),
                 OptionSpec("style", OptionKind.CHOICE, "plain", ("plain", "fancy"), "Looks")))
    state_class = TinyState

    def validate(self) -> None:
        if self.options["allow_pass"] and self.options["target"] == 15:
            raise RuleError("tiny: passing is not allowed with target 15")


class SlowBot(RandomBot):
    """Thinks for `delay` seconds (inside the worker thread) before a random move."""

    delay = 0.0

    def choose(self, state, seat):
        time.sleep(SlowBot.delay)
        return super().choose(state, seat)


GAME = TinyGame
BOTS = {"easy": RandomBot, "normal": SlowBot}
PARTS = GameParts(game=TinyGame, bots=BOTS, pauses=frozenset({"game_over"}))


def tiny_config(**extra):
    cfg = {"game": "tiny", "players": 3, "variant": "standard", "options": {}, "seed": 5,
           "human_seat": 0, "names": ["Me", "Bot A", "Bot B"], "bot_levels": [None, "easy", "easy"]}
    cfg.update(extra)
    return cfg
