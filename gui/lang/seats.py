"""Player names: the name a player typed, or the seat's default name in the current language.

A default name ("Player", "Computer 2") is the name of a seat, not a word of the language
the game was started in: a game, its saves and the worker keep it as DEFAULT (""), and the
GUI shows it in the language on screen, so a switch renames "Computer 1" to 電腦 1 and back.
A name the user typed is kept as typed. Saves written before this held the translated
default; `stored_names` recognises those (in any of the app's languages) as default.
"""
from __future__ import annotations

import re
from collections.abc import Collection
from typing import Any

from PySide6.QtCore import QCoreApplication

from .arg import arg

# How a save and the worker hold "this seat has its default name".
DEFAULT = ""

# Default names earlier versions wrote into saves, in each language they spoke: the human's
# "Player", the computers' "Computer N" (counted over the computers), the worker's "Player N".
_LEGACY = re.compile(r"(Player|玩家|(Computer|電腦|电脑|Player|玩家) ?\d{1,2})")


def is_default(name: Any) -> bool:
    """True for DEFAULT and for a default name in any language (old saves)."""
    if not isinstance(name, str):
        return True
    text = name.strip()
    return text == DEFAULT or _LEGACY.fullmatch(text) is not None or text in _current_defaults()


def stored_names(names: Any, players: int) -> list[str]:
    """`players` names as a game keeps them: typed ones as typed, defaults as DEFAULT."""
    given = list(names) if isinstance(names, (list, tuple)) else []
    given = given[:players] + [DEFAULT] * (players - len(given[:players]))
    return [DEFAULT if is_default(name) else str(name).strip() for name in given]


def default_name(seat: int, human_seat: int, humans: Collection[int] | None = None) -> str:
    """The seat's name in the current language: the human is "Player", the computers are
    numbered in seat order, skipping the humans ("Computer 1" is the first computer). In a
    hot-seat game (`humans`, two or more) the humans are "Player 1", "Player 2" … in seat
    order."""
    humans = sorted(set(humans)) if humans and len(set(humans)) > 1 else [human_seat]
    if seat in humans and len(humans) > 1:
        return arg(QCoreApplication.translate("Seats", "Player %1"), str(humans.index(seat) + 1))
    if seat in humans:
        return QCoreApplication.translate("Seats", "Player")
    number = seat + 1 - sum(1 for h in humans if h < seat)
    return arg(QCoreApplication.translate("Seats", "Computer %1"), str(number))


def shown_names(names: list[str], human_seat: int,
                humans: Collection[int] | None = None) -> list[str]:
    """The names as the screen shows them now (defaults in the current language)."""
    return [default_name(seat, human_seat, humans) if is_default(name) else name
            for seat, name in enumerate(names)]


def _current_defaults() -> set[str]:
    """Today's translations of the defaults (they may differ from the legacy ones)."""
    player = QCoreApplication.translate("Seats", "Player")
    computer = QCoreApplication.translate("Seats", "Computer %1")
    players = QCoreApplication.translate("Seats", "Player %1")
    return {player} | {arg(text, str(n)) for text in (computer, players)
                       for n in range(1, 33)}
