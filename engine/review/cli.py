"""`jiupai review FILE [--seat N] [--seed N] [--budget N]`: a game reviewed on the command line.

Prints one line per decision of the seat, then one summary line, in English, so that a
review can be scripted and tested:

    move 12 | hand 1 | played 7S | best 6H | loss 5.7 % of the hand (±2.9) | good | <why>
    seat 0: 130 decisions, 2 inaccuracies, 1 mistake, 0 blunders, accuracy 97.6 %

Bad input (a damaged file, a record that does not replay, a seat the game does not have, a
seat view) prints one sentence to stderr and exits with 2; nothing is written anywhere.
"""
from __future__ import annotations

import argparse
import sys
from typing import TextIO

from engine.registry import parts

from .analyser import ReviewError, review
from .files import load
from .model import DecisionReview, GameReview, Grade

#: How a loss is written, per unit (engine/review/scales.py).
UNITS = {"hand_win": "% of the hand", "win": "% win", "runs": "runs", "standing": "% standing"}


class _Usage(Exception):
    """A command line argparse does not accept (its message, one sentence)."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:          # one sentence and exit 2, not a usage dump
        raise _Usage(message)


def _parser() -> _Parser:
    parser = _Parser(prog="jiupai review", description="Grade one seat's decisions in a game "
                     "by what that seat knew (a save, a full export or a finished game).")
    parser.add_argument("file", help="the game: a save, a .jiupai export, a finished game")
    parser.add_argument("--seat", type=int, default=None,
                        help="the seat to review (default: the file's player)")
    parser.add_argument("--seed", type=int, default=0, help="the analyser's seed (default 0)")
    parser.add_argument("--budget", type=int, default=None,
                        help="rollouts per decision (default: the game's)")
    return parser


def main(argv: list[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run `jiupai review` with `argv` (the words after `review`); the exit code."""
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    try:
        options = _parser().parse_args(argv)
        if options.budget is not None and options.budget < 1:
            raise _Usage(f"--budget must be 1 or more, got {options.budget}")
        game = load(options.file, options.seat)
        result = review(game.record, game.seat, seed=options.seed, budget=options.budget)
    except (_Usage, ReviewError) as exc:
        err.write(f"jiupai review: {exc}\n")
        return 2
    except KeyboardInterrupt:
        err.write("jiupai review: stopped\n")
        return 130
    label = next(iter(parts(result.game).sections.values()), None)
    for decision in result.decisions:
        out.write(decision_line(decision, result.unit, label) + "\n")
    out.write(summary_line(result) + "\n")
    return 0


def decision_line(d: DecisionReview, unit: str, section: str | None = None) -> str:
    """One decision: where, what was played, the best, the loss, the grade, why."""
    where = [f"move {d.move + 1}"]
    if section and d.section is not None:
        where.append(f"{section} {d.section}")
    loss = f"loss {d.loss:.2f} {UNITS.get(unit, unit)} (±{d.error:.2f})" if unit in ("runs",) \
        else f"loss {d.loss:.1f} {UNITS.get(unit, unit)} (±{d.error:.1f})"
    parts_ = where + [f"played {d.played}", f"best {d.best}", loss, d.grade.value]
    if d.reason:
        parts_.append(d.reason)
    return " | ".join(parts_)


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def summary_line(r: GameReview) -> str:
    """The seat, its decisions, inaccuracies, mistakes, blunders and accuracy."""
    state = "" if r.finished else " (game in progress: the moves so far)"
    if r.stopped:
        state = " (stopped before the end)"
    return (f"seat {r.seat}: {_count(len(r.decisions), 'decision', 'decisions')}, "
            f"{_count(r.count(Grade.INACCURACY), 'inaccuracy', 'inaccuracies')}, "
            f"{_count(r.count(Grade.MISTAKE), 'mistake', 'mistakes')}, "
            f"{_count(r.count(Grade.BLUNDER), 'blunder', 'blunders')}, "
            f"accuracy {r.accuracy:.1f} %, luck {100 * r.luck:+.0f} %{state}")
