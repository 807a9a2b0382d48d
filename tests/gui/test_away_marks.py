"""A seat whose person lost the connection (issue 34 item 13), on every game's table: an
"Offline" badge on its plate, "(offline)" in the scoreboard, and the status line says the
computer plays for them — never "… is thinking". The marks go when they are back."""
from __future__ import annotations

import pytest

from gui.table.plate import PlayerPlate
from gui.userdata import prefs
from tests.gui import driver

AWAY = 1


def plates(table) -> list[PlayerPlate]:
    """Every plate on the felt (天地人 shows its plates as snapshots of them)."""
    found = []
    for item in table.scene.items():
        source = getattr(item, "source", item)
        if isinstance(source, PlayerPlate) and source.seat == AWAY:
            found.append(source)
    return found


@pytest.mark.parametrize("game_id", sorted(driver.GAMES))
def test_an_away_seat_is_marked_on_every_table(qtbot, tmp_path, game_id):
    from engine.saves import SaveStore
    prefs.put("ui/animation_speed", "off")
    window = driver.start(qtbot, SaveStore(tmp_path / "saves"), game_id, seed=3)
    table = window.table
    qtbot.waitUntil(lambda: bool(table.observation) and not table.anim.is_busy(), timeout=5000)
    name = table.name(AWAY)
    table.away.set({AWAY: True})
    qtbot.waitUntil(lambda: bool(plates(table)) and all(
        ("Offline", "#7b4a4a") in p.state.badges for p in plates(table)), timeout=5000)
    assert table.scoreboard.item(AWAY, 0).text() == f"{name} (offline)"
    table.legal = []                              # (the status of another seat's move)
    table.result.set_thinking(AWAY)
    assert table.result.text() == f"The computer plays for {name} until they are back."
    table.away.set({AWAY: False})                 # dropped, 托管 not yet playing
    assert table.result.text() == f"Waiting for {name} to reconnect…"
    table.away.set({})                            # back
    assert table.result.text() == f"{name} is thinking…"
    qtbot.waitUntil(lambda: all(("Offline", "#7b4a4a") not in p.state.badges
                                for p in plates(table)), timeout=5000)
    assert table.scoreboard.item(AWAY, 0).text() == name
