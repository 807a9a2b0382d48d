"""What a game's table is made of, declared once in `gui/games/<id>/__init__.py`.

`TableParts` names the table class and the pieces the shared code asks a game for: the
marks a lesson's coach draws (`coach_marks`), the sound of each event kind (`sounds`), the
label of a replay's section ("Hand 3", "▲ Top of inning 2"), the moments worth
seeing (`moments`). The kit reads these and never
branches on a game id (the engine side is engine/parts.py).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.parts import _load


@dataclass(frozen=True)
class TableParts:
    """One game's table declaration (see the module docstring)."""

    #: The GameTable subclass (or "module:Class", imported when a table is made).
    table: Any
    #: An object or module with marks(table, name), buttons(table, name), keep_clear(table)
    #: (gui/tutorial/coach.py), or "module:" / "module:attribute"; None: words only.
    coach_marks: Any = None
    #: Event kind -> sound name, or a function of the event giving one (None: silent);
    #: kinds not named sound as gui.table.sound.EVENT_SOUNDS says.
    sounds: Mapping[str, Any] = field(default_factory=dict)
    #: A replay section ({"number", "half"}) -> its label in the table's words.
    section_label: Callable[[dict], str] | None = None
    #: The game's moments worth seeing (gui/table/moments.py MomentTable, or
    #: "module:attribute"); None: none.
    moments: Any = None
    _cache: dict = field(default_factory=dict, compare=False, repr=False)

    def _resolved(self, name: str) -> Any:
        if name not in self._cache:
            ref = getattr(self, name)
            if isinstance(ref, str) and ref.endswith(":"):
                import importlib
                self._cache[name] = importlib.import_module(ref[:-1])
            else:
                self._cache[name] = _load(ref)
        return self._cache[name]

    @property
    def table_class(self) -> type:
        return self._resolved("table")

    @property
    def marks(self) -> Any:
        return None if self.coach_marks is None else self._resolved("coach_marks")

    @property
    def moment_table(self) -> Any:
        return None if self.moments is None else self._resolved("moments")

    def sound_of(self, event: dict) -> str | None | bool:
        """The game's own sound for `event`: a name, None for silence, False when the game
        says nothing about this kind."""
        kind = event.get("kind")
        if kind not in self.sounds:
            return False
        sound = self.sounds[kind]
        return sound(event) if callable(sound) else sound
