"""The voicing-search examples GA gives itself: the queries of its tool, skill and parked draft, and the draft's answer."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from ..datafile import read_rows

DATA = Path(__file__).resolve().parent / "data"


@lru_cache(maxsize=None)
def example_queries() -> tuple[tuple[str, str], ...]:
    """(where GA gives it, query), in the lesson's order."""
    return tuple((where, query) for where, query in read_rows(DATA / "example_queries.tsv", 2))


@lru_cache(maxsize=None)
def draft_answer() -> tuple[str, str, tuple[str, ...]]:
    """The draft's chord, the voicing it answers with (low E first) and that voicing's tags."""
    [(chord, voicing, tags)] = read_rows(DATA / "draft_answer.tsv", 3)
    return chord, voicing, tuple(tags.split(","))
