"""The 九尊 table: every territory as three columns headed 王 后 公子 with the pledged
cards stacked beneath, the round card and phase, the current bout, the human's hand.

The table decides no rule. A hand card is clickable when some legal action (先/打 or
押) names it together with the cards already selected; the Play button is enabled only
when the selection equals a legal play's cards; a column is highlighted only when a
legal 押 (for the selected card) or a legal territory loss names it; 過 and 摸 appear
only when legal. Events are animated in order (cards flying to the bout, pledges into
a column, a territory loss leaving its column, banners for 大勝方 and 大亂方).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import (QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableWidgetItem,
                               QWidget)

from ...i18n import current_language
from ...table import CARD_H, CARD_W, CardItem, CustomFace
from ...table.game_table import GameTable
from ...table.hold import EventHold
from ...table.plate import BadgePlace, PlateState, PlayerPlate
from .items import (COUNTRY_COLOURS, NUMERALS, PALACE_GLYPHS, Banner, ColumnSlot, PrimatumCard,
                    RoundCard, card_numbers, palace_kind)
from .layout import (BOUT_LEFT, BOUT_RIGHT, BOUT_SCALE, BOUT_SHOWN, HAND_Y, MID_TOP,
                              NEUTRAL_POS, NEUTRAL_SCALE, PILE_POINT, ROUND_POS, SIDE_LEFT,
                              bout_card_xs, bout_positions, card_scale, column_head_point,
                              column_positions, column_rect, hand_positions, panel_rect)
from .text import PrimatumText

COLUMN_GLYPHS = ("王", "后", "公子")


class PrimatumTable(EventHold, PrimatumText, GameTable):
    """九尊 on the felt; see the module docstring."""

    hold_waits_for_observation = True    # a round's summary shows the points after its loss

    def __init__(self, game_id: str = "primatum", parent: QWidget | None = None) -> None:
        self._hand_items: dict[str, PrimatumCard] = {}
        self._terr_items: dict[int, list[list[PrimatumCard]]] = {}
        self._slots: dict[int, ColumnSlot] = {}
        self._neutral_item: CardItem | None = None
        self._selected: list[str] = []
        self._live: list[dict] = []      # the legal actions on show (none while animating)
        self._ghosts: list[PrimatumCard] = []
        self._logged_rounds: set[int] = set()
        self.end_rows: list[tuple[int, str]] = []
        self.action_bar = QWidget()
        bar = QHBoxLayout(self.action_bar)
        bar.setContentsMargins(0, 0, 0, 0)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        bar.addWidget(self.prompt, 1)
        self.column_buttons = []
        for col in range(3):
            button = QPushButton()
            button.clicked.connect(lambda _=False, c=col: self._column_clicked(c))
            self.column_buttons.append(button)
            bar.addWidget(button)
        self.play_button = QPushButton()
        self.play_button.clicked.connect(self._play_clicked)
        self.pass_button = QPushButton()
        self.pass_button.clicked.connect(lambda: self._simple("pass"))
        self.draw_button = QPushButton()
        self.draw_button.clicked.connect(lambda: self._simple("draw"))
        self.clear_button = QPushButton()
        self.clear_button.clicked.connect(self._clear_selection)
        for button in (self.clear_button, self.play_button, self.pass_button, self.draw_button):
            bar.addWidget(button)
        super().__init__(game_id, parent)
        self._init_hold()
        self.overlay.chosen.connect(self._overlay_closed)
        self.controls.addWidget(self.action_bar)
        self.anim.idle.connect(lambda: self.show_legal(self.legal))
        self._update_bar()

    # ---- interface ------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.pass_button.setText(self.tr("Pass (過)"))
        self.draw_button.setText(self.tr("Take the neutral hand (摸)"))
        self.clear_button.setText(self.tr("Clear"))
        super().retranslate()
        self._update_bar()
        if getattr(self, "_hold", False):
            self.retranslate_hold()
        if self._result is not None and self.overlay.isVisible():
            # after the overlay's own LanguageChange (which resets its three headers)
            QTimer.singleShot(0, self, lambda: self._show_end(self._result))

    # ---- hold at a round's end (gui.table.hold) ------------------------------------------
    def show_event(self, event: dict) -> None:
        if event.get("kind") == "round_start":
            self._logged_rounds.add(event.get("round"))
        super().show_event(event)

    def hold_after(self, event: dict, rest: list[dict]) -> bool:
        return event.get("kind") == "round_end" and not any(
            e.get("kind") == "game_over" for e in rest)

    def on_held(self, event: dict) -> None:
        """The round's summary (大勝方, 大亂方 and what they lost, the points so far)."""
        obs = self.held_observation() or {}
        title, message, rows = self.round_summary(obs)
        if self.observation and obs.get("scores"):
            self.observation["scores"] = list(obs["scores"])   # the points after the loss
            self._fill_scoreboard()
        self.announce(title, message, rows, next_hand=True, new_match=False)
        self.overlay.next_button.setText(self.next_round_label())

    def _overlay_closed(self, key: str) -> None:
        if key == "close" and self.holding():      # Esc / Close on a round summary
            self._release_hold()

    def on_observation(self, obs: dict) -> None:
        rnd = obs.get("round")
        if rnd not in self._logged_rounds and obs.get("round_card") and not self.holding():
            self._logged_rounds.add(rnd)
            self.log(self.round_start_text(rnd, obs["round_card"], obs.get("start", 0)))
        super().on_observation(obs)

    def scores(self, obs: dict) -> list[str] | None:
        values = obs.get("final_scores") or obs.get("scores")
        if isinstance(values, list) and len(values) == len(self.names):
            return [str(int(v)) for v in values]
        return None

    def choose(self, notation: str) -> None:
        self._selected = []
        super().choose(notation)

    # ---- faces ----------------------------------------------------------------------------
    def face(self, code: str) -> CustomFace:
        country = "QCZWN".index(code[0])
        kind = palace_kind(code)
        wen, wu = card_numbers(code)
        big = PALACE_GLYPHS[kind] if kind else NUMERALS[wen]
        sub = f"{NUMERALS[9]} · 9" if kind else ""
        return CustomFace(self.country_name(country), big, str(wu), COUNTRY_COLOURS[country], sub)

    def card_item(self, code: str, emphasis: str = "文", zun: bool = False) -> PrimatumCard:
        item = PrimatumCard(code, self.face(code), emphasis, zun)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        return item

    # ---- drawing --------------------------------------------------------------------------
    def render(self, obs: dict) -> None:
        if self.anim.is_busy():
            self._pending_obs = self._pending_obs or obs
            return
        self.scene.clear()
        self._hand_items, self._terr_items, self._slots = {}, {}, {}
        self._neutral_item, self._ghosts = None, []
        n = int(obs.get("players", len(self.names)) or 2)
        for seat in range(n):
            self._draw_territory(obs, seat, n)
        self._draw_round(obs)
        self._draw_bout(obs)
        self._draw_side(obs)
        self._draw_hand(obs)
        hand = set(obs.get("hand") or [])
        self._selected = [c for c in self._selected if c in hand]
        self.show_legal(self.legal)

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
        name = self.name(seat)
        if seat == self.human_seat:
            name = QCoreApplication.translate("GameTable", "%1 (you)").replace("%1", name)
        sizes = obs.get("hand_sizes") or []
        detail = self.tr("%1 · %2 in hand · %n card(s)", "", terr.get("cards", 0)).replace(
            "%1", self.country_name(seat))
        detail = detail.replace("%2", str(sizes[seat] if seat < len(sizes) else 0))
        plate.set_state(PlateState(name, detail, badges=tuple(badges),
                                   active=seat == obs.get("current_player"),
                                   you=seat == self.human_seat, chip=COUNTRY_COLOURS[seat]))
        self.scene.addItem(plate)
        self._terr_items[seat] = []
        for col in range(3):
            self._draw_column(obs, seat, n, col, terr)

    def _draw_column(self, obs: dict, seat: int, n: int, col: int, terr: dict) -> None:
        cards = terr["columns"][col]
        head = column_head_point(seat, n, col)
        self._text(COLUMN_GLYPHS[col], head, 22, "#f6e7b0", bold=True, width=column_rect(
            seat, n, col).width())
        tag = self._column_tag(seat, col, terr)
        if tag:
            self._text(tag, head + QPointF(0, 25), 13, "#ffd27f", width=column_rect(seat, n, col).width())
        elif current_language() == "en":
            caption = (self.tr("King"), self.tr("Queen"), self.tr("Prince"))[col]
            self._text(caption, head + QPointF(0, 25), 13, "#cfe3d6",
                       width=column_rect(seat, n, col).width())
        scale = card_scale(n)
        items = []
        positions = column_positions(seat, n, col, max(1, len(cards)))
        if not cards:
            rect = QRectF(positions[0], QPointF(positions[0].x() + CARD_W * scale,
                                                positions[0].y() + CARD_H * scale))
            self.scene.addRect(rect, QColor(255, 255, 255, 90), QColor(0, 0, 0, 40)).setZValue(1)
        for i, (code, pos) in enumerate(zip(cards, positions)):
            item = self.card_item(code, "文")
            item.setScale(scale)
            item.setPos(pos)
            item.setZValue(2 + i)
            self.scene.addItem(item)
            items.append(item)
        self._terr_items[seat].append(items)
        if seat == self.human_seat:
            slot = ColumnSlot(col, column_rect(seat, n, col).adjusted(0, -30, 0, 0))
            slot.setZValue(60)
            slot.clicked.connect(self._column_clicked)
            self.scene.addItem(slot)
            self._slots[col] = slot

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
        self.scene.addItem(card)
        x = ROUND_POS.x() + RoundCard.W + 12
        self._text(self.tr("Round"), QPointF(x, MID_TOP + 10), 16, "#d9e8dd", width=140, left=True)
        self._text(f"{obs.get('round', 1)} / {obs.get('rounds', 5)}", QPointF(x, MID_TOP + 30), 34,
                   "#ffffff", bold=True, width=140, left=True)
        phase = self.tr("Phase %1 of 2").replace("%1", str(obs.get("phase", 1)))
        self._text(phase, QPointF(x, MID_TOP + 78), 17, "#ffffff", width=140, left=True)
        kind = obs.get("phase_type") or "文"
        colour = "#8fb8ff" if kind == "文" else "#ff9b8f"
        self._text(self.fight_name(kind), QPointF(10, MID_TOP + 150), 23, colour, bold=True,
                   width=245, left=True)
        self._text(self.fight_hint(kind), QPointF(10, MID_TOP + 184), 15, "#d9e8dd", width=245,
                   left=True)
        nxt = obs.get("next_phase_type")
        if nxt:
            self._text(self.tr("Phase 2: %1").replace("%1", self.fight_name(nxt)),
                       QPointF(10, MID_TOP + 206), 15, "#d9e8dd", width=245, left=True)

    def _draw_bout(self, obs: dict) -> None:
        bout = obs.get("bout") or {}
        plays = bout.get("plays") or []
        self._text(self.bout_title(obs), QPointF(BOUT_LEFT, MID_TOP + 2), 18, "#ffffff",
                   bold=True, width=BOUT_RIGHT - BOUT_LEFT, left=True)
        passes = bout.get("passes") or []
        if passes:
            text = self.tr("Passed: %1").replace("%1", ", ".join(self.name(s) for s in passes))
            self._text(text, QPointF(BOUT_LEFT, HAND_Y - 24), 15, "#ffd27f",
                       width=BOUT_RIGHT - BOUT_LEFT, left=True)
        shown = plays[-BOUT_SHOWN:]
        if len(plays) > len(shown):
            more = self.tr("+%1 earlier").replace("%1", str(len(plays) - len(shown)))
            self._text(more, QPointF(BOUT_LEFT, MID_TOP + 26), 13, "#cfe3d6", width=124, left=True)
        kind = obs.get("phase_type") or "文"
        for row, (play, y) in enumerate(zip(shown, bout_positions(len(plays)))):
            newest = row == len(shown) - 1
            label = f"{self.name(play['seat'])} · {play['value']}"
            self._text(label, QPointF(BOUT_LEFT, y + 6), 16 if newest else 14,
                       "#ffffff" if newest else "#cfe3d6", bold=newest, width=124, left=True)
            xs = bout_card_xs(len(play["cards"]), BOUT_LEFT + 130)
            for i, (code, x) in enumerate(zip(play["cards"], xs)):
                item = self.card_item(code, kind, "QCZWN".index(code[0]) == play["seat"])
                item.setScale(BOUT_SCALE)
                item.setPos(QPointF(x, y))
                item.setZValue(10 + row * 20 + i)
                self.scene.addItem(item)

    def _draw_side(self, obs: dict) -> None:
        y = MID_TOP + 4
        size = obs.get("neutral_size")
        if size is not None:
            self._text(self.tr("Neutral hand"), QPointF(SIDE_LEFT, y), 16, "#ffffff", bold=True,
                       width=280, left=True)
            back = CardItem(None, face_up=False)
            back.setScale(NEUTRAL_SCALE)
            back.setPos(NEUTRAL_POS)
            back.clicked.connect(lambda _c: self._simple("draw"))
            self.scene.addItem(back)
            self._neutral_item = back
            self._text(self.tr("%n card(s)", "", size),
                       NEUTRAL_POS + QPointF(CARD_W * NEUTRAL_SCALE + 10, 30), 16, "#ffffff",
                       width=190, left=True)
            y = NEUTRAL_POS.y() + CARD_H * NEUTRAL_SCALE + 8
        for line, colour in self.side_lines(obs):
            self._text(line, QPointF(SIDE_LEFT, y), 15, colour, width=280, left=True)
            y += 22

    def _draw_hand(self, obs: dict) -> None:
        kind = obs.get("phase_type") or "文"
        index = 0 if kind == "文" else 1
        hand = sorted(obs.get("hand") or [],
                      key=lambda c: (card_numbers(c)[index], "QCZWN".index(c[0]), c))
        seat = int(obs.get("seat", self.human_seat))
        for i, (code, pos) in enumerate(zip(hand, hand_positions(len(hand)))):
            item = self.card_item(code, kind, "QCZWN".index(code[0]) == seat)
            item.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
            item.setPos(pos)
            item.setZValue(100 + i)
            item.clicked.connect(lambda _c, code=code: self._card_clicked(code))
            self.scene.addItem(item)
            self._hand_items[code] = item
        if not hand and obs.get("stage") not in ("over", None):
            self._text(self.tr("No cards in hand: you watch this phase."),
                       QPointF(600, HAND_Y + 50), 20, "#e9f2ec", width=900)

    def _text(self, text: str, at: QPointF, pixels: int, colour: str, bold: bool = False,
              width: float = 300, left: bool = False):
        item = self.scene.addSimpleText("")
        font = QFont(item.font())
        font.setPixelSize(pixels)
        font.setBold(bold)
        item.setFont(font)
        metrics = QFontMetricsF(font)
        item.setText(metrics.elidedText(text, Qt.TextElideMode.ElideRight, width))
        item.setBrush(QColor(colour))
        x = at.x() if left else at.x() - item.boundingRect().width() / 2
        item.setPos(x, at.y())
        item.setZValue(40)
        return item

    # ---- choosing -------------------------------------------------------------------------
    def _actions(self, kind: str) -> list[dict]:
        return [a for a in self._live if a["notation"].split()[0] == kind]

    def show_legal(self, legal: list[dict]) -> None:
        """Highlight what `legal` allows, once the queued animations are done."""
        legal = [] if self.anim.is_busy() else list(legal)
        self._live = legal
        if not legal:
            self._selected = []
        sel = set(self._selected)
        choices = self._actions("play") + self._actions("pledge")
        for code, item in self._hand_items.items():
            ok = code in sel or any(sel | {code} <= set(a.get("cards") or ()) for a in choices)
            item.set_legal(bool(legal) and ok)
            if (code in sel) != getattr(item, "_picked", False):
                item._picked = code in sel
                item.set_selected_card(code in sel)
        draw = bool(self._actions("draw"))
        if self._neutral_item is not None:
            self._neutral_item.set_legal(draw)
        modes = self._column_modes()
        for col, slot in self._slots.items():
            slot.set_mode(modes.get(col, ""))
        self._mark_losses()
        self._show_ghosts([c for c, m in modes.items() if m == "pledge"])
        self._update_bar()

    def _column_modes(self) -> dict[int, str]:
        modes = {a["col"]: "lose" for a in self._actions("lose")}
        if len(self._selected) == 1:
            for a in self._actions("pledge"):
                if a["cards"][0] == self._selected[0]:
                    modes[a["col"]] = "pledge"
        return modes

    def _mark_losses(self) -> None:
        count = int(self.observation.get("loss_count") or 0)
        lose = {a["col"] for a in self._actions("lose")}
        for col, items in enumerate(self._terr_items.get(self.human_seat, [])):
            for i, item in enumerate(items):
                item.set_marked(col in lose and i >= len(items) - count)

    def _show_ghosts(self, columns: list[int]) -> None:
        """A faint copy of the selected card where each legal pledge would put it."""
        for ghost in self._ghosts:
            if ghost.scene() is not None:
                self.scene.removeItem(ghost)
        self._ghosts = []
        n = self._players()
        items = self._terr_items.get(self.human_seat) or []
        for col in columns:
            if col >= len(items):
                continue
            ghost = self.card_item(self._selected[0])
            ghost.setScale(card_scale(n))
            ghost.setPos(column_positions(self.human_seat, n, col, len(items[col]) + 1)[-1])
            ghost.setOpacity(0.82)
            ghost.setZValue(55)
            self.scene.addItem(ghost)
            self._ghosts.append(ghost)

    def _matching_play(self) -> dict | None:
        sel = set(self._selected)
        if not sel:
            return None
        return next((a for a in self._actions("play") if set(a["cards"]) == sel), None)

    def _update_bar(self) -> None:
        plays, passes = self._actions("play"), self._actions("pass")
        in_bout = bool(plays or passes)
        leading = not ((self.observation.get("bout") or {}).get("plays"))
        self.play_button.setText(self.tr("Lead (先)") if leading else self.tr("Play (打)"))
        self.play_button.setVisible(in_bout)
        self.play_button.setEnabled(self._matching_play() is not None)
        self.pass_button.setVisible(bool(passes))
        self.clear_button.setVisible(in_bout)
        self.clear_button.setEnabled(bool(self._selected))
        self.draw_button.setVisible(bool(self._actions("draw")))
        modes = self._column_modes()
        count = int(self.observation.get("loss_count") or 0)
        for col, button in enumerate(self.column_buttons):
            mode = modes.get(col, "")
            button.setVisible(bool(mode))
            if mode == "pledge":
                button.setText(self.tr("Pledge under %1").replace("%1", COLUMN_GLYPHS[col]))
            elif mode == "lose":
                button.setText(self.tr("Lose %1 from %2").replace("%1", str(count)).replace(
                    "%2", COLUMN_GLYPHS[col]))
        self.prompt.setText(self.prompt_text(self._live, self._selected, self.observation))
        self.action_bar.setVisible(bool(self._live))

    def _card_clicked(self, code: str) -> None:
        if not self._live:
            return
        if code in self._selected:
            self._selected.remove(code)
        else:
            self._selected.append(code)
        self.show_legal(self.legal)

    def _clear_selection(self) -> None:
        self._selected = []
        self.show_legal(self.legal)

    def _play_clicked(self) -> None:
        action = self._matching_play()
        if action is not None:
            self.choose(action["notation"])

    def _simple(self, kind: str) -> None:
        found = self._actions(kind)
        if found:
            self.choose(found[0]["notation"])

    def _column_clicked(self, col: int) -> None:
        for a in self._actions("lose"):
            if a["col"] == col:
                self.choose(a["notation"])
                return
        if len(self._selected) == 1:
            for a in self._actions("pledge"):
                if a["col"] == col and a["cards"][0] == self._selected[0]:
                    self.choose(a["notation"])
                    return

    # ---- animation ------------------------------------------------------------------------
    def animate(self, events: list[dict]) -> None:
        for ev in events:
            kind = ev.get("kind")
            if kind == "play":
                self._animate_play(ev)
            elif kind == "pledge":
                self._animate_pledge(ev)
            elif kind == "territory_loss":
                self._animate_loss(ev)
            elif kind == "take_neutral":
                self._animate_take(ev)
            elif kind in ("big_winner", "big_loser", "round_start", "phase_start", "bout_won"):
                self._banner_for(ev)

    def _players(self) -> int:
        return int(self.observation.get("players") or len(self.names) or 2)

    def _seat_point(self, seat: int) -> QPointF:
        rect = panel_rect(seat, self._players())
        return QPointF(rect.center().x() - CARD_W * 0.35, rect.top() + 40)

    def _flying(self, code: str | None, start: QPointF, scale: float) -> CardItem:
        item = self.card_item(code) if code else CardItem(None, face_up=False)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setScale(scale)
        item.setPos(start)
        item.setZValue(800)
        self.scene.addItem(item)
        return item

    def _source(self, seat: int, code: str) -> QPointF:
        item = self._hand_items.get(code) if seat == self.human_seat else None
        if item is not None:
            item.hide()
            return item.pos()
        return self._seat_point(seat)

    def _animate_play(self, ev: dict) -> None:
        seat, cards = ev.get("seat", -1), ev.get("cards") or []
        count = len((self.observation.get("bout") or {}).get("plays") or []) + 1
        y = bout_positions(count)[-1]
        step = self.anim.step()
        for code, x in zip(cards, bout_card_xs(len(cards), BOUT_LEFT + 130)):
            step.move(self._flying(code, self._source(seat, code), 0.72), QPointF(x, y))

    def _animate_pledge(self, ev: dict) -> None:
        seat, col, code = ev.get("seat", -1), ev.get("column", 0), ev.get("card", "")
        n = self._players()
        items = self._terr_items.get(seat, [[], [], []])
        count = len(items[col]) if col < len(items) else 0
        target = column_positions(seat, n, col, count + 1)[-1]
        item = self._flying(code, self._source(seat, code), card_scale(n))
        self.anim.move(item, target)

    def _animate_loss(self, ev: dict) -> None:
        seat, col = ev.get("seat", -1), ev.get("column", 0)
        items = (self._terr_items.get(seat) or [[], [], []])[col]
        leaving = [i for i in items if i.code in set(ev.get("cards") or [])]
        for item in leaving:
            item.set_marked(True)
        self.anim.pause(1.2)
        step = self.anim.step()
        for k, item in enumerate(leaving):
            item.setZValue(850)
            step.move(item, PILE_POINT + QPointF(k * 12, 40), 2.0).fade(item, 0.0, 2.0)
        if ev.get("lost_king"):
            self._banner(self.tr("%1 has lost the King!").replace("%1", self.name(seat)), "",
                         "#ff6b5e", 3.0)

    def _animate_take(self, ev: dict) -> None:
        step = self.anim.step()
        for k in range(min(4, int(ev.get("count", 0)))):
            item = self._flying(None, NEUTRAL_POS + QPointF(k * 6, 0), NEUTRAL_SCALE)
            step.move(item, self._seat_point(ev.get("seat", 0)) if ev.get("seat") != self.human_seat
                      else QPointF(560 + k * 20, HAND_Y))

    def _banner_for(self, ev: dict) -> None:
        text, sub, colour, weight = self.banner_text(ev)
        if text:
            self._banner(text, sub, colour, weight)

    def _banner(self, text: str, sub: str, colour: str, weight: float) -> None:
        """Fade in, hold for `weight` moves, fade out (short banners fade faster)."""
        banner = Banner(text, sub, colour)
        banner.setPos(QPointF(600, 330))
        banner.setOpacity(0.0)
        self.scene.addItem(banner)
        fade = min(1.0, weight)
        self.anim.step().fade(banner, 1.0, fade)
        self.anim.pause(weight)
        self.anim.step().fade(banner, 0.0, fade).then(
            lambda: banner.scene() and banner.scene().removeItem(banner))

    # ---- the end --------------------------------------------------------------------------
    def on_game_over(self, result: dict) -> None:
        self._result = result
        self._update_status()
        self.anim.call(lambda: self._show_end(result))

    def _show_end(self, result: dict) -> None:
        obs = self._pending_obs or self.observation
        names = result.get("names") or self.names
        returns = [int(v) for v in (result.get("returns") or [0] * len(names))]
        table = self.final_table(obs, returns)
        human = result.get("human_seat", self.human_seat)
        winner = table[0]["seat"] if table else 0
        title = (QCoreApplication.translate("GameTable", "You win!") if winner == human
                 else self.tr("%1 wins").replace("%1", self.name(winner)))
        self.announce(title, self.end_message(obs, table), [(r["name"], r["points"]) for r in table],
                      next_hand=False, new_match=True)
        self._fill_end_table(table)

    def _fill_end_table(self, table: list[dict]) -> None:
        grid = self.overlay.standings
        headers = [self.tr("Place"), self.tr("Player"), self.tr("Cards"), self.tr("Palace cards"),
                   self.tr("Rows 2, 3, …"), self.tr("Points")]
        grid.setColumnCount(len(headers))
        grid.setHorizontalHeaderLabels(headers)
        grid.setRowCount(len(table))
        self.end_rows = []
        for i, row in enumerate(table):
            cells = (str(i + 1), row["name"], str(row["cards"]), str(row["palace"]), row["rows"],
                     row["points"])
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                grid.setItem(i, col, item)
            self.end_rows.append((row["seat"], row["points"]))
        header = grid.horizontalHeader()
        for col in range(len(headers)):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch if col == 1
                                        else QHeaderView.ResizeMode.ResizeToContents)
        grid.setMinimumWidth(min(760, max(420, self.width() - 120)))
        self.overlay._place()
