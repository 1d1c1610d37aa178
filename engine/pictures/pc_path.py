"""A path of pitch-class sets, one clock per set from top to bottom, each move between two sets marked.

Each set is a twelve-hour clock of pitch classes, its notes as filled dots; the set before it
shows as rings on the same clock, so a dot inside a ring is a note the move keeps and a lone ring
a note it drops. Beside each clock: the set's pitch classes, Forte label and vector; on the arrow
to it, the move's L1 distance and the count of notes kept (∩).
"""
from __future__ import annotations

from .pc_clocks import clock
from .svg import MUTED, arrow, svg, text

WIDTH, RADIUS, ROW = 300, 30, 112  # the picture, a clock, one set's row
CLOCK_X, TEXT_X, TOP = 56, 112, 34
Step = tuple[str, tuple[int, ...], str, str]  # a set: its pitch classes in braces, the pitch classes, Forte label, vector


def path_clocks_svg(steps: list[Step], title: str) -> str:
    """The path's clocks, the first at the top, as SVG markup.

    >>> picture = path_clocks_svg([("{0,4,7}", (0, 4, 7), "3-11", "<0 0 1 1 1 0>"),
    ...                            ("{0,3,7}", (0, 3, 7), "3-11", "<0 0 1 1 1 0>")], "C to Cm")
    >>> 'aria-label="C to Cm: {0,4,7} 3-11 → {0,3,7} 3-11 (L1 0, ∩ 2)"' in picture, picture.count("<circle")
    (True, 35)
    """
    body = [text(WIDTH / 2, 18, title, 13, weight="bold")]
    moves = []
    for k, (braces, pcs, forte, vector) in enumerate(steps):
        y = TOP + RADIUS + k * ROW
        before = steps[k - 1][1] if k else ()
        body += clock(CLOCK_X, y, RADIUS, before, pcs)
        body += [text(TEXT_X, y - 10, braces, 14, anchor="start", weight="bold"),
                 text(TEXT_X, y + 8, forte, 13, anchor="start"),
                 text(TEXT_X, y + 26, vector, 13, anchor="start", fill=MUTED)]
        if k:
            l1, kept = distance(steps[k - 1][3], vector), len(set(before) & set(pcs))
            top = y - ROW + RADIUS + 6
            body += [arrow(CLOCK_X, top, CLOCK_X, y - RADIUS - 6),
                     text(CLOCK_X + 12, (top + y - RADIUS) / 2 + 4, f"L1 {l1} · ∩ {kept}", 12, anchor="start")]
            moves.append(f"{braces} {forte} (L1 {l1}, ∩ {kept})")
    label = f"{title}: {steps[0][0]} {steps[0][2]}" + "".join(f" → {m}" for m in moves)
    height = TOP + len(steps) * ROW - RADIUS + 20
    return svg(WIDTH, height, label, body, max_width="20rem")


def distance(a: str, b: str) -> int:
    """The L1 distance of two vectors as GA prints them, "<0 0 1 1 1 0>"."""
    counts = [[int(n) for n in v.strip("<>").split()] for v in (a, b)]
    return sum(abs(x - y) for x, y in zip(*counts))
