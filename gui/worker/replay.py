"""ReplayWorker: the replay viewer's side of the engine thread (beside EngineWorker).

It lives in the same QThread as the EngineWorker (gui/worker/host.py moves it there), so
reading a file, replaying a record and stepping through it never run on the GUI thread.
It publishes what a game publishes — one Turn per step (engine/turn.py): each move's events
as the viewing seat saw them and the position after it, with no legal actions — so the game's
own table shows a replay with its usual animations.

It steps in what a player sees (gui/worker/replay_steps.py: 天地人's play with its kickers
is one step, not one per kicker), and the bar counts those steps. A step forward applies the
step's recorded actions to the position it holds and sends their events as one Turn; any
other step (back, the slider, a jump) replays the record's first actions up to that step
from the deal (`Session.resume` of a prefix), sent as the story so far (a SYNC turn: the
log's events). Only the viewing
seat's view leaves the thread: a finished game may be watched from any seat, an unfinished
one only from a seat that played it (what that player saw; a hot-seat game: any of its
human seats). The record keeps which seats were human (`meta.human_seats`).

It also keeps every finished game in the history (engine/history.py): the EngineWorker's
`game_over` reaches `keep_finished` directly, in this thread.
"""
from __future__ import annotations

import traceback
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from engine.history import GameHistory
from engine.saves import SaveError, read_file, write_bytes, write_file
from engine.seat_view import SeatView, file_format, read_seat_view, write_seat_view
from engine.session import Session
from engine.table.meta import new_game_id
from engine.table.seats import human_seats_of
from engine.turn import TurnKind

from ..lang import problems
from ..lang.arg import arg
from ..lang.seats import stored_names
from ..userdata.paths import history_beside, saves_folder
from .replay_steps import Steps, record_parts
from .view_steps import view_parts, view_turn


