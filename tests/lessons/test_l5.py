"""Lesson 5: the course's output byte for byte, the figures a page cites, the oracle's properties, the pictures."""
import xml.etree.ElementTree as ET

import pytest

from engine import render_report, run_lesson, table_names
from engine.lessons.l5 import GA_SCALES, PROGRESSIONS, ga_scale
from engine.ga.routing.skills.improvisation.reading import qualities
from engine.ga.routing.skills.improvisation import scales_for
from engine.pictures.drawings import draw
from engine.report.voice import PROGRAM


@pytest.fixture(scope="module")
def report():
    return run_lesson("l5", "pin")


def test_golden(report, expected):
    "Assert the report prints exactly what the course's program printed."
    assert render_report(report) == expected("l5")


def test_questions_in_the_lesson_order():
    "Assert the tables in the program's order: the answer, the chords on C, the seven progressions."
    assert table_names("l5") == ["the_answer", "one_chord_at_a_time", "dm7_g7_cmaj7", "am_f_c_g", "em_c_g_d",
                                 "c_a_dm_g", "am_dm_e", "c_g", "c_fm_g_c"]


FIGURES = [
    ("the_answer", "chords", 4), ("the_answer", "major_triads_led_by_ionian", 3),
    ("one_chord_at_a_time", "written", 17), ("one_chord_at_a_time", "read", 15),
    ("one_chord_at_a_time", "dropped_names", "C7sus4, CmMaj7"), ("one_chord_at_a_time", "cut_names", "Cmaj7#5"),
    ("one_chord_at_a_time", "right", 7), ("one_chord_at_a_time", "wrong", 10),
    ("one_chord_at_a_time", "arpeggio_adds", 6), ("one_chord_at_a_time", "arpeggio_only_drops", 1),
    ("one_chord_at_a_time", "scale_lacks_none_holds", 2), ("one_chord_at_a_time", "unknown", 3),
    ("one_chord_at_a_time", "cm7s5.quality", "augmented"), ("one_chord_at_a_time", "cm6.arpeggio", "CmMaj7"),
    ("one_chord_at_a_time", "c7s11.lead", "C Mixolydian"), ("one_chord_at_a_time", "c7sus4.dropped", True),
    ("one_chord_at_a_time", "c7s11.holds", 2), ("one_chord_at_a_time", "c7s11.choices", 3),
    ("one_chord_at_a_time", "cm7s5.holds", 0), ("one_chord_at_a_time", "cmaj7.holds", 1),
    ("dm7_g7_cmaj7", "same", 3), ("am_f_c_g", "f.textbook", "F Lydian"), ("am_f_c_g", "f.rank", 2),
    ("am_f_c_g", "g.rank", 0), ("am_f_c_g", "g.foreign", "F#"), ("em_c_g_d", "key", "G major / E minor"),
    ("c_a_dm_g", "a.textbook", "A Mixolydian b6"), ("c_a_dm_g", "a.foreign", "F# G#"),
    ("c_a_dm_g", "dm.rank", 2), ("am_dm_e", "e.textbook", "E Phrygian dominant"),
    ("am_dm_e", "e.foreign", "F# C# D#"), ("c_g", "keys", 2), ("c_g", "same_in_some_keys", 2),
    ("c_fm_g_c", "fm.textbook", "F (0 2 3 6 7 9 11)"), ("c_fm_g_c", "outside", 1),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(report, table, figure, value):
    "Assert the figures a page cites."
    assert report.table(table).figures[figure] == value


def test_every_scale_the_skill_can_name_has_notes():
    "Assert every scale name in ScalesFor is one the oracle spells (a new name would raise, not be graded blind)."
    named = {s.name for q in qualities().values() for s in scales_for(q)}
    assert named == set(GA_SCALES)
    assert all(len(ga_scale(f"C {name}")) >= 5 for name in named)


def test_every_chord_gets_one_verdict(report):
    "Assert each chord of each progression is same in every key, in none, or in some: the three counts add up."
    for name in PROGRESSIONS.values():
        figures = report.table(name).figures
        assert figures["same"] + figures["diff"] + figures["same_in_some_keys"] == figures["chords"]


def test_a_picture_per_chord(report):
    "Assert each progression draws each distinct chord: chord, GA's lead, the textbook's scale in each key."
    pictures = report.table("c_g").pictures
    assert list(pictures) == ["c", "g"]
    label = ET.fromstring(draw(pictures["c"], PROGRAM)).get("aria-label")
    assert label.startswith("C — C E G; GA: C Ionian (major) — C D E [F] G A B; in C major / A minor: C Ionian")
    assert label.endswith("in G major / E minor: C Lydian — C D E F♯ G A B")


def test_a_picture_says_its_rows_in_the_readers_words(report, drawn):
    """Assert a reader reads the rows' names in their language, keys and scales named as French names them, GA's scale
    name quoted as GA writes it, notes with ♭, the rows punctuated as French writes them."""
    label = ET.fromstring(drawn(report.table("am_f_c_g").pictures["f"], "fr")).get("aria-label")
    assert label == ("F — F A C\u00a0; GA\u202f: «\u202fF Ionian (major)\u202f» — F G A [B♭] C D E\u00a0; "
                     "en do majeur / la mineur\u202f: fa lydien — F G A B C D E")
