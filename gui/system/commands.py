"""The words of `jiupai` that run a command instead of opening the window: one table.

`jiupai host …`, `jiupai join …` and `jiupai tables` run netplay/cli.py: a network table
without a window. This module imports no Qt, so a command starts without it; it is the one
dispatcher of every door: `gui.app.main` (the gui-script `jiupai`, `python -m gui`),
`main.py` from a checkout, and the console script `jiupai-cli` (pyproject.toml), which is the
same program with a console: on Windows a gui-script has none, so what `jiupai host` prints
would go nowhere.

A new command is one line in `COMMANDS`: the module that runs it has `main(argv) -> int`,
`argv` starting with the command's name (["host", "--game", …]); `--help` lists it by itself.
"""
from __future__ import annotations

import argparse
import importlib
import sys
from dataclasses import dataclass

from .. import __version__


@dataclass(frozen=True)
class Command:
    """A command word: the module whose `main(argv)` runs it, and its line in `--help`."""

    module: str
    summary: str


COMMANDS: dict[str, Command] = {
    "host": Command("netplay.cli", "host a network table (bots in the seats not open)"),
    "join": Command("netplay.cli", "join a network table; the computer helps play your seat"),
    "tables": Command("netplay.cli", "list the tables announced on the local network"),
    "review": Command("engine.review.cli",
                      "grade one seat's decisions in a saved or finished game"),
    "pictures": Command("gui.system.picture_drawer",
                        "draw pictures of tables (the window starts it: JSON requests "
                        "on stdin)"),
}


def run(argv: list[str]) -> int | None:
    """Run the command `argv[1]` names (`argv[0]` is the program) and return its exit status;
    None when `argv` names no command (the window is wanted)."""
    if len(argv) < 2 or argv[1] not in COMMANDS:
        return None
    module = importlib.import_module(COMMANDS[argv[1]].module)
    return int(module.main(argv[1:]))


def commands_help() -> str:
    """The commands' part of `jiupai --help`: one line each."""
    width = max(len(name) for name in COMMANDS) + 2
    lines = ["commands (no window; `jiupai COMMAND --help` lists a command's options;",
             "on Windows run them as `jiupai-cli COMMAND` to see what they print):"]
    lines += [f"  {name:<{width}}{command.summary}" for name, command in COMMANDS.items()]
    return "\n".join(lines)


def parser() -> argparse.ArgumentParser:
    """`jiupai`'s own options and its commands (gui.app parses them before Qt starts)."""
    made = argparse.ArgumentParser(
        prog="jiupai", formatter_class=argparse.RawDescriptionHelpFormatter,
        usage="jiupai [-h] [--version] [--install-desktop] [--uninstall-desktop]\n"
              "       jiupai COMMAND [options]   (COMMAND: " + ", ".join(COMMANDS) + ")",
        description="九牌 Jiupai: four Chinese card games — 九九, 九局對決, 九尊, 天地人 —\n"
        "against computer opponents. Without options, opens the game window.",
        epilog=commands_help())
    made.add_argument("--version", action="version", version=f"Jiupai {__version__}")
    made.add_argument("--install-desktop", action="store_true",
                      help="add Jiupai to this user's desktop menu (launcher and icons in "
                           "$XDG_DATA_HOME, default ~/.local/share) and exit")
    made.add_argument("--uninstall-desktop", action="store_true",
                      help="remove what --install-desktop added and exit")
    return made


def main(argv: list[str] | None = None) -> int:
    """`jiupai-cli`: a command, or else the window, exactly as `jiupai` does."""
    argv = list(sys.argv if argv is None else argv)
    status = run(argv)
    if status is not None:
        return status
    from ..app import main as window_main
    return window_main(argv)
