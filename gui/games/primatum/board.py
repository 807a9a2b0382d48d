"""What the 九尊 felt shows: territories, the bout, the round card and the hand, drawn from
an observation. Each event's animation: animation.py (a part the board owns)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF

from ...lang.arg import arg
from ...lang.i18n import current_language
from ...lang.strings import join_list
from ...table import CARD_H, CARD_W, CardItem, CustomFace, pixel_font
from ...table.card_size import grown_top
from ...table.faces import text_floor
from ...table.plate import BadgePlace, PlateState, PlayerPlate
from ...table.wrap import plain_lines, wrapped
from .animation import PrimatumAnimation
from .items import (
    COUNTRY_COLOURS,
    NUMERALS,
    PALACE_GLYPHS,
    ColumnSlot,
    PrimatumCard,
    RoundCard,
    card_numbers,
    palace_kind,
)
from .layout import (
    BOUT_LABEL_W,
    BOUT_LEFT,
    BOUT_RIGHT,
    BOUT_SCALE,
    BOUT_STRIDE,
    COLUMN_HEAD,
    HAND_Y,
    MID_TOP,
    NEUTRAL_POS,
    NEUTRAL_SCALE,
    ROUND_POS,
    SIDE_LEFT,
    bout_card_xs,
    bout_positions,
    bout_rows,
    card_scale,
    column_head_point,
    column_positions,
    column_rect,
    hand_positions,
    panel_rect,
)

COLUMN_GLYPHS = ("王", "后", "公子")
# The smallest size (scene pixels) a bout label is set at before it takes more lines.
SMALLEST_LABEL = 12


class PrimatumBoard(QObject):
    """What the 九尊 felt shows: a part the table owns (`table.board`), which keeps the scene
    items it drew (the hand, the territories' cards, the human's column slots, the neutral
    hand) for the table's clicks and highlights."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.table = table
        self.words = table.words
        self.hand_items: dict[str, PrimatumCard] = {}
        self.terr_items: dict[int, list[list[PrimatumCard]]] = {}
        self.slots: dict[int, ColumnSlot] = {}
        self.drops: dict[int, float] = {}       # how far each panel's columns moved down
        self.neutral_item: CardItem | None = None
        self.animation = PrimatumAnimation(self)

    # ---- faces ----------------------------------------------------------------------------
    def face(self, code: str) -> CustomFace:
        country = "QCZWN".index(code[0])
        kind = palace_kind(code)
        wen, wu = card_numbers(code)
        big = PALACE_GLYPHS[kind] if kind else NUMERALS[wen]
        sub = f"{NUMERALS[9]} · 9" if kind else ""
        return CustomFace(self.words.country_name(country), big, str(wu), COUNTRY_COLOURS[country], sub)

    def card_item(self, code: str, emphasis: str = "文", zun: bool = False) -> PrimatumCard:
        item = PrimatumCard(code, self.face(code), emphasis, zun)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        return item

    # ---- drawing --------------------------------------------------------------------------
    def render(self, obs: dict) -> None:
        """The whole felt from `obs` (the queue calls it once the animations are done)."""
        self.table.scene.clear()
        self.hand_items, self.terr_items, self.slots = {}, {}, {}
        self.neutral_item = None
        n = int(obs.get("players", len(self.table.names)) or 2)
        for seat in range(n):
            self._draw_territory(obs, seat, n)
        # Every panel's columns at one height, below the tallest header (a long name on two
        # lines in one panel moved only that panel's columns down: the rows stood uneven).
        lowest = max(self.drops.values(), default=0.0)
        for seat in range(n):
            self.drops[seat] = lowest
            for col in range(3):
                self._draw_column(obs, seat, n, col, obs["territories"][seat])
        self._draw_round(obs)
        self._draw_bout(obs)
        self._draw_side(obs)
        self._draw_hand(obs)

    def _draw_territory(self, obs: dict, seat: int, n: int) -> None:
        terr = obs["territories"][seat]
        plate = PlayerPlate(seat, panel_rect(seat, n), BadgePlace.INSIDE, header=True)
        badges = []
        if seat == obs.get("start"):
            badges.append((self.tr("Starts"), "#2f7de1"))
        if seat == obs.get("big_winner"):
            badges.append((self.tr("Big winner"), "#a67c00"))
        if seat == obs.get("big_loser"):
            badges.append((self.tr("Big loser"), "#b3261e"))
        badges.extend(self.table.away.badges(seat))     # a network seat whose person dropped
        name = self.table.name(seat)
        if seat == self.table.human_seat and len(badges) < 2:
            # (two badges need the name line's room: the plate's own frame marks you then)
            name = arg(QCoreApplication.translate("GameTable", "%1 (you)"), name)
        sizes = obs.get("hand_sizes") or []
        detail = arg(self.words.territory(terr.get("cards", 0)), self.words.country_name(seat),
                     str(sizes[seat] if seat < len(sizes) else 0))
        plate.set_state(PlateState(name, detail, badges=tuple(badges),
                                   active=seat == obs.get("current_player"),
                                   you=seat == self.table.human_seat, chip=COUNTRY_COLOURS[seat]))
        self.table.scene.addItem(plate)
        self.terr_items[seat] = []
        # the columns below the panel's header, however much its texts grew (a small
        # board's bigger texts, a long name in two lines): heads and cards alike
        self.drops[seat] = max(0.0, plate.text_bottom() + 1 - column_head_point(seat, n, 0).y())

    def _draw_column(self, obs: dict, seat: int, n: int, col: int, terr: dict) -> None:
        cards = terr["columns"][col]
        drop = self.drops.get(seat, 0.0)
        head = column_head_point(seat, n, col) + QPointF(0, drop)
        self._text(COLUMN_GLYPHS[col], head, 22, "#f6e7b0", bold=True, width=column_rect(
            seat, n, col).width())
        tag = self._column_tag(seat, col, terr)
        if tag:
            self._text(tag, head + QPointF(0, 28), 13, "#ffd27f", width=column_rect(seat, n, col).width())
        elif current_language() == "en" and _gloss_fits():
            caption = (self.tr("King"), self.tr("Queen"), self.tr("Prince"))[col]
            self._text(caption, head + QPointF(0, 28), 13, "#cfe3d6",
                       width=column_rect(seat, n, col).width())
        scale = card_scale(n)
        items = []
        positions = column_positions(seat, n, col, max(1, len(cards)), drop)
        if not cards:
            rect = QRectF(positions[0], QPointF(positions[0].x() + CARD_W * scale,
                                                positions[0].y() + CARD_H * scale))
            self.table.scene.addRect(rect, QColor(255, 255, 255, 90), QColor(0, 0, 0, 40)).setZValue(1)
        for i, (code, pos) in enumerate(zip(cards, positions, strict=False)):
            item = self.card_item(code, "文")
            item.setScale(scale)
            item.setPos(pos)
            item.setZValue(2 + i)
            self.table.scene.addItem(item)
            items.append(item)
        self.terr_items[seat].append(items)
        if seat == self.table.human_seat:
            slot = ColumnSlot(col, column_rect(seat, n, col, drop).adjusted(0, -30, 0, 0))
            slot.setZValue(60)
            slot.clicked.connect(self.table.choices.column_clicked)
            slot.refused.connect(self.table.choices.column_refused)
            self.table.scene.addItem(slot)
            self.slots[col] = slot

    def _column_tag(self, seat: int, col: int, terr: dict) -> str:
        heads, kinds = terr.get("heads") or [None] * 3, terr.get("head_kinds") or [None] * 3
        if heads[col] is None:
            return self.tr("lost")
        if kinds[col] == "regent":
            return self.tr("regent")
        original = f"{'QCZWN'[seat]}-{'KHP'[col]}"
        return self.tr("restored") if heads[col] != original else ""

    def _draw_round(self, obs: dict) -> None:
        card = RoundCard(obs.get("round_card") or "", int(obs.get("phase", 1)))
        card.setPos(ROUND_POS)
        card.setToolTip(self.words.round_card_tip(obs.get("round_card") or "", int(obs.get("phase", 1))))
        self.table.scene.addItem(card)
        x = ROUND_POS.x() + RoundCard.W + 12
        label = self._text(self.tr("Round"), QPointF(x, MID_TOP + 10), 16, "#d9e8dd", width=140,
                           left=True)
        # each line below the one above, however much the texts grew on a small board
        below = label.y() + max(20.0, label.boundingRect().height())
        number = self._text(f"{obs.get('round', 1)} / {obs.get('rounds', 5)}", QPointF(x, below),
                            34, "#ffffff", bold=True, width=140, left=True)
        below = max(MID_TOP + 78, number.y() + number.boundingRect().height())
        phase = arg(self.tr("Phase %1 of 2"), str(obs.get("phase", 1)))
        self._text(phase, QPointF(x, below), 17, "#ffffff", width=140, left=True)
        kind = obs.get("phase_type") or "文"
        colour = "#8fb8ff" if kind == "文" else "#ff9b8f"
        self._text(self.words.fight_name(kind), QPointF(10, MID_TOP + 150), 23, colour, bold=True,
                   width=245, left=True)
        hint = self._text(self.words.fight_hint(kind), QPointF(10, MID_TOP + 184), 15, "#d9e8dd",
                          width=245, left=True, wrap=True)
        nxt = obs.get("next_phase_type")
        if nxt:       # the line below the hint, however much the texts grew on a small board
            below = hint.y() + max(22.0, hint.boundingRect().height())
            self._text_above_hand(arg(self.tr("Phase 2: %1"), self.words.fight_name(nxt)),
                                  QPointF(10, below), 15, "#d9e8dd", 245, hint)

    def _draw_bout(self, obs: dict) -> None:
        bout = obs.get("bout") or {}
        plays = bout.get("plays") or []
        passes = bout.get("passes") or []
        # The passes' line goes under the rows of plays, clear of the cards (each row's cards
        # reach into the next rows) and of the hand's raised cards below: with passes, the
        # bout shows two rows of plays less.
        rows = bout_rows(bool(passes))      # fewer beside a hand of large cards (layout.py)
        shown = plays[-rows:]
        room = BOUT_RIGHT - BOUT_LEFT
        if len(plays) > len(shown):          # on the title's line, at its right end
            more = arg(self.tr("+%1 earlier"), str(len(plays) - len(shown)))
            item = self._text(more, QPointF(BOUT_RIGHT, MID_TOP + 4), 13, "#cfe3d6", width=150,
                              left=True)
            item.setX(BOUT_RIGHT - item.boundingRect().width())
            room -= item.boundingRect().width() + 12
        # A title grown past its 18 px (a small view, gui/table/faces.py) rises by as much,
        # so that it still ends above the first row of cards.
        lift = max(0.0, text_floor() - 18)
        title = self.words.bout_title(obs)
        # a long name's title ("… chooses the column that loses territory.") is set a little
        # smaller before it is shortened (cut at 1600×1000 with 30 characters, issue 34)
        pixels = next((px for px in range(18, 12, -1) if QFontMetricsF(
            pixel_font(px, True)).horizontalAdvance(title) <= room), 13)
        self._text(title, QPointF(BOUT_LEFT, MID_TOP + 2 - lift), pixels, "#ffffff",
                   bold=True, width=room, left=True)
        if bout.get("may_pledge") and obs.get("current_player") == self.table.human_seat:
            # after a won bout the player may pledge: the rule in one line, under the title
            self._text(self.words.pledge_rule(), QPointF(BOUT_LEFT, MID_TOP + 34), 15, "#ffd27f",
                       width=BOUT_RIGHT - BOUT_LEFT, left=True, wrap=True)
        if passes:
            text = arg(self.tr("Passed: %1"), join_list(self.table.name(s) for s in passes))
            below = bout_positions(rows)[-1] + CARD_H * BOUT_SCALE + 2
            self._text(text, QPointF(BOUT_LEFT, below), 15, "#ffd27f",
                       width=BOUT_RIGHT - BOUT_LEFT, left=True)
        kind = obs.get("phase_type") or "文"
        for row, (play, y) in enumerate(zip(shown, bout_positions(len(shown)), strict=False)):
            newest = row == len(shown) - 1
            self._bout_label(play, QPointF(BOUT_LEFT, y + 6), newest)
            xs = bout_card_xs(len(play["cards"]), BOUT_LEFT + BOUT_LABEL_W + 6)
            for i, (code, x) in enumerate(zip(play["cards"], xs, strict=True)):
                item = self.card_item(code, kind, "QCZWN".index(code[0]) == play["seat"])
                item.setScale(BOUT_SCALE)
                item.setPos(QPointF(x, y))
                item.setZValue(10 + row * 20 + i)
                self.table.scene.addItem(item)

    def _bout_label(self, play: dict, at: QPointF, newest: bool) -> None:
        """"Name · value" beside a play's cards. A long name is set smaller, then on more
        lines (the value ends the last; the newest play has room for three or four, an older
        one for two where they end above the next row), and only then shortened with "…" —
        never the value: the play's value is what the bout is decided by."""
        pixels = 16 if newest else 14
        name, value = self.table.name(play["seat"]), f"·\u00a0{play['value']}"
        colour = "#ffffff" if newest else "#cfe3d6"
        for size in range(pixels, SMALLEST_LABEL - 1, -1):
            if QFontMetricsF(pixel_font(size, newest)).horizontalAdvance(
                    f"{name} {value}") <= BOUT_LABEL_W:
                self._text(f"{name} {value}", at, size, colour, bold=newest,
                           width=BOUT_LABEL_W + 1, left=True)
                return
        font = pixel_font(SMALLEST_LABEL, newest)
        metrics = QFontMetricsF(font)
        lines = [line.strip() for line in plain_lines(f"{name} {value}", font, BOUT_LABEL_W)]
        # Lines set close (the font's own spacing is a CJK one, wide for Latin), where they
        # end above the next row's label; the newest row has its cards' height below.
        step = font.pixelSize() + 2
        height = CARD_H * BOUT_SCALE if newest else BOUT_STRIDE - 2
        if 1 < len(lines) and (len(lines) - 1) * step + metrics.height() <= height and \
                max(metrics.horizontalAdvance(line) for line in lines) <= BOUT_LABEL_W:
            for i, line in enumerate(lines):
                self._text(line, at + QPointF(0, i * step - 4), SMALLEST_LABEL, colour,
                           bold=newest, width=BOUT_LABEL_W + 1, left=True)
            return
        room = BOUT_LABEL_W - metrics.horizontalAdvance(f" {value}")
        shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)
        item = self._text(f"{shown} {value}", at, SMALLEST_LABEL, colour, bold=newest,
                          width=BOUT_LABEL_W + 1, left=True)
        item.setToolTip(f"{name} {value}")

    def _draw_side(self, obs: dict) -> None:
        y = MID_TOP + 4
        size = obs.get("neutral_size")
        if size is not None:
            self._text(self.tr("Neutral hand"), QPointF(SIDE_LEFT, y), 16, "#ffffff", bold=True,
                       width=280, left=True)
            back = CardItem(None, face_up=False)
            back.setScale(NEUTRAL_SCALE)
            back.setPos(NEUTRAL_POS)
            back.clicked.connect(lambda _c: self.table.choices.simple("draw"))
            self.table.scene.addItem(back)
            self.neutral_item = back
            self._text(self.words.cards(size),
                       NEUTRAL_POS + QPointF(CARD_W * NEUTRAL_SCALE + 10, 30), 16, "#ffffff",
                       width=190, left=True)
            y = NEUTRAL_POS.y() + CARD_H * NEUTRAL_SCALE + 8
        last = None
        lines = self.words.side_lines(obs)
        for i, (line, colour) in enumerate(lines):
            item = self._text_above_hand(line, QPointF(SIDE_LEFT, y), 15, colour, 280, last,
                                         rest=[text for text, _ in lines[i + 1:]])
            if item is None:
                break
            last = item
            y += max(22.0, item.boundingRect().height() + 2)   # texts grow on a small view

    def _draw_hand(self, obs: dict) -> None:
        kind = obs.get("phase_type") or "文"
        index = 0 if kind == "文" else 1
        hand = sorted(obs.get("hand") or [],
                      key=lambda c: (card_numbers(c)[index], "QCZWN".index(c[0]), c))
        seat = int(obs.get("seat", self.table.human_seat))
        neutral = obs.get("neutral_size") is not None      # the side column reaches low
        for i, (code, pos) in enumerate(zip(hand, hand_positions(len(hand), neutral), strict=True)):
            item = self.card_item(code, kind, "QCZWN".index(code[0]) == seat)
            item.setToolTip(self.words.card_tip(code, obs, seat))
            item.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
            item.setPos(pos)
            item.setZValue(100 + i)
            item.clicked.connect(lambda _c, code=code: self.table.choices.card_clicked(code))
            item.refused.connect(lambda _c, code=code: self.table.choices.card_refused(code))
            self.table.scene.addItem(item)
            self.hand_items[code] = item
        if not hand and obs.get("stage") not in ("over", None):
            self._text(self.tr("No cards in hand: you watch this phase."),
                       QPointF(600, HAND_Y + 50), 20, "#e9f2ec", width=900)

    def _text_above_hand(self, text: str, at: QPointF, pixels: int, colour: str, width: float,
                         above, rest: list[str] = ()):
        """A wrapped line that must end above the hand's cards: on a small board, where the
        grown texts reach the hand, it (and the `rest` after it) is told in the tooltip of
        the line `above` instead. None when it did not fit."""
        item = self._text(text, at, pixels, colour, width=width, left=True, wrap=True)
        if item.y() + item.boundingRect().height() <= grown_top(HAND_Y) - 4:
            return item
        self.table.scene.removeItem(item)
        if above is not None:
            told = [above.toolTip() or above.text().replace("\n", " ")]
            above.setToolTip("\n".join(told + [text, *rest]))
        return None

    def _text(self, text: str, at: QPointF, pixels: int, colour: str, bold: bool = False,
              width: float = 300, left: bool = False, wrap: bool = False):
        """A text at `at` (its centre, or its left with `left`), at most `width` wide:
        wrapped onto more lines (`wrap`), or else shortened with "…" and its whole text
        in the tooltip."""
        item = self.table.scene.addSimpleText("")
        font = pixel_font(pixels, bold)
        item.setFont(font)
        if wrap:
            item.setText(wrapped(text, font, width))
        else:
            shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)
            item.setText(shown)
            if shown != text:
                item.setToolTip(text)
        item.setBrush(QColor(colour))
        x = at.x() if left else at.x() - item.boundingRect().width() / 2
        item.setPos(x, at.y())
        item.setZValue(40)
        return item

    # ---- animation ------------------------------------------------------------------------
    def animate(self, ev: dict) -> None:
        """Queue one event's animation (animation.py) on the table's AnimationQueue."""
        self.animation.animate(ev)

    def players(self) -> int:
        return int(self.table.observation.get("players") or len(self.table.names) or 2)


def _gloss_fits() -> bool:
    """Whether the English gloss under 王 / 后 / 公子 ("King" …) fits above the column's
    cards: on a very small board (a replay with every hand shown at 800×600) the texts
    grow to stay readable and the gloss gives way; the glyph itself stays."""
    line = QFontMetricsF(pixel_font(13))
    return 28 + line.ascent() + line.descent() <= COLUMN_HEAD - 2
