"""GA's domain notes and intervals: what `Note.Accidented.GetInterval` makes of two note names.

Follows, at the pin (snapshot c781df5c; the page of lesson 9 says the files are unchanged on main),
`Common/GA.Domain.Core/Primitives/`: `Notes/Note.cs` (Sharp.TryParse 145-185, Flat.TryParse
219-257, Accidented.TryParse 283-311), `Notes/Accidental.cs` (TryParse 119-156),
`Extensions/NoteExtensions.cs` (DetermineQuality 13-56, GetInterval 104-115),
`Intervals/IntervalQuality.cs` (ShortName, ToAccidental), `Intervals/SimpleIntervalSize.cs`
(Semitones, Consonance) and `Intervals/Interval.Diatonic.Simple.cs` (Name, Semitones).

The number counts letters, as a textbook's does (`NaturalNote.operator -`, whose table keeps the
unison before the octave). The semitones are taken modulo 12, 0 to 11, before DetermineQuality
subtracts the major or perfect interval's; a difference its arms do not cover falls to the
default arm, perfect or major. So a unison lowered (C# to C: 11) is a perfect unison, and Cb to
B (0 against 11) a major seventh. The printed semitones are rebuilt from the quality.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..music.pitch_class import OCTAVE, PitchClass
from ..music.spelling import LETTERS, NATURALS
from .dotnet_text import is_blank, lower_invariant, trim, upper_invariant

PERFECT_SIZES = (1, 4, 5, 8)  # SimpleIntervalSize.Consonance
SIZE_SEMITONES = {1: 0, 2: 2, 3: 4, 4: 5, 5: 7, 6: 9, 7: 11, 8: 12}  # SimpleIntervalSize.Semitones
PERFECT_ARMS = {-2: "dd", -1: "d", 0: "P", 1: "A", 2: "AA"}  # DetermineQuality 39-47, default "P"
IMPERFECT_ARMS = {-3: "dd", -2: "d", -1: "m", 0: "M", 1: "A", 2: "AA"}  # 51-60, default "M"
PERFECT_ALTERS = {"dd": -2, "d": -1, "P": 0, "A": 1, "AA": 2}  # IntervalQuality.ToAccidental
IMPERFECT_ALTERS = {"dd": -3, "d": -2, "m": -1, "M": 0, "A": 1, "AA": 2}
ACCIDENTALS = {"bbb": -3, "bb": -2, "b": -1, "♭": -1, "𝄫": -2, "𝄫♭": -3, "": 0, "n": 0, "♮": 0,
               "#": 1, "♯": 1, "##": 2, "x": 2, "𝄪": 2, "###": 3, "♯𝄪": 3}  # Accidental.TryParse's arms


@dataclass(frozen=True)
class DomainNote:
    """A Note.Accidented: a natural note (a letter) and an accidental in semitones."""

    letter: str
    alter: int

    @property
    def pc(self) -> PitchClass:
        return (NATURALS[LETTERS.index(self.letter)] + self.alter) % OCTAVE  # PitchClass wraps (normalize: true)


@dataclass(frozen=True)
class DomainInterval:
    """An Interval.Simple: its size (1 to 8) and quality's short name ("dd" to "AA")."""

    size: int
    quality: str

    @property
    def name(self) -> str:
        return f"{self.quality}{self.size}"

    @property
    def semitones(self) -> int:
        alters = PERFECT_ALTERS if self.size in PERFECT_SIZES else IMPERFECT_ALTERS
        return SIZE_SEMITONES[self.size] + alters[self.quality]


def natural(text: str) -> str | None:
    """NaturalNote.TryParse: one letter A to G, either case."""
    return text.upper() if len(text) == 1 and text.upper() in LETTERS else None  # ASCII letters only


def parse_note(token: str | None) -> DomainNote | None:
    """What the three domain parsers make of a token, tried in IntervalNaming.TryParseNote's order.

    Sharp and Flat read the token upper-cased and look only at its first and last characters.

    >>> parse_note("cb"), parse_note("E#"), parse_note("C##"), parse_note("H")
    (DomainNote(letter='C', alter=-1), DomainNote(letter='E', alter=1), DomainNote(letter='C', alter=1), None)
    """
    if is_blank(token):
        return None
    return sharp_or_flat(token) or accidented(token)


def sharp_or_flat(token: str) -> DomainNote | None:
    """Note.Sharp.TryParse, then Note.Flat.TryParse."""
    for sign, alter in (("#", 1), ("B", -1)):
        norm = upper_invariant(trim(token)).replace("♯", "#").replace("♭", "b")
        if norm.endswith(sign):
            letter = natural(norm[0])
            if letter:
                return DomainNote(letter, alter)
        elif letter := natural(norm):
            return DomainNote(letter, 0)
    return None


def accidented(token: str) -> DomainNote | None:
    """Note.Accidented.TryParse: a letter, then an accidental Accidental.TryParse knows."""
    letter = natural(token[0])
    rest = lower_invariant(trim(token[1:]))
    if letter is None or (token[1:] and is_blank(token[1:])) or rest not in ACCIDENTALS:
        return None
    return DomainNote(letter, ACCIDENTALS[rest])


def interval(low: DomainNote, high: DomainNote) -> DomainInterval:
    """GetInterval: the size from the letters, the quality from DetermineQuality.

    >>> [interval(parse_note(a), parse_note(b)).name for a, b in (("C", "G"), ("E", "G"), ("C#", "C"), ("Cb", "B"))]
    ['P5', 'm3', 'P1', 'M7']
    """
    size = (LETTERS.index(high.letter) - LETTERS.index(low.letter)) % len(LETTERS) + 1
    semitones = (high.pc - low.pc + OCTAVE) % OCTAVE
    difference = semitones - SIZE_SEMITONES[size]
    if size in PERFECT_SIZES:
        return DomainInterval(size, PERFECT_ARMS.get(difference, "P"))
    return DomainInterval(size, IMPERFECT_ARMS.get(difference, "M"))
