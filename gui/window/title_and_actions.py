"""TitleAndActions: the window's title and which of its commands may be used now (a part the
MainWindow owns), brought up to date whenever the screen on show changes: a game, a replay,
the home screen, a network table."""
from __future__ import annotations

from typing import Any

import engine

from ..lang.i18n import LanguageManager, game_name


class TitleAndActions:
    """Sets `window`'s title and its actions' enabled states from what it shows."""

    def __init__(self, window: Any) -> None:
        self.window = window

    def refresh(self) -> None:
        """The menus' enabled states and the title, after the table on show changed."""
        self.update_actions()
        self.update_title()

    def update_actions(self, assist: bool = True) -> None:
        """The actions' enabled states (`assist`: the helpers' too, once they are built)."""
        window = self.window
        running = window.game_info is not None
        window.act_save.setEnabled(running)
        watching = window.watching()
        window.act_home.setEnabled(running or watching)
        window.act_export.setEnabled(running or watching)
        window.act_export_full.setEnabled(running or watching)
        if assist:
            window.assist.update()
        if window._net is not None:
            window._net.update_actions()

    def update_title(self) -> None:
        """"九牌 Jiupai", after the name of the game on show in the current language."""
        window = self.window
        title = "九牌 Jiupai"
        if window.game_info is not None:
            infos = {g.id: g for g in engine.list_games()}
            info = infos.get(window.game_info["game"])
            if info is not None:
                title = f"{game_name(info, LanguageManager.instance().language)} — {title}"
        window.setWindowTitle(title)


__all__ = ["TitleAndActions"]
