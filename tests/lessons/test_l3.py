"""Lesson 3: the course's output byte for byte, the figures the page cites, and its chord charts."""
import pytest

from engine import render_report, run_lesson
from engine.lessons import l3


@pytest.fixture(scope="module")
def report():
    return run_lesson("l3", "pin")


def test_golden(report, expected):
    "Assert the report prints exactly what the course's program printed."
    assert render_report(report) == expected("l3")



def test_questions_in_the_lesson_order():
    "Assert the eight tables, named as the page asks for them."
    assert [q.__name__ for q in l3.QUESTIONS] == ["corpus", "header", "reader", "search_cmaj7", "search_am7",
                                                  "search_c", "nearest_open_c", "dead_dimensions"]


FIGURES = [
    ("corpus", "voicings", 15360), ("corpus", "with_3_notes", 1280), ("corpus", "with_6_notes", 4096),
    ("corpus", "first_name", "Em/G"), ("header", "header_size", 616), ("header", "vectors_at", 123496),
    ("header", "metadata_at", 7742056), ("header", "metadata_bytes", 1233243), ("header", "file_size", 8975299),
    ("header", "vector_bytes", 7618560), ("header", "offset_table_bytes", 122880), ("header", "sections_add_up", True),
    ("header", "first_weight", 0.67), ("header", "root_weight", 0.22), ("header", "bass_count", 0),
    ("reader", "guitar_range", "(0, 15360)"), ("reader", "bass_range", "(15360, 0)"), ("reader", "squared_norm", 1.15),
    ("reader", "largest_gap", "1.5e-8"), ("reader", "stored_equal_written", True),
    ("search_cmaj7", "filled", "STRUCTURE, MODAL, ROOT"), ("search_cmaj7", "top_score", 0.458),
    ("search_cmaj7", "filtered_results", 2), ("search_cmaj7", "filtered_top_score", 0.369),
    ("search_cmaj7", "top_notes_the_root", 5), ("search_cmaj7", "top_bass_the_root", 0),
    ("search_am7", "filtered_1.name", "Gbm7(shell)/A"), ("search_c", "filtered_2.name", "C + E (Major 3rd)"),
    ("search_c", "filtered_results", 5), ("nearest_open_c", "rank_2.name", "C/G"),
    ("nearest_open_c", "rank_2.score", 1.15), ("nearest_open_c", "similar_results", 0),
    ("dead_dimensions", "always_zero", 37), ("dead_dimensions", "constant", 4),
    ("dead_dimensions", "never_varying", 41), ("dead_dimensions", "never_set", 9),
    ("dead_dimensions", "atonal_modal.always_zero", 47), ("dead_dimensions", "context.always_zero", 11),
    ("dead_dimensions", "unnamed_slots", 7),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(report, table, figure, value):
    "Assert a figure the lesson cites."
    assert report.table(table).figures[figure] == value


def test_charts_of_the_two_nearest(report):
    "Assert open C and the C/G tied with it are drawn as chord charts labelled with their chart and name."
    pictures = report.table("nearest_open_c").pictures
    assert 'aria-label="x-3-2-0-1-0 C"' in pictures["rank_1"] and 'aria-label="3-x-2-0-1-0 C/G"' in pictures["rank_2"]
