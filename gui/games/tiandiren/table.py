"""The 天地人 table: the opponents' plates across the top, the round and 接风 panel on
the left, the current trick in the middle (newest play on top), the human's 54-card
hand in two rank-grouped rows at the bottom.

The table decides no rule. Cards are selected by click or by dragging across them;
"Play" is enabled only when the selection is exactly the cards of an action in
`legal` (compared by rank with the engine's own helper, choices.py); "Hint" asks the
worker for the engine's move and selects its cards. The kit's queue shows each move;
the game's own opening (the deal and the heaven phase) stops at the heaven announcement
until the player presses Continue (`hold_after`, `show_held`).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QGraphicsView, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from engine.games.tiandiren.combos import body_of, parse_play
from engine.games.tiandiren.deck import rank_index
from engine.turn import Turn

from ...table.choice_bar import Choice, ChoiceBar
from ...table.game_table import GameTable
from .board import TiandirenBoard
from .cards import DragController
from .choices import CardSelection
from .glossary import TiandirenGlossary
from .keys import TiandirenKeys
from .odds import HeavenOddsDialog
from .selection import hint_cards, opening_events, play_kind
from .text import TiandirenWords


class TiandirenTable(GameTable):
    """天地人 on the felt; see the module docstring. Its parts: `board` (what the felt
    shows), `words` (its texts) and `selection` (the cards selected, the plays they make);
    the buttons and the choice bar under the felt are its own."""

    opening_over_table = False      # the deal and the heaven phase are its own opening

    def __init__(self, game_id: str = "tiandiren", parent: QWidget | None = None) -> None:
        self.selection = CardSelection()
        self._offered: list[str] = []
        self._board_key: tuple = ()
        self._build_controls()
        super().__init__(game_id, parent)
        self.words = TiandirenWords(self)
        self.glossary = TiandirenGlossary(self.words)   # what its words mean (tooltips)
        self.why_not.answered.connect(self._update_buttons)    # "no play — why" by the buttons
        drag = DragController(self.scene.items, self._set_selected,
                              lambda i: i in self.selection.indices, self._selection_changed)
        self.board = TiandirenBoard(self, drag)
        self.controls.addWidget(self.choice_bar)
        self.controls.addWidget(self.button_bar)
        self.view.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.overlay.standings.setMinimumWidth(560)     # long names and titles stay readable
        self.keys.use(TiandirenKeys(self))   # keyboard play (keys.py)
        self.retranslate()

    def _build_controls(self) -> None:
        self.button_bar = QWidget()
        bar = QHBoxLayout(self.button_bar)
        bar.setContentsMargins(0, 0, 0, 0)
        self.selection_label = QLabel()
        self.selection_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.selection_label.setWordWrap(True)       # a long reason takes a second line, whole
        bar.addWidget(self.selection_label, 1)
        self.odds_button = QPushButton()
        self.clear_button = QPushButton()
        self.pass_button = QPushButton()
        self.play_button = QPushButton()
        for button, slot in ((self.odds_button, self.show_odds), (self.clear_button, self.clear_selection),
                             (self.pass_button, self.play_pass),
                             (self.play_button, self.play_selection)):
            button.clicked.connect(slot)
            bar.addWidget(button)
        self.choice_bar = ChoiceBar()
        self.choice_bar.chosen.connect(self.choose)
        # Shown only while a selection can be played more than one way: kept in place, its
        # empty row was a strip of nothing above the buttons at every move (issue 34.5).
        policy = self.choice_bar.sizePolicy()
        policy.setRetainSizeWhenHidden(False)
        self.choice_bar.setSizePolicy(policy)
        self.choice_bar.hide()

    # the parts' items and texts, by the names the lessons' marks and the tests use
    @property
    def hand_items(self) -> list:
        return self.board.hand_view.items if hasattr(self, "board") else []

    @property
    def _hand(self) -> list[str]:
        return self.selection.hand

    def play_text(self, notation: str, kind: Any = None, cards: int | None = None) -> str:
        return self.words.play_text(notation, kind, cards)

    def notation_text(self, notation: str) -> str:
        return self.words.notation_text(notation)

    def info_content(self, obs: dict, human: int) -> tuple:
        return self.words.info_content(obs, human)

    # ---- words ------------------------------------------------------------------------
    def retranslate(self) -> None:
        if not hasattr(self, "words"):
            return                           # (GameTable.__init__ calls it before the parts)
        self.odds_button.setText(self.tr("Heaven odds"))
        self.clear_button.setText(self.tr("Clear selection"))
        self.pass_button.setText(self.tr("Pass"))
        self.play_button.setText(self.tr("Play"))
        if self._offered:
            self._offer(self._offered)
        self._board_key = ()
        super().retranslate()
        self._update_buttons()

    def describe_event(self, event: dict) -> str:
        return self.words.describe_event(event)

    def scores(self, obs: dict) -> list[str] | None:
        return self.words.scores(obs)

    def score_tips(self, obs: dict) -> list[str] | None:
        return self.words.score_tips(obs)

    def why_not_text(self, code: str, params: dict) -> str:
        return self.words.why_not_text(code, params)

    def game_status(self, text: str) -> str:
        """The heaven phase, an earth grab (搶地) and the first lead say what to do."""
        obs = self.observation
        if self.heaven_showing():
            return self.tr("Heaven phase: press Continue to play on.")
        if self.legal and obs.get("phase") == "qiangdi":
            return self.tr("Earth grab (搶地): play your whole hand at once, or pass.")
        if self.legal and obs.get("first_lead"):
            return self.tr("Your lead: empty your hand at once for an Earth hand (地牌), or lead any play.")
        return text

    def explain_terms(self, text: str) -> str:
        return self.glossary.explain(text) if hasattr(self, "glossary") else ""

    def announce_result(self, result: dict) -> None:
        """Who won what: every 胜出者 (天牌, 地牌, 搶地, 人牌) is named, standings by points."""
        status = list(self.observation.get("status") or [])
        title, message, rows = self.words.standings(result, status, self.human_seat)
        self.announce(title, message, rows, next_hand=False, new_match=True)

    def fill_scoreboard(self) -> None:
        """Rebuilt only when a name, a score or what it was won with changed; whose turn it
        is (the bold row) is set in place (bots play fast: this runs after every move)."""
        obs = self.observation or {}
        key = (tuple(self.away.names(self.names)), self.human_seat,     # (an away seat marked)
               tuple(self.scores(obs) or ()) if obs else (), tuple(self.score_tips(obs) or ()) if obs else ())
        current = obs.get("current_player")
        if key != self._board_key or self.scoreboard.rowCount() != len(self.names):
            self._board_key = key
            super().fill_scoreboard()
            return
        for row in range(self.scoreboard.rowCount()):
            for col in range(2):
                item = self.scoreboard.item(row, col)
                if item is not None and item.font().bold() != (row == current):
                    font = item.font()
                    font.setBold(row == current)
                    item.setFont(font)

    # ---- the kit's hooks: drawing and the heaven announcement ---------------------------
    def render(self, obs: dict) -> None:
        changed = self.board.render(obs)
        self.selection.set_hand(self.board.hand_view.cards, changed)
        self.board.hand_view.set_selected(self.selection.indices)

    def animate_event(self, event: dict) -> None:
        turn = self.queue.held_turn()             # the turn being shown
        self.board.animate(event, ends_game=turn is not None and turn.returns is not None)

    def opening_events(self, turn: Turn) -> list[dict]:
        """The deal, the heaven hands and round 1 (read from the first position when an
        opening comes without its events)."""
        return list(turn.events) or opening_events(turn.observation)

    def hold_after(self, event: dict, rest: list[dict]) -> bool:
        """The heaven phase is announced, and play waits for Continue, after its last
        winner (「初始阶段」: the heaven hands are shown before the rounds are played)."""
        return event.get("kind") == "heaven" and not any(e.get("kind") == "heaven" for e in rest)

    def show_held(self, event: dict, turn: Turn) -> None:
        """The position after the heaven phase with the announcement over the trick."""
        self.observation = dict(turn.observation)
        self.fill_scoreboard()
        self.render(self.observation)            # (draws the announcement while it is held)
        self.show_legal([])
        self.update_status()

    def close_held(self) -> None:
        self.board.hide_heaven()

    def heaven_showing(self) -> bool:
        """Is the heaven announcement up (play held until Continue)?"""
        held = self.queue.held_event()
        return held is not None and held.get("kind") == "heaven"

    # ---- selection ------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self._rescale)

    def _rescale(self) -> None:
        if hasattr(self, "board"):
            self.board.rescale()

    def _set_selected(self, index: int, on: bool) -> None:
        indices = self.selection.indices
        if on:
            indices.add(index)
        else:
            indices.discard(index)
        items = self.hand_items
        if 0 <= index < len(items):
            items[index].set_selected_card(on)

    def _selection_changed(self) -> None:
        self.selection.hinted = None
        self._hide_choices()
        self._update_buttons()
        if self.selection.indices and self.legal and not self.selection.matches():
            # no legal play is these cards: the worker says why (gui/table/why_not.py)
            self.why_not.ask(self._attempt())
        elif self.legal:
            self.why_not.forget()           # an answer about an earlier selection is stale
        elif self.why_not.text:
            self.why_not.clear()

    def _attempt(self) -> str:
        """The selection as the "why not?" question asks about it."""
        return "play " + " ".join(self.selected_cards())

    def selected_cards(self) -> list[str]:
        return self.selection.cards()

    def select_cards(self, cards: list[str]) -> None:
        """Select exactly these cards (by notation, duplicates allowed)."""
        wanted = self.selection.indices_of(cards)
        for i in range(len(self.hand_items)):
            if (i in wanted) != (i in self.selection.indices):
                self._set_selected(i, i in wanted)
        self._selection_changed()

    def clear_selection(self) -> None:
        self.select_cards([])

    def show_legal(self, legal: list[dict]) -> None:
        to_beat = self.observation.get("table")
        # another trick, or the turn came or went: a reason given for the selection is stale
        stale = to_beat != self.selection.to_beat or bool(legal) != bool(self.selection.legal)
        self.selection.show_legal(legal, to_beat)
        usable = self.selection.usable()
        self.board.hand_view.set_dimmed(lambda card: usable is not None and rank_index(card) not in usable)
        if not legal:
            self._hide_choices()
        if stale and self.selection.indices:
            self.why_not.forget()
            self._selection_changed()       # (asks again when it is the player's turn)
        self._update_buttons()
        self._card_tips(to_beat)

    def _card_tips(self, to_beat: str | None) -> None:
        """Each hand card says what it is good for and, dimmed, why (issue 34.11)."""
        against = self.words.play_text(to_beat) if to_beat else None
        for item in self.hand_items:
            tip = self.glossary.card_tip(item.card, against if item._dimmed else None)
            if item.toolTip() != tip:
                item.setToolTip(tip)

    def _update_buttons(self) -> None:
        matches = self.selection.matches()
        self.play_button.setEnabled(bool(matches))
        self.pass_button.setEnabled(self.selection.can_pass())
        self.clear_button.setEnabled(bool(self.selection.indices))
        count = len(self.selection.indices)
        if not count:
            text = self.tr("Click cards or drag across them to select a play.") if self.selection.legal else ""
        else:       # the selection named as it is picked (words.selection_line)
            text = self.words.selection_line(count, [self._match_text(n) for n in matches],
                                             self.selection.bodies(),
                                             self.why_not.answer_for(self._attempt()))
        self.selection_label.setText(text)
        terms = self.explain_terms(text) if text else ""
        self.selection_label.setToolTip(f"{text}\n\n{terms}" if terms else text)

    def _match_text(self, notation: str, full: bool = False) -> str:
        kind = play_kind(notation)
        words = self.words
        return f"{words.notation_text(notation)}  {words.kind_name(kind)}" if full \
            else words.play_text(notation, kind)

    # ---- actions ------------------------------------------------------------------------
    def play_selection(self) -> None:
        """Play the selected cards: the one legal play they make (the hinted one when the
        hint selected them), or offer the ways they can be played."""
        matches = self.selection.matches()
        if self.selection.hinted in matches:
            self.choose(self.selection.hinted)
        elif len(matches) == 1:
            self.choose(matches[0])
        elif matches:
            self._offer(matches)

    def play_pass(self) -> None:
        if self.selection.can_pass():
            self.choose("pass")

    def show_odds(self) -> None:
        players = len(self.observation.get("hand_counts") or self.names) or 2
        dialog = HeavenOddsDialog(players, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.odds_dialog = dialog

    def _offer(self, matches: list[str]) -> None:
        self._offered = list(matches)
        self.choice_bar.set_prompt(self.tr("These cards can be played as:"))
        self.choice_bar.offer([Choice(self._match_text(n, full=True), n) for n in matches])
        self.choice_bar.show()

    def _hide_choices(self) -> None:
        self._offered = []
        self.choice_bar.reset()
        self.choice_bar.hide()

    def choose(self, notation: str) -> None:
        self._hide_choices()
        self.selection.hinted = None
        super().choose(notation)
        if not self.legal:                  # the move went (a lesson may refuse one)
            self._let_go()

    def _let_go(self) -> None:
        """The player moved: cards selected and not played (a pass) are let go, with the
        reason given for them (they stayed raised over the next tricks, issue 34.2)."""
        for index in list(self.selection.indices):
            self._set_selected(index, False)
        self.why_not.forget()
        self._update_buttons()

    # ---- the kit's hint (gui/table/assist.py), shown as a selection -------------------------
    def hint_action(self, notation: str | None) -> dict | None:
        """A hint names the whole play, kickers included; its first step is what is legal."""
        found = super().hint_action(notation)
        if found is None and notation and self.legal:
            found = super().hint_action(str(body_of(parse_play(notation))))
        return found

    def present_hint(self, action: dict, notation: str) -> None:
        """Select the hinted cards (or point at Pass)."""
        if notation == "pass":
            self.select_cards([])
        else:
            self.select_cards(hint_cards(self._hand, notation))
            self.selection.hinted = notation

    def withdraw_hint(self) -> None:
        """The selection the hint made stays until the player changes it."""

    def hint_text(self, action: dict, notation: str) -> str:
        return self.tr("pass this time") if notation == "pass" else self._match_text(notation)

    def play_hint(self) -> None:
        notation = self.hint_notation()
        if notation == "pass":
            self.play_pass()
        elif notation is not None:
            self.present_hint({}, notation)
            self.play_selection()

    def clear(self) -> None:
        super().clear()                          # (the scene is emptied: the board forgets it)
        self.board.clear()
        self.selection.forget()
        self._board_key = ()
