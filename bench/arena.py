"""`python -m bench arena [--game ID] [--games N] [--iterations K] [--pairing P] [--seating S]`:
bot strength.

Plays seeded games through the public API only (create, new_state, make_bot, choose,
apply, returns): one `hero` seat of the stronger level against the weaker level in every
other seat. Seating `duplicate` (the default) plays every deal once from every seat: game i
is deal ARENA_SEED + i // players with the hero in seat i mod players, so each block of
`players` games gives the hero every hand and every place after the starter once, and two
normal bots win exactly their fair share. Seating `rotate` (the first runs) dealt a new deal
every game (ARENA_SEED + i) with the hero in seat i mod players; the place after the starter
was then left to chance, and in 九九 it matters (the starter wins 28 %, the fourth seat 22 % of
1200 normal hands): games 0-59 seated the hero as starter 6 times and fourth 22 times.
Bot seeds come from i. A "win" is what each game's target counts: 九九 (one hand
a game) the hand; 九局對決 the game (a draw is not a win); 天地人 the top score alone; 九尊 the
first place. Prints the win rate with its 95 % Wilson interval, the fair share (1/players)
and the hero's decision times (median / worst CPU time of the deciding thread, so other
load on the machine does not inflate them).
"""
from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from dataclasses import dataclass, field

import engine

ARENA_SEED = 50_000


@dataclass(frozen=True)
class Table:
    game: str
    players: int
    options: tuple = ()
    target: float = 0.0           # the target win rate for hard vs normal

    def create(self) -> engine.Game:
        return engine.create(self.game, self.players, **dict(self.options))


TABLES = {
    "ninety_nine": Table("ninety_nine", 4, (("match_hands", 1),), 0.40),
    "showdown": Table("showdown", 2, (), 0.70),
    "tiandiren": Table("tiandiren", 3, (), 0.45),
    "primatum": Table("primatum", 4, (), 0.40),
}
# normal-normal is the baseline on the same seeds: the hero seat's luck of the deal alone.
PAIRINGS = {"hard-normal": ("hard", "normal"), "normal-normal": ("normal", "normal"),
            "normal-easy": ("normal", "easy")}


@dataclass
class Result:
    wins: int = 0
    games: int = 0
    times: list[float] = field(default_factory=list)


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion (good also near 0 and 1)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def won(table: Table, returns: list[float], hero: int) -> bool:
    if table.game == "ninety_nine":
        return returns[hero] > 0
    if table.game == "showdown":
        return returns[hero] > 0
    best = max(returns)
    return returns[hero] == best and sum(1 for r in returns if r == best) == 1


SEATINGS = ("duplicate", "rotate")


def seat_and_deal(table: Table, i: int, seating: str) -> tuple[int, int]:
    """Game i's hero seat and state seed (see the module docstring)."""
    if seating == "duplicate":
        return i % table.players, ARENA_SEED + i // table.players
    return i % table.players, ARENA_SEED + i


def play(table: Table, game: engine.Game, levels: tuple[str, str], i: int, result: Result,
         iterations: int | None, seating: str = "duplicate") -> None:
    hero, deal = seat_and_deal(table, i, seating)
    strong, weak = levels
    extra = {"iterations": iterations} if iterations and strong == "hard" else {}
    bots = [engine.make_bot(game, strong if s == hero else weak, seed=i * 10 + s,
                            **(extra if s == hero else {})) for s in range(table.players)]
    state = game.new_state(seed=deal)
    while not state.is_over:
        seat = state.current_player
        start = time.thread_time()       # CPU time: the machine is shared, wall time is not ours
        action = bots[seat].choose(state, seat)
        if seat == hero:
            result.times.append(time.thread_time() - start)
        state.apply(action)
    result.games += 1
    result.wins += won(table, state.returns(), hero)


def report(table: Table, pairing: str, r: Result) -> str:
    low, high = wilson(r.wins, r.games)
    med = statistics.median(r.times) if r.times else 0.0
    worst = max(r.times) if r.times else 0.0
    return (f"{table.game:<12} {table.players}p {pairing:<12} {r.wins:>4}/{r.games:<4} "
            f"{100 * r.wins / max(1, r.games):5.1f} %  95% CI {100 * low:5.1f}–{100 * high:5.1f} %  "
            f"fair {100 / table.players:4.1f} %  decision median {1000 * med:6.1f} ms, worst "
            f"{1000 * worst:7.1f} ms")


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench arena")
    parser.add_argument("--game", choices=sorted(TABLES), action="append")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--start", type=int, default=0, help="first game index (to split a run)")
    parser.add_argument("--iterations", type=int, default=None, help="hard bot budget")
    parser.add_argument("--pairing", choices=sorted(PAIRINGS), action="append",
                        help="hard-normal and normal-easy unless named")
    parser.add_argument("--seating", choices=SEATINGS, default="duplicate",
                        help="duplicate: every deal from every seat (default); "
                             "rotate: a new deal every game, as the first runs")
    parser.add_argument("--verbose", action="store_true", help="a progress line every 10 games")
    parser.add_argument("--per-game", action="store_true",
                        help="a line per game (index, won) on stderr, to compare two bots on the same deals")
    args = parser.parse_args(argv)
    print(f"# arena: {args.games} games per line from game {args.start}, seating {args.seating} "
          f"(deal {ARENA_SEED}+i{' // players' if args.seating == 'duplicate' else ''}, hero seat i mod players)")
    for gid in args.game or list(TABLES):
        table = TABLES[gid]
        game = table.create()
        for pairing in args.pairing or ["hard-normal", "normal-easy"]:
            r = Result()
            for i in range(args.start, args.start + args.games):
                wins = r.wins
                play(table, game, PAIRINGS[pairing], i, r, args.iterations, args.seating)
                if args.per_game:
                    print(f"game {i} {'won' if r.wins > wins else 'lost'}", file=sys.stderr, flush=True)
                if args.verbose and r.games % 10 == 0:
                    print("  …", report(table, pairing, r), file=sys.stderr, flush=True)
            print(report(table, pairing, r), flush=True)
