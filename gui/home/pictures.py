"""Pictures of the tables for the home screen (issue 33, item 2), drawn by the real table kit.

A game's picture is its GameTable (gui/games/<id>) built off the screen, fed one Turn of a
fixed seeded position (engine.session.Session(...).story(...)), and its felt grabbed to a
QPixmap. The picture depends on the game, the language (the words on the felt), the card look
(Settings ▸ Cards) and the app's version (a new table kit draws differently), so it is cached
on disk under those four — in the user's cache folder — and in memory. Making one costs a
table's construction (~0.2 s), so the home never makes one before its first frame
(gui/home/painter.py makes them one at a time, after it).

The Continue card's picture comes from the autosave's record: `position_of_record` replays it
(pure Python, so it runs in a worker thread: a big record takes a while) and the GUI thread
draws the Turn it gives with `draw`.
"""
from __future__ import annotations

import logging
import random
import zlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, QSize, QStandardPaths, Qt
from PySide6.QtGui import QImage, QPixmap, QRegion
from PySide6.QtWidgets import QApplication, QWidget

import engine
from engine.session import Session
from engine.turn import Turn

from .. import __version__

log = logging.getLogger(__name__)

#: The size the table is laid out at before its felt is grabbed (the picture is scaled down
#: to PICTURE_WIDTH): large enough that the table keeps its full layout.
TABLE_SIZE = QSize(1000, 660)
#: The width kept in the cache: sharp on the largest tile (1600×1000 window).
PICTURE_WIDTH = 520

#: The fixed position of each game's picture: players, seed, actions played at random
#: (seeded) after the deal so the felt shows play in progress.
POSITIONS: dict[str, tuple[int, int, int]] = {
    "ninety_nine": (4, 7, 6),
    "showdown": (2, 7, 9),
    "primatum": (4, 7, 5),
    "tiandiren": (4, 7, 6),
}
DEFAULT_POSITION = (2, 7, 3)

_folder: Path | None = None
_memory: dict[str, QPixmap] = {}


def use_folder(folder: Path | str | None) -> None:
    """Cache the pictures in `folder` (tests use their own); None: the user's cache folder."""
    global _folder
    _folder = Path(folder) if folder is not None else None
    _memory.clear()


def cache_folder() -> Path:
    if _folder is not None:
        return _folder
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(base or Path.home() / ".cache" / "Jiupai") / "home"


def look_key() -> str:
    """The card look (Settings ▸ Cards) as a short key."""
    from ..userdata import prefs  # (not gui.table.card_look: the table kit loads late)
    return f"{prefs.card_colours()}-{prefs.card_size()}-{prefs.felt()}"


def picture_key(game_id: str, lang: str) -> str:
    """The cache's name of a game's picture: game, language, card look and app version."""
    # (a CRC: hashlib would load OpenSSL, 4 ms, into the pass that shows the pictures)
    version = f"{zlib.crc32(__version__.encode()):08x}"
    return f"{game_id}_{lang}_{look_key()}_{version}"


def path_of(game_id: str, lang: str) -> Path:
    """Where a game's picture is kept on disk (`jiupai pictures` writes it there: gui/system/picture_drawer.py)."""
    return cache_folder() / f"{picture_key(game_id, lang)}.png"


def remember(game_id: str, lang: str, pixmap: QPixmap) -> None:
    """Keep in memory a picture already on disk (drawn by `jiupai pictures`)."""
    _memory[picture_key(game_id, lang)] = pixmap


def cached(game_id: str, lang: str) -> QPixmap | None:
    """The picture from memory or disk, or None when it has not been made yet."""
    key = picture_key(game_id, lang)
    if key in _memory:
        return _memory[key]
    path = cache_folder() / f"{key}.png"
    if path.is_file():
        pixmap = QPixmap(str(path))
        if not pixmap.isNull():
            _memory[key] = pixmap
            return pixmap
    return None


def store(game_id: str, lang: str, pixmap: QPixmap) -> None:
    """Keep a made picture in memory and on disk (a folder that cannot be written to only
    means the picture is made again next time)."""
    key = picture_key(game_id, lang)
    _memory[key] = pixmap
    _write(pixmap, key, cache_folder())


def keep(game_id: str, lang: str, pixmap: QPixmap, written: Callable[[], None]) -> None:
    """`store`, the PNG written in the pictures' thread (encoding it cost the GUI thread
    8–10 ms); `written()` is called there when it is done (or failed)."""
    from ..system.picture_thread import pool
    key = picture_key(game_id, lang)
    _memory[key] = pixmap
    image, folder = pixmap.toImage(), cache_folder()

    def write() -> None:
        try:
            _write(image, key, folder)
        finally:
            try:
                written()
            except RuntimeError:        # the window closed meanwhile
                pass
    pool().start(write)


