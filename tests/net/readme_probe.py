"""Runs every shell command of README.md's network part as written (tests/net/test_readme.py).

    python tests/net/readme_probe.py namespace FOLDER   # inside `unshare -rn`: literally
    python tests/net/readme_probe.py loopback FOLDER    # elsewhere: hosts get --bind 127.0.0.1

`jiupai` is the program pyproject.toml installs under that name (its entry point, run with
this Python and this checkout). What the README leaves to the reader is filled in: ADDRESS,
CODE and FILE with what the host printed, NAME with a player's name. Nothing else is changed
but what keeps the run on loopback, short and bounded: a game of one hand with quick bots
(`--option match_hands=1`, `--think`), and in loopback mode `--bind 127.0.0.1` (and no
`jiupai tables`, which would ask the real network). In a network namespace of its own, where
only a loopback interface exists, the commands run exactly as written, listening on every
address of that namespace (its loopback) and announcing the table. The data folder is
FOLDER's (HOME and XDG_* point there), so the host writes its autosave where a player's
would go. Prints one JSON line: every program's
lines and exit status; exit status 3 (with the reason) when the namespace cannot carry
multicast.
"""
from __future__ import annotations

import json
import re
import shlex
import signal
import subprocess
import sys
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.net.discovery_probe import SETUP  # noqa: E402
from tests.net.harness import programs  # noqa: E402

SECTION = "**On a local network, without a window**"
PLACEHOLDERS = ("ADDRESS", "CODE", "NAME", "FILE")
NAMES = ("小華", "Bob")
SHORT_GAME = ("--option", "match_hands=1")


def readme_commands(text: str) -> list[str]:
    """The commands of the README's network part: each line of its ```sh blocks (without the
    comment) and each inline `jiupai …` of its text, in order, once each."""
    start = text.index(SECTION)
    ends = [i for i in (text.find("\n- ", start), text.find("\n## ", start)) if i > 0]
    part = text[start:min(ends)]
    found: list[str] = []
    for block in re.findall(r"```sh\n(.*?)```", part, re.S):
        found += [line.split(" #")[0].strip() for line in block.splitlines()]
    found += re.findall(r"`(jiupai [^`]*)`", part)
    return list(dict.fromkeys(line for line in found if line))


def roles(commands: list[str]) -> dict[str, list[str]]:
    """Each command by what it needs to run: a help, a new host, a join, a listing, a resume.
    A command of another kind fails here: this probe must learn to run it."""
    kinds: dict[str, list[str]] = {"help": [], "host": [], "join": [], "tables": [], "resume": []}
    for line in commands:
        words = shlex.split(line)
        assert words[0] == "jiupai", f"not a jiupai command: {line}"
        if "--help" in words:
            kinds["help"].append(line)
        elif words[1:2] == ["host"]:
            kinds["resume" if "--resume" in words else "host"].append(line)
        elif words[1:2] in (["join"], ["tables"]):
            kinds[words[1]].append(line)
        else:
            raise AssertionError(f"the README's command '{line}' is not one this test runs")
    return kinds


def filled(line: str, **values: str) -> list[str]:
    """The command's words with the README's placeholders replaced (all of them known)."""
    words = shlex.split(line)
    unknown = [w for w in words if w.isupper() and w not in PLACEHOLDERS]
    assert not unknown, f"unknown placeholder {unknown} in '{line}'"
    return [values[w] if w in PLACEHOLDERS else w for w in words][1:]      # without "jiupai"


def program() -> list[str]:
    """`jiupai` as pip installs it: pyproject.toml's gui-script entry point."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    module, function = project["gui-scripts"]["jiupai"].split(":")
    return [sys.executable, "-c", f"import sys; from {module} import {function}; "
            f"sys.argv[0] = 'jiupai'; sys.exit({function}())"]


def actions(path: Path) -> int:
    try:
        return len(json.loads(path.read_text(encoding="utf-8"))["record"]["actions"])
    except (OSError, ValueError, KeyError):
        return 0


def run(literal: bool, folder: Path) -> dict:
    kinds = roles(readme_commands((ROOT / "README.md").read_text(encoding="utf-8")))
    assert [len(kinds[k]) for k in ("host", "join", "tables", "resume")] == [1, 1, 1, 1], kinds
    env = {"HOME": str(folder / "home"), "XDG_DATA_HOME": str(folder / "data"),
           "XDG_CONFIG_HOME": str(folder / "config"), "XDG_CACHE_HOME": str(folder / "cache")}
    bind = [] if literal else ["--bind", "127.0.0.1"]
    out: dict = {"commands": kinds, "help": []}
    with programs(env=env, command=program()) as start:
        for line in kinds["help"]:
            shown = start(*filled(line))
            out["help"].append([line, shown.finish(30), shown.proc.returncode])
        host = start(*filled(kinds["host"][0]), *bind, *SHORT_GAME, "--think", "0.03")
        address = host.expect("address ").split()[1]
        room = host.expect("room ").split()[1]
        autosave = host.expect("autosave ").removeprefix("autosave ")
        out.update(address=address, room=room, autosave=autosave)
        if literal:
            host.expect("[host] announced on the local network")
            listing = start(*filled(kinds["tables"][0]))
            out["tables"] = [listing.finish(30), listing.proc.returncode]
        guests = [start(*filled(kinds["join"][0], ADDRESS=address, CODE=room, NAME=name))
                  for name in NAMES]
        deadline = time.monotonic() + 30                   # stop the host mid-game
        while actions(Path(autosave)) < 12:
            assert time.monotonic() < deadline and host.proc.poll() is None, host.lines
            time.sleep(0.05)
        host.proc.send_signal(signal.SIGINT)                # the README's Ctrl+C
        out["closed"] = [host.finish(20), host.proc.returncode]
        again = start(*filled(kinds["resume"][0], FILE=autosave), *bind, "--think", "0")
        out["joins"] = [[guest.finish(90), guest.proc.returncode] for guest in guests]
        out["resumed"] = [again.finish(20), again.proc.returncode]
    return out


def main() -> int:
    mode, folder = sys.argv[1], Path(sys.argv[2])
    if mode == "namespace":
        for command in SETUP:
            done = subprocess.run(command, capture_output=True, text=True)
            if done.returncode != 0:
                print(f"SKIP {' '.join(command)}: {done.stderr.strip()}")
                return 3
    print(json.dumps(run(mode == "namespace", folder), ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
