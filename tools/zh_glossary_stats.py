"""Statistics dialog and menu item: English -> (繁體 zh_TW, 简体 zh_CN)."""

GLOSSARY = {
    "MainWindow|S&tatistics…": ("統計(&T)…", "统计(&T)…"),
    "StatisticsDialog|Statistics": ("統計", "统计"),
    "StatisticsDialog|Game": ("遊戲", "游戏"),
    "StatisticsDialog|Played": ("已玩", "已玩"),
    "StatisticsDialog|Won": ("勝", "胜"),
    "StatisticsDialog|Drawn": ("平手", "平手"),
    "StatisticsDialog|Win rate": ("勝率", "胜率"),
    "StatisticsDialog|Forget the statistics of every game?": ("要清除所有遊戲的統計嗎？",
                                                              "要清除所有游戏的统计吗？"),
}
