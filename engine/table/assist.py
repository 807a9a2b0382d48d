"""A Table's help for its people: hints, "why not?", and the line undo took back (redo).

- **Hint.** The seat's own bot (`normal`, or `hard` for a strong hint) is asked for the
  person's move. It reads only `observation(seat)` and `determinize`, so a hint cannot give
  away a hidden card, and it never applies anything. A strong hint searches for a while;
  the player playing meanwhile stops it at its next iteration (`cancel`, thread-safe).
- **Why not?** `engine.explain` says why an attempt is not legal, from a determinization of
  the position for that seat (the hidden cards resampled from its observation): the answer
  then cannot depend on a card the seat may not see, whatever a game's explanation reads.
- **Undo / redo** work on the record: the game is replayed to a prefix of its actions (the
  start of one of the person's decisions). The undone line is kept, and redo replays forward
  along it until something new is played. Bots decide each move with a seed made from the
  game's seed, their seat and the move number (`engine.session.decision_seed`), so after an
  undo they re-decide their later moves exactly as before if the person repeats a move.
"""
from __future__ import annotations

import json
import random
import threading
from collections.abc import Collection
from typing import Any

from ..explain import explain
from ..session import Session, decision_seed, decision_starts

HINT_LEVELS = ("normal", "hard")


class HintGate:
    """Which move's hint the player no longer wants (set from any thread)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._cancelled: int | None = None

    def cancel(self, move: int) -> None:
        with self._lock:
            self._cancelled = move

    def reset(self) -> None:
        with self._lock:
            self._cancelled = None

    def dropped(self, move: int) -> bool:
        with self._lock:
            return self._cancelled == move


def suggestion(state: Any, seat: int, bot: Any) -> tuple[str, str, str]:
    """(the whole move to show, the legal action to play now, the bot's reason) for `seat`,
    seeded by the position like the bot's own move. The two notations differ where a turn
    has steps (天地人: the body is one action, its kickers the next ones)."""
    move = len(state.history)
    bot.rng.seed(decision_seed(state.seed, seat, move))
    notation = str(bot.suggest(state, seat))
    action = notation
    if not any(str(a) == notation for a in state.legal_actions()):
        bot.rng.seed(decision_seed(state.seed, seat, move))
        action = str(bot.choose(state, seat))
    reason = bot.explain(state, seat, notation)
    return notation, action, reason or ""


def why_not(state: Any, seat: int, attempt: str) -> tuple[str | None, dict[str, Any]]:
    """(code, params) of why `seat`'s `attempt` is refused, (None, {}) when it is legal;
    from a determinization for `seat` (see the module docstring), seeded by the position."""
    seen = state
    if not state.is_over:
        seen = state.determinize(seat, random.Random(len(state.history) * 7919 + seat))
    reason = explain(seen, attempt, seat)
    if reason is None:
        return None, {}
    raw = reason.as_dict()
    return str(raw["code"]), _plain(raw["params"])


def _plain(params: dict[str, Any]) -> dict[str, Any]:
    """A reason's parameters as JSON values (a set or a tuple becomes a list)."""
    return dict(json.loads(json.dumps(params, default=lambda v: sorted(v) if isinstance(v, set)
                                      else str(v))))


class UndoLine:
    """The line of play an undo took back, for redo; the people's decisions along it."""

    def __init__(self) -> None:
        self.future: list[str] | None = None
        self.future_actors: list[int | None] = []

    def forget(self) -> None:
        """Something new was played: there is nothing left to redo."""
        self.future = None
        self.future_actors = []

    def back(self, session: Session, humans: Collection[int]) -> int | None:
        """How many actions to keep for an undo (the start of the humans' previous
        decision), or None when there is none to take back."""
        record = session.state.record()
        done = len(record["actions"])
        if self.future is None or record["actions"] != self.future[:done]:
            self.future = list(record["actions"])
            self.future_actors = list(session.actors)
        starts = [i for i in decision_starts(self.future_actors, humans) if i < done]
        return starts[-1] if starts else None

    def forward(self, session: Session, humans: Collection[int]) -> int | None:
        """How far a redo goes along the undone line (the humans' next decision, or its end)."""
        history = session.state.history
        done = len(history)
        if self.future is None or done >= len(self.future) or list(history) != self.future[:done]:
            return None
        later = [i for i in decision_starts(self.future_actors, humans) if i > done]
        return later[0] if later else len(self.future)

    def info(self, session: Session | None, humans: Collection[int], undo_used: bool,
             allowed: bool) -> tuple[bool, bool, bool]:
        """(undo, redo, with undo): what the Undo and Redo commands may do now."""
        if session is None or not allowed:
            return False, False, False
        history = session.state.history
        done = len(history)
        future = self.future or []
        redo = done < len(future) and list(history) == future[:done]
        undo = any(seat in humans for seat in session.actors) and not session.state.is_over
        return undo, redo, undo_used


__all__ = ["HINT_LEVELS", "HintGate", "UndoLine", "suggestion", "why_not"]
