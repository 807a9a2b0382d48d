"""Card items paint every face; the animation queue runs steps in order (and instantly at off)."""
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPainter

from engine.cards import standard_deck
from gui.table import AnimationQueue, CardItem, CustomFace, TableView


def _render(item) -> QImage:
    image = QImage(130, 190, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(10, 30)
    item.paint(painter, None)
    painter.end()
    return image


def test_every_face_and_back_paint(qtbot):
    faces = standard_deck() + [CustomFace("秦", "7", "3", "#7a1020", "武"), "??"]
    images = set()
    for face in faces:
        image = _render(CardItem(face))
        images.add(bytes(image.constBits()))
    assert len(images) == len(faces)  # every face looks different
    back = _render(CardItem("AS", face_up=False))
    assert bytes(back.constBits()) not in images


def test_clicked_only_when_legal(qtbot):
    view = TableView()
    qtbot.addWidget(view)
    item = CardItem("QH")
    view.scene().addItem(item)
    clicked = []
    item.clicked.connect(clicked.append)
    view.show()
    qtbot.waitExposed(view)
    centre = view.mapFromScene(item.mapToScene(QPointF(50, 70)))
    from PySide6.QtCore import Qt
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert clicked == []
    item.set_legal(True)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert clicked == ["QH"]


def test_queue_runs_in_order_and_idles(qtbot):
    queue = AnimationQueue(duration_ms=30)
    a, b = CardItem("AS"), CardItem("BJ")
    order = []
    queue.move(a, QPointF(100, 0)).then(lambda: order.append(("a", a.pos().x())))
    queue.flip(b, False)
    queue.call(lambda: order.append(("b", b.is_face_up())))
    queue.fade(a, 0.5)
    with qtbot.waitSignal(queue.idle, timeout=3000):
        pass
    qtbot.waitUntil(lambda: not queue.is_busy(), timeout=3000)
    assert order == [("a", 100.0), ("b", False)]
    assert abs(a.opacity() - 0.5) < 1e-6 and b.xscale == 1.0


def test_queue_off_is_instant(qtbot):
    queue = AnimationQueue(duration_ms=0)
    a = CardItem("2C")
    queue.move(a, QPointF(5, 7))
    queue.fade(a, 0.0)
    qtbot.waitUntil(lambda: not queue.is_busy(), timeout=1000)
    assert a.pos() == QPointF(5, 7) and a.opacity() == 0.0


def test_one_face_cache_keyed_by_language_and_cleared_on_a_switch(qtbot):
    """Joker faces carry words: a language switch must not show the old language's face."""
    from gui.lang.i18n import LanguageManager
    from gui.table.faces import FACES, card_pixmap
    manager = LanguageManager.instance()
    manager.set_language("en", remember=False)
    FACES.clear()
    card_pixmap("BJ", 1.0)
    card_pixmap("BJ", 1.0)
    assert len(FACES) == 1
    manager.set_language("zh_TW", remember=False)
    assert len(FACES) == 0                      # emptied by the switch
    card_pixmap("BJ", 1.0)
    assert len(FACES) == 1
    manager.set_language("en", remember=False)


def test_high_dpi_faces_are_painted_at_device_resolution(qtbot):
    from gui.table.faces import CARD_W, card_pixmap
    crisp = card_pixmap("QH", 1.0, dpr=2.0)
    assert crisp.devicePixelRatio() == 2.0
    assert crisp.width() == 2 * CARD_W


def test_card_colours_come_from_the_engine():
    """One definition of red: hearts, diamonds and 小王 (九局對決's red deck), never 大王."""
    from engine.cards import is_red
    from gui.table.faces import BLACK, RED, card_colour
    for card in standard_deck() + ["BJ", "LJ"]:
        assert card_colour(card) == (RED if is_red(card) else BLACK), card
    assert card_colour("LJ") == RED and card_colour("BJ") == BLACK
