"""Lesson 7: the course's output byte for byte, the figures a page cites, how each word is read in the pictures."""
import xml.etree.ElementTree as ET

import pytest

from engine import draw_picture, render_report, run_lesson, table_names
from engine.report.voice import PROGRAM
from engine.lessons.l7 import MESSAGES, read_words
from engine.ga.routing.skills.improvisation import guard
from engine.pictures.message_words import MISREAD, REFUSED, ROMAN, TEXT, UNREAD, VALID


@pytest.fixture(scope="module")
def report():
    return run_lesson("l7", "pin")


def test_golden(report, expected):
    "Assert the report prints exactly what the course's program printed."
    assert render_report(report) == expected("l7")


def test_questions_in_the_lesson_order():
    "Assert the tables in the program's order."
    assert table_names("l7") == ["what_each_message_holds", "what_ga_does", "decline_hm_q7", "decline_h7"]


FIGURES = [
    ("what_each_message_holds", "messages", 16), ("what_each_message_holds", "only_not_chords", 7),
    ("what_each_message_holds", "both", 2), ("what_each_message_holds", "with_numerals", 1),
    ("what_ga_does", "guard_fires", 4), ("what_ga_does", "declined", 4), ("what_ga_does", "declined_at_pin", 0),
    ("what_ga_does", "model_at_pin", 9), ("what_ga_does", "model_at_fix", 5), ("what_ga_does", "same_answers", 7),
    ("what_ga_does", "same", 6), ("what_ga_does", "diff", 9), ("what_ga_does", "reaches_model", 4),
    ("what_ga_does", "misread", 3), ("what_ga_does", "dropped", 2), ("what_ga_does", "not_graded", 1),
    ("what_ga_does", "row3.guard", "Q7"), ("what_ga_does", "row14.verdict", "DIFF reaches the model"),
    ("what_ga_does", "row9.written", "Bb Eb F"), ("what_ga_does", "row9.read", "B E F"),
    ("what_ga_does", "row10.read", "B F G#m E"), ("what_ga_does", "row12.read", "E7 Am"),
    ("what_ga_does", "no_chord_confidence", 0.2), ("what_ga_does", "fallback_floor", 0.25),
    ("decline_hm_q7", "confidence", 0.9), ("decline_hm_q7", "german_hint", True), ("decline_hm_q7", "allows_sharp_or_flat", True), ("decline_h7", "tokens", "H7"),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(report, table, figure, value):
    "Assert the figures a page cites."
    assert report.table(table).figures[figure] == value


def test_the_guard_column_is_the_guard(report):
    "Assert the guard column is InvalidChordNames.Find, message by message."
    figures = report.table("what_ga_does").figures
    assert [figures[f"row{n}.guard"] for n in range(1, 17)] == [", ".join(guard.find(m)) for m in MESSAGES]


@pytest.mark.parametrize("message, kinds", [
    ("which arpeggio fits Hm Q7", [TEXT, TEXT, TEXT, REFUSED, REFUSED]),
    ("which arpeggio fits B♭ E♭ F", [TEXT, TEXT, TEXT, MISREAD, MISREAD, VALID]),
    ("which arpeggio fits Bø7 E7 Am", [TEXT, TEXT, TEXT, UNREAD, VALID, VALID]),
    ("which arpeggio fits C and Q7", [TEXT, TEXT, TEXT, VALID, TEXT, UNREAD]),
    ("Hm, which mode is brightest?", [TEXT] * 5),
    ("which arpeggio fits V7", [TEXT, TEXT, TEXT, ROMAN]),
])
def test_each_word_as_749_reads_it(message, kinds):
    "Assert how each word is marked: refused, read as itself or as another chord, passed over, a numeral, text."
    assert [w.kind for w in read_words(message, guard.find(message))] == kinds


def test_a_picture_per_message(report):
    "Assert sixteen pictures, the misread sharp pointing at what GA read."
    pictures = report.table("what_ga_does").pictures
    assert len(pictures) == 16
    assert "F# read as F" in ET.fromstring(draw_picture(pictures["row10"], PROGRAM)).get("aria-label")
