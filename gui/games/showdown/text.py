"""The words of the 九局對決 table: cards, judgements, half-innings and log lines.

Everything goes through QCoreApplication.translate with the "ShowdownTable" context
(the table class's own tr() context), so one .ts context holds the whole game.
"""
from __future__ import annotations

from engine.cards import SUIT_SYMBOLS
from PySide6.QtCore import QCoreApplication, QObject, QT_TRANSLATE_NOOP

from ...lang.strings import join_list
from ...lang.arg import arg
from ...table.words import card_name

CTX = "ShowdownTable"
SUIT = SUIT_SYMBOLS

OUTCOMES = {
    "out": QT_TRANSLATE_NOOP("ShowdownTable", "out"),
    "single": QT_TRANSLATE_NOOP("ShowdownTable", "single"),
    "double": QT_TRANSLATE_NOOP("ShowdownTable", "double"),
    "triple": QT_TRANSLATE_NOOP("ShowdownTable", "triple"),
    "homer": QT_TRANSLATE_NOOP("ShowdownTable", "home run"),
    "walk": QT_TRANSLATE_NOOP("ShowdownTable", "intentional walk"),
    "steal": QT_TRANSLATE_NOOP("ShowdownTable", "batter out, runners steal a base"),
    "foul": QT_TRANSLATE_NOOP("ShowdownTable", "foul, bat again"),
    "perfect_out": QT_TRANSLATE_NOOP("ShowdownTable", "perfect out, bases cleared"),
    "productive_out": QT_TRANSLATE_NOOP("ShowdownTable", "productive out"),
}
HIT_AND_RUN = QT_TRANSLATE_NOOP("ShowdownTable", "single, hit and run")

#: reason code -> sentence; %1 the black card, %2 the red card, %3 the outcome.
REASONS = {
    "no_defence": QT_TRANSLATE_NOOP("ShowdownTable", "No defence against %2 — %3"),
    "swap": QT_TRANSLATE_NOOP("ShowdownTable", "Discard 1, draw 1 against %2 — %3"),
    "club7_failed": QT_TRANSLATE_NOOP("ShowdownTable", "♣7 drew no help against %2 — %3"),
    "big_joker": QT_TRANSLATE_NOOP("ShowdownTable", "%1 — %3"),
    "plain_draw": QT_TRANSLATE_NOOP("ShowdownTable", "%1 (drawn) ≥ %2 — %3"),
    "club8_walk": QT_TRANSLATE_NOOP("ShowdownTable", "%1 against %2 — %3"),
    "black_lower": QT_TRANSLATE_NOOP("ShowdownTable", "%1 < %2 — %3"),
    "spade3_stops_steal": QT_TRANSLATE_NOOP("ShowdownTable", "%1 stops the steal of %2 — %3"),
    "steal": QT_TRANSLATE_NOOP("ShowdownTable", "%1 ≥ %2 but no ♠3 — %3"),
    "club3_stops_foul": QT_TRANSLATE_NOOP("ShowdownTable", "%1 stops the foul of %2 — %3"),
    "foul": QT_TRANSLATE_NOOP("ShowdownTable", "%2 — %3"),
    "wrong_suit": QT_TRANSLATE_NOOP("ShowdownTable", "%1 ≥ %2 but wrong suit — %3"),
    "right_suit": QT_TRANSLATE_NOOP("ShowdownTable", "%1 ≥ %2, right suit — %3"),
    "black_ge_red": QT_TRANSLATE_NOOP("ShowdownTable", "%1 ≥ %2 — %3"),
}


def tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)




def card(c: str | None) -> str:
    return card_name(c) if c else ""


def red_card(attack: str, named: str | None, counts_as: str | None, blind: bool) -> str:
    """The attack as the judgement reads it: ♥10, 小王 as ♥Q, a blind draw counting lower."""
    if attack == "LJ" and named:
        text = arg(QCoreApplication.translate("ShowdownTable", "Little Joker as %1"), card(named))
    else:
        text = card(attack)
    if blind and counts_as:
        text = arg(QCoreApplication.translate("ShowdownTable", "%1 (drawn, counts as %2)"), text,
                    card(counts_as))
    return text


def outcome(code: str, value: int | None = None) -> str:
    if code == "single" and value == 11:
        return tr(HIT_AND_RUN)
    return tr(OUTCOMES.get(code, code))


