"""The search's ChordName filter: which stored chord names pass for a chord asked, at the pin and on main.

At the pin, `OptickSearchStrategy.ApplyFilters` (296-329) splits the asked symbol into a root and
a quality fragment (`ParseChordSymbol`, 342-365: a letter, then `#` or `b`, then the rest) and
keeps a voicing whose stored name contains the fragment, ignoring case, and whose lowest note
is the root: "Dm7" keeps `Bm7(shell)/D`.

On main (f4f5b4a, not available) the lesson quotes the filter (`OptickSearchStrategy.cs`
307-319): it parses both the asked symbol and the stored name with `ParseChordName` and keeps the
voicing when the roots are equal, the qualities are equal (ordinal), and, if the asked symbol has
a bass, the lowest note is that bass; the name is cut at its first parenthesis (348-349), so
`Dbaug(maj7)/C` passes for "Dbaug". **Inferred** (the rest of `ParseChordName` is not quoted):
the root is read as at the pin, the quality ends at the first `(` or `/`, a bass is the root
spelled after the `/`, spaces are kept, and a name that does not start with a note letter
passes nothing. This reproduces every answer of l16-main.txt; trimming the quality's spaces
would change none of them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ...music.pitch_class import PitchClass

NOTE_LETTERS = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
ACCIDENTALS = {"#": 1, "b": -1}
QUALITY_END = re.compile(r"[(/]")


@dataclass(frozen=True)
class ChordName:
    """A chord name as main's filter reads it: root, quality, and the bass after a slash."""

    root: PitchClass
    quality: str  # "m7" for "Dm7/C"; "aug" for "Dbaug(maj7)/C"; "" for "E/B"
    bass: PitchClass | None = None


def read_root(text: str) -> tuple[PitchClass, int] | None:
    """The pitch class of a root at the start of `text`, and how many characters it takes.

    >>> read_root("Bbm7"), read_root("F#"), read_root("bass"), read_root("Xm")
    ((10, 2), (6, 2), (11, 1), None)
    """
    letter = NOTE_LETTERS.get(text[:1].upper())
    if letter is None:
        return None
    shift = ACCIDENTALS.get(text[1:2], 0)
    return (letter + shift) % 12, 1 + (shift != 0)


@lru_cache(maxsize=None)
def parse_chord_name(name: str) -> ChordName | None:
    """Main's reading of a chord name, or None when it does not start with a note letter.

    >>> parse_chord_name("Dbaug(maj7)/C"), parse_chord_name("E/B")
    (ChordName(root=1, quality='aug', bass=0), ChordName(root=4, quality='', bass=11))
    >>> parse_chord_name("Forte 4-9 (tetrachord)").quality, parse_chord_name("(none)")
    ('orte 4-9 ', None)
    """
    root = read_root(name)
    if root is None:
        return None
    rest = name[root[1]:]
    end = QUALITY_END.search(rest)
    quality = rest[:end.start()] if end else rest
    after_slash = rest.partition("/")[2]
    bass = read_root(after_slash) if after_slash else None
    return ChordName(root[0], quality, bass[0] if bass else None)


def quality_in_name(asked: str, name: str, lowest: int) -> bool:
    """The pin's test: the asked quality is in the name (any case) and the lowest note is the asked root.

    >>> quality_in_name("Dm7", "Bm7(shell)/D", 50), quality_in_name("Dm7", "Dm7/C", 48)
    (True, False)
    """
    root = read_root(asked)
    if root is None:
        return True  # no note letter: ParseChordSymbol gives nothing to filter on
    quality = asked[root[1]:]
    return quality.lower() in name.lower() and lowest % 12 == root[0]


def root_and_quality(asked: str, name: str, lowest: int) -> bool:
    """Main's test: the name's root and quality are the asked ones, and its lowest note the asked bass.

    >>> root_and_quality("Dm7", "Bm7(shell)/D", 50), root_and_quality("Dm7", "Dm7/C", 48)
    (False, True)
    >>> root_and_quality("C/G", "C/E", 52), root_and_quality("C/G", "C", 55)
    (False, True)
    """
    wanted = parse_chord_name(asked)
    if wanted is None:
        return True  # ParseChordName gives nothing to filter on
    found = parse_chord_name(name)
    return (found is not None and found.root == wanted.root and found.quality == wanted.quality
            and (wanted.bass is None or lowest % 12 == wanted.bass))


CHORD_FILTERS = {"quality-in-name": quality_in_name, "root-and-quality": root_and_quality}
