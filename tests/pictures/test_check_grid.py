"""The grid of checks (lesson 8): a cell per question and check, its mark written in it, blocks side by side."""
import xml.etree.ElementTree as ET

import pytest

from engine.pictures.check_grid import FAILED, NOT_APPLIED, NOT_REACHED, PASSED, STYLES, Block, check_grid_svg
from engine.pictures.drawings import check_grid, draw
from engine.report.voice import PROGRAM

NS = "{http://www.w3.org/2000/svg}"


def picture():
    ga = Block("OrdinalIgnoreCase", ("StatusCode", "MinLength", "Contains"),
               ((NOT_APPLIED, PASSED, FAILED), (FAILED, NOT_REACHED, NOT_REACHED)))
    strict = Block("StrictContains", ("Contains",), ((FAILED,), (NOT_REACHED,)))
    return ET.fromstring(draw(check_grid("test", [("#1", "skill.modes"), ("#2", "/chat 500")], [ga, strict]), PROGRAM))


def test_cells_marks_and_labels():
    """Assert a filled cell and its mark per check, the rows' labels, the columns' names and the blocks' headings."""
    svg = picture()
    rects = list(svg.iter(f"{NS}rect"))
    texts = [t.text for t in svg.iter(f"{NS}text")]
    assert len(rects) == 8 and texts.count(FAILED) == 3 and texts.count(NOT_REACHED) == 3
    assert {"#1", "skill.modes", "/chat 500", "StatusCode", "MinLength", "OrdinalIgnoreCase", "StrictContains"} <= set(texts)
    assert [r.get("fill") for r in rects[:3]] == [STYLES[NOT_APPLIED][0], STYLES[PASSED][0], STYLES[FAILED][0]]


def test_scales_and_says_what_it_counts():
    """Assert a viewBox and no fixed width, and an aria-label with each mark's count and what it means."""
    svg = picture()
    assert svg.get("viewBox") and "width:100%" in svg.get("style") and svg.get("width") is None
    assert svg.get("aria-label") == "test, 2 prompts: ✓ 1 passed, ✗ 3 failed, · 3 not reached, – 1 not applicable"


def test_column_names_are_written_upwards():
    """Assert the columns' names are rotated, so that long identifiers fit narrow columns."""
    rotated = [t for t in picture().iter(f"{NS}text") if (t.get("transform") or "").startswith("rotate(-90")]
    assert [t.text for t in rotated] == ["StatusCode", "MinLength", "Contains", "Contains"]


def test_an_unknown_mark_is_an_error():
    """Assert a mark without a style fails, naming it."""
    with pytest.raises(KeyError, match="'x'"):
        check_grid_svg([("#1", "")], [Block("A", ("a",), (("x",),))], "test")
