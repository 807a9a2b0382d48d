"""Discovery (issue 27: "a hosted table is found by a browser, tested on the loopback interface
inside a network namespace the test makes — skipped with the reason where it cannot make one —
never on a real network interface")."""
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

PROBE = Path(__file__).with_name("discovery_probe.py")


def _namespace_or_skip() -> list[str]:
    unshare = shutil.which("unshare")
    if unshare is None or shutil.which("ip") is None:
        pytest.skip("needs unshare and ip (util-linux, iproute2) to make a network namespace")
    trial = subprocess.run([unshare, "-rn", "true"], capture_output=True, text=True)
    if trial.returncode != 0:
        pytest.skip(f"cannot make a network namespace here: {trial.stderr.strip()}")
    return [unshare, "-rn"]


def test_a_hosted_table_is_found_by_a_browser(tmp_path):
    namespace = _namespace_or_skip()
    done = subprocess.run([*namespace, sys.executable, str(PROBE), str(tmp_path)],
                          capture_output=True, text=True, timeout=60)
    if done.returncode == 3:
        pytest.skip(done.stdout.strip())
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    before, after = found["before"], found["after"]
    assert len(before) == 1 and len(after) == 1
    table = before[0]
    assert table["address"] == found["address"]
    assert (table["game"], table["players"], table["free"], table["host"]) == \
        ("tiandiren", 3, 2, "Test host")
    assert table["protocol"] == 1 and table["name"].startswith("Test host")
    assert after[0]["free"] == 1                              # Ann took a seat
    # jiupai tables looked once, while the change was being announced: either count is right
    assert found["listed"] in ([f"{found['address']}  tiandiren  3 players, {n} free  Test host"]
                               for n in (1, 2))
