"""Lesson 22: the course's output byte for byte at both revisions, the figures the page cites, Dm7's picture."""
import pytest

from engine import render_report, run_lesson, table_names
from engine.lessons.l22 import CHORDS, slug


@pytest.fixture(scope="module")
def reports():
    return {at: run_lesson("l22", at) for at in ("pin", "main")}


@pytest.mark.parametrize("at, name", [("pin", "l22"), ("main", "l22-main")])
def test_golden(reports, expected, at, name):
    "Assert the report prints exactly what the course's program printed."
    assert render_report(reports[at]) == expected(name)


def test_questions_in_the_lesson_order():
    "Assert the tables in the program's order, with the figures and the picture the page asks for."
    assert table_names("l22") == ["the_skill", "neighbors_phrasings", "vector_prompts", "chords_read",
                                  "neighbors_listed", "dm7_neighbors", "draft_example"]


FIGURES = [  # table, figure -> at the pin, on main
    ("the_skill", "radius", 2, 2), ("the_skill", "shown", 8, 8), ("the_skill", "asked_radius", 3, 3),
    ("the_skill", "refusal_confidence", 0.1, 0.1), ("the_skill", "refusal_declined_on_main", False, True),
    ("the_skill", "pc_sets", 4096, 4096),
    ("neighbors_phrasings", "anchors", 10, 10), ("neighbors_phrasings", "declined", 10, 10),
    ("neighbors_phrasings", "hinted", 0, 0), ("neighbors_phrasings", "can_handle", 0, 0),
    ("neighbors_phrasings", "others", 9, 9), ("neighbors_phrasings", "others_answered", 5, 5),
    ("neighbors_phrasings", "doc_comment_declined", 2, 2), ("neighbors_phrasings", "parked_draft_declined", 2, 2),
    ("neighbors_phrasings", "hinted_to_vector", 4, 4), ("neighbors_phrasings", "draft_read_as", "a", "a"),
    ("vector_prompts", "answered", 8, 8), ("vector_prompts", "declined", 2, 2),
    ("vector_prompts", "declined_without_vector_words", True, True),
    ("chords_read", "chords", 27, 27), ("chords_read", "built_right", 10, 10), ("chords_read", "declined", 3, 3),
    ("chords_read", "cut_short", 6, 6), ("chords_read", "major_fallback", 7, 7),
    ("chords_read", "major_fallback_names", "Cdom7, Cadd9, C7b9, C7#9, Cm11, C13, C5", "Cdom7, Cadd9, C7b9, C7#9, Cm11, C13, C5"),
    ("chords_read", "cM7.built", "C D# G A#", "C D# G A#"), ("chords_read", "co7.read_as", "C°", "C°"),
    ("neighbors_listed", "chords", 192, 192), ("neighbors_listed", "same_for_roots", 16, 16),
    ("neighbors_listed", "answers", 10, 10), ("neighbors_listed", "vectors", 10, 10),
    ("neighbors_listed", "all_rows_at_radius", True, True), ("neighbors_listed", "row_cost", 1.2, 1.2),
    ("neighbors_listed", "c.near", 108, 108), ("neighbors_listed", "c.row_classes", 5, 5),
    ("neighbors_listed", "c.with_c", 6, 6), ("neighbors_listed", "c_two_notes", 5, 5),
    ("neighbors_listed", "c_three_note_rows_with_semitone", 3, 3), ("neighbors_listed", "c_highest", "F", "F"),
    ("neighbors_listed", "c_fsm_same", True, True), ("neighbors_listed", "cdim7.near", 0, 0),
    ("neighbors_listed", "all_first_by_id", True, True), ("neighbors_listed", "cdim.row_sizes", "2", "2"),
    ("neighbors_listed", "c.row_sizes", "2, 3", "2, 3"),
    ("dm7_neighbors", "near", 72, 72), ("dm7_neighbors", "rows_without_chord_note", 1, 1),
    ("dm7_neighbors", "rows_with_d", 3, 3), ("dm7_neighbors", "first_by_id", True, True),
]


@pytest.mark.parametrize("table, figure, pin, main", FIGURES)
def test_figures(reports, table, figure, pin, main):
    "Assert a figure the page cites, at the pin and on main."
    assert (reports["pin"].table(table).figures[figure], reports["main"].table(table).figures[figure]) == (pin, main)


DRAFT = [("am7.l1", 4), ("am7.forte", "4-26"), ("am7.same_class", False), ("cm9.l1", 0), ("cm9.same_class", True),
         ("fmaj7.same_class", True), ("distances_holding", 1), ("neighbors", 3)]


@pytest.mark.parametrize("figure, value", DRAFT)
def test_the_draft_at_the_pin(reports, figure, value):
    "Assert what the draft's example is worth: one of its three distances holds."
    assert reports["pin"].table("draft_example").figures[figure] == value


def test_main_asks_no_draft(reports):
    "Assert main's program leaves the draft out: the table is not printed and has no figures."
    table = reports["main"].table("draft_example")
    assert table.title is None and not table.figures


def test_figure_names_of_the_chords_are_unique():
    "Assert each of the 27 chords gets its own figure name."
    assert len({slug(token) for token, _, _ in CHORDS}) == len(CHORDS)


def test_dm7_picture(reports):
    "Assert Dm7's neighbors are drawn, labelled with the chord and each row's set, label and distance."
    svg = reports["pin"].table("dm7_neighbors").pictures["dm7"]
    assert 'aria-label="Dm7 {0,2,5,9}; {0,2,3,7} 4-14 L1 2;' in svg
