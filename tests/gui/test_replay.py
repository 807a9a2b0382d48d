"""The replay viewer (issue 16): open, step, slider, play from here, export and import.

Everything goes through the main window and its worker thread: the viewer asks the
ReplayWorker for a position and the test compares the worker's position with the one the
engine reaches by itself, at every step forward and back. A step is what a player sees: 天地人's
body and kicker steps are shown with the play they complete (issue 34.1, test_replay_steps.py).
"""
from __future__ import annotations

import json
import random

import pytest
from PySide6.QtWidgets import QMessageBox

import engine
from engine.history import GameHistory
from engine.saves import read_file
from gui.main_window import MainWindow
from tests.gui.receivers import legal_of, listen, observation_of, wait_for

GAMES = ["ninety_nine", "showdown", "primatum", "tiandiren"]
MOVES = 40          # a short game: its first moves (天地人's whole game is about this long)
PARTIAL = {"kickers", "kicker"}     # 天地人's body and kicker steps: no step of their own


def frozen(state) -> str:
    """full_state() as text: the dict shares lists with the state, which moves on."""
    return json.dumps(state.full_state(), sort_keys=True)


def played(game_id: str, seed: int = 5, moves: int = MOVES, finish: bool = False):
    """A seeded game of random legal moves; every position a replay steps to, as
    full_state() (not those in the middle of a play with kickers)."""
    state = engine.create(game_id, 2).new_state(seed=seed)
    rng = random.Random(seed)
    positions = [frozen(state)]
    partial = False
    while not state.is_over and (finish or len(state.history) < moves):
        events = state.apply(rng.choice(state.legal_actions()))
        partial = {ev.kind for ev in events} <= PARTIAL
        if not partial:
            positions.append(frozen(state))
    if partial:                 # the record's last position is a step, even a play's middle
        positions.append(frozen(state))
    return state, positions


def actions_at(state, step: int) -> int:
    """How many of the game's actions a replay's step `step` shows played."""
    fresh = engine.replay({**state.record(), "actions": []})
    count, steps = 0, 0
    while steps < step:
        count += 1
        events = fresh.apply(state.history[count - 1])
        steps += not {ev.kind for ev in events} <= PARTIAL
    return count


def window_with(qtbot, store, state, slot: str = "1", meta: dict | None = None) -> MainWindow:
    store.save(slot, state, meta or {"names": ["", "Ann"], "human_seat": 0,
                                     "bot_levels": [None, "easy"], "game_id": "abc123"})
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    return window


def open_replay(qtbot, window, source: dict):
    position = listen(window.host.replayer.position)
    wait_for(qtbot, position, lambda: window.replay.open(source), check=lambda a: a[0] == 0)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.replay, timeout=5000)
    return position


def shown_state(window) -> str:
    """The worker's position (read after its answer: the engine thread is idle then)."""
    return frozen(window.host.replayer._session.state)


def step(qtbot, position, bar, button, move: int) -> None:
    """Click ⏮ or ⏭ as a player does: once the bar shows the last move. The worker's answer
    reaches this test's receiver and the viewer as two queued calls, which the GUI thread
    may take in two passes: a click between them stepped from the move before."""
    wait_for(qtbot, position, button.click, check=lambda a: a[0] == move)
    qtbot.waitUntil(lambda: bar.move == move, timeout=5000)


def close_boxes(window) -> list[str]:
    texts = []
    for box in window.findChildren(QMessageBox):
        texts.append(box.text())
        box.close()
    return texts


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_forward_and_back_reaches_the_original_position(qtbot, store, game_id):
    state, positions = played(game_id)
    window = window_with(qtbot, store, state)
    try:
        position = open_replay(qtbot, window, {"slot": "1"})
        bar = window.replay.bar
        assert bar.total == len(positions) - 1 and shown_state(window) == positions[0]
        assert window.replay.table is not None and not window.replay.table.legal
        for move in range(1, len(positions)):
            step(qtbot, position, bar, bar.forward, move)
            assert shown_state(window) == positions[move], f"forward to move {move}"
        assert not bar.forward.isEnabled()
        for move in reversed(range(len(positions) - 1)):
            step(qtbot, position, bar, bar.back, move)
            assert shown_state(window) == positions[move], f"back to move {move}"
        assert not bar.back.isEnabled()
        # the slider: let go at move 7 and the worker shows move 7
        wait_for(qtbot, position, lambda: bar.slider.setValue(7), check=lambda a: a[0] == 7)
        assert shown_state(window) == positions[7]
        assert window.replay.table.log.events      # the log tells the moves up to here
    finally:
        window.close()


