"""天地人's moments worth seeing (gui/table/moments.py): the bombs that beat every other play
— 无人机, 超级无人机 and 飞船 (a play event carries its combination's kind) — and the heaven
hands, whose names in the seed invite a picture: 星链, UFO and 火星航母."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF

from engine.games.tiandiren.combos import Kind

from ...table.card_size import card_scale
from ...table.moment_effects import Effect
from ...table.moments import Moment, MomentTable
from .cards import HandCard
from .layout import TRICK_LEFT, TRICK_RIGHT, TRICK_TOP, hand_top

CONTEXT = "TiandirenMoments"


def of_kind(kind: Kind):
    return lambda event: event.get("type") == int(kind)


def heaven(name: str):
    return lambda event: name in (event.get("kinds") or ())


def area() -> QRectF:
    """The trick, above the hand's upper row however large its cards (a selected card
    raised)."""
    bottom = hand_top() - HandCard.LIFT * card_scale() - 6
    return QRectF(TRICK_LEFT, TRICK_TOP, TRICK_RIGHT - TRICK_LEFT, bottom - TRICK_TOP)


MOMENTS = MomentTable((
    Moment("play", Effect.LAUNCH, QT_TRANSLATE_NOOP("TiandirenMoments", "Spaceship!"), CONTEXT,
           "whoosh", of_kind(Kind.SHIP)),
    Moment("play", Effect.BLAST, QT_TRANSLATE_NOOP("TiandirenMoments", "Super drone!"), CONTEXT,
           "boom", of_kind(Kind.SUPER)),
    Moment("play", Effect.BURST, QT_TRANSLATE_NOOP("TiandirenMoments", "Drone!"), CONTEXT, "boom",
           of_kind(Kind.BOMB)),
    Moment("heaven", Effect.PLANET, QT_TRANSLATE_NOOP("TiandirenMoments", "Mars carrier!"), CONTEXT,
           "heaven", heaven("carrier")),
    Moment("heaven", Effect.SAUCER, QT_TRANSLATE_NOOP("TiandirenMoments", "UFO!"), CONTEXT,
           "heaven", heaven("ufo")),
    Moment("heaven", Effect.STARS, QT_TRANSLATE_NOOP("TiandirenMoments", "Starlink!"), CONTEXT,
           "heaven", heaven("starlink")),
), area)
