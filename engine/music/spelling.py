"""Spelled notes: a letter and an accidental, as a textbook writes them.

The letter says which degree a note is, the accidental how far it sits from that letter's natural:
a third is two letters above the root whatever its accidental, so the major third of F♯ is A♯, the
fifth of D♯ is A♯, the ♭VI of E♭ minor is C♭. G♯ and A♭ are one pitch class and two notes. This
module is the one model of spelled notes the lessons' textbooks share (lessons 5, 9, 10-13, 15,
16, 18, 20, 22): a note (`SpelledNote`, or its name), a note on a letter (`on_letter`), a note a
number of letters and semitones above another (`spell`, `spell_degree`, `spell_chord`), a
seven-note scale (`spell_scale`). Names are ASCII, `#` for a sharp and `b` for a flat, repeated
for a double or triple one; `pretty` writes ♯ and ♭ for a reader.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from .pitch_class import OCTAVE, PitchClass

NoteName = str  # e.g. "F#", "Bb", "F##"; a reader's "F♯" and "B♭" are read too
Degree = str  # a chord or scale degree, e.g. "b3", "#11", "bb7", "13"
LETTERS = "CDEFGAB"
NATURALS = (0, 2, 4, 5, 7, 9, 11)  # the pitch class of each letter
ACCIDENTAL_STEPS = {"#": 1, "b": -1, "♯": 1, "♭": -1}
MOST_SIGNS = 3  # a triple sharp or flat: B♯ augmented's F♯♯♯, F♭ diminished 7's E♭♭♭ (lesson 15)
DEGREE = re.compile(r"(b*|#*)([1-9]\d*)")
ROMAN_DEGREES = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}
ONE_SIGN_NAMES = tuple(letter + sign for letter in LETTERS for sign in ("b", "", "#"))  # Cb C C# Db ... B B#: 21


@dataclass(frozen=True)
class SpelledNote:
    """A note as written: a letter and its alteration in semitones (sharps up, flats down)."""

    letter: str  # "C" to "B"
    alter: int  # e.g. 2 for F##, -1 for Bb

    @property
    def pc(self) -> PitchClass:
        return (NATURALS[LETTERS.index(self.letter)] + self.alter) % OCTAVE

    @property
    def name(self) -> NoteName:
        return self.letter + ("#" * self.alter if self.alter > 0 else "b" * -self.alter)

    def __str__(self) -> str:
        return self.name


@lru_cache(maxsize=None)
def parse_note(name: NoteName) -> SpelledNote:
    """The note a name writes: a letter (either case), then sharps or flats, ASCII or not.

    Refuses mixed signs ("C#b") and more than three; does not strip spaces.

    >>> parse_note("F##"), parse_note("b♭").name, parse_note("e#").pc
    (SpelledNote(letter='F', alter=2), 'Bb', 5)
    """
    letter, signs = name[:1].upper(), name[1:]
    if not letter or letter not in LETTERS or any(c not in ACCIDENTAL_STEPS for c in signs):
        raise ValueError(f"not a note name: {name!r}")
    steps = [ACCIDENTAL_STEPS[c] for c in signs]
    if len(set(steps)) > 1 or len(steps) > MOST_SIGNS:
        raise ValueError(f"not a note name: {name!r} (signs of one kind, at most {MOST_SIGNS})")
    return SpelledNote(letter, sum(steps))


def note_pc(name: NoteName) -> PitchClass:
    """The pitch class of a note name.

    >>> note_pc("C"), note_pc("F##"), note_pc("Cb"), note_pc("B♭"), note_pc("e#")
    (0, 7, 11, 10, 5)
    """
    return parse_note(name).pc


def note_alter(name: NoteName) -> int:
    """Semitones a name's accidental moves its letter: sharps count up, flats down.

    >>> note_alter("F##"), note_alter("Bb"), note_alter("E")
    (2, -1, 0)
    """
    return parse_note(name).alter


def on_letter(letter: str, pc: PitchClass) -> NoteName:
    """The pitch class written on a letter, with the accidental nearest the letter's natural (-6 to +5).

    >>> on_letter("A", 8), on_letter("G", 8), on_letter("E", 3), on_letter("C", 6)
    ('Ab', 'G#', 'Eb', 'Cbbbbbb')
    """
    return nearest_on(letter, pc).name


def nearest_on(letter: str, pc: PitchClass) -> SpelledNote:
    """The pitch class as a note on a letter, its alteration from -6 to +5 (GA and the course both wrap so)."""
    return SpelledNote(letter, (pc - NATURALS[LETTERS.index(letter)] + 6) % OCTAVE - 6)


def letter_above(root: NoteName, steps: int) -> str:
    """The letter `steps` letters above the root's: 2 above E is G.

    >>> letter_above("E", 2), letter_above("Bb", 1), letter_above("C#", 7)
    ('G', 'C', 'C')
    """
    return LETTERS[(LETTERS.index(parse_note(root).letter) + steps) % len(LETTERS)]


def letters_between(low: NoteName, high: NoteName) -> int:
    """How many letters `high` is above `low`, 0 to 6: C to E is 2, B to C is 1.

    >>> letters_between("C", "E#"), letters_between("B", "Cb"), letters_between("G#", "G")
    (2, 1, 0)
    """
    return (LETTERS.index(parse_note(high).letter) - LETTERS.index(parse_note(low).letter)) % len(LETTERS)


def spell(root: NoteName, semitones: int, degree: int) -> NoteName:
    """The note `semitones` above `root`, written on the letter `degree - 1` letters above the root's.

    Refuses a note that needs more than three sharps or flats on that letter.

    >>> spell("F#", 4, 3), spell("D#", 7, 5), spell("Eb", 8, 6), spell("G#", 4, 3), spell("B#", 8, 5)
    ('A#', 'A#', 'Cb', 'B#', 'F###')
    """
    letter = letter_above(root, degree - 1)
    note = nearest_on(letter, note_pc(root) + semitones)
    if abs(note.alter) > MOST_SIGNS:
        raise ValueError(f"{semitones} semitones above {root} cannot be written on the letter {letter}")
    return note.name


def degree_parts(degree: Degree) -> tuple[int, int]:
    """A degree's semitones above the root and its number: "b3" is (3, 3), "#11" is (18, 11).

    A number above 7 is an octave higher per seven; does not check that the number is a usual one.

    >>> degree_parts("b3"), degree_parts("#11"), degree_parts("bb7"), degree_parts("13")
    ((3, 3), (18, 11), (9, 7), (21, 13))
    """
    match = DEGREE.fullmatch(degree)
    if match is None:
        raise ValueError(f"not a degree: {degree!r} (e.g. 3, b3, #11, bb7)")
    signs, number = match[1], int(match[2])
    octaves, step = divmod(number - 1, len(LETTERS))
    alter = len(signs) if signs.startswith("#") else -len(signs)
    return NATURALS[step] + OCTAVE * octaves + alter, number


def spell_degree(root: NoteName, degree: Degree) -> NoteName:
    """The note a degree names above a root: the ♭3 of C is E♭, the ♯11 of C is F♯.

    >>> spell_degree("C", "b3"), spell_degree("C", "#11"), spell_degree("Bb", "bb7"), spell_degree("D#", "3")
    ('Eb', 'F#', 'Abb', 'F##')
    """
    semitones, number = degree_parts(degree)
    return spell(root, semitones, number)


def spell_chord(root: NoteName, degrees: str) -> tuple[NoteName, ...]:
    """A chord's notes from its root and its degrees, in the degrees' order.

    >>> spell_chord("C", "1 b3 5 b7"), spell_chord("B#", "1 3 #5")
    (('C', 'Eb', 'G', 'Bb'), ('B#', 'D##', 'F###'))
    """
    return tuple(spell_degree(root, d) for d in degrees.split())


def spell_scale(tonic: NoteName, steps: Sequence[int]) -> tuple[NoteName, ...]:
    """A seven-note scale, each letter once from the tonic's, `steps` its semitones above the tonic.

    >>> spell_scale("Eb", (0, 2, 3, 5, 7, 8, 10))
    ('Eb', 'F', 'Gb', 'Ab', 'Bb', 'Cb', 'Db')
    """
    if len(steps) != len(LETTERS):
        raise ValueError(f"a scale spelled letter by letter has seven notes, not {len(steps)}")
    return tuple(spell(tonic, semitones, i + 1) for i, semitones in enumerate(steps))


def pretty(name: NoteName) -> str:
    """A note name as a reader reads it, with ♯ and ♭ (a double sharp as ♯♯, which every font has).

    >>> pretty("Eb"), pretty("F##"), pretty("C"), pretty("Bbb")
    ('E♭', 'F♯♯', 'C', 'B♭♭')
    """
    note = parse_note(name)
    return note.letter + ("♯" * note.alter if note.alter > 0 else "♭" * -note.alter)


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
