"""天地人 (from the original rules) state machine: the deal, the heaven phase and the three rounds.

Setup keys (`new_state(setup=...)`, all optional):
  hands    list of N card lists (any sizes >= 1; at most N copies of a card): rig the deal
  dealer   seat of the first dealer;  zhuang  seat of the 庄家 (first leader)
  jiefeng  the 接风 queue, a permutation of the seats
  round    1, 2 or 3: start the match at that round (round 1 by default); 2 and 3 are led
           by the first 接风 player
The random draws (dealer, 庄家, 接风 queue, then the shuffle) always come from the
state's rng in that order, whether or not a key overrides them.

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

from engine.cards import check_cards
from engine.core import Event, Game, IllegalAction, RuleError, State, shuffle_unseen

from .combos import PASS, Action, Body, Kick, NotationError, Pass, Play, body_of, needs, parse_step
from .deck import HAND_SIZE, Heaven, card_key, counts_of, full_deck, heaven_kinds, rank_index
from .info import INFO
from .kickers import finish, pending_options, with_kicks
from .movegen import follow_plays, lead_plays
from .scoring import TRIPLE_FACTOR, WIN_POINTS, HeavenRole, Win, heaven_points
from .select import cards_for

PLAYING = "playing"


class TiandirenState(State):
    """Public fields are listed in `_public`; hands are the only hidden information."""

    # ---- setup ------------------------------------------------------------------
    def _setup(self, rng: random.Random, setup: dict[str, Any]) -> None:
        n = self.game.players
        _check_setup(setup, n)
        self.rng = random.Random(rng.randrange(1 << 62))
        dealer = self.rng.randrange(n)
        zhuang = self.rng.randrange(n)
        queue = self.rng.sample(range(n), n)
        deck = full_deck(n)
        self.rng.shuffle(deck)
        self.dealer = setup.get("dealer", dealer)
        self.zhuang = setup.get("zhuang", zhuang)
        self.queue: list[int] = list(setup.get("jiefeng", queue))
        if "hands" in setup:
            hands = [list(h) for h in setup["hands"]]
        else:   # dealt one at a time, clockwise from the dealer
            hands = [deck[(s - self.dealer) % n::n] for s in range(n)]
        self.hands = [sorted(h, key=card_key) for h in hands]
        self.cnt = [counts_of(h) for h in self.hands]
        self.qpos = 0
        self.status = [PLAYING] * n
        self.scores = [0] * n
        self.heaven: list[dict[str, Any] | None] = [None] * n
        self.round = 0
        self.phase = "play"
        self.turn: int | None = None
        self.table: Play | None = None
        self.table_seat: int | None = None
        self.leader: int | None = None
        self.passes = 0
        self.first_lead = False
        self.no_match = False
        self.pending: tuple[Body, tuple[Kick, ...]] | None = None   # (Body, its Kick steps so far)
        self.log: list[list[Any]] = []           # [round, seat, notation, cards] per move
        self.initial_events: list[Event] = [Event("deal", {
            "dealer": self.dealer, "zhuang": self.zhuang, "jiefeng": list(self.queue),
            "hand_counts": [len(h) for h in self.hands]},
            {s: {"hand": list(self.hands[s])} for s in range(n)})]
        heaven_won = self._heaven_phase(self.initial_events)
        start = setup.get("round", 1)
        if self._living() < 2:
            self.no_match = True
            self.initial_events.extend(self._finish())
        elif start == 1:
            leader = self._next_jiefeng() if heaven_won else self.zhuang
            self.first_lead = True
            self.initial_events.append(self._start_round(1, leader))
        else:
            self.initial_events.append(self._start_round(start, self._next_jiefeng()))

    def _heaven_phase(self, events: list[Event]) -> bool:
        """初始阶段: 庄家天牌, 非庄家天牌 (×0.7), 抢天 (×0.9).

        ×3 follows 「同局出现三类别天牌（不同人）」 (docs/rulings.md, 天地人): all three kinds appear
        and no player holds more than one kind. A player with two or three kinds scores the
        double-hand line (一人独有双天牌) and then nobody gets ×3.
        """
        kinds = [heaven_kinds(c) if len(h) == HAND_SIZE else [] for c, h in zip(self.cnt, self.hands, strict=True)]
        holders = [s for s in range(self.players) if kinds[s]]
        if not holders:
            return False
        zhuang_has = bool(kinds[self.zhuang])
        seen = {k for s in holders for k in kinds[s]}
        different_holders = all(len(kinds[s]) == 1 for s in holders)
        factor = TRIPLE_FACTOR if len(seen) == len(Heaven) and different_holders else 1
        for s in holders:
            role = HeavenRole.ZHUANG if s == self.zhuang else (
                HeavenRole.FOLLOW if zhuang_has else HeavenRole.GRAB)
            pts = heaven_points(kinds[s], role) * factor
            self.status[s] = "heaven"
            self.scores[s] = pts
            heaven = self.heaven[s] = {"kinds": [k.value for k in kinds[s]], "role": role.value,
                                       "score": pts, "triple": factor > 1}
            events.append(Event("heaven", {"seat": s, "kinds": heaven["kinds"],
                                           "role": role.value, "triple": factor > 1, "score": pts}))
        return True

    # ---- helpers ----------------------------------------------------------------
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
        if rnd == 2 and not self._lead_options(leader):
            return self._start_round(3, self._next_jiefeng())
        return Event("round_start", {"round": rnd, "leader": leader})

    def _lead_options(self, seat: int) -> list[Play | Body]:
        plays = lead_plays(self.cnt[seat])
        if self.round == 3 or (self.round == 1 and self.first_lead):
            return plays
        left = len(self.hands[seat])
        return [p for p in plays if p.size < left]

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
        seat = self.turn
        assert seat is not None             # (asked only while the game goes on)
        out: list[Action] = []
        if self.pending is not None:
            body, kicks = self.pending
            out += pending_options(self.cnt[seat], body, kicks, self.table)
            return out
        if self.phase == "qiangdi":
            left = len(self.hands[seat])
            out.append(PASS)
            out += [p for p in lead_plays(self.cnt[seat]) if p.size == left]
            return out
        if self.table is None:
            out += self._lead_options(seat)
            return out
        plays = follow_plays(self.cnt[seat], self.table)
        if self.round != 3:
            left = len(self.hands[seat])
            plays = [p for p in plays if p.size < left]
        out.append(PASS)
        out += plays
        return out

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
            events.append(self._win(seat, Win.QIANGDI))
            return events + self._after_round1_list()
        if isinstance(action, Pass):
            return self._pass(seat)
        leading = self.table is None
        events = [self._play(seat, action)]
        if not self.hands[seat]:
            if self.round == 1 and leading and self.first_lead:
                self.first_lead = False
                events.append(self._win(seat, Win.DI))
                return events + self._after_round1_list()
            events.append(self._win(seat, Win.REN))
            return events + self._finish()
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
            return self._finish()
        return [self._start_round(2, self._next_jiefeng())]

    def _win(self, seat: int, win: Win) -> Event:
        self.status[seat] = win.value
        self.scores[seat] = WIN_POINTS[win]
        return Event("win", {"seat": seat, "win": win.value, "score": WIN_POINTS[win], "round": self.round})

    def _finish(self) -> list[Event]:
        for s in range(self.players):
            if self.status[s] == PLAYING:
                self.status[s] = Win.LOST.value
        self.phase, self.turn = "over", None
        return [Event("game_over", {"scores": list(self.scores), "status": list(self.status),
                                    "no_match": self.no_match})]

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
    def _public(self) -> dict[str, Any]:
        return {
            "players": self.players, "dealer": self.dealer, "zhuang": self.zhuang,
            "jiefeng": list(self.queue), "jiefeng_next": self.qpos,
            "hand_counts": [len(h) for h in self.hands], "status": list(self.status),
            "scores": list(self.scores), "heaven": [dict(h) if h else None for h in self.heaven],
            "round": self.round, "phase": self.phase, "current": self.turn, "leader": self.leader,
            "table": None if self.table is None else str(self.table),
            "table_type": None if self.table is None else int(self.table.kind),
            "table_seat": self.table_seat, "passes": self.passes, "first_lead": self.first_lead,
            "no_match": self.no_match, "log": [list(e) for e in self.log],
            "pending": self._pending_view(),
        }

    def _pending_view(self) -> dict[str, Any] | None:
        """The body whose kickers the player to act is choosing, and those chosen so far."""
        if self.pending is None:
            return None
        body, kicks = self.pending
        return {"body": str(body), "kick": [str(k) for k in kicks]}

    def observation(self, seat: int) -> dict[str, Any]:
        obs = self._public()
        obs["seat"] = seat
        obs["hand"] = list(self.hands[seat])
        return obs

    def full_state(self) -> dict[str, Any]:
        out = self._public()
        out["hands"] = [list(h) for h in self.hands]
        return out

    def determinize(self, seat: int, rng: random.Random) -> TiandirenState:
        other = self.clone()
        other._legal_cache = None
        others = [s for s in range(self.players) if s != seat]
        pool = shuffle_unseen([c for s in others for c in self.hands[s]], rng)
        kept: dict[int, list[str]] = {s: [] for s in others}
        if self.pending is not None and self.turn is not None and self.turn != seat:
            # the body (and kickers) being chosen are public: that hand keeps their ranks
            need = needs(with_kicks(*self.pending))
            for card in list(pool):
                if need[rank_index(card)]:
                    need[rank_index(card)] -= 1
                    pool.remove(card)
                    kept[self.turn].append(card)
        i = 0
        for s in others:
            k = len(self.hands[s]) - len(kept[s])
            other.hands[s] = sorted(kept[s] + pool[i:i + k], key=card_key)
            other.cnt[s] = counts_of(other.hands[s])
            i += k
        other.rng = random.Random(rng.randrange(1 << 62))
        return other

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


def _check_setup(setup: dict[str, Any], n: int) -> None:
    known = {"hands", "dealer", "zhuang", "jiefeng", "round"}
    for key in setup:
        if key not in known:
            raise RuleError(f"tiandiren: unknown setup key '{key}' (known: {', '.join(sorted(known))})")
    for key in ("dealer", "zhuang"):
        if key in setup:
            v = setup[key]
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < n:
                raise RuleError(f"tiandiren: setup '{key}' must be a seat from 0 to {n - 1}, got {v!r}")
    if "jiefeng" in setup:
        q = setup["jiefeng"]
        if (not isinstance(q, (list, tuple)) or any(isinstance(v, bool) or not isinstance(v, int) for v in q)
                or sorted(q) != list(range(n))):
            raise RuleError(f"tiandiren: setup 'jiefeng' must be an order of the seats 0..{n - 1}, got {q!r}")
    if "round" in setup and (isinstance(setup["round"], bool) or setup["round"] not in (1, 2, 3)):
        raise RuleError(f"tiandiren: setup 'round' must be 1, 2 or 3, got {setup['round']!r}")
    if "hands" in setup:
        hands = setup["hands"]
        if not isinstance(hands, (list, tuple)) or len(hands) != n:
            raise RuleError(f"tiandiren: setup 'hands' must list {n} hands")
        seen: dict[str, int] = {}
        for s, h in enumerate(hands):
            check_cards(h, f"tiandiren: setup 'hands'[{s}]")
            if not h:
                raise RuleError(f"tiandiren: setup 'hands'[{s}] is empty; every player needs a card")
            for c in h:
                seen[c] = seen.get(c, 0) + 1
                if seen[c] > n:
                    raise RuleError(f"tiandiren: setup 'hands' holds {c} more than {n} times ({n} decks)")


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
