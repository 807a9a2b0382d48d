"""Stage 3 and 4 of a turn as data: how a red attack meets a black defence, and how the
runners move. Pure functions, no state (the original rules, 第三部分, 第九/十部分; docs/rulings.md, 九局對決).

Judgement order (first match wins):
  no defence (voluntary, 弃1摸1, failed ♣7)  -> the red card's hit
  大王 with its text                          -> perfect_out (attacker may answer)
  a drawn card without text (阶段2 case 5)    -> plain out if value >= red, else the hit
  ♣8 against J/Q/K                           -> walk (docs/rulings.md)
  black value < red value                    -> the red card's hit
  red 3♥: ♠3 -> out (steal cancelled), other -> steal (batter out, runners +1)
  red 3♦: ♣3 -> out, other -> foul (no out, no hit, same batter again)
  red J/Q/K/A: right suit (♠ over ♥, ♣ over ♦) -> out; wrong suit -> productive_out
  otherwise                                  -> out
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import NamedTuple

from .deck import COUNTER_SUIT, RANK_OF_VALUE, VALUE, black_value


class Outcome(str, Enum):
    OUT = "out"
    SINGLE = "single"
    DOUBLE = "double"
    TRIPLE = "triple"
    HOMER = "homer"
    WALK = "walk"
    STEAL = "steal"
    FOUL = "foul"
    PERFECT_OUT = "perfect_out"
    PRODUCTIVE_OUT = "productive_out"


class Attack(NamedTuple):
    """The red card as judged: `card` is what lies on the table (`LJ` for 小王), `suit` and
    `value` what it counts as (the named card for 小王, one rank lower when drawn blind).
    A NamedTuple (immutable, hashed and compared in C): the bots' rollouts look verdicts
    and gains up by attack on every move."""

    card: str
    suit: str
    value: int
    named: str | None = None
    penalty: bool = False

    @property
    def rank(self) -> str:
        return RANK_OF_VALUE[self.value]

    @property
    def counts_as(self) -> str:
        return self.rank + self.suit


@cache    # at most 27 cards × 26 names × 2: the bots' rollouts ask it every move
def make_attack(card: str, named: str | None, penalty: bool) -> Attack:
    """小王 resolves as the named card; a blind draw (阶段1) counts one rank lower."""
    face = card
    if card == "LJ":
        if named is None:
            raise ValueError("小王 (LJ) is played as a card it names")
        face = named
    value = VALUE[face[:-1]] - (1 if penalty else 0)
    return Attack(card, face[-1], value, named if card == "LJ" else None, penalty)


# Red effect by (effective) value: (outcome, batter's base 1-4, runner advance) from the
# rulings (docs/rulings.md): J 打帶跑, Q 二壘安打, K 三壘安打, A 全壘打; any other value a single.
HITS: dict[int, tuple[Outcome, int, int]] = {
    11: (Outcome.SINGLE, 1, 2),
    12: (Outcome.DOUBLE, 2, 2),
    13: (Outcome.TRIPLE, 3, 3),
    14: (Outcome.HOMER, 4, 4),
}
PLAIN_HIT = (Outcome.SINGLE, 1, 1)


class Verdict(NamedTuple):
    """A judgement (immutable, hashed in C, as Attack)."""

    outcome: Outcome
    reason: str          # a stable code the GUI translates (see docs/rules/showdown.md)
    batter_to: int = 0   # 0 = batter out or stays at bat; 1-3 a base; 4 home
    advance: int = 0     # bases every runner moves (99: all score)
    hit_and_run: bool = False

    @property
    def is_out(self) -> bool:
        return self.outcome in OUTS


OUTS = frozenset({Outcome.OUT, Outcome.STEAL, Outcome.PERFECT_OUT, Outcome.PRODUCTIVE_OUT})
#: The attacker's answer to 大王 (a plain out instead of the perfect one), and 大王's out.
ANSWERED = Verdict(Outcome.OUT, "answered")
BIG_JOKER_OUT = Verdict(Outcome.PERFECT_OUT, "big_joker")


def hit(attack: Attack, reason: str) -> Verdict:
    outcome, batter_to, advance = HITS.get(attack.value, PLAIN_HIT)
    return Verdict(outcome, reason, batter_to, advance, attack.value == 11)


_VERDICTS: dict[tuple[object, ...], Verdict] = {}


def judge(attack: Attack, defence: str | None, plain: bool = False) -> Verdict:
    """Stage 3: the verdict of `defence` (a black card, or None) against `attack`.
    Remembered (a few thousand pairs at most): the bots judge every reply they weigh, and a
    Verdict is frozen, so one object serves every caller."""
    key = (attack, defence, plain)
    verdict = _VERDICTS.get(key)
    if verdict is None:
        verdict = _VERDICTS[key] = _judge(attack, defence, plain)
    return verdict


def _judge(attack: Attack, defence: str | None, plain: bool) -> Verdict:
    if defence is None:
        return hit(attack, "no_defence")
    if defence == "BJ" and not plain:
        return Verdict(Outcome.PERFECT_OUT, "big_joker")
    black = black_value(defence)
    if plain:
        return Verdict(Outcome.OUT, "plain_draw") if black >= attack.value else hit(attack, "black_lower")
    if defence == "8C" and attack.value in (11, 12, 13):
        return Verdict(Outcome.WALK, "club8_walk", 1)
    if black < attack.value:
        return hit(attack, "black_lower")
    if attack.value == 3 and attack.suit == "H":
        return (Verdict(Outcome.OUT, "spade3_stops_steal") if defence == "3S"
                else Verdict(Outcome.STEAL, "steal", 0, 1))
    if attack.value == 3 and attack.suit == "D":
        return (Verdict(Outcome.OUT, "club3_stops_foul") if defence == "3C"
                else Verdict(Outcome.FOUL, "foul"))
    if attack.value >= 11 and defence[-1] != COUNTER_SUIT[attack.suit]:
        return Verdict(Outcome.PRODUCTIVE_OUT, "wrong_suit", 0, 1)
    return Verdict(Outcome.OUT, "right_suit" if attack.value >= 11 else "black_ge_red")


def holds(attack: Attack, card: str) -> bool:
    """'能管住' (the original rules, 阶段2): the black card's value is >= the attack's; 大王 always holds."""
    return black_value(card) >= attack.value


def playable(attack: Attack, card: str) -> bool:
    """A card that may be played as a defence by default: it holds, or it is ♣8 meeting
    J/Q/K (敬遠保送 ignores rank). Option `losing_defence` lifts the limit."""
    return holds(attack, card) or (card == "8C" and attack.value in (11, 12, 13))


BASE_NAMES = ("batter", "1B", "2B", "3B", "home")


@dataclass(frozen=True)
class Move:
    start: str
    end: str     # "1B" "2B" "3B" "home", or "off" (cleared by 大王)

    def as_dict(self) -> dict[str, str]:
        return {"from": self.start, "to": self.end}


def advance_runners(bases: list[bool], steps: int) -> tuple[list[bool], list[Move], int]:
    """Every runner moves `steps` bases, lead runner first; a runner passing home scores."""
    new, moves, runs = [False, False, False], [], 0
    for b in (3, 2, 1):
        if bases[b - 1]:
            to = b + steps
            if to >= 4:
                runs += 1
                moves.append(Move(BASE_NAMES[b], "home"))
            else:
                new[to - 1] = True
                moves.append(Move(BASE_NAMES[b], BASE_NAMES[to]))
    return new, moves, runs


def place_batter(bases: list[bool], base: int) -> tuple[list[bool], list[Move], int]:
    new = list(bases)
    if base >= 4:
        return new, [Move("batter", "home")], 1
    new[base - 1] = True
    return new, [Move("batter", BASE_NAMES[base])], 0


def walk(bases: list[bool]) -> tuple[list[bool], list[Move], int]:
    """♣8 敬遠保送: batter to 1st, only forced runners advance; loaded bases score one."""
    new, moves, runs = list(bases), [], 0
    if bases[0]:
        if bases[1]:
            if bases[2]:
                runs = 1
                moves.append(Move("3B", "home"))
            moves.append(Move("2B", "3B"))
            new[2] = True
        moves.append(Move("1B", "2B"))
        new[1] = True
    new[0] = True
    moves.append(Move("batter", "1B"))
    return new, moves, runs


def clear(bases: list[bool]) -> tuple[list[bool], list[Move], int]:
    """大王 完美封殺: every runner leaves the bases (no extra outs, no runs)."""
    moves = [Move(BASE_NAMES[b], "off") for b in (3, 2, 1) if bases[b - 1]]
    return [False, False, False], moves, 0


def resolve_bases(verdict: Verdict, bases: list[bool], outs: int, runs_on_third_out: bool
                  ) -> tuple[list[bool], list[Move], int, int]:
    """Stage 4 on the bases: (bases after, runner moves, runs, outs after). A steal or a
    productive out that makes the third out moves nobody unless `runs_on_third_out`."""
    if verdict.is_out:
        outs += 1
        if verdict.outcome is Outcome.PERFECT_OUT:
            return (*clear(bases), outs)
        if verdict.advance and (outs < 3 or runs_on_third_out):
            return (*advance_runners(bases, verdict.advance), outs)
        return list(bases), [], 0, outs
    if verdict.outcome is Outcome.FOUL:
        return list(bases), [], 0, outs
    if verdict.outcome is Outcome.WALK:
        return (*walk(bases), outs)
    bases, moves, runs = advance_runners(bases, verdict.advance)
    bases, more, scored = place_batter(bases, verdict.batter_to)
    return bases, moves + more, runs + scored, outs