def test_a_finished_game_may_be_watched_from_every_seat(qtbot, store):
    state, positions = played("tiandiren", finish=True)
    assert state.is_over
    window = window_with(qtbot, store, state)
    try:
        position = open_replay(qtbot, window, {"slot": "1"})
        bar = window.replay.bar
        assert bar.seat.count() == 2 and bar.seat.isEnabled()
        wait_for(qtbot, position, lambda: bar.slider.setValue(10), check=lambda a: a[0] == 10)
        observations = listen(observation_of(window.host.replayer))
        obs = wait_for(qtbot, observations, lambda: bar.seat_changed.emit(1))[0]
        assert obs["human_seat"] == 1
        qtbot.waitUntil(lambda: window.replay.table.human_seat == 1, timeout=5000)
        assert window.replay.table.names == ["Computer 1", "Ann"]    # seat 0 is a computer now
        assert obs["hand"] == engine.replay({**state.record(),
                                             "actions": state.history[:actions_at(state, 10)]}
                                            ).observation(1)["hand"]
        assert shown_state(window) == positions[10]
    finally:
        window.close()


def test_an_unfinished_game_shows_only_the_seat_that_played_it(qtbot, store):
    state, _ = played("showdown")
    window = window_with(qtbot, store, state)
    try:
        open_replay(qtbot, window, {"slot": "1"})
        assert window.replay.bar.seat.count() == 1
        assert not window.replay.bar.seat.isEnabled()
    finally:
        window.close()


@pytest.mark.parametrize("game_id", ["showdown", "ninety_nine"])
def test_play_from_here_continues_legally_and_keeps_the_origin(qtbot, store, game_id):
    state, positions = played(game_id)
    window = window_with(qtbot, store, state)
    try:
        position = open_replay(qtbot, window, {"slot": "1"})
        wait_for(qtbot, position, lambda: window.replay.bar.slider.setValue(12),
                 check=lambda a: a[0] == 12)
        legal = listen(legal_of(window.host.worker))
        window.replay.bar.play_here.click()
        qtbot.waitUntil(lambda: window.game_info is not None
                        and window.stack.currentWidget() is window.table, timeout=5000)
        qtbot.waitUntil(lambda: any(args[0] for args in legal.calls), timeout=10000)
        worker = window.host.worker
        assert worker.state.history[:12] == state.history[:12]
        assert worker.meta["origin"] == {"game_id": "abc123", "move": 12}
        assert worker.meta["game_id"] != "abc123"
        moves = len(worker.state.history)
        mine = next(args[0] for args in reversed(legal.calls) if args[0])
        qtbot.waitUntil(lambda: bool(window.table.legal), timeout=10000)
        window.table.choose(mine[0]["notation"])

        def autosaved_after_my_move() -> bool:
            saved = store.info("autosave")
            return saved is not None and saved.turn > moves

        qtbot.waitUntil(autosaved_after_my_move, timeout=5000)   # the worker saves after a move
        saved = store.info("autosave")
        assert saved.meta["origin"] == {"game_id": "abc123", "move": 12}
        played_on, _ = store.read("autosave")
        assert played_on.history[:moves + 1][:12] == state.history[:12]
        assert played_on.history[moves] == mine[0]["notation"]
    finally:
        window.close()


def test_export_then_import_round_trips(qtbot, store, tmp_path):
    state, positions = played("primatum")
    window = window_with(qtbot, store, state)
    path = tmp_path / "out" / "game.jiupai"
    try:
        open_replay(qtbot, window, {"slot": "1"})
        exported = listen(window.host.replayer.exported)
        wait_for(qtbot, exported, lambda: window.replay.export_file(str(path), "replay",
                                                                     share=False))
        again, doc = read_file(path)
        assert again.record() == state.record() and doc["meta"]["game_id"] == "abc123"
        window.replay.close_replay()
        position = open_replay(qtbot, window, {"path": str(path)})
        wait_for(qtbot, position, lambda: window.replay.bar.slider.setValue(len(positions) - 1),
                 check=lambda a: a[0] == len(positions) - 1)
        assert shown_state(window) == positions[-1]
    finally:
        window.close()


