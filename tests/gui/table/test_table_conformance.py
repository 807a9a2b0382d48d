"""Every game's table, fed the Turns of seeded headless games (OpenSpiel's random_sim_test for
the screen): no MainWindow, no engine thread, no timer of the app — only the table of
gui/games/<id> (made as the window makes it, `make_table`) and the Turns one seat is shown
(tests/turn_source.py: bots at every seat). For every Turn it checks:

- the table answers it with `ready(seq)`, once, in order (the worker waits for that answer
  before the next bot moves: a Turn left unanswered stops the game);
- what the table offers is the seat's legal moves and only those: `table.legal` is the
  Turn's, and a hand card is lit only when a legal action names it (none on another seat's
  turn);
- no hidden card is ever drawn: every face-up card on the felt, also in flight, is one the
  seat may know (its observation, or an event as the seat saw it);
- no table hook fails (the queue reports a failing hook and goes on);
- a language switch mid-game leaves nothing in the old language on the felt, the table's
  widgets or its log (tests/gui/visible_text.py);
- the game's end is shown once, with the returns of the last Turn.
"""
from __future__ import annotations

import logging

import pytest
from PySide6.QtWidgets import QApplication

from engine.turn import Turn
from gui.games import make_table
from gui.games.tiandiren.cards import HandCard
from gui.lang.i18n import LanguageManager
from gui.table import CardItem
from gui.userdata import prefs
from tests.gui.test_fifth_game import five  # noqa: F401 - the fixture that registers it
from tests.turn_source import game_turns

from ..visible_text import problems, scene_texts, widget_texts

GAMES = {"ninety_nine": 4, "showdown": 2, "primatum": 3, "tiandiren": 3}
#: Characters OpenCC converts without knowing the meaning (tests/gui/test_translations.py).
AS_IS = {"primatum": frozenset({("后", "後")})}
#: The languages switched to mid-game, and after which share of the game's turns.
SWITCHES = ((1 / 3, "zh_TW"), (2 / 3, "zh_CN"))
#: The games played: (seed, animation speed, actions played: None for the whole game). One
#: whole game and the first 120 actions of another drawn at once (a hand's end or two, the
#: game's end); a shorter one animated, so the cards in flight are looked at too (an
#: animated action takes a few hundred ms: the time is bounded by the games' lengths).
RUNS = ((1, "off", None), (2, "off", 120), (3, "fast", 10))


def _strings(value, out: set[str]) -> set[str]:
    """Every string in a Turn's data (a card the seat may know is one of them)."""
    if isinstance(value, str):
        out.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            _strings(item, out)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _strings(item, out)
    return out


def face_up_cards(scene) -> set[str]:
    """The codes of the cards drawn face up on the felt (in flight too)."""
    codes = set()
    for item in scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, CardItem) and item.is_face_up():
            code = getattr(item, "code", None) or item.card     # 九尊's faces keep their code
            if isinstance(code, str):
                codes.add(code)
        elif isinstance(item, HandCard):
            codes.add(item.card)
    return codes


def lit_cards(table) -> set[str]:
    """The hand cards the table lights as playable (CardItem.is_legal)."""
    found = table.hand_items
    pairs = found.items() if isinstance(found, dict) else ((i.card, i) for i in found)
    return {str(code) for code, item in pairs
            if hasattr(item, "is_legal") and item.is_legal()}


def named_by(legal) -> set[str]:
    """Every card a legal action names (its fields, and the words of its notation)."""
    names = _strings(list(legal), set())
    for action in legal:
        names.update(action["notation"].replace("=", " ").replace("+", " ").split())
    return names


