"""The chord the ICV skills read in a question, and the pitch classes they build for it.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/IcvNeighborsSkill.cs`
TryBuildPcSet (196-210) and QualityIntervals (212-232), which `IntervalClassVectorSkill.cs`
repeats (182-217), as do `GrothendieckDeltaSkill.cs` (69-78, 137-173) and `IcvShortestPathSkill.cs`
(95-104, 165-201): the four copies build the same sets at the pin (the last two upper-case the
root's letter before a lookup that ignores case anyway). The chord token is what a pattern
captured: a letter, an accidental, one of eight quality words, digits, alterations and an
optional °. Its root is looked up ignoring case; its quality is lowercased, then looked up in
GA's order, and anything not in the table is a major triad, without a word. Tables: `data/icv_chords.tsv`; patterns: `data/icv_patterns.tsv`.
The course: the same on main.
"""
from __future__ import annotations

import re
from functools import lru_cache

from ....music.pitch_class import OCTAVE, PitchClass, bitmask
from ..data import dotnet_regex, rows

Token = str  # a chord as a pattern captured it, e.g. "Cmaj7", "B♭7", "a"
DEFAULT_INTERVALS = (0, 4, 7)  # IcvNeighborsSkill.cs 231: any other quality is a major triad
UNICODE_ACCIDENTALS = (("♯", "#"), ("♭", "b"))  # line 199
ACCIDENTALS = "#b"  # line 201: a second character that makes the root two characters long


@lru_cache(maxsize=None)
def patterns(owner: str) -> dict[str, re.Pattern[str]]:
    """A skill's reading patterns, by name, in the order ExecuteAsync tries them."""
    return {name: dotnet_regex(pattern, ignore_case=kind == "regex-i")
            for cls, name, kind, _where, pattern in rows("icv_patterns.tsv", 5) if cls == owner}


@lru_cache(maxsize=None)
def chord_tables() -> tuple[dict[str, PitchClass], tuple[tuple[str, tuple[int, ...]], ...]]:
    """The roots (lowercased spelling: pitch class) and the qualities (spelling, semitones) in GA's order."""
    table = rows("icv_chords.tsv", 5)
    roots = {spelling.lower(): int(value) for kind, _n, _v, spelling, value in table if kind == "root"}
    qualities = tuple((spelling, tuple(int(s) for s in value.split(",")))
                      for kind, _n, _v, spelling, value in table if kind == "quality")
    return roots, qualities


def quality_intervals(quality: str) -> tuple[int, ...]:
    """QualityIntervals: the semitones GA gives a quality, a major triad for one it lacks.

    >>> quality_intervals("m7"), quality_intervals("M7"), quality_intervals("dom7")
    ((0, 3, 7, 10), (0, 3, 7, 10), (0, 4, 7))
    """
    lowered = quality.lower().strip()  # ToLowerInvariant().Trim(): "M7" is looked up as "m7"
    return next((intervals for spelling, intervals in chord_tables()[1] if spelling == lowered), DEFAULT_INTERVALS)


@lru_cache(maxsize=4096)  # lessons 22 and 23 build a few dozen tokens tens of thousands of times
def build(token: Token) -> tuple[PitchClass, ...] | None:
    """TryBuildPcSet: the token's pitch classes, in the quality's order from the root; None without a known root.

    Does not check that the token is a chord: a pattern has done that.

    >>> build("F#m7b5"), build("B♭7"), build("a"), build("Cb")
    ((6, 9, 0, 4), (10, 2, 5, 8), (9, 1, 4), None)
    """
    if not token.strip():
        return None
    text = token
    for symbol, ascii_sign in UNICODE_ACCIDENTALS:
        text = text.replace(symbol, ascii_sign)
    text = text.strip()
    root_length = 2 if len(text) >= 2 and text[1] in ACCIDENTALS else 1
    root = chord_tables()[0].get(text[:root_length].lower())
    if root is None:
        return None
    return tuple((root + i) % OCTAVE for i in quality_intervals(text[root_length:]))


@lru_cache(maxsize=4096)
def chord_set(token: Token) -> int | None:
    """The id (bitmask) of the set `build` makes of the token; None without a known root.

    >>> chord_set("C"), chord_set("H")
    (145, None)
    """
    pcs = build(token)
    return None if pcs is None else bitmask(pcs)
