"""What the middle of the 九局對決 table still shows after the position has moved on.

The observation tells the position — bases, outs, the attack waiting for its defence — but
not how the last pitch ended nor that a half-inning has just changed sides: those were
events. `Seen` keeps them as the events that told them (never as words), so the judgement
panel and the banner between half-innings are drawn again in the new language after a
switch, and a run of turns that were only logged (skip ahead) leaves them right too.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Seen:
    """The last plays and the half-inning banner, from the events shown (see the module)."""

    #: the last attack: {"attack", "named", "defence"} and its "judgement" / "answer" /
    #: "accept" event once the defence is decided
    last: dict = field(default_factory=dict)
    #: the play before the attack now in play ("Last play: …" while the defence is awaited)
    previous: dict = field(default_factory=dict)
    #: half_inning_end / half_inning_start / game_over events, until the next half's first play
    banner: list[dict] = field(default_factory=list)

    def remember(self, ev: dict) -> None:
        kind = ev.get("kind")
        if kind == "attack":
            self.previous = self.last
            self.last = {"attack": ev["card"], "named": ev.get("named"), "defence": None}
        elif kind == "play":
            self.banner = []                       # shown until the first play of the half
        elif kind == "defend":
            self.last["defence"] = ev["card"]
        elif kind == "club7" and ev.get("holds"):
            self.last["defence"] = ev.get("card")
        elif kind in ("judgement", "answer", "accept"):
            self.last[kind] = ev
        elif kind == "half_inning_end":
            self.banner = [ev]
        elif kind == "half_inning_start":
            self.banner = self.banner[:1] + [ev]
        elif kind == "game_over":
            self.banner = [ev]
