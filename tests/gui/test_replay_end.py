"""The replay viewer's finishing touches (issue 16): every hand face up for a finished game
only, the match-end box at a finished game's end, and "Play from here" into a new save slot
that keeps the game's origin."""
from __future__ import annotations

import engine
from gui.window import replay_viewer as replay_module
from tests.gui.receivers import listen, wait_for
from tests.gui.test_replay import actions_at, open_replay, played, window_with

META = {"names": ["", "Ann"], "human_seat": 0, "bot_levels": [None, "easy"], "game_id": "abc123"}


def test_all_hands_is_offered_for_a_finished_game_only(qtbot, store):
    """An unfinished game's replay shows only what the viewing seat saw: no "All hands"
    button, and a request for them is refused (no hand leaves the engine thread)."""
    state, _ = played("showdown")
    assert not state.is_over
    window = window_with(qtbot, store, state)
    try:
        open_replay(qtbot, window, {"slot": "1"})
        assert window.replay.bar.faces.isHidden()
        hands = listen(window.host.replayer.hands)
        wait_for(qtbot, hands, lambda: window.host.request_replay_show_all.emit(True))
        assert all(args[0] == [] for args in hands.calls)
        assert window.replay.all_hands.isHidden()
    finally:
        window.close()


def test_all_hands_shows_every_hand_face_up_in_a_finished_game(qtbot, store):
    """With "All hands" on, every seat's hand at the position shown is drawn, each card a
    face (equal to the engine's hands there); off again, the strip goes."""
    state, _ = played("tiandiren", finish=True)
    assert state.is_over
    window = window_with(qtbot, store, state)
    try:
        position = open_replay(qtbot, window, {"slot": "1"})
        bar = window.replay.bar
        wait_for(qtbot, position, lambda: bar.slider.setValue(10), check=lambda a: a[0] == 10)
        assert not bar.faces.isHidden()
        hands = listen(window.host.replayer.hands)
        wait_for(qtbot, hands, bar.faces.click, check=lambda a: bool(a[0]))
        qtbot.waitUntil(lambda: window.replay.all_hands.isVisible(), timeout=5000)
        at_10 = engine.replay({**state.record(), "actions": state.history[:actions_at(state, 10)]})
        expected = sorted(card for seat in range(2) for card in at_10.observation(seat)["hand"])
        items = window.replay.all_hands.card_items()
        assert items and all(item.is_face_up() for item in items)
        assert sorted(item.card for item in items) == expected
        wait_for(qtbot, hands, bar.faces.click, check=lambda a: a[0] == [])
        qtbot.waitUntil(lambda: window.replay.all_hands.isHidden(), timeout=5000)
    finally:
        window.close()


def test_the_end_of_a_finished_game_shows_the_match_end_box(qtbot, store):
    """At the last move of a finished game's replay the match-end box (the one a game
    shows at its end: standings and "New match") comes up."""
    state, positions = played("tiandiren", finish=True)
    window = window_with(qtbot, store, state)
    try:
        position = open_replay(qtbot, window, {"slot": "1"})
        bar = window.replay.bar
        end = len(positions) - 1
        wait_for(qtbot, position, lambda: bar.slider.setValue(end), check=lambda a: a[0] == end)
        table = window.replay.table
        qtbot.waitUntil(lambda: table.result.result is not None, timeout=5000)
        assert table.result.result["returns"] == list(state.returns())
        overlay = table.overlay
        qtbot.waitUntil(lambda: overlay.isVisible() and not overlay.new_button.isHidden()
                        and overlay.next_button.isHidden(), timeout=5000)
    finally:
        window.close()


def _play_from_here(qtbot, window, move: int = 12) -> None:
    position = open_replay(qtbot, window, {"slot": "1"})
    wait_for(qtbot, position, lambda: window.replay.bar.slider.setValue(move),
             check=lambda a: a[0] == move)
    saved = listen(window.host.worker.saved)
    window.replay.bar.play_here.click()
    qtbot.waitUntil(lambda: bool(saved.calls), timeout=10000)


def test_play_from_here_goes_to_the_first_free_slot_with_its_origin(qtbot, store):
    """The new game is kept in the first free slot (slot 1 holds the replayed game, so 2),
    and the record there says where it came from (meta.origin)."""
    state, _ = played("showdown")
    window = window_with(qtbot, store, state)
    try:
        _play_from_here(qtbot, window)
        info = store.info("2")
        assert info is not None and info.meta["origin"] == {"game_id": "abc123", "move": 12}
        assert info.meta["game_id"] != "abc123"
        assert store.info("1").meta["game_id"] == "abc123"        # the original is kept
        # the status line says what happened and where the game is (issue 34.12: it said
        # only "Saved in slot 2.")
        qtbot.waitUntil(lambda: "move 12" in window.statusBar().currentMessage(), timeout=5000)
        message = window.statusBar().currentMessage()
        assert "new game" in message and "slot 2" in message and "Load" in message, message
    finally:
        window.close()


def test_play_from_here_with_every_slot_in_use_asks_which_to_overwrite(qtbot, store, monkeypatch):
    """All ten slots in use: the player is asked which slot the new game may take; the
    chosen one gets it. Cancelling the question starts nothing."""
    state, _ = played("showdown")
    for slot in range(2, 11):
        store.save(str(slot), state, META)
    asked: list[str] = []
    monkeypatch.setattr(replay_module, "ask_slot_to_overwrite",
                        lambda _store, _parent: asked.append("asked") or None)
    window = window_with(qtbot, store, state)
    try:
        position = open_replay(qtbot, window, {"slot": "1"})
        wait_for(qtbot, position, lambda: window.replay.bar.slider.setValue(12),
                 check=lambda a: a[0] == 12)
        window.replay.bar.play_here.click()
        assert asked and window.replay.is_open() and window.game_info is None
        monkeypatch.setattr(replay_module, "ask_slot_to_overwrite", lambda _store, _parent: "7")
        saved = listen(window.host.worker.saved)
        window.replay.bar.play_here.click()
        qtbot.waitUntil(lambda: bool(saved.calls), timeout=10000)
        assert saved.calls[-1][0] == "7"
        assert store.info("7").meta["origin"] == {"game_id": "abc123", "move": 12}
    finally:
        window.close()


def test_a_replay_offers_no_hint_autoplay_or_undo(qtbot, store):
    """Nothing is played in a replay: its table shows no Hint, 托管 or Undo button."""
    state, _ = played("showdown")
    window = window_with(qtbot, store, state)
    try:
        open_replay(qtbot, window, {"slot": "1"})
        table = window.replay.table
        assert table.assist.bar.isHidden() and not table.assist.bar.autoplay_button.isVisible()
    finally:
        window.close()
