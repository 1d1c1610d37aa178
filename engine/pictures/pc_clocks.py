"""A chord and the pitch-class sets listed as its neighbors, each drawn on a twelve-hour clock of pitch classes.

The chord's clock comes first, large, its pitch classes numbered round the rim; below, one small
clock per neighbor, in the order given. On every clock the chord's notes are rings and the
neighbor's notes filled dots, so a dot inside a ring is a note the two share. Each neighbor is
captioned with its pitch classes, its Forte label and its distance.
"""
from __future__ import annotations

from math import cos, pi, sin

from .svg import ACCENT, MUTED, SECOND, svg, text

OCTAVE = 12
WIDTH, COLUMNS, CELL_HEIGHT = 360, 3, 128
BIG, SMALL = 46, 30  # clock radii
TOP = 176  # where the neighbors' grid starts
CENTRE_Y = 76  # the chord's clock
Row = tuple[tuple[int, ...], str, int]  # a neighbor: pitch classes, Forte label, distance


def neighbors_svg(chord: str, chord_pcs: tuple[int, ...], rows: list[Row], listed_by: str = "IcvNeighborsSkill") -> str:
    """The chord's clock and its neighbors' clocks, as SVG markup.

    >>> picture = neighbors_svg("Dm7", (0, 2, 5, 9), [((0, 2, 3, 7), "4-14", 2)])
    >>> picture.startswith("<svg") and 'aria-label="Dm7 {0,2,5,9}' in picture, picture.count("<circle")
    (True, 40)
    """
    grid_rows = -(-len(rows) // COLUMNS)
    height = TOP + 24 + grid_rows * CELL_HEIGHT
    body = [*clock(WIDTH / 2, CENTRE_Y, BIG, chord_pcs, (), numbered=True),
            text(WIDTH / 2, CENTRE_Y + BIG + 42, f"{chord} {braces(chord_pcs)}", 14, weight="bold"),
            *legend(chord, TOP + 8, listed_by)]
    for k, (pcs, forte, distance) in enumerate(rows):
        cx = (k % COLUMNS + 0.5) * WIDTH / COLUMNS
        top = TOP + 24 + (k // COLUMNS) * CELL_HEIGHT
        body += [text(cx - SMALL - 12, top + 8, str(k + 1), 13, anchor="start", fill=MUTED),
                 *clock(cx, top + 12 + SMALL, SMALL, chord_pcs, pcs),
                 text(cx, top + 2 * SMALL + 34, braces(pcs), 13),
                 text(cx, top + 2 * SMALL + 51, f"{forte} · L1 {distance}", 13)]
    label = f"{chord} {braces(chord_pcs)}; " + "; ".join(f"{braces(p)} {f} L1 {d}" for p, f, d in rows)
    return svg(WIDTH, height, label, body, max_width="22rem")


def position(cx: float, cy: float, radius: float, pc: int) -> tuple[float, float]:
    """Where a pitch class sits on a clock: 0 at the top, clockwise."""
    angle = 2 * pi * pc / OCTAVE
    return cx + radius * sin(angle), cy - radius * cos(angle)


def clock(cx: float, cy: float, radius: float, rings: tuple[int, ...], dots: tuple[int, ...],
          numbered: bool = False) -> list[str]:
    """One clock: its rim, a tick per pitch class, rings on `rings`, dots on `dots`."""
    parts = [f'<circle cx="{cx:g}" cy="{cy:g}" r="{radius:g}" fill="none" stroke="{MUTED}" stroke-width="1"/>']
    for pc in range(OCTAVE):
        x, y = position(cx, cy, radius, pc)
        parts.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="1.6" fill="{MUTED}"/>')
        if numbered:
            lx, ly = position(cx, cy, radius + 18, pc)
            parts.append(text(lx, ly + 4, str(pc), 12, fill=MUTED))
    size = 7 if numbered else 6
    parts += [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{size - 1.5:g}" fill="{ACCENT}"/>'
              for x, y in (position(cx, cy, radius, pc) for pc in dots)]
    parts += [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{size + 1:g}" fill="none" stroke="{SECOND}" stroke-width="2"/>'
              for x, y in (position(cx, cy, radius, pc) for pc in rings)]
    return parts


def legend(chord: str, y: float, listed_by: str) -> list[str]:
    """What a ring and a dot stand for, in GA's and the chord's names: the chord, and the skill that listed the dots."""
    x = WIDTH / 2 - 125
    return [f'<circle cx="{x:g}" cy="{y - 4:g}" r="7" fill="none" stroke="{SECOND}" stroke-width="2"/>',
            text(x + 12, y, chord, 13, anchor="start"),
            f'<circle cx="{x + 95:g}" cy="{y - 4:g}" r="4.5" fill="{ACCENT}"/>',
            text(x + 105, y, listed_by, 13, anchor="start")]


def braces(pcs) -> str:
    return "{" + ",".join(map(str, pcs)) + "}"
