"""Bots for 九局對決. Both read the game only through observation(seat) and the legal actions.

easy   — plausible but weak: plays a random red card (小王 names a random card); defends
         with the lowest card that gets an out, else burns ♣7 / 弃1摸1 at the first chance;
         always accepts 大王.
normal — the attacker values each play exactly over every defender hand that the black
         cards it has not seen could form (so spent ♠/♣ counters in the discards and out
         markers count), and keeps specials for runners on base; the defender weighs run expectancy times
         leverage (late innings, close score) against what each card and ability is worth
         later, so ♣7, 弃1摸1 and 大王 go when they matter.
"""
from __future__ import annotations

from math import comb
from typing import Any

from engine.ai.base import Bot

from . import evaluate as E
from . import judge as J
from . import reasons
from .actions import Action, Kind

# Worth of keeping each once-per-half-inning ability for later (runs); a cost the defender
# pays only when the run damage (times leverage) is large enough.
SWAP_VALUE, CLUB7_VALUE = 0.3, 0.45
LJ_NAMES = ("AH", "AD", "KH", "KD", "QH", "QD", "JH", "JD", "3H", "3D", "10H", "10D")


def current_attack(obs: dict[str, Any]) -> J.Attack:
    """The attack on the table, rebuilt from the observation."""
    a = obs["attack"]
    return J.make_attack(a["card"], a["named"], a["blind"])


