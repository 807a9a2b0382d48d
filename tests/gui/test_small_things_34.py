"""Small things a newcomer trips on (issue 34, item 12), each as it shows."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QPushButton

ROOT = Path(__file__).resolve().parents[2]


def test_english_words_use_straight_quotes():
    """The English status said “Next hand” in full-width quotes (a CJK font draws “ ” full
    width): the English source strings quote with " (the translations with 「」 or “”)."""
    found = []
    for path in sorted((ROOT / "gui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(
                    node.func, "id", "")) in ("tr", "translate", "QT_TRANSLATE_NOOP")):
                continue
            for arg in node.args:       # a string over several lines is one constant here
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str) \
                        and re.search("[“”「」]", arg.value):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {arg.value}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("text", ["比文數字（一…九）", "Civil (文) counts: 一…九",
                                  "比武數字（1…9）"])
def test_a_range_or_a_gloss_is_never_broken_over_two_lines(qapp, text):
    """九尊 broke 「一…九」 over two lines."""
    from gui.table import pixel_font
    from gui.table.wrap import wrapped
    font = pixel_font(16)
    from PySide6.QtGui import QFontMetricsF
    for width in range(40, int(QFontMetricsF(font).horizontalAdvance(text)) + 1, 7):
        for line in wrapped(text, font, width).split("\n"):
            bare = line.replace("\u2060", "")
            for whole in ("一…九", "1…9"):
                if whole in text:
                    assert not (bare.endswith(whole[0]) or bare.endswith(whole[:2])) \
                        or bare.endswith(whole), (width, line)
                    assert not bare.lstrip().startswith(whole[1:]), (width, line)


class _Hosted(QObject):
    """What the lobby reads of a hosted table."""
    lobby = Signal(dict)
    room, seats = "123456", None

    def begin(self) -> None:
        pass

    def open_seat(self, _seat: int) -> None:
        pass

    def give_to_bot(self, _seat: int) -> None:
        pass


def test_the_lobby_s_buttons_stand_in_one_column(qtbot):
    from gui.net.lobby import LobbyDialog

    class Seats:
        def lobby(self, _started):
            return {"seats": [{"seat": 0, "kind": "host", "name": "Hostess"},
                              {"seat": 1, "kind": "bot", "level": "normal"},
                              {"seat": 2, "kind": "open"},
                              {"seat": 3, "kind": "guest", "name": "小華", "connected": True}]}
    hosted = _Hosted()
    hosted.seats = Seats()
    dialog = LobbyDialog(hosted, "127.0.0.1:4000")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    buttons = [b for b in dialog.findChildren(QPushButton)
               if b.isVisible() and b.text() in ("Open", "Computer")]
    assert len(buttons) == 4
    # (issue 33 put the seats around a felt table: each seat's buttons stand whole inside
    # its seat, side by side, never over each other)
    by_seat: dict = {}
    for b in buttons:
        by_seat.setdefault(b.parentWidget(), []).append(b)
    for seat, own in by_seat.items():
        boxes = [b.geometry() for b in own]
        assert all(seat.rect().contains(box) for box in boxes)
        assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


def test_the_ninety_nine_log_names_the_player_in_a_draw_as_in_a_play(qtbot):
    """The 九九 log said "Player plays ♠5 — total 12" and then "You draw ♥K."."""
    from gui.games.ninety_nine import NinetyNineTable
    table = NinetyNineTable()
    qtbot.addWidget(table)
    table.human_seat = 0
    table.set_names(["", "Computer 1"])
    play = table.describe_event({"kind": "play", "seat": 0, "cards": ["5S"], "total": 12})
    draw = table.describe_event({"kind": "draw", "seat": 0, "cards": ["KH"]})
    who = play.split(" plays ")[0]
    assert draw.startswith(who + " draws ") and "You" not in draw, (play, draw)


def test_the_showdown_log_names_the_player_in_a_draw_as_in_a_swing(qtbot):
    """九局對決's log said "Player swings ♥9", then "You draw ♦9" (a newcomer under Xvfb),
    and "Player: discard 1, draw 1 (discards ♠2) — you draw ♣Q"."""
    from gui.games.showdown.table import ShowdownTable
    table = ShowdownTable()
    qtbot.addWidget(table)
    table.human_seat = 0
    table.set_names(["", "Computer 1"])
    swing = table.describe_event({"kind": "attack", "seat": 0, "card": "9H"})
    who = swing.split(" swings ")[0]
    draw = table.describe_event({"kind": "refill", "seat": 0, "colour": "red", "count": 1,
                                 "cards": ["9D"]})
    swap = table.describe_event({"kind": "swap", "seat": 0, "discarded": "2S", "drawn": "QC"})
    assert draw == f"{who} draws ♦9", (swing, draw)
    assert swap == f"{who}: discard 1, draw 1 (discards ♠2, draws ♣Q)", swap


