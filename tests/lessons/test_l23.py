"""Lesson 23: the course's output byte for byte at both revisions, the figures the page cites, the pictures."""
import pytest

from engine import render_report, run_lesson, table_names
from engine.table import shows_same


@pytest.fixture(scope="module")
def reports():
    return {at: run_lesson("l23", at) for at in ("pin", "main")}


@pytest.mark.parametrize("at, name", [("pin", "l23"), ("main", "l23-main")])
def test_golden(reports, expected, at, name):
    "Assert the report prints exactly what the course's program printed."
    assert render_report(reports[at]) == expected(name)


def test_questions_in_the_lesson_order():
    "Assert the tables in the program's order, after the skills' constants."
    assert table_names("l23") == ["the_skills", "phrasings", "chords_read", "deltas", "paths"]


def test_main_shows_the_same_tables(reports):
    "Assert main's tables show what the pin's show, their titles aside: main is a revision of the same model."
    assert all(shows_same(a, b) for a, b in zip(reports["pin"].tables, reports["main"].tables))


DELTA_DECLINED = "how harmonically far is Am from D7 / how different are C major and F major harmonically"
OTHERS_DECLINED = "How harmonically far is Am from D7 / Path from C major to F major"
FIGURES = [  # table, figure -> at the pin, on main
    ("the_skills", "max_steps", 5, 5), ("the_skills", "refusal_declined_on_main", False, True),
    ("phrasings", "delta.anchors", 10, 10), ("phrasings", "delta.answered", 8, 8), ("phrasings", "delta.declined", 2, 2),
    ("phrasings", "path.answered", 7, 7), ("phrasings", "path.declined", 3, 3), ("phrasings", "path.other_answers", 9, 9),
    ("phrasings", "delta.other_answers", 0, 0), ("phrasings", "delta.hinted", 4, 4), ("phrasings", "path.hinted", 8, 8),
    ("phrasings", "delta.hinted_to_transpose", 1, 1), ("phrasings", "delta.can_handle", 0, 0),
    ("phrasings", "delta.declined_prompts", DELTA_DECLINED, DELTA_DECLINED),
    ("phrasings", "others_declined", OTHERS_DECLINED, OTHERS_DECLINED),
    ("chords_read", "tokens", 36, 36), ("chords_read", "alike", 36, 36), ("chords_read", "right", 0, 0),
    ("chords_read", "path.c_a_minor.read_as", "C → A", "C → A"), ("chords_read", "delta.cM7_g7.first_built", "C D# G A#",
                                                                  "C D# G A#"),
    ("chords_read", "delta.co_cplus.read_as", "C° → C", "C° → C"), ("chords_read", "path.c_a_g.second_built", "C# E A", "C# E A"),
    ("chords_read", "declined", 2, 2),
    ("deltas", "c_g.l1", 0, 0), ("deltas", "c_g.ga_l1", 1, 1), ("deltas", "c_c.delta", "[+1, 0, 0, 0, 0, 0]", "[+1, 0, 0, 0, 0, 0]"),
    ("deltas", "g7_cmaj7.reading", "more chromatic color", "more chromatic color"),
    ("deltas", "dm7_g7.reading", "increased tension", "increased tension"),
    ("deltas", "pairs", 36864, 36864), ("deltas", "same", 4320, 4320), ("deltas", "same_l1_one", 4320, 4320),
    ("deltas", "different_right", 32544, 32544), ("deltas", "unordered", 16272, 16272),
    ("deltas", "chromatic_both", 1440, 1440), ("deltas", "arrow_garbled", True, True),
    ("paths", "cmaj7_g7.sets", 4, 4), ("paths", "cmaj7_g7.moves", 3, 3), ("paths", "cmaj7_g7.common", "2,1,0", "2,1,0"),
    ("paths", "c_c.says", "1 step total (0 intermediate moves)", "1 step total (0 intermediate moves)"),
    ("paths", "c_cm.same_vector_moves", 1, 1), ("paths", "am_d7.expanded", 168, 168),
    ("paths", "gmaj7_em.expanded", 462, 462), ("paths", "gmaj7_em.of_size", 495, 495), ("paths", "no_path", 4, 4),
    ("paths", "anchors_without_path", 2, 2), ("paths", "am_d7.first_size", 3, 3), ("paths", "am_d7.second_size", 4, 4),
    ("paths", "gmaj7_em.first_size", 4, 4), ("paths", "gmaj7_em.second_size", 3, 3), ("paths", "between_forte", "4-14 / 4-Z15", "4-14 / 4-Z15"),
]


@pytest.mark.parametrize("table, figure, pin, main", FIGURES)
def test_figures(reports, table, figure, pin, main):
    "Assert a figure the page cites, at the pin and on main."
    assert (reports["pin"].table(table).figures[figure], reports["main"].table(table).figures[figure]) == (pin, main)


def test_same_vector_pairs_add_up(reports):
    "Assert the sweep's counts partition the 192 × 192 ordered pairs, and each unordered pair is counted once."
    f = reports["pin"].table("deltas").figures
    assert f["same"] + f["different"] == f["pairs"] == f["chords"] ** 2 and 2 * f["unordered"] == f["different"]


def test_pictures(reports):
    "Assert the pair's bars (GA's invented +1 dashed for C → G) and the path's clocks."
    pictures = reports["pin"].table("deltas").pictures
    assert set(pictures) == {"cmaj7_g7", "c_g"} and "stroke-dasharray" in pictures["c_g"]
    assert "stroke-dasharray" not in pictures["cmaj7_g7"]
    path = reports["pin"].table("paths").pictures["cmaj7_g7"]
    assert 'aria-label="Cmaj7 → G7: {0,4,7,11} 4-20 → {0,2,3,7} 4-14 (L1 2, ∩ 2)' in path
