"""The lessons in the app (issue 17): started from home and the Help menu, followed through
the table, wrong clicks that never block, progress, the bubble in the language on screen, and
a lesson that never touches the player's autosave or statistics."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from engine.turn import Result, Turn, TurnKind
from gui.lang.i18n import LanguageManager
from gui.table.card_look import CardLook, CardSize, DeckColours, Felt, Look
from gui.tutorial import lessons
from gui.tutorial.lesson_list import LessonListDialog
from gui.userdata import stats_file
from tests.gui import layout_check
from tests.gui import tutorial_driver as td

TEXT = {"en": "Welcome to the coach.", "zh_TW": "歡迎來到教練課。", "zh_CN": "欢迎来到教练课。"}


def _t(en: str, tw: str, cn: str) -> dict:
    return {"en": en, "zh_TW": tw, "zh_CN": cn}


#: A small 九九 lesson of our own (the real files are tested below, whatever they hold):
#: at 93, 8H would pass 99 (illegal), 4D is legal but not the step's move, 2C is.
FIXTURE = {
    "format": "jiupai-lessons", "version": 1, "game": "ninety_nine",
    "lessons": [{
        "id": "fixture", "title": _t("Totals", "總數", "总数"),
        "summary": _t("Keep the total at 99 or less.", "總數不超過 99。", "总数不超过 99。"),
        "players": 3, "variant": "standard", "options": {"match_hands": 1}, "seed": 5,
        "setup": {"hands": [["5H", "10S", "2C", "4D", "8H"], ["2H", "3H", "5S", "6S", "8S"],
                            ["2D", "3D", "4S", "5C", "6D"]], "total": 93, "starter": 0},
        "human": 0, "names": ["", "小明", "小華"], "script": {"1": ["2H"], "2": ["2D"]},
        "steps": [
            {"say": TEXT, "highlight": ["area:total"]},
            {"say": _t("Play the 2.", "出 2。", "出 2。"), "do": ["2C"],
             "highlight": ["card:2C"], "wrong": _t("The 2, please.", "請出 2。", "请出 2。")},
            {"say": _t("Watch them.", "看他們出牌。", "看他们出牌。"), "watch": True},
            {"say": _t("Take 10 off.", "減 10。", "减 10。"), "do": ["10S -10"],
             "highlight": ["action:10S -10"]},
            {"say": _t("Well done.", "做得好。", "做得好。"), "end": True}]},
        {"id": "second", "title": _t("Again", "再來", "再来"),
         "summary": _t("Once more.", "再一次。", "再一次。"), "players": 3,
         "variant": "standard", "options": {"match_hands": 1}, "seed": 5,
         "setup": {"hands": [["5H", "10S", "2C", "4D", "8H"], ["2H", "3H", "5S", "6S", "8S"],
                             ["2D", "3D", "4S", "5C", "6D"]], "total": 93, "starter": 0},
         "steps": [{"say": _t("Play anything.", "隨便出。", "随便出。"), "do": "any", "end": True}]},
    ]}


@pytest.fixture
def fixture_lessons(tmp_path, monkeypatch):
    path = tmp_path / "ninety_nine.json"
    path.write_text(json.dumps(FIXTURE, ensure_ascii=False), encoding="utf-8")
    real = lessons.lesson_file
    monkeypatch.setattr(lessons, "lesson_file",
                        lambda game_id: path if game_id == "ninety_nine" else real(game_id))
    return path


@pytest.mark.parametrize("game_id,lesson_id", td.lesson_params())
def test_every_lesson_is_followed_through_the_table(qtbot, store, game_id, lesson_id):
    """Each lesson of each file, step by step as its own steps say, to "Lesson complete";
    the progress key has it then."""
    window = td.open_window(qtbot, store)
    coach = td.start_lesson(qtbot, window, game_id, lesson_id)
    td.follow(qtbot, window, coach)
    assert lesson_id in lessons.done_lessons(game_id)


FIRST_LESSONS = [next(p for p in td.lesson_params() if p[0] == game)
                 for game in ("ninety_nine", "showdown", "primatum", "tiandiren")]


@pytest.mark.parametrize("game_id,lesson_id", FIRST_LESSONS)
def test_a_lesson_is_followed_with_the_largest_four_colour_cards(qtbot, store, game_id,
                                                                 lesson_id):
    """Settings ▸ Cards applies to lessons too (issue 26): each game's first lesson, with
    cards at 150 %, four colours and the high-contrast felt, to "Lesson complete"."""
    CardLook.instance().set_look(Look(DeckColours.FOUR, CardSize.LARGEST, Felt.HIGH_CONTRAST))
    window = td.open_window(qtbot, store, (800, 600))
    coach = td.start_lesson(qtbot, window, game_id, lesson_id)
    td.follow(qtbot, window, coach)
    assert lesson_id in lessons.done_lessons(game_id)


def test_the_fixture_lesson_is_followed_and_remembered(qtbot, store, fixture_lessons):
    window = td.open_window(qtbot, store)
    coach = td.start_lesson(qtbot, window, "ninety_nine", "fixture")
    td.follow(qtbot, window, coach)
    qtbot.waitUntil(lambda: any(ev.get("kind") == "play" and ev.get("total") == 89  # 93+2+2+2-10
                                and list(ev.get("cards") or ()) == ["10S"]
                                for ev in window.table.log.events), timeout=5000)
    assert lessons.done_lessons("ninety_nine") == ["fixture"]
    assert coach.bubble.buttons["next_lesson"].isVisible()
    assert coach.bubble.buttons["list"].isVisible()
    coach.bubble.buttons["next_lesson"].click()
    qtbot.waitUntil(lambda: window.tutorial.coach is not None
                    and window.tutorial.coach.lesson["id"] == "second", timeout=5000)


def test_wrong_clicks_never_block_and_show_me_plays_the_move(qtbot, store, fixture_lessons):
    """An illegal card (8H would pass 99) gets the why-not line; another legal card (4D) is
    held back with the step's words; the game is unchanged; after the two wrong tries "Show
    me" plays 2C, and the lesson goes on."""
    window = td.open_window(qtbot, store)
    coach = td.start_lesson(qtbot, window, "ninety_nine", "fixture")
    table = window.table
    qtbot.waitUntil(lambda: coach.bubble.buttons["next"].isVisible(), timeout=5000)
    coach.bubble.buttons["next"].click()
    qtbot.waitUntil(lambda: coach.index == 1 and td.settled(table), timeout=5000)
    td.click_scene_item(qtbot, table, table.hand_items["8H"])
    qtbot.waitUntil(lambda: "104" in table.status.text() or "101" in table.status.text(),
                    timeout=5000)
    assert coach.wrong_tries == 1 and not coach.bubble.buttons["show"].isVisible()
    td.click_scene_item(qtbot, table, table.hand_items["4D"])
    assert coach.index == 1 and coach.wrong_tries == 2
    assert coach.bubble.wrong.text() == "The 2, please."
    qtbot.wait(300)
    assert table.observation["total"] == 93 and td.settled(table)    # nothing was played
    qtbot.waitUntil(lambda: coach.bubble.buttons["show"].isVisible(), timeout=3000)
    qtbot.mouseClick(coach.bubble.buttons["show"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: coach.index >= 2, timeout=5000)
    qtbot.waitUntil(lambda: coach.index == 3 and td.settled(table), timeout=10000)
    assert table.observation["total"] == 99


def test_the_right_card_still_works_after_a_wrong_one(qtbot, store, fixture_lessons):
    window = td.open_window(qtbot, store)
    coach = td.start_lesson(qtbot, window, "ninety_nine", "fixture")
    table = window.table
    qtbot.waitUntil(lambda: coach.bubble.buttons["next"].isVisible(), timeout=5000)
    coach.bubble.buttons["next"].click()
    qtbot.waitUntil(lambda: coach.index == 1 and td.settled(table), timeout=5000)
    td.click_scene_item(qtbot, table, table.hand_items["4D"])
    assert coach.index == 1 and coach.bubble.wrong.isVisible()
    # a card played one of two ways (5H names the next player): a way is held back too
    td.click_scene_item(qtbot, table, table.hand_items["5H"])
    qtbot.mouseClick(table.choice_bar.buttons["5H @1"], Qt.MouseButton.LeftButton)
    assert coach.index == 1 and coach.wrong_tries == 2
    td.click_scene_item(qtbot, table, table.hand_items["2C"])
    qtbot.waitUntil(lambda: coach.index == 3 and td.settled(table), timeout=10000)
    td.play(qtbot, table, "10S -10")
    qtbot.waitUntil(lambda: coach.index == 4, timeout=5000)
    qtbot.waitUntil(lambda: table.observation["total"] == 89, timeout=5000)


def test_a_language_switch_mid_lesson_says_the_step_again(qtbot, store, fixture_lessons):
    window = td.open_window(qtbot, store)
    coach = td.start_lesson(qtbot, window, "ninety_nine", "fixture")
    assert coach.bubble.text.text() == TEXT["en"]
    LanguageManager.instance().set_language("zh_CN", remember=False)
    qtbot.waitUntil(lambda: coach.bubble.text.text() == TEXT["zh_CN"], timeout=3000)
    assert "总数" in coach.bubble.title.text()
    assert coach.bubble.buttons["next"].text() == "下一步"
    LanguageManager.instance().set_language("zh_TW", remember=False)
    qtbot.waitUntil(lambda: coach.bubble.text.text() == TEXT["zh_TW"], timeout=3000)


def test_a_lesson_keeps_the_autosave_and_the_statistics_of_the_players_game(
        qtbot, store, fixture_lessons):
    window = td.open_window(qtbot, store)
    window.start_game(td.driver.config("ninety_nine", 3))
    qtbot.waitUntil(lambda: window.table is not None and td.settled(window.table), timeout=10000)
    window.table.choose(window.table.legal[0]["notation"])
    coach = td.start_lesson(qtbot, window, "ninety_nine", "second")   # stops and autosaves
    before = store.info("autosave")
    assert before.players == 4 and before.turn >= 1
    assert window.may_abandon()          # leaving a lesson asks nothing: there is nothing to keep
    td.follow(qtbot, window, coach)
    window.go_home()
    after = store.info("autosave")
    assert (after.players, after.turn, after.meta["game_id"]) == (4, before.turn,
                                                                  before.meta["game_id"])
    assert window.home.continue_button.isEnabled()


def test_the_list_from_home_and_the_help_menu(qtbot, store, fixture_lessons):
    window = td.open_window(qtbot, store)
    window.home.select_game("ninety_nine")
    assert window.home.learn_button.accessibleName() == "Learn Ninety-Nine"
    window.home.learn_button.click()
    dialog = window.tutorial.dialog
    assert isinstance(dialog, LessonListDialog) and dialog.game_id() == "ninety_nine"
    assert dialog.lessons.count() == 2
    assert not dialog.lessons.item(0).text().startswith("✓")
    lessons.mark_done("ninety_nine", "fixture")
    dialog.fill()
    assert dialog.lessons.item(0).text().startswith("✓")
    assert dialog.lessons.currentRow() == 1               # the first lesson not yet done
    dialog.lessons.setCurrentRow(0)                        # a finished one can be replayed
    dialog.start_button.click()
    qtbot.waitUntil(lambda: window.tutorial.coach is not None, timeout=5000)
    assert window.tutorial.coach.lesson["id"] == "fixture"
    window.tutorial.action.trigger()
    assert window.tutorial.dialog.game_id() == "ninety_nine"
    window.tutorial.dialog.games.setCurrentIndex(window.tutorial.dialog.games.findData("showdown"))
    assert window.tutorial.dialog.game_id() == "showdown"
    window.tutorial.dialog.reject()


def _last_turn(returns: list[float], game_id: str) -> Turn:
    """A game's last Turn, as the table sends it to seat 0 (the end and who won)."""
    result = Result(returns=tuple(returns), winners=(0,), game_id=game_id, people=(0,))
    return Turn(seq=9, kind=TurnKind.MOVE, seat=0, actor=1, events=(), observation={},
                to_move=None, result=result)


def test_a_lesson_that_ends_is_not_counted_in_the_statistics(qtbot, store, fixture_lessons,
                                                             monkeypatch):
    counted = []
    monkeypatch.setattr(stats_file, "record_game", lambda game, result: counted.append(game))
    window = td.open_window(qtbot, store)
    td.start_lesson(qtbot, window, "ninety_nine", "fixture")
    window.link.played_live = True            # (the window's table link counts games)
    window.link.game_over(_last_turn([1, 0, 0], "x"))
    assert counted == []
    window.start_game(td.driver.config("ninety_nine", 3))          # a game of the player's
    qtbot.waitUntil(lambda: window.tutorial.coach is None and "lesson" not in window.game_info,
                    timeout=5000)
    window.link.played_live = True
    window.link.game_over(_last_turn([1, 0, 0, 0], "y"))
    assert counted == ["ninety_nine"]


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN", "en"])
@pytest.mark.parametrize("size", [(800, 600), (1600, 1000)])
def test_the_bubble_reads_whole_and_leaves_the_highlights_free(qtbot, store, fixture_lessons,
                                                               lang, size):
    """Every word of the bubble shows (layout_check's widget rules), the wrong-move line too,
    and the bubble covers none of the highlighted things; the lesson list fits as well."""
    LanguageManager.instance().set_language(lang, remember=False)
    window = td.open_window(qtbot, store, size)
    window.tutorial.open_list("ninety_nine")
    assert not layout_check.widget_problems(window.tutorial.dialog)
    window.tutorial.dialog.reject()
    coach = td.start_lesson(qtbot, window, "ninety_nine", "fixture")
    table = window.table
    qtbot.waitUntil(lambda: coach.bubble.buttons["next"].isVisible(), timeout=5000)
    coach.bubble.buttons["next"].click()
    qtbot.waitUntil(lambda: coach.index == 1 and td.settled(table), timeout=5000)
    td.click_scene_item(qtbot, table, table.hand_items["4D"])
    qtbot.waitUntil(lambda: bool(coach.marks.rects) and coach.bubble.wrong.isVisible(),
                    timeout=3000)
    qtbot.wait(2 * 120)
    assert not layout_check.widget_problems(coach.bubble)
    origin = table.view.mapTo(table, table.view.rect().topLeft())
    for rect in coach.marks.rects:
        assert not coach.bubble.geometry().intersects(rect.translated(origin))
    assert table.rect().contains(coach.bubble.geometry())


def test_undo_and_autoplay_are_off_in_a_lesson(qtbot, store, fixture_lessons):
    """The coach expects the learner's own moves in order: 托管 is refused (and its toggle
    goes back off) and undo takes nothing back."""
    window = td.open_window(qtbot, store)
    coach = td.start_lesson(qtbot, window, "ninety_nine", "fixture")
    table = window.table
    coach.bubble.buttons["next"].click()
    qtbot.waitUntil(lambda: coach.index == 1 and td.settled(table), timeout=5000)
    td.play(qtbot, table, "2C")
    qtbot.waitUntil(lambda: coach.index == 3 and td.settled(table), timeout=10000)
    window.host.request_undo.emit()
    window.host.request_autoplay.emit(True)
    qtbot.wait(600)
    assert coach.index == 3 and td.settled(table) and table.observation["total"] == 99
    assert not window.assist.autoplay and not window.assist.act_undo.isEnabled()
    # Refused and said: the toggle only flicked back off, which told a newcomer nothing.
    assert window.statusBar().currentMessage() == \
        "Auto-play is off in a lesson: the lesson waits for your own moves."


@pytest.mark.parametrize("size", [(1180, 780), (800, 600)])
def test_next_stays_in_place_and_the_bubble_leaves_the_announcement_free(qtbot, store, size):
    """Issue 34.10, 天地人's heaven lesson: the Next button moved between steps (a click where
    it had been selected a card); the bubble covered the jokers and 3s it explained; step 4
    still said "Press Continue" after Continue. At 800×600 (seen under Xvfb) it covered the
    announcement's lines instead ("Computer 3 — 2,100 points", "All three kinds appeared …"):
    none of the announcement's cards or words may be under it."""
    from PySide6.QtCore import QRect
    window = td.open_window(qtbot, store, size)
    coach = td.start_lesson(qtbot, window, "tiandiren", "heaven")
    table = window.table
    places = []
    while coach.step()["kind"] == "info":
        index = coach.index
        button = coach.bubble.buttons["next"]
        qtbot.waitUntil(button.isVisible, timeout=5000)
        qtbot.wait(3 * 120)                          # the coach's ticks place the bubble
        places.append(button.mapTo(window, button.rect().center()))
        bubble = QRect(coach.bubble.mapTo(window, coach.bubble.rect().topLeft()),
                       coach.bubble.size())
        panel = table.board.heaven_panel
        viewport = table.view.viewport()
        for card in panel.childItems():              # the announcement's cards
            shown = table.view.mapFromScene(card.sceneBoundingRect()).boundingRect()
            on_screen = QRect(viewport.mapTo(window, shown.topLeft()), shown.size())
            assert not bubble.intersects(on_screen), (index, card.card)
        for text in layout_check.scene_texts(table.view):
            if text.owner is panel or panel.isAncestorOf(text.owner):
                shown = text.rect.toAlignedRect()
                on_screen = QRect(viewport.mapTo(window, shown.topLeft()), shown.size())
                assert not bubble.intersects(on_screen), (index, text.text)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: coach.index != index, timeout=5000)
    assert len(places) >= 3 and len(set((p.x(), p.y()) for p in places)) == 1, places
    table.go_on()                                    # the announcement's Continue
    qtbot.waitUntil(lambda: not table.heaven_showing(), timeout=5000)
    assert "Continue" not in coach.bubble.text.text()
    window.close()


