"""New game's parts, each on its own: the house rules' panel (gui/dialogs/house_rules.py)
and the settings remembered per game (gui/dialogs/new_game_memory.py)."""
from types import SimpleNamespace

from PySide6.QtWidgets import QCheckBox, QComboBox

import engine
from gui.dialogs.house_rules import HouseRules
from gui.dialogs.new_game_memory import RememberedSettings, last_game, remember_last_game
from gui.userdata import prefs


def _tiny():
    return {info.id: info for info in engine.list_games()}["tiny"]


def test_house_rules_build_a_control_per_option_and_give_what_differs(qtbot, tiny):
    rules = HouseRules()
    qtbot.addWidget(rules.fold)
    rules.build(_tiny(), {"target": 15})
    assert set(rules.widgets) == {spec.name for spec in _tiny().options}
    assert isinstance(rules.widgets["allow_pass"], QCheckBox)
    assert isinstance(rules.widgets["target"], QComboBox)
    assert rules.widgets["target"].currentData() == 15
    assert rules.form.rowCount() == len(_tiny().options)
    defaults = {spec.name: spec.default for spec in _tiny().options}
    assert rules.changed_from(defaults) == {"target": 15}
    rules.set_values(defaults)
    assert rules.changed_from(defaults) == {}
    assert rules.values() == defaults
    rules.build(_tiny(), {})                        # built again: the old rows are gone
    assert rules.form.rowCount() == len(_tiny().options)


def test_house_rules_fold_hides_for_a_game_without_options(qtbot):
    rules = HouseRules()
    qtbot.addWidget(rules.fold)
    rules.build(SimpleNamespace(options=()), {})
    assert rules.widgets == {} and rules.fold.isHidden()


def test_remembered_settings_read_back_what_was_kept(qtbot):
    class Row:
        def __init__(self, level, kind, name):
            self.level = SimpleNamespace(currentData=lambda: level)
            self.kind = SimpleNamespace(currentData=lambda: kind)
            self.name = SimpleNamespace(text=lambda: name)

    memory = RememberedSettings("tiny")
    assert (memory.players(4), memory.seat(), memory.variant("standard")) == (4, 1, "standard")
    assert memory.options() == {} and last_game() is None
    memory.remember(3, 2, "小明", "short", [Row("easy", "computer", ""),
                                             Row(None, "human", " 小華 ")], {"allow_pass": True})
    assert last_game() == "tiny"
    assert (memory.players(4), memory.seat(), memory.variant("standard")) == (3, 2, "short")
    assert memory.player_name() == "小明"
    assert memory.seat_rows() == (["easy", ""], ["computer", "human"], ["", "小華"])
    assert memory.options() == {"allow_pass": True}
    assert RememberedSettings("other").players(4) == 4          # kept per game
    remember_last_game("other")
    assert last_game() == "other"


def test_a_damaged_memory_reads_as_not_remembered(qtbot):
    memory = RememberedSettings("tiny")
    prefs.put(memory.key("options"), "{not json")
    prefs.put(memory.key("names"), "[1, \"A\"")
    assert memory.options() == {}
    assert memory.seat_rows()[2] == []
    prefs.put(memory.key("options"), "[1, 2]")                  # JSON, but not a dict
    prefs.put(memory.key("names"), "[1, \"A\"]")
    assert memory.options() == {}
    assert memory.seat_rows()[2] == ["", "A"]
