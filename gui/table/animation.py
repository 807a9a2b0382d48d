"""AnimationQueue: card moves, flips and fades run as queued steps, in order.

Each step is a group of animations that run together (QParallelAnimationGroup);
the next step starts when it ends. Speed comes from settings (gui.userdata.prefs): at
"off" every step applies at once. `idle` is emitted when the queue empties.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QTimer,
    Signal,
)

from ..userdata import prefs

STEP_GRACE_MS = 2000
#: A card in flight is drawn above everything on the felt (stock, pile, plates, hands), and
#: goes back to its own stacking when it lands (issue 12: a card flew under the stock).
FLIGHT_Z = 10_000


class Step:
    """One queued step: property targets applied together, then an optional callback."""

    def __init__(self) -> None:
        self.targets: list[tuple[QObject, bytes, Any, float]] = []
        self.callbacks: list[Callable[[], None]] = []
        self.raised: list[tuple[QObject, float]] = []     # items in flight, their own z

    def move(self, item: QObject, pos: QPointF, weight: float = 1.0) -> Step:
        self.targets.append((item, b"pos", QPointF(pos), weight))
        return self

    def fade(self, item: QObject, opacity: float, weight: float = 1.0) -> Step:
        self.targets.append((item, b"opacity", float(opacity), weight))
        return self

    def prop(self, item: QObject, name: bytes, value: Any, weight: float = 1.0) -> Step:
        self.targets.append((item, name, value, weight))
        return self

    def then(self, callback: Callable[[], None]) -> Step:
        self.callbacks.append(callback)
        return self


class AnimationQueue(QObject):
    """Runs queued steps one after another; `idle` when nothing is left."""

    idle = Signal()

    def __init__(self, parent: QObject | None = None, duration_ms: int | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[Step] = deque()
        self._group: QParallelAnimationGroup | None = None
        self._fixed_ms = duration_ms
        self._running = False

    # ---- configuration -----------------------------------------------------------
    def duration_ms(self) -> int:
        return prefs.animation_ms() if self._fixed_ms is None else self._fixed_ms

    def set_duration_ms(self, ms: int | None) -> None:
        """Fix the speed (tests), or None to follow the setting."""
        self._fixed_ms = ms

    # ---- building steps ------------------------------------------------------------
    def step(self) -> Step:
        """A new step appended to the queue (fill it with move/fade/then); starts soon."""
        step = Step()
        self._queue.append(step)
        QTimer.singleShot(0, self, self._pump)
        return step

    def move(self, item: QObject, pos: QPointF) -> Step:
        return self.step().move(item, pos)

    def fade(self, item: QObject, opacity: float) -> Step:
        return self.step().fade(item, opacity)

    def flip(self, item: QObject, face_up: bool) -> None:
        """Two steps: squeeze to an edge, turn over, open again."""
        self.step().prop(item, b"xscale", 0.0, 0.5).then(lambda: item.set_face_up(face_up))
        self.step().prop(item, b"xscale", 1.0, 0.5)

    def call(self, callback: Callable[[], None]) -> Step:
        return self.step().then(callback)

    def pause(self, weight: float = 1.0) -> Step:
        """A step that only waits (weight x the move duration)."""
        step = self.step()
        step.targets.append((None, b"", None, weight))
        return step

    # ---- running ---------------------------------------------------------------------
    def is_busy(self) -> bool:
        return self._running or bool(self._queue)

    def finish_all(self) -> None:
        """Jump every queued step to its end state now (e.g. before a redraw)."""
        if self._group is not None:
            group, self._group = self._group, None
            group.finished.disconnect()
            group.stop()
            self._apply_end(self._current)
        self._running = False
        while self._queue:
            self._apply_end(self._queue.popleft())
        self.idle.emit()

    def _pump(self) -> None:
        if self._running:
            return
        ms = self.duration_ms()
        while self._queue:
            step = self._queue.popleft()
            if ms <= 0 or not any(_animates(t) for t in step.targets):
                try:
                    self._apply_end(step)
                except Exception:
                    # A failing callback must not leave the queue busy for ever (the worker
                    # waits for `idle`): go on with the next steps, then let it propagate.
                    QTimer.singleShot(0, self, self._pump)
                    raise
                continue
            self._start(step, ms)
            return
        self.idle.emit()

    def _start(self, step: Step, ms: int) -> None:
        group = QParallelAnimationGroup(self)
        for item, name, value, weight in step.targets:
            duration = max(1, int(ms * weight))
            if item is None:
                group.addAnimation(QPauseAnimation(duration, group))
                continue
            if not shiboken6.isValid(item):    # deleted since it was queued: nothing to move
                continue
            if name == b"pos" and hasattr(item, "setZValue"):
                step.raised.append((item, item.zValue()))
                item.setZValue(FLIGHT_Z + len(step.raised))
            anim = QPropertyAnimation(item, name, group)
            anim.setDuration(duration)
            anim.setEndValue(value)
            anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
            group.addAnimation(anim)
        self._running = True
        self._current = step
        self._group = group
        group.finished.connect(self._step_done)
        # Should the group never finish (a target deleted under it), the queue still moves on.
        longest = max(int(ms * t[3]) for t in step.targets)
        QTimer.singleShot(longest + STEP_GRACE_MS, self, lambda: self._overdue(group))
        group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _overdue(self, group: QParallelAnimationGroup) -> None:
        if self._group is group:
            self._group = None
            if shiboken6.isValid(group):
                group.finished.disconnect()
                group.stop()
            self._apply_end_targets(self._current)
            self._step_done()

    def _step_done(self) -> None:
        step = self._current
        self._group = None
        self._running = False
        self._apply_end_targets(step)            # exact end values, and the z of each flight
        try:
            for callback in step.callbacks:
                callback()
        finally:
            self._pump()

    @staticmethod
    def _apply_end_targets(step: Step) -> None:
        for item, z in step.raised:             # landed: back to its own stacking
            if shiboken6.isValid(item):
                item.setZValue(z)
        step.raised = []
        for item, name, value, _ in step.targets:
            if item is not None and shiboken6.isValid(item):
                item.setProperty(name.decode(), value)

    @classmethod
    def _apply_end(cls, step: Step) -> None:
        cls._apply_end_targets(step)
        for callback in step.callbacks:
            callback()


def _animates(target: tuple) -> bool:
    """A pause with a length, or a property of an item that still exists."""
    item, _, _, weight = target
    return weight > 0 if item is None else shiboken6.isValid(item)
