"""What the 九尊 player may do now, and the clicks that do it: a part the table owns
(`table.choices`, context PrimatumChoices).

It decides no rule. A hand card is clickable when some legal action (先/打 or 押) names it
together with the cards already selected; the Play button is enabled only when the selection
equals a legal play's cards; a column is lit only when a legal 押 (of the selected card) or a
legal territory loss names it; 過 and 摸 appear only when legal. A click the legal actions do
not allow is sent to the kit's "Why not?" (gui/table/why_not.py) with what was tried.

The bar below the felt (`bar`): the prompt, a button per lit column, Clear, Play, Pass, Take.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from ...lang.arg import arg
from ...style import set_hinted
from .board import COLUMN_GLYPHS
from .items import PrimatumCard
from .layout import card_scale, column_positions

if TYPE_CHECKING:
    from .table import PrimatumTable


class PrimatumChoices(QObject):
    """The selection, the highlights and the action bar (see the module docstring)."""

    def __init__(self, table: PrimatumTable) -> None:
        super().__init__(table)
        self.table = table
        self.selected: list[str] = []    # the hand cards picked for a play or a pledge
        self.live: list[dict] = []       # the legal actions on show (none once one is chosen)
        self.ghosts: list[PrimatumCard] = []
        self.bar = QWidget()
        row = QHBoxLayout(self.bar)
        row.setContentsMargins(0, 0, 0, 0)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        row.addWidget(self.prompt, 1)
        self.column_buttons: list[QPushButton] = []
        for col in range(3):
            button = QPushButton()
            button.clicked.connect(lambda _=False, c=col: self.column_clicked(c))
            self.column_buttons.append(button)
            row.addWidget(button)
        self.play_button = QPushButton()
        self.play_button.clicked.connect(self._play_clicked)
        self.pass_button = QPushButton()
        self.pass_button.clicked.connect(lambda: self.simple("pass"))
        self.draw_button = QPushButton()
        self.draw_button.clicked.connect(lambda: self.simple("draw"))
        self.clear_button = QPushButton()
        self.clear_button.clicked.connect(self.clear_selection)
        for button in (self.clear_button, self.play_button, self.pass_button, self.draw_button):
            # whole words on every button: the prompt beside them wraps instead
            button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            row.addWidget(button)

    def retranslate(self) -> None:
        self.pass_button.setText(self.tr("Pass (過)"))
        self.draw_button.setText(self.tr("Take the neutral hand (摸)"))
        self.clear_button.setText(self.tr("Clear"))
        self.update_bar()

    # ---- showing what is legal ------------------------------------------------------------
    def redrawn(self, obs: dict) -> None:
        """The felt was drawn again: its old ghosts are gone with the scene, and a selected
        card no longer in the hand is no longer selected."""
        self.ghosts = []
        hand = set(obs.get("hand") or [])
        self.selected = [c for c in self.selected if c in hand]

    def show(self, legal: list[dict]) -> None:
        """Highlight what `legal` allows with the cards selected so far."""
        board = self.table.board
        self.live = list(legal)
        if not legal:
            self.selected = []
        sel = set(self.selected)
        choices = self.actions("play") + self.actions("pledge")
        for code, item in board.hand_items.items():
            ok = code in sel or any(sel | {code} <= set(a.get("cards") or ()) for a in choices)
            item.set_playable(bool(legal) and ok, bool(legal))
            if (code in sel) != getattr(item, "_picked", False):
                item._picked = code in sel
                item.set_selected_card(code in sel)
        if board.neutral_item is not None:
            board.neutral_item.set_legal(bool(self.actions("draw")))
        modes = self.column_modes()
        for col, slot in board.slots.items():
            slot.set_mode(modes.get(col, ""))
        self._mark_losses()
        self._show_ghosts([c for c, m in modes.items() if m == "pledge"])
        self.update_bar()

    def actions(self, kind: str) -> list[dict]:
        return [a for a in self.live if a["notation"].split()[0] == kind]

    def column_modes(self) -> dict[int, str]:
        """Column -> "lose" (a legal loss), "pledge" (a legal 押 of the one selected card)
        or, with no single card selected, "may" (some card of the hand may be pledged there:
        after a won bout the columns that can take a 押 are marked before a card is chosen)."""
        modes = {a["col"]: "lose" for a in self.actions("lose")}
        for a in self.actions("pledge"):
            if len(self.selected) != 1:
                modes.setdefault(a["col"], "may")
            elif a["cards"][0] == self.selected[0]:
                modes[a["col"]] = "pledge"
        return modes

    def _mark_losses(self) -> None:
        """The cards a legal loss would take: the bottom `loss_count` of each such column."""
        table = self.table
        count = int(table.observation.get("loss_count") or 0)
        lose = {a["col"] for a in self.actions("lose")}
        for col, items in enumerate(table.board.terr_items.get(table.human_seat, [])):
            for i, item in enumerate(items):
                item.set_marked(col in lose and i >= len(items) - count)

    def _show_ghosts(self, columns: list[int]) -> None:
        """A faint copy of the selected card where each legal pledge would put it."""
        table = self.table
        for ghost in self.ghosts:
            if ghost.scene() is not None:
                table.scene.removeItem(ghost)
        self.ghosts = []
        n = table.board.players()
        items = table.board.terr_items.get(table.human_seat) or []
        for col in columns:
            if col >= len(items):
                continue
            ghost = table.board.card_item(self.selected[0])
            ghost.setScale(card_scale(n))
            ghost.setPos(column_positions(table.human_seat, n, col, len(items[col]) + 1,
                                          table.board.drops.get(table.human_seat, 0.0))[-1])
            ghost.setOpacity(0.82)
            ghost.setZValue(55)
            table.scene.addItem(ghost)
            self.ghosts.append(ghost)

    def matching_play(self) -> dict | None:
        """The legal play (先/打) whose cards are exactly the selection."""
        sel = set(self.selected)
        if not sel:
            return None
        return next((a for a in self.actions("play") if set(a["cards"]) == sel), None)

    def update_bar(self) -> None:
        table = self.table
        plays, passes = self.actions("play"), self.actions("pass")
        in_bout = bool(plays or passes)
        leading = not ((table.observation.get("bout") or {}).get("plays"))
        self.play_button.setText(self.tr("Lead (先)") if leading else self.tr("Play (打)"))
        self.play_button.setVisible(in_bout)
        self.play_button.setEnabled(self.matching_play() is not None)
        self.pass_button.setVisible(bool(passes))
        self.clear_button.setVisible(in_bout)
        self.clear_button.setEnabled(bool(self.selected))
        self.draw_button.setVisible(bool(self.actions("draw")))
        modes = self.column_modes()
        for col, button in enumerate(self.column_buttons):
            mode = modes.get(col, "")
            button.setVisible(mode in ("pledge", "lose"))     # ("may": choose a card first)
            if mode == "pledge":
                button.setText(self.pledge_text(col))
            elif mode == "lose":
                button.setText(self.lose_text(col))
        self.prompt.setText(table.words.prompt_text(self.live, self.selected, table.observation))
        self.bar.setVisible(bool(self.live))

    def pledge_text(self, col: int) -> str:
        return arg(self.tr("Pledge under %1"), COLUMN_GLYPHS[col])

    def lose_text(self, col: int) -> str:
        count = str(int(self.table.observation.get("loss_count") or 0))
        return arg(self.tr("Lose %1 from %2"), count, COLUMN_GLYPHS[col])

    # ---- clicks ---------------------------------------------------------------------------
    def card_clicked(self, code: str) -> None:
        if not self.live:
            return
        if code in self.selected:
            self.selected.remove(code)
        else:
            self.selected.append(code)
        self.show(self.live)

    def card_refused(self, code: str) -> None:
        """A dimmed card: no legal play or pledge holds it with the cards selected; ask why."""
        if self.live:
            self.table.why_not.ask("play " + " ".join(self.selected + [code]))

    def clear_selection(self) -> None:
        self.selected = []
        self.show(self.live)

    def _play_clicked(self) -> None:
        action = self.matching_play()
        if action is not None:
            self.table.choose(action["notation"])

    def simple(self, kind: str) -> None:
        """過 or 摸: the one legal action of that kind."""
        found = self.actions(kind)
        if found:
            self.table.choose(found[0]["notation"])

    def column_clicked(self, col: int) -> None:
        for a in self.actions("lose"):
            if a["col"] == col:
                self.table.choose(a["notation"])
                return
        if len(self.selected) == 1:
            for a in self.actions("pledge"):
                if a["col"] == col and a["cards"][0] == self.selected[0]:
                    self.table.choose(a["notation"])
                    return
        self.column_refused(col)

    def column_refused(self, col: int) -> None:
        """A click on one of the player's columns that takes nothing: ask why (a pledge of
        the chosen card, or the column itself: not now, choose a card first, a loss rule)."""
        if self.live:
            pledging = len(self.selected) == 1 and self.table.observation.get("stage") == "play"
            self.table.why_not.ask(f"pledge {self.selected[0]} {col}" if pledging else f"column {col}")

    # ---- the kit's hint (gui/table/assist.py) -----------------------------------------
    def present_hint(self, action: dict, notation: str) -> None:
        """Select the hinted cards (Play is then enabled) and outline the hinted button:
        the column of a pledge or a loss, 過 or 摸."""
        self.selected = list(action.get("cards") or ())
        self.show(self.live)
        kind, col = notation.split()[0], action.get("col", -1)
        marked = {"play": self.play_button, "pass": self.pass_button, "draw": self.draw_button}
        button = self.column_buttons[col] if kind in ("pledge", "lose") and 0 <= col < 3 else (
            marked.get(kind))
        for other in self.column_buttons + list(marked.values()):
            set_hinted(other, other is button)

    def withdraw_hint(self) -> None:
        for button in self.column_buttons + [self.play_button, self.pass_button, self.draw_button]:
            set_hinted(button, False)

    def hint_text(self, action: dict, notation: str) -> str:
        kind, col = notation.split()[0], action.get("col", -1)
        cards = self.table.words.cards_text(action.get("cards") or ())
        if kind == "pledge":
            return cards + "  " + self.pledge_text(col)
        if kind == "lose":
            return self.lose_text(col)
        if kind == "pass":
            return self.tr("Pass (過)")
        if kind == "draw":
            return self.tr("Take the neutral hand (摸)")
        return cards
