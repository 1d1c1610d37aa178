"""Lessons 23 and 24's pictures: a delta as bars, a path and two set classes on clocks, an expression as a tree."""
import xml.etree.ElementTree as ET

import pytest

from engine.pictures.expression_tree import Node, tree_svg
from engine.pictures.icv_bars import delta_bars_svg
from engine.pictures.pc_path import path_clocks_svg
from engine.pictures.set_relation import set_relation_svg

NS = "{http://www.w3.org/2000/svg}"
C_MAJOR = ("3-11", (0, 4, 7), "<0 0 1 1 1 0>")


def parsed(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.get("viewBox") and root.get("role") == "img" and root.get("aria-label")  # scales; one labelled image
    assert "width:100%" in root.get("style") and root.find(f"{NS}title").text == root.get("aria-label")
    return root


def texts(root: ET.Element) -> list[str]:
    return [t.text for t in root.iter(f"{NS}text")]


def test_bars_show_each_change_and_ga_s_invented_step():
    "Assert a filled bar per change, up or down with its sign written, and GA's +1 on equal vectors as a dashed outline."
    true = parsed(delta_bars_svg("Cmaj7", "G7", (1, 0, 1, 2, 2, 0), (0, 1, 2, 1, 1, 1), "[-1, +1, +1, -1, -1, +1]"))
    filled = [r for r in true.iter(f"{NS}rect") if r.get("fill") != "none"]
    assert len(filled) == 6 and texts(true).count("+1") == 3 and texts(true).count("\u22121") == 3
    invented = parsed(delta_bars_svg("C", "G", (0, 0, 1, 1, 1, 0), (0, 0, 1, 1, 1, 0), "[+1, 0, 0, 0, 0, 0]"))
    rects = list(invented.iter(f"{NS}rect"))
    assert len(rects) == 1 and rects[0].get("stroke-dasharray") and "L1 0 · GA L1 1" in texts(invented)


def test_path_clocks_ring_the_set_before():
    "Assert one clock per set, its notes as dots and the set before it as rings, each move's L1 and notes kept."
    steps = [("{0,4,7,11}", (0, 4, 7, 11), "4-20", "<1 0 1 2 2 0>"), ("{0,2,3,7}", (0, 2, 3, 7), "4-14", "<1 1 1 1 2 0>")]
    root = parsed(path_clocks_svg(steps, "Cmaj7 → G7"))
    circles = list(root.iter(f"{NS}circle"))
    rings = [c for c in circles if c.get("fill") == "none" and c.get("stroke-width") == "2"]
    dots = [c for c in circles if c.get("fill") not in ("none", None) and float(c.get("r")) > 2]
    assert (len(rings), len(dots)) == (4, 8) and "L1 2 · ∩ 2" in texts(root)


@pytest.mark.parametrize("relation, second", [("Z", ("4-Z29", (0, 1, 3, 7), "<1 1 1 1 1 1>")),
                                              ("∁", ("9-11", (1, 2, 3, 5, 6, 8, 9, 10, 11), "<6 6 7 7 7 3>"))])
def test_relation_clocks(relation, second):
    "Assert the second clock rings the first set's notes, and the relation's sign stands between the clocks."
    root = parsed(set_relation_svg(relation, C_MAJOR, second))
    rings = [c for c in root.iter(f"{NS}circle") if c.get("fill") == "none" and c.get("stroke-width") == "2"]
    assert len(rings) == 3 and relation in texts(root) and second[0] in texts(root)


def test_tree_frames_cases_and_leaves_values():
    "Assert a framed box per case of GA's types, bare text for GA's values, a line per edge, room for every label."
    tree = Node("Pullback", (Node("ChordObject", (Node("C Major"),)), Node("InvertExpr"),
                             Node("ChordObject", (Node("G Major"),))))
    root = parsed(tree_svg("pullback(C, invert, G)", tree))
    assert len(list(root.iter(f"{NS}rect"))) == 3 and len(list(root.iter(f"{NS}line"))) == 5
    width = float(root.get("viewBox").split()[2])
    xs = [float(t.get("x")) for t in root.iter(f"{NS}text")]
    assert width <= 390 and min(xs) > 0 and max(xs) < width
