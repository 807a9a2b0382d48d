"""`python -m bench.fit_ninety_nine [--games N]`: fit the weights of 九九's position value
(engine/games/ninety_nine/value.py) and print them.

Plays seeded one-hand games of the `hard` bot's rollout policy (the normal bot's rule, a
random move 5 % of the time, as in the rollouts), records the position right after every
elimination that leaves two or more players in (where the rollouts stop), and labels it with
the hand's winner. The weights maximise the likelihood of the winners under the conditional
logit of value.py, fitted on 4 positions in 5 and checked on the rest against scoring every
survivor alike (1 / survivors). Most games are the standard 4-player table the arena plays;
other counts and card sets are mixed in so that every card category gets a weight.
"""
from __future__ import annotations

import argparse
import math
import random

import engine
from engine.games.ninety_nine.hard import RolloutPolicy
from engine.games.ninety_nine.value import FEATURES, Valuer

# (players, options, share of the games)
TABLES = ((4, {}, 0.5), (3, {}, 0.1), (5, {}, 0.1), (6, {}, 0.05),
          (4, {"cards": "bloody", "joker": "rotate"}, 0.1), (4, {"cards": "western"}, 0.1),
          (4, {"cards": "northwest"}, 0.05))


def collect(games: int, seed: int = 7) -> list[tuple[list[list[float]], int]]:
    """(features of each survivor, index of the winner among them) per recorded position."""
    rng = random.Random(seed)
    samples = []
    for players, options, share in TABLES:
        game = engine.create("ninety_nine", players, match_hands=1, **options)
        policy, valuer = RolloutPolicy(game), Valuer(game)
        for _ in range(max(1, int(games * share))):
            state = game.new_state(seed=rng.getrandbits(32))
            pending = []
            while not state.is_over:
                player = state.current_player
                legal = state.legal_actions()
                action = rng.choice(legal) if rng.random() < 0.05 else policy.choose(state, player)
                events = state.apply(action)
                if state.is_over:
                    break
                if any(e.kind == "eliminate" for e in events):
                    seats = [s for s in range(players) if state.alive[s]]
                    pending.append((seats, [valuer.features(state, s) for s in seats]))
            winner = state.returns().index(1.0)
            samples += [(feats, seats.index(winner)) for seats, feats in pending]
    return samples


def loglik(samples, w) -> float:
    out = 0.0
    for feats, y in samples:
        u = [sum(a * b for a, b in zip(w, f, strict=True)) for f in feats]
        top = max(u)
        out += u[y] - top - math.log(sum(math.exp(x - top) for x in u))
    return out / len(samples)


def fit(samples, epochs: int = 300, rate: float = 0.5, l2: float = 1e-3) -> list[float]:
    """Gradient ascent (full batch, Adam steps) on the mean log-likelihood."""
    k = len(FEATURES)
    w, m, v = [0.0] * k, [0.0] * k, [0.0] * k
    for t in range(1, epochs + 1):
        grad = [-l2 * x for x in w]
        for feats, y in samples:
            u = [sum(a * b for a, b in zip(w, f, strict=True)) for f in feats]
            top = max(u)
            e = [math.exp(x - top) for x in u]
            z = sum(e)
            for j, f in enumerate(feats):
                p = e[j] / z - (j == y)
                for i in range(k):
                    grad[i] -= p * f[i] / len(samples)
        for i in range(k):
            m[i] = 0.9 * m[i] + 0.1 * grad[i]
            v[i] = 0.999 * v[i] + 0.001 * grad[i] ** 2
            w[i] += rate * 0.1 * (m[i] / (1 - 0.9 ** t)) / ((v[i] / (1 - 0.999 ** t)) ** 0.5 + 1e-8)
    return w


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.fit_ninety_nine")
    parser.add_argument("--games", type=int, default=12000)
    args = parser.parse_args()
    samples = collect(args.games)
    random.Random(1).shuffle(samples)
    split = len(samples) * 4 // 5
    train, test = samples[:split], samples[split:]
    w = fit(train)
    uniform = sum(-math.log(len(f)) for f, _ in test) / len(test)
    print(f"# {len(samples)} positions; held-out mean log-likelihood {loglik(test, w):.4f} "
          f"(1 / survivors: {uniform:.4f})")
    print("WEIGHTS = (" + ", ".join(f"{x:.3f}" for x in w) + ")")
    for name, x in zip(FEATURES, w, strict=True):
        print(f"#   {name:<14} {x:+.3f}")


if __name__ == "__main__":
    main()
