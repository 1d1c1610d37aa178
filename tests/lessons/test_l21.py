"""Lesson 21, the voicing search: the course's output byte for byte, and the figures pages cite."""
import pytest

from engine import render_report, run_lesson


@pytest.fixture(scope="module")
def reports():
    return {at: run_lesson("l21", at) for at in ("pin", "main")}


@pytest.mark.parametrize("at, name", [("pin", "l21"), ("main", "l21-main")])
def test_golden_output(reports, expected, at, name):
    """Assert the lesson prints exactly the course program's output, at the pin and on main."""
    assert render_report(reports[at]) == expected(name)


@pytest.mark.parametrize("table, figure, pin, main", [
    ("vocabulary", "symbolic_tags", 188, 188),
    ("vocabulary", "famous_chord_tags", 53, 53),
    ("vocabulary", "hyphenless_entries", 8, 8),
    ("vocabulary_examples", "same_voicings", 4, 4),
    ("modes_after_chord", "same_as_alone_g7", 19, 21),
    ("modes_after_chord", "modes_alone_all_zero", 18, 18),
    ("modes_after_chord", "modes_alone_index_first_ten", True, True),
    ("tags_after_chord", "different_answers_cmaj7", 7, 5),
    ("tags_after_chord", "same_as_alone_g7", 76, 135),
    ("tags_after_chord", "bits_changing_nothing", "3, 4, 5, 10", "3, 4, 5, 8, 10"),
    ("tags_after_chord", "same_answer_jazz_shell_voicing", False, True),
    ("rootless_after_seventh", "rootless_answered", 0, 0),
    ("rootless_after_seventh", "chords_first_three_shells", 8, 0),
    ("scores", "weight_symbolic", 0.1, 0.1),
    ("rootless_after_seventh", "rootless_in_index_cmaj7", 63, 63),
    ("scores", "score_ceiling", 0.7, 0.7),
    ("scores", "chord_only_ceiling", 0.6, 0.6),
    ("vocabulary_examples", "f_minor_read_as", "chord F, mode minor", "chord F, mode minor"),
    ("modes_after_chord", "modes_alone_reading_a_tag", 5, 5),
    ("scores", "chord_queries", 828, 828),
    ("scores", "highest_top_score", 0.525, 0.6),
    ("scores", "highest_top_score_chord", "E5", "A"),
    ("scores", "top_score_g7_shell_for", 0.4932, 0.6316),
])
def test_figures(reports, table, figure, pin, main):
    """Assert the figures the lesson's prose cites, at the pin and on main."""
    assert reports["pin"].table(table).figures[figure] == pin
    assert reports["main"].table(table).figures[figure] == main


@pytest.mark.parametrize("table", ["vocabulary", "example_queries", "parked_draft"])
def test_pin_only_tables(reports, table):
    """Assert the tables main's program does not print are figures only there."""
    assert reports["pin"].table(table).title is not None
    assert reports["main"].table(table).title is None
