"""Scales and their modes as a textbook reads them: a mode is its scale played from one of its degrees.

A scale is its pitch classes above its first note, ascending (the major scale is 0 2 4 5 7 9 11).
Mode k of a scale starts on its k-th degree and is written above that note: mode 4 of the major
scale, from F, is 0 2 4 6 7 9 11, the Lydian. A formula names each note by its degree: a
seven-note scale takes each degree once, its notes in ascending order being 1 to 7, each with the
accidental that reaches it from the major scale's degree (Lydian is 1 2 3 #4 5 6 7); a scale of
any other size is numbered by its notes' letters, on C (the major pentatonic C D E G A is 1 2 3 5 6).
"""
from __future__ import annotations

from typing import Sequence

from .pitch_class import OCTAVE, PitchClass
from .spelling import LETTERS, NATURALS, NoteName, on_letter, parse_note

Scale = tuple[PitchClass, ...]  # pitch classes above the first note, e.g. (0, 2, 4, 5, 7, 9, 11)
HEPTATONIC = 7


def rotation(scale: Sequence[PitchClass], degree: int) -> Scale:
    """The scale from its `degree`-th note (1-based), above that note, ascending.

    >>> rotation((0, 2, 4, 5, 7, 9, 11), 4)
    (0, 2, 4, 6, 7, 9, 11)
    """
    start = scale[degree - 1]
    return tuple(sorted((p - start) % OCTAVE for p in scale))


def degree_of(scale: Sequence[PitchClass], mode: Sequence[PitchClass]) -> int:
    """The first degree of `scale` whose rotation is `mode` (as a set above its first note), or 0 if none.

    >>> degree_of((0, 2, 4, 7, 9), (0, 3, 5, 7, 10)), degree_of((0, 2, 4, 7, 9), (0, 1, 2))
    (5, 0)
    """
    wanted = tuple(sorted(mode))
    return next((k for k in range(1, len(scale) + 1) if rotation(scale, k) == wanted), 0)


def signs(alter: int) -> str:
    """An alteration as sharps or flats: 2 is "##", -1 is "b"."""
    return "#" * alter if alter > 0 else "b" * -alter


def degree_formula(scale: Sequence[PitchClass]) -> str:
    """A seven-note scale's formula: its notes in ascending order are degrees 1 to 7.

    >>> degree_formula((0, 2, 4, 6, 7, 9, 11)), degree_formula((0, 1, 3, 4, 6, 8, 10))
    ('1 2 3 #4 5 6 7', '1 b2 b3 b4 b5 b6 b7')
    """
    return " ".join(signs((p - n + 6) % OCTAVE - 6) + str(i + 1) for i, (p, n) in enumerate(zip(sorted(scale), NATURALS)))


def letter_formula(notes: Sequence[NoteName]) -> str:
    """A formula read from the letters of notes on C: a note on E is a third, whatever its accidental.

    >>> letter_formula(("C", "D", "E", "G", "A")), letter_formula(("C", "Eb", "F", "F#", "G", "Bb"))
    ('1 2 3 5 6', '1 b3 4 #4 5 b7')
    """
    return " ".join(signs(n.alter) + str(LETTERS.index(n.letter) + 1) for n in map(parse_note, notes))


def formula(notes: Sequence[NoteName]) -> str:
    """A textbook's formula of notes on C: by degree for seven notes, by letter for any other number.

    >>> formula(("C", "D", "Eb", "F", "G", "B", "Bb")), formula(("C", "F"))
    ('1 2 b3 4 5 #6 7', '1 4')
    """
    pcs = [parse_note(n).pc for n in notes]
    return degree_formula(pcs) if len(pcs) == HEPTATONIC else letter_formula(notes)


def spell_on_c(scale: Sequence[PitchClass]) -> tuple[NoteName, ...]:
    """A seven-note scale on C, one letter per degree.

    >>> spell_on_c((0, 1, 3, 4, 6, 8, 9))
    ('C', 'Db', 'Eb', 'Fb', 'Gb', 'Ab', 'Bbb')
    """
    if len(scale) != HEPTATONIC:
        raise ValueError(f"a scale spelled one letter per degree has seven notes, not {len(scale)}")
    return tuple(on_letter(letter, p) for letter, p in zip(LETTERS, scale))
