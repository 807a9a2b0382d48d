"""The 九九 table's words: cards, the ways to play one, a log line per event, the scores.

`NinetyNineText` is a part the table owns (`table.words`), with its own translation context;
counts are plurals (`%n`) under that context too.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ...lang import strings
from ...lang.arg import arg
from ...lang.strings import join_list
from ...table.words import card_name


class NinetyNineText(QObject):
    """Words for the 九九 table (the table gives the names on show)."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.table = table

    @property
    def names(self) -> list[str]:
        return self.table.names

    def draws(self, n: int) -> str:
        """%1 the player."""
        return self.tr("%1 draws %n card(s).", "", n)

    def seat_detail(self, n: int) -> str:
        """n cards in hand; %1 the hands won."""
        return self.tr("%n card(s) · %1 won", "", n)

    def card_text(self, card: str) -> str:
        return card_name(card)

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    def choice_text(self, action: dict) -> str:
        """How one way of playing a card reads on its button: the way or the card's
        function, and whom it aims at ("Designate → Computer 1", "+10", "−10")."""
        cards = action.get("cards") or []
        parts = [" + ".join(self.card_text(c) for c in cards)] if len(cards) > 1 else []
        way = self.way_text(action.get("label", ""))
        target = action.get("target", -1)
        aimed = isinstance(target, int) and target >= 0
        if not way and aimed and len(cards) == 1:
            way = self.function_name(self.effect_of(cards[0])[0])
        if way and aimed:
            parts.append(arg(self.tr("%1 → %2"), way, self.name(target)))
        elif way:
            parts.append(way)
        elif aimed:
            parts.append(arg(self.tr("→ %1"), self.name(target)))
        return "  ".join(parts) or self.tr("Play")

    # ---- what a card does (its tooltip) -------------------------------------------------
    def effect_of(self, card: str) -> tuple[str, object]:
        """The card's effect as the engine sent it in the observation's "effects" (its
        card set and house rules decide it, engine/games/ninety_nine/cardsets.py):
        (kind, amount), or ("", 0) when the observation does not say (an old seat view)."""
        effects = (self.table.observation or {}).get("effects") or {}
        kind, amount = (list(effects.get(card) or []) + ["", 0])[:2]
        return str(kind), amount

    def function_name(self, kind: str) -> str:
        """A targeted function card's short name, for its buttons ("" for any other)."""
        return {
            "designate": self.tr("Designate"), "swap": self.tr("Swap hands"),
            "steal": self.tr("Steal a card"), "add_swap": self.tr("Swap hands"),
            "take": self.tr("Take a card"), "sanction": self.tr("Sanction"),
            "fill": self.tr("Draw up"),
        }.get(kind, "")

    def card_role(self, card: str) -> str:
        """What `card` does in this game, for its tooltip: "♦5 — Designate: choose who
        plays next." ("" when the engine did not say)."""
        kind, amount = self.effect_of(card)
        what = self.effect_text(kind, amount)
        return arg(self.tr("%1 — %2"), self.card_text(card), what) if what else ""

    def effect_text(self, kind: str, amount: object) -> str:  # noqa: C901 - one line per kind
        """One effect kind (cardsets.Fx) in words; `amount` the number it adds."""
        n = str(amount) if isinstance(amount, int) else ""
        pair = [str(a) for a in amount] if isinstance(amount, list) else ["", ""]
        words = {
            "add": arg(self.tr("adds %1 to the total."), n),
            "pm": arg(self.tr("adds %1 to the total or takes %1 off it: your choice."), n),
            "choose": arg(self.tr("adds %1 or %2 to the total: your choice."), *pair[:2]),
            "to99": self.tr("To 99: the total becomes 99."),
            "k99or0": self.tr("the total becomes 99 or 0: your choice."),
            "reset": self.tr("Reset: the total goes back to 0."),
            "reverse": self.tr("Reverse: the direction of play turns round."),
            "designate": self.tr("Designate: choose who plays next."),
            "pass": self.tr("Pass: the total stays as it is."),
            "swap": self.tr("Swap hands with a player you choose; you draw no card."),
            "steal": self.tr("Take a card at random from a player you choose; you draw no card."),
            "add_draw2": arg(self.tr("adds %1 to the total, then you draw two cards."), n),
            "double_pass": self.tr("Double pass: you pass now and on your next turn; you draw no card."),
            "rotate": self.tr("Every hand passes one seat on, clockwise or counter-clockwise: your choice."),
            "any": self.tr("Any function card: choose which one it is as you play it."),
            "add_skip": arg(self.tr("adds %1 to the total, and the next player is skipped."), n),
            "set99": self.tr("the total becomes 99."),
            "add_swap": arg(self.tr("adds %1 to the total, then you swap hands with a player you choose."), n),
            "take": self.tr("Take a card at random from a player you choose; you draw no card."),
            "sanction": self.tr("Sanction: the player you choose keeps one card; you take one of "
                                "the others and the rest go to the pile."),
            "fill": self.tr("Draw up: the player you choose draws up to a full hand."),
        }
        return words.get(kind, "")

    def way_text(self, label: str) -> str:
        """The way a card is played ("+10", "As reverse", "Pass hands clockwise"); "" for none."""
        words = {
            "cw": self.tr("Pass hands clockwise"), "ccw": self.tr("Pass hands counter-clockwise"),
            "=99": self.tr("Set to 99"), "=0": self.tr("Set to 0"), "=to99": self.tr("As K: to 99"),
            "=reset": self.tr("As reset to 0"), "=reverse": self.tr("As reverse"),
            "=designate": self.tr("As designate"), "=pass": self.tr("As pass"),
            "=swap": self.tr("As swap hands"), "=steal": self.tr("As steal a card"),
            "=+8": self.tr("As +8, draw two"), "=doublepass": self.tr("As double pass"),
        }
        if label in words:
            return words[label]
        return label.lstrip("=").replace("-", "−") if label else ""

    def why_not_text(self, code: str, params: dict) -> str:
        """Why a card is refused (engine/games/ninety_nine/explain.py codes), one line."""
        card = self.card_text(str(params.get("card", "")))
        cards = [self.card_text(c) for c in params.get("cards", [])]
        result, amount = params.get("result", ""), params.get("amount", "")
        if code == "over_99":
            return arg(self.tr("%1 would take the total to %2: it may not pass 99."), card, str(result))
        if code == "below_0":
            return arg(self.tr("%1 as −%2 would take the total below 0."), card, str(amount))
        if code == "pair_over_99" and len(cards) == 2:
            return arg(self.tr("%1 and %2 together would take the total to %3."), cards[0], cards[1], str(result))
        words = {
            "pair_numbers_only": self.tr("Only number cards can be played two at once."),
            "no_pairs": self.tr("Play one card at a time."),
            "take_from_pool": self.tr("Take one of %1's other cards, not a card of your own."),
            "not_a_target": self.tr("%1 cannot be chosen for this card."),
            "no_such_choice": self.tr("%1 cannot be played that way."),
            "no_pass": self.tr("There is no passing in this game: play a card."),
            "keep_one": self.tr("Choose the card you keep; %1 takes one of the others."),
            "take_one": self.tr("Take one of the cards %1 offers."),
        }
        text = words.get(code, "")
        return arg(text, self.name(params["player"]) if "player" in params else card)

    def describe_event(self, ev: dict) -> str:  # noqa: C901 - one line per event kind
        kind, seat = ev.get("kind"), ev.get("seat", -1)
        who = self.name(seat) if isinstance(seat, int) else ""
        if kind == "deal":
            return arg(self.tr("Hand %1 begins; %2 leads."), str(ev["hand"]), self.name(ev["starter"]))
        if kind == "play":
            return self.play_line(ev, who)
        if kind == "draw":
            if "cards" in ev:
                # named as in every other line ("Player plays …"), not "You" (issue 34.12)
                return arg(self.tr("%1 draws %2."), who,
                           join_list(self.card_text(c) for c in ev["cards"]))
            # Everyone draws after every play; only unusual draws are worth a line.
            if ev.get("count", 1) == 1:
                return ""
            return arg(self.draws(ev["count"]), who)
        if kind == "eliminate":
            if ev.get("reason") == "empty":
                return arg(self.tr("%1 has no cards left and is out."), who)
            return arg(self.tr("%1 cannot stay at 99 or under and is out."), who)
        if kind == "skip":
            return arg(self.tr("%1 is skipped."), who)
        if kind == "steal":
            if "card" in ev:        # (only the two players concerned see which card)
                return arg(self.tr("%1 takes %3 from %2."), who, self.name(ev["target"]),
                           self.card_text(ev["card"]))
            return arg(self.tr("%1 takes a card from %2."), who, self.name(ev["target"]))
        if kind == "swap":
            return arg(self.tr("%1 swaps hands with %2."), who, self.name(ev["target"]))
        if kind == "rotate":
            return (self.tr("Every hand passes clockwise.") if ev.get("direction") == "cw"
                    else self.tr("Every hand passes counter-clockwise."))
        if kind == "reshuffle":
            return arg(self.tr("The pile is shuffled into a new stock; the total stays %1."), str(ev.get("total", "")))
        if kind == "sanction_keep":
            return arg(self.tr("%1 keeps one card."), who)
        if kind == "sanction_take":
            return arg(self.tr("%1 takes one card; the rest go to the pile."), who)
        if kind == "hand_end":
            return arg(self.tr("%1 wins hand %2."), self.name(ev["winner"]), str(ev["hand"]))
        if kind == "match_end":
            return self.tr("The match is over.")
        return strings.describe_event(ev, self.names)

    def play_line(self, ev: dict, who: str) -> str:
        """"A plays ♥10 (−10) — total 73": one message for each shape of the line, so that no
        piece is glued on in code (Chinese has its own brackets and no spaces around them)."""
        cards = " + ".join(self.card_text(c) for c in ev["cards"])
        total = str(ev.get("total", ""))
        way, target = self.way_text(ev.get("label", "")), ev.get("target", -1)
        if isinstance(target, int) and target >= 0:
            aim = self.name(target)
            if way:
                return arg(self.tr("%1 plays %2 (%3 → %4) — total %5"), who, cards, way, aim, total)
            return arg(self.tr("%1 plays %2 (→ %3) — total %4"), who, cards, aim, total)
        if way:
            return arg(self.tr("%1 plays %2 (%3) — total %4"), who, cards, way, total)
        return arg(self.tr("%1 plays %2 — total %3"), who, cards, total)

    def scores(self, obs: dict) -> list[str] | None:
        players = obs.get("players")
        if not isinstance(players, list) or len(players) != len(self.names):
            return None
        out = []
        for p in players:
            text = str(p["points"])
            out.append(text if p["alive"] or obs.get("match_over") else arg(self.tr("%1 (out)"), text))
        return out


def section_label(section: dict) -> str:
    """A replay's section: "Hand 3" (each hand is dealt anew)."""
    return arg(QCoreApplication.translate("ReplayBar", "Hand %1"), str(section.get("number", "")))
