"""What 天地人's words mean, at a glance where they appear (issue 34.11).

A newcomer meets "Rocket", "Starship", "Lone boat", "kickers" and "Earth grab" on the status
line, above the trick and under the felt; `explain(text)` gives one line per such term in a
text, for the tooltip of the place that shows it. `card_tip` is a hand card's tooltip: what
the card is good for here, and — when it is dimmed — why. The sentences say the rules the
player reads (resources/rules/<lang>/tiandiren.md, 附录二); nothing here decides one: which
cards are dimmed comes from the legal actions the table was sent.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from ...lang.arg import arg
from ...lang.strings import unglossed
from ...table.words import card_name


class TiandirenGlossary(QObject):
    """The definitions (context TiandirenGlossary); `words` is the table's TiandirenWords."""

    def __init__(self, words: Any) -> None:
        super().__init__(words)
        self.words = words

    def kind_help(self, kind: int) -> str:
        """What a combination is, after its name."""
        return {
            3: self.tr("five or more consecutive ranks, 3 up to A."),
            4: self.tr("three or more consecutive pairs, 3 up to A."),
            5: self.tr("three of a rank, alone or with one single or one pair as kickers; or a "
                       "chain of consecutive trios, each with the same kind of kicker."),
            6: self.tr("four of a rank with two singles or two pairs as kickers; or a chain of "
                       "consecutive fours."),
            7: self.tr("one joker alone (the highest single), or with one single or one pair as "
                       "its kicker, never a 2."),
            8: self.tr("a bomb: four or more of a rank, no kickers. It beats every other play "
                       "but a bigger bomb."),
            9: self.tr("exactly three 3s: beats every Drone."),
            10: self.tr("two jokers: beats everything."),
        }.get(kind, "")

    def terms(self) -> list[tuple[tuple[str, ...], str]]:
        """(the words a text may name it by, its line) for every term worth explaining."""
        words = self.words
        out = []
        for kind in range(3, 11):
            name = words.kind_name(kind)
            out.append(((name, unglossed(name)), arg(self.tr("%1: %2"), name, self.kind_help(kind))))
        out.append(((self.tr("kicker", "a word of the name of kickers, as texts say it"),),
                    self.tr("Kickers: the singles or pairs a Rocket, Starship or Lone boat carries "
                            "along; you choose them.")))
        for status, help_ in (
                ("di", self.tr("the very first lead of round 1 plays out the whole hand: 3,000 "
                               "points.")),
                ("qiangdi", self.tr("the winner of round 1's trick plays out the whole hand with "
                                    "the next lead: 1,500 points (you may decline).")),
                ("ren", self.tr("the first to empty the hand in round 3: 2,000 points; everyone "
                                "still holding cards loses."))):
            name = words.title_name(status)
            out.append(((name, unglossed(name)), arg(self.tr("%1: %2"), name, help_)))
        return out

    def explain(self, text: str) -> str:
        """One line per term `text` names (in the language on screen), "" when none."""
        folded = text.casefold()
        lines = [line for names, line in self.terms()
                 if any(name and name.casefold() in folded for name in names)]
        return "\n".join(dict.fromkeys(lines))

    def card_tip(self, card: str, dimmed_against: str | None) -> str:
        """A hand card's tooltip: its name, what its rank is good for (a 2, a 3, a joker),
        and why it is dimmed (`dimmed_against`: the play on the table, worded) if it is."""
        rank = card[:-1] if card not in ("BJ", "LJ") else card
        lines = [card_name(card)]
        if rank == "2":
            lines.append(self.tr("The 2 is wild: it stands for any rank in straights, pairs, pair "
                                 "chains, Rockets and kickers; played as itself it ranks above "
                                 "the ace."))
        elif rank == "3":
            lines.append(self.tr("Three 3s alone are a Super drone, which beats every Drone."))
        elif rank in ("BJ", "LJ"):
            lines.append(self.tr("A joker is the highest single and a Lone boat (with one single "
                                 "or pair); two jokers are a Spaceship, which beats everything."))
        if dimmed_against:
            lines.append(arg(self.tr("Dimmed: none of your plays against %1 uses this card."),
                             dimmed_against))
        return "\n".join(lines)
