"""Lesson 27: the course's output byte for byte, the figures a page cites, the rule's two maps."""
import xml.etree.ElementTree as ET

import pytest

from engine import render_report, revisions, run_lesson, table_names
from engine.lessons.l27 import textbook_spelling
from engine.lessons.l27_data import SUFFIXES

NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def report():
    return run_lesson("l27", "pin")


def test_golden(report, expected):
    "Assert the report prints exactly what the course's program printed."
    assert render_report(report) == expected("l27")


def test_questions_in_the_lesson_order():
    "Assert the tables in the program's order, at the pin only."
    assert table_names("l27") == ["rule", "answers", "extended", "notes", "chords", "spelling", "example_prompts"]
    assert revisions("l27") == ("pin",)


FIGURES = [
    ("rule", "chords", 5), ("rule", "degrees", 12), ("rule", "cells", 60), ("rule", "same", 42), ("rule", "avoid_outside", 12), ("rule", "same_in_effect", 54),
    ("rule", "tension_outside", 4), ("rule", "avoid_tension", 2), ("rule", "dominant_b9_avoid", True),
    ("rule", "dominant_b13_avoid", True), ("rule", "lydian_sharp11_tension", True),
    ("rule", "tensions_outside", "#9 over Cmaj7, b7 over Cmaj7, #11 over Cm7, 13 over Cm7b5"),
    ("rule", "tensions_outside_below_chord_tone", 4), ("rule", "dominant_avoid", "b9 11 b13 7"),
    ("rule", "dominant_advice", 4),
    ("answers", "b9_headline_avoid", True), ("answers", "b9_explanation_not_to_avoid", True),
    ("answers", "safe_to_sustain", 3),
    ("extended", "avoid", 5), ("extended", "chord_tone", 5), ("extended", "c13.chord_tone", True),
    ("extended", "cm7.avoid", False),
    ("notes", "spellings", 42), ("notes", "sharp.read", 7), ("notes", "flat.read", 7), ("notes", "sharp_sign.misread", 7),
    ("notes", "flat_sign.misread", 7), ("notes", "lowercase.not_read", 7), ("notes", "wrong", 21),
    ("chords", "written", 45), ("chords", "known", 40), ("chords", "known_right", 27), ("chords", "absent", 5),
    ("chords", "absent_right", 0), ("chords", "read_otherwise", 18), ("chords", "cma7.read_as", "Cm"),
    ("chords", "cminus7.read_as", "C"), ("chords", "cm7flat5.read_as", "C minor 7"), ("chords", "cm_maj7.read_as", "Cm"),
    ("chords", "c7sus4.read_as", "C 7sus4"), ("chords", "cdelta7.read_as", "C δ7"),
    ("spelling", "c7.right", 9), ("spelling", "cdim7.right", 3), ("spelling", "c7.first_skill", "C E G A#"),
    ("spelling", "cdim7.first_textbook", "C Eb Gb Bbb"), ("spelling", "c.first", "F#"), ("spelling", "right", 62), ("spelling", "chords", 96),
    ("example_prompts", "prompts", 10), ("example_prompts", "accepted", 8), ("example_prompts", "refused", 3),
    ("example_prompts", "others_refused", 2),
    ("example_prompts", "why_does_f_sound_outside_over_a_minor_chord.chord", "A"),
    ("example_prompts", "why_does_f_sound_outside_over_a_dominant_chord.chord", "D"),
    ("example_prompts", "why_does_the_b9_sound_so_tense_over_c7.chord", ""),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(report, table, figure, value):
    "Assert a figure the page cites."
    assert report.table(table).figures[figure] == value


def test_the_skill_and_the_textbook_agree_in_effect_on_all_but_six(report):
    "Assert the cells that differ are 12 avoid-for-outside, 4 tensions outside and 2 dominant tensions, nothing else."
    f = report.table("rule").figures
    assert f["cells"] - f["same"] == f["avoid_outside"] + f["tension_outside"] + f["avoid_tension"]


def test_the_course_has_five_chords_the_vocabulary_lacks():
    "Assert the 45 ways to write a chord: 40 of chords ChordVocabulary has, the last 5 of chords it lacks."
    assert [s.known for s in SUFFIXES] == [True] * 40 + [False] * 5


@pytest.mark.parametrize("root, quality, spelled", [
    ("C", "dominant 7", "C, E, G, Bb"), ("F#", "major 7", "F#, A#, C#, E#"), ("Db", "half-diminished", "Db, Fb, Abb, Cb"),
    ("E", "augmented", "E, G#, B#"),
])
def test_textbook_spelling(root, quality, spelled):
    "Assert the program's spelling: one letter per chord step, the accidental that reaches the tone."
    assert textbook_spelling(root, quality) == spelled


def test_the_rule_maps(report, drawn):
    "Assert two maps of 5 chords × 12 degrees, marked c t a (and o for the textbook), each mark written in its cell."
    for name, marks in (("skill", {"c", "t", "a"}), ("textbook", {"c", "t", "a", "o"})):
        svg = ET.fromstring(drawn(report.table("rule").pictures[name]))
        cells = [t.text for t in svg.iter(f"{NS}text") if t.get("font-weight") == "bold"]
        assert len(cells) == 60 and set(cells) == marks
        assert {"Cmaj7", "Cdim7", "♭9", "♯11"} <= {t.text for t in svg.iter(f"{NS}text")}
