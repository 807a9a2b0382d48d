""""Why not?": the reason an attempted action is not legal, as a code and its parameters.

A table lets the human click a card or make a selection; when that attempt is no legal
action, `explain(state, attempt, seat)` says why, from the same rule data the game's
legal-action code uses (each game's `explain.py`). The engine gives only a code and plain
parameters (cards, numbers, seats); the GUI words them in the language on screen.

An attempt is written in the notation the tables build actions in: 九九 a card (`9S`),
九局對決 a card or `defend KS` / `swap 4C`, 九尊 `play <cards>` (a selection, maybe not yet
complete), `pledge Q3 1` / `lose 2` or `column 2` (a click on one's column with no single card
chosen), 天地人 `play <cards>` (the selected cards). Every table also sends what its keys
try (gui/table/keyboard.py): `pass` for P in every game (九九 has no pass at all, 九局對決's
attacker none either), a bare card for a key on a card (九尊 and 天地人 read it as `play
<card>`), and `?` for a key with nothing under it. Each game gives the true reason for each
of these in each of its phases (tests/test_explain_keys.py walks them).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any


class Common(str, Enum):
    """Reasons every game shares."""

    GAME_OVER = "game_over"          # nothing is legal once the game has ended
    NOT_YOUR_TURN = "not_your_turn"  # another player is to act
    NOT_IN_HAND = "not_in_hand"      # the attempt names a card the player does not hold
    UNREADABLE = "unreadable"        # the attempt is not written in the game's notation


@dataclass(frozen=True)
class Reason:
    """Why an attempt is refused: `code` (the game's Enum or `Common`) and its parameters."""

    code: Enum
    params: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        """Plain data for the GUI thread: {"code": str, "params": {...}}."""
        return {"code": self.code.value, "params": dict(self.params)}


def turn_reason(state: Any, seat: int | None) -> Reason | None:
    """The reasons that come before any rule: the game is over, or it is not `seat`'s turn."""
    if state.is_over:
        return Reason(Common.GAME_OVER)
    if seat is not None and seat != state.current_player:
        return Reason(Common.NOT_YOUR_TURN, {"player": state.current_player})
    return None


def explain(state: Any, attempt: str, seat: int | None = None) -> Reason | None:
    """Why `attempt` by `seat` (default: the player to act) is not legal in `state`, or
    None when it is legal. The game's declared `explain` (engine/parts.py) knows its rules."""
    if not isinstance(attempt, str):
        return Reason(Common.UNREADABLE, {"attempt": repr(attempt)})
    if attempt.strip() == "?":            # a key with nothing under it: no move was named
        return turn_reason(state, seat) or Reason(Common.UNREADABLE, {"attempt": "?"})
    from .registry import parts  # (registry imports the games; they import this)
    game_explain = parts(state.game.info.id).explainer
    if game_explain is None:
        return turn_reason(state, seat)
    return game_explain(state, attempt.strip(), seat)
