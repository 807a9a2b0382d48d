""""Why not?" on every table: a refused click or selection is explained in one line.

A table calls `why_not.ask(attempt)` with what the human tried (a card, a selection, in the
notation the table builds actions in; see engine/explain.py). The request goes to the
worker (`EngineWorker.explain`, the engine thread), whose answer — a reason code and its
parameters, never words — comes back by queued signal to `show_reason`. The words come from
the game's text module (`table.why_not_text(code, params)`) or, for the reasons every game
shares, from here; they stand on the status line for a few seconds, then the status the
table would show anyway comes back.

A click on a hand card while another player is to act is a refused attempt too: the table
has no legal actions then, so nothing else would answer it. WhyNot watches the felt's
presses for that case and asks the worker, whose answer is the shared "not your turn"
reason naming the player who is playing.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QGraphicsItem

from ..lang.arg import arg

# How long a reason stays on the status line.
SHOW_MS = 4500


class WhyNot(QObject):
    """One per table (GameTable.why_not); `requested(attempt)` goes to the worker."""

    requested = Signal(str)
    answered = Signal()          # a reason arrived (a table may name the selection with it)

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self._table = table
        self._attempt: str | None = None
        self._reason: dict | None = None
        self._words: Callable[[], str] | None = None    # a line the table says itself
        self.text = ""                      # the line on show, "" when none
        self._answer: tuple[str, str] | None = None   # (attempt, its line): the last answer
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear)
        table.view.viewport().installEventFilter(self)

    def ask(self, attempt: str) -> None:
        """Ask the worker why `attempt` is refused; the answer arrives at show_reason."""
        self._attempt = attempt
        self.requested.emit(attempt)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A press on a hand card while it is not the human's turn: ask why (see above)."""
        if event.type() == QEvent.Type.MouseButtonPress and self._waiting():
            view = self._table.view
            items = view.items(event.position().toPoint())
            card = next((c for c in map(self._hand_card, items) if c is not None), None)
            if card is not None:
                self.ask(card)
        return False

    def explain(self, words: Callable[[], str]) -> None:
        """A refusal the table can word itself (a key that does nothing, gui/table/
        keyboard.py): shown as a reason is, and said again after a language switch."""
        self._attempt, self._reason, self._words = None, None, words
        self._show()

    def waiting(self) -> bool:
        """Is a game on and another player to act (a key or click is then "not your turn")?"""
        return self._waiting()

    def _waiting(self) -> bool:
        """A game running, the human not to act, and nothing else between the moves (a
        hand's summary or 天地人's heaven (a hold), 托管 — whose own click takes the seat back)."""
        table = self._table
        obs = table.observation or {}
        return (bool(obs) and not obs.get("is_over") and not table.legal
                and table.result.result is None and not table.assist.autoplay_on
                and not table.hand_end.status() and not table.overlay.isVisible()
                and not table.holding())

    def _hand_card(self, item: QGraphicsItem) -> str | None:
        """The card code if `item` (or its parent) is one of the human's hand cards."""
        hand = self._table.hand_items
        pairs = (list(hand.items()) if isinstance(hand, dict)
                 else [(getattr(other, "card", None), other) for other in hand])
        while item is not None:
            for code, other in pairs:
                if item is other:
                    return code if isinstance(code, str) else "?"
            item = item.parentItem()
        return None

    def show_reason(self, reason: dict) -> None:
        """The worker's answer: show it unless the human has tried something else since."""
        if reason.get("attempt") != self._attempt:
            return
        self._reason, self._words = reason, None
        self._show()

    def retranslate(self) -> None:
        """A language switch while a reason is on show: say it again in the new language."""
        if self.text and (self._reason is not None or self._words is not None):
            self._show()

    def forget(self) -> None:
        """What was asked about is gone (a selection became one that is fine): an answer
        still on its way is dropped, and the line on show goes."""
        self._attempt = None
        self._answer = None
        self.clear()

    def answer_for(self, attempt: str) -> str:
        """The reason given for `attempt`, in words ("" if none came for it): it outlasts the
        few seconds the status line shows it."""
        return self._answer[1] if self._answer and self._answer[0] == attempt else ""

    def clear(self) -> None:
        """Give the status line back to the table."""
        self._timer.stop()
        shown, self.text, self._reason, self._words = self.text, "", None, None
        if shown and self._table.status.text() == shown:
            self._table.update_status()

    def words(self, code: str, params: dict) -> str:
        """The line for a reason: the shared codes here, the rest from the game's text."""
        common = {
            "game_over": lambda: self.tr("The game is over."),
            "not_your_turn": lambda: arg(self.tr("Wait: it is %1's turn."), self._player(params.get("player"))),
            "not_in_hand": lambda: self.tr("That card is not in your hand."),
            "unreadable": lambda: self.tr("That is not a move in this game."),
        }
        if code in common:
            return common[code]()
        text = self._table.why_not_text(code, params)
        return text or self.tr("That is not a move you can make now.")

    def _show(self) -> None:
        reason = self._reason or {}
        self.text = self._words() if self._words is not None else \
            self.words(str(reason.get("code", "")), dict(reason.get("params") or {}))
        self._answer = (str(reason.get("attempt")), self.text)
        self._table.status.setText(self.text)
        terms = self._table.explain_terms(self.text)      # "Follow Rocket…": what it is
        self._table.status.setToolTip(f"{self.text}\n\n{terms}" if terms else self.text)
        self._timer.start(SHOW_MS)
        self.answered.emit()

    def _player(self, seat: Any) -> str:
        names = self._table.names
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
