"""九牌 Jiupai desktop GUI (PySide6). The GUI never decides a rule: it asks the engine.

Data files (translations, rules texts, icons) are found through `gui.userdata.paths`, which works the
same in a checkout, an installed wheel and a bundle.
"""
from engine.version import __version__

__all__ = ["__version__"]
