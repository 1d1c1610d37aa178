"""Lesson 20: the course's output byte for byte, its figures, the stitching and its chord charts."""
import pytest

from engine import render_report, run_lesson
from engine.ga.voice_leading import distance_matrix
from engine.lessons import l20


@pytest.fixture(scope="module")
def reports():
    return {at: run_lesson("l20", at) for at in ("pin", "main")}


@pytest.mark.parametrize("at, name", [("pin", "l20"), ("main", "l20-main")])
def test_golden(reports, expected, at, name):
    "Assert the report prints exactly what the course's program printed."
    assert render_report(reports[at]) == expected(name)


def test_questions_in_the_lesson_order():
    "Assert the tables, named as pages ask for them."
    assert [q.__name__ for q in l20.QUESTIONS] == ["templates_in_every_key", "yaml_tables", "roots_read", "lengths",
                                                   "stitched"]


def test_main_asks_only_the_stitching(reports):
    "Assert on main the tool's own tables are empty: only the stitching rests on main's search."
    main = reports["main"]
    assert [t.name for t in main.tables if t.title is not None] == ["stitched"]
    assert all(not t.figures for t in main.tables if t.title is None)


PIN_FIGURES = [
    ("templates_in_every_key", "chords", 750), ("templates_in_every_key", "spelled_right", 712),
    ("templates_in_every_key", "pcs_right", 750), ("templates_in_every_key", "spelled_otherwise", 38),
    ("templates_in_every_key", "keys", 15), ("templates_in_every_key", "templates", 9),
    ("templates_in_every_key", "andalusian.spelled_right", 53), ("yaml_tables", "same", 29),
    ("yaml_tables", "i_v_vi_iv.textbook_off", 1), ("roots_read", "refused", 2),
    ("lengths", "length_100000.characters", 17300216), ("lengths", "no_length.characters", 2288),
    ("lengths", "negative_length.chords", 12), ("lengths", "natural_length", 12),
]


@pytest.mark.parametrize("table, figure, value", PIN_FIGURES)
def test_pin_figures(reports, table, figure, value):
    "Assert a figure the lesson cites from the tool's own tables."
    assert reports["pin"].table(table).figures[figure] == value


STITCH_FIGURES = [  # figure -> at the pin, on main
    ("junctions", 32, 32), ("meet", 6, 17), ("reached", 0, 7), ("more_than_sum", 9, 2),
    ("example_first_sum", 13, 9), ("example_least", 15, 9), ("rhythm_changes_a.least", 40, 25),
    ("12_bar_blues.first_sum", 31, 24), ("12_bar_blues.least", 34, 28),
]


@pytest.mark.parametrize("figure, pin, main", STITCH_FIGURES)
def test_stitch_figures(reports, figure, pin, main):
    "Assert a figure of the stitching, at the pin and on main."
    assert [reports[at].table("stitched").figures[figure] for at in ("pin", "main")] == [pin, main]


@pytest.mark.parametrize("at", ["pin", "main"])
def test_a_joined_path_moves_the_sum_of_its_moves(at):
    "Assert each template's least joined path totals the tool's distances between its consecutive voicings."
    ga = l20.model(at)
    corpus = ga.pair_tool.index.corpus
    for name in l20.templates():
        s = l20.stitch(ga, name)
        moves = [distance_matrix(corpus, [a.index], [b.index])[0, 0] for a, b in zip(s.path, s.path[1:])]
        assert sum(moves) == s.least and len(s.path) == len(s.chords)


@pytest.mark.parametrize("at", ["pin", "main"])
def test_first_pairs_never_beat_the_joined_path_when_they_meet(at):
    "Assert a template whose first pairs all meet has a joined path no longer than their sum."
    ga = l20.model(at)
    for name in l20.templates():
        s = l20.stitch(ga, name)
        if s.meets == len(s.firsts) - 1:
            assert s.least <= s.first_sum


def test_pictures(reports):
    "Assert the example's three first pairs and its least joined path are drawn as chord charts at both revisions."
    for report in reports.values():
        pictures = report.table("stitched").pictures
        assert set(pictures) == {f"pair_{k}_{end}" for k in (1, 2, 3) for end in ("from", "to")} | {
            f"path_{k}" for k in (1, 2, 3, 4)}
        assert all(svg.startswith("<svg") and 'role="img"' in svg for svg in pictures.values())
    assert 'aria-label="x-3-2-0-1-x C"' in reports["pin"].table("stitched").pictures["path_1"]
