"""The shared card-table kit (what KPat's libkcardgame is to its games).

- `card_item`   CardItem, faces and backs, the card pixmap cache
- `card_look`   CardLook: the player's deck colours, card size and felt (Settings ▸ Cards)
- `card_size`   the card size applied: where a card grows, how a hand spreads (`fan`)
- `animation`   AnimationQueue: moves, flips and calls, one after another
- `view`        TableView: the felt, scaled to the window
- `game_table`  GameTable: the base of every game's table, made of the parts below
- `turn_queue`  TurnQueue: the one queue — each Turn animated, held where the game says,
                then rendered and its legal moves shown; answers ready(seq)
- `parts`       TableParts: what a game's package declares once (table, coach marks, sounds)
- `announce`    the overlay with a hand's or match's result
- `sound`       the sound effects of the events a table shows (QtMultimedia when present)
- `moments`     Moments: short effects for a game's big plays (a bomb, 99, a home run …)
- `generic`     GenericTable: the fallback table for a game without a package of its own
"""
from .animation import AnimationQueue
from .card_item import CARD_H, CARD_W, CardItem, CustomFace, pixel_font
from .card_size import card_scale, fan, grown_rect
from .faces import MIN_TEXT_PX, face_font, text_floor
from .view import TableView

__all__ = ["AnimationQueue", "CARD_H", "CARD_W", "CardItem", "CustomFace", "TableView",
           "MIN_TEXT_PX", "card_scale", "face_font", "fan", "grown_rect", "pixel_font",
           "text_floor"]
