"""Five: a tiny fifth game that proves a declaration is all a new game needs.

Its rules (rules.py), its table (table.py) and the two declarations below are the whole of
it: `engine.registry.register(PARTS)` makes it playable in the engine (bots, saves, replays,
"why not?", the card counter), `gui.games.register("five", TABLE_PARTS)` gives it its table.
tests/gui/test_fifth_game.py follows docs/architecture.md's "How to add a game" with it.
The game: each player holds three cards of 1–5; on your turn play one onto a running total
or draw; whoever takes the total past 15 loses.
"""
from engine.ai import RandomBot
from engine.parts import GameParts

from .rules import FiveGame, explain, unseen

#: The engine's declaration (engine/parts.py).
PARTS = GameParts(game=FiveGame, bots={"easy": RandomBot, "normal": RandomBot},
                  explain=explain, counter=unseen, lesson_areas=("total",),
                  sections={"deal": "hand"}, pauses=frozenset({"game_over"}))


def table_parts():
    """The table's declaration (gui/table/parts.py); a function, so the engine half of this
    package imports no Qt."""
    from gui.table.parts import TableParts

    from .table import FiveTable
    return TableParts(table=FiveTable, sounds={"play": "play", "draw": "draw"},
                      section_label=lambda section: f"Five {section.get('number')}")
