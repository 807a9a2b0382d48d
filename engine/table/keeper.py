"""Where a Table's game is kept: the holder's save slots (the app: gui/worker/saving.py), a
network table's file (netplay/headless.py), or nowhere (tests, benches). The Table decides
when — after every move, when a game closes unfinished, when it ends — the keeper where."""
from __future__ import annotations

from typing import Any, Protocol

from ..session import Session


class Keeper(Protocol):
    """Where a table's game is kept: the holder's save slots, or a network table's file."""

    def autosave(self, session: Session, meta: dict[str, Any]) -> None:
        """Raises when the game could not be written (the table says so; play goes on)."""

    def save(self, slot: str, session: Session, meta: dict[str, Any]) -> None:
        """Raises when the game could not be written to `slot`."""

    def finished(self, session: Session, meta: dict[str, Any]) -> None:
        """The game has ended (kept among the finished games); must not raise."""


class NoKeeper:
    """A table whose games are kept nowhere (tests, benches)."""

    def autosave(self, session: Session, meta: dict[str, Any]) -> None:
        pass

    def save(self, slot: str, session: Session, meta: dict[str, Any]) -> None:
        pass

    def finished(self, session: Session, meta: dict[str, Any]) -> None:
        pass


__all__ = ["Keeper", "NoKeeper"]
