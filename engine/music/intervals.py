"""Intervals between pitch classes: interval classes and a set's interval-class vector."""
from __future__ import annotations

from itertools import combinations
from typing import Iterable

from .pitch_class import OCTAVE, PitchClass

IntervalClassVector = tuple[int, int, int, int, int, int]  # counts of ic1..ic6, e.g. (0, 0, 1, 1, 1, 0)


def interval_class(a: PitchClass, b: PitchClass) -> int:
    """The interval class (0..6) between two pitch classes.

    >>> interval_class(0, 7), interval_class(11, 0), interval_class(3, 3)
    (5, 1, 0)
    """
    d = (b - a) % OCTAVE
    return min(d, OCTAVE - d)


def interval_class_vector(pcs: Iterable[PitchClass]) -> IntervalClassVector:
    """How many pairs of the set's distinct pitch classes lie at each interval class 1..6.

    >>> interval_class_vector((0, 4, 7)), interval_class_vector((0, 3, 6, 9))
    ((0, 0, 1, 1, 1, 0), (0, 0, 4, 0, 0, 2))
    """
    counts = [0] * 6
    for a, b in combinations(sorted(set(pcs)), 2):
        counts[interval_class(a, b) - 1] += 1
    return tuple(counts)


def circular_distance(a: PitchClass, b: PitchClass) -> int:
    """The fewest semitones from one pitch class to the other, up or down.

    >>> circular_distance(11, 0), circular_distance(2, 9)
    (1, 5)
    """
    return interval_class(a, b)

MAJOR_SCALE = {1: 0, 2: 2, 3: 4, 4: 5, 5: 7, 6: 9, 7: 11}  # semitones of each degree of the major scale
ACCIDENTALS = {"": 0, "b": -1, "bb": -2, "#": 1, "##": 2}


def degree_semitones(degree: str) -> int:
    """Semitones above the tonic of a scale degree written like "b3", "#4" or "bb7".

    Checks no range: "9" raises KeyError, as it is not within an octave.

    >>> degree_semitones("b3"), degree_semitones("#4"), degree_semitones("bb7"), degree_semitones("1")
    (3, 6, 9, 0)
    """
    accidental, number = degree.rstrip("1234567"), int(degree.lstrip("b#"))
    return (MAJOR_SCALE[number] + ACCIDENTALS[accidental]) % OCTAVE


def degree_number(degree: str) -> int:
    """The number of a scale degree, its accidental dropped.

    >>> degree_number("bb7"), degree_number("#4")
    (7, 4)
    """
    return int(degree.lstrip("b#"))
