"""A seat view (engine/seat_view.py: a game exported for one seat, the other hands absent) and
the review (issue 35). It holds exactly what its seat knew, but not the record the analyser
replays: `State.determinize` starts from a position, and no game can build one from one
seat's observations. So a seat view is not reviewed, for its own seat or another, and the
file and the command line say why in one sentence (docs/review.md, "Files"; the app:
tests/gui/test_review_cards.py)."""
from __future__ import annotations

import pytest

from engine.review import ReviewError
from engine.review.files import load
from engine.saves import write_file
from engine.seat_view import write_seat_view
from tests.test_review import run, squeeze

OWN = ("shared.jiupai is a seat view of seat 1: it holds what that seat saw but not the game's "
       "record, which a review replays to weigh each decision; review the game's save or full "
       "export instead")


def test_a_seat_view_says_in_one_sentence_why_it_is_not_reviewed(tmp_path):
    path = tmp_path / "shared.jiupai"
    write_seat_view(path, squeeze(actions=("9C",)), 1, {})
    for seat in (None, 1):                        # its own seat, named or the file's
        with pytest.raises(ReviewError) as caught:
            load(path, seat)
        assert str(caught.value) == OWN
    with pytest.raises(ReviewError, match=r"^shared.jiupai is a seat view of seat 1: it holds "
                       r"only what that seat saw, so it can be reviewed only for seat 1$"):
        load(path, 0)
    code, out, err = run(str(path), "--seat", "1")
    assert (code, out, err) == (2, "", f"jiupai review: {OWN}\n")


def test_the_same_game_from_its_save_is_reviewed(tmp_path):
    """What the sentence sends the player to: the save of the same game reviews."""
    path = tmp_path / "game.jiupai"
    write_file(path, squeeze(actions=("9C",)), {"human_seat": 1})
    game = load(path)
    assert game.seat == 1 and game.record["actions"] == ["9C"]
