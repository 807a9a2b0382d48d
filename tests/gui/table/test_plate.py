"""The kit's one player plate: state, targeting by click, and every table uses it."""
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from gui.table.plate import BadgePlace, PlateState, PlayerPlate


def test_state_changes_and_repaints_only_when_different(qtbot):
    plate = PlayerPlate(2, QRectF(0, 0, 200, 56))
    state = PlateState("小華", "5 cards", badges=(("Dealer", "#2f7de1"),), active=True)
    assert plate.set_state(state) is True
    assert plate.set_state(PlateState("小華", "5 cards", badges=(("Dealer", "#2f7de1"),),
                                      active=True)) is False
    assert plate.state.active and plate.state.badges[0][0] == "Dealer"


def test_a_targetable_plate_emits_its_seat(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView
    scene = QGraphicsScene(0, 0, 400, 200)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    plate = PlayerPlate(3, QRectF(100, 60, 200, 56))
    plate.set_state(PlateState("Computer 3"))
    scene.addItem(plate)
    view.resize(420, 220)
    view.show()
    got = []
    plate.clicked.connect(got.append)
    point = view.mapFromScene(plate.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert got == []                                 # not a target: the click is not taken
    plate.set_targetable(True)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert got == [3]


def test_every_layout_paints_inside_its_bounds(qtbot):
    """Long names are elided; badges on the edge or inside stay within boundingRect()."""
    for place, header in ((BadgePlace.EDGE, False), (BadgePlace.INSIDE, False),
                          (BadgePlace.INSIDE, True)):
        plate = PlayerPlate(0, QRectF(0, 0, 180, 74 if not header else 200), place, header=header)
        plate.set_state(PlateState("A very long player name that cannot fit " * 2, "detail",
                                   "note", (("Out", "#b3261e"), ("Dealer", "#2f7de1")),
                                   chip="#7a1020"))
        bounds = plate.boundingRect()
        image = QImage(int(bounds.width()) + 40, int(bounds.height()) + 40,
                       QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        painter.translate(20 - bounds.left(), 20 - bounds.top())
        plate.paint(painter, None)
        painter.end()
        for x in range(image.width()):
            for y in (0, 5, image.height() - 6, image.height() - 1):
                assert image.pixelColor(x, y).alpha() == 0, (place, header, x, y)


def test_all_four_tables_use_the_kit_plate():
    import ast
    from pathlib import Path
    games = Path(__file__).resolve().parents[3] / "gui" / "games"
    for game in ("ninety_nine", "showdown", "primatum", "tiandiren"):
        source = "\n".join(p.read_text(encoding="utf-8") for p in (games / game).glob("*.py"))
        classes = [n.name for n in ast.walk(ast.parse(source)) if isinstance(n, ast.ClassDef)]
        assert not [c for c in classes if c.endswith("Plate")], (game, classes)
        assert "PlayerPlate" in source, game
