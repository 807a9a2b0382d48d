"""The player's helpers at every table, built once: hint (提示), 托管 (auto-play), undo.

`AssistBar` holds the Hint, Auto-play and Undo buttons and, while a hint is on show, "Play
it"; it sits in the status row, whose line says the hint in words. `TableAssist` is the part
of `GameTable` that handles them (an object the table owns, `table.assist`):

- **Hint.** `show_hint()` asks the worker (`hint_requested`); `on_hint` keeps the answer only
  while it is still for the move on show and names a legal action, then the game's
  `present_hint(action)` shows it in place (cards raised, the way to play it marked) and the
  bar says it in words, with the bot's reason. "Play it" plays it with one click. Asking
  never changes the game: the worker only asks a bot.
- **托管.** The worker plays the seat; the table shows a banner on the seat and, while it is
  on, watches every mouse press on the table: any click (except on the toggle itself, which
  switches it off by itself) asks the worker to give the seat back.
- **Undo.** The button emits `undo_requested`; the worker replays the record (see
  gui/worker/assist.py) and the window opens the table afresh on the earlier position.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from ..lang.arg import arg
from ..style import icons
from .counter_panel import CounterPanel

# How long a hand's summary stays up under 托管 before play goes on (one to two ticks).
AUTOPLAY_READ_MS = 1500


class AssistBar(QWidget):
    """"Play it" (while a hint is on show) and the Hint / Auto-play / Undo buttons. The bar
    shares the status row (the hint's words show on the status line): a row of its own
    would take its height from the felt, which at 800×600 has none to spare."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        # the hint in words ("" when none): GameTable's status line shows it on your turn
        self.hint_line = ""
        self.play_hint_button = QPushButton()
        self.play_hint_button.hide()
        self.hint_button = QPushButton()
        self.autoplay_button = QPushButton()
        self.autoplay_button.setCheckable(True)
        self.undo_button = QPushButton()
        self.skip_button = QPushButton()       # 快轉: shown while the computers play
        self.skip_button.hide()
        for name, button in (("hint", self.hint_button), ("autoplay", self.autoplay_button),
                             ("undo", self.undo_button)):
            icons.put(button, name)
        for button in (self.hint_button, self.autoplay_button, self.undo_button,
                       self.skip_button, self.play_hint_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)    # keys stay with the table
            row.addWidget(button)
        policy = self.sizePolicy()
        policy.setVerticalPolicy(QSizePolicy.Policy.Fixed)
        policy.setHorizontalPolicy(QSizePolicy.Policy.Fixed)
        self.setSizePolicy(policy)

    def retranslate(self) -> None:
        self.hint_button.setText(self.tr("Hint (H)"))
        self.hint_button.setToolTip(self.tr("What would the computer play here? Changes nothing."))
        self.autoplay_button.setText(self.tr("Auto-play (T)"))
        self.autoplay_button.setToolTip(
            self.tr("Let the computer play your seat until you click the table."))
        self.undo_button.setText(self.tr("Undo"))
        self.undo_button.setToolTip(self.tr("Take back your last move (Ctrl+Z)"))
        self.play_hint_button.setText(self.tr("Play it"))
        self.skip_button.setText(self.tr("Skip ahead (F)"))
        self.skip_button.setToolTip(self.tr(
            "Let the computers play on at once, to your next move or the end of the hand"))


class AutoplayBanner(QLabel):
    """"托管中 / Auto-play" over the human's seat (the bottom of the felt)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("autoplayBanner")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()

    def retranslate(self) -> None:
        self.setText(self.tr("Auto-play: click the table to take over"))

    def place(self) -> None:
        """At the bottom of the felt, or as little above it as clears the words there: it
        covered 九尊's "No cards in hand: you watch this phase." (issue 34). Cards it may
        cover (the hand it plays), words not."""
        parent = self.parentWidget()
        self.adjustSize()
        width = min(self.sizeHint().width(), max(120, parent.width() - 20))
        self.resize(width, self.sizeHint().height())
        x, bottom = (parent.width() - width) // 2, max(0, parent.height() - self.height() - 12)
        y = next((y for y in range(bottom, parent.height() // 2, -4)
                  if not self._on_words(QRect(x, y - 4, width, self.height() + 8))), bottom)
        self.move(x, y)

    def _on_words(self, rect: QRect) -> bool:
        """Whether `rect` (the view's pixels) lies on a text of the felt or a seat's plate."""
        view = self.parentWidget()
        if not isinstance(view, QGraphicsView):
            return False
        from .plate import PlayerPlate
        return any(isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem, PlayerPlate))
                   and item.isVisible() and item.effectiveOpacity() > 0.01
                   for item in view.items(rect))


class _ClickWatcher(QObject):
    """While 托管 is on: a mouse press anywhere on the table gives the seat back."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)          # destroyed with the table, and so unhooked from the app
        self._table = table

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.MouseButtonPress and isinstance(watched, QWidget):
            table = self._table
            # Reading or closing a hand's summary, reading the log or the scores, or
            # skipping ahead is not taking the seat back (seen under Xvfb: "Skip ahead"
            # ended 托管): those clicks, and the toggle's, which switches by itself, are
            # left alone.
            bar = table.assist.bar
            if watched not in (bar.autoplay_button, bar.skip_button) and not any(
                    watched is part or part.isAncestorOf(watched)
                    for part in (table.overlay, table.side)) and (
                    watched is table or table.isAncestorOf(watched)):
                table.assist.request_autoplay(False)
        return False


class TableAssist(QObject):
    """Hint, 托管, undo and the card counter of one table (see the module docstring). The
    game says how a hint looks on its felt: `table.present_hint`, `withdraw_hint`,
    `hint_text`, `hint_action`; and names its counter's groups."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.table = table
        self.bar = AssistBar()
        self.bar.hint_button.clicked.connect(self.show_hint)
        self.bar.play_hint_button.clicked.connect(self.play_hint)
        self.bar.autoplay_button.clicked.connect(lambda on: self.request_autoplay(bool(on)))
        self.bar.undo_button.clicked.connect(table.undo_requested)
        self.bar.skip_button.clicked.connect(self.skip)
        self.skipping = False
        # a network table (gui/net/net_table.py) turns it off: the host paces its bots
        self.can_skip = True
        self.autoplay_on = False
        self.undo_enabled = False
        self.hint: dict | None = None           # {"notation", "move", "reason"} on show
        self._hint_asked: int | None = None
        self._hint_percent = -1                 # a strong hint's search progress (-1: none)
        self._watcher = _ClickWatcher(table)
        # Under 托管 a hand's summary or the heaven announcement is read, then closed by
        # itself after a moment, so the computer plays on for the player (a click still
        # takes over at once).
        self._autoplay_pause = QTimer(self)
        self._autoplay_pause.setInterval(AUTOPLAY_READ_MS)
        self._autoplay_pause.timeout.connect(self._autoplay_continue)
        self._autoplay_waited = 0
        self.banner = AutoplayBanner(table.view)
        # the felt's words change under it (a hand played out, a line to watch by)
        table.view.scene().changed.connect(self._felt_changed)
        # The counter stands beside the felt, never over it: the board makes room (the
        # view fits the scene into what is left) instead of hiding part of a board.
        self.counter_panel = CounterPanel()
        self.counter_on = False

    def retranslate(self) -> None:
        self.bar.retranslate()
        self.banner.retranslate()
        if self.banner.isVisible():
            self.banner.place()
        if self.counter_on:
            self.update_counter(self.table.observation or {})
        self._show_hint_line()

    # ---- hint ---------------------------------------------------------------------------
    def show_hint(self) -> None:
        """Ask the worker for a hint (once per move, however many clicks); on_hint shows it."""
        table = self.table
        if table.legal and not self.autoplay_on and self._hint_asked != self.move():
            self._hint_asked = self.move()
            self._hint_percent = -1
            table.hint_requested.emit()
            self._show_hint_line()            # "looking…" until the worker answers

    def on_hint(self, hint: dict) -> None:
        """Show a hint if it is for the move on show and names one of its legal actions."""
        notation = hint.get("notation")
        self._hint_asked = None
        action = self.table.hint_action(notation)
        if action is None or hint.get("move") != self.move() or self.autoplay_on:
            return                               # the position has moved on meanwhile
        self.hint = dict(hint)
        self.table.present_hint(action, notation)
        self._show_hint_line()

    def on_hint_progress(self, move: int, percent: int) -> None:
        """A strong hint's search has done `percent` of its budget: the status line counts."""
        if move == self._hint_asked and move == self.move() and percent != self._hint_percent:
            self._hint_percent = percent
            self._show_hint_line()

    def hint_notation(self) -> str | None:
        """The hint on show for the move now to play, if any (tests and tutorials)."""
        if self.hint is not None and self.hint.get("move") == self.move():
            return self.hint["notation"]
        return None

    def play_hint(self) -> None:
        """Play the hint on show: one click (a game whose plays are selections overrides
        `table.play_hint`)."""
        self.table.play_hint()

    def forget_hint(self) -> None:
        if self._hint_asked is not None:      # still searched: the player has moved on
            self.table.hint_cancelled.emit(self._hint_asked)
            self._hint_asked = None
        if self.hint is not None:
            self.hint = None
            self.table.withdraw_hint()
        self._show_hint_line()

    def _show_hint_line(self) -> None:
        table = self.table
        hint = self.hint if self.hint_notation() is not None else None
        if hint is None:
            waiting = bool(table.legal) and self._hint_asked is not None and (
                self._hint_asked == self.move())
            text = ""
            if waiting and self._hint_percent >= 0:
                text = arg(QCoreApplication.translate("TableAssist", "Looking for a hint… %1%"),
                           str(self._hint_percent))
            elif waiting:
                text = QCoreApplication.translate("TableAssist", "Looking for a hint…")
            self.bar.hint_line = text
            self.bar.play_hint_button.hide()
            table.update_status()
            return
        action = table.hint_action(hint["notation"]) or {"notation": hint["notation"]}
        text = arg(QCoreApplication.translate("TableAssist", "Hint: %1"),
                   table.hint_text(action, hint["notation"]))
        if hint.get("reason"):
            text += " · " + QCoreApplication.translate("HintReasons", hint["reason"])
        self.bar.hint_line = text
        self.bar.play_hint_button.show()
        table.update_status()

    def move(self) -> int | None:
        """The move number of the position on show (a hint must be for it)."""
        return (self.table.observation or {}).get("turn")

    # ---- 托管 and undo ---------------------------------------------------------------------
    def request_autoplay(self, on: bool) -> None:
        """Ask the worker to play the seat (or give it back); the answer is set_autoplay."""
        if on != self.autoplay_on:
            self.table.autoplay_requested.emit(on)
        self.bar.autoplay_button.setChecked(self.autoplay_on)

    def set_autoplay(self, on: bool) -> None:
        """The worker says 托管 is now on or off: banner, toggle, click watcher."""
        self.autoplay_on = bool(on)
        self.bar.autoplay_button.setChecked(self.autoplay_on)
        app = QApplication.instance()
        if self.autoplay_on:
            self.forget_hint()
            self.banner.retranslate()
            self.banner.place()
            self.banner.show()
            self.banner.raise_()
            app.installEventFilter(self._watcher)
            self._autoplay_waited = 0
            self._autoplay_pause.start()
        else:
            self.banner.hide()
            app.removeEventFilter(self._watcher)
            self._autoplay_pause.stop()
        self.update_buttons()

    def _autoplay_continue(self) -> None:
        """A tick under 托管: go on past what holds play once it has been up a whole tick."""
        table = self.table
        holding = table.queue.holding()
        # The player closed the summary to look at the finished hand: the seat is still
        # the computer's, so play goes on at the next tick, not at a "Next hand" click.
        closed = holding and not table.next_hand_button.isHidden()
        if not holding:
            self._autoplay_waited = 0
            return
        self._autoplay_waited += 1
        if self._autoplay_waited < 2 and not closed:
            return
        self._autoplay_waited = 0
        table.go_on()

    def set_undo_state(self, info: dict) -> None:
        self.undo_enabled = bool(info.get("undo"))
        self.update_buttons()

    def update_buttons(self) -> None:
        over = bool(self.table.observation.get("is_over")) or self.table.result.result is not None
        self.bar.hint_button.setEnabled(bool(self.table.legal) and not self.autoplay_on)
        self.bar.undo_button.setEnabled(self.undo_enabled and not over)
        self.bar.autoplay_button.setEnabled(not over or self.autoplay_on)
        bots_play = not over and not self.table.legal and self.table.result.thinking_seat >= 0
        self.bar.skip_button.setVisible(self.can_skip and (bots_play or self.skipping))
        self.bar.skip_button.setEnabled(not self.skipping)

    def skip(self) -> None:
        """Skip ahead (快轉): the computers play on at once (the worker decides how far)."""
        table = self.table
        if not table.legal and not self.skipping and table.result.thinking_seat >= 0:
            table.skip_requested.emit()

    def set_skipping(self, on: bool) -> None:
        self.skipping = bool(on)
        self.update_buttons()

    def game_over(self) -> None:
        """The match has ended: 托管 has nothing left to play (its banner and check go)."""
        if self.autoplay_on:
            self.set_autoplay(False)
        self.update_buttons()

    # ---- the card counter (记牌器) -----------------------------------------------------------
    def set_counter_visible(self, on: bool) -> None:
        self.counter_on = bool(on)
        self.counter_panel.setVisible(self.counter_on)
        if self.counter_on:
            self.update_counter(self.table.observation or {})

    def update_counter(self, obs: dict) -> None:
        """Show the counts the worker sent with this observation (when the panel is on)."""
        if self.counter_on:
            table = self.table
            groups = list(obs.get("counter") or [])
            names = {group: table.counter_group_name(group) for group, _ in groups}
            colours = {group: table.counter_group_colour(group) for group, _ in groups}
            self.counter_panel.show_counts(groups, names, table.counter_glyphs,
                                           {g: c for g, c in colours.items() if c})

    def _felt_changed(self, _region) -> None:
        if self.banner.isVisible():
            self.banner.place()

    def place_overlays(self) -> None:
        """Keep the 托管 banner at the bottom of the felt; the counter roomy on a tall one."""
        if self.banner.isVisible():
            self.banner.place()
        self.counter_panel.set_roomy(self.table.view.height() >= 700)

    def teardown(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self._watcher)
