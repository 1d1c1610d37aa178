"""Lesson 6: the answer on the wire, against the course's output, and the figures its page cites."""
import pytest

from engine import render_report, run_lesson, table_names
from engine.lessons.l6 import compared, shown, wire_lines
from engine.report.voice import PROGRAM, say


@pytest.fixture(scope="module")
def report():
    return run_lesson("l6", "pin")


def test_output_is_the_course_output(expected):
    """Assert `python -m engine l6` prints the course program's output byte for byte."""
    assert render_report(run_lesson("l6", "pin")) == expected("l6")


def test_table_names():
    """Assert the lesson's tables, in the lesson's order."""
    assert table_names("l6") == ["stream", "read_back", "failure", "sentences", "split_743", "pairs"]


FIGURES = [
    ("stream", "events", 3), ("stream", "text_event_lines", 10), ("stream", "ends_with_done", True),
    ("read_back", "answer_length", 199), ("read_back", "text_equal", True), ("read_back", "writer_copy_exact", True),
    ("failure", "chat_status", 500), ("failure", "stream_status", 200), ("failure", "ends_with_done", False),
    ("failure", "page_shows_error_json", True), ("failure", "chat_service_throws", True),
    ("sentences", "lines", 6), ("sentences", "breaks", 8), ("sentences", "characters", 558), ("sentences", "chunks", 5),
    ("sentences", "joined_characters", 552), ("sentences", "breaks_missing", 6), ("sentences", "exact", False),
    ("split_743", "chunks", 5), ("split_743", "joined_characters", 558), ("split_743", "exact", True),
    ("pairs", "writers", 2), ("pairs", "readers", 3),
    ("pairs", "pairs", 6), ("pairs", "exact_at_pin", 0), ("pairs", "exact_after_743", 2),
    ("pairs", "gaapi_loses_a_line", True), ("pairs", "gachatbotapi_ga_client_chatservice.lines_lost", 1),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(report, table, figure, value):
    """Assert a figure the page cites."""
    assert report.table(table).figures[figure] == value


@pytest.mark.parametrize("original, got, verdict", [
    ("a\nb\n", "a\nb\n", "exact"), ("a\nb\n", "ab", "2 line breaks missing"),
    ("a\nb\nc", "a", "2 of 3 lines missing, 2 line breaks missing"), ("a\n", "a \n", "differs"),
])
def test_compare_as_the_course_does(original, got, verdict):
    """Assert the course's verdict on a text read back."""
    assert say(compared(original, got), PROGRAM) == verdict


def test_long_wire_lines_are_cut_at_a_comma():
    """Assert a wire line over 100 characters is cut after its last comma up to index 60, with ",…"."""
    line = 'data: {"type":"routing","agentId":"voicing","confidence":0.92,' + "x" * 60
    assert say(wire_lines(line + "\n")[0], PROGRAM) == '  | data: {"type":"routing","agentId":"voicing",…'


def test_shown_escapes_as_the_course():
    """Assert a chunk is shown quoted with its backslashes, quotes and line breaks escaped."""
    assert shown('a "b"\\\r\n') == '"a \\"b\\"\\\\\\r\\n"'


def test_pictures(report):
    """Assert the frames of the host's stream and of both writers on #743's chunks are drawn."""
    assert list(report.table("stream").pictures) == ["frames"]
    assert list(report.table("pairs").pictures) == ["gachatbotapi_standard", "gaapi_standard"]
