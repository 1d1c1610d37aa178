"""Scale degrees: the semitones and the number a degree such as "b3" or "#4" names."""
from __future__ import annotations

from .pitch_class import OCTAVE

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
