"""The application's one Qt style sheet, made from a Scheme (gui/style/scheme.py).

Every colour a player sees outside the felt comes from here (and the palette of
gui/style/theme.py); no widget sets its own colours. A widget asks for a look by a dynamic
property, never by a style sheet of its own:

``jiupaiRole`` (set with gui.style.set_role):
    "tile"       a game tile, a save or replay card: a QFrame drawn as a raised ivory card
                 with a rounded edge, gold when hovered or focused
    "tileTitle"  a QLabel: the tile's title (bold, a little larger, heading colour)
    "tileLine"   a QLabel: a secondary line on a tile (muted colour)
    "emptySlot"  a QFrame or QPushButton: room for something (dashed edge, no fill)
    "primary"    a QPushButton: the main button of a screen (felt green, ivory bold text)
    "heading"    a QLabel: a screen's or section's heading (larger, bold, heading colour)
    "felt"       a QFrame (or a QWidget with WA_StyledBackground): a panel drawn as table felt;
                 QLabels inside it get the text colour of the felt, except inside a "tile" on
                 it (a seat plate: ivory, so the paper's text colours)
    "error"      a QLabel naming a problem (the error colour, bold)
    "suitRed"    a QPushButton whose text is a red suit's card (九局對決's joker picker)
``jiupaiHinted`` ("true"/"false", set with gui.style.set_hinted): a button the hint, the tutorial
or the choice bar points at (a thick gold edge).

Named parts of the table (object names) are styled here too: #autosaveBanner, #autoplayBanner, #cardCounter,
#keyFocusFrame, #announcePanel, #handoverTitle, #handoverDetail, #coachBubble, #coachTitle,
#coachWrong, and the lobby's #roomCode (large: a friend types it from the screen).
"""
from __future__ import annotations

from pathlib import Path

from ..userdata.paths import resource
from .scheme import Scheme

HINT_GOLD = "#e0a800"
#: The frame round a focused button under the felt (#keyFocusFrame, gui/table/focus_ring.py):
#: here, so that the sheet of the first frame does not load the table's graphics items.
FRAME_COLOUR = "#0a58ca"


def _light(colour: str) -> bool:
    """True for a light colour (its luminance above the middle)."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.299 * r + 0.587 * g + 0.114 * b > 140


def _image(name: str, on: str) -> str:
    """The url() of a style image (resources/style) in the ink that reads on `on`."""
    path: Path = resource("style", f"{name}-{'ink' if _light(on) else 'paper'}.svg")
    return f"url({path.as_posix()})"


def build(s: Scheme) -> str:
    """The style sheet of scheme `s`."""
    return "\n".join(part(s) for part in (_frames, _buttons, _inputs, _choices, _views,
                                          _bars, _roles, _table_parts))


def _frames(s: Scheme) -> str:
    return f"""
QMainWindow, QDialog, QMessageBox, QWizard {{ background: {s.window}; }}
QToolTip {{ background: {s.felt_flat}; color: {s.on_felt}; border: {s.border}px solid {s.accent};
  border-radius: 4px; padding: 4px 6px; }}
QGroupBox {{ border: {s.border}px solid {s.line}; border-radius: 8px; margin-top: 1.1em;
  padding: 6px 4px 4px 4px; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; color: {s.heading};
  font-weight: bold; }}
QLabel:disabled {{ color: {s.muted}; }}
"""


def _buttons(s: Scheme) -> str:
    return f"""
QPushButton, QToolButton {{ color: {s.button_text};
  background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {s.button}, stop:1 {s.button_low});
  border: {s.border}px solid {s.line}; border-radius: 6px; padding: 3px 10px; }}
QToolButton {{ padding: 3px 6px; }}
QPushButton:hover, QToolButton:hover {{ border-color: {s.accent}; }}
QPushButton:focus, QToolButton:focus {{ border: 2px solid {s.accent}; }}
QPushButton:pressed, QToolButton:pressed, QToolButton:checked {{ background: {s.button_low};
  border-color: {s.accent}; }}
QPushButton:disabled, QToolButton:disabled {{ color: {s.muted}; background: {s.alternate};
  border-color: {s.line}; }}
