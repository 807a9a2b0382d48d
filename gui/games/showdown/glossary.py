"""What 九局對決's words and cards mean, at a glance where they appear (issue 34.11).

The judgement in the middle of the field and on the status line says "right suit", "wrong
suit — productive out", "perfect out", "intentional walk"…; `explain(text)` gives one line
per such term, for the tooltip of the place that shows it. `card_tip` is a hand card's
tooltip: what a red card does on a hit, what a black card holds. The sentences say the rules
the player reads (resources/rules/<lang>/showdown.md); nothing here decides one.
"""
from __future__ import annotations

from PySide6.QtCore import QObject

from ...lang.arg import arg
from ...table.words import card_name

RIGHT_SUIT = {"S": "H", "C": "D"}       # ♠ stops ♥, ♣ stops ♦ (the suit chain)


class ShowdownGlossary(QObject):
    """The definitions (context ShowdownGlossary)."""

    def terms(self) -> list[tuple[str, str]]:
        """(a word a text names it by, its line) for every term worth explaining."""
        return [
            (self.tr("right suit", "as the judgement line says it"),
             self.tr("Right suit: ♠ against ♥, ♣ against ♦. A red J, Q, K or A is fully stopped "
                     "only by a black card of the right suit, as high or higher.")),
            (self.tr("wrong suit", "as the judgement line says it"),
             self.tr("Wrong suit: a higher black card of the other suit still gets the batter out "
                     "against a red J, Q, K or A, but every runner advances one base.")),
            (self.tr("productive out", "as the judgement line says it"),
             self.tr("Productive out: the batter is out and every runner advances one base.")),
            (self.tr("perfect out", "as the judgement line says it"),
             self.tr("Perfect out (Big Joker): the batter is out and the bases are cleared; the "
                     "batter may discard a red card to make it a plain out.")),
            (self.tr("intentional walk", "as the judgement line says it"),
             self.tr("Intentional walk (♣8 against a J, Q or K): the batter goes to 1st; only "
                     "forced runners move.")),
            (self.tr("hit and run", "as the judgement line says it"),
             self.tr("Hit and run (a red J): a single on which every runner goes two bases.")),
            (self.tr("steal", "as the judgement line says it"),
             self.tr("Steal (♥3): the runners advance one base whatever the defence, unless it "
                     "is ♠3.")),
            (self.tr("foul", "as the judgement line says it"),
             self.tr("Foul (♦3): any defence but ♣3 makes it a foul: no out, no hit, the batter "
                     "swings again.")),
            (self.tr("tactical switch", "as the log says it"),
             self.tr("♣7 tactical switch: when no black card in hand holds, discard ♣7 and draw; "
                     "a drawn card that holds is played at once.")),
        ]

    def explain(self, text: str) -> str:
        """One line per term `text` names (in the language on screen), "" when none."""
        folded = text.casefold()
        return "\n".join(line for word, line in self.terms() if word.casefold() in folded)

    def card_tip(self, card: str) -> str:
        """A hand card's tooltip: its name and what it does."""
        lines = [card_name(card), *self._red(card), *self._black(card)]
        return "\n".join(line for line in lines if line)

    def _red(self, card: str) -> list[str]:
        if card == "LJ":
            return [self.tr("Name any red card: the Little Joker counts exactly as that card.")]
        rank, suit = card[:-1], card[-1:]
        if suit not in ("H", "D"):
            return []
        if card == "3H":
            return [self.tr("Steal: the runners advance one base whatever the defence, unless "
                            "it is ♠3.")]
        if card == "3D":
            return [self.tr("Foul: any defence but ♣3 makes it a foul: the batter swings "
                            "again.")]
        hit = {"J": self.tr("On a hit: single, hit and run — every runner goes two bases."),
               "Q": self.tr("On a hit: double — batter to 2nd, every runner two bases."),
               "K": self.tr("On a hit: triple — batter to 3rd, every runner scores."),
               "A": self.tr("On a hit: home run — the batter and every runner score.")}.get(
            rank, self.tr("On a hit: single — batter to 1st, every runner one base."))
        if rank not in ("J", "Q", "K", "A"):
            return [hit]
        stopper = "♠" if suit == "H" else "♣"
        return [hit, arg(self.tr("Only a %1 card as high or higher stops it fully (the right "
                                 "suit); a higher card of the other suit is a productive out."),
                         stopper)]

    def _black(self, card: str) -> list[str]:
        if card == "BJ":
            return [self.tr("Perfect out: beats every red card; the batter is out and the bases "
                            "are cleared.")]
        rank, suit = card[:-1], card[-1:]
        if suit not in RIGHT_SUIT:
            return []
        lines = [arg(self.tr("Holds a red card up to %1: black ≥ red, the batter is out."), rank)]
        lines.append(arg(self.tr("The right suit against a red %1 J, Q, K or A."),
                         "♥" if suit == "S" else "♦"))
        special = {"8C": self.tr("Intentional walk: against a J, Q or K the batter goes to 1st."),
                   "7C": self.tr("Tactical switch: when no black card holds, discard it and draw; "
                                 "a card that holds is played at once."),
                   "3S": self.tr("Stops the steal of ♥3."),
                   "3C": self.tr("Stops the foul of ♦3.")}.get(card)
        return lines + ([special] if special else [])
