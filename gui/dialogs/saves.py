"""Save / load: ten slots and the autosave, each filled one shown as a card (issue 33.4).

A card shows a picture of the table as the game was saved (drawn from the record by the
game's own table, off the GUI thread: table_picture.py), the game, where and when it was
saved, the players, how far it had got and the score. Empty slots are not listed one by one:
in save mode one "Save here" tile takes the first free slot, in load mode one card says how
much room is left. A damaged slot shows its problem (SlotInfo.error) and may only be
deleted or overwritten, while the others still work. The list comes from the files' heads
(engine.saves), so it opens at once however large the files; pictures follow.

The dialog reads and deletes through the store; saving goes through the worker (the State
lives there): `save_requested(slot)` / `load_requested(slot)`.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..lang import problems
from ..lang.arg import arg
from ..style import set_role
from .card_grid import CardGrid, GameCard, felt_placeholder
from .save_text import card_words, game_names, problem_label, where_label
from .save_text import date as _date
from .save_text import player_names as _player_names
from .save_text import scores as _scores
from .table_picture import TablePictures, cache_for

SLOTS = ["autosave"] + [str(i) for i in range(1, 11)]
EMPTY = "empty"             # the load mode's card for the free slots (nothing to choose)


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
        self.resize(860, 560)
        self.pictures = TablePictures(self, cache_for(store))
        self.pictures.ready.connect(self._picture)
        self._drawn: dict[str, Any] = {}
        self.heading = QLabel()
        self.heading.setProperty("jiupaiRole", "heading")
        self.grid = CardGrid()
        self.grid.current_changed.connect(lambda _key: self._update_buttons())
        self.grid.activated.connect(lambda _key: self._default_action())
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        set_role(self.problem, "error")
        self.buttons = QDialogButtonBox()
        self.save_button = QPushButton()
        self.load_button = QPushButton()
        self.delete_button = QPushButton()
        self.close_button = QPushButton()
        primary = self.save_button if mode == "save" else self.load_button
        primary.setProperty("jiupaiRole", "primary")
        for button in (self.save_button, self.load_button, self.delete_button,
                       self.close_button):
            button.setAutoDefault(False)        # Enter on a card chooses it (card_grid.py)
        primary.setDefault(True)
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
        layout.addWidget(self.heading)
        layout.addWidget(self.grid, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.retranslateUi()
        self.refresh()

    # ---- text ----------------------------------------------------------------------
    def retranslateUi(self) -> None:
        title = self.tr("Save game") if self.mode == "save" else self.tr("Load game")
        self.setWindowTitle(title)
        self.heading.setText(title)
        self.grid.setAccessibleName(self.tr("Saved games"))
        self.save_button.setText(self.tr("&Save here"))
        self.load_button.setText(self.tr("&Load"))
        self.delete_button.setText(self.tr("&Delete"))
        self.close_button.setText(self.tr("Close"))
        if self.grid.cards:
            self._fill(keep=self.grid.current)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def done(self, result: int) -> None:
        self.pictures.close()
        super().done(result)

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
        self._fill(keep=None)
        for slot, info in self.infos.items():
            if not getattr(info, "error", None) and slot not in self._drawn:
                self.pictures.picture(slot, self.store.path(slot))

    def free_slots(self) -> list[str]:
        return [slot for slot in SLOTS[1:] if slot not in self.infos]

    def _order(self) -> list[str]:
        """The filled slots, the autosave first and then the newest first; damaged last."""
        filled = [slot for slot in SLOTS if slot in self.infos]
        good = [s for s in filled if not getattr(self.infos[s], "error", None)]
        good.sort(key=lambda s: (s != "autosave", _negate(self.infos[s].saved_at or "")))
        return good + [s for s in filled if s not in good]

    def _fill(self, keep: str | None) -> None:
        names = game_names()
        cards = []
        free = self.free_slots()
        if self.mode == "save" and free:
            cards.append(self._empty_card(free[0]))
        for slot in self._order():
            info = self.infos[slot]
            card = GameCard(slot)
            title, lines = card_words(info, where_label(slot), names)
            card.set_text(title, lines)
            if slot in self._drawn:
                card.set_picture(self._drawn[slot])
            else:
                broken = getattr(info, "error", None)
                card.set_picture(felt_placeholder(
                    problem_label(info) if broken else names.get(info.game, str(info.game)),
                    "!" if broken else "", muted=bool(broken)))
            cards.append(card)
        if self.mode == "load" and free:
            cards.append(self._empty_card(EMPTY))
        self.grid.set_cards(cards)
        if self.mode == "save":            # the first card a save can go to
            target = next((c.key for c in cards if c.key != "autosave"), None)
            if target is not None:
                self.grid.select(target, focus=False)
        if keep is not None and self.grid.card(keep) is not None:
            self.grid.select(keep, focus=False)
        self._update_buttons()

    def _empty_card(self, key: str) -> GameCard:
        card = GameCard(key, "emptySlot")
        free = len(self.free_slots())
        if key == EMPTY:
            card.set_text(self.tr("Room to save"),
                          [self.tr("%n empty slot(s)", "", free)])
            card.set_picture(felt_placeholder(self.tr("Empty slot"), "＋"))
        else:
            card.set_text(self.tr("Save here"),
                          [arg(self.tr("New save in slot %1"), key),
                           self.tr("%n empty slot(s)", "", free)])
            card.set_picture(felt_placeholder("", "＋"))
        return card

    def _picture(self, slot: str, pixmap) -> None:
        self._drawn[slot] = pixmap
        card = self.grid.card(slot)
        if card is not None:
            card.set_picture(pixmap)

    def select(self, slot: str) -> None:
        """Select the card of `slot` (as a click would)."""
        self.grid.select(slot)

    def card(self, slot: str) -> GameCard | None:
        return self.grid.card(slot)

    def selected_slot(self) -> str | None:
        slot = self.grid.current
        return slot if slot in SLOTS else None

    def _update_buttons(self) -> None:
        slot = self.selected_slot()
        info = self.infos.get(slot) if slot else None
        damaged = info is not None and bool(getattr(info, "error", None))
        self.save_button.setVisible(self.mode == "save")
        self.save_button.setEnabled(self.can_save and slot not in (None, "autosave"))
        self.load_button.setEnabled(info is not None and not damaged)
        self.delete_button.setEnabled(info is not None)
        if damaged:
            self.problem.setText(arg(self.tr("This slot cannot be opened: %1"),
                                     problems.listed(info)))
        elif not self._listing_failed:
            self.problem.clear()

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
        self._drawn.pop(slot, None)
        self.refresh()

    def _confirm(self, text: str) -> bool:
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        answer = QMessageBox.question(self, self.windowTitle(), text, buttons,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes


def _negate(text: str) -> tuple[int, ...]:
    """A sort key that puts the later ISO date first."""
    return tuple(-ord(ch) for ch in text)


__all__ = ["EMPTY", "SLOTS", "SavesDialog", "_date", "_player_names", "_scores"]

