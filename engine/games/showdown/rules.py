"""九局對決 / 九局对决 (Nine-Inning Showdown): the state machine.

The original rules (V6) with the 九局對決 section of docs/rulings.md. One turn = the four stages of
第四部分: the attacker plays a red card (ATTACK), the defender answers (DEFEND), the
judgement (judge.py), the effect and refill to 5. 大王's perfect out adds an ANSWER step
for the attacker. Setup keys: see setup.py. Notation: see actions.py.

The rules by part: the judgement and the runners as data (judge.py), the legal actions
(movegen.py), the draw, the refill and a half-inning's deal (dealing.py), the line score
and the half-inning's and the game's end (scoring.py), what each seat sees (views.py).
This module keeps the turn: the actions' steps, the judgement's effect, the table cleared.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine.core import Event, Game, RuleError, State

from . import dealing, movegen, scoring, views
from . import judge as J
from .actions import Action, Kind, Phase
from .dealing import COLOURS
from .deck import black_value
from .info import INFO
from .scoring import Scoreboard
from .setup import parse_setup, rigged_zones


class ShowdownGame(Game):
    info = INFO

    def validate(self) -> None:
        if not self.options["quick_mode"] and self.options["quick_target"] != 5:
            raise RuleError("showdown: option 'quick_target' only applies with 'quick_mode' on")


class ShowdownState(State):
    """One position of a 九局對決 game: whoever bats holds the red hand (views.py)."""

    rng: random.Random
    away: int                         # the seat that bats in the top halves
    inning: int
    half: int                         # 0 top, 1 bottom
    outs: int
    bases: list[list[bool]]           # per seat: runners on first, second, third
    board: Scoreboard                 # the line score (scoring.py)
    # Per colour ("red", "black"): the hand, the deck (its top is the END) and the discards
    hand: dict[str, list[str]]
    deck: dict[str, list[str]]
    discard: dict[str, list[str]]
    markers: list[str]                # black cards kept as this half-inning's outs
    removed: list[str]                # jokers out of play for this half-inning
    club7_used: bool                  # ♣7 战术轮换, once a half-inning
    swap_used: bool                   # 弃1摸1, once a half-inning
    phase: Phase
    attack: J.Attack | None           # the red card on the table
    defence: str | None               # the black card on the table
    pending: J.Verdict | None         # 大王's perfect out, waiting for answer or accept
    blind: dict[str, bool]            # per colour: the hand is one card drawn face up
    winner: int | None                # seat, or -1 for a tie that stands

    # ---- setup ----------------------------------------------------------------------
    def _setup(self, rng: random.Random, setup: dict[str, Any]) -> None:
        rig = parse_setup(setup)
        self.rng = random.Random(rng.randrange(1 << 62))
        self.away = rig.away if rig.away is not None else self.rng.randrange(2)
        self.inning, self.half, self.outs = rig.inning, rig.half, rig.outs
        self.bases = [list(b) for b in rig.bases]
        self.board = Scoreboard.from_rig(rig.runs, rig.hits, rig.inning)
        self.hand, self.deck, self.discard = {}, {}, {}
        for colour in COLOURS:
            zones = rigged_zones(rig, colour, self.rng)
            self.hand[colour], self.deck[colour] = zones["hand"], zones["deck"]
            self.discard[colour] = zones["discard"]
        self.markers = list(rig.zones.get("out_markers", []))
        self.removed = list(rig.zones.get("removed", []))
        self.club7_used, self.swap_used = rig.club7_used, rig.swap_used
        self.phase = Phase.ATTACK
        self.attack = self.defence = self.pending = None
        self.blind = {"red": False, "black": False}
        self.winner = None
        # the opening deal, for the GUI to animate (core: State.initial_events)
        self.initial_events = [dealing.half_start_event(self)]

    # ---- who is who -------------------------------------------------------------------
    @property
    def batting(self) -> int:
        return self.away if self.half == 0 else 1 - self.away

    @property
    def fielding(self) -> int:
        return 1 - self.batting

    def colour_of_seat(self, seat: int) -> str:
        return "red" if seat == self.batting else "black"

    def _current_player(self) -> int | None:
        if self.phase is Phase.OVER:
            return None
        return self.fielding if self.phase is Phase.DEFEND else self.batting

    # ---- legal actions ----------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        return movegen.legal_actions(self)

    def can_hold(self) -> bool:
        """'有牌可防' (the original rules, 阶段2): some black card in hand is >= the attack (大王 always is)."""
        attack = self._attack()
        return any(J.holds(attack, c) for c in self.hand["black"])

    def _attack(self) -> J.Attack:
        """The attack the defence answers (from the play until the table is cleared)."""
        attack = self.attack
        assert attack is not None, "no attack on the table"
        return attack

    # ---- apply ------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        return _DO[action.kind](self, action)

    def _do_play(self, action: Action) -> list[Event]:
        self.hand["red"].remove(action.card)
        self.attack = J.make_attack(action.card, action.named or None, self.blind["red"])
        self.blind["red"] = False
        self.phase = Phase.DEFEND
        a = self.attack
        return [Event("attack", {"seat": self.batting, "card": a.card, "named": a.named,
                                 "counts_as": a.counts_as, "value": a.value, "blind": a.penalty})]

    def _do_draw(self, action: Action) -> list[Event]:
        """No card of one's colour in hand: draw one face up and play it (阶段1 / 阶段2 case 5)."""
        colour = "red" if self.phase is Phase.ATTACK else "black"
        events: list[Event] = []
        card = dealing.draw(self, colour, events)
        if card is None:
            raise RuleError("showdown: the deck and the discard pile are both empty")
        self.hand[colour].append(card)
        self.blind[colour] = True
        seat = self.batting if colour == "red" else self.fielding
        return [Event("blind_draw", {"seat": seat, "colour": colour, "card": card})] + events

    def _do_defend(self, action: Action) -> list[Event]:
        self.hand["black"].remove(action.card)
        plain, self.blind["black"] = self.blind["black"], False
        self.defence = action.card
        ev = Event("defend", {"seat": self.fielding, "card": action.card, "blind": plain})
        return [ev] + self._settle(J.judge(self._attack(), action.card, plain), plain)

    def _do_nodefence(self, action: Action) -> list[Event]:
        return [Event("no_defence", {"seat": self.fielding})] + self._settle(J.judge(self._attack(), None))

    def _do_swap(self, action: Action) -> list[Event]:
        """弃1摸1: discard, draw; the new card cannot defend now, the attack takes effect."""
        self.hand["black"].remove(action.card)
        self.discard["black"].append(action.card)
        self.swap_used = True
        events: list[Event] = []
        drawn = dealing.draw(self, "black", events)
        if drawn is not None:
            self.hand["black"].append(drawn)
        ev = Event("swap", {"seat": self.fielding, "discarded": action.card},
                   {self.fielding: {"drawn": drawn}})
        return [ev] + events + self._settle(J.hit(self._attack(), "swap"))

    def _do_club7(self, action: Action) -> list[Event]:
        """♣7 战术轮换: discard ♣7, draw; a card that holds is played at once (the original rules, 10.2)."""
        self.hand["black"].remove("7C")
        self.discard["black"].append("7C")
        self.club7_used = True
        events: list[Event] = []
        drawn = dealing.draw(self, "black", events)
        rescue = drawn is not None and J.holds(self._attack(), drawn)
        data = {"seat": self.fielding, "holds": rescue, "card": drawn if rescue else None}
        events.insert(0, Event("club7", data, {self.fielding: {"drawn": drawn}}))
        if rescue and drawn is not None:
            self.defence = drawn
            return events + self._settle(J.judge(self._attack(), drawn))
        if drawn is not None:
            self.hand["black"].append(drawn)
        return events + self._settle(J.hit(self._attack(), "club7_failed"))

    def _do_answer(self, action: Action) -> list[Event]:
        """The attacker discards a red card: 大王's perfect out becomes a plain out."""
        self.hand["red"].remove(action.card)
        self.discard["red"].append(action.card)
        ev = Event("answer", {"seat": self.batting, "discarded": action.card})
        return [ev] + self._finish(J.ANSWERED)

    def _do_accept(self, action: Action) -> list[Event]:
        verdict = self.pending
        assert verdict is not None          # (accepting answers a perfect out)
        return [Event("accept", {"seat": self.batting})] + self._finish(verdict)

    # ---- stages 3 and 4 -------------------------------------------------------------
    def _settle(self, verdict: J.Verdict, plain: bool = False) -> list[Event]:
        a = self._attack()
        ev = Event("judgement", {
            "attack": a.card, "named": a.named, "counts_as": a.counts_as, "red_value": a.value,
            "defence": self.defence, "blind_defence": plain,
            "black_value": None if self.defence is None else black_value(self.defence),
            "outcome": verdict.outcome.value, "reason": verdict.reason})
        if verdict.outcome is J.Outcome.PERFECT_OUT:
            self.pending = verdict
            self.phase = Phase.ANSWER
            return [ev]
        return [ev] + self._finish(verdict)

    def _finish(self, verdict: J.Verdict) -> list[Event]:
        bat = self.batting
        before = list(self.bases[bat])
        bases, moves, runs = self._move(verdict)
        self.bases[bat] = bases
        is_hit = verdict.outcome in (J.Outcome.SINGLE, J.Outcome.DOUBLE, J.Outcome.TRIPLE,
                                     J.Outcome.HOMER)
        was_ahead = self.board.total(bat) > self.board.total(1 - bat)
        self.board.add(bat, self.inning, runs, 1 if is_hit else 0)
        self._clear_table(verdict)
        # A rollout world (State.rollout) has nobody to show the play to: its line score
        # and runner moves were a tenth of a rollout move.
        events = [] if self.rollout else [Event("play", {
            "seat": bat, "outcome": verdict.outcome.value, "hit_and_run": verdict.hit_and_run,
            "moves": [m.as_dict() for m in moves], "runs": runs, "outs": self.outs,
            "bases_before": before, "bases": list(bases), "score": self.board.totals(),
            "line_score": self.board.line(), "walk_off": scoring.walk_off(self, was_ahead)})]
        if scoring.quick_win(self):
            return events + scoring.game_over(self)
        if self.outs >= 3:
            return events + scoring.end_half(self)
        for colour in COLOURS:
            events += dealing.refill(self, colour)
        self.phase = Phase.ATTACK
        return events

    def _move(self, verdict: J.Verdict) -> tuple[list[bool], list[J.Move], int]:
        bases, moves, runs, self.outs = J.resolve_bases(
            verdict, self.bases[self.batting], self.outs, self.game.options["runs_on_third_out"])
        return bases, moves, runs

    def _clear_table(self, verdict: J.Verdict) -> None:
        """Played cards: out markers stay (never ♣8), jokers leave the half-inning, the rest
        is discarded (the original rules, 阶段4)."""
        card = self._attack().card
        (self.removed if card == "LJ" else self.discard["red"]).append(card)
        d = self.defence
        if d is not None:
            if d == "BJ":
                self.removed.append(d)
            elif verdict.is_out and d != "8C":
                self.markers.append(d)
            else:
                self.discard["black"].append(d)
        self.attack = self.defence = self.pending = None

    def returns(self) -> list[float]:
        if self.winner is None or self.winner < 0:
            return [0.0, 0.0]
        return [1.0 if s == self.winner else -1.0 for s in (0, 1)]

    # ---- views ------------------------------------------------------------------------
    def observation(self, seat: int) -> dict[str, Any]:
        return views.observation(self, seat)

    def full_state(self) -> dict[str, Any]:
        return views.full_state(self)

    def determinize(self, seat: int, rng: random.Random) -> ShowdownState:
        return views.determinize(self, seat, rng)

    def clone(self) -> ShowdownState:
        """A fast hand-written copy (deepcopy is slow); the rng is copied via its state."""
        other = ShowdownState.__new__(ShowdownState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other._legal_cache = None if self._legal_cache is None else list(self._legal_cache)
        other.rng = random.Random(0)     # a fixed seed is cheap (no urandom); setstate overwrites it
        other.rng.setstate(self.rng.getstate())
        other.bases = [list(b) for b in self.bases]
        other.board = self.board.copy()
        other.hand = {c: list(v) for c, v in self.hand.items()}
        other.deck = {c: list(v) for c, v in self.deck.items()}
        other.discard = {c: list(v) for c, v in self.discard.items()}
        other.markers, other.removed = list(self.markers), list(self.removed)
        other.blind = dict(self.blind)
        other.initial_events = list(getattr(self, "initial_events", []))
        return other


ShowdownGame.state_class = ShowdownState
# Each action kind's step (_apply), looked up once rather than by name on every move.
_DO: dict[Kind, Callable[[ShowdownState, Action], list[Event]]] = {
    kind: getattr(ShowdownState, "_do_" + kind.value) for kind in Kind}
