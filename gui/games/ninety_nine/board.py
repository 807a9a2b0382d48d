"""What the 九九 felt shows: plates, the stock and the pile, the total's dial and the hand,
drawn from an observation; and the animation of each event."""
from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Qt
from PySide6.QtGui import QColor

from ...lang.arg import arg
from ...table import CARD_H, CARD_W, CardItem, pixel_font
from ...table.plate import BadgePlace, PlateState, PlayerPlate
from ...table.regions import SceneRegions
from .items import TotalDial
from .layout import (
    HAND_Y,
    OPP_SCALE,
    PILE_POS,
    STOCK_POS,
    TOTAL_CENTRE,
    hand_positions,
    plate_rect,
    seat_centre,
)


class NinetyNineBoard(QObject):
    """What the 九九 felt shows: a part the table owns (`table.board`), which keeps the
    scene items it drew (the hand, the plates, the dial) for the table's clicks."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.table = table
        self.hand_items: dict[str, CardItem] = {}
        self.pool_items: list[CardItem] = []
        self.plates: dict[int, PlayerPlate] = {}
        self.dial: TotalDial | None = None
        self.regions = SceneRegions(table.scene)

    # ---- drawing ------------------------------------------------------------------------
    def render(self, obs: dict) -> None:
        """Draw the felt from `obs`, region by region: only what changed since the last
        drawing is made again (gui/table/regions.py), so a move repaints a few items."""
        regions = self.regions
        regions.sweep()
        drawn: set[str] = set()

        def region(name: str, key, build) -> list:
            drawn.add(name)
            return regions.draw(name, key, build)[1]

        players = obs.get("players") or []
        n, human = len(players), int(obs.get("seat", self.table.human_seat))
        region("stock", obs.get("stock", 0), lambda: self._stock(obs))
        region("pile", (tuple(obs.get("pile_top", [])), obs.get("pile", 0)),
               lambda: self._pile(obs))
        self.dial = region("dial", None, self._new_dial)[0]
        self._set_dial(obs.get("total", 0), obs.get("direction", 1))
        region("hand_line", (obs.get("hand_no", 1), obs.get("match_hands", 1)),
               lambda: [self._hand_line(obs)])
        self.plates = {}
        for seat in range(n):
            # the plate stays (its words change in place); the backs follow the card count
            plate = region(f"plate {seat}", (n, human), lambda seat=seat: self._new_plate(seat, human, n))[0]
            plate.set_state(self._plate_state(obs, seat, human))
            # The fade of a player going out (animate) is the flight's; the drawing says
            # who is out (PlateState.out paints the plate faded). A plate kept from the
            # last hand stayed faded in the next without this (issue 34.3).
            plate.setOpacity(1.0)
            self.plates[seat] = plate
            if seat != human:
                region(f"backs {seat}", (n, human, players[seat]["cards"]),
                       lambda seat=seat: self._backs(seat, human, n, players[seat]["cards"]))
        hand = sorted(obs.get("hand", []), key=_card_key)
        hand_items = region("hand", tuple(hand), lambda: self._draw_hand(hand))
        for item in hand_items:       # what each card does here (the engine's effects)
            item.setToolTip(self.table.words.card_role(item.card))
        self.hand_items = _by_card(hand_items)
        pool = tuple((obs.get("pending") or {}).get("pool_cards") or ())
        self.pool_items = [i for i in region("pool", pool, lambda: self._draw_pool(pool))
                           if isinstance(i, CardItem)]
        regions.keep_only(drawn)

    def forget(self) -> None:
        """Draw every region again next time (the words or the text size changed)."""
        self.regions.forget()

    def _stock(self, obs: dict) -> list:
        items = []
        if obs.get("stock", 0):
            back = CardItem(None, face_up=False)
            back.setPos(STOCK_POS)
            self.table.scene.addItem(back)
            items.append(back)
        items.append(self._text(arg(self.tr("Stock: %1"), str(obs.get("stock", 0))),
                                STOCK_POS + QPointF(CARD_W / 2, CARD_H + 22), 17))
        return items

    def _pile(self, obs: dict) -> list:
        items = []
        for i, card in enumerate(obs.get("pile_top", [])):
            item = CardItem(card)
            item.setPos(PILE_POS + QPointF(i * 16 - 16, i * 4))
            item.setRotation((i - 1) * 5)
            item.setZValue(i)
            self.table.scene.addItem(item)
            items.append(item)
        items.append(self._text(arg(self.tr("Pile: %1"), str(obs.get("pile", 0))),
                                PILE_POS + QPointF(CARD_W / 2, CARD_H + 22), 17))
        return items                                      # (the words below the tilted cards)

    def _new_dial(self) -> list:
        dial = TotalDial()
        dial.setPos(TOTAL_CENTRE)
        self.table.scene.addItem(dial)
        return [dial]

    def _hand_line(self, obs: dict):
        line = arg(self.tr("Hand %1 of %2"), str(obs.get("hand_no", 1)),
                   str(obs.get("match_hands", 1)))
        return self._text(line, QPointF(TOTAL_CENTRE.x(), TOTAL_CENTRE.y() + TotalDial.RADIUS + 46),
                          18)

    def _set_dial(self, total: int, direction: int) -> None:
        if self.dial is not None:
            words = self.tr("Clockwise") if direction == 1 else self.tr("Counter-clockwise")
            self.dial.set_value(total, direction, self.tr("Total"), words)

    def _new_plate(self, seat: int, human: int, n: int) -> list:
        plate = PlayerPlate(seat, plate_rect(seat == human), BadgePlace.EDGE, centred=True)
        centre = seat_centre(seat, human, n)
        plate.setPos(QPointF(165, HAND_Y + 50) if seat == human else centre + QPointF(0, 18))
        plate.clicked.connect(self.table._plate_clicked)
        plate.setZValue(20)
        self.table.scene.addItem(plate)
        return [plate]

    def _plate_state(self, obs: dict, seat: int, human: int) -> PlateState:
        p = obs["players"][seat]
        detail = arg(self.table.words.seat_detail(p["cards"]), str(p["points"]))
        badge = (self.tr("Out") if not p["alive"] else self.tr("Skips next") if p.get("skip_next")
                 else self.tr("Dealer") if seat == obs.get("dealer") else "")
        badges = ((badge, "#b3261e" if not p["alive"] else "#2f7de1"),) if badge else ()
        badges += self.table.away.badges(seat)      # a network seat whose person dropped
        return PlateState(self.table.name(seat), detail, badges=badges,
                          active=seat == obs.get("current_player"), out=not p["alive"],
                          you=seat == human)

    def _backs(self, seat: int, human: int, n: int, cards: int) -> list:
        """An opponent's cards, face down in a small fan above its plate."""
        centre = seat_centre(seat, human, n)
        shown, items = min(cards, 7), []
        for i in range(shown):
            back = CardItem(None, face_up=False)
            back.setScale(OPP_SCALE)
            x = centre.x() - (shown - 1) * 9 - CARD_W * OPP_SCALE / 2 + i * 18
            back.setPos(QPointF(x, centre.y() - CARD_H * OPP_SCALE - 2))
            back.setRotation((i - (shown - 1) / 2) * 3)
            back.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.table.scene.addItem(back)
            items.append(back)
        return items

    def _draw_hand(self, hand: list[str]) -> list:
        items = self.table.add_hand(hand, hand_positions(len(hand)), self.table._card_clicked,
                                    every=True)
        return items

    def _draw_pool(self, cards: tuple[str, ...]) -> list:
        """Northwest sanction: the cards offered to the human sanctioner, face up."""
        if not cards:
            return []
        items = [self._text(self.tr("Take one of these cards:"), QPointF(600, HAND_Y - 200), 18)]
        left = 600 - (len(cards) * (CARD_W + 12)) / 2
        for i, card in enumerate(cards):
            item = CardItem(card)
            item.setPos(QPointF(left + i * (CARD_W + 12), HAND_Y - 175))
            item.setZValue(40)
            item.clicked.connect(self.table._card_clicked)
            self.table.scene.addItem(item)
            items.append(item)
        return items

    def _text(self, text: str, centre: QPointF, pixels: int, colour: str = "#e9f2ec"):
        item = self.table.scene.addSimpleText(text)
        item.setFont(pixel_font(pixels))
        item.setBrush(QColor(colour))
        rect = item.boundingRect()
        item.setPos(centre.x() - rect.width() / 2, centre.y())
        return item

    # ---- animation ------------------------------------------------------------------------
    def _seat_point(self, seat: int) -> QPointF:
        players = len(self.table.observation.get("players") or self.table.names) or 1
        centre = seat_centre(seat, self.table.human_seat, players)
        return centre - QPointF(CARD_W / 2, CARD_H / 2)

    def _flying(self, card: str | None, start: QPointF, face_up: bool = True) -> CardItem:
        item = CardItem(card, face_up=face_up and card is not None)
        item.setPos(start)
        item.setZValue(100)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.table.scene.addItem(item)
        return self.regions.transient(item)       # gone at the next drawing

    def animate(self, ev: dict) -> None:
        if self.table.anim.duration_ms() <= 0:
            return                  # animations off: the next drawing shows where all went
        kind = ev.get("kind")
        seat = ev.get("seat", -1)
        if kind == "play":
            self._animate_play(ev)
        elif kind == "draw":
            cards = ev.get("cards") or [None] * int(ev.get("count", 1))
            step = self.table.anim.step()
            for i, card in enumerate(cards):
                item = self._flying(card, STOCK_POS, face_up=card is not None)
                step.move(item, self._seat_point(seat) + QPointF(i * 20, 0))
        elif kind == "eliminate":
            step = self.table.anim.step()
            for card in ev.get("cards", []):
                step.move(self._flying(card, self._seat_point(seat)), PILE_POS)
            plate = self.plates.get(seat)
            if plate is not None:
                step.fade(plate, 0.45)
        elif kind in ("steal", "sanction_take"):
            target = ev.get("target", -1)
            item = self._flying(ev.get("card"), self._seat_point(target), face_up="card" in ev)
            self.table.anim.move(item, self._seat_point(seat))
        elif kind == "swap":
            a, b = seat, ev.get("target", -1)
            step = self.table.anim.step()
            step.move(self._flying(None, self._seat_point(a), False), self._seat_point(b))
            step.move(self._flying(None, self._seat_point(b), False), self._seat_point(a))
        elif kind == "rotate":
            self._animate_rotate(ev)
        elif kind == "reshuffle":
            step = self.table.anim.step()
            for i in range(3):
                step.move(self._flying(None, PILE_POS + QPointF(i * 6, 0), False), STOCK_POS)
        elif kind == "deal":
            self._animate_deal(ev)

    def _animate_play(self, ev: dict) -> None:
        seat, cards = ev.get("seat", -1), ev.get("cards", [])
        step = self.table.anim.step()
        for i, card in enumerate(cards):
            source = self.hand_items.get(card) if seat == self.table.human_seat else None
            if source is not None:
                source.hide()
                start = source.pos()
            else:
                start = self._seat_point(seat)
            step.move(self._flying(card, start), PILE_POS + QPointF(16 + i * 16, 8))
        total, direction = ev.get("total", 0), self.table.observation.get("direction", 1)
        if ev.get("effect") == "reverse":
            direction = -direction
            self.table.observation["direction"] = direction
        step.then(lambda: self._set_dial(total, direction))

    def _animate_rotate(self, ev: dict) -> None:
        players = self.table.observation.get("players") or []
        step = self.table.anim.step()
        sign = 1 if ev.get("direction") == "cw" else -1
        living = [s for s, p in enumerate(players) if p.get("alive")]
        for i, s in enumerate(living):
            nxt = living[(i + sign) % len(living)]
            step.move(self._flying(None, self._seat_point(s), False), self._seat_point(nxt))

    def _animate_deal(self, ev: dict) -> None:
        sizes = ev.get("sizes", [])
        step = self.table.anim.step()
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


def _by_card(items: list) -> dict[str, CardItem]:
    """card -> its (first) item, for highlighting and for animating a play from the hand."""
    out: dict[str, CardItem] = {}
    for item in items:
        out.setdefault(item.card, item)
    return out
