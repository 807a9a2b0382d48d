"""Pacing: the table shows the engine's position only once the events leading to it are shown.

The worker sends a move's events, then the observation after it, whose turn it is and the
human's legal actions, all at once; the events take a while to animate. Shown on arrival, the
prompt and the choice buttons appeared while the opponent's card still flew, over the position
one move old (stock and pile one card behind, 九局對決's prompt naming a card not drawn yet).
So the observation, the turn and the legal actions wait here, in the order they came, until
the table has settled (issue 12); "no legal actions" clears the highlights at once.

A game's opening events (the first deal, 九局對決's first banner) come before the first
position; they wait for it and are animated over the drawn table, not over an empty felt.
A table that builds its own opening (天地人) sets `opening_over_table` False.
"""
from __future__ import annotations


class Pacing:
    """Mixin of GameTable (which provides anim, observation, legal, render …)."""

    opening_over_table = True

    def _init_pacing(self) -> None:
        self._pending_obs: dict | None = None
        self._pending_thinking: int | None = None
        self._pending_legal: list[dict] | None = None
        self._opening: list[dict] = []   # a game's first events, waiting for its first position

    def settling(self) -> bool:
        """True while the table is still catching up with the events it received; a table
        that buffers events before animating them extends it."""
        return self.anim.is_busy()

    def _waiting(self) -> bool:
        return self.settling() or self._pending_obs is not None

    def take_events(self, events: list[dict]) -> None:
        """The worker's events (the main window's entry): a game's opening waits for its
        first position, the rest go to on_events."""
        if self.opening_over_table and not self.observation and self._pending_obs is None:
            self._opening.extend(events)
            return
        self.on_events(events)

    def _open_over(self, obs: dict) -> None:
        """Draw the first position at once, animate the opening over it, then settle on it
        again (what the opening's flights leave on the felt is cleared)."""
        kept, self._opening = self._opening, []
        self._flush_observation()
        self.on_events(kept)
        if self.settling():
            self._pending_obs = obs

    def _keep_legal(self, legal: list[dict]) -> bool:
        """Keep the legal actions for later if the table has not settled (True)."""
        if self._waiting():
            self._pending_legal = list(legal)
            if legal or not self.legal:
                return True
        self._pending_legal = None
        return False

    def _keep_thinking(self, seat: int) -> bool:
        if self._waiting():
            self._pending_thinking = seat
            return True
        self._pending_thinking = None
        return False

    def _show_pending_turn(self) -> None:
        """After the position: whose turn it is, then the human's legal actions."""
        if self._pending_thinking is not None:
            self.thinking_seat, self.think_percent = self._pending_thinking, -1
            self._pending_thinking = None
        if self._pending_legal is not None:
            self.legal, self._pending_legal = self._pending_legal, None
            self.show_legal(self.legal)

    def _forget_pacing(self) -> None:
        self._pending_obs = self._pending_thinking = self._pending_legal = None
        self._opening = []
