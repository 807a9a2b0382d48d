"""The new-game dialog: generic options, remembered values, engine refusal shown."""
import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from gui.dialogs.new_game import NewGameDialog


def test_builds_options_generically(qtbot, tiny):
    dialog = NewGameDialog("tiny")
    qtbot.addWidget(dialog)
    assert isinstance(dialog.option_widgets["target"], QComboBox)
    assert isinstance(dialog.option_widgets["allow_pass"], QCheckBox)
    assert isinstance(dialog.option_widgets["style"], QComboBox)
    assert dialog.players.minimum() == 2 and dialog.players.maximum() == 4
    # opponents: one level box per computer seat; "hard" hidden (make_bot refuses it)
    dialog.players.setValue(4)
    assert len(dialog.level_boxes) == 3
    assert [dialog.level_boxes[0].itemData(i) for i in range(dialog.level_boxes[0].count())] \
        == ["easy", "normal"]
    # the variant preset sets the option widgets
    dialog.variant.setCurrentIndex(dialog.variant.findData("short"))
    assert dialog.option_widgets["target"].currentData() == 15
    assert dialog.config()["options"] == {}


def test_remembers_values(qtbot, tiny):
    dialog = NewGameDialog("tiny")
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    dialog.seat.setValue(2)
    dialog.name.setText("小明")
    dialog.level_boxes[1].setCurrentIndex(dialog.level_boxes[1].findData("easy"))
    dialog.option_widgets["allow_pass"].setChecked(True)
    dialog.option_widgets["style"].setCurrentIndex(1)
    dialog.accept()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    cfg = dialog.config()
    assert cfg["names"][1] == "小明" and cfg["human_seat"] == 1
    assert cfg["bot_levels"][1] is None and cfg["bot_levels"][2] == "easy"
    assert cfg["options"] == {"allow_pass": True, "style": "fancy"}

    again = NewGameDialog()
    qtbot.addWidget(again)
    assert again.info.id == "tiny"
    assert again.players.value() == 3 and again.seat.value() == 2
    assert again.name.text() == "小明"
    assert again.level_boxes[1].currentData() == "easy"
    assert again.option_widgets["allow_pass"].isChecked()
    assert again.config() == cfg | {"seed": None}


def test_refuses_bad_combination_with_engine_message(qtbot, tiny):
    dialog = NewGameDialog("tiny")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.option_widgets["allow_pass"].setChecked(True)
    dialog.option_widgets["target"].setCurrentIndex(dialog.option_widgets["target"].findData(15))
    dialog.accept()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted
    assert dialog.isVisible()
    assert "passing is not allowed with target 15" in dialog.error.text()
    assert dialog.error.isVisible()


def test_real_games_build(qtbot):
    """Every registered game's options become widgets without error."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    for i in range(dialog.game.count()):
        dialog.game.setCurrentIndex(i)
        assert len(dialog.option_widgets) == len(dialog.info.options)
        assert dialog.validate() is None, dialog.info.id
    assert all(isinstance(w, (QCheckBox, QComboBox, QSpinBox))
               for w in dialog.option_widgets.values())


@pytest.mark.parametrize("game", ["ninety_nine", "showdown", "primatum", "tiandiren"])
def test_every_game_offers_the_hard_bot_in_both_scripts(qtbot, game):
    """Issue 14: 'hard' is listed for every game, and reads 困難 / 困难 in Chinese."""
    from gui.lang.i18n import LanguageManager
    try:
        for lang, word in (("en", "Hard"), ("zh_TW", "困難"), ("zh_CN", "困难")):
            assert LanguageManager.instance().set_language(lang, remember=False)
            dialog = NewGameDialog(game)
            qtbot.addWidget(dialog)
            dialog.players.setValue(dialog.players.maximum())     # every opponent of a full table
            assert len(dialog.level_boxes) == dialog.players.value() - 1
            for box in dialog.level_boxes:
                levels = [box.itemData(i) for i in range(box.count())]
                assert levels == ["easy", "normal", "hard"]
                assert box.itemText(levels.index("hard")) == word
                box.setCurrentIndex(levels.index("hard"))
            config = dialog.config()
            assert [lv for s, lv in enumerate(config["bot_levels"]) if s != config["human_seat"]] \
                == ["hard"] * (dialog.players.value() - 1)
    finally:
        LanguageManager.instance().set_language("en", remember=False)


def test_the_seats_sit_around_the_felt(qtbot, tiny):
    """Issue 33, item 3: the player's seat at the bottom of the felt, the others clockwise
    from the player's left, each with who sits there; the config keeps seat order."""
    dialog = NewGameDialog("tiny")
    qtbot.addWidget(dialog)
    dialog.players.setValue(4)
    dialog.seat.setValue(3)                       # the player is seat 3 of 4
    grid = dialog.seats.grid
    you = grid.getItemPosition(grid.indexOf(dialog.seats.seats[0]))
    others = [(box.property("seat"), grid.getItemPosition(grid.indexOf(box))[:2])
              for box in dialog.seats.seats[1:]]
    assert you[:2] == (2, 1)                      # bottom middle
    assert others == [(3, (1, 0)), (0, (0, 1)), (1, (1, 2))]   # left, across, right
    dialog.seat_rows[0].set_human(True)           # seat 1 (index 0 in seat order) is a person
    config = dialog.config()
    assert config["human_seat"] == 2 and config["human_seats"] == [0, 2]


def test_each_variant_says_what_it_changes_and_the_rules_fold(qtbot):
    """A sentence under each variant from the engine's own option words; the house rules
    under "More rules", folded at first, each with its tooltip."""
    from gui.lang.i18n import LanguageManager
    dialog = NewGameDialog("ninety_nine")
    qtbot.addWidget(dialog)
    dialog.show()
    sentences = {dialog.variant.itemData(i): dialog.variant._items[i][1].text()
                 for i in range(dialog.variant.count())}
    assert sentences["standard"] == "The rules as the Rules page gives them."
    assert sentences["bloody"] == "Changes Card effects: Bloody, Jokers: Rotate hands."
    assert not dialog.options_box.isVisible()
    dialog.more_rules.button.click()
    assert dialog.options_box.isVisible()
    assert all(w.toolTip() for w in dialog.option_widgets.values())
    LanguageManager.instance().set_language("zh_TW", remember=False)
    qtbot.waitUntil(lambda: dialog.variant._items[1][1].text().startswith("改變："), timeout=2000)
    assert dialog.play_button.text() == "開始玩(&P)"


def test_another_game_shows_only_its_own_variants_and_seats(qtbot):
    """Switching the game hides the last one's variants and seats at once (deleteLater alone
    leaves them on show while New game's own event loop runs)."""
    from PySide6.QtWidgets import QRadioButton
    dialog = NewGameDialog("ninety_nine")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.players.setValue(6)
    before = dialog.findChildren(QRadioButton) + list(dialog.seats.seats[1:])
    dialog.game.setCurrentIndex(dialog.game.findData("showdown"))
    assert before and all(w.isHidden() for w in before)
    assert [dialog.variant.itemData(i) for i in range(dialog.variant.count())] == ["standard"]
    assert [box.property("seat") for box in dialog.seats.seats] == [-1, 1]


def test_the_dialog_shows_the_games_table(qtbot, tmp_path):
    """The game's picture: drawn by its table once the dialog is open when the home has not
    made it yet (then cached for the home too)."""
    from gui.home import pictures
    pictures.use_folder(tmp_path / "pictures")
    dialog = NewGameDialog("showdown")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.picture.pixmap is not None, timeout=10000)
    assert pictures.cached("showdown", "en") is dialog.picture.pixmap
