"""ReplayViewer: watch a game again on its own table, step by step.

The viewer asks the ReplayWorker (gui/worker/replay.py, in the engine thread) for a position
and shows what it publishes on the game's usual table (gui.games.make_table): a step forward
comes as that move's events, animated as in a game; any other step comes as the past
events (for the log) and the position, drawn at once. The controls are the kit's ReplayBar.
The table never gets legal actions, so nothing on it can be played; "Play from here" asks
the worker to start a new game from the position shown, which the main window then shows
like any game.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QMessageBox, QVBoxLayout, QWidget

from engine.saves import SLOTS
from engine.turn import TurnKind

from ..dialogs.replays import ReplaysDialog, ask_export_path, ask_import_path
from ..dialogs.saves import SavesDialog
from ..games import GameTable, make_table
from ..lang import seats
from ..lang.arg import arg
from ..review.cache import ReviewCache
from ..review.job import ReviewRunner
from ..review.marks import show_marks
from ..review.panel import ReviewPanel
from ..table.all_hands import AllHandsView
from ..table.replay_bar import ReplayBar
from ..worker.host import WorkerHost

HOLD_POLL_MS = 200


class ReplayViewer(QWidget):
    """The replay screen: a game's table and the ReplayBar under it."""

    shown = Signal()            # a replay was opened: show this screen
    closed = Signal()           # the player closed the replay
    message = Signal(str)       # a line for the status bar

    new_game_requested = Signal()   # "New match" in the match-end box

    def __init__(self, host: WorkerHost, parent: QWidget | None = None, store: Any = None) -> None:
        super().__init__(parent)
        self.host = host
        self.store = store
        self.table: GameTable | None = None
        self.info: dict = {}
        self.move = 0
        self.total = 0
        self.last_error = ""
        self.played_from: tuple[str, int] | None = None   # "Play from here": (slot, move)
        self.bar = ReplayBar()
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.all_hands = AllHandsView()
        self._layout.addWidget(self.all_hands)
        self._layout.addWidget(self.bar)
        self.review = ReviewPanel(ReviewRunner(ReviewCache(_reviews_folder(store)), self))
        self._layout.addWidget(self.review)
        self.review.move_chosen.connect(self.step_to)
        self.review.try_from.connect(self._try_from)
        self.review.review_shown.connect(lambda review: show_marks(self.bar.slider, review))
        self._source: dict = {}
        self._try_at: int | None = None       # "Try the better move": play on once there
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)
        self._held_ticks = 0
        replayer = host.replayer
        # Bound methods of this GUI-thread widget: Qt queues them from the engine thread.
        replayer.loaded.connect(self._on_loaded)
        replayer.turn.connect(self._on_turn)
        replayer.position.connect(self._on_position)
        replayer.error.connect(self._on_error)
        replayer.exported.connect(self._on_exported)
        replayer.hands.connect(self._on_hands)
        self.bar.step_requested.connect(self.step_to)
        self.bar.play_toggled.connect(self._play_toggled)
        self.bar.seat_changed.connect(host.request_replay_seat)
        self.bar.play_from_here.connect(self.play_from_here)
        self.bar.faces_toggled.connect(host.request_replay_show_all)
        self.bar.close_requested.connect(self.close_replay)

    # ---- commands ------------------------------------------------------------------------
    def open(self, source: dict) -> None:
        """Open {"slot": name} or {"path": file}; the worker answers with loaded or error."""
        self._source = dict(source)
        self.host.request_replay.emit(dict(source))

    def review_game(self, source: dict) -> None:
        """Open {"slot": name} or {"path": file} and review it for its player (issue 35:
        a replay card's and the match-end box's "Review this game"): from the cache at once
        when it was reviewed before, else in the review thread, the replay free meanwhile."""
        self.review.review_on_open = True
        self.open(source)

    def step_to(self, move: int) -> None:
        self.host.request_replay_step.emit(int(move))

    def play_from_here(self) -> None:
        """A new game from the position shown, kept in a new save slot: the first free one,
        or (all ten in use) the one the player lets it overwrite; no choice, no new game."""
        self._stop_playing()
        slot = first_free_slot(self.store) if self.store is not None else ""
        if slot is None:
            slot = ask_slot_to_overwrite(self.store, self.window())
            if not slot:
                return
        self.played_from = (slot, self.bar.move)
        self.host.request_play_from_here.emit(slot)
        self._drop_table()

    def saved_text(self, slot: str) -> str | None:
        """The status line when the new game of "Play from here" is saved in `slot`: what
        happened and where the game is (issue 34.12: only "Saved in slot 2." was said)."""
        if self.played_from is None or self.played_from[0] != slot:
            return None
        move, self.played_from = self.played_from[1], None
        return arg(self.tr("A new game goes on from move %1 of the replay; it is kept in save "
                           "slot %2 (Game ▸ Load). The game you watched is unchanged."),
                   str(move), slot)

    def choose(self, store: Any) -> None:
        """The list of games to watch (slots, autosave, finished games, a file)."""
        dialog = ReplaysDialog(store, self.window())
        dialog.watch_requested.connect(self.open)
        dialog.review_requested.connect(self.review_game)
        dialog.exec()

    def import_file(self, path: str | None = None) -> None:
        """Open a `.jiupai` file here (asks for it when `path` is None); from the replay the
        player may play on ("Play from here")."""
        if path is None:                # chosen here: shown as a card first (import_card.py)
            from ..dialogs.import_card import confirm_import
            path = ask_import_path(self.window())
            if not path or not confirm_import(path, self.window()):
                return
        self.open({"path": path})

    def export_file(self, path: str | None = None, what: str = "replay",
                    share: bool = True) -> None:
        """Write the replay ("replay") or the running game ("game") as a `.jiupai` file: to
        share (what its player saw; no other hand, no stock) or, `share` False, the whole
        game to continue elsewhere (it holds every card)."""
        path = path or ask_export_path(self.window(), share)
        if path:
            self.host.request_export.emit(path, what, share)

    def _try_from(self, move: int) -> None:
        """Play on from the position before a graded move, as a new game."""
        self._stop_playing()
        self._try_at = int(move)
        if move == self.move:
            self._on_position(self.move, self.total)
        else:
            self.step_to(move)

    def close_replay(self) -> None:
        self.review.set_game("", -1)
        self._stop_playing()
        self._drop_table()
        self.closed.emit()

    def is_open(self) -> bool:
        return self.table is not None

    # ---- the worker's answers ---------------------------------------------------------------
    def _on_loaded(self, info: dict) -> None:
        self._stop_playing()
        self._drop_table()
        self.info = dict(info)
        self.table = make_table(info["game"])
        self.table.human_seat = info["human_seat"]
        self.table.human_seats = list(info.get("human_seats") or [])
        self.table.set_names(info["names"])
        self.table.assist.bar.hide()    # no hint, 托管 or undo in a replay: nothing is played
        self.table.result.replay = True  # and nobody is thinking: "Next: Computer 1"
        self._layout.insertWidget(0, self.table, 3)
        self.table.new_match_requested.connect(self.new_game_requested)
        self.total = info["total"]
        self.bar.set_game(info["total"], info["finished"], self._shown_names(info["human_seat"]),
                          info["seats"], info["human_seat"], bool(info.get("shared_view")))
        self.bar.set_sections(info.get("sections") or [],
                             getattr(self.table.parts, "section_label", None))
        self._offer_review(info)
        self.shown.emit()

    def _offer_review(self, info: dict) -> None:
        """The review of the game on show, from its file (the review thread reads it)."""
        source = self._source
        if "slot" in source and self.store is not None:
            path = str(self.store.path(str(source["slot"])))
        else:
            path = str(source.get("path", ""))
        why_not = ""
        if info.get("shared_view"):
            # engine/review/files.py says why no game can be reviewed from a seat view yet
            why_not = self.tr("This shared view holds what one seat saw but not the game's "
                              "record, which a review replays to weigh each decision: review "
                              "the game's save or full export instead.")
        self.review.set_game(path, -1, why_not)

    def _on_turn(self, turn) -> None:
        """A step (animated as in a game), a jump (the table starts afresh, its log tells
        everything up to here) or the deal."""
        if self.table is None:
            return
        if turn.kind is TurnKind.SYNC:
            self.table.clear()
        other_seat = turn.seat != self.table.human_seat
        self.table.take_turn(turn)
        if other_seat:          # watched from another seat: "(you)" moves with it
            self.table.set_names(list(turn.observation.get("names") or []))

    def _on_position(self, move: int, total: int) -> None:
        self.move, self.total = move, total
        self.bar.set_position(move, total)
        self.review.set_move(move)
        if self._try_at is not None and move == self._try_at:
            self._try_at = None
            self.play_from_here()
            return
        if self.bar.play.isChecked():
            self._timer.start(int(self.bar.seconds_per_move() * 1000))

    def _on_error(self, text: str) -> None:
        self.last_error = text
        self.review.review_on_open = False      # the game asked for did not open
        self.message.emit(text)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Replay"), text,
                          QMessageBox.StandardButton.Ok, self.window())
        box.setObjectName("replayError")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def _on_hands(self, hands: list) -> None:
        """Every seat's hand (a finished game, "All hands" on), or [] to hide the strip."""
        if self.table is None or not hands:
            self.all_hands.hide()
            return
        # a game with cards of its own (九尊) says how they look: `face_of(code)`
        face_of = getattr(self.table, "face_of", None) or (lambda code: code)
        self.all_hands.show_hands(hands, self.table.names, face_of)
        self.all_hands.show()

    def _on_exported(self, path: str) -> None:
        self.message.emit(arg(self.tr("Game exported to %1."), path))

    # ---- playing ---------------------------------------------------------------------------
    def _play_toggled(self, on: bool) -> None:
        if on:
            self._held_ticks = 0
            self._timer.start(0)
        else:
            self._timer.stop()

    def _tick(self) -> None:
        """Next move once the table has shown the last one; a summary at a hand's end is
        left up a few moments, then the viewer goes on as the player's "Next hand" would."""
        if self.table is None or not self.bar.play.isChecked():
            return
        if self.table.busy():
            if self.table.holding():
                self._held_ticks += 1
                if self._held_ticks * HOLD_POLL_MS >= 3000 * self.bar.seconds_per_move():
                    self._held_ticks = 0
                    self.table.go_on()
            self._timer.start(HOLD_POLL_MS)
            return
        if self.move >= self.total:
            self.bar.play.setChecked(False)
            return
        self.step_to(self.move + 1)

    def _stop_playing(self) -> None:
        self._timer.stop()
        if self.bar.play.isChecked():
            self.bar.play.setChecked(False)

    def _drop_table(self) -> None:
        self.all_hands.hide()
        if self.table is not None:
            self.table.anim.finish_all()
            self._layout.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None

    def _shown_names(self, seat: int) -> list[str]:
        return seats.shown_names(list(self.info.get("names") or []), seat,
                                 self.info.get("human_seats"))


def _reviews_folder(store: Any) -> Path:
    """Cached reviews live beside the saves (gui/review/cache.py)."""
    folder = getattr(store, "directory", None)
    if folder is not None:
        return Path(folder).parent / "reviews"
    from engine.data_folder import user_data_folder
    return user_data_folder() / "reviews"


def first_free_slot(store: Any) -> str | None:
    """The first of the ten save slots with no file in it (a look at the folder only)."""
    return next((slot for slot in SLOTS[1:] if not store.path(slot).exists()), None)


def ask_slot_to_overwrite(store: Any, parent: QWidget | None) -> str | None:
    """Every slot is in use: the saves dialog asks which one the new game may take (it
    confirms the overwrite itself); None when the player cancels."""
    dialog = SavesDialog(store, "save", can_save=True, parent=parent)
    chosen: list[str] = []
    dialog.save_requested.connect(chosen.append)
    dialog.exec()
    return chosen[-1] if chosen else None