def test_export_of_the_running_game(qtbot, store, tmp_path):
    state, _ = played("showdown", moves=6)
    window = window_with(qtbot, store, state)
    path = tmp_path / "running.jiupai"
    try:
        window.games.load_slot("1")
        qtbot.waitUntil(lambda: window.game_info is not None, timeout=5000)
        exported = listen(window.host.replayer.exported)
        wait_for(qtbot, exported, lambda: window.act_export_full.isEnabled() and
                 window.replay.export_file(str(path), "game", share=False))
        again, _ = read_file(path)
        assert again.history[:6] == state.history[:6]
    finally:
        window.close()


@pytest.mark.parametrize("game", ["ninety_nine", "showdown", "primatum", "tiandiren"])
def test_a_shared_export_of_an_unfinished_game_shows_only_what_its_player_saw(
        qtbot, store, tmp_path, game):
    """Issue 25.1: exporting an unfinished game to share writes what the exporting seat saw
    (a seat view, engine/seat_view.py); the replay screen steps through it with that seat's
    hand only, and it cannot be played on."""
    from engine.seat_view import file_format
    state, _ = played(game, moves=8)
    window = window_with(qtbot, store, state)
    path = tmp_path / "shared.jiupai"
    try:
        window.games.load_slot("1")
        qtbot.waitUntil(lambda: window.game_info is not None, timeout=5000)
        exported = listen(window.host.replayer.exported)
        wait_for(qtbot, exported, lambda: window.act_export.isEnabled() and
                 window.replay.export_file(str(path), "game", share=True))
        assert file_format(path) == "seat_view"
        with pytest.raises(Exception, match="(?i)share|seat|watch|continue"):
            read_file(path)                          # no game can be dealt again from it
        position = open_replay(qtbot, window, {"path": str(path)})
        assert not window.replay.bar.play_here.isVisible() and not window.replay.bar.faces.isVisible()
        last = window.replay.total
        wait_for(qtbot, position, lambda: window.replay.bar.slider.setValue(last),
                 check=lambda a: a[0] == last)
        qtbot.waitUntil(lambda: window.replay.table.settled(), timeout=10000)
        seat = window.replay.info["human_seat"]
        assert window.replay.table.observation.get("hand") == state.observation(seat)["hand"]
    finally:
        window.close()


BAD_FILES = {
    "not-json.jiupai": b"{ this is not json",
    "foreign.jiupai": json.dumps({"format": "something-else", "data": 1}).encode(),
    "wrong-type.jiupai": json.dumps({"format": "jiupai-save", "version": 1, "meta": {},
                                     "record": {"game": "showdown", "players": "two",
                                                "seed": 1, "actions": []}}).encode(),
    "illegal.jiupai": json.dumps({"format": "jiupai-save", "version": 1, "meta": {},
                                  "record": {"game": "showdown", "players": 2, "seed": 1,
                                             "actions": ["nonsense"]}}).encode(),
    "unknown-game.jiupai": json.dumps({"format": "jiupai-save", "version": 1, "meta": {},
                                       "record": {"game": "chess", "players": 2, "seed": 1,
                                                  "actions": []}}).encode(),
}


def test_a_damaged_or_foreign_file_gives_a_message_and_changes_nothing(qtbot, store, tmp_path):
    state, positions = played("showdown")
    window = window_with(qtbot, store, state)
    try:
        position = open_replay(qtbot, window, {"slot": "1"})
        wait_for(qtbot, position, lambda: window.replay.bar.slider.setValue(9),
                 check=lambda a: a[0] == 9)
        table = window.replay.table
        errors = listen(window.host.replayer.error)
        for name, data in BAD_FILES.items():
            path = tmp_path / name
            path.write_bytes(data)
            message = wait_for(qtbot, errors, lambda p=path: window.replay.import_file(str(p)))[0]
            assert message.startswith(name + " cannot be opened: "), message
            qtbot.waitUntil(lambda: bool(window.findChildren(QMessageBox)), timeout=5000)
            assert any(name in text for text in close_boxes(window))
            assert window.replay.table is table and window.replay.bar.move == 9
            assert shown_state(window) == positions[9]
            assert path.read_bytes() == data
        wait_for(qtbot, position, window.replay.bar.forward.click, check=lambda a: a[0] == 10)
        assert shown_state(window) == positions[10]
    finally:
        window.close()


