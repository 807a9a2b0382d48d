"""`python -m bench`: speed figures (not pass/fail). Each module in MODULES has run(report)."""
MODULES = ["bench.engine_games", "bench.tiandiren", "bench.primatum", "bench.showdown", "bench.app"]
