"""Sound effects at the table: which event sounds like what, and the one player of them all.

Every table shows events through its `animate(events)` hook or EventHold's `show_event` and
ends with `on_game_over`; `TableSounds` (attached once, in GameTable.__init__) listens to
them, so no game's own code knows about sound. The effects are short WAV files synthesized by tools/make_sounds.py
(resources/sounds/, with their licence note).

Sound needs QtMultimedia's QSoundEffect, which the full PySide6 has and PySide6-Essentials
lacks (`pip install "jiupai[sound]"` adds it). Without it, or when its libraries do not load
(no libpulse, say), the game is silent: `backend_problem()` says why and Settings shows it.
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
#: Where a game means something else by a kind: 九尊's "round_start" deals the round's hands.
GAME_SOUNDS = {"primatum": {"round_start": "deal"}}
#: 九局對決's "play" is the plate appearance's result: a hit cracks, an out thuds.
HIT_OUTCOMES = {"single", "double", "triple", "homer"}
OUT_OUTCOMES = {"out", "perfect_out", "productive_out"}

GAP_MS = 140           # between the sounds of one batch of events (a play, then a draw)
MOST_PER_BATCH = 3     # a burst of events plays its first few sounds, not a din
OFF_VALUES = {"0", "off", "no", "false"}


def sound_for(game_id: str, event: dict) -> str | None:
    """The sound of one event (None: silent)."""
    kind = event.get("kind")
    if game_id == "showdown" and kind == "play":
        outcome = event.get("outcome")
        return "hit" if outcome in HIT_OUTCOMES else "out" if outcome in OUT_OUTCOMES else None
    return GAME_SOUNDS.get(game_id, {}).get(kind, EVENT_SOUNDS.get(kind))


def sounds_for(game_id: str, events: list[dict]) -> list[str]:
    """The sounds of a batch of events: each name once, in order, at most MOST_PER_BATCH."""
    names = [name for name in (sound_for(game_id, e) for e in events) if name]
    return list(dict.fromkeys(names))[:MOST_PER_BATCH]


def result_sound(returns: list[float], human_seat: int) -> str | None:
    """"win" when the human alone has the best return, "loss" when another has more,
    None for a shared top (a draw has no sound)."""
    if not returns or not 0 <= human_seat < len(returns):
        return None
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
    """Attached to a table once: the events it shows sound, and so does its result — only
    after it has shown something live (a finished save opened again stays quiet).

    Tables show events in one of two ways: a batch through `animate(events)`, or one event at
    a time through EventHold's `show_event(event)` (九九's own show_event animates without
    calling animate). Both are listened to; an animate() inside a show_event() is the same
    event, heard once. What is shown in one pass of the event loop sounds as one batch."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.live = False
        self._showing = False
        self._due: list[dict] = []
        player().preload()
        for name, batch in (("animate", True), ("show_event", False)):
            if callable(getattr(table, name, None)):
                setattr(table, name, self._listen(getattr(table, name), batch))
        over = table.on_game_over

        def on_game_over(result: dict) -> None:
            over(result)
            name = result_sound(list(result.get("returns") or []),
                                int(result.get("human_seat", table.human_seat)))
            if self.live and name:
                player().play(name)

        table.on_game_over = on_game_over

    def _listen(self, method: Callable[[Any], None], batch: bool) -> Callable[[Any], None]:
        def shown(arg: Any) -> None:
            outer = not self._showing
            self._showing = True
            try:
                method(arg)
            finally:
                if outer:
                    self._showing = False
            if outer:
                self.heard(list(arg) if batch else [arg])
        return shown

    def heard(self, events: list[dict]) -> None:
        self.live = True
        if not self._due:
            QTimer.singleShot(0, self.table, self._play_due)
        self._due.extend(events)

    def _play_due(self) -> None:
        events, self._due = self._due, []
        player().play_all(sounds_for(self.table.game_id, events))
