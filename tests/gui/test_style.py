"""One look for the whole application (issue 33): the palette and sheet of gui/style are on
every window, follow the system's dark mode and the high-contrast felt, and no widget sets
colours of its own."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPalette, QPixmap
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from gui.style import Theme, set_role
from gui.style.icons import DRAWINGS, icon, put
from gui.style.scheme import CONTRAST, DARK, LIGHT
from gui.table.card_look import CardLook, Felt, Look

GUI = Path(__file__).resolve().parents[2] / "gui"


def window_colour() -> str:
    return QApplication.instance().palette().color(QPalette.ColorRole.Window).name()


def pixel(widget: QWidget, x: int, y: int) -> str:
    return widget.grab().toImage().pixelColor(x, y).name()


@pytest.fixture
def light():
    """The light scheme before and after (a test that goes dark comes back)."""
    Theme.instance().follow_system(Qt.ColorScheme.Light)
    yield Theme.instance()
    Theme.instance().follow_system(Qt.ColorScheme.Light)


def test_a_dialog_is_drawn_in_the_ivory_of_the_light_scheme_not_the_default_grey(qtbot, light):
    from gui.dialogs.settings import SettingsDialog
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.palette().color(QPalette.ColorRole.Window).name() == LIGHT.window
    assert pixel(dialog, 2, dialog.height() - 2) == LIGHT.window
    assert "QMenuBar" in QApplication.instance().styleSheet()


def test_dark_follows_the_system_scheme_live(qtbot, light):
    hints = QGuiApplication.styleHints()
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)          # what a desktop switch sends
    assert light.dark and light.scheme == DARK and window_colour() == DARK.window
    label = QLabel("x")
    qtbot.addWidget(label)
    assert label.palette().color(QPalette.ColorRole.WindowText).name() == DARK.text
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert not light.dark and window_colour() == LIGHT.window


def test_the_first_frame_takes_the_scheme_last_seen_and_the_system_is_asked_after(
        light, monkeypatch):
    """Reading the system's scheme makes every `Qt` enum (16 ms of the cold start): a theme
    starts in the scheme last seen without asking; check_system (the pass after the first
    frame) asks, follows a change and remembers it; with nothing remembered it asks at once."""
    from gui.style import theme as theme_module
    from gui.userdata import prefs
    asked = []
    system = {"dark": True}
    monkeypatch.setattr(theme_module, "_system_dark",
                        lambda: asked.append(1) or system["dark"])
    app = QApplication.instance()
    made = []
    try:
        prefs.put_system_dark(False)
        made.append(Theme(app))
        started = made[-1]
        assert not started.dark and asked == []          # the first frame: not asked
        started.check_system()                           # the pass after it
        assert started.dark and asked == [1] and prefs.system_dark() is True
        assert started.scheme == DARK and window_colour() == DARK.window
        prefs.settings().remove("ui/system_scheme")
        system["dark"] = False
        made.append(Theme(app))
        assert not made[-1].dark and asked == [1, 1] and prefs.system_dark() is False
        light.follow_system(Qt.ColorScheme.Dark)         # a live switch is remembered too
        assert prefs.system_dark() is True
    finally:
        for theme in made:                               # only the installed theme stays
            shiboken6.delete(theme)
        light.scheme = None
        light.apply()


def test_the_high_contrast_felt_makes_every_screen_high_contrast(qtbot, light):
    light.follow_system(Qt.ColorScheme.Dark)
    CardLook.instance().set_look(Look(felt=Felt.HIGH_CONTRAST), remember=False)
    assert light.scheme == CONTRAST and window_colour() == "#000000"
    palette = QApplication.instance().palette()
    assert palette.color(QPalette.ColorRole.Highlight).name() == CONTRAST.highlight
    assert "border: 2px solid #ffffff" in QApplication.instance().styleSheet()
    CardLook.instance().set_look(Look(), remember=False)
    assert light.scheme == DARK                                   # back to the system's


def test_the_roles_of_the_sheet_draw_their_look(qtbot, light):
    holder = QWidget()
    qtbot.addWidget(holder)
    tile, felt, plain, primary = QFrame(), QFrame(), QPushButton("Plain"), QPushButton("Play")
    for widget, size in ((tile, (120, 60)), (felt, (120, 60))):
        widget.setFixedSize(*size)
    set_role(tile, "tile")
    set_role(felt, "felt")
    set_role(primary, "primary")
    layout = QVBoxLayout(holder)
    for widget in (tile, felt, plain, primary):
        layout.addWidget(widget)
    holder.show()
    qtbot.waitExposed(holder)
    assert pixel(tile, 60, 30) == LIGHT.base
    centre = QColor(pixel(felt, 60, 30))
    assert centre.green() > centre.red() + 40                     # felt green
    assert QColor(pixel(primary, primary.width() // 2, 4)).green() > 80
    assert QColor(pixel(plain, plain.width() // 2, 4)).lightness() > 200   # ivory
    with pytest.raises(ValueError, match="unknown jiupaiRole 'tiles'"):
        set_role(tile, "tiles")


@pytest.mark.parametrize("system", [Qt.ColorScheme.Light, Qt.ColorScheme.Dark])
def test_words_on_a_tile_on_the_felt_take_the_papers_colours(qtbot, light, system):
    """A seat plate (an ivory tile) on the felt of New game or the lobby: its words in the
    paper's colours, not the felt's ivory (ivory on ivory could not be read); a word on the
    felt itself keeps the felt's colour."""
    light.follow_system(system)
    scheme = light.scheme
    felt, plate = QFrame(), QFrame()
    qtbot.addWidget(felt)
    set_role(felt, "felt")
    set_role(plate, "tile")
    on_felt, plain, title, line = QLabel("4 players"), QLabel("Seat 2"), QLabel("Ann"), QLabel("Host")
    set_role(title, "tileTitle")
    set_role(line, "tileLine")
    inner = QVBoxLayout(plate)
    for label in (plain, title, line):
        inner.addWidget(label)
    outer = QVBoxLayout(felt)
    outer.addWidget(on_felt)
    outer.addWidget(plate)
    felt.show()
    qtbot.waitExposed(felt)
    colour = {label.text(): label.palette().color(QPalette.ColorRole.WindowText).name()
              for label in (on_felt, plain, title, line)}
    assert colour == {"4 players": scheme.on_felt, "Seat 2": scheme.text,
                      "Ann": scheme.heading, "Host": scheme.muted}


