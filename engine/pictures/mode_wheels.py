"""A family of modes as a wheel: its first mode's notes round a twelve-hour clock, each degree numbered by its mode.

Mode k of a family is its first mode played from degree k. On the wheel each note of the first
mode carries the number of the mode that starts there: a filled disc when the catalog's mode k is
the first mode from degree k, a ring with a slash when its notes are another degree's, a dashed
ring when they are no degree's. Below, each mode's number, name and notes as the catalog writes
them, with the same mark; a line too long for the picture's width goes on two, the notes under the
name, so that a phone need not shrink the whole wheel to show one long name. Words drawn are GA's (the
family's and modes' names, notes), marked as English on every page, and numbers; the label quotes them and says
each mark in the reader's language (`drawings.mode_wheel`).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..svg import text_width
from .pc_clocks import OCTAVE, position
from .svg import ACCENT, MUTED, SECOND, svg, text

OWN, OTHER, NONE = "own", "other", "none"  # the catalog's mode k is mode 1 from degree k, from another, from none
MIN_WIDTH, TITLE_Y, CENTRE_Y, RADIUS, BADGE = 360, 22, 140, 72, 11
LEGEND_TOP, LINE, LEGEND_X, LEGEND_SIZE = 268, 22, 42, 12
NOTES_BELOW, NOTES_INDENT = 16, 12  # a long line's notes, on a line of their own under the name
WHITE = "#ffffff"


@dataclass(frozen=True)
class Wheel:
    """A family: its name, its first mode (pitch classes above C, in the catalog's order), and each mode."""

    family: str
    first: tuple[int, ...]
    modes: tuple[tuple[str, str, str], ...]  # (name, notes, OWN / OTHER / NONE), mode 1 first


def mode_wheel_svg(wheel: Wheel, label: str) -> str:
    """The family's wheel and the list of its modes, as SVG markup, with the label a reader's voice said.

    >>> w = Wheel("Major Pentatonic", (0, 2, 4, 7, 9), (("Major Pentatonic", "C D E G A", OWN),
    ...                                                 ("Blues Minor", "C Eb F G Bb", OTHER)))
    >>> 'lang="en">Blues Minor: C Eb F G Bb</text>' in mode_wheel_svg(w, "…")
    True
    """
    rows = [legend_lines(name, notes) for name, notes, _ in wheel.modes]
    width = round(max([MIN_WIDTH] + [LEGEND_X + 8 + text_width(line, LEGEND_SIZE) for lines in rows for line in lines]))
    cx = width / 2
    body = [text(cx, TITLE_Y, wheel.family, 15, weight="bold", lang="en"),
            f'<circle cx="{cx:g}" cy="{CENTRE_Y}" r="{RADIUS}" fill="none" stroke="{MUTED}" stroke-width="1"/>',
            *(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="1.6" fill="{MUTED}"/>'
              for x, y in (position(cx, CENTRE_Y, RADIUS, pc) for pc in range(OCTAVE)))]
    notes = wheel.modes[0][1].split() if wheel.modes else []
    for degree, pc in enumerate(wheel.first, 1):
        x, y = position(cx, CENTRE_Y, RADIUS + 26, pc)
        body.append(text(x, y + 4, notes[degree - 1], 12, fill=MUTED))
        bx, by = position(cx, CENTRE_Y, RADIUS, pc)
        if degree <= len(wheel.modes):
            body += badge(bx, by, degree, wheel.modes[degree - 1][2])
        else:  # a note no mode of the catalog starts on (the whole-tone family has one mode of six notes)
            body.append(f'<circle cx="{bx:.1f}" cy="{by:.1f}" r="4" fill="{ACCENT}"/>')
    y = LEGEND_TOP
    for k, ((_, _, found), lines) in enumerate(zip(wheel.modes, rows), 1):
        body += [*badge(24, y - 4, k, found), text(LEGEND_X, y, lines[0], LEGEND_SIZE, anchor="start", lang="en")]
        body += [text(LEGEND_X + NOTES_INDENT, y + NOTES_BELOW, notes, LEGEND_SIZE, anchor="start", lang="en")
                 for notes in lines[1:]]
        y += LINE + NOTES_BELOW * (len(lines) - 1)
    return svg(width, y, label, body, max_width="24rem")


def legend_lines(name: str, notes: str) -> list[str]:
    """A mode's line in the list, "Lydian: C D E F# G A B", or the name and its notes on two when it is too wide.

    >>> legend_lines("Lydian", "C D E F# G A B")
    ['Lydian: C D E F# G A B']
    >>> legend_lines("Altered Dominant n2 (Locrian n2 n7)", "C D Eb F Gb Ab B")
    ['Altered Dominant n2 (Locrian n2 n7):', 'C D Eb F Gb Ab B']
    """
    line = f"{name}: {notes}"
    return [line] if LEGEND_X + 8 + text_width(line, LEGEND_SIZE) <= MIN_WIDTH else [f"{name}:", notes]


def badge(x: float, y: float, k: int, found: str) -> list[str]:
    """Mode k's number in its mark: filled when it is mode 1 from degree k, else a ring struck or dashed."""
    if found == OWN:
        return [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{BADGE}" fill="{ACCENT}"/>',
                text(x, y + 4.5, str(k), 12, fill=WHITE, weight="bold")]
    dash = ' stroke-dasharray="3 2"' if found == NONE else ""
    parts = [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{BADGE}" fill="{WHITE}" stroke="{SECOND}" stroke-width="2"{dash}/>',
             text(x, y + 4.5, str(k), 12, fill=SECOND, weight="bold")]
    if found == OTHER:
        parts.append(f'<path d="M{x - 8:.1f} {y + 8:.1f}L{x + 8:.1f} {y - 8:.1f}" stroke="{SECOND}" stroke-width="1.5"/>')
    return parts
