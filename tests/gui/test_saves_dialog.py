"""Saves dialog: each slot a card; a damaged slot shows its problem; the others still work."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

import engine
from gui.dialogs.saves import EMPTY, SavesDialog


def _fill(store):
    game = engine.create("tiny", 3)
    meta = {"names": ["Me", "A", "B"], "human_seat": 0, "score_line": "Me 0 · A 0 · B 0"}
    store.save("1", game.new_state(seed=1), meta)
    store.save("2", game.new_state(seed=2), meta)
    store.save("autosave", game.new_state(seed=3), meta)
    path = store.path("2")
    path.write_text(path.read_text(encoding="utf-8")[:40], encoding="utf-8")  # truncated


def test_damaged_slot_listed_with_problem(qtbot, tiny, store):
    _fill(store)
    dialog = SavesDialog(store, "load")
    qtbot.addWidget(dialog)
    damaged = dialog.card("2")
    assert damaged.title.text() == "Slot 2 · Damaged"
    assert "damaged" in damaged.line_texts()[0]
    dialog.select("2")
    assert not dialog.load_button.isEnabled() and dialog.delete_button.isEnabled()
    assert "damaged" in dialog.problem.text()
    assert "Me, A, B" in dialog.card("1").line_texts()
    assert dialog.card("1").line_texts()[0].startswith("Slot 1 · ")
    # the eight free slots are one card, not eight rows of "(empty)"
    assert [card.key for card in dialog.grid.cards] == ["autosave", "1", "2", EMPTY]
    assert dialog.card(EMPTY).line_texts() == ["8 empty slots"]
    dialog.select(EMPTY)
    assert not dialog.load_button.isEnabled() and not dialog.delete_button.isEnabled()
    dialog.select("1")
    assert dialog.load_button.isEnabled()
    with qtbot.waitSignal(dialog.load_requested) as blocker:
        dialog.load_button.click()
    assert blocker.args == ["1"]
    state, info = store.load("1")  # the good slot still loads
    assert info.names == ["Me", "A", "B"]


def test_cards_are_chosen_by_keyboard_and_named_for_a_screen_reader(qtbot, tiny, store):
    _fill(store)
    dialog = SavesDialog(store, "load")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    first = dialog.grid.cards[0]
    first.setFocus()
    assert dialog.selected_slot() == "autosave"
    assert first.accessibleName().startswith("Tiny — Autosave · ")
    qtbot.keyClick(first, Qt.Key.Key_Right)
    assert dialog.selected_slot() == "1" and dialog.focusWidget() is dialog.card("1")
    with qtbot.waitSignal(dialog.load_requested) as blocker:
        qtbot.keyClick(dialog.card("1"), Qt.Key.Key_Return)
    assert blocker.args == ["1"]


def test_the_pictures_of_the_tables_fill_in(qtbot, tiny, store):
    """Each good slot gets a picture of its table, drawn from its record off the GUI thread,
    and drawn on the GUI thread only once the list is on the screen (the list first: no
    table is made or drawn in the pass that opens the dialog)."""
    _fill(store)
    dialog = SavesDialog(store, "load")
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.pictures._pending == 0, timeout=30000)   # all replayed
    for _ in range(10):                    # passes enough for the steps of both pictures
        QApplication.processEvents()
    assert dialog.pictures.longest_ms == 0 and dialog._drawn == {}    # no step has run
    assert dialog.pictures.busy()                                     # they wait to be shown
    dialog.show()
    placeholder = dialog.card("1").picture.pixmap().toImage()
    qtbot.waitUntil(lambda: not dialog.pictures.busy(), timeout=30000)
    assert set(dialog._drawn) == {"1", "autosave"}
    assert dialog.card("1").picture.pixmap().toImage() != placeholder


def test_no_picture_step_runs_beside_the_pictures_thread(qtbot, tiny, store):
    """The pictures' thread and the GUI thread's picture steps are Python on one GIL: a step
    that ran beside the thread's work waited for it inside its pass (18–21 ms of wall clock
    for 9–10 ms of its own). While the thread works, no step runs; when it is free, the
    pictures come."""
    import threading

    from gui.dialogs import table_picture
    from gui.system import picture_thread
    table_picture._CACHE.clear()        # drawn by an earlier test of this process: not again
    _fill(store)
    dialog = SavesDialog(store, "load")
    qtbot.addWidget(dialog)
    release = threading.Event()
    picture_thread.pool().start(lambda: release.wait(30))   # queued after the first file
    try:
        qtbot.waitUntil(lambda: dialog.pictures._pending < 2, timeout=30000)    # replayed
        assert picture_thread.busy()
        dialog.show()
        qtbot.waitExposed(dialog)
        for _ in range(20):             # passes enough for steps started by a 0 ms timer
            QApplication.processEvents()
        assert dialog.pictures.steps_run == [] and dialog._drawn == {}
    finally:
        release.set()
    qtbot.waitUntil(lambda: not dialog.pictures.busy(), timeout=30000)
    assert set(dialog._drawn) == {"1", "autosave"}


def test_delete_and_overwrite_confirm(qtbot, tiny, store, monkeypatch):
    _fill(store)
    answers = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: answers.append(a[2]) or QMessageBox.StandardButton.Yes)
    dialog = SavesDialog(store, "save", can_save=True)
    qtbot.addWidget(dialog)
    assert dialog.selected_slot() == "3"           # the "Save here" tile: the first free slot
    assert dialog.grid.cards[0].title.text() == "Save here"
    dialog.select("2")
    dialog.delete_button.click()
    assert store.info("2") is None and answers
    dialog.select("1")
    with qtbot.waitSignal(dialog.save_requested) as blocker:
        dialog.save_button.click()
    assert blocker.args == ["1"] and len(answers) == 2  # overwrite asked
    dialog2 = SavesDialog(store, "save", can_save=True)
    qtbot.addWidget(dialog2)
    dialog2.select("autosave")
    assert not dialog2.save_button.isEnabled()  # the autosave is not a manual slot
    dialog2.select("2")                          # the free slot: saved without a question
    with qtbot.waitSignal(dialog2.save_requested) as blocker:
        dialog2.save_button.click()
    assert blocker.args == ["2"] and len(answers) == 2


def test_a_folder_of_hostile_files_lists_every_good_slot_and_names_every_bad_one(
        qtbot, store, monkeypatch):
    """Issue 10: one bad file made the whole list '(empty)' and 'Save here' overwrote a
    real game without asking."""
    import json

    from engine.saves import SLOTS
    from tests.test_saves import good_doc, hostile_files
    doc = good_doc(store, "1")
    good_doc(store, "autosave")
    cases = list(hostile_files(doc).items())[:9]
    bad_slots = [s for s in SLOTS if s not in ("1", "autosave")]
    for slot, (_name, (data, _)) in zip(bad_slots, cases, strict=False):
        store.path(slot).write_bytes(data)
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.No)
    dialog = SavesDialog(store, "save", can_save=True)
    qtbot.addWidget(dialog)
    assert "A, B, C" in dialog.card("1").line_texts()
    assert "A, B, C" in dialog.card("autosave").line_texts()
    for slot, (name, (_, word)) in zip(bad_slots, cases, strict=False):
        card = dialog.card(slot)
        assert card.title.text() == f"Slot {slot} · Damaged", name
        # the player reads why in words of their language; the engine's detail is the log's
        assert card.line_texts() == ["the file is damaged or was edited, so "
                                     "Jiupai cannot read it."], name
        assert word in store.info(slot).error, name
    saved = []
    dialog.save_requested.connect(saved.append)
    for slot in ("1", bad_slots[0]):            # a filled and a damaged slot: both ask
        dialog.select(slot)
        dialog.save_button.click()
    assert len(asked) == 2 and "damaged" in asked[1] and saved == []
    assert json.loads(store.path("1").read_text())["record"] == doc["record"]

    from gui.main_window import MainWindow
    window = MainWindow(store=store, think_ms=0)     # Continue still offers the autosave
    qtbot.addWidget(window)
    assert window.act_continue.isEnabled()


def test_a_slot_played_with_undo_says_so(qtbot, tiny, store):
    """Issue 15: the save list marks a game in which the player took moves back."""
    game = engine.create("tiny", 3)
    meta = {"names": ["Me", "A", "B"], "human_seat": 0, "score_line": "Me 0 · A 0 · B 0"}
    store.save("1", game.new_state(seed=1), {**meta, "undo_used": True})
    store.save("3", game.new_state(seed=1), meta)
    dialog = SavesDialog(store, "load", False)
    qtbot.addWidget(dialog)
    assert dialog.card("1").line_texts()[-1] == "Me 0 · A 0 · B 0 (with undo)"
    assert dialog.card("3").line_texts()[-1] == "Me 0 · A 0 · B 0"


def test_the_grid_is_one_tab_stop(qtbot, tiny, store):
    """Tab goes from the selected card to the buttons, not through every card."""
    _fill(store)
    dialog = SavesDialog(store, "load")
    qtbot.addWidget(dialog)
    stops = [card.key for card in dialog.grid.cards
             if card.focusPolicy() == Qt.FocusPolicy.StrongFocus]
    assert stops == ["autosave"]
    dialog.select("1")
    stops = [card.key for card in dialog.grid.cards
             if card.focusPolicy() == Qt.FocusPolicy.StrongFocus]
    assert stops == ["1"]


def test_the_pictures_come_one_by_one(qtbot, store):
    """The pictures' thread reads the next file only once the last picture is drawn: the
    GUI thread's steps wait while that thread works, so with every file given at once the
    first picture came only after the last file was read."""
    from gui.dialogs import table_picture
    table_picture._CACHE.clear()
    state = engine.create("ninety_nine", 4).new_state(seed=5)
    meta = {"names": ["Me", "A", "B", "C"], "human_seat": 0}
    for slot in ("1", "2", "3"):
        store.save(slot, state, meta)
        state.apply(state.legal_actions()[0])      # a position of its own: no shared cache
    pictures = table_picture.TablePictures()       # no dialog: drawn as the answers come
    unread = []
    pictures.ready.connect(lambda _key, _pixmap: unread.append(pictures._pending))
    for slot in ("1", "2", "3"):
        pictures.picture(slot, store.path(slot))
    qtbot.waitUntil(lambda: not pictures.busy(), timeout=30000)
    assert unread == [2, 1, 0]       # each picture drawn before the next file was read
