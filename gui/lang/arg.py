"""`arg()`: fill a translated message's %1, %2 … in one pass, as Qt's QString::arg does.

It lives in engine/i18n.py (pure Python), so the network code fills its sentences without
importing the window; the app imports it from here as before.
"""
from engine.i18n import arg

__all__ = ["arg"]
