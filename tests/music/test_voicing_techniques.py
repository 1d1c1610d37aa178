"""The course's six voicing techniques, read from a voicing's frets and the chord it is for."""
import pytest

from engine.music.chord_symbol import spelled_chord
from engine.music.voicing import frets_of, midi_notes
from engine.music.voicing_techniques import TECHNIQUES

# technique, chart (low E first), chord (root, degrees) -> is it the technique?
CASES = [
    ("drop2", "x-3-5-4-5-x", ("C", "1 3 5 7"), True),  # C G B E: B C E G with C dropped
    ("drop2", "x-3-2-0-0-0", ("C", "1 3 5 7"), False),  # six strings
    ("drop2", "x-3-2-0-0-x", ("C", "1 3 5 7"), False),  # C E G B, close position
    ("shell", "x-5-x-5-6-x", ("D", "1 b3 5 b7"), True),  # D C F
    ("shell", "x-x-0-2-1-1", ("D", "1 b3 5 b7"), False),  # the fifth too
    ("rootless", "x-x-x-0-2-0", ("A", "1 3 5 b7"), True),  # G C# E
    ("rootless", "x-0-2-0-2-0", ("A", "1 3 5 b7"), False),  # the root
    ("quartal", "x-3-3-3-x-x", ("C", "1 4 b7"), True),  # C F Bb
    ("quartal", "x-x-3-3-3-x", ("C", "1 4 b7"), False),  # F Bb D: not from the root, not fourths
    ("open", "0-2-2-0-0-0", ("E", "1 b3 5"), True),
    ("open", "x-7-9-9-8-7", ("E", "1 b3 5"), False),  # no open string
    ("barre", "x-1-3-3-3-1", ("Bb", "1 3 5"), True),
    ("barre", "x-x-3-3-3-1", ("Bb", "1 3 5"), False),  # the lowest string played is not at the lowest fret
    ("barre", "0-2-2-1-0-0", ("E", "1 3 5"), False),  # open strings
]


@pytest.mark.parametrize("technique, chart, chord, expected", CASES)
def test_techniques(technique, chart, chord, expected):
    "Assert whether a chart is the technique for the chord."
    frets = frets_of(chart, low_first=True)
    c = spelled_chord(*chord)
    assert TECHNIQUES[technique](frets, midi_notes(frets), c.root, c.pitch_classes) is expected
