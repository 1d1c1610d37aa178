"""Intervals as a textbook names them, and scale degrees.

An interval's number counts letters, from the lower note's letter up to the upper's; its quality
compares its semitones with the major or perfect interval of that number (lesson 9's oracle, and
10-13's). A degree such as "b3" or "#4" names the same thing from a tonic.
"""
from __future__ import annotations

from dataclasses import dataclass

from .pitch_class import OCTAVE
from .spelling import NoteName, letters_between, note_pc

MAJOR_SCALE = {1: 0, 2: 2, 3: 4, 4: 5, 5: 7, 6: 9, 7: 11}  # semitones of each degree of the major scale
ACCIDENTALS = {"": 0, "b": -1, "bb": -2, "#": 1, "##": 2}
PERFECT_NUMBERS = (1, 4, 5)  # unison, fourth, fifth: perfect, never major or minor
SIZES = ("unison", "second", "third", "fourth", "fifth", "sixth", "seventh")
QUALITY_WORDS = {"P": "perfect", "M": "major", "m": "minor", "A": "augmented", "d": "diminished"}
MULTIPLES = {2: "doubly", 3: "triply", 4: "quadruply", 5: "quintuply"}


@dataclass(frozen=True)
class Interval:
    """An interval within an octave, as a textbook names it: its number and quality, and its semitones."""

    number: int  # 1 (unison) to 7 (seventh), from the letters
    quality: str  # "P", "M", "m", "A", "AA", "d", "dd"...
    semitones: int  # counted from the major or perfect interval of that number: d1 is -1, A7 is 12

    @property
    def short(self) -> str:
        return f"{self.quality}{self.number}"

    @property
    def long(self) -> str:
        word = QUALITY_WORDS[self.quality[0]]
        if len(self.quality) > 1:
            word = f"{MULTIPLES[len(self.quality)]} {word}"
        return f"{word} {SIZES[self.number - 1]}"


def interval(low: NoteName, high: NoteName) -> Interval:
    """The interval from `low` up to `high`: letters for its number, semitones for its quality.

    A note on the same letter and lower is a diminished unison, a semitone down (C to Cb).

    >>> interval("E", "G#").long, interval("C#", "C").short, interval("Cb", "B").long
    ('major third', 'd1', 'augmented seventh')
    >>> interval("B#", "Fb")
    Interval(number=5, quality='ddd', semitones=4)
    """
    number = letters_between(low, high) + 1
    plain = MAJOR_SCALE[number]
    offset = (note_pc(high) - note_pc(low) - plain + 6) % OCTAVE - 6  # -6 to 5 from the major or perfect
    return Interval(number, interval_quality(number in PERFECT_NUMBERS, offset), plain + offset)


def interval_quality(perfect: bool, offset: int) -> str:
    """The quality of an interval `offset` semitones from the perfect or major one of its number.

    >>> interval_quality(True, 0), interval_quality(False, -1), interval_quality(False, -2), interval_quality(True, 2)
    ('P', 'm', 'd', 'AA')
    """
    if offset > 0:
        return "A" * offset
    if offset == 0:
        return "P" if perfect else "M"
    if perfect:
        return "d" * -offset
    return "m" if offset == -1 else "d" * (-offset - 1)


def degree_semitones(degree: str) -> int:
    """Semitones above the tonic of a scale degree written like "b3", "#4" or "bb7".

    Checks no range: "9" raises KeyError, as it is not within an octave.

    >>> degree_semitones("b3"), degree_semitones("#4"), degree_semitones("bb7"), degree_semitones("1")
    (3, 6, 9, 0)
    """
    accidental, number = degree.rstrip("1234567"), int(degree.lstrip("b#"))
    return (MAJOR_SCALE[number] + ACCIDENTALS[accidental]) % OCTAVE


def degree_number(degree: str) -> int:
    """The number of a scale degree, its accidental dropped.

    >>> degree_number("bb7"), degree_number("#4")
    (7, 4)
    """
    return int(degree.lstrip("b#"))
