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

    A lookbehind of variable width (.NET takes it, `re` does not) is split into fixed-width ones
    (`fixed_width_lookbehinds`).
    """
    python = fixed_width_lookbehinds(NAMED_GROUP.sub("(?P<", pattern))
    try:
        return re.compile(python, re.IGNORECASE if ignore_case else 0)
    except re.error as error:
        raise DataError(f"a GA pattern Python cannot compile ({error}): {pattern!r}") from error


# A lookbehind made of single-character atoms, some optional: `(?<![A-G][b#]?\s)`
LOOKBEHIND = re.compile(r"\(\?<([!=])((?:\[(?:\\.|[^\]\\])*\]|\\.|[^()\[\]\\|*+{}?])\??)+\)")
ATOM = re.compile(r"(\[(?:\\.|[^\]\\])*\]|\\.|[^()\[\]\\|*+{}?])(\?)?")


def fixed_width_lookbehinds(pattern: str) -> str:
    """Each lookbehind with optional single-character atoms as the fixed-width lookbehinds it stands for.

    A negative one holds when none of its widths matches, so it becomes one lookbehind per width,
    all of which must hold; a positive one becomes their alternation. Atoms are a class, an escape
    or a character; a lookbehind with anything else (a group, `*`, `{n,m}`) is left as it is.

    >>> fixed_width_lookbehinds(r"(?<![A-G][b#]?\\s)\\bmajor")
    '(?<![A-G]\\\\s)(?<![A-G][b#]\\\\s)\\\\bmajor'
    >>> fixed_width_lookbehinds(r"(?<=x?y)z"), fixed_width_lookbehinds(r"(?<!harmoni[sz]ed\\s)")
    ('(?:(?<=y)|(?<=xy))z', '(?<!harmoni[sz]ed\\\\s)')
    """
    def split(lookbehind: re.Match[str]) -> str:
        sign, atoms = lookbehind[1], ATOM.findall(lookbehind[0][4:-1])
        if not any(optional for _, optional in atoms):
            return lookbehind[0]
        bodies = [""]
        for atom, optional in atoms:
            bodies = ([*bodies] if optional else []) + [b + atom for b in bodies]
        bodies = sorted(dict.fromkeys(bodies), key=len)  # shortest first, one of each
        if sign == "!":
            return "".join(f"(?<!{b})" for b in bodies)
        return "(?:" + "|".join(f"(?<={b})" for b in bodies) + ")"
    return LOOKBEHIND.sub(split, pattern)


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
