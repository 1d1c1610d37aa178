"""A voicing drawn as a chord chart: SVG, low E on the left as a chart reads, caption below.

The drawing scales with its container (a viewBox, no pixel size), so a page can show two side by
side on a phone; at 150 px wide its caption is about 17 px high. It is an image for assistive
technology, labelled with its chart diagram and caption, e.g. "x-3-2-0-1-0 C".
"""
from __future__ import annotations

from html import escape

from .voicing import Frets, chart_diagram

STRING_GAP, FRET_GAP, LEFT, NUT_Y = 16, 20, 20, 34  # layout in viewBox units
SHOWN_FRETS = 4  # rows drawn; a voicing reaching higher starts at its lowest fretted fret
WIDTH, HEIGHT = 2 * LEFT + 5 * STRING_GAP, NUT_Y + SHOWN_FRETS * FRET_GAP + 36
INK, FONT = "currentColor", "system-ui, sans-serif"


def chord_chart_svg(frets: Frets, caption: str) -> str:
    """The voicing's chart as SVG markup; `frets` string 1 (high E) first, None for muted.

    >>> svg = chord_chart_svg((0, 1, 0, 2, 3, None), "C")
    >>> 'aria-label="x-3-2-0-1-0 C"' in svg, 'width=' in svg.split(">")[0], svg.count("<circle")
    (True, False, 5)
    """
    low_first = frets[::-1]
    base = first_fret(frets)
    label = f"{chart_diagram(frets)} {caption}"
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-label="{escape(label)}" font-family="{FONT}">',
        f"<title>{escape(label)}</title>",
        *grid(base),
        *(mark for k, fret in enumerate(low_first) for mark in string_marks(k, fret, base)),
        f'<text x="{WIDTH / 2:g}" y="{HEIGHT - 10}" font-size="14" text-anchor="middle" '
        f'fill="{INK}">{escape(caption)}</text>',
        "</svg>",
    ]
    return "".join(parts)


def first_fret(frets: Frets) -> int:
    """The fret the drawing starts at: 1, or the lowest fretted fret when the shape sits higher."""
    fretted = [f for f in frets if f]
    return 1 if not fretted or max(fretted) <= SHOWN_FRETS else min(fretted)


def string_x(k: int) -> float:
    return LEFT + k * STRING_GAP


def grid(base: int) -> list[str]:
    """The strings, the frets, and the nut (or the starting fret's number)."""
    bottom = NUT_Y + SHOWN_FRETS * FRET_GAP
    lines = [f'<line x1="{string_x(k)}" y1="{NUT_Y}" x2="{string_x(k)}" y2="{bottom}" stroke="{INK}"/>'
             for k in range(6)]
    lines += [f'<line x1="{LEFT}" y1="{NUT_Y + r * FRET_GAP}" x2="{string_x(5)}" y2="{NUT_Y + r * FRET_GAP}" '
              f'stroke="{INK}"/>' for r in range(1, SHOWN_FRETS + 1)]
    if base == 1:
        lines.append(f'<rect x="{LEFT - 1}" y="{NUT_Y - 3}" width="{5 * STRING_GAP + 2}" height="4" fill="{INK}"/>')
    else:
        lines.append(f'<text x="{LEFT - 6}" y="{NUT_Y + FRET_GAP * 0.7:g}" font-size="11" text-anchor="end" '
                     f'fill="{INK}">{base}</text>')
    return lines


def string_marks(k: int, fret: int | None, base: int) -> list[str]:
    """What string k (0 = low E) shows: an x when muted, an o when open, else a dot on its fret."""
    x, above = string_x(k), NUT_Y - 12
    if fret is None:
        d = 4
        return [f'<path d="M{x - d} {above - d}L{x + d} {above + d}M{x - d} {above + d}L{x + d} {above - d}" '
                f'stroke="{INK}" stroke-width="1.6"/>']
    if fret == 0:
        return [f'<circle cx="{x}" cy="{above}" r="4.5" fill="none" stroke="{INK}" stroke-width="1.4"/>']
    y = NUT_Y + (fret - base + 0.5) * FRET_GAP
    return [f'<circle cx="{x}" cy="{y:g}" r="6" fill="{INK}"/>']
