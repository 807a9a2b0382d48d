"""Before a new game (or a loaded or imported one) replaces a running one: abandon it, save it
first, or cancel; and before leaving a network table."""
from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


class Abandon(Enum):
    CANCEL = "cancel"
    SAVE_FIRST = "save"
    ABANDON = "abandon"


def ask_abandon(parent: QWidget | None, title: str | None = None,
                waiting: bool = False) -> Abandon:
    """The question, with Cancel as the default (a stray Enter loses nothing); `title` names
    what would replace the game (New game, Load game, Import game). `waiting`: the game is
    not on show but left on the home screen for Continue (no Save first: nothing runs)."""
    translate = QCoreApplication.translate
    text = (translate("AbandonDialog", "Replace the game waiting for Continue? To keep it, "
                      "continue it and save it to a slot first.") if waiting else
            translate("AbandonDialog", "Abandon the game in progress? It is only kept if you "
                      "save it to a slot first."))
    box = QMessageBox(QMessageBox.Icon.Question, title or translate("AbandonDialog", "New game"),
                      text, parent=parent)
    save = None if waiting else box.addButton(translate("AbandonDialog", "Save it first…"),
                                              QMessageBox.ButtonRole.ActionRole)
    abandon = box.addButton(translate("AbandonDialog", "Abandon it"),
                            QMessageBox.ButtonRole.DestructiveRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)
    box.exec()
    clicked = box.clickedButton()
    if clicked is abandon:
        return Abandon.ABANDON
    return Abandon.SAVE_FIRST if save is not None and clicked is save else Abandon.CANCEL


def ask_leave_table(parent: QWidget | None, hosting: bool) -> bool:
    """Before leaving a network table (quitting, closing the window, another game): the
    host's leaving closes it for every player. True when the player confirms; Cancel is the
    default."""
    translate = QCoreApplication.translate
    if hosting:
        text = translate("AbandonDialog", "Close the network table for every player? The game "
                         "is saved: you can reopen it later and the others can take their "
                         "seats back.")
        leave = translate("AbandonDialog", "Close the table")
    else:
        text = translate("AbandonDialog", "Leave the network table? The game goes on at the "
                         "host's computer.")
        leave = translate("AbandonDialog", "Leave the table")
    box = QMessageBox(QMessageBox.Icon.Question, translate("AbandonDialog", "Network game"), text,
                      parent=parent)
    confirm = box.addButton(leave, QMessageBox.ButtonRole.DestructiveRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)
    box.exec()
    return box.clickedButton() is confirm
