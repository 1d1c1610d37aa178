"""The textbook spelling of the lesson's chords and the course's verdicts."""
import pytest

from engine.music.chord_symbol import compare, spelled_chord, textbook_chord, verdict

SPELLINGS = [
    ("C", {0, 4, 7}), ("F", {5, 9, 0}), ("Am", {9, 0, 4}), ("G7", {7, 11, 2, 5}), ("Cmaj7", {0, 4, 7, 11}),
    ("Dm7", {2, 5, 9, 0}), ("G", {7, 11, 2}), ("Em", {4, 7, 11}), ("A7", {9, 1, 4, 7}),
    ("Fmaj7", {5, 9, 0, 4}), ("Bm7b5", {11, 2, 5, 9}), ("D", {2, 6, 9}), ("A", {9, 1, 4}), ("C7", {0, 4, 7, 10}),
]
VERDICTS = [  # chord, voicing's pitch classes -> verdict
    ("C", {0, 4, 7}, "exact"), ("C", {0, 7}, "part"), ("C", {0, 4, 7, 9}, "more"), ("C", {4}, "part"),
    ("C", {2, 5}, "other"), ("C", {0, 4, 11}, "other"), ("G7", {7, 11, 5}, "no fifth"),
    ("Cmaj7", {0, 4, 11}, "no fifth"), ("C", {0, 4}, "part"),
    # Bm7b5's fifth is diminished: without it the voicing is only part of the chord.
    ("Bm7b5", {11, 2, 9}, "part"), ("G7", {7, 11, 2}, "part"), ("G7", set(), "other"),
]


@pytest.mark.parametrize("symbol, pcs", SPELLINGS)
def test_textbook_spelling(symbol, pcs):
    "Assert each of the lesson's 14 chords is spelled as a textbook does."
    assert textbook_chord(symbol).pitch_classes == frozenset(pcs)


@pytest.mark.parametrize("symbol, pcs, expected", VERDICTS)
def test_verdicts(symbol, pcs, expected):
    "Assert the verdict of a voicing's pitch classes against a chord."
    assert verdict(textbook_chord(symbol), pcs) == expected


def test_unknown_quality_is_an_error():
    "Assert a quality missing from the textbook table raises KeyError."
    with pytest.raises(KeyError):
        textbook_chord("Cfoo")


@pytest.mark.parametrize("root, degrees, pcs", [
    ("C", "1 3 5 7 9", {0, 4, 7, 11, 2}), ("D", "1 b3 5 b7", {2, 5, 9, 0}), ("Bb", "1 3 5", {10, 2, 5}),
    ("F#", "1 b3 b5 b7", {6, 9, 0, 4}), ("Eb", "1 b3 b5 bb7", {3, 6, 9, 0}), ("C", "1 4 b7", {0, 5, 10}),
    ("C", "1 3 b5 #5 b7 b9 #9", {0, 4, 6, 8, 10, 1, 3}), ("C", "1 b3 5 b7 9 11 13", {0, 3, 7, 10, 2, 5, 9}),
])
def test_spelled_chord(root, degrees, pcs):
    "Assert a chord spelled from its root and degrees, compound degrees folded into the octave."
    chord = spelled_chord(root, degrees)
    assert (chord.pitch_classes, chord.root) == (frozenset(pcs), textbook_chord(root).root)


@pytest.mark.parametrize("asked, pcs, expected", [
    ({2, 5, 9, 0}, {2, 5, 9, 0}, "exact"), ({2, 5, 9, 0}, {2, 5, 0}, "part"), ({4, 7, 11}, {4, 8, 11}, "other"),
    ({0, 4, 7}, {0, 4, 7, 11}, "more"), ({2, 5, 9, 0}, {2, 9, 11}, "other"), ({0, 4, 7}, set(), "other"),
])
def test_compare_has_no_shell_verdict(asked, pcs, expected):
    "Assert the four verdicts of lesson 16: a seventh chord without its fifth is only part of it."
    assert compare(frozenset(asked), pcs) == expected
