"""GameTable's own parts: the frame (the side panel's place), the redraw, the hand and match
ends, the hand of plain cards (gui/table/frame.py, redraw.py, endings.py, hand.py)."""
from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from engine.turn import Result, Turn, TurnKind
from gui.table import CardItem
from gui.table.game_table import GameTable


class Drawn(GameTable):
    """A table that counts what it draws."""

    def __init__(self) -> None:
        self.renders: list[dict] = []
        super().__init__("ninety_nine")

    def render(self, obs: dict) -> None:
        self.renders.append(dict(obs))


def _table(qtbot, cls=GameTable) -> GameTable:
    table = cls() if cls is not GameTable else GameTable("ninety_nine")
    qtbot.addWidget(table)
    table.set_names(["Me", "Bob"])
    return table


def _turn(kind: TurnKind = TurnKind.MOVE, returns=None, winners=(), **fields) -> Turn:
    result = None if returns is None else Result(returns=tuple(returns), winners=tuple(winners))
    return Turn(seq=1, kind=kind, seat=0, actor=1, events=(), observation={"total": 3},
                to_move=None, result=result, **fields)


def test_a_narrow_table_opens_its_side_panel_over_the_felt_and_a_wide_one_beside_it(qtbot):
    table = _table(qtbot)
    table.resize(800, 600)
    table.show()
    qtbot.waitExposed(table)
    QApplication.processEvents()
    assert not table.side.isVisible()                   # folded by itself
    table.side.fold_button.click()
    QApplication.processEvents()
    side, view = table.side, table.view
    assert side.parent() is table and side.isVisible()  # a drawer, out of the splitter
    felt = view.geometry().translated(view.mapTo(table, view.rect().topLeft()) - view.pos())
    assert side.geometry().right() == felt.right() and side.geometry().top() == felt.top()
    assert side.height() == view.height()
    table.resize(1400, 900)
    qtbot.waitUntil(lambda: side.parent() is table.frame.splitter, timeout=2000)
    assert side.isVisible() == side.fold_button.isChecked()


def test_a_redraw_waits_for_the_animations_and_a_new_position_makes_it_unneeded(qtbot):
    table = _table(qtbot, Drawn)
    table.observation = {"total": 5}
    table.redraw.now()
    assert table.renders[-1] == {"total": 5}            # nothing moves: drawn at once
    count = len(table.renders)
    item = CardItem("9S")
    table.scene.addItem(item)
    table.anim.move(item, QPointF(300, 300))
    table.redraw.now()
    assert len(table.renders) == count                  # not under a running animation
    qtbot.waitUntil(lambda: not table.anim.is_busy(), timeout=5000)
    qtbot.waitUntil(lambda: len(table.renders) == count + 1, timeout=2000)
    table.anim.move(item, QPointF(100, 100))
    table.redraw.now()
    table.redraw.drawn()                                # the queue drew a position since
    qtbot.waitUntil(lambda: not table.anim.is_busy(), timeout=5000)
    QApplication.processEvents()
    assert len(table.renders) == count + 1


def test_the_match_ends_once_with_the_turn_that_carries_the_returns(qtbot):
    table = _table(qtbot)
    ended = []
    table.on_game_over = ended.append
    table.endings.check(_turn())
    table.endings.check(_turn(TurnKind.SYNC, returns=(1.0, 0.0)))    # a replay's position
    assert ended == []
    table.endings.check(_turn(returns=(1.0, 0.0), winners=[0]))
    assert ended == [{"returns": [1.0, 0.0], "human_seat": 0, "human_seats": [],
                      "winners": [0], "score": None}]


def test_the_match_end_box_shows_and_says_game_over(qtbot):
    table = _table(qtbot)
    table.show()
    table.on_game_over({"returns": [1.0, 0.0], "human_seat": 0, "winners": [0]})
    assert table.overlay.isVisible() and table.overlay.title.text() == "You win!"
    assert table.status.text() == "Game over"
    table.endings.check(_turn(returns=(0.0, 1.0), winners=(1,)))   # shown once: no second box
    assert table.result.result == {"returns": [1.0, 0.0], "human_seat": 0, "winners": [0]}


def test_a_hand_of_plain_cards_is_stacked_and_shows_the_hint(qtbot):
    table = _table(qtbot)
    clicked = []
    spots = [QPointF(100 + 40 * i, 600) for i in range(3)]
    items = table.add_hand(["4D", "9S", "4D"], spots, clicked.append)
    made = table.add_hand(["4D", "9S", "4D"], spots, clicked.append, every=True)
    assert list(items) == ["4D", "9S"] and len(made) == 3
    assert [item.zValue() for item in made] == [30, 31, 32]
    assert [item.pos() for item in made] == spots
    table.hand_items = items
    table.present_hint({"notation": "9S", "cards": ["9S"]}, "9S")
    assert items["9S"]._selected and not items["4D"]._selected      # (raised)
    table.withdraw_hint()
    assert not any(item._selected for item in items.values())
