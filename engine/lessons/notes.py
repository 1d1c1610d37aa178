"""Notes in a table's cells: a chord's notes spelled for a reader, or a set of pitch classes said to be one.

The course's programs name every pitch class with a sharp, from C up ("C D# G A#"); that is their
text, kept byte for byte. A reader is given what the cell means: a chord's notes on their letters
from its root and quality (C E♭ G B♭), or the pitch classes under a heading that says so.
"""
from __future__ import annotations

from typing import Iterable

from ..music.chord_tones import spelled
from ..music.pitch_class import PitchClass, sharp_names
from ..music.spelling import pretty, spell_chord
from ..table import Notes, PitchClasses


def chord_notes(pcs: Iterable[PitchClass], root: str, degrees: str) -> Notes:
    """A textbook's chord from its root and degrees: the program's sharp names, the reader's spelling.

    >>> chord_notes((0, 3, 7, 10), "C", "1 b3 5 b7")
    Notes(printed='C D# G A#', spelled='C E♭ G B♭')
    """
    return Notes(sharp_names(pcs), " ".join(pretty(n) for n in spell_chord(root, degrees)))


def symbol_notes(pcs: Iterable[PitchClass], symbol: str) -> Notes:
    """A chord symbol's notes (`engine.music.chord_tones`): the program's sharp names, the reader's spelling.

    >>> symbol_notes((0, 3, 7), "Cm")
    Notes(printed='C D# G', spelled='C E♭ G')
    """
    return Notes(sharp_names(pcs), " ".join(pretty(n) for n in spelled(symbol)))


def pitch_classes(pcs: Iterable[PitchClass]) -> PitchClasses:
    """A set of pitch classes, named from C up as the program names them.

    >>> pitch_classes((10, 2, 5))
    PitchClasses(printed='D F A#', read='D F A♯')
    """
    names = sharp_names(pcs)
    return PitchClasses(names, " ".join(pretty(n) for n in names.split()))
