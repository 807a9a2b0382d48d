"""The 九局對決 table: a baseball diamond with runners, the batter's red card meeting the
pitcher's black card with the judgement in words, outs, decks, abilities, line score.

The table decides no rule: a card is highlighted when a legal action names it, and a
button is shown only when its action is legal. Clicking 小王 opens a picker of the
legal `play LJ=..` namings; "Discard 1, draw 1" asks for the card to discard.
"""
from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QPushButton, QVBoxLayout, QWidget

from ...table import CardItem
from ...table.choice_bar import HINTED, Choice, ChoiceBar
from ...table.game_table import GameTable
from . import text as T
from .board import ShowdownBoard
from .items import Panel, Runner

RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
BASE_KEYS = ("1B", "2B", "3B")


class ShowdownTable(ShowdownBoard, GameTable):
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
        self.log_all(events)

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
            return T.arg(self.tr("%1 broken with %2 — out, runners hold"), T.card("BJ"),
                          T.card(last["answer"].get("discarded")))
        if "accept" in last:
            return T.arg(self.tr("%1 accepted — perfect out, bases cleared"), T.card("BJ"))
        if "judgement" in last:
            return T.judgement(last["judgement"])
        return ""

    def _banner_lines(self) -> list[str]:
        lines = []
        for ev in self._banner:
            kind = ev.get("kind")
            if kind == "half_inning_end":
                lines += [self.tr("Three outs — side retired"),
                          T.arg(self.tr("%1 scored %2 in this half-inning"),
                                 self.name(ev.get("batting")), T.runs_text(int(ev.get("runs", 0))))]
            elif kind == "half_inning_start":
                if not lines:
                    lines.append(self.tr("Play ball!"))
                lines.append(T.arg(self.tr("%1: %2 bats"), T.half_title(ev["inning"], ev["half"]),
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
        self.anim.call(lambda r=dict(result): self.announce_result(r))

    def announce_result(self, result: dict) -> None:
        obs = self._pending_obs or self.observation
        names = self.names       # shown names (the result holds the stored ones)
        returns = list(result.get("returns") or [0, 0])
        human = int(result.get("human_seat", self.human_seat))
        score = list(obs.get("score") or [0, 0])
        if returns[0] == returns[1]:
            title = self.tr("A tie!")
        elif self.handover.hot_seat():     # two humans: the winner by name
            title = self.handover.winner_title(int(returns[1] > returns[0]))
        elif returns[human] > returns[1 - human]:
            title = self.tr("You win!")
        else:
            title = T.arg(self.tr("%1 wins"), names[1 - human])
        order = sorted(range(len(names)), key=lambda i: -returns[i])
        rows = [(names[i], str(score[i])) for i in order]
        self.end_rows = rows
        self.announce(title, self._line_score_html(obs, names), rows, next_hand=False, new_match=True)

    def _line_score_html(self, obs: dict, names: list[str]) -> str:
        board = self._line_score(dict(obs, over=True))
        return T.line_score_html(self.tr("Final line score"), board.columns, board.rows,
                                 board.r_label, board.h_label)

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
            item.set_playable(card in playable, bool(legal))
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

    def card_refused(self, card: object) -> None:
        """A dimmed card: as a defence, or as the discard of 弃1摸1 in that mode."""
        self.why_not.ask(f"swap {card}" if self._mode == "swap" else str(card))

    def why_not_text(self, code: str, params: dict) -> str:
        return T.why_not(code, params)

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

    def counter_group_name(self, group: str) -> str:
        return self.tr("Red deck") if group == "red" else self.tr("Black deck")

    # ---- the kit's hint (gui/table/assist.py) -------------------------------------------
    def present_hint(self, action: dict, notation: str) -> None:
        """Raise the hinted card (for 小王's naming, open the picker on the named card),
        or outline the hinted button."""
        kind = notation.split()[0]
        card = action.get("card") or ""
        if kind == "swap":
            self._mode = "swap"
            self.show_legal(self.legal)
        elif card == "LJ" and action.get("named"):
            self._mode = "joker"
            self.show_legal(self.legal)
            for key, button in self.picker_buttons.items():
                button.setStyleSheet(button.styleSheet() + (HINTED if key == notation else ""))
        for code, item in self._hand_items.items():
            item.set_selected_card(code == card)
        self.bar.mark(kind)

    def withdraw_hint(self) -> None:
        for code, item in self._hand_items.items():
            item.set_selected_card(False)
        for button in self.picker_buttons.values():
            button.setStyleSheet(button.styleSheet().replace(HINTED, ""))

    def hint_text(self, action: dict, notation: str) -> str:
        kind, card = notation.split()[0], action.get("card") or ""
        words = {"draw": self.tr("Draw a card"), "nodefence": self.tr("No defence"),
                 "club7": self.tr("♣7 Tactical switch"), "accept": self.tr("Accept")}
        if kind in words:
            return words[kind]
        if kind == "swap":
            return T.arg(self.tr("Discard %1, draw 1"), T.card(card))
        if action.get("named"):
            return T.arg(self.tr("%1 as %2"), T.card(card), T.card(action["named"]))
        return T.card(card)