def judgement(ev: dict) -> str:
    """The judgement in words: "♠Q ≥ ♥10 — out", "♣A ≥ ♦K but wrong suit — productive out",
    "大王 — perfect out, bases cleared", "♣8 against ♥Q — intentional walk"."""
    blind = ev.get("counts_as") not in (ev.get("attack"), ev.get("named"))
    red = red_card(ev.get("attack", ""), ev.get("named"), ev.get("counts_as"), blind)
    black = card(ev.get("defence"))
    what = outcome(ev.get("outcome", ""), ev.get("red_value"))
    template = REASONS.get(ev.get("reason", ""), "%1 / %2 — %3")
    return arg(tr(template), black, red, what)


def why_not(code: str, params: dict) -> str:
    """Why a card is refused (engine/games/showdown/explain.py codes), one line."""
    if code == "defence_too_low":
        template = QCoreApplication.translate(
            "ShowdownTable", "%1 cannot hold %2: a defence must be at least as high.")
        return arg(template, card(params.get("card")), card(params.get("attack")))
    if code == "swap_can_defend":
        template = QCoreApplication.translate(
            "ShowdownTable", "Discard 1, draw 1 is for a hand that cannot defend: %1 holds %2.")
        return arg(template, join_list(card(c) for c in params.get("holding", [])),
                    card(params.get("attack")))
    if code == "swap_used":
        return QCoreApplication.translate("ShowdownTable", "Discard 1, draw 1 is used up this half-inning.")
    return ""


def half_title(inning: int, half: str) -> str:
    if half == "top":
        return arg(QCoreApplication.translate("ShowdownTable", "▲ Top of inning %1"), inning)
    return arg(QCoreApplication.translate("ShowdownTable", "▼ Bottom of inning %1"), inning)


class ShowdownCounts(QObject):
    """Counts with plural forms: pyside6-lupdate marks a plural only in a self.tr() call."""

    def runs(self, n: int) -> str:
        return self.tr("%n run(s)", "", n)

    def cards(self, n: int) -> str:
        return self.tr("%n card(s)", "", n)


def runs_text(n: int) -> str:
    """'1 run' / '3 runs' in the current language."""
    return ShowdownCounts().runs(n)


def score_text(names: list[str], score: list[int], away: int) -> str:
    """"Away 3 – 2 Home"; Chinese writes a score with 比 (客隊 3 比 2 主隊), not a dash."""
    home = 1 - away
    template = tr(QT_TRANSLATE_NOOP("ShowdownTable", "%1 %2 – %3 %4"))
    return arg(template, names[away], score[away], score[home], names[home])


def describe(ev: dict, names: list[str], away: int) -> str:  # noqa: C901 - one line per kind
    """One log line per event ("" for events not worth a line)."""
    kind = ev.get("kind")
    seat = ev.get("seat", -1)
    who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    if kind == "attack":
        return arg(tr(QT_TRANSLATE_NOOP("ShowdownTable", "%1 swings %2")), who,
                    red_card(ev["card"], ev.get("named"), ev.get("counts_as"), ev.get("blind")))
    if kind == "blind_draw":
        return arg(tr(QT_TRANSLATE_NOOP("ShowdownTable", "%1 has no card and draws %2 blind")),
                    who, card(ev.get("card")))
    if kind == "defend":
        return arg(tr(QT_TRANSLATE_NOOP("ShowdownTable", "%1 defends with %2")), who, card(ev["card"]))
    if kind == "no_defence":
        return arg(tr(QT_TRANSLATE_NOOP("ShowdownTable", "%1 does not defend")), who)
    # One message per shape of a line (the drawn card is shown to the defender only): a piece
    # glued on in code gave Chinese a stray space and Western brackets (TRANSLATION-REVIEW).
    if kind == "swap":
        if ev.get("drawn"):
            return arg(tr(QT_TRANSLATE_NOOP("ShowdownTable",
                                            "%1: discard 1, draw 1 (discards %2) — you draw %3")),
                       who, card(ev.get("discarded")), card(ev["drawn"]))
        return arg(tr(QT_TRANSLATE_NOOP("ShowdownTable", "%1: discard 1, draw 1 (discards %2)")),
                   who, card(ev.get("discarded")))
    if kind == "club7":
        if ev.get("holds"):
            return arg(tr(QT_TRANSLATE_NOOP("ShowdownTable",
                                              "%1: ♣7 tactical switch draws %2, which holds")),
                        who, card(ev.get("card")))
        if ev.get("drawn"):
            return arg(tr(QT_TRANSLATE_NOOP("ShowdownTable", "%1: ♣7 tactical switch draws no help (%2)")),
                       who, card(ev["drawn"]))
        return arg(tr(QT_TRANSLATE_NOOP("ShowdownTable", "%1: ♣7 tactical switch draws no help")), who)
    if kind == "judgement":
        return judgement(ev)
    if kind == "answer":
        return arg(tr(QT_TRANSLATE_NOOP("ShowdownTable",
                                          "%1 discards %2: the perfect out becomes a plain out")),
                    who, card(ev.get("discarded")))
    if kind == "accept":
        return arg(tr(QT_TRANSLATE_NOOP("ShowdownTable", "%1 accepts the perfect out")), who)
    if kind == "play" and ev.get("runs"):
        return arg(tr(QT_TRANSLATE_NOOP("ShowdownTable", "%1 scores %2 (%3)")), who,
                    runs_text(int(ev["runs"])), score_text(names, ev["score"], away))
    if kind == "refill" and ev.get("cards"):
        return arg(tr(QT_TRANSLATE_NOOP("ShowdownTable", "You draw %1")),
                    join_list(card(c) for c in ev["cards"]))
    if kind == "reshuffle":
        words = tr(QT_TRANSLATE_NOOP("ShowdownTable", "The red discard pile is shuffled into the red deck")) \
            if ev.get("colour") == "red" else \
            tr(QT_TRANSLATE_NOOP("ShowdownTable", "The black discard pile is shuffled into the black deck"))
        return words
    if kind == "half_inning_end":
        return arg(tr(QT_TRANSLATE_NOOP("ShowdownTable", "Three outs: end of %1, %2 for %3")),
                    half_title(ev["inning"], ev["half"]), runs_text(int(ev.get("runs", 0))),
                    _name(names, ev.get("batting")))
    if kind == "half_inning_start":
        return arg(tr(QT_TRANSLATE_NOOP("ShowdownTable", "%1: %2 bats")),
                    half_title(ev["inning"], ev["half"]), _name(names, ev.get("batting")))
    if kind == "game_over":
        return result_line(ev.get("winner"), names, ev.get("score", [0, 0]))
    return ""