QPushButton:default {{ border-color: {s.heading}; }}
QPushButton::menu-indicator {{ subcontrol-position: right center; right: 4px; }}
"""


def _inputs(s: Scheme) -> str:
    down = _image("arrow-down", s.base)
    up = _image("arrow-up", s.base)
    return f"""
QLineEdit, QPlainTextEdit, QTextEdit, QTextBrowser, QSpinBox, QDoubleSpinBox, QComboBox {{
  background: {s.base}; color: {s.text}; border: {s.border}px solid {s.line}; border-radius: 5px;
  selection-background-color: {s.highlight}; selection-color: {s.highlight_text}; }}
QLineEdit, QSpinBox, QDoubleSpinBox {{ padding: 2px 4px; }}
QComboBox {{ padding: 2px 14px 2px 4px; }}
QLineEdit:focus, QPlainTextEdit:focus, QTextEdit:focus, QTextBrowser:focus, QSpinBox:focus,
QDoubleSpinBox:focus, QComboBox:focus, QComboBox:on {{ border: 2px solid {s.accent}; }}
QComboBox:hover, QSpinBox:hover, QLineEdit:hover {{ border-color: {s.accent}; }}
QLineEdit:disabled, QSpinBox:disabled, QComboBox:disabled {{ color: {s.muted};
  background: {s.alternate}; }}
QComboBox::drop-down {{ subcontrol-origin: padding; subcontrol-position: center right;
  width: 20px; border: none; }}
QComboBox::down-arrow {{ image: {down}; width: 12px; height: 12px; }}
QComboBox QAbstractItemView {{ background: {s.base}; color: {s.text};
  border: {s.border}px solid {s.accent}; selection-background-color: {s.highlight};
  selection-color: {s.highlight_text}; outline: 0; }}
QSpinBox, QDoubleSpinBox {{ padding-right: 18px; }}
QSpinBox::up-button, QDoubleSpinBox::up-button {{ subcontrol-origin: border;
  subcontrol-position: top right; width: 16px; border: none; border-left: 1px solid {s.line};
  border-top-right-radius: 5px; }}
QSpinBox::down-button, QDoubleSpinBox::down-button {{ subcontrol-origin: border;
  subcontrol-position: bottom right; width: 16px; border: none;
  border-left: 1px solid {s.line}; border-bottom-right-radius: 5px; }}
QSpinBox::up-button:hover, QSpinBox::down-button:hover, QDoubleSpinBox::up-button:hover,
QDoubleSpinBox::down-button:hover {{ background: {s.alternate}; }}
QSpinBox::up-arrow, QDoubleSpinBox::up-arrow {{ image: {up}; width: 10px; height: 10px; }}
QSpinBox::down-arrow, QDoubleSpinBox::down-arrow {{ image: {down}; width: 10px; height: 10px; }}
"""


def _choices(s: Scheme) -> str:
    tick = _image("check", s.highlight)
    return f"""
QCheckBox, QRadioButton {{ color: {s.text}; spacing: 6px; }}
QCheckBox:disabled, QRadioButton:disabled {{ color: {s.muted}; }}
QCheckBox::indicator, QRadioButton::indicator {{ width: 15px; height: 15px;
  background: {s.base}; border: {s.border + 1}px solid {s.line}; }}
QCheckBox::indicator {{ border-radius: 4px; }}
QRadioButton::indicator {{ border-radius: 9px; }}
QCheckBox::indicator:hover, QRadioButton::indicator:hover,
QCheckBox:focus::indicator, QRadioButton:focus::indicator {{ border-color: {s.accent}; }}
QCheckBox::indicator:checked {{ background: {s.highlight}; border-color: {s.highlight};
  image: {tick}; }}
QRadioButton::indicator:checked {{ background: qradialgradient(cx:0.5, cy:0.5, radius:0.5,
  fx:0.5, fy:0.5, stop:0 {s.highlight}, stop:0.45 {s.highlight}, stop:0.55 {s.base},
  stop:1 {s.base}); border-color: {s.highlight}; }}
QSlider::groove:horizontal {{ height: 6px; background: {s.line}; border-radius: 3px; }}
QSlider::sub-page:horizontal {{ background: {s.highlight}; border-radius: 3px; }}
QSlider::handle:horizontal {{ background: {s.accent}; border: 1px solid {s.felt_edge};
  width: 16px; margin: -6px 0; border-radius: 8px; }}
