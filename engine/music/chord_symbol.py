"""Chord symbols as a textbook spells them, and how a voicing's pitch classes compare with one.

The course's measure (lessons 16 and 19): a voicing is *exact* when it plays the chord's notes
and no other, *no fifth* when the chord is a seventh chord with a perfect fifth and the voicing
plays all of it but that fifth (a shell), *more* when it plays the chord and other notes, *part*
when it plays only some of the chord, and *other* otherwise.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .intervals import degree_semitones
from .pitch_class import PitchClass

# Textbook qualities: suffix -> semitones above the root.
QUALITIES = {
    "": (0, 4, 7), "m": (0, 3, 7), "dim": (0, 3, 6), "aug": (0, 4, 8),
    "sus2": (0, 2, 7), "sus4": (0, 5, 7), "6": (0, 4, 7, 9), "m6": (0, 3, 7, 9),
    "7": (0, 4, 7, 10), "maj7": (0, 4, 7, 11), "m7": (0, 3, 7, 10), "m7b5": (0, 3, 6, 10),
    "dim7": (0, 3, 6, 9), "mmaj7": (0, 3, 7, 11), "9": (0, 2, 4, 7, 10), "add9": (0, 2, 4, 7),
}
LETTERS = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
ACCIDENTALS = {"": 0, "#": 1, "b": -1}
SYMBOL = re.compile(r"([A-G])([#b]?)(.*)")
PERFECT_FIFTH = 7
SEVENTHS = (10, 11)
EXACT, NO_FIFTH, MORE, PART, OTHER = "exact", "no fifth", "more", "part", "other"
VERDICTS = (EXACT, NO_FIFTH, MORE, PART, OTHER)
RIGHT = (EXACT, NO_FIFTH)  # what the course counts as the chord


@dataclass(frozen=True)
class Chord:
    """A chord as a textbook spells it: its symbol, root and pitch classes."""

    symbol: str  # e.g. "Bm7b5"
    root: PitchClass
    intervals: tuple[int, ...]  # semitones above the root, e.g. (0, 3, 6, 10)

    @property
    def pitch_classes(self) -> frozenset[PitchClass]:
        return frozenset((self.root + i) % 12 for i in self.intervals)

    @property
    def shell(self) -> frozenset[PitchClass] | None:
        """The chord without its perfect fifth, if it is a seventh chord that has one."""
        if PERFECT_FIFTH in self.intervals and any(s in self.intervals for s in SEVENTHS):
            return self.pitch_classes - {(self.root + PERFECT_FIFTH) % 12}
        return None


def textbook_chord(symbol: str) -> Chord:
    """The chord a textbook reads in a symbol; a KeyError for a quality not in the table.

    >>> sorted(textbook_chord("G7").pitch_classes), sorted(textbook_chord("Bbm7b5").pitch_classes)
    ([2, 5, 7, 11], [1, 4, 8, 10])
    """
    match = SYMBOL.fullmatch(symbol.strip())
    if match is None:
        raise KeyError(symbol)
    letter, accidental, quality = match.groups()
    return Chord(symbol, (LETTERS[letter] + ACCIDENTALS[accidental]) % 12, QUALITIES[quality])


def spelled_chord(root: str, degrees: str) -> Chord:
    """The chord a textbook spells from a root and its degrees; a ninth is a second an octave up.

    >>> c9 = spelled_chord("C", "1 3 5 b7 9"); (c9.symbol, sorted(c9.pitch_classes))
    ('C 1 3 5 b7 9', [0, 2, 4, 7, 10])
    >>> sorted(spelled_chord("Eb", "1 b3 b5 bb7").pitch_classes)
    [0, 3, 6, 9]
    """
    match = SYMBOL.fullmatch(root)
    if match is None or match[3]:
        raise KeyError(root)
    pc = LETTERS[match[1]] + ACCIDENTALS[match[2]]
    return Chord(f"{root} {degrees}", pc % 12, tuple(simple_degree_semitones(d) for d in degrees.split()))


def simple_degree_semitones(degree: str) -> int:
    """A degree's semitones above the root within an octave: "9" is 2, "#11" is 6, "b13" is 8."""
    number = int(degree.lstrip("b#"))
    return degree_semitones(degree[:len(degree) - len(str(number))] + str((number - 1) % 7 + 1))


def verdict(chord: Chord, pcs: frozenset[PitchClass] | set[PitchClass]) -> str:
    """How a voicing's pitch classes compare with the chord.

    >>> g7 = textbook_chord("G7")
    >>> [verdict(g7, set(p)) for p in ({7, 11, 2, 5}, {7, 11, 5}, {7, 11, 2, 5, 9}, {7, 2}, {0, 7})]
    ['exact', 'no fifth', 'more', 'part', 'other']
    """
    pcs = frozenset(pcs)
    if chord.shell is not None and pcs == chord.shell:
        return NO_FIFTH
    return compare(chord.pitch_classes, pcs)


def compare(asked: frozenset[PitchClass], pcs: frozenset[PitchClass] | set[PitchClass]) -> str:
    """How the notes a voicing plays compare with the notes asked: exact, more, part or other.

    >>> [compare(frozenset({2, 5, 9}), set(p)) for p in ({2, 5, 9}, {0, 2, 5, 9}, {2, 9}, {2, 9, 11})]
    ['exact', 'more', 'part', 'other']
    """
    pcs = frozenset(pcs)
    if pcs == asked:
        return EXACT
    if pcs > asked:
        return MORE
    if pcs and pcs < asked:
        return PART
    return OTHER
