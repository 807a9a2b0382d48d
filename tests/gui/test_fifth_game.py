"""A fifth game needs its declarations and nothing else (docs/architecture.md, "How to add a
game"): tests/fifth_game has rules, a three-hook table and two declarations; registered, it
passes the engine's contract and plays through the window like the four games — the log,
the scoreboard, the match-end box, saves, statistics and replays all come from the kit."""
import pytest

import engine
from engine.registry import register, unregister
from gui import games
from gui.main_window import MainWindow
from gui.userdata import prefs, stats_file
from tests.conformance import check_contract
from tests.fifth_game import PARTS, table_parts
from tests.fifth_game.table import FiveTable


@pytest.fixture
def five():
    """Steps 1 and 3 of "How to add a game": the two declarations, registered."""
    register(PARTS)
    games.register("five", table_parts())
    yield "five"
    unregister("five")
    games.unregister("five")


def test_step_1_the_engine_declaration_makes_it_a_game(five):
    assert "five" in [info.id for info in engine.list_games()]
    assert engine.list_games()[-1].bot_levels == ("easy", "normal")
    check_contract("five", 3, seeds=range(6))
    state = engine.create("five", 2).new_state(seed=1)
    assert engine.explain(state, "1S", 1).code.value == "not_your_turn"
    assert engine.counter.card_counter(state, 0)["cards"]


@pytest.mark.gui
def test_step_3_its_table_plays_a_whole_game_through_the_window(qtbot, store, five):
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.start_game({"game": "five", "players": 3, "seed": 4, "human_seat": 0,
                       "names": ["Me", "", ""], "bot_levels": [None, "easy", "normal"]})
    qtbot.waitUntil(lambda: isinstance(window.table, FiveTable), timeout=5000)
    table = window.table
    for _ in range(100):
        qtbot.waitUntil(lambda: (bool(table.legal) and table.settled())
                        or table.result.result is not None, timeout=10000)
        if table.result.result is not None:
            break
        table.choose(table.legal[0]["notation"])
    assert table.result.result is not None and table.overlay.isVisible()   # the kit's match end
    assert table.log.events and len(table.log.shown()) > 0          # the kit's log
    assert table.scoreboard.rowCount() == 3
    state, _ = store.load("autosave")
    assert state.is_over and state.game.info.id == "five"
    qtbot.waitUntil(lambda: stats_file.load_book().summary("five").games == 1, timeout=5000)
    window.close()


@pytest.mark.gui
def test_a_table_that_fails_to_load_is_an_error_in_the_log(monkeypatch, caplog):
    """A broken table package is reported at ERROR (and the game falls back to the generic
    table so the window lives on) — never a silent fallback."""
    monkeypatch.setitem(games.TABLE_PACKAGES, "five", "tests.fifth_game.no_such_module")
    with caplog.at_level("ERROR"):
        assert games.parts("five").table_class is games.GenericTable
    assert any("five" in record.getMessage() and record.levelname == "ERROR"
               for record in caplog.records)


@pytest.mark.parametrize("game_id", ["ninety_nine", "showdown", "primatum", "tiandiren"])
def test_every_shipped_table_is_declared_and_loads(game_id, caplog):
    with caplog.at_level("ERROR"):
        declared = games.parts(game_id)
    assert not caplog.records, [r.getMessage() for r in caplog.records]
    assert declared.table_class is not games.GenericTable
    assert declared.marks is not None and callable(declared.marks.marks)
    assert declared.section_label is not None and declared.section_label({"number": 2, "half": "top"})
