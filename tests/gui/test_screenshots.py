"""Render the shell's screens in en / zh_TW / zh_CN into artifacts/screenshots/<lang>/.

Not a pixel comparison: it proves every screen builds in every language with every text on
it in that language (tests/gui/visible_text.py), each table offering the human's legal
moves, every card face drawn unlike any other, and leaves PNGs for a human to look at.
"""
import pytest
from PySide6.QtCore import QPointF

import engine
from gui.dialogs.new_game import NewGameDialog
from gui.dialogs.rules import RulesDialog
from gui.dialogs.saves import SavesDialog
from gui.dialogs.settings import SettingsDialog
from gui.lang.i18n import LanguageManager
from gui.main_window import MainWindow
from gui.table import CARD_H, CARD_W, CardItem, CustomFace, TableView
from gui.userdata import prefs
from tests.gui.receivers import collect, legal_of
from tests.gui.shots import shot
from tests.gui.visible_text import problems, scene_texts, widget_texts, window_texts

LANGS = ("en", "zh_TW", "zh_CN")
#: The names the saves and games here are given (typed by a player: any language), and the
#: words a command or a module keeps in every language (Settings ▸ Sound without QtMultimedia).
NAMES = ("小明", "電腦", "Me", "我", "CPU", 'python -m pip install ".[sound]"', "PySide6", "QtMultimedia")


def _not_the_engines(text: str) -> bool:
    """A damaged slot's reason is the engine's English sentence ("is damaged (not valid
    JSON …)") in every language: a gap of its own (reported), not this test's subject."""
    return "is damaged" not in text


def _game_with_rules(lang):
    from gui.dialogs.rules import rules_path
    ids = [info.id for info in engine.list_games()]
    return next((gid for gid in ids if rules_path(gid, lang)), ids[0])


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
def test_dialog_screenshots(qtbot, lang, store):
    LanguageManager.instance().set_language(lang, remember=False)
    state = engine.create("ninety_nine", 4).new_state(seed=1)
    store.save("1", state, {"names": ["小明", "電腦 1", "電腦 2", "電腦 3"], "human_seat": 0,
                            "score_line": "小明 0 · 電腦 1 0"})
    store.save("autosave", state, {"names": ["Me", "A", "B", "C"], "human_seat": 0})
    store.path("2").parent.mkdir(parents=True, exist_ok=True)
    store.path("2").write_text("{ not json", encoding="utf-8")
    found = []
    for widget, name in (
            (NewGameDialog("ninety_nine"), "new_game_ninety_nine"),
            (NewGameDialog(engine.list_games()[-1].id), "new_game_last"),
            (SavesDialog(store, "load"), "saves_load"),
            (SettingsDialog(), "settings"),
            (RulesDialog(_game_with_rules(lang)), "rules")):
        qtbot.addWidget(widget)
        widget.show()
        qtbot.waitExposed(widget)
        shot(widget, name, lang)
        texts = [t for t in widget_texts(widget) + [widget.windowTitle()] if _not_the_engines(t)]
        found += [f"{name}: {p}" for p in problems(texts, lang, NAMES)]
    assert not found, "\n".join(found)


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
def test_window_screenshots(qtbot, lang, store):
    LanguageManager.instance().set_language(lang, remember=False)
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    shot(window, "home", lang)
    found = [f"home: {p}" for p in problems(window_texts(window), lang)]
    for info in engine.list_games():
        n = min(4, info.table_max_players)
        feed = legal_of(window.host.worker)
        legal = collect(feed)
        window.start_game({"game": info.id, "players": n, "variant": None, "options": {},
                           "seed": 11, "human_seat": 0,
                           "names": ["Me" if lang == "en" else "我"] + [f"CPU {i}" for i in range(1, n)],
                           "bot_levels": [None] + ["easy"] * (n - 1)})
        qtbot.waitUntil(lambda: bool(legal) and bool(legal[-1]) and window.table.settled()
                        and window.table.legal == list(legal[-1]), timeout=10000)
        shot(window, f"table_{info.id}", lang)
        feed.disconnect(legal.receiver.record)
        found += [f"{info.id}: {p}" for p in problems(
            scene_texts(window.table.scene) + window_texts(window), lang, NAMES,
            as_is=frozenset({("后", "後")}))]
    window.table.on_game_over({"returns": [1.0, 0.0] + [0.0] * (len(window.table.names) - 2),
                               "names": window.table.names, "human_seat": 0, "winners": [0]})
    shot(window, "game_over", lang)
    assert window.table.overlay.isVisible()
    found += [f"game over: {p}" for p in problems(window_texts(window), lang, NAMES)]
    window.close()
    assert not found, "\n".join(found)


@pytest.mark.gui
def test_card_gallery(qtbot):
    view = TableView()
    qtbot.addWidget(view)
    view.resize(1200, 800)
    faces = [r + s for s in "SHDC" for r in ("A", "2", "7", "10", "J", "Q", "K")]
    faces += ["BJ", "LJ", CustomFace("秦", "7", "3", "#7a1020", "武 3"),
              CustomFace("Qin", "12", "5", "#2a4d8f")]
    items = []
    for i, face in enumerate(faces + [None]):
        item = CardItem(face, face_up=face is not None)
        item.setPos(QPointF(30 + (i % 10) * (CARD_W + 15), 40 + (i // 10) * (CARD_H + 40)))
        item.set_legal(i in (3, 11))
        view.scene().addItem(item)
        items.append(item)
    view.show()
    qtbot.waitExposed(view)
    shot(view, "cards", "en")
    # Every face, and the back, is drawn unlike any other card.
    drawn = [view.grab(view.mapFromScene(item.sceneBoundingRect()).boundingRect()).toImage()
             for item in items]
    assert len({bytes(image.constBits()) for image in drawn}) == len(items)


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
def test_generic_table_screenshot(qtbot, lang, tiny, store):
    """The fallback table (any engine game without its own table)."""
    from tests.gui.tiny_game import tiny_config
    LanguageManager.instance().set_language(lang, remember=False)
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    legal = collect(legal_of(window.host.worker))
    window.start_game(tiny_config(human_seat=1, options={"allow_pass": True}))
    qtbot.waitUntil(lambda: bool(legal) and bool(legal[-1]) and window.table.settled(),
                    timeout=5000)
    # one button a legal action, named by it
    assert [b.text() for b in window.table.action_buttons()] == [a["notation"] for a in legal[-1]]
    shot(window, "generic_table", lang)
    window.close()
