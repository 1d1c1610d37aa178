"""Chord charts as SVG: readable on a phone, labelled, low E on the left."""
import re

import pytest

from engine.music.chord_chart import chord_chart_svg
from engine.music.voicing import frets_of

OPEN_C = frets_of("0-1-0-2-3-x")


def test_scales_with_its_container():
    "Assert the drawing has a viewBox and no pixel width or height."
    head = chord_chart_svg(OPEN_C, "C").split(">")[0]
    assert 'viewBox="0 0 120 150"' in head and "width=" not in head and "height=" not in head


def test_is_a_labelled_image():
    "Assert role img and an aria-label with the chart diagram and the caption, escaped."
    svg = chord_chart_svg(frets_of("x-3-2-x-1-x", low_first=True), "C + E (Major 3rd)")
    assert 'role="img"' in svg and 'aria-label="x-3-2-x-1-x C + E (Major 3rd)"' in svg
    assert "<title>x-3-2-x-1-x C + E (Major 3rd)</title>" in svg
    assert "&lt;b&gt;" in chord_chart_svg(OPEN_C, "<b>")


def test_caption_legible_at_150_px():
    "Assert the caption's font size is at least 11 px when the 120-unit drawing is shown 150 px wide."
    size = float(re.findall(r'font-size="([\d.]+)"[^>]*>C<', chord_chart_svg(OPEN_C, "C"))[0])
    assert size * 150 / 120 >= 11


@pytest.mark.parametrize("chart, dots, opens, muted", [
    ("x-3-2-0-1-0", [(36, 84), (52, 64), (84, 44)], [68, 100], [20]),
    ("0-2-2-0-0-0", [(36, 64), (52, 64)], [20, 68, 84, 100], []),
])
def test_marks_low_e_on_the_left(chart, dots, opens, muted):
    "Assert dots sit on their string and fret, open and muted marks above the nut, low E leftmost."
    svg = chord_chart_svg(frets_of(chart, low_first=True), "")
    assert [(int(x), int(y)) for x, y in re.findall(r'<circle cx="(\d+)" cy="(\d+)" r="6"', svg)] == dots
    assert [int(x) for x in re.findall(r'<circle cx="(\d+)" cy="\d+" r="4.5"', svg)] == opens
    assert [int(float(x)) + 4 for x in re.findall(r'<path d="M([\d.]+) ', svg)] == muted
