"""One table, one authority: the game in play and everything a table does around the rules,
in plain Python (engine/table/table.py says how; the adapters are gui/worker/ and netplay/)."""
from __future__ import annotations

from .clock import Clock, InlineRunner, ManualClock, Runner, Timer
from .messages import (
                       HERE,
                       Address,
                       Autoplay,
                       Closed,
                       HintAnswer,
                       Message,
                       MoveClock,
                       Note,
                       Notice,
                       Opened,
                       Outbox,
                       Progress,
                       Rejected,
                       Rejection,
                       Request,
                       Saved,
                       Skipping,
                       UndoState,
                       WhyNotAnswer,
)
from .pace import Pace, WhenOut
from .seats import SeatKind
from .table import Keeper, NoKeeper, Table

__all__ = ["HERE", "Address", "Autoplay", "Clock", "Closed", "HintAnswer", "InlineRunner",
           "Keeper", "ManualClock", "Message", "MoveClock", "NoKeeper", "Note", "Notice",
           "Opened", "Outbox", "Pace", "Progress", "Rejected", "Rejection", "Request", "Runner",
           "Saved", "SeatKind", "Skipping", "Table", "Timer", "UndoState", "WhenOut",
           "WhyNotAnswer"]
