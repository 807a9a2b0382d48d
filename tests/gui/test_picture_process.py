"""Pictures of tables drawn by `jiupai pictures`, a second process
(gui/system/picture_drawer.py, picture_process.py): the window makes no table for the
home's tiles, its Continue card or the saves' cards; what that process cannot draw the
window draws itself, in passes, as before."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

import gui.games
from gui.home import pictures
from gui.main_window import MainWindow
from gui.system import picture_drawer, picture_process

from .test_home import _autosave_mid_hand

ROOT = Path(__file__).resolve().parents[2]


def _run_command(request: str, tmp_path: Path) -> subprocess.CompletedProcess:
    """`python -m gui pictures` with `request` on its standard input."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               HOME=str(tmp_path / "home"))
    return subprocess.run([sys.executable, "-m", "gui", "pictures"], input=request,
                          capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120)


def test_the_command_draws_each_job_and_names_the_one_it_cannot(tmp_path, store):
    """Each job answers with its own line as its PNG is written: a game's fixed position, and
    a saved game replayed from its file as Load reads it; a damaged record names its
    problem, and the job after it is still drawn (exit status 1: one failed)."""
    _autosave_mid_hand(store, "tiandiren", 4)
    saved = store.directory / "autosave.json"
    damaged = tmp_path / "damaged.json"
    damaged.write_text("{not json", encoding="utf-8")
    pics = tmp_path / "pics"
    request = {"lang": "zh_TW", "look": ["four", 125, "contrast"], "jobs": [
        {"game": "showdown", "out": str(pics / "showdown.png")},
        {"record": str(damaged), "seat": 0, "out": str(pics / "bad.png")},
        {"record": str(saved), "seat": None, "out": str(pics / "saved.png")}]}
    done = _run_command(json.dumps(request), tmp_path)
    hello, *answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert done.returncode == 1, done.stderr
    assert hello == {"ready": True}             # its first line, before any drawing
    assert answers[0] == {"job": 0, "done": True} and answers[2] == {"job": 2, "done": True}
    assert answers[1]["job"] == 1 and "damaged.json" in answers[1]["error"]
    assert "not valid JSON" in answers[1]["error"]
    for name in ("showdown", "saved"):
        image = QImage(str(pics / f"{name}.png"))
        assert image.width() == pictures.PICTURE_WIDTH and image.height() > 200
    assert not (pics / "bad.png").exists()
    assert not list(pics.glob("*.part"))


def test_a_request_that_is_not_json_is_refused_as_a_whole(tmp_path):
    done = _run_command("{]", tmp_path)
    assert done.returncode == 2 and done.stdout == '{"ready": true}\n'     # and no answer
    assert "jiupai pictures: bad request:" in done.stderr


@pytest.mark.parametrize("request_, names", [
    ([], "not a JSON object"),
    ({"lang": "fr", "look": ["two", 100, "classic"], "jobs": [{}]}, "'lang'"),
    ({"lang": "en", "look": ["two", 90, "classic"], "jobs": [{}]}, "'look'"),
    ({"lang": "en", "look": ["two", 100, "classic"], "jobs": []}, "'jobs'"),
    ({"lang": "en", "look": ["two", 100, "classic"],
      "jobs": [{"game": "showdown", "out": "relative.png"}]}, "job 0: 'out'"),
    ({"lang": "en", "look": ["two", 100, "classic"],
      "jobs": [{"game": "showdown", "out": "/x/a.png"}, {"game": "chess", "out": "/x/b.png"}]},
     "job 1: no game is called 'chess'"),
    ({"lang": "en", "look": ["two", 100, "classic"],
      "jobs": [{"record": "/x/a.json", "seat": "0", "out": "/x/b.png"}]}, "job 0 must name"),
])
def test_a_bad_request_names_what_is_wrong(request_, names):
    with pytest.raises(picture_drawer.RequestError, match=names.replace("(", r"\(")):
        picture_drawer.check_request(request_)


@pytest.fixture
def far(monkeypatch, tmp_path):
    """The pictures' process on, an empty picture cache, one real game on the home (天地人:
    each picture is a second Python's work), and a count of the tables the window itself
    makes."""
    import engine.registry
    monkeypatch.setattr(engine.registry, "GAME_PACKAGES",
                        {"tiandiren": engine.registry.GAME_PACKAGES["tiandiren"]})
    made: list[str] = []
    make = gui.games.make_table

    def counted(game_id, parent=None):
        made.append(game_id)
        return make(game_id, parent)
    monkeypatch.setattr(gui.games, "make_table", counted)
    pictures.use_folder(tmp_path / "pictures")
    picture_process.use(True)
    yield made
    picture_process.use(False)


def test_the_home_s_pictures_come_from_the_process(qtbot, store, far):
    """Every tile's picture and the Continue card's come from `jiupai pictures`: the window
    makes no table, the tiles' PNGs are in the cache, the Continue card's PNG is gone once
    read, and a second home reads the cache."""
    _autosave_mid_hand(store, "tiandiren", 4)
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    card = window.home.continue_card
    qtbot.waitUntil(lambda: not window.home.pictures_pending()
                    and card.picture.pixmap is not None, timeout=60000)
    assert all(t.picture.pixmap is not None and t.picture.pixmap.width() == pictures.PICTURE_WIDTH
               for t in window.home.entries)
    assert card.line.text().startswith("your turn · Heaven, Earth, Man"), card.line.text()
    assert far == []                    # no table made in this process
    for tile in window.home.entries:
        assert pictures.path_of(tile.info.id, "en").is_file()
    assert not list(pictures.cache_folder().glob("continue-*.png"))
    window.close()


