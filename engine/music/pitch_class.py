"""Pitch classes: the twelve notes of the octave, C = 0, and sets of them."""
from __future__ import annotations

from typing import Iterable

PitchClass = int  # 0..11, C = 0
Midi = int  # a MIDI note number, middle C = 60
OCTAVE = 12
FLAT_NAMES = ("C", "Db", "D", "Eb", "E", "F", "Gb", "G", "Ab", "A", "Bb", "B")
SHARP_NAMES = ("C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B")


def pitch_class(midi: Midi) -> PitchClass:
    """The pitch class of a MIDI note.

    >>> pitch_class(64), pitch_class(40), pitch_class(-1)
    (4, 4, 11)
    """
    return midi % OCTAVE


def pc_set(notes: Iterable[Midi]) -> tuple[PitchClass, ...]:
    """The distinct pitch classes of some notes, ascending.

    >>> pc_set([64, 59, 55, 48])
    (0, 4, 7, 11)
    """
    return tuple(sorted({pitch_class(n) for n in notes}))


def transpose(pcs: Iterable[PitchClass], by: int) -> tuple[PitchClass, ...]:
    """The set moved up `by` semitones, ascending.

    >>> transpose((0, 4, 7), 7)
    (2, 7, 11)
    """
    return tuple(sorted({(pc + by) % OCTAVE for pc in pcs}))


def intervals_from(root: PitchClass, pcs: Iterable[PitchClass]) -> frozenset[int]:
    """The intervals, in semitones up from `root`, of the pitch classes.

    >>> sorted(intervals_from(7, (2, 7, 11)))
    [0, 4, 7]
    """
    return frozenset((pc - root) % OCTAVE for pc in pcs)


def flat_name(pc: PitchClass) -> str:
    """A pitch class's name, spelled with flats.

    >>> flat_name(1), flat_name(10)
    ('Db', 'Bb')
    """
    return FLAT_NAMES[pc % OCTAVE]


def sharp_names(pcs: Iterable[PitchClass]) -> str:
    """A set's notes from C up, spelled with sharps, as the course's programs print them.

    >>> sharp_names((11, 2, 7, 5, 7))
    'D F G B'
    """
    return " ".join(SHARP_NAMES[pc % OCTAVE] for pc in sorted(set(pcs)))


def bitmask(pcs: Iterable[PitchClass]) -> int:
    """The set as a 12-bit number, bit pc set for each member.

    >>> bitmask((0, 4, 7))
    145
    """
    return sum(1 << pc for pc in set(pcs))
