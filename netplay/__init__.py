"""Play together on a local network (issue 27): one copy of Jiupai hosts a table, friends join
it from their own computers, bots fill the empty seats.

Pure Python, no Qt: the app's dialogs (phase 2) and the headless command line (`jiupai host`,
`jiupai join`) sit on the same pieces.

- `protocol` — the messages (JSON over WebSocket) and the checks every incoming one passes.
- `seats` — who sits where: open seats, bots, guests with their secret keys.
- `authority` — what the server needs from whoever holds the game (the interface).
- `headless` — that holder without a window: the `Session`, the bots, on an asyncio loop.
- `server` — the host: connections, the handshake, limits, the dropped seat's wait.
- `client` — the guest: connect, hello, Turns in, actions out, rejoin with the key.
- `table_file` — the host's autosave, which reopens the table with its seats and keys.
- `discovery` — the table advertised and found with mDNS/DNS-SD (zeroconf).
- `words` — the English sentences a player reads (marked for translation).
- `cli` — `jiupai host …`, `jiupai join …`, `jiupai tables` (dispatched by
  gui/system/commands.py).

docs/network.md describes the protocol message by message and the trust model.
"""
