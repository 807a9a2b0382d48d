"""Sound: which event sounds like what, a table that plays them (through a fake QSoundEffect),
silence without QtMultimedia (with Settings saying so), and the sound files themselves."""
import ast
import fnmatch
import sys
import wave
from pathlib import Path

import pytest

from engine.turn import Turn, TurnKind
from gui.dialogs.settings import SettingsDialog
from gui.games import parts
from gui.table import sound
from gui.table.game_table import GameTable
from gui.userdata import prefs

ROOT = Path(__file__).resolve().parents[2]
SOUNDS = ROOT / "resources" / "sounds"


class FakeEffect:
    """Stands in for QSoundEffect: remembers what would have been heard."""
    played: list[tuple[str, float]] = []

    def __init__(self, parent=None) -> None:
        self.source, self.volume = "", 1.0

    def setSource(self, url) -> None:
        self.source = Path(url.toLocalFile()).stem

    def setVolume(self, volume: float) -> None:
        self.volume = volume

    def play(self) -> None:
        FakeEffect.played.append((self.source, self.volume))


@pytest.fixture
def heard(monkeypatch):
    """Sound on (as for a player), through FakeEffect; the list of (sound, volume) played."""
    monkeypatch.setenv("JIUPAI_SOUND", "on")
    FakeEffect.played = []
    sound.use_player(sound.SoundPlayer(FakeEffect))
    yield FakeEffect.played
    sound.use_player(None)


@pytest.fixture
def no_multimedia(monkeypatch):
    """As with PySide6-Essentials alone: importing QtMultimedia fails."""
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)
    monkeypatch.setattr(sound, "_backend", {})
    sound.use_player(None)
    yield
    sound.use_player(None)


def _move(*events, kind=TurnKind.MOVE):
    """A Turn as the worker sends it (the position is empty: only the events matter here)."""
    return Turn(seq=1, kind=kind, seat=0, actor=1, events=tuple(events), observation={},
                to_move=None)


def test_each_event_has_its_sound():
    """Each game declares what its own events sound like (TableParts.sounds); the rest
    sound as the kit's common table says."""
    assert sound.sounds_for(parts("ninety_nine"), [{"kind": "play"}, {"kind": "draw"}]) == ["play", "draw"]
    assert sound.sounds_for(parts("ninety_nine"), [{"kind": "reshuffle"}, {"kind": "deal"}]) == [
        "shuffle", "deal"]
    assert sound.sounds_for(parts("primatum"), [{"kind": "round_start"}]) == ["deal"]
    assert sound.sounds_for(parts("tiandiren"), [{"kind": "round_start"}]) == []      # a new trick
    assert sound.sounds_for(parts("tiandiren"), [{"kind": "deal"}, {"kind": "heaven"}]) == ["deal", "heaven"]
    # 九局對決: the cards are laid, then the plate appearance's result cracks or thuds
    assert sound.sounds_for(parts("showdown"), [{"kind": "attack"}, {"kind": "defend"},
                                         {"kind": "play", "outcome": "double"}]) == ["play", "hit"]
    assert sound.sounds_for(parts("showdown"), [{"kind": "play", "outcome": "productive_out"}]) == ["out"]
    assert sound.sounds_for(parts("showdown"), [{"kind": "play", "outcome": "walk"}]) == []
    many = [{"kind": k} for k in ("deal", "play", "draw", "reshuffle", "heaven")]
    assert len(sound.sounds_for(parts("ninety_nine"), many)) == sound.MOST_PER_BATCH
    assert sound.result_sound([3, 1], 0) == "win" and sound.result_sound([1, 3], 0) == "loss"
    assert sound.result_sound([2, 2], 0) is None


def test_a_table_sounds_what_it_shows_and_its_result(qtbot, heard):
    prefs.put("sound/volume", 50)
    table = GameTable("ninety_nine")
    qtbot.addWidget(table)
    table.take_turn(_move({"kind": "play", "seat": 1}, {"kind": "draw", "seat": 1}))
    qtbot.waitUntil(lambda: len(heard) == 2, timeout=2000)
    assert heard == [("play", 0.25), ("draw", 0.25)]
    table.on_game_over({"returns": [1.0, 0.0], "human_seat": 0, "names": ["A", "B"]})
    assert heard[-1][0] == "win"
    prefs.put("sound/muted", True)
    table.take_turn(_move({"kind": "play", "seat": 0}))
    qtbot.wait(50)
    assert len(heard) == 3


def test_a_finished_game_opened_again_is_quiet(qtbot, heard):
    table = GameTable("ninety_nine")
    qtbot.addWidget(table)
    table.take_turn(_move({"kind": "play", "seat": 1}, kind=TurnKind.SYNC))
    table.on_game_over({"returns": [1.0, 0.0], "human_seat": 0, "names": ["A", "B"]})
    qtbot.wait(50)
    assert heard == []