def test_a_new_game_dialog_has_no_empty_area_after_another_game(qtbot):
    """九九's house rules made the dialog tall; 九尊 chosen after it (no house rules) left a
    large empty area."""
    from gui.dialogs.new_game import NewGameDialog
    dialog = NewGameDialog("ninety_nine")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.more_rules.button.click()                 # 九九's house rules unfolded
    qtbot.wait(50)
    tall = dialog.height()
    dialog.game.setCurrentIndex(dialog.game.findData("primatum"))
    qtbot.wait(50)
    assert dialog.height() <= dialog.sizeHint().height() + 4 <= tall + 4


def test_no_volume_slider_without_a_sound_module(qtbot, monkeypatch):
    """A disabled slider looks like a working one in the Fusion style: without a sound
    module it is not shown; the note says why, in its place."""
    from gui.dialogs.settings import SettingsDialog
    from gui.table import sound
    monkeypatch.setattr(sound, "backend_problem", lambda: "ImportError: no QtMultimedia")
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.volume.isVisible() and not dialog.mute.isVisible()
    assert dialog.sound_note.isVisible() and "No sound module" in dialog.sound_note.text()
    monkeypatch.setattr(sound, "backend_problem", lambda: None)
    working = SettingsDialog()
    qtbot.addWidget(working)
    working.show()
    assert working.volume.isVisible() and working.volume.isEnabled()


def open_fixture_lesson(qtbot, store, tmp_path, monkeypatch, steps, script=None):
    """The test lesson of tests/gui/test_tutorial.py with a computer to play first, its
    steps `steps(first step)` (and `script`), opened at 1180×780; (window, coach, table)
    once the computer waits for the note to be read."""
    import copy
    import json

    from gui.tutorial import lessons
    from tests.gui import tutorial_driver as td
    from tests.gui.test_tutorial import FIXTURE
    data = copy.deepcopy(FIXTURE)
    lesson = data["lessons"][0]
    lesson["setup"]["starter"] = 1                    # a computer is to play first
    if script is not None:
        lesson["script"] = script
    lesson["steps"] = steps(lesson["steps"][0])
    path = tmp_path / "ninety_nine.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    monkeypatch.setattr(lessons, "lesson_file", lambda game_id: path)
    window = td.open_window(qtbot, store, (1180, 780))
    coach = td.start_lesson(qtbot, window, "ninety_nine", "fixture")
    table = window.table
    qtbot.waitUntil(lambda: table.result.thinking_seat == 1, timeout=5000)
    return window, coach, table


def test_a_lesson_note_holds_the_computers_and_the_status_says_so(qtbot, store, tmp_path,
                                                                 monkeypatch):
    """Lesson status lines said "Computer 1 is thinking…" while the computers waited for
    the learner to read the note and press Next."""
    window, coach, table = open_fixture_lesson(
        qtbot, store, tmp_path, monkeypatch,
        lambda first: [first, {"say": first["say"], "watch": True},
                       {"say": first["say"], "do": "any", "end": True}],
        script={"1": ["2H"], "2": ["2D"]})
    assert coach.holds() and not table.legal
    assert table.status.text() == "小明 waits until you press Next."
    window.close()


def test_the_last_lesson_note_names_its_own_button(qtbot, store, tmp_path, monkeypatch):
    """天地人's last heaven note (under Xvfb, 800×600): its button says "Finish lesson" while
    the status said "Computer 4 waits until you press Next." — a button nowhere on screen."""
    window, coach, table = open_fixture_lesson(       # two notes, then over
        qtbot, store, tmp_path, monkeypatch,
        lambda first: [{"say": first["say"]}, {"say": first["say"], "end": True}])
    assert table.status.text() == "小明 waits until you press Next."
    coach.bubble.buttons["next"].click()
    qtbot.waitUntil(lambda: coach.index == 1, timeout=3000)
    assert coach.bubble.buttons["next"].text() == "Finish lesson"
    assert table.status.text() == "小明 waits until you press Finish lesson."
    window.close()
