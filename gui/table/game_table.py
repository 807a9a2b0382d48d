"""GameTable: the base class of every per-game table.

Layout: the TableView (felt, cards) with a controls area and a status line below
it; a side panel with the scoreboard and the game log; an announcement overlay
for hand end / match end.

The interface a game's table implements (the main window calls these):

    set_names(names: list[str])        seat names, seat order, as the game keeps them ("" for a
                                       seat's default name, shown in the current language)
    on_observation(obs: dict)          the human's observation (+ names, human_seat,
                                       current_player, is_over, turn, game)
    on_events(events: list[dict])      animate, then log (each event has "kind", "seat")
    on_legal(legal: list[dict])        the human's legal actions ({"notation", ...});
                                       empty when it is not the human's turn
    action_chosen = Signal(str)        emit an action's notation to play it
    retranslate()                      re-set every visible string (LanguageChange); the log
                                       is kept as events and told again in the new language

Subclasses normally override the hooks `render(obs)` (redraw the table from an
observation; called once queued animations are done), `animate(events)` (queue
card animations on `self.anim`) and `show_legal(legal)` (highlight playable cards),
and call the base methods for the scoreboard, log and status line.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QSplitter, QVBoxLayout, QWidget

from ..lang import seats, strings
from .animation import AnimationQueue
from .side_panel import SidePanel
from .card_item import CardItem
from .view import TableView
from .announce import AnnouncementOverlay, HandEndPause
from .assist import TableAssist
from .pacing import Pacing
from .sound import TableSounds
from .moments import TableMoments
from .status_line import StatusLine
from .why_not import WhyNot
from .handover import Handover
from .log_and_scores import LogAndScores
from .status_and_result import StatusAndResult


class GameTable(TableAssist, Pacing, LogAndScores, StatusAndResult, QWidget):
    """Base per-game table; see the module docstring for the interface."""

    action_chosen = Signal(str)
    hint_requested = Signal()      # ask the worker for a hint; the answer comes to on_hint
    hint_cancelled = Signal(int)   # the player played move n while its hint was searched
    autoplay_requested = Signal(bool)   # 托管 on/off, asked of the worker (gui/table/assist.py)
    undo_requested = Signal()
    ready = Signal()               # everything received so far has been shown
    next_hand_requested = Signal()
    new_match_requested = Signal()
    coach = None                   # a lesson's coach (gui/tutorial/coach.py) while one runs

    def __init__(self, game_id: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.seat_names: list[str] = []     # as the game keeps them (seats.DEFAULT …)
        self.names: list[str] = []          # as shown now, in the current language
        self.log_events: list[dict] = []    # what the log tells, re-told on a language switch
        self.human_seat = 0                 # the seat the table shows (hot-seat: the player at it)
        self.human_seats: list[int] = []    # every human seat (two or more: hot-seat)
        self.observation: dict[str, Any] = {}
        self.legal: list[dict] = []
        self.thinking_seat = -1
        self.think_percent = -1
        self._init_pacing()      # what waits until the events before it are shown (pacing.py)
        self._result: dict | None = None
        self._scroll_due = False
        self._rerender_due = False

        self.view = TableView()
        self.scene = self.view.scene()
        self.view.text_floor_changed.connect(self._texts_resized)
        self.view.look_changed.connect(self._texts_resized)    # Settings ▸ Cards: redraw too
        self._texts_due = False
        self.anim = AnimationQueue(self)
        self.anim.idle.connect(self._flush_observation)
        self.anim.idle.connect(self.check_ready)
        self.controls = QVBoxLayout()
        self.controls.setContentsMargins(6, 4, 6, 0)
        self.status = StatusLine()          # a long line ends in "…" (status_line.py)
        self.status.setObjectName("statusLine")
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.status.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.status.setFont(font)
        # A long line (a hint, a refusal) must not widen the window: it may be cut, the
        # tooltip has it whole.
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        self.side = SidePanel()
        self.scoreboard = self.side.scoreboard
        self.score_title, self.log_title = self.side.score_title, self.side.log_title
        self.log_list = self.side.log_list
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.side.fold_button)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 4)
        self._init_assist()
        left_layout.addLayout(self.felt_row, 1)     # the felt, and the counter when shown
        left_layout.addLayout(self.controls)
        bottom.insertWidget(0, self.assist)     # Hint, Auto-play, Undo: left of the status
        # The status line shares its row with the "Next hand" button shown between hands,
        # and is as tall as it: the felt does not move when the button shows. The side
        # panel's fold button ends the row.
        self._status_row = bottom
        left_layout.addLayout(self._status_row)
        side = self.side

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        outer.addWidget(splitter)

        self.overlay = AnnouncementOverlay(self)
        self.overlay.chosen.connect(self._on_overlay_choice)
        self.sounds = TableSounds(self)     # the events shown and the result, heard
        self.moments = TableMoments(self).moments   # big plays felt (moments.py)
        self.hand_end = HandEndPause(self.overlay)
        self.next_hand_button = self.hand_end.button
        self._status_row.insertWidget(1, self.next_hand_button)   # before the fold button
        self.status.setMinimumHeight(self.next_hand_button.sizeHint().height())
        self.hand_end.go_on.connect(self.next_hand_requested)
        self.hand_end.changed.connect(self._update_status)
        self.next_hand_requested.connect(self.hand_end.leave)   # before any hold releases
        self.why_not = WhyNot(self)         # a refused click explained (why_not.py)
        self.handover = Handover(self)      # hot-seat: the cover between two humans (handover.py)
        self.retranslate()

    # ---- the interface -----------------------------------------------------------
    def set_names(self, names: list[str]) -> None:
        self.seat_names = list(names)
        self.names = seats.shown_names(self.seat_names, self.human_seat, self.human_seats)
        self._fill_scoreboard()

    def on_observation(self, obs: dict) -> None:
        """Keep the observation; render it once the queued animations are done."""
        self._take_names(obs)
        self._pending_obs = obs
        if self._opening:
            self._open_over(obs)
        elif not self.settling():
            self._flush_observation()

    def on_events(self, events: list[dict]) -> None:
        """Animate (hook), then log each event in words."""
        self.animate(events)
        self.log_all(events)

    def on_history(self, events: list[dict]) -> None:
        """A resumed game's past events: written to the log, not animated."""
        self.log_all(events)

    def on_legal(self, legal: list[dict]) -> None:
        """The human's legal actions, shown with the position they belong to (pacing.py)."""
        if self._keep_legal(legal):
            return
        self.legal = list(legal)
        if not self.legal:
            self.forget_hint()
        self.show_legal(self.legal)
        self._update_status()

    def retranslate(self) -> None:
        """Re-set every visible string; subclasses extend it (call super)."""
        self.side.retranslate()
        self.names = seats.shown_names(self.seat_names, self.human_seat, self.human_seats)
        self.rebuild_log()
        self._fill_scoreboard()
        self._update_status()
        self._retranslate_assist()
        self.why_not.retranslate()
        if self._result is not None and self.overlay.isVisible():
            # after the overlay's own LanguageChange (which resets its headers)
            QTimer.singleShot(0, self, self._announce_again)
        if self.observation:
            if self.anim.is_busy():
                # A redraw now would delete card items that queued animations still move
                # (RuntimeErrors, then a queue that never idles and a worker that waits for
                # ever). Widgets are retranslated above; the scene follows when idle.
                self._rerender_due = True
            else:
                self.render(self.observation)

    # ---- hooks for subclasses ------------------------------------------------------
    def render(self, obs: dict) -> None:
        """Redraw the table from an observation (called when animations are idle)."""

    def animate(self, events: list[dict]) -> None:
        """Queue animations on self.anim for these events."""

    def show_legal(self, legal: list[dict]) -> None:
        """Highlight what the human may play."""

    def card_refused(self, card: object) -> None:
        """A click on a dimmed hand card: ask the worker why (the answer shows on the
        status line, gui/table/why_not.py). Tables whose attempts are not a bare card
        (a selection, a mode) override this."""
        self.why_not.ask(str(card))

    def why_not_text(self, code: str, params: dict) -> str:
        """The words for a game's own reason code (its text module); "" if unknown."""
        return ""

    def describe_event(self, event: dict) -> str:
        """One log line; the default uses gui.lang.strings' event templates."""
        return strings.describe_event(event, self.names)

    def add_hand(self, cards: list[str], positions: list, on_click, z: float = 30
                 ) -> dict[str, CardItem]:
        """Face-up card items for the human's hand at `positions`, stacked left to right;
        card -> its (first) item, for highlighting and for animating a play from the hand."""
        items: dict[str, CardItem] = {}
        for i, (card, pos) in enumerate(zip(cards, positions)):
            item = CardItem(card)
            item.setPos(pos)
            item.setZValue(z + i)
            item.clicked.connect(on_click)
            item.refused.connect(self.card_refused)
            self.scene.addItem(item)
            items.setdefault(card, item)
        return items

    def busy(self) -> bool:
        """True while events are still being shown (subclasses add their own holds)."""
        return (self.anim.is_busy() or bool(self._opening)
                or (self.coach is not None and self.coach.holds()))

    def check_ready(self) -> None:
        """Emit `ready` when nothing is left to show (the worker then lets the next bot move)."""
        if not self.busy():
            self.ready.emit()

    # ---- shared services -------------------------------------------------------------
    def choose(self, notation: str) -> None:
        """Play an action: emits action_chosen and clears the highlights."""
        if self.coach is not None and not self.coach.allows(notation):
            return                          # a lesson's step wants another move
        self.legal = []
        self.forget_hint()
        self.show_legal([])
        self._update_status()               # no "Your turn" left while the move is shown
        self.action_chosen.emit(notation)

    def clear(self) -> None:
        """Forget the running game (before a new one starts)."""
        self.anim.finish_all()
        self.scene.clear()
        self.log_list.clear()
        self.log_events = []
        self.observation, self.legal, self._result = {}, [], None
        self._forget_pacing()
        self.hand_end.leave()
        self.thinking_seat = -1
        self.think_percent = -1
        self.overlay.hide()

    # ---- internals -------------------------------------------------------------------
    def _take_names(self, obs: dict) -> None:
        """The seat and names an observation carries (renamed when they changed)."""
        self.human_seat = int(obs.get("human_seat", self.human_seat))
        self.human_seats = list(obs.get("human_seats") or self.human_seats)
        if "names" in obs and obs["names"] != self.seat_names:
            self.set_names(obs["names"])

    def _flush_observation(self) -> None:
        """The animations are done: draw the newest position, then whose turn it is and the
        human's legal actions, in the order the worker sent them."""
        if self.settling():
            return
        obs, self._pending_obs = self._pending_obs, None
        if obs is None and self._rerender_due and self.observation:
            obs = self.observation          # a language switch waited for the animations
        self._rerender_due = False
        if obs is not None:
            self.observation = obs
            self._fill_scoreboard()
            self.update_counter(obs)
            self.render(obs)
        self._show_pending_turn()
        self._update_status()

    def _on_overlay_choice(self, key: str) -> None:
        # "next_hand" and "close" between hands: self.hand_end (gui/table/announce.py)
        if key == "new_match":
            self.new_match_requested.emit()

    def _texts_resized(self) -> None:
        # Never redraw inside the resize: a resize can come from a click's handler (a
        # status line appears), and a redraw deletes the item still handling the click.
        if not self._texts_due:
            self._texts_due = True
            QTimer.singleShot(0, self, self._redraw_texts)

    def _redraw_texts(self) -> None:
        """The view's scale crossed a readable-text threshold: texts set at render time
        (simple text items) are made again at the new minimum size; painted items repaint."""
        self._texts_due = False
        self.scene.update()
        if not self.observation:
            return
        if self.anim.is_busy():
            self._rerender_due = True       # as for a language switch: redraw when idle
        else:
            self.render(self.observation)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self.place_overlays)
        self.side.fit_width(self.width())
        if self.overlay.isVisible():
            self.overlay.setGeometry(self.rect())
