"""NetTable: an ordinary game table, fed by a GuestLink instead of the engine worker.

The table is the one a local game uses (gui/games/…, made by `make_table`); what differs is
only where its Turns come from and where its clicks go:

    GuestLink.turn ─► table.take_turn      table.ready(seq) ─► GuestLink.ready
    table.action_chosen(notation, move) ─► GuestLink.act
    hint / why-not / 托管 ─► the host (its answers come back as the worker's would)

Undo, Redo and the save slots are off (greyed, with a tooltip saying why): the game is the
host's, and a guest's program holds no State to take back or save. A dropped connection is
said above the chat while the link takes the seat back; a goodbye from the host ends the
game with its sentence (NetPlay, gui/net/net_play.py, takes the window home). Until the
host starts the game, a guest's felt is its waiting room (waiting_room.py): the seats around
the table, the room code, Leave.
"""
from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from engine.turn import Turn, TurnKind

from ..lang.i18n import LanguageManager
from ..userdata import prefs
from . import joined_tables, net_words
from .chat import ChatBar
from .guest_link import GuestLink
from .waiting_room import WaitingRoom


class NetTable(QObject):
    """Wires one table to one GuestLink (see the module docstring)."""

    autoplay_changed = Signal(bool)     # the host says 托管 plays this seat now (or not)
    leave_requested = Signal()          # Leave in a guest's waiting room

    def __init__(self, table: Any, link: GuestLink, parent: QObject | None = None,
                 hosting: bool = False) -> None:
        super().__init__(parent)
        self.table, self.link = table, link
        self.hosting = hosting        # the host's own seat: it starts the game, in the lobby
        self.last_turn: Turn | None = None
        self.turns_seen: list[Turn] = []     # every Turn that reached this table (tests read it)
        self.keep_turns = False
        self.started = bool(link.welcome.get("started"))
        self._seen: dict[int, tuple[str, bool]] = {}    # seat -> (guest's name, connected)
        self._lobbies = 0
        seat = link.seat or 0
        table.human_seat, table.human_seats = seat, [seat]
        self.chat = ChatBar()
        table.controls.addWidget(self.chat)
        self._wire_table()
        self._wire_link()
        LanguageManager.instance().language_changed.connect(self._language_changed)
        self.offline_actions()
        self._say_waiting()
        self.waiting_room: WaitingRoom | None = None
        if not hosting and not self.started:     # (the host waits in its lobby)
            self.waiting_room = WaitingRoom(link.welcome, link.seat, table.view)
            self.waiting_room.leave_requested.connect(self.leave_requested)
            if link.last_lobby is not None:
                self.waiting_room.show_lobby(link.last_lobby)

    def _wire_table(self) -> None:
        table, link = self.table, self.link
        table.ready.connect(link.ready)
        table.action_chosen.connect(link.act)
        table.hint_requested.connect(self._ask_hint)
        table.why_not.requested.connect(self._ask_why_not)
        table.autoplay_requested.connect(link.set_autoplay)
        table.skip_requested.connect(link.skip)
        self.chat.say_phrase.connect(lambda phrase: link.send_chat(phrase=phrase))
        self.chat.say_text.connect(lambda text: link.send_chat(text=text))

    def _wire_link(self) -> None:
        link = self.link
        link.turn.connect(self._on_turn)
        link.hint.connect(self._on_hint)
        link.why_not.connect(self._on_why_not)
        link.rejected.connect(self._on_rejected)
        link.notice.connect(self._on_notice)
        link.clock.connect(self._on_clock)
        link.lobby.connect(self._on_lobby)
        link.chat.connect(self.chat.add_line)
        link.connection_lost.connect(self._on_lost)
        link.connection_back.connect(self._on_back)

    def _say_waiting(self) -> None:
        waiting = self.chat.waiting
        waiting.setText(self.tr("Your table is open: press Start in the lobby when everyone "
                                "has sat down.") if self.hosting
                        else self.tr("Waiting for the host to start the game…"))
        waiting.setVisible(not self.started)

    def offline_actions(self) -> None:
        """Undo is off in a network game: the button says why (again after a language change,
        which rewrites the button's own tooltip)."""
        assist = self.table.assist
        assist.set_undo_state({})
        assist.bar.undo_button.setToolTip(self.tr(
            "Undo is off in a network game: the other players have seen the move"))

    # ---- the host's messages ------------------------------------------------------------
    @Slot(object)
    def _on_turn(self, turn: Turn) -> None:
        if self.waiting_room is not None:     # the game has begun: the felt is the game's
            self.waiting_room.close_room()
            self.waiting_room = None
        # The host names every guest's seat a human one; at this screen only one human
        # sits, so the table speaks to them ("Your turn", "You win!") as at a local game,
        # never as a hot-seat table (whose cover and named turns are for a shared screen).
        obs = turn.observation
        if obs.get("human_seats") not in (None, [turn.seat]):
            turn = dataclasses.replace(turn, observation={**obs, "human_seats": [turn.seat]})
        self.last_turn = turn
        if self.keep_turns:
            self.turns_seen.append(turn)
        if turn.result is not None and turn.kind is TurnKind.MOVE:
            self._count(turn)
        self.table.take_turn(turn)

    def _count(self, turn: Turn) -> None:
        """A network game ended: counted in this player's own statistics (marked network)."""
        from ..userdata import stats_file
        stats_file.record_game(self.table.game_id, stats_file.result_of(turn))
        stats_file.take_problems()
        client = getattr(self.link, "client", None)     # (the host's own seat has none)
        if client is not None:                          # no seat is kept at an ended game
            joined_tables.forget(self.link.address, client.room)

    @Slot(dict)
    def _on_clock(self, message: dict) -> None:
        """A person's move clock started: everyone sees how long they have."""
        seat, seconds = message.get("seat"), message.get("seconds")
        names = self.table.names
        if not isinstance(seat, int) or not 0 <= seat < len(names) or not isinstance(
                seconds, (int, float)) or seconds <= 0:
            return
        if seat == self.link.seat:
            text = self.tr("Your move: %n second(s) before the computer plays it for you.",
                           "", int(seconds))
        else:
            text = self.tr("%1 has %n second(s) to move.", "", int(seconds)).replace(
                "%1", names[seat])
        self.table.set_status(text)

    @Slot(dict)
    def _on_hint(self, hint: dict) -> None:
        self.table.assist.on_hint(hint)

    @Slot(dict)
    def _on_why_not(self, answer: dict) -> None:
        if not answer.get("legal") and answer.get("code"):
            self.table.why_not.show_reason({"attempt": answer.get("attempt"),
                                            "code": answer["code"],
                                            "params": dict(answer.get("params") or {})})

    @Slot(dict)
    def _on_rejected(self, answer: dict) -> None:
        table = self.table
        text = net_words.rejected(str(answer.get("code")))
        if text:
            table.set_status(text)
        last = self.last_turn
        # A refused click (an illegal one; a stale one has its next Turn on the way): the
        # moves of the position on show come back, as they were before the click.
        if (answer.get("request") == "action" and last is not None and last.legal
                and answer.get("move") == last.move and not table.queue.pending()):
            table.legal = list(last.legal)
            table.show_legal(table.legal)

    @Slot(dict)
    def _on_notice(self, answer: dict) -> None:
        text = net_words.notice(str(answer.get("code")))
        if text:
            self.table.set_status(text)

    @Slot(dict)
    def _on_lobby(self, lobby: dict) -> None:
        self.started = bool(lobby.get("started"))
        self._say_waiting()
        seats = lobby.get("seats") or []
        if self.waiting_room is not None:
            self.waiting_room.show_lobby(lobby)
        self._note_comings_and_goings(seats)
        self.table.set_bot_seats({s["seat"] for s in seats if s.get("kind") == "bot"
                                  or (s.get("kind") == "guest" and s.get("autoplay")
                                      and s["seat"] != self.link.seat)})
        # another person who lost the connection: marked, and never "… is thinking"
        self.table.away.set({s["seat"]: bool(s.get("autoplay")) for s in seats
                             if s.get("kind") == "guest" and s.get("connected") is False
                             and s.get("seat") != self.link.seat})
        mine = next((s for s in seats if s.get("seat") == self.link.seat), None)
        if mine is not None and bool(mine.get("autoplay")) != self.table.assist.autoplay_on:
            self.table.assist.set_autoplay(bool(mine.get("autoplay")))
            self.autoplay_changed.emit(bool(mine.get("autoplay")))

    def _note_comings_and_goings(self, seats: list[dict]) -> None:
        """A line in the chat when another player sits down, loses the connection or is
        back (the lobby message says who is connected; the first one says nothing)."""
        first = self._lobbies == 0
        self._lobbies += 1
        for seat in seats:
            index = seat.get("seat")
            if seat.get("kind") != "guest" or index == self.link.seat:
                self._seen.pop(index, None)
                continue
            name, connected = str(seat.get("name") or ""), bool(seat.get("connected"))
            before = self._seen.get(index)
            self._seen[index] = (name, connected)
            if first:
                continue
            if before is None or before[0] != name:
                self.chat.add_note("joined", name)
            elif before[1] and not connected:
                self.chat.add_note("lost", name)
            elif connected and not before[1]:
                self.chat.add_note("back", name)

    @Slot()
    def _on_lost(self) -> None:
        self.chat.connection.setText(self.tr(
            "The connection to the table was lost: trying to get it back… (the computer "
            "plays your seat meanwhile)"))
        self.chat.connection.show()

    @Slot()
    def _on_back(self) -> None:
        self.chat.connection.hide()

    # ---- the player's questions ---------------------------------------------------------------
    def _ask_hint(self) -> None:
        level = "hard" if prefs.strong_hints() else "normal"
        self.link.ask_hint(self.table.move, level)

    def _ask_why_not(self, attempt: str) -> None:
        self.link.ask_why_not(attempt, self.table.move)

    @Slot(str)
    def _language_changed(self, _lang: str) -> None:
        QTimer.singleShot(0, self, self.offline_actions)   # after the table has retranslated
        self._say_waiting()
        if self.chat.connection.isVisible():
            self._on_lost()
