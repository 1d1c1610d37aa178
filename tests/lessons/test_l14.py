"""Lesson 14: the course's output byte for byte, the figures the page cites, the course's reading of the answers."""
import pytest

from engine import render_report, run_lesson, table_names
from engine.lessons.l14 import as_list, as_pair, shared, tones


@pytest.fixture(scope="module")
def report():
    return run_lesson("l14", "pin")


def test_golden(report, expected):
    "Assert the report prints exactly what the course's program printed, its 6baf32e column included."
    assert render_report(report) == expected("l14")


def test_questions_in_the_lesson_order():
    "Assert the tables in the program's order, and G7's picture."
    assert table_names("l14") == ["example_prompts", "one_chord", "two_chords", "reading", "closure_answers"]


FIGURES = [
    ("example_prompts", "prompts", 12), ("example_prompts", "can_handle", 4),
    ("example_prompts", "tritone_substitution_for_g7.listed", False),
    ("one_chord", "major.named", 6), ("one_chord", "major.textbook_found", 5), ("one_chord", "major.none_shared", 29),
    ("one_chord", "major_7th.textbook_found", 0), ("one_chord", "augmented.named", 4),
    ("one_chord", "costs", "cost 0.60, L1 1"), ("one_chord", "same_from_tool", 108), ("one_chord", "c_c.l1", 1),
    ("two_chords", "v_and_i.labels", "Secondary Dominant, Set-Class Equivalent, ICV Neighbor (L1 = 1)"),
    ("two_chords", "triads_a_tritone_apart.shared", 0), ("two_chords", "viihd7_and_v7.agree", 12),
    ("reading", "a_substitute_for_g7.length", 200), ("reading", "substitute_for_bb7.length", 254),
    ("closure_answers", "optional", 5), ("closure_answers", "am.pin_error", True),
    ("closure_answers", "am_c_major.same", True), ("closure_answers", "g7_c_major.same", False),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(report, table, figure, value):
    "Assert a figure the page cites."
    assert report.table(table).figures[figure] == value


def test_the_picture_draws_g7_and_its_list():
    "Assert G7's clock and its five substitutes' are drawn, labelled for a screen reader."
    picture = run_lesson("l14", "pin").table("one_chord").pictures["g7"]
    assert picture.startswith("<svg") and 'aria-label="G7 {2,5,7,11}' in picture and "Dm7b5" in picture


def test_the_course_reads_both_kinds_of_answer():
    "Assert the list's chords and costs, and the comparison's labels, read back from GA's text."
    listed = as_list("Harmonic substitutions for **G7** (ranked by ICV distance):\n\n"
                     "- **Dm7b5** — harmonic cost 0.60 (Δ L1=1)")
    assert (listed.source, listed.names, listed.costs) == ("G7", ("Dm7b5",), ("cost 0.60, L1 1",))
    assert as_pair("**F** → **C** relationship analysis:\n\n★★ **Set-Class Equivalent**\n  x") == (
        "F", "C", ("Set-Class Equivalent",))


@pytest.mark.parametrize("a, b, notes", [("C", "Am", 2), ("Em7b5", "C7", 3), ("F#m", "C", 0), ("Cdim7", "Ebdim7", 4)])
def test_notes_shared(a, b, notes):
    "Assert the course's count of shared notes, from the skill's names."
    assert shared(a, b) == notes and tones("Db7") == {1, 5, 8, 11}
