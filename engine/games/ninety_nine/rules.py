"""九九 (from the original rules): players add cards to a running total; whoever cannot play without
passing 99 is out; the last player left wins the hand; a match is several hands.

The rules by part: the cards' effects as data (cardsets.py), the legal plays (movegen.py), what
a function card does (effects.py), the deal and the draw (dealing.py), the hand's end and its
score (scoring.py), what each seat sees (views.py). This module keeps the turn: whose it is, and
what follows a play.

Setup keys (`new_state(setup=...)`, first hand only; every key optional):
  hands: list of card lists, one per seat      stock: cards, top (next drawn) first
  pile: cards already played                   total: the running total (0..99)
  starter: seat to act first                   direction: 1 (clockwise) or -1
  points: hands won so far per seat            alive: bool per seat
  rest: "stock" (default) or "pile": where the cards not named go, shuffled (under the
        named stock cards, or under the named pile cards)

Action notation: see actions.py.
"""
from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Game, RuleError, State

from . import knowledge, movegen, scoring, views
from .actions import Action
from .cardsets import MAX_TOTAL, Effect, Fx, any_choices, build_deck, effect_table
from .dealing import deal, draw
from .effects import apply_effect, exchange, resolve, sanction_keep, sanction_take
from .info import INFO

_ADD = Fx.ADD      # a module constant: cheaper than the class attribute in the hot path


class NinetyNineGame(Game):
    info = INFO

    def validate(self) -> None:
        o, explicit = self.options, self._explicit_options
        if "joker" in explicit and o["cards"] not in ("standard", "bloody"):
            raise RuleError(f"ninety_nine: option 'joker' applies to the standard and bloody cards only; "
                            f"the {o['cards']} cards have their own jokers or none")
        if "western_ace" in explicit and o["cards"] != "western":
            raise RuleError("ninety_nine: option 'western_ace' applies to the western cards only")
        self.effects: dict[str, Effect] = effect_table(o)
        self.any_choices = any_choices(o)
        self.any_effects = dict(self.any_choices)
        self.deck = build_deck(self.players, o)
        self.hand_size, self.win_45x, self.double_play = o["hand_size"], o["win_45x"], o["double_play"]
        # Caches shared by every state of this game (the plays of a card depend only on the
        # options, the total and who can be chosen), filled on first use (movegen.py):
        # (card, total, targets...) -> plays, for targeted cards
        self.memo: dict[tuple[object, ...], list[Action]] = {}
        # [total][card] -> plays, None until known (and always None for targeted cards)
        self.plays_at: list[dict[str, list[Action] | None]] = [dict.fromkeys(self.effects)
                                                               for _ in range(MAX_TOTAL + 1)]
        self.playable: list[frozenset[str] | None] = [None] * (MAX_TOTAL + 1)  # [total] -> cards

    def playable_at(self, total: int) -> frozenset[str]:
        """The cards that can be played at `total` (those whose holder is not eliminated)."""
        cards = self.playable[total]
        if cards is None:
            cards = self.playable[total] = frozenset(
                c for c, e in self.effects.items() if movegen.has_play(e, total))
        return cards


