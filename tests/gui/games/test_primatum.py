"""九尊 table: whole games played through the table's own widgets (mouse clicks on the
view for cards, columns and the neutral hand; buttons for Play / Pass), the end table
checked against the engine's returns, and screenshots in three languages."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from gui.lang.i18n import LanguageManager
from gui.main_window import MainWindow
from gui.userdata import prefs
from tests.gui.receivers import collect, ends_of
from tests.gui.shots import ROOT, shot, to_docs

LONG = "Alexandria Montgomery-Wellington"


def start(qtbot, store, players: int, seed: int, names=None, size=(1400, 900), setup=None):
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    over = collect(ends_of(window.host.worker))
    names = names or ["Me"] + [f"CPU {i}" for i in range(1, players)]
    window.start_game({"game": "primatum", "players": players, "variant": None, "options": {},
                       "seed": seed, "human_seat": 0, "names": names,
                       "bot_levels": [None] + ["normal"] * (players - 1), "setup": setup})
    qtbot.waitUntil(lambda: window.table is not None and window.table.game_id == "primatum",
                    timeout=5000)
    return window, over


def click_scene(qtbot, table, item, local: QPointF) -> None:
    view = table.view
    pos = view.mapFromScene(item.mapToScene(local))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def click_card(qtbot, table, code: str) -> None:
    click_scene(qtbot, table, table.hand_items[code], QPointF(12, 70))


def click_column(qtbot, table, col: int) -> None:
    slot = table.board.slots[col]
    click_scene(qtbot, table, slot, slot.rect.center())


def ready(table, over) -> bool:
    return bool(over) or held(table) or (bool(table.legal) and not table.anim.is_busy()
                                         and not table.queue.pending())


def held(table) -> bool:
    """A round-end summary waits for "Next round"."""
    return table.holding() and table.overlay.isVisible() and table.overlay.next_button.isVisible()


def next_round(qtbot, table, counts) -> None:
    title = table.overlay.title.text()
    assert title.startswith("Round") or title.startswith("第")
    assert table.overlay.standings.rowCount() == len(table.names)
    qtbot.mouseClick(table.overlay.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not table.holding(), timeout=3000)
    counts["rounds"] = counts.get("rounds", 0) + 1


def human_move(qtbot, table, counts: dict) -> None:
    """One move chosen from `legal`, made with clicks on the table."""
    legal = table.legal
    kinds = {a["notation"].split()[0] for a in legal}
    if "lose" in kinds:
        col = [a for a in legal if a["notation"].startswith("lose")][-1]["col"]
        assert table.board.slots[col].mode == "lose"
        click_column(qtbot, table, col)
        counts["lose"] += 1
    elif "draw" in kinds:
        assert table.draw_button.isVisible() and table.board.neutral_item.is_legal()
        click_scene(qtbot, table, table.board.neutral_item, QPointF(50, 70))
        counts["draw"] += 1
    elif "pledge" in kinds:
        action = [a for a in legal if a["notation"].startswith("pledge")][-1]
        card, col = action["cards"][0], action["col"]
        click_card(qtbot, table, card)
        assert table.choices.selected == [card] and table.board.slots[col].mode == "pledge"
        click_column(qtbot, table, col)
        counts["pledge"] += 1
    elif "play" in kinds and counts["turns"] % 4 != 3:
        action = next(a for a in legal if a["notation"].startswith("play"))
        for card in action["cards"]:
            click_card(qtbot, table, card)
        assert table.play_button.isEnabled()
        qtbot.mouseClick(table.play_button, Qt.MouseButton.LeftButton)
        counts["play"] += 1
    else:
        assert table.pass_button.isVisible()
        qtbot.mouseClick(table.pass_button, Qt.MouseButton.LeftButton)
        counts["pass"] += 1
    counts["turns"] += 1


def play_to_end(qtbot, window, over, shots=None) -> dict:
    table = window.table
    counts = {"lose": 0, "draw": 0, "pledge": 0, "play": 0, "pass": 0, "turns": 0}
    while not over:
        qtbot.waitUntil(lambda: ready(table, over), timeout=10000)
        if over:
            break
        if held(table):
            if shots and "round" in shots:
                shots.pop("round")()
            next_round(qtbot, table, counts)
            continue
        if shots and counts["turns"] in shots:
            shots.pop(counts["turns"])()
        if shots and "pledge" in shots and any(a["kind"] == "pledge" for a in table.legal):
            shots.pop("pledge")()
        before = len(table.log.events)                 # (the list shows the newest lines)
        human_move(qtbot, table, counts)
        qtbot.waitUntil(lambda: bool(over) or len(table.log.events) > before, timeout=10000)
    qtbot.waitUntil(lambda: table.overlay.isVisible(), timeout=10000)
    return counts


def check_end(window, over, store) -> None:
    table = window.table
    returns = [int(v) for v in over[-1]["returns"]]
    state, _info = store.load("autosave")
    assert state.is_over and [int(v) for v in state.returns()] == returns
    assert sorted(seat for seat, _ in table.end_rows) == list(range(len(returns)))
    assert [int(p) for _, p in table.end_rows] == [returns[s] for s, _ in table.end_rows]
    grid = table.overlay.standings
    shown = [int(grid.item(r, grid.columnCount() - 1).text()) for r in range(grid.rowCount())]
    assert shown == [returns[s] for s, _ in table.end_rows]
    assert table.end_rows[0][0] == state.observation(0)["ranking"][0]
    assert table.overlay.message.text()


@pytest.mark.gui
def test_two_player_game_through_the_table(qtbot, store):
    window, over = start(qtbot, store, 2, seed=10, size=(1000, 680))
    counts = play_to_end(qtbot, window, over)
    # seed 10: the human pledges, takes the neutral hand (摸) and loses territory
    assert all(counts[k] >= 1 for k in ("pledge", "draw", "lose", "play", "pass")), counts
    assert counts["rounds"] == 4            # a summary after rounds 1-4; the end after round 5
    assert window.table.overlay.title.text() == "You win!"
    check_end(window, over, store)
    LanguageManager.instance().set_language("zh_CN", remember=False)
    grid = window.table.overlay.standings
    qtbot.waitUntil(lambda: grid.horizontalHeaderItem(2).text() == "牌数", timeout=3000)
    assert window.table.overlay.title.text() == "你赢了！"   # re-announced in the new language
    check_end(window, over, store)
    window.close()


@pytest.mark.gui
def test_three_player_game_through_the_table(qtbot, store):
    window, over = start(qtbot, store, 3, seed=12, size=(1000, 680))
    counts = play_to_end(qtbot, window, over,
                         shots={"round": lambda: shot(window, "primatum_3p_round", "en")})
    assert all(counts[k] >= 1 for k in ("pledge", "draw", "lose", "play", "pass")), counts
    check_end(window, over, store)
    window.close()


def late_setup(players: int) -> dict:
    """Round 5 with grown territories (a restored column, a regent, a lost column), so the
    screenshots show long columns and the end table has ties to explain."""
    used = {f"{c}-{k}" for c in "QCZWN"[:players] for k in "KHP"} | {f"{c}9" for c in "QCZWN"}
    pool = [f"{c}{n}" for n in range(8, 0, -1) for c in "WNZCQ" if f"{c}{n}" not in used]
    terrs = []
    for seat in range(players):
        c = "QCZWN"[seat]
        king = [f"{c}-K", f"{c}9"] + [pool.pop(0) for _ in range(2 + seat % 2)]
        queen = [f"{c}-H"] + [pool.pop(0) for _ in range(1 + (seat + 1) % 3)]
        prince = [f"{c}-P", pool.pop(0)]
        if seat == 1:
            prince = []                                   # lost column
        if seat == 2:
            prince = [pool.pop(-1)] if pool[-1][0] == c else [f"{c}1"]   # a regent
        terrs.append([king, queen, prince])
    terrs[0][2], terrs[1][2] = terrs[0][2][:1], []
    return {"round": 5, "start": 0, "territories": terrs}


LANGS = ("en", "zh_TW", "zh_CN")


def shots_in_every_language(window, name: str) -> None:
    """`name` in each language, switched on the table on show; back to English after."""
    for lang in LANGS:
        LanguageManager.instance().set_language(lang, remember=False)
        shot(window, name, lang)
    LanguageManager.instance().set_language("en", remember=False)


def _shoot(qtbot, store, players: int, turn: int) -> None:
    """One game from a late deal to its end, each moment shot in the three languages (the
    computers keep their default names, which each language writes its own way)."""
    names = [LONG] + [""] * (players - 1)
    size = (1280, 800) if players == 5 else (1400, 900)
    window, over = start(qtbot, store, players, 4, names, size=size, setup=late_setup(players))
    mid = f"primatum_{players}p_mid"
    for lang in LANGS:
        (ROOT / "artifacts" / "screenshots" / lang / f"primatum_{players}p_pledge.png").unlink(
            missing_ok=True)
    table = window.table

    def pledge_shot():
        """Select the card to pledge: the legal columns light up; then clear again."""
        card = [a for a in table.legal if a["kind"] == "pledge"][-1]["cards"][0]
        click_card(qtbot, table, card)
        shots_in_every_language(window, f"primatum_{players}p_pledge")
        assert table.choices.selected == [card]            # the selection outlives the words
        qtbot.mouseClick(table.clear_button, Qt.MouseButton.LeftButton)
        assert table.choices.selected == []

    play_to_end(qtbot, window, over, shots={
        turn: lambda: shots_in_every_language(window, mid), "pledge": pledge_shot,
        "round": lambda: shots_in_every_language(window, f"primatum_{players}p_round")})
    shots_in_every_language(window, f"primatum_{players}p_end")
    window.close()


@pytest.mark.gui
@pytest.mark.parametrize("players", (2, 3, 5))
def test_screenshots(qtbot, store, players):
    _shoot(qtbot, store, players, turn=2)
    for lang in LANGS:
        folder = ROOT / "artifacts" / "screenshots" / lang
        mid, end = folder / f"primatum_{players}p_mid.png", folder / f"primatum_{players}p_end.png"
        if players == 3:
            pledge = mid.with_name("primatum_3p_pledge.png")   # a card chosen, its column lit
            to_docs(pledge if pledge.is_file() else mid, f"primatum_{lang}.png")
        assert mid.is_file() and end.is_file()


QUICK = {"round_cards": ["文武"], "hands": [["Q1", "C5", "Z5", "W8"], ["C2", "W3", "N4", "Z7"]],
         "neutral": ["W7", "N8", "Q6"]}


@pytest.mark.gui
def test_a_round_with_animations_on(qtbot, store):
    """Real animations (speed "fast"): flights, a pledge, banners, the territory loss."""
    window, over = start(qtbot, store, 2, seed=2, size=(1000, 680), setup=QUICK)
    prefs.put("ui/animation_speed", "fast")
    table = window.table
    counts = {"lose": 0, "draw": 0, "pledge": 0, "play": 0, "pass": 0, "turns": 0}
    busy = []
    table.anim.idle.connect(lambda: busy.append(True))
    qtbot.waitUntil(lambda: ready(table, over), timeout=10000)
    LanguageManager.instance().set_language("zh_TW", remember=False)
    qtbot.waitUntil(lambda: table.pass_button.text() == "過", timeout=3000)
    assert table.play_button.text() == "先" and table.bout_title(table.observation)
    LanguageManager.instance().set_language("en", remember=False)
    qtbot.waitUntil(lambda: table.pass_button.text() == "Pass (過)", timeout=3000)
    while not over and table.observation.get("round", 1) == 1:
        qtbot.waitUntil(lambda: ready(table, over) or table.observation.get("round") == 2,
                        timeout=10000)
        if over or table.observation.get("round") == 2:
            break
        if held(table):
            assert "Round 1 is over" in table.overlay.title.text()
            next_round(qtbot, table, counts)
        else:
            human_move(qtbot, table, counts)
    qtbot.waitUntil(lambda: table.observation.get("round") == 2, timeout=10000)
    assert counts.get("rounds") == 1
    log = table.log.shown()
    assert any("big loser" in line for line in log) and any("Round 2 begins" in line for line in log)
    assert busy                                   # animations ran …
    qtbot.waitUntil(lambda: not table.anim.is_busy(), timeout=5000)   # … and finish
    window.close()


@pytest.mark.gui
def test_the_columns_of_every_panel_stand_at_one_height(qtbot, store):
    """A long name wraps its panel's header onto two lines at 800×600; the columns of every
    panel then stand at one height, not that panel's alone lower (issue 33, seen and left:
    the rows of 王 / 后 / 公子 stood uneven)."""
    window, over = start(qtbot, store, 4, seed=3, names=[LONG, "CPU 1", "CPU 2", "CPU 3"],
                         size=(800, 600))
    table = window.table
    qtbot.waitUntil(lambda: ready(table, over), timeout=10000)
    board = table.board
    tops = {seat: min(item.sceneBoundingRect().top() for column in columns for item in column)
            for seat, columns in board.terr_items.items() if any(columns)}
    assert len(tops) == 4, tops
    assert max(tops.values()) - min(tops.values()) < 0.5, tops
    window.close()


def bout_label(table, name: str, value: str) -> tuple[str, object] | None:
    """The bout's label for `name`'s play (its lines joined by a space) and its first item."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem
    texts = [item for item in table.scene.items() if isinstance(item, QGraphicsSimpleTextItem)]
    for first in texts:
        if not first.text().startswith(name[:6]):
            continue
        if first.text().endswith(value):
            return first.text(), first
        lines = [first]
        while not lines[-1].text().endswith(value):
            below = [item for item in texts if item.x() == first.x()
                     and 0 < item.y() - lines[-1].y() <= 30]
            if not below:
                break
            lines.append(min(below, key=lambda item: item.y()))
        if lines[-1].text().endswith(value):
            return " ".join(item.text() for item in lines), first
    return None


