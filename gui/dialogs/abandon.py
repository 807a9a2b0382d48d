"""Before a new game replaces a running one: abandon it, save it first, or cancel."""
from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


class Abandon(Enum):
    CANCEL = "cancel"
    SAVE_FIRST = "save"
    ABANDON = "abandon"


def ask_abandon(parent: QWidget | None) -> Abandon:
    """The question, with Cancel as the default (a stray Enter loses nothing)."""
    translate = QCoreApplication.translate
    box = QMessageBox(QMessageBox.Icon.Question, translate("AbandonDialog", "New game"),
                      translate("AbandonDialog", "Abandon the game in progress? It is only "
                                "kept if you save it to a slot first."), parent=parent)
    save = box.addButton(translate("AbandonDialog", "Save it first…"),
                         QMessageBox.ButtonRole.ActionRole)
    abandon = box.addButton(translate("AbandonDialog", "Abandon it"),
                            QMessageBox.ButtonRole.DestructiveRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)
    box.exec()
    return {save: Abandon.SAVE_FIRST, abandon: Abandon.ABANDON}.get(box.clickedButton(),
                                                                      Abandon.CANCEL)
