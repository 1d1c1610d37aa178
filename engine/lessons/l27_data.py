"""What lesson 27's probe asks OutsideNotesSkill: the course's chords, prompts, and ways to write a note or a chord.

The example prompts are GA's (OutsideNotesSkill.cs 48-63, in `engine/ga/routing/data/example_prompts.tsv`);
the rest is the course program's (`Lesson27.cs`). Each way to write a chord after "over C" carries
the chord a textbook reads in it, as degrees (`engine.music.avoid_notes.pitch_classes`).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ..ga.routing.chord_vocabulary import qualities, formula
from ..music.avoid_notes import pitch_classes
from ..music.spelling import LETTERS, NATURALS
from ..table import phrase

# The twelve notes above the root, by the names the program gives them
DEGREES = ("1", "b9", "9", "#9", "3", "11", "#11", "5", "b13", "13", "b7", "7")
# The five seventh chords the rule is checked on: GA's quality and the symbol's suffix
SEVENTHS = (("major 7", "maj7"), ("minor 7", "m7"), ("dominant 7", "7"), ("half-diminished", "m7b5"),
            ("diminished 7", "dim7"))
ANSWERED = ("why does Db sound outside over C7", "why does D# sound outside over Cmaj7",
            "why does Bb sound outside over Cmaj7", "why does A sound outside over Cm7b5")
EXTENDED = ("C", "Cmaj7", "Cmaj9", "Cmaj11", "Cmaj13", "C7", "C9", "C11", "C13", "Cm7", "Cm11")
OTHER_PROMPTS = ("why does F sound outside over a minor chord", "why does F sound outside over a dominant chord",
                 "why does F sound outside on top of Cmaj7", "why does the 11 clash over Cmaj7")
# The chord's spelling checked on twelve roots: GA's quality and the symbol's suffix
SPELLED = (("major", ""), ("minor", "m"), ("dominant 7", "7"), ("major 7", "maj7"), ("minor 7", "m7"),
           ("half-diminished", "m7b5"), ("diminished 7", "dim7"), ("augmented", "aug"))
SPELLED_ROOTS = ("C", "Db", "D", "Eb", "E", "F", "F#", "G", "Ab", "A", "Bb", "B")


def note_forms() -> tuple:
    """Each way to write a note (its label, its key in figure names) and the seven notes so written, with
    the pitch class each means."""
    def written(mark: str, shift: int, lower: bool = False):
        return tuple(((letter.lower() if lower else letter + mark), (pc + shift) % 12)
                     for letter, pc in zip(LETTERS, NATURALS))
    return ((phrase("natural"), "natural", written("", 0)),
            (phrase("sharp, {sign}", sign="#"), "sharp", written("#", 1)),
            (phrase("flat, {sign}", sign="b"), "flat", written("b", -1)),
            (phrase("sharp, {sign}", sign="♯"), "sharp_sign", written("♯", 1)),
            (phrase("flat, {sign}", sign="♭"), "flat_sign", written("♭", -1)),
            (phrase("lowercase"), "lowercase", written("", 0, lower=True)))


NOTE_FORMS = note_forms()


@dataclass(frozen=True)
class Suffix:
    """A way to write a chord after the root, and the chord a textbook reads in it (its degrees)."""

    written: str
    degrees: str

    @cached_property
    def pcs(self) -> frozenset[int]:
        return pitch_classes(self.degrees)

    @property
    def known(self) -> bool:
        """Whether ChordVocabulary has the chord, under whatever name."""
        return any(frozenset(s % 12 for s in formula(q).semitones) == self.pcs for q in qualities())


TRIAD, MINOR, DIMINISHED, SEVENTH = "1 3 5", "1 b3 5", "1 b3 b5", "1 3 5 b7"
MAJOR_SEVENTH, MINOR_SEVENTH, HALF_DIMINISHED, DIMINISHED_SEVENTH = "1 3 5 7", "1 b3 5 b7", "1 b3 b5 b7", "1 b3 b5 bb7"
SUFFIXES = tuple(Suffix(w, d) for w, d in (
    ("", TRIAD), ("M", TRIAD), ("m", MINOR), ("min", MINOR), ("-", MINOR),
    ("dim", DIMINISHED), ("°", DIMINISHED), ("o", DIMINISHED), ("aug", "1 3 #5"), ("+", "1 3 #5"),
    ("sus4", "1 4 5"), ("sus2", "1 2 5"), ("6", "1 3 5 6"), ("m6", "1 b3 5 6"),
    ("7", SEVENTH), ("dom7", SEVENTH),
    ("maj7", MAJOR_SEVENTH), ("M7", MAJOR_SEVENTH), ("ma7", MAJOR_SEVENTH), ("Δ7", MAJOR_SEVENTH), ("Δ", MAJOR_SEVENTH),
    ("m7", MINOR_SEVENTH), ("min7", MINOR_SEVENTH), ("-7", MINOR_SEVENTH), ("mi7", MINOR_SEVENTH),
    ("m7b5", HALF_DIMINISHED), ("m7♭5", HALF_DIMINISHED), ("ø", HALF_DIMINISHED), ("ø7", HALF_DIMINISHED),
    ("-7b5", HALF_DIMINISHED),
    ("dim7", DIMINISHED_SEVENTH), ("°7", DIMINISHED_SEVENTH), ("o7", DIMINISHED_SEVENTH),
    ("7b9", "1 3 5 b7 b9"), ("7#9", "1 3 5 b7 #9"), ("7♯9", "1 3 5 b7 #9"), ("7alt", "1 3 b5 #5 b7 b9 #9"),
    ("9", "1 3 5 b7 9"), ("maj9", "1 3 5 7 9"), ("m9", "1 b3 5 b7 9"),
    ("7sus4", "1 4 5 b7"), ("mMaj7", "1 b3 5 7"), ("m(maj7)", "1 b3 5 7"), ("7#11", "1 3 5 b7 #11"),
    ("maj7#11", "1 3 5 7 #11"),
))
