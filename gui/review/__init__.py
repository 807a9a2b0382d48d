"""Game review in the app (issue 35): the engine's analyser (engine/review/) run in a thread
of its own, its result cached beside the replay, drawn under the replay's table."""
