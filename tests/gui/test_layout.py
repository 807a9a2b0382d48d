"""Nothing clipped, overlapping or too small, on every table, in every language, at the
smallest window (800×600) and a large one (1600×1000), mid-hand and at a hand's end
(issue 12, items 4, 9 and 11). The rules are in tests/gui/layout_check.py.

The same visits leave the screenshots for a human to look at: every one in
artifacts/screenshots/<lang>/, and in docs/screenshots/ <game>_<lang>_end_1600x1000.png and
<game>_<lang>_{mid,end}_800x600.png (the per-game tests add <game>_<lang>.png, mid-hand)."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gui.lang.i18n import LanguageManager
from gui.main_window import MainWindow
from gui.table.card_look import CardLook, CardSize, DeckColours, Felt, Look
from gui.table.wrap import plain_lines
from gui.userdata import prefs
from tests.gui import driver
from tests.gui.layout_check import (
    plate_name,
    scene_problems,
    scene_texts,
    shortened,
    size_problems,
    widget_problems,
)
from tests.gui.shots import ROOT, shot, to_docs

LANGS = ("en", "zh_TW", "zh_CN")
DOCS = ROOT / "docs" / "screenshots"       # every game, language, size, mid-hand and end
SIZES = ((800, 600), (1600, 1000))
LONG = {"en": "Alexandria Montgomery", "zh_TW": "歐陽長名字的玩家", "zh_CN": "欧阳长名字的玩家"}
PLAYERS = {"ninety_nine": 5, "showdown": 2, "primatum": 4, "tiandiren": 5}
COMPUTER = {"en": "Computer %d", "zh_TW": "電腦 %d", "zh_CN": "电脑 %d"}
OPTIONS = {"ninety_nine": {"match_hands": 1}, "showdown": {"innings": 1}}


def check(window, where: str, shots: str | None = None, lang: str = "en",
          docs: bool = True) -> list[str]:
    """The layout rules at each size; with `shots` ("<game>_<lang>_<moment>"), a screenshot
    of each size into artifacts/screenshots/<lang> and (`docs`) docs/screenshots."""
    out = []
    for w, h in SIZES:
        window.resize(w, h)
        for _ in range(3):
            QApplication.processEvents()
        table = window.table
        found = scene_problems(table.view) + widget_problems(window) + size_problems(window)
        found += shortened(table.view, lambda t: (w, h) == SIZES[-1] and plate_name(t)
                           or table.game_id == "showdown" and deck_label(t))
        out += [f"{where} {w}×{h}: {p}" for p in found]
        if shots:
            path = shot(window, f"{shots}_{w}x{h}", lang)
            # <game>_<lang>.png is mid-hand, large
            if docs and (w == 800 or shots.endswith("_end")) and not shots.endswith("_counter"):
                to_docs(path)
    return out


def deck_label(text) -> bool:
    """九局對決's deck and discard counts beside the piles (plain scene texts there)."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from gui.games.showdown.layout import DECK_X
    return isinstance(text.owner, QGraphicsSimpleTextItem) and text.owner.x() >= DECK_X


def play(qtbot, table, rng, until) -> None:
    for _ in range(3000):
        if until():
            return
        if driver.step(table, rng) is None:
            qtbot.wait(5)
    raise AssertionError("the game did not get there")


def start(qtbot, store, game: str, lang: str):
    n = PLAYERS[game]
    config = driver.config(game, 5)
    config.update(players=n, options=OPTIONS.get(game, {}),
                  names=[LONG[lang]] + [COMPUTER[lang] % i for i in range(1, n)],
                  bot_levels=[None] + ["easy"] * (n - 1))
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.start_game(config)
    qtbot.waitUntil(lambda: window.table is not None and window.table.game_id == game,
                    timeout=5000)
    return window


def log_lines(table) -> list[str]:
    return table.log.shown()


def human_turn(table) -> bool:
    return bool(table.legal) and not table.anim.is_busy() and not table.queue.pending() \
        and not getattr(table, "heaven_showing", lambda: False)()


