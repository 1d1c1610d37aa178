"""A grid of marks, one cell per question: each cell coloured by its mark, the mark written in it too.

Lesson 9 draws the 441 intervals (rows: the first note, columns: the second) and lesson 15 the
588 chords (rows: the qualities, columns: the roots). Colour is never the only carrier: every
cell shows its mark, and the page's caption says what each mark means, in the reader's language.
"""
from __future__ import annotations

from collections import Counter
from html import escape
from typing import Mapping, Sequence

from .svg import MUTED, svg, text

CELL, ROW_LABEL, COLUMN_LABEL = 16, 46, 22  # viewBox units: at a phone's 390 px, about a pixel each
Style = tuple[str, str]  # a mark's fill and its ink (a dark ink on a light fill, in either colour scheme)
PASS: Style = ("#e8f5e9", "#1b5e20")  # green 50 and 900
OTHER: Style = ("#e8eaf6", "#283593")  # indigo 50 and 800
PARTLY: Style = ("#fff8e1", "#6d4c00")  # amber 50, and a brown of 8:1 on it
FAIL: Style = ("#fce4ec", "#ad1457")  # pink 50 and 800


def mark_grid_svg(rows: Sequence[str], columns: Sequence[str], marks: Sequence[Sequence[str]],
                  styles: Mapping[str, Style], label: str) -> str:
    """The grid as SVG: row labels on the left, column labels on top, a filled cell per mark.

    >>> picture = mark_grid_svg(["C", "D"], ["E", "F"], [[".", "x"], ["x", "."]],
    ...                         {".": ("#e8f5e9", "#1b5e20"), "x": ("#fce4ec", "#ad1457")}, "test")
    >>> picture.count("<rect"), 'aria-label="test: . 2, x 2"' in picture
    (4, True)
    """
    width = ROW_LABEL + len(columns) * CELL + 4
    height = COLUMN_LABEL + len(rows) * CELL + 4
    body = [text(ROW_LABEL + (j + 0.5) * CELL, COLUMN_LABEL - 7, name, 9, fill=MUTED) for j, name in enumerate(columns)]
    for i, (name, row) in enumerate(zip(rows, marks)):
        top = COLUMN_LABEL + i * CELL
        body.append(text(ROW_LABEL - 5, top + CELL - 4, name, 10, anchor="end", fill=MUTED))
        body += [cell(ROW_LABEL + j * CELL, top, mark, styles[mark]) for j, mark in enumerate(row)]
    counts = Counter(m for row in marks for m in row)
    summary = ", ".join(f"{mark} {counts[mark]}" for mark in styles if counts[mark])
    return svg(width, height, f"{label}: {summary}", body, max_width="30rem")


def cell(x: float, y: float, mark: str, style: Style) -> str:
    fill, ink = style
    return (f'<rect x="{x:g}" y="{y:g}" width="{CELL - 1:g}" height="{CELL - 1:g}" fill="{fill}"/>'
            f'<text x="{x + (CELL - 1) / 2:g}" y="{y + CELL - 4.5:g}" font-size="11" text-anchor="middle" '
            f'fill="{ink}" font-weight="bold">{escape(mark)}</text>')
