"""The major scale and the three forms of the minor scale, as a textbook compares them.

Each scale is the semitones of its degrees 1 to 7 above the tonic. The natural minor lowers the
major scale's 3rd, 6th and 7th; the harmonic minor raises the 7th back, for a major dominant; the
melodic minor, ascending, raises the 6th too, so it differs from major at the 3rd only. A formula
names each degree against the major scale's (`scales.degree_formula`: 1 2 b3 4 5 b6 b7).
"""
from __future__ import annotations

from typing import Sequence

from .keys import MAJOR, MINOR, STEPS
from .pitch_class import OCTAVE
from .scales import Scale

NATURAL_MINOR, HARMONIC_MINOR, MELODIC_MINOR = "natural minor", "harmonic minor", "melodic minor"
FORMS: dict[str, Scale] = {
    MAJOR: STEPS[MAJOR],
    NATURAL_MINOR: STEPS[MINOR],
    HARMONIC_MINOR: (0, 2, 3, 5, 7, 8, 11),
    MELODIC_MINOR: (0, 2, 3, 5, 7, 9, 11),  # ascending; descending, it is the natural minor
}
TRIAD_QUALITIES = {(4, 7): "major", (3, 7): "minor", (3, 6): "diminished", (4, 8): "augmented"}


def from_steps(steps: Sequence[int]) -> Scale:
    """A scale from the steps between its degrees (the last step, back to the octave, is not needed).

    >>> from_steps((2, 1, 2, 2, 1, 2, 2))
    (0, 2, 3, 5, 7, 8, 10)
    """
    degrees = [0]
    for step in steps[:-1]:
        degrees.append(degrees[-1] + step)
    return tuple(degrees)


def differing_degrees(scale: Scale) -> tuple[int, ...]:
    """The degrees (1 to 7) where the scale differs from the major scale.

    >>> differing_degrees(FORMS[HARMONIC_MINOR])
    (3, 6)
    """
    return tuple(k + 1 for k, (a, b) in enumerate(zip(scale, FORMS[MAJOR])) if a != b)


def triad(scale: Scale, degree: int) -> tuple[int, int]:
    """The triad stacked in thirds on a degree (1 to 7): its third and fifth in semitones above its root."""
    root = scale[degree - 1]
    return tuple((scale[(degree - 1 + k) % len(scale)] - root) % OCTAVE for k in (2, 4))


def triad_quality(scale: Scale, degree: int) -> str:
    """The triad's quality: "major", "minor", "diminished", "augmented".

    >>> [triad_quality(FORMS[HARMONIC_MINOR], d) for d in (1, 4, 5)]
    ['minor', 'minor', 'major']
    """
    return TRIAD_QUALITIES[triad(scale, degree)]
