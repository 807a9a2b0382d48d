"""九九 (from the original rules): players add cards to a running total; whoever cannot play without
passing 99 is out; the last player left wins the hand; a match is several hands.

Setup keys (`new_state(setup=...)`, first hand only; every key optional):
  hands: list of card lists, one per seat      stock: cards, top (next drawn) first
  pile: cards already played                   total: the running total (0..99)
  starter: seat to act first                   direction: 1 (clockwise) or -1
  points: hands won so far per seat            alive: bool per seat
  rest: "stock" (default) or "pile": where the cards not named go, shuffled (under the
        named stock cards, or under the named pile cards)

Action notation: cards joined by `&` (two only with the double-play option), then a
choice label (`+10` `-10` `+20` `-20` `+1` `+11` `=99` `=0` `cw` `ccw`, or `=<function>`
for a Joker played as any function card), then `@<seat>` for a chosen player:
`7H`, `10S -10`, `5D @2`, `BJ cw`, `LJ =designate @1`, `2H&3S`. The northwest 小王
sanction adds `keep <card>` (target) and `take <card>` (sanctioner).
"""
from __future__ import annotations

import hashlib
import random
from collections import Counter
from typing import Any, NamedTuple

from engine.cards import rank_of
from engine.core import Event, Game, RuleError, State

from . import knowledge
from .cardsets import (
    ESCAPES,
    NO_DRAW,
    TARGETED,
    Effect,
    Fx,
    any_choices,
    build_deck,
    choices_of,
    effect_table,
    one_amount,
)
from .info import INFO
from .setup import apply_setup

MAX_TOTAL = 99
_ADD = Fx.ADD      # a module constant: cheaper than the class attribute in the hot path


class Action(NamedTuple):
    kind: str                 # "play", "keep" or "take"
    cards: tuple[str, ...]
    label: str = ""
    target: int = -1

    def __str__(self) -> str:
        kind, cards, label, target = self     # one unpacking: this runs on every move
        if kind != "play":
            return f"{kind} {cards[0]}"
        if not label and target < 0 and len(cards) == 1:
            return cards[0]                   # the common case: a plain number card
        text = "&".join(cards)
        if label:
            text += " " + label
        if target >= 0:
            text += f" @{target}"
        return text


class NinetyNineGame(Game):
    info = INFO

    def validate(self) -> None:
        o, explicit = self.options, self._explicit_options
        if "joker" in explicit and o["cards"] not in ("standard", "bloody"):
            raise RuleError(f"ninety_nine: option 'joker' applies to the standard and bloody cards only; "
                            f"the {o['cards']} cards have their own jokers or none")
        if "western_ace" in explicit and o["cards"] != "western":
            raise RuleError("ninety_nine: option 'western_ace' applies to the western cards only")
        self.effects: dict[str, Effect] = effect_table(o)
        self.any_choices = any_choices(o)
        self.any_effects = dict(self.any_choices)
        self.deck = build_deck(self.players, o)
        self.hand_size, self.win_45x, self.double_play = o["hand_size"], o["win_45x"], o["double_play"]
        # Caches shared by every state of this game (the plays of a card depend only on the
        # options, the total and who can be chosen), filled on first use:
        # (card, total, targets...) -> plays, for targeted cards
        self.memo: dict[tuple[object, ...], list[Action]] = {}
        # [total][card] -> plays, None until known (and always None for targeted cards)
        self.plays_at: list[dict[str, list[Action] | None]] = [dict.fromkeys(self.effects)
                                                               for _ in range(MAX_TOTAL + 1)]
        self.playable: list[frozenset[str] | None] = [None] * (MAX_TOTAL + 1)  # [total] -> cards

    def playable_at(self, total: int) -> frozenset[str]:
        """The cards that can be played at `total` (those whose holder is not eliminated)."""
        cards = self.playable[total]
        if cards is None:
            cards = self.playable[total] = frozenset(
                c for c, e in self.effects.items() if _has_play(e, total))
        return cards


