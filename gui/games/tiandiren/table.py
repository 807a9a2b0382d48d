"""The 天地人 table: the opponents' plates across the top, the round and 接风 panel on
the left, the current trick in the middle (newest play on top), the human's 54-card
hand in two rank-grouped rows at the bottom.

The table decides no rule. Cards are selected by click or by dragging across them;
"Play" is enabled only when the selection is exactly the cards of an action in
`legal` (compared by rank with the engine's own helper); "Hint" asks the engine's
normal bot to choose among those legal actions from the observation. The heaven
phase is announced with the winners' revealing cards before play goes on.
"""
from __future__ import annotations

import time
from typing import Any

import shiboken6
from engine.games.tiandiren.combos import body_of, parse_play
from engine.games.tiandiren.deck import rank_index
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtWidgets import (QGraphicsView, QHBoxLayout, QLabel, QListView, QPushButton,
                               QSizePolicy, QWidget)

from ...table.choice_bar import Choice, ChoiceBar
from ...table.game_table import GameTable
from ...table.hold import HeldPlay
from .board import TiandirenBoard
from .items import Banner, DragController, HandCard, HeavenPanel, Snapshot
from .layout import (HAND_ROWS, TRICK_LEFT, TRICK_RIGHT, TRICK_ROW, TRICK_ROWS, TRICK_SCALE,
                     TRICK_TOP, HandView, TrickView)
from .odds import HeavenOddsDialog
from .selection import hint_cards, matching, parse_legal, play_kind, usable_ranks
from .text import TiandirenWords
from ...lang.arg import arg

FLUSH_MS = 40


