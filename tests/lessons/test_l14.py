"""Lesson 14: the course's output byte for byte, the figures the page cites, the course's reading of the answers."""
import pytest

from engine import render_report, run_lesson, table_names
from engine.lessons.l14 import as_list, as_pair, shared, tones


@pytest.fixture(scope="module")
def report():
    return run_lesson("l14", "pin")


def test_golden(report, expected):
    "Assert the report prints exactly what the course's program printed, its 6baf32e column included."
    assert render_report(report) == expected("l14")


def test_questions_in_the_lesson_order():
    "Assert the tables in the program's order, and G7's picture."
    assert table_names("l14") == ["example_prompts", "one_chord", "two_chords", "reading", "closure_answers"]


FIGURES = [
    ("example_prompts", "prompts", 12), ("example_prompts", "can_handle", 4),
    ("example_prompts", "tritone_substitution_for_g7.listed", False),
    ("one_chord", "major.named", 6), ("one_chord", "major.textbook_found", 5), ("one_chord", "major.none_shared", 29),
    ("one_chord", "major_7th.textbook_found", 0), ("one_chord", "augmented.named", 4),
    ("one_chord", "costs", "cost 0.60, L1 1"), ("one_chord", "same_from_tool", 108), ("one_chord", "c_c.l1", 1),
    ("two_chords", "v_and_i.labels", "Secondary Dominant, Set-Class Equivalent, ICV Neighbor (L1 = 1)"),
    ("two_chords", "triads_a_tritone_apart.shared", 0), ("two_chords", "viihd7_and_v7.agree", 12),
    ("reading", "a_substitute_for_g7.length", 200), ("reading", "substitute_for_bb7.length", 254),
    ("closure_answers", "optional", 5), ("closure_answers", "am.pin_error", True),
    ("closure_answers", "am_c_major.same", True), ("closure_answers", "g7_c_major.same", False),
    ("example_prompts", "alternative_chord_for_f_major_in_c.read", "F C"), ("example_prompts", "relation_ignored", 3),
    ("example_prompts", "borrow_a_chord_from_parallel_minor.read", ""), ("example_prompts", "open_stems", 7),
    ("one_chord", "major.listed", 60), ("one_chord", "dominant_7th.found_roots", "D Ab Bb B"),
    ("one_chord", "minor.chords", "C Ab Dbm Fm Db Cm"), ("one_chord", "cost_per_step", 0.6),
    ("one_chord", "g7_class", 24), ("one_chord", "before_db7", 18),
    ("two_chords", "c_f.labels", "Secondary Dominant, Set-Class Equivalent, ICV Neighbor (L1 = 1)"),
    ("two_chords", "f_c.labels", "Set-Class Equivalent, ICV Neighbor (L1 = 1)"),
    ("reading", "a_substitute_for_g7.read", "A G7"), ("reading", "substitute_for_bb7.read", "B"),
    ("reading", "tool_refuses_cmin7", True), ("reading", "prompts", 4), ("two_chords", "pairs", 8),
    ("one_chord", "with_textbook", 6), ("one_chord", "listed_cost", 0.6), ("one_chord", "listed_l1", 1),
]


def test_closure_answers_read_back(report):
    "Assert the closure's answers as the page reads them: TT at the pin, d5 at 6baf32e; B major for a B♭7 with no key."
    figures = report.table("closure_answers").figures
    assert figures["g7_c_major.renamed"] == "F(m7/TT) → F(m7/d5)" and figures["am_c_major.renamed"] == ""
    assert (figures["g7_c_major.ranked"], figures["g7_c_major.tritone_sub"]) == ("Bdim 3, Dm 2, Em 2, C 1, F 1", "Db7")
    assert (figures["am.key"], figures["fs7_b_major.notes"]) == ("A major", "Bb Db E F#")
    assert (figures["no_key.key"], figures["no_key.tritone_sub"]) == ("B major", "E7")


def test_open_stems_accept_more_prompts():
    "Assert the exercise's CanHandle: stems let run on accept a word the pinned pattern misses."
    from engine.lessons.l14 import can_handle_open_stems
    assert can_handle_open_stems("Reharmonize Dm7") and not can_handle_open_stems("Reharmonize the bridge")


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(report, table, figure, value):
    "Assert a figure the page cites."
    assert report.table(table).figures[figure] == value


def test_the_picture_draws_g7_and_its_list():
    "Assert G7's clock and its five substitutes' are drawn, labelled for a screen reader."
    picture = run_lesson("l14", "pin").table("one_chord").pictures["g7"]
    assert picture.startswith("<svg") and 'aria-label="G7 {2,5,7,11}' in picture and "Dm7b5" in picture


def test_the_course_reads_both_kinds_of_answer():
    "Assert the list's chords and costs, and the comparison's labels, read back from GA's text."
    listed = as_list("Harmonic substitutions for **G7** (ranked by ICV distance):\n\n"
                     "- **Dm7b5** — harmonic cost 0.60 (Δ L1=1)")
    assert (listed.source, listed.names, listed.costs) == ("G7", ("Dm7b5",), ("cost 0.60, L1 1",))
    assert as_pair("**F** → **C** relationship analysis:\n\n★★ **Set-Class Equivalent**\n  x") == (
        "F", "C", ("Set-Class Equivalent",))


@pytest.mark.parametrize("a, b, notes", [("C", "Am", 2), ("Em7b5", "C7", 3), ("F#m", "C", 0), ("Cdim7", "Ebdim7", 4)])
def test_notes_shared(a, b, notes):
    "Assert the course's count of shared notes, from the skill's names."
    assert shared(a, b) == notes and tones("Db7") == {1, 5, 8, 11}


def test_a_reader_reads_tables_where_the_program_prints_lines(report):
    "Assert each prompt, chord type, pair and phrasing is a row of a table for a reader, GA's words quoted."
    from engine.report import render_html
    from engine.report.voice import Reader
    english = Reader("en", (",", ".", 4), lambda template: template)
    prompts = render_html(report.table("example_prompts"), english, "t")
    assert prompts.count("<tr>") == 1 + 12 and "“Tritone substitution for G7”" in prompts and "D♭7" in prompts
    assert render_html(report.table("one_chord"), english, "t").count("<table") == 2
    assert render_html(report.table("two_chords"), english, "t").count("<tr>") == 1 + 8
    answers = render_html(report.table("closure_answers"), english, "t")
    assert "“★★★ Bdim" in answers and ">F(m7/d5)”</span>" in answers and ">F(m7/TT)”</span>" in answers
