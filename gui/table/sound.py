"""Sound effects at the table: which event sounds like what, and the one player of them all.

Every table shows events one by one through the kit's queue (GameTable.show_event) and ends
with `on_game_over`; `TableSounds` (one per table) hears them there, so no game's own code
plays a sound: a game only declares what an event of its own sounds like (TableParts.sounds,
in gui/games/<id>/__init__.py). The effects are short WAV files synthesized by tools/make_sounds.py
(resources/sounds/, with their licence note).

Sound needs QtMultimedia's QSoundEffect, which the full PySide6 has and PySide6-Essentials
lacks (`python -m pip install ".[sound]"` in the game's folder adds it). Without it, or when
its libraries do not load (no libpulse, say), the game is silent: `backend_problem()` says
why and Settings shows it.
Sound is off under the tests (JIUPAI_SOUND=off, set in tests/conftest.py), so no test ever
opens an audio device; the tests that check what would sound give `SoundPlayer` a fake backend.
"""
from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, QUrl

from ..userdata import prefs
from ..userdata.paths import resource

SOUND_NAMES = ("deal", "play", "draw", "shuffle", "win", "loss", "hit", "out", "heaven",
               # the moments worth seeing (gui/table/moments.py; each game's moments.py)
               "boom", "whoosh", "alarm", "cheer", "fanfare", "crack")

#: An event's kind -> its sound, for every game (a game's own meaning of a kind is below).
EVENT_SOUNDS = {
    "deal": "deal", "play": "play", "attack": "play", "defend": "play", "pledge": "play",
    "draw": "draw", "blind_draw": "draw", "refill": "draw", "take_neutral": "draw",
    "sanction_take": "draw", "steal": "draw", "reshuffle": "shuffle", "heaven": "heaven",
}
GAP_MS = 140           # between the sounds of one batch of events (a play, then a draw)
MOST_PER_BATCH = 3     # a burst of events plays its first few sounds, not a din
OFF_VALUES = {"0", "off", "no", "false"}


def sound_for(parts: Any, event: dict) -> str | None:
    """The sound of one event (None: silent): the game's own word for its kind if it
    declares one (TableParts.sound_of), else the common one."""
    own = parts.sound_of(event) if parts is not None else False
    if own is not False:
        return own
    return EVENT_SOUNDS.get(event.get("kind"))


def sounds_for(parts: Any, events: list[dict]) -> list[str]:
    """The sounds of a batch of events: each name once, in order, at most MOST_PER_BATCH."""
    names = [name for name in (sound_for(parts, e) for e in events) if name]
    return list(dict.fromkeys(names))[:MOST_PER_BATCH]


def result_sound(returns: list[float], human_seat: int,
                 winners: list[int] | None = None) -> str | None:
    """"win" when the human has won (is one of the game's `winners`, or else alone has the
    best return), "loss" otherwise, None for a shared top (a draw has no sound)."""
    if not returns or not 0 <= human_seat < len(returns):
        return None
    if winners:
        return "win" if human_seat in winners else "loss"
    best = max(returns)
    if returns[human_seat] < best:
        return "loss"
    return "win" if returns.count(best) == 1 else None


# ---- the backend ---------------------------------------------------------------------
_backend: dict[str, Any] = {}


def _sound_effect_class() -> Any:
    """QSoundEffect, or None with the reason kept for backend_problem()."""
    if "cls" not in _backend:
        try:
            module = importlib.import_module("PySide6.QtMultimedia")
            _backend["cls"], _backend["problem"] = module.QSoundEffect, None
        except (ImportError, OSError, AttributeError) as exc:   # Essentials, or no libpulse
            _backend["cls"], _backend["problem"] = None, f"{type(exc).__name__}: {exc}"
    return _backend["cls"]


def backend_problem() -> str | None:
    """Why there is no sound module (None when QSoundEffect is there)."""
    _sound_effect_class()
    return _backend["problem"]


def switched_off_by_environment() -> bool:
    return os.environ.get("JIUPAI_SOUND", "").strip().lower() in OFF_VALUES


class SoundPlayer(QObject):
    """Plays the named effects at the volume and mute of the settings. One per application
    (`player()`); effects are loaded on first use, so a silent game loads nothing."""

    def __init__(self, effect_class: Callable[..., Any] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._effect_class = effect_class
        self._effects: dict[str, Any] = {}

    def effect_class(self) -> Any:
        return self._effect_class or _sound_effect_class()

    def enabled(self) -> bool:
        return (self.effect_class() is not None and not switched_off_by_environment()
                and not prefs.sound_muted() and prefs.sound_volume() > 0)

    def preload(self) -> None:
        """Load every effect now (a few milliseconds): an effect asked to play while it is
        still loading stays silent, so the first deal would be lost."""
        if self.enabled():
            for name in SOUND_NAMES:
                self._effect(name)

    def play(self, name: str) -> None:
        if name not in SOUND_NAMES or not self.enabled():
            return
        effect = self._effect(name)
        effect.setVolume(self.volume())
        effect.play()

    def _effect(self, name: str) -> Any:
        effect = self._effects.get(name)
        if effect is None:
            effect = self._effects[name] = self.effect_class()(self)
            effect.setSource(QUrl.fromLocalFile(str(resource("sounds", f"{name}.wav"))))
        return effect

    def play_all(self, names: list[str]) -> None:
        """The first now, each next one GAP_MS later (a card laid, then one drawn)."""
        if not names or not self.enabled():
            return
        self.play(names[0])
        for i, name in enumerate(names[1:], 1):
            QTimer.singleShot(i * GAP_MS, self, lambda n=name: self.play(n))

    @staticmethod
    def volume() -> float:
        """The setting in percent as QSoundEffect's linear 0..1; squared, since the ear
        hears loudness roughly logarithmically (the slider's middle sounds like a middle)."""
        return (prefs.sound_volume() / 100.0) ** 2


_player: SoundPlayer | None = None


def player() -> SoundPlayer:
    """The application's SoundPlayer (a child of the QApplication, gone with it)."""
    global _player
    if _player is None:
        _player = SoundPlayer(parent=QCoreApplication.instance())
    return _player


def use_player(replacement: SoundPlayer | None) -> None:
    """Replace the application's player (tests: one with a fake backend; None: the default)."""
    global _player
    _player = replacement


class TableSounds:
    """One per table: the events it shows sound, and so does its result — only after it has
    shown something live (a finished save opened again stays quiet). What is shown in one
    pass of the event loop sounds as one batch."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.parts: Any = None
        self.live = False
        self._due: list[dict] = []
        player().preload()

    def use(self, parts: Any) -> None:
        """The game's table declaration (its own sounds)."""
        self.parts = parts

    def heard(self, event: dict) -> None:
        self.live = True
        if not self._due:
            QTimer.singleShot(0, self.table, self._play_due)
        self._due.append(event)

    def result(self, result: dict) -> None:
        name = result_sound(list(result.get("returns") or []),
                            int(result.get("human_seat", self.table.human_seat)),
                            result.get("winners"))
        if self.live and name:
            player().play(name)

    def _play_due(self) -> None:
        events, self._due = self._due, []
        player().play_all(sounds_for(self.parts, events))
