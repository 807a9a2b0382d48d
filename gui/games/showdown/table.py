"""The 九局對決 table: a baseball diamond with runners, the batter's red card meeting the
pitcher's black card with the judgement in words, outs, decks, abilities, line score.

The table decides no rule: a card is highlighted when a legal action names it, and a
button is shown only when its action is legal. Clicking 小王 opens a picker of the
legal `play LJ=..` namings; "Discard 1, draw 1" asks for the card to discard.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGridLayout, QPushButton, QVBoxLayout, QWidget
from shiboken6 import isValid

from ...table import CARD_W, CardItem
from ...table.choice_bar import Choice, ChoiceBar
from ...table.game_table import GameTable
from ...table.plate import BadgePlace, PlateState, PlayerPlate
from . import text as T
from .items import AbilityBoard, CardSlot, Field, InfoBoard, LineScore, Panel, Runner
from .layout import (BANNER_RECT, BASES, BLACK_POS, BLACK_ROW_Y, DECK_X, HUMAN_RECT, JUDGE_RECT,
                     OPP_RECT, RED_POS, RED_ROW_Y, SEAT_COLOURS, SMALL, base_path, elided_text,
                     font, hand_positions)

RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
BASE_KEYS = ("1B", "2B", "3B")


class ShowdownTable(GameTable):
    """九局對決 on the felt; see the module docstring."""

    def __init__(self, game_id: str = "showdown", parent: QWidget | None = None) -> None:
        self._hand_items: dict[str, CardItem] = {}
        self._clash_items: list[CardItem] = []
        self._runner_items: list[Runner] = []
        self._mode: str | None = None            # None, "swap" or "joker"
        self._last: dict = {}                    # the last attack / defence / judgement seen
        self._previous: dict = {}                # the play before the attack now in play
        self._banner: list[dict] = []            # half-inning / game-end events to announce
        self._judge_panel: Panel | None = None
        self._banner_panel: Panel | None = None
        self.action_buttons: dict[str, QPushButton] = {}
        self.picker_buttons: dict[str, QPushButton] = {}
        self._build_bar()
        super().__init__(game_id, parent)
        self.controls.addWidget(self.bar)
        self.controls.addWidget(self.picker)

    def _build_bar(self) -> None:
        self.bar = ChoiceBar(bold_prompt=True)
        self.bar.chosen.connect(self.choose)
        self.bar.cancelled.connect(self._cancel_mode)
        self.prompt, self.cancel_button = self.bar.prompt, self.bar.cancel_button
        self.picker = QWidget()
        outer = QVBoxLayout(self.picker)
        outer.setContentsMargins(0, 0, 0, 0)
        grid = QGridLayout()
        grid.setSpacing(3)
        outer.addLayout(grid)
        for r, suit in enumerate("HD"):
            for c, rank in enumerate(RANKS):
                button = QPushButton(T.SUIT[suit] + rank)
                button.setStyleSheet("QPushButton { color: #c8102e; font-weight: bold; }"
                                     "QPushButton:disabled { color: #b9a0a4; }")
                button.setMinimumWidth(40)
                notation = f"play LJ={rank}{suit}"
                button.clicked.connect(lambda _=False, n=notation: self.choose(n))
                grid.addWidget(button, r, c)
                self.picker_buttons[notation] = button
        self.picker.hide()

    # ---- words --------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.bar.set_cancel(self.tr("Cancel"), self._mode is not None)
        super().retranslate()
        self.show_legal(self.legal)

    def name(self, seat) -> str:
        return self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else "?"

    def describe_event(self, event: dict) -> str:
        return T.describe(event, self.names, int(self.observation.get("away", 0) or 0))

    def scores(self, obs: dict) -> list[str] | None:
        score = obs.get("score")
        if isinstance(score, list) and len(score) == len(self.names):
            return [str(x) for x in score]
        return None

    # ---- events -------------------------------------------------------------------------
    def on_events(self, events: list[dict]) -> None:
        self.animate(events)
        for event in events:
            line = self.describe_event(event)
            if line:
                self.log(line)

    def _remember(self, ev: dict) -> None:
        """Keep what the middle of the table shows once the observation has moved on (as
        events, so a language switch redraws it in the new language)."""
        kind = ev.get("kind")
        if kind == "attack":
            self._previous = self._last
            self._last = {"attack": ev["card"], "named": ev.get("named"), "defence": None}
        elif kind == "play":
            self._banner = []                      # shown until the first play of the half
        elif kind == "defend":
            self._last["defence"] = ev["card"]
        elif kind == "club7" and ev.get("holds"):
            self._last["defence"] = ev.get("card")
        elif kind in ("judgement", "answer", "accept"):
            self._last[kind] = ev
        elif kind == "half_inning_end":
            self._banner = [ev]
        elif kind == "half_inning_start":
            self._banner = self._banner[:1] + [ev]
        elif kind == "game_over":
            self._banner = [ev]

    def _play_text(self, last: dict) -> str:
        """The judgement of a play in words ("♠Q ≥ ♥10 — out")."""
        if "answer" in last:
            return T.fill(self.tr("%1 broken with %2 — out, runners hold"), T.card("BJ"),
                          T.card(last["answer"].get("discarded")))
        if "accept" in last:
            return T.fill(self.tr("%1 accepted — perfect out, bases cleared"), T.card("BJ"))
        if "judgement" in last:
            return T.judgement(last["judgement"])
        return ""

    def _banner_lines(self) -> list[str]:
        lines = []
        for ev in self._banner:
            kind = ev.get("kind")
            if kind == "half_inning_end":
                lines += [self.tr("Three outs — side retired"),
                          T.fill(self.tr("%1 scored %2 in this half-inning"),
                                 self.name(ev.get("batting")), T.runs_text(int(ev.get("runs", 0))))]
            elif kind == "half_inning_start":
                if not lines:
                    lines.append(self.tr("Play ball!"))
                lines.append(T.fill(self.tr("%1: %2 bats"), T.half_title(ev["inning"], ev["half"]),
                                    self.name(ev.get("batting"))))
            elif kind == "game_over":
                lines.append(T.result_line(ev.get("winner"), self.names, ev.get("score", [0, 0])))
        if len(lines) > 2:                         # end + start: "side retired" + who bats now
            lines = [lines[0] + " · " + lines[1], lines[2]]
        return lines

    def clear(self) -> None:
        super().clear()
        self._hand_items, self._runner_items, self._clash_items = {}, [], []
        self._judge_panel = self._banner_panel = None
        self._last, self._previous, self._banner, self._mode = {}, {}, [], None

    # ---- the end ------------------------------------------------------------------------
    def on_game_over(self, result: dict) -> None:
        """The final line score and the winner, once the last play has been animated."""
        self._result = result
        self._update_status()
        self.anim.call(lambda r=dict(result): self._announce_end(r))

    def _announce_end(self, result: dict) -> None:
        obs = self._pending_obs or self.observation
        names = result.get("names") or self.names
        returns = list(result.get("returns") or [0, 0])
        human = int(result.get("human_seat", self.human_seat))
        score = list(obs.get("score") or [0, 0])
        if returns[0] == returns[1]:
            title = self.tr("A tie!")
        elif returns[human] > returns[1 - human]:
            title = self.tr("You win!")
        else:
            title = T.fill(self.tr("%1 wins"), names[1 - human])
        order = sorted(range(len(names)), key=lambda i: -returns[i])
        rows = [(names[i], str(score[i])) for i in order]
        self.end_rows = rows
        self.announce(title, self._line_score_html(obs, names), rows, next_hand=False, new_match=True)

    def _line_score_html(self, obs: dict, names: list[str]) -> str:
        board = self._line_score(dict(obs, over=True))
        return T.line_score_html(self.tr("Final line score"), board.columns, board.rows,
                                 board.r_label, board.h_label)

    # ---- drawing ------------------------------------------------------------------------
    def render(self, obs: dict) -> None:
        self._judge_panel = self._banner_panel = None
        self._hand_items, self._runner_items, self._clash_items = {}, [], []
        self.scene.clear()
        self._draw_field(obs)
        self._draw_boards(obs)
        self._draw_plates(obs)
        self._draw_middle(obs)
        self._draw_decks(obs)
        self._draw_hand(obs)
        self.show_legal(self.legal)

    def _draw_field(self, obs: dict) -> None:
        field = Field()
        field.labels = {"home": self.tr("Home"), "1B": self.tr("1st"), "2B": self.tr("2nd"),
                        "3B": self.tr("3rd")}
        self.scene.addItem(field)
        batting = obs.get("batting", 0)
        bases = (obs.get("bases") or [[False] * 3, [False] * 3])[batting]
        for key, occupied in zip(BASE_KEYS, bases):
            if occupied:
                runner = Runner(batting)
                runner.setPos(BASES[key])
                self.scene.addItem(runner)
                self._runner_items.append(runner)

    def _draw_boards(self, obs: dict) -> None:
        self.scene.addItem(self._line_score(obs))
        info = InfoBoard()
        batting, fielding = obs.get("batting", 0), obs.get("fielding", 1)
        over = obs.get("over") or obs.get("is_over")
        info.title = self.tr("Final") if over else T.half_title(obs.get("inning", 1), obs.get("half", "top"))
        info.batting = T.fill(self.tr("At bat: %1 (red cards)"), self.name(batting))
        info.fielding = T.fill(self.tr("Fielding: %1 (black cards)"), self.name(fielding))
        info.outs_label = self.tr("Outs")
        info.outs = int(obs.get("outs", 0))
        self.scene.addItem(info)
        self.scene.addItem(self._abilities(obs))

    def _line_score(self, obs: dict) -> LineScore:
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
        board.title = T.fill(self.tr("%1 fields — once per half-inning:"), self.name(obs.get("fielding")))
        used, ready = self.tr("Used"), self.tr("Available")
        board.rows = [(self.tr("♣7 Tactical switch"), ready if ab.get("club7_available") else used,
                       bool(ab.get("club7_available"))),
                      (self.tr("Discard 1, draw 1"), ready if ab.get("swap_available") else used,
                       bool(ab.get("swap_available")))]
        other = obs.get("fielding", 1)
        waiting = (obs.get("bases") or [[False] * 3, [False] * 3])[other]
        names = [w for w, on in zip((self.tr("1st"), self.tr("2nd"), self.tr("3rd")), waiting) if on]
        if names:
            board.footer = T.fill(self.tr("%1's runners wait on base: %2"), self.name(other),
                                  ", ".join(names))
        else:
            board.footer = T.fill(self.tr("No runners of %1 waiting on base"), self.name(other))
        return board

    def _draw_plates(self, obs: dict) -> None:
        human = int(obs.get("seat", self.human_seat))
        other = 1 - human
        to_act = obs.get("to_act")
        for seat, rect in ((other, OPP_RECT.adjusted(0, 0, -236, 0)), (human, HUMAN_RECT)):
            plate = PlayerPlate(seat, rect, BadgePlace.INSIDE)
            name = T.fill(self.tr("%1 (you)"), self.name(seat)) if seat == human else self.name(seat)
            batting = seat == obs.get("batting")
            role = self.tr("Batting (red)") if batting else self.tr("Fielding (black)")
            if seat == other:
                count = obs.get("opponent_hand_size", 0)
                role = T.fill(self.tr("%1 · %n card(s)", "", count), role)
            badge = (self.tr("Bats"), "#c8102e") if batting else (self.tr("Fields"), "#222222")
            plate.set_state(PlateState(name, role, badges=(badge,), active=to_act == seat,
                                       you=seat == human, chip=SEAT_COLOURS[seat % 2]))
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
            red, black, named = self._last.get("attack"), self._last.get("defence"), self._last.get("named")
        for card, pos in ((red, RED_POS), (black, BLACK_POS)):
            self.scene.addItem(CardSlot(pos))
            if card:
                item = CardItem(card)
                item.setPos(pos)
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                item.setZValue(20)
                self.scene.addItem(item)
                self._clash_items.append(item)
        if named:
            self._caption(T.fill(self.tr("copies %1"), T.card(named)), RED_POS + QPointF(CARD_W / 2, 146), 15)
        else:
            self._caption(self.tr("Batter"), RED_POS + QPointF(CARD_W / 2, 146), 15)
        self._caption(self.tr("Pitcher"), BLACK_POS + QPointF(CARD_W / 2, 146), 15)
        self._judge_panel = Panel(JUDGE_RECT, self._judge_lines(obs), (24, 16), "#c9a227")
        self.scene.addItem(self._judge_panel)
        if self._banner:
            self._banner_panel = Panel(BANNER_RECT, self._banner_lines(), (19, 16), "#f2c230",
                                       self._banner_fill())
            self.scene.addItem(self._banner_panel)

    @staticmethod
    def _banner_fill() -> QColor:
        return QColor(90, 60, 0, 170)

    def _judge_lines(self, obs: dict) -> list[str]:
        attack = obs.get("attack")
        if obs.get("pending") == "perfect_out":
            return [self._play_text(self._last) or T.card("BJ"),
                    self.tr("The batter may discard a red card to make it a plain out")]
        if attack:
            red = T.red_card(attack["card"], attack.get("named"), attack.get("counts_as"),
                             bool(attack.get("blind")))
            before = self._play_text(self._previous)
            second = (T.fill(self.tr("Last play: %1"), before) if before
                      else self.tr("Waiting for the defence…"))
            return [T.fill(self.tr("%1 swings %2"), self.name(obs.get("batting")), red), second]
        text = self._play_text(self._last)
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
                top.setPos(QPointF(DECK_X + 62, y))
                top.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.scene.addItem(top)
            label = self.tr("Red deck: %1") if colour == "red" else self.tr("Black deck: %1")
            self._left_text(T.fill(label, decks.get(colour, 0)), QPointF(DECK_X + 124, y + 14))
            self._left_text(T.fill(self.tr("Discards: %1"), len(pile)), QPointF(DECK_X + 124, y + 40))

    def _left_text(self, text: str, pos: QPointF):
        item = self.scene.addSimpleText(elided_text(text, 15, 118))
        item.setFont(font(15))
        item.setBrush(Qt.GlobalColor.white)
        item.setPos(pos)
        return item

    def _draw_hand(self, obs: dict) -> None:
        hand = list(obs.get("hand") or [])
        self._hand_items = self.add_hand(hand, hand_positions(len(hand)), self._card_clicked)

    # ---- choosing -----------------------------------------------------------------------
    def _kinds(self) -> dict[str, list[dict]]:
        out: dict[str, list[dict]] = {}
        for action in self.legal:
            out.setdefault(action["notation"].split()[0], []).append(action)
        return out

    def show_legal(self, legal: list[dict]) -> None:
        kinds = self._kinds() if legal else {}
        if not legal:
            self._mode = None
        if self._mode == "swap":
            playable = {a["card"] for a in kinds.get("swap", [])}
        elif self._mode == "joker":
            playable = set()
        else:
            playable = {a.get("card") for k in ("play", "defend", "answer") for a in kinds.get(k, [])}
        for card, item in self._hand_items.items():
            item.set_legal(card in playable)
            item.set_selected_card(self._mode == "joker" and card == "LJ")
        self._fill_buttons(kinds)
        self.bar.set_prompt(self._prompt(kinds))
        self.bar.set_cancel(self.tr("Cancel"), self._mode is not None)
        self.picker.setVisible(self._mode == "joker")
        if self._mode == "joker":
            for notation, button in self.picker_buttons.items():
                button.setEnabled(any(a["notation"] == notation for a in legal))

    def _fill_buttons(self, kinds: dict[str, list[dict]]) -> None:
        wanted = [("draw", self.tr("Draw a card"), "draw"), ("nodefence", self.tr("No defence"), "nodefence"),
                  ("club7", self.tr("♣7 Tactical switch"), "club7"),
                  ("swap", self.tr("Discard 1, draw 1"), None), ("accept", self.tr("Accept"), "accept")]
        choices = [] if self._mode is not None else [
            Choice(text, notation or "", None if notation else self._start_swap, key)
            for key, text, notation in wanted if key in kinds]
        self.bar.offer(choices)
        self.action_buttons = self.bar.buttons

    def _prompt(self, kinds: dict[str, list[dict]]) -> str:
        return T.prompt(set(kinds), self._mode, self.observation) if kinds else ""

    def _card_clicked(self, card: object) -> None:
        kinds = self._kinds()
        if self._mode == "swap":
            match = [a for a in kinds.get("swap", []) if a["card"] == card]
        else:
            match = [a for k in ("play", "defend", "answer") for a in kinds.get(k, [])
                     if a.get("card") == card]
        if card == "LJ" and len(match) > 1:
            self._mode = "joker"
            self.show_legal(self.legal)
        elif match:
            self.choose(match[0]["notation"])

    def _start_swap(self) -> None:
        self._mode = "swap"
        self.show_legal(self.legal)

    def _cancel_mode(self) -> None:
        self._mode = None
        self.show_legal(self.legal)

    def choose(self, notation: str) -> None:
        self._mode = None
        self.picker.hide()
        super().choose(notation)

    # ---- animation ------------------------------------------------------------------------
    def animate(self, events: list[dict]) -> None:
        for ev in events:
            self._remember(ev)
            kind = ev.get("kind")
            if kind == "attack" and self._clash_items:
                step = self.anim.step()
                for item in self._clash_items:
                    step.fade(item, 0.0)
                self._clash_items = []
            if kind in ("attack", "defend"):
                self._fly(ev.get("card"), ev.get("seat"), RED_POS if kind == "attack" else BLACK_POS)
            elif kind == "club7":
                self._fly("7C", ev.get("seat"), QPointF(DECK_X + 62, BLACK_ROW_Y))
                if ev.get("holds"):
                    self._fly(ev.get("card"), None, BLACK_POS, QPointF(DECK_X, BLACK_ROW_Y))
            elif kind == "swap":
                self._fly(ev.get("discarded"), ev.get("seat"), QPointF(DECK_X + 62, BLACK_ROW_Y))
            if kind == "answer":
                self._fly(ev.get("discarded"), ev.get("seat"), QPointF(DECK_X + 62, RED_ROW_Y))
            if kind in ("judgement", "answer", "accept"):
                shown = dict(self._last)
                self.anim.call(lambda last=shown: self._set_judge([self._play_text(last)]))
                self.anim.pause(1.5)
            if kind == "play":
                self._run_bases(ev)
            elif kind in ("half_inning_end", "half_inning_start", "game_over"):
                self.anim.call(lambda: self._set_banner(self._banner_lines()))
                self.anim.pause(2.0)

    def _set_judge(self, lines: list[str]) -> None:
        if _alive(self._judge_panel):
            self._judge_panel.lines = lines
            self._judge_panel.update()

    def _set_banner(self, lines: list[str]) -> None:
        if not _alive(self._banner_panel):
            self._banner_panel = Panel(BANNER_RECT, lines, (19, 16), "#f2c230", self._banner_fill())
            self.scene.addItem(self._banner_panel)
        self._banner_panel.lines = lines
        self._banner_panel.update()

    def _seat_origin(self, seat) -> QPointF:
        if seat == self.human_seat:
            return QPointF(hand_positions(5)[2])
        return QPointF(OPP_RECT.right() - 180, OPP_RECT.top())

    def _fly(self, card: str | None, seat, target: QPointF, start: QPointF | None = None) -> None:
        if not card:
            return
        source = self._hand_items.get(card) if seat == self.human_seat else None
        if start is None:
            start = source.pos() if source is not None else self._seat_origin(seat)
        item = CardItem(card)
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
        self.anim.call(lift_off)
        self.anim.move(item, target)

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
        stale = list(self._runner_items)

        def swap_in() -> None:
            for old in stale:
                if _alive(old):
                    old.hide()
            for runner, _, _ in pieces:
                if _alive(runner):
                    runner.show()
        self.anim.call(swap_in)
        for leg in range(max(len(path) for _, path, _ in pieces)):
            step = self.anim.step()
            for runner, path, _ in pieces:
                if leg < len(path):
                    step.move(runner, path[leg])
        ending = self.anim.step()
        for runner, _, end in pieces:
            if end in ("home", "off"):
                ending.fade(runner, 0.0)


def _alive(item) -> bool:
    """The item still exists (a redraw deletes every scene item)."""
    return item is not None and isValid(item) and item.scene() is not None
