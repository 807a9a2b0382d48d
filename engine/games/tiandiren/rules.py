"""天地人 (from the original rules) state machine: the deal, the heaven phase and the three rounds.

The rules by part: the combinations and their notation (combos.py), the legal plays
(movegen.py, kickers.py), the deal and `setup=` (setup.py), the score tables, the heaven
phase and the match's end (scoring.py), what each seat sees (views.py). This module keeps
the turn: whose it is, and what follows a play.

Flow (docs/rulings.md, 天地人): the heaven phase is resolved at the deal; round 1 is one trick
led by the 庄家 (or, after a heaven win, the next 接风 player): emptying the hand with
that lead is 地牌; the trick winner may then empty the hand with the next lead (抢地;
the only choice offered then is such a play or `pass`). Round 2 is one trick led by
the next 接风 player; round 3 is led by the next 接风 player and goes on trick after
trick until a hand is empty (人牌), which ends the match. In rounds 1–2 a play that
empties the hand is offered only as 地牌 or 抢地; a round-2 leader whose every play
would empty the hand has round 2 skipped.

Kickers are the player's choice (docs/rulings.md, 天地人): a play with kickers is a `Body` step
(`5-5-5+?`) and then one `Kick` step per kicker (`+K`), by the same player in the same
turn (`pending`); nothing is played until the last kicker is chosen. The whole play's
notation (`5-5-5+K`) is accepted as those steps at once.
"""
from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Game, IllegalAction, State

from . import movegen, scoring, views
from .combos import Action, Body, Kick, NotationError, Pass, Play, body_of, parse_step
from .deck import rank_index
from .info import INFO
from .kickers import finish, with_kicks
from .movegen import lead_plays
from .scoring import PLAYING, Win
from .select import cards_for
from .setup import deal


