"""Rules every table follows alike (the kit's): on the human's turn each card of the hand is
either playable (outlined) or dimmed, never neither; off turn nothing is dimmed."""
import pytest

from gui.main_window import MainWindow
from gui.userdata import prefs

GAMES = [("ninety_nine", 4, "standard"), ("showdown", 2, None), ("primatum", 3, None)]


@pytest.mark.parametrize("game,players,variant", GAMES)
def test_unplayable_cards_are_dimmed_on_the_humans_turn(qtbot, store, game, players, variant):
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.start_game({"game": game, "players": players, "variant": variant, "options": {},
                       "seed": 11, "human_seat": 0, "names": [f"P{i}" for i in range(players)],
                       "bot_levels": [None] + ["normal"] * (players - 1)})
    qtbot.waitUntil(lambda: window.table is not None and bool(window.table.legal)
                    and not window.table.anim.is_busy() and bool(window.table.hand_items),
                    timeout=15000)
    table = window.table
    cards = list(table.hand_items.values())
    assert any(c.is_legal() for c in cards)
    for item in cards:
        assert item.is_legal() != item._dimmed, (item.card, item.is_legal(), item._dimmed)
    window.close()


@pytest.mark.parametrize("game,players,variant", GAMES + [("tiandiren", 3, None)])
def test_a_resumed_game_shows_its_log(qtbot, store, game, players, variant):
    """Continue (and Load) rebuild the game log from the record: the same lines as before."""
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.start_game({"game": game, "players": players, "variant": variant, "options": {},
                       "seed": 5, "human_seat": players - 1,
                       "names": [f"P{i}" for i in range(players)],
                       "bot_levels": ["normal"] * (players - 1) + [None]})

    def human_turn():
        table = window.table
        if table is not None and getattr(table, "heaven_showing", lambda: False)():
            table.go_on()
        return table is not None and bool(table.legal) and not table.busy()

    qtbot.waitUntil(human_turn, timeout=15000)
    before = window.table.log.shown()
    assert before
    window.go_home()
    window.continue_game()
    qtbot.waitUntil(lambda: window.game_info is not None and len(window.table.log.shown())
                    >= len(before), timeout=15000)
    after = window.table.log.shown()
    assert after[:len(before)] == before
    window.close()