class NinetyNineState(State):
    """One position of a 九九 match."""

    game: NinetyNineGame
    # The match (set once, by _setup):
    rng: random.Random
    points: list[int]                 # hands won per seat
    results: list[dict[str, Any]]     # per hand: winner, placing, how
    hand_no: int
    dealer: int
    match_over: bool
    # The hand (set by dealing.deal at each deal):
    hands: list[list[str]]
    stock: list[str]                  # the next card drawn is the last
    pile: list[str]
    total: int
    direction: int                    # 1 clockwise, -1 counter-clockwise
    alive: list[bool]
    n_alive: int                      # == sum(alive), kept by scoring.eliminate
    check_empty: bool                 # some hand may be empty: see dealing.deal
    turn: int | None
    pending: tuple[str, int, int] | None   # the sanction's (stage, sanctioner, target)
    sanction_pool: list[str]          # the cards offered to the sanctioner
    skip_next: list[bool]             # bloody 9: pass on the next own turn
    protected: list[bool]             # bloody 7: robbed once this round
    streak: list[int]                 # option win_45x: 0, 1 after a 4, 2 after the 5
    order: list[int]                  # the seats out, first out first
    # (seat, cards, label, target, total) of the last plays, for observation()
    last: list[tuple[int, tuple[str, ...], str, int, int]]
    known: knowledge.Known            # (observer, holder) -> cards seen go there

    # ---- setup -------------------------------------------------------------------
    def _setup(self, rng: random.Random, setup: dict[str, Any]) -> None:
        n = self.game.players
        self.rng = random.Random(rng.getrandbits(64))
        self.points = [0] * n
        self.results = []
        self.hand_no = 0
        self.dealer = self.rng.randrange(n)
        self.match_over = False
        self.initial_events = deal(self, setup)

    # ---- turn order --------------------------------------------------------------------
    def _next_alive(self, seat: int, step: int | None = None) -> int:
        n, step = self.game.players, step or self.direction
        s = (seat + step) % n
        while not self.alive[s]:
            s = (s + step) % n
        return s

    def _begin_turn(self, seat: int, events: list[Event]) -> None:
        """Start `seat`'s turn: auto-pass (bloody 9), elimination when nothing is playable."""
        while True:
            if self.n_alive == 1:
                scoring.end_hand(self, self.alive.index(True), events, "last")
                return
            self.protected[seat] = False
            if self.skip_next[seat]:
                self.skip_next[seat] = False
                events.append(Event("skip", {"seat": seat, "reason": "double_pass"}))
                seat = self._next_alive(seat)
                continue
            hand = self.hands[seat]
            # Some card of the hand is playable at this total (one set test, no loop).
            playable = self.game.playable[self.total] or self.game.playable_at(self.total)
            if playable.isdisjoint(hand):
                scoring.eliminate(self, seat, events, "empty" if not hand else "over99")
                if self.n_alive == 1:
                    continue
                seat = self._next_alive(seat)
                continue
            self.turn = seat
            return

    # ---- legal actions -----------------------------------------------------------------
    def _current_player(self) -> int | None:
        if self.pending is not None:
            stage, sanctioner, target = self.pending
            return target if stage == "keep" else sanctioner
        return self.turn

    def _legal_actions(self) -> list[Action]:
        return movegen.legal_plays(self)

    # ---- applying ----------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        # Tuple unpacking, not .kind / .cards: NamedTuple attributes cost more on every move.
        kind, cards, label, target = action
        if kind != "play":
            if kind == "keep":
                return sanction_keep(self, cards[0])
            return sanction_take(self, cards[0])
        seat = self.turn
        assert seat is not None             # (State.apply refuses a move once the game is over)
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)
        self.pile += cards
        if self.known:
            knowledge.played(self.known, seat, cards)
        effect = self.game.effects[cards[0]]
        if effect[0] is not _ADD or len(cards) > 1:
            effect = resolve(self, effect, action)    # a label or a pair decides the effect
        fx, amount = effect
        before = self.total
        play = {"seat": seat, "cards": list(cards), "label": label, "target": target,
                "effect": fx, "before": before}
        events = [Event("play", play)]
        won = self.game.win_45x and scoring.streak_wins(self, seat, action)
        if fx is _ADD:
            # Most plays: a number card (or a pair, or a label) moves the total, nothing else.
            assert isinstance(amount, int)  # (only CHOOSE has choices; its label chose one)
            total = self.total = before + amount
            nxt, draws, post = None, 1, None
        else:
            nxt, draws, post = apply_effect(self, seat, action, effect, events)
            total = self.total
        play["total"] = total
        # The last plays, for observation(); a tuple per play, made into a dict only there.
        last = self.last
        last.append((seat, cards, label, target, total))
        if len(last) > 8:
            del last[0]
        if self.pending is not None:
            if not won:
                return events               # the sanction's keep/take steps come first
            # The streak's third card wins at once (RULINGS: 「連續出牌4、5以及隨意牌獲勝」):
            # a 小王 sanction played as it never reaches its keep/take steps.
            self.pending = None
        self._after_play(seat, draws, post, nxt, events, won)
        return events

    def _after_play(self, seat: int, draws: int, post: tuple[str, int] | None, nxt: int | None,
                    events: list[Event],
                    won: bool) -> None:
        draw(self, seat, draws, events)
        if post is not None:
            exchange(self, seat, post, events)
            self.check_empty = True       # a hand with no cards may have moved to another seat
        if self.check_empty:
            # Ruling: a player left with no cards is out (the mover's turn is not over yet).
            self.check_empty = False
            for s in range(self.game.players):
                if self.alive[s] and not self.hands[s] and s != seat:
                    scoring.eliminate(self, s, events, "empty")
        if not self.hands[seat]:
            self.check_empty = True       # the mover emptied their own hand: out at the next play
        if won:
            scoring.end_hand(self, seat, events, "45x")
            return
        if self.n_alive == 1:
            scoring.end_hand(self, self.alive.index(True), events, "last")
            return
        if nxt is None or not self.alive[nxt]:
            nxt = self._next_alive(seat)
        self._begin_turn(nxt, events)

    # ---- views -------------------------------------------------------------------------
    def observation(self, seat: int) -> dict[str, Any]:
        return views.observation(self, seat)

    def returns(self) -> list[float]:
        return [float(p) for p in self.points]

    def full_state(self) -> dict[str, Any]:
        return views.full_state(self)

    def clone(self) -> NinetyNineState:
        c = NinetyNineState.__new__(NinetyNineState)
        c.__dict__.update(self.__dict__)
        c.hands = [list(h) for h in self.hands]
        c.known = {k: list(v) for k, v in self.known.items()}
        for name in ("stock", "pile", "alive", "sanction_pool", "skip_next", "protected", "streak",
                     "order", "points", "results", "last", "history"):
            setattr(c, name, list(getattr(self, name)))
        c.rng = random.Random(0)      # a fixed seed is cheap (no urandom); setstate overwrites it
        c.rng.setstate(self.rng.getstate())
        return c

    def determinize(self, seat: int, rng: random.Random) -> NinetyNineState:
        """Others' hands, the sanction pool (unless shown to `seat`) and the stock are resampled;
        the cards `seat` saw go into a hand and not come out again stay there (knowledge.py).
        Other players' knowledge is theirs: the copy keeps only `seat`'s."""
        return knowledge.resample(self, seat, rng)


NinetyNineGame.state_class = NinetyNineState