def hand_over(table) -> bool:
    return table.overlay.isVisible()


#: The card looks each position is checked in: the default, and Settings ▸ Cards' large cards
#: (issue 26: 125 % and 150 %, with four colours and the high-contrast felt, which change no
#: geometry), each set on the table on show as the player sets it — so each game is played
#: once per language, not once per look. (tag, look; None: the default)
LOOKS = (("", None),) + tuple((f"_{size.value}", Look(DeckColours.FOUR, size, Felt.HIGH_CONTRAST))
                              for size in (CardSize.LARGE, CardSize.LARGEST))


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
def test_every_table_fits_and_reads(qtbot, store, lang):
    """Every table mid-hand and at a hand's end fits and reads at 800×600 and 1600×1000, with
    the default cards and with cards at 125 % and 150 % (hands overlap more, nothing lies on
    a card)."""
    assert not visit_every_table(qtbot, store, lang), "\n".join(visit_every_table.problems)


def check_looks(window, game: str, moment: str, lang: str) -> list[str]:
    """`check` in every card look of LOOKS, the default last again."""
    out = []
    default = CardLook.instance().look
    for tag, look in LOOKS:
        CardLook.instance().set_look(look or default, remember=False)
        out += check(window, f"{game}{tag} {moment}", f"{game}_{lang}_{SHOT[moment]}{tag}", lang,
                     docs=not tag)
    CardLook.instance().set_look(default, remember=False)
    return out


SHOT = {"mid-hand": "mid", "hand's end": "end"}


def visit_every_table(qtbot, store, lang: str) -> list[str]:
    """Each game mid-hand and at a hand's end, checked at both window sizes in every card
    look; the screenshots of a look other than the default are not copied to docs."""
    LanguageManager.instance().set_language(lang, remember=False)
    prefs.put("ui/animation_speed", "off")
    rng = random.Random(5)
    problems: list[str] = []
    for game in PLAYERS:
        window = start(qtbot, store, game, lang)
        table = window.table
        moves = 0
        while moves < 3:
            play(qtbot, table, rng, lambda: human_turn(table))
            if moves == 2:
                break
            table.choose(rng.choice(table.legal)["notation"])
            moves += 1
        problems += check_looks(window, game, "mid-hand", lang)
        play(qtbot, table, rng, lambda: hand_over(table))
        problems += check_looks(window, game, "hand's end", lang)
        problems += [f"{game} log: double space in {line!r}" for line in log_lines(table)
                     if "  " in line]
        window.close()
    visit_every_table.problems = problems
    return problems


if __name__ == "__main__":      # a report of every problem: python -m tests.gui.test_layout
    import sys
    sys.exit(pytest.main(["-q", "-x", __file__, "-k", sys.argv[1] if len(sys.argv) > 1 else ""]))