def test_every_action_icon_is_drawn_in_the_scheme_colour(light):
    for name in DRAWINGS:
        image = icon(name).pixmap(32, 32).toImage()
        colours = {image.pixelColor(x, y).name() for x in range(32) for y in range(32)
                   if image.pixelColor(x, y).alpha() == 255}
        assert LIGHT.heading in colours, name
    with pytest.raises(ValueError, match="no icon 'nope'"):
        icon("nope")


def strokes(button: QPushButton) -> set[str]:
    image = button.icon().pixmap(32, 32).toImage()
    return {image.pixelColor(x, y).name() for x in range(32) for y in range(32)
            if image.pixelColor(x, y).alpha() == 255}


def test_an_icon_given_with_put_is_drawn_again_in_the_dark_scheme(qtbot, light):
    button = QPushButton("Hint")
    qtbot.addWidget(button)
    put(button, "hint")
    copy = QIcon(button.icon())
    copy.addPixmap(QPixmap(4, 4))              # a copy changed on its own (no shared engine)
    assert strokes(button) == {LIGHT.heading}
    light.follow_system(Qt.ColorScheme.Dark)
    assert strokes(button) == {DARK.heading}


COLOUR_SHEET = re.compile(r"setStyleSheet\(")


def test_no_widget_sets_a_style_sheet_of_its_own():
    """Colours come from the one sheet (gui/style/sheet.py) through roles and object names;
    only gui/style/theme.py sets a sheet, on the application."""
    found = [f"{path.relative_to(GUI)}:{n}" for path in sorted(GUI.rglob("*.py"))
             for n, line in enumerate(path.read_text("utf-8").splitlines(), 1)
             if COLOUR_SHEET.search(line) and path.name != "theme.py"]
    assert found == []
