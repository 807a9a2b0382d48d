"""The words of the 天地人 table (kept apart so the table module stays about behaviour):
names of combinations, heaven hands, roles, titles and rounds, the log lines, and the
texts of the plates, the round panel, the heaven announcement and the final standings.

`TiandirenWords` is a part the table owns (`table.words`). Its texts are translated in the
context "TiandirenTable" through literal translate("TiandirenTable", "...") calls
(pyside6-lupdate reads them), except the counts: lupdate marks a plural ("%n card(s)") only
in a self.tr() call, and PySide6 finds a plural only under the object's own class name, so
the counts are `self.tr` calls of this QObject (context TiandirenWords).
"""
from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from ...lang import strings
from ...lang.arg import arg
from ...lang.strings import unglossed
from ...table.plate import PlateState
from ...table.words import one_card
from .selection import heaven_cards, next_jiefeng, passed_seats, play_kind, play_size

translate = QCoreApplication.translate
LONG_NOTATION = 36
JOKER = re.compile(r"(?<![A-Z])(BJ|LJ)(?![A-Z])")
WINS = ("heaven", "di", "qiangdi", "ren")
# Steps of a play with kickers (the body, then each kicker): the table tells the play once,
# with its "play" event, when the last kicker is chosen.
KICKER_STEPS = ("kickers", "kicker")


def points(value: Any) -> str:
    return f"{value:,.0f}" if isinstance(value, (int, float)) else str(value)


def whole(value: Any) -> int:
    """A score as the whole number a plural form needs (its digits are grouped as the locale does)."""
    return round(value) if isinstance(value, (int, float)) else 0


def section_label(section: dict) -> str:
    """A replay's section: "Round 2" (one of the three rounds of a match)."""
    return arg(QCoreApplication.translate("ReplayBar", "Round %1",
                                          "天地人: one of the three rounds of a match"),
               str(section.get("number", "")))