class ReplayWorker(QObject):
    """Holds one replay (the record, the viewing seat, the position); steps on request."""

    loaded = Signal(dict)        # {"game", "players", "names", "human_seat", "total",
                                 #  "finished", "seats" (who may be the viewer)}
    turn = Signal(object)        # a step (MOVE), a jump (SYNC) or the deal (OPENING)
    position = Signal(int, int)  # step shown, steps in the record (replay_steps.py)
    error = Signal(str)
    exported = Signal(str)       # the file written
    play_on = Signal(dict, dict)  # record up to here and the new game's meta -> resume
    hands = Signal(list)         # every seat's hand face up (a finished game only), or []

    def __init__(self, store: Any, game_worker: Any) -> None:
        super().__init__()
        self._store = store
        self._game = game_worker
        self._history: GameHistory | None = None
        self._doc: dict | None = None
        self._final = None           # the position at the record's end
        self._session: Session | None = None   # the position shown, with its story
        self._seq = 0
        self._seat = 0
        self._humans: tuple[int, ...] = (0,)
        self._target = 0
        self._step_due = False
        self._show_all = False       # every hand face up (honoured for a finished game only)
        self._view: SeatView | None = None     # a shared seat view, stepped as it was shown
        self._view_path = ""
        self._view_move = 0          # the step of a seat view shown
        self._steps = Steps()

    # ---- slots (queued from the GUI thread) ----------------------------------------------
    def load(self, source: dict) -> None:
        """Open {"slot": name} or {"path": file}; a damaged or foreign one changes nothing.
        A shared seat view (engine/seat_view.py) is stepped through as it was shown."""
        try:
            if "path" in source and file_format(str(source["path"])) == "seat_view":
                self._open_view(read_seat_view(str(source["path"])), str(source["path"]))
                return
            if "slot" in source:
                final, doc = self._store.read(str(source["slot"]))
            else:
                final, doc = read_file(str(source["path"]))
        except SaveError as exc:
            slot = str(source.get("slot", ""))
            where = (self.tr("The autosave") if slot == "autosave" else
                     arg(self.tr("Slot %1"), slot) if slot else Path(str(source["path"])).name)
            self.error.emit(arg(self.tr("%1 cannot be opened: %2"), where, problems.reason(exc)))
            return
        except Exception as exc:  # noqa: BLE001 - an engine bug must not kill the thread
            traceback.print_exc()
            self.error.emit(arg(self.tr("This game cannot be opened: %1"), f"{type(exc).__name__}: {exc}"))
            return
        self._doc, self._final, self._view = doc, final, None
        self._show_all = False
        meta = doc.get("meta") or {}
        self._humans = human_seats_of(meta, final.players)
        self._seat = self._humans[0]
        record = final.record()
        found, self._steps = record_parts(record)
        self._session = Session.resume(record, self._names(), self._humans, upto=0)
        self.loaded.emit({"game": record["game"], "players": final.players,
                          "names": self._names(), "human_seat": self._seat,
                          "human_seats": list(self._humans),
                          "total": self._steps.total, "finished": final.is_over,
                          "seats": self._seats(), "sections": found})
        # The opening as a game shows it: the deal animated over the first position.
        self._send(TurnKind.OPENING, None, self._session.state.initial_events)

    def step_to(self, step: int) -> None:
        """Show the position after `step` steps; requests that pile up (a dragged slider)
        are served once, with the newest."""
        self._target = int(step)
        if not self._step_due:
            self._step_due = True
            QTimer.singleShot(0, self, self._step)

    def set_seat(self, seat: int) -> None:
        """Watch from another seat (a finished game only); the position is shown again."""
        if self._view is not None or self._final is None or seat not in self._seats() or self._session is None:
            return
        self._seat = seat
        self._jump(len(self._session.state.history))

    def show_all(self, on: bool) -> None:
        """Every seat's hand face up, or not. A finished game hides nothing any more; an
        unfinished one shows only what the viewing seat saw, so the wish is refused."""
        if self._view is not None or self._final is None or self._session is None:
            return
        self._show_all = bool(on) and self._final.is_over
        self._emit_hands()

    def play_from_here(self, slot: str = "") -> None:
        """Turn the replay into a new game from the position shown: the viewing seat plays
        (with the other humans of a hot-seat game), the bots take the others; the new game's
        meta names the game and move it came from.
        It is kept in save slot `slot` at once (the viewer chose a free one, or the one the
        player let it overwrite), so the replayed game's own slot is never overwritten."""
        if self._view is not None or self._session is None or self._session.state.is_over:
            return                  # (a seat view has no record: it cannot be played on)
        meta = dict(self._doc.get("meta") or {})
        origin = {"game_id": str(meta.get("game_id") or "")[:64],
                  "move": len(self._session.state.history)}
        humans = sorted({self._seat, *self._humans}) if len(self._humans) > 1 else [self._seat]
        new_meta = {"names": list(meta.get("names") or []), "human_seat": self._seat,
                    "bot_levels": list(meta.get("bot_levels") or []),
                    "game_id": new_game_id(), "origin": origin}
        if len(humans) > 1:
            new_meta["human_seats"] = humans
        for seat in humans:
            if 0 <= seat < len(new_meta["bot_levels"]):
                new_meta["bot_levels"][seat] = None
        record = self._session.state.record()
        self.close()
        self.play_on.emit(record, new_meta)      # EngineWorker.resume, in this thread
        if slot:
            self._game.save(slot)

    def export(self, path: str, what: str, share: bool = True) -> None:
        """Write the replay ("replay") or the running game ("game") as a `.jiupai` file.
        To share (`share`), an unfinished game is written as what its player saw (a seat
        view: no other hand, no stock, no seed); otherwise — or a finished game, which
        hides nothing any more — as the whole game, to be continued elsewhere."""
        try:
            if what == "replay" and self._view is not None:
                write_bytes(Path(path), Path(self._view_path).read_bytes(), Path(path).name)
            elif what == "replay" and self._final is not None:
                self._write(path, self._final, dict(self._doc.get("meta") or {}), self._seat,
                            share)
            else:
                snapshot = self._game.snapshot()
                if snapshot is None:
                    self.error.emit(self.tr("No game is running."))
                    return
                state, meta = snapshot
                self._write(path, state, meta, self._game.seats.viewer, share)
        except (SaveError, OSError) as exc:
            self.error.emit(arg(self.tr("%1 could not be written: %2"), Path(path).name,
                                problems.reason(exc)))
            return
        self.exported.emit(path)

    @staticmethod
    def _write(path: str, state: Any, meta: dict, seat: int, share: bool) -> None:
        if share and not state.is_over:
            write_seat_view(path, state, seat, meta)
        else:
            write_file(path, state, meta)

    def close(self) -> None:
        self._doc = self._final = self._session = self._view = None

    def keep_finished(self, _result: dict | None = None) -> None:
        """The game just ended: keep it in the history of finished games."""
        snapshot = self._game.snapshot()
        if snapshot is None or not snapshot[0].is_over:
            return
        try:
            self._games().add(*snapshot)
        except SaveError as exc:     # a full disk must not stop the game
            self.error.emit(arg(self.tr("The finished game could not be kept: %1"),
                                problems.reason(exc)))

    # ---- internals ----------------------------------------------------------------------
    def _step(self) -> None:
        self._step_due = False
        self._show_all = False       # every hand face up (honoured for a finished game only)
        if self._view is not None:
            self._step_view()
            return
        if self._final is None:
            return
        steps = self._steps
        step = max(0, min(steps.total, self._target))
        shown = -1 if self._session is None else steps.step_of(len(self._session.state.history))
        try:
            if step == shown + 1 and shown >= 0:
                self._forward(steps.actions(step))
            elif step != shown:
                self._jump(steps.actions(step))
            else:
                self.position.emit(step, steps.total)
        except Exception as exc:  # noqa: BLE001 - an engine bug: say so, keep the thread
            traceback.print_exc()
            self._session = None     # maybe half-applied: the next step replays afresh
            self.error.emit(arg(self.tr("This game cannot be opened: %1"),
                                f"{type(exc).__name__}: {exc}"))

    def _forward(self, upto: int) -> None:
        """Apply the actions of the next step (up to `upto` played): one Turn tells them, as
        the table tells a play with its kickers once."""
        session = self._session
        actor = session.state.current_player
        events = []
        while len(session.state.history) < upto:
            seat = session.state.current_player
            events += session.apply(seat, self._final.history[len(session.state.history)])
        self._send(TurnKind.MOVE, actor, events)

    def _jump(self, move: int) -> None:
        """Replay the first `move` actions (a step's end) from the deal; the log tells them
        all."""
        self._session = Session.resume(self._final.record(), self._names(), self._humans,
                                       upto=move)
        self._send(TurnKind.SYNC)

    # ---- a shared seat view ---------------------------------------------------------------
    def _open_view(self, view: SeatView, path: str) -> None:
        self._doc = self._final = self._session = None
        self._view, self._view_path, self._view_move = view, path, 0
        self._seat, self._humans = view.seat, (view.seat,)
        found, self._steps = view_parts(view)
        self.loaded.emit({"game": view.game, "players": view.players,
                          "names": stored_names(view.names, view.players),
                          "human_seat": view.seat, "human_seats": [view.seat],
                          "total": self._steps.total, "finished": view.finished,
                          "seats": [view.seat], "sections": found, "shared_view": True})
        self._emit_view(0, forward=True)

    def _step_view(self) -> None:
        step = max(0, min(self._steps.total, self._target))
        if step == self._view_move:
            self.position.emit(step, self._steps.total)
            return
        self._emit_view(step, forward=step == self._view_move + 1)

    def _emit_view(self, step: int, forward: bool) -> None:
        self._view_move = step
        self._seq += 1
        self.turn.emit(view_turn(self._view, self._steps, step, self._seq, forward))
        self.hands.emit([])                 # a seat view has only its own seat's cards
        self.position.emit(step, self._steps.total)

    def _send(self, kind: TurnKind, actor: int | None = None, events=()) -> None:
        """The viewing seat's Turn (nothing to play: a replay has no legal actions); the last
        position of a finished game brings up its match-end box, as in the game."""
        session = self._session
        self._seq += 1
        turn = (session.story(self._seat, self._seq) if kind is TurnKind.SYNC
                else session.turn(self._seat, kind, self._seq, actor, events))
        state = session.state
        at_end = state.is_over and len(state.history) == len(self._final.history)
        self.turn.emit(replace(turn, legal=(), announce=at_end))
        self._emit_hands()
        self.position.emit(self._steps.step_of(len(state.history)), self._steps.total)

    def _emit_hands(self) -> None:
        state = self._session.state
        if self._show_all and self._final.is_over:
            self.hands.emit([list(state.observation(seat)["hand"])
                             for seat in range(state.players)])
        else:
            self.hands.emit([])

    def _names(self) -> list[str]:
        return stored_names((self._doc.get("meta") or {}).get("names"), self._final.players)

    def _seats(self) -> list[int]:
        """Who may watch: every seat when the game is over, else the ones who played it."""
        if self._final.is_over:
            return list(range(self._final.players))
        return list(self._humans)

    def _games(self) -> GameHistory:
        if self._history is None:
            directory = getattr(self._store, "directory", None) or saves_folder()
            self._history = GameHistory(history_beside(directory))
        return self._history