class EasyBot(Bot):
    level = "easy"

    def choose(self, state: Any, seat: int) -> Action:
        legal: list[Action] = self._check_turn(state, seat)
        obs = state.observation(seat)
        first = legal[0].kind
        if first is Kind.PLAY:
            card = self.rng.choice(sorted({a.card for a in legal}))
            return self.rng.choice([a for a in legal if a.card == card])
        if first is Kind.ANSWER or first is Kind.ACCEPT:
            return legal[-1]
        if len(legal) == 1 or first is Kind.DRAW:
            return legal[0]
        return self._defend(obs, legal)

    def _defend(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        attack = current_attack(obs)
        for a in legal:     # sorted low to high: the lowest card that gets an out
            if a.kind is Kind.DEFEND and J.judge(attack, a.card).is_out:
                return a
        kinds: dict[Kind, Action] = {}
        for a in legal:
            kinds.setdefault(a.kind, a)     # the first of each kind: swap the lowest card
        if Kind.CLUB7 in kinds:
            return kinds[Kind.CLUB7]
        if Kind.SWAP in kinds:
            return kinds[Kind.SWAP]
        return kinds[Kind.NODEFENCE]


class NormalBot(Bot):
    level = "normal"

    def explain(self, state: Any, seat: int, notation: str) -> str | None:
        """The hint line's reason (engine/games/showdown/reasons.py)."""
        return reasons.explain(state, seat, notation)

    def choose(self, state: Any, seat: int) -> Action:
        legal: list[Action] = self._check_turn(state, seat)
        if len(legal) == 1:
            return legal[0]
        return self.decide(state.observation(seat), legal)

    def decide(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        """The choice from an observation and the legal actions (the hard bot's rollouts
        call this with the observation they already hold)."""
        if len(legal) == 1:
            return legal[0]
        first = legal[0].kind
        if first is Kind.PLAY:
            return self._attack(obs, legal)
        if first is Kind.ANSWER or first is Kind.ACCEPT:
            return self._answer(obs, legal)
        if first is Kind.DRAW:
            return legal[0]
        return self._defend(obs, legal)

    # ---- attacker -----------------------------------------------------------------
    def _attack(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        pool = E.unseen(obs, "black")
        size = min(obs["opponent_hand_size"], len(pool))
        outs = obs["outs"]
        best, best_score = legal[0], float("-inf")
        for a in legal:
            if a.card == "LJ" and a.named not in LJ_NAMES:
                continue
            attack = J.make_attack(a.card, a.named or None, obs["blind"]["red"])
            score = self._expected(attack, obs, pool, size) - E.red_keep(a.card, outs)
            if score > best_score + 1e-9:
                best, best_score = a, score
        return best

    def _expected(self, attack: J.Attack, obs: dict[str, Any], pool: list[str], size: int) -> float:
        """Exact mean gain over every `size`-card defender hand drawn from the unseen black
        cards, the defender answering with its cheapest reply (or no defence)."""
        outs = obs["outs"]
        undefended = E.gain(J.judge(attack, None), obs)
        replies = []
        for card in pool:
            verdict = J.judge(attack, card)
            g = E.gain(verdict, obs)
            if verdict.outcome is J.Outcome.PERFECT_OUT:
                g = max(g, E.gain(J.ANSWERED, obs) - 0.1)
            cost = g + 0.3 * E.black_keep(card, outs)
            replies.append((cost, g) if cost < undefended else (undefended, undefended))
        replies.sort()
        n = len(replies)
        if size <= 0 or n == 0:
            return undefended
        total_hands = comb(n, size)
        # the i-th cheapest card is the reply when it is in the hand and no cheaper one is
        return sum(comb(n - 1 - i, size - 1) * g for i, (_, g) in enumerate(replies)) / total_hands

    def _answer(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        """Discard the least useful red card when keeping the runners is worth more."""
        outs = obs["outs"]
        accept = E.gain(J.BIG_JOKER_OUT, obs)
        plain = E.gain(J.ANSWERED, obs)
        answers = [a for a in legal if a.kind is Kind.ANSWER]
        if not answers:
            return legal[-1]
        cheapest = min(answers, key=lambda a: E.red_keep(a.card, outs))
        if plain - E.red_keep(cheapest.card, outs) > accept + 0.02:
            return cheapest
        return legal[-1]

    # ---- defender -----------------------------------------------------------------
    def _defend(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        attack = current_attack(obs)
        lev = E.leverage(obs)
        outs = obs["outs"]
        pool = E.unseen(obs, "black")
        avg_keep = sum(map(E.BLACK_KEEP[outs].__getitem__, pool)) / max(1, len(pool))
        hit = lev * E.gain(J.judge(attack, None), obs)
        scale = (3 - outs) / 3
        best, best_cost = legal[-1], float("inf")
        for a in legal:
            if a.kind is Kind.DEFEND:
                cost = lev * self._reply_gain(attack, a.card, obs) + E.black_keep(a.card, outs) - avg_keep
            elif a.kind is Kind.SWAP:
                # 弃1摸1 changes no runs now; it trades a weak card for a random one
                cost = hit + lev * (E.black_keep(a.card, outs) - avg_keep) + SWAP_VALUE * scale
            elif a.kind is Kind.CLUB7:
                cost = self._club7_cost(attack, obs, pool, lev, hit, avg_keep) + CLUB7_VALUE * scale
            else:
                cost = hit
            if cost < best_cost - 1e-9:
                best, best_cost = a, cost
        return best

    def _reply_gain(self, attack: J.Attack, card: str, obs: dict[str, Any]) -> float:
        verdict = J.judge(attack, card, obs["blind"]["black"])
        g = E.gain(verdict, obs)
        if verdict.outcome is J.Outcome.PERFECT_OUT:     # the attacker may answer
            g = max(g, E.gain(J.ANSWERED, obs) - 0.1)
        return g

    def _club7_cost(self, attack: J.Attack, obs: dict[str, Any], pool: list[str], lev: float,
                    hit: float, avg_keep: float) -> float:
        """Exact expectation over the card ♣7 would draw (the unseen black cards)."""
        outs = obs["outs"]
        total = 0.0
        for card in pool:
            if J.holds(attack, card):
                total += lev * self._reply_gain(attack, card, obs)
            else:
                total += hit + avg_keep - E.black_keep(card, outs)
        return total / max(1, len(pool)) + E.black_keep("7C", outs) - avg_keep
