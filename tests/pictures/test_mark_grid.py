"""The grid of marks (lessons 9, 10, 15, 27): a cell per mark, the mark written in it, each mark's count said in words."""
import xml.etree.ElementTree as ET

import pytest

from engine.pictures.drawings import draw, mark_grid
from engine.pictures.mark_grid import FAIL, OTHER, PASS, mark_grid_svg
from engine.report.voice import PROGRAM

NS = "{http://www.w3.org/2000/svg}"


def test_cells_and_marks():
    "Assert a filled cell and a written mark per question, row and column labels, a viewBox and no fixed width."
    svg = ET.fromstring(mark_grid_svg(["C", "D"], ["E", "F", "G"], [[".", "x", "."], ["x", ".", "."]],
                                      {".": PASS, "x": FAIL}, "test"))
    rects = list(svg.iter(f"{NS}rect"))
    texts = [t.text for t in svg.iter(f"{NS}text")]
    assert len(rects) == 6 and texts.count("x") == 2 and texts.count(".") == 4
    assert {"C", "D", "E", "F", "G"} <= set(texts)
    assert [r.get("fill") for r in rects] == [PASS[0], FAIL[0], PASS[0], FAIL[0], PASS[0], PASS[0]]
    assert svg.get("aria-label") == "test" and "width:100%" in svg.get("style")


def test_the_label_says_what_each_mark_counts():
    "Assert the label counts each mark drawn by the phrase that says its meaning, in the styles' order, a mark not drawn unsaid."
    grid = mark_grid("test, 2 × 3", ["C", "D"], ["E", "F", "G"], [[".", "x", "."], ["x", ".", "."]],
                     {".": PASS, "~": OTHER, "x": FAIL}, {".": "{count} right", "~": "{count} renamed", "x": "{count} wrong"})
    svg = ET.fromstring(draw(grid, PROGRAM))
    assert svg.get("aria-label") == svg.find(f"{NS}title").text == "test, 2 × 3: 4 right; 2 wrong"
    assert [t.text for t in svg.iter(f"{NS}text")].count("x") == 2


def test_a_mark_without_a_meaning_is_an_error():
    "Assert a grid whose mark has no phrase fails, naming the mark."
    with pytest.raises(KeyError, match="'x'"):
        mark_grid("test", ["C"], ["E", "F"], [[".", "x"]], {".": PASS, "x": FAIL}, {".": "{count} right"})


def test_an_unknown_mark_is_an_error():
    "Assert a mark without a style fails, naming it."
    with pytest.raises(KeyError, match="'a'"):
        mark_grid_svg(["C"], ["E"], [["a"]], {".": PASS}, "test")


def test_long_column_labels_widen_the_cells():
    "Assert a label of three characters (lesson 27's ♭13) gets a wider square cell, and two characters the usual one."
    def cells(columns):
        svg = ET.fromstring(mark_grid_svg(["Cmaj7"], columns, [["c"] * len(columns)], {"c": PASS}, "test"))
        return {(r.get("width"), r.get("height")) for r in svg.iter(f"{NS}rect")}, svg.get("viewBox")

    assert cells(["1", "♭9", "♭13"]) == ({("19", "19")}, "0 0 110 57")
    assert cells(["1", "♭9"]) == ({("15", "15")}, "0 0 82 53")


def test_column_labels_too_wide_for_their_cells_take_two_rows():
    "Assert column labels at 10 units (9 px on a phone), every other one raised where they would touch (C♯ D♭), not else."
    def heads(columns):
        svg = ET.fromstring(mark_grid_svg(["C"], columns, [["."] * len(columns)], {".": PASS}, "test"))
        return [(t.get("font-size"), t.get("y")) for t in svg.iter(f"{NS}text") if t.text in columns]

    assert heads(["C♯", "D♭", "D"]) == [("10", "15"), ("10", "26"), ("10", "15")]
    assert heads(["E", "F"]) == [("10", "15"), ("10", "15")]
