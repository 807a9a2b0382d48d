"""How the cards look to this player (Settings ▸ Cards): the deck's colours, the cards' size
and the felt — one small object that every table, panel and strip listens to.

- **Deck colours.** The usual two-colour deck (♥ ♦ red, ♠ ♣ black), or the four-colour deck
  common in card apps (♠ black, ♥ red, ♦ blue, ♣ green): on a small or tired screen a suit
  then reads at a glance. The colour is only ever added: every face keeps its suit's shape and
  its rank's letter, so a suit is never told by colour alone (a player who does not see colour
  loses nothing).
- **Card size.** 100 %, 125 % or 150 % for the cards a player reads — the hand and the cards
  in play (gui/table/card_size.py says how a card grows and how a hand spreads).
- **Felt.** The classic green felt, or a high-contrast felt: near black, so the white faces
  and the light table texts stand out as strongly as they can.

The choice is stored in QSettings (gui.userdata.prefs) and announced by `CardLook.changed`.
The face cache keys every pixmap by the deck's colours (gui/table/faces.py) and is emptied on
a change, so whoever redraws on the signal paints the new look.
"""
from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..userdata import prefs


class DeckColours(Enum):
    """How many suit colours the deck has."""
    TWO = "two"
    FOUR = "four"


class CardSize(Enum):
    """The size of the cards a player reads, in percent of the natural size."""
    NORMAL = 100
    LARGE = 125
    LARGEST = 150

    @property
    def scale(self) -> float:
        return self.value / 100.0


class Felt(Enum):
    """The table's cloth."""
    CLASSIC = "classic"
    HIGH_CONTRAST = "contrast"


class FeltColours(NamedTuple):
    """A felt's gradient (centre to edge) and the flat colour of what borders it (the view
    around the scene, the card counter, the replay's all-hands strip). (NamedTuples, as
    gui/style/scheme.py's Scheme: the first frame reads both, and a frozen dataclass costs
    the cold start its generated methods' compiling.)"""
    centre: str
    edge: str
    flat: str


FELTS = {
    Felt.CLASSIC: FeltColours("#1f7a48", "#0f4f2d", "#0e4d2c"),
    # Near black, not black: a plate's dark box and the felt stay apart a little.
    Felt.HIGH_CONTRAST: FeltColours("#101010", "#000000", "#000000"),
}

#: The ink of each suit on a face. Four colours as in card apps; the jokers keep theirs.
SUIT_INKS = {
    DeckColours.TWO: {"S": "#1b1b1b", "H": "#c8102e", "D": "#c8102e", "C": "#1b1b1b"},
    DeckColours.FOUR: {"S": "#1b1b1b", "H": "#c8102e", "D": "#1456c2", "C": "#177a2e"},
}


class Look(NamedTuple):
    """What Settings ▸ Cards chose."""
    colours: DeckColours = DeckColours.TWO
    size: CardSize = CardSize.NORMAL
    felt: Felt = Felt.CLASSIC

    @property
    def scale(self) -> float:
        return self.size.scale

    def with_(self, **changes) -> Look:
        return self._replace(**changes)


def _enum(kind: type[Enum], value: object, default: Enum) -> Enum:
    """A stored value as its enum member; anything else (an edited settings file) is the
    default, never an error."""
    try:
        return kind(value)
    except ValueError:
        return default


def stored_look() -> Look:
    """The look the preferences hold."""
    return Look(_enum(DeckColours, prefs.card_colours(), DeckColours.TWO),
                _enum(CardSize, prefs.card_size(), CardSize.NORMAL),
                _enum(Felt, prefs.felt(), Felt.CLASSIC))


class CardLook(QObject):
    """The player's card look, one per application; `changed` after every change."""

    changed = Signal()

    _instance: CardLook | None = None

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._look = stored_look()

    @classmethod
    def instance(cls) -> CardLook:
        if cls._instance is None:
            cls._instance = CardLook(QCoreApplication.instance())
        return cls._instance

    @property
    def look(self) -> Look:
        return self._look

    def set_look(self, look: Look, remember: bool = True) -> None:
        """Use `look` from now on (and store it); `changed` when it differs."""
        if remember:
            prefs.put("cards/colours", look.colours.value)
            prefs.put("cards/size", look.size.value)
            prefs.put("cards/felt", look.felt.value)
        if look != self._look:
            self._look = look
            from .faces import FACES  # (faces imports this module for the inks)
            FACES.clear()
            self.changed.emit()

    def reload(self) -> None:
        """Read the preferences again (a test's fresh settings, or a file edited meanwhile)."""
        self.set_look(stored_look(), remember=False)


def current() -> Look:
    """The look in use now."""
    return CardLook.instance().look


def felt_colours() -> FeltColours:
    return FELTS[current().felt]