@pytest.mark.gui
@pytest.mark.parametrize("size", [(800, 600), (1600, 1000)])
def test_a_long_name_in_the_bout_keeps_its_play_s_value(qtbot, store, size):
    """The bout lists each play as "name · value" beside its cards. A long name is set
    smaller, then — the newest play, which has room below — on two lines; an older row's
    is shortened with "…" (the whole in its tooltip); never the value the bout is decided
    by (issue 33, seen and left: 「歐陽長名字的…」 showed no value, then a long name lost
    its end)."""
    other = "Bartholomew Fitzgerald-Worthington of Kensington and Chelsea"
    names = ["Me", other, "CPU 2", LONG]       # LONG plays just before the human
    window, over = start(qtbot, store, 4, seed=3, names=names, size=size)
    table = window.table
    counts = {"turns": 0, "play": 0, "pass": 0, "lose": 0, "draw": 0, "pledge": 0}
    seen = set()
    for _ in range(80):
        qtbot.waitUntil(lambda: ready(table, over), timeout=10000)
        if over or seen == {"whole", "cut"}:
            break
        plays = (table.observation.get("bout") or {}).get("plays") or []
        for i, play in enumerate(plays):
            value = f"·\u00a0{play['value']}"
            if play["seat"] == 3 and i == len(plays) - 1:
                found = bout_label(table, LONG, value)
                assert found is not None, "no label with the value for the newest play"
                assert "…" not in found[0]
                assert found[0].replace(" ", "") == f"{LONG}{value}".replace(" ", "")
                seen.add("whole")
            elif play["seat"] == 1 and i < len(plays) - 1 and i >= len(plays) - 5:
                found = bout_label(table, other, value)
                assert found is not None, "no label with the value for an older play"
                assert "…" in found[0] and found[1].toolTip() == f"{other} {value}"
                seen.add("cut")
        if table.legal and table.observation.get("current_player") == 0:
            human_move(qtbot, table, counts)
        elif held(table):
            next_round(qtbot, table, counts)
    assert seen == {"whole", "cut"}, seen
    window.close()
