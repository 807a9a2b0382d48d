"""`python -m bench`: speed figures (not pass/fail). Each module in MODULES has run(report)."""
MODULES = ["bench.engine_games", "bench.tiandiren", "bench.primatum", "bench.showdown", "bench.hard",
           "bench.app", "bench.assist", "bench.saves_list", "bench.net", "bench.net_app"]
# Run only when named (`python -m bench soak`, `python -m bench review`): minutes, not seconds.
OPT_IN = ["bench.soak", "bench.review", "bench.review_app"]