def test_a_finished_lessons_note_can_be_closed_to_play_on(qtbot, store, fixture_lessons):
    """"Lesson complete! You may play the hand on." stayed over the table (at 800×600 over
    天地人's trick and its info panel, seen under Xvfb) with no way to put it away but
    leaving for the lesson list. Close hides it; the game goes on and it does not come back."""
    window = td.open_window(qtbot, store, (800, 600))
    coach = td.start_lesson(qtbot, window, "ninety_nine", "fixture")
    assert not coach.bubble.buttons["close"].isVisibleTo(coach.bubble)    # not mid-lesson
    td.follow(qtbot, window, coach)
    close = coach.bubble.buttons["close"]
    assert close.isVisible() and close.text() == "Close"
    assert not layout_check.widget_problems(coach.bubble)     # three buttons, none cut
    close.click()
    qtbot.wait(3 * 120)                      # the coach's ticks: it stays put away
    assert not coach.bubble.isVisible() and window.table is not None
    coach.say()                              # (as a language switch does)
    assert not coach.bubble.isVisible()


def _cut_by_frames(coach, step) -> list[str]:
    """Words (and, round an area, cards) that a highlight's frame runs through: partly in
    its hole, partly out."""
    from PySide6.QtCore import QRectF

    from gui.table import CardItem
    view = coach.table.view
    boxes = [(t.text, t.rect) for t in layout_check.scene_texts(view)
             if not layout_check._hidden(view, t)]
    if any(name.startswith("area:") for name in step.get("highlight") or ()):
        boxes += [(f"card {item.card}", QRectF(view.mapFromScene(
            item.mapRectToScene(item.face_rect())).boundingRect()))
            for item in view.scene().items() if isinstance(item, CardItem) and item.isVisible()]
    out = []
    for hole in coach.marks.holes:
        inside = QRectF(hole).adjusted(-1, -1, 1, 1)
        for text, rect in boxes:
            if inside.intersects(rect) and not inside.contains(rect):
                out.append(f"step {coach.index + 1}: {text!r} {rect} cut by {hole}")
    return out


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
@pytest.mark.parametrize("game_id,lesson_id", [("primatum", "bouts"),
                                               ("ninety_nine", "reverse_and_designate"),
                                               ("ninety_nine", "totals"),
                                               ("tiandiren", "heaven")])
def test_the_highlight_frames_cut_no_words(qtbot, store, lang, game_id, lesson_id):
    """Issue 34, under Xvfb at 800×600: the frame round 九尊's bout cut the neutral hand's
    words ("Big winner …") and the hand's cards, the one round 九九's total the dealer's
    badge (4 players) and the right-hand plate, which lay on the ring (3 players). A frame
    surrounds what it highlights and runs through nothing beside it."""
    LanguageManager.instance().set_language(lang, remember=False)
    window = td.open_window(qtbot, store, (800, 600))
    coach = td.start_lesson(qtbot, window, game_id, lesson_id)
    problems, framed = [], []

    def look(step) -> None:
        if not step.get("highlight"):
            return
        qtbot.wait(3 * 120)                     # the coach's ticks place the frames
        framed.append(len(coach.marks.holes))
        problems.extend(_cut_by_frames(coach, step))
    td.follow(qtbot, window, coach, on_step=look)
    window.close()
    assert framed and all(framed), framed
    assert not problems, "\n".join(problems)
