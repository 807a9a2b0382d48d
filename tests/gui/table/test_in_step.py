"""The table in step with the engine (issue 12, items 1, 2 and 10), for all four games alike.

At every moment the human may act (legal actions shown: playable cards, choice buttons) no
animation may still run, the status line must be the human's prompt, and what the felt and the
scoreboard show must be exactly the drawing of the engine's observation for the human seat —
not the position one move ago with the last card still flying. The observation is the one the
worker published (its `observation` signal); the test checks that it is the engine's own
(computed here, while the worker waits for the human).

"Exactly the drawing" is checked without knowing any game: the scene is described item by item
(kind, place, stacking, visibility, card face, plate state, text), then the table draws the
published observation afresh and the two descriptions must be equal. A card left where an
animation dropped it, a count one card behind or a stale score all make them differ.
"""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from gui.main_window import MainWindow
from gui.table.moments import MomentItem
from gui.userdata import prefs
from tests.gui import driver
from tests.gui.receivers import collect, observation_of

HUMAN_MOVES = 6


def describe_scene(table) -> list[tuple]:
    """Every visible item of the felt as plain data, in a stable order — but a moment's
    effect (gui/table/moments.py): light over the felt for under a second, no part of the
    position the table draws from an observation."""
    rows = []
    for item in table.scene.items():
        if not item.isVisible() or item.opacity() <= 0.01 or isinstance(item, MomentItem):
            continue
        pos = item.scenePos()
        row = [type(item).__name__, round(pos.x()), round(pos.y()), round(item.zValue(), 2),
               round(item.opacity(), 2), round(item.rotation(), 1), round(item.scale(), 2)]
        for attr in ("card", "is_face_up", "text", "toPlainText"):
            value = getattr(item, attr, None)
            if callable(value):
                try:
                    value = value()
                except TypeError:
                    continue
            if value is not None:
                row.append(repr(value))
        state = getattr(item, "state", None)
        if state is not None and not callable(state):
            row.append(repr(state))
        rows.append(tuple(row))
    return sorted(rows)


def scoreboard_texts(table) -> list[str]:
    return [table.scoreboard.item(r, 1).text() if table.scoreboard.item(r, 1) else ""
            for r in range(table.scoreboard.rowCount())]


def engine_observation(window) -> dict:
    """The engine's observation for the human, computed here (the worker waits for the human's
    move, so its state is still)."""
    worker = window.host.worker
    return worker.state.observation(worker.seats.viewer)


class InStep:
    """Checks the table each time its status line is set while the human may act."""

    def __init__(self, window, published: list) -> None:
        self.window, self.published = window, published
        self.failures: list[str] = []
        self.checks = 0
        self._inside = False
        table = window.table
        original = table.update_status

        def update_status(*args, **kwargs):
            original(*args, **kwargs)
            # not after the window closed (the teardown's language reset retranslates it)
            if not self._inside and self.window.host.worker.state is not None \
                    and self.may_act(table):
                self._inside = True
                try:
                    self.check(table)
                finally:
                    self._inside = False

        table.update_status = update_status
        original_take = table.take_turn

        def take_turn(turn):
            # What the worker published, in the order this table receives it: the window's
            # link to the table is connected before the test's listener, so a turn the
            # queue draws at once (天地人's pass animates nothing) is checked before the
            # listener has heard of it.
            published.append(dict(turn.observation))
            original_take(turn)

        table.take_turn = take_turn

    @staticmethod
    def may_act(table) -> bool:
        held = getattr(table, "holding", lambda: False)() or getattr(
            table, "heaven_showing", lambda: False)()
        return bool(table.legal) and not held and not table.overlay.isVisible()

    def fail(self, text: str) -> None:
        self.failures.append(f"move {len(self.published)}: {text}")

    def check(self, table) -> None:
        self.checks += 1
        if table.anim.is_busy():
            self.fail("the human may act while an animation still runs")
        status = table.status.text()
        if not status or "thinking" in status or status.rstrip().endswith(("…", ":", "：")):
            self.fail(f"the status line is not the human's prompt: {status!r}")
        if not self.published:
            self.fail("no observation published yet")
            return
        latest = self.published[-1]
        truth = engine_observation(self.window)
        if {k: latest.get(k) for k in truth} != truth:
            self.fail("the worker's last observation is not the engine's position")
        if table.observation != latest:
            self.fail(f"the table shows observation of turn {table.observation.get('turn')}, "
                      f"the engine is at turn {latest.get('turn')}")
        shown, board = describe_scene(table), scoreboard_texts(table)
        table.observation = latest
        table.render(latest)
        table.fill_scoreboard()
        fresh, fresh_board = describe_scene(table), scoreboard_texts(table)
        if board != fresh_board:
            self.fail(f"scoreboard {board} but the engine's scores are {fresh_board}")
        if shown != fresh:
            extra = [r for r in shown if r not in fresh][:4]
            missing = [r for r in fresh if r not in shown][:4]
            self.fail(f"the felt differs from the engine's position: shown but not in it "
                      f"{extra}, in it but not shown {missing}")


