"""Chord charts as SVG: readable on a phone, labelled, low E on the left, captions never cut."""
import re

import pytest

from engine.music.chord_chart import CAPTION_SIZE, Chart, chord_chart_svg, chord_pair_svg
from engine.music.voicing import frets_of
from engine.svg import text_width

OPEN_C = frets_of("0-1-0-2-3-x")


def test_scales_with_its_container():
    "Assert the drawing has a viewBox, no pixel width or height, and a width in rem at the common scale."
    head = chord_chart_svg(OPEN_C, "C").split(">")[0]
    assert 'viewBox="0 0 120 155"' in head and "width=" not in head and "height=" not in head
    assert 'style="width:7.5rem"' in head


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
    crosses = re.search(r'<path d="([^"]+)" stroke="currentColor" stroke-width="1.6"/>', svg)
    assert [int(float(x)) + 4 for x in re.findall(r"M([\d.]+) ", crosses.group(1))[::2]] == muted if muted else not crosses


def caption_lines(svg: str) -> list[tuple[float, str]]:
    """The caption's lines: (x, text) of each 14-unit text."""
    return [(float(x), t) for x, t in re.findall(r'<text x="([\d.]+)" y="[\d.]+" font-size="14"[^>]*>([^<]*)<', svg)]


def view_width(svg: str) -> float:
    return float(re.search(r'viewBox="0 0 ([\d.]+) ', svg).group(1))


@pytest.mark.parametrize("caption, lines", [
    ("C", ["C"]),
    ("Bb + C (Major 2nd)", ["Bb + C", "(Major 2nd)"]),
    ("G + B (Major 3rd)", ["G + B", "(Major 3rd)"]),
    ("Cmaj7(shell)/B", ["Cmaj7(shell)/B"]),
])
def test_caption_wraps_and_fits(caption, lines):
    "Assert a long caption wraps onto two lines, and every line fits inside the drawing, padded for wide fonts."
    svg = chord_chart_svg(OPEN_C, caption)
    shown = caption_lines(svg)
    assert [t for _, t in shown] == lines
    for x, line in shown:
        half = text_width(line, CAPTION_SIZE) / 2
        assert x - half >= 0 and x + half <= view_width(svg), (line, x, view_width(svg))


def test_a_caption_wider_than_the_chart_widens_it():
    "Assert a caption that cannot wrap narrowly makes the drawing wider, at the same scale."
    svg = chord_chart_svg(OPEN_C, "Cmaj7(shell)/B")
    width = view_width(svg)
    assert width > 120 and f'style="width:{width / 16:g}rem"' in svg


def test_strings_are_named_low_e_first():
    "Assert the six strings are named under the grid, E A D G B E from the left."
    svg = chord_chart_svg(OPEN_C, "C")
    xs, names = re.search(r'<text x="([\d. ]+)" y="[\d.]+" font-size="11" text-anchor="middle"[^>]*>([A-G]+)<', svg).groups()
    assert list(names) == ["E", "A", "D", "G", "B", "E"]
    assert [float(x) for x in xs.split()] == [20, 36, 52, 68, 84, 100]  # one x per letter: each centred on its string


def test_a_chart_is_drawn_with_few_elements():
    "Assert the strings and frets are one path and the string names one text: a page shows dozens of charts."
    svg = chord_chart_svg(frets_of("x-3-x-0-1-x", low_first=True), "C5")
    assert "<line" not in svg and svg.count("<path") == 2  # the grid, and the muted strings' crosses
    assert svg.count("<text") == 2 and svg.count("<circle") == 3  # names and caption; two dots and an open string


def test_a_pair_is_one_picture_with_an_arrow():
    "Assert a pair draws both charts in one picture, an arrow between them, labelled from → to."
    svg = chord_pair_svg(Chart(OPEN_C, "C"), Chart(frets_of("1-1-2-3-3-1"), "F"))
    assert svg.count("<svg") == 1 and svg.count('font-size="14"') == 2
    assert 'aria-label="x-3-2-0-1-0 C → 1-3-3-2-1-1 F"' in svg
    assert re.search(r"<path d=\"M[\d.]+ [\d.]+L[\d.]+ [\d.]+L[\d.]+ [\d.]+Z\" fill=\"currentColor\"/>", svg)  # arrowhead
    assert view_width(svg) == 120 + 36 + 120


def test_roots_are_diamonds():
    "Assert the strings that sound the root are drawn as diamonds, the others as dots and rings."
    svg = chord_chart_svg(OPEN_C, "C", root=0)  # x-3-2-0-1-0: C on the A string's 3rd fret and the B string's 1st
    assert svg.count('fill="currentColor"/>') - svg.count("<rect") == 2 + 1  # two diamonds, one dot (E on D)
    assert svg.count("<circle") == 1 + 2  # the D string's dot, the open G and high E