class Feed:
    """Feeds one table its Turns as the worker does: the next only after `ready` for the last."""

    def __init__(self, qtbot, table) -> None:
        self.qtbot, self.table = qtbot, table
        self.readies: list[int] = []
        self.known: set[str] = set()
        self.drawn_hidden: list[str] = []
        self.reported: set[str] = set()
        table.ready.connect(self.readies.append)
        table.scene.changed.connect(lambda _regions: self.look())

    def look(self) -> None:
        """Whatever moved on the felt: every face-up card is one the seat may know."""
        hidden = face_up_cards(self.table.scene) - self.known - self.reported
        if hidden:
            self.reported |= hidden
            self.drawn_hidden.append(f"move {self.table.move}: drew {sorted(hidden)} face up, "
                                     "which the seat cannot know")

    def give(self, turn: Turn) -> None:
        self.known |= _strings(turn.observation, set()) | _strings(list(turn.events), set())
        self.table.take_turn(turn)

        def answered() -> bool:
            if self.table.holding() and not self.table.anim.is_busy():
                self.table.go_on()              # the hand's summary is up: the player goes on
            return bool(self.readies) and self.readies[-1] == turn.seq

        self.qtbot.waitUntil(answered, timeout=10000)
        self.look()

    def check_offer(self, turn: Turn) -> list[str]:
        """What the table offers after `turn`: exactly the seat's legal moves."""
        table, wrong = self.table, []
        if table.legal != list(turn.legal):
            wrong.append(f"move {turn.move}: offers {len(table.legal)} actions, "
                         f"the seat has {len(turn.legal)}")
        lit = lit_cards(table) - named_by(turn.legal)
        if lit:
            wrong.append(f"move {turn.move}: lights {sorted(lit)}, which no legal action names")
        return wrong


def language_problems(table, lang: str) -> list[str]:
    for _ in range(3):
        QApplication.processEvents()
    as_is = AS_IS.get(table.game_id, frozenset())
    found = problems(scene_texts(table.scene) + widget_texts(table), lang, as_is=as_is) \
        + problems(table.log.shown(), lang, glosses=False, as_is=as_is)
    return [f"[{lang}] {p}" for p in found]


def play_through(qtbot, caplog, game: str, players: int, run: tuple, languages: bool) -> Feed:
    """One seeded game (or its first actions) through a fresh table, every check made."""
    seed, speed, moves = run
    prefs.put("ui/animation_speed", speed)
    table = make_table(game)
    qtbot.addWidget(table)
    table.resize(1280, 800)                # laid out as on a screen; never shown (no paints)
    turns = list(game_turns(game, players, seed, max_moves=moves))
    switch_at = {int(len(turns) * share): lang for share, lang in SWITCHES} if languages else {}
    feed, wrong = Feed(qtbot, table), []
    with caplog.at_level(logging.ERROR):
        for index, turn in enumerate(turns):
            feed.give(turn)
            wrong += feed.check_offer(turn)
            if index in switch_at:
                LanguageManager.instance().set_language(switch_at[index], remember=False)
                qtbot.waitUntil(table.settled, timeout=5000)
                wrong += language_problems(table, switch_at[index])
        if switch_at:                       # and the end (the match's box) in the last one
            wrong += language_problems(table, SWITCHES[-1][1])
    wrong += feed.drawn_hidden
    wrong += [f"a table hook failed: {r.getMessage()}" for r in caplog.records
              if r.levelno >= logging.ERROR]
    assert feed.readies == [t.seq for t in turns], "a Turn was not answered once, in order"
    assert not wrong, "\n".join(wrong[:20])
    last = turns[-1]
    if last.is_over:
        assert table.result.result is not None
        assert table.result.result["returns"] == list(last.returns)
    return feed


@pytest.mark.gui
@pytest.mark.parametrize("run", RUNS, ids=lambda run: f"seed{run[0]}-{run[1]}")
@pytest.mark.parametrize("game", list(GAMES))
def test_a_table_shows_a_seeded_game_as_the_rules_have_it(qtbot, caplog, game, run):
    play_through(qtbot, caplog, game, GAMES[game], run, languages=True)


@pytest.mark.gui
@pytest.mark.parametrize("run", RUNS, ids=lambda run: f"seed{run[0]}-{run[1]}")
def test_the_fifth_games_table_does_too(qtbot, caplog, five, run):  # noqa: F811
    """Five has no translations (a test game): every check but the language's."""
    play_through(qtbot, caplog, "five", 3, run, languages=False)