QSlider::handle:horizontal:focus, QSlider::handle:horizontal:hover {{ border: 2px solid
  {s.text}; }}
QProgressBar {{ border: {s.border}px solid {s.line}; border-radius: 5px; background: {s.base};
  text-align: center; color: {s.text}; }}
QProgressBar::chunk {{ background: {s.highlight}; border-radius: 4px; }}
"""


def _views(s: Scheme) -> str:
    return f"""
QAbstractItemView {{ background: {s.base}; alternate-background-color: {s.alternate};
  color: {s.text}; border: {s.border}px solid {s.line}; border-radius: 6px;
  gridline-color: {s.line}; selection-background-color: {s.highlight};
  selection-color: {s.highlight_text}; }}
QAbstractItemView:focus {{ border-color: {s.accent}; }}
QListView#gameList::item:selected {{ background: {s.alternate}; color: {s.text};
  border: 2px solid {s.accent}; border-radius: 8px; }}
QHeaderView {{ background: transparent; border: none; }}
QHeaderView::section {{ background: {s.felt_flat}; color: {s.on_felt}; padding: 4px 6px;
  border: none; border-right: 1px solid {s.felt_centre}; border-bottom: 2px solid {s.accent}; }}
QHeaderView::section:vertical {{ border-bottom: 1px solid {s.felt_centre};
  border-right: 2px solid {s.accent}; }}
