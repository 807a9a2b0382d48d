"""The 九尊 table: every territory as three columns headed 王 后 公子 with the pledged
cards stacked beneath, the round card and phase, the current bout, the human's hand.

The table decides no rule: what may be clicked comes from the legal actions (choices.py).
Its parts: `words` (text.py), `board` (board.py: what the felt shows; its `animation`,
animation.py: each event's animation) and `choices` (choices.py: the selection, the
highlights, the bar of buttons below the felt). The kit's queue animates each event
(`animate_event`), stops at a round's end until the player asks for the next round
(`hold_after`, `show_held`), then draws the position (`render`) and shows the legal actions
(`show_legal`).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHeaderView, QTableWidgetItem, QWidget

from engine.turn import Turn

from ...lang.arg import arg
from ...lang.i18n import current_language
from ...table.game_table import GameTable
from .board import PrimatumBoard
from .choices import PrimatumChoices
from .items import COUNTRY_COLOURS
from .keys import PrimatumKeys
from .text import PrimatumText


class PrimatumTable(GameTable):
    """九尊 on the felt; see the module docstring."""

    counter_glyphs = {"K": "王", "H": "后", "P": "公子"}     # the palace cards, as on their faces

    def __init__(self, game_id: str = "primatum", parent: QWidget | None = None) -> None:
        self.end_rows: list[tuple[int, str]] = []    # (seat, points) of the end table, in order
        super().__init__(game_id, parent)
        self.words = PrimatumText(self)
        self.board = PrimatumBoard(self)
        self.choices = PrimatumChoices(self)
        self.controls.addWidget(self.choices.bar)
        self.keys.use(PrimatumKeys(self))   # keyboard play (keys.py)
        self.retranslate()

    # the parts' widgets and items, by the names the lessons' marks and the tests use
    @property
    def hand_items(self) -> dict:
        return self.board.hand_items if hasattr(self, "board") else {}

    @property
    def action_bar(self) -> QWidget:
        return self.choices.bar

    @property
    def prompt(self):
        return self.choices.prompt

    @property
    def column_buttons(self) -> list:
        return self.choices.column_buttons

    @property
    def play_button(self):
        return self.choices.play_button

    @property
    def pass_button(self):
        return self.choices.pass_button

    @property
    def draw_button(self):
        return self.choices.draw_button

    @property
    def clear_button(self):
        return self.choices.clear_button

    # ---- words ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        if not hasattr(self, "choices"):
            return                           # (GameTable.__init__ calls it before the parts)
        self.choices.retranslate()
        super().retranslate()

    def describe_event(self, event: dict) -> str:
        return self.words.describe_event(event)

    def why_not_text(self, code: str, params: dict) -> str:
        return self.words.why_not_text(code, params)

    def scores(self, obs: dict) -> list[str] | None:
        values = obs.get("final_scores") or obs.get("scores")
        if isinstance(values, list) and len(values) == len(self.names):
            return [str(int(v)) for v in values]
        return None

    # texts the lessons and tests ask of the table
    def card_text(self, code: str) -> str:
        return self.words.card_text(code)

    def bout_title(self, obs: dict) -> str:
        return self.words.bout_title(obs)

    # ---- the kit's hooks ------------------------------------------------------------------
    def render(self, obs: dict) -> None:
        self.board.render(obs)
        self.choices.redrawn(obs)

    def animate_event(self, event: dict) -> None:
        self.board.animate(event)

    def hold_after(self, event: dict, rest: list[dict]) -> bool:
        """A round's end stops play (its summary), unless the game ends with it."""
        return event.get("kind") == "round_end" and not any(
            e.get("kind") == "game_over" for e in rest)

    def show_held(self, event: dict, turn: Turn) -> None:
        """The round's summary (大勝方, 大亂方 and what they lost, the points so far): from the
        turn's observation, the position after the round, whose points count the loss."""
        obs = turn.observation
        title, message, rows = self.words.round_summary(obs)
        if self.observation and obs.get("scores"):
            self.observation["scores"] = list(obs["scores"])
            self.fill_scoreboard()
        self.announce(title, message, rows, next_hand=True, new_match=False)
        self.overlay.next_button.setText(self.words.next_round_label())

    def show_legal(self, legal: list[dict]) -> None:
        self.choices.show(legal)

    def choose(self, notation: str) -> None:
        self.choices.selected = []
        super().choose(notation)

    # ---- the kit's hint (gui/table/assist.py) -------------------------------------------
    def present_hint(self, action: dict, notation: str) -> None:
        self.choices.present_hint(action, notation)

    def withdraw_hint(self) -> None:
        self.choices.withdraw_hint()

    def hint_text(self, action: dict, notation: str) -> str:
        return self.choices.hint_text(action, notation)

    # ---- the card counter and the replay's "All hands" ------------------------------------
    def counter_group_name(self, group: str) -> str:
        """The country's one-character name (齊 … 秦, as the rules write it beside "Qi"):
        five columns of names would make the counter strip too wide for the board."""
        if group not in "QCZWN":
            return group
        if current_language() == "en":
            return "齊楚趙魏秦"["QCZWN".index(group)]
        return self.words.country_name("QCZWN".index(group))

    def counter_group_colour(self, group: str) -> str:
        return COUNTRY_COLOURS["QCZWN".index(group)] if group in "QCZWN" else ""

    def face_of(self, code: str) -> object:
        """What a CardItem shows for a 九尊 card (gui/replay.py's "All hands" strip)."""
        return self.board.face(code)

    # ---- the end --------------------------------------------------------------------------
    def announce_result(self, result: dict) -> None:
        obs = self.observation
        names = self.names       # shown names (the result holds the stored ones)
        returns = [int(v) for v in (result.get("returns") or [0] * len(names))]
        table = self.words.final_table(obs, returns)
        human = result.get("human_seat", self.human_seat)
        winner = table[0]["seat"] if table else 0
        title = self.handover.winner_title(winner) or (   # hot-seat: the winner by name
            QCoreApplication.translate("GameTable", "You win!") if winner == human
            else arg(self.tr("%1 wins"), self.name(winner)))
        self.announce(title, self.words.end_message(obs, table), [(r["name"], r["points"]) for r in table],
                      next_hand=False, new_match=True)
        self._fill_end_table(table)

    def _fill_end_table(self, table: list[dict]) -> None:
        grid = self.overlay.standings
        headers = [self.tr("Place"), self.tr("Player"), self.tr("Cards"), self.tr("Palace cards"),
                   self.tr("Rows 2, 3, …"), self.tr("Points")]
        grid.setColumnCount(len(headers))
        grid.setHorizontalHeaderLabels(headers)
        grid.setRowCount(len(table))
        self.end_rows = []
        for i, row in enumerate(table):
            cells = (str(i + 1), row["name"], str(row["cards"]), str(row["palace"]), row["rows"],
                     row["points"])
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                grid.setItem(i, col, item)
            self.end_rows.append((row["seat"], row["points"]))
        header = grid.horizontalHeader()
        for col in range(len(headers)):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch if col == 1
                                        else QHeaderView.ResizeMode.ResizeToContents)
        grid.setMinimumWidth(min(760, max(420, self.width() - 120)))
        self.overlay._place()
