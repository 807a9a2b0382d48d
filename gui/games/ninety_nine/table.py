"""The 九九 table: the running total in the middle, the pile and the stock beside it,
the opponents round the top, the human's hand at the bottom.

The table decides no rule: a card is highlighted when some legal action names it;
clicking it plays the one action, or offers the choices (±, 99/0, which player,
which direction) in place. The kit's queue animates each event (`board.animate`) and
stops at a hand's end until the player asks for the next hand (`hold_after`).
"""
from __future__ import annotations

from PySide6.QtWidgets import QWidget

from engine.turn import Turn

from ...lang.arg import arg
from ...table.choice_bar import Choice, ChoiceBar
from ...table.game_table import GameTable
from .board import NinetyNineBoard
from .keys import NinetyNineKeys
from .text import NinetyNineText


class NinetyNineTable(GameTable):
    """九九 on the felt; see the module docstring. Its parts: `board` (what the felt shows)
    and `words` (its texts); the choice bar offers the ways to play a card."""

    def __init__(self, game_id: str = "ninety_nine", parent: QWidget | None = None) -> None:
        self._choosing: list[dict] = []
        self.choice_bar = ChoiceBar()
        self.choice_bar.chosen.connect(self.choose)
        self.choice_bar.cancelled.connect(self._cancel_choice)
        super().__init__(game_id, parent)
        self.words = NinetyNineText(self)
        self.board = NinetyNineBoard(self)
        self.controls.addWidget(self.choice_bar)
        self.keys.use(NinetyNineKeys(self))   # keyboard play (keys.py)
        self.retranslate()

    # the board's items, by the names the lessons' marks and the tests use
    @property
    def hand_items(self):
        return self.board.hand_items if hasattr(self, "board") else {}

    @property
    def dial(self):
        return self.board.dial

    # ---- words ------------------------------------------------------------------------
    def retranslate(self) -> None:
        if not hasattr(self, "words"):
            return                           # (GameTable.__init__ calls it before the parts)
        self.choice_bar.set_cancel(self.tr("Cancel"), bool(self._choosing))
        if self._choosing:
            self._offer(self._choosing)
        super().retranslate()

    def describe_event(self, event: dict) -> str:
        return self.words.describe_event(event)

    def scores(self, obs: dict) -> list[str] | None:
        return self.words.scores(obs)

    def why_not_text(self, code: str, params: dict) -> str:
        return self.words.why_not_text(code, params)

    # ---- the kit's hooks ----------------------------------------------------------------
    def render(self, obs: dict) -> None:
        self.board.render(obs)
        if self._choosing:                   # a redraw (language, text size) keeps the aim
            self._mark_targets(self._choosing)

    def animate_event(self, event: dict) -> None:
        self.board.animate(event)

    def forget_drawing(self) -> None:
        self.board.forget()

    def hold_after(self, event: dict, rest: list[dict]) -> bool:
        """A hand's end stops play (its summary), unless the match ends with it."""
        return event.get("kind") == "hand_end" and not any(
            e.get("kind") == "match_end" for e in rest)

    def show_held(self, event: dict, turn: Turn) -> None:
        rows = []
        points = event.get("points", [])
        for seat in event.get("placing", []):
            rows.append((self.name(seat), str(points[seat]) if seat < len(points) else ""))
        title = arg(self.tr("%1 wins hand %2"), self.name(event["winner"]), str(event["hand"]))
        self.announce(title, self.tr("Placings this hand, and hands won so far:"), rows,
                      next_hand=True, new_match=False)

    def game_status(self, text: str) -> str:
        pending = (self.observation or {}).get("pending")
        if self.legal and pending and self.legal[0].get("kind") == "keep":
            return arg(self.tr("%1 sanctions you: choose the one card you keep."),
                       self.name(pending["sanctioner"]))
        return text

    # ---- choosing -----------------------------------------------------------------------
    def show_legal(self, legal: list[dict]) -> None:
        playable = {c for a in legal for c in (a.get("cards") or [])}
        taking = any(a.get("kind") == "take" for a in legal)
        for card, item in self.board.hand_items.items():
            item.set_playable(card in playable and not taking, bool(legal))
        for item in self.board.pool_items:
            item.set_playable(taking and item.card in playable, taking)
        if not legal:
            self._cancel_choice()

    def _card_clicked(self, card: object) -> None:
        options = [a for a in self.legal if card in (a.get("cards") or [])]
        if len(options) == 1:
            self.choose(options[0]["notation"])
        elif options:
            self._offer(options)

    def _offer(self, options: list[dict]) -> None:
        self._choosing = options
        self.choice_bar.set_prompt(self.tr("Choose how to play it:"))
        self.choice_bar.set_cancel(self.tr("Cancel"), True)
        self.choice_bar.offer([Choice(self.words.choice_text(a), a["notation"]) for a in options])
        self._mark_targets(options)

    def _mark_targets(self, options: list[dict]) -> None:
        """The plates a card of `options` may be aimed at are targets (5 指定, the swaps)."""
        targets = {a.get("target") for a in options}
        single_card_targets = len(targets) == len(options) and -1 not in targets
        for seat, plate in self.board.plates.items():
            plate.set_targetable(single_card_targets and seat in targets)

    def _plate_clicked(self, seat: int) -> None:
        matches = [a for a in self._choosing if a.get("target") == seat]
        if len(matches) == 1:
            self.choose(matches[0]["notation"])

    def _cancel_choice(self) -> None:
        self._choosing = []
        self.choice_bar.reset()
        for plate in self.board.plates.values():
            plate.set_targetable(False)

    def choose(self, notation: str) -> None:
        self._cancel_choice()
        super().choose(notation)

    # ---- the kit's hint (gui/table/assist.py) -------------------------------------------
    def present_hint(self, action: dict, notation: str) -> None:
        """Raise the hinted card(s); when a card is played one of several ways, open the
        choice and mark the hinted way (and its target)."""
        cards = set(action.get("cards") or ())
        for item in list(self.board.hand_items.values()) + self.board.pool_items:
            item.set_selected_card(item.card in cards)
        options = [a for a in self.legal if set(a.get("cards") or ()) & cards]
        if len(options) > 1:
            self._offer(options)
            self.choice_bar.mark(notation)
            target = action.get("target", -1)
            for seat, plate in self.board.plates.items():
                plate.set_targetable(seat == target)

    def withdraw_hint(self) -> None:
        for item in list(self.board.hand_items.values()) + self.board.pool_items:
            item.set_selected_card(False)

    def hint_text(self, action: dict, notation: str) -> str:
        words = self.words
        cards = action.get("cards") or ()
        if not (action.get("label") or action.get("target", -1) >= 0):
            return " + ".join(words.card_text(c) for c in cards) or notation
        way = words.choice_text(action)
        return way if len(cards) != 1 else f"{words.card_text(cards[0])}  {way}"

    # texts the lessons and tests ask of the table
    def card_text(self, card: str) -> str:
        return self.words.card_text(card)

    def choice_text(self, action: dict) -> str:
        return self.words.choice_text(action)
