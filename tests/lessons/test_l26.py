"""Lesson 26: the course's output byte for byte, the figures the page cites, the mode wheels."""
import pytest

from engine import draw_picture, render_report, run_lesson, table_names
from engine.lessons.l26 import PARENTS, cut_names, label
from engine.ga.routing.skills.modes import tonal_families
from engine.report.voice import PROGRAM


@pytest.fixture(scope="module")
def report():
    return run_lesson("l26", "pin")


def test_golden(report, expected):
    "Assert the report prints exactly what the course's program printed."
    assert render_report(report) == expected("l26")


def test_questions_in_the_lesson_order():
    "Assert the tables in the program's order."
    assert table_names("l26") == ["catalog", "formulas", "answers", "written", "names", "examples"]


FIGURES = [
    ("catalog", "families", 26), ("catalog", "catalog_families", 31), ("catalog", "left_out", 5),
    ("catalog", "modes", 129), ("catalog", "own_degree", 93), ("catalog", "other_degree", 2),
    ("catalog", "no_degree", 34), ("catalog", "not_own", 36), ("catalog", "unordered", 3),
    ("catalog", "first_modes_textbook", 26), ("catalog", "other_degree_names", "Blues Minor, Minor Pentatonic"),
    ("catalog", "unordered_names", "Enigmatic Mode 5, Enigmatic Mode 6, Enigmatic Mode 7"), ("catalog", "doubled", 3),
    ("catalog", "doubled_names", "Locrian bb3 bb7, Ultralocrian bb3, Altered bb3"), ("catalog", "left_out_chord_named", 4),
    ("catalog", "left_out_otherwise", "All Interval Tetrachord Family"), ("catalog", "major_pentatonic.own", 2),
    ("catalog", "hungarian_major.own", 1), ("catalog", "hungarian_major.modes", 7),
    ("formulas", "seven_note_wrong_names", "Enigmatic Mode 5, Enigmatic Mode 6, Enigmatic Mode 7"),
    ("formulas", "textbook", 65), ("formulas", "seven_note", 63), ("formulas", "seven_note_right", 60),
    ("formulas", "other_sizes", 66), ("formulas", "other_sizes_right", 5), ("formulas", "letters_right", 52),
    ("formulas", "letters_differ", 11), ("formulas", "five_and_eight_all_wrong", True),
    ("formulas", "notes_2.modes", 10), ("formulas", "notes_2.right", 2),
    ("answers", "ultralocrian_as_altered", True), ("answers", "perfect_fourth_formula", "1 2"),
    ("written", "written", 165), ("written", "differ", 8), ("written", "all_cut_at_sharp", True),
    ("names", "names", 129), ("names", "names_other", 10), ("names", "names_other_cut", 8),
    ("names", "names_other_twice", 2), ("names", "names_accepted", 129), ("names", "alternates", 68),
    ("names", "alternates_accepted", 7), ("names", "quoted_own", 7), ("names", "quoted_other", "Lydian Augmented #2"),
    ("examples", "prompts", 37), ("examples", "accepted", 11), ("examples", "default_family", True),
    ("examples", "tell_me_about_hijaz.accepted", False),
    ("examples", "tell_me_about_hijaz.mode", "Phrygian Dominant (Harmonic Minor 5)"),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(report, table, figure, value):
    "Assert a figure the page cites."
    assert report.table(table).figures[figure] == value


def test_a_wheel_per_family(report):
    "Assert one picture per family the skill answers from, each an SVG labelled with its modes."
    pictures = report.table("catalog").pictures
    assert len(pictures) == len(tonal_families()) == 26
    drawn = {name: draw_picture(p, PROGRAM) for name, p in pictures.items()}
    assert ('aria-label="Major Pentatonic: 1 Major Pentatonic C D E G A: the rotation from degree 1; 2 Egyptian'
            in drawn["major_pentatonic"])
    assert all(p.startswith("<svg") and "viewBox" in p for p in drawn.values())


def test_the_textbook_has_every_family():
    "Assert the textbook's first modes cover every family of the catalog, chord families too."
    assert {label(f) for f in tonal_families()} <= set(PARENTS)


def test_the_cut_names_lose_a_sharp_sign_and_what_follows():
    "Assert each name read otherwise than written is the written name cut before ' #'."
    assert cut_names() and all(written.split(" #")[0] == read for written, read in cut_names())
