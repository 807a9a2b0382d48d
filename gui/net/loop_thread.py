"""An asyncio event loop in a thread of its own, for the network's objects in the app.

The server (netplay/server.py) and the client (netplay/client.py) are asyncio objects; the
GUI thread must never wait on a socket, so each runs on a loop in a plain Python thread.
The GUI hands work over with `submit` (thread-safe) and hears back only through queued Qt
signals (gui/net/guest_link.py, hosting.py). `stop` is bounded: it never hangs the window.
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Coroutine
from typing import Any


class LoopThread:
    """One daemon thread running one asyncio loop until `stop`."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_forever()
        finally:
            pending = [t for t in asyncio.all_tasks(self.loop) if not t.done()]
            for task in pending:
                task.cancel()
            if pending:
                self.loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
            self.loop.close()

    @property
    def running(self) -> bool:
        return self._thread.is_alive() and not self.loop.is_closed()

    def submit(self, coro: Coroutine[Any, Any, Any]) -> concurrent.futures.Future | None:
        """Run `coro` on the loop; its future, or None (and the coroutine closed) once the
        loop is gone."""
        if not self.running:
            coro.close()
            return None
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def call(self, fn, *args: Any) -> None:
        """Call `fn(*args)` on the loop's thread (dropped once the loop is gone)."""
        if self.running:
            self.loop.call_soon_threadsafe(fn, *args)

    def stop(self, timeout: float = 3.0) -> None:
        """Stop the loop and wait at most `timeout` seconds for the thread."""
        if self.running:
            self.loop.call_soon_threadsafe(self.loop.stop)
        if threading.current_thread() is not self._thread:
            self._thread.join(timeout)
