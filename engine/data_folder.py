"""Where the player's data lives: one folder, decided here and nowhere else.

appdirs' user data dir for "Jiupai": Linux `$XDG_DATA_HOME/Jiupai` (default
~/.local/share/Jiupai), macOS ~/Library/Application Support/Jiupai, Windows
%LOCALAPPDATA%\\Jiupai\\Jiupai. Below it: `saves/` (the slots), `history/` (finished games),
`stats.json`, and `tables/` (the network tables' autosaves, written by the app's hosted tables
and by `jiupai host`).

It is here, below both the window (gui/userdata/paths.py builds on it) and the command line
(netplay/cli.py), so the two agree without one importing the other. The engine's own classes
still never pick a location: SaveStore, GameHistory and the table file take a folder or a path
from their caller.
"""
from __future__ import annotations

from pathlib import Path

import appdirs

#: appdirs' names of the app (its folder; on Windows also the "company" folder above it).
APP_NAME = "Jiupai"


def user_data_folder() -> Path:
    """The folder of everything the player's games leave on disk (see the module docstring)."""
    return Path(appdirs.user_data_dir(APP_NAME, APP_NAME))


def tables_folder() -> Path:
    """The network tables' autosaves (`ROOM.jiupai`), beside saves/."""
    return user_data_folder() / "tables"
