"""Lesson 12: the course's output byte for byte, the figures the page cites, the course's readings."""
import pytest

from engine import draw_picture, render_report, run_lesson, table_names
from engine.report.voice import PROGRAM
from engine.lessons.l12 import branch, pc_symbol, progressions_in


@pytest.fixture(scope="module")
def report():
    return run_lesson("l12", "pin")


def test_golden(report, expected):
    "Assert the report prints exactly what the course's program printed, its 6baf32e column included."
    assert render_report(report) == expected("l12")


def test_questions_in_the_lesson_order():
    "Assert the tables in the program's order."
    assert table_names("l12") == ["progression_intents", "mood_examples", "mood_progressions", "keyword_gate",
                                  "completion_examples", "completion_prompt", "next_chord", "dominant_in_list",
                                  "prompts_checked"]


FIGURES = [
    ("progression_intents", "mood.prompts", 15), ("progression_intents", "completion.prompts", 5),
    ("mood_examples", "darken_asked", 7), ("mood_examples", "darken_got", 7), ("mood_examples", "brighten_asked", 8),
    ("mood_examples", "brighten_got", 2), ("mood_examples", "brighten_given_darken", 6),
    ("mood_progressions", "darken_odd", "bA, bB"), ("mood_progressions", "skill_md_progressions", 7),
    ("keyword_gate", "progressionmood.accepted", 0), ("keyword_gate", "progressioncompletion.accepted", 3),
    ("completion_examples", "c_g_am.pin.keys", "A minor / C major / E minor / G major"),
    ("completion_examples", "c_g_am.6baf32e.first", "C"),
    ("completion_prompt", "example_v7_allowed", False),
    ("next_chord", "pin_same", 15), ("next_chord", "pin_enharmonic", 4), ("next_chord", "pin_other", 6),
    ("next_chord", "pin_misread", 5), ("next_chord", "pin_other_scale", 13), ("next_chord", "v6baf32e_same", 20),
    ("next_chord", "v6baf32e_other", 0), ("next_chord", "v6baf32e_read", 25),
    ("dominant_in_list", "minor.major_v", 0), ("dominant_in_list", "minor.minor_v", 15),
    ("dominant_in_list", "major.major_v", 15), ("dominant_in_list", "g_degree", 7),
    ("prompts_checked", "checked", 36),
    ("completion_prompt", "keys_named", 4), ("completion_examples", "c_g_am.pin.tied", 4),
    ("next_chord", "db_major.pin.tied", 8), ("next_chord", "fs_major.pin.tied", 8), ("next_chord", "fs_major.pin.count", 2),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(report, table, figure, value):
    "Assert a figure the page cites."
    assert report.table(table).figures[figure] == value


def test_the_course_reads_progressions_between_backticks():
    "Assert a span of three tokens or more, and the tokens neither a chord symbol nor a numeral."
    assert progressions_in("So `C F G` → `C bA G` and `x` `I bVII IV I`") == [
        ("C F G", []), ("C bA G", ["bA"]), ("I bVII IV I", [])]


@pytest.mark.parametrize("chord, read", [("Cb", "11"), ("F#m", "6m"), ("Bbdim", "10dim"), ("E#m", "5m")])
def test_a_chord_by_its_roots_pitch_class(chord, read):
    "Assert the course's enharmonic comparison writes the root as a pitch class."
    assert pc_symbol(chord) == read


def test_an_answer_is_told_by_its_opening():
    "Assert the two fixed texts are told apart by their first words."
    assert (branch("Here are four reliable ways to brighten a"), branch("Hello")) == ("brighten", "other")


def test_the_picture_shows_the_three_words_missing(report):
    "Assert the path of \"Brighten this minor song\": none of the three words, the darken text."
    picture = draw_picture(report.table("mood_examples").pictures["brighten_this_minor_song"], PROGRAM)
    assert picture.count(">false<") == 3 and "darken a progression." in picture
