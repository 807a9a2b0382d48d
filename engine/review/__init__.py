"""The game review (issue 35): each decision of one seat graded by what that seat knew.

`review(record, seat, ...)` walks a game (engine/review/analyser.py) and returns a
`GameReview` (engine/review/model.py); `load_record(path, seat)` reads the file kinds a
review accepts (engine/review/files.py); `jiupai review FILE` is engine/review/cli.py.
Pure Python, no Qt. The method and the grades' thresholds: docs/review.md."""
from .analyser import ReviewError, review
from .model import ChoiceValue, DecisionReview, GameReview, Grade, GraphPoint

__all__ = ["ChoiceValue", "DecisionReview", "GameReview", "Grade", "GraphPoint",
           "ReviewError", "review"]
