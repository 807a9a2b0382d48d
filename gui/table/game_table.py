"""GameTable: the widget every game's table is, made of the kit's parts.

Layout: the TableView (felt, cards) with a controls area and a status line below it; a side
panel with the scoreboard and the game log; an announcement overlay for a hand's or the
match's end. The parts are objects the table owns, each with its own state and words:

    queue     TurnQueue      the one pipeline: each Turn's events animated, held, then drawn
    position  TablePosition  a turn's seat, names and position put on show (commit)
    frame     TableFrame     where the widgets sit; the side panel beside the felt or a drawer
    log       GameLog        the game's story in words (side panel)
    scores    Scoreboard     players and scores (side panel; `scores_part`)
    result    TableStatus    the status line's words, the match's result
    endings   TableEndings   the overlay: a hand's summary ("Next hand": HandEndPause, hand_end)
                             and the match-end box, shown again in new words
    assist    TableAssist    hint, 托管, undo, card counter
    hand      TableHand      the hand of plain CardItems (add_hand) and the default hint on it
    redraw    TableRedraw    the position drawn again when the words or their size changed
    handover  Handover       the hot-seat cover;          moments   Moments (big plays felt)
    why_not   WhyNot         a refused click explained;   sounds    TableSounds
    keys      TableKeys      keyboard play and the felt's accessible words (keyboard.py)

A game's table subclasses GameTable and supplies small hooks (and overrides none of the
queue): `render(obs)` draws the felt from a position, `animate_event(event)` queues one
event's animation on `self.anim`, `hold_after(event, rest)` says where play stops until the
player goes on and `show_held(event, turn)` shows why, `show_legal(legal)` highlights what
the player may do; `describe_event`, `scores`, `announce_result`, `game_status` and the
hint hooks give its words. The main window feeds it with `take_turn(turn)`.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from engine.turn import Turn

from ..lang import seats, strings
from ..lang.outcome import OutcomeWords
from .animation import AnimationQueue
from .assist import TableAssist
from .away import AwaySeats
from .endings import TableEndings
from .frame import TableFrame, status_line
from .game_log import GameLog
from .hand import TableHand
from .handover import Handover
from .keyboard import TableKeys, game_title
from .moments import Moments, declared
from .passes import checkpoint
from .position import TablePosition
from .redraw import TableRedraw
from .scoreboard import Scoreboard, default_scores
from .side_panel import SidePanel
from .sound import TableSounds
from .status_text import TableStatus, standard_result
from .turn_queue import HOLD, TurnQueue
from .view import TableView
from .why_not import WhyNot


class GameTable(QWidget):
    """Base per-game table; see the module docstring for its parts and hooks."""

    action_chosen = Signal(str, int)    # an action's notation, and the move it answers
    hint_requested = Signal()      # ask the worker for a hint; the answer comes to on_hint
    hint_cancelled = Signal(int)   # the player played move n while its hint was searched
    autoplay_requested = Signal(bool)   # 托管 on/off, asked of the worker (gui/table/assist.py)
    undo_requested = Signal()
    skip_requested = Signal()      # play on at once to the player's next move or the hand's end
    ready = Signal(int)            # turn `seq` is shown and nothing holds play
    next_hand_requested = Signal()
    new_match_requested = Signal()
    review_requested = Signal()    # "Review this game" in the match-end box
    coach = None                   # a lesson's coach (gui/tutorial/coach.py) while one runs
    parts = None                   # the game's TableParts (gui/table/parts.py; make_table sets it)
    #: The deal flies over the first position (False: the game draws its own opening).
    opening_over_table = True
    #: how the counter writes a label when it is not the engine's (九尊's palace cards)
    counter_glyphs: dict[str, str] = {}

    def __init__(self, game_id: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.seat_names: list[str] = []     # as the game keeps them (seats.DEFAULT …)
        self.names: list[str] = []          # as shown now, in the current language
        self.human_seat = 0                 # the seat the table shows (hot-seat: the player at it)
        self.human_seats: list[int] = []    # every human seat (two or more: hot-seat)
        self.bot_seats: set[int] = set()
        self.observation: dict[str, Any] = {}
        self.legal: list[dict] = []
        self.move = 0                       # the move number the position on show answers

        # Between the parts, `checkpoint()` lets a table made for a picture give the event
        # loop a pass (passes.py); a table made to play on is built in one go.
        self.view = TableView()
        self.scene = self.view.scene()
        checkpoint()
        self.anim = AnimationQueue(self)
        self.hand = TableHand(self)         # the hand of plain CardItems a game asks for
        self.redraw = TableRedraw(self)     # the words or their size changed (redraw.py)
        self.controls = QVBoxLayout()
        self.controls.setContentsMargins(6, 4, 6, 0)
        self.status = status_line()
        checkpoint()
        self.side = SidePanel()
        checkpoint()
        self.scoreboard, self.log_list = self.side.scoreboard, self.side.log_list
        self.log = GameLog(self.log_list, self.describe_event, self)
        self.scores_part = Scoreboard(self.side)
        self.assist = TableAssist(self)
        checkpoint()
        self.result = TableStatus(self)
        self.away = AwaySeats(self)         # network: who lost the connection (away.py)
        self.frame = TableFrame(self)       # where the widgets sit, the side panel's place
        checkpoint()
        self.endings = TableEndings(self)   # a hand's summary, the match-end box (endings.py)
        self.overlay, self.hand_end = self.endings.overlay, self.endings.hand_end
        self.next_hand_button = self.hand_end.button
        self.frame.add_next_hand_button(self.next_hand_button)
        checkpoint()
        self.sounds = TableSounds(self)     # the events shown and the result, heard
        # big plays felt (moments.py): after the animation of the event that makes them
        self.moments = Moments(self.scene, self.view, declared(self.game_id),
                               pace=self.anim.duration_ms, parent=self)
        checkpoint()
        self.why_not = WhyNot(self)         # a refused click explained (why_not.py)
        self.handover = Handover(self)      # hot-seat: the cover between two humans (handover.py)
        self.queue = TurnQueue(self)
        self.position = TablePosition(self)  # a turn's position put on show (position.py)
        self.queue.ready.connect(self.ready)
        self.keys = TableKeys(self)         # keyboard play (keyboard.py; a game adds its hooks)
        checkpoint()
        self.retranslate()
        checkpoint()

    # ---- fed by the main window -------------------------------------------------------
    def take_turn(self, turn: Turn) -> None:
        """The worker's next Turn: shown in order by the queue (turn_queue.py)."""
        self.queue.push(turn)

    def set_names(self, names: list[str]) -> None:
        self.seat_names = list(names)
        self.names = seats.shown_names(self.seat_names, self.human_seat, self.human_seats)
        self.fill_scoreboard()

    def set_bot_seats(self, seats_: set[int]) -> None:
        """The seats computers play (their turn reads "… is thinking")."""
        self.bot_seats = set(seats_)

    def set_skipping(self, on: bool) -> None:
        """The worker skips ahead (or has stopped): the button says so."""
        self.assist.set_skipping(on)

    def on_game_over(self, result: dict) -> None:
        """The match-end box (the queue calls this when the last turn is drawn)."""
        self.endings.game_over(result)

    # ---- what the queue calls (turn_queue.py) ------------------------------------------
    def take_seat_info(self, turn: Turn) -> None:
        """The seat and names a turn carries (position.py)."""
        self.position.take_seat_info(turn)

    def show_event(self, event: dict, animated: bool = True) -> None:
        """One event: animated (the game's hook), logged, heard."""
        if animated:
            self.animate_event(event)
            self.sounds.heard(event)
            if self.moments.table is not None and self.moments.table.pick(event):
                self.anim.call(lambda: self.moments.play(event))
        self.log.add([event])

    def commit(self, turn: Turn) -> None:
        """A turn's position drawn, with its legal moves and whose turn it is (position.py)."""
        self.position.commit(turn)

    def go_on(self) -> None:
        """The player goes on past a hold (Next hand, Continue, 托管's tick)."""
        if self.queue.holding(HOLD):
            self.close_held()
            self.hand_end.leave()
            self.queue.release(HOLD)
        self.next_hand_requested.emit()

    def holds_play(self) -> bool:
        """Something besides the queue keeps the opponents waiting (a lesson's info step)."""
        return self.coach is not None and self.coach.holds()

    def check_ready(self) -> None:
        """Say `ready` if nothing holds play any more (a lesson's step changed)."""
        self.queue.check_ready()

    def busy(self) -> bool:
        """True while something is still being shown or holds play."""
        return self.queue.busy() or self.holds_play()

    def holding(self) -> bool:
        """Is play stopped after an event (a hand's summary, the heaven announcement)?"""
        return self.queue.holding(HOLD)

    def settled(self) -> bool:
        """Everything received is drawn and nothing moves (tests, the coach)."""
        return not self.queue.pending() and not self.anim.is_busy()

    # ---- hooks for the games -------------------------------------------------------------
    def render(self, obs: dict) -> None:
        """Redraw the felt from a position (called when the animations are done)."""

    def animate_event(self, event: dict) -> None:
        """Queue the animation of one event on self.anim."""

    def hold_after(self, event: dict, rest: list[dict]) -> bool:
        """True when play stops after this event until the player goes on."""
        return False

    def show_held(self, event: dict, turn: Turn) -> None:
        """Show what play stopped for (a hand's summary: `self.announce(…, next_hand=True)`)."""

    def forget_drawing(self) -> None:
        """Everything on the felt is to be drawn anew (a game that keeps what it drew,
        gui/table/regions.py, forgets it here: the words or the text size changed)."""

    def close_held(self) -> None:
        """Put away what show_held put on the felt (the overlay is the kit's)."""

    def opening_events(self, turn: Turn) -> list[dict] | None:
        """The events a game's opening animates (None: the turn's own)."""
        return None

    def show_legal(self, legal: list[dict]) -> None:
        """Highlight what the human may play."""

    def game_status(self, text: str) -> str:
        """The status line: the kit's words, or the game's own (default: the kit's)."""
        return text

    def explain_terms(self, text: str) -> str:
        """What the game's own words in `text` mean, a line each, for the tooltip of the
        place that shows it (the status line …); "" when it names none (default)."""
        return ""

    def announce_result(self, result: dict) -> None:
        """The match-end box; shown again in the new words after a language switch."""
        title, message, rows = standard_result(self, result)
        self.announce(title, message, rows, next_hand=False, new_match=True)

    def outcome_text(self, outcome: str) -> str:
        """"won" / "lost" / "draw" in the game's words (gui/lang/outcome.py)."""
        return OutcomeWords().outcome(outcome)

    def score_text(self, score: int) -> str:
        """A final score in words ("900 points"; 九局對決 counts runs)."""
        return OutcomeWords().points(score)

    def scores(self, obs: dict) -> list[str] | None:
        """Per-seat score texts for the scoreboard (default: obs["scores"] …)."""
        return default_scores(obs, len(self.names))

    def score_tips(self, obs: dict) -> list[str] | None:
        """Per-seat tooltips for the score column (what a short score stands for)."""
        return None

    def describe_event(self, event: dict) -> str:
        """One log line; the default uses gui.lang.strings' event templates."""
        return strings.describe_event(event, self.names)

    def card_refused(self, card: object) -> None:
        """A click on a dimmed hand card: ask the worker why (gui/table/why_not.py)."""
        self.why_not.ask(str(card))

    def why_not_text(self, code: str, params: dict) -> str:
        """The words for a game's own reason code (its text module); "" if unknown."""
        return ""

    def hint_action(self, notation: str | None) -> dict | None:
        """The legal action a hint names (a game whose moves come in steps maps the whole
        move to its first step)."""
        return next((a for a in self.legal if a.get("notation") == notation), None)

    def present_hint(self, action: dict, notation: str) -> None:
        """Show the hinted action in place (default: raise the cards it names)."""
        self.hand.present(action)

    def withdraw_hint(self) -> None:
        """Undo what present_hint did (default: lower every hand card)."""
        self.hand.withdraw()

    def hint_text(self, action: dict, notation: str) -> str:
        """The hinted move in words (default: its notation)."""
        return notation

    def play_hint(self) -> None:
        """Play the hint on show (a game whose plays are selections overrides it)."""
        notation = self.assist.hint_notation()
        if notation is not None and self.hint_action(notation) is not None:
            self.choose(notation)

    def counter_group_name(self, group: str) -> str:
        """A group's title in the counter (a game names its decks or countries)."""
        return ""

    def counter_group_colour(self, group: str) -> str:
        """A group's colour in the counter ("" for none; 九尊 colours its countries)."""
        return ""

    # ---- shared services -------------------------------------------------------------------
    def choose(self, notation: str) -> None:
        """Play an action: emits action_chosen (with the move it answers), clears highlights."""
        if self.coach is not None and not self.coach.allows(notation):
            return                          # a lesson's step wants another move
        self.legal = []
        self.assist.forget_hint()
        self.show_legal([])
        self.update_status()                # no "Your turn" left while the move is shown
        self.action_chosen.emit(notation, self.move)

    def announce(self, title: str, message: str, rows: list[tuple[str, str]],
                 next_hand: bool = False, new_match: bool = True) -> None:
        """Hand end (next_hand=True) or match end: the dimmed overlay with standings."""
        self.endings.announce(title, message, rows, next_hand, new_match)

    def add_hand(self, cards: list[str], positions: list, on_click, z: float = 30,
                 every: bool = False):
        """The human's hand as CardItems at `positions`: card -> item, or (`every`) the list
        of them in order (gui/table/hand.py)."""
        return self.hand.add(cards, positions, on_click, z, every)

    def game_title(self) -> str:
        """The game's name in the current language (九九, Ninety-Nine)."""
        return game_title(self.game_id)

    def name(self, seat: Any) -> str:
        return self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else "?"

    def set_status(self, text: str) -> None:
        self.status.setText(text)

    def update_status(self) -> None:
        self.result.update()

    def fill_scoreboard(self) -> None:
        obs = self.observation
        self.scores_part.fill(self.away.names(self.names), self.human_seat, obs,
                              self.scores(obs) if obs else None,
                              self.score_tips(obs) if obs else None)

    def retranslate(self) -> None:
        """Re-set every visible string; subclasses extend it (call super)."""
        self.side.retranslate()
        self.names = seats.shown_names(self.seat_names, self.human_seat, self.human_seats)
        self.log.rebuild()
        self.fill_scoreboard()
        self.assist.retranslate()
        self.update_status()
        self.why_not.retranslate()
        if hasattr(self, "keys"):
            self.keys.retranslate()
        self.endings.show_again()
        self.redraw.now()

    def clear(self) -> None:
        """Forget the running game (before a new one starts)."""
        # The queue first: finishing the animations says `idle`, and a queue still showing
        # a turn would animate its next events then, over items the scene is about to lose.
        self.queue.clear()
        self.anim.finish_all()
        self.scene.clear()
        self.log.clear()
        self.observation, self.legal = {}, []
        self.result.result = None
        self.hand_end.leave()
        self.result.set_thinking(-1)
        self.overlay.hide()

    def hint_notation(self) -> str | None:
        return self.assist.hint_notation()

    @property
    def hand_items(self) -> Any:
        """The human's hand on the felt: card -> its item (the first where a card repeats),
        or the items in order where a hand holds copies (天地人). The kit's hint, keyboard and
        "why not?" read it, and so do the lessons' marks and the tests. A game that draws its
        hand with `add_hand` sets it; the four games read it from their board (override)."""
        return self.hand.items

    @hand_items.setter
    def hand_items(self, items: Any) -> None:
        self.hand.items = items

    # ---- internals -------------------------------------------------------------------------
    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self.assist.place_overlays)
        self.frame.resized()
        self.endings.fit()
