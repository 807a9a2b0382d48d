"""Every card of every 九九 card set, played from a concrete deal at a total of 50 with four
players: the total and the next player the original rules' 功能牌 lists demand.

The expected values are written out from the original rules' tables, not computed by the engine."""
import pytest

import engine

OTHERS = [["JC", "KC", "2C", "3C", "6C"], ["JD", "KD", "2D", "3D", "6D"], ["JS", "KS", "2S", "3S", "6S"]]
FILLER = ["9C", "9D", "9S", "10C"]

# (variant, notation, total after, next player) — start: total 50, seat 0, clockwise.
CASES = [
    # 公規
    ("standard", "AH", 51, 1), ("standard", "AS", 0, 1), ("standard", "2H", 52, 1),
    ("standard", "3H", 53, 1), ("standard", "4H", 50, 3), ("standard", "5H @2", 50, 2),
    ("standard", "6H", 56, 1), ("standard", "7H", 57, 1), ("standard", "8H", 58, 1),
    ("standard", "9H", 59, 1), ("standard", "10H +10", 60, 1), ("standard", "10H -10", 40, 1),
    ("standard", "JH", 50, 1), ("standard", "QH +20", 70, 1), ("standard", "QH -20", 30, 1),
    ("standard", "KH", 99, 1),
    # 血腥版
    ("bloody", "AH @1", 50, 1), ("bloody", "AS", 0, 1), ("bloody", "2H", 52, 1),
    ("bloody", "3H", 53, 1), ("bloody", "4H", 50, 3), ("bloody", "5H @3", 50, 3),
    ("bloody", "6H", 56, 1), ("bloody", "7H @2", 50, 1), ("bloody", "8H", 58, 1),
    ("bloody", "9H", 50, 1), ("bloody", "10H +10", 60, 1), ("bloody", "10H -10", 40, 1),
    ("bloody", "JH", 50, 1), ("bloody", "QH +20", 70, 1), ("bloody", "QH -20", 30, 1),
    ("bloody", "KH", 99, 1), ("bloody", "BJ cw", 50, 1), ("bloody", "BJ ccw", 50, 1),
    # 英文維基百科
    ("western", "AH +1", 51, 1), ("western", "AH +11", 61, 1), ("western", "2H", 52, 1),
    ("western", "3H", 53, 2), ("western", "4H", 50, 3), ("western", "5H", 55, 1),
    ("western", "6H", 56, 1), ("western", "7H", 57, 1), ("western", "8H", 58, 1),
    ("western", "9H", 99, 1), ("western", "10H +10", 60, 1), ("western", "10H -10", 40, 1),
    ("western", "JH", 60, 1), ("western", "QH", 60, 1), ("western", "KH", 50, 1),
    # 西北地區
    ("northwest", "AH @2", 50, 2), ("northwest", "2H", 52, 1), ("northwest", "3H", 53, 1),
    ("northwest", "4H", 50, 3), ("northwest", "5H", 55, 1), ("northwest", "6H", 56, 1),
    ("northwest", "7H @1", 57, 1), ("northwest", "8H", 58, 1), ("northwest", "9H", 59, 1),
    ("northwest", "10H +10", 60, 1), ("northwest", "10H -10", 40, 1), ("northwest", "JH @1", 50, 1),
    ("northwest", "QH +20", 70, 1), ("northwest", "QH -20", 30, 1), ("northwest", "KH", 99, 1),
    ("northwest", "LJ @1", 50, 1), ("northwest", "BJ @2", 50, 1),
]


@pytest.mark.parametrize("variant,notation,total,nxt", CASES)
def test_every_card_of_every_variant(variant, notation, total, nxt):
    card = notation.split()[0]
    game = engine.create("ninety_nine", 4, variant, match_hands=1)
    state = game.new_state(seed=2, setup={"hands": [[card] + FILLER] + [list(h) for h in OTHERS],
                                          "total": 50, "starter": 0})
    legal = [str(a) for a in state.legal_actions()]
    assert notation in legal
    state.apply(notation)
    assert state.total == total
    assert state.current_player == nxt


def test_every_rank_of_every_set_is_covered():
    for variant in ("standard", "bloody", "western", "northwest"):
        ranks = {n.split()[0][:-1] for v, n, _, _ in CASES if v == variant and n[0] not in "BL"}
        assert ranks == {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}, variant
