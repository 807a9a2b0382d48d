"""New game as a table you set (issue 33, item 3): the game's picture, the players, the
human's seat and name, who sits at every other seat around a small felt (a computer at a
level, another human: hot-seat, or a seat open to the network), the variants each with one
sentence of what it changes, and every house rule folded under "More rules" (the parts:
gui/dialogs/table_setter.py).

The option widgets are built generically from GameInfo.options (BOOL -> check box,
INT -> spin box or list, CHOICE -> list; gui/dialogs/house_rules.py). Every value is
remembered per game in QSettings (gui/dialogs/new_game_memory.py), and a home tile's Play
deals with them at once (`remembered_config`). Play asks
the engine (engine.create) and shows its RuleError message instead of closing when the
combination is refused.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

import engine

from ..home.tile import Picture, role
from ..lang import seats, strings
from ..lang.arg import arg
from ..lang.i18n import LanguageManager, game_name
from ..style import set_role
from .house_rules import HouseRules
from .new_game_memory import RememberedSettings, last_game, remember_last_game
from .seat_row import COMPUTER, SeatRow
from .table_setter import SeatsTable, VariantList, lay_out, seat_box, variant_sentence


def available_levels(info) -> list[str]:
    """The bot levels the engine declares for this game (GameInfo.bot_levels): the dialog
    never builds a bot to find out (bots live in the worker thread)."""
    return [level for level in ("easy", "normal", "hard") if level in info.bot_levels] or ["easy"]


class NewGameDialog(QDialog):
    """`config()` gives the worker's start config once the dialog is accepted."""

    def __init__(self, game_id: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.infos = {info.id: info for info in engine.list_games()}
        self.level_boxes: list[QComboBox] = []
        self.seat_rows: list[SeatRow] = []      # the other seats, in seat order
        self._loading = False
        self.game = QComboBox()
        self.players = QSpinBox()
        self.seat = QSpinBox()
        self.name = QLineEdit()
        self.name.setMaxLength(24)
        self.variant = VariantList()
        self.network = QCheckBox()          # issue 27: open the table to the local network
        self.network.setObjectName("networkBox")
        self.network.toggled.connect(self._network_changed)
        self.picture = Picture(150, 190)
        self.heading = role(QLabel(), "heading")
        font = QFont(self.heading.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.heading.setFont(font)
        self.form = QFormLayout()
        self.labels = {key: QLabel() for key in ("game", "players", "seat", "name", "variant")}
        for key, field in (("game", self.game), ("players", self.players), ("seat", self.seat)):
            self.labels[key].setBuddy(field)
            self.form.addRow(self.labels[key], field)
        self.form.addRow(self.network)
        self.labels["name"].setBuddy(self.name)
        self.labels["variant"].setBuddy(self.variant)
        role(self.labels["variant"], "tileTitle")
        self.you = seat_box("", self.name, -1)  # the player's own seat, kept across rebuilds
        self.you.layout().insertWidget(1, self.labels["name"])
        self.seats = SeatsTable()
        self.house_rules = HouseRules()         # "More rules": the options' controls
        self.options_box = self.house_rules.box
        self.more_rules = self.house_rules.fold
        self.error = QLabel()
        self.error.setWordWrap(True)
        set_role(self.error, "error")
        self.error.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        # Play, not a standard OK: the box would put back "OK" at each language change
        self.play_button = role(self.buttons.addButton(
            "", QDialogButtonBox.ButtonRole.AcceptRole), "primary")
        self.play_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.setMinimumWidth(760)
        lay_out(self)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._players_changed)
        self.seat.valueChanged.connect(lambda _v: self._rebuild_bots())
        self.variant.currentIndexChanged.connect(self._variant_changed)
        self.retranslateUi()
        start = game_id or last_game()
        index = self.game.findData(start)
        self.game.setCurrentIndex(max(0, index))
        self._game_changed()

    # ---- text ----------------------------------------------------------------------
    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        for key, text in (("game", self.tr("&Game:")), ("players", self.tr("&Players:")),
                          ("seat", self.tr("Your &seat:")), ("name", self.tr("Your &name:")),
                          ("variant", self.tr("&Variant:"))):
            self.labels[key].setText(text)
        self.you.label.setText(self.tr("You"))
        self.seats.setAccessibleName(self.tr("Other seats"))
        self.seats.centre.setText(self.tr("%n player(s)", "", self.players.value()))
        self.picture.setAccessibleName(self.tr("The game's table"))
        self.play_button.setText(self.tr("&Play"))
        self.play_button.setToolTip(self.tr("Deal, and remember all of this for this game's Play"))
        self.rules_scroll.setAccessibleName(self.tr("Variant and house rules"))
        self.more_rules.button.setText(self.tr("&More rules"))
        self.more_rules.button.setAccessibleName(self.tr("More rules"))
        self.more_rules.button.setToolTip(self.tr("The house rules: each has a tooltip"))
        self.network.setText(self.tr("Open to the &local network"))
        self.network.setToolTip(self.tr(
            "Friends on this network join from their own computers: choose Open for their "
            "seats; a lobby shows the room code to tell them"))
        self.name.setPlaceholderText(self.tr("Player"))
        lang = LanguageManager.instance().language
        current = self.game.currentData()
        self.game.blockSignals(True)
        self.game.clear()
        for info in self.infos.values():
            self.game.addItem(game_name(info, lang), info.id)
        self.game.setCurrentIndex(max(0, self.game.findData(current)))
        self.game.blockSignals(False)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
            self._retranslate_fields()
        super().changeEvent(event)

    def _retranslate_fields(self) -> None:
        """Relabel the generated rows in place, keeping the values chosen so far."""
        for i in range(self.variant.count()):
            self.variant.setItemText(i, strings.variant(self.info, self.variant.itemData(i)))
            self.variant.set_sentence(i, variant_sentence(self.info, self.variant.itemData(i)))
        self._show_game()
        for row in self.seat_rows:
            row.retranslate()
        for box in self.seats.seats[1:]:
            box.label.setText(self._seat_label(box.property("seat")))
            self._name_seat(box.findChild(SeatRow), box.property("seat"))
        self.house_rules.retranslate(self.info)

    def _seat_label(self, seat: int) -> str:
        return arg(self.tr("Seat %1:"), str(seat + 1))

    def _name_seat(self, row: SeatRow, seat: int) -> None:
        """A screen reader's names for a seat's controls ("Seat 3:", its level, its name)."""
        row.kind.setAccessibleName(self._seat_label(seat))
        row.level.setAccessibleName(arg(self.tr("Level at seat %1"), str(seat + 1)))
        row.name.setAccessibleName(arg(self.tr("Name at seat %1"), str(seat + 1)))

    def _show_game(self) -> None:
        """The heading and the picture of the chosen game: its home tile's, or drawn once the
        dialog is on show (the home never showed it in this language and card look)."""
        lang = LanguageManager.instance().language
        self.heading.setText(game_name(self.info, lang))
        from ..home import pictures
        pixmap = pictures.cached(self.info.id, lang)
        self.picture.set_pixmap(pixmap)
        if pixmap is None:
            QTimer.singleShot(0, self, lambda game=self.info.id: self._draw_picture(game, lang))

    def _draw_picture(self, game: str, lang: str) -> None:
        from ..home import pictures
        if self.isVisible() and self.info.id == game and self.picture.pixmap is None:
            self.picture.set_pixmap(pictures.game_picture(game, lang))

    # ---- building ---------------------------------------------------------------------
    @property
    def info(self):
        return self.infos[self.game.currentData()]

    @property
    def remembered(self) -> RememberedSettings:
        """What New game remembers for the game shown."""
        return RememberedSettings(self.info.id)

    @property
    def option_widgets(self) -> dict[str, QWidget]:
        """The house rules' controls by option name."""
        return self.house_rules.widgets

    def _game_changed(self) -> None:
        info = self.info
        remembered = self.remembered
        self._loading = True
        top = info.table_max_players
        self.players.setRange(info.min_players, max(info.min_players, top))
        self.players.setValue(remembered.players(info.min_players
                                                 if info.min_players >= 4 else min(4, top)))
        self.seat.setRange(1, self.players.value())
        self.seat.setValue(remembered.seat())
        self.name.setText(remembered.player_name())
        self.variant.blockSignals(True)
        self.variant.clear()
        for i, name in enumerate(info.variants):
            self.variant.addItem(strings.variant(info, name), name)
            self.variant.set_sentence(i, variant_sentence(info, name))
        wanted = remembered.variant(info.default_variant)
        self.variant.setCurrentIndex(max(0, self.variant.findData(wanted)))
        self.variant.blockSignals(False)
        self._build_options()
        self._rebuild_bots()
        self._show_game()
        self._loading = False
        self.error.hide()
        if self.isVisible():        # another game's rows: no empty area left by the last one's
            self.layout().activate()
            self.adjustSize()

    def _players_changed(self, value: int) -> None:
        self.seat.setRange(1, value)
        self.seats.centre.setText(self.tr("%n player(s)", "", value))
        self._rebuild_bots()

    def _network_changed(self, on: bool) -> None:
        for row in self.seat_rows:
            row.set_network(on)

    def _rebuild_bots(self) -> None:
        remembered, kinds, names = self.remembered.seat_rows()
        old = [(r.level.currentData(), r.kind.currentData(), r.name.text()) for r in self.seat_rows]
        self.seats.clear()
        self.level_boxes, self.seat_rows = [], []
        boxes = []
        levels = available_levels(self.info)
        human = self.seat.value() - 1
        n = self.players.value()
        for seat in range(n):
            if seat == human:
                continue
            row = SeatRow(levels, vertical=True)
            i = len(self.seat_rows)
            level, kind, name = old[i] if i < len(old) else (
                _at(remembered, i) or "normal", _at(kinds, i) or COMPUTER, _at(names, i) or "")
            row.level.setCurrentIndex(max(0, row.level.findData(level)))
            row.set_network(self.network.isChecked())
            row.set_kind(kind)
            row.name.setText(name)
            self.seat_rows.append(row)
            self.level_boxes.append(row.level)
            box = seat_box(self._seat_label(seat), row, seat)
            box.label.setBuddy(row.kind)
            self._name_seat(row, seat)
            boxes.append(box)
        # clockwise from the player's left: the seats after the player's, then those before
        boxes.sort(key=lambda b: (b.property("seat") - human) % n)
        self.seats.place(self.you, boxes)

    def _build_options(self) -> None:
        values = self._variant_values()
        values.update(self.remembered.options())
        self.house_rules.build(self.info, values)

    def _variant_values(self) -> dict[str, Any]:
        values = {spec.name: spec.default for spec in self.info.options}
        values.update(self.info.variants.get(self.variant.currentData(), {}))
        return values

    def _variant_changed(self) -> None:
        if self._loading:
            return
        self.house_rules.set_values(self._variant_values())

    # ---- result --------------------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        """Options that differ from the chosen variant's preset."""
        return self.house_rules.changed_from(self._variant_values())

    def config(self) -> dict[str, Any]:
        n = self.players.value()
        human = self.seat.value() - 1
        name = self.name.text().strip() or seats.DEFAULT
        names, levels, humans, rows = [], [], [human], iter(self.seat_rows)
        opened = []
        for seat in range(n):
            if seat == human:
                names.append(name)
                levels.append(None)
                continue
            row = next(rows)
            if row.is_open():                     # a network guest's seat (issue 27)
                opened.append(seat)
                names.append(seats.DEFAULT)
                levels.append(row.level.currentData())
            elif row.is_human():                    # hot-seat: another player at this screen
                humans.append(seat)
                names.append(row.name.text().strip() or seats.DEFAULT)
                levels.append(None)
            else:
                names.append(seats.DEFAULT)       # shown as "Computer N" in the current language
                levels.append(row.level.currentData())
        config = {"game": self.info.id, "players": n, "variant": self.variant.currentData(),
                  "options": self.options(), "seed": None, "human_seat": human,
                  "human_seats": sorted(humans), "names": names, "bot_levels": levels}
        if self.network.isChecked():              # gui/net/net_play.py hosts it
            config["network"] = {"open": opened}
        return config

    def validate(self) -> str | None:
        """None when the engine accepts the combination, else its RuleError message."""
        cfg = self.config()
        try:
            engine.create(cfg["game"], cfg["players"], cfg["variant"], **cfg["options"])
        except engine.RuleError as exc:
            return str(exc)
        return None

    def accept(self) -> None:
        problem = self.validate()
        if problem:
            self.error.setText(problem)
            self.error.show()
            return
        self._remember()
        super().accept()

    def _remember(self) -> None:
        self.remembered.remember(self.players.value(), self.seat.value(),
                                 self.name.text().strip(), self.variant.currentData(),
                                 self.seat_rows, self.house_rules.values())


def remembered_config(game_id: str, parent: QWidget | None = None) -> dict[str, Any] | None:
    """The start config New game remembers for `game_id` (what its Play would start), or None
    when the engine refuses it now (the dialog then says why)."""
    dialog = NewGameDialog(game_id, parent)
    try:
        if dialog.info.id != game_id or dialog.validate() is not None:
            return None
        remember_last_game(game_id)
        return dialog.config()
    finally:
        dialog.deleteLater()


def _at(values: list, i: int) -> Any:
    return values[i] if i < len(values) and values[i] else None
