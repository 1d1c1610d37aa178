"""Lesson 22's clocks: a chord's notes as rings, each neighbor's as dots, in the skill's order."""
import xml.etree.ElementTree as ET

from engine.pictures.pc_clocks import neighbors_svg, position

NS = "{http://www.w3.org/2000/svg}"


def test_positions_run_clockwise_from_the_top():
    "Assert pitch class 0 at twelve o'clock, 3 at three, 6 at six."
    assert [tuple(round(v) for v in position(0, 0, 10, pc)) for pc in (0, 3, 6, 9)] == [(0, -10), (10, 0), (0, 10), (-10, 0)]


def test_rings_and_dots():
    "Assert a ring per note of the chord on every clock, and a dot per note of each neighbor."
    svg = ET.fromstring(neighbors_svg("Dm7", (0, 2, 5, 9), [((0, 2, 3, 7), "4-14", 2), ((1, 3, 4, 8), "4-14", 2)]))
    circles = list(svg.iter(f"{NS}circle"))
    rings = [c for c in circles if c.get("fill") == "none" and c.get("stroke-width") == "2"]
    dots = [c for c in circles if c.get("fill") not in ("none", None) and float(c.get("r")) > 2]
    assert len(rings) == 4 * 3 + 1  # the chord's clock, two neighbors', the legend's
    assert len(dots) == 4 * 2 + 1
    captions = [t.text for t in svg.iter(f"{NS}text")]
    assert "{0,2,3,7}" in captions and "4-14 · L1 2" in captions and "Dm7 {0,2,5,9}" in captions
