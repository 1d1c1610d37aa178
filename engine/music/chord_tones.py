"""Chords as a textbook builds them, tone by tone: each tone's semitones above the root and its degree.

The table is the course's (lesson 18): the sixteen qualities GA's voice-leading skill builds,
then seven other common ones. From it, a symbol's pitch classes, its notes spelled from the
root's letter, and a name for a set of pitch classes.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable

from .pitch_class import OCTAVE, SHARP_NAMES, PitchClass
from .spelling import note_pc, spell

Tone = tuple[int, int]  # (semitones above the root, degree): (4, 3) is a major third
TRIAD, MINOR = ((0, 1), (4, 3), (7, 5)), ((0, 1), (3, 3), (7, 5))
SEVENTH, MAJOR_SEVENTH, NINTH = (10, 7), (11, 7), (2, 9)
BUILT: dict[str, tuple[Tone, ...]] = {  # the qualities GA's VoiceLeadingSkill builds, in its table's order
    "": TRIAD, "m": MINOR, "dim": ((0, 1), (3, 3), (6, 5)), "aug": ((0, 1), (4, 3), (8, 5)),
    "sus2": ((0, 1), (2, 2), (7, 5)), "sus4": ((0, 1), (5, 4), (7, 5)),
    "7": (*TRIAD, SEVENTH), "m7": (*MINOR, SEVENTH), "maj7": (*TRIAD, MAJOR_SEVENTH),
    "m7b5": ((0, 1), (3, 3), (6, 5), (10, 7)), "dim7": ((0, 1), (3, 3), (6, 5), (9, 7)),
    "6": (*TRIAD, (9, 6)), "m6": (*MINOR, (9, 6)),
    "9": (*TRIAD, SEVENTH, NINTH), "maj9": (*TRIAD, MAJOR_SEVENTH, NINTH), "m9": (*MINOR, SEVENTH, NINTH),
}
OTHERS: dict[str, tuple[Tone, ...]] = {  # other common chords, which that skill does not build
    "add9": (*TRIAD, NINTH), "7sus4": ((0, 1), (5, 4), (7, 5), SEVENTH), "7b9": (*TRIAD, SEVENTH, (1, 9)),
    "7#9": (*TRIAD, SEVENTH, (3, 9)), "mMaj7": (*MINOR, MAJOR_SEVENTH),
    "11": (*TRIAD, SEVENTH, NINTH, (5, 11)), "13": (*TRIAD, SEVENTH, NINTH, (9, 13)),
}
QUALITIES = {**BUILT, **OTHERS}


def split_symbol(symbol: str) -> tuple[str, str]:
    """The root as written and the quality suffix: a second character '#' or 'b' belongs to the root.

    >>> split_symbol("Bbm7b5"), split_symbol("F#"), split_symbol("Cmaj7")
    (('Bb', 'm7b5'), ('F#', ''), ('C', 'maj7'))
    """
    n = 2 if len(symbol) > 1 and symbol[1] in "#b" else 1
    return symbol[:n], symbol[n:]


def tones(symbol: str) -> tuple[Tone, ...]:
    """The tones of a symbol's quality; a KeyError names a quality the table lacks."""
    return QUALITIES[split_symbol(symbol)[1]]


@lru_cache(maxsize=None)
def chord_pcs(symbol: str) -> tuple[PitchClass, ...]:
    """The chord's pitch classes, root first, in the table's order of tones.

    >>> chord_pcs("Bbm7b5"), chord_pcs("D9")
    ((10, 1, 4, 8), (2, 6, 9, 0, 4))
    """
    root = note_pc(split_symbol(symbol)[0])
    return tuple((root + semitones) % OCTAVE for semitones, _ in tones(symbol))


@lru_cache(maxsize=None)
def spelled(symbol: str) -> tuple[str, ...]:
    """The chord's notes spelled from its root's letter, in the table's order of tones.

    >>> spelled("D#7"), spelled("Ebm")
    (('D#', 'F##', 'A#', 'C#'), ('Eb', 'Gb', 'Bb'))
    """
    root = split_symbol(symbol)[0]
    return tuple(spell(root, semitones, degree) for semitones, degree in tones(symbol))


def chord_name(pcs: Iterable[PitchClass], root: str) -> str:
    """A name for a set of pitch classes: a chord of the table on `root` as written, else on the
    nearest root above it (sharp names), else the notes themselves.

    >>> chord_name((9, 0, 4), "A"), chord_name((5, 9, 0), "F#"), chord_name((0, 1), "C")
    ('Am', 'F', 'C C#')
    """
    wanted, first = frozenset(pcs), note_pc(root)
    for step in range(OCTAVE):
        r = (first + step) % OCTAVE
        for suffix, chord in QUALITIES.items():
            if frozenset((r + s) % OCTAVE for s, _ in chord) == wanted:
                return (root if step == 0 else SHARP_NAMES[r]) + suffix
    return " ".join(SHARP_NAMES[p] for p in sorted(wanted))
