"""Lesson 9: the course's output byte for byte, the figures the page cites, the textbook against the skills."""
import xml.etree.ElementTree as ET

import pytest

from engine import render_report, run_lesson, table_names
from engine.lessons.l9 import NAMES, flat_twin, key_name, signature_words

NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def report():
    return run_lesson("l9", "pin")


def test_golden(report, expected):
    "Assert the report prints exactly what the course's program printed."
    assert render_report(report) == expected("l9")


def test_pin_only():
    "Assert the lesson runs at the pin only: the skills answer the same on main."
    from engine.lessons import revisions
    assert revisions("l9") == ("pin",)


def test_questions_in_the_lesson_order():
    "Assert the tables in the program's order."
    assert table_names("l9") == ["interval_grid", "wrong_intervals", "other_phrasings", "keys", "past_seven",
                                 "example_prompts"]


FIGURES = [
    ("interval_grid", "names", 21), ("interval_grid", "questions", 441), ("interval_grid", "right", 241), ("interval_grid", "misread", 147),
    ("interval_grid", "abbreviated", 27), ("interval_grid", "wrong", 26), ("interval_grid", "sharp_columns", 7),
    ("interval_grid", "misread_all_sharp_second", True), ("interval_grid", "misread_every_sharp_second", True),
    ("wrong_intervals", "wrong", 26), ("wrong_intervals", "lowered_unisons", 21),
    ("wrong_intervals", "unisons_said_perfect", 21), ("wrong_intervals", "others", 5),
    ("wrong_intervals", "others_need_a_rare_note", True),
    ("other_phrasings", "between_answered", True), ("other_phrasings", "sharp_sign_answered", True),
    ("other_phrasings", "flat_sign_answered", False),
    ("keys", "keys", 30), ("keys", "notes_right", 30), ("keys", "scale_relative_right", 24),
    ("keys", "relative_right", 30), ("keys", "signature_right", 29), ("keys", "rows_shown", 7),
    ("keys", "cb_signature_read", False), ("keys", "skills_disagree", 6),
    ("keys", "scale_relative_wrong_flat_twins", True),
    ("past_seven", "asked", 5), ("past_seven", "said_none", 5), ("past_seven", "scale_info_refuses", True),
    ("past_seven", "parallel_flats_said", 3), ("past_seven", "parallel_sharps_textbook", 5),
    ("example_prompts", "interval.prompts", 13), ("example_prompts", "interval.answered", 5),
    ("example_prompts", "interval.unanswered", 8),
    ("example_prompts", "scaleinfo.prompts", 24), ("example_prompts", "scaleinfo.answered", 21),
    ("example_prompts", "scaleinfo.unanswered", 3),
    ("example_prompts", "relativekey.prompts", 12), ("example_prompts", "relativekey.answered", 12),
    ("example_prompts", "relativekey.unanswered", 0),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(report, table, figure, value):
    "Assert a figure the page cites."
    assert report.table(table).figures[figure] == value


def test_the_marks_add_up(report):
    "Assert every question gets one mark: right, misread, abbreviated or wrong."
    f = report.table("interval_grid").figures
    assert f["right"] + f["misread"] + f["abbreviated"] + f["wrong"] == f["questions"] == len(NAMES) ** 2


def test_the_grid_picture(report, drawn):
    "Assert the grid picture: a cell per question, each with its mark written, the counts said in its label."
    svg = ET.fromstring(drawn(report.table("interval_grid").pictures["grid"]))
    assert len(list(svg.iter(f"{NS}rect"))) == 441
    marks = [t.text for t in svg.iter(f"{NS}text") if t.get("font-weight") == "bold"]
    assert [marks.count(m) for m in ".#ax"] == [241, 147, 27, 26]
    assert svg.get("aria-label") == ("IntervalSkill, 21 × 21: 241 right intervals; 147 with a note read as another; "
                                     "27 right intervals with the quality abbreviated; 26 wrong intervals between notes "
                                     "read right")
    assert svg.get("viewBox").startswith("0 0 ")


def test_the_grid_names_notes_for_a_reader(report, drawn):
    "Assert the grid's rows and columns name the notes with ♯ and ♭."
    svg = ET.fromstring(drawn(report.table("interval_grid").pictures["grid"]))
    texts = [t.text for t in svg.iter(f"{NS}text")]
    assert texts[:3] == ["C♭", "C", "C♯"] and "C#" not in texts


@pytest.mark.parametrize("circle, keys, answers", [
    ("major_keys", ["C♭", "C", "C♯"], ["A♭m", "E♭m", "B♭m"]),
    ("minor_keys", ["A♭m", "Am", "A♯m"], ["C♭", "G♭", "D♭"])])
def test_the_circles(report, circle, keys, answers):
    "Assert each circle: 15 keys asked, their textbook relatives, ScaleInfoSkill's other answers framed: flat twins."
    svg = ET.fromstring(report.table("keys").pictures[circle])
    texts = [t.text for t in svg.iter(f"{NS}text")]
    assert len(texts) == 15 * 2 + 3 and all(k in texts for k in keys)
    assert sorted({t for t in texts if texts.count(t) == 2}) == sorted(answers)  # framed, and a flat key's relative
    assert len([r for r in svg.iter(f"{NS}rect")]) == 3
    assert svg.get("aria-label").startswith("ScaleInfoSkill: ") and "RelativeKeySkill" not in svg.get("aria-label")


@pytest.mark.parametrize("said, textbook, twin", [("Ab minor", "G# minor", True), ("Cb major", "B major", True),
                                                  ("G# minor", "G# minor", False), ("Eb minor", "G# minor", False),
                                                  ("?", "G# minor", False)])
def test_flat_twin(said, textbook, twin):
    "Assert a flat twin: the textbook's sharp key, its notes spelled with flats."
    assert flat_twin(said, textbook) is twin


@pytest.mark.parametrize("written, name", [("G#m", "G# minor"), ("Am", "A minor"), ("Eb major", "Eb major"),
                                           ("", " minor")])
def test_key_name(written, name):
    "Assert the course's spelling of RelativeKeySkill's key."
    assert key_name(written) == name


@pytest.mark.parametrize("signature, words", [(0, "no sharps or flats"), (1, "1 sharp"), (-1, "1 flat"),
                                              (9, "9 sharps"), (-8, "8 flats")])
def test_signature_words(signature, words):
    "Assert the course's words for a signature, which GA's answers are compared with."
    assert signature_words(signature) == words
