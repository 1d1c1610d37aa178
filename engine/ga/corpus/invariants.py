"""PromptCorpusTests' text invariants: what an answer must hold for the gate to pass it.

Follows, at the pin (snapshot c781df5c), `Tests/Apps/GaChatbot.Api.Tests/Corpus/PromptCorpusTests.cs`
EvaluatePromptAsync (313-379), in its order: a blank answer; a degraded-backend marker (no signal,
not a failure); fewer UTF-16 units than `min_length` (50 by default, line 352); a phrase banned from
every answer; then the entry's `not_contains`, `contains` and `contains_any`. Every marker and string
is looked for as `string.Contains(s, StringComparison.OrdinalIgnoreCase)`. The checks after those
(the route, the routing method, the grounding, the trace's shape, 381-484) read the JSON body and
trace of a chat reply, not the answer's text, and are left out: the course calls most prompts'
intents directly, where they do not apply. `contains` may be swapped for another reading of the
same strings (lesson 8's stricter one); the markers keep GA's.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable

from ..datafile import read_rows
from ..dotnet_text import is_blank, upper_invariant, utf16_length
from .entries import Entry

MARKERS = Path(__file__).resolve().parent / "data" / "markers.tsv"
DEFAULT_MIN_LENGTH = 50  # entry.MinLength ?? 50 (line 352)
DEGRADED_TOKEN = "BACKEND_DEGRADED"  # BackendDegradedToken (line 53): "no signal" in the snapshot
EMPTY, DEGRADED, TOO_SHORT, BANNED = "empty", "degraded", "too short", "banned"
NOT_CONTAINS, CONTAINS, CONTAINS_ANY = "not_contains", "contains", "contains_any"
CHECKS = (EMPTY, DEGRADED, TOO_SHORT, BANNED, NOT_CONTAINS, CONTAINS, CONTAINS_ANY)  # in GA's order

Contains = Callable[[str, str], bool]  # (answer, expected string) -> found


@dataclass(frozen=True)
class Failure:
    """The first check an answer fails, and what failed it: a marker, a missing string, the lengths."""

    check: str  # one of CHECKS
    string: str = ""  # the marker, the banned string or the missing one
    length: int = 0  # the answer's length and the minimum, for TOO_SHORT
    minimum: int = 0


def ga_contains(answer: str, string: str) -> bool:
    """GA's reading: a case-insensitive substring, compared char by char (`contains_ignore_case`)."""
    return folded(string) in folded(answer)


@lru_cache(maxsize=1024)  # the same answers are checked against every entry's strings
def folded(text: str) -> str:
    return upper_invariant(text)


@lru_cache(maxsize=None)
def markers(kind: str) -> tuple[str, ...]:
    """The degraded markers ("degraded") or the universally banned phrases ("banned"), in GA's order."""
    return tuple(phrase for found, _line, phrase in read_rows(MARKERS, 3) if found == kind)


def evaluate(entry: Entry, answer: str, contains: Contains = ga_contains) -> Failure | None:
    """The first invariant of the entry the answer breaks, None when it passes them all."""
    if is_blank(answer):
        return Failure(EMPTY)
    if degraded := first(markers("degraded"), lambda m: ga_contains(answer, m)):
        return Failure(DEGRADED, degraded)
    minimum, length = entry.min_length if entry.min_length is not None else DEFAULT_MIN_LENGTH, utf16_length(answer)
    if length < minimum:
        return Failure(TOO_SHORT, length=length, minimum=minimum)
    if banned := first(markers("banned"), lambda m: ga_contains(answer, m)):
        return Failure(BANNED, banned)
    if found := first(entry.not_contains or (), lambda s: contains(answer, s)):
        return Failure(NOT_CONTAINS, found)
    if missing := first(entry.contains or (), lambda s: not contains(answer, s)):
        return Failure(CONTAINS, missing)
    if entry.contains_any and not any(contains(answer, s) for s in entry.contains_any):
        return Failure(CONTAINS_ANY)
    return None


def first(strings, test) -> str | None:
    return next((s for s in strings if test(s)), None)
