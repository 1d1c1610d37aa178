"""Lesson 1: the course's output byte for byte, the figures the page cites, the map."""
import pytest

from engine import render_report, run_lesson, table_names


@pytest.fixture(scope="module")
def report():
    return run_lesson("l1")


def test_golden(report, expected):
    "Assert the report prints exactly what the course's program printed."
    assert render_report(report) == expected("l1")



def test_questions_in_the_lesson_order():
    "Assert the tables in the program's order, then the map."
    assert table_names("l1") == ["services", "intents", "agents", "hooks", "embedding", "the_map"]


FIGURES = [  # table, figure, value
    ("services", "orchestrator", "ProductionOrchestrator"), ("services", "application_service", "OrchestratedChatApplicationService"),
    ("services", "mode", "full"), ("intents", "intents", 36), ("intents", "skill_intents", 32),
    ("intents", "other_intents", 4), ("intents", "prompts", 420), ("intents", "without_examples", 1),
    ("intents", "without_examples_ids", "skill.fretspan"), ("intents", "most_examples", 37),
    ("intents", "most_examples_id", "skill.modes"), ("intents", "fewest_examples", 4),
    ("intents", "icvneighbors.examples", 10), ("intents", "tab_optimize.examples", 5),
    ("agents", "agents", 6), ("agents", "voicing_agent", "VoicingAgent"), ("hooks", "hooks", 4),
    ("hooks", "first_hook", "PromptSanitizationHook"), ("hooks", "hook_3", "MemoryWriteHook"),
    ("embedding", "version", "OPTIC-K-v1.8"), ("embedding", "dims", 240), ("embedding", "partitions", 11),
    ("embedding", "searched", 124), ("embedding", "similarity_partitions", 6), ("embedding", "left_out", 116),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(report, table, figure, value):
    "Assert a figure the page cites."
    assert report.table(table).figures[figure] == value


def test_the_map_is_drawn(report):
    "Assert the map is an SVG labelled with the request's way through the host."
    svg = report.table("the_map").pictures["host"]
    assert svg.startswith("<svg") and 'aria-label="POST /api/chatbot/chat → OrchestratedChatApplicationService' in svg
