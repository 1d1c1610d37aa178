"""Note names as a textbook spells them: a letter for each degree, and the accidental that reaches the note.

A third is two letters above the root, whatever its accidental: the major third of F♯ is A♯, the
fifth of D♯ is A♯, the ♭VI of E♭ minor is C♭. Names are ASCII: `#` for a sharp, `b` for a flat,
doubled for a double sharp or flat.
"""
from __future__ import annotations

from functools import lru_cache

from .pitch_class import OCTAVE, PitchClass

NoteName = str  # e.g. "F#", "Bb", "F##"
LETTERS = "CDEFGAB"
NATURALS = (0, 2, 4, 5, 7, 9, 11)  # the pitch class of each letter
ACCIDENTAL_STEPS = {"#": 1, "b": -1, "♯": 1, "♭": -1}
ACCIDENTALS = {0: "", 1: "#", 2: "##", OCTAVE - 1: "b", OCTAVE - 2: "bb"}  # semitones above the letter, mod 12
ROMAN_DEGREES = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}


@lru_cache(maxsize=None)
def note_pc(name: NoteName) -> PitchClass:
    """The pitch class of a note name: its letter, then any sharps and flats, ASCII or not.

    >>> note_pc("C"), note_pc("F##"), note_pc("Cb"), note_pc("B♭"), note_pc("e#")
    (0, 7, 11, 10, 5)
    """
    letter = LETTERS.find(name[:1].upper()) if name else -1
    if letter < 0 or any(c not in ACCIDENTAL_STEPS for c in name[1:]):
        raise ValueError(f"not a note name: {name!r}")
    return (NATURALS[letter] + sum(ACCIDENTAL_STEPS[c] for c in name[1:])) % OCTAVE


def spell(root: NoteName, semitones: int, degree: int) -> NoteName:
    """The note `semitones` above `root`, written with the letter `degree - 1` letters above the root's.

    >>> spell("F#", 4, 3), spell("D#", 7, 5), spell("Eb", 8, 6), spell("G#", 4, 3)
    ('A#', 'A#', 'Cb', 'B#')
    """
    letter = (LETTERS.index(root[0].upper()) + degree - 1) % len(LETTERS)
    offset = (note_pc(root) + semitones - NATURALS[letter]) % OCTAVE
    if offset not in ACCIDENTALS:
        raise ValueError(f"{semitones} semitones above {root} cannot be written on the letter {LETTERS[letter]}")
    return LETTERS[letter] + ACCIDENTALS[offset]


def roman_degree(numeral: str) -> int:
    """The scale degree of a Roman numeral label, its accidental and quality left out.

    >>> roman_degree("ii7"), roman_degree("bVII"), roman_degree("Imaj7"), roman_degree("iv")
    (2, 7, 1, 4)
    """
    letters = numeral.lstrip("b#")
    upper = ""
    for c in letters:
        if c not in "IViv":
            break
        upper += c.upper()
    if upper not in ROMAN_DEGREES:
        raise ValueError(f"not a Roman numeral: {numeral!r}")
    return ROMAN_DEGREES[upper]
