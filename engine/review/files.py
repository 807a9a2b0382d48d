"""The files a review reads: a save slot's file, a full `.jiupai` export or a finished game
(engine/history.py) — all the save document, read and replayed by engine.saves — and the
seat view (engine/seat_view.py), which holds what one seat saw and no record.

Everything goes through the readers the app uses, with their bounds and checks; a bad file
is a ReviewError of one sentence naming the file and the problem, and nothing is written.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.saves import SaveError, read_file
from engine.seat_view import file_format, read_seat_view

from .analyser import ReviewError


@dataclass(frozen=True)
class Reviewable:
    """A game read from a file: its record, the seat to review, its save meta."""

    record: dict[str, Any]
    seat: int
    meta: dict[str, Any]
    over: bool


def load(path: Path | str, seat: int | None = None) -> Reviewable:
    """The game in `path` and the seat to review (`seat`, else the file's player: `human_seat`, the
    first of `human_seats`, else 0). ReviewError for a damaged file, a seat the game does not have, or a seat view
    (see `_seat_view`)."""
    path = Path(path)
    if file_format(path) == "seat_view":
        _seat_view(path, seat)
    try:
        state, doc = read_file(path)
    except SaveError as exc:
        raise ReviewError(str(exc)) from None
    meta = dict(doc.get("meta") or {})
    players = state.players
    if seat is None:                     # the player's seat (the schema checked its type)
        seat = meta.get("human_seat", (meta.get("human_seats") or [0])[0])
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise ReviewError(f"{path.name}: seat {seat} does not exist (this "
                          f"{state.game.info.id} game has seats 0 to {players - 1})")
    return Reviewable(record=doc["record"], seat=seat, meta=meta, over=state.is_over)


def _seat_view(path: Path, seat: int | None) -> None:
    """A seat view holds what one seat was shown, and no record: no other hand, no stock,
    no seed. Another seat's decisions cannot be reviewed from it at all (it never saw
    them). Its own seat's could in principle — it holds exactly what that seat knew — but
    the analyser imagines deals with `State.determinize`, which starts from a position the
    record rebuilds, and no game can yet build a position from one seat's observations.
    Always a ReviewError of one sentence, saying which (tests/test_review_seat_view.py)."""
    try:
        view = read_seat_view(path)
    except SaveError as exc:
        raise ReviewError(str(exc)) from None
    if seat is not None and seat != view.seat:
        raise ReviewError(f"{path.name} is a seat view of seat {view.seat}: it holds only what "
                          f"that seat saw, so it can be reviewed only for seat {view.seat}")
    raise ReviewError(f"{path.name} is a seat view of seat {view.seat}: it holds what that seat "
                      "saw but not the game's record, which a review replays to weigh each "
                      "decision; review the game's save or full export instead")
