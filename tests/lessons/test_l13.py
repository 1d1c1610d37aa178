"""Lesson 13: the course's output byte for byte, the figures the page cites, the course's reading of the analysis."""
import pytest

from engine import draw_picture, render_report, run_lesson, table_names
from engine.report.voice import PROGRAM
from engine.lessons.l13 import grade, raised, read, textbook_chords


@pytest.fixture(scope="module")
def report():
    return run_lesson("l13", "pin")


def test_golden(report, expected):
    "Assert the report prints exactly what the course's program printed, its 6baf32e column included."
    assert render_report(report) == expected("l13")


def test_questions_in_the_lesson_order():
    "Assert the tables in the program's order."
    assert table_names("l13") == ["what_the_model_is_shown", "draft_examples", "textbook_progressions",
                                  "outside_the_scale"]


FIGURES = [
    ("what_the_model_is_shown", "closures", 15),
    ("draft_examples", "pin_as_drafted", 2), ("draft_examples", "v6baf32e_as_drafted", 4),
    ("draft_examples", "dm7_g7_cmaj7.pin.key", "D minor"), ("draft_examples", "fm_bbm_c7_fm.6baf32e.numerals", "i iv V i"),
    ("textbook_progressions", "pin_same", 24), ("textbook_progressions", "pin_enharmonic", 6),
    ("textbook_progressions", "pin_other_key", 90), ("textbook_progressions", "v6baf32e_same", 84),
    ("textbook_progressions", "v6baf32e_enharmonic", 21), ("textbook_progressions", "v6baf32e_numerals", 15),
    ("textbook_progressions", "v6baf32e_below_count", 27), ("textbook_progressions", "IV_V_I.pin.other_key", 15),
    ("textbook_progressions", "I_IV_V_I.6baf32e.same", 12), ("textbook_progressions", "i_iv_V_i.6baf32e.same", 12),
    ("textbook_progressions", "i_iv_v_i.pin.other_key", 15), ("textbook_progressions", "iihd7_V7_i.6baf32e.below", 15),
    ("textbook_progressions", "i_iv_viio7_i.6baf32e.below", 12),
    ("textbook_progressions", "IV_V_I.bb_major.pin.key", "Eb major"),
    ("textbook_progressions", "i_iv_viio7_i.d_minor.6baf32e.numerals", "i iv ? i"),
    ("outside_the_scale", "c_bb_f_c.ranked", "F major 3/3, D minor 3/3, C major 2/3"),
    ("outside_the_scale", "c_bb_f_c.6baf32e.key", "F major"), ("outside_the_scale", "c_ab_bb_c.6baf32e.confidence", "2/4"),
    ("outside_the_scale", "am_gsdim7_am.6baf32e.numerals", "i ? i"),
    ("outside_the_scale", "a_minor.diatonic", "Am, Bdim, E, E7"),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(report, table, figure, value):
    "Assert a figure the page cites."
    assert report.table(table).figures[figure] == value


def test_the_course_reads_the_three_lines():
    "Assert Read: the key, the confidence, the numerals."
    a = read("Key: D minor  (confidence 3/4)\nDm     Gm     C#dim7 Dm    \ni      iv     ?      i     ")
    assert (a.key, a.confidence, a.numerals, a.complete) == ("D minor", "3/4", ("i", "iv", "?", "i"), False)


@pytest.mark.parametrize("note, up", [("G", "G#"), ("Bb", "B"), ("F#", "F##")])
def test_the_leading_tone_keeps_its_letter(note, up):
    "Assert the raised seventh degree stays on its letter."
    assert raised(note) == up


def test_the_textbook_progression_and_its_grade():
    "Assert G♯ minor's i iv vii°7 i, and the grades of a key named by its enharmonic twin or another key."
    steps = ((0, "m", False), (3, "m", False), (6, "dim7", True), (0, "m", False))
    assert textbook_chords("G#", "minor", steps) == "G#m C#m F##dim7 G#m"
    assert grade(read("Key: Ab minor  (confidence 4/4)\nx\ni iv v i"), "G# minor", "i iv v i") == "e"
    assert grade(read("Key: B major  (confidence 4/4)\nx\ni iv v i"), "G# minor", "i iv v i") == "x"


def test_the_pictures_mark_the_chords_off_each_key(report):
    "Assert the two analyses drawn: the jazz ii-V-I and C Ab G C, each version's off-key chords boxed."
    jazz = draw_picture(report.table("draft_examples").pictures["jazz"], PROGRAM)
    borrowed = draw_picture(report.table("outside_the_scale").pictures["borrowed"], PROGRAM)
    assert "a826864: D minor, i iv VII; G7, Cmaj7 off the key" in jazz
    assert "6baf32e: C major, I ? V I; Ab off the key" in borrowed
