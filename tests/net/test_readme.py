"""README.md's network commands run as written (issue 32.5: "a README that lies fails CI").

tests/net/readme_probe.py reads the commands out of the README and runs them: the host as
written (no `--save`: its autosave goes to the data folder), two guests with the join command,
`jiupai tables`, Ctrl+C on the host mid-game, `jiupai host --resume FILE`, and the guests play
on to the end. In a network namespace of its own (`unshare -rn`: only loopback exists) the
commands run exactly as written; where none can be made, the hosts get `--bind 127.0.0.1` and
`jiupai tables` (which asks the network) is left out, and the test says so by skipping after
every other check has passed."""
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import engine

from .harness import ROOT, named_scores
from .readme_probe import NAMES, readme_commands, roles

PROBE = Path(__file__).with_name("readme_probe.py")


def _namespace() -> tuple[list[str], str]:
    """The prefix that runs the probe in a namespace of its own, or why there is none."""
    unshare = shutil.which("unshare")
    if unshare is None or shutil.which("ip") is None:
        return [], "needs unshare and ip (util-linux, iproute2) to make a network namespace"
    trial = subprocess.run([unshare, "-rn", "true"], capture_output=True, text=True)
    if trial.returncode != 0:
        return [], f"cannot make a network namespace here: {trial.stderr.strip()}"
    return [unshare, "-rn"], ""


def test_the_readme_names_the_commands_the_probe_runs():
    """The probe finds the four commands and the helps, and refuses one it cannot run."""
    commands = readme_commands((ROOT / "README.md").read_text(encoding="utf-8"))
    kinds = roles(commands)
    assert kinds["host"] == ["jiupai host --game ninety_nine --players 4 --open 2"]
    assert kinds["join"] == ["jiupai join ADDRESS --code CODE --name NAME --bot normal"]
    assert kinds["tables"] == ["jiupai tables"] and kinds["resume"] == ["jiupai host --resume FILE"]
    assert "jiupai --help" in kinds["help"]
    with pytest.raises(AssertionError, match="not one this test runs"):
        roles(["jiupai review game.jiupai"])


def test_every_network_command_of_the_readme_runs_as_written(tmp_path):
    prefix, why = _namespace()
    mode = "namespace" if prefix else "loopback"
    done = subprocess.run([*prefix, sys.executable, str(PROBE), mode, str(tmp_path)],
                          capture_output=True, text=True, timeout=240, encoding="utf-8")
    if done.returncode == 3:
        prefix, why, mode = [], done.stdout.strip(), "loopback"
        done = subprocess.run([sys.executable, str(PROBE), mode, str(tmp_path)],
                              capture_output=True, text=True, timeout=240, encoding="utf-8")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    run = json.loads(done.stdout.strip().splitlines()[-1])

    for line, lines, status in run["help"]:
        assert status == 0 and lines[0].startswith("usage: jiupai"), (line, lines)
    usage = dict((line, lines) for line, lines, _ in run["help"])["jiupai --help"]
    assert {w.split()[0] for w in usage if w.startswith("  ") and w.split()[0] in
            ("host", "join", "tables")} == {"host", "join", "tables"}

    # the host as written: its autosave in the data folder (it crashed there, issue 32.5)
    room = run["room"]
    assert run["autosave"] == str(tmp_path / "data" / "Jiupai" / "tables" / f"{room}.jiupai")
    closed, status = run["closed"]
    assert status == 0
    reopen = f"the table is closed; reopen it with: jiupai host --resume {run['autosave']}"
    assert closed[-1] == reopen

    record = json.loads(Path(run["autosave"]).read_text(encoding="utf-8"))["record"]
    points = [f"{v:g}" for v in engine.replay(record).returns()]
    resumed, status = run["resumed"]
    assert status == 0                                     # the host exits after its game
    for lines, status in run["joins"]:
        assert status == 0
        assert lines[-1] == resumed[-1]                    # the same last line everywhere
    scores = named_scores(resumed)
    assert [p for _, p in scores] == points
    names = [n for n, _ in scores]
    assert sorted(names[:2]) == sorted(NAMES) and names[2:] == ["Computer 1", "Computer 2"]

    if mode == "namespace":
        listing, status = run["tables"]
        assert status == 0 and len(listing) == 1
        assert listing[0].startswith(f"{run['address']}  ninety_nine  4 players, ")
    else:
        pytest.skip(f"everything else ran on 127.0.0.1; `jiupai tables` was not run ({why})")