def _write(picture: QPixmap | QImage, key: str, folder: Path) -> None:
    """The PNG of a picture in the cache folder; a failure is logged, never raised."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if not picture.save(str(folder / f"{key}.png")):
            log.info("the home picture %s could not be written to %s", key, folder)
    except OSError as exc:
        log.info("the home picture cache %s cannot be used: %s", folder, exc)


def fixed_position(game_id: str) -> Turn:
    """The Turn of the fixed position a game's picture shows (seat 0 looks on)."""
    players, seed, moves = POSITIONS.get(game_id, DEFAULT_POSITION)
    info = next(i for i in engine.list_games() if i.id == game_id)
    players = max(info.min_players, min(players, info.table_max_players))
    state = engine.create(game_id, players).new_state(seed=seed)
    session = Session(state, [""] * players, [0])
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        session.apply(state.current_player, rng.choice(state.legal_actions()))
    return session.story(0, 1)


def position_of_record(document: dict, seat: int | None = None) -> Turn:
    """The Turn of a saved game where it stands, for `seat` (by default the seat that was
    playing it): replays the record (call it off the GUI thread for a big one)."""
    meta = document.get("meta") or {}
    record = document["record"]
    players = int(record.get("players", 0))
    names = meta.get("names") if isinstance(meta.get("names"), list) else [""] * players
    names = [n if isinstance(n, str) else "" for n in names][:players]
    names += [""] * (players - len(names))
    seat = meta.get("human_seat", 0) if seat is None else seat
    seat = seat if isinstance(seat, int) and 0 <= seat < players else 0
    humans = meta.get("human_seats") if isinstance(meta.get("human_seats"), list) else [seat]
    session = Session.resume(record, names, [h for h in humans if isinstance(h, int)] or [seat])
    return session.story(seat, 1)


def draw(game_id: str, turn: Turn, width: int = PICTURE_WIDTH) -> QPixmap:
    """The felt of `game_id`'s table showing `turn`'s position, `width` pixels wide. The
    table is never on the screen (WA_DontShowOnScreen) and is gone afterwards."""
    from ..games import make_table
    from ..table import passes
    passes.checkpoint()         # (the work before it may have had its slice)
    table = make_table(game_id)
    try:
        passes.checkpoint()            # inside passes.in_passes(): a pass between the parts
        table.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        # Never painted but by the grab: a paint of the offscreen table's backing store in
        # a pass between the parts cost 10–17 ms.
        table.setUpdatesEnabled(False)
        table.human_seat = turn.seat
        table.human_seats = list(turn.observation.get("human_seats") or [turn.seat])
        table.set_bot_seats({s for s in range(len(turn.observation.get("names") or []))
                             if s not in table.human_seats})
        table.set_names(list(turn.observation.get("names") or []))
        table.resize(TABLE_SIZE)
        table.show()
        passes.checkpoint()
        table.take_seat_info(turn)
        table.commit(turn)
        passes.checkpoint()
        with passes.whole():
            QApplication.sendPostedEvents()
        passes.checkpoint()             # (the texts redrawn at the new size: 5 ms and more)
        table.setUpdatesEnabled(True)   # (only an updating widget paints, grabbed too)
        # but no repaint of the whole table in a pass between the bands
        QApplication.removePostedEvents(table, QEvent.Type.UpdateRequest)
        grabbed = grab_warmed(table.view)
        passes.checkpoint()             # (hiding the table costs 9–14 ms)
    finally:
        table.hide()
        table.deleteLater()
    passes.checkpoint()
    return grabbed.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)


#: Before the felt is grabbed it is painted once in this many bands, an event-loop pass
#: between them: that paints the cards' faces for the first time at the picture's size
#: (15–25 ms in one piece), and the grab that follows finds them painted (3–6 ms).
BANDS = 3


def grab_warmed(widget: QWidget) -> QPixmap:
    """`widget.grab()`, its first painting done beforehand a band at a time inside
    passes.in_passes() (into a scratch pixmap: a grab in bands differs from one grab by a
    few pixels where the bands meet)."""
    from ..table import passes
    width, height = widget.width(), widget.height()
    dpr = widget.devicePixelRatioF()
    scratch = QPixmap(QSize(width, height) * dpr)
    scratch.setDevicePixelRatio(dpr)
    top = 0
    for band in range(BANDS):
        bottom = height * (band + 1) // BANDS
        with passes.whole():        # one band: its painter is active throughout
            QWidget.render(widget, scratch, QPoint(0, top),
                           QRegion(0, top, width, bottom - top),
                           QWidget.RenderFlag.DrawWindowBackground
                           | QWidget.RenderFlag.DrawChildren | QWidget.RenderFlag.IgnoreMask)
        passes.checkpoint()
        top = bottom
    with passes.whole():
        return widget.grab()


def game_picture(game_id: str, lang: str) -> QPixmap:
    """A game's picture: cached, else drawn now and cached."""
    pixmap = cached(game_id, lang)
    if pixmap is None:
        pixmap = draw(game_id, fixed_position(game_id))
        store(game_id, lang, pixmap)
    return pixmap
