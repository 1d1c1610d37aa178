"""Lesson 19: the course's output byte for byte, its figures and its chord diagrams."""
import pytest

from engine import render_report, run_lesson
from engine.lessons import l19
from engine.lessons.names import caption
from engine.pictures.drawings import chord_pair, draw as draw_picture
from engine.report.voice import PROGRAM, Reader


@pytest.fixture(scope="module")
def reports():
    return {at: run_lesson("l19", at) for at in ("pin", "main")}


@pytest.mark.parametrize("at, name", [("pin", "l19"), ("main", "l19-main")])
def test_golden(reports, expected, at, name):
    "Assert the report prints exactly what the course's program printed."
    assert render_report(reports[at]) == expected(name)


def test_questions_in_the_lesson_order():
    "Assert the figures of the index and the four tables, named as pages ask for them."
    assert [q.__name__ for q in l19.QUESTIONS] == ["the_index_and_the_tool",
        "candidates_per_chord", "first_pair_per_prompt", "fifty_candidates", "distance_check"]


FIGURES = [  # table, figure -> at the pin, on main
    ("the_index_and_the_tool", "voicings", 15360, 15360), ("the_index_and_the_tool", "voicings_3_strings", 1280, 1280),
    ("the_index_and_the_tool", "voicings_6_strings", 4096, 4096), ("the_index_and_the_tool", "most_candidates", 50, 50),
    ("the_index_and_the_tool", "default_limit", 5, 5), ("candidates_per_chord", "chords", 14, 14),
    ("candidates_per_chord", "candidates", 210, 210), ("candidates_per_chord", "exact", 80, 210),
    ("candidates_per_chord", "no_fifth", 52, 0), ("candidates_per_chord", "g7.exact_in_index", 49, 49),
    ("candidates_per_chord", "a.first_exact_rank", 11, 1), ("candidates_per_chord", "c7.first_exact_rank", 15, 1),
    ("candidates_per_chord", "chords_without_exact_names", "G7, Dm7, A7, Fmaj7", ""),
    ("candidates_per_chord", "all_candidates_exact", False, True),
    ("first_pair_per_prompt", "first_pair_right", 3, 10), ("first_pair_per_prompt", "moves_more_than_smoothest", 8, 0),
    ("first_pair_per_prompt", "smoothest_is_least", 10, 10), ("first_pair_per_prompt", "first_is_smoothest", 0, 10),
    ("first_pair_per_prompt", "all_pairs_right", False, True), ("first_pair_per_prompt", "c_g.distance", 6, 3),
    ("first_pair_per_prompt", "c_f.from", "x-3-x-0-1-x", "x-x-x-0-1-0"),
    ("first_pair_per_prompt", "raw_from", "x-1-0-x-3-x", "0-1-0-x-x-x"),
    ("fifty_candidates", "first_pair_right", 0, 8), ("fifty_candidates", "first_pair_both_more", 0, 2),
    ("fifty_candidates", "c_am.same_voicing", True, False), ("fifty_candidates", "same_voicing_both_sides", 3, 0),
    ("distance_check", "equal_size_pairs", 867, 890), ("distance_check", "unequal_size_least", 593, 340),
    ("distance_check", "largest_gap", 39, 39), ("distance_check", "gap_distance", 55, 47),
    ("distance_check", "gap_least", 16, 8), ("distance_check", "prompts_moving_less", 0, 0),
]


@pytest.mark.parametrize("table, figure, pin, main", FIGURES)
def test_figures(reports, table, figure, pin, main):
    "Assert a figure the lesson cites, at the pin and on main."
    assert (reports["pin"].table(table).figures[figure], reports["main"].table(table).figures[figure]) == (pin, main)


def test_same_figures_at_both_revisions(reports):
    "Assert every table names the same figures and pictures at the pin and on main."
    for pin, main in zip(reports["pin"].tables, reports["main"].tables):
        assert pin.figures.keys() == main.figures.keys() and pin.pictures.keys() == main.pictures.keys()


@pytest.mark.parametrize("table", ["first_pair_per_prompt", "fifty_candidates"])
def test_pictures(reports, table):
    "Assert each prompt's first pair is drawn as one picture, labelled from → to with chart diagrams and names."
    for report in reports.values():
        t = report.table(table)
        assert len(t.pictures) == 10
        f = t.figures
        label = f'aria-label="{f["c_f.from"]} {f["c_f.from_name"]} → {f["c_f.to"]} {f["c_f.to_name"]}"'
        drawn = draw_picture(t.pictures["c_f"], PROGRAM)
        assert label in drawn and drawn.startswith("<svg")


def test_a_caption_says_gas_words_in_the_readers_language():
    "Assert a pair's captions are GA's names with their bracketed words translated: 'C + E (Major 3rd)' in Spanish."
    spanish = Reader("es", (".", ",", 5), {"{name} ({words})": "{name} ({words})", "Major 3rd": "3.ª mayor"}.__getitem__)
    drawn = draw_picture(chord_pair(((0, 1, 0, 2, 3, None), caption("C + E (Major 3rd)")),
                                    ((0, 1, 2, 2, 0, None), caption("Am"))), spanish)
    assert 'aria-label="x-3-2-0-1-0 C + E (3.ª mayor) → x-0-2-2-1-0 Am"' in drawn
