"""HomeScreen: the games (Chinese names, one line each) and the main buttons."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QGridLayout, QHBoxLayout, QLabel, QListWidget, QListWidgetItem,
                               QPushButton, QSizePolicy, QVBoxLayout, QWidget)

import engine

from ..lang import strings
from ..lang.i18n import LanguageManager, game_name, game_title
from ..lang.arg import arg
from ..style import icons, set_role


class GameEntry(QWidget):
    """One row of the game list: title and a one-line description."""

    def __init__(self, info, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.45)
        font.setBold(True)
        self.title.setFont(font)
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.players = QLabel()
        self.players.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.players)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.addLayout(top)
        layout.addWidget(self.description)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def retranslate(self, players_text: str) -> None:
        lang = LanguageManager.instance().language
        self.title.setText(game_title(self.info, lang))
        self.description.setText(strings.description(self.info))
        self.players.setText(players_text)


class HomeScreen(QWidget):
    """Emits what the user asked for; the main window does it."""

    new_game = Signal(str)       # selected game id
    continue_game = Signal()
    load_game = Signal()
    settings = Signal()
    rules = Signal(str)          # selected game id
    learn = Signal(str)          # selected game id: its lessons (gui/tutorial/)
    join_game = Signal()         # join a table on the network (gui/net/join_dialog.py)
    quit = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.banner = QLabel("九牌  Jiupai")
        font = QFont(self.banner.font())
        font.setPointSizeF(font.pointSizeF() * 2.6)
        font.setBold(True)
        self.banner.setFont(font)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.games = QListWidget()
        self.games.setObjectName("gameList")
        self.games.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.games.setMinimumWidth(360)
        self.entries: list[GameEntry] = []
        for info in engine.list_games():
            item = QListWidgetItem(self.games)
            item.setData(Qt.ItemDataRole.UserRole, info.id)
            entry = GameEntry(info)
            self.entries.append(entry)
            self.games.setItemWidget(item, entry)
        self.games.setCurrentRow(0)
        self.games.itemDoubleClicked.connect(lambda _i: self.new_game.emit(self.selected_game()))
        self.new_button = QPushButton()
        self.continue_button = QPushButton()
        self.load_button = QPushButton()
        self.settings_button = QPushButton()
        self.rules_button = QPushButton()
        self.quit_button = QPushButton()
        self.learn_button = QPushButton()
        self.learn_button.setObjectName("learnButton")
        self.join_button = QPushButton()
        self.join_button.setObjectName("joinButton")
        self.join_button.clicked.connect(self.join_game)
        self.new_button.setDefault(True)
        set_role(self.new_button, "primary")
        for name, button in (("new", self.new_button), ("continue", self.continue_button),
                             ("load", self.load_button), ("settings", self.settings_button),
                             ("rules", self.rules_button), ("quit", self.quit_button)):
            icons.put(button, name, on_felt=button is self.new_button)
        self.continue_info = QLabel()
        self.continue_info.setWordWrap(True)
        self.continue_info.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.new_button.clicked.connect(lambda: self.new_game.emit(self.selected_game()))
        self.continue_button.clicked.connect(self.continue_game)
        self.load_button.clicked.connect(self.load_game)
        self.settings_button.clicked.connect(self.settings)
        self.rules_button.clicked.connect(lambda: self.rules.emit(self.selected_game()))
        self.quit_button.clicked.connect(self.quit)
        self.learn_button.clicked.connect(lambda: self.learn.emit(self.selected_game()))
        self.games.currentRowChanged.connect(lambda _row: self._name_learn_button())
        buttons = QGridLayout()
        for i, button in enumerate((self.new_button, self.continue_button, self.load_button,
                                    self.settings_button, self.rules_button, self.quit_button)):
            button.setMinimumHeight(40)
            button.setMinimumWidth(150)
            buttons.addWidget(button, i // 3, i % 3)
        self.learn_button.setMinimumHeight(40)
        buttons.addWidget(self.learn_button, 2, 0, 1, 3)
        self.join_button.setMinimumHeight(40)
        buttons.addWidget(self.join_button, 3, 0, 1, 3)
        column = QVBoxLayout()
        column.addStretch(1)
        column.addWidget(self.banner)
        column.addWidget(self.subtitle)
        column.addSpacing(10)
        column.addWidget(self.games, 20)
        column.addLayout(buttons)
        column.addWidget(self.continue_info)
        column.addStretch(2)
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(column, 6)
        outer.addStretch(1)
        self.retranslateUi()

    def selected_game(self) -> str:
        item = self.games.currentItem() or self.games.item(0)
        return item.data(Qt.ItemDataRole.UserRole) if item else ""

    def select_game(self, game_id: str) -> None:
        for row in range(self.games.count()):
            if self.games.item(row).data(Qt.ItemDataRole.UserRole) == game_id:
                self.games.setCurrentRow(row)

    def _name_learn_button(self) -> None:
        """"Learn 九九": the selected game's lessons."""
        game = self.selected_game()
        info = next((g for g in engine.list_games() if g.id == game), None)
        name = game_name(info, LanguageManager.instance().language) if info else ""
        self.learn_button.setText(arg(self.tr("L&earn %1"), name))

    def set_continue(self, text: str | None) -> None:
        """Enable Continue with a line about the autosave, or disable it (None)."""
        self.continue_button.setEnabled(text is not None)
        self.continue_info.setText(text or "")

    def retranslateUi(self) -> None:
        self.subtitle.setText(self.tr("Four Chinese card games against the computer"))
        self.new_button.setText(self.tr("&New game"))
        self.continue_button.setText(self.tr("&Continue"))
        self.load_button.setText(self.tr("&Load…"))
        self.settings_button.setText(self.tr("&Settings…"))
        self.rules_button.setText(self.tr("&Rules"))
        self.quit_button.setText(self.tr("&Quit"))
        self.join_button.setText(self.tr("&Join a game on the network…"))
        self._name_learn_button()
        for entry in self.entries:
            info = entry.info
            top = info.table_max_players
            if info.min_players == top:
                text = self.tr("%n player(s)", "", top)
            else:
                text = arg(self.tr("%1–%2 players"), str(info.min_players), str(top))
            entry.retranslate(text)
        height = max(entry.sizeHint().height() for entry in self.entries) if self.entries else 0
        for row in range(self.games.count()):
            self.games.item(row).setSizeHint(QSize(0, height + 6))
        content = (height + 6) * self.games.count() + 2 * self.games.frameWidth() + 2
        self.games.setMaximumHeight(content)
        self.games.setMinimumHeight(min(content, 2 * (height + 6)))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


