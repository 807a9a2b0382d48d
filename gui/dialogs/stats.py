"""StatisticsDialog: per game, pictures of the results at a level, and the figures of every level.

The Pictures page (first): the figures at a glance (win rate as a ring, games, streaks, best
score), the win rate over time, the win rate by level, how the scores spread, the last results
with the longest run of wins marked and, beside them, your accuracy in each reviewed game
(issue 35.4; gui/dialogs/stats_charts.py, stats_chart.py).
The Figures page: the table below. The Level box and the table's selected column are one
choice.

A tab per game; a table whose columns are "All levels", Easy, Normal, Hard (and "Level not
recorded" for counts kept before levels were, when there are some) and whose rows are the
figures gui.userdata.stats computes — wins as the game's rules say (天地人: every 胜出者), and
first places (the top score) besides; the chart below shows the last results of the selected column.
Reset asks first. A problem with the statistics file (set aside as damaged, unwritable, …)
is named at the top.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTabBar,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

import engine

from ..lang import problems, strings
from ..lang.arg import arg
from ..lang.i18n import LanguageManager, game_name
from ..style import set_role
from ..userdata import stats_file
from ..userdata.stats import ALL, LEVELS, UNKNOWN, StatsBook, Summary
from ..userdata.stats_pictures import score_bins, win_rate_line
from .stats_chart import ResultsChart
from .stats_charts import (
    AccuracyChart,
    LevelBars,
    ScoreHistogram,
    SummaryStrip,
    WinRateChart,
    band,
)

ROWS = ("games", "wins", "draws", "win_rate", "firsts", "streak", "best_streak", "best_score",
        "average_score", "time", "undo")


class StatisticsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.book = StatsBook()
        self.infos = {info.id: info for info in engine.list_games()}
        self.game_ids = list(self.infos)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        set_role(self.problem, "error")
        self.tabs = QTabBar()
        for _ in self.game_ids:
            self.tabs.addTab("")
        self.tabs.currentChanged.connect(lambda _: self.fill())
        self.level = QComboBox()
        self.level.currentIndexChanged.connect(self._level_chosen)
        self.level_label = QLabel()
        self.level_label.setBuddy(self.level)
        self.table = QTableWidget(len(ROWS), 0)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectColumns)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.currentCellChanged.connect(lambda *_: self._show_chart())
        self.level_note = QLabel()
        self.level_note.setWordWrap(True)
        self.chart_title = QLabel()
        self.chart = ResultsChart()
        self.strip = SummaryStrip()
        self.rate_chart = WinRateChart()
        self.level_chart = LevelBars()
        self.score_chart = ScoreHistogram()
        self.accuracy_chart = AccuracyChart()
        self.pages = QTabWidget()
        self.pages.addTab(self._pictures_page(), "")
        self.pages.addTab(self._figures_page(), "")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close
                                        | QDialogButtonBox.StandardButton.Reset)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.Reset).clicked.connect(self._reset)
        level_row = QHBoxLayout()
        level_row.addWidget(self.level_label)
        level_row.addWidget(self.level)
        level_row.addStretch(1)
        layout = QVBoxLayout(self)
        for widget in (self.problem, self.tabs):
            layout.addWidget(widget)
        layout.addLayout(level_row)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.buttons)
        self.resize(760, 580)
        self.reload()
        self.retranslate()

    def _pictures_page(self) -> QWidget:
        """The figures at a glance, then four pictures in a square."""
        page = QWidget()
        results = QFrame()
        set_role(results, "tile")
        set_role(self.chart_title, "tileTitle")
        inner = QVBoxLayout(results)
        inner.setContentsMargins(10, 6, 10, 6)
        inner.addWidget(self.chart_title)
        inner.addWidget(self.chart, 1)
        grid = QGridLayout()
        grid.setSpacing(8)
        grid.addWidget(self.rate_chart, 0, 0)
        grid.addWidget(self.level_chart, 0, 1)
        grid.addWidget(self.score_chart, 0, 2)
        grid.addWidget(results, 1, 0, 1, 2)
        grid.addWidget(self.accuracy_chart, 1, 2)       # beside the results
        for index in (0, 1, 2):
            grid.setColumnStretch(index, 1)
        for index in (0, 1):
            grid.setRowStretch(index, 1)
        column = QVBoxLayout(page)
        column.setContentsMargins(8, 8, 8, 8)
        column.addWidget(self.strip)
        column.addLayout(grid, 1)
        return page

    def _figures_page(self) -> QWidget:
        page = QWidget()
        column = QVBoxLayout(page)
        column.setContentsMargins(8, 8, 8, 8)
        column.addWidget(self.table, 1)
        column.addWidget(self.level_note)
        return page

    # ---- content -------------------------------------------------------------------
    def reload(self) -> None:
        """Read the file again; name any problem with it."""
        self.book = stats_file.load_book()
        texts = [self.describe(p) for p in stats_file.take_problems()]
        if texts:
            self.problem.setText("\n".join(texts))
        self.problem.setVisible(bool(self.problem.text()))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        lang = LanguageManager.instance().language
        for index, game in enumerate(self.game_ids):
            self.tabs.setTabText(index, game_name(self.infos[game], lang))
        self.level_note.setText(self.tr(
            "A game counts under its strongest opponent: a table with one hard and two easy "
            "bots counts as hard.") + "\n" + self.tr(
            "Hot-seat games (two or more humans at one screen) are not counted.") + "\n" + self.tr(
            "A win is what each game's rules call winning: in 天地人 a heaven hand, an Earth "
            "hand, an Earth grab or a Man hand, whatever the points. A first place is the top "
            "score."))
        self.buttons.button(QDialogButtonBox.StandardButton.Reset).setText(self.tr("&Reset…"))
        self.level_label.setText(self.tr("&Level:"))
        self.level.setAccessibleName(self.tr("Opponent level"))
        self.pages.setTabText(0, self.tr("Pictures"))
        self.pages.setTabText(1, self.tr("Figures"))
        self.pages.setAccessibleName(self.tr("Statistics pages"))
        self.tabs.setAccessibleName(self.tr("Game"))
        self.rate_chart.set_title(self.tr("Win rate over time"), self.tr("No finished games yet"))
        self.level_chart.set_title(self.tr("Win rate by level"), self.tr("No finished games yet"))
        self.score_chart.set_title(self.tr("Scores of the last games"),
                                   self.tr("No scores yet"))
        self.accuracy_chart.set_title(self.tr("Your review accuracy"), self.tr(
            "No game reviewed yet: \"Review this game\" at a game's end or on a replay's card "
            "grades your decisions, and their accuracy shows here."))
        self.fill()

    def game(self) -> str:
        return self.game_ids[self.tabs.currentIndex()] if self.game_ids else ""

    def columns(self) -> list[str]:
        """ALL and the three levels always; UNKNOWN only when it holds games."""
        held = self.book.buckets(self.game())
        return [ALL, *LEVELS] + ([UNKNOWN] if UNKNOWN in held else [])

    def fill(self) -> None:
        columns = self.columns()
        current = max(0, self.table.currentColumn())
        self.table.setColumnCount(len(columns))
        self.table.setHorizontalHeaderLabels([self.level_name(c) for c in columns])
        self.table.setVerticalHeaderLabels([self.row_name(r) for r in ROWS])
        for col, bucket in enumerate(columns):
            summary = self.book.summary(self.game(), bucket)
            for row, key in enumerate(ROWS):
                self.table.setItem(row, col, QTableWidgetItem(self.figure(summary, key)))
        self.level.blockSignals(True)
        self.level.clear()
        self.level.addItems([self.level_name(c) for c in columns])
        self.level.blockSignals(False)
        self.table.setCurrentCell(0, min(current, len(columns) - 1))
        self.table.resizeRowsToContents()
        self._show_chart()

    def _level_chosen(self, index: int) -> None:
        if index >= 0 and index != self.table.currentColumn():
            self.table.setCurrentCell(max(0, self.table.currentRow()), index)

    def _show_chart(self) -> None:
        columns = self.columns()
        index = min(max(0, self.table.currentColumn()), len(columns) - 1)
        if self.level.currentIndex() != index:
            self.level.blockSignals(True)
            self.level.setCurrentIndex(index)
            self.level.blockSignals(False)
        bucket = columns[index]
        summary = self.book.summary(self.game(), bucket)
        results = summary.recent
        self.chart.set_results(results)
        self.chart_title.setText(arg(self.tr("Last %n result(s): %1", "", len(results)), self.level_name(bucket)))
        self._show_pictures(summary)

    def _show_pictures(self, summary: Summary) -> None:
        """The strip and the three pictures of one level's summary (and the levels' bars)."""
        self.strip.set_figures(summary.win_rate, self.tr("Win rate"), [
            (str(summary.games), self.row_name("games")),
            (self.figure(summary, "streak"), self.row_name("streak")),
            (self.figure(summary, "best_streak"), self.row_name("best_streak")),
            (self.figure(summary, "best_score"), self.row_name("best_score"))])
        rates = win_rate_line(summary)
        self.rate_chart.set_rates(rates, arg(self.tr(
            "Win rate after each of the last %1 games, from %2 to %3"), str(len(rates)),
            f"{rates[0]:.0%}" if rates else "—", f"{rates[-1]:.0%}" if rates else "—"))
        levels = [(self.level_name(b), self.book.summary(self.game(), b).win_rate,
                   self.book.summary(self.game(), b).games) for b in self.columns()[1:]]
        self.level_chart.set_levels(levels, "; ".join(
            arg(self.tr("%1: %2 of %n game(s) won", "", games), name,
                "—" if rate is None else f"{rate:.0%}") for name, rate, games in levels))
        self._show_accuracy()
        bins = score_bins(summary.recent, most=6)
        self.score_chart.set_bins(bins, "; ".join(
            arg(self.tr("score %1: %n game(s)", "", b.count), band(b)) for b in bins))

    def _show_accuracy(self) -> None:
        """Your accuracy in the reviewed games of this game at the level chosen."""
        columns = self.columns()
        bucket = columns[min(max(0, self.table.currentColumn()), len(columns) - 1)]
        accuracies = [r.accuracy for r in self.book.reviews.of(self.game(), bucket)]
        n, words = len(accuracies), ""
        if n == 1:
            words = arg(self.tr("Accuracy in your one reviewed game: %1"),
                        f"{accuracies[0]:.0f} %")
        elif n:
            template = self.tr("Accuracy in the last %n reviewed game(s): from %1 to %2, mean %3",
                               "", n)
            words = arg(template, f"{accuracies[0]:.0f} %", f"{accuracies[-1]:.0f} %",
                        f"{sum(accuracies) / n:.0f} %")
        self.accuracy_chart.set_accuracies(accuracies, words or self.accuracy_chart.empty_text)

    # ---- words ---------------------------------------------------------------------
    def level_name(self, bucket: str) -> str:
        names = {ALL: self.tr("All levels"), UNKNOWN: self.tr("Level not recorded")}
        if bucket in names:
            return names[bucket]
        return strings.bot_level(bucket)

    def row_name(self, key: str) -> str:
        return {"games": self.tr("Games"), "wins": self.tr("Won"), "draws": self.tr("Drawn"),
                "win_rate": self.tr("Win rate"), "firsts": self.tr("First places"),
                "streak": self.tr("Current streak"),
                "best_streak": self.tr("Best streak"), "best_score": self.tr("Best score"),
                "average_score": self.tr("Average score"), "time": self.tr("Time played"),
                "undo": self.tr("Games with undo")}[key]

    def figure(self, summary: Summary, key: str) -> str:
        """One cell's text; a dash where there is nothing to say yet."""
        if key in ("games", "wins", "draws", "firsts", "undo"):
            attr = {"undo": "undo_games"}.get(key, key)
            return str(getattr(summary, attr))
        if key == "win_rate":
            return "—" if summary.win_rate is None else f"{summary.win_rate:.0%}"
        if key == "streak":
            # The cell says which run it is (Chinese: 連勝 3 場 / 連敗 2 場): the row is shared
            # by every column, and each level may be on a different kind of run.
            if summary.streak > 0:
                return self.tr("%n win(s)", "current streak: won in a row", summary.streak)
            if summary.streak < 0:
                return self.tr("%n loss(es)", "current streak: lost in a row", -summary.streak)
            return "—"
        if key == "best_streak":
            # Under "Best streak" (最長連勝) the count alone: 連勝 is the row's word already.
            return self.tr("%n win(s)", "best streak", summary.best_streak) if summary.best_streak else "—"
        if key in ("best_score", "average_score"):
            value = summary.best_score if key == "best_score" else summary.average_score
            return "—" if value is None else _number(value)
        return self.duration(summary.seconds) if summary.seconds else "—"

    def duration(self, seconds: int) -> str:
        if seconds < 60:
            return self.tr("%n second(s)", "", seconds)
        if seconds < 3600:
            return self.tr("%n minute(s)", "", seconds // 60)
        return arg(self.tr("%1 h %2 min"), str(seconds // 3600), f"{seconds % 3600 // 60:02d}")

    @staticmethod
    def describe(problem: stats_file.Problem) -> str:
        """A problem with the statistics file, in words (also for the status bar)."""
        texts = {
            "damaged": QCoreApplication.translate(
                "StatisticsDialog", "The statistics file %1 was damaged. It was set aside as %3 "
                "and the statistics start afresh."),
            "newer": QCoreApplication.translate(
                "StatisticsDialog", "The statistics file %1 was written by a newer Jiupai; "
                "this version leaves it as it is and counts nothing."),
            "unreadable": QCoreApplication.translate(
                "StatisticsDialog", "The statistics file %1 cannot be read: %2 Nothing is "
                "counted."),
            "unwritable": QCoreApplication.translate(
                "StatisticsDialog", "The statistics could not be saved in %1: %2"),
        }
        # why, in the reader's language (the English detail is for the log)
        why = problems.clause(problem.reason or ("unwritable" if problem.kind == "unwritable"
                                                 else "unreadable"), problem.errno)
        return arg(texts[problem.kind], problem.path, why, problem.moved_to)

    def _reset(self) -> None:
        answer = QMessageBox.question(self, self.tr("Statistics"), self.tr(
            "Forget the statistics of every game and level? This cannot be undone."))
        if answer == QMessageBox.StandardButton.Yes:
            stats_file.reset()
            self.reload()
            self.fill()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"
