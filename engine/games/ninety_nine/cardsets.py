"""九九's card effects as data: one table per card set (the original rules, 功能牌 and the variants).

Each rank maps to an `Effect(kind, amount)`. `effect_table(options)` resolves the
house-rule options (♠A, K, jokers, western A) into a table for every card string.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from engine.cards import RANKS, SUITS

# The total no play may pass (the original rules: whoever cannot play without passing 99 is out).
MAX_TOTAL = 99


class Fx:
    """Effect kinds. Plain strings, compared by identity in the hot path."""

    ADD = "add"                  # +amount
    PLUSMINUS = "pm"             # +amount or -amount (10, Q)
    CHOOSE = "choose"            # one of several additions (western A: +1 / +11)
    TO99 = "to99"                # total becomes 99 (K)
    K_CHOICE = "k99or0"          # total becomes 99 or 0, player's choice (K, option king=choice)
    RESET = "reset"              # total becomes 0 (♠A, or Joker)
    REVERSE = "reverse"          # 4: direction flips
    DESIGNATE = "designate"      # 5 (NW: A): a chosen player plays next
    PASS = "pass"                # J (western: K): nothing happens
    SWAP = "swap"                # bloody A: swap hands with a chosen player, nobody draws
    STEAL = "steal"              # bloody 7: take a random card from a chosen player, no draw
    ADD_DRAW2 = "add_draw2"      # bloody 8: +8, then draw two
    DOUBLE_PASS = "double_pass"  # bloody 9: pass now and on the next own turn, no draw
    ROTATE = "rotate"            # bloody Joker: every hand moves one seat, cw or ccw
    ANY = "any"                  # bloody Joker (other reading): any function card of the set
    ADD_SKIP = "add_skip"        # western 3: +3, the next player is skipped
    SET99 = "set99"              # western 9: total becomes 99
    ADD_SWAP = "add_swap"        # northwest 7: +7, then swap hands with a chosen player
    TAKE = "take"                # northwest J: take a random card from a chosen player, no draw
    SANCTION = "sanction"        # northwest 小王: target keeps one card, sanctioner takes one
    FILL = "fill"                # northwest 大王: a chosen player draws up to the starting hand size


class Effect(NamedTuple):
    kind: str
    #: The number the card adds (or ±, or sets); the choices, for CHOOSE (western A: 1 or 11).
    amount: int | tuple[int, ...] = 0


def one_amount(effect: Effect) -> int:
    """The amount of an effect of any kind but CHOOSE (whose amount is its choices)."""
    amount = effect.amount
    if isinstance(amount, tuple):
        raise TypeError(f"a {effect.kind} effect has choices {amount}, not one amount")
    return amount


def choices_of(effect: Effect) -> tuple[int, ...]:
    """The amounts a player may choose between (one, unless the kind is CHOOSE)."""
    amount = effect.amount
    return amount if isinstance(amount, tuple) else (amount,)


def _adds(*ranks: str) -> dict[str, Effect]:
    return {r: Effect(Fx.ADD, int(r)) for r in ranks}


# The original rules, 功能牌 (公規)
STANDARD = {"A": Effect(Fx.ADD, 1), **_adds("2", "3"), "4": Effect(Fx.REVERSE),
            "5": Effect(Fx.DESIGNATE), **_adds("6", "7", "8", "9"), "10": Effect(Fx.PLUSMINUS, 10),
            "J": Effect(Fx.PASS), "Q": Effect(Fx.PLUSMINUS, 20), "K": Effect(Fx.TO99)}

# The original rules, 血腥版 新增功能牌
BLOODY = {**STANDARD, "A": Effect(Fx.SWAP), "7": Effect(Fx.STEAL), "8": Effect(Fx.ADD_DRAW2, 8),
          "9": Effect(Fx.DOUBLE_PASS)}

# The original rules, 另有版本 (英文維基百科)
WESTERN = {"A": Effect(Fx.CHOOSE, (1, 11)), "2": Effect(Fx.ADD, 2), "3": Effect(Fx.ADD_SKIP, 3),
           "4": Effect(Fx.REVERSE), **_adds("5", "6", "7", "8"), "9": Effect(Fx.SET99),
           "10": Effect(Fx.PLUSMINUS, 10), "J": Effect(Fx.ADD, 10), "Q": Effect(Fx.ADD, 10),
           "K": Effect(Fx.PASS)}

# The original rules, 西北地區限定玩法
NORTHWEST = {"A": Effect(Fx.DESIGNATE), **_adds("2", "3"), "4": Effect(Fx.REVERSE),
             **_adds("5", "6"), "7": Effect(Fx.ADD_SWAP, 7), **_adds("8", "9"),
             "10": Effect(Fx.PLUSMINUS, 10), "J": Effect(Fx.TAKE), "Q": Effect(Fx.PLUSMINUS, 20),
             "K": Effect(Fx.TO99), "LJ": Effect(Fx.SANCTION), "BJ": Effect(Fx.FILL)}

CARD_SETS = {"standard": STANDARD, "bloody": BLOODY, "western": WESTERN, "northwest": NORTHWEST}

# Kinds that never change the total upwards, so they can always be played (ruling:
# function cards never exceed). Bots call them escapes.
ESCAPES = frozenset({Fx.TO99, Fx.K_CHOICE, Fx.RESET, Fx.REVERSE, Fx.DESIGNATE, Fx.PASS, Fx.SWAP,
                     Fx.STEAL, Fx.DOUBLE_PASS, Fx.ROTATE, Fx.ANY, Fx.SET99, Fx.TAKE, Fx.SANCTION,
                     Fx.FILL})
# Kinds that need a chosen player.
TARGETED = frozenset({Fx.DESIGNATE, Fx.SWAP, Fx.STEAL, Fx.ADD_SWAP, Fx.TAKE, Fx.SANCTION, Fx.FILL})
# Kinds that add their fixed amount to the total (then maybe do more).
ADDING = frozenset({Fx.ADD, Fx.ADD_DRAW2, Fx.ADD_SKIP, Fx.ADD_SWAP})
# Kinds that set the total, and what they set it to.
SETS_TOTAL = {Fx.TO99: MAX_TOTAL, Fx.SET99: MAX_TOTAL, Fx.RESET: 0}
# The labels of the cards played with a choice that is not an amount: K (option king=choice)
# -> the effect it becomes; the bloody Joker's rotation -> its step around the table.
K_CHOICES = {"=99": Effect(Fx.TO99), "=0": Effect(Fx.RESET)}
ROTATIONS = {"cw": 1, "ccw": -1}

# The ranks halved by the severity option (original rules: 各只用二張4、5、10、J、Q、K).
HALVED_RANKS = frozenset({"4", "5", "10", "J", "Q", "K"})
HALVED_SUITS = ("S", "H")


def uses_jokers(options: dict[str, Any]) -> bool:
    return options["cards"] == "northwest" or (
        options["cards"] in ("standard", "bloody") and options["joker"] != "none")


def spade_ace_resets(options: dict[str, Any]) -> bool:
    """Original rules: ♠A 歸零, unless the Joker or the K takes over resetting (then ♠A is +1 / a plain A)."""
    return (options["cards"] in ("standard", "bloody") and options["joker"] != "reset"
            and options["king"] != "choice")


def effect_table(options: dict[str, Any]) -> dict[str, Effect]:
    """Every card string -> its effect under these options."""
    base = dict(CARD_SETS[options["cards"]])
    if options["king"] == "choice" and base["K"].kind == Fx.TO99:
        base["K"] = Effect(Fx.K_CHOICE)
    if options["cards"] == "western" and options["western_ace"] != "choice":
        base["A"] = Effect(Fx.ADD, int(options["western_ace"]))
    table = {r + s: base[r] for r in RANKS for s in SUITS}
    if spade_ace_resets(options):
        table["AS"] = Effect(Fx.RESET)
    if options["cards"] in ("standard", "bloody"):
        joker = {"reset": Effect(Fx.RESET), "rotate": Effect(Fx.ROTATE), "any": Effect(Fx.ANY)}
        if options["joker"] in joker:
            table["BJ"] = table["LJ"] = joker[options["joker"]]
    elif options["cards"] == "northwest":
        table["LJ"], table["BJ"] = base["LJ"], base["BJ"]
    return table


def any_choices(options: dict[str, Any]) -> list[tuple[str, Effect]]:
    """What a Joker 'as any function card' may be (bloody ruling): label -> effect."""
    out = [("=reset", Effect(Fx.RESET)), ("=reverse", Effect(Fx.REVERSE)),
           ("=designate", Effect(Fx.DESIGNATE)), ("=pass", Effect(Fx.PASS)),
           ("=+10", Effect(Fx.ADD, 10)), ("=-10", Effect(Fx.ADD, -10)),
           ("=+20", Effect(Fx.ADD, 20)), ("=-20", Effect(Fx.ADD, -20))]
    if options["king"] == "choice":
        out += [("=99", Effect(Fx.TO99)), ("=0", Effect(Fx.RESET))]
    else:
        out.append(("=to99", Effect(Fx.TO99)))
    if options["cards"] == "bloody":
        out += [("=swap", Effect(Fx.SWAP)), ("=steal", Effect(Fx.STEAL)),
                ("=+8", Effect(Fx.ADD_DRAW2, 8)), ("=doublepass", Effect(Fx.DOUBLE_PASS))]
    return out


def build_deck(players: int, options: dict[str, Any]) -> list[str]:
    """One 52-card deck per 5 players (rounded up), jokers where the set uses them (rulings)."""
    n_decks = max(1, -(-players // 5))
    halved = options["halved"]
    one = [r + s for s in SUITS for r in RANKS
           if not (halved and r in HALVED_RANKS and s not in HALVED_SUITS)]
    if uses_jokers(options):
        one += ["BJ", "LJ"]
    return one * n_decks
