"""The lesson coach on a game's table (issue 17): one step at a time, as the lesson says.

The lesson arrives from the worker as plain data (`info["lesson"]`, gui/worker/lessons.py):
steps of three kinds (notes/tutorial-format.md, engine/tutorial/):

- **info** — the bubble says something, "Next" goes on. The opponents wait meanwhile: the
  table stays busy (`holds()`), so the worker's next bot move waits for the table, as it
  waits for a hand's summary.
- **do** — wait for the learner's turn; only the step's notations are let through to the
  engine (`allows()`, asked by GameTable.choose). Another legal move is held back with the
  step's `wrong` words (or general ones); a click on a card that cannot be played gets the
  table's usual "why not" line. Either way the right move still works, and after two
  wrong tries "Show me" plays it.
- **watch** — the opponents play until it is the learner's turn again or the hand ends.

The coach follows what the table has *shown* (its legal actions on show, the events it
has logged, animations done) on a short timer, so it works on every table without hooks in
each. The highlights are the game's own business: `gui/games/<id>/coach_marks.py` turns a
step's names into scene rectangles.
"""
from __future__ import annotations

import functools

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, QTimer, Signal

from ..lang.arg import arg
from ..lang.i18n import current_language
from ..style import set_hinted
from .bubble import HAND_WEIGHT, CoachBubble, CoachMarks, bubble_spot
from .lessons import mark_done, next_lesson, pick

TICK_MS = 120
# Events that end a hand (a watch step stops there, as engine.tutorial's play-through does).
HAND_ENDS = {"hand_end", "round_end", "match_end", "game_end"}
SHOW_AFTER = 2          # wrong tries before "Show me"


