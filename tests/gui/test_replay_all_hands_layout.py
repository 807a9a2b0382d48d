"""The "All hands" strip of a finished game's replay leaves the board its room (a 九尊
replay at 800×600 had a board so small that its plate texts overlapped): every table text
still reads (tests/gui/layout_check.py) and so do the strip's own, at 800×600 and
1600×1000, in English and 繁體; the strip takes well under half of the screen."""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

import engine
from gui.lang.i18n import LanguageManager
from gui.table.card_look import CardLook, CardSize, DeckColours, Felt, Look
from gui.userdata import prefs
from tests.gui.layout_check import scene_problems
from tests.gui.receivers import listen, wait_for
from tests.gui.shots import shot
from tests.gui.test_layout import COMPUTER, LONG, SIZES
from tests.gui.test_replay import open_replay, window_with


def finished_primatum(seed: int = 5):
    state = engine.create("primatum", 4).new_state(seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.gui
@pytest.mark.parametrize("lang", ("en", "zh_TW"))
@pytest.mark.parametrize("size", (CardSize.NORMAL, CardSize.LARGEST))
def test_all_hands_leave_the_board_readable(qtbot, store, lang, size):
    """…with natural cards and with the largest (Settings ▸ Cards: the strip's cards grow
    too, and scroll sooner)."""
    CardLook.instance().set_look(Look(DeckColours.FOUR, size, Felt.HIGH_CONTRAST))
    LanguageManager.instance().set_language(lang, remember=False)
    prefs.put("ui/animation_speed", "off")
    state = finished_primatum()
    meta = {"names": [LONG[lang]] + [COMPUTER[lang] % i for i in range(1, 4)],
            "human_seat": 0, "bot_levels": [None] + ["easy"] * 3, "game_id": "abc123"}
    window = window_with(qtbot, store, state, meta=meta)
    problems: list[str] = []
    try:
        position = open_replay(qtbot, window, {"slot": "1"})
        replay, bar = window.replay, window.replay.bar
        wait_for(qtbot, position, lambda: bar.slider.setValue(12), check=lambda a: a[0] == 12)
        hands = listen(window.host.replayer.hands)
        wait_for(qtbot, hands, bar.faces.click, check=lambda a: bool(a[0]))
        qtbot.waitUntil(lambda: replay.all_hands.isVisible(), timeout=5000)
        for w, h in SIZES:
            window.resize(w, h)
            for _ in range(3):
                QApplication.processEvents()
            where = f"{w}×{h}"
            problems += [f"{where} board: {p}" for p in scene_problems(replay.table.view)]
            problems += [f"{where} strip: {p}" for p in scene_problems(replay.all_hands)]
            if replay.all_hands.height() > 0.3 * replay.height():
                problems.append(f"{where}: the strip is {replay.all_hands.height()}px of "
                                f"{replay.height()}")
            names = [t for t in replay.all_hands.scene().items() if hasattr(t, "text")
                     and callable(t.text) and t.text() in meta["names"]]
            if len(names) != 4:
                problems.append(f"{where}: the strip names {len(names)} seats, not 4")
            tag = "" if size is CardSize.NORMAL else f"_{size.value}"
            shot(window, f"replay_all_hands_{lang}{tag}_{w}x{h}", lang)
    finally:
        window.close()
    assert not problems, "\n".join(problems)
