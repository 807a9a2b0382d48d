"""`jiupai pictures`: the home's pictures drawn in a process of their own (issue 33, Speed).

The home's pictures are the games' real tables (gui/home/pictures.py): a GameTable made,
fed one Turn and its felt grabbed. In the window's own GUI thread that work came in passes
of the event loop of 13–28 ms however it was cut (a table's first QTableWidget alone is one
Qt call of 8 ms), where a frame is 16.7 ms. Here it runs in a second process, without a
screen (Qt's "offscreen" platform), and the window only reads the PNGs it writes
(gui/home/drawing.py starts it, after the home's first frame).

The request is one JSON object on the standard input, so nothing of it shows in a process
list and no path is cut by a command line's limits::

    {"lang": "zh_TW", "look": ["two", 100, "classic"],
     "jobs": [{"game": "showdown", "out": "/…/showdown_zh_TW_….png"},
              {"record": "/…/autosave.json", "seat": 0, "out": "/…/continue-1.png"}]}

A job names a game (its fixed position, `pictures.fixed_position`) or a saved game's file
and the seat it is seen from (`pictures.position_of_record`: the file is read and checked
as Load reads it). Each job answers with one line on the standard output as soon as its
PNG is written (written to a temporary name, then renamed: a reader never sees half a
file)::

    {"job": 0, "done": true}
    {"job": 1, "error": "autosave.json: … (why)"}

A bad request is refused as a whole with a message that names what is wrong (exit status
2); a job that cannot be drawn names its own problem and the others are still drawn
(exit status 1 when one failed).
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

#: Languages and card looks a request may name (gui/lang/i18n.py, gui/table/card_look.py).
LANGUAGES = ("en", "zh_TW", "zh_CN")
COLOURS = ("two", "four")
SIZES = (100, 125, 150)
FELTS = ("classic", "contrast")
#: The most jobs one request may hold (the home asks for four tiles and a Continue card).
MAX_JOBS = 16


class RequestError(ValueError):
    """A request that cannot be drawn at all; the message says which part is wrong."""


def check_request(request: Any) -> dict:
    """The request, checked: its language, look and jobs (RequestError names the problem)."""
    import engine
    if not isinstance(request, dict):
        raise RequestError("the request is not a JSON object")
    if request.get("lang") not in LANGUAGES:
        raise RequestError(f"'lang' must be one of {', '.join(LANGUAGES)}")
    look = request.get("look")
    if (not isinstance(look, list) or len(look) != 3 or look[0] not in COLOURS
            or look[1] not in SIZES or look[2] not in FELTS):
        raise RequestError("'look' must be [colours, size, felt], e.g. [\"two\", 100, "
                           "\"classic\"]")
    jobs = request.get("jobs")
    if not isinstance(jobs, list) or not 0 < len(jobs) <= MAX_JOBS:
        raise RequestError(f"'jobs' must be a list of 1 to {MAX_JOBS} jobs")
    games = {info.id for info in engine.list_games()}
    for number, job in enumerate(jobs):
        where = f"job {number}"
        if not isinstance(job, dict):
            raise RequestError(f"{where} is not a JSON object")
        out = job.get("out")
        if not isinstance(out, str) or not out.endswith(".png") or not Path(out).is_absolute():
            raise RequestError(f"{where}: 'out' must be the absolute path of a .png file")
        if "game" in job:
            if job["game"] not in games:
                raise RequestError(f"{where}: no game is called {job['game']!r}")
        elif not isinstance(job.get("record"), str) or not (
                job.get("seat") is None or isinstance(job.get("seat"), int)):
            raise RequestError(f"{where} must name a 'game', or a 'record' file and its "
                               "'seat' (a number, or null: the seat that was playing it)")
    return request


def draw_job(job: dict) -> None:
    """Draw one job's picture and write its PNG (an exception says why it could not)."""
    from engine.saves import read_document

    from . import pictures
    if "game" in job:
        game, turn = job["game"], pictures.fixed_position(job["game"])
    else:
        path = Path(job["record"])
        document = read_document(path, path.name)
        game = str(document["record"]["game"])
        turn = pictures.position_of_record(document, job["seat"])
    pixmap = pictures.draw(game, turn)
    out = Path(job["out"])
    out.parent.mkdir(parents=True, exist_ok=True)
    part = out.with_name(out.name + ".part")
    if not pixmap.save(str(part), "PNG"):
        raise OSError(f"{part} could not be written")
    os.replace(part, out)


def _yield_to_the_window() -> None:
    """Run below the window's priority: on a machine with few cores the window's GUI thread
    gets the processor first (the pictures only come a little later)."""
    try:
        if sys.platform == "win32":
            import ctypes
            below_normal = 0x4000           # BELOW_NORMAL_PRIORITY_CLASS
            kernel = ctypes.windll.kernel32     # type: ignore[attr-defined]
            kernel.SetPriorityClass(kernel.GetCurrentProcess(), below_normal)
        else:
            os.nice(10)
    except (OSError, AttributeError):
        pass                # as it was: the pictures are drawn all the same


def _start(request: dict) -> None:
    """A QApplication without a screen, in the request's language and card look, that
    neither reads nor writes the player's settings (its own throwaway ones)."""
    _yield_to_the_window()
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QSettings
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      tempfile.mkdtemp(prefix="jiupai-pictures-"))
    from ..app import create_application
    from ..lang.i18n import LanguageManager
    from ..table.card_look import CardLook, CardSize, DeckColours, Felt, Look
    create_application(["jiupai-pictures"])
    LanguageManager.instance().set_language(request["lang"], remember=False)
    colours, size, felt = request["look"]
    CardLook.instance().set_look(Look(DeckColours(colours), CardSize(size), Felt(felt)),
                                 remember=False)


def _say(line: dict) -> None:
    sys.stdout.write(json.dumps(line) + "\n")
    sys.stdout.flush()


def main(argv: list[str]) -> int:
    """`jiupai pictures`: read the request from the standard input and draw its jobs."""
    if len(argv) > 1:
        sys.stderr.write("jiupai pictures takes no arguments: it reads one JSON request on "
                         "its standard input (the window starts it; see gui/home/drawer.py)\n")
        return 2
    try:
        request = check_request(json.loads(sys.stdin.read(1 << 20) or "null"))
    except (ValueError, RecursionError) as exc:     # JSONDecodeError is a ValueError
        sys.stderr.write(f"jiupai pictures: bad request: {exc}\n")
        return 2
    _start(request)
    failed = False
    for number, job in enumerate(request["jobs"]):
        try:
            draw_job(job)
        except Exception as exc:  # noqa: BLE001 - one job's problem, said; the others go on
            failed = True
            _say({"job": number, "error": str(exc) or type(exc).__name__})
        else:
            _say({"job": number, "done": True})
    return 1 if failed else 0
