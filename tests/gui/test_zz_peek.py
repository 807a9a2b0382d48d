import random, os
import pytest
from PySide6.QtWidgets import QApplication
from PySide6.QtTest import QTest
from gui.lang.i18n import LanguageManager
from gui.userdata import prefs
from tests.gui.test_nothing_clipped import start, open_side
from tests.gui.test_layout import human_turn, play, hand_over

@pytest.mark.parametrize("game", ["ninety_nine", "showdown", "primatum", "tiandiren"])
def test_peek(qtbot, store, game):
    LanguageManager.instance().set_language(os.environ.get("LANG_", "en"), remember=False)
    prefs.put("ui/animation_speed", "off")
    rng = random.Random(7)
    window = start(qtbot, store, game)
    table = window.table
    for _ in range(3):
        play(qtbot, table, rng, lambda: human_turn(table))
        table.choose(rng.choice(table.legal)["notation"])
    play(qtbot, table, rng, lambda: human_turn(table))
    window.resize(800, 600)
    QTest.qWait(50); open_side(table); QTest.qWait(50)
    window.grab().save(f"/tmp/teach/{game}_800.png")
    window.resize(1180, 780); QTest.qWait(50)
    window.grab().save(f"/tmp/teach/{game}_1180.png")
    window.close()