class NinetyNineState(State):
    """One position of a 九九 match."""

    game: NinetyNineGame

    # ---- setup -------------------------------------------------------------------
    def _setup(self, rng: random.Random, setup: dict[str, Any]) -> None:
        n = self.game.players
        self.rng = random.Random(rng.getrandbits(64))
        self.points = [0] * n
        self.results: list[dict[str, Any]] = []
        self.hand_no = 0
        self.dealer = self.rng.randrange(n)
        self.match_over = False
        self.initial_events = self._deal(setup)

    def _deal(self, setup: dict[str, Any] | None = None) -> list[Event]:
        g, n = self.game, self.game.players
        self.hand_no += 1
        self.dealer = (self.dealer + 1) % n if self.hand_no > 1 else self.dealer
        deck = list(g.deck)
        self.rng.shuffle(deck)
        self.hands = [deck[i * g.options["hand_size"]:(i + 1) * g.options["hand_size"]] for i in range(n)]
        self.stock = deck[n * g.options["hand_size"]:]
        self.pile: list[str] = []
        self.total = MAX_TOTAL if g.options["start_at_99"] else 0
        self.direction = 1
        self.alive = [True] * n
        self.n_alive = n                 # == sum(self.alive), kept by _eliminate
        # True when a living player other than the one who moves next may hold no cards (a
        # steal, swap, rotation or sanction, a player who emptied their own hand, a rigged
        # deal): only then does _after_play scan for empty hands (rulings: out at once).
        self.check_empty = True
        self.turn: int | None = (self.dealer + 1) % n
        self.pending: tuple[str, int, int] | None = None
        self.sanction_pool: list[str] = []
        self.skip_next = [False] * n
        self.protected = [False] * n
        self.streak = [0] * n
        self.order: list[int] = []
        # (seat, cards, label, target, total) of the last plays, for observation()
        self.last: list[tuple[int, tuple[str, ...], str, int, int]] = []
        self.known: knowledge.Known = {}     # (observer, holder) -> cards seen go there
        if setup:
            apply_setup(self, setup)
        events = [Event("deal", {"hand": self.hand_no, "starter": self.turn, "dealer": self.dealer,
                                 "sizes": [len(h) for h in self.hands], "total": self.total},
                        {s: {"cards": list(h)} for s, h in enumerate(self.hands)})]
        self._begin_turn(self.turn, events)
        return events

    # ---- turn order --------------------------------------------------------------------
    def _next_alive(self, seat: int, step: int | None = None) -> int:
        n, step = self.game.players, step or self.direction
        s = (seat + step) % n
        while not self.alive[s]:
            s = (s + step) % n
        return s

    def _begin_turn(self, seat: int, events: list[Event]) -> None:
        """Start `seat`'s turn: auto-pass (bloody 9), elimination when nothing is playable."""
        while True:
            if self.n_alive == 1:
                self._end_hand(self.alive.index(True), events, "last")
                return
            self.protected[seat] = False
            if self.skip_next[seat]:
                self.skip_next[seat] = False
                events.append(Event("skip", {"seat": seat, "reason": "double_pass"}))
                seat = self._next_alive(seat)
                continue
            hand = self.hands[seat]
            # Some card of the hand is playable at this total (one set test, no loop).
            playable = self.game.playable[self.total] or self.game.playable_at(self.total)
            if playable.isdisjoint(hand):
                self._eliminate(seat, events, "empty" if not hand else "over99")
                if self.n_alive == 1:
                    continue
                seat = self._next_alive(seat)
                continue
            self.turn = seat
            return

    def _eliminate(self, seat: int, events: list[Event], reason: str) -> None:
        """Ruling: an eliminated player's cards go to the pile, face up."""
        cards = self.hands[seat]
        self.pile.extend(cards)
        self.hands[seat] = []
        if self.known:
            knowledge.emptied(self.known, seat)
        self.alive[seat] = False
        self.n_alive -= 1
        self.order.append(seat)
        events.append(Event("eliminate", {"seat": seat, "reason": reason, "cards": list(cards),
                                          "total": self.total}))

    def _end_hand(self, winner: int, events: list[Event], how: str) -> None:
        self.points[winner] += 1
        rest = [s for s in range(self.game.players) if s != winner and s not in self.order]
        placing = [winner] + rest + list(reversed(self.order))
        self.results.append({"winner": winner, "placing": placing, "how": how})
        events.append(Event("hand_end", {"hand": self.hand_no, "winner": winner, "how": how,
                                         "placing": placing, "points": list(self.points),
                                         "total": self.total}, self.table_views()))
        if self.hand_no >= self.game.options["match_hands"]:
            self.match_over, self.turn, self.pending = True, None, None
            best = max(self.points)
            events.append(Event("match_end", {"points": list(self.points),
                                              "winners": [s for s, p in enumerate(self.points) if p == best]}))
        else:
            events.extend(self._deal())

    # ---- legal actions -----------------------------------------------------------------
    def _current_player(self) -> int | None:
        if self.pending is not None:
            stage, sanctioner, target = self.pending
            return target if stage == "keep" else sanctioner
        return self.turn

    def _legal_actions(self) -> list[Action]:
        if self.pending is not None:
            stage, sanctioner, target = self.pending
            cards = self.hands[target] if stage == "keep" else self.sanction_pool
            return [Action(stage, (c,)) for c in sorted(set(cards))]
        seat, out = self.turn, []
        assert seat is not None             # (asked only while the game goes on)
        at = self.game.plays_at[self.total]
        for card in sorted(set(self.hands[seat])):
            plays = at[card]
            if plays is None:
                plays = self._card_plays(seat, card, at)
            out += plays
        if self.game.double_play:
            out += self._pairs(seat)
        return out

    def _card_plays(self, seat: int, card: str,
                    at: dict[str, list[Action] | None]) -> list[Action]:
        """The plays of one card, memoised per game since hands repeat cards all the time:
        in `at` (this total's table) when they depend only on the total, else in the memo
        keyed by what decides who can be chosen (see _targets) and, unless the card is an
        escape (which never depends on the total), by the total."""
        effect = self.game.effects[card]
        kind, total = effect.kind, self.total
        key: tuple[object, ...]
        if kind is Fx.ANY:
            key = (card, total, tuple(self._targets(seat, Fx.DESIGNATE)),
                   tuple(self._targets(seat, Fx.STEAL)))
        elif kind is Fx.STEAL or kind is Fx.TAKE:      # these targets depend on the hands too
            key = (card, tuple(self._targets(seat, kind)))
        elif kind in TARGETED:                          # these on who is alive and who plays
            key = (card, -1 if kind in ESCAPES else total, seat, tuple(self.alive))
        else:
            plays = at[card] = []
            self._expand(seat, card, effect, "", plays)
            return plays
        memo = self.game.memo.get(key)
        if memo is None:
            memo = self.game.memo[key] = []
            self._expand(seat, card, effect, "", memo)
        return memo

    def _expand(self, seat: int, card: str, effect: Effect, prefix: str,
                out: list[Action]) -> None:
        kind, total = effect.kind, self.total
        if kind is Fx.ANY:
            for label, eff in self.game.any_choices:
                self._expand(seat, card, eff, label, out)
            return
        if kind is Fx.CHOOSE:
            out.extend(Action("play", (card,), f"+{a}") for a in choices_of(effect)
                       if total + a <= MAX_TOTAL)
            return
        amount = one_amount(effect)
        if kind is Fx.PLUSMINUS:
            for sign, delta in (("+", amount), ("-", -amount)):
                if 0 <= total + delta <= MAX_TOTAL:
                    out.append(Action("play", (card,), f"{sign}{amount}"))
            return
        if kind is Fx.K_CHOICE:
            out.extend(Action("play", (card,), lab) for lab in ("=99", "=0"))
            return
        if kind is Fx.ROTATE:
            out.extend(Action("play", (card,), lab) for lab in ("cw", "ccw"))
            return
        if kind not in ESCAPES and not 0 <= total + amount <= MAX_TOTAL:
            return
        if kind in TARGETED:
            targets = self._targets(seat, kind)
            if targets:
                out.extend(Action("play", (card,), prefix, t) for t in targets)
                return
        out.append(Action("play", (card,), prefix))

    def _targets(self, seat: int, kind: str) -> list[int]:
        # Keep _card_plays' memo keys in step with what decides these lists.
        n, alive, hands = self.game.players, self.alive, self.hands
        if kind is Fx.FILL:
            return [s for s in range(n) if alive[s]]
        others = [s for s in range(n) if alive[s] and s != seat]
        if kind is Fx.STEAL:
            return [s for s in others if hands[s] and not self.protected[s]]
        if kind is Fx.TAKE:
            return [s for s in others if hands[s]]
        return others

    def _pairs(self, seat: int) -> list[Action]:
        """Bloody severity: two plain number cards at once (ruling: sums value cards only)."""
        effects, room = self.game.effects, MAX_TOTAL - self.total
        values = sorted(c for c in set(self.hands[seat]) if effects[c].kind is Fx.ADD)
        hand = Counter(self.hands[seat])
        out = []
        for i, a in enumerate(values):
            for b in values[i:]:
                if (a != b or hand[a] > 1) and one_amount(effects[a]) + one_amount(effects[b]) <= room:
                    out.append(Action("play", (a, b)))
        return out

    # ---- applying ----------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        # Tuple unpacking, not .kind / .cards: NamedTuple attributes cost more on every move.
        kind, cards, label, target = action
        if kind != "play":
            if kind == "keep":
                return self._sanction_keep(cards[0])
            return self._sanction_take(cards[0])
        seat = self.turn
        assert seat is not None             # (State.apply refuses a move once the game is over)
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)
        self.pile += cards
        if self.known:
            knowledge.played(self.known, seat, cards)
        effect = self.game.effects[cards[0]]
        if effect[0] is not _ADD or len(cards) > 1:
            effect = self._resolve(effect, action)    # a label or a pair decides the effect
        fx, amount = effect
        before = self.total
        play = {"seat": seat, "cards": list(cards), "label": label, "target": target,
                "effect": fx, "before": before}
        events = [Event("play", play)]
        won = self.game.win_45x and self._streak(seat, action)
        if fx is _ADD:
            # Most plays: a number card (or a pair, or a label) moves the total, nothing else.
            assert isinstance(amount, int)  # (only CHOOSE has choices; its label chose one)
            total = self.total = before + amount
            nxt, draws, post = None, 1, None
        else:
            nxt, draws, post = self._effect(seat, action, effect, events)
            total = self.total
        play["total"] = total
        # The last plays, for observation(); a tuple per play, made into a dict only there.
        last = self.last
        last.append((seat, cards, label, target, total))
        if len(last) > 8:
            del last[0]
        if self.pending is not None:
            if not won:
                return events               # the sanction's keep/take steps come first
            # The streak's third card wins at once (RULINGS: 「連續出牌4、5以及隨意牌獲勝」):
            # a 小王 sanction played as it never reaches its keep/take steps.
            self.pending = None
        self._after_play(seat, draws, post, nxt, events, won)
        return events

    def _resolve(self, effect: Effect, action: Action) -> Effect:
        """The effect of a play whose first card has `effect`, as its label or pair makes it."""
        if len(action.cards) == 2:
            return Effect(Fx.ADD, one_amount(effect) + one_amount(self.game.effects[action.cards[1]]))
        if effect.kind is Fx.ANY:
            return self.game.any_effects[action.label]
        if effect.kind is Fx.PLUSMINUS or effect.kind is Fx.CHOOSE:
            return Effect(Fx.ADD, int(action.label))
        if effect.kind is Fx.K_CHOICE:
            return Effect(Fx.TO99 if action.label == "=99" else Fx.RESET)
        return effect

    def _effect(self, seat: int, action: Action, effect: Effect, events: list[Event]
                ) -> tuple[int | None, int, tuple[str, int] | None]:
        """Apply one effect; returns (next seat or None for the usual, cards to draw, post-step)."""
        kind, target = effect.kind, action.target
        nxt: int | None = None
        post: tuple[str, int] | None = None
        draws = 0 if kind in NO_DRAW else 1
        if kind is Fx.ADD or kind is Fx.ADD_DRAW2 or kind is Fx.ADD_SKIP or kind is Fx.ADD_SWAP:
            self.total += one_amount(effect)
            if kind is Fx.ADD_DRAW2:
                draws = 2
            elif kind is Fx.ADD_SKIP:
                nxt = self._next_alive(self._next_alive(seat))
                events.append(Event("skip", {"seat": self._next_alive(seat), "reason": "skipped"}))
            elif kind is Fx.ADD_SWAP and target >= 0:
                post = ("swap", target)
        elif kind is Fx.TO99 or kind is Fx.SET99:
            self.total = MAX_TOTAL
        elif kind is Fx.RESET:
            self.total = 0
        elif kind is Fx.REVERSE:
            self.direction = -self.direction
        elif kind is Fx.DESIGNATE:
            nxt = target
        elif kind is Fx.DOUBLE_PASS:
            self.skip_next[seat] = True
        elif kind is Fx.SWAP:
            post = ("swap", target)
        elif kind is Fx.ROTATE:
            post = ("rotate", 1 if action.label == "cw" else -1)
        elif kind is Fx.STEAL or kind is Fx.TAKE:
            if target >= 0:
                self._steal(seat, target, events, protect=kind is Fx.STEAL)
                self.check_empty = True   # the victim may have lost their last card
            else:
                draws = 1  # nobody could be robbed: an ordinary play
        elif kind is Fx.FILL:
            self._draw(target, self.game.hand_size - len(self.hands[target]), events)
            if target == seat:
                draws = 0  # filling one's own hand already includes the usual draw
        elif kind is Fx.SANCTION and len(self.hands[target]) > 1:
            self.pending = ("keep", seat, target)
        return nxt, draws, post

    def _after_play(self, seat: int, draws: int, post: tuple[str, int] | None, nxt: int | None,
                    events: list[Event],
                    won: bool) -> None:
        self._draw(seat, draws, events)
        if post is not None:
            self._exchange(seat, post, events)
            self.check_empty = True       # a hand with no cards may have moved to another seat
        if self.check_empty:
            # Ruling: a player left with no cards is out (the mover's turn is not over yet).
            self.check_empty = False
            for s in range(self.game.players):
                if self.alive[s] and not self.hands[s] and s != seat:
                    self._eliminate(s, events, "empty")
        if not self.hands[seat]:
            self.check_empty = True       # the mover emptied their own hand: out at the next play
        if won:
            self._end_hand(seat, events, "45x")
            return
        if self.n_alive == 1:
            self._end_hand(self.alive.index(True), events, "last")
            return
        if nxt is None or not self.alive[nxt]:
            nxt = self._next_alive(seat)
        self._begin_turn(nxt, events)

    def _exchange(self, seat: int, post: tuple[str, int], events: list[Event]) -> None:
        """The step after the draw: swap hands with post[1], or rotate every hand (post[1]: step)."""
        if post[0] == "swap":
            a, b = seat, post[1]
            self.hands[a], self.hands[b] = self.hands[b], self.hands[a]
            knowledge.moved(self.known, {a: b, b: a}, self.hands)
            events.append(Event("swap", {"seat": a, "target": b, "sizes": [len(self.hands[a]), len(self.hands[b])]},
                                {a: {"hand": list(self.hands[a])}, b: {"hand": list(self.hands[b])}}))
        else:
            self._rotate(post[1], events)

    def _streak(self, seat: int, action: Action) -> bool:
        """Option win_45x (the caller checks it): a 4, a 5, then any card on the player's
        consecutive plays."""
        rank, st = rank_of(action.cards[0]), self.streak[seat]
        if st == 2:
            return True
        self.streak[seat] = 1 if rank == "4" else (2 if rank == "5" and st == 1 else 0)
        return False

    def _draw(self, seat: int, count: int, events: list[Event]) -> None:
        stock = self.stock
        if count == 1 and stock:          # the usual draw after a play, without the loop
            card = stock.pop()
            self.hands[seat].append(card)
            events.append(Event("draw", {"seat": seat, "count": 1, "stock": len(stock)},
                                {seat: {"cards": [card]}}))
            return
        got = []
        for _ in range(max(0, count)):
            if not self.stock:
                if not self.pile:
                    break
                self.stock, self.pile = self.pile, []
                self.rng.shuffle(self.stock)
                events.append(Event("reshuffle", {"stock": len(self.stock), "total": self.total}))
            got.append(self.stock.pop())
        if got:
            self.hands[seat].extend(got)
            events.append(Event("draw", {"seat": seat, "count": len(got), "stock": len(self.stock)},
                                {seat: {"cards": got}}))

    def _steal(self, seat: int, target: int, events: list[Event], protect: bool) -> None:
        """Bloody 7 / northwest J: a random card from the target's hand, unseen by the taker."""
        victim = self.hands[target]
        card = victim.pop(self.rng.randrange(len(victim)))
        self.hands[seat].append(card)
        knowledge.stolen(self.known, seat, target, card)
        if protect:
            self.protected[target] = True  # ruling: once per round, until their own turn
        events.append(Event("steal", {"seat": seat, "target": target},
                            {seat: {"card": card}, target: {"card": card}}))

    def _rotate(self, step: int, events: list[Event]) -> None:
        """Bloody Joker: every living hand moves to the next living player in `step` direction."""
        living = [s for s in range(self.game.players) if self.alive[s]]
        old = {s: self.hands[s] for s in living}
        to = {s: self._next_alive(s, step) for s in living}
        for s in living:
            self.hands[to[s]] = old[s]
        knowledge.moved(self.known, to, self.hands)
        events.append(Event("rotate", {"direction": "cw" if step == 1 else "ccw",
                                       "sizes": [len(h) for h in self.hands]},
                            {s: {"hand": list(self.hands[s])} for s in living}))

    def _sanction_keep(self, card: str) -> list[Event]:
        assert self.pending is not None     # (keep is legal only while a sanction is pending)
        _, sanctioner, target = self.pending
        hand = self.hands[target]
        hand.remove(card)
        self.sanction_pool, self.hands[target] = hand, [card]
        knowledge.sanctioned(self.known, target)
        self.pending = ("take", sanctioner, target)
        return [Event("sanction_keep", {"seat": target, "sanctioner": sanctioner,
                                        "offered": len(self.sanction_pool)},
                      {target: {"card": card}, sanctioner: {"offered_cards": list(self.sanction_pool)}})]

    def _sanction_take(self, card: str) -> list[Event]:
        assert self.pending is not None     # (take is legal only while a sanction is pending)
        _, sanctioner, target = self.pending
        self.sanction_pool.remove(card)
        self.hands[sanctioner].append(card)
        knowledge.taken(self.known, sanctioner, target, card)
        discarded, self.sanction_pool, self.pending = self.sanction_pool, [], None
        self.pile.extend(discarded)
        self.check_empty = True
        events = [Event("sanction_take", {"seat": sanctioner, "target": target, "discarded": discarded},
                        {sanctioner: {"card": card}, target: {"card": card}})]
        self._after_play(sanctioner, 1, None, None, events, False)
        return events

    # ---- views -------------------------------------------------------------------------
    def observation(self, seat: int) -> dict[str, Any]:
        n = self.game.players
        obs = {
            "seat": seat, "hand": list(self.hands[seat]), "total": self.total,
            "direction": self.direction, "current_player": self._current_player(),
            "players": [{"cards": len(self.hands[s]), "alive": self.alive[s], "points": self.points[s],
                         "skip_next": self.skip_next[s], "protected": self.protected[s]}
                        for s in range(n)],
            "stock": len(self.stock), "pile": len(self.pile), "pile_top": self.pile[-3:],
            "pile_cards": list(self.pile),      # all face up: what the card counter counts
            "last": [{"seat": s, "cards": list(c), "label": lab, "target": t, "total": tot}
                     for s, c, lab, t, tot in self.last], "hand_no": self.hand_no,
            "match_hands": self.game.options["match_hands"], "dealer": self.dealer,
            "results": [dict(r, placing=list(r["placing"])) for r in self.results],
            "eliminated": list(self.order), "match_over": self.match_over, "pending": None,
        }
        # What each card in the hand does under this game's card set and house rules
        # (cardsets.effect_table): the table words it on the card's tooltip, so the GUI
        # never works out a rule of its own.
        effects = self.game.effects
        obs["effects"] = {c: [effects[c].kind, _plain(effects[c].amount)]
                          for c in sorted(set(self.hands[seat]))}
        if self.pending is not None:
            stage, sanctioner, target = self.pending
            obs["pending"] = {"stage": stage, "sanctioner": sanctioner, "target": target,
                              "pool": len(self.sanction_pool)}
            if seat == sanctioner and stage == "take":
                obs["pending"]["pool_cards"] = list(self.sanction_pool)
        return obs

    def returns(self) -> list[float]:
        return [float(p) for p in self.points]

    def full_state(self) -> dict[str, Any]:
        digest = hashlib.sha1(repr(self.rng.getstate()).encode()).hexdigest()
        return {"hands": self.hands, "stock": self.stock, "pile": self.pile, "total": self.total,
                "direction": self.direction, "alive": self.alive, "turn": self.turn,
                "pending": self.pending, "pool": self.sanction_pool, "skip": self.skip_next,
                "protected": self.protected, "streak": self.streak, "order": self.order,
                "points": self.points, "hand_no": self.hand_no, "dealer": self.dealer,
                "results": self.results, "history": self.history, "rng": digest,
                "known": sorted([o, h, sorted(cards)] for (o, h), cards in self.known.items())}

    def clone(self) -> NinetyNineState:
        c = NinetyNineState.__new__(NinetyNineState)
        c.__dict__.update(self.__dict__)
        c.hands = [list(h) for h in self.hands]
        c.known = {k: list(v) for k, v in self.known.items()}
        for name in ("stock", "pile", "alive", "sanction_pool", "skip_next", "protected", "streak",
                     "order", "points", "results", "last", "history"):
            setattr(c, name, list(getattr(self, name)))
        c.rng = random.Random(0)      # a fixed seed is cheap (no urandom); setstate overwrites it
        c.rng.setstate(self.rng.getstate())
        return c

    def determinize(self, seat: int, rng: random.Random) -> NinetyNineState:
        """Others' hands, the sanction pool (unless shown to `seat`) and the stock are resampled;
        the cards `seat` saw go into a hand and not come out again stay there (knowledge.py).
        Other players' knowledge is theirs: the copy keeps only `seat`'s."""
        return knowledge.resample(self, seat, rng)


NinetyNineGame.state_class = NinetyNineState


def _has_play(effect: Effect, total: int) -> bool:
    """Whether a card with this effect can be played at `total` (rulings: nothing over 99;
    function cards never exceed). Tabulated per total by NinetyNineGame.playable_at."""
    kind = effect.kind
    if kind in ESCAPES:
        return True
    if kind is Fx.CHOOSE:
        return total + min(choices_of(effect)) <= MAX_TOTAL
    amount = one_amount(effect)
    if kind is Fx.PLUSMINUS:
        return total + amount <= MAX_TOTAL or total - amount >= 0
    return total + amount <= MAX_TOTAL


def _plain(amount: int | tuple[int, ...]) -> int | list[int]:
    """An effect's amount as JSON has it (western A's choice is a pair)."""
    return list(amount) if isinstance(amount, tuple) else amount
