"""Lesson 28: the course's output at the pin and on main byte for byte, the figures a page cites, the scale ladders."""
import xml.etree.ElementTree as ET

import pytest

from engine import render_report, run_lesson, table_names
from engine.pictures.drawings import draw
from engine.report.voice import PROGRAM


@pytest.fixture(scope="module")
def pin():
    return run_lesson("l28", "pin")


@pytest.fixture(scope="module")
def main():
    return run_lesson("l28", "main")


@pytest.mark.parametrize("at, name", [("pin", "l28"), ("main", "l28-main")])
def test_golden(at, name, expected):
    "Assert the report prints exactly what the course's programs printed (GaAi at the pin, GaMain on main)."
    assert render_report(run_lesson("l28", at)) == expected(name)


def test_questions_in_the_lesson_order():
    "Assert the tables in the program's order; main's is the last."
    assert table_names("l28") == ["phrasings", "answer_text", "scales", "same_pair", "parallel_keys",
                                  "without_embeddings"]


PIN = [
    ("phrasings", "examples", 7), ("phrasings", "examples_answer", 7), ("phrasings", "course", 20),
    ("phrasings", "course_answer", 5), ("phrasings", "course_same_pair", 1), ("phrasings", "course_refused", 14),
    ("phrasings", "can_handle", 0), ("phrasings", "explain_the_major_vs_minor_difference.outcome", "refused"),
    ("phrasings", "which_sounds_sadder_a_major_vs_minor_chord.pattern", "none"),
    ("phrasings", "major_vs_minor.pattern", "VsPattern"), ("phrasings", "major_and_minor_difference.outcome", "refused"),
    ("answer_text", "lines", 19), ("answer_text", "says_only_the_third_flips", True),
    ("answer_text", "says_sixth_and_seventh_differ", True),
    ("scales", "scales", 5), ("scales", "all_same", True), ("scales", "natural_minor.differ", 3),
    ("scales", "harmonic_minor.differ", 2), ("scales", "melodic_minor.differ", 1), ("scales", "only_third", 1),
    ("scales", "pairs", 2), ("scales", "pairs_same", 2), ("scales", "natural_minor.differing", "3 6 7"),
    ("scales", "harmonic_minor.differing", "3 6"), ("scales", "melodic_minor.differing", "3"),
    ("scales", "triads_as_answer_says", True),
    ("same_pair", "suggestions_refused", 2), ("same_pair", "major_vs_major.suggestion", "major vs dorian"),
    ("parallel_keys", "c_major_vs_c_minor.confidence", 0.1), ("parallel_keys", "answered", 1),
]
MAIN = [
    ("without_embeddings", "phrasings", 10), ("without_embeddings", "examples", 7),
    ("without_embeddings", "router_none", 9), ("without_embeddings", "router_comparison", 0),
    ("without_embeddings", "router_chordinfo", 1), ("without_embeddings", "examples_reaching_skill", 0),
    ("without_embeddings", "examples_voicing", 6), ("without_embeddings", "examples_unavailable", 1),
    ("without_embeddings", "comparison_can_handle", 0), ("without_embeddings", "relative_key_can_handle", 0),
    ("without_embeddings", "article_read_as_a", 1), ("without_embeddings", "c_major_vs_c_minor.agent", "voicing"),
    ("without_embeddings", "difference_between_a_major_and_a_minor_chord.agent", "skill.chordinfo"),
    ("without_embeddings", "difference_between_major_and_minor_scales.agent", "fallback-direct"),
]


@pytest.mark.parametrize("table, figure, value", PIN)
def test_figures_at_the_pin(pin, table, figure, value):
    "Assert a figure the page cites, at the pin."
    assert pin.table(table).figures[figure] == value


@pytest.mark.parametrize("table, figure, value", MAIN)
def test_figures_on_main(main, table, figure, value):
    "Assert a figure the page cites, on main."
    assert main.table(table).figures[figure] == value


def test_each_revision_prints_its_own_tables(pin, main):
    "Assert the pin prints the skill's five tables and not main's, main only its chatbot's."
    assert printed(pin) == table_names("l28")[:5] and printed(main) == ["without_embeddings"]


def printed(report):
    return [t.name for t in report.tables if t.title is not None]


def test_the_ladders(pin):
    "Assert a ladder for each minor against the major scale, the moved degrees in its label."
    pictures = pin.table("scales").pictures
    assert sorted(pictures) == ["harmonic_minor", "melodic_minor", "natural_minor"]
    labels = {name: ET.fromstring(draw(p, PROGRAM)).get("aria-label") for name, p in pictures.items()}
    assert labels["natural_minor"] == "Major: 1 2 3 4 5 6 7; Natural minor: 1 2 ♭3 4 5 ♭6 ♭7; degrees moved: 3, 6, 7"
    assert labels["melodic_minor"].endswith("; degrees moved: 3")


def test_the_ladders_name_the_scales_in_the_readers_words(pin, drawn):
    "Assert a reader reads the two scales' names and the moved degrees in their language."
    svg = ET.fromstring(drawn(pin.table("scales").pictures["harmonic_minor"], "es"))
    assert svg.get("aria-label") == "Mayor: 1 2 3 4 5 6 7; Menor armónica: 1 2 ♭3 4 5 ♭6 7; grados que cambian: 3, 6"
