"""A game at a table: the one authority over a State, and what each seat is shown of it.

A `Session` is what the engine thread of the app (gui/worker) and the host of a network
game (netplay/) both hold: the State, the seats' names, which seats are people, and the
story of the game so far as events. It checks every action against the rules before it is
applied — the game is running, it is that seat's turn, the action answers the position on
show (`move`), and it is legal — and it makes the `Turn` each seat is shown after it
(engine/turn.py): that seat's view of the events, its observation, its legal actions.

It is plain Python and knows nothing of threads, timers or sockets: whoever holds it decides
when bots move and where Turns go.
"""
from __future__ import annotations

from collections.abc import Collection, Sequence
from enum import Enum
from typing import Any

from .core import Event, IllegalAction, State
from .counter import counts_from
from .registry import replay
from .turn import Result, Turn, TurnKind


class Refusal(str, Enum):
    """Why the session refused an action (before the rules were even asked)."""

    GAME_OVER = "game_over"        # nothing is legal once the game has ended
    NOT_YOUR_TURN = "not_your_turn"
    STALE = "stale"                # the action answers a position that is gone
    ILLEGAL = "illegal"            # the rules do not allow it here


class Refused(IllegalAction):
    """An action the session did not apply; `code` says why, the state is unchanged."""

    def __init__(self, code: Refusal, message: str) -> None:
        super().__init__(message)
        self.code = code


def decision_seed(game_seed: int, seat: int, move: int) -> int:
    """The seed a bot decides move number `move` with: a function of the position's place in
    the game only, so replaying a game (undo, resume) re-decides the same way."""
    return (int(game_seed) * 1_000_003 + seat * 7919 + move * 104_729) % 2**61


def decision_starts(actors: Sequence[int | None], humans: int | Collection[int]) -> list[int]:
    """Indexes of the actions that begin one of the humans' decisions: a run of consecutive
    actions by one human (天地人's play, then its kickers) is one decision. `humans` is a
    seat or a set of seats."""
    people = {humans} if isinstance(humans, int) else set(humans)
    return [i for i, seat in enumerate(actors)
            if seat in people and (i == 0 or actors[i - 1] != seat)]


def legal_dicts(actions: Sequence[Any]) -> tuple[dict[str, Any], ...]:
    """Actions as plain data: {"notation": str(a), **a._asdict()} where the action has fields
    (the tables read them: a 九九 card's target, a 九尊 pledge's column)."""
    out = []
    for action in actions:
        item: dict[str, Any] = {}
        as_dict = getattr(action, "_asdict", None)
        if callable(as_dict):
            try:
                item.update(as_dict())
            except Exception:  # noqa: BLE001 - a decorative extra; the notation suffices
                item = {}
        item["notation"] = str(action)
        out.append(item)
    return tuple(out)


