"""Settings ▸ Cards (issue 26, "Cards for every eye"): four colours, large cards and the
high-contrast felt; remembered, switched live, and never telling a suit by colour alone."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QImage, QPainter

from gui.dialogs.settings import SettingsDialog
from gui.table import CardItem, fan
from gui.table.all_hands import AllHandsView
from gui.table.card_look import (
    FELTS,
    CardLook,
    CardSize,
    DeckColours,
    Felt,
    Look,
    current,
    stored_look,
)
from gui.table.faces import CARD_H, CARD_W, FACES, card_pixmap, paint_face
from gui.userdata import prefs
from tests.gui import driver
from tests.gui.layout_check import TextRecorder

FOUR = Look(DeckColours.FOUR, CardSize.LARGEST, Felt.HIGH_CONTRAST)


def _face(card: str, colours: DeckColours) -> QImage:
    image = QImage(int(CARD_W), int(CARD_H), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    paint_face(painter, QRectF(0, 0, CARD_W, CARD_H), card, colours)
    painter.end()
    return image


def _texts(card: str, colours: DeckColours) -> list[str]:
    recorder = TextRecorder(QSize(200, 200))
    painter = QPainter(recorder)
    paint_face(painter, QRectF(0, 0, CARD_W, CARD_H), card, colours)
    painter.end()
    return [run[0] for run in recorder.paintEngine().runs]


def test_the_four_colour_deck_inks_diamonds_blue_and_clubs_green(qtbot):
    """♠ black, ♥ red, ♦ blue, ♣ green: diamonds and clubs change, spades and hearts stay."""
    for card, changes in (("QD", True), ("7C", True), ("AS", False), ("KH", False)):
        two, four = _face(card, DeckColours.TWO), _face(card, DeckColours.FOUR)
        assert (two != four) is changes, card
    blue = _face("5D", DeckColours.FOUR).pixelColor(50, 70)       # the middle pip
    assert blue.blue() > 150 and blue.red() < 80, blue.name()
    green = _face("5C", DeckColours.FOUR).pixelColor(50, 70)
    assert green.green() > 90 and green.red() < 60 and green.blue() < 90, green.name()


@pytest.mark.parametrize("colours", list(DeckColours))
def test_a_suit_is_never_told_by_colour_alone(qtbot, colours):
    """Every face keeps its rank's letter and its suit's symbol in both decks."""
    for card, rank, symbol in (("QD", "Q", "♦"), ("10C", "10", "♣"), ("AS", "A", "♠"),
                               ("KH", "K", "♥")):
        texts = _texts(card, colours)
        assert texts.count(rank) >= 2 and texts.count(symbol) >= 2, (card, texts)


def test_the_face_cache_keys_by_the_deck_and_empties_on_a_switch(qtbot):
    two = card_pixmap("QD", 1.0)
    assert card_pixmap("QD", 1.0) is two                 # cached
    CardLook.instance().set_look(FOUR)
    assert len(FACES) == 0                               # emptied by the switch
    four = card_pixmap("QD", 1.0)
    assert four is not two and four.toImage() != two.toImage()
    CardLook.instance().set_look(Look())
    assert card_pixmap("QD", 1.0).toImage() == two.toImage()


def test_the_look_is_remembered_and_a_damaged_value_is_the_default(qtbot):
    CardLook.instance().set_look(FOUR)
    assert stored_look() == FOUR and prefs.get("cards/size", 0, int) == 150
    prefs.put("cards/size", 333)                          # an edited settings file
    prefs.put("cards/colours", "rainbow")
    CardLook.instance().reload()
    assert current() == Look(DeckColours.TWO, CardSize.NORMAL, Felt.HIGH_CONTRAST)


def test_settings_cards_page_applies_the_choice_on_ok_only(qtbot):
    changed = []
    CardLook.instance().changed.connect(lambda: changed.append(current()))
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    page = dialog.cards
    page.colours.setCurrentIndex(page.colours.findData("four"))
    page.card_size.setCurrentIndex(page.card_size.findData(150))
    page.felt.setCurrentIndex(page.felt.findData("contrast"))
    assert page.preview.look == FOUR and changed == []   # the preview shows it; nothing applied
    dialog.reject()
    assert current() == Look()
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.cards.card_size.setCurrentIndex(dialog.cards.card_size.findData(125))
    dialog.accept()
    assert changed == [Look(size=CardSize.LARGE)] and stored_look() == Look(size=CardSize.LARGE)
    again = SettingsDialog()
    qtbot.addWidget(again)
    assert again.cards.card_size.currentData() == 125          # the dialog opens on what is stored


@pytest.mark.parametrize("lang", ["en", "zh_TW", "zh_CN"])
def test_the_cards_page_lays_its_note_under_the_preview(qtbot, lang):
    from gui.lang.i18n import LanguageManager
    LanguageManager.instance().set_language(lang, remember=False)
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.pages.setCurrentIndex(1)
    qtbot.waitExposed(dialog)
    note, preview = dialog.cards.note, dialog.cards.preview
    assert note.geometry().top() >= preview.geometry().bottom()
    assert note.heightForWidth(note.width()) <= note.height()


def test_cards_grow_from_their_bottom_centre_and_miniatures_keep_their_size(qtbot):
    CardLook.instance().set_look(Look(size=CardSize.LARGEST))
    card = CardItem("AS")
    assert card.size_factor() == 1.5
    assert card.face_rect() == QRectF(-25, -70, 150, 210)    # bottom edge and centre kept
    back = CardItem(None, face_up=False)                      # a back that shows nothing
    mini = CardItem("AS")
    mini.setScale(0.5)                                        # a layout's miniature
    assert back.size_factor() == 1.0 and mini.size_factor() == 1.0
    assert card.shape().boundingRect() == QRectF(-25, -70, 150, 210)


def test_fan_spreads_a_hand_inside_its_room(qtbot):
    classic = fan(5, 600, 780, 14, scale=1.0)
    step = min(CARD_W + 14, (780 - CARD_W) / 4)
    assert classic == [600 - (step * 4 + CARD_W) / 2 + i * step for i in range(5)]
    for scale in (1.0, 1.25, 1.5):
        for count in (1, 5, 13, 27):
            xs = fan(count, 600, 600, 14, scale=scale)
            grown = [x + CARD_W * (1 - scale) / 2 for x in xs]
            assert grown[0] >= 300 - 1e-6 and grown[-1] + CARD_W * scale <= 900 + 1e-6
            assert abs((grown[0] + grown[-1] + CARD_W * scale) / 2 - 600) < 1e-6


def _hand(table) -> list:
    items = table.hand_items
    return list(items.values()) if isinstance(items, dict) else list(items)


def _size(item) -> float:
    return item.size_factor() if isinstance(item, CardItem) else item._size


@pytest.mark.gui
@pytest.mark.parametrize("game", ["ninety_nine", "showdown", "primatum", "tiandiren"])
def test_a_switch_redraws_an_open_table_and_its_counter(qtbot, store, game):
    prefs.put("ui/animation_speed", "off")
    window = driver.start(qtbot, store, game, 3)
    table = window.table
    qtbot.waitUntil(lambda: bool(table.legal) and not table.busy() and bool(_hand(table)),
                    timeout=15000)
    table.assist.set_counter_visible(True)
    before = _hand(table)
    assert all(_size(item) == 1.0 for item in before)
    CardLook.instance().set_look(FOUR)
    qtbot.waitUntil(lambda: bool(_hand(table)) and all(_size(i) == 1.5 for i in _hand(table)),
                    timeout=3000)
    assert not set(map(id, _hand(table))) & set(map(id, before))       # drawn again
    assert table.view.backgroundBrush().color().name() == FELTS[Felt.HIGH_CONTRAST].flat
    assert _background(table.assist.counter_panel) == FELTS[Felt.HIGH_CONTRAST].flat
    CardLook.instance().set_look(Look())
    qtbot.waitUntil(lambda: all(_size(i) == 1.0 for i in _hand(table)), timeout=3000)
    qtbot.waitUntil(lambda: _background(table.assist.counter_panel) == FELTS[Felt.CLASSIC].flat,
                    timeout=3000)
    window.close()


def test_the_replays_all_hands_strip_follows_the_look(qtbot):
    strip = AllHandsView()
    qtbot.addWidget(strip)
    strip.resize(900, 200)
    strip.show_hands([["AS", "QD"], ["7C", "KH"]], ["A", "B"], lambda code: code)
    strip.show()
    cards = strip.card_items()
    height = max(c.sceneBoundingRect().height() for c in cards)
    CardLook.instance().set_look(FOUR)
    again = strip.card_items()
    assert not set(map(id, again)) & set(map(id, cards))          # laid out again
    assert max(c.sceneBoundingRect().height() for c in again) > height * 1.4
    assert strip.backgroundBrush().color().name() == FELTS[Felt.HIGH_CONTRAST].flat


def _background(widget) -> str:
    """The colour the application's sheet paints behind a widget (a pixel near its top right
    corner, clear of the text and of the left edge)."""
    image = widget.grab().toImage()
    return image.pixelColor(image.width() - 2, 1).name()
