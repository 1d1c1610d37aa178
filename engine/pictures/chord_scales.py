"""A chord's tones against the scales offered over it, each on a strip of the twelve pitch classes.

One strip per row, C at the left, the pitch classes numbered above the first; the five cells of the
black keys are shaded, as on a keyboard. The first row is the chord, then the scale GA leads with,
then the textbook's scale in each key. A note is a dot with its spelled name in it; a note of GA's
scale that the textbook's leaves out (a foreign note) is a square, in another colour, so the mark
does not rest on colour alone (the label puts it in brackets). The labels are a reader's words
(`drawings.chord_scales` says them in the page's language); one too long for the picture's width
takes a second line.
"""
from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Collection, Sequence

from ..svg import INK, svg, text, text_width, wrap

OCTAVE = 12
BLACK_KEYS = (1, 3, 6, 8, 10)
WIDTH, LEFT, CELL, STRIP = 320, 10, 25, 24  # the picture, its margin, a pitch class's cell, a strip's height
LABEL, NAME, NUMBER = 13, 10, 10  # font sizes: a row's label, a note's name, a pitch-class number
LINE, GAP = 16, 10  # a label's line, the gap below a strip
DOT, FILL, FOREIGN, SHADE, WHITE = 10, "#283593", "#ad1457", "#e0e0e0", "#ffffff"  # indigo 800, pink 800

Note = tuple[str, int]  # a spelled name and its pitch class: ("Bb", 10)


@dataclass(frozen=True)
class ScaleRow:
    """One strip: its label (a chord symbol or a scale's name), its notes, which of them are foreign."""

    label: str
    notes: tuple[Note, ...]
    foreign: frozenset[int] = frozenset()  # pitch classes drawn as squares


def chord_scales_svg(rows: list[ScaleRow], label: str) -> str:
    """The rows' strips under one another, as SVG markup; `label` names each row and its notes (`marked`).

    >>> picture = chord_scales_svg([ScaleRow("F", (("F", 5), ("A", 9), ("C", 0))),
    ...                             ScaleRow("GA: F Ionian (major)", (("F", 5), ("B♭", 10)), frozenset({10}))], "test")
    >>> 'aria-label="test"' in picture, picture.count("<rect")
    (True, 25)
    """
    body = [text(LEFT + (pc + 0.5) * CELL, 14, str(pc), NUMBER) for pc in range(OCTAVE)]
    top, width = 22, WIDTH
    for k, row in enumerate(rows):
        lines = label_lines(row.label)
        body += strip(row, lines, top, bold=k == 0)
        top += 4 + LINE * len(lines) + STRIP + GAP
        width = max(width, *(LEFT * 2 + text_width(line, LABEL) for line in lines))
    return svg(round(width), top, label, body, "chord-scales")


def label_lines(label: str) -> list[str]:
    """A row's label on one line if it fits, else on two: after its last colon if it has one ("in C major /
    A minor:" over "E Phrygian dominant"), else at the best space.

    >>> label_lines("en C majeur / A mineur\u202f: A mixolydien b6")
    ['en C majeur / A mineur\u202f:', 'A mixolydien b6']
    """
    room = WIDTH - 2 * LEFT
    head, colon, tail = label.rpartition(": ")
    if text_width(label, LABEL) <= room or not colon:
        return wrap(label, LABEL, room)
    return [head + ":", tail]


def strip(row: ScaleRow, lines: list[str], top: float, bold: bool) -> list[str]:
    """A row's label (on one line or two), its twelve cells, and its notes."""
    parts = [text(LEFT, top + 14 + LINE * i, line, LABEL, anchor="start", weight="bold" if bold else "")
             for i, line in enumerate(lines)]
    y = top + 4 + LINE * len(lines)
    parts += [f'<rect x="{LEFT + pc * CELL:g}" y="{y:g}" width="{CELL:g}" height="{STRIP:g}" '
              f'fill="{SHADE if pc in BLACK_KEYS else "none"}" stroke="{INK}" stroke-width="0.5"/>'
              for pc in range(OCTAVE)]
    for name, pc in row.notes:
        cx, cy = LEFT + (pc + 0.5) * CELL, y + STRIP / 2
        if pc in row.foreign:
            parts.append(f'<rect x="{cx - DOT:g}" y="{cy - DOT:g}" width="{2 * DOT:g}" height="{2 * DOT:g}" '
                         f'fill="{FOREIGN}"/>')
        else:
            parts.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="{DOT:g}" fill="{FILL}"/>')
        parts.append(on_dot(cx, cy, name))
    return parts


def on_dot(cx: float, cy: float, name: str) -> str:
    """A note's name, white on its dot (over 10:1 on either colour)."""
    return (f'<text x="{cx:g}" y="{cy + NAME * 0.35:g}" font-size="{NAME}" text-anchor="middle" fill="{WHITE}" '
            f'font-weight="bold">{escape(name)}</text>')


def marked(notes: Sequence[tuple[str, int]], foreign: Collection[int]) -> str:
    """A row's notes for the picture's label, foreign notes in brackets: "F G A [B♭] C D E"."""
    return " ".join(f"[{name}]" if pc in foreign else name for name, pc in notes)
