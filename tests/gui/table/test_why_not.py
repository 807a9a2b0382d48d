"""The kit's "Why not?" line (gui/table/why_not.py) and the card click that asks for it."""
from PySide6.QtCore import QPointF, Qt

from gui.table import CardItem, TableView, why_not
from gui.table.game_table import GameTable


def test_a_dimmed_card_click_is_refused_not_clicked(qtbot):
    view = TableView()
    qtbot.addWidget(view)
    item = CardItem("QH")
    view.scene().addItem(item)
    clicked, refused = [], []
    item.clicked.connect(clicked.append)
    item.refused.connect(refused.append)
    view.show()
    qtbot.waitExposed(view)
    centre = view.mapFromScene(item.mapToScene(QPointF(50, 70)))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert (clicked, refused) == ([], [])          # not the human's turn: nothing at all
    item.set_playable(False, True)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert (clicked, refused) == ([], ["QH"])


def test_the_reason_stands_then_the_status_comes_back(qtbot, monkeypatch):
    monkeypatch.setattr(why_not, "SHOW_MS", 50)
    table = GameTable("ninety_nine")
    qtbot.addWidget(table)
    table.set_names(["Me", "Bob"])
    asked = []
    table.why_not.requested.connect(asked.append)
    table.card_refused("9S")
    assert asked == ["9S"]
    table.why_not.show_reason({"attempt": "2C", "code": "game_over", "params": {}})
    assert table.status.text() == ""                # an answer to an older attempt is dropped
    table.why_not.show_reason({"attempt": "9S", "code": "not_your_turn", "params": {"player": 1}})
    assert table.status.text() == "Wait: it is Bob's turn."
    qtbot.waitUntil(lambda: table.status.text() == "", timeout=2000)
    assert table.why_not.text == ""


def test_an_unknown_code_still_says_something(qtbot):
    table = GameTable("ninety_nine")
    qtbot.addWidget(table)
    table.card_refused("9S")
    table.why_not.show_reason({"attempt": "9S", "code": "from_a_newer_engine", "params": {}})
    assert table.status.text() == "That is not a move you can make now."
