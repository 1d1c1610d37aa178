"""The major scale and the three minors: formulas, the degrees that differ from major, the triads on I, IV and V."""
import pytest

from engine.music.keys import MAJOR
from engine.music.minor_forms import (FORMS, HARMONIC_MINOR, MELODIC_MINOR, NATURAL_MINOR, differing_degrees,
                                      from_steps, triad_quality)
from engine.music.scales import degree_formula


@pytest.mark.parametrize("form, formula, differ", [
    (MAJOR, "1 2 3 4 5 6 7", ()), (NATURAL_MINOR, "1 2 b3 4 5 b6 b7", (3, 6, 7)),
    (HARMONIC_MINOR, "1 2 b3 4 5 b6 7", (3, 6)), (MELODIC_MINOR, "1 2 b3 4 5 6 7", (3,)),
])
def test_formulas_and_differences(form, formula, differ):
    "Assert each scale's formula and the degrees where it leaves the major scale."
    assert (degree_formula(FORMS[form]), differing_degrees(FORMS[form])) == (formula, differ)


@pytest.mark.parametrize("steps, scale", [((2, 2, 1, 2, 2, 2, 1), FORMS[MAJOR]), ((2, 1, 2, 2, 1, 2, 2), FORMS[NATURAL_MINOR]),
                                          ((2, 1, 2, 2, 2, 2, 1), FORMS[MELODIC_MINOR])])
def test_from_steps(steps, scale):
    "Assert a scale from its steps; the steps of a scale sum to an octave."
    assert from_steps(steps) == scale and sum(steps) == 12


@pytest.mark.parametrize("form, qualities", [
    (MAJOR, ["major", "major", "major"]), (NATURAL_MINOR, ["minor", "minor", "minor"]),
    (HARMONIC_MINOR, ["minor", "minor", "major"]), (MELODIC_MINOR, ["minor", "major", "major"]),
])
def test_triads_on_one_four_five(form, qualities):
    "Assert the qualities of the triads on degrees 1, 4 and 5."
    assert [triad_quality(FORMS[form], d) for d in (1, 4, 5)] == qualities


def test_every_triad_of_every_form_has_a_quality():
    "Assert each degree of each form stacks a major, minor, diminished or augmented triad (III+ of the harmonic minor)."
    assert triad_quality(FORMS[HARMONIC_MINOR], 3) == "augmented" and triad_quality(FORMS[MAJOR], 7) == "diminished"
    assert all(triad_quality(FORMS[f], d) for f in FORMS for d in range(1, 8))
