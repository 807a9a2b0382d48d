"""Following a lesson through the GUI, as a learner would: Next on an info step, the DO
step's move through the table's own action path, waiting while the opponents play."""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt

from gui.main_window import MainWindow
from gui.userdata import prefs
from tests.gui import driver

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "resources" / "lessons"


def lesson_params() -> list[tuple[str, str]]:
    """(game id, lesson id) of every lesson in the repository's lesson files."""
    found = []
    for path in sorted(LESSONS.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        found += [(data["game"], raw["id"]) for raw in data["lessons"]]
    return found


def open_window(qtbot, store, size=(1200, 800)) -> MainWindow:
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def start_lesson(qtbot, window, game_id: str, lesson_id: str):
    """Start the lesson the way the list does; the coach once the table is up."""
    window.tutorial.start(game_id, lesson_id)
    qtbot.waitUntil(lambda: window.tutorial.coach is not None
                    and window.tutorial.coach.lesson.get("id") == lesson_id, timeout=10000)
    return window.tutorial.coach


def settled(table) -> bool:
    return bool(table.legal) and not table.anim.is_busy() and not table.queue.pending()


def click_scene_item(qtbot, table, item) -> None:
    point = table.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def play(qtbot, table, notation: str) -> None:
    """Make the move `notation` through the table: 九九 by clicking its card and then its
    choice (the way a player does); the other tables through their choose() path."""
    action = next((a for a in table.legal if a["notation"] == notation), None)
    if table.game_id != "ninety_nine" or len((action or {}).get("cards") or ()) != 1:
        table.choose(notation)
        return
    card = action["cards"][0]
    items = table.board.pool_items if action["kind"] == "take" else list(table.hand_items.values())
    click_scene_item(qtbot, table, next(i for i in items if i.card == card))
    if table.choice_bar.buttons:
        qtbot.mouseClick(table.choice_bar.buttons[notation], Qt.MouseButton.LeftButton)


def follow(qtbot, window, coach, timeout: int = 20000, on_step=None) -> None:
    """Every step of the lesson in order, to "Lesson complete"; `on_step(step)` looks at
    each info and do step on show, before it is answered."""
    table = window.table
    for _ in range(200):
        step = coach.step()
        if step is None:
            break
        index = coach.index
        if step["kind"] == "info":
            qtbot.waitUntil(lambda: coach.bubble.buttons["next"].isVisible(), timeout=timeout)
            if on_step is not None:
                on_step(step)
            qtbot.mouseClick(coach.bubble.buttons["next"], Qt.MouseButton.LeftButton)
        elif step["kind"] == "do":
            def ready():
                if driver.held(table):
                    driver.go_on(table)
                elif getattr(table, "heaven_showing", lambda: False)():
                    table.go_on()
                return settled(table)
            qtbot.waitUntil(ready, timeout=timeout)
            unplaced = [name for name in step.get("highlight") or ()
                        if not name.startswith("action:") and not coach.marks_of(name)]
            assert not unplaced, f"step {index + 1}: the table cannot show {unplaced}"
            if on_step is not None:
                on_step(step)
            notation = step["do"][0] if step.get("do") else table.legal[0]["notation"]
            play(qtbot, table, notation)
        qtbot.waitUntil(lambda: coach.index != index or coach.complete, timeout=timeout)
    qtbot.waitUntil(lambda: coach.complete, timeout=timeout)
