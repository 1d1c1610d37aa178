"""Lesson 15: the course's output byte for byte, the figures the page cites, the spelling grid and wheel."""
import xml.etree.ElementTree as ET

import pytest

from engine import Grid, render_report, run_lesson, table_names
from engine.ga.routing.chord_vocabulary import typed_qualities
from engine.lessons.l15 import read_evidence
from engine.lessons.l15_data import EXAMPLE_CHORDS, QUALITIES, SYMBOLS, WORDS
from engine.table import Notes, Quote

NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def report():
    return run_lesson("l15", "pin")


def test_golden(report, expected):
    "Assert the report prints exactly what the course's program printed."
    assert render_report(report) == expected("l15")


def test_questions_in_the_lesson_order():
    "Assert the tables in the program's order."
    assert table_names("l15") == ["example_prompts", "vocabulary", "beyond", "spelling", "from_notes",
                                  "lists_of_notes", "tool"]


FIGURES = [
    ("example_prompts", "prompts", 32), ("example_prompts", "same_answer", 32), ("example_prompts", "named", 29),
    ("example_prompts", "textbook_same", 26), ("example_prompts", "can_handle", 27),
    ("example_prompts", "not_read", 3), ("example_prompts", "article_read_as_a", 3),
    ("example_prompts", "refused_but_read", 2),
    ("vocabulary", "suffixes", 82), ("vocabulary", "read_alike", 60), ("vocabulary", "read_otherwise", 22),
    ("vocabulary", "symbols_not_read", 11), ("vocabulary", "words_not_read", 10), ("vocabulary", "read_as_another", 1),
    ("vocabulary", "symbols", 51), ("vocabulary", "words", 31), ("vocabulary", "tool_reads", 14),
    ("vocabulary", "lowered_known", False),
    ("beyond", "prompts", 12), ("beyond", "smaller_chord", 6), ("beyond", "not_read", 4), ("beyond", "other_root", 2),
    ("spelling", "chords", 588), ("spelling", "agree", 567), ("spelling", "differ", 21), ("spelling", "multiple", 175),
    ("spelling", "triple", 8), ("spelling", "qualities_that_differ", 1),
    ("spelling", "differing_quality", "altered dominant"), ("spelling", "c7alt.flat_fifth", "F#"),
    ("spelling", "c7alt.textbook_flat_fifth", "Gb"),
    ("from_notes", "candidates", 19), ("from_notes", "not_candidates", 9),
    ("from_notes", "single.chords", 293), ("from_notes", "single.back", 293),
    ("from_notes", "multiple.chords", 106), ("from_notes", "multiple.back", 0), ("from_notes", "multiple.other", 58),
    ("from_notes", "multiple.none", 48), ("from_notes", "unnamed_quality.chords", 42),
    ("from_notes", "unnamed_quality.other", 12), ("from_notes", "six_or_seven.chords", 147),
    ("from_notes", "six_or_seven.none", 144),
    ("lists_of_notes", "lists", 6), ("lists_of_notes", "named", 4), ("lists_of_notes", "named_right", 0),
    ("tool", "table", 16), ("tool", "reads", 15), ("tool", "examples_right", 5),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(report, table, figure, value):
    "Assert a figure the page cites."
    assert report.table(table).figures[figure] == value


def test_the_course_lists_every_suffix():
    "Assert the course's 51 symbols and 31 words are the vocabulary's 83 suffixes but the empty one."
    assert sorted((*SYMBOLS, *WORDS)) == sorted(t for t in typed_qualities() if t)
    assert len(EXAMPLE_CHORDS) == 32 and len(QUALITIES) == 28


def test_read_evidence():
    "Assert the course's reading of the evidence lines, and none without a Notes line."
    read = read_evidence(("Root: F#", "Quality: half-diminished chord (m7b5)", "Intervals: root", "Notes: F#, A, C, E"))
    assert (str(read), read.canonical) == ("F# half-diminished: F# A C E", "half-diminished")
    assert read_evidence(()) is None


def test_the_spelling_grid(report, drawn):
    "Assert a cell per chord, the 21 altered dominants marked x, the double and triple accidentals counted."
    svg = ET.fromstring(drawn(report.table("spelling").pictures["grid"]))
    assert len(list(svg.iter(f"{NS}rect"))) == 588
    marks = [t.text for t in svg.iter(f"{NS}text") if t.get("font-weight") == "bold"]
    assert [marks.count(m) for m in ".x23"] == [406, 21, 155, 6]  # 406 + 21 + 155 + 6 = 588
    assert svg.get("aria-label") == ("ChordInfoSkill, 28 × 21: 406 spelled as the textbook spells them; "
                                     "155 spelled as the textbook spells them with a double sharp or flat; "
                                     "6 spelled as the textbook spells them with a triple sharp or flat; 21 spelled otherwise")
    assert {"C♯", "D♭", "B♯", "F♭"} <= {t.text for t in svg.iter(f"{NS}text")}  # the roots with ♯ and ♭


def test_the_letter_wheel(report):
    "Assert C7alt's wheel: the skill's F♯ on F, the textbook's G♭ on G, both spellings in the label."
    svg = ET.fromstring(report.table("spelling").pictures["altered"])
    texts = [t.text for t in svg.iter(f"{NS}text")]
    assert "F♯" in texts and "G♭" in texts and "C7alt" in texts
    assert svg.get("aria-label") == ("C7alt: ChordInfoSkill C E F♯ G♯ B♭ D♭ D♯; "
                                     "1 3 ♭5 ♯5 ♭7 ♭9 ♯9 C E G♭ G♯ B♭ D♭ D♯")


def test_tables_for_a_reader(report):
    "Assert a row per question for a reader, under headings; the textbook's notes spelled with ♭ and ♯."
    def rows(table):
        found = next(p for p in report.table(table).parts if isinstance(p, Grid))
        assert all(c.heading for c in found.columns)
        return found.rows

    assert [len(rows(t)) for t in ("example_prompts", "vocabulary", "beyond", "from_notes", "lists_of_notes")] == \
        [32, 22, 12, 4, 6]
    diminished = next(r for r in rows("example_prompts") if r[0].read == Quote("tones in a Bb diminished seventh"))
    assert diminished[-1].read == Notes("Bb Db Fb Abb", "B♭ D♭ F♭ A♭♭")
