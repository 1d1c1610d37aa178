"""The scale ladder (lesson 28): two scales' degrees on their semitone rungs, the moved ones marked by shape and line."""
import xml.etree.ElementTree as ET

from engine.pictures.drawings import draw, scale_ladder
from engine.report.voice import PROGRAM

NS = "{http://www.w3.org/2000/svg}"
MAJOR, NATURAL_MINOR = (0, 2, 4, 5, 7, 9, 11), (0, 2, 3, 5, 7, 8, 10)


def drawn(left, right):
    return ET.fromstring(draw(scale_ladder(("Major", left), ("Natural minor", right)), PROGRAM))


def test_degrees_on_their_rungs_the_moved_ones_squares():
    "Assert seven dots on the left, the right's moved degrees as squares, each degree named in its mark."
    svg = drawn(MAJOR, NATURAL_MINOR)
    texts = [t.text for t in svg.iter(f"{NS}text")]
    assert len(list(svg.iter(f"{NS}circle"))) == 7 + 4 and len(list(svg.iter(f"{NS}rect"))) == 3
    assert {"♭3", "♭6", "♭7", "Major", "Natural minor"} <= set(texts) and [str(n) for n in range(13)] == texts[:13]


def test_moved_degrees_are_dashed_not_only_coloured():
    "Assert one dashed joining line per moved degree, a plain one per shared degree."
    lines = [line for line in drawn(MAJOR, NATURAL_MINOR).iter(f"{NS}line") if line.get("stroke-width") == "1.6"]
    dashed = [line for line in lines if line.get("stroke-dasharray")]
    assert (len(lines), len(dashed)) == (7, 3)


def test_label_viewbox_and_no_fixed_width():
    "Assert the label names both scales and the moved degrees in words, if any; the picture scales with its container."
    assert drawn(MAJOR, NATURAL_MINOR).get("aria-label") == \
        "Major: 1 2 3 4 5 6 7; Natural minor: 1 2 ♭3 4 5 ♭6 ♭7; degrees moved: 3, 6, 7"
    svg = drawn(MAJOR, MAJOR)
    assert svg.get("aria-label") == "Major: 1 2 3 4 5 6 7; Natural minor: 1 2 3 4 5 6 7"
    assert svg.get("viewBox").startswith("0 0 ") and "width:100%" in svg.get("style")
