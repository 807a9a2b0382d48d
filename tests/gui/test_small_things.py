"""Small things a player notices (issue 24.9), each with the behaviour a player expects."""
import pytest

import engine
from gui.home.resume import SavedGame
from gui.main_window import MainWindow
from gui.userdata import prefs
from tests.gui.tiny_game import tiny_config


def _window(qtbot, store, speed="off", think_ms=0):
    prefs.put("ui/animation_speed", speed)
    window = MainWindow(store=store, think_ms=think_ms)
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.gui
def test_the_first_save_does_not_make_the_table_jump(qtbot, tiny, store):
    """「The first save makes a status bar appear and the table jumps 20 px」."""
    window = _window(qtbot, store)
    window.start_game(tiny_config())
    qtbot.waitUntil(lambda: window.table is not None and bool(window.table.legal), timeout=5000)
    assert window.statusBar().isVisible()
    before = window.table.geometry()
    window.host.request_save.emit("2")
    qtbot.waitUntil(lambda: bool(window.statusBar().currentMessage()), timeout=5000)
    qtbot.wait(50)
    assert window.table.geometry() == before
    window.close()


def test_continue_says_where_the_game_is_in_the_games_words(store):
    """「the home screen's "turn 183" means nothing (say hand / inning / round and the
    score)」: 九九 says its hand and the hands won."""
    state = engine.create("ninety_nine", 3).new_state(seed=2)
    for _ in range(5):
        state.apply(state.legal_actions()[0])
    store.save("autosave", state, {"names": ["Me", "", ""], "human_seat": 0,
                                   "bot_levels": [None, "normal", "normal"],
                                   "section": {"number": 1, "half": None},
                                   "score_line": "Me 0 · Computer 1 0 · Computer 2 0"})
    label = SavedGame.of_slot(store, "autosave").label()
    assert "Hand 1" in label and "Me 0" in label and "turn" not in label


@pytest.mark.gui
def test_the_save_meta_names_the_section_in_play(qtbot, store):
    window = _window(qtbot, store)
    window.start_game({"game": "showdown", "players": 2, "seed": 4, "human_seat": 0,
                       "names": ["Me", ""], "bot_levels": [None, "easy"]})
    qtbot.waitUntil(lambda: store.info("autosave") is not None
                    or (window.table is not None and bool(window.table.legal)), timeout=8000)
    if window.table.legal:
        window.table.choose(window.table.legal[0]["notation"])
    qtbot.waitUntil(lambda: store.info("autosave") is not None, timeout=8000)
    section = store.info("autosave").meta["section"]
    assert section["number"] == 1 and section["half"] in ("top", "bottom")
    assert "inning 1" in SavedGame.of_slot(store, "autosave").label()
    window.close()


@pytest.mark.gui
def test_after_the_game_ends_no_auto_play_and_no_undo(qtbot, tiny, store):
    """「after a game ends the 托管 banner and check stay on and Undo stays enabled」."""
    window = _window(qtbot, store)
    window.start_game(tiny_config())
    qtbot.waitUntil(lambda: window.table is not None and bool(window.table.legal), timeout=5000)
    window.table.choose(window.table.legal[0]["notation"])
    window.assist.act_autoplay.trigger()                   # 托管 plays to the end
    qtbot.waitUntil(lambda: window.table.result.result is not None, timeout=20000)
    table = window.table
    qtbot.waitUntil(lambda: not table.assist.autoplay_on, timeout=3000)
    assert not table.assist.banner.isVisible()
    assert not table.assist.bar.autoplay_button.isChecked()
    assert not table.assist.bar.undo_button.isEnabled()
    qtbot.waitUntil(lambda: not window.assist.act_undo.isEnabled(), timeout=3000)
    window.close()


@pytest.mark.gui
def test_the_players_hand_shows_only_when_the_deal_has_flown(qtbot, store):
    """「your own hand shows face up while the deal is still flying」: while the opening's
    deal animates, the player's hand is not on the felt; once it has landed, it is."""
    window = _window(qtbot, store, speed="slow")
    seen_during_deal: list[int] = []
    window.start_game({"game": "ninety_nine", "players": 4, "seed": 3, "human_seat": 0,
                       "names": ["Me", "", "", ""], "bot_levels": [None] + ["normal"] * 3})
    qtbot.waitUntil(lambda: window.table is not None and window.table.anim.is_busy(),
                    timeout=5000)
    table = window.table
    seen_during_deal.append(len(table.board.hand_items))
    qtbot.waitUntil(lambda: not table.anim.is_busy() and not table.queue.pending(), timeout=15000)
    assert seen_during_deal == [0]
    assert len(table.board.hand_items) == len(table.observation["hand"]) > 0
    window.close()


@pytest.mark.gui
def test_a_replay_shows_the_first_play_at_once(qtbot, store, monkeypatch):
    """「After ▶ the counter ran from step 0 to step 4 in about 4 s with nothing moving on
    the table」 (issue 24.7): 天地人's first play here is a 火箭 with five pairs as kickers, six
    actions of which only the last shows anything. They are one step of the replay (issue
    34.1): with a whole minute between steps, ▶ reaches the play at once, and step 1 is it."""
    import random

    from tests.gui.test_replay import open_replay, window_with
    prefs.put("ui/animation_speed", "off")
    state = engine.create("tiandiren", 2).new_state(seed=5)
    rng = random.Random(5)
    while not state.is_over and len(state.history) < 12:
        state.apply(rng.choice(state.legal_actions()))
    assert state.history[1].startswith("+")                  # a kicker step follows the lead
    window = window_with(qtbot, store, state)
    try:
        open_replay(qtbot, window, {"slot": "1"})
        viewer = window.replay
        monkeypatch.setattr(viewer.bar, "seconds_per_move", lambda: 60.0)
        qtbot.waitUntil(lambda: not viewer.table.busy(), timeout=5000)
        table = viewer.table
        log = lambda: table.log.shown()  # noqa: E731
        assert not any("plays" in line for line in log())
        viewer.bar.play.click()
        qtbot.waitUntil(lambda: any("plays" in line for line in log()), timeout=10000)
        assert viewer.move == 1                     # the whole play, and not a step further
    finally:
        window.close()


@pytest.mark.gui
@pytest.mark.parametrize("problem", ["No module named 'PySide6.QtMultimedia'", None])
def test_the_volume_is_disabled_with_the_reason_when_there_is_no_sound(qtbot, monkeypatch, problem):
    """「the volume slider is enabled when Settings says there is no sound module」: without
    the module the slider and Mute are off, the note and their tooltips say why; with it they
    work and say nothing of the kind."""
    from gui.dialogs.settings import SettingsDialog
    from gui.table import sound
    monkeypatch.setattr(sound, "backend_problem", lambda: problem)
    monkeypatch.setattr(sound, "switched_off_by_environment", lambda: False)
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    silent = problem is not None
    assert dialog.volume.isEnabled() is not silent and dialog.mute.isEnabled() is not silent
    assert dialog.sound_note.isVisible() is silent
    if silent:
        assert "No sound module" in dialog.sound_note.text()
        assert dialog.volume.toolTip() == dialog.sound_note.text() == dialog.mute.toolTip()
    else:
        assert dialog.volume.toolTip() == ""
