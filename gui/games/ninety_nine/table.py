"""The 九九 table: the running total in the middle, the pile and the stock beside it,
the opponents round the top, the human's hand at the bottom.

The table decides no rule: a card is highlighted when some legal action names it;
clicking it plays the one action, or offers the choices (±, 99/0, which player,
which direction) in place. Events are animated in order; a hand's end holds the
next hand's events until the player asks for it.
"""
from __future__ import annotations

from engine.cards import SUIT_SYMBOLS
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QWidget

from ...table import CARD_H, CARD_W, CardItem
from ...table.choice_bar import Choice, ChoiceBar
from ...table.game_table import GameTable
from ...table.hold import EventHold
from ...table.plate import BadgePlace, PlateState, PlayerPlate
from .items import TotalDial
from .layout import (HAND_Y, OPP_SCALE, PILE_POS, STOCK_POS, TOTAL_CENTRE, hand_positions,
                     plate_rect, seat_centre)

SUIT = SUIT_SYMBOLS


class NinetyNineTable(EventHold, GameTable):
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

    def card_text(self, card: str) -> str:
        if card == "BJ":
            return self.tr("Big Joker")
        if card == "LJ":
            return self.tr("Little Joker")
        return card[:-1] + SUIT.get(card[-1], "")

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    def choice_text(self, action: dict) -> str:
        """How one way of playing a card reads on its button."""
        cards = action.get("cards") or []
        parts = [" + ".join(self.card_text(c) for c in cards)] if len(cards) > 1 else []
        label = action.get("label", "")
        words = {
            "cw": self.tr("Pass hands clockwise"), "ccw": self.tr("Pass hands counter-clockwise"),
            "=99": self.tr("Set to 99"), "=0": self.tr("Set to 0"), "=to99": self.tr("As K: to 99"),
            "=reset": self.tr("As reset to 0"), "=reverse": self.tr("As reverse"),
            "=designate": self.tr("As designate"), "=pass": self.tr("As pass"),
            "=swap": self.tr("As swap hands"), "=steal": self.tr("As steal a card"),
            "=+8": self.tr("As +8, draw two"), "=doublepass": self.tr("As double pass"),
        }
        if label in words:
            parts.append(words[label])
        elif label:
            parts.append(label.lstrip("=").replace("-", "−"))
        target = action.get("target", -1)
        if isinstance(target, int) and target >= 0:
            parts.append(self.tr("→ %1").replace("%1", self.name(target)))
        return "  ".join(parts) or self.tr("Play")

    def describe_event(self, ev: dict) -> str:  # noqa: C901 - one line per event kind
        kind, seat = ev.get("kind"), ev.get("seat", -1)
        who = self.name(seat) if isinstance(seat, int) else ""
        if kind == "deal":
            return self.tr("Hand %1 begins; %2 leads.").replace("%1", str(ev["hand"])).replace(
                "%2", self.name(ev["starter"]))
        if kind == "play":
            text = self.tr("%1 plays %2").replace("%1", who).replace(
                "%2", " + ".join(self.card_text(c) for c in ev["cards"]))
            detail = self.choice_text({"label": ev.get("label", ""), "target": ev.get("target", -1)})
            if ev.get("label") or ev.get("target", -1) >= 0:
                text += f" ({detail})"
            return text + self.tr(" — total %1").replace("%1", str(ev.get("total", "")))
        if kind == "draw":
            if "cards" in ev:
                return self.tr("You draw %1.").replace("%1", ", ".join(self.card_text(c) for c in ev["cards"]))
            # Everyone draws after every play; only unusual draws are worth a line.
            if ev.get("count", 1) == 1:
                return ""
            return self.tr("%1 draws %n card(s).", "", ev["count"]).replace("%1", who)
        if kind == "eliminate":
            if ev.get("reason") == "empty":
                return self.tr("%1 has no cards left and is out.").replace("%1", who)
            return self.tr("%1 cannot stay at 99 or under and is out.").replace("%1", who)
        if kind == "skip":
            return self.tr("%1 is skipped.").replace("%1", who)
        if kind == "steal":
            text = self.tr("%1 takes a card from %2.").replace("%1", who).replace("%2", self.name(ev["target"]))
            return text + (f" ({self.card_text(ev['card'])})" if "card" in ev else "")
        if kind == "swap":
            return self.tr("%1 swaps hands with %2.").replace("%1", who).replace("%2", self.name(ev["target"]))
        if kind == "rotate":
            return (self.tr("Every hand passes clockwise.") if ev.get("direction") == "cw"
                    else self.tr("Every hand passes counter-clockwise."))
        if kind == "reshuffle":
            return self.tr("The pile is shuffled into a new stock; the total stays %1.").replace(
                "%1", str(ev.get("total", "")))
        if kind == "sanction_keep":
            return self.tr("%1 keeps one card.").replace("%1", who)
        if kind == "sanction_take":
            return self.tr("%1 takes one card; the rest go to the pile.").replace("%1", who)
        if kind == "hand_end":
            return self.tr("%1 wins hand %2.").replace("%1", self.name(ev["winner"])).replace(
                "%2", str(ev["hand"]))
        if kind == "match_end":
            return self.tr("The match is over.")
        return super().describe_event(ev)

    def scores(self, obs: dict) -> list[str] | None:
        players = obs.get("players")
        if not isinstance(players, list) or len(players) != len(self.names):
            return None
        out = []
        for p in players:
            text = str(p["points"])
            out.append(text if p["alive"] or obs.get("match_over") else text + "  " + self.tr("(out)"))
        return out

    # ---- hold at a hand's end (gui.table.hold) ----------------------------------------
    def show_event(self, ev: dict) -> None:
        self._animate_event(ev)
        line = self.describe_event(ev)
        if line:
            self.log(line)

    def hold_after(self, ev: dict, rest: list[dict]) -> bool:
        return ev.get("kind") == "hand_end" and not any(e.get("kind") == "match_end" for e in rest)

    def on_held(self, ev: dict) -> None:
        self._announce_hand(ev)

    def _announce_hand(self, ev: dict) -> None:
        rows = []
        points = ev.get("points", [])
        for seat in ev.get("placing", []):
            rows.append((self.name(seat), str(points[seat]) if seat < len(points) else ""))
        title = self.tr("%1 wins hand %2").replace("%1", self.name(ev["winner"])).replace("%2", str(ev["hand"]))
        self.announce(title, self.tr("Placings this hand, and hands won so far:"), rows,
                      next_hand=True, new_match=False)

    # ---- drawing ------------------------------------------------------------------------
    def render(self, obs: dict) -> None:
        self.scene.clear()
        self._hand_items, self._pool_items, self._plates = {}, [], {}
        players = obs.get("players") or []
        n, human = len(players), int(obs.get("seat", self.human_seat))
        self._draw_centre(obs)
        for seat in range(n):
            self._draw_seat(obs, seat, human, n)
        self._draw_hand(obs)
        self._draw_pool(obs)
        self.show_legal(self.legal)

    def _draw_centre(self, obs: dict) -> None:
        if obs.get("stock", 0):
            back = CardItem(None, face_up=False)
            back.setPos(STOCK_POS)
            self.scene.addItem(back)
        self._text(self.tr("Stock: %1").replace("%1", str(obs.get("stock", 0))),
                   STOCK_POS + QPointF(CARD_W / 2, CARD_H + 8), 17)
        for i, card in enumerate(obs.get("pile_top", [])):
            item = CardItem(card)
            item.setPos(PILE_POS + QPointF(i * 16 - 16, i * 4))
            item.setRotation((i - 1) * 5)
            item.setZValue(i)
            self.scene.addItem(item)
        self._text(self.tr("Pile: %1").replace("%1", str(obs.get("pile", 0))),
                   PILE_POS + QPointF(CARD_W / 2, CARD_H + 8), 17)
        self.dial = TotalDial()
        self.dial.setPos(TOTAL_CENTRE)
        self._set_dial(obs.get("total", 0), obs.get("direction", 1))
        self.scene.addItem(self.dial)
        hand_line = self.tr("Hand %1 of %2").replace("%1", str(obs.get("hand_no", 1))).replace(
            "%2", str(obs.get("match_hands", 1)))
        self._text(hand_line, QPointF(TOTAL_CENTRE.x(), TOTAL_CENTRE.y() + 150), 18)

    def _set_dial(self, total: int, direction: int) -> None:
        if self.dial is not None:
            words = self.tr("Clockwise") if direction == 1 else self.tr("Counter-clockwise")
            self.dial.set_value(total, direction, self.tr("Total"), words)

    def _draw_seat(self, obs: dict, seat: int, human: int, n: int) -> None:
        p = obs["players"][seat]
        centre = seat_centre(seat, human, n)
        plate = PlayerPlate(seat, plate_rect(seat == human), BadgePlace.EDGE, centred=True)
        if seat == human:
            plate.setPos(QPointF(165, HAND_Y + 50))
        else:
            plate.setPos(centre + QPointF(0, 18))
            shown = min(p["cards"], 7)
            for i in range(shown):
                back = CardItem(None, face_up=False)
                back.setScale(OPP_SCALE)
                x = centre.x() - (shown - 1) * 9 - CARD_W * OPP_SCALE / 2 + i * 18
                back.setPos(QPointF(x, centre.y() - CARD_H * OPP_SCALE - 2))
                back.setRotation((i - (shown - 1) / 2) * 3)
                back.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.scene.addItem(back)
        detail = self.tr("%n card(s) · %1 won", "", p["cards"]).replace("%1", str(p["points"]))
        badge = (self.tr("Out") if not p["alive"] else self.tr("Skips next") if p.get("skip_next")
                 else self.tr("Dealer") if seat == obs.get("dealer") else "")
        badges = ((badge, "#b3261e" if not p["alive"] else "#2f7de1"),) if badge else ()
        plate.set_state(PlateState(self.name(seat), detail, badges=badges,
                                   active=seat == obs.get("current_player"),
                                   out=not p["alive"], you=seat == human))
        plate.clicked.connect(self._plate_clicked)
        plate.setZValue(20)
        self.scene.addItem(plate)
        self._plates[seat] = plate

    def _draw_hand(self, obs: dict) -> None:
        hand = sorted(obs.get("hand", []), key=_card_key)
        self._hand_items = self.add_hand(hand, hand_positions(len(hand)), self._card_clicked)

    def _draw_pool(self, obs: dict) -> None:
        """Northwest sanction: the cards offered to the human sanctioner, face up."""
        pending = obs.get("pending") or {}
        cards = pending.get("pool_cards") or []
        if not cards:
            return
        self._text(self.tr("Take one of these cards:"), QPointF(600, HAND_Y - 200), 18)
        left = 600 - (len(cards) * (CARD_W + 12)) / 2
        for i, card in enumerate(cards):
            item = CardItem(card)
            item.setPos(QPointF(left + i * (CARD_W + 12), HAND_Y - 175))
            item.setZValue(40)
            item.clicked.connect(self._card_clicked)
            self.scene.addItem(item)
            self._pool_items.append(item)

    def _text(self, text: str, centre: QPointF, pixels: int, colour: str = "#e9f2ec"):
        item = self.scene.addSimpleText(text)
        font = QFont(item.font())
        font.setPixelSize(pixels)
        item.setFont(font)
        item.setBrush(QColor(colour))
        rect = item.boundingRect()
        item.setPos(centre.x() - rect.width() / 2, centre.y())
        return item

    # ---- choosing -----------------------------------------------------------------------
    def show_legal(self, legal: list[dict]) -> None:
        playable = {c for a in legal for c in (a.get("cards") or [])}
        taking = any(a.get("kind") == "take" for a in legal)
        for card, item in self._hand_items.items():
            item.set_legal(card in playable and not taking)
        for item in self._pool_items:
            item.set_legal(taking and item.card in playable)
        if not legal:
            self._cancel_choice()
        pending = (self.observation or {}).get("pending")
        if legal and pending and legal[0].get("kind") == "keep":
            self.set_status(self.tr("%1 sanctions you: choose the one card you keep.").replace(
                "%1", self.name(pending["sanctioner"])))

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

    # ---- animation ------------------------------------------------------------------------
    def _seat_point(self, seat: int) -> QPointF:
        players = len(self.observation.get("players") or self.names) or 1
        centre = seat_centre(seat, self.human_seat, players)
        return centre - QPointF(CARD_W / 2, CARD_H / 2)

    def _flying(self, card: str | None, start: QPointF, face_up: bool = True) -> CardItem:
        item = CardItem(card, face_up=face_up and card is not None)
        item.setPos(start)
        item.setZValue(100)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.scene.addItem(item)
        return item

    def _animate_event(self, ev: dict) -> None:
        kind = ev.get("kind")
        seat = ev.get("seat", -1)
        if kind == "play":
            self._animate_play(ev)
        elif kind == "draw":
            cards = ev.get("cards") or [None] * int(ev.get("count", 1))
            step = self.anim.step()
            for i, card in enumerate(cards):
                item = self._flying(card, STOCK_POS, face_up=card is not None)
                step.move(item, self._seat_point(seat) + QPointF(i * 20, 0))
        elif kind == "eliminate":
            step = self.anim.step()
            for card in ev.get("cards", []):
                step.move(self._flying(card, self._seat_point(seat)), PILE_POS)
            plate = self._plates.get(seat)
            if plate is not None:
                step.fade(plate, 0.45)
        elif kind in ("steal", "sanction_take"):
            target = ev.get("target", -1)
            item = self._flying(ev.get("card"), self._seat_point(target), face_up="card" in ev)
            self.anim.move(item, self._seat_point(seat))
        elif kind == "swap":
            a, b = seat, ev.get("target", -1)
            step = self.anim.step()
            step.move(self._flying(None, self._seat_point(a), False), self._seat_point(b))
            step.move(self._flying(None, self._seat_point(b), False), self._seat_point(a))
        elif kind == "rotate":
            self._animate_rotate(ev)
        elif kind == "reshuffle":
            step = self.anim.step()
            for i in range(3):
                step.move(self._flying(None, PILE_POS + QPointF(i * 6, 0), False), STOCK_POS)
        elif kind == "deal":
            self._animate_deal(ev)

    def _animate_play(self, ev: dict) -> None:
        seat, cards = ev.get("seat", -1), ev.get("cards", [])
        step = self.anim.step()
        for i, card in enumerate(cards):
            source = self._hand_items.get(card) if seat == self.human_seat else None
            if source is not None:
                source.hide()
                start = source.pos()
            else:
                start = self._seat_point(seat)
            step.move(self._flying(card, start), PILE_POS + QPointF(16 + i * 16, 8))
        total, direction = ev.get("total", 0), self.observation.get("direction", 1)
        if ev.get("effect") == "reverse":
            direction = -direction
            self.observation["direction"] = direction
        step.then(lambda: self._set_dial(total, direction))

    def _animate_rotate(self, ev: dict) -> None:
        players = self.observation.get("players") or []
        step = self.anim.step()
        sign = 1 if ev.get("direction") == "cw" else -1
        living = [s for s, p in enumerate(players) if p.get("alive")]
        for i, s in enumerate(living):
            nxt = living[(i + sign) % len(living)]
            step.move(self._flying(None, self._seat_point(s), False), self._seat_point(nxt))

    def _animate_deal(self, ev: dict) -> None:
        sizes = ev.get("sizes", [])
        step = self.anim.step()
        for seat, size in enumerate(sizes):
            for i in range(min(size, 3)):
                item = self._flying(None, STOCK_POS, False)
                step.move(item, self._seat_point(seat) + QPointF(i * 14, 0))
        self._set_dial(ev.get("total", 0), 1)


def _card_key(card: str) -> tuple[int, int]:
    order = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    if card in ("BJ", "LJ"):
        return (20 if card == "BJ" else 19, 0)
    return (order.index(card[:-1]), "SHDC".index(card[-1]))