class TiandirenState(State):
    """One position of a 天地人 match; hands are the only hidden information (views.py)."""

    # The deal (setup.deal):
    rng: random.Random
    dealer: int
    zhuang: int                       # 庄家, the first leader
    queue: list[int]                  # the 接风 queue, cyclic
    hands: list[list[str]]            # sorted by deck.card_key
    cnt: list[list[int]]              # each hand's count vector (deck.py)
    # The match:
    qpos: int                         # the next place in the 接风 queue
    status: list[str]                 # per seat: PLAYING, "heaven" or a Win's value
    scores: list[int]
    heaven: list[dict[str, Any] | None]   # per seat: its heaven hand (kinds, role, score, triple)
    round: int                        # 1, 2, 3 (0 before the first)
    phase: str                        # "play", "qiangdi" (抢地's one lead) or "over"
    turn: int | None
    table: Play | None                # the play to beat (None: a lead)
    table_seat: int | None
    leader: int | None
    passes: int
    first_lead: bool                  # round 1's first lead, which may empty the hand (地牌)
    no_match: bool                    # the heaven phase left fewer than two to play
    pending: tuple[Body, tuple[Kick, ...]] | None   # (Body, its Kick steps so far)
    log: list[list[Any]]              # [round, seat, notation, cards] per move

    # ---- setup ------------------------------------------------------------------
    def _setup(self, rng: random.Random, setup: dict[str, Any]) -> None:
        n = self.game.players
        deal_event = deal(self, rng, setup)
        self.qpos = 0
        self.status = [PLAYING] * n
        self.scores = [0] * n
        self.heaven = [None] * n
        self.round = 0
        self.phase = "play"
        self.turn = None
        self.table = None
        self.table_seat = None
        self.leader = None
        self.passes = 0
        self.first_lead = False
        self.no_match = False
        self.pending = None
        self.log = []
        self.initial_events = [deal_event]
        heaven_won = scoring.heaven_phase(self, self.initial_events)
        start = setup.get("round", 1)
        if self._living() < 2:
            self.no_match = True
            self.initial_events.extend(scoring.finish(self))
        elif start == 1:
            leader = self._next_jiefeng() if heaven_won else self.zhuang
            self.first_lead = True
            self.initial_events.append(self._start_round(1, leader))
        else:
            self.initial_events.append(self._start_round(start, self._next_jiefeng()))

    # ---- turn order and rounds ---------------------------------------------------
    def _living(self) -> int:
        return sum(1 for st in self.status if st == PLAYING)

    def _next_alive(self, seat: int) -> int:
        n = self.players
        for i in range(1, n + 1):
            s = (seat + i) % n
            if self.status[s] == PLAYING:
                return s
        return seat

    def _next_jiefeng(self) -> int:
        """The next living player in the cyclic 接风 queue (docs/rulings.md: skips players who left)."""
        n = len(self.queue)
        for i in range(n):
            s = self.queue[(self.qpos + i) % n]
            if self.status[s] == PLAYING:
                self.qpos = (self.qpos + i + 1) % n
                return s
        raise AssertionError("no living player in the 接风 queue")

    def _start_round(self, rnd: int, leader: int) -> Event:
        self.round, self.phase = rnd, "play"
        self.table = self.table_seat = None
        self.passes = 0
        self.leader = self.turn = leader
        if rnd == 2 and not movegen.lead_options(self, leader):
            return self._start_round(3, self._next_jiefeng())
        return Event("round_start", {"round": rnd, "leader": leader})

    # ---- the contract hooks -----------------------------------------------------
    def apply(self, action: Any) -> list[Event]:
        """As `State.apply`; a whole play with kickers (`5-5-5+K`) is checked as its steps."""
        if isinstance(action, Play) and action.kick and self.turn is not None and not self.is_legal(action):
            action = str(action)
        return super().apply(action)

    def whole_play_ok(self, play: Play) -> bool:
        """Is `play`, a whole play with kickers, its legal body step and then allowed kicker
        steps (high to low), all at once?"""
        if self.pending is not None or self.turn is None or not play.kick:
            return False
        return self.is_legal(body_of(play)) and finish(self.cnt[self.turn], play, self.table)

    def _current_player(self) -> int | None:
        return self.turn

    def _legal_actions(self) -> list[Action]:
        return movegen.legal_actions(self)

    def _apply(self, action: Any) -> list[Event]:
        seat = self.turn
        assert seat is not None             # (State.apply refuses a move once the game is over)
        if isinstance(action, Body):
            self.pending = (action, ())
            return [Event("kickers", {"seat": seat, "body": str(action)})]
        if isinstance(action, Kick):
            assert self.pending is not None     # (a kicker step is legal only after its body)
            body, kicks = self.pending
            kicks += (action,)
            if len(kicks) < body.kickers:
                self.pending = (body, kicks)
                return [Event("kicker", {"seat": seat, "kick": str(action)})]
            self.pending = None
            action = with_kicks(body, kicks)
        return self._apply_play(seat, action)

    def _apply_play(self, seat: int, action: Play | Pass) -> list[Event]:
        if self.phase == "qiangdi":
            if isinstance(action, Pass):
                self.log.append([self.round, seat, "pass", []])
                return [Event("pass", {"seat": seat, "qiangdi": True})] + self._after_round1_list()
            events = [self._play(seat, action)]
            events.append(scoring.win(self, seat, Win.QIANGDI))
            return events + self._after_round1_list()
        if isinstance(action, Pass):
            return self._pass(seat)
        leading = self.table is None
        events = [self._play(seat, action)]
        if not self.hands[seat]:
            if self.round == 1 and leading and self.first_lead:
                self.first_lead = False
                events.append(scoring.win(self, seat, Win.DI))
                return events + self._after_round1_list()
            events.append(scoring.win(self, seat, Win.REN))
            return events + scoring.finish(self)
        self.first_lead = False
        self.table, self.table_seat, self.passes = action, seat, 0
        self.turn = self._next_alive(seat)
        return events

    def _play(self, seat: int, play: Play) -> Event:
        cards = self._take_cards(seat, play)
        notation = str(play)
        self.log.append([self.round, seat, notation, cards])
        return Event("play", {"seat": seat, "play": notation, "type": int(play.kind),
                              "cards": cards, "left": len(self.hands[seat]), "round": self.round,
                              "lead": self.table is None})

    def _take_cards(self, seat: int, play: Play) -> list[str]:
        """Natural cards first (low suit order), 2s for the wild slots (select.cards_for)."""
        taken = cards_for(self.hands[seat], play)
        kept = list(self.hands[seat])
        c = self.cnt[seat]
        for card in taken:
            kept.remove(card)
            c[rank_index(card)] -= 1
        self.hands[seat] = kept
        return taken

    def _pass(self, seat: int) -> list[Event]:
        self.passes += 1
        self.log.append([self.round, seat, "pass", []])
        events = [Event("pass", {"seat": seat})]
        if self.passes < self._living() - 1:
            self.turn = self._next_alive(seat)
            return events
        winner = self.table_seat
        assert winner is not None           # (a pass answers a play on the table)
        events.append(Event("trick_end", {"round": self.round, "winner": winner}))
        if self.round == 1:
            left = len(self.hands[winner])
            if any(p.size == left for p in lead_plays(self.cnt[winner])):
                self.phase, self.turn, self.table = "qiangdi", winner, None
                events.append(Event("qiangdi_chance", {"seat": winner}))
                return events
            return events + self._after_round1_list()
        if self.round == 2:
            events.append(self._start_round(3, self._next_jiefeng()))
            return events
        self.table = self.table_seat = None
        self.passes = 0
        self.leader = self.turn = winner
        events.append(Event("trick_start", {"round": 3, "leader": winner}))
        return events

    def _after_round1_list(self) -> list[Event]:
        self.first_lead = False
        if self._living() < 2:
            return scoring.finish(self)
        return [self._start_round(2, self._next_jiefeng())]

    def returns(self) -> list[float]:
        return list(self.scores)

    def winners(self) -> list[int]:
        """Every 胜出者 has won (RULINGS, 天地人: 「所有玩家分为胜出者与完败者」): a heaven
        holder (天牌, 非庄家天牌, 抢天), 地牌, 抢地 and 人牌, whatever their points; only a
        完败者 has lost. So a 人牌 with 2,000 points third behind two heaven hands has won."""
        if not self.is_over:
            return []
        return [seat for seat in range(self.players) if self.status[seat] != Win.LOST.value]

    # ---- views ------------------------------------------------------------------
    def observation(self, seat: int) -> dict[str, Any]:
        return views.observation(self, seat)

    def full_state(self) -> dict[str, Any]:
        return views.full_state(self)

    def determinize(self, seat: int, rng: random.Random) -> TiandirenState:
        return views.determinize(self, seat, rng)

    def clone(self) -> TiandirenState:
        o = TiandirenState.__new__(TiandirenState)
        o.__dict__.update(self.__dict__)
        o.history = list(self.history)
        o._legal_cache = None if self._legal_cache is None else list(self._legal_cache)
        o.rng = random.Random(0)      # a fixed seed is cheap (no urandom); setstate overwrites it
        o.rng.setstate(self.rng.getstate())
        o.hands = [list(h) for h in self.hands]
        o.cnt = [list(c) for c in self.cnt]
        o.queue = list(self.queue)
        o.status = list(self.status)
        o.scores = list(self.scores)
        o.heaven = list(self.heaven)
        o.log = list(self.log)
        o.initial_events = list(self.initial_events)
        return o


class Tiandiren(Game):
    """天地人: N players, N decks of 54, 54 cards each (from the original rules)."""

    info = INFO
    state_class = TiandirenState

    def parse_action(self, state: State, text: str) -> Any:
        """Parse the notation (combos.py) and check it is legal now; a whole play with
        kickers is legal when its body step and its kicker steps are."""
        try:
            action = parse_step(text) if isinstance(text, str) else None
        except NotationError:
            action = None
        if action is not None and (state.is_legal(action) or (
                isinstance(action, Play) and isinstance(state, TiandirenState)
                and state.whole_play_ok(action))):
            return action
        raise IllegalAction(f"tiandiren: '{text}' is not a legal action now")
