"""HomeScreen: a tile per game with a picture of its table, the game in progress, the last
results and the door to a network game (issue 33, item 2) — a game chooser, not a form.

The pictures never cost the start: the first frame shows plain felt in their place; after
it, the pictures come from the cache or are drawn one per event-loop pass (gui/home/painter.py)
while the home is on show. The Continue picture is replayed from the autosave in a worker
thread. Colours come from the application style sheet (`jiupaiRole`, gui/home/tile.py role).
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

import engine

from ..home.cards import ContinueCard, JoinCard, ResultsCard
from ..home.resume import SavedGame, table_words_loaded
from ..home.tile import ASPECT, GameTile, role
from ..lang.arg import arg
from ..lang.i18n import LanguageManager
from ..lang.orphans import no_orphan
from ..system.qtnames import set_by_name

# The narrowest a tile gets before the tiles go two to a row.
TILE_MIN = 180
# The widest the home's page gets (on a wide screen it stays in the middle).
MAX_WIDTH = 1400


class HomeScreen(QWidget):
    """Emits what the user asked for; the main window does it."""

    new_game = Signal(str)       # the New game dialog, for this game
    play_game = Signal(str)      # deal this game at once with its remembered settings
    continue_game = Signal()
    load_game = Signal()
    settings = Signal()
    rules = Signal(str)          # selected game id
    learn = Signal(str)          # selected game id: its lessons (gui/tutorial/)
    join_game = Signal()         # join a table on the network (gui/net/join_dialog.py)
    statistics = Signal()
    quit = Signal()
    first_frame = Signal()       # the home's first paint is done (the window builds the rest)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._selected = ""
        self._saved: SavedGame | None = None
        self._painter = None                 # made after the first frame (gui/home/painter.py)
        self._continuer = None
        self._painted = False                # the first frame is on the screen
        self._far = None                     # the pictures' process (_drawing_process)
        # Who paces the work after the first frame: None, the home itself (two passes after
        # its first paint, all at once); the MainWindow queues it behind its own parts, a
        # few short pieces a pass (gui/window/later.py), so that no pass does both.
        self.later: Callable[[list[Callable[[], None]]], None] | None = None
        self.banner = role(QLabel("九牌  Jiupai"), "heading")
        font = QFont(self.banner.font())
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        self.banner.setFont(font)
        self.subtitle = role(QLabel(), "tileLine")
        self.subtitle.setWordWrap(True)
        self.new_button = QPushButton()
        self.load_button = QPushButton()
        self.settings_button = QPushButton()
        self.quit_button = QPushButton()
        self.new_button.clicked.connect(lambda: self.new_game.emit(self.selected_game()))
        self.load_button.clicked.connect(self.load_game)
        self.settings_button.clicked.connect(self.settings)
        self.quit_button.clicked.connect(self.quit)
        self.continue_card = ContinueCard()
        self.continue_card.button.clicked.connect(self.continue_game)
        self.results_card = ResultsCard()
        self.results_card.statistics.connect(self.statistics)
        self.join_card = JoinCard()
        self.join_card.button.clicked.connect(self.join_game)
        self.entries: list[GameTile] = []
        for info in engine.list_games():
            tile = GameTile(info)
            tile.play.connect(self.play_game)
            tile.learn.connect(self.learn)
            tile.rules.connect(self.rules)
            tile.chosen.connect(self.select_game)
            self.entries.append(tile)
        self.tiles = QGridLayout()
        self.tiles.setSpacing(10)
        self._columns = 0
        self._build()
        self.select_game(self.entries[0].info.id if self.entries else "")
        QApplication.instance().focusChanged.connect(self._focus_changed)
        self.retranslateUi()

    def _build(self) -> None:
        top = QHBoxLayout()
        words = QVBoxLayout()
        words.setSpacing(0)
        words.addWidget(self.banner)
        words.addWidget(self.subtitle)
        top.addLayout(words, 1)
        # The buttons at the foot of the heading: under a stretch rather than aligned to
        # the bottom (no `Qt` enum in the first frame: gui/system/qtnames.py).
        for button in (self.new_button, self.load_button, self.settings_button, self.quit_button):
            button.setMinimumHeight(32)
            foot = QVBoxLayout()
            foot.addStretch(1)
            foot.addWidget(button)
            top.addLayout(foot)
        cards = QHBoxLayout()
        cards.setSpacing(10)
        cards.addWidget(self.continue_card, 2)
        cards.addWidget(self.results_card, 1)
        cards.addWidget(self.join_card, 1)
        self._place_tiles(4)
        # The scroll area in its place first and the page put in it last: under the
        # application style sheet a widget moved to a new parent is polished again with all
        # it holds (QWidgetPrivate::inheritStyle), so the home is built where it stays.
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.scroll = QScrollArea(self)
        layout.addWidget(self.scroll)
        page = QWidget()
        page.setObjectName("homePage")
        page.setMaximumWidth(MAX_WIDTH)
        page.installEventFilter(self)
        column = QVBoxLayout(page)
        column.setContentsMargins(12, 8, 12, 8)
        column.setSpacing(10)
        # From the top: a stretch above the heading too (to centre the page) left a tall
        # empty strip under the menu bar on a tall window; the room goes below the tiles.
        column.addLayout(top)
        column.addLayout(cards)
        column.addLayout(self.tiles)
        column.addStretch(1)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidgetResizable(True)
        set_by_name(self.scroll, "horizontalScrollBarPolicy", "ScrollBarAlwaysOff")
        set_by_name(self.scroll, "alignment", "AlignHCenter")
        self.scroll.setWidget(page)

    def _place_tiles(self, columns: int) -> None:
        """The tiles in rows of `columns` (four side by side when there is room, else two)."""
        if columns == self._columns:
            return
        self._columns = columns
        for tile in self.entries:
            self.tiles.removeWidget(tile)
        for i, tile in enumerate(self.entries):
            self.tiles.addWidget(tile, i // columns, i % columns)
        for c in range(4):
            self.tiles.setColumnStretch(c, 1 if c < columns else 0)

    def resizeEvent(self, event) -> None:
        room = event.size().width() - 24 - 3 * 10
        # The pictures give way on a short window (800×600 shows everything unscrolled).
        tall = event.size().height()
        for tile in self.entries:
            tile.picture.set_tallest(max(70, min(400, tall - 475)))
        shown = min(200, max(85, tall - 520))
        self.continue_card.picture.set_tallest(shown)
        self.continue_card.picture.setMaximumWidth(round(shown / ASPECT))
        self._place_tiles(4 if room >= 4 * TILE_MIN or len(self.entries) <= 2 else 2)
        super().resizeEvent(event)

    # ---- the selected game (Ctrl+N, F1 and the Help menu's lessons follow it) ------------
    def selected_game(self) -> str:
        return self._selected or (self.entries[0].info.id if self.entries else "")

    def select_game(self, game_id: str) -> None:
        if not any(tile.info.id == game_id for tile in self.entries):
            return
        self._selected = game_id
        for tile in self.entries:
            tile.set_selected(tile.info.id == game_id)

    def tile(self, game_id: str | None = None) -> GameTile | None:
        wanted = game_id or self.selected_game()
        return next((t for t in self.entries if t.info.id == wanted), None)

    @property
    def learn_button(self) -> QPushButton:
        """The selected game's Learn door."""
        return self.tile().learn_button

    @property
    def continue_button(self) -> QPushButton:
        return self.continue_card.button

    @property
    def join_button(self) -> QPushButton:
        return self.join_card.button

    def _focus_changed(self, _old, new) -> None:
        tile = next((t for t in self.entries if new is not None and t.isAncestorOf(new)), None)
        if tile is not None:
            self.select_game(tile.info.id)
            self.scroll.ensureWidgetVisible(new)

    # ---- the game in progress ----------------------------------------------------------------
    def set_continue(self, saved: SavedGame | None) -> None:
        """Offer Continue with a line about the game to continue, or an empty slot (None);
        its picture follows (replayed in a worker thread, after the first frame)."""
        self._saved = saved
        self.continue_card.set_facts(None if saved is None else saved.label(self._painted))
        if saved is None and self._continuer is not None:
            self._continuer.forget()
        if self.isVisible():
            QTimer.singleShot(0, self, self._draw_continue)

    def _draw_continue(self) -> None:
        if self._saved is None or not self.isVisible() or not self._painted:
            return
        if self._continuer is None:
            from ..home.painter import ContinuePainter
            self._continuer = ContinuePainter(self, self._drawing_process())
            self._continuer.made.connect(self._continue_drawn)
        self._continuer.load(self._saved, LanguageManager.instance().language)

    def _continue_drawn(self, pixmap, turn) -> None:
        from ..lang import seats
        if self._saved is not None:             # the table's words are loaded now
            self.continue_card.set_facts(self._saved.label())
        obs = turn.observation
        names = seats.shown_names(list(obs.get("names") or []), turn.seat,
                                  list(obs.get("human_seats") or [turn.seat]))
        if turn.result is not None or turn.to_move is None:
            whose = ""
        elif turn.to_move == turn.seat:
            whose = QCoreApplication.translate("HomeScreen", "your turn")
        elif 0 <= turn.to_move < len(names):
            whose = arg(QCoreApplication.translate("HomeScreen", "%1 to play"),
                        names[turn.to_move])
        else:
            whose = ""
        self.continue_card.set_picture(pixmap, whose)

    # ---- the pictures, after the first frame -------------------------------------------
    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._painted:
            QTimer.singleShot(0, self, self._after_first_frame)

    def eventFilter(self, watched, event) -> bool:
        """The page's first paint: the first frame is on the screen, the pictures may come
        (two passes later, so they never share the pass that paints it)."""
        if event.type() == QEvent.Type.Paint and not self._painted:
            self._painted = True
            watched.removeEventFilter(self)
            if self.later is not None:
                # the results first: their pass (a file read) must not share the GIL with
                # the pictures' thread, which the pieces after it set to work; each import
                # a piece of its own
                from .later import importing
                self.later([importing("gui.userdata.stats"),
                            importing("gui.userdata.stats_file", "gui.userdata.stats_reviews"),
                            self._load_results, importing("gui.home.pictures"),
                            importing("gui.home.painter"), self._start_pictures,
                            self._continue_words])
            else:
                QTimer.singleShot(0, self,
                                  lambda: QTimer.singleShot(0, self, self._after_first_frame))
            self.first_frame.emit()
        return False

    def _after_first_frame(self) -> None:
        self._load_results()
        self._start_pictures()
        self._continue_words()

    def _start_pictures(self) -> None:
        if not self.isVisible():
            return
        if self._painter is None:
            from ..home.painter import TilePainter
            from ..system import gcguard
            gcguard.freeze()           # the start's objects: not walked again by the
            #                            collections the pictures' garbage brings on
            self._painter = TilePainter(self.isVisible, self, self._drawing_process())
            self._painter.made.connect(self._picture_made)
            self._want_pictures()
            from ..table.card_look import CardLook
            CardLook.instance().changed.connect(self._want_pictures)
        else:
            self._painter.resume()

    def _drawing_process(self):
        """`jiupai pictures`, which draws the tiles' and the Continue card's pictures in a
        process of its own (gui/system/picture_process.py), one for both."""
        if self._far is None:
            from ..system.picture_process import PictureProcess
            self._far = PictureProcess(self)
        return self._far

    def _load_results(self) -> None:
        if self.isVisible():
            self.results_card.load()

    def _continue_words(self) -> None:
        if not self.isVisible():
            return
        if self._saved is not None and table_words_loaded():
            self.continue_card.set_facts(self._saved.label())   # "Hand 3 of 5"
        self._draw_continue()       # else with its picture: the worker loads the table's
                                    # modules (100 ms and more in one pass on this thread)

    def _want_pictures(self) -> None:
        """Every tile's picture in the language and card look now: a picture of another
        (its words on the felt in the old language) gives way to the plain felt at once."""
        if self._painter is not None:
            from ..home import pictures
            lang = LanguageManager.instance().language
            for tile in self.entries:
                if pictures.cached(tile.info.id, lang) is None:
                    tile.picture.set_pixmap(None)
            self._painter.want([t.info.id for t in self.entries], lang)

    def _picture_made(self, game_id: str, pixmap) -> None:
        tile = self.tile(game_id)
        if tile is not None:
            tile.picture.set_pixmap(pixmap)

    def painted(self) -> bool:
        """The home's first frame is on the screen."""
        return self._painted

    def pictures_pending(self) -> bool:
        """Pictures still to draw (tests wait for none)."""
        return self._painter is None or self._painter.pending()

    # ---- words -------------------------------------------------------------------------
    def retranslateUi(self) -> None:
        self.subtitle.setText(no_orphan(self.tr("Four Chinese card games against the computer")))
        self.scroll.setAccessibleName(self.tr("Home"))
        self.new_button.setText(self.tr("&New game"))
        self.load_button.setText(self.tr("&Load…"))
        self.settings_button.setText(self.tr("&Settings…"))
        self.quit_button.setText(self.tr("&Quit"))
        self.new_button.setToolTip(self.tr("Set the table of the selected game: players, "
                                           "seats, variant and house rules"))
        for tile in self.entries:
            info = tile.info
            top = info.table_max_players
            if info.min_players == top:
                tile.retranslate(self.tr("%n player(s)", "", top))
            else:
                tile.retranslate(arg(self.tr("%1–%2 players"), str(info.min_players), str(top)))
        self.continue_card.retranslate()
        self.results_card.retranslate()
        self.join_card.retranslate()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
            if self._painter is not None:
                self._want_pictures()
                if self._saved is not None:
                    self.continue_card.set_facts(self._saved.label())
                    self.continue_card.picture.set_pixmap(None)     # (its words: the old
                    QTimer.singleShot(0, self, self._draw_continue)  # language's)
        super().changeEvent(event)
