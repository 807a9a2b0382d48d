"""The words of the 九局對決 table: cards, judgements, half-innings, prompts and log lines.

`ShowdownText` is a part the table owns (`table.words`), a QObject with its own translation
context ("ShowdownText"), so its counts are plurals under that context too (`%n run(s)`).
It reads the names on show from the table; nothing here decides a rule — the engine's
events and observations carry every fact, this only says them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from ...lang.arg import arg
from ...lang.strings import join_list
from ...table.words import card_name

if TYPE_CHECKING:
    from .table import ShowdownTable

OUTCOMES = {
    "out": QT_TRANSLATE_NOOP("ShowdownText", "out"),
    "single": QT_TRANSLATE_NOOP("ShowdownText", "single"),
    "double": QT_TRANSLATE_NOOP("ShowdownText", "double"),
    "triple": QT_TRANSLATE_NOOP("ShowdownText", "triple"),
    "homer": QT_TRANSLATE_NOOP("ShowdownText", "home run"),
    "walk": QT_TRANSLATE_NOOP("ShowdownText", "intentional walk"),
    "steal": QT_TRANSLATE_NOOP("ShowdownText", "batter out, runners steal a base"),
    "foul": QT_TRANSLATE_NOOP("ShowdownText", "foul, bat again"),
    "perfect_out": QT_TRANSLATE_NOOP("ShowdownText", "perfect out, bases cleared"),
    "productive_out": QT_TRANSLATE_NOOP("ShowdownText", "productive out"),
}
HIT_AND_RUN = QT_TRANSLATE_NOOP("ShowdownText", "single, hit and run")

# reason code -> sentence; %1 the black card, %2 the red card, %3 the outcome.
REASONS = {
    #: %1 the black card, %2 the red card, %3 the outcome
    "no_defence": QT_TRANSLATE_NOOP("ShowdownText", "No defence against %2 — %3"),
    "swap": QT_TRANSLATE_NOOP("ShowdownText", "Discard 1, draw 1 against %2 — %3"),
    "club7_failed": QT_TRANSLATE_NOOP("ShowdownText", "♣7 drew no help against %2 — %3"),
    "big_joker": QT_TRANSLATE_NOOP("ShowdownText", "%1 — %3"),
    "plain_draw": QT_TRANSLATE_NOOP("ShowdownText", "%1 (drawn) ≥ %2 — %3"),
    "club8_walk": QT_TRANSLATE_NOOP("ShowdownText", "%1 against %2 — %3"),
    "black_lower": QT_TRANSLATE_NOOP("ShowdownText", "%1 < %2 — %3"),
    "spade3_stops_steal": QT_TRANSLATE_NOOP("ShowdownText", "%1 stops the steal of %2 — %3"),
    "steal": QT_TRANSLATE_NOOP("ShowdownText", "%1 ≥ %2 but no ♠3 — %3"),
    "club3_stops_foul": QT_TRANSLATE_NOOP("ShowdownText", "%1 stops the foul of %2 — %3"),
    "foul": QT_TRANSLATE_NOOP("ShowdownText", "%2 — %3"),
    "wrong_suit": QT_TRANSLATE_NOOP("ShowdownText", "%1 ≥ %2 but wrong suit — %3"),
    "right_suit": QT_TRANSLATE_NOOP("ShowdownText", "%1 ≥ %2, right suit — %3"),
    "black_ge_red": QT_TRANSLATE_NOOP("ShowdownText", "%1 ≥ %2 — %3"),
}


def card(c: str | None) -> str:
    """A card as the table writes it (♥10, 大王); "" for none."""
    return card_name(c) if c else ""


class ShowdownText(QObject):
    """Words for the 九局對決 table (the table gives the names and the position on show)."""

    def __init__(self, table: ShowdownTable) -> None:
        super().__init__(table)
        self.table = table

    def name(self, seat) -> str:
        names = self.table.names
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""

    # ---- counts (plurals) -------------------------------------------------------------
    def runs(self, n: int) -> str:
        """'1 run' / '3 runs' in the current language."""
        return self.tr("%n run(s)", "", n)

    def cards(self, n: int) -> str:
        return self.tr("%n card(s)", "", n)

    # ---- cards and judgements ---------------------------------------------------------
    def red_card(self, attack: str, named: str | None, counts_as: str | None, blind: bool) -> str:
        """The attack as the judgement reads it: ♥10, 小王 as ♥Q, a blind draw counting lower."""
        text = arg(self.tr("Little Joker as %1"), card(named)) if attack == "LJ" and named \
            else card(attack)
        if blind and counts_as:
            text = arg(self.tr("%1 (drawn, counts as %2)"), text, card(counts_as))
        return text

    def outcome(self, code: str, value: int | None = None) -> str:
        if code == "single" and value == 11:
            return self.tr(HIT_AND_RUN)
        return self.tr(OUTCOMES[code]) if code in OUTCOMES else code

    def judgement(self, ev: dict) -> str:
        """The judgement in words: "♠Q ≥ ♥10 — out", "♣A ≥ ♦K but wrong suit — productive
        out", "大王 — perfect out, bases cleared", "♣8 against ♥Q — intentional walk"."""
        blind = ev.get("counts_as") not in (ev.get("attack"), ev.get("named"))
        red = self.red_card(ev.get("attack", ""), ev.get("named"), ev.get("counts_as"), blind)
        black = card(ev.get("defence"))
        what = self.outcome(ev.get("outcome", ""), ev.get("red_value"))
        reason = ev.get("reason", "")
        template = self.tr(REASONS[reason]) if reason in REASONS else "%1 / %2 — %3"
        return arg(template, black, red, what)

    def play_text(self, last: dict) -> str:
        """How the last play ended, for the middle of the table ("♠Q ≥ ♥10 — out"); `last`
        is the board's memory of it (ShowdownBoard.last)."""
        if "answer" in last:
            return arg(self.tr("%1 broken with %2 — out, runners hold"), card("BJ"),
                       card(last["answer"].get("discarded")))
        if "accept" in last:
            return arg(self.tr("%1 accepted — perfect out, bases cleared"), card("BJ"))
        if "judgement" in last:
            return self.judgement(last["judgement"])
        return ""

    def why_not(self, code: str, params: dict) -> str:
        """Why a card is refused (engine/games/showdown/explain.py codes), one line."""
        if code == "defence_too_low":
            return arg(self.tr("%1 cannot hold %2: a defence must be at least as high."),
                       card(params.get("card")), card(params.get("attack")))
        if code == "swap_can_defend":
            return arg(self.tr("Discard 1, draw 1 is for a hand that cannot defend: %1 holds %2."),
                       join_list(card(c) for c in params.get("holding", [])),
                       card(params.get("attack")))
        if code == "swap_used":
            return self.tr("Discard 1, draw 1 is used up this half-inning.")
        if code == "no_pass_attack":
            if params.get("draw"):
                return self.tr("The batter cannot pass: with no red card in hand, draw one blind.")
            return self.tr("The batter cannot pass: play a red card.")
        if code == "no_pass_answer":
            return self.tr("No pass here: discard a red card to make it a plain out, or accept "
                           "the perfect out.")
        if code == "must_play_drawn":
            return arg(self.tr("%1 was drawn blind: it must be played as your defence."),
                       card(params.get("card")))
        return ""

    # ---- innings and the score --------------------------------------------------------
    def half_title(self, inning: int, half: str) -> str:
        if half == "top":
            return arg(self.tr("▲ Top of inning %1"), inning)
        return arg(self.tr("▼ Bottom of inning %1"), inning)

    def score_text(self, score: list[int], away: int) -> str:
        """"Away 3 – 2 Home"; Chinese writes a score with 比 (客隊 3 比 2 主隊), not a dash."""
        home = 1 - away
        return arg(self.tr("%1 %2 – %3 %4"), self.name(away), score[away], score[home],
                   self.name(home))

    def result_line(self, winner: int | None, score: list[int]) -> str:
        if winner is None:
            return arg(self.tr("Game over: a tie, %1 – %2"), score[0], score[1])
        return arg(self.tr("Game over: %1 wins %2 – %3"), self.name(winner), score[winner],
                   score[1 - winner])

    def banner_lines(self, banner: list[dict]) -> list[str]:
        """The banner between half-innings: who was retired with how many runs, who bats
        now (or the game's result); `banner` is the board's memory of those events."""
        lines: list[str] = []
        for ev in banner:
            kind = ev.get("kind")
            if kind == "half_inning_end":
                lines += [self.tr("Three outs — side retired"),
                          arg(self.tr("%1 scored %2 in this half-inning"),
                              self.name(ev.get("batting")), self.runs(int(ev.get("runs", 0))))]
            elif kind == "half_inning_start":
                if not lines:
                    lines.append(self.tr("Play ball!"))
                lines.append(arg(self.tr("%1: %2 bats"), self.half_title(ev["inning"], ev["half"]),
                                 self.name(ev.get("batting"))))
            elif kind == "game_over":
                lines.append(self.result_line(ev.get("winner"), ev.get("score", [0, 0])))
        if len(lines) > 2:                         # end + start: "side retired" + who bats now
            lines = [lines[0] + " · " + lines[1], lines[2]]
        return lines

    # ---- the log ------------------------------------------------------------------------
    def describe(self, ev: dict, away: int) -> str:  # noqa: C901 - one line per event kind
        """One log line per event ("" for events not worth a line); `away` is the seat that
        bats first (a score is written away team first)."""
        kind = ev.get("kind")
        who = self.name(ev.get("seat", -1))
        if kind == "attack":
            return arg(self.tr("%1 swings %2"), who,
                       self.red_card(ev["card"], ev.get("named"), ev.get("counts_as"), ev.get("blind")))
        if kind == "blind_draw":
            return arg(self.tr("%1 has no card and draws %2 blind"), who, card(ev.get("card")))
        if kind == "defend":
            return arg(self.tr("%1 defends with %2"), who, card(ev["card"]))
        if kind == "no_defence":
            return arg(self.tr("%1 does not defend"), who)
        # One message per shape of a line (the drawn card is shown to the defender only): a
        # piece glued on in code gave Chinese a stray space and Western brackets.
        if kind == "swap":
            if ev.get("drawn"):
                # named as every other line names them, not "you" (issue 34.12)
                return arg(self.tr("%1: discard 1, draw 1 (discards %2, draws %3)"),
                           who, card(ev.get("discarded")), card(ev["drawn"]))
            return arg(self.tr("%1: discard 1, draw 1 (discards %2)"), who, card(ev.get("discarded")))
        if kind == "club7":
            if ev.get("holds"):
                return arg(self.tr("%1: ♣7 tactical switch draws %2, which holds"), who,
                           card(ev.get("card")))
            if ev.get("drawn"):
                return arg(self.tr("%1: ♣7 tactical switch draws no help (%2)"), who, card(ev["drawn"]))
            return arg(self.tr("%1: ♣7 tactical switch draws no help"), who)
        if kind == "judgement":
            return self.judgement(ev)
        if kind == "answer":
            return arg(self.tr("%1 discards %2: the perfect out becomes a plain out"), who,
                       card(ev.get("discarded")))
        if kind == "accept":
            return arg(self.tr("%1 accepts the perfect out"), who)
        if kind == "play" and ev.get("runs"):
            return arg(self.tr("%1 scores %2 (%3)"), who, self.runs(int(ev["runs"])),
                       self.score_text(ev["score"], away))
        if kind == "refill" and ev.get("cards"):
            return arg(self.tr("%1 draws %2"), who, join_list(card(c) for c in ev["cards"]))
        if kind == "reshuffle":
            if ev.get("colour") == "red":
                return self.tr("The red discard pile is shuffled into the red deck")
            return self.tr("The black discard pile is shuffled into the black deck")
        if kind == "half_inning_end":
            return arg(self.tr("Three outs: end of %1, %2 for %3"),
                       self.half_title(ev["inning"], ev["half"]), self.runs(int(ev.get("runs", 0))),
                       self.name(ev.get("batting")))
        if kind == "half_inning_start":
            return arg(self.tr("%1: %2 bats"), self.half_title(ev["inning"], ev["half"]),
                       self.name(ev.get("batting")))
        if kind == "game_over":
            return self.result_line(ev.get("winner"), ev.get("score", [0, 0]))
        return ""

    # ---- the prompt ---------------------------------------------------------------------
    def prompt(self, kinds: set[str], mode: str | None, obs: dict) -> str:
        """What the human is asked to do, from the kinds of legal actions (and the picker
        mode: "swap" while choosing the discard, "joker" while naming 小王's copy)."""
        if mode == "swap":
            return self.tr("Discard 1, draw 1: click the black card to discard.")
        if mode == "joker":
            return self.tr("Little Joker: choose the red card it copies.")
        if "answer" in kinds or "accept" in kinds:
            return self.tr("Big Joker! Click a red card to discard (plain out, "
                           "runners hold), or accept (bases cleared).")
        if "play" in kinds:
            if (obs.get("blind") or {}).get("red"):
                return self.tr("Play the card you drew.")
            return self.tr("Your swing: click a red card.")
        if "draw" in kinds and "nodefence" not in kinds:
            return self.tr("No red card in hand: draw one blind.")
        attack = obs.get("attack") or {}
        red = self.red_card(attack.get("card", ""), attack.get("named"), attack.get("counts_as"),
                            bool(attack.get("blind")))
        if "draw" in kinds:
            return arg(self.tr("No black card in hand against %1: draw one blind, or no defence."), red)
        if "defend" in kinds and len(kinds) > 1:
            return arg(self.tr("Defend against %1: click a black card, or choose a button."), red)
        if "defend" in kinds:
            return arg(self.tr("Defend against %1: click a black card."), red)
        return arg(self.tr("Nothing holds against %1: choose a button."), red)


def section_label(section: dict) -> str:
    """A replay's section: "▲ Top of inning 2" / "▼ Bottom of inning 2" (the innings' halves)."""
    number = str(section.get("number", ""))
    if section.get("half") == "top":
        return arg(QCoreApplication.translate("ReplayBar", "▲ Top of inning %1"), number)
    return arg(QCoreApplication.translate("ReplayBar", "▼ Bottom of inning %1"), number)


def line_score_html(caption: str, columns: int, rows: list, r_label: str, h_label: str) -> str:
    """The final line score as a small HTML table for the end announcement."""
    head = "".join(f"<th>{i + 1}</th>" for i in range(columns))
    head += f"<th>{_html(r_label)}</th><th>{_html(h_label)}</th>"
    body = ""
    for name, cells, runs, hits, _seat in rows:
        tds = "".join(f"<td align='center'>{c}</td>" for c in cells)
        body += (f"<tr><td>{_html(name)}</td>{tds}<td align='center'><b>{runs}</b></td>"
                 f"<td align='center'>{hits}</td></tr>")
    return (f"<p>{_html(caption)}</p><table cellspacing='0' cellpadding='4' border='1'>"
            f"<tr><th></th>{head}</tr>{body}</table>")


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
