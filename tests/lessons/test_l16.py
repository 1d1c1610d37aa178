"""Lesson 16: the course's output byte for byte, the figures the page cites, and the answers' chord charts."""
import pytest

from engine import render_report, run_lesson
from engine.lessons import l16


@pytest.fixture(scope="module")
def reports():
    return {at: run_lesson("l16", at) for at in ("pin", "main")}


@pytest.mark.parametrize("at, name", [("pin", "l16"), ("main", "l16-main")])
def test_golden(reports, expected, at, name):
    "Assert the report prints exactly what the course's program printed."
    assert render_report(reports[at]) == expected(name)


def test_questions_in_the_lesson_order():
    "Assert the questions, named as pages ask for them, in the order both programs print them."
    assert [q.__name__ for q in l16.QUESTIONS] == [
        "example_prompts", "other_phrasings", "symbols", "spelled_out_qualities", "main_corpus", "example_answers",
        "chord_grid", "techniques", "full_answer"]


@pytest.mark.parametrize("at, printed", [
    ("pin", ["example_prompts", "other_phrasings", "symbols", "spelled_out_qualities", "example_answers",
             "chord_grid", "full_answer"]),
    ("main", ["main_corpus", "example_answers", "chord_grid", "techniques", "full_answer"]),
])
def test_printed_tables(reports, at, printed):
    "Assert which tables each revision prints; the others are figures only."
    assert [t.name for t in reports[at].tables if t.title is not None] == printed


FIGURES = [  # table, figure -> at the pin, on main
    ("example_prompts", "prompts", 12, 12), ("example_prompts", "can_handle", 11, 11),
    ("example_prompts", "rejected", "quartal voicings in C", "quartal voicings in C"),
    ("example_prompts", "open_chord_shape_for_e_minor.chord", "E", "E"),
    ("example_prompts", "open_chord_shape_for_e_minor.mode", "minor", "minor"),
    ("other_phrasings", "can_handle", 4, 4), ("other_phrasings", "voicings_for_a_minor.notes", "C# E A", "C# E A"),
    ("symbols", "right", 47, 47), ("symbols", "unread_symbols", "Cdom7, Cma7, C7+5", "Cdom7, Cma7, C7+5"),
    ("symbols", "misread_symbols", "C-7", "C-7"), ("symbols", "readers_differ", 5, 5),
    ("spelled_out_qualities", "can_handle", 13, 13), ("spelled_out_qualities", "right", 1, 1),
    ("spelled_out_qualities", "read_as_c_major", 31, 31),
    ("main_corpus", "c6.names", "Am7/G 24, Am7/E 17, Am7 6, Am7/C 2", "Am7/G 24, Am7/E 17, Am7 6, Am7/C 2"),
    ("main_corpus", "dsus4.voicings", 39, 39),
    ("example_answers", "show_me_dm7_voicings.voicings", 1, 8), ("example_answers", "prompts_all_exact", 3, 10),
    ("example_answers", "cmaj9_voicings.retried", True, False), ("example_answers", "exact", 21, 80),
    ("chord_grid", "returned", 841, 1097), ("chord_grid", "exact", 337, 879), ("chord_grid", "part", 381, 3),
    ("chord_grid", "other", 106, 0), ("chord_grid", "chords_none", 56, 26), ("chord_grid", "6.none", 10, 12),
    ("chord_grid", "aug.none", 0, 8), ("chord_grid", "dim7.retried", 6, 9), ("chord_grid", "sus4.retried", 6, 6),
    ("techniques", "technique", 2, 5), ("techniques", "voicings", 32, 48), ("techniques", "open.in_corpus", 60, 60),
    ("full_answer", "first_line", "Found 1 voicing:", "Found 8 voicings:"),
    ("full_answer", "first_name", "Bm7(shell)/D", "E/B"), ("full_answer", "first_plays", "D A B", "E G# B"),
    ("full_answer", "other", 1, 8),
]


@pytest.mark.parametrize("table, figure, pin, main", FIGURES)
def test_figures(reports, table, figure, pin, main):
    "Assert a figure the lesson cites, at the pin and on main."
    assert (reports["pin"].table(table).figures[figure], reports["main"].table(table).figures[figure]) == (pin, main)


def test_same_figures_at_both_revisions(reports):
    "Assert every table names the same figures at the pin and on main."
    for pin, main in zip(reports["pin"].tables, reports["main"].tables):
        assert pin.figures.keys() == main.figures.keys(), pin.name


@pytest.mark.parametrize("at, table, count", [("pin", "example_answers", 2), ("main", "example_answers", 8),
                                              ("pin", "full_answer", 1), ("main", "full_answer", 8)])
def test_pictures(reports, at, table, count):
    "Assert each voicing of the answer is drawn as an accessible chart, labelled with its chart diagram and name."
    pictures = reports[at].table(table).pictures
    assert len(pictures) == count
    for svg in pictures.values():
        assert svg.startswith("<svg") and 'role="img"' in svg and "aria-label=" in svg and "<title>" in svg
        assert "viewBox=" in svg.split(">")[0]
    first = reports["main"].table("full_answer").pictures["open_chord_shape_for_e_minor.1"]
    assert 'aria-label="x-2-x-1-x-0 E/B"' in first
