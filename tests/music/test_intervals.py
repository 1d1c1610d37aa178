"""Intervals as a textbook names them: number from the letters, quality from the semitones (lesson 9's oracle)."""
import pytest

from engine.music.intervals import MAJOR_SCALE, interval, interval_quality
from engine.music.spelling import LETTERS, letters_between, note_pc


@pytest.mark.parametrize("low, high, short, long, semitones", [
    ("C", "G", "P5", "perfect fifth", 7), ("E", "G#", "M3", "major third", 4), ("E", "G", "m3", "minor third", 3),
    ("C", "F#", "A4", "augmented fourth", 6), ("C", "Gb", "d5", "diminished fifth", 6),
    ("C#", "Bb", "d7", "diminished seventh", 9), ("Cb", "B", "A7", "augmented seventh", 12),
    ("C", "Cb", "d1", "diminished unison", -1), ("C#", "Cb", "dd1", "doubly diminished unison", -2),
    ("E#", "Fb", "dd2", "doubly diminished second", -1), ("B#", "Fb", "ddd5", "triply diminished fifth", 4),
    ("Fb", "B#", "AAA4", "triply augmented fourth", 8), ("Db", "G#", "AA4", "doubly augmented fourth", 7),
    ("B", "C", "m2", "minor second", 1), ("C", "C", "P1", "perfect unison", 0),
])
def test_interval(low, high, short, long, semitones):
    "Assert an interval's short and long names and its semitones counted from the major or perfect one."
    i = interval(low, high)
    assert (i.short, i.long, i.semitones) == (short, long, semitones)


def test_every_pair_of_the_21_names():
    "Assert each of the 441 intervals between the 21 names lands on the upper note's letter and pitch class."
    names = [letter + sign for letter in LETTERS for sign in ("b", "", "#")]
    for low in names:
        for high in names:
            i = interval(low, high)
            assert letters_between(low, high) == i.number - 1
            assert (note_pc(low) + i.semitones) % 12 == note_pc(high)
            assert -6 <= i.semitones - MAJOR_SCALE[i.number] <= 5


@pytest.mark.parametrize("perfect, offset, quality", [(True, 0, "P"), (False, 0, "M"), (False, -1, "m"),
                                                       (False, -2, "d"), (False, -3, "dd"), (True, -1, "d"),
                                                       (True, -2, "dd"), (True, 1, "A"), (False, 2, "AA")])
def test_interval_quality(perfect, offset, quality):
    "Assert the quality of an interval some semitones from the perfect or major one of its number."
    assert interval_quality(perfect, offset) == quality
