"""BotPace: the bots' pace from Settings, sent to the engine thread before each game (a part
the MainWindow owns): the thinking pause, and what the bots do when the player is out."""
from __future__ import annotations

from typing import Any

from ..userdata import prefs


class BotPace:
    """Sends the pace to the window's worker; `think_override` fixes the pause (tests)."""

    def __init__(self, window: Any, think_override: int | None = None) -> None:
        self.window = window
        self.think_override = think_override   # None follows the setting

    def think_ms(self) -> int:
        """The bots' thinking pause in ms: the override, else Settings'."""
        return prefs.think_ms() if self.think_override is None else self.think_override

    def send(self) -> None:
        """The bots' pace from Settings: the thinking pause, and what they do when I am out."""
        host = self.window.host
        host.request_think_ms.emit(self.think_ms())
        host.request_when_out.emit(prefs.when_out())


__all__ = ["BotPace"]
