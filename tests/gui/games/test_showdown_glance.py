"""The 九局對決 table understood at a glance (issue 34.11), on its own table fed with the Turns
of a seeded headless game (tests/gui/table_feed.py)."""
from __future__ import annotations

import pytest

from tests.gui.table_feed import Feed

pytestmark = pytest.mark.gui


def test_the_cards_and_the_judgement_say_what_they_mean(qtbot):
    """「No card tooltip in 九局對決 … and 九局對決's "right suit / wrong suit — productive out"
    are never explained on the table」 (issue 34.11). The rules' suit chain: 「♠ beats ♥, ♣
    beats ♦. A red J, Q, K or A is fully stopped only by a black card of the right suit …
    A higher card of the wrong suit still gets the batter out, but every runner advances one
    base (a productive out)」. 阿明 swings ♥K; the fielder's cards say what they hold (♣8:
    the intentional walk); defended with ♣A, the judgement reads "wrong suit — productive
    out" and its tooltip explains both."""
    feed = Feed(qtbot, "showdown", 2, setup={"away": 1, "red_hand": ["KH"],
                                             "black_hand": ["AC", "8C", "3S", "QS", "BJ"]},
                script=["play KH"])
    table = feed.table
    feed.my_turn()
    tips = {code: item.toolTip() for code, item in table.hand_items.items()}
    assert tips["8C"] == ("♣8\nHolds a red card up to 8: black ≥ red, the batter is out.\n"
                          "The right suit against a red ♦ J, Q, K or A.\n"
                          "Intentional walk: against a J, Q or K the batter goes to 1st.")
    assert tips["3S"].endswith("Stops the steal of ♥3.\n"       # dimmed: it cannot hold ♥K
                               "Dimmed: it cannot be played now. Click it to see why.")
    assert tips["BJ"].startswith("Big Joker\nPerfect out: beats every red card")
    table.choose("defend AC")
    feed.until(lambda: "wrong suit" in "\n".join(table.board.judge_panel.lines)
               if table.board.judge_panel is not None else False)
    tip = table.board.judge_panel.toolTip()
    assert "Wrong suit: a higher black card of the other suit" in tip
    assert "Productive out: the batter is out and every runner advances one base." in tip


@pytest.mark.parametrize("size", [(788, 464), (1370, 870)])
def test_your_plate_stays_clear_of_a_raised_card(qtbot, size):
    """Under Xvfb at 800×600 (the table's view 788×464) a hinted or hovered card rose over
    the lower half of "Batting (red)" on the player's own plate: its grown texts ended
    below the plate, where the hand's cards rise to. Every text of the plate ends above the
    highest a hand card reaches, and the plate stays below the banner."""
    from gui.games.showdown.layout import banner_rect, hand_y
    from gui.table.card_item import raised_top
    from gui.table.plate import PlayerPlate
    feed = Feed(qtbot, "showdown", 2, seed=3, size=size)
    feed.my_turn()
    table = feed.table
    mine = [p for p in table.scene.items() if isinstance(p, PlayerPlate)
            and p.seat == table.human_seat]
    assert len(mine) == 1
    plate = mine[0]
    assert plate.text_bottom() <= plate.rect.bottom() <= raised_top(hand_y())
    assert plate.rect.top() >= banner_rect().bottom()