QTableCornerButton::section {{ background: {s.felt_flat}; border: none; }}
QScrollBar:vertical {{ background: transparent; width: 12px; margin: 0; }}
QScrollBar:horizontal {{ background: transparent; height: 12px; margin: 0; }}
QScrollBar::handle {{ background: {s.line}; border-radius: 5px; margin: 2px; }}
QScrollBar::handle:vertical {{ min-height: 28px; }}
QScrollBar::handle:horizontal {{ min-width: 28px; }}
QScrollBar::handle:hover {{ background: {s.accent}; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; border: none; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
QTabWidget::pane {{ border: {s.border}px solid {s.line}; border-radius: 6px; background: {s.base};
  top: -1px; }}
QTabBar::tab {{ color: {s.muted}; background: transparent; padding: 6px 14px;
  border-bottom: 3px solid transparent; }}
QTabBar::tab:hover {{ color: {s.text}; border-bottom-color: {s.line}; }}
QTabBar::tab:selected {{ color: {s.heading}; font-weight: bold; border-bottom-color: {s.accent}; }}
QTabBar::tab:focus {{ color: {s.text}; }}
"""


def _bars(s: Scheme) -> str:
    return f"""
QMenuBar {{ background: {s.felt_flat}; color: {s.on_felt}; border-bottom: 2px solid {s.accent}; }}
QMenuBar::item {{ background: transparent; padding: 2px 10px; }}
QMenuBar::item:selected, QMenuBar::item:pressed {{ background: {s.felt_centre};
  color: {s.accent}; }}
QMenu {{ background: {s.base}; color: {s.text}; border: {s.border}px solid {s.accent};
  padding: 4px 0; }}
QMenu::item {{ padding: 5px 24px 5px 10px; }}
QMenu::item:selected {{ background: {s.highlight}; color: {s.highlight_text}; }}
QMenu::item:disabled {{ color: {s.muted}; }}
QMenu::separator {{ height: 1px; background: {s.line}; margin: 4px 10px; }}
QMenu::icon {{ padding-left: 6px; }}
QStatusBar {{ background: {s.felt_flat}; color: {s.on_felt}; }}
QStatusBar QLabel {{ color: {s.on_felt}; }}
QStatusBar::item {{ border: none; }}
QToolBar {{ background: {s.felt_flat}; border: none; spacing: 4px; }}
"""


def _roles(s: Scheme) -> str:
    return f"""
QFrame[jiupaiRole="tile"] {{ background: {s.base}; border: {s.border}px solid {s.line};
  border-radius: 10px; }}
QFrame[jiupaiRole="tile"]:hover {{ border-color: {s.accent}; }}
QFrame[jiupaiRole="tile"]:focus {{ border: 2px solid {s.accent}; }}
QLabel[jiupaiRole="tileTitle"] {{ color: {s.heading}; font-weight: bold; font-size: 12pt;
  background: transparent; border: none; }}
QLabel[jiupaiRole="tileLine"] {{ color: {s.muted}; background: transparent; border: none; }}
*[jiupaiRole="emptySlot"] {{ background: transparent; color: {s.muted};
  border: 2px dashed {s.line}; border-radius: 10px; }}
*[jiupaiRole="emptySlot"]:hover, *[jiupaiRole="emptySlot"]:focus {{ border-color: {s.accent};
  color: {s.text}; }}
QPushButton[jiupaiRole="primary"] {{ color: {s.on_felt}; font-weight: bold;
  background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {s.felt_centre}, stop:1 {s.felt_edge});
  border: {s.border}px solid {s.accent}; padding: 5px 16px; }}
QPushButton[jiupaiRole="primary"]:hover {{ color: {s.accent}; }}
QPushButton[jiupaiRole="primary"]:focus {{ border: 2px solid {s.accent}; }}
QPushButton[jiupaiRole="primary"]:disabled {{ color: {s.muted}; background: {s.alternate};
  border-color: {s.line}; }}
QLabel[jiupaiRole="heading"] {{ color: {s.heading}; font-weight: bold; font-size: 15pt; }}
*[jiupaiRole="felt"] {{ background: qradialgradient(cx:0.5, cy:0.5, radius:0.8, fx:0.5,
  fy:0.5, stop:0 {s.felt_centre}, stop:1 {s.felt_edge}); color: {s.on_felt};
  border: 2px solid {s.accent}; border-radius: 10px; }}
*[jiupaiRole="felt"] QLabel {{ color: {s.on_felt}; background: transparent; border: none; }}
*[jiupaiRole="felt"] *[jiupaiRole="tile"] QLabel {{ color: {s.text}; }}
*[jiupaiRole="felt"] *[jiupaiRole="tile"] QLabel[jiupaiRole="tileTitle"] {{ color: {s.heading}; }}
*[jiupaiRole="felt"] *[jiupaiRole="tile"] QLabel[jiupaiRole="tileLine"] {{ color: {s.muted}; }}
QLabel[jiupaiRole="error"] {{ color: {s.error}; font-weight: bold; }}
QPushButton[jiupaiRole="suitRed"] {{ color: {"#ff6e6e" if not _light(s.button) else "#c8102e"};
  font-weight: bold; }}
QPushButton[jiupaiRole="suitRed"]:disabled {{ color: {s.muted}; }}
QPushButton[jiupaiHinted="true"], QPushButton[jiupaiHinted="true"]:focus,
QPushButton[jiupaiHinted="true"]:hover, QToolButton[jiupaiHinted="true"] {{
  border: 3px solid {HINT_GOLD}; border-radius: 4px; padding: 1px 8px; }}  /* the same box */
"""


def _table_parts(s: Scheme) -> str:
    """The named widgets over and beside the felt (they kept their own sheets before)."""
    return f"""
QLabel#autosaveBanner {{ background: #fff3cd; color: #5c3c00; border: 1px solid {HINT_GOLD};
  padding: 2px 6px; }}
QLabel#autoplayBanner {{ background: rgba(20, 30, 60, 215); color: #ffe27a;
  border: 2px solid #ffe27a; border-radius: 10px; padding: 6px 16px; font-weight: bold;
  font-size: 15pt; }}
QLabel#cardCounter {{ background: {s.felt_flat}; color: #f2f2e8;
  border-left: 1px solid #c9b458; padding: 3px 2px; }}
#keyFocusFrame {{ border: 3px solid {FRAME_COLOUR}; border-radius: 5px; background: transparent; }}
#announcePanel {{ background: {s.window}; border: 2px solid #c9a227; border-radius: 12px; }}
QLabel#handoverTitle {{ color: #ffe27a; font-size: 22pt; font-weight: bold; }}
QLabel#handoverDetail {{ color: #e8efe9; font-size: 13pt; }}
QFrame#coachBubble {{ background: #fff8e1; border: 2px solid #f2c230; border-radius: 10px; }}
QFrame#coachBubble QLabel {{ color: #2b2416; background: transparent; }}
QLabel#coachTitle {{ color: #7a5b00; font-weight: bold; }}
QLabel#coachWrong {{ color: #a4262c; font-weight: bold; }}
QLabel#roomCode {{ font-size: 26pt; }}
"""
