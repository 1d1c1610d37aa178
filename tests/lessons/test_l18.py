"""Lesson 18: the course's output byte for byte, the figures the page cites, the pictures of the voices."""
import pytest

from engine import render_report, run_lesson
from engine.lessons import l18


@pytest.fixture(scope="module")
def report():
    return run_lesson("l18", "pin")


def test_golden(report, expected):
    "Assert the report prints exactly what the course's program printed."
    assert render_report(report) == expected("l18")



def test_questions_in_the_lesson_order():
    "Assert the tables, named as pages ask for them."
    assert [q.__name__ for q in l18.QUESTIONS] == [
        "without_embeddings", "example_prompts", "chord_symbols", "accidentals", "quality_grid",
        "spelling_in_major_keys", "spelling_in_minor_keys", "other_phrasings"]


FIGURES = [
    ("without_embeddings", "skill_intents", 32), ("without_embeddings", "accepted", 0),
    ("without_embeddings", "taken_by_voicings", 2), ("example_prompts", "read_right", 9),
    ("example_prompts", "declined", 1), ("example_prompts", "more_than_least", 1), ("example_prompts", "em_a7.total", 5),
    ("example_prompts", "em_a7.least", 4), ("example_prompts", "c_f.total", 3), ("chord_symbols", "symbols", 46),
    ("chord_symbols", "right_first", 24), ("chord_symbols", "right_last", 24), ("chord_symbols", "built", 16),
    ("accidentals", "ascii_flat.last", 5), ("accidentals", "flat_sign.last", 0), ("accidentals", "sharp_sign.last_minor", 5),
    ("quality_grid", "prompts", 3072), ("quality_grid", "claims", 3072), ("quality_grid", "more", 1186),
    ("quality_grid", "several", 607), ("quality_grid", "largest_excess", 7), ("quality_grid", "excess_1", 512),
    ("quality_grid", "most_extra_prompt", "Csus2 to Em9"), ("quality_grid", "most_extra_total", 11),
    ("quality_grid", "most_extra_least", 4), ("quality_grid", "most_pairings", 7),
    ("quality_grid", "equal_sizes_at_least", True), ("spelling_in_minor_keys", "prompts", 36),
    ("spelling_in_minor_keys", "as_spelled", 22), ("spelling_in_major_keys", "sharp_keys_all_as_spelled", True), ("quality_grid", "unequal_sizes", 1944),
    ("other_phrasings", "right", 2), ("other_phrasings", "declined", 3), ("other_phrasings", "wrong_chord", 4),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(report, table, figure, value):
    "Assert a figure the lesson cites."
    assert report.table(table).figures[figure] == value


def test_every_answer_claims_the_optimum(report):
    "Assert the closing claim is in every answer of the grid, though some move more than the least."
    grid = report.table("quality_grid").figures
    assert grid["claims"] == grid["prompts"] == grid["read_right"] and grid["more"] > 0


@pytest.mark.parametrize("name, label", [
    ("example_prompts", "Em → A7: E→C# -3, G→G 0, B→A -2, E→E 0; Σ 5"),
    ("example_prompts", "Em → A7: E→E 0, G→A +2, G→G 0, B→C# +2; Σ 4"),
    ("quality_grid", "Csus2 → Em9: "),
])
def test_pictures(report, name, label):
    "Assert the voices' motion is drawn, labelled with each voice's notes and move and the total."
    assert any(f'aria-label="{label}' in svg for svg in report.table(name).pictures.values())


def test_picture_names(report):
    "Assert the skill's answer and a least pairing are drawn for Em to A7 and for the grid's worst answer."
    assert {"em_a7.skill", "em_a7.least"} <= report.table("example_prompts").pictures.keys()
    assert set(report.table("quality_grid").pictures) == {"csus2_em9.skill", "csus2_em9.least"}
