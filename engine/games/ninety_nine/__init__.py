"""九九 Ninety-Nine: the running-total card game, in its four variants.

Where it comes from: 九九 is a folk game played with ordinary playing cards in Taiwan. The
original rules are a Chinese encyclopedia-style article on 九九 (撲克牌): its 功能牌 table
(公規, the standard set), its 血腥版 (bloody) section, the simpler set it quotes from English
Wikipedia (western) and its 西北地區限定玩法 (northwest). Each "另有 / 或 / 可" alternative of
that article is an option here. Where the article is silent, the project's rulings decide
(docs/rulings.md); the rules a player reads are resources/rules/<lang>/ninety_nine.md and the
engine reference is docs/rules/ninety_nine.md.
"""
from ...parts import GameParts
from .info import INFO

#: Everything the rest of the program asks of this game (engine/parts.py). The package
#: imports nothing but its GameInfo, so listing the games (the home screen) loads no rules;
#: code that wants a class imports it from the module that defines it.
PARTS = GameParts(
    info=INFO,
    game="engine.games.ninety_nine.rules:NinetyNineGame",
    # the bots are imported when a game is played, not when the games are listed
    bots={"easy": "engine.games.ninety_nine.ai:EasyBot", "normal": "engine.games.ninety_nine.ai:NormalBot",
          "hard": "engine.games.ninety_nine.hard:HardBot"},
    explain="engine.games.ninety_nine.explain:explain",
    counter="engine.games.ninety_nine.counter:unseen",
    lesson_areas=("total", "pile", "stock", "direction"),
    sections={"deal": "hand"},
    sits_out="engine.games.ninety_nine.watching:sits_out",
    pauses=frozenset({"hand_end", "match_end"}),
)
