"""The shared card-table kit (what KPat's libkcardgame is to its games).

- `card_item`   CardItem, faces and backs, the card pixmap cache
- `animation`   AnimationQueue: moves, flips and calls, one after another
- `view`        TableView: the felt, scaled to the window
- `game_table`  GameTable: the base of every game's table (view, status, scoreboard, log)
- `hold`        EventHold: stop at a hand's or round's end until the player goes on
- `pacing`      Pacing: the position, the turn and the legal actions wait for the animations
- `announce`    the overlay with a hand's or match's result
- `sound`       the sound effects of the events a table shows (QtMultimedia when present)
- `generic`     GenericTable: the fallback table for a game without a package of its own
"""
from .animation import AnimationQueue
from .card_item import CARD_H, CARD_W, CardItem, CustomFace, pixel_font
from .faces import MIN_TEXT_PX, face_font, text_floor
from .view import TableView

__all__ = ["AnimationQueue", "CARD_H", "CARD_W", "CardItem", "CustomFace", "TableView",
           "MIN_TEXT_PX", "face_font", "pixel_font", "text_floor"]
