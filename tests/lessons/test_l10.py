"""Lesson 10: the course's output byte for byte, the figures the page cites, the textbook's grading."""
import pytest

from engine import draw_picture, render_report, run_lesson, table_names
from engine.report.voice import PROGRAM
from engine.lessons.l10 import mark, textbook_move


@pytest.fixture(scope="module")
def report():
    return run_lesson("l10", "pin")


def test_golden(report, expected):
    "Assert the report prints exactly what the course's program printed."
    assert render_report(report) == expected("l10")


def test_questions_in_the_lesson_order():
    "Assert the tables in the program's order."
    assert table_names("l10") == ["diatonic_chords", "skill_md_results", "transposed_names", "transpose_prompts",
                                  "passed_back", "common_tones", "common_tones_examples"]


FIGURES = [
    ("diatonic_chords", "keys", 30), ("diatonic_chords", "right", 19), ("diatonic_chords", "wrong", 11),
    ("diatonic_chords", "pitch_and_quality_right", True), ("diatonic_chords", "keys_needing_white_key_accidentals", 8),
    ("diatonic_chords", "white_tonic_flat_minors", "C minor, G minor, D minor"),
    ("diatonic_chords", "gb_major.ga", "Gb Abm Bbm B Db Ebm Fdim"),
    ("skill_md_results", "same_but_dim_for_degree_sign", 3), ("skill_md_results", "gb_major_has_cm", False),
    ("skill_md_results", "gb_major_fourth", "B"),
    ("transposed_names", "questions", 252), ("transposed_names", "right", 182), ("transposed_names", "other_letter", 40),
    ("transposed_names", "double", 30), ("transposed_names", "wrong_pitch", 0),
    ("transposed_names", "on_another_letter", 70), ("transposed_names", "names_all_right", 3),
    ("transposed_names", "cb.other_letter", 3), ("transposed_names", "all_right", "E, F, B"),
    ("transposed_names", "unison_moved", "Cb, E#, Fb, B#"),
    ("transpose_prompts", "g7_to_eb", "D#7"), ("transpose_prompts", "g7_to_eb_down", "D#7"), ("transpose_prompts", "c_am_f_g_to_eb", "D# Cm Ab A#"),
    ("transpose_prompts", "round_trip", False), ("transpose_prompts", "down", "A#"),
    ("passed_back", "same", True),
    ("common_tones", "pairs", 630), ("common_tones", "notes_right", 630), ("common_tones", "spelled_right", 486),
    ("common_tones", "misspelled", 144), ("common_tones", "keys_spelled_right", 12),
    ("common_tones", "major_keys_spelled_right", 6),
    ("common_tones", "spelled_right_keys", "Ab major, Eb major, Bb major, F major, C major, G major, F minor, C minor, "
                                           "G minor, D minor, A minor, E minor"), ("common_tones", "cs_major.misspelled", 13),
    ("common_tones_examples", "a_csm.shared", 2),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(report, table, figure, value):
    "Assert a figure the page cites."
    assert report.table(table).figures[figure] == value


@pytest.mark.parametrize("note, letters, semitones, spelled", [
    ("C", 2, 3, "Eb"), ("C", 1, 3, "D#"), ("Cb", 1, 1, "Dbb"), ("E#", 0, 0, "E#"), ("B#", 4, 7, "F##"),
    ("Fb", 6, 10, "Ebb"), ("G", 0, 12, "G"),
])
def test_the_textbook_moves_by_letters_and_semitones(note, letters, semitones, spelled):
    "Assert the textbook's note: the interval's letters give the letter, its semitones the accidental."
    assert textbook_move(note, letters, semitones) == spelled


@pytest.mark.parametrize("ga, textbook, grade", [
    ("Eb", "Eb", "."), ("D#", "Eb", "~"), ("C#", "Dbb", "x"), ("C", "Dbb", "d"), ("D#7", "Eb", "x"), ("", "C", "x"),
])
def test_the_course_grades_a_note(ga, textbook, grade):
    "Assert the grade: right, another letter, a double accidental needed, or a wrong pitch (a chord is wrong)."
    assert mark(ga, textbook) == grade


def test_the_picture_follows_transpose_g7_to_eb(report):
    "Assert the path of \"Transpose G7 to Eb\": both readings of the SKILL.md, both answers D#7."
    picture = draw_picture(report.table("transpose_prompts").pictures["g7_to_eb"], PROGRAM)
    assert picture.startswith("<svg") and picture.count(">D#7<") == 2 and "semitones -4" in picture
    assert "grounding.source: ga.dsl@domain.transposeChord" in picture


def test_the_grid_picture_marks_every_question(report, drawn):
    "Assert the transposition grid's picture: a cell per question, the rows named with ♯ and ♭."
    picture = drawn(report.table("transposed_names").pictures["grid"])
    assert picture.count("<rect") == 252 and ">C♭<" in picture and ">B♯<" in picture


def test_a_reader_reads_keys_and_notes_with_signs(report):
    "Assert the cells a reader reads: keys and note names with ♯ and ♭, GA's prompts quoted; the program's text as it was."
    from engine.table import ForReader, Quote, phrase
    rows = report.table("diatonic_chords").parts[0].rows
    assert isinstance(rows[0][0], ForReader) and rows[0][0].read.values["tonic"] == phrase("C♭")  # a note's name
    prompt = report.table("transpose_prompts").parts[0].rows[0][0]
    assert prompt.read == Quote("Transpose Cmaj7 up a perfect fourth") and prompt.printed == "Transpose Cmaj7 up a perfect fourth"
