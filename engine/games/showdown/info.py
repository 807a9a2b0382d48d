"""What the home screen and the new-game dialog know of 九局對決 before it is played: its names,
players, variants and options (a light module: listing the games imports no rules)."""
from __future__ import annotations

from engine.core import GameInfo, OptionKind, OptionSpec
from engine.i18n import QT_TRANSLATE_NOOP

OPTIONS = (
    OptionSpec("clear_bases", OptionKind.BOOL, False,
               help=QT_TRANSLATE_NOOP("EngineHelp",
                                      "Real baseball: bases are empty at the start of every "
                                      "half-inning (default: each side's runners wait on base "
                                      "until it bats again)."),
               label=QT_TRANSLATE_NOOP("EngineOptions", "Clear the bases")),
    OptionSpec("extra_innings", OptionKind.BOOL, True,
               help=QT_TRANSLATE_NOOP("EngineHelp",
                                      "Tied after the last inning: play extra innings (off: the "
                                      "tie stands)."),
               label=QT_TRANSLATE_NOOP("EngineOptions", "Extra innings")),
    OptionSpec("skip_bottom_ninth", OptionKind.BOOL, True,
               help=QT_TRANSLATE_NOOP("EngineHelp",
                                      "The bottom of the last inning (and of extra innings) is "
                                      "not played when the home side already leads."),
               label=QT_TRANSLATE_NOOP("EngineOptions", "Skip the bottom of the ninth")),
    OptionSpec("quick_mode", OptionKind.BOOL, False,
               help=QT_TRANSLATE_NOOP("EngineHelp",
                                      "Quick mode: the first side to reach quick_target runs wins "
                                      "at once."),
               label=QT_TRANSLATE_NOOP("EngineOptions", "Quick mode")),
    OptionSpec("quick_target", OptionKind.INT, 5, tuple(range(1, 10)),
               help=QT_TRANSLATE_NOOP("EngineHelp", "Runs that win in quick mode (seed: 5)."),
               label=QT_TRANSLATE_NOOP("EngineOptions", "Quick-mode target")),
    OptionSpec("innings", OptionKind.INT, 9, (1, 3, 5, 7, 9),
               help=QT_TRANSLATE_NOOP("EngineHelp",
                                      "Innings in a game (seed: 9, i.e. 18 half-innings)."),
               label=QT_TRANSLATE_NOOP("EngineOptions", "Innings")),
    OptionSpec("losing_defence", OptionKind.BOOL, False,
               help=QT_TRANSLATE_NOOP("EngineHelp",
                                      "A black card lower than the attack may be played as a "
                                      "failed defence (default: only a card that holds, or ♣8 "
                                      "against J/Q/K, may be played; otherwise discarding one and "
                                      "drawing one would do "
                                      "nothing that a losing card does not)."),
               label=QT_TRANSLATE_NOOP("EngineOptions", "Losing defence allowed")),
    OptionSpec("runs_on_third_out", OptionKind.BOOL, False,
               help=QT_TRANSLATE_NOOP("EngineHelp",
                                      "A steal or productive out that is the third out still "
                                      "moves the runners (default: as in baseball, the third out "
                                      "ends the half-inning first)."),
               label=QT_TRANSLATE_NOOP("EngineOptions", "Runners move on the third out")),
)


INFO = GameInfo(
    id="showdown", name_zh_tw="九局對決", name_zh_cn="九局对决", name_en="Nine-Inning Showdown",
    min_players=2, max_players=2, table_max_players=2,
    variants={"standard": {}}, options=OPTIONS,
    description=QT_TRANSLATE_NOOP(
        "EngineGames",
        "Two-player baseball duel: red cards swing, black cards defend, nine innings."))