def _home_drawn(qtbot, store) -> MainWindow:
    """The window shown, and every tile's picture in."""
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.home._painter is not None, timeout=20000)
    qtbot.waitUntil(lambda: not window.home.pictures_pending(), timeout=60000)
    assert all(t.picture.pixmap is not None for t in window.home.entries)
    return window


def test_what_the_process_cannot_draw_the_window_draws(qtbot, store, far, monkeypatch):
    """A process that stops without drawing (here: one that exits at once): every picture is
    drawn in the window, in passes, as before."""
    monkeypatch.setattr(picture_process, "command",
                        lambda: (sys.executable, ["-c", "import sys; sys.exit(3)"]))
    window = _home_drawn(qtbot, store)
    assert sorted(far) == sorted(t.info.id for t in window.home.entries)
    assert picture_process.enabled()            # it started: the next request tries it again
    window.close()


def test_a_process_that_cannot_start_is_not_tried_again(qtbot, store, far, monkeypatch,
                                                         tmp_path):
    """No such program: the pictures are drawn in the window, and the process is off for
    the rest of the session."""
    monkeypatch.setattr(picture_process, "command", lambda: (str(tmp_path / "no-such-program"), []))
    window = _home_drawn(qtbot, store)
    assert len(far) == len(window.home.entries)
    assert not picture_process.enabled()
    window.close()


def test_a_process_that_says_nothing_is_stopped_and_not_tried_again(qtbot, store, far,
                                                                    monkeypatch):
    """A process that starts but never says a line (a bundle whose standard output goes
    nowhere): stopped after HELLO_MS, the pictures drawn in the window, the process off for
    the rest of the session — one wait, not TIMEOUT_MS for every request."""
    monkeypatch.setattr(picture_process, "HELLO_MS", 500)
    monkeypatch.setattr(picture_process, "command",
                        lambda: (sys.executable, ["-c", "import time; time.sleep(120)"]))
    window = _home_drawn(qtbot, store)
    assert sorted(far) == sorted(t.info.id for t in window.home.entries)
    assert not picture_process.enabled()
    window.close()


def test_a_picture_of_a_language_left_meanwhile_is_kept_but_not_shown(qtbot, store, far):
    """The language changes while the process draws: the tiles show the new language's
    pictures; the old ones are in the cache for later."""
    from gui.lang.i18n import LanguageManager
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.home._painter is not None, timeout=20000)
    given: list[tuple[str, int]] = []
    window.home._painter.made.connect(lambda game, pixmap: given.append((game, pixmap.cacheKey())))
    LanguageManager.instance().set_language("zh_CN", remember=False)
    qtbot.waitUntil(lambda: not window.home.pictures_pending(), timeout=60000)
    shown = {t.info.id: t.picture.pixmap for t in window.home.entries}
    # the English pictures, drawn after the switch, were never given to a tile
    assert sorted(given) == sorted((game, p.cacheKey()) for game, p in shown.items())
    for game, pixmap in shown.items():
        assert pixmap is not None
        assert pictures.cached(game, "zh_CN").cacheKey() == pixmap.cacheKey()
        assert pictures.cached(game, "en").cacheKey() != pixmap.cacheKey()
        assert pictures.path_of(game, "zh_CN").is_file() and pictures.path_of(game, "en").is_file()
    assert far == []
    window.close()


def _two_saves(store) -> None:
    """Two 天地人 games saved a few moves apart (two positions: two pictures)."""
    import engine
    state = engine.create("tiandiren", 4).new_state(seed=5)
    meta = {"names": ["Me", "A", "B", "C"], "human_seat": 0}
    for slot in ("1", "2"):
        state.apply(state.legal_actions()[0])
        store.save(slot, state, meta)


def _load_drawn(qtbot, store):
    """The Load dialog on two saves, shown, and both cards' pictures in."""
    from gui.dialogs.saves import SavesDialog
    _two_saves(store)
    dialog = SavesDialog(store, "load")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: set(dialog._drawn) == {"1", "2"} and not dialog.pictures.busy(),
                    timeout=60000)
    return dialog


def test_the_saves_cards_come_from_the_process(qtbot, store, far, monkeypatch):
    """The Load dialog's cards: each picture drawn by `jiupai pictures` into the dialogs'
    disk cache and read from there; the window makes no table and replays no record (the
    files are only read in the pictures' thread: that process replays them itself)."""
    from gui.dialogs import card_table, picture_replay, table_picture
    table_picture._CACHE.clear()
    resumed = []

    class Counted(picture_replay.Session):
        @classmethod
        def resume(cls, *args, **kwargs):
            resumed.append(args[0]["game"])
            return super().resume(*args, **kwargs)
    monkeypatch.setattr(picture_replay, "Session", Counted)
    dialog = _load_drawn(qtbot, store)
    assert far == []
    cached = list(table_picture.cache_for(store).glob("*.png"))
    assert len(cached) == 2
    assert QImage(str(cached[0])).size() == card_table.PICTURE_SIZE
    assert dialog.pictures.steps_run == []          # no step on the GUI thread
    assert resumed == []
    dialog.close()


def test_a_card_the_process_cannot_draw_is_drawn_in_the_window(qtbot, store, far, monkeypatch):
    """The process stops without drawing: the cards' pictures are drawn in the window, a step
    a pass, as before."""
    from gui.dialogs import table_picture
    table_picture._CACHE.clear()
    monkeypatch.setattr(picture_process, "command",
                        lambda: (sys.executable, ["-c", "import sys; sys.exit(3)"]))
    dialog = _load_drawn(qtbot, store)
    assert "paint" in dialog.pictures.steps_run
    assert picture_process.enabled()
    dialog.close()
