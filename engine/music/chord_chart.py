"""Voicings drawn as chord charts: SVG, low E on the left as a chart reads, string names and caption below.

A chart is 120 viewBox units wide, shown at 7.5rem (`engine.svg` keeps one scale for every
picture). A caption too long for that wraps onto a second line, and a chart whose caption is
still wider grows to fit it, so no caption is ever cut. Several charts can stand in one picture,
side by side, with an arrow between consecutive ones for a progression (`chord_pair_svg`: from →
to). Each picture is an image for assistive technology, labelled with the chart diagrams and
captions, e.g. "x-3-2-0-1-0 C". A root, when given, is drawn as a diamond instead of a dot.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from ..svg import INK, arrow, svg, text, text_width, wrap
from .fretboard import STANDARD, Tuning
from .pitch_class import PitchClass, pitch_class
from .voicing import Frets, chart_diagram

STRING_GAP, FRET_GAP, NUT_Y = 16, 20, 34  # layout in viewBox units
CHART_WIDTH = 120  # a chart's column: the strings span 80, centred
SHOWN_FRETS = 4  # rows drawn; a voicing reaching higher starts at its lowest fretted fret
BOTTOM = NUT_Y + SHOWN_FRETS * FRET_GAP
NAMES_Y, NAME_SIZE = BOTTOM + 13, 11  # the strings' names, under the grid: 9 px or more on a phone
CAPTION_Y, CAPTION_SIZE, CAPTION_LEAD = NAMES_Y + 20, 14, 17
PAD = 4  # room kept free at each side of a caption
ARROW_GAP = 36  # between two charts of a progression
STRING_NAMES = ("E", "A", "D", "G", "B", "E")  # standard tuning, low E first


@dataclass(frozen=True)
class Chart:
    """One voicing to draw: its frets (string 1 first, None for muted), caption and root, if marked."""

    frets: Frets
    caption: str
    root: PitchClass | None = None

    @property
    def label(self) -> str:
        return f"{chart_diagram(self.frets)} {self.caption}".strip()

    @property
    def lines(self) -> list[str]:
        return wrap(self.caption, CAPTION_SIZE, CHART_WIDTH - 2 * PAD) if self.caption else []

    @property
    def width(self) -> float:
        """The chart's column: 120 units, or its caption's widest line and some room."""
        return max([CHART_WIDTH] + [math.ceil(text_width(line, CAPTION_SIZE) + 2 * PAD) for line in self.lines])

    @property
    def height(self) -> float:
        return CAPTION_Y + CAPTION_LEAD * (max(len(self.lines), 1) - 1) + 8


def chord_chart_svg(frets: Frets, caption: str, root: PitchClass | None = None) -> str:
    """One voicing's chart as SVG markup; `frets` string 1 (high E) first, None for muted.

    >>> svg = chord_chart_svg((0, 1, 0, 2, 3, None), "C")
    >>> 'aria-label="x-3-2-0-1-0 C"' in svg, 'width=' in svg.split(">")[0], svg.count("<circle")
    (True, False, 5)
    """
    return charts_svg([Chart(frets, caption, root)])


def chord_pair_svg(start: Chart, end: Chart) -> str:
    """Two voicings as one picture, an arrow from the first to the second."""
    return charts_svg([start, end], arrows=True)


def charts_svg(charts: list[Chart], arrows: bool = False) -> str:
    """Voicings side by side in one picture, with arrows between them for a progression."""
    gap = ARROW_GAP if arrows else 8
    width = sum(c.width for c in charts) + gap * (len(charts) - 1)
    height = max(c.height for c in charts)
    body, x = [], 0.0
    for k, chart in enumerate(charts):
        if k and arrows:
            body.append(arrow(x - gap + 6, NUT_Y + 2 * FRET_GAP, x - 6, NUT_Y + 2 * FRET_GAP))
        body += chart_body(chart, x)
        x += chart.width + gap
    label = (" → " if arrows else ", ").join(c.label for c in charts)
    return svg(width, height, label, body, "chord-chart")


def chart_body(chart: Chart, x0: float) -> list[str]:
    """A chart's strokes and words, its column starting at x0."""
    left = x0 + (chart.width - 5 * STRING_GAP) / 2
    base = first_fret(chart.frets)
    low_first = chart.frets[::-1]
    notes = root_strings(chart.frets, chart.root, STANDARD)
    parts = grid(left, base)
    muted = [left + k * STRING_GAP for k, fret in enumerate(low_first) if fret is None]
    if muted:
        parts.append(crosses(muted))
    parts += [string_mark(left + k * STRING_GAP, fret, base, 5 - k in notes)
              for k, fret in enumerate(low_first) if fret is not None]
    parts.append(string_names(left))
    parts += [text(x0 + chart.width / 2, CAPTION_Y + CAPTION_LEAD * i, line, CAPTION_SIZE)
              for i, line in enumerate(chart.lines)]
    return parts


