"""The words on a saved game's card (saves, replays): from a SlotInfo (engine/saves.py), the
file's head only — the game, where it is kept, the date, the players, the part of the game
in play ("Hand 3", the table's own words: gui/games/*/text.py section_label) and the score
or the result."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt

import engine

from ..lang import problems, seats
from ..lang.arg import arg
from ..lang.i18n import LanguageManager, game_name
from ..lang.strings import join_list
from ..worker.data import format_scores


def game_names() -> dict[str, str]:
    language = LanguageManager.instance().language
    return {info.id: game_name(info, language) for info in engine.list_games()}


def problem_label(info: Any) -> str:
    """A file it cannot open: a newer version's is not damaged."""
    if getattr(info, "error_code", "") == "newer":
        return QCoreApplication.translate("SaveCard", "Newer version")
    return QCoreApplication.translate("SaveCard", "Damaged")


def where_label(slot: str) -> str:
    if slot == "autosave":
        return QCoreApplication.translate("SaveCard", "Autosave")
    return arg(QCoreApplication.translate("SaveCard", "Slot %1"), slot)


def progress(info: Any) -> str:
    """"Hand 3" (the game's section, in its table's words), "Finished", or "Move 12"."""
    meta = info.meta or {}
    if meta.get("over"):
        return QCoreApplication.translate("SaveCard", "Finished")
    section = meta.get("section")
    if isinstance(section, dict):
        from .. import games
        label = games.parts(info.game).section_label
        if label is not None:
            return label(section)
    turn = str(info.turn if info.turn is not None else 0)
    return arg(QCoreApplication.translate("SaveCard", "Move %1"), turn)


def score_text(info: Any) -> str:
    """The score line, marked when the player took moves back in that game."""
    text = scores(info)
    if (getattr(info, "meta", None) or {}).get("undo_used"):
        text = arg(QCoreApplication.translate("SaveCard", "%1 (with undo)"), text)
        text = text.strip()
    return text


def card_words(info: Any, where: str, names: dict[str, str]) -> tuple[str, list[str]]:
    """A card's title and lines: the game; where and when; the players; how far; the score.
    A file that cannot be opened says so and why."""
    if getattr(info, "error", None):
        title = problem_label(info)
        if where:
            title = arg(QCoreApplication.translate("SaveCard", "%1 · %2"), where, title)
        return title, [problems.listed(info)]
    stamp = date(info.saved_at)
    first = where or stamp
    if stamp and where:
        first = arg(QCoreApplication.translate("SaveCard", "%1 · %2"), where, stamp)
    lines = [first,
             player_names(info), progress(info), score_text(info)]
    return names.get(info.game, str(info.game)), [line for line in lines if line]


def date(iso: str | None) -> str:
    if not iso:
        return ""
    when = QDateTime.fromString(str(iso), Qt.DateFormat.ISODateWithMs)
    if not when.isValid():
        when = QDateTime.fromString(str(iso), Qt.DateFormat.ISODate)
    if not when.isValid():
        return str(iso)
    return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)


def player_names(info: Any) -> str:
    """The players as the table shows them: a seat's default name in the current language."""
    human = (info.meta or {}).get("human_seat", 0)
    names = seats.shown_names(list(info.names or []), human if isinstance(human, int) else 0,
                              (info.meta or {}).get("human_seats"))
    return join_list(names) or str(info.players)


def scores(info: Any) -> str:
    """The score line with the names in the language on screen (a save older than the
    "scores" field shows the line it stored)."""
    meta = info.meta or {}
    values, names = meta.get("scores"), list(info.names or [])
    if isinstance(values, list) and names and len(values) == len(names):
        human = meta.get("human_seat", 0)
        return format_scores(seats.shown_names(names, human if isinstance(human, int) else 0,
                                               meta.get("human_seats")), values)
    return str(info.score_line or "")


__all__ = ["card_words", "date", "game_names", "player_names", "problem_label", "progress",
           "score_text", "scores", "where_label"]
