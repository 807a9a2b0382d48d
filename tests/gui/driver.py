"""Drive any game's table to progress, whatever the game: release a hold, close a heaven
announcement, or play a random legal action. Used by the reliability tests."""
from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication, QDialog

from gui.main_window import MainWindow

GAMES = {"ninety_nine": 4, "showdown": 2, "primatum": 3, "tiandiren": 3}


def config(game_id: str, seed: int) -> dict:
    n = GAMES[game_id]
    return {"game": game_id, "players": n, "variant": None, "options": {}, "seed": seed,
            "human_seat": 0, "names": ["Me"] + [f"CPU {i}" for i in range(1, n)],
            "bot_levels": [None] + ["easy"] * (n - 1)}


def start(qtbot, store, game_id: str, seed: int, think_ms: int = 0) -> MainWindow:
    window = MainWindow(store=store, think_ms=think_ms)
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    window.start_game(config(game_id, seed))
    qtbot.waitUntil(lambda: window.table is not None and window.table.game_id == game_id,
                    timeout=5000)
    return window


def held(table) -> bool:
    """Play waits for "Next hand" (the summary up, or closed with the button below)."""
    return bool(getattr(table, "holding", lambda: False)()) and (
        table.overlay.isVisible() or table.next_hand_button.isVisible())


def go_on(table) -> None:
    """Press whichever "Next hand" button shows."""
    if table.overlay.isVisible():
        table.overlay.next_button.click()
    else:
        table.next_hand_button.click()


def step(table, rng: random.Random) -> str | None:
    """One thing that moves the game on, if any is possible now; what was done."""
    if getattr(table, "heaven_showing", lambda: False)():
        table.go_on()
        return "heaven"
    if held(table):
        go_on(table)
        return "next hand"
    if table.legal and not table.anim.is_busy() and not table.queue.pending():
        table.choose(rng.choice(table.legal)["notation"])
        return "play"
    return None


def game_over(window) -> bool:
    table = window.table
    return table is not None and bool(table.observation.get("is_over")) and not held(table)


def close_modal_dialogs() -> None:
    widget = QApplication.activeModalWidget()
    if isinstance(widget, QDialog):
        widget.reject()