class Coach(QObject):
    """Runs one lesson on `table`; see the module docstring."""

    next_lesson_requested = Signal(str, str)     # game id, lesson id
    list_requested = Signal(str)                 # game id
    completed = Signal(str, str)                 # game id, lesson id (progress saved)

    def __init__(self, table, lesson: dict) -> None:
        super().__init__(table)
        self.table = table
        self.game_id = str(lesson.get("game") or table.game_id)
        self.lesson = lesson
        self.steps: list[dict] = list(lesson.get("steps") or [])
        self.index = 0
        self.wrong_tries = 0
        self.wrong_text: dict | None = None       # the words for the last refused move
        self.complete = False
        self._watch_from = 0
        self._place_key: tuple = ()
        self._spot = None                   # where the bubble stands (kept between steps)
        self._spot_for: tuple = ()          # … on the felt of this place and size
        self._width = 0                     # … and its width
        self._outlined: list = []           # buttons given the hint's outline
        self._said_over = False             # "Lesson complete" said with the game over
        self._put_away = False              # the finished lesson's note was closed
        # the game's coach marks as its table declares them (None: words only)
        self._marks_module = getattr(table.parts, "marks", None)
        self.marks = CoachMarks(table.view.viewport())
        self.bubble = CoachBubble(table)
        self.bubble.clicked.connect(self._button)
        self.bubble.language_changed.connect(self.say)
        table.why_not.requested.connect(self._refused_attempt)
        table.coach = self
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.timer.start()
        self._enter_step()

    # ---- asked by the table ----------------------------------------------------------------
    def step(self) -> dict | None:
        return None if self.complete or self.index >= len(self.steps) else self.steps[self.index]

    def holds(self) -> bool:
        """True while the opponents must wait: an info step on show. Once the lesson is
        complete the hand may be played on freely."""
        step = self.step()
        return step is not None and step["kind"] == "info"

    def last_step(self) -> bool:
        """The step on show is the last: its button says "Finish lesson", not "Next"."""
        return not self.complete and self.index == len(self.steps) - 1

    def allows(self, notation: str) -> bool:
        """May the learner's `notation` go to the engine? A DO step's own move: yes (and the
        next step shows); anything else is held back with a word why."""
        step = self.step()
        if step is None:
            return True                 # the lesson is over: play on as you like
        if step["kind"] == "do":
            if step.get("do") is None or notation.strip() in step["do"]:
                self._advance()
                return True
            self.wrong_text = step.get("wrong") or None
            self._wrong_try()
            return False
        self.wrong_text = None
        self._wrong_try(self.tr("First read the coach's note, then press Finish lesson.")
                        if self.last_step() else
                        self.tr("First read the coach's note, then press Next."))
        return False

    def next_step(self) -> None:
        """The note's Next, from the keyboard (Enter on the table, gui/table/keyboard.py)."""
        self._button("next")

    # ---- the steps -------------------------------------------------------------------------
    def _enter_step(self) -> None:
        self.wrong_tries, self.wrong_text = 0, None
        self._generic_wrong = ""
        if self.index >= len(self.steps):
            self._complete()
            return
        self._watch_from = len(self.table.log.events)
        self.say()
        self.table.update_status()     # "… waits until you press Next" or whose turn it is
        self.table.check_ready()       # the opponents may go on unless this step holds them

    def _advance(self) -> None:
        self.index += 1
        self._enter_step()

    def _complete(self) -> None:
        self.complete = True
        lesson_id = str(self.lesson.get("id", ""))
        mark_done(self.game_id, lesson_id)
        self.say()
        self.table.update_status()
        self.table.check_ready()        # the opponents may play on
        self.completed.emit(self.game_id, lesson_id)

    def _wrong_try(self, generic: str = "") -> None:
        self.wrong_tries += 1
        self._generic_wrong = generic
        self.say()

    def _refused_attempt(self, _attempt: str) -> None:
        """A click the engine refuses (the table asks why): a wrong try too."""
        step = self.step()
        if step is not None and step["kind"] == "do":
            self.wrong_text = None
            self._wrong_try()

    def _button(self, key: str) -> None:
        step = self.step()
        if key == "next" and step is not None and step["kind"] == "info":
            self._advance()
        elif key == "show" and self._expected() is not None:
            self.table.choose(self._expected())
        elif key == "next_lesson":
            following = next_lesson(self.game_id, str(self.lesson.get("id", "")))
            if following:
                self.next_lesson_requested.emit(self.game_id, following)
        elif key == "list":
            self.list_requested.emit(self.game_id)
        elif key == "close" and self.complete:
            # "You may play the hand on": the note no longer covers the table while you do
            self._put_away = True
            self.bubble.hide()

    def _expected(self) -> str | None:
        """The move "Show me" plays: the step's first notation, when the table offers it."""
        step = self.step()
        if step is None or step["kind"] != "do" or not step.get("do"):
            return None
        # (a whole play may be more than one legal step, 天地人's kickers: the engine checks it)
        return step["do"][0] if self.table.legal else None

    def _tick(self) -> None:
        """Follow the table: a watch step ends when the learner's turn or a hand's end has
        been shown; the highlights follow the cards; the bubble stays clear of them."""
        step = self.step()
        table = self.table
        if step is not None and step["kind"] == "watch" and not table.anim.is_busy():
            shown = table.log.events[self._watch_from:]
            if (table.legal or table.observation.get("is_over")
                    or any(ev.get("kind") in HAND_ENDS for ev in shown)):
                self._advance()
        if self.complete and self._game_over() != self._said_over:
            self.say()                  # the game ended after the lesson: nothing to play on
        self._show_marks()
        self._place()
        self._show_buttons()

    def _game_over(self) -> bool:
        return bool(self.table.observation.get("is_over")) or self.table.result.result is not None

    # ---- what the learner sees -------------------------------------------------------------
    def say(self) -> None:
        """The bubble in the current language (again after a language switch)."""
        lang = current_language()
        bubble = self.bubble
        title = pick(self.lesson.get("title") or {}, lang)
        if self.complete:
            bubble.title.setText(title)
            self._said_over = self._game_over()
            bubble.text.setText(self.tr("Lesson complete!") if self._said_over
                                else self.tr("Lesson complete! You may play the hand on."))
            bubble.wrong.hide()
        else:
            step = self.steps[self.index]
            bubble.title.setText(arg(self.tr("%1 · step %2 of %3"), title, str(self.index + 1), str(len(self.steps))))
            bubble.text.setText(pick(step.get("say") or {}, lang))
            wrong = ""
            if self.wrong_tries:
                wrong = (pick(self.wrong_text, lang) if self.wrong_text else self._generic_wrong
                         or self.tr("Not this one: look at the highlighted cards."))
            bubble.wrong.setText(wrong)
            bubble.wrong.setVisible(bool(wrong))
        last = self.complete or self.last_step()
        bubble.buttons["next"].setText(self.tr("Finish lesson") if last else self.tr("Next"))
        bubble.buttons["show"].setText(self.tr("Show me"))
        bubble.buttons["next_lesson"].setText(self.tr("Next lesson"))
        bubble.buttons["list"].setText(self.tr("Back to the list"))
        bubble.buttons["close"].setText(self.tr("Close"))
        self._place_key = ()
        self._show_buttons()
        self._place()
        if not self._put_away:
            self.bubble.show()
            self.bubble.raise_()

    def _show_buttons(self) -> None:
        step = self.step()
        buttons = self.bubble.buttons
        wanted = {
            "next": step is not None and step["kind"] == "info",
            "show": self.wrong_tries >= SHOW_AFTER and self._expected() is not None,
            "next_lesson": self.complete and next_lesson(
                self.game_id, str(self.lesson.get("id", ""))) is not None,
            "list": self.complete, "close": self.complete}
        changed = False
        for key, on in wanted.items():
            if buttons[key].isVisibleTo(self.bubble) != on:
                buttons[key].setVisible(on)
                changed = True
        if changed:
            self._place_key = ()

    def marks_of(self, name: str) -> list:
        """The scene rectangles of one highlight name on this table ([] when it cannot be
        placed now: the coach skips it)."""
        if self._marks_module is None:
            return []
        try:
            return list(self._marks_module.marks(self.table, name) or [])
        except (AttributeError, KeyError, TypeError, RuntimeError):
            return []               # an item gone mid-redraw: placed again at the next tick

    def _highlights(self) -> list[QRect]:
        """The step's highlighted things, in the viewport's pixels."""
        step = self.step()
        if step is None or self._marks_module is None:
            return []
        view = self.table.view
        return [view.mapFromScene(rect).boundingRect()
                for name in step.get("highlight") or [] for rect in self.marks_of(name)]

    def _show_marks(self) -> None:
        rects = self._highlights()
        self.marks.set_rects(rects, self._boxes() if rects else [])
        if rects:
            self.marks.raise_()
        self._outline_buttons()

    def _boxes(self) -> list[QRect]:
        """What the table shows, in the viewport's pixels (a card by its face): the frames
        round the highlights go round these, not through them (CoachMarks)."""
        view = self.table.view
        out = []
        for item in view.scene().items():
            if not item.isVisible() or item.effectiveOpacity() < 0.01:
                continue
            face = getattr(item, "face_rect", None)
            rect = item.mapRectToScene(face()) if callable(face) else item.sceneBoundingRect()
            out.append(view.mapFromScene(rect).boundingRect())
        return out

    def _outline_buttons(self) -> None:
        """The buttons below the felt that make a highlighted action get the hint's outline
        (the game's coach_marks.buttons); the ones outlined before lose it."""
        step = self.step()
        wanted = []
        finder = getattr(self._marks_module, "buttons", None)
        if step is not None and finder is not None:
            for name in step.get("highlight") or []:
                try:
                    wanted += [b for b in finder(self.table, name) if b not in wanted]
                except (AttributeError, KeyError, IndexError, RuntimeError):
                    continue
        for button in self._outlined:
            if button not in wanted:
                try:
                    set_hinted(button, False)
                except RuntimeError:        # a choice's button already deleted
                    pass
        for button in wanted:
            if button not in self._outlined:
                set_hinted(button, True)
        self._outlined = wanted

    def _place(self) -> None:
        """Put the bubble where it hides least of the highlights and the hand."""
        table, view = self.table, self.table.view
        origin = view.mapTo(table, view.rect().topLeft())
        area = QRect(origin, view.size())
        scale = view.transform().m11()
        width = max(240, min(int(460 * min(1.4, max(1.0, scale))), int(area.width() * 0.46)))
        rects = self.marks.rects if self.marks.isVisible() else []
        clear = self._keep_clear()
        key = (area.x(), area.y(), area.width(), area.height(), width, tuple(map(tuple, (
            r.getRect() for r in rects))), tuple(r.getRect() for r, _ in clear),
            table.overlay.isVisible())
        if key == self._place_key:
            return
        if key[:5] != self._spot_for:
            # a new size: placed afresh
            self._spot, self._spot_for, self._width = None, key[:5], width
        self._place_key = key
        self.bubble.set_text_scale(scale)
        def shift(r: QRectF) -> QRectF:                 # viewport -> table coordinates
            return r.translated(origin)
        avoid = [(shift(r), 10) for r in rects] + [(shift(r), weight) for r, weight in clear]
        if table.overlay.isVisible():                   # a hand's summary: keep its middle free
            panel = QRect(area.left() + area.width() // 4, area.top() + area.height() // 5,
                          area.width() // 2, area.height() * 3 // 5)
            avoid.append((panel, 5))
        # As wide as the felt when that covers less: at 800×600 the heaven announcement
        # leaves only a low strip free, over the hand (the bubble covered the lines it
        # explained, issue 34).
        self._width, spot = self._best_spot(area, avoid, (width, area.width() - 16))
        self._spot = spot.toPoint()
        self.bubble.move(self._spot)
        self.bubble.raise_()

    def _best_spot(self, area: QRect, avoid: list, widths: tuple[int, ...]) -> tuple[int, QPointF]:
        """The width and the spot that cover least (bubble_spot's measure); the width on
        show wins a tie, so that the bubble and its Next stay put from step to step."""
        best = None
        for width in dict.fromkeys((self._width, *widths)):
            self.bubble.fit_width(width, self._step_texts())
            keep = self._spot if width == self._width else None
            spot, cost = bubble_spot((width, self.bubble.height()), area, avoid, keep)
            if best is None or cost < best[2]:
                best = (width, spot, cost)
        if self.bubble.width() != best[0]:
            self.bubble.fit_width(best[0], self._step_texts())
        return best[0], best[1]

    def _keep_clear(self) -> list[tuple[QRect, int]]:
        """What the bubble should not cover when it can help it (the game's keep_clear, in
        the viewport's pixels): the hand as one block (54 overlapping cards count once,
        HAND_WEIGHT); a rectangle the game gives with a weight of its own (天地人's heaven
        announcement, which a step may be explaining) on its own."""
        if self._marks_module is None or not hasattr(self._marks_module, "keep_clear"):
            return []
        view = self.table.view
        try:
            given = list(self._marks_module.keep_clear(self.table))
        except (AttributeError, RuntimeError):
            return []
        hand = [view.mapFromScene(r).boundingRect() for r in given if not isinstance(r, tuple)]
        out = [(view.mapFromScene(r).boundingRect(), weight) for r, weight in
               (g for g in given if isinstance(g, tuple))]
        if hand:
            out.append((functools.reduce(QRect.united, hand), HAND_WEIGHT))
        return out

    def _step_texts(self) -> list[str]:
        """Every step's words in the language on show (the bubble is as tall as the longest)."""
        lang = current_language()
        return [pick(step.get("say") or {}, lang) for step in self.steps]

    def detach(self) -> None:
        """The lesson's table goes: stop following it."""
        self.timer.stop()
        self.bubble.hide()
        self.marks.hide()
        if getattr(self.table, "coach", None) is self:
            self.table.coach = None
