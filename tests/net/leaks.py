"""Which cards a seat was entitled to see, position by position, from the host's record.

A seat may know a card once it has been in that seat's observation, in an event as that
seat sees it (`Event.view(seat)`) or in its own legal actions (九局對決's joker may be named as
any red card: the rules' list, not a look into the deck). The card counter beside a Turn's observation names every
rank still unseen (a joker's rank is its notation, BJ / LJ): it is checked to be exactly the
counts computed from the rest of that observation (so it says nothing the observation does
not) and then left out of the scan. Replaying the record from the deal gives, for every
position, the set of card notations seat s has been shown so far; whatever the host sends
seat s at that position may name those cards and no other. The cards a message names but the
seat never saw are reported with where they really were: another hand, the stock, the
neutral hand …, read from the full state (`State.full_state()`).
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass

import engine
from engine.counter import counts_from

_STANDARD = re.compile(r"(?<![0-9A-Za-z])(?:10|[2-9AJQK])[SHDC](?![0-9A-Za-z])"
                       r"|(?<![0-9A-Za-z])[BL]J(?![0-9A-Za-z])")
#: 九尊: country letter + 文 number (Q3), or a palace card (Q-K)
_PRIMATUM = re.compile(r"(?<![0-9A-Za-z-])[QCZWN](?:[1-9]|-[KHP])(?![0-9A-Za-z])")


def cards_in(game_id: str, text: str) -> set[str]:
    pattern = _PRIMATUM if game_id == "primatum" else _STANDARD
    return set(pattern.findall(text))


def hidden_places(state, seat: int) -> dict[str, list[str]]:
    """Where the cards `seat` may not see are in `state`: place name -> cards."""
    full = state.full_state()
    game = state.game.info.id
    own = set(state.observation(seat).get("hand") or [])
    places: dict[str, list[str]] = {}
    if game == "showdown":
        for colour, cards in full["hands"].items():
            if set(cards) != own:
                places[f"the {colour} hand"] = list(cards)
        for colour, cards in full["decks"].items():
            places[f"the {colour} deck"] = list(cards)
        return places
    for other, cards in enumerate(full["hands"]):
        if other != seat:
            places[f"seat {other}'s hand"] = list(cards)
    for key in ("stock", "pool", "neutral", "aside"):
        if full.get(key):
            places[key] = list(full[key])
    return places


@dataclass
class Entitlement:
    """seen[m]: the cards `seat` had been shown once m actions were played."""

    game: object
    seat: int
    seen: list[set[str]]
    hidden: list[dict[str, list[str]]]

    @property
    def game_id(self) -> str:
        return self.game.info.id

    def leaks(self, text: str, move: int) -> dict[str, str]:
        """Cards named in `text`, sent at `move`, that the seat had not been shown: each with
        the place it was hidden in then (or "nowhere": not a card of the hidden places)."""
        unseen = cards_in(self.game_id, self._without_counter(text)) - self.seen[move]
        where = {}
        for card in sorted(unseen):
            where[card] = next((place for place, cards in self.hidden[move].items()
                                if card in cards), "nowhere hidden")
        return where

    def _without_counter(self, text: str) -> str:
        try:
            message = json.loads(text)
        except ValueError:
            return text
        if not isinstance(message, dict) or message.get("type") != "turn":
            return text
        obs = message["turn"]["observation"]
        counter = obs.pop("counter", None)
        expected = [[group, [list(pair) for pair in per.items()]]
                    for group, per in (counts_from(self.game, obs) or {}).items()]
        assert counter == expected, "the counter is not a function of the observation"
        return json.dumps(message, ensure_ascii=False)


def entitlements(record: dict, seats: list[int]) -> dict[int, Entitlement]:
    """For each of `seats`, what it was shown at every position of the recorded game."""
    state = engine.replay({**record, "actions": []})
    game_id = state.game.info.id
    out = {s: Entitlement(state.game, s, [], []) for s in seats}
    seen = {s: set() for s in seats}

    def note(events) -> None:
        for s in seats:
            for event in events:
                seen[s] |= cards_in(game_id, json.dumps(event.view(s), ensure_ascii=False))
            seen[s] |= cards_in(game_id, json.dumps(state.observation(s), ensure_ascii=False))
            if state.current_player == s:
                seen[s] |= cards_in(game_id, " ".join(str(a) for a in state.legal_actions()))
            out[s].seen.append(set(seen[s]))
            out[s].hidden.append(hidden_places(state, s))

    note(state.initial_events)
    for notation in record["actions"]:
        note(state.apply(notation))
    return out
