"""Words of the 九尊 table: card names, prompts, log lines, banners, the final table.

`PrimatumText` is a part the table owns (`table.words`), with its own translation context,
so the table and the board stay about choosing and drawing. The final standings use
the engine's own tie-break chain (engine.games.primatum.territory.standings) on the
public territories: the table explains the ranking, it does not decide it.
"""
from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QCoreApplication, QObject

from engine.games.primatum.combos import card_value
from engine.games.primatum.deck import COUNTRY_OF, NUMBERS, number
from engine.games.primatum.territory import standings

from ...lang.arg import arg
from ...lang.strings import join_list
from ...table.words import one_card
from .items import NUMERALS, card_numbers, palace_kind
from .layout import compare

COLUMN_GLYPHS = ("王", "后", "公子")


class PrimatumText(QObject):
    """Words for the 九尊 table: a part the table owns (`table.words`, context PrimatumText).

    Counts are plurals under this class's own context (`self.tr("%n card(s)", "", n)`): lupdate
    marks a plural only in a self.tr() call, and PySide6 finds one only under the object's own
    class. `table` gives the names on show; None (the tests' counts) shows "?" for a seat."""

    def __init__(self, table=None) -> None:
        super().__init__(table)
        self.table = table

    # ---- counts (plurals) -------------------------------------------------------------
    def territory(self, n: int) -> str:
        """%1 the country, %2 the cards in hand; n the cards in the territory."""
        return self.tr("%1 · %2 in hand · %n card(s)", "", n)

    def cards(self, n: int) -> str:
        return self.tr("%n card(s)", "", n)

    def lose_prompt(self, n: int) -> str:
        return self.tr("You are the big loser: click the column that loses %n card(s).", "", n)

    def takes_neutral(self, n: int) -> str:
        """%1 the player."""
        return self.tr("%1 takes the neutral hand (%n card(s)).", "", n)

    def takes_neutral_cards(self, n: int) -> str:
        """%1 the player (you), %2 the cards taken."""
        return self.tr("%1 takes the neutral hand (%n card(s)): %2.", "", n)

    def big_loser(self, n: int) -> str:
        """%1 the player."""
        return self.tr("%1 is left holding cards: the big loser (大亂方) loses %n card(s).", "", n)

    def loses(self, n: int) -> str:
        return self.tr("Loses %n card(s) of territory", "", n)

    def follow_shape(self, shape: str, n: int) -> str:
        """Why not: a follow must be the last play's shape and size."""
        if shape == "same":
            return self.tr("Follow with same numbers (同子) of %n card(s).", "", n)
        if shape == "straight":
            return self.tr("Follow with a straight (順子) of %n card(s).", "", n)
        return self.tr("Follow with %n single card(s).", "", n)

    # ---- names --------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return self.table.names if self.table is not None else []

    def name(self, seat) -> str:
        names = self.names
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

    def country_name(self, country: int) -> str:
        return (self.tr("Qi"), self.tr("Chu"), self.tr("Zhao"), self.tr("Wei"),
                self.tr("Qin"))[country]

    def card_text(self, code: str) -> str:
        country = self.country_name("QCZWN".index(code[0]))
        kind = palace_kind(code)
        if kind:
            word = {"K": self.tr("%1 King"), "H": self.tr("%1 Queen"),
                    "P": self.tr("%1 Prince")}[kind]
            return one_card(arg(word, country))
        wen, wu = card_numbers(code)
        return one_card(arg(self.tr("%1 %2/%3"), country, NUMERALS[wen], str(wu)))

    def cards_text(self, cards) -> str:
        return join_list(self.card_text(c) for c in cards)

    def column_name(self, col: int) -> str:
        return (self.tr("the King column (王)"), self.tr("the Queen column (后)"),
                self.tr("the Prince column (公子)"))[col]

    def fight_name(self, kind: str) -> str:
        return self.tr("Civil fight (文)") if kind == "文" else self.tr("Military fight (武)")

    def fight_hint(self, kind: str) -> str:
        """Which of a card's two numbers counts in a fight of this kind (the seed's 文 / 武)."""
        return (self.tr("Civil (文) counts: 一…九") if kind == "文"
                else self.tr("Military (武) counts: 1…9"))

    def round_card_tip(self, card: str, phase: int) -> str:
        """The round card's tooltip: what each of its two characters means."""
        if len(card) < 2:
            return ""
        return arg(self.tr("Round card %1: phase 1 is a %2, phase 2 a %3. Now: phase %4."),
                   card, self.fight_name(card[0]), self.fight_name(card[1]), str(phase))

    def card_tip(self, code: str, obs: dict, seat: int) -> str:
        """A card's tooltip: its country, its 文 and 武 numbers, and what it counts for
        `seat` in this phase — 尊 (+10) when it is of the seat's own country. The number is
        the engine's own (combos.card_value, the seed's 「尊牌：就是己國的牌。比較數字時加10計算」)."""
        country = COUNTRY_OF.get(code)
        if country is None:
            return ""
        kind = obs.get("phase_type") or "文"
        wen, wu = NUMBERS[code]
        value = str(card_value(code, kind, seat))
        # (the card's name says its country: "Qi 九/1", "Qi King")
        numbers = (self.card_text(code), NUMERALS[wen], str(wu))
        if country == seat:
            return arg(self.tr("%1 · civil (文) %2 · military (武) %3\nYour own country's card, 尊: it counts %4 "
                               "in this fight (%5 + 10)."), *numbers, value, str(number(code, kind)))
        return arg(self.tr("%1 · civil (文) %2 · military (武) %3\nAnother country's card: it counts %4 in this "
                           "fight."), *numbers, value)

    def pledge_rule(self) -> str:
        """The 押 rule in one line (文牌數順法則), shown while a pledge is legal."""
        return self.tr("Pledge (押): one card under a gold column, its civil number at most "
                       "the covered card's (文牌數順).")

    def big_sides_lines(self, obs: dict) -> list[tuple[str, str]]:
        """大勝方 and 大亂方, always in words: who they are, or that nobody is yet."""
        winner, loser = obs.get("big_winner"), obs.get("big_loser")
        return [(arg(self.tr("Big winner (大勝方): %1"), self.name(winner)) if winner is not None
                 else self.tr("Big winner (大勝方): nobody yet"), "#ffd75e"),
                (arg(self.tr("Big loser (大亂方): %1 (−%2)"), self.name(loser),
                     str(obs.get("loss_count", 1))) if loser is not None
                 else self.tr("Big loser (大亂方): nobody yet"), "#ff8a80")]

    def combo_name(self, combo: str) -> str:
        return {"single": self.tr("single card"), "same": self.tr("same numbers (同子)"),
                "straight": self.tr("straight (順子)")}.get(combo, combo)

    def why_not_text(self, code: str, params: dict) -> str:
        """Why a selection, pledge or loss is refused (engine/games/primatum/explain.py)."""
        if code == "follow_shape":
            return self.follow_shape(str(params.get("shape")), int(params.get("size", 1)))
        card = self.card_text(params["card"]) if params.get("card") else ""
        words = {
            "no_combination": self.tr("No single, same numbers (同子) or straight (順子) of your "
                                      "hand holds %1."),
            "follow_too_low": self.tr("Too low: the play to beat is worth %1, these cards at most %2."),
            "must_lead": self.tr("You passed first in a drawn bout: now you must lead (先)."),
            "pledge_not_now": self.tr("Only the winner of a bout in phase 1 may pledge (押), "
                                      "before leading again."),
            "pledge_too_high": self.tr("%1 cannot go under %2: a pledge's 文 number must be ≤ the "
                                       "covered card's."),
            "pledge_second_head": self.tr("A territory may have only one Queen and one Prince "
                                          "heading its columns."),
            "pledge_regent_own": self.tr("Only a card of your own country can head an empty "
                                         "column as regent (攝政官)."),
            "take_neutral": self.tr("Take the neutral hand first (摸)."),
            "choose_loss": self.tr("Choose the column of your territory that loses cards."),
            "lose_king": self.tr("The King column loses cards only when no other column can."),
            "lose_empty": self.tr("That column has no cards to lose."),
            "pledge_pick_card": self.tr("Choose the card to pledge (押) from your hand first, "
                                        "then its column."),
        }
        text = words.get(code, "")
        if code == "no_combination":
            return arg(text, self.cards_text(params.get("cards", [])))
        if code == "follow_too_low":
            return arg(text, str(params.get("value")), str(params.get("best")))
        if code == "pledge_too_high":
            return arg(text, card, self.card_text(params["covered"]))
        return text

    # ---- table texts ------------------------------------------------------------------------
    def round_start_text(self, rnd, card: str, start) -> str:
        return arg(self.tr("Round %1 begins: round card %2; %3 starts."), str(rnd), card, self.name(start))

    def bout_title(self, obs: dict) -> str:
        bout = obs.get("bout") or {}
        plays = bout.get("plays") or []
        if obs.get("stage") == "over":
            return self.tr("The game is over.")
        if obs.get("stage") == "loss":
            return arg(self.tr("%1 chooses the column that loses territory."), self.name(obs.get("big_loser")))
        if obs.get("stage") == "draw":
            return arg(self.tr("%1 takes the neutral hand."), self.name(obs.get("big_winner")))
        if plays:
            last = plays[-1]
            return arg(self.tr("To beat: %1, %2"), str(last["value"]), self.combo_name(last["combo"]))
        who = self.name(obs.get("current_player"))
        if bout.get("must_lead"):
            return arg(self.tr("Drawn bout: %1 must lead."), who)
        if bout.get("may_pledge"):
            return arg(self.tr("%1 won the bout: lead, pass or pledge."), who)
        if obs.get("last_bout_winner") is not None and obs.get("last_bout_winner") != obs.get(
                "current_player"):
            return arg(self.tr("Bout won by %1; %2 leads."), self.name(obs["last_bout_winner"]), who)
        return arg(self.tr("%1 leads."), who)

    def side_lines(self, obs: dict) -> list[tuple[str, str]]:
        lines = []
        if obs.get("neutral_taker") is not None:
            lines.append((arg(self.tr("%1 took the neutral hand"), self.name(obs["neutral_taker"])), "#d9e8dd"))
        lines += self.big_sides_lines(obs)
        lines.append((arg(self.tr("Played this round: %1"), str(len(obs.get("pile") or []))),
                      "#d9e8dd"))
        if obs.get("aside_count"):
            lines.append((arg(self.tr("Aside, face down: %1"), str(obs["aside_count"])),
                          "#d9e8dd"))
        lines.append((arg(self.tr("Round cards left: %1"), str(obs.get("round_deck_size", 0))), "#d9e8dd"))
        return lines

    def prompt_text(self, legal: list[dict], selected: list[str], obs: dict) -> str:
        kinds = {a["notation"].split()[0] for a in legal}
        if not legal:
            return ""
        if "lose" in kinds:
            return self.lose_prompt(obs.get("loss_count", 1))
        if "draw" in kinds:
            return self.tr("You are the big winner: take the neutral hand for phase 2.")
        pledge = "pledge" in kinds
        if len(selected) == 1 and pledge and any(
                a["notation"].startswith(f"pledge {selected[0]} ") for a in legal):
            return arg(self.tr("Play %1, or click a gold column to pledge it."), self.card_text(selected[0]))
        if pledge:
            return self.tr("You won the bout: select cards to lead, pass, or select one card and "
                           "click a column to pledge it.")
        if "play" not in kinds:
            return self.tr("You cannot beat this play: pass.")
        if (obs.get("bout") or {}).get("plays"):
            return self.tr("Select cards of the same kind that match or beat the play, or pass.")
        return self.tr("Select cards to lead: a single card, same numbers or a straight of 5+.")

    # ---- log ----------------------------------------------------------------------------------
    def describe_event(self, ev: dict) -> str:
        kind, who = ev.get("kind"), self.name(ev.get("seat"))
        handler = getattr(self, f"_say_{kind}", None)
        if handler is not None:
            return handler(ev, who)
        return str(kind)

    def _say_round_start(self, ev: dict, who: str) -> str:
        return self.round_start_text(ev.get("round"), ev.get("round_card", ""), ev.get("start"))

    def _say_play(self, ev: dict, who: str) -> str:
        text = self.tr("%1 leads %2 (%3)") if ev.get("lead") else self.tr("%1 plays %2 (%3)")
        return arg(text, who, self.cards_text(ev.get("cards") or []), str(ev.get("value")))

    def _say_pass(self, ev: dict, who: str) -> str:
        return arg(self.tr("%1 passes."), who)

    def _say_bout_won(self, ev: dict, who: str) -> str:
        return arg(self.tr("%1 wins the bout."), who)

    def _say_bout_drawn(self, ev: dict, who: str) -> str:
        return arg(self.tr("Everyone passed: a drawn bout; %1 must lead."), self.name(ev.get("first_passer")))

    def _say_pledge(self, ev: dict, who: str) -> str:
        text = {"restore": self.tr("%1 restores %3 with %2."),
                "regent": self.tr("%1 makes %2 regent of %3.")}.get(
            ev.get("role"), self.tr("%1 pledges %2 under %3."))
        return arg(text, who, self.card_text(ev.get("card", "Q1")), self.column_name(int(ev.get("column", 0))))

    def _say_big_winner(self, ev: dict, who: str) -> str:
        return arg(self.tr("%1 emptied their hand first: the big winner (大勝方)."), who)

    def _say_take_neutral(self, ev: dict, who: str) -> str:
        if ev.get("cards"):         # (the taker sees them)
            return arg(self.takes_neutral_cards(ev.get("count", 0)), who, self.cards_text(ev["cards"]))
        return arg(self.takes_neutral(ev.get("count", 0)), who)

    def _say_phase_start(self, ev: dict, who: str) -> str:
        return arg(self.tr("Phase 2: %1; %2 leads."), self.fight_name(ev.get("phase_type", "文")),
                   self.name(ev.get("leader")))

    def _say_big_loser(self, ev: dict, who: str) -> str:
        return arg(self.big_loser(ev.get("count", 1)), who)

    def _say_territory_loss(self, ev: dict, who: str) -> str:
        text = (self.tr("%1 loses %2 from %3. The King is lost!") if ev.get("lost_king")
                else self.tr("%1 loses %2 from %3."))
        return arg(text, who, self.cards_text(ev.get("cards") or []),
                   self.column_name(int(ev.get("column", 0))))

    def _say_round_end(self, ev: dict, who: str) -> str:
        return arg(self.tr("Round %1 is over."), str(ev.get("round")))

    def _say_game_over(self, ev: dict, who: str) -> str:
        return self.tr("The game is over.")

    def banner_text(self, ev: dict) -> tuple[str, str, str, float]:
        kind, who = ev.get("kind"), self.name(ev.get("seat"))
        if kind == "big_winner":
            return (arg(self.tr("%1: big winner (大勝方)"), who),
                    self.tr("First to empty their hand in phase 1"), "#ffd75e", 3.0)
        if kind == "big_loser":
            return (arg(self.tr("%1: big loser (大亂方)"), who),
                    self.loses(ev.get("count", 1)),
                    "#ff8a80", 3.0)
        if kind == "round_start":
            return (arg(self.tr("Round %1"), str(ev.get("round"))),
                    arg(self.tr("Round card %1; %2 starts"), ev.get("round_card", ""),
                        self.name(ev.get("start"))), "#ffffff", 2.0)
        if kind == "phase_start":
            return (arg(self.tr("Phase 2: %1"), self.fight_name(ev.get("phase_type", "文"))),
                    self.fight_hint(ev.get("phase_type", "文")), "#8fd3ff", 1.6)
        if kind == "bout_won":
            return arg(self.tr("%1 wins the bout"), who), "", "#e9f2ec", 0.5
        return "", "", "", 0.0

    # ---- a round's end ---------------------------------------------------------------------------
    def next_round_label(self) -> str:
        return self.tr("Next round")

    def round_summary(self, obs: dict) -> tuple[str, str, list[tuple[str, str]]]:
        """Title, message and (player, points) rows for the round-end announcement."""
        log = (obs.get("round_log") or [{}])[-1]
        title = arg(self.tr("Round %1 is over."), str(log.get("round", "")))
        lines = []
        if log.get("big_winner") is not None:
            lines.append(arg(self.tr("Big winner: %1"), self.name(log["big_winner"])))
        if log.get("big_loser") is not None:
            lines.append(arg(self.tr("%1, the big loser, lost %2 from %3."), self.name(log["big_loser"]),
                             self.cards_text(log.get("removed") or []),
                             self.column_name(int(log.get("column", 0)))))
        scores = obs.get("scores") or []
        order = sorted(range(len(scores)), key=lambda s: -scores[s])
        return title, "\n".join(lines), [(self.name(s), str(scores[s])) for s in order]

    # ---- the end --------------------------------------------------------------------------------
    def final_table(self, obs: dict, returns: list[int]) -> list[dict]:
        terrs = [t["columns"] for t in obs.get("territories") or []]
        order = list(obs.get("ranking") or sorted(range(len(returns)), key=lambda s: -returns[s]))
        table = standings(terrs, obs.get("start_order") or [0] * len(terrs)) if terrs else []
        depth = max([i + 1 for s in table for i, v in enumerate(s.rows) if v] or [1])
        out = []
        for seat in order:
            st = table[seat] if seat < len(table) else None
            rows = " · ".join(str(v) if v else "—" for v in st.rows[:depth]) if st else ""
            out.append({"seat": seat, "name": self.name(seat), "cards": st.cards if st else 0,
                        "palace": st.palace if st else 0, "rows": rows, "standing": st,
                        "points": str(returns[seat]) if seat < len(returns) else ""})
        return out

    def end_message(self, obs: dict, table: list[dict]) -> str:
        reason = obs.get("end_reason")
        if reason == "king_lost":
            log = obs.get("round_log") or [{}]
            lines = [arg(self.tr("%1 lost the King: the game ends at once."), self.name(log[-1].get("big_loser")))]
        elif reason == "no_deal":
            lines = [self.tr("No more cards could be dealt: the game ends.")]
        else:
            lines = [self.tr("Five rounds played.")]
        ties = [self.tie_text(a, b) for a, b in pairwise(table)
                if a["standing"] is not None and b["standing"] is not None]
        ties = [t for t in ties if t]
        lines += ties or [self.tr("Ranked by the number of cards on each territory.")]
        lines.append(self.tr("10 points per territory card; the winner +10, the last −10 "
                             "(never below 0)."))
        return "\n".join(lines)

    def tie_text(self, a: dict, b: dict) -> str:
        """Why a is ranked above b, one message each (no ": " glued on: Chinese has ：)."""
        kind, row, x, y = compare(a["standing"], b["standing"])
        first, second = a["name"], b["name"]
        if kind == "palace":
            return arg(self.tr("%1 ahead of %2: equal cards; palace cards %3 beats %4"),
                       first, second, str(x), str(y))
        if kind == "row":
            return arg(self.tr("%1 ahead of %2: equal cards and palace cards; row %3: %4 beats %5"),
                       first, second, str(row), str(x), str(y) if y else "—")
        if kind == "start":
            return arg(self.tr("%1 ahead of %2: all equal; %1 was the starting country later"),
                       first, second)
        return ""


def section_label(section: dict) -> str:
    """A replay's section: "Round 3" (each round deals new hands)."""
    return arg(QCoreApplication.translate("ReplayBar", "Round %1"), str(section.get("number", "")))
