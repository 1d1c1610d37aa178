"""A vector's strip as SVG: a labelled image that scales, one mark per value, in readable colours."""
import re
import xml.etree.ElementTree as ElementTree

import pytest

from engine.ga.optick.schema import REGISTRY
from engine.pictures.embedding_strip import (FONT_SIZE, LABEL_W, NEGATIVE, POSITIVE, WIDEST_GLYPH, WIDTH, ZERO_DOT,
                                             embedding_strip_svg, shade)

PARTS = [("IDENTITY", [1, 0, 1, 0, 0, 1], 0.0), ("MORPHOLOGY", [0.17, -0.5, 2.0] + [0] * 27, 0.25)]
SVG = embedding_strip_svg(PARTS, "OPTIC-K x32010 C: 240")


def test_is_a_labelled_image_that_scales():
    "Assert role img, an aria-label and a title, a viewBox and no pixel size."
    head = SVG.split(">")[0]
    assert 'role="img"' in head and 'aria-label="OPTIC-K x32010 C: 240"' in head and "viewBox=" in head
    assert "width=" not in head.split("viewBox")[0] and "<title>OPTIC-K x32010 C: 240</title>" in SVG


def test_well_formed_with_a_mark_per_value():
    "Assert the markup parses, with one cell or dot per value and five in the legend."
    root = ElementTree.fromstring(SVG)
    marks = [e for e in root.iter() if e.tag.endswith(("rect", "circle"))]
    assert len(marks) == 6 + 30 + 5


def test_labels_stay_inside_the_drawing():
    "Assert every label starts inside the viewBox and the weights end at its right edge."
    xs = [float(x) for x in re.findall(r'<text x="([\d.]+)"', SVG)]
    assert min(xs) >= 0 and max(xs) <= WIDTH and f'<text x="{WIDTH}"' in SVG


def relative_luminance(rgb):
    channels = [c / 255 for c in rgb]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


@pytest.mark.parametrize("colour", [POSITIVE, NEGATIVE, tuple(bytes.fromhex(ZERO_DOT[1:]))])
def test_marks_contrast_with_the_page(colour):
    "Assert the outlines and the zero dots have at least 3:1 contrast against white (WCAG non-text contrast)."
    assert 1.05 / (relative_luminance(colour) + 0.05) >= 3


def test_shades_grow_with_the_value():
    "Assert a larger value is drawn darker, and values beyond 1 as 1."
    lum = [relative_luminance(bytes.fromhex(shade(v)[1:])) for v in (0.1, 0.5, 1.0, 3.0)]
    assert lum[0] > lum[1] > lum[2] == lum[3]


def test_partition_names_fit_their_column():
    "Assert the longest partition name, at the widest glyph, leaves a gap before the first cell."
    assert max(len(p.name) for p in REGISTRY) * FONT_SIZE * WIDEST_GLYPH <= LABEL_W - 4
