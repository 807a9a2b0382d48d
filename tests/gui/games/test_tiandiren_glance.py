"""The 天地人 table understood at a glance (issue 34): what a new player met, each on the game's
own table fed with the Turns of a seeded headless game (tests/gui/table_feed.py)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from engine.games.tiandiren.deck import full_deck
from gui.table.card_look import CardLook, CardSize, Look
from gui.table.faces import CARD_W, face_font
from tests.gui.table_feed import Feed

pytestmark = pytest.mark.gui


def card_item(table, card: str):
    return next(item for item in table.hand_items if item.card == card)


def test_a_card_selected_before_a_pass_does_not_stay_selected(qtbot):
    """「Click a dimmed 10♥, pass; two rounds later the 10♥ is still raised with a blue outline
    and the status still says "Follow …"」 (issue 34.2). 人牌 (round 3): CPU leads K-K, which
    nothing in the hand beats (pass only); the player clicks 10♥ (the reason comes), then
    passes. At the next trick the 10♥ is neither selected nor raised and the old reason is
    gone."""
    feed = Feed(qtbot, "tiandiren", 2, setup={
        "hands": [["10H", "4S", "4H", "9D", "5C"], ["KS", "KH", "6C", "7C", "8C", "JD"]],
        "zhuang": 1, "jiefeng": [1, 0], "round": 3}, script=["K-K", "6"])
    table = feed.table
    feed.my_turn()
    assert [a["notation"] for a in table.legal] == ["pass"]
    item = card_item(table, "10H")
    item.key_press()                                       # a click on the dimmed 10♥
    feed.until(lambda: "Follow" in table.selection_label.text())
    reason = table.selection_label.text()
    assert item.is_selected()
    table.pass_button.click()
    feed.until(lambda: table.observation.get("table") == "6")
    feed.my_turn()
    item = card_item(table, "10H")
    assert not item.is_selected() and not table.selected_cards()
    assert item.pos().y() == card_item(table, "9D").pos().y()          # not raised
    assert reason not in table.selection_label.text()
    assert reason not in table.status.text()


def test_a_lead_flies_in_over_no_words(qtbot):
    """「天地人's first trick covers the status ("The table is empty; Computer 1 leads." half
    under a 50-card Rocket)」 (issue 34.4): while CPU 1's 24-card pair chain flies to the
    empty table, "The table is empty" is no longer on the felt."""
    chain = [r + s for r in ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
             for s in "SH"]
    feed = Feed(qtbot, "tiandiren", 2, setup={
        "hands": [["10H", "4C", "4D", "9D", "5C"], chain + ["JD", "QD"]],
        "zhuang": 1, "jiefeng": [1, 0], "round": 3},
        script=["3-3-4-4-5-5-6-6-7-7-8-8-9-9-10-10-J-J-Q-Q-K-K-A-A"], animation="slow")
    table = feed.table
    table.anim.set_duration_ms(4000)
    flying = lambda: [it for it in table.scene.items()  # noqa: E731
                      if type(it).__name__ == "CardItem" and it.isVisible()]
    feed.until(lambda: len(flying()) == 24, timeout=8000)
    feed.until(lambda: table.anim.is_busy() and any(it.pos().y() > 60 for it in flying()))
    words = [it for it in table.scene.items() if isinstance(it, QGraphicsSimpleTextItem)
             and it.isVisible() and it.text()]
    assert all(not it.text().startswith("The table is empty") for it in words)
    table.anim.finish_all()


@pytest.mark.parametrize("size", (CardSize.NORMAL, CardSize.LARGE, CardSize.LARGEST))
def test_every_corner_index_of_a_full_hand_reads_whole(qtbot, size):
    """「150 % cards cut the "10" index in 天地人's hand ("1(")」 (issue 34.9). With all 54
    cards in hand (a 天地人 hand: one deck of 54 a player) at every card size, the part of
    each hand card that the next card over it leaves in sight is as wide and as tall as the
    corner index (rank over suit; the widest, "10", centred in x 3…29 of a 100-wide card)."""
    CardLook.instance().set_look(Look(size=size), remember=False)
    try:
        deck = full_deck(1)
        feed = Feed(qtbot, "tiandiren", 2, setup={"hands": [list(deck), list(deck)], "zhuang": 0,
                                                  "jiefeng": [0, 1], "round": 3})
        feed.my_turn()
        items = feed.table.hand_items
        assert len(items) == 54
        scale = items[0].sceneBoundingRect().width() / CARD_W
        ten = QFontMetricsF(face_font(17, bold=True)).horizontalAdvance("10")
        need_w = (3 + 13 + ten / 2 + 1) * scale          # the right edge of "10", and a pixel
        need_h = 44 * scale                               # the suit's foot under the rank
        for item in items:
            box = item.sceneBoundingRect()
            over = [o.sceneBoundingRect() for o in items
                    if o.zValue() > item.zValue() and o.sceneBoundingRect().intersects(box)]
            corner = QRectF(box.left(), box.top(), need_w, need_h)
            hidden = [o for o in over if o.intersects(corner)]
            assert not hidden, f"{item.card} at {box.left():.0f},{box.top():.0f} covered by {hidden[0]}"
    finally:
        CardLook.instance().set_look(Look(), remember=False)


def test_a_dimmed_card_says_why_and_the_play_names_are_explained(qtbot):
    """「nothing says why a 天地人 card is dimmed」 and 「天地人's play names (Rocket, …) are never
    explained on the table」 (issue 34.11). 附录二: a pair is beaten only by a higher pair;
    火箭 is three of a rank with a single or a pair as kicker. CPU 1 leads K-K: the 4 is
    dimmed and its tooltip says no play against K-K uses it; a 2 says it is wild. Then
    CPU 1 leads 5-5-5+8: the trick's row explains "Rocket", the line naming a selection
    of three 9s explains its kickers."""
    feed = Feed(qtbot, "tiandiren", 2, setup={
        "hands": [["4S", "7H", "AS", "AH", "9S", "9H", "9D", "2S"],
                  ["KS", "KH", "5S", "5H", "5D", "8C", "JD", "QD"]],
        "zhuang": 1, "jiefeng": [1, 0], "round": 3}, script=["K-K", "5-5-5+?", "+8"])
    table = feed.table
    feed.my_turn()
    four, ace, two = card_item(table, "4S"), card_item(table, "AS"), card_item(table, "2S")
    assert four._dimmed and not ace._dimmed
    against = table.words.play_text("K-K")
    assert four.toolTip() == f"♠4\nDimmed: none of your plays against {against} uses this card."
    assert ace.toolTip() == "♠A"
    assert two.toolTip().startswith("♠2\nThe 2 is wild: it stands for any rank")
    table.pass_button.click()
    feed.until(lambda: (table.observation.get("table") or "").startswith("5-5-5"))
    feed.my_turn()
    rows = list(table.board.trick_view.rows.values())
    assert rows and rows[0].toolTip().startswith("Rocket (火箭): three of a rank, alone or with")
    assert not card_item(table, "4S")._dimmed and card_item(table, "4S").toolTip() == "♠4"
    table.select_cards(["9S", "9H", "9D"])
    tip = table.selection_label.toolTip()
    assert "Kickers: the singles or pairs a Rocket" in tip and "Rocket (火箭): three" in tip
