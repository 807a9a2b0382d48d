"""What the player has selected on the 天地人 table, and which legal plays it makes.

A play is chosen by selecting its cards (clicks, or a drag across them), not by clicking one
card: the selection is matched against the legal actions on show through the engine's own
helpers (selection.matching: a legal play with exactly those cards by rank, or a legal
body step with cards for kickers the engine allows). Nothing here decides a rule, and
nothing here is drawn: the table shows the selection on its cards and buttons.
"""
from __future__ import annotations

from typing import Any

from .selection import bodies_for, matching, parse_legal, usable_ranks

#: Above this many legal actions (a lead offers hundreds) no card is dimmed: working out
#: which ranks take part in some play would cost more than it helps.
DIM_LIMIT = 200


class CardSelection:
    """The selected cards of the hand (by index, duplicates allowed) and the legal actions
    they are matched against."""

    def __init__(self) -> None:
        self.hand: list[str] = []            # the hand as drawn (sorted, one entry per card)
        self.indices: set[int] = set()
        self.legal: list[dict] = []
        self.to_beat: str | None = None      # the play on the table (None: a lead)
        self.hinted: str | None = None       # the hint's whole play, while it is selected
        self._parsed: list[tuple[str, Any]] | None = []

    def show_legal(self, legal: list[dict], to_beat: str | None) -> None:
        self.legal, self.to_beat, self._parsed = list(legal), to_beat, None

    def set_hand(self, cards: list[str], changed: bool) -> None:
        """The hand as drawn now; a hand whose cards changed voids the selection."""
        self.hand = list(cards)
        if changed:
            self.indices, self.hinted = set(), None

    def forget(self) -> None:
        self.hand, self.indices, self.legal, self.to_beat, self.hinted = [], set(), [], None, None
        self._parsed = []

    @property
    def parsed(self) -> list[tuple[str, Any]]:
        """The legal actions, parsed (lazily: a lead offers hundreds)."""
        if self._parsed is None:
            self._parsed = parse_legal(self.legal)
        return self._parsed

    def cards(self) -> list[str]:
        return [self.hand[i] for i in sorted(self.indices) if i < len(self.hand)]

    def indices_of(self, cards: list[str]) -> set[int]:
        """Indexes in the hand of exactly these cards (by notation, duplicates allowed)."""
        wanted, found = list(cards), set()
        for i, card in enumerate(self.hand):
            if card in wanted:
                wanted.remove(card)
                found.add(i)
        return found

    def matches(self) -> list[str]:
        """The notations the selected cards can be sent as (none for no selection)."""
        if not self.indices:
            return []
        return matching(self.parsed, self.cards(), self.hand, self.to_beat)

    def bodies(self) -> list[Any]:
        """The legal body steps the selected cards are (a play whose kickers are to come)."""
        return bodies_for(self.parsed, self.cards()) if self.indices else []

    def can_pass(self) -> bool:
        return any(a.get("notation") == "pass" for a in self.legal)

    def usable(self) -> set[int] | None:
        """When following a play: the ranks some legal play uses, the others are dimmed
        (None: dim nothing)."""
        if not self.legal or self.to_beat is None or len(self.legal) >= DIM_LIMIT:
            return None
        return usable_ranks(self.parsed)
