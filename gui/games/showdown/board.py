"""What the 九局對決 felt shows: the ballpark, boards, plates, the cards in the middle and
the hand, drawn from an observation; and the animation of each event.

`ShowdownBoard` is a part the table owns (`table.board`): it keeps the scene items it drew
(the hand, the runners, the cards in the middle, the judgement and banner panels) for the
table's clicks and its animations, and what the middle still shows of the last plays
(`seen`, seen.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from shiboken6 import isValid

from ...lang.arg import arg
from ...lang.strings import join_list
from ...table import CARD_W, CardItem
from ...table.plate import BadgePlace, PlateState, PlayerPlate
from .items import AbilityBoard, CardSlot, Field, InfoBoard, LineScore, Panel, Runner
from .layout import (
    BASES,
    BLACK_POS,
    BLACK_ROW_Y,
    DECK_X,
    DISCARD_X,
    LABEL_W,
    LABEL_X,
    OPP_RECT,
    RED_POS,
    RED_ROW_Y,
    SEAT_COLOURS,
    SMALL,
    banner_rect,
    base_path,
    elided_text,
    font,
    hand_positions,
    human_rect,
    judge_rect,
)
from .seen import Seen
from .text import card

if TYPE_CHECKING:
    from .table import ShowdownTable

BASE_KEYS = ("1B", "2B", "3B")


class ShowdownBoard(QObject):
    """What the 九局對決 felt shows (see the module docstring)."""

    def __init__(self, table: ShowdownTable) -> None:
        super().__init__(table)
        self.table = table
        self.scene = table.scene
        self.words = table.words
        self.seen = Seen()
        self.hand_items: dict[str, CardItem] = {}
        self.clash_items: list[CardItem] = []       # the batter's and pitcher's cards shown
        self.runner_items: list[Runner] = []
        self.judge_panel: Panel | None = None
        self.banner_panel: Panel | None = None

    def forget(self) -> None:
        """A new game: nothing of the old one is shown or remembered."""
        self.seen = Seen()
        self.hand_items, self.runner_items, self.clash_items = {}, [], []
        self.judge_panel = self.banner_panel = None

    def name(self, seat) -> str:
        return self.table.name(seat)

    # ---- drawing ------------------------------------------------------------------------
    def render(self, obs: dict) -> None:
        self.judge_panel = self.banner_panel = None
        self.hand_items, self.runner_items, self.clash_items = {}, [], []
        self.scene.clear()
        self._draw_field(obs)
        self._draw_boards(obs)
        self._draw_plates(obs)
        self._draw_middle(obs)
        self._draw_decks(obs)
        self._draw_hand(obs)

    def _draw_field(self, obs: dict) -> None:
        field = Field()
        field.labels = {"home": self.tr("Home"), "1B": self.tr("1st"), "2B": self.tr("2nd"),
                        "3B": self.tr("3rd")}
        self.scene.addItem(field)
        batting = obs.get("batting", 0)
        bases = (obs.get("bases") or [[False] * 3, [False] * 3])[batting]
        for key, occupied in zip(BASE_KEYS, bases, strict=True):
            if occupied:
                runner = Runner(batting)
                runner.setPos(BASES[key])
                self.scene.addItem(runner)
                self.runner_items.append(runner)

    def _draw_boards(self, obs: dict) -> None:
        self.scene.addItem(self.line_score(obs))
        info = InfoBoard()
        batting, fielding = obs.get("batting", 0), obs.get("fielding", 1)
        over = obs.get("over") or obs.get("is_over")
        info.title = self.tr("Final") if over else self.words.half_title(obs.get("inning", 1), obs.get("half", "top"))
        info.batting = arg(self.tr("At bat: %1 (red cards)"), self.name(batting))
        info.fielding = arg(self.tr("Fielding: %1 (black cards)"), self.name(fielding))
        info.outs_label = self.tr("Outs")
        info.outs = int(obs.get("outs", 0))
        self.scene.addItem(info)
        self.scene.addItem(self._abilities(obs))

    def line_score(self, obs: dict) -> LineScore:
        """The line score board of a position (also the data of the match-end box's table)."""
        board = LineScore()
        line = obs.get("line_score") or {}
        runs = line.get("runs") or [[], []]
        innings = int((obs.get("options") or {}).get("innings", 9))
        board.columns = max(innings, len(runs[0]), len(runs[1]))
        board.header = self.tr("Line score")
        board.r_label, board.h_label = self.tr("R"), self.tr("H")
        away, inning, half = obs.get("away", 0), obs.get("inning", 1), obs.get("half", "top")
        over = bool(obs.get("over") or obs.get("is_over"))
        for row, seat in enumerate((away, 1 - away)):
            cells = []
            for i in range(1, board.columns + 1):
                started = i <= inning if row == 0 else (i < inning or (i == inning and half == "bottom"))
                if row == 1 and line.get("skipped_bottom") == i:
                    cells.append("X")
                elif started and i <= len(runs[seat]):
                    cells.append(str(runs[seat][i - 1]))
                else:
                    cells.append("")
            board.rows.append((self.name(seat), cells, str((line.get("R") or [0, 0])[seat]),
                               str((line.get("H") or [0, 0])[seat]), seat))
        if not over:
            board.current = (0 if half == "top" else 1, inning - 1)
        return board

    def _abilities(self, obs: dict) -> AbilityBoard:
        board = AbilityBoard()
        ab = obs.get("abilities") or {}
        board.title = arg(self.tr("%1 fields — once per half-inning:"), self.name(obs.get("fielding")))
        used, ready = self.tr("Used"), self.tr("Available")
        board.rows = [(self.tr("♣7 Tactical switch"), ready if ab.get("club7_available") else used,
                       bool(ab.get("club7_available"))),
                      (self.tr("Discard 1, draw 1"), ready if ab.get("swap_available") else used,
                       bool(ab.get("swap_available")))]
        other = obs.get("fielding", 1)
        waiting = (obs.get("bases") or [[False] * 3, [False] * 3])[other]
        names = [w for w, on in zip((self.tr("1st"), self.tr("2nd"), self.tr("3rd")), waiting, strict=True) if on]
        if names:
            board.footer = arg(self.tr("%1's runners wait on base: %2"), self.name(other),
                                  join_list(names))
        else:
            board.footer = arg(self.tr("No runners of %1 waiting on base"), self.name(other))
        return board

    def _draw_plates(self, obs: dict) -> None:
        human = int(obs.get("seat", self.table.human_seat))
        other = 1 - human
        to_act = obs.get("to_act")
        for seat, rect in ((other, OPP_RECT.adjusted(0, 0, -236, 0)), (human, human_rect())):
            plate = PlayerPlate(seat, rect, BadgePlace.INSIDE)
            name = arg(self.tr("%1 (you)"), self.name(seat)) if seat == human else self.name(seat)
            batting = seat == obs.get("batting")
            role = self.tr("Batting (red)") if batting else self.tr("Fielding (black)")
            if seat == other:
                count = obs.get("opponent_hand_size", 0)
                role = f"{role} · {self.words.cards(count)}"
            badge = (self.tr("Bats"), "#c8102e") if batting else (self.tr("Fields"), "#222222")
            plate.set_state(PlateState(name, role, badges=(badge, *self.table.away.badges(seat)),
                                       active=to_act == seat,
                                       you=seat == human, chip=SEAT_COLOURS[seat % 2]))
            if seat == human:       # a hovered card of the hand rises below it;
                plate.grow_upwards_to_fit()     # the banner is above (seen at 800×600)
            plate.setZValue(6)
            self.scene.addItem(plate)
        for i in range(min(int(obs.get("opponent_hand_size", 0)), 6)):
            back = CardItem(None, face_up=False)
            back.setScale(0.42)
            back.setPos(QPointF(OPP_RECT.right() - 226 + i * 36, OPP_RECT.top() + 4))
            back.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.scene.addItem(back)

    def _draw_middle(self, obs: dict) -> None:
        attack = obs.get("attack")
        if attack:
            red, black = attack.get("card"), obs.get("defence")
            named = attack.get("named")
        else:
            last = self.seen.last
            red, black, named = last.get("attack"), last.get("defence"), last.get("named")
        for code, pos in ((red, RED_POS), (black, BLACK_POS)):
            self.scene.addItem(CardSlot(pos))
            if code:
                item = CardItem(code)
                item.set_size(1.0)          # no room to grow between the plate and the judge
                item.setPos(pos)
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                item.setZValue(20)
                self.scene.addItem(item)
                self.clash_items.append(item)
        if named:
            self._caption(arg(self.tr("copies %1"), card(named)), RED_POS + QPointF(CARD_W / 2, 146), 15)
        else:
            self._caption(self.tr("Batter"), RED_POS + QPointF(CARD_W / 2, 146), 15)
        self._caption(self.tr("Pitcher"), BLACK_POS + QPointF(CARD_W / 2, 146), 15)
        judge = judge_rect()
        # the banner's place, while it is empty, is the ruling's to wrap into
        room = None if self.seen.banner else QRectF(judge.left(), judge.top(), judge.width(),
                                                    human_rect().top() - 8 - judge.top())
        self.judge_panel = Panel(judge, self._judge_lines(obs), (24, 16), "#c9a227", room=room)
        self._explain_judge()
        self.scene.addItem(self.judge_panel)
        if self.seen.banner:
            self.banner_panel = Panel(banner_rect(), self.words.banner_lines(self.seen.banner),
                                      (19, 16), "#f2c230", self._banner_fill())
            self.scene.addItem(self.banner_panel)

    @staticmethod
    def _banner_fill() -> QColor:
        return QColor(90, 60, 0, 170)

    def _judge_lines(self, obs: dict) -> list[str]:
        attack = obs.get("attack")
        if obs.get("pending") == "perfect_out":
            return [self.words.play_text(self.seen.last) or card("BJ"),
                    self.tr("The batter may discard a red card to make it a plain out")]
        if attack:
            red = self.words.red_card(attack["card"], attack.get("named"), attack.get("counts_as"),
                             bool(attack.get("blind")))
            before = self.words.play_text(self.seen.previous)
            second = (arg(self.tr("Last play: %1"), before) if before
                      else self.tr("Waiting for the defence…"))
            return [arg(self.tr("%1 swings %2"), self.name(obs.get("batting")), red), second]
        text = self.words.play_text(self.seen.last)
        if text:
            return [text]
        return [self.tr("Waiting for the first pitch"), ""]

    def _caption(self, text: str, centre: QPointF, pixels: int):
        item = self.scene.addSimpleText(text)
        item.setFont(font(pixels, bold=True))
        item.setBrush(Qt.GlobalColor.white)
        rect = item.boundingRect()
        item.setPos(centre.x() - rect.width() / 2, centre.y())
        return item

    def _draw_decks(self, obs: dict) -> None:
        decks = obs.get("decks") or {}
        discards = obs.get("discards") or {}
        for colour, y in (("red", RED_ROW_Y), ("black", BLACK_ROW_Y)):
            if decks.get(colour):
                back = CardItem(None, face_up=False)
                back.setScale(SMALL)
                back.setPos(QPointF(DECK_X, y))
                back.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.scene.addItem(back)
            pile = discards.get(colour) or []
            if pile:
                top = CardItem(pile[-1])
                top.setScale(SMALL)
                top.setPos(QPointF(DISCARD_X, y))
                top.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.scene.addItem(top)
            label = self.tr("Red deck: %1") if colour == "red" else self.tr("Black deck: %1")
            self._left_text(arg(label, decks.get(colour, 0)), QPointF(LABEL_X, y + 14))
            self._left_text(arg(self.tr("Discards: %1"), len(pile)), QPointF(LABEL_X, y + 40))

    def _left_text(self, text: str, pos: QPointF):
        item = self.scene.addSimpleText(elided_text(text, 15, LABEL_W))
        item.setFont(font(15))
        item.setBrush(Qt.GlobalColor.white)
        item.setPos(pos)
        return item

    def _draw_hand(self, obs: dict) -> None:
        hand = list(obs.get("hand") or [])
        self.hand_items = self.table.add_hand(hand, hand_positions(len(hand)), self.table._card_clicked)
        for code, item in self.hand_items.items():      # what each card does (issue 34.11)
            item.setToolTip(self.table.glossary.card_tip(code))

    # ---- animation ------------------------------------------------------------------------
    def animate(self, ev: dict) -> None:
        """Queue one event's animation on the table's AnimationQueue (the table has
        remembered it already: a judgement's words are those of the play it ends)."""
        anim, kind = self.table.anim, ev.get("kind")
        if kind == "attack" and self.clash_items:
            step = anim.step()
            for item in self.clash_items:
                step.fade(item, 0.0)
            self.clash_items = []
        if kind in ("attack", "defend"):
            self._fly(ev.get("card"), ev.get("seat"), RED_POS if kind == "attack" else BLACK_POS)
        elif kind == "club7":
            self._fly("7C", ev.get("seat"), QPointF(DISCARD_X, BLACK_ROW_Y))
            if ev.get("holds"):
                self._fly(ev.get("card"), None, BLACK_POS, QPointF(DECK_X, BLACK_ROW_Y))
        elif kind == "swap":
            self._fly(ev.get("discarded"), ev.get("seat"), QPointF(DISCARD_X, BLACK_ROW_Y))
        elif kind == "answer":
            self._fly(ev.get("discarded"), ev.get("seat"), QPointF(DISCARD_X, RED_ROW_Y))
        if kind in ("judgement", "answer", "accept"):
            shown = dict(self.seen.last)
            anim.call(lambda last=shown: self._set_judge([self.words.play_text(last)]))
            anim.pause(1.5)
        elif kind == "play":
            self._run_bases(ev)
        elif kind in ("half_inning_end", "half_inning_start", "game_over"):
            # the banner as it stands when its turn comes (a half's end, then who bats now)
            anim.call(lambda: self._set_banner(self.words.banner_lines(self.seen.banner)))
            anim.pause(2.0)

    def _set_judge(self, lines: list[str]) -> None:
        if _alive(self.judge_panel):
            self.judge_panel.lines = lines
            self.judge_panel.update()
            self._explain_judge()

    def _explain_judge(self) -> None:
        """The judgement's terms ("wrong suit — productive out") explained in its tooltip."""
        self.judge_panel.setToolTip(self.table.explain_terms("\n".join(self.judge_panel.lines)))

    def _set_banner(self, lines: list[str]) -> None:
        if not _alive(self.banner_panel):
            self.banner_panel = Panel(banner_rect(), lines, (19, 16), "#f2c230", self._banner_fill())
            self.scene.addItem(self.banner_panel)
        self.banner_panel.lines = lines
        self.banner_panel.update()

    def _seat_origin(self, seat) -> QPointF:
        if seat == self.table.human_seat:
            return QPointF(hand_positions(5)[2])
        return QPointF(OPP_RECT.right() - 180, OPP_RECT.top())

    def _fly(self, card: str | None, seat, target: QPointF, start: QPointF | None = None) -> None:
        if not card:
            return
        source = self.hand_items.get(card) if seat == self.table.human_seat else None
        if start is None:
            start = source.pos() if source is not None else self._seat_origin(seat)
        item = CardItem(card)
        item.set_size(1.0)                  # it lands among the middle cards (natural size)
        item.setPos(start)
        item.setZValue(100)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.hide()
        self.scene.addItem(item)

        def lift_off(item=item, source=source) -> None:
            if _alive(item):
                item.show()
            if _alive(source):
                source.hide()
        self.table.anim.call(lift_off)
        self.table.anim.move(item, target)

    def _run_bases(self, ev: dict) -> None:
        """Runners (and the batter) run the base paths corner by corner; scorers fade out."""
        moves = ev.get("moves") or []
        if not moves:
            return
        seat = int(ev.get("seat", 0))
        pieces: list[tuple[Runner, list[QPointF], str]] = []
        for move in moves:
            start = move["from"]
            runner = Runner(seat)
            runner.setPos(BASES["home"] if start == "batter" else BASES[start])
            runner.hide()
            self.scene.addItem(runner)
            pieces.append((runner, base_path(start, move["to"]), move["to"]))
        stale = list(self.runner_items)

        def swap_in() -> None:
            for old in stale:
                if _alive(old):
                    old.hide()
            for runner, _, _ in pieces:
                if _alive(runner):
                    runner.show()
        self.table.anim.call(swap_in)
        for leg in range(max(len(path) for _, path, _ in pieces)):
            step = self.table.anim.step()
            for runner, path, _ in pieces:
                if leg < len(path):
                    step.move(runner, path[leg])
        ending = self.table.anim.step()
        for runner, _, end in pieces:
            if end in ("home", "off"):
                ending.fade(runner, 0.0)


def _alive(item) -> bool:
    """The item still exists (a redraw deletes every scene item)."""
    return item is not None and isValid(item) and item.scene() is not None
