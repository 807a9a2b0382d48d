"""The command line as a door of its own (issue 32.5): the version lives below the window,
netplay imports nothing of the window, `jiupai --help` lists the commands, and the console
script `jiupai-cli` runs the same dispatcher as the gui-script `jiupai`."""
import subprocess
import sys
import tomllib

import pytest

import engine.version
import gui
from gui.system import commands

from .harness import ROOT


def test_importing_netplay_loads_no_part_of_the_window():
    """Every module of netplay/ imported in a fresh interpreter: not one `gui` module (nor
    Qt) comes with them; before, cli, client and server imported gui for the version and
    `arg`, the one import that ran from a lower layer up to the window."""
    modules = sorted(p.stem for p in (ROOT / "netplay").glob("*.py") if p.stem != "__init__")
    assert {"cli", "client", "server", "discovery", "protocol"} <= set(modules)
    code = ("import importlib, sys\n"
            f"for name in {modules!r}:\n"
            "    importlib.import_module('netplay.' + name)\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('gui', 'PySide6')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_the_version_is_the_engine_s_and_the_wheel_reads_it_there():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {
        "attr": "engine.version.__version__"}
    assert gui.__version__ == engine.version.__version__
    from netplay import client, server
    assert client.APP_VERSION == server.APP_VERSION == engine.version.__version__


def test_help_lists_each_command_on_one_line(capsys):
    """`jiupai --help` (gui.app's parser) names host, join, tables, review and pictures
    (the home's second process), one line each."""
    from gui.app import parse_arguments
    with pytest.raises(SystemExit) as shown:
        parse_arguments(["jiupai", "--help"])
    assert shown.value.code == 0
    lines = capsys.readouterr().out.splitlines()
    width = len("pictures") + 2         # the longest command's name, and two spaces
    for name, command in commands.COMMANDS.items():
        mine = [line for line in lines if line.split()[:1] == [name]]
        assert mine == [f"  {name:<{width}}{command.summary}"], lines
    assert set(commands.COMMANDS) == {"host", "join", "tables", "review", "pictures"}


def test_the_console_script_runs_the_same_dispatcher(capsys):
    """pyproject.toml: `jiupai` (gui-script) and `jiupai-cli` (console script, for Windows,
    where a gui-script has no console to print to) both reach gui/system/commands.py."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["gui-scripts"] == {"jiupai": "gui.app:main"}
    assert project["scripts"] == {"jiupai-cli": "gui.system.commands:main"}
    assert commands.main(["jiupai-cli", "host", "--game", "ninety_nine", "--players", "1"]) == 2
    assert "players is not allowed" in capsys.readouterr().err
    with pytest.raises(SystemExit) as shown:
        commands.main(["jiupai-cli", "tables", "--help"])
    assert shown.value.code == 0 and "--seconds" in capsys.readouterr().out


def test_the_dispatcher_starts_a_command_without_qt():
    """`python main.py host --help` (and so `jiupai-cli host`) never imports Qt: a host runs
    on a computer without a display or Qt's libraries."""
    code = ("import sys, runpy\n"
            "sys.argv = ['main.py', 'host', '--help']\n"
            "try:\n"
            "    runpy.run_path('main.py', run_name='__main__')\n"
            "except SystemExit:\n"
            "    pass\n"
            "print('QT', sorted(m for m in sys.modules if m.startswith('PySide6')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "--drop-wait" in done.stdout and done.stdout.splitlines()[-1] == "QT []"


def test_the_console_script_without_a_command_reaches_the_window_s_options(capsys):
    """`jiupai-cli --help` (no command: the window's own options) once failed with
    ModuleNotFoundError (a relative import one level short); the wheel's smoke test caught it."""
    from gui.system import commands
    with pytest.raises(SystemExit) as done:
        commands.main(["jiupai-cli", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "usage: jiupai" in out and "\n  review " in out