def play(qtbot, window, watch: InStep, rng: random.Random, human_moves: int) -> None:
    """Play the human's moves at random (and go on past holds) until `human_moves` are made."""
    made = 0
    while made < human_moves and not driver.game_over(window):
        qtbot.waitUntil(lambda: driver.game_over(window) or _can_step(window.table), timeout=30000)
        table = window.table
        if getattr(table, "heaven_showing", lambda: False)():
            table.go_on()
        elif driver.held(table):
            driver.go_on(table)
        elif watch.may_act(table) and not table.busy():
            table.choose(rng.choice(table.legal)["notation"])
            made += 1


def _can_step(table) -> bool:
    return (getattr(table, "heaven_showing", lambda: False)() or driver.held(table)
            or (InStep.may_act(table) and not table.busy()))


@pytest.mark.parametrize("game_id", list(driver.GAMES))
def test_whenever_the_human_may_act_the_table_shows_the_engines_position(qtbot, store, game_id):
    prefs.put("ui/animation_speed", "fast")         # animations run, as a player sees them
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    published = collect(observation_of(window.host.worker))     # before the first one is sent
    window.start_game(driver.config(game_id, seed=7))
    qtbot.waitUntil(lambda: window.table is not None and window.table.game_id == game_id,
                    timeout=5000)
    watch = InStep(window, published)
    play(qtbot, window, watch, random.Random(3), HUMAN_MOVES)
    assert watch.checks > 0, "the human never got to act"
    assert not watch.failures, "\n".join(watch.failures[:6])
    window.close()
    QApplication.processEvents()


def _start(qtbot, store, game_id: str, seed: int) -> tuple:
    prefs.put("ui/animation_speed", "fast")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    published = collect(observation_of(window.host.worker))
    window.start_game(driver.config(game_id, seed=seed))
    qtbot.waitUntil(lambda: window.table is not None and window.table.game_id == game_id,
                    timeout=5000)
    return window, InStep(window, published)


def test_a_hands_summary_shows_over_the_finished_hand_and_close_keeps_it(qtbot, store):
    """九九, four players, the human out early (seed 1: out at move 31, the bots play on to
    move 45, Computer 2 wins). The summary must sit over the hand as it ended — no animation
    running, nobody "thinking", the scores on the scoreboard and the plates those of the
    summary, no card left where a flight stopped — and Close must leave that hand on the table
    with a way to go on, not deal the next one."""
    window, watch = _start(qtbot, store, "ninety_nine", seed=1)
    table, rng = window.table, random.Random(3)
    # The human's moves drawn at once; once the human is out (move 31) the bots' plays to
    # the hand's end are animated, as a player sees them.
    prefs.put("ui/animation_speed", "off")

    def next_step() -> bool:
        if table.observation.get("players") and not table.observation["players"][0]["alive"]:
            prefs.put("ui/animation_speed", "fast")
        return driver.held(table) or (watch.may_act(table) and not table.busy())

    while not driver.held(table):
        qtbot.waitUntil(next_step, timeout=60000)
        if not driver.held(table):
            table.choose(rng.choice(table.legal)["notation"])
    # (nothing more comes in: the worker waits for the held turn's `ready`)
    assert not table.anim.is_busy()
    status = table.status.text()
    assert status and "thinking" not in status, status
    assert table.observation["players"][0]["alive"] is False       # the human is out
    summary = {table.overlay.standings.item(r, 1).text(): table.overlay.standings.item(r, 2).text()
               for r in range(table.overlay.standings.rowCount())}
    shown = {table.names[seat]: scoreboard_texts(table)[seat].split()[0] for seat in range(4)}
    assert shown == summary
    for seat, plate in table.board.plates.items():
        assert f"{summary[table.names[seat]]} won" in plate.state.detail, plate.state
    # The felt is the engine's own position at the end of the hand, nothing else on it.
    finished = dict(table.observation)
    before = describe_scene(table)
    table.render(finished)
    assert describe_scene(table) == before
    assert finished["hand_no"] == 1 and finished["current_player"] is None

    felt = table.view.geometry()
    readies = []
    table.ready.connect(readies.append)
    table.overlay.close_button.click()
    for _ in range(5):       # a hold let go would show the next deal now (a 0 ms timer)
        QApplication.processEvents()
    assert not table.overlay.isVisible() and table.holding()
    assert not table.anim.is_busy() and readies == []    # nothing dealt, nothing asked of the worker
    assert table.next_hand_button.isVisible()
    assert table.view.geometry() == felt             # the button takes no room from the felt
    assert "Next hand" in table.status.text(), table.status.text()
    assert table.observation["hand_no"] == 1 and describe_scene(table) == before
    assert not any("Hand 2" in line for line in table.log.shown())

    table.next_hand_button.click()
    qtbot.waitUntil(lambda: table.observation.get("hand_no") == 2 and not table.busy(),
                    timeout=10000)
    assert not table.next_hand_button.isVisible()
    assert not watch.failures, "\n".join(watch.failures[:6])
    window.close()
    QApplication.processEvents()
