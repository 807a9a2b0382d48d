"""ReplayBar: the replay viewer's controls, one row under any game's table.

⏮ back · ▶/⏸ play · ⏭ forward · a move slider (gui/table/marked_slider.py: the review marks
the player's mistakes on it) · "Move k of n" · speed · the seat watched · "Play from here" ·
Close. The bar decides nothing: it emits what the player asked for
(`step_requested(k)`, …) and shows the position the worker reports (`set_position`).
Dragging the slider asks for its position once it is let go (or after a short pause), so a
drag does not make the worker replay every move on the way.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QStyle, QWidget

from ..lang.arg import arg
from .marked_slider import MarkedSlider

# Seconds between moves while playing, by the speed chosen.
SPEEDS = (2.0, 1.0, 0.5, 0.25)
SLIDER_PAUSE_MS = 150


class ReplayBar(QWidget):
    """Controls of a replay; signals carry the player's wishes, `set_position` the answer."""

    step_requested = Signal(int)     # show the position after k moves
    play_toggled = Signal(bool)
    speed_changed = Signal(float)    # seconds per move
    seat_changed = Signal(int)
    play_from_here = Signal()
    faces_toggled = Signal(bool)     # every hand face up (offered for a finished game only)
    close_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.move = 0
        self.total = 0
        self.finished = False
        style = self.style()
        self.back = QPushButton(style.standardIcon(QStyle.StandardPixmap.SP_MediaSeekBackward), "")
        self.play = QPushButton(style.standardIcon(QStyle.StandardPixmap.SP_MediaPlay), "")
        self.play.setCheckable(True)
        self.forward = QPushButton(style.standardIcon(QStyle.StandardPixmap.SP_MediaSeekForward), "")
        self.slider = MarkedSlider()     # the review marks mistakes on it (gui/review/marks.py)
        self.slider.setTracking(True)
        self.where = QLabel()
        self.jump = QComboBox()          # a hand / half-inning / round to jump to
        self.speed = QComboBox()
        self.seat = QComboBox()
        self.faces = QPushButton()
        self.faces.setCheckable(True)
        self.faces.hide()
        self.play_here = QPushButton()
        self.close_button = QPushButton()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 2, 0, 2)
        for widget in (self.back, self.play, self.forward):
            row.addWidget(widget)
        row.addWidget(self.slider, 1)
        for widget in (self.where, self.jump, self.speed, self.seat, self.faces, self.play_here,
                       self.close_button):
            row.addWidget(widget)
        self._slider_timer = QTimer(self)
        self._slider_timer.setSingleShot(True)
        self._slider_timer.setInterval(SLIDER_PAUSE_MS)
        self._slider_timer.timeout.connect(self._slider_settled)
        self.back.clicked.connect(lambda: self._ask(self.move - 1))
        self.forward.clicked.connect(lambda: self._ask(self.move + 1))
        self.play.toggled.connect(self._play_toggled)
        self.slider.valueChanged.connect(self._slider_moved)
        self.slider.sliderReleased.connect(self._slider_settled)
        self.speed.currentIndexChanged.connect(
            lambda i: self.speed_changed.emit(SPEEDS[max(0, i)]))
        self.jump.activated.connect(self._jump_chosen)
        self.seat.activated.connect(lambda i: self.seat_changed.emit(int(self.seat.itemData(i))))
        self.play_here.clicked.connect(self.play_from_here)
        self.faces.toggled.connect(self.faces_toggled)
        self.close_button.clicked.connect(self.close_requested)
        self._names: list[str] = []
        self._seats: list[int] = []
        self._label = None          # the game's section_label (gui/table/parts.py)
        self._sections: list[dict] = []
        self.retranslate()

    # ---- what the viewer tells it ---------------------------------------------------------
    def set_game(self, total: int, finished: bool, names: list[str], seats: list[int],
                 seat: int, shared: bool = False) -> None:
        """A replay to step through; `shared`: a seat view (what one player saw), which
        shows only that player's cards and cannot be played on."""
        self.total, self.finished = total, finished
        self._names, self._seats = list(names), list(seats)
        self.slider.blockSignals(True)
        self.slider.setRange(0, total)
        self.slider.blockSignals(False)
        self._fill_seats(seat)
        # Only a finished game may show every hand: an unfinished one has no such button.
        self.faces.setChecked(False)
        self.faces.setVisible(finished and not shared)
        self.play_here.setVisible(not shared)
        self.set_position(0, total)

    def set_sections(self, sections: list[dict], label=None) -> None:
        """The parts of the game (engine events that start a hand, half-inning or round),
        named by the game's own `label(section)` ("Hand 3"; None: "Round 3")."""
        self._label, self._sections = label, list(sections)
        self._fill_jump()

    def set_position(self, move: int, total: int) -> None:
        self.move, self.total = move, total
        if not self.slider.isSliderDown() and not self._slider_timer.isActive():
            self.slider.blockSignals(True)
            self.slider.setValue(move)
            self.slider.blockSignals(False)
        self.back.setEnabled(move > 0)
        self.forward.setEnabled(move < total)
        self.play_here.setEnabled(move < total or not self.finished)
        if move >= total and self.play.isChecked():
            self.play.setChecked(False)
        self._show_where()

    def set_names(self, names: list[str]) -> None:
        self._names = list(names)
        self._fill_seats(int(self.seat.currentData() or 0))

    def seconds_per_move(self) -> float:
        return SPEEDS[max(0, self.speed.currentIndex())]

    # ---- words -----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.back.setToolTip(self.tr("Step back"))
        self.play.setToolTip(self.tr("Play / pause"))
        self.forward.setToolTip(self.tr("Step forward"))
        self.slider.setToolTip(self.tr("Move"))
        self.slider.setAccessibleName(self.tr("Move"))
        self.play_here.setText(self.tr("Play from here"))
        self.faces.setText(self.tr("All hands"))
        self.faces.setToolTip(self.tr("Show every player's cards face up (a finished game)"))
        self.close_button.setText(self.tr("Close replay"))
        index = max(0, self.speed.currentIndex() if self.speed.count() else 1)
        self.speed.blockSignals(True)
        self.speed.clear()
        for label in (self.tr("Slow"), self.tr("Normal"), self.tr("Fast"), self.tr("Fastest")):
            self.speed.addItem(label)
        self.speed.setCurrentIndex(index)
        self.speed.blockSignals(False)
        self.seat.setToolTip(self.tr("Whose view is shown"))
        self._fill_seats(int(self.seat.currentData() or 0))
        self._fill_jump()
        self._show_where()

    def section_label(self, section: dict) -> str:
        """"Hand 3", "▲ Top of inning 2", "Round 1" in the words the game's table uses
        (its declared section_label, gui/games/<id>/__init__.py)."""
        if self._label is not None:
            return self._label(section)
        return arg(self.tr("Round %1"), str(section.get("number", "")))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ---- internals ---------------------------------------------------------------------------
    def _show_where(self) -> None:
        self.where.setText(arg(self.tr("Move %1 of %2"), str(self.move), str(self.total)))

    def _fill_seats(self, seat: int) -> None:
        self.seat.clear()
        for s in self._seats:
            name = self._names[s] if 0 <= s < len(self._names) else str(s + 1)
            self.seat.addItem(arg(self.tr("View of %1"), name), s)
        index = self.seat.findData(seat)
        self.seat.setCurrentIndex(max(0, index))
        self.seat.setEnabled(len(self._seats) > 1)

    def _fill_jump(self) -> None:
        self.jump.blockSignals(True)
        self.jump.clear()
        self.jump.addItem(self.tr("Jump to…"), -1)
        for section in self._sections:
            self.jump.addItem(self.section_label(section), section["move"])
        self.jump.setEnabled(bool(self._sections))
        self.jump.blockSignals(False)

    def _jump_chosen(self, index: int) -> None:
        move = self.jump.itemData(index)
        self.jump.setCurrentIndex(0)
        if isinstance(move, int) and move >= 0:
            self._ask(move)

    def _ask(self, move: int) -> None:
        if 0 <= move <= self.total:
            self.step_requested.emit(move)

    def _play_toggled(self, on: bool) -> None:
        icon = QStyle.StandardPixmap.SP_MediaPause if on else QStyle.StandardPixmap.SP_MediaPlay
        self.play.setIcon(self.style().standardIcon(icon))
        self.play_toggled.emit(on)

    def _slider_moved(self, _value: int) -> None:
        self._slider_timer.start()

    def _slider_settled(self) -> None:
        self._slider_timer.stop()
        if self.slider.value() != self.move:
            self._ask(self.slider.value())
