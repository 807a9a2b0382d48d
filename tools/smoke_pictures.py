#!/usr/bin/env python3
"""Check that an installed Jiupai draws the home's pictures in its second process.

    python tools/smoke_pictures.py PROGRAM [ARGUMENT ...]

runs `PROGRAM ARGUMENT ... pictures` (the wheel's `jiupai`, or the bundle's executable, the
way the window starts it: gui/system/picture_process.py) with a request for each game's picture in
繁體中文, and fails (exit 1, one line per problem) unless each PNG is written at the home's
picture width.
"""
from __future__ import annotations

import json
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

GAMES = ("ninety_nine", "showdown", "primatum", "tiandiren")
PICTURE_WIDTH = 520         # gui/home/pictures.py


def png_width(path: Path) -> int:
    """The width in a PNG's header (0 when it is not a PNG)."""
    head = path.read_bytes()[:24]
    return struct.unpack(">I", head[16:20])[0] if head[:8] == b"\x89PNG\r\n\x1a\n" else 0


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__)
        return 2
    folder = Path(tempfile.mkdtemp(prefix="jiupai-pictures-"))
    request = {"lang": "zh_TW", "look": ["two", 100, "classic"],
               "jobs": [{"game": game, "out": str(folder / f"{game}.png")} for game in GAMES]}
    done = subprocess.run([*argv[1:], "pictures"], input=json.dumps(request),
                          capture_output=True, text=True, timeout=300)
    problems = []
    if done.returncode != 0:
        problems.append(f"`pictures` exited with {done.returncode}: {done.stderr[-300:]}")
    for game in GAMES:
        path = folder / f"{game}.png"
        width = png_width(path) if path.is_file() else 0
        print(("ok   " if width == PICTURE_WIDTH else "FAIL ")
              + f"the home's picture of {game} drawn by `pictures` ({width} px wide)")
        if width != PICTURE_WIDTH:
            problems.append(game)
    for problem in problems:
        print("FAIL " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
