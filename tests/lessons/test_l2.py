"""Lesson 2: the course's output byte for byte, the figures the page cites, and open C's strip."""
import pytest

from engine import render_report, run_lesson
from engine.lessons import l2
from engine.pictures.drawings import draw as draw_picture, embedding_strip
from engine.report.voice import PROGRAM, Reader


@pytest.fixture(scope="module")
def report():
    return run_lesson("l2", "pin")


def test_golden(report, expected):
    "Assert the report prints exactly what the course's program printed."
    assert render_report(report) == expected("l2")



def test_questions_in_the_lesson_order():
    "Assert the eight tables, named as the page asks for them."
    assert [q.__name__ for q in l2.QUESTIONS] == ["schema", "loose_constants", "documents", "positional_records",
                                                  "open_c", "similarity", "transpositions", "mcp_diagram"]


FIGURES = [
    ("schema", "total_dimension", 240), ("schema", "partitions", 11), ("schema", "similarity_partitions", 6),
    ("schema", "unscored_partitions", 5), ("schema", "sum_of_weights", 1.15), ("schema", "compact_dimension", 124),
    ("schema", "schema_hash", "0x37CD8ECF"), ("schema", "structure.weight", 0.45), ("schema", "atonal_modal.dims", 64),
    ("schema", "root.start", 228), ("loose_constants", "AtonalModalDim.value", 17),
    ("loose_constants", "AtonalModalDim.registry", 64), ("loose_constants", "HierarchyDim.value", 8),
    ("loose_constants", "ExtensionsEnd.registry", 240), ("loose_constants", "atonal_modal_never_written", 47),
    ("documents", "x32010.doc_root_name", "E"), ("documents", "x35553.doc_root_name", "G"),
    ("documents", "x32010.inversion", 1), ("documents", "320003.inversion", 0), ("documents", "rootless", 6),
    ("documents", "shapes", 6), ("documents", "root_is_top_note", 6), ("documents", "x32000.name", "Cmaj7"),
    ("positional_records", "rootless", 6), ("positional_records", "open", 0),
    ("positional_records", "consonance_score_zero", 6), ("positional_records", "brightness_is_consonance", True),
    ("positional_records", "least_span", 16), ("open_c", "structure.nonzero", 10),
    ("open_c", "modal_slots_set", "Aeolian=0.43, LydianAugmentedSharp2=0.67"), ("open_c", "atonal_modal.nonzero", 11),
    ("similarity", "x35553.weighted", 0.837), ("similarity", "x35553.morphology", 0.348),
    ("similarity", "032010.weighted", 1.124), ("similarity", "x32000.weighted", 1.033),
    ("similarity", "x02210.weighted", 0.996), ("similarity", "320003.weighted", 0.74),
    ("similarity", "self_score", 1.15), ("similarity", "context_always_one", True),
    ("similarity", "dot_equals_weighted", True), ("transpositions", "set_classes", 222),
    ("transpositions", "invariant", 1), ("transpositions", "mean_minimum", 0.881),
    ("transpositions", "worst_minimum", 0.514), ("transpositions", "lowest", 0.665),
    ("transpositions", "highest", 0.776), ("transpositions", "icv_always_one", True),
    ("mcp_diagram", "parsed_name", "Dsus2/E"), ("mcp_diagram", "parsed_midi", "62 57 50 46 40"),
    ("mcp_diagram", "parsed_diagram", "x-3-2-0-1-0"), ("mcp_diagram", "chart_diagram", "0-1-0-2-3-x"),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(report, table, figure, value):
    "Assert a figure the lesson cites."
    assert report.table(table).figures[figure] == value


def test_strip_of_open_c(report):
    "Assert open C's strip is drawn with a label naming the shape, GA's name and the vector's size."
    svg = draw_picture(report.table("open_c").pictures["strip"], PROGRAM)
    assert svg.startswith("<svg") and 'aria-label="OPTIC-K x32010 C: 240 values"' in svg


def test_the_strips_numbers_are_the_readers():
    "Assert a French reader's strip writes its weights, legend and tips with a decimal comma, the program's with a point."
    strip = embedding_strip([("STRUCTURE", [0.5, 0.0], 0.45)], "v")
    french = draw_picture(strip, Reader("fr", ("\u202f", ",", 4), str))
    assert ">0,45</text>" in french and ">\u22120,5</text>" in french and "STRUCTURE 0: 0,5" in french
    assert ">0.45</text>" in draw_picture(strip, PROGRAM)
