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

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableWidgetItem,
                               QWidget)

from ...table import CardItem
from ...table.choice_bar import HINTED
from ...table.game_table import GameTable
from ...lang.i18n import current_language
from ...table.hold import EventHold
from .board import COLUMN_GLYPHS, PrimatumBoard
from .items import COUNTRY_COLOURS, ColumnSlot, PrimatumCard
from .layout import card_scale, column_positions
from .text import PrimatumText
from ...lang.arg import arg


class PrimatumTable(EventHold, PrimatumBoard, PrimatumText, GameTable):
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

    def on_observation(self, obs: dict) -> None:
        rnd = obs.get("round")
        if (rnd not in self._logged_rounds and obs.get("round_card") and not self.holding()
                and not self._opening):          # the opening's round_start says it
            self._logged_rounds.add(rnd)
            self.log_event({"kind": "round_start", "round": rnd, "round_card": obs["round_card"],
                            "start": obs.get("start", 0)})
        super().on_observation(obs)

    def scores(self, obs: dict) -> list[str] | None:
        values = obs.get("final_scores") or obs.get("scores")
        if isinstance(values, list) and len(values) == len(self.names):
            return [str(int(v)) for v in values]
        return None

    def choose(self, notation: str) -> None:
        self._selected = []
        super().choose(notation)

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
            item.set_playable(bool(legal) and ok, bool(legal))
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
                button.setText(arg(self.tr("Pledge under %1"), COLUMN_GLYPHS[col]))
            elif mode == "lose":
                button.setText(arg(self.tr("Lose %1 from %2"), str(count), COLUMN_GLYPHS[col]))
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

    def _card_refused(self, code: str) -> None:
        """A dimmed card: no legal play or pledge holds it with the cards selected; ask why."""
        if self._live:
            self.why_not.ask("play " + " ".join(self._selected + [code]))

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
        self._column_refused(col)

    def _column_refused(self, col: int) -> None:
        """A click on one of the player's columns that takes nothing: ask why (a pledge of
        the chosen card, or the column itself: not now, choose a card first, a loss rule)."""
        if self._live:
            pledging = len(self._selected) == 1 and self.observation.get("stage") == "play"
            self.why_not.ask(f"pledge {self._selected[0]} {col}" if pledging else f"column {col}")

    # ---- the kit's hint (gui/table/assist.py) -------------------------------------------
    def present_hint(self, action: dict, notation: str) -> None:
        """Select the hinted cards (Play is then enabled) and outline the hinted button:
        the column of a pledge or a loss, 過 or 摸."""
        self._selected = [c for c in action.get("cards") or ()]
        self.show_legal(self.legal)
        kind, col = notation.split()[0], action.get("col", -1)
        marked = {"play": self.play_button, "pass": self.pass_button, "draw": self.draw_button}
        button = self.column_buttons[col] if kind in ("pledge", "lose") and 0 <= col < 3 else (
            marked.get(kind))
        for other in self.column_buttons + list(marked.values()):
            other.setStyleSheet(HINTED if other is button else "")

    def withdraw_hint(self) -> None:
        for button in self.column_buttons + [self.play_button, self.pass_button, self.draw_button]:
            button.setStyleSheet("")

    def hint_text(self, action: dict, notation: str) -> str:
        kind, col = notation.split()[0], action.get("col", -1)
        cards = self.cards_text(action.get("cards") or ())
        if kind == "pledge":
            return cards + "  " + arg(self.tr("Pledge under %1"), COLUMN_GLYPHS[col])
        if kind == "lose":
            count = str(int(self.observation.get("loss_count") or 0))
            return arg(self.tr("Lose %1 from %2"), count, COLUMN_GLYPHS[col])
        if kind == "pass":
            return self.tr("Pass (過)")
        if kind == "draw":
            return self.tr("Take the neutral hand (摸)")
        return cards

    counter_glyphs = {"K": "王", "H": "后", "P": "公子"}     # the palace cards, as on their faces

    def counter_group_name(self, group: str) -> str:
        """The country's one-character name (齊 … 秦, as the rules write it beside "Qi"):
        five columns of names would make the counter strip too wide for the board."""
        if group not in "QCZWN":
            return group
        if current_language() == "en":
            return "齊楚趙魏秦"["QCZWN".index(group)]
        return self.country_name("QCZWN".index(group))

    def face_of(self, code: str) -> object:
        """What a CardItem shows for a 九尊 card (gui/replay.py's "All hands" strip)."""
        return self.face(code)

    def counter_group_colour(self, group: str) -> str:
        return COUNTRY_COLOURS["QCZWN".index(group)] if group in "QCZWN" else ""

    # ---- the end --------------------------------------------------------------------------
    def on_game_over(self, result: dict) -> None:
        self._result = result
        self._update_status()
        self.anim.call(lambda: self.announce_result(result))

    def announce_result(self, result: dict) -> None:
        obs = self._pending_obs or self.observation
        names = self.names       # shown names (the result holds the stored ones)
        returns = [int(v) for v in (result.get("returns") or [0] * len(names))]
        table = self.final_table(obs, returns)
        human = result.get("human_seat", self.human_seat)
        winner = table[0]["seat"] if table else 0
        title = self.handover.winner_title(winner) or (   # hot-seat: the winner by name
            QCoreApplication.translate("GameTable", "You win!") if winner == human
            else arg(self.tr("%1 wins"), self.name(winner)))
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
