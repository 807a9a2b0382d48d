"""九尊 Primatum: the state machine (the original rules; docs/rulings.md, 九尊).

Seat i plays country i (齊 楚 趙 魏 秦, clockwise). Five rounds; each round:
draw a round card, deal, phase 1 (fights of the card's first type, the bout winner
may pledge), phase 2 (second type, no pledges), the 大亂方 loses territory.
The rules are resources/rules/<lang>/primatum.md; docs/rules/primatum.md is the engine
reference (notation, actions, rulings, keys); the setup keys are documented in setup.py.
"""
from __future__ import annotations

import random
from enum import Enum
from functools import lru_cache
from typing import Any

from engine.core import Event, Game, State, shuffle_unseen

from . import territory as T
from .actions import DRAW, PASS, Act, Action, lose, play, pledge
from .combos import Shape, all_plays, follows, play_shape, value_of
from .deck import (
    ROUND_CARDS,
    ROUNDS,
    card_order,
    cards_in_play,
    initial_territory,
    palace_kind,
    sort_cards,
)
from .info import INFO
from .setup import check_setup


class Stage(str, Enum):
    PLAY = "play"      # a bout is running (先 / 打 / 過 / 押)
    DRAW = "draw"      # the 大勝方 must take the neutral hand (摸)
    LOSS = "loss"      # the 大亂方 chooses the column that loses territory
    OVER = "over"


