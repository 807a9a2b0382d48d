"""天地人 Heaven, Earth, Man: an N-player shedding game with N decks of 54 cards.

Where it comes from: the original rules are an untitled Chinese rules document for an
N-player game on standard 54-card decks: a heaven phase decided by the deal (天牌), then three
rounds (地牌 / 抢地, an ordinary round, 人牌), with its combinations in 附录二 and heaven-hand
odds in 附录四. The document gives no name; 天地人 is the project's, after the three ways to
win. The project's rulings fill its gaps (docs/rulings.md). The rules a player reads are
resources/rules/<lang>/tiandiren.md; the engine reference is docs/rules/tiandiren.md.
"""
from ...parts import GameParts
from .info import INFO

#: Everything the rest of the program asks of this game (engine/parts.py). The package
#: imports nothing but its GameInfo, so listing the games (the home screen) loads no rules;
#: code that wants a class imports it from the module that defines it.
PARTS = GameParts(
    info=INFO,
    game="engine.games.tiandiren.rules:Tiandiren",
    # the bots are imported when a game is played, not when the games are listed
    bots={"easy": "engine.games.tiandiren.ai:EasyBot", "normal": "engine.games.tiandiren.ai:NormalBot",
          "hard": "engine.games.tiandiren.hard:HardBot"},
    explain="engine.games.tiandiren.explain:explain",
    counter="engine.games.tiandiren.counter:unseen",
    lesson_areas=("table", "heaven", "queue", "score"),
    sections={"round_start": "round"},
    sits_out="engine.games.tiandiren.watching:sits_out",
    pauses=frozenset({"game_over"}),
    # a play with kickers is its body step and one step per kicker (rules.py); the table
    # tells it once, with the last kicker, so a replay shows it as one step
    partial=frozenset({"kickers", "kicker"}),
)
