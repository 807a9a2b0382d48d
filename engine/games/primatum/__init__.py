"""九尊 Primatum: the Warring States card game of territories, for 2–5 players.

Where it comes from: 九尊 is a published board game (Shanghai, 2012). The original rules are
a Chinese encyclopedia-style description of its basic game: the 斌 (文武) cards, palace
cards and round cards, the five-step round, bouts, pledging (押) and the score. It leaves the
2–3 player neutral hand and the 縱橫 / 國策 cards aside, and the project's rulings decide those
gaps (docs/rulings.md). The rules a player reads are resources/rules/<lang>/primatum.md; the
engine reference is docs/rules/primatum.md. This module declares its PARTS for engine.registry.
"""
from ...parts import GameParts
from .info import INFO

#: Everything the rest of the program asks of this game (engine/parts.py). The package
#: imports nothing but its GameInfo, so listing the games (the home screen) loads no rules;
#: code that wants a class imports it from the module that defines it.
PARTS = GameParts(
    info=INFO,
    game="engine.games.primatum.rules:Primatum",
    # the bots are imported when a game is played, not when the games are listed
    bots={"easy": "engine.games.primatum.ai:EasyBot", "normal": "engine.games.primatum.ai:NormalBot",
          "hard": "engine.games.primatum.hard:HardBot"},
    explain="engine.games.primatum.explain:explain",
    counter="engine.games.primatum.counter:unseen",
    lesson_areas=("round_card", "bout", "columns", "territory", "pledge"),
    lesson_area_patterns=(r"column:[0-9]+",),
    sections={"round_start": "round"},
    sits_out="engine.games.primatum.watching:sits_out",
    pauses=frozenset({"round_end", "game_over"}),
)