def dialogs(store):
    """Every dialog of the shell, the new-game dialog once per game (九九 with 8 players)."""
    from gui.dialogs.new_game import NewGameDialog
    from gui.dialogs.rules import RulesDialog
    from gui.dialogs.saves import SavesDialog
    from gui.dialogs.settings import SettingsDialog
    from gui.dialogs.stats import StatisticsDialog
    for game in PLAYERS:
        dialog = NewGameDialog(game)
        if game == "ninety_nine":
            dialog.players.setValue(dialog.players.maximum())
        yield f"new game {game}", dialog
    yield "settings", SettingsDialog()
    cards = SettingsDialog()
    cards.pages.setCurrentIndex(1)              # Settings ▸ Cards
    yield "settings ▸ cards", cards
    yield "saves", SavesDialog(store, "load")
    yield "rules", RulesDialog("tiandiren")
    yield "statistics", StatisticsDialog()
    figures = StatisticsDialog()
    figures.pages.setCurrentIndex(1)
    yield "statistics ▸ figures", figures
    from gui.dialogs.about import AboutDialog
    yield "about", AboutDialog()


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
def test_home_and_dialogs_fit_800x600(qtbot, store, lang):
    """The home screen at 800×600 and every dialog at its own size: labels and buttons
    whole, nothing needing more than 800×600."""
    LanguageManager.instance().set_language(lang, remember=False)
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    problems = [f"home: {p}" for p in widget_problems(window) + size_problems(window)]
    window.close()
    for name, dialog in dialogs(store):
        qtbot.addWidget(dialog)
        dialog.show()
        for _ in range(3):
            QApplication.processEvents()
        problems += [f"{name}: {p}" for p in widget_problems(dialog) + size_problems(dialog)]
        dialog.close()
    assert not problems, "\n".join(problems)


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
def test_a_narrow_log_never_breaks_inside_a_card(qtbot, lang):
    """Issue 12, item 9: the log wrapped "Wei 五/" | "5". A card's (or a play's) name is
    joined with no-break characters: at any log width, it is on one line."""
    from gui.games.primatum import PrimatumTable
    from gui.games.tiandiren import TiandirenTable
    LanguageManager.instance().set_language(lang, remember=False)
    primatum, tiandiren = PrimatumTable(), TiandirenTable()
    qtbot.addWidget(primatum)
    qtbot.addWidget(tiandiren)
    cards = [primatum.card_text("W7"), primatum.card_text("W-K"),
             tiandiren.play_text("5-5-5+4"), tiandiren.play_text("10-10-J-J-Q-Q")]
    font = primatum.log_list.font()
    for card in cards:
        line = f"Computer 1 plays {card} and wins"
        card = card.split(" · ")[0]
        for width in range(60, 400, 7):
            assert any(card in part for part in plain_lines(line, font, width)), (card, width)


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
def test_tiandiren_heaven_hands_fit(qtbot, store, lang):
    """Issue 12, item 4: "Heaven (天牌) +9,000" was cut off on its plate. The heaven
    announcement, then the table with two heaven winners' plates, in each language."""
    from tests.gui.games.test_tiandiren import heaven_setup
    LanguageManager.instance().set_language(lang, remember=False)
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.start_game({"game": "tiandiren", "players": 4, "variant": None, "options": {},
                       "seed": 5, "human_seat": 0, "setup": heaven_setup(),
                       "names": [LONG[lang]] + [COMPUTER[lang] % i for i in range(1, 4)],
                       "bot_levels": [None] + ["easy"] * 3})
    qtbot.waitUntil(lambda: window.table is not None and window.table.game_id == "tiandiren"
                    and window.table.heaven_showing(), timeout=5000)
    table = window.table
    problems = check(window, "heaven announced")
    table.go_on()
    qtbot.waitUntil(lambda: human_turn(table), timeout=5000)
    notes = [t.text for t in scene_texts(table.view) if "+" in t.text]
    assert len(notes) == 2, notes          # both winners' plates say what they won
    problems += check(window, "after the heaven hands")
    window.close()
    assert not problems, "\n".join(problems)


