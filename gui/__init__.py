"""九牌 Jiupai desktop GUI (PySide6). The GUI never decides a rule: it asks the engine.

Data files (translations, rules texts, icons) are found through `gui.userdata.paths`, which works the
same in a checkout, an installed wheel and a bundle.
"""
from engine.version import __version__

# The Qt-free modules the first frame needs, imported here, before PySide (issue 33, item 2:
# the cold start). Once imported, PySide reads the whole source of every module an import
# statement names (`inspect.getsource`, looking for "PySide6", for its `__feature__`
# switches, which Jiupai does not use): 0.05–0.7 ms a module. What these import themselves
# (json, datetime, tempfile, the saves' parts, appdirs…) is then never read: 20 modules,
# about 3 ms of the start.
import engine.saves  # noqa: E402,F401  (isort: skip)
from engine.registry import list_games  # noqa: E402  (isort: skip)

list_games()    # the home's tiles: each game's package and GameInfo, read here, not after PySide

from .lang import arg  # noqa: E402,F401
from .userdata import paths  # noqa: E402,F401

__all__ = ["__version__"]
