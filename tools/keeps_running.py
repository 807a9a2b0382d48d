#!/usr/bin/env python3
"""Start a program that opens the game's window and check that it keeps running.

    python tools/keeps_running.py PROGRAM [ARG ...]

Exit 0 when PROGRAM is still running after 6 s and has printed no traceback (it is then
stopped); exit 1, with its last output, when it ended before or printed one. CI starts the
one-folder bundle with it (.ci/run), from another folder with a fresh HOME.
"""
from __future__ import annotations

import subprocess
import sys


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        _, err = proc.communicate(timeout=6)
        print(f"{argv[0]} ended early (exit {proc.returncode}):\n{err[-2000:]}", file=sys.stderr)
        return 1
    except subprocess.TimeoutExpired:
        proc.terminate()
        _, err = proc.communicate(timeout=20)
    if "Traceback" in err or "Fatal Python error" in err:
        print(f"{argv[0]} printed an error:\n{err[-2000:]}", file=sys.stderr)
        return 1
    print(f"ok   {argv[0]} starts and keeps running")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
