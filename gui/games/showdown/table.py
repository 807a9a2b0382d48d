"""The 九局對決 table: a baseball diamond with runners, the batter's red card meeting the
pitcher's black card with the judgement in words, outs, decks, abilities, line score.

The table decides no rule: a card is highlighted when a legal action names it, and a
button is shown only when its action is legal. Clicking 小王 opens a picker of the
legal `play LJ=..` namings; "Discard 1, draw 1" asks for the card to discard.

The kit's queue shows each move (gui/table/turn_queue.py): the board animates its events
one by one, then the position is drawn and the legal moves shown. Play never stops between
half-innings: the banner in the middle says who was retired and who bats now while the
next pitch is awaited, as on a scoreboard.
"""
from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QPushButton, QVBoxLayout, QWidget

from engine.cards import SUIT_SYMBOLS

from ...lang.arg import arg
from ...style import set_hinted, set_role
from ...table.choice_bar import Choice, ChoiceBar
from ...table.game_table import GameTable
from ...table.passes import checkpoint
from .board import ShowdownBoard
from .glossary import ShowdownGlossary
from .keys import ShowdownKeys
from .text import ShowdownText, card, line_score_html

RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")


class ShowdownTable(GameTable):
    """九局對決 on the felt; see the module docstring. Its parts: `board` (what the felt
    shows, and what it remembers of the last plays) and `words` (its texts); the choice bar
    holds the buttons, the picker 小王's namings."""

    def __init__(self, game_id: str = "showdown", parent: QWidget | None = None) -> None:
        self._mode: str | None = None            # None, "swap" or "joker"
        self.action_buttons: dict[str, QPushButton] = {}
        self.picker_buttons: dict[str, QPushButton] = {}
        self.end_rows: list[tuple[str, str]] = []   # the match-end box's standings
        self._build_bar()
        super().__init__(game_id, parent)
        self.words = ShowdownText(self)
        self.glossary = ShowdownGlossary(self)      # what its words and cards mean (tooltips)
        self.board = ShowdownBoard(self)
        self.controls.addWidget(self.bar)
        self.controls.addWidget(self.picker)
        self.keys.use(ShowdownKeys(self))   # keyboard play (keys.py)
        self.retranslate()

    def _build_bar(self) -> None:
        self.bar = ChoiceBar(bold_prompt=True)
        self.bar.chosen.connect(self.choose)
        self.bar.cancelled.connect(self._cancel_mode)
        self.prompt, self.cancel_button = self.bar.prompt, self.bar.cancel_button
        self.picker = QWidget()
        outer = QVBoxLayout(self.picker)
        outer.setContentsMargins(0, 0, 0, 0)
        grid = QGridLayout()
        grid.setSpacing(3)
        outer.addLayout(grid)
        for r, suit in enumerate("HD"):
            for c, rank in enumerate(RANKS):
                button = QPushButton(SUIT_SYMBOLS[suit] + rank)
                set_role(button, "suitRed")
                button.setMinimumWidth(40)
                notation = f"play LJ={rank}{suit}"
                button.clicked.connect(lambda _=False, n=notation: self.choose(n))
                grid.addWidget(button, r, c)
                self.picker_buttons[notation] = button
                checkpoint()    # a picture's table: a pass when its slice is spent
        self.picker.hide()

    # the board's items, by the names the kit's hint and the tests use
    @property
    def hand_items(self):
        return self.board.hand_items if hasattr(self, "board") else {}

    # ---- words --------------------------------------------------------------------------
    def retranslate(self) -> None:
        if not hasattr(self, "board"):
            return                           # (GameTable.__init__ calls it before the parts)
        self.bar.set_cancel(self.tr("Cancel"), self._mode is not None)
        super().retranslate()
        self.show_legal(self.legal)          # the prompt and buttons, also with no position

    def describe_event(self, event: dict) -> str:
        return self.words.describe(event, int(self.observation.get("away", 0) or 0))

    def scores(self, obs: dict) -> list[str] | None:
        score = obs.get("score")
        if isinstance(score, list) and len(score) == len(self.names):
            return [str(x) for x in score]
        return None

    def why_not_text(self, code: str, params: dict) -> str:
        return self.words.why_not(code, params)

    def explain_terms(self, text: str) -> str:
        return self.glossary.explain(text) if hasattr(self, "glossary") else ""

    def counter_group_name(self, group: str) -> str:
        return self.tr("Red deck") if group == "red" else self.tr("Black deck")

    # ---- the kit's hooks ----------------------------------------------------------------
    def show_event(self, event: dict, animated: bool = True) -> None:
        """Every event shown is remembered first, also one a fast turn only logs: the middle
        of the table tells the last play and the half-inning's change from them."""
        self.board.seen.remember(event)
        super().show_event(event, animated)

    def render(self, obs: dict) -> None:
        self.board.render(obs)

    def animate_event(self, event: dict) -> None:
        self.board.animate(event)

    def announce_result(self, result: dict) -> None:
        """The final line score and the winner (the last play has been animated)."""
        obs, names = self.observation, self.names    # shown names (the result holds the stored)
        returns = list(result.get("returns") or [0, 0])
        human = int(result.get("human_seat", self.human_seat))
        score = list(obs.get("score") or [0, 0])
        if returns[0] == returns[1]:
            title = self.tr("A tie!")
        elif self.handover.hot_seat():     # two humans: the winner by name
            title = self.handover.winner_title(int(returns[1] > returns[0]))
        elif returns[human] > returns[1 - human]:
            title = self.tr("You win!")
        else:
            title = arg(self.tr("%1 wins"), names[1 - human])
        order = sorted(range(len(names)), key=lambda i: -returns[i])
        self.end_rows = [(names[i], str(score[i])) for i in order]
        board = self.board.line_score(dict(obs, over=True))
        html = line_score_html(self.tr("Final line score"), board.columns, board.rows,
                               board.r_label, board.h_label)
        self.announce(title, html, self.end_rows, next_hand=False, new_match=True)

    def clear(self) -> None:
        super().clear()
        self.board.forget()
        self._mode = None

    # ---- choosing -----------------------------------------------------------------------
    def _kinds(self) -> dict[str, list[dict]]:
        out: dict[str, list[dict]] = {}
        for action in self.legal:
            out.setdefault(action["notation"].split()[0], []).append(action)
        return out

    def show_legal(self, legal: list[dict]) -> None:
        kinds = self._kinds() if legal else {}
        if not legal:
            self._mode = None
        if self._mode == "swap":
            playable = {a["card"] for a in kinds.get("swap", [])}
        elif self._mode == "joker":
            playable = set()
        else:
            playable = {a.get("card") for k in ("play", "defend", "answer") for a in kinds.get(k, [])}
        for code, item in self.board.hand_items.items():
            item.set_playable(code in playable, bool(legal))
            item.set_selected_card(self._mode == "joker" and code == "LJ")
        self._fill_buttons(kinds)
        self.bar.set_prompt(self.words.prompt(set(kinds), self._mode, self.observation)
                            if kinds else "")
        self.bar.set_cancel(self.tr("Cancel"), self._mode is not None)
        self.picker.setVisible(self._mode == "joker")
        if self._mode == "joker":
            for notation, button in self.picker_buttons.items():
                button.setEnabled(any(a["notation"] == notation for a in legal))

    def _fill_buttons(self, kinds: dict[str, list[dict]]) -> None:
        wanted = [("draw", self.tr("Draw a card"), "draw"), ("nodefence", self.tr("No defence"), "nodefence"),
                  ("club7", self.tr("♣7 Tactical switch"), "club7"),
                  ("swap", self.tr("Discard 1, draw 1"), None), ("accept", self.tr("Accept"), "accept")]
        choices = [] if self._mode is not None else [
            Choice(text, notation or "", None if notation else self._start_swap, key)
            for key, text, notation in wanted if key in kinds]
        self.bar.offer(choices)
        self.action_buttons = self.bar.buttons

    def _card_clicked(self, code: object) -> None:
        kinds = self._kinds()
        if self._mode == "swap":
            match = [a for a in kinds.get("swap", []) if a["card"] == code]
        else:
            match = [a for k in ("play", "defend", "answer") for a in kinds.get(k, [])
                     if a.get("card") == code]
        if code == "LJ" and len(match) > 1:
            self._mode = "joker"
            self.show_legal(self.legal)
        elif match:
            self.choose(match[0]["notation"])

    def card_refused(self, code: object) -> None:
        """A dimmed card: as a defence, or as the discard of 弃1摸1 in that mode."""
        self.why_not.ask(f"swap {code}" if self._mode == "swap" else str(code))

    def _start_swap(self) -> None:
        self._mode = "swap"
        self.show_legal(self.legal)

    def _cancel_mode(self) -> None:
        self._mode = None
        self.show_legal(self.legal)

    def choose(self, notation: str) -> None:
        self._mode = None
        self.picker.hide()
        super().choose(notation)

    # ---- the kit's hint (gui/table/assist.py) -------------------------------------------
    def present_hint(self, action: dict, notation: str) -> None:
        """Raise the hinted card (for 小王's naming, open the picker on the named card),
        or outline the hinted button."""
        kind = notation.split()[0]
        hinted = action.get("card") or ""
        if kind == "swap":
            self._mode = "swap"
            self.show_legal(self.legal)
        elif hinted == "LJ" and action.get("named"):
            self._mode = "joker"
            self.show_legal(self.legal)
            for key, button in self.picker_buttons.items():
                set_hinted(button, key == notation)
        for code, item in self.board.hand_items.items():
            item.set_selected_card(code == hinted)
        self.bar.mark(kind)

    def withdraw_hint(self) -> None:
        for item in self.board.hand_items.values():
            item.set_selected_card(False)
        for button in self.picker_buttons.values():
            set_hinted(button, False)

    def hint_text(self, action: dict, notation: str) -> str:
        kind, hinted = notation.split()[0], action.get("card") or ""
        words = {"draw": self.tr("Draw a card"), "nodefence": self.tr("No defence"),
                 "club7": self.tr("♣7 Tactical switch"), "accept": self.tr("Accept")}
        if kind in words:
            return words[kind]
        if kind == "swap":
            return arg(self.tr("Discard %1, draw 1"), card(hinted))
        if action.get("named"):
            return arg(self.tr("%1 as %2"), card(hinted), card(action["named"]))
        return card(hinted)