class PrimatumState(State):
    """One 九尊 position. Fields are plain lists so that clone() stays cheap."""

    # The seats a round names as it goes (None until then): the last bout's winner, phase
    # 1's 大勝方 and phase 2's 大亂方, and who takes the neutral hand.
    last_winner: int | None
    big_winner: int | None
    big_loser: int | None
    neutral_taker: int | None

    # ---- setup ------------------------------------------------------------------
    def _setup(self, rng: random.Random, setup: dict[str, Any]) -> None:
        cfg = check_setup(setup, self.game.players)
        n = self.n = self.game.players
        self.rng = random.Random(rng.randrange(1 << 62))
        self.terr = cfg["territories"] or [initial_territory(s) for s in range(n)]
        self.round_no = cfg["round"]
        self.first_start = (cfg["start"] - (self.round_no - 1)) % n
        rest = list(ROUND_CARDS)
        for c in cfg["round_cards"]:
            rest.remove(c)
        self.rng.shuffle(rest)
        # earlier rounds (setup 'round' > 1) used up cards we do not know: drop from the end
        self.round_deck: list[str] = (cfg["round_cards"] + rest)[:len(ROUND_CARDS) - (self.round_no - 1)]
        self.used_round_cards: list[str] = []
        self.round_log: list[dict[str, Any]] = []
        self.end_reason: str | None = None
        if cfg["hands"] is None:
            self.initial_events = self._start_round(self.round_no)
            return
        self._rigged_round(cfg)

    def _rigged_round(self, cfg: dict[str, Any]) -> None:
        n = self.n
        self._begin_round_fields(self.round_no)
        self.hands = [sort_cards(h) for h in cfg["hands"]]
        self.neutral = sort_cards(cfg["neutral"]) if cfg["neutral"] is not None else (
            [] if n <= 3 and cfg["phase"] == 1 else None)
        self.aside = list(cfg["aside"] or [])
        placed = set(self._territory_cards()) | set(self.aside) | set(self.neutral or [])
        placed |= {c for h in self.hands for c in h}
        self.pile = sort_cards(c for c in cards_in_play(n) if c not in placed)
        if cfg["phase"] == 2:
            self.phase, self.big_winner = 2, cfg["big_winner"]
            if self.neutral is not None:
                self.stage, self.turn = Stage.DRAW, self.big_winner
            else:
                self.neutral_taker = self.big_winner if n <= 3 else None
                self.turn = self._next_active(self.big_winner)
        if cfg["leader"] is not None:
            self.turn = cfg["leader"]
        self.initial_events = []

    def _begin_round_fields(self, round_no: int) -> None:
        self.round_no = round_no
        self.start = (self.first_start + round_no - 1) % self.n
        self.round_card = self.round_deck.pop(0)
        self.used_round_cards.append(self.round_card)
        self.phase, self.stage, self.turn = 1, Stage.PLAY, self.start
        self.plays: list[tuple[int, tuple[str, ...], int]] = []
        self.passes: list[int] = []
        self.must_lead = self.may_pledge = False
        self.last_winner = self.big_winner = self.big_loser = self.neutral_taker = None


    def _start_round(self, round_no: int) -> list[Event]:
        """The original rules, step 1: draw the round card, shuffle and deal all 斌 cards not on a
        territory clockwise from the starting country; a neutral hand with 2–3 players;
        the remainder stays aside face down."""
        n = self.n
        self._begin_round_fields(round_no)
        on_terr = set(self._territory_cards())
        deck = sort_cards(c for c in cards_in_play(n) if c not in on_terr)
        self.rng.shuffle(deck)
        hands_n = n + (1 if n <= 3 else 0)
        per = len(deck) // hands_n
        self.pile = []
        if per == 0:  # engine ruling: no deal is possible, the game ends
            self.hands, self.neutral, self.aside = [[] for _ in range(n)], None, deck
            return self._game_over("no_deal")
        order = [(self.start + i) % n for i in range(n)]
        self.hands = [[] for _ in range(n)]
        for i, seat in enumerate(order):
            self.hands[seat] = sort_cards(deck[i:per * hands_n:hands_n])
        self.neutral = sort_cards(deck[n:per * hands_n:hands_n]) if n <= 3 else None
        self.aside = deck[per * hands_n:]
        data = {"round": round_no, "round_card": self.round_card, "start": self.start,
                "phase_types": list(self.round_card), "hand_sizes": [per] * n,
                "neutral_size": per if self.neutral is not None else 0,
                "aside_count": len(self.aside)}
        return [Event("round_start", data, {s: {"hand": list(self.hands[s])} for s in range(n)})]

    # ---- helpers ------------------------------------------------------------------
    def _territory_cards(self) -> list[str]:
        return [c for terr in self.terr for col in terr for c in col]

    @property
    def phase_type(self) -> str:
        return self.round_card[self.phase - 1]

    def _next_active(self, seat: int) -> int | None:
        for i in range(1, self.n + 1):
            t = (seat + i) % self.n
            if self.hands[t]:
                return t
        return None

    def _active(self) -> list[int]:
        return [s for s in range(self.n) if self.hands[s]]

    def start_order(self) -> list[int]:
        """Per seat, the round in which it last was (or next will be) the starting
        country: the final tie-break ranks the later one higher."""
        out = []
        for seat in range(self.n):
            first = (seat - self.first_start) % self.n + 1
            r = first
            while r + self.n <= self.round_no:
                r += self.n
            out.append(r)
        return out

    # ---- the contract hooks ---------------------------------------------------------
    def _current_player(self) -> int | None:
        return None if self.stage is Stage.OVER else self.turn

    def _legal_actions(self) -> list[Action]:
        if self.stage is Stage.DRAW:
            return [DRAW]
        if self.stage is Stage.LOSS:
            cols = T.loss_columns(self.terr[self.turn], T.loss_count(self.round_no))
            return [lose(c) for c in cols]
        seat, ph, hand = self.turn, self.phase_type, self.hands[self.turn]
        if self.plays:
            _, cards, val = self.plays[-1]
            return list(_follow_actions(tuple(hand), ph, play_shape(cards, ph), val, seat)) + [PASS]
        acts = list(_lead_actions(tuple(hand), ph))
        if not self.must_lead:
            acts.append(PASS)
        if self.may_pledge:
            acts += [pledge(card, col) for card in sort_cards(set(hand))
                     for col in T.pledge_columns(self.terr[seat], card, seat)]
        return acts

    def _apply(self, action: Action) -> list[Event]:
        handler = {Act.PLAY: self._do_play, Act.PASS: self._do_pass, Act.PLEDGE: self._do_pledge,
                   Act.DRAW: self._do_draw, Act.LOSE: self._do_lose}[action.kind]
        return handler(self.turn, action)

    # ---- 先 / 打 / 過 / 押 / 摸 ---------------------------------------------------------
    def _do_play(self, seat: int, action: Action) -> list[Event]:
        cards = action.cards
        for c in cards:
            self.hands[seat].remove(c)
        self.pile.extend(cards)
        ph = self.phase_type
        value = value_of(cards, ph, seat)
        ev = [Event("play", {"seat": seat, "cards": list(cards), "lead": not self.plays,
                             "combo": play_shape(cards, ph).kind.value, "value": value,
                             "phase": self.phase, "phase_type": ph,
                             "hand_size": len(self.hands[seat])})]
        self.plays.append((seat, cards, value))
        self.passes, self.must_lead, self.may_pledge = [], False, False
        if not self.hands[seat]:
            if self.phase == 1:
                return ev + self._end_phase1(seat)
            active = self._active()
            if len(active) == 1:
                return ev + self._end_phase2(active[0])
        self.turn = self._next_active(seat)
        return ev

    def _do_pass(self, seat: int, action: Action) -> list[Event]:
        ev = [Event("pass", {"seat": seat, "lead": not self.plays})]
        self.passes.append(seat)
        self.may_pledge = False
        active = self._active()
        if self.plays:
            last = self.plays[-1][0]
            if len(self.passes) >= len([s for s in active if s != last]):
                return ev + self._bout_won(last)
        elif len(self.passes) >= len(active):
            first = self.passes[0]   # 和: the first to pass must lead and may not pass
            self.plays, self.passes = [], []
            self.turn, self.must_lead = first, True
            return ev + [Event("bout_drawn", {"first_passer": first})]
        self.turn = self._next_active(seat)
        return ev

    def _bout_won(self, winner: int) -> list[Event]:
        cards = sum(len(p[1]) for p in self.plays)
        self.last_winner = winner
        self.plays, self.passes = [], []
        ev = [Event("bout_won", {"seat": winner, "cards": cards, "phase": self.phase})]
        if self.hands[winner]:
            self.turn, self.may_pledge = winner, self.phase == 1
        else:  # phase 2: the winner is out of cards; the next player holding cards leads
            self.turn = self._next_active(winner)
        return ev

    def _do_pledge(self, seat: int, action: Action) -> list[Event]:
        card, col = action.cards[0], action.col
        column = self.terr[seat][col]
        head = not column
        role = ("restore" if palace_kind(card) else "regent") if head else "pledge"
        self.hands[seat].remove(card)
        column.append(card)
        self.may_pledge = False
        ev = [Event("pledge", {"seat": seat, "card": card, "column": col, "role": role,
                               "hand_size": len(self.hands[seat])})]
        if not self.hands[seat]:
            return ev + self._end_phase1(seat)
        self.plays, self.passes = [], []
        self.turn = self._next_active(seat)
        return ev

    def _end_phase1(self, seat: int) -> list[Event]:
        """A hand is empty: 大勝方, phase 1 ends at once (the original rules, step 3)."""
        self.big_winner = seat
        self.plays, self.passes, self.must_lead, self.may_pledge = [], [], False, False
        ev = [Event("big_winner", {"seat": seat, "round": self.round_no})]
        if self.neutral is not None:
            self.stage, self.turn = Stage.DRAW, seat
            return ev
        return ev + self._start_phase2()

    def _do_draw(self, seat: int, action: Action) -> list[Event]:
        taken = self.neutral or []
        self.hands[seat] = sort_cards(self.hands[seat] + taken)
        self.neutral, self.neutral_taker = None, seat
        ev = [Event("take_neutral", {"seat": seat, "count": len(taken)},
                    {seat: {"cards": list(taken)}})]
        return ev + self._start_phase2()

    def _start_phase2(self) -> list[Event]:
        self.phase, self.stage = 2, Stage.PLAY
        self.plays, self.passes, self.must_lead, self.may_pledge = [], [], False, False
        winner = self.big_winner
        assert winner is not None           # (phase 2 follows phase 1's 大勝方)
        active = self._active()
        ev = [Event("phase_start", {"phase": 2, "phase_type": self.phase_type,
                                    "watching": [s for s in range(self.n) if s not in active]})]
        if len(active) <= 1:
            return ev + self._end_phase2(active[0] if active else winner)
        self.turn = self._next_active(winner)
        ev[0].data["leader"] = self.turn
        return ev

    def _end_phase2(self, loser: int) -> list[Event]:
        """The last player holding cards is the 大亂方 (the original rules, step 4)."""
        self.big_loser = loser
        self.plays, self.passes = [], []
        self.stage, self.turn = Stage.LOSS, loser
        return [Event("big_loser", {"seat": loser, "round": self.round_no,
                                    "count": T.loss_count(self.round_no)})]

    def _do_lose(self, seat: int, action: Action) -> list[Event]:
        """The original rules, step 5: remove 1/1/2/2/3 cards from the bottom of the chosen column."""
        column = self.terr[seat][action.col]
        removed = T.removed_cards(column, T.loss_count(self.round_no))
        del column[len(column) - len(removed):]
        self.pile.extend(removed)
        lost_king = any(palace_kind(c) == "K" for c in removed)
        ev = [Event("territory_loss", {"seat": seat, "column": action.col, "cards": removed,
                                       "lost_king": lost_king})]
        self.round_log.append({"round": self.round_no, "round_card": self.round_card,
                               "start": self.start, "big_winner": self.big_winner,
                               "big_loser": seat, "column": action.col, "removed": removed})
        ev.append(Event("round_end", {"round": self.round_no, "big_winner": self.big_winner,
                                      "big_loser": seat}, self.table_views()))
        if lost_king:
            return ev + self._game_over("king_lost")
        if self.round_no >= ROUNDS:
            return ev + self._game_over("rounds")
        return ev + self._start_round(self.round_no + 1)

    def _game_over(self, reason: str) -> list[Event]:
        self.stage, self.end_reason = Stage.OVER, reason
        order = T.ranking(self.terr, self.start_order())
        return [Event("game_over", {"reason": reason, "ranking": order,
                                    "scores": self.returns()})]

    # ---- results and views ----------------------------------------------------------
    def returns(self) -> list[float]:
        return [float(p) for p in T.final_points(self.terr, self.start_order())]

    def observation(self, seat: int) -> dict[str, Any]:
        from .views import observation
        return observation(self, seat)

    def full_state(self) -> dict[str, Any]:
        from .views import full_state
        return full_state(self)

    def determinize(self, seat: int, rng: random.Random) -> PrimatumState:
        """Resample every card `seat` cannot see (others' hands, the neutral hand, the
        aside cards), the round deck order and the future (the internal rng)."""
        d = self.clone()
        others = [s for s in range(self.n) if s != seat]
        unseen = [c for s in others for c in self.hands[s]]
        unseen += (self.neutral or []) + self.aside
        pool = shuffle_unseen(unseen, rng, key=card_order)
        i = 0
        for s in others:
            k = len(self.hands[s])
            d.hands[s] = sort_cards(pool[i:i + k])
            i += k
        if self.neutral is not None:
            d.neutral = sort_cards(pool[i:i + len(self.neutral)])
            i += len(self.neutral)
        d.aside = sorted(pool[i:], key=card_order)
        d.round_deck = shuffle_unseen(self.round_deck, rng)
        d.rng = random.Random(rng.randrange(1 << 62))
        d._legal_cache = None
        return d

    def clone(self) -> PrimatumState:
        c = PrimatumState.__new__(PrimatumState)
        c.__dict__.update(self.__dict__)
        c.history = list(self.history)
        c.setup = self.setup
        c.rng = random.Random(0)      # a fixed seed is cheap (no urandom); setstate overwrites it
        c.rng.setstate(self.rng.getstate())
        c.terr = [[list(col) for col in t] for t in self.terr]
        c.hands = [list(h) for h in self.hands]
        c.neutral = None if self.neutral is None else list(self.neutral)
        c.aside, c.pile = list(self.aside), list(self.pile)
        c.round_deck, c.used_round_cards = list(self.round_deck), list(self.used_round_cards)
        c.plays, c.passes = list(self.plays), list(self.passes)
        c.round_log = list(self.round_log)
        c._legal_cache = None if self._legal_cache is None else list(self._legal_cache)
        return c


# A hand's plays depend only on the hand (sorted), the phase type and what is to be beaten;
# the bots' rollouts list them on every move, for hands that recur across the candidate moves
# played out in one imagined deal.
@lru_cache(maxsize=4096)
def _lead_actions(hand: tuple[str, ...], phase_type: str) -> tuple[Action, ...]:
    return tuple(play(c) for c in all_plays(hand, phase_type))


@lru_cache(maxsize=4096)
def _follow_actions(hand: tuple[str, ...], phase_type: str, shape: Shape, value: int, seat: int
                    ) -> tuple[Action, ...]:
    return tuple(play(c) for c in follows(hand, phase_type, shape, value, seat))


class Primatum(Game):
    """九尊: 2–5 players, five rounds (from the original rules)."""

    info = INFO
    state_class = PrimatumState

    def validate(self) -> None:
        """No options: the countries are the first N of 齊楚趙魏秦 (docs/rulings.md, 九尊)."""