def test_a_finished_game_is_kept_in_the_history_once(qtbot, store):
    state, _ = played("tiandiren", finish=True)
    window = window_with(qtbot, store, state, meta={"names": [], "human_seat": 0,
                                                     "game_id": "g1"})
    history = GameHistory(store.directory.parent / "history")
    try:
        for _ in range(2):      # reopened: still one entry
            window.games.load_slot("1")
            qtbot.waitUntil(lambda: len(history.files()) == 1, timeout=5000)
        entry = history.files()[0]
        assert entry.name == "g1.jiupai" and read_file(entry)[0].record() == state.record()
        position = open_replay(qtbot, window, {"path": str(entry)})
        assert position.last == 0
    finally:
        window.close()


def test_history_keeps_the_last_games(tmp_path):
    history = GameHistory(tmp_path / "history", size=3)
    state, _ = played("tiandiren", finish=True)
    import os
    for i in range(5):
        path = history.add(state, {"game_id": f"game{i}"})
        os.utime(path, (1000 + i, 1000 + i))
    assert [p.name for p in history.files()] == [f"game{i}.jiupai" for i in (4, 3, 2)]
    history.add(state, {"game_id": "../../evil"})
    assert (tmp_path / "history" / "evil.jiupai").exists()


@pytest.mark.parametrize("game_id, kind, label", [
    ("showdown", "half_inning_start", "▼ Bottom of inning 1"),
    ("ninety_nine", "deal", "Hand 2"),
    ("primatum", "round_start", "Round 2")])
def test_jump_to_a_hand_inning_or_round(qtbot, store, game_id, kind, label):
    state, positions = played(game_id, finish=True)
    window = window_with(qtbot, store, state)
    try:
        position = open_replay(qtbot, window, {"slot": "1"})
        bar = window.replay.bar
        assert bar.jump.count() >= 3          # "Jump to…" and at least two parts
        move = bar.jump.itemData(2)           # the second hand / half-inning / round
        fresh = engine.replay({**state.record(), "actions": state.history[:move - 1]})
        assert kind in [ev.kind for ev in fresh.apply(state.history[move - 1])]
        wait_for(qtbot, position, lambda: bar.jump.activated.emit(2), check=lambda a: a[0] == move)
        assert shown_state(window) == positions[move]
        assert bar.jump.currentIndex() == 0
        assert bar.jump.itemText(2) == label
    finally:
        window.close()


def test_play_runs_the_moves_and_pause_stops_them(qtbot, store):
    state, positions = played("tiandiren", finish=True)
    window = window_with(qtbot, store, state)
    try:
        open_replay(qtbot, window, {"slot": "1"})
        bar = window.replay.bar
        bar.speed.setCurrentIndex(bar.speed.count() - 1)       # fastest
        bar.play.click()
        qtbot.waitUntil(lambda: bar.move >= 3, timeout=30000)
        bar.play.click()
        assert not bar.play.isChecked()
        qtbot.wait(1000)                # a step asked for just before the pause may land
        stopped = bar.move
        qtbot.wait(1500)
        assert bar.move == stopped and shown_state(window) == positions[stopped]
    finally:
        window.close()