class TiandirenWords(QObject):
    """Words for the 天地人 table (the table, when given, says the names on show)."""

    def __init__(self, table: Any = None) -> None:
        super().__init__(table)
        self.table = table

    @property
    def names(self) -> list[str]:
        return self.table.names if self.table is not None else []

    # ---- counts (plurals, context TiandirenWords) -------------------------------------
    def cards(self, n: int) -> str:
        return self.tr("%n card(s)", "", n)

    def your_cards(self, n: int) -> str:
        return self.tr("You: %n card(s)", "", n)

    def points(self, n: int) -> str:
        return self.tr("%Ln point(s)", "", n)

    def no_combination(self, n: int) -> str:
        """Why not: the selected cards are no combination."""
        return self.tr("These %n card(s) make no combination.", "", n)

    def selected(self, n: int) -> str:
        """The selection named as it is picked: %1 the play(s) it makes."""
        return self.tr("%n card(s) selected: %1", "", n)

    def selected_or_kickers(self, n: int) -> str:
        """%1 the play the cards make as they are; %2 the same with the kickers' holes
        ("5-5-5+?")."""
        return self.tr("%n card(s) selected: %1 — or add kickers: %2", "", n)

    def choose_kickers(self, n: int) -> str:
        """%1 the play's body with its kickers' holes ("5-5-5+? · Rocket (火箭)")."""
        return self.tr("%1 — choose %n kicker(s)", "", n)

    def choose_pair_kickers(self, n: int) -> str:
        """%1 the play's body with its kickers' holes ("5-5-5+?-? · Rocket (火箭)")."""
        return self.tr("%1 — choose %n pair(s) as kickers", "", n)

    def no_play(self, n: int) -> str:
        """%1 why not (the engine's reason, in words)."""
        return self.tr("%n card(s) selected: no play — %1", "", n)

    def selection_line(self, count: int, plays: list[str], bodies: list, why: str) -> str:
        """What the selected cards are, in one line near the Play button: the play(s) they
        make (`plays`, worded), a play whose kickers are still to choose (`bodies`, the
        engine's legal body steps), or no play and why (`why`, once the engine answered)."""
        body = ""
        if bodies:
            step = bodies[0]
            if plays:
                holes = " / ".join(one_card(self.notation_text(str(b))) for b in bodies)
                return arg(self.selected_or_kickers(count), " / ".join(plays), holes)
            text = self.play_text(str(step), int(step.kind))
            body = arg((self.choose_pair_kickers if step.ksize == 2 else self.choose_kickers)(
                step.kickers), text)
        if plays:
            return arg(self.selected(count), " / ".join(plays))
        if body:
            return arg(self.selected(count), body)
        if why:
            return arg(self.no_play(count), why)
        return self.tr("%n card(s) selected: not a play you can make now", "", count)

    def long_play(self, n: int) -> str:
        """%1 the kind of play, %2 its start."""
        return self.tr("%1, %n card(s): %2", "", n)

    def heaven_win(self, n: int) -> str:
        """%1 the player, %2 the heaven hands."""
        return self.tr("%1 wins in the heaven phase: %2, %Ln point(s).", "", n)

    def win(self, n: int) -> str:
        """%1 the player, %2 the title won."""
        return self.tr("%1: %2, %Ln point(s).", "", n)

    # ---- names of things ----------------------------------------------------------------
    def name(self, seat: Any) -> str:
        return self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else "?"

    def kind_name(self, kind: Any) -> str:
        return {1: translate("TiandirenTable", "Single"),
                2: translate("TiandirenTable", "Pair"),
                3: translate("TiandirenTable", "Straight"),
                4: translate("TiandirenTable", "Pair chain (對順)"),
                5: translate("TiandirenTable", "Rocket (火箭)"),
                6: translate("TiandirenTable", "Starship (星艦)"),
                7: translate("TiandirenTable", "Lone boat (孤舟)"),
                8: translate("TiandirenTable", "Drone (無人機)"),
                9: translate("TiandirenTable", "Super drone (超級無人機)"),
                10: translate("TiandirenTable", "Spaceship (飛船)")}.get(kind, "")

    def heaven_name(self, kind: str) -> str:
        return {"carrier": translate("TiandirenTable", "Mars carrier (火星航母)"),
                "ufo": translate("TiandirenTable", "UFO (四大天王)"),
                "starlink": translate("TiandirenTable", "Starlink (星鏈)")}.get(kind, kind)

    def role_name(self, role: str) -> str:
        return {"zhuang": translate("TiandirenTable", "The banker's own (莊家天牌) ×1"),
                "follow": translate("TiandirenTable", "Following the banker (非莊家天牌) ×0.7"),
                "grab": translate("TiandirenTable", "Heaven grab (搶天) ×0.9")}.get(role, role)

    def title_name(self, status: str) -> str:
        return {"heaven": translate("TiandirenTable", "Heaven (天牌)"),
                "di": translate("TiandirenTable", "Earth hand (地牌)"),
                "qiangdi": translate("TiandirenTable", "Earth grab (搶地)"),
                "ren": translate("TiandirenTable", "Man hand (人牌)"),
                "lost": translate("TiandirenTable", "Defeated (完敗)")}.get(status, "")

    def round_kind(self, rnd: int) -> str:
        return {1: translate("TiandirenTable", "Earth round (地牌 / 搶地)"),
                2: translate("TiandirenTable", "Regular round (常規)"),
                3: translate("TiandirenTable", "Man round (人牌)")}.get(
                    rnd, translate("TiandirenTable", "Heaven phase (天牌)"))

    def notation_text(self, notation: str) -> str:
        """A play's notation as shown: the jokers by their names in Chinese (大王, 小王), as
        BJ / LJ in English, the rules' notation; ranks stay as they are."""
        names = {"BJ": translate("TiandirenTable", "BJ"), "LJ": translate("TiandirenTable", "LJ")}
        return JOKER.sub(lambda m: names[m.group(1)], notation)

    def play_text(self, notation: str, kind: Any = None, cards: int | None = None) -> str:
        """A play for a log line or a label: the notation and its kind; a long notation
        (a chain of 40 cards) gives way to the kind, the number of cards and its start."""
        words = self.kind_name(play_kind(notation) if kind is None else kind)
        if len(notation) > LONG_NOTATION:
            count = cards if cards is not None else play_size(notation)
            short = notation[:LONG_NOTATION - 12].rsplit("-", 1)[0] + "-…"
            return arg(self.long_play(count), words, self.notation_text(short))
        shown = one_card(self.notation_text(notation))
        return f"{shown} · {words}" if words else shown

    def why_not_text(self, code: str, params: dict) -> str:
        """Why a selection is refused (engine/games/tiandiren/explain.py codes), one line."""
        if code == "no_combination" and params.get("boat_two"):
            return translate("TiandirenTable", "A joker's Lone boat (孤舟) cannot carry a 2.")
        if code == "no_combination":
            return self.no_combination(int(params.get("count", 0)))
        table = self.play_text(str(params.get("table", "")))
        words = {
            "wrong_shape": translate("TiandirenTable", "Follow %1 with the same kind of play, or a bomb."),
            "too_low": translate("TiandirenTable", "This does not beat %1."),
            "bomb_too_low": translate("TiandirenTable", "This bomb does not beat %1."),
            "empties_early": translate("TiandirenTable", "In rounds 1 and 2 you may empty your hand "
                                       "only as an Earth hand (地牌) or an Earth grab (搶地)."),
            "qiangdi_all": translate("TiandirenTable", "Earth grab (搶地): play all your cards at "
                                     "once, or pass."),
            "must_lead": translate("TiandirenTable", "You lead this trick: choose a play."),
            "kickers_pending": translate("TiandirenTable", "Choose the kickers of %1 first."),
            "incomplete": translate("TiandirenTable", "Part of a play: select the rest of its cards."),
        }
        text = words.get(code, "")
        if code == "kickers_pending":
            return arg(text, self.notation_text(str(params.get("body", ""))))
        return arg(text, table)

    def describe_event(self, ev: dict) -> str:  # noqa: C901 - one line per event kind
        kind, who = ev.get("kind"), self.name(ev.get("seat"))
        if kind == "deal":
            return arg(translate("TiandirenTable", "The cards are dealt; %1 is the banker."),
                        self.name(ev.get("zhuang")))
        if kind == "heaven":
            kinds = " + ".join(self.heaven_name(k) for k in ev.get("kinds", []))
            return arg(self.heaven_win(whole(ev.get("score", 0))), who, kinds)
        if kind == "round_start":
            return arg(translate("TiandirenTable", "Round %1 (%2): %3 leads."), ev.get("round"),
                        self.round_kind(ev.get("round", 0)), self.name(ev.get("leader")))
        if kind == "play":
            return arg(translate("TiandirenTable", "%1 plays %2"), who,
                        self.play_text(ev.get("play", ""), ev.get("type"), len(ev.get("cards") or [])))
        if kind == "pass":
            text = (translate("TiandirenTable", "%1 declines the earth grab.") if ev.get("qiangdi")
                    else translate("TiandirenTable", "%1 passes."))
            return arg(text, who)
        if kind == "trick_end":
            return arg(translate("TiandirenTable", "%1 wins the trick."), self.name(ev.get("winner")))
        if kind == "trick_start":
            return arg(translate("TiandirenTable", "%1 leads a new trick."), self.name(ev.get("leader")))
        if kind == "qiangdi_chance":
            return arg(translate("TiandirenTable", "%1 may empty the hand with the next lead (搶地)."), who)
        if kind == "win":
            return arg(self.win(whole(ev.get("score", 0))), who, self.title_name(ev.get("win", "")))
        if kind == "game_over":
            return translate("TiandirenTable", "The game is over.")
        if kind in KICKER_STEPS:
            return ""                        # told with the play, once its kickers are chosen
        return strings.describe_event(ev, self.names)

    def scores(self, obs: dict) -> list[str] | None:
        values = obs.get("scores")
        if not isinstance(values, list) or len(values) != len(self.names):
            return None
        return [points(value) for value in values]

    def score_tips(self, obs: dict) -> list[str] | None:
        """What each score was won with (天牌, 地牌 …): a tooltip, so the scoreboard's names
        keep their room (the plates' notes show it on the table)."""
        status = obs.get("status") or []
        return [self.title_name(st) for st in status] if len(status) == len(self.names) else None

    def standings(self, result: dict, status: list[str], human_seat: int) -> tuple[str, str, list]:
        """Title, message and (player, points) rows of the end-of-game announcement."""
        names = self.names       # shown names (the result holds the stored ones)
        returns = list(result.get("returns") or [0] * len(names))
        rows = []
        for i in sorted(range(len(names)), key=lambda i: -returns[i]):
            title = self.title_name(status[i]) if i < len(status) and returns[i] else ""
            rows.append((names[i], points(returns[i]) + (f" · {title}" if title else "")))
        human = result.get("human_seat", human_seat)
        hot_seat = self.table is not None and self.table.handover.hot_seat()
        # hot-seat: no "You win!" to whoever sits at the screen (the message names the winners)
        # who won is the engine's one answer (State.winners(), carried by the last Turn)
        seats = [i for i in result.get("winners") or [] if 0 <= i < len(names)]
        won = human in seats and not hot_seat
        winners = [arg(translate("TiandirenTable", "%1: %2"), names[i],
                       self.title_name(status[i]) if i < len(status) else "")
                   for i in seats]
        title = translate("TiandirenTable", "You win!") if won else translate("TiandirenTable", "Game over")
        message = " · ".join(winners) if winners else translate("TiandirenTable", "Nobody won points.")
        return title, message, rows

    def heaven_rows(self, obs: dict) -> list[tuple[str, str, str, str, list[str]]]:
        """(name, kinds, role × multiplier, points, revealing cards) per heaven winner."""
        rows = []
        hand = obs.get("hand") or []
        for seat, info in enumerate(obs.get("heaven") or []):
            if not info:
                continue
            kinds = info.get("kinds") or []
            role = self.role_name(info.get("role", ""))
            if info.get("triple"):
                role = arg(translate("TiandirenTable", "%1 ×3 (all three kinds)"), role)
            own = hand if seat == obs.get("seat") else None
            rows.append((self.name(seat), " + ".join(self.heaven_name(k) for k in kinds), role,
                         self.points(whole(info.get("score", 0))),
                         heaven_cards(kinds, own)))
        return rows

    def heaven_footer(self, obs: dict) -> str:
        if obs.get("no_match"):
            return translate("TiandirenTable", "Fewer than two players are left: there is no match.")
        heaven = [h for h in (obs.get("heaven") or []) if h]
        if any(h.get("triple") for h in heaven):
            return translate("TiandirenTable", "All three kinds appeared: every holder scores ×3.")
        if len({k for h in heaven for k in h.get("kinds", [])}) == 3:
            return translate("TiandirenTable", "All three kinds appeared, but not each in a different "
                             "hand: nobody scores ×3.")
        return translate("TiandirenTable", "Heaven winners leave; the others play the match.")

    def plate_state(self, obs: dict, seat: int) -> PlateState:
        """What an opponent's plate shows."""
        counts, status = obs.get("hand_counts") or [], obs.get("status") or []
        st = status[seat] if seat < len(status) else "playing"
        detail = self.cards(counts[seat] if seat < len(counts) else 0)
        badges = []
        if seat == obs.get("zhuang"):
            badges.append((translate("TiandirenTable", "Banker"), "#8e44ad"))
        if seat in passed_seats(obs):
            badges.append((translate("TiandirenTable", "Pass"), "#5d6d7e"))
        if self.table is not None:                    # a network seat whose person dropped
            badges.extend(self.table.away.badges(seat))
        note = ""
        if st != "playing":
            scores = obs.get("scores") or []
            note = unglossed(self.title_name(st))    # (a narrow plate: the title, whole)
            if seat < len(scores) and scores[seat]:
                note += f" +{points(scores[seat])}"
        active = seat == obs.get("current") and not obs.get("is_over")
        return PlateState(self.name(seat), detail, note, tuple(badges), active,
                          out=st not in ("playing", "ren"))

    def info_content(self, obs: dict, human: int) -> tuple:
        """(title, round kind, lines, queue title, queue) for the round and relay panel.

        Two different players lead: the one who led the trick on the table (a line of its own)
        and the next relay player (接风), who will lead the next round; the queue marks only
        the latter, and says so ("leads round 2"). Round 3 takes no leader from the queue
        (its tricks are led by their winners), so there the queue marks nobody."""
        rnd = int(obs.get("round") or 0)
        title = (arg(translate("TiandirenTable", "Round %1 of 3"), rnd) if rnd
                 else translate("TiandirenTable", "No match"))
        if obs.get("is_over") or obs.get("phase") == "over":
            title = translate("TiandirenTable", "Game over")
        counts, status = obs.get("hand_counts") or [], obs.get("status") or []
        you = self.your_cards(counts[human] if human < len(counts) else 0)
        if human < len(status) and status[human] != "playing":
            you += " · " + self.title_name(status[human])
        lines = [you, arg(translate("TiandirenTable", "Banker (莊家): %1"), self.name(obs.get("zhuang"))),
                 arg(translate("TiandirenTable", "Dealer: %1"), self.name(obs.get("dealer")))]
        if obs.get("phase") == "qiangdi":
            lines.append(arg(translate("TiandirenTable", "Earth grab chance: %1"), self.name(obs.get("current"))))
        elif obs.get("leader") is not None and rnd and not obs.get("is_over"):
            lines.append(arg(translate("TiandirenTable", "This trick led by: %1"), self.name(obs.get("leader"))))
        nxt = next_jiefeng(obs) if 0 < rnd < 3 and not obs.get("is_over") else None
        note = arg(translate("TiandirenTable", "leads round %1"), rnd + 1)
        queue = [(self.name(s), note if s == nxt else "", s < len(status) and status[s] != "playing")
                 for s in obs.get("jiefeng") or []]
        return title, self.round_kind(rnd), lines, translate("TiandirenTable", "Relay queue (接風)"), queue
