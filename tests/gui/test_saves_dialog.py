"""Saves dialog: a damaged slot shows its problem; the other slots still work."""
import engine
from PySide6.QtWidgets import QMessageBox

from gui.dialogs.saves import SLOTS, SavesDialog


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
    row2 = SLOTS.index("2")
    assert dialog.table.item(row2, 1).text() == "Damaged"
    assert "damaged" in dialog.table.item(row2, 5).text()
    dialog.table.selectRow(row2)
    assert not dialog.load_button.isEnabled() and dialog.delete_button.isEnabled()
    assert "damaged" in dialog.problem.text()
    row1 = SLOTS.index("1")
    assert dialog.table.item(row1, 2).text() == "Me, A, B"
    dialog.table.selectRow(row1)
    assert dialog.load_button.isEnabled()
    with qtbot.waitSignal(dialog.load_requested) as blocker:
        dialog.load_button.click()
    assert blocker.args == ["1"]
    state, info = store.load("1")  # the good slot still loads
    assert info.names == ["Me", "A", "B"]


def test_delete_and_overwrite_confirm(qtbot, tiny, store, monkeypatch):
    _fill(store)
    answers = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: answers.append(a[2]) or QMessageBox.StandardButton.Yes)
    dialog = SavesDialog(store, "save", can_save=True)
    qtbot.addWidget(dialog)
    dialog.table.selectRow(SLOTS.index("2"))
    dialog.delete_button.click()
    assert store.info("2") is None and answers
    dialog.table.selectRow(SLOTS.index("1"))
    with qtbot.waitSignal(dialog.save_requested) as blocker:
        dialog.save_button.click()
    assert blocker.args == ["1"] and len(answers) == 2  # overwrite asked
    dialog2 = SavesDialog(store, "save", can_save=True)
    qtbot.addWidget(dialog2)
    dialog2.table.selectRow(SLOTS.index("autosave"))
    assert not dialog2.save_button.isEnabled()  # the autosave is not a manual slot


def test_a_folder_of_hostile_files_lists_every_good_slot_and_names_every_bad_one(
        qtbot, store, monkeypatch):
    """Issue 10: one bad file made the whole list '(empty)' and 'Save here' overwrote a
    real game without asking."""
    import json

    from tests.test_saves import good_doc, hostile_files
    doc = good_doc(store, "1")
    good_doc(store, "autosave")
    cases = list(hostile_files(doc).items())[:9]
    bad_slots = [s for s in SLOTS if s not in ("1", "autosave")]
    for slot, (name, (data, _)) in zip(bad_slots, cases):
        store.path(slot).write_bytes(data)
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.No)
    dialog = SavesDialog(store, "save", can_save=True)
    qtbot.addWidget(dialog)
    assert dialog.table.item(SLOTS.index("1"), 2).text() == "A, B, C"
    assert dialog.table.item(SLOTS.index("autosave"), 2).text() == "A, B, C"
    for slot, (name, (_, word)) in zip(bad_slots, cases):
        row = SLOTS.index(slot)
        assert dialog.table.item(row, 1).text() == "Damaged", name
        assert word in dialog.table.item(row, 5).text(), name
    saved = []
    dialog.save_requested.connect(saved.append)
    for slot in ("1", bad_slots[0]):            # a filled and a damaged slot: both ask
        dialog.table.selectRow(SLOTS.index(slot))
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
    row = {slot: i for i, slot in enumerate(SLOTS)}
    last = dialog.table.columnCount() - 1
    assert dialog.table.item(row["1"], last).text() == "Me 0 · A 0 · B 0 (with undo)"
    assert dialog.table.item(row["3"], last).text() == "Me 0 · A 0 · B 0"
