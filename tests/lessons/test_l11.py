"""Lesson 11: the course's output byte for byte, the figures the page cites, the two versions of the key service."""
import pytest

from engine import draw_picture, render_report, run_lesson, table_names
from engine.report.voice import PROGRAM
from engine.lessons.l11 import grade, select, textbook_chords, textbook_relative


@pytest.fixture(scope="module")
def report():
    return run_lesson("l11", "pin")


def test_golden(report, expected):
    "Assert the report prints exactly what the course's program printed, its 6baf32e column included."
    assert render_report(report) == expected("l11")


def test_questions_in_the_lesson_order():
    "Assert the tables in the program's order."
    assert table_names("l11") == ["example_prompts", "chords_read", "textbook_progressions", "relative_keys",
                                  "prompt_data", "tool_checked"]


FIGURES = [
    ("example_prompts", "prompts", 9), ("example_prompts", "pin_tied_everywhere", True),
    ("example_prompts", "first_differs", 7), ("example_prompts", "examples_pin_minor_first", 6),
    ("example_prompts", "what_key_is_c_am_f_g_in.pin.first", "A minor"),
    ("example_prompts", "what_key_is_c_am_f_g_in.6baf32e.first", "C major"),
    ("chords_read", "pin_read_nothing", 14), ("chords_read", "v6baf32e_read_nothing", 3),
    ("chords_read", "fs7.pin.read", "F#"), ("chords_read", "fs7.6baf32e.read", "F#7"),
    ("chords_read", "bb.6baf32e.read", "B"), ("chords_read", "c_over_e.pin.read", "C E"),
    ("textbook_progressions", "pin_first", 12), ("textbook_progressions", "pin_tied", 21),
    ("textbook_progressions", "pin_not_top", 11), ("textbook_progressions", "pin_misread", 46),
    ("textbook_progressions", "v6baf32e_first", 50), ("textbook_progressions", "v6baf32e_tied", 13),
    ("textbook_progressions", "v6baf32e_misread", 16), ("textbook_progressions", "v6baf32e_above", 2),
    ("textbook_progressions", "ii7_v7_imaj7.pin.misread", 15), ("textbook_progressions", "i_ii_v_i.6baf32e.first", 0),
    ("textbook_progressions", "v6baf32e_tied_twins", 13), ("textbook_progressions", "lookahead_read", 90),
    ("textbook_progressions", "v6baf32e_read", 74), ("textbook_progressions", "pin_read", 44), ("textbook_progressions", "pin_tied_twins", 7),
    ("textbook_progressions", "i_iv_v_i.db_major.6baf32e.first", "C# major"),
    ("textbook_progressions", "i_ii_v_i.c_major.6baf32e.as_written_first", "C major"),
    ("textbook_progressions", "i_ii_v_i.c_major.6baf32e.as_written_count", 2),
    ("textbook_progressions", "i_ii_v_i.c_major.6baf32e.as_written_left_out", "G major, E minor"),
    ("textbook_progressions", "ii7_v7_imaj7.e_major.pin.tied", 12),
    ("example_prompts", "what_key_does_am_f_g_e_sound_like.pin.count", 3),
    ("example_prompts", "what_key_does_am_f_g_e_sound_like.pin.total", 4),
    ("chords_read", "cm7b5.6baf32e.counts", "minor"), ("chords_read", "c_over_e.pin.counts", "major major"),
    ("relative_keys", "pin_wrong", 6),
    ("relative_keys", "pin_wrong_keys", "A# minor, B major, C# major, D# minor, F# major, G# minor"),
    ("prompt_data", "top", 4), ("prompt_data", "first", "A# minor"), ("prompt_data", "first_relative", "Db major"),
    ("tool_checked", "checked", 99),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(report, table, figure, value):
    "Assert a figure the page cites."
    assert report.table(table).figures[figure] == value


def test_the_textbook_writes_the_progressions_on_the_keys_letters():
    "Assert the course's chords: iiø7 V7 i in D♯ minor, and each key's relative."
    assert textbook_chords("D#", "minor", ((1, "m7b5"), (4, "7"), (0, "m"))) == ["E#m7b5", "A#7", "D#m"]
    assert (textbook_relative("G# minor"), textbook_relative("Cb major")) == ("B major", "Ab minor")


@pytest.mark.parametrize("chords, read, top, mark", [
    (["C", "F", "G", "C"], ("C", "F", "G"), ["C major"], "="),
    (["C", "F", "G", "C"], ("C", "F", "G"), ["A minor", "C major"], "~"),
    (["C", "D", "G", "C"], ("C", "D", "G"), ["G major"], "x"),
    (["F#m7", "B7"], ("F#",), ["F# major"], "r"),
])
def test_the_course_grades_an_answer(chords, read, top, mark):
    "Assert the grade: a chord dropped, the key first, tied at the top, or not there."
    from engine.ga.tonal.key_identification import KeyCandidate
    candidates = tuple(KeyCandidate(k, "", 3, 3, ()) for k in top)
    assert grade(select(read, candidates), chords, "C major") == mark


def test_the_picture_shows_both_versions_winners(report):
    "Assert the prompt's question drawn: its chords on the circle, A# minor first at the pin, C# major at 6baf32e."
    picture = draw_picture(report.table("prompt_data").pictures["weighed"], PROGRAM)
    assert picture.startswith("<svg") and "★ A#m 3/3" in picture and "★ C# 3/3" in picture


def test_the_pictures_of_dm_g_c_and_c_d_g_c(report):
    "Assert the SKILL.md's Dm G C and the question C D G C drawn with each version's first key."
    dm_g_c = draw_picture(report.table("example_prompts").pictures["dm_g_c"], PROGRAM)
    c_d_g_c = draw_picture(report.table("textbook_progressions").pictures["c_d_g_c"], PROGRAM)
    assert "★ Am 3/3" in dm_g_c and "★ C 3/3" in dm_g_c
    assert "★ Em 3/3" in c_d_g_c and "★ G 3/3" in c_d_g_c