def result_line(winner: int | None, names: list[str], score: list[int]) -> str:
    if winner is None:
        return arg(tr(QT_TRANSLATE_NOOP("ShowdownTable", "Game over: a tie, %1 – %2")),
                    score[0], score[1])
    loser = 1 - winner
    return arg(tr(QT_TRANSLATE_NOOP("ShowdownTable", "Game over: %1 wins %2 – %3")),
                _name(names, winner), score[winner], score[loser])


def _name(names: list[str], seat) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""



def prompt(kinds: set[str], mode: str | None, obs: dict) -> str:
    """What the human is asked to do, from the kinds of legal actions (and the picker mode)."""
    if mode == "swap":
        return tr(QT_TRANSLATE_NOOP("ShowdownTable", "Discard 1, draw 1: click the black card to discard."))
    if mode == "joker":
        return tr(QT_TRANSLATE_NOOP("ShowdownTable", "Little Joker: choose the red card it copies."))
    attack = obs.get("attack") or {}
    red = red_card(attack.get("card", ""), attack.get("named"), attack.get("counts_as"),
                   bool(attack.get("blind")))
    if "answer" in kinds or "accept" in kinds:
        return tr(QT_TRANSLATE_NOOP("ShowdownTable", "Big Joker! Click a red card to discard (plain out, "
                                                     "runners hold), or accept (bases cleared)."))
    if "play" in kinds:
        if (obs.get("blind") or {}).get("red"):
            return tr(QT_TRANSLATE_NOOP("ShowdownTable", "Play the card you drew."))
        return tr(QT_TRANSLATE_NOOP("ShowdownTable", "Your swing: click a red card."))
    if "draw" in kinds and "nodefence" not in kinds:
        return tr(QT_TRANSLATE_NOOP("ShowdownTable", "No red card in hand: draw one blind."))
    if "draw" in kinds:
        text = QT_TRANSLATE_NOOP("ShowdownTable",
                                 "No black card in hand against %1: draw one blind, or no defence.")
    elif "defend" in kinds and len(kinds) > 1:
        text = QT_TRANSLATE_NOOP("ShowdownTable", "Defend against %1: click a black card, or choose a button.")
    elif "defend" in kinds:
        text = QT_TRANSLATE_NOOP("ShowdownTable", "Defend against %1: click a black card.")
    else:
        text = QT_TRANSLATE_NOOP("ShowdownTable", "Nothing holds against %1: choose a button.")
    return arg(tr(text), red)


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
