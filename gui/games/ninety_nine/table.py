"""The 九九 table: the running total in the middle, the pile and the stock beside it,
the opponents round the top, the human's hand at the bottom.

The table decides no rule: a card is highlighted when some legal action names it;
clicking it plays the one action, or offers the choices (±, 99/0, which player,
which direction) in place. Events are animated in order; a hand's end holds the
next hand's events until the player asks for it.
"""
from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ...table import CardItem
from ...table.choice_bar import Choice, ChoiceBar
from ...table.game_table import GameTable
from ...table.hold import EventHold
from ...table.plate import PlayerPlate
from .board import NinetyNineBoard
from .items import TotalDial
from .text import NinetyNineText
from ...lang.arg import arg


class NinetyNineTable(EventHold, NinetyNineBoard, NinetyNineText, GameTable):
    """九九 on the felt; see the module docstring."""

    def __init__(self, game_id: str = "ninety_nine", parent: QWidget | None = None) -> None:
        self._hand_items: dict[str, CardItem] = {}
        self._pool_items: list[CardItem] = []
        self._plates: dict[int, PlayerPlate] = {}
        self._choosing: list[dict] = []
        self.dial: TotalDial | None = None
        self.choice_bar = ChoiceBar()
        self.choice_bar.chosen.connect(self.choose)
        self.choice_bar.cancelled.connect(self._cancel_choice)
        super().__init__(game_id, parent)
        self.controls.addWidget(self.choice_bar)
        self._init_hold()

    # ---- words ------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.choice_bar.set_cancel(self.tr("Cancel"), bool(self._choosing))
        if self._choosing:
            self._offer(self._choosing)
        super().retranslate()
        if getattr(self, "_hold", False):
            self.retranslate_hold()          # a hand's summary on show, in the new language

    # ---- hold at a hand's end (gui.table.hold) ----------------------------------------
    def show_event(self, ev: dict) -> None:
        self._animate_event(ev)
        self.log_event(ev)

    def hold_after(self, ev: dict, rest: list[dict]) -> bool:
        return ev.get("kind") == "hand_end" and not any(e.get("kind") == "match_end" for e in rest)

    def on_held(self, ev: dict) -> None:
        self._announce_hand(ev)

    def _announce_hand(self, ev: dict) -> None:
        rows = []
        points = ev.get("points", [])
        for seat in ev.get("placing", []):
            rows.append((self.name(seat), str(points[seat]) if seat < len(points) else ""))
        title = arg(self.tr("%1 wins hand %2"), self.name(ev["winner"]), str(ev["hand"]))
        self.announce(title, self.tr("Placings this hand, and hands won so far:"), rows,
                      next_hand=True, new_match=False)

    # ---- choosing -----------------------------------------------------------------------
    def show_legal(self, legal: list[dict]) -> None:
        playable = {c for a in legal for c in (a.get("cards") or [])}
        taking = any(a.get("kind") == "take" for a in legal)
        for card, item in self._hand_items.items():
            item.set_playable(card in playable and not taking, bool(legal))
        for item in self._pool_items:
            item.set_playable(taking and item.card in playable, taking)
        if not legal:
            self._cancel_choice()
        pending = (self.observation or {}).get("pending")
        if legal and pending and legal[0].get("kind") == "keep":
            self.set_status(arg(self.tr("%1 sanctions you: choose the one card you keep."), self.name(pending["sanctioner"])))

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
        self.choice_bar.offer([Choice(self.choice_text(a), a["notation"]) for a in options])
        targets = {a.get("target") for a in options}
        single_card_targets = len(targets) == len(options) and -1 not in targets
        for seat, plate in self._plates.items():
            plate.set_targetable(single_card_targets and seat in targets)

    def _plate_clicked(self, seat: int) -> None:
        matches = [a for a in self._choosing if a.get("target") == seat]
        if len(matches) == 1:
            self.choose(matches[0]["notation"])

    def _cancel_choice(self) -> None:
        self._choosing = []
        self.choice_bar.reset()
        for plate in self._plates.values():
            plate.set_targetable(False)

    def choose(self, notation: str) -> None:
        self._cancel_choice()
        super().choose(notation)

    # ---- the kit's hint (gui/table/assist.py) -------------------------------------------
    def present_hint(self, action: dict, notation: str) -> None:
        """Raise the hinted card(s); when a card is played one of several ways, open the
        choice and mark the hinted way (and its target)."""
        cards = set(action.get("cards") or ())
        for item in list(self._hand_items.values()) + self._pool_items:
            item.set_selected_card(item.card in cards)
        options = [a for a in self.legal if set(a.get("cards") or ()) & cards]
        if len(options) > 1:
            self._offer(options)
            self.choice_bar.mark(notation)
            target = action.get("target", -1)
            for seat, plate in self._plates.items():
                plate.set_targetable(seat == target)

    def withdraw_hint(self) -> None:
        for item in list(self._hand_items.values()) + self._pool_items:
            item.set_selected_card(False)

    def hint_text(self, action: dict, notation: str) -> str:
        cards = action.get("cards") or ()
        if not (action.get("label") or action.get("target", -1) >= 0):
            return " + ".join(self.card_text(c) for c in cards) or notation
        way = self.choice_text(action)
        return way if len(cards) != 1 else f"{self.card_text(cards[0])}  {way}"
