"""The GA data this package quotes, read from `data/`: tab-separated rows under a `#` header."""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from ...errors import DataError
from ..datafile import read_rows

DATA = Path(__file__).resolve().parent / "data"
NAMED_GROUP = re.compile(r"\(\?<(?![=!])")  # .NET's (?<name>...), not a lookbehind


def rows(filename: str, width: int) -> list[tuple[str, ...]]:
    """The rows of a data file, each of `width` cells; cells keep their spaces."""
    return [tuple(row) for row in read_rows(DATA / filename, width)]


def dotnet_regex(pattern: str, ignore_case: bool = False) -> re.Pattern[str]:
    """A .NET pattern compiled by Python's `re`, which spells a named group `(?P<name>`.

    Does not check that the rest of the pattern means the same in both engines: the patterns
    GA's gates use (classes, `\\b`, lookarounds, scoped `(?-i:...)`) do.

    >>> dotnet_regex(r"(?<root>[A-G])(?<!x)").pattern
    '(?P<root>[A-G])(?<!x)'
    >>> bool(dotnet_regex(r"\\bcapo\\b", ignore_case=True).search("CAPO 3"))
    True
    """
    try:
        return re.compile(NAMED_GROUP.sub("(?P<", pattern), re.IGNORECASE if ignore_case else 0)
    except re.error as error:
        raise DataError(f"a GA pattern Python cannot compile ({error}): {pattern!r}") from error


@lru_cache(maxsize=None)
def gates(owner: str, filename: str = "predicates.tsv") -> dict[str, re.Pattern[str] | tuple[str, ...]]:
    """The patterns and word lists of one GA class's keyword gates (predicates.tsv), by name.

    Another file of the same five columns (owner, name, kind, where, value) holds the patterns and
    word lists a skill reads a question with (capo_tuning_patterns.tsv, modes_markers.tsv).
    """
    found: dict[str, re.Pattern[str] | tuple[str, ...]] = {}
    for row_owner, gate, kind, _where, value in rows(filename, 5):
        if row_owner != owner:
            continue
        if kind == "text":
            found[gate] = (*found.get(gate, ()), value)
        elif kind in ("regex", "regex-i"):
            found[gate] = dotnet_regex(value, ignore_case=kind == "regex-i")
        else:
            raise DataError(f"{filename}: unknown kind {kind!r} for {owner}.{gate}")
    if not found:
        raise DataError(f"{filename} has no gates of {owner}")
    return found


def contains_any(text: str, words: tuple[str, ...]) -> bool:
    """Whether `text` contains one of `words` as a plain substring (GA's `Contains`, ordinal)."""
    return any(word in text for word in words)
