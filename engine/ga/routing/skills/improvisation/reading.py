"""How ImprovisationSkill reads a message: its run of chord symbols, and each symbol's root and quality.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/ImprovisationSkill.cs`:
ExtractChordRun 196-210 over ChordTokenRegex 461 (`data/improvisation.tsv`), ExtractRoot 294-307,
InferQuality 309-353 (its ordered tests in `data/improvisation_rules.tsv`, the classes in
`data/improvisation_qualities.tsv`) and the CanHandle keyword test 105-110 (`gates.py`). #749 (at its
commit fb2d4b1e) moves that test into `HasImprovIntent` and adds `NamesValidChord`; these and the rest
of the file are unchanged there, and main is assumed to be #749's (lesson 7's page: the three files
are unchanged on main at f4f4d30).

The tokenizer ends on `\\b`, so a symbol cannot end on `#`, `+` or `°` (F# is read as F, C+ as C)
and is cut at a `#` after a quality it lists (Cmaj7#5 as Cmaj7); ♭ and ♯ are not accidentals to it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ...data import dotnet_regex, rows
from ....dotnet_text import is_blank, lower_invariant
from ..gates import contains_word, gates

ROOT_LETTERS = ("A", "G")  # ExtractRoot, InferQuality: a symbol must start with A to G
ACCIDENTALS = "#b"  # the one character after the letter that belongs to the root
FALLBACK_ROOT = "C"  # ExtractRoot's answer for an empty or rootless symbol (lines 296, 302)
UNKNOWN = "Unknown"


@dataclass(frozen=True)
class Quality:
    """A quality class: GA's kind, the name answers print, the arpeggio label's suffix, the advisory note."""

    kind: str  # QualityKind, e.g. "Minor7"
    display: str  # e.g. "minor 7"
    arpeggio_suffix: str  # ArpeggioFor, e.g. "m7"; "" for a major triad and an unknown quality
    advice: str


@lru_cache(maxsize=None)
def texts() -> dict[str, str]:
    """The skill's fixed texts and its tokenizer's pattern, by name."""
    return {name: value for name, _where, value in rows("improvisation.tsv", 3)}


@lru_cache(maxsize=None)
def qualities() -> dict[str, Quality]:
    return {kind: Quality(kind, display, suffix, advice)
            for kind, _where, display, suffix, advice in rows("improvisation_qualities.tsv", 5)}


@lru_cache(maxsize=None)
def quality_tests() -> tuple[tuple[str, str], ...]:
    """InferQuality's (kind, condition) pairs, in GA's order."""
    return tuple((kind, condition) for _line, kind, condition in rows("improvisation_rules.tsv", 3))


@lru_cache(maxsize=None)
def chord_token() -> re.Pattern[str]:
    return dotnet_regex(texts()["chord_token"])


def chord_run(message: str) -> list[str]:
    """ExtractChordRun: every chord symbol ChordTokenRegex finds, in order (a bare letter counts).

    >>> chord_run("which arpeggio fits Am F C G"), chord_run("over B♭ F# C+ Cmaj7#5 C7sus4")
    (['Am', 'F', 'C', 'G'], ['B', 'F', 'C', 'Cmaj7'])
    """
    if is_blank(message):
        return []
    return [m.group(0) for m in chord_token().finditer(message)]  # a match never holds a space to trim


def root_of(symbol: str) -> str:
    """ExtractRoot: the letter and a # or b after it; "C" when the symbol does not start with A to G.

    >>> root_of("Bbm7"), root_of("F#"), root_of("B♭"), root_of("Hm")
    ('Bb', 'F#', 'B', 'C')
    """
    if not has_root(symbol):
        return FALLBACK_ROOT
    return symbol[:2] if symbol[1:2] and symbol[1] in ACCIDENTALS else symbol[:1]


def has_root(symbol: str) -> bool:
    return bool(symbol) and ROOT_LETTERS[0] <= symbol[0] <= ROOT_LETTERS[1]


def quality_of(symbol: str) -> Quality:
    """InferQuality: the first of GA's ordered tests that the symbol's suffix passes.

    >>> [quality_of(s).display for s in ("Cm7", "Cm7#5", "Cm6", "C7#11", "Csus4", "C5")]
    ['minor 7', 'augmented', 'minor major 7', 'dominant 7', 'unknown', 'unknown']
    """
    if not has_root(symbol):
        return qualities()[UNKNOWN]
    suffix = lower_invariant(symbol[len(root_of(symbol)):]).replace("(", "").replace(")", "")
    kind = next((kind for kind, condition in quality_tests() if holds(condition, suffix)), UNKNOWN)
    return qualities()[kind]


def holds(condition: str, suffix: str) -> bool:
    """A condition of improvisation_rules.tsv: "contains sus & contains 7", "empty | starts 6".

    >>> holds("contains sus & contains 7", "7sus4"), holds("empty | starts 6", ""), holds("starts m", "dim")
    (True, True, False)
    """
    return any(all(passes(test, suffix) for test in alternative.split(" & ")) for alternative in condition.split(" | "))


def passes(test: str, suffix: str) -> bool:
    kind, _, text = test.partition(" ")
    if kind == "contains":
        return text in suffix
    if kind == "starts":
        return suffix.startswith(text)
    return kind == "empty" and not suffix


def has_improv_intent(message: str) -> bool:
    """HasImprovIntent (#749's name for CanHandle's keyword test): an improvisation word, whole."""
    lower = lower_invariant(message)
    return any(contains_word(lower, word) for word in gates("ImprovisationSkill")["improvisation_word"])


def has_chord_shape(message: str) -> bool:
    """CanHandle's chord test: a suffixed symbol ("Am", "G7") or a spaced quality ("C major")."""
    g = gates("ImprovisationSkill")
    return bool(g["chord_suffix"].search(message) or g["spaced_quality"].search(message))
