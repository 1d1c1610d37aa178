"""A grid of marks, one cell per question: each cell coloured by its mark, the mark written in it too.

Lesson 9 draws the 441 intervals (rows: the first note, columns: the second), lesson 15 the
588 chords (rows: the qualities, columns: the roots) and lesson 27 a note's verdict over a chord
(rows: the chords, columns: the degrees). Colour is never the only carrier: every
cell shows its mark, the page's caption says what each mark means, and the label counts each
mark by its meaning in the reader's language (`drawings.mark_grid`: "241 right, 26 wrong").
"""
from __future__ import annotations

from html import escape
from typing import Mapping, Sequence

from ..svg import text_width
from .svg import MUTED, svg, text

CELL, ROW_LABEL, COLUMN_LABEL = 16, 46, 22  # viewBox units: at a phone's 390 px, about a pixel each
WIDE_LABEL = 4  # a cell's growth per character of a column label beyond two ("♭13"), in viewBox units
COLUMN_SIZE, STAGGER = 10, 11  # a column label's size (9 px and more on a phone); a second row's rise for labels wider
# than their cell ("C♯" beside "D♭"): every other label one row up, so they never touch at that size
Style = tuple[str, str]  # a mark's fill and its ink (a dark ink on a light fill, in either colour scheme)
PASS: Style = ("#e8f5e9", "#1b5e20")  # green 50 and 900
OTHER: Style = ("#e8eaf6", "#283593")  # indigo 50 and 800
PARTLY: Style = ("#fff8e1", "#6d4c00")  # amber 50, and a brown of 8:1 on it
FAIL: Style = ("#fce4ec", "#ad1457")  # pink 50 and 800


def mark_grid_svg(rows: Sequence[str], columns: Sequence[str], marks: Sequence[Sequence[str]],
                  styles: Mapping[str, Style], label: str) -> str:
    """The grid as SVG: row labels on the left, column labels on top, a filled cell per mark; `label` is what a
    screen reader says of it.

    >>> picture = mark_grid_svg(["C", "D"], ["E", "F"], [[".", "x"], ["x", "."]],
    ...                         {".": ("#e8f5e9", "#1b5e20"), "x": ("#fce4ec", "#ad1457")}, "test")
    >>> picture.count("<rect"), 'aria-label="test"' in picture
    (4, True)
    """
    size = cell_size(columns)
    staggered = any(text_width(name, COLUMN_SIZE) > size for name in columns)
    head = COLUMN_LABEL + (STAGGER if staggered else 0)
    width = ROW_LABEL + len(columns) * size + 4
    height = head + len(rows) * size + 4
    body = [text(ROW_LABEL + (j + 0.5) * size, head - 7 - (STAGGER if staggered and j % 2 == 0 else 0), name,
                 COLUMN_SIZE, fill=MUTED) for j, name in enumerate(columns)]
    for i, (name, row) in enumerate(zip(rows, marks)):
        top = head + i * size
        body.append(text(ROW_LABEL - 5, top + size - 4 - (size - CELL) / 2, name, 10, anchor="end", fill=MUTED))
        body += [cell(ROW_LABEL + j * size, top, mark, styles[mark], size) for j, mark in enumerate(row)]
    return svg(width, height, label, body, max_width="30rem")


def cell_size(columns: Sequence[str]) -> float:
    """A square cell's side: CELL, or wider where a column label of three or more characters ("♭13")
    would touch its neighbours' at CELL.

    >>> cell_size(["C", "C♯"]), cell_size(["1", "♭9", "♭13"])
    (16, 20)
    """
    longest = max((len(name) for name in columns), default=0)
    return CELL + WIDE_LABEL * max(0, longest - 2)


def cell(x: float, y: float, mark: str, style: Style, size: float = CELL) -> str:
    fill, ink = style
    return (f'<rect x="{x:g}" y="{y:g}" width="{size - 1:g}" height="{size - 1:g}" fill="{fill}"/>'
            f'<text x="{x + (size - 1) / 2:g}" y="{y + size - 4.5 - (size - CELL) / 2:g}" font-size="11" '
            f'text-anchor="middle" fill="{ink}" font-weight="bold">{escape(mark)}</text>')
