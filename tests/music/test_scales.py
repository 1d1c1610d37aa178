"""Scales and modes as a textbook reads them: rotations, degrees, formulas."""
import pytest

from engine.music.keys import STEPS
from engine.music.scales import degree_formula, degree_of, formula, letter_formula, rotation, spell_on_c

MAJOR = STEPS["major"]


@pytest.mark.parametrize("degree, name, formula_", [(1, "Ionian", "1 2 3 4 5 6 7"), (2, "Dorian", "1 2 b3 4 5 6 b7"),
                                                   (4, "Lydian", "1 2 3 #4 5 6 7"), (7, "Locrian", "1 b2 b3 4 b5 b6 b7")])
def test_the_major_scales_modes(degree, name, formula_):
    "Assert the church modes as the major scale from each degree, and their formulas."
    assert degree_formula(rotation(MAJOR, degree)) == formula_


def test_a_rotation_of_a_rotation_is_a_rotation():
    "Assert every rotation of a scale is found again at its degree, and a foreign set at none."
    for k in range(1, 8):
        assert degree_of(MAJOR, rotation(MAJOR, k)) == k
    assert degree_of(MAJOR, (0, 1, 2, 3, 4, 5, 6)) == 0


@pytest.mark.parametrize("notes, expected", [
    ("C D E G A", "1 2 3 5 6"), ("C F", "1 4"), ("C Eb F F# G Bb", "1 b3 4 #4 5 b7"),
    ("C D Eb F G B Bb", "1 2 b3 4 5 #6 7"), ("C D# F G A Bb B", "1 #2 #3 ##4 ##5 #6 7"),
])
def test_formula(notes, expected):
    "Assert a textbook's formula: by degree for seven notes, by letter for any other number."
    assert formula(notes.split()) == expected


def test_letters_can_give_a_degree_twice():
    "Assert the letters' formula of enigmatic mode 2 names a 7 and a b7, a degree twice."
    assert letter_formula("C D# F G A Bb B".split()) == "1 #2 4 5 6 b7 7"


def test_spelled_on_c():
    "Assert a seven-note scale on C with each letter once, double flats where they are needed."
    assert spell_on_c((0, 1, 3, 4, 6, 8, 9)) == ("C", "Db", "Eb", "Fb", "Gb", "Ab", "Bbb")
    with pytest.raises(ValueError):
        spell_on_c((0, 2, 4, 7, 9))
