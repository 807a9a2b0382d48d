"""Opening a game in the engine thread: what the EngineWorker's `start`, `resume` and
`resume_slot` open, as plain functions (the worker then seats the humans and the bots).

A new game is a fresh deal from the new-game dialog's config; a saved one is its record
replayed through the engine (`Session.resume`), so a save can never hold a position the
rules do not reach. Either way the seats keep the names the save stored; a seat with none
keeps its default name (in the language on screen, gui/lang/seats.py).
"""
from __future__ import annotations

from typing import Any

import engine
from engine.core import fresh_seed
from engine.session import Session
from engine.table.meta import new_game_id

from ..lang.seats import stored_names


def new_deal(config: dict) -> tuple[Any, dict]:
    """The State of a new game from {game, players, variant, options, seed, setup, names,
    human_seat, human_seats, bot_levels}, and the meta to open it with."""
    game = engine.create(config["game"], int(config["players"]), config.get("variant"),
                         **dict(config.get("options") or {}))
    seed = config.get("seed")
    if seed is None:
        seed = fresh_seed()        # wide enough that no hand gives the deal away
    state = game.new_state(seed=int(seed), setup=config.get("setup"))
    meta = {"names": list(config.get("names") or []),
            "human_seat": int(config.get("human_seat", 0)),
            "human_seats": list(config.get("human_seats") or []),
            "bot_levels": list(config.get("bot_levels") or []),
            "game_id": new_game_id()}
    return state, meta


def resumed(record: dict, meta: dict) -> Session:
    """A saved game replayed, with its story (the seats are set when it opens)."""
    players = int(record.get("players", 0))
    return Session.resume(record, stored_names(meta.get("names"), players), ())


def from_slot(store: Any, slot: str) -> tuple[Session, dict]:
    """Save slot `slot`'s game resumed, and its meta; raises what the store raises (a
    damaged slot: the message says why)."""
    state, info = store.load(slot)
    meta = dict(info.meta or {})
    return resumed(state.record(), meta), meta


def opened_session(source: Any, meta: dict) -> Session:
    """The Session a game opens with — a fresh deal's (`source` a State) or a resumed one
    (a Session) — named from `meta` (defaults stay seats' names)."""
    players = source.state.players if isinstance(source, Session) else source.players
    names = stored_names(meta.get("names"), players)
    session = source if isinstance(source, Session) else Session(source, names, ())
    session.names = names
    return session


__all__ = ["from_slot", "new_deal", "opened_session", "resumed"]