class Session:
    """One game in play (see the module docstring).

    `names` are the names the game keeps ("" for a seat's default name), `humans` the seats
    people play; every other seat is a bot's (the holder makes and runs the bots)."""

    def __init__(self, state: State, names: Sequence[str], humans: Collection[int]) -> None:
        if len(names) != state.players:
            raise ValueError(f"{len(names)} names for {state.players} seats")
        self.state = state
        self.names = list(names)
        self.humans = tuple(sorted(set(humans)))
        #: (actor, event) for everything that happened since the deal, the deal included
        self.log: list[tuple[int | None, Event]] = [(None, ev) for ev in state.initial_events]
        #: who played each action of the record (same length as state.history)
        self.actors: list[int | None] = []
        if state.history:
            raise ValueError("a Session starts from a fresh deal; use Session.resume")

    @classmethod
    def resume(cls, record: dict[str, Any], names: Sequence[str], humans: Collection[int],
               upto: int | None = None) -> Session:
        """The game of `record` (its first `upto` actions), replayed once from the deal so
        that the story so far is known as events (the log a resumed game shows)."""
        actions = list(record.get("actions") or [])[:upto]
        start = replay({**record, "actions": []})
        session = cls(start, names, humans)
        for notation in actions:
            seat = start.current_player
            session._note(seat, start.apply(notation))
        return session

    # ---- what a seat is shown -------------------------------------------------------
    def observe(self, seat: int) -> dict[str, Any]:
        """`seat`'s observation, with what every table needs beside it: the names, which
        seats are people, whose turn it is, how many actions were played, and the card
        counter (记牌器: the cards this seat has not seen, from its observation only)."""
        state = self.state
        obs = dict(state.observation(seat))
        obs.update({"names": list(self.names), "human_seat": seat,
                    "human_seats": list(self.humans), "game": state.game.info.id,
                    "is_over": state.is_over, "turn": len(state.history)})
        obs.setdefault("current_player", state.current_player)
        counts = counts_from(state.game, obs)
        obs["counter"] = [[group, list(per.items())] for group, per in (counts or {}).items()]
        return obs

    def legal_for(self, seat: int) -> tuple[dict[str, Any], ...]:
        state = self.state
        if state.is_over or state.current_player != seat:
            return ()
        return legal_dicts(state.legal_actions())

    def turn(self, seat: int, kind: TurnKind, seq: int, actor: int | None = None,
             events: Sequence[Event] = (), observation: dict[str, Any] | None = None) -> Turn:
        """The Turn `seat` is shown: `events` as that seat sees them, then its position."""
        state = self.state
        return Turn(seq=seq, kind=kind, seat=seat, actor=actor,
                    events=tuple(self.view_events(seat, [(actor, ev) for ev in events])),
                    observation=self.observe(seat) if observation is None else observation,
                    to_move=state.current_player, legal=self.legal_for(seat),
                    move=len(state.history), result=self.result(seat))

    def story(self, seat: int, seq: int) -> Turn:
        """A SYNC turn: the whole game so far as `seat` saw it, and its position."""
        state = self.state
        return Turn(seq=seq, kind=TurnKind.SYNC, seat=seat, actor=None,
                    events=tuple(self.view_events(seat, self.log)),
                    observation=self.observe(seat), to_move=state.current_player,
                    legal=self.legal_for(seat), move=len(state.history),
                    result=self.result(seat))

    def result(self, seat: int) -> Result | None:
        """How the game ended, for `seat` (None while it goes on): the returns, who won
        (`State.winners()`, the one answer) and `seat`'s own score. The table holding the
        session adds what it knows of the game (its id, time, levels)."""
        state = self.state
        if not state.is_over:
            return None
        returns = tuple(float(v) for v in state.returns())
        return Result(returns=returns, winners=tuple(sorted(int(w) for w in state.winners())),
                      score=seat_score(state.observation(seat), returns, seat),
                      people=self.humans)

    @staticmethod
    def view_events(seat: int, events: Sequence[tuple[int | None, Event]]) -> list[dict[str, Any]]:
        return [{"seat": actor, **ev.view(seat), "actor": actor} for actor, ev in events]

    # ---- moving the game on ----------------------------------------------------------
    def check(self, seat: int, notation: str, move: int | None = None) -> Any:
        """The action `seat`'s `notation` names, read once by the game; Refused (with its
        reason) unless `seat` may play it now. `move`, when given, is the number of the
        position the action answers."""
        state = self.state
        if state.is_over:
            raise Refused(Refusal.GAME_OVER, "the game is over; no action is legal")
        if state.current_player != seat:
            raise Refused(Refusal.NOT_YOUR_TURN, f"it is not seat {seat}'s turn "
                          f"(seat {state.current_player} is to act)")
        if move is not None and move != len(state.history):
            raise Refused(Refusal.STALE, f"the action answers move {move}, but the game is "
                          f"at move {len(state.history)}")
        refused = Refused(Refusal.ILLEGAL, f"{state.game.info.id}: '{notation}' is not a "
                          "legal action now")
        if not isinstance(notation, str):
            raise refused
        try:
            # The game's own reading: a legal action's notation, or a whole move the game
            # takes at once (天地人: a play with its kickers, `5-5-5+K`, whose steps are legal).
            return state.game.parse_action(state, notation.strip())
        except IllegalAction:
            raise refused from None

    def play(self, seat: int, notation: str, move: int | None = None) -> list[Event]:
        """Apply `seat`'s action after `check` (which read the notation: it is not parsed
        again); its events (also kept in the log)."""
        action = self.check(seat, notation, move)
        events = self.state.apply_parsed(action)
        self._note(seat, events)
        return events

    def bot_choice(self, seat: int, bot: Any, state: State | None = None) -> Any:
        """`bot`'s action for `seat`, seeded by the position (a replayed game is decided the
        same way). Nothing is applied: the holder may drop a choice made too late.

        `state` is a copy of the position to decide on (`self.state.clone()`), for a holder
        that runs the bot in another thread while it goes on reading its own State: a bot
        reading the live State while a move is applied to it could see half a move."""
        state = self.state if state is None else state
        if state.current_player != seat:
            raise Refused(Refusal.NOT_YOUR_TURN, f"it is not seat {seat}'s turn")
        bot.rng.seed(decision_seed(state.seed, seat, len(state.history)))
        return bot.choose(state, seat)

    def suggest(self, seat: int, bot: Any, state: State | None = None) -> dict[str, Any]:
        """A hint for `seat`'s move (never applied), seeded like `bot_choice`:
        {"move", "notation": the whole move to show, "action": the legal action to play now,
        "reason": the bot's English sentence or ""}. The two notations differ where a turn
        has steps (天地人: the body is one action, its kickers the next ones)."""
        state = self.state if state is None else state
        move = len(state.history)
        if state.is_over or state.current_player != seat:
            raise Refused(Refusal.NOT_YOUR_TURN, f"it is not seat {seat}'s turn")
        bot.rng.seed(decision_seed(state.seed, seat, move))
        notation = str(bot.suggest(state, seat))
        action = notation
        if not any(str(a) == notation for a in state.legal_actions()):
            action = str(self.bot_choice(seat, bot, state))
        reason = bot.explain(state, seat, notation)
        return {"move": move, "notation": notation, "action": action, "reason": reason or ""}

    def apply(self, seat: int | None, action: Any) -> list[Event]:
        """Apply an action that came from the rules' own list (a bot's choice, a recovery's
        fallback); IllegalAction, the state unchanged, if it is not legal after all."""
        events = self.state.apply(action)
        self._note(seat, events)
        return events

    def rewound(self, moves: int) -> Session:
        """The same game taken back to its first `moves` actions (undo, recovery)."""
        record = self.state.record()
        return Session.resume(record, self.names, self.humans, upto=moves)

    def scores(self, seat: int = 0) -> list[float] | None:
        """Each seat's score as it stands, as `seat` sees it (the scores are public in every
        game): the returns once the game is over, else what the observation counts — 天地人
        and 九尊 say "scores", 九局對決 "score" (runs), 九九 each player's "points" (its hands
        won). None when the game counts nothing yet. A save's meta keeps them for its card."""
        state = self.state
        values = list(state.returns()) if state.is_over else observed_scores(
            state.observation(seat))
        if values is None or len(values) != state.players or not all(
                isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
            return None
        return [float(v) for v in values]

    def section(self) -> dict[str, Any] | None:
        """The part of the game in play — 九九's hand, 九局對決's half-inning, a round — as the
        game declares its sections (engine/parts.py): {"number", "half"}, or None."""
        from .registry import parts  # (registry imports the games)
        starts = parts(self.state.game.info.id).sections
        for _, event in reversed(self.log):
            key = starts.get(event.kind)
            number = event.data.get(key) if key else None
            if isinstance(number, int) and not isinstance(number, bool):
                half = event.data.get("half")
                return {"number": number, "half": half if isinstance(half, str) else None}
        return None

    def _note(self, seat: int | None, events: list[Event]) -> None:
        self.actors.append(seat)
        self.log.extend((seat, ev) for ev in events)


def observed_scores(obs: dict[str, Any]) -> list[Any] | None:
    """The scores an observation shows, under whichever name its game gives them."""
    for key in ("scores", "score"):
        if isinstance(obs.get(key), list):
            return list(obs[key])
    players = obs.get("players")
    if isinstance(players, list) and all(isinstance(p, dict) and "points" in p for p in players):
        return [p["points"] for p in players]
    return None


def seat_score(obs: dict[str, Any], returns: Sequence[float], seat: int) -> float | None:
    """A seat's final score for its statistics: the runs in 九局對決 (whose returns are only
    +1/-1 for the winner), otherwise the seat's return (九九's points, 九尊's final points,
    天地人's score)."""
    runs = obs.get("score")
    values = runs if isinstance(runs, list) and len(runs) == len(returns) else list(returns)
    if not 0 <= seat < len(values):
        return None
    value = values[seat]
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value)


def replay_with_actors(record: dict[str, Any], upto: int | None = None) -> tuple[State, list[int | None]]:
    """Replay `record` (its first `upto` actions) and note who played each action."""
    players = int(record.get("players", 0))
    session = Session.resume(record, [""] * players, (), upto=upto)
    return session.state, session.actors
