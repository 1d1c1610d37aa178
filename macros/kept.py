"""What a page makes of the engine's reports that does not depend on its language, made once for all three.

A report is computed once per build and shared by the languages (reports.py): a table's program
text, the strings it needs translated, a lesson's figure spellings are the same for each of them.
They are kept while they come from the same report objects, so an engine imported anew (new
reports) makes them again.
"""
from __future__ import annotations

from typing import Callable, TypeVar

T = TypeVar("T")
KEPT = 4096  # things kept, the oldest dropped first (a course has some hundreds of tables)
_kept: dict[tuple, tuple[tuple, object]] = {}


def made_from(what: str, sources: tuple, make: Callable[[], T]) -> T:
    """What `make` makes of `sources`, made again only when one of them is another object."""
    key = (what, *map(id, sources))
    kept = _kept.get(key)
    if kept is None or any(a is not b for a, b in zip(kept[0], sources)):
        kept = _kept[key] = (sources, make())  # the sources are kept too, so their ids stay theirs
        if len(_kept) > KEPT:
            del _kept[next(iter(_kept))]  # dicts keep insertion order
    return kept[1]
