"""The triads a textbook builds on the seven degrees of a key: the key's notes, each with its quality.

In a major key the triads are major, minor, minor, major, major, minor and diminished (I ii iii IV
V vi vii°); in a natural minor key, minor, diminished, major, minor, minor, major, major (i ii° III
iv v VI VII). A triad's notes are a degree and the degrees a third and a fifth above it, letters
and all: B♯ diminished in C♯ major is B♯ D♯ F♯.
"""
from __future__ import annotations

from .keys import MAJOR, MINOR, Key, Mode
from .spelling import NoteName

SUFFIXES: dict[Mode, tuple[str, ...]] = {  # the chord symbol's suffix on each degree
    MAJOR: ("", "m", "m", "", "", "m", "dim"),
    MINOR: ("m", "dim", "", "m", "m", "", ""),
}


def triads(key: Key) -> tuple[str, ...]:
    """The key's seven triads as chord symbols.

    >>> triads(Key("Gb", "major"))
    ('Gb', 'Abm', 'Bbm', 'Cb', 'Db', 'Ebm', 'Fdim')
    """
    return tuple(note + suffix for note, suffix in zip(key.notes, SUFFIXES[key.mode]))


def triad_notes(key: Key, degree: int) -> tuple[NoteName, NoteName, NoteName]:
    """The notes of the triad on a degree (0 = the tonic): the degree, a third and a fifth above.

    >>> triad_notes(Key("C#", "major"), 6)
    ('B#', 'D#', 'F#')
    """
    notes = key.notes
    return notes[degree], notes[(degree + 2) % len(notes)], notes[(degree + 4) % len(notes)]
