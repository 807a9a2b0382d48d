"""The game Continue resumes, and its line on the home's Continue card (issue 33, item 2).

It is either the autosave slot (a game on this screen) or the table file of the network table
this window hosted last (that file is the hosted game's autosave: gui/net/last_table.py). Both
are save documents, so one `SavedGame` names either: where it is, whose seat it is seen from,
and the head's facts, which say "九九 · Hand 3 of 5 · You: 2 · Computer 1: 1" without
replaying anything.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

import engine

from ..lang.arg import arg
from ..lang.i18n import LanguageManager, game_name


@dataclass(frozen=True)
class SavedGame:
    """A game to continue: its file, the seat it is seen from and its head's facts."""

    path: Path
    game: str
    saved_at: str
    turn: int
    seat: int = 0
    meta: dict[str, Any] = field(default_factory=dict)
    room: str = ""              # a hosted network table's room code ("" for the autosave)

    @classmethod
    def of_slot(cls, store: Any, slot: str) -> SavedGame | None:
        """The game in `slot`, or None when it holds nothing to continue (empty, damaged,
        unreadable, or a finished game, which Load can still show)."""
        try:
            info = store.info(slot)
        except Exception:  # noqa: BLE001 - an unreadable folder just means no Continue
            return None
        if info is None or info.error or (info.meta or {}).get("over"):
            return None
        meta = info.meta or {}
        seat = meta.get("human_seat", 0)
        return cls(path=store.path(slot), game=info.game, saved_at=info.saved_at,
                   turn=info.turn, seat=seat if _is_int(seat) else 0, meta=meta)

    @classmethod
    def of_table(cls, path: Path, head: dict[str, Any], seat: int) -> SavedGame:
        """The hosted table in `path` (its head read already), seen from the host's `seat`."""
        record, meta = head.get("record") or {}, head.get("meta") or {}
        turn = meta.get("turn")
        return cls(path=path, game=str(record.get("game", "")),
                   saved_at=str(meta.get("saved_at", "")),
                   turn=turn if _is_int(turn) else len(record.get("actions") or []),
                   seat=seat, meta=meta, room=str((meta.get("net") or {}).get("room", "")))

    def label(self, full: bool = True) -> str:
        """"九九 · Hand 3 · You: 2 · Computer 1: 1" (a hosted table: "九九 · network table
        483920 · Hand 3 · …"); nothing about the score before anyone has scored. The part
        of the game is in the table's words (gui/games/<id>), which load the table kit:
        without `full`, before the first frame, it says "move 9" unless the kit is loaded
        already, and the home says it in the table's words after the first frame."""
        names = {g.id: game_name(g, LanguageManager.instance().language)
                 for g in engine.list_games()}
        section = self.meta.get("section")
        label = None
        if full or "gui.games" in sys.modules:
            from .. import games  # (not at import: the home screen starts light)
            label = games.parts(self.game).section_label if self.game in names else None
        where = (label(section) if isinstance(section, dict) and label is not None else
                 arg(QCoreApplication.translate("MainWindow", "move %1"), str(self.turn)))
        scores = named_scores(self.meta.get("scores"), self.meta.get("names"), self.seat,
                              self.meta.get("human_seats")) if "scores" in self.meta \
            else self.meta.get("score_line")
        pair = QCoreApplication.translate("MainWindow", "%1 · %2")
        if isinstance(scores, str) and scores:
            where = arg(pair, where, scores)
        if self.room:
            where = arg(pair, arg(QCoreApplication.translate("MainWindow", "network table %1"),
                                  self.room), where)
        return arg(pair, names.get(self.game, self.game), where)


def named_scores(values: Any, names: Any, seat: int, humans: Any = None) -> str:
    """"You: 2 · Computer 1: 3 · Computer 2: 0": each player's score by name, the player's
    own first, then the others in seat order after theirs; "" when the save holds no scores
    or nobody has scored yet. (A bare "0 : 0 : 0 : 0" said neither whose nor what, issue 34.)"""
    if not isinstance(values, list) or not values or not all(
            isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
        return ""
    if not any(values):
        return ""
    from ..lang.seats import shown_names
    from ..worker.data import format_scores
    seat = seat if 0 <= seat < len(values) else 0
    typed = [n if isinstance(n, str) else "" for n in names] if isinstance(names, list) \
        and len(names) == len(values) else [""] * len(values)
    seats = [s for s in humans if _is_int(s)] if isinstance(humans, list) else [seat]
    shown = shown_names(typed, seat, seats or [seat])
    shown[seat] = QCoreApplication.translate("MainWindow", "You")
    order = list(range(seat, len(values))) + list(range(seat))
    # each "Computer 2: 2" kept on one line (a wrapped card line broke it after "Computer")
    return " · ".join(format_scores([shown[i]], [values[i]]).replace(" ", "\u00a0")
                      for i in order)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def table_words_loaded() -> bool:
    """Are the games' tables (gui.games, with the table kit) loaded, wholly? (A picture's
    worker thread loads them; till it is done, the GUI thread would wait for it.)"""
    module = sys.modules.get("gui.games")
    spec = getattr(module, "__spec__", None)
    return module is not None and not getattr(spec, "_initializing", False)


__all__ = ["SavedGame", "named_scores", "table_words_loaded"]
