"""Skip ahead (快轉, issue 23): when the player has nothing to do, one button (or F) lets the
computers play on at once — no thinking pause, nothing animated — to the player's next move
or the end of the hand, whose result is then shown; Settings' "when I am out" does it by
itself (or only drops the pause)."""
import time

import pytest

from engine.registry import parts
from gui.main_window import MainWindow
from gui.userdata import prefs
from tests.gui.receivers import listen
from tests.gui.tiny_game import tiny_config


def _window(qtbot, store, think_ms):
    prefs.put("ui/animation_speed", "normal")
    window = MainWindow(store=store, think_ms=think_ms)
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.mark.gui
def test_skip_plays_the_bots_at_once_to_the_players_next_move(qtbot, tiny, store):
    """Two bots that think 3 s each: skipping brings the player's turn back at once, the
    bots' moves in the log, the fast turns not animated."""
    window = _window(qtbot, store, think_ms=3000)
    turns = listen(window.host.worker.turn)
    window.start_game(tiny_config(human_seat=2))          # seats 0 and 1 are bots
    qtbot.waitUntil(lambda: window.table is not None and window.table.result.thinking_seat == 0,
                    timeout=5000)
    table = window.table
    assert table.assist.bar.skip_button.isVisible()        # the computers are playing
    started = time.monotonic()
    assert window.assist.act_skip.shortcut().toString() == "F"
    window.assist.act_skip.trigger()                      # the Game menu's command (F)
    qtbot.waitUntil(lambda: bool(table.legal) and table.settled(), timeout=2500)
    assert time.monotonic() - started < 2.5                # not two pauses of 3 s
    fast = [args[0] for args in turns.calls if args[0].fast]
    assert [t.actor for t in fast] == [0, 1]
    assert [e["actor"] for e in table.log.events if e["kind"] == "play"][:2] == [0, 1]
    assert not table.anim.is_busy() and not table.assist.bar.skip_button.isVisible()
    window.close()


@pytest.mark.gui
def test_skip_is_refused_on_the_players_own_move(qtbot, tiny, store):
    window = _window(qtbot, store, think_ms=0)
    window.start_game(tiny_config(human_seat=0))
    qtbot.waitUntil(lambda: window.table is not None and bool(window.table.legal)
                    and window.table.settled(), timeout=5000)
    turns = listen(window.host.worker.turn)
    skipping = listen(window.host.worker.skipping)
    window.host.request_skip.emit()                       # as if asked anyway
    qtbot.wait(300)
    assert not skipping.calls and not turns.calls          # nothing moved, nothing skipped
    assert not window.table.assist.bar.skip_button.isVisible()
    window.close()


@pytest.mark.gui
def test_settings_when_i_am_out_is_remembered_and_reaches_the_bots(qtbot, tiny, store,
                                                                  monkeypatch):
    """Settings ▸ "When I am out: skip ahead" is stored, and the next game's bots skip by
    themselves the moment the game says the player only watches (here: a tiny game where
    seat 2 is declared out) — no request of the test's own."""
    from gui.dialogs.settings import SettingsDialog
    prefs.put("play/when_out", "watch")
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.when_out.setCurrentIndex(dialog.when_out.findData("skip"))
    dialog.accept()
    assert prefs.when_out() == "skip"
    declared = parts("tiny")
    monkeypatch.setattr(type(declared), "watching", lambda self, obs, seat: seat == 2)
    window = _window(qtbot, store, think_ms=3000)
    skipping = listen(window.host.worker.skipping)
    window.start_game(tiny_config(human_seat=2))
    qtbot.waitUntil(lambda: bool(skipping.calls), timeout=3000)
    assert skipping.calls[0][0] is True
    window.close()


def test_a_damaged_when_out_setting_falls_back_to_watching():
    prefs.put("play/when_out", "sometimes")
    assert prefs.when_out() == "watch"


def test_each_game_says_when_a_seat_only_watches():
    """九九: out of the hand (出局); 天地人: a 胜出者 has left the play; 九尊: the 大勝方 of four or
    five players in phase 2; 九局對決: never (both sides always bat or field)."""
    assert parts("ninety_nine").watching({"players": [{"alive": False}, {"alive": True}]}, 0)
    assert not parts("ninety_nine").watching({"players": [{"alive": True}] * 2}, 0)
    assert parts("tiandiren").watching({"status": ["heaven", "playing"]}, 0)
    assert not parts("tiandiren").watching({"status": ["heaven", "playing"]}, 1)
    phase2 = {"phase": 2, "big_winner": 1, "neutral_taker": None, "stage": "play"}
    assert parts("primatum").watching(phase2, 1) and not parts("primatum").watching(phase2, 0)
    assert not parts("primatum").watching({**phase2, "neutral_taker": 1}, 1)   # 2–3 players
    assert not parts("showdown").watching({}, 0)
