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

#: Everything the rest of the program asks of this game (engine/parts.py). The package
#: imports nothing but its GameInfo, so listing the games (the home screen) loads no rules;
#: code that wants a class imports it from the module that defines it.
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
