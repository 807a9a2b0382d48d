"""九牌 Jiupai desktop GUI (PySide6). The GUI never decides a rule: it asks the engine."""
from pathlib import Path

from . import qtfix

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
TRANSLATIONS = ROOT / "translations"

#: True when the PySide6 refcount workaround is active (see gui.qtfix).
REFCOUNT_FIX = qtfix.install()
