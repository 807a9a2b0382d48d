"""Preferences in QSettings ("Jiupai"/"Jiupai"): one place for every key and default."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
#: Milliseconds of one card move at each speed.
ANIMATION_MS = {"off": 0, "fast": 140, "normal": 280, "slow": 520}

DEFAULT_THINK_MS = 600


def settings() -> QSettings:
    """The application's QSettings (organization and app names set in gui.app)."""
    return QSettings()


def get(key: str, default: Any = None, type_: type | None = None) -> Any:
    """A stored value converted to `type_` (QSettings stores strings in INI files)."""
    value = settings().value(key, default)
    if value is None or type_ is None:
        return value
    if type_ is bool:
        if isinstance(value, str):
            return value.lower() in ("1", "true", "yes")
        return bool(value)
    try:
        return type_(value)
    except (TypeError, ValueError):
        return default


def put(key: str, value: Any) -> None:
    settings().setValue(key, value)


def language() -> str | None:
    return get("ui/language", None, str)


def animation_speed() -> str:
    speed = get("ui/animation_speed", "normal", str)
    return speed if speed in ANIMATION_SPEEDS else "normal"


def animation_ms() -> int:
    return ANIMATION_MS[animation_speed()]


def think_ms() -> int:
    return max(0, min(5000, get("ui/think_ms", DEFAULT_THINK_MS, int)))


#: What the bots do once the player is out of a hand or only watches (gui/worker/pace.py):
#: play at the usual pace, without the thinking pause, or skip ahead to the player's next move.
WHEN_OUT = ("watch", "fast", "skip")


def when_out() -> str:
    mode = get("play/when_out", "watch", str)
    return mode if mode in WHEN_OUT else "watch"


def player_name() -> str:
    return get("player/name", "", str) or ""


def sound_volume() -> int:
    """The effects' volume in percent (Settings' slider)."""
    return max(0, min(100, get("sound/volume", 70, int)))


def sound_muted() -> bool:
    return bool(get("sound/muted", False, bool))


def strong_hints() -> bool:
    """Hints from the hard (searching) bot instead of the normal one."""
    return bool(get("play/strong_hints", False, bool))


def show_counter() -> bool:
    """The card counter (记牌器) panel at the table; off until the player opens it."""
    return bool(get("ui/show_counter", False, bool))


# ---- Settings ▸ Cards (read and checked by gui/table/card_look.py) ------------------------
def card_colours() -> str:
    """"two" (♥♦ red, ♠♣ black) or "four" (♠ black, ♥ red, ♦ blue, ♣ green)."""
    return get("cards/colours", "two", str) or "two"


def card_size() -> int:
    """The cards' size in percent: 100, 125 or 150."""
    return get("cards/size", None, int) or 100


def felt() -> str:
    """"classic" (the green felt) or "contrast" (the high-contrast felt)."""
    return get("cards/felt", "classic", str) or "classic"


# ---- the system's colour scheme, as last seen (gui/style/theme.py) -----------------------
def system_dark() -> bool | None:
    """Whether the desktop was dark when last seen (None: never seen). The first frame is
    drawn in it; the desktop itself is asked just after (reading it costs the first frame
    16 ms: gui/system/qtnames.py)."""
    seen = get("ui/system_scheme", None, str)
    return {"dark": True, "light": False}.get(seen) if seen else None


def put_system_dark(dark: bool) -> None:
    put("ui/system_scheme", "dark" if dark else "light")
