"""The application's one look (issue 33): scheme.py (the colours, from the tables' own),
sheet.py (the style sheet and its selectors: read its docstring before giving a widget a
look), theme.py (palette and sheet applied to the QApplication, following the system's dark
mode and the high-contrast felt), icons.py (the icons of the main actions)."""
from .theme import ROLES, Theme, current_scheme, link_style, set_hinted, set_role

__all__ = ["ROLES", "Theme", "current_scheme", "link_style", "set_hinted", "set_role"]