def first_fret(frets: Frets) -> int:
    """The fret the drawing starts at: 1, or the lowest fretted fret when the shape sits higher."""
    fretted = [f for f in frets if f]
    return 1 if not fretted or max(fretted) <= SHOWN_FRETS else min(fretted)


def root_strings(frets: Frets, root: PitchClass | None, tuning: Tuning) -> set[int]:
    """The strings (0 = string 1, the high E) that sound the root."""
    if root is None:
        return set()
    return {i for i, fret in enumerate(frets) if fret is not None and pitch_class(tuning.midi(i + 1, fret)) == root}


def grid(left: float, base: int) -> list[str]:
    """The strings, the frets, and the nut (or the starting fret's number).

    The strings and frets are one path: lesson 19's page draws forty-four charts, and their lines,
    one element each, were 440 of its 2,759 elements, each one laid out by the reader's browser.
    """
    right = left + 5 * STRING_GAP
    strokes = "".join(f"M{left + k * STRING_GAP:g} {NUT_Y}V{BOTTOM}" for k in range(6))
    strokes += "".join(f"M{left:g} {NUT_Y + r * FRET_GAP}H{right:g}" for r in range(1, SHOWN_FRETS + 1))
    lines = [f'<path d="{strokes}" fill="none" stroke="{INK}"/>']
    if base == 1:
        lines.append(f'<rect x="{left - 1:g}" y="{NUT_Y - 3}" width="{5 * STRING_GAP + 2}" height="4" fill="{INK}"/>')
    else:
        lines.append(text(left - 6, NUT_Y + FRET_GAP * 0.7, str(base), 11, anchor="end"))
    return lines


def string_names(left: float) -> str:
    """E A D G B E under the strings: one text, each letter centred on its string by its own x."""
    return text(tuple(left + k * STRING_GAP for k in range(len(STRING_NAMES))), NAMES_Y, "".join(STRING_NAMES), NAME_SIZE)


def crosses(xs: list[float]) -> str:
    """An x above the nut on each muted string, as one path."""
    d, above = 4, NUT_Y - 12
    strokes = "".join(f"M{x - d:g} {above - d}L{x + d:g} {above + d}M{x - d:g} {above + d}L{x + d:g} {above - d}"
                      for x in xs)
    return f'<path d="{strokes}" stroke="{INK}" stroke-width="1.6"/>'


def string_mark(x: float, fret: int, base: int, root: bool = False) -> str:
    """What a sounding string shows: an o above the nut when open, else a dot on its fret; a root as a diamond."""
    above = NUT_Y - 12
    if fret == 0:
        if root:
            return diamond(x, above, 5.5, f'fill="none" stroke="{INK}" stroke-width="1.4"')
        return f'<circle cx="{x:g}" cy="{above}" r="4.5" fill="none" stroke="{INK}" stroke-width="1.4"/>'
    y = NUT_Y + (fret - base + 0.5) * FRET_GAP
    if root:
        return diamond(x, y, 7.5, f'fill="{INK}"')
    return f'<circle cx="{x:g}" cy="{y:g}" r="6" fill="{INK}"/>'


def diamond(x: float, y: float, r: float, paint: str) -> str:
    return f'<path d="M{x:g} {y - r:g}L{x + r:g} {y:g}L{x:g} {y + r:g}L{x - r:g} {y:g}Z" {paint}/>'

