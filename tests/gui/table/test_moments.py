"""Moments worth seeing (issue 26): each game's big plays show a short effect, driven by
events. Synthetic events, offscreen: the effect appears, is over within a second at every
speed, is skipped by a click (which still reaches the card under it) or a key, is absent
with animations off, never lies on the hand, and sounds."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from gui.lang.i18n import LanguageManager
from gui.table import CardItem, TableView
from gui.table.card_look import CardLook, CardSize, Look
from gui.table.moment_effects import Effect
from gui.table.moments import MomentItem, Moments, declared, moment_ms
from gui.userdata import prefs
from tests.gui import driver
from tests.gui.test_sound import FakeEffect, heard  # noqa: F401  (a fixture)

#: (game, a synthetic event, the effect it shows, its words in English; None: no moment)
CASES = [
    ("ninety_nine", {"kind": "play", "seat": 1, "total": 99, "before": 41}, Effect.PULSE, "99!"),
    ("ninety_nine", {"kind": "play", "seat": 1, "total": 99, "before": 99}, None, ""),
    ("ninety_nine", {"kind": "play", "seat": 1, "total": 62, "before": 50}, None, ""),
    ("ninety_nine", {"kind": "eliminate", "seat": 2, "reason": "over99"}, Effect.KNOCKOUT,
     "Knocked out!"),
    ("showdown", {"kind": "play", "outcome": "homer", "walk_off": False}, Effect.FIREWORKS,
     "Home run!"),
    ("showdown", {"kind": "play", "outcome": "homer", "walk_off": True}, Effect.FIREWORKS,
     "Walk-off!"),
    ("showdown", {"kind": "play", "outcome": "single", "walk_off": True}, Effect.FIREWORKS,
     "Walk-off!"),
    ("showdown", {"kind": "play", "outcome": "single", "walk_off": False}, None, ""),
    ("primatum", {"kind": "big_winner", "seat": 1, "round": 2}, Effect.CROWN, "Big winner!"),
    ("primatum", {"kind": "territory_loss", "seat": 0, "lost_king": True}, Effect.CRACK,
     "King lost!"),
    ("primatum", {"kind": "territory_loss", "seat": 0, "lost_king": False}, None, ""),
    ("tiandiren", {"kind": "play", "type": 8, "play": "5-5-5-5"}, Effect.BURST, "Drone!"),
    ("tiandiren", {"kind": "play", "type": 9, "play": "3-3-3"}, Effect.BLAST, "Super drone!"),
    ("tiandiren", {"kind": "play", "type": 10, "play": "BJ-BJ"}, Effect.LAUNCH, "Spaceship!"),
    ("tiandiren", {"kind": "play", "type": 5, "play": "7-7-7"}, None, ""),
    ("tiandiren", {"kind": "heaven", "kinds": ["starlink"]}, Effect.STARS, "Starlink!"),
    ("tiandiren", {"kind": "heaven", "kinds": ["ufo"]}, Effect.SAUCER, "UFO!"),
    ("tiandiren", {"kind": "heaven", "kinds": ["carrier", "ufo"]}, Effect.PLANET,
     "Mars carrier!"),
]
SHOWN = [case for case in CASES if case[2] is not None]


def _moments(qtbot, game: str):
    view = TableView()
    qtbot.addWidget(view)
    view.resize(800, 540)
    view.show()
    return Moments(view.scene(), view, declared(game)), view


def _items(view) -> list[MomentItem]:
    return [item for item in view.scene().items() if isinstance(item, MomentItem)]


@pytest.mark.parametrize("game,event,effect,words", CASES)
def test_a_big_play_shows_its_effect_and_words(qtbot, game, event, effect, words):
    moments, view = _moments(qtbot, game)
    moments.play(event)
    if effect is None:
        assert not moments.is_playing() and not _items(view)
        return
    assert moments.is_playing()
    [item] = _items(view)
    assert item.isVisible() and item.effect is effect and item.words == words
    assert declared(game).area().contains(item.sceneBoundingRect())    # in the game's area
    assert item.acceptedMouseButtons() == Qt.MouseButton.NoButton
    qtbot.waitUntil(lambda: not moments.is_playing(), timeout=3000)
    assert not _items(view) and not moments._watching


@pytest.mark.parametrize("speed", prefs.ANIMATION_SPEEDS)
def test_a_moment_lasts_under_a_second_at_every_speed_and_is_off_with_animations(qtbot, speed):
    prefs.put("ui/animation_speed", speed)
    moments, view = _moments(qtbot, "tiandiren")
    assert moments.duration_ms() == moment_ms(prefs.ANIMATION_MS[speed]) < 1000
    moments.play({"kind": "play", "type": 10})
    if speed == "off":
        assert moments.duration_ms() == 0 and not moments.is_playing() and not _items(view)
    else:
        assert moments._clock.duration() == moments.duration_ms() > 0
        assert moments.is_playing()
    assert moment_ms(prefs.ANIMATION_MS["slow"]) > moment_ms(prefs.ANIMATION_MS["fast"])


def test_a_click_skips_it_and_still_reaches_the_card_under_it(qtbot):
    moments, view = _moments(qtbot, "ninety_nine")
    card = CardItem("QH")
    card.setPos(QPointF(550, 300))                        # under the middle of the area
    card.set_legal(True)
    view.scene().addItem(card)
    clicked = []
    card.clicked.connect(clicked.append)
    moments.play({"kind": "play", "total": 99, "before": 12})
    assert moments.is_playing()
    qtbot.waitExposed(view)
    at = view.mapFromScene(card.mapToScene(QPointF(50, 70)))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert not moments.is_playing() and not _items(view)
    assert clicked == ["QH"]


def test_a_key_skips_it_and_the_next_one_waits_its_turn(qtbot):
    moments, view = _moments(qtbot, "tiandiren")
    seen = []
    moments.started.connect(seen.append)
    moments.play({"kind": "play", "type": 8})
    moments.play({"kind": "play", "type": 10})             # a second big play: it waits
    assert seen == ["burst"]
    qtbot.waitUntil(lambda: seen == ["burst", "launch"], timeout=3000)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert not moments.is_playing()


def test_a_redrawn_scene_keeps_the_moment(qtbot):
    """Tables redraw by clearing their scene: the moment comes back at the same point."""
    moments, view = _moments(qtbot, "primatum")
    moments.play({"kind": "big_winner", "seat": 0})
    view.scene().clear()
    qtbot.waitUntil(lambda: len(_items(view)) == 1, timeout=1000)
    assert moments.is_playing()


def test_words_are_in_the_language_on_screen(qtbot):
    LanguageManager.instance().set_language("zh_TW", remember=False)
    moments, view = _moments(qtbot, "tiandiren")
    moments.play({"kind": "play", "type": 9})
    assert _items(view)[0].words == "超級無人機！"
    moments.skip()
    LanguageManager.instance().set_language("zh_CN", remember=False)
    moments.play({"kind": "play", "type": 9})
    assert _items(view)[0].words == "超级无人机！"


@pytest.mark.parametrize("game,event,effect,words", SHOWN)
def test_each_moment_has_its_sound(qtbot, heard, game, event, effect, words):  # noqa: F811
    moments, _ = _moments(qtbot, game)
    moments.play(event)
    moment = declared(game).pick(event)
    assert [name for name, _ in heard] == [moment.sound]
    from gui.table import sound
    assert moment.sound in sound.SOUND_NAMES


@pytest.mark.gui
@pytest.mark.parametrize("size", (CardSize.NORMAL, CardSize.LARGEST))
@pytest.mark.parametrize("game", ["ninety_nine", "showdown", "primatum", "tiandiren"])
def test_moments_never_lie_on_the_hand(qtbot, store, game, size):
    """The game's area for moments is clear of every hand card (raised as far as a hover or
    a selection lifts it), at 800×600, with natural and with the largest cards."""
    CardLook.instance().set_look(Look(size=size))
    prefs.put("ui/animation_speed", "off")
    window = driver.start(qtbot, store, game, 3)
    window.resize(800, 600)
    table = window.table
    qtbot.waitUntil(lambda: bool(table.legal) and not table.busy(), timeout=15000)
    QApplication.processEvents()
    items = table.hand_items
    hand = list(items.values()) if isinstance(items, dict) else list(items)
    assert hand
    area = declared(game).area()
    for item in hand:
        rect = item.sceneBoundingRect()         # a CardItem's includes its lift
        assert not rect.intersects(area), (item, rect, area)
    window.close()


@pytest.mark.gui
def test_a_table_plays_the_moment_of_an_event_it_shows(qtbot, store):
    """Until the kit's queue calls `moments.play` itself: a table shows an event, then its
    moment plays after the event's animations."""
    window = driver.start(qtbot, store, "ninety_nine", 3)
    table = window.table
    table.anim.set_duration_ms(60)
    qtbot.waitUntil(lambda: bool(table.legal) and not table.busy(), timeout=15000)
    started = []
    table.moments.started.connect(started.append)
    event = {"kind": "eliminate", "seat": 1, "reason": "over99", "cards": [], "total": 99}
    (table.show_event if hasattr(table, "show_event") else lambda e: table.animate([e]))(event)
    qtbot.waitUntil(lambda: started == ["knockout"], timeout=3000)
    assert declared("ninety_nine").area().contains(table.moments.item().sceneBoundingRect())
    window.close()


@pytest.mark.gui
def test_the_heaven_hands_are_felt_when_they_are_announced(qtbot, store, monkeypatch):
    """天地人's heaven phase happens as the game is dealt: its events reach the table with the
    deal, and the table plays their moments (火星航母, then UFO) with the announcement."""
    from gui.main_window import MainWindow
    from tests.gui.games.test_tiandiren import heaven_setup
    prefs.put("ui/animation_speed", "fast")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    started: list[str] = []
    # every moment a table starts, from the first (the deal may be shown before a test
    # polling for the table could connect to it)
    original = Moments._start
    monkeypatch.setattr(Moments, "_start", lambda self, moment: (
        started.append(moment.effect.value), original(self, moment))[-1])
    window.start_game({"game": "tiandiren", "players": 4, "variant": None, "options": {},
                       "seed": 5, "human_seat": 0, "setup": heaven_setup(),
                       "names": ["Me", "A", "B", "C"], "bot_levels": [None] + ["easy"] * 3})
    qtbot.waitUntil(lambda: started == ["planet", "saucer"], timeout=5000)
    assert window.table.heaven_showing()
    window.close()
