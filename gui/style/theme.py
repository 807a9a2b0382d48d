"""Theme: the one look of the whole application, applied once to the QApplication.

It builds a QPalette and the style sheet (gui/style/sheet.py) from the scheme of the moment
(gui/style/scheme.py) and sets both on the application; it follows the card look (the
high-contrast felt makes every screen high contrast) and the system's colour scheme (Qt 6.5+
`QStyleHints.colorScheme()`, live: `colorSchemeChanged`). Widgets never set colours of their
own; they take a role (`set_role`) that the sheet styles.

The system's scheme is a `Qt.ColorScheme`: reading it makes PySide create every enum of the
`Qt` namespace (16 ms, gui/system/qtnames.py). So the first frame is drawn in the scheme the
system had when last seen (gui.userdata.prefs.system_dark), and the window asks the system
in the pass after it (`check_system`), following it if it changed meanwhile; on the very
first start, with nothing remembered, the system is asked at once.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from ..table.card_look import CardLook
from ..userdata import prefs
from . import sheet
from .scheme import Scheme, scheme_for

if TYPE_CHECKING:
    from PySide6.QtCore import Qt

ROLES = ("tile", "tileTitle", "tileLine", "emptySlot", "primary", "heading", "felt", "error",
         "suitRed")


def palette_of(s: Scheme) -> QPalette:
    """The palette of a scheme: what the sheet does not paint (the table's Qt widgets, the
    painted charts, the standard dialogs' text) reads these roles."""
    palette = QPalette()
    role = QPalette.ColorRole
    pairs = {role.Window: s.window, role.WindowText: s.text, role.Base: s.base,
             role.AlternateBase: s.alternate, role.Text: s.text, role.Button: s.button,
             role.ButtonText: s.button_text, role.Highlight: s.highlight,
             role.HighlightedText: s.highlight_text, role.ToolTipBase: s.felt_flat,
             role.ToolTipText: s.on_felt, role.PlaceholderText: s.muted, role.Link: s.heading,
             role.LinkVisited: s.heading, role.BrightText: s.error, role.Mid: s.line,
             role.Midlight: s.alternate, role.Dark: s.felt_edge, role.Light: s.base,
             role.Shadow: "#000000", role.Accent: s.accent}
    for key, colour in pairs.items():
        palette.setColor(key, QColor(colour))
    muted = QColor(s.muted)
    for key in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, key, muted)
    return palette


class Theme(QObject):
    """The application's look; `changed` after it was applied anew."""

    changed = Signal()
    _instance: Theme | None = None

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.app = app
        self.scheme: Scheme | None = None
        remembered = prefs.system_dark()
        self._dark = _system_dark() if remembered is None else remembered
        if remembered is None:
            prefs.put_system_dark(self._dark)
        CardLook.instance().changed.connect(self.apply)
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):
            hints.colorSchemeChanged.connect(self.follow_system)

    @classmethod
    def install(cls, app: QApplication) -> Theme:
        """The theme of `app`, applied (once; a second call returns the same theme)."""
        if cls._instance is None or cls._instance.app is not app:
            # Fusion draws every control from the palette on every platform; a native style
            # (Windows, macOS) would ignore parts of it.
            if not app.property("jiupaiFusionFromStart"):    # gui/app.py made it so
                app.setStyle("Fusion")
            cls._instance = Theme(app)
            cls._instance.apply()
        return cls._instance

    @classmethod
    def instance(cls) -> Theme | None:
        return cls._instance

    @property
    def dark(self) -> bool:
        return self._dark

    def follow_system(self, scheme: Qt.ColorScheme) -> None:
        """The system went light or dark (colorSchemeChanged): follow it."""
        from PySide6.QtCore import Qt
        self._follow(scheme == Qt.ColorScheme.Dark)

    def check_system(self) -> None:
        """Ask the system for its scheme now (the first frame was drawn in the one last
        seen) and follow it if it changed since."""
        self._follow(_system_dark())

    def _follow(self, dark: bool) -> None:
        if dark != prefs.system_dark():
            prefs.put_system_dark(dark)
        if dark != self._dark:
            self._dark = dark
            self.apply()

    def apply(self) -> None:
        """Set the palette and the sheet of the current felt and system scheme (when they
        changed: a style sheet set again repolishes every widget)."""
        scheme = scheme_for(CardLook.instance().look.felt, self._dark)
        if scheme == self.scheme:
            return
        self.scheme = scheme
        self.app.setPalette(palette_of(scheme))
        self.app.setStyleSheet(sheet.build(scheme))
        self.changed.emit()


def _system_dark() -> bool:
    """The system's colour scheme is dark (Qt 6.5+; an older Qt never says so)."""
    from PySide6.QtCore import Qt
    hints = QGuiApplication.styleHints()
    scheme = getattr(hints, "colorScheme", None)
    return scheme is not None and scheme() == Qt.ColorScheme.Dark


def current_scheme() -> Scheme:
    """The scheme in use (the light one before the theme is installed, e.g. in a bare test)."""
    theme = Theme.instance()
    if theme is not None and theme.scheme is not None:
        return theme.scheme
    return scheme_for(CardLook.instance().look.felt, False)


def link_style(on_felt: bool = False) -> str:
    """The `<style>` to put before a rich text with links: its links in the scheme's colour
    for the ground they lie on. Qt colours an `<a>` from the application palette's Link role
    when the text is parsed, whatever the widget's own palette or sheet, so a link on the felt
    (the status bar) came out heading green on green; the paper's links keep that green."""
    s = current_scheme()
    return f"<style>a {{ color: {s.link_on_felt if on_felt else s.heading}; }}</style>"


def _repolish(widget: QWidget) -> None:
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    widget.update()


def set_role(widget: QWidget, role: str | None) -> None:
    """Give `widget` a look of the sheet (ROLES; None: none)."""
    if role is not None and role not in ROLES:
        raise ValueError(f"unknown jiupaiRole {role!r}; expected one of {ROLES}")
    if widget.property("jiupaiRole") != role:
        widget.setProperty("jiupaiRole", role)
        _repolish(widget)


def set_hinted(widget: QWidget, hinted: bool) -> None:
    """Mark (or unmark) the button a hint or a lesson points at."""
    value = "true" if hinted else "false"
    if widget.property("jiupaiHinted") != value:
        widget.setProperty("jiupaiHinted", value)
        _repolish(widget)