def continue_label(store, slot: str) -> str | None:
    """"Last game: 九九 — Hand 3 · Me 2 · Computer 1 1" for Continue (the part of the game in
    play in its table's words, and the scores); None when the slot holds nothing to continue
    (empty, damaged, unreadable, or a finished game, which Load can still show)."""
    try:
        info = store.info(slot) if hasattr(store, "info") else next(
            (i for i in store.list() if i.slot == slot), None)
    except Exception:  # noqa: BLE001 - an unreadable folder just means no Continue
        return None
    if info is None or getattr(info, "error", None) or (info.meta or {}).get("over"):
        return None
    names = {g.id: game_name(g, LanguageManager.instance().language) for g in engine.list_games()}
    meta = info.meta or {}
    section = meta.get("section")
    from .. import games                   # (not at import: the home screen starts light)
    label = games.parts(info.game).section_label
    where = (label(section) if isinstance(section, dict) and label is not None else
             arg(QCoreApplication.translate("MainWindow", "move %1"), str(info.turn)))
    scores = meta.get("score_line")
    if isinstance(scores, str) and scores:
        where = arg(QCoreApplication.translate("MainWindow", "%1 · %2"), where, scores)
    return arg(QCoreApplication.translate("MainWindow", "Last game: %1 — %2"),
               names.get(info.game, info.game), where)


def hosted_label(head: dict) -> str:
    """"Last game: 九九 — network table 483920 · move 12" for Continue when the last game is
    one this window hosted (its table file's head)."""
    names = {g.id: game_name(g, LanguageManager.instance().language) for g in engine.list_games()}
    record, meta = head.get("record") or {}, head.get("meta") or {}
    room = str((meta.get("net") or {}).get("room", ""))
    turn = meta.get("turn")
    where = arg(QCoreApplication.translate("MainWindow", "network table %1 · move %2"), room,
                str(turn if isinstance(turn, int) else len(record.get("actions") or [])))
    game = str(record.get("game", ""))
    return arg(QCoreApplication.translate("MainWindow", "Last game: %1 — %2"),
               names.get(game, game), where)