def test_silent_without_qtmultimedia_and_settings_say_so(qtbot, no_multimedia, monkeypatch):
    monkeypatch.setenv("JIUPAI_SOUND", "on")
    assert "PySide6.QtMultimedia" in sound.backend_problem()
    assert not sound.player().enabled()
    table = GameTable("showdown")
    qtbot.addWidget(table)
    table.take_turn(_move({"kind": "play", "outcome": "homer"}))     # nothing breaks
    table.on_game_over({"returns": [1.0, -1.0], "human_seat": 0, "names": ["A", "B"]})
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    assert "No sound module" in dialog.sound_note.text()
    assert 'python -m pip install ".[sound]"' in dialog.sound_note.text()
    assert dialog.sound_note.isVisibleTo(dialog) and not dialog.volume.isEnabled()


@pytest.mark.gui
def test_a_whole_game_runs_without_qtmultimedia(qtbot, no_multimedia, tiny, store, monkeypatch):
    from gui.main_window import MainWindow
    monkeypatch.setenv("JIUPAI_SOUND", "on")
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    window.start_game({"game": "tiny", "players": 2, "seed": 3, "human_seat": 0,
                       "names": ["Me", "Bot"], "bot_levels": [None, "easy"]})
    for _ in range(200):
        qtbot.waitUntil(lambda: bool(window.table and (window.table.legal or window.table.result.result)),
                        timeout=5000)
        if window.table.result.result:
            break
        window.table.choose(window.table.legal[0]["notation"])
        qtbot.waitUntil(lambda: not window.table.legal or window.table.result.result is not None,
                        timeout=5000)
    assert window.table.result.result is not None and sys.modules["PySide6.QtMultimedia"] is None


def test_settings_keep_the_volume_and_mute(qtbot, monkeypatch):
    monkeypatch.setattr(sound, "backend_problem", lambda: None)      # as with the full PySide6
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    assert dialog.volume.isEnabled() and dialog.volume.value() == 70
    dialog.volume.setValue(35)
    dialog.mute.setChecked(True)
    dialog.accept()
    assert (prefs.sound_volume(), prefs.sound_muted()) == (35, True)
    assert "JIUPAI_SOUND=off" in SettingsDialog().sound_note.text()    # the tests' own switch


def test_the_sound_files_are_short_small_and_shipped():
    total = 0
    for name in sound.SOUND_NAMES:
        path = SOUNDS / f"{name}.wav"
        with wave.open(str(path)) as wav:
            assert (wav.getnchannels(), wav.getsampwidth()) == (1, 2)
            assert 0.1 <= wav.getnframes() / wav.getframerate() <= 1.5, name
        total += path.stat().st_size
    assert total <= 300 * 1024
    assert "make_sounds.py" in (SOUNDS / "README.md").read_text()      # where they come from
    # setup.py's build hook copies resources/ into the wheel by pattern: every file must match
    tree = ast.parse((ROOT / "setup.py").read_text())
    data = next(ast.literal_eval(node.value) for node in tree.body
                if isinstance(node, ast.AnnAssign | ast.Assign)
                and "DATA" in ast.unparse(node.targets[0] if isinstance(node, ast.Assign)
                                          else node.target))
    for path in (ROOT / "resources").rglob("*"):
        if path.is_file():
            assert any(fnmatch.fnmatch(path.name, p) for p in data["resources"]), path


EXPECTED = {"ninety_nine": ({"deal", "play", "draw"}, 3), "primatum": ({"deal", "play"}, 3),
            "tiandiren": ({"deal", "play"}, 3), "showdown": ({"play"}, 2)}


@pytest.mark.gui
@pytest.mark.parametrize("game", sorted(EXPECTED))
def test_every_game_table_sounds_as_it_is_played(qtbot, store, heard, game):
    """Each game's own table sounds the events the kit's queue shows it."""
    from gui.main_window import MainWindow
    prefs.put("ui/animation_speed", "off")
    window = MainWindow(store=store, think_ms=0)
    qtbot.addWidget(window)
    wanted, players = EXPECTED[game]
    window.start_game({"game": game, "players": players, "seed": 11, "human_seat": 0,
                       "names": ["Me", "A", "B"][:players], "bot_levels": [None] + ["easy"] * 2})

    def go_on() -> bool:
        names = {name for name, _ in heard}
        table = window.table
        if wanted <= names and (game != "showdown" or names & {"hit", "out"}):
            return True
        if table is not None and getattr(table, "holding", lambda: False)():
            table.go_on()               # a hand's summary, 天地人's heaven announcement
        elif table is not None and table.legal and not table.busy():
            table.choose(table.legal[0]["notation"])
        return False
    qtbot.waitUntil(go_on, timeout=30000)
    assert all(name in sound.SOUND_NAMES for name, _ in heard)
