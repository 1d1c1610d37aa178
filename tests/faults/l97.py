"""A lesson for the fault tests, copied into a copy of the engine: one question answers, one raises."""
from engine import Table

TITLE = "Two questions"
REVISIONS = ("pin",)


def model(at: str) -> int:
    return 7


def answered(ga: int) -> Table:
    "A question that answers."
    return Table("Answered", ["one line"], {"count": ga})


def exploding(ga: int) -> Table:
    "A question that raises."
    return {}["missing"]


QUESTIONS = [answered, exploding]