@pytest.mark.gui
def test_the_side_panel_folds_and_remembers(qtbot, store):
    """Issue 12, item 11: the scores and log fold away to give the felt room; the choice is
    remembered; a narrow window folds them by itself, the button opens them for it."""
    prefs.put("ui/animation_speed", "off")
    window = start(qtbot, store, "showdown", "en")
    table = window.table
    qtbot.waitUntil(lambda: human_turn(table), timeout=5000)
    window.resize(1600, 1000)
    QApplication.processEvents()
    assert table.side.isVisible()
    width = table.view.width()
    qtbot.mouseClick(table.side.fold_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert not table.side.isVisible() and prefs.get("ui/side_panel", True, bool) is False
    assert table.view.width() > width + 150                 # the felt has the room
    window.close()
    window = start(qtbot, store, "showdown", "en")          # a new window remembers
    window.resize(1600, 1000)
    QApplication.processEvents()
    assert not window.table.side.isVisible()
    qtbot.mouseClick(window.table.side.fold_button, Qt.MouseButton.LeftButton)
    assert window.table.side.isVisible() and prefs.get("ui/side_panel", False, bool) is True
    window.resize(800, 600)                                  # narrow: folded by itself
    QApplication.processEvents()
    assert not window.table.side.isVisible()
    qtbot.mouseClick(window.table.side.fold_button, Qt.MouseButton.LeftButton)
    assert window.table.side.isVisible()                     # opened for this narrow window
    assert prefs.get("ui/side_panel", False, bool) is True   # the wide choice is unchanged
    window.close()


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
def test_the_direction_stays_off_the_total_ring(qtbot, lang):
    """Issue 12, item 9: "↺ Counter-clockwise" was drawn across 九九's total ring. The
    direction's words lie wholly outside the ring (below it), in every language."""
    from PySide6.QtCore import QPointF

    from gui.games.ninety_nine.items import TotalDial
    from gui.table import TableView
    LanguageManager.instance().set_language(lang, remember=False)
    view = TableView()
    qtbot.addWidget(view)
    view.resize(800, 540)
    view.show()
    dial = TotalDial()
    dial.setPos(QPointF(600, 400))
    view.scene().addItem(dial)
    words = QApplication.translate("NinetyNineTable", "Counter-clockwise")
    dial.set_value(97, -1, QApplication.translate("NinetyNineTable", "Total"), words)
    QApplication.processEvents()
    texts = [t for t in scene_texts(view) if t.text.startswith("↺")]
    assert len(texts) == 1
    ring = view.mapFromScene(QPointF(600, 400 + TotalDial.RADIUS + 5)).y()   # pen included
    assert texts[0].rect.top() > ring, (texts[0], ring)


def counter_covers_board(table) -> bool:
    """The card counter's rectangle meets the board (the scene as the view shows it)."""
    from PySide6.QtCore import QRect
    view, panel = table.view, table.assist.counter_panel
    board = view.mapFromScene(view.sceneRect()).boundingRect()
    board = QRect(view.viewport().mapTo(table, board.topLeft()), board.size())
    return panel.isVisible() and QRect(panel.mapTo(table, panel.rect().topLeft()),
                                       panel.size()).intersects(board)


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
def test_the_card_counter_never_covers_a_board(qtbot, store, lang):
    """Issue 15: the open counter (记牌器) covered part of 九局對決's and 九尊's boards. It
    stands beside the felt and the board makes room: at 800×600 and 1600×1000, in every
    game, nothing of the board lies under it and the board still reads (layout rules)."""
    LanguageManager.instance().set_language(lang, remember=False)
    prefs.put("ui/animation_speed", "off")
    rng = random.Random(3)
    problems: list[str] = []
    for game in PLAYERS:
        window = start(qtbot, store, game, lang)
        table = window.table
        play(qtbot, table, rng, lambda: human_turn(table))
        table.choose(rng.choice(table.legal)["notation"])
        play(qtbot, table, rng, lambda: human_turn(table))
        window.assist.act_counter.trigger()
        problems += check(window, f"{game} with the counter", f"{game}_{lang}_counter", lang)
        for w, h in SIZES:
            window.resize(w, h)
            for _ in range(3):
                QApplication.processEvents()
            if counter_covers_board(table):
                problems.append(f"{game} {w}×{h}: the counter covers the board")
        window.close()
    assert not problems, "\n".join(problems)


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
def test_the_home_fits_with_its_pictures(qtbot, store, lang):
    """Issue 33, item 2: the home's tiles, Continue card (with its picture), last results
    and network door, whole at 800×600 and 1180×780 — at 800×600 without scrolling."""
    import engine as eng
    LanguageManager.instance().set_language(lang, remember=False)
    state = eng.create("ninety_nine", 4).new_state(seed=3)
    for _ in range(5):
        state.apply(state.legal_actions()[0])
    store.save("autosave", state, {"names": ["", "", "", ""], "human_seat": 0})
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    problems = []
    for w, h in ((800, 600), (1180, 780)):
        window.resize(w, h)
        window.show()
        qtbot.waitUntil(lambda: not window.home.pictures_pending()
                        and window.home.continue_card.picture.pixmap is not None, timeout=20000)
        for _ in range(3):
            QApplication.processEvents()
        assert all(t.picture.pixmap is not None for t in window.home.entries)
        assert window.home.continue_button.isEnabled()
        if (w, h) == (800, 600):
            assert not window.home.scroll.verticalScrollBar().isVisible()
        problems += [f"home {w}×{h}: {p}" for p in widget_problems(window)]
    window.close()


CARD_SIZES = ((800, 600), (1180, 780))
#: a dialog on an 800×600 screen as Qt opens it by itself: two thirds of the screen's width
NARROW = (553, 517)


class _Seats:
    """A lobby of eight seats, one of each kind (the lobby's longest)."""

    def lobby(self, _private: bool) -> dict:
        seats = [{"seat": 0, "kind": "host", "name": LONG["zh_TW"]},
                 {"seat": 1, "kind": "guest", "name": "小華", "connected": True},
                 {"seat": 2, "kind": "guest", "name": LONG["en"], "connected": False},
                 {"seat": 3, "kind": "bot", "level": "normal"}, {"seat": 4, "kind": "open"},
                 {"seat": 5, "kind": "bot", "level": "hard"}, {"seat": 6, "kind": "open"},
                 {"seat": 7, "kind": "open"}]
        return {"seats": seats}


def fake_hosted():
    """What the lobby reads of a HostedTable: its room, seats and lobby signal."""
    from PySide6.QtCore import QObject, Signal

    class Hosted(QObject):
        lobby = Signal(dict)
        room, seats = "483920", _Seats()

        def begin(self) -> None: ...
        def open_seat(self, _seat: int) -> None: ...
        def give_to_bot(self, _seat: int) -> None: ...
    return Hosted()


def card_dialogs(store):
    """Issue 33.4 and 33.5: Load, Save, Watch a replay, Import (cards), the lobby and the
    join dialog (the felt), with games in the slots, a damaged one and tables heard."""
    import engine
    from gui.dialogs.replays import ReplaysDialog
    from gui.dialogs.saves import SavesDialog
    from gui.net.join_dialog import JoinDialog
    from gui.net.lobby import LobbyDialog
    from netplay.discovery import TableAd
    for slot, game in (("1", "tiandiren"), ("2", "ninety_nine"), ("autosave", "primatum")):
        state = engine.create(game, 3).new_state(seed=4)
        for _ in range(6):
            state.apply(state.legal_actions()[0])
        store.save(slot, state, {"names": [LONG["en"], "", ""], "human_seat": 0,
                                 "score_line": f"{LONG['en']} 12 · Computer 1 3"})
    (store.directory / "4.json").write_text("{ damaged")
    yield "load", SavesDialog(store, "load")
    yield "save", SavesDialog(store, "save", can_save=True)
    yield "replays", ReplaysDialog(store)
    from gui.dialogs.import_card import ImportDialog
    yield "import", ImportDialog(store.path("1"), cache=store.directory / "pictures")
    hosted = fake_hosted()
    yield "lobby", LobbyDialog(hosted, "127.100.100.123:40123")
    join = JoinDialog(finder=None)
    join.show_tables([TableAd(name="a", address="127.100.100.123:40123", game="ninety_nine",
                              players=8, free=3, host=LONG["en"], protocol=1, app="x")])
    join.tables.setCurrentRow(0)            # its seats drawn around the felt
    yield "join", join


def sideways(dialog) -> list[str]:
    """A scroll bar sideways: part of the dialog out of sight to the right (seen in the join
    dialog at 800×600, its tables beside the picture of one)."""
    from PySide6.QtWidgets import QAbstractScrollArea
    return [f"a scroll bar sideways in {area.accessibleName() or type(area).__name__}"
            for area in dialog.findChildren(QAbstractScrollArea)
            if area.isVisible() and area.horizontalScrollBar().isVisible()]


@pytest.mark.gui
@pytest.mark.parametrize("lang", LANGS)
def test_card_and_network_dialogs_fit(qtbot, store, lang):
    """Issue 33.4/33.5: the cards and the felt dialogs at 800×600 and 1180×780, and as narrow
    as Qt opens a dialog on an 800×600 screen: labels and buttons whole, nothing needing more
    than 800×600, no scroll bar sideways; a screenshot of each."""
    LanguageManager.instance().set_language(lang, remember=False)
    problems = []
    for name, dialog in card_dialogs(store):
        qtbot.addWidget(dialog)
        dialog.show()
        for w, h in CARD_SIZES + (NARROW,):
            dialog.resize(w - 20, h - 40)
            for _ in range(3):
                QApplication.processEvents()
            if hasattr(dialog, "pictures"):
                qtbot.waitUntil(lambda d=dialog: not d.pictures.busy(), timeout=15000)
            found = widget_problems(dialog) + size_problems(dialog) + sideways(dialog)
            problems += [f"{name} {w}×{h}: {p}" for p in found]
            shot(dialog, f"{name}_{w}x{h}", lang)
        if hasattr(dialog, "done_with"):
            dialog.done_with()
        else:
            dialog.close()
    assert not problems, "\n".join(problems)


#: The longest names a save or a network table may bring (New game takes 24 characters):
#: 30 characters, Latin and Chinese.
LONGEST = {"en": "Alexandria Montgomery-Wellingt", "zh_TW": "歐陽長名字的玩家" * 3 + "歐陽長名字的",
           "zh_CN": "欧阳长名字的玩家" * 3 + "欧阳长名字的"}


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_primatum_shows_the_longest_names_whole_with_their_badges(qtbot, store, lang):
    """Issue 34 (under Xvfb at 1600×1000): 九尊 with 30-character names cut them with "…" on
    the territory panels, beside the "Starts" badge too, and shortened the detail line. A
    panel's header takes two lines for such a name; the columns move down with it, so
    nothing lies on a card or on another text, at 800×600 too. The bout's title with it
    ("… chooses the column that loses territory.") is whole at 1600×1000."""
    assert all(len(name) == 30 for name in LONGEST.values())
    LanguageManager.instance().set_language(lang, remember=False)
    prefs.put("ui/animation_speed", "off")
    config = driver.config("primatum", 5)
    config.update(players=4, names=[LONGEST[lang]] * 4, bot_levels=[None] + ["easy"] * 3)
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.start_game(config)
    qtbot.waitUntil(lambda: window.table is not None and human_turn(window.table), timeout=8000)
    table = window.table
    problems = []
    for w, h in SIZES:
        window.resize(w, h)
        for _ in range(3):
            QApplication.processEvents()
        from gui.table.plate import PlayerPlate
        plates = [t for t in scene_texts(table.view) if isinstance(t.owner, PlayerPlate)]
        problems += [f"{w}×{h}: {p}" for p in scene_problems(table.view)]
        if (w, h) == SIZES[-1]:
            problems += [f"{w}×{h}: shortened {t}" for t in plates if t.text.endswith("…")]
            shown = "".join(t.text for t in plates).replace(" ", "")
            problems += [f"{w}×{h}: {LONGEST[lang]!r} not whole"] * (
                shown.count(LONGEST[lang].replace(" ", "")) < 4)
            badges = {text for t in plates for text, _ in t.owner.state.badges}
            problems += [f"{w}×{h}: badge {b!r} not shown" for b in badges
                         if not any(t.text == b for t in plates)] + [
                f"{w}×{h}: no badge"] * (not badges)
    # the bout's title with such a name, beside "+2 earlier" (seven plays: five rows show),
    # is set smaller before it is shortened
    words = table.board.words
    title = words.tr("%1 chooses the column that loses territory.").replace("%1", LONGEST[lang])
    words.bout_title = lambda _obs: title
    obs = table.observation
    card = obs["hand"][0]
    plays = [{"seat": seat % 4, "value": 9, "cards": [card]} for seat in range(7)]
    table.render({**obs, "bout": {**(obs.get("bout") or {}), "plays": plays}})
    problems += [f"bout title: {t}" for t in shortened(table.view, lambda t: title.startswith(
        t.text.rstrip("…")) and len(t.text) > len(LONGEST[lang]) + 1)]     # (not a play's label)
    window.close()
    assert not problems, "\n".join(problems)
