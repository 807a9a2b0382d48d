"""The guided lessons in the app (issue 17): the lesson list, the coach on the table, the
progress. The lessons are data (`resources/lessons/<game_id>.json`, read and checked by
`engine.tutorial` in the worker thread); see docs/architecture.md, "Lessons"."""
