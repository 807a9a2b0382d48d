"""`jiupai pictures`: the pictures of tables drawn in a process of their own (issue 33, Speed).

The home's tiles, its Continue card and the saves' and replays' cards show the games' real
tables (gui/home/pictures.py, gui/dialogs/table_picture.py): a GameTable made, fed one Turn
and its felt painted. In the window's own GUI thread that work came in passes of the event
loop of 13–28 ms however it was cut (a table's first QTableWidget alone is one Qt call of
8 ms), where a frame is 16.7 ms. Here it runs in a second process, without a screen (Qt's
"offscreen" platform), and the window only reads the PNGs it writes
(gui/system/picture_process.py starts it and talks to it).

Requests come on the standard input, one JSON object a line, so nothing of them shows in a
process list and no path is cut by a command line's limits; the process draws until the
input ends::

    {"id": 3, "lang": "zh_TW", "look": ["two", 100, "classic"],
     "jobs": [{"game": "showdown", "out": "/…/showdown_zh_TW_….png"},
              {"record": "/…/autosave.json", "seat": 0, "out": "/…/continue-1.png"},
              {"card": "/…/saves/slot3.json", "out": "/…/pictures/<digest>.png"}]}

A job names a game (the home's tile: its fixed position, `pictures.fixed_position`), a
saved game's file and the seat it is seen from (the home's Continue card:
`pictures.position_of_record`), or a file of the saves' or replays' list (its card:
`picture_replay.card_position`, drawn by `card_table.draw_card`). Every file is
read and checked as Load reads it. Each job answers with one line on the standard output as
soon as its PNG is written (to a temporary name, then renamed: a reader never sees half a
file), with the request's "id" when it has one::

    {"id": 3, "job": 0, "done": true}
    {"id": 3, "job": 1, "error": "autosave.json: … (why)"}

A bad request stops the process with a message on the standard error that names what is
wrong (exit status 2); a job that cannot be drawn names its own problem and the others are
still drawn (exit status 1 when one failed).
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
#: The most jobs one request may hold (a list of saves asks for a dozen at most).
MAX_JOBS = 64
#: The longest request line read (a job is a path or two).
MAX_LINE = 1 << 20


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
        _check_job(job, f"job {number}", games)
    return request


def _check_job(job: Any, where: str, games: set[str]) -> None:
    if not isinstance(job, dict):
        raise RequestError(f"{where} is not a JSON object")
    out = job.get("out")
    if not isinstance(out, str) or not out.endswith(".png") or not Path(out).is_absolute():
        raise RequestError(f"{where}: 'out' must be the absolute path of a .png file")
    if "game" in job:
        if job["game"] not in games:
            raise RequestError(f"{where}: no game is called {job['game']!r}")
    elif "card" in job:
        if not isinstance(job["card"], str):
            raise RequestError(f"{where}: 'card' must be a file's path")
    elif not isinstance(job.get("record"), str) or not (
            job.get("seat") is None or isinstance(job.get("seat"), int)):
        raise RequestError(f"{where} must name a 'game', a 'card' file, or a 'record' file "
                           "and its 'seat' (a number, or null: the seat that was playing it)")


def draw_job(job: dict) -> None:
    """Draw one job's picture and write its PNG (an exception says why it could not)."""
    from engine.saves import read_document

    from ..dialogs import card_table, picture_replay
    from ..home import pictures
    if "game" in job:
        pixmap = pictures.draw(job["game"], pictures.fixed_position(job["game"]))
    elif "card" in job:
        _digest, made = picture_replay.card_position(Path(job["card"]), "")
        pixmap = card_table.draw_card(made)
    else:
        path = Path(job["record"])
        document = read_document(path, path.name)
        game = str(document["record"]["game"])
        pixmap = pictures.draw(game, pictures.position_of_record(document, job["seat"]))
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


def _start() -> None:
    """A QApplication without a screen that neither reads nor writes the player's settings
    (its own throwaway ones)."""
    _yield_to_the_window()
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QSettings
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      tempfile.mkdtemp(prefix="jiupai-pictures-"))
    from ..app import create_application
    create_application(["jiupai-pictures"])


def _use(request: dict) -> None:
    """The request's language and card look (set only when they change)."""
    from ..lang.i18n import LanguageManager
    from ..table.card_look import CardLook, CardSize, DeckColours, Felt, Look
    LanguageManager.instance().set_language(request["lang"], remember=False)
    colours, size, felt = request["look"]
    CardLook.instance().set_look(Look(DeckColours(colours), CardSize(size), Felt(felt)),
                                 remember=False)


def _say(line: dict) -> None:
    sys.stdout.write(json.dumps(line) + "\n")
    sys.stdout.flush()


def main(argv: list[str]) -> int:
    """`jiupai pictures`: draw each request read from the standard input, a line each."""
    if len(argv) > 1:
        sys.stderr.write("jiupai pictures takes no arguments: it reads JSON requests on its "
                         "standard input, one a line (the window starts it; see "
                         "gui/system/picture_drawer.py)\n")
        return 2
    _say({"ready": True})       # the window knows it can hear this process (HELLO_MS)
    started, failed = False, False
    while line := sys.stdin.readline(MAX_LINE):
        if not line.strip():
            continue
        try:
            request = check_request(json.loads(line))
        except (ValueError, RecursionError) as exc:     # JSONDecodeError is a ValueError
            sys.stderr.write(f"jiupai pictures: bad request: {exc}\n")
            return 2
        if not started:
            _start()
            started = True
        _use(request)
        said = {"id": request["id"]} if "id" in request else {}
        for number, job in enumerate(request["jobs"]):
            try:
                draw_job(job)
            except Exception as exc:  # noqa: BLE001 - one job's problem, said; others go on
                failed = True
                _say({**said, "job": number, "error": str(exc) or type(exc).__name__})
            else:
                _say({**said, "job": number, "done": True})
    return 1 if failed else 0
