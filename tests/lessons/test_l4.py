"""Lesson 4: four messages posted to the chatbot host without a model, against the course's output and GA's code."""
import pytest

from engine import draw_picture, render_report, run_lesson, table_names
from engine.report.voice import PROGRAM
from engine.lessons.l4 import PROMPTS, model, notes_of_diagram, notes_of_tab


@pytest.fixture(scope="module")
def report():
    return run_lesson("l4", "pin")


def test_output_is_the_course_output(expected):
    """Assert `python -m engine l4` prints the course program's output byte for byte."""
    assert render_report(run_lesson("l4", "pin")) == expected("l4")


def test_table_names():
    """Assert the lesson's tables, in the lesson's order."""
    assert table_names("l4") == ["algebra_question", "voicing_question", "skill_question", "model_question",
                                 "keyword_path", "relative_key"]


FIGURES = [  # table, figure, value
    ("algebra_question", "status", 200),
    ("algebra_question", "agent", "algebra"),
    ("algebra_question", "routing_method", "ix-algebra"),
    ("algebra_question", "confidence", 1.0),
    ("algebra_question", "grounding_revision", "7b02a56"),
    ("algebra_question", "fact_zRelated", "True"),
    ("algebra_question", "trace_steps", 6),
    ("algebra_question", "logged", 0),
    ("algebra_question", "intents", 36),
    ("algebra_question", "agents", 6),
    ("algebra_question", "min_confidence", 0.55),
    ("voicing_question", "routing_method", "deterministic-voicing"),
    ("voicing_question", "confidence", 0.92),
    ("voicing_question", "voicings", 2),
    ("voicing_question", "vextab_blocks", 2),
    ("voicing_question", "answer_length", 199),
    ("voicing_question", "voicing1.diagram", "3-0-x-2-3-x"),
    ("voicing_question", "voicing1.score", 0.369),
    ("voicing_question", "voicing2.diagram", "3-0-0-2-3-x"),
    ("voicing_question", "voicing1.diagram_notes", "C E B G"),
    ("voicing_question", "voicing1.tab_notes", "G A A D"),
    ("voicing_question", "tab_is_the_chord", False),
    ("skill_question", "status", 500),
    ("skill_question", "logged", 5),
    ("skill_question", "errors", 2),
    ("skill_question", "warnings", 3),
    ("skill_question", "orchestration_failed_at", "SemanticRouter.cs:251"),
    ("skill_question", "unhandled_at", "DirectChatApplicationService.cs:96"),
    ("model_question", "status", 500),
    ("model_question", "same_log_as_skill_question", True),
    ("keyword_path", "prompts", 4),
    ("keyword_path", "prompt2.skills", "ChordVoicings"),
    ("keyword_path", "skill_question_picks", "ScaleInfo"),
    ("keyword_path", "skill_question_to_relative_key", False),
    ("keyword_path", "registered", 32),
    ("keyword_path", "registered_with_skill_md", 50),
    ("keyword_path", "same_with_skill_md", True),
    ("relative_key", "confidence", 1.0),
    ("relative_key", "relative_minor", "Am"),
    ("relative_key", "right", True),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(report, table, figure, value):
    """Assert a figure the page cites."""
    assert report.table(table).figures[figure] == value


@pytest.mark.parametrize("table, path", [("algebra_question", "algebra"), ("voicing_question", "voicings"),
                                         ("skill_question", "skill"), ("model_question", "model")])
def test_each_message_has_its_path_drawn(report, table, path):
    """Assert each posted message comes with a picture of its path, one box per stage, the last its outcome."""
    svg = draw_picture(report.table(table).pictures[path], PROGRAM)
    assert svg.startswith("<svg") and svg.count("<rect") == report.table(table).figures["stages"]


@pytest.mark.parametrize("k, label", [
    (1, 'aria-label="x-3-2-x-0-3 Cmaj7 → 3-0-x-2-3-x 6/3 5/0 3/2 2/3"'),
    (2, 'aria-label="x-3-2-0-0-3 Cmaj7 → 3-0-0-2-3-x 6/3 5/0 4/0 3/2 2/3"'),
])
def test_each_voicing_is_drawn_beside_its_tab(report, k, label):
    """Assert each voicing's chart (low E first) points to the chart its VexTab line plays, which is GA's diagram
    read from the low E: the same frets on the strings reversed."""
    svg = report.table("voicing_question").pictures[f"voicing{k}"]
    assert label in svg


def test_failed_requests_end_in_the_exception_handler():
    """Assert a 500's path: the intent router picks nothing, SemanticRouter and the direct call throw."""
    sent = model("pin").post(PROMPTS[2])
    assert [(s.stage, s.outcome) for s in sent.path][-5:] == [
        ("SemanticIntentRouter", "null"), ("TrySelectDeterministicAgent", "false"), ("SemanticRouter", "throws"),
        ("DirectChatApplicationService", "throws"), ("ExceptionHandlerMiddleware", "500")]


def test_printed_logs_are_distinct_and_ordinal():
    """Assert the log as the course prints it: each line once, sorted ordinally (Error before Warning)."""
    lines = model("pin").post(PROMPTS[3]).printed_logs
    assert lines == sorted(set(lines)) and lines[0].startswith("Error ExceptionHandlerMiddleware")


@pytest.mark.parametrize("diagram, tab, chord, read", [
    ("3-0-x-2-3-x", "6/3 5/0 3/2 2/3", ["C", "E", "B", "G"], ["G", "A", "A", "D"]),
    ("0-1-0-2-3-x", "6/0 5/1 4/0 3/2 2/3", ["C", "E", "G", "C", "E"], ["E", "A#", "D", "A", "D"]),
])
def test_the_tab_reads_the_diagram_upside_down(diagram, tab, chord, read):
    """Assert the notes a GA diagram sounds against those of the VexTab line GA writes under it."""
    assert (notes_of_diagram(diagram), notes_of_tab(tab)) == (chord, read)
