"""Save / load slots: 10 named slots plus the autosave, listed from engine.saves.

Each row shows game, players, date, turn and score line; a damaged slot shows its
problem (SlotInfo.error) and may only be deleted or overwritten, while the others
still work. The dialog reads and deletes through the store; saving goes through
the worker (the State lives there): `save_requested(slot)` / `load_requested(slot)`.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView,
                               QLabel, QMessageBox, QPushButton, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

import engine

from ..lang import problems, seats
from ..lang.i18n import LanguageManager, game_name
from ..lang.strings import join_list
from ..worker.data import format_scores
from ..lang.arg import arg
from ..style import set_role

SLOTS = ["autosave"] + [str(i) for i in range(1, 11)]
COLUMNS = 6


class SavesDialog(QDialog):
    """mode "load" or "save"; `can_save` is False when no game is running."""

    load_requested = Signal(str)
    save_requested = Signal(str)

    def __init__(self, store: Any, mode: str = "load", can_save: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.mode = mode
        self.can_save = can_save
        self.infos: dict[str, Any] = {}
        self._listing_failed = False
        self.resize(860, 440)
        self.table = QTableWidget(len(SLOTS), COLUMNS)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.itemDoubleClicked.connect(lambda _item: self._default_action())
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        set_role(self.problem, "error")
        self.buttons = QDialogButtonBox()
        self.save_button = QPushButton()
        self.load_button = QPushButton()
        self.delete_button = QPushButton()
        self.close_button = QPushButton()
        role = QDialogButtonBox.ButtonRole
        self.buttons.addButton(self.save_button, role.ActionRole)
        self.buttons.addButton(self.load_button, role.ActionRole)
        self.buttons.addButton(self.delete_button, role.DestructiveRole)
        self.buttons.addButton(self.close_button, role.RejectRole)
        self.save_button.clicked.connect(self._save)
        self.load_button.clicked.connect(self._load)
        self.delete_button.clicked.connect(self._delete)
        self.close_button.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.retranslateUi()
        self.refresh()
        self.table.selectRow(1 if mode == "save" else 0)

    # ---- text ----------------------------------------------------------------------
    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Save game") if self.mode == "save" else self.tr("Load game"))
        self.table.setHorizontalHeaderLabels([
            self.tr("Slot"), self.tr("Game"), self.tr("Players"), self.tr("Saved"),
            self.tr("Turn"), self.tr("Score")])
        self.save_button.setText(self.tr("&Save here"))
        self.load_button.setText(self.tr("&Load"))
        self.delete_button.setText(self.tr("&Delete"))
        self.close_button.setText(self.tr("Close"))
        if self.infos or self.table.item(0, 0):
            self._fill()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    # ---- data ------------------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read the slots from the store; a store failure shows as a message."""
        try:
            self.infos = {info.slot: info for info in self.store.list()}
            self._listing_failed = False
            self.problem.clear()
        except Exception as exc:  # noqa: BLE001 - an unreadable save folder must not crash
            self.infos = {}
            self._listing_failed = True
            self.problem.setText(arg(self.tr("The saves cannot be listed: %1"),
                                     problems.reason(exc)))
        self._fill()

    def _fill(self) -> None:
        names = {info.id: game_name(info, LanguageManager.instance().language)
                 for info in engine.list_games()}
        for row, slot in enumerate(SLOTS):
            info = self.infos.get(slot)
            if slot == "autosave":
                label = self.tr("Autosave")
            else:
                label = arg(self.tr("Slot %1"), slot)
            if info is None:
                cells = [label, self.tr("(empty)"), "", "", "", ""]
            elif getattr(info, "error", None):
                cells = [label, self._problem_label(info), "", _date(info.saved_at), "",
                         problems.listed(info)]
            else:
                cells = [label, names.get(info.game, str(info.game)),
                         _player_names(info),
                         _date(info.saved_at), str(info.turn if info.turn is not None else ""),
                         self._score_text(info)]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, slot)
                if info is not None and getattr(info, "error", None):
                    item.setForeground(QBrush(QColor("#b00020")))
                    item.setToolTip(problems.listed(info))
                self.table.setItem(row, col, item)
        self._update_buttons()

    def _problem_label(self, info) -> str:
        """The slot's column for a file it cannot open: a newer version's is not damaged."""
        return self.tr("Newer version") if getattr(info, "error_code", "") == "newer" \
            else self.tr("Damaged")

    def _score_text(self, info) -> str:
        """The score line, marked when the player took moves back in that game."""
        text = _scores(info)
        if (getattr(info, "meta", None) or {}).get("undo_used"):
            text = arg(self.tr("%1 (with undo)"), text).strip()
        return text

    def selected_slot(self) -> str | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return SLOTS[rows[0].row()] if rows else None

    def _update_buttons(self) -> None:
        slot = self.selected_slot()
        info = self.infos.get(slot) if slot else None
        damaged = info is not None and bool(getattr(info, "error", None))
        self.save_button.setVisible(self.mode == "save")
        self.save_button.setEnabled(self.can_save and slot not in (None, "autosave"))
        self.load_button.setEnabled(info is not None and not damaged)
        self.delete_button.setEnabled(info is not None)
        self.problem.setText(arg(self.tr("This slot cannot be opened: %1"),
                                 problems.listed(info)) if damaged else "")

    # ---- actions -----------------------------------------------------------------------
    def _default_action(self) -> None:
        if self.mode == "save" and self.save_button.isEnabled():
            self._save()
        elif self.load_button.isEnabled():
            self._load()

    def _save(self) -> None:
        slot = self.selected_slot()
        if slot is None or slot == "autosave" or not self.can_save:
            return
        if not self._confirm_overwrite(slot):
            return
        self.save_requested.emit(slot)
        self.accept()

    def _confirm_overwrite(self, slot: str) -> bool:
        """Ask before writing over a filled or a damaged slot (or any slot when the folder
        could not be listed: it may hold a game)."""
        info = self.infos.get(slot)
        if info is None and not self._listing_failed:
            return True
        if info is not None and getattr(info, "error", None):
            text = arg(self.tr("Slot %1 cannot be opened: %2 Overwrite it?"), slot,
                       problems.listed(info))
        else:
            text = arg(self.tr("Overwrite the game saved in slot %1?"), slot)
        return self._confirm(text)

    def _load(self) -> None:
        slot = self.selected_slot()
        info = self.infos.get(slot) if slot else None
        if info is None or getattr(info, "error", None):
            return
        self.load_requested.emit(slot)
        self.accept()

    def _delete(self) -> None:
        slot = self.selected_slot()
        if slot is None or slot not in self.infos:
            return
        if not self._confirm(self.tr("Delete the save in this slot? This cannot be undone.")):
            return
        try:
            self.store.delete(slot)
        except Exception as exc:  # noqa: BLE001
            QMessageBox.warning(self, self.windowTitle(), arg(
                self.tr("The save could not be deleted: %1"), problems.reason(exc)))
        self.refresh()

    def _confirm(self, text: str) -> bool:
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        answer = QMessageBox.question(self, self.windowTitle(), text, buttons,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes


def _date(iso: str | None) -> str:
    if not iso:
        return ""
    when = QDateTime.fromString(str(iso), Qt.DateFormat.ISODateWithMs)
    if not when.isValid():
        when = QDateTime.fromString(str(iso), Qt.DateFormat.ISODate)
    if not when.isValid():
        return str(iso)
    return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)


def _player_names(info) -> str:
    """The players as the table shows them: a seat's default name in the current language."""
    human = (info.meta or {}).get("human_seat", 0)
    names = seats.shown_names(list(info.names or []), human if isinstance(human, int) else 0,
                              (info.meta or {}).get("human_seats"))
    return join_list(names) or str(info.players)


def _scores(info) -> str:
    """The score line with the names in the language on screen (a save older than the
    "scores" field shows the line it stored)."""
    meta = info.meta or {}
    values, names = meta.get("scores"), list(info.names or [])
    if isinstance(values, list) and names and len(values) == len(names):
        human = meta.get("human_seat", 0)
        return format_scores(seats.shown_names(names, human if isinstance(human, int) else 0,
                                               meta.get("human_seats")), values)
    return str(info.score_line or "")