def test_the_list_offers_slots_and_finished_games_and_names_a_damaged_one(qtbot, store):
    from gui.dialogs.replays import IMPORT, ReplaysDialog, history_of
    state, _ = played("tiandiren", finish=True)
    store.save("1", state, {"names": ["", "Ann"], "game_id": "g1",
                            "saved_at": "2026-01-02T10:00:00+00:00"})
    (store.directory / "2.json").write_text("{ damaged")
    history_of(store).add(state, {"game_id": "g1", "saved_at": "2026-01-03T10:00:00+00:00"})
    dialog = ReplaysDialog(store)
    qtbot.addWidget(dialog)
    keys = dialog.keys()
    finished = f"path:{history_of(store).files()[0]}"
    # newest first, the damaged one after the good ones, the import tile last
    assert keys == [finished, "slot:1", "slot:2", IMPORT]
    assert "Finished" in dialog.grid.card(finished).line_texts()
    assert dialog.grid.card("slot:1").line_texts()[0].startswith("Slot 1")
    assert any("Ann" in line for line in dialog.grid.card("slot:1").line_texts())
    assert dialog.grid.card("slot:2").title.text() == "Slot 2 · Damaged"
    chosen = []
    dialog.watch_requested.connect(chosen.append)
    dialog.select("slot:2")
    assert not dialog.watch_button.isEnabled()
    dialog.select(IMPORT)
    assert not dialog.watch_button.isEnabled()
    dialog.select("slot:1")
    dialog.watch_button.click()
    assert chosen == [{"slot": "1"}]


def test_the_replays_filter_by_game_and_get_pictures(qtbot, store):
    """Issue 33.4: the list is filterable by game; each game's card gets its table's picture."""
    from gui.dialogs.replays import IMPORT, ReplaysDialog
    first, _ = played("tiandiren", finish=True)
    second, _ = played("ninety_nine")
    store.save("1", first, {"names": ["", "Ann"]})
    store.save("3", second, {"names": ["", "Bo"]})
    dialog = ReplaysDialog(store)
    qtbot.addWidget(dialog)
    games = [dialog.filter.itemData(i) for i in range(dialog.filter.count())]
    assert games[0] == "" and sorted(games[1:]) == ["ninety_nine", "tiandiren"]
    dialog.filter.setCurrentIndex(games.index("ninety_nine"))
    assert dialog.keys() == ["slot:3", IMPORT]
    dialog.filter.setCurrentIndex(0)
    assert sorted(dialog.keys()) == sorted(["slot:1", "slot:3", IMPORT])
    dialog.show()                       # the pictures are drawn once the list is on screen
    qtbot.waitUntil(lambda: not dialog.pictures.busy(), timeout=15000)
    assert set(dialog._drawn) == {"slot:1", "slot:3"}


def test_an_imported_file_is_shown_as_a_card_before_it_opens(qtbot, store, tmp_path):
    """Issue 33.4: Import game… shows the file as the lists show a game — its words and a
    picture of its table; a shared game (a seat view) too; a damaged file says why and
    cannot be watched."""
    from engine.saves import write_file
    from engine.seat_view import write_seat_view
    from gui.dialogs.import_card import ImportDialog
    state, _ = played("ninety_nine")
    full, view, bad = tmp_path / "full.jiupai", tmp_path / "view.jiupai", tmp_path / "bad.jiupai"
    write_file(full, state, {"names": ["", "Ann"], "human_seat": 0})
    write_seat_view(view, state, 0)
    bad.write_text("{ damaged")
    dialog = ImportDialog(full, cache=tmp_path / "pictures")
    qtbot.addWidget(dialog)
    dialog.show()                       # its picture is drawn once the card is on screen
    assert dialog.card.title.text() == "Ninety-Nine"
    assert dialog.card.line_texts()[0].startswith("full.jiupai")
    assert dialog.watch_button.isEnabled()
    placeholder = dialog.card.shown_picture().cacheKey()
    qtbot.waitUntil(lambda: dialog.card.shown_picture().cacheKey() != placeholder,
                    timeout=30000)
    shared = ImportDialog(view, cache=tmp_path / "pictures")
    qtbot.addWidget(shared)
    shared.show()
    assert shared.card.line_texts() == ["A shared game: what one player saw"]
    assert shared.watch_button.isEnabled()
    placeholder = shared.card.shown_picture().cacheKey()
    qtbot.waitUntil(lambda: shared.card.shown_picture().cacheKey() != placeholder,
                    timeout=30000)
    damaged = ImportDialog(bad, cache=tmp_path / "pictures")
    qtbot.addWidget(damaged)
    assert not damaged.watch_button.isEnabled()
    assert damaged.card.title.text() == "bad.jiupai · Damaged"
    assert "damaged" in damaged.problem.text()
