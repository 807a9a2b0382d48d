"""九局對決 / 九局对决 Nine-Inning Showdown: a two-player baseball duel with two card decks.

Where it comes from: a newly designed game; the original rules are its Chinese rules
document 《九局对决 V6》 (the "final" sixth version). A red deck (♥ ♦ and 小王) bats, a
black deck (♠ ♣ and 大王) fields, and one judgement (black ≥ red: the batter is out), with a
suit chain and special cards, decides each pitch. That document leaves some of its card
tables empty; the project's rulings fill them (docs/rulings.md). The rules a player reads
are resources/rules/<lang>/showdown.md; the engine reference is docs/rules/showdown.md.
"""
from ...parts import GameParts
from .info import INFO

#: Everything the rest of the program asks of this game (engine/parts.py).
PARTS = GameParts(
    info=INFO,
    game="engine.games.showdown.rules:ShowdownGame",
    # the bots are imported when a game is played, not when the games are listed
    bots={"easy": "engine.games.showdown.ai:EasyBot", "normal": "engine.games.showdown.ai:NormalBot",
          "hard": "engine.games.showdown.hard:HardBot"},
    explain="engine.games.showdown.explain:explain",
    counter="engine.games.showdown.counter:unseen",
    lesson_areas=("bases", "field", "black", "red", "score", "inning"),
    sections={"half_inning_start": "inning"},
    pauses=frozenset({"half_inning_end", "game_over"}),
)


#: Names this package offers that live in modules the home screen does not need.
_LAZY = {"ShowdownGame": "rules", "ShowdownState": "rules", "EasyBot": "ai", "NormalBot": "ai", "HardBot": "hard"}


def __getattr__(name: str):
    if name == "BOTS":
        return PARTS.bot_classes
    if name == "GAME":
        return PARTS.game_class
    if name in _LAZY:
        import importlib
        return getattr(importlib.import_module(f"{__name__}.{_LAZY[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["PARTS", "GAME", "BOTS", "ShowdownGame", "ShowdownState"]