class TiandirenTable(TiandirenBoard, TiandirenWords, GameTable):
    """天地人 on the felt; see the module docstring."""

    opening_over_table = False      # the deal and heaven phase are its own opening (_flush)

    def __init__(self, game_id: str = "tiandiren", parent: QWidget | None = None) -> None:
        self._hand: list[str] = []
        self._hand_items: list[HandCard] = []
        self._selected: set[int] = set()
        self._shown_legal: list[dict] = []
        self._parsed_cache: list[tuple[str, Any]] | None = []
        self._board_key: tuple = ()
        self._plates: dict[int, Snapshot] = {}
        self._info: Snapshot | None = None
        self._dyn: list = []
        self._event_buf: list[dict] = []
        self._flush_pending = False
        self._opened = False            # the game's opening (deal, heaven, round 1) is logged
        self._last_flush = 0.0
        # play is held while the heaven hands are announced (the kit's HeldPlay)
        self._held = HeldPlay({"events": self.on_events, "obs": self.on_observation,
                               "legal": self.on_legal, "over": self.on_game_over})
        self._heaven_shown = False
        self._heaven_panel: HeavenPanel | None = None
        self._banner: tuple[str, str, float] | None = None
        self._banner_item: Banner | None = None
        self._final_status: list[str] | None = None
        self._hinted: str | None = None
        self._drag = DragController(self._items_at, self._set_selected, lambda i: i in self._selected,
                                    self._selection_changed)
        self.hand_view: HandView | None = None
        self.trick_view: TrickView | None = None
        self._banner_timer = QTimer()
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self._hide_banner)
        self._build_controls()
        super().__init__(game_id, parent)
        self.controls.addWidget(self.choice_bar)
        self.controls.addWidget(self.button_bar)
        self._banner_timer.setParent(self)
        self.view.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.overlay.standings.setMinimumWidth(560)     # long names and titles stay readable
        self.log_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log_list.setResizeMode(QListView.ResizeMode.Adjust)
        self.hand_view = HandView(self.scene, self._drag, HAND_ROWS, self._device_scale)
        self.trick_view = TrickView(self.scene, QRectF(TRICK_LEFT, TRICK_TOP + 26, TRICK_RIGHT - TRICK_LEFT,
                                                       TRICK_ROW * TRICK_ROWS), TRICK_ROW, TRICK_SCALE,
                                    self._device_scale)

    def _build_controls(self) -> None:
        self.button_bar = QWidget()
        bar = QHBoxLayout(self.button_bar)
        bar.setContentsMargins(0, 0, 0, 0)
        self.selection_label = QLabel()
        self.selection_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        bar.addWidget(self.selection_label, 1)
        self.odds_button = QPushButton()
        self.clear_button = QPushButton()
        self.pass_button = QPushButton()
        self.play_button = QPushButton()
        for button, slot in ((self.odds_button, self.show_odds), (self.clear_button, self.clear_selection),
                             (self.pass_button, self.play_pass),
                             (self.play_button, self.play_selection)):
            button.clicked.connect(slot)
            bar.addWidget(button)
        self.choice_bar = ChoiceBar()
        self.choice_bar.chosen.connect(self.choose)
        self._offered: list[str] = []

    # ---- words ------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.odds_button.setText(self.tr("Heaven odds"))
        self.clear_button.setText(self.tr("Clear selection"))
        self.pass_button.setText(self.tr("Pass"))
        self.play_button.setText(self.tr("Play"))
        if self._offered:
            self._offer(self._offered)
        self._board_key = ()
        super().retranslate()
        self._update_buttons()

    # ---- holding play while the heaven phase is announced --------------------------------
    def on_events(self, events: list[dict]) -> None:
        events = self._whole_plays(events)
        if self._held.keep("events", events):
            return
        self._event_buf.extend(events)
        self._schedule()

    @staticmethod
    def _whole_plays(events: list[dict]) -> list[dict]:
        """A play with kickers is chosen in steps (body, then each kicker); the table shows
        and logs it once, with its "play" event, when the last kicker is chosen."""
        return [e for e in events if e.get("kind") not in ("kickers", "kicker")]

    def on_history(self, events: list[dict]) -> None:
        self._opened = True                  # the history starts with the deal itself
        super().on_history(self._whole_plays(events))

    def on_observation(self, obs: dict) -> None:
        if self._held.keep("obs", obs):
            return
        self._take_names(obs)
        self._pending_obs = obs
        if not self._heaven_shown and any(obs.get("heaven") or []) and not obs.get("log"):
            self._heaven_shown, self._held.on = True, True
        self._schedule()

    def on_legal(self, legal: list[dict]) -> None:
        if self._held.keep("legal", legal):
            return
        self._pending_legal = list(legal)     # shown by the base with its position
        self._schedule()

    def _schedule(self) -> None:
        """Coalesce what the worker sends: at most one redraw per FLUSH_MS, so fast bots
        never queue up more drawing than a frame's worth."""
        if not self._flush_pending:
            self._flush_pending = True
            wait = FLUSH_MS - (time.monotonic() - self._last_flush) * 1000
            QTimer.singleShot(max(0, int(wait)), self, self._flush)

    def _flush(self) -> None:
        self._flush_pending = False
        self._last_flush = time.monotonic()
        events, self._event_buf = self._event_buf, []
        if not self._opened:
            self._opened = True
            if not any(ev.get("kind") == "deal" for ev in events):
                events = self.opening_events(self._pending_obs or self.observation or {}) + events
        if events:
            for ev in events:
                if ev.get("kind") == "game_over":
                    self._final_status = list(ev.get("status") or [])
            self.animate(events)
            self.log_all(events)
        if not self.anim.is_busy():
            self._flush_observation()         # position, turn, legal: after the animations
        self.check_ready()

    def settling(self) -> bool:
        """Events still buffered for the next redraw count as not shown yet."""
        return super().settling() or self._flush_pending or bool(self._event_buf)

    def busy(self) -> bool:
        """Still showing: animations, a redraw not done yet, or the heaven announcement
        (the worker waits for `ready` before the next bot move)."""
        return super().busy() or self._flush_pending or bool(self._event_buf) or self._held.on

    def on_game_over(self, result: dict) -> None:
        if self._held.keep("over", result):
            return
        if self._flush_pending:
            self._flush()
        if self.anim.is_busy():         # the last plays are still flying: announce after them
            self.anim.call(lambda: self._announce_over(result))
        else:
            self._announce_over(result)

    def _announce_over(self, result: dict) -> None:
        self._result = result
        self._update_status()
        self.announce_result(result)

    def announce_result(self, result: dict) -> None:
        status = self._final_status or (self._latest_obs().get("status") or [])
        title, message, rows = self.standings(result, status, self.human_seat)
        self.announce(title, message, rows, next_hand=False, new_match=True)

    def heaven_showing(self) -> bool:
        """Is the heaven announcement up (play held until Continue)?"""
        return self._held.on

    def continue_after_heaven(self) -> None:
        """Close the heaven announcement and replay what arrived meanwhile."""
        if self._heaven_panel is not None and shiboken6.isValid(self._heaven_panel):
            self.scene.removeItem(self._heaven_panel)
        self._heaven_panel = None
        replayed = self._held.release()
        if not replayed and self.observation:
            self.render(self.observation)
        self.check_ready()

    # ---- selection ------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self._rescale)

    def _items_at(self, pos: QPointF) -> list:
        return self.scene.items(pos)

    def _set_selected(self, index: int, on: bool) -> None:
        if on:
            self._selected.add(index)
        else:
            self._selected.discard(index)
        if 0 <= index < len(self._hand_items):
            self._hand_items[index].set_selected_card(on)

    def _selection_changed(self) -> None:
        self._hinted = None
        self._hide_choices()
        self._update_buttons()
        if self._selected and getattr(self, "_shown_legal", None) and not self._matches():
            # no legal play is these cards: the worker says why (gui/table/why_not.py)
            self.why_not.ask("play " + " ".join(self.selected_cards()))
        elif self.why_not.text:
            self.why_not.clear()

    def selected_cards(self) -> list[str]:
        return [self._hand[i] for i in sorted(self._selected) if i < len(self._hand)]

    def select_cards(self, cards: list[str]) -> None:
        """Select exactly these cards (by notation, duplicates allowed)."""
        for i in list(self._selected):
            self._set_selected(i, False)
        wanted = list(cards)
        for i, card in enumerate(self._hand):
            if card in wanted:
                wanted.remove(card)
                self._set_selected(i, True)
        self._selection_changed()

    def clear_selection(self) -> None:
        self.select_cards([])

    def show_legal(self, legal: list[dict]) -> None:
        self._shown_legal, self._parsed_cache = list(legal), None
        following = bool(legal) and self._latest_obs().get("table") is not None
        usable = usable_ranks(self._parsed) if following and len(legal) < 200 else None
        if self.hand_view is not None:
            self.hand_view.set_dimmed(lambda card: usable is not None and rank_index(card) not in usable)
        if not legal:
            self._hide_choices()
        self._update_buttons()

    def _latest_obs(self) -> dict:
        return self._pending_obs or self.observation or {}

    @property
    def _parsed(self) -> list[tuple[str, Any]]:
        """The legal actions being shown, parsed (lazily: a lead offers hundreds)."""
        if self._parsed_cache is None:
            self._parsed_cache = parse_legal(self._shown_legal)
        return self._parsed_cache

    def _matches(self) -> list[str]:
        if not self._selected:
            return []
        obs = self._latest_obs()
        return matching(self._parsed, self.selected_cards(), self._hand, obs.get("table"))

    def _update_buttons(self) -> None:
        if not hasattr(self, "_parsed_cache"):
            return
        matches = self._matches()
        self.play_button.setEnabled(bool(matches))
        self.pass_button.setEnabled(any(a.get("notation") == "pass" for a in self._shown_legal))
        self.clear_button.setEnabled(bool(self._selected))
        count = len(self._selected)
        if not count:
            text = self.tr("Click cards or drag across them to select a play.") if self._shown_legal else ""
        elif matches:
            text = arg(self.tr("%n card(s) selected: %1", "", count), " / ".join(self._match_text(n) for n in matches))
        else:
            text = self.tr("%n card(s) selected: not a play you can make now", "", count)
        self.selection_label.setText(text)

    def _match_text(self, notation: str, full: bool = False) -> str:
        kind = play_kind(notation)
        return f"{self.notation_text(notation)}  {self.kind_name(kind)}" if full \
            else self.play_text(notation, kind)

    # ---- actions ------------------------------------------------------------------------
    def play_selection(self) -> None:
        """Play the selected cards: the one legal play they make (the hinted one when the
        hint selected them), or offer the ways they can be played."""
        matches = self._matches()
        if self._hinted in matches:
            self.choose(self._hinted)
        elif len(matches) == 1:
            self.choose(matches[0])
        elif matches:
            self._offer(matches)

    def play_pass(self) -> None:
        if any(a.get("notation") == "pass" for a in self._shown_legal):
            self.choose("pass")

    # ---- the kit's hint (gui/table/assist.py), shown as a selection -------------------------
    def hint_action(self, notation: str | None) -> dict | None:
        """A hint names the whole play, kickers included; its first step is what is legal."""
        found = super().hint_action(notation)
        if found is None and notation and self._shown_legal:
            found = super().hint_action(str(body_of(parse_play(notation))))
        return found

    def present_hint(self, action: dict, notation: str) -> None:
        """Select the hinted cards (or point at Pass)."""
        if notation == "pass":
            self.select_cards([])
        else:
            self.select_cards(hint_cards(self._hand, notation))
            self._hinted = notation

    def withdraw_hint(self) -> None:
        """The selection the hint made stays until the player changes it."""

    def hint_text(self, action: dict, notation: str) -> str:
        return self.tr("pass this time") if notation == "pass" else self._match_text(notation)

    def play_hint(self) -> None:
        notation = self.hint_notation()
        if notation == "pass":
            self.play_pass()
        elif notation is not None:
            self.select_cards(hint_cards(self._hand, notation))
            self._hinted = notation
            self.play_selection()

    def show_odds(self) -> None:
        players = len(self._latest_obs().get("hand_counts") or self.names) or 2
        dialog = HeavenOddsDialog(players, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.odds_dialog = dialog

    def _offer(self, matches: list[str]) -> None:
        self._offered = list(matches)
        self.choice_bar.set_prompt(self.tr("These cards can be played as:"))
        self.choice_bar.offer([Choice(self._match_text(n, full=True), n) for n in matches])

    def _hide_choices(self) -> None:
        self._offered = []
        self.choice_bar.reset()

    def choose(self, notation: str) -> None:
        self._hide_choices()
        self._hinted = None
        super().choose(notation)

    def _update_status(self) -> None:
        super()._update_status()
        obs = self._latest_obs()
        if self._held.on:
            self.set_status(self.tr("Heaven phase: press Continue to play on."))
        elif self.legal and obs.get("phase") == "qiangdi":
            self.set_status(self.tr("Earth grab (搶地): play your whole hand at once, or pass."))
        elif self.legal and obs.get("first_lead"):
            self.set_status(self.tr("Your lead: empty your hand at once for an Earth hand (地牌), or lead any play."))

    def clear(self) -> None:
        super().clear()
        self._hand, self._hand_items, self._selected, self._plates, self._dyn = [], [], set(), {}, []
        self._info = None
        self.hand_view.forget()
        self.trick_view.rows = {}
        self._event_buf = []
        self._held.forget()
        self._heaven_shown, self._final_status = False, None
        self._opened = False
        self._banner, self._banner_item, self._heaven_panel = None, None, None
