"""The hand-end and match-end box answers the keyboard (issue 26): Enter presses the focused
button — "New match" at a match's end, "Next hand" between hands — and Esc closes it."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from gui.table.announce import AnnouncementOverlay

_KEEP: list[QWidget] = []


def _box(qtbot, **shown) -> tuple[AnnouncementOverlay, list[str]]:
    parent = QWidget()
    _KEEP[:] = [parent]
    parent.resize(800, 600)
    parent.show()
    qtbot.waitExposed(parent)
    box = AnnouncementOverlay(parent)
    chosen: list[str] = []
    box.chosen.connect(chosen.append)
    box.show_announcement("Match over", "Me wins", [("Me", "3"), ("Computer 1", "1")], **shown)
    return box, chosen


def _key(qtbot, box: AnnouncementOverlay, key) -> None:
    """A key pressed on the box's focused button (an offscreen window is never active, so
    the key is sent where the focus was put)."""
    focused = [b for b in (box.next_button, box.new_button, box.close_button)
               if b is box.focusWidget()]
    assert focused, "no button of the box has the focus"
    qtbot.keyClick(focused[0], key)


@pytest.mark.gui
def test_enter_at_a_matchs_end_starts_a_new_match(qtbot):
    box, chosen = _box(qtbot, next_hand=False, new_match=True)
    _key(qtbot, box, Qt.Key.Key_Return)
    assert chosen == ["new_match"] and not box.isVisible()


@pytest.mark.gui
def test_enter_between_hands_deals_the_next_and_on_close_it_closes(qtbot):
    box, chosen = _box(qtbot, next_hand=True, new_match=False)
    _key(qtbot, box, Qt.Key.Key_Enter)
    assert chosen == ["next_hand"]
    box.show_announcement("Hand 1", "", [], next_hand=True, new_match=False)
    box.close_button.setFocus()
    _key(qtbot, box, Qt.Key.Key_Return)
    assert chosen == ["next_hand", "close"]


@pytest.mark.gui
def test_escape_closes_the_box(qtbot):
    box, chosen = _box(qtbot, next_hand=False, new_match=True)
    _key(qtbot, box, Qt.Key.Key_Escape)
    assert chosen == ["close"]
