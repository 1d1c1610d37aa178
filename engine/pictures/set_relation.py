"""Two set classes side by side on pitch-class clocks, and the relation between them (Z, complement, inclusion).

The first set's notes are filled dots on the left clock; the right clock shows the second set's
notes as dots and the first set's as rings, so a dot inside a ring is a note both hold, a lone ring
a note of the first only. Between the clocks, the relation's sign; under each, the set's Forte
label, pitch classes and interval-class vector, where a Z pair shows one vector twice.
"""
from __future__ import annotations

from .pc_clocks import braces, clock
from .svg import MUTED, svg, text

WIDTH, HEIGHT, RADIUS = 320, 200, 46
LEFT_X, RIGHT_X, CLOCK_Y = 78, 242, 74
Side = tuple[str, tuple[int, ...], str]  # a set class: its Forte label, its pitch classes, its vector


def set_relation_svg(relation: str, first: Side, second: Side) -> str:
    """The two sets' clocks with the relation's sign between them, as SVG markup.

    >>> picture = set_relation_svg("Z", ("4-Z15", (0, 1, 4, 6), "<1 1 1 1 1 1>"), ("4-Z29", (0, 1, 3, 7), "<1 1 1 1 1 1>"))
    >>> 'aria-label="4-Z15 {0,1,4,6} &lt;1 1 1 1 1 1&gt; Z 4-Z29 {0,1,3,7}' in picture, picture.count("<circle")
    (True, 38)
    """
    body = [*clock(LEFT_X, CLOCK_Y, RADIUS, (), first[1]), *clock(RIGHT_X, CLOCK_Y, RADIUS, first[1], second[1]),
            text(WIDTH / 2, CLOCK_Y + 9, relation, 26, weight="bold")]
    for x, (label, pcs, vector) in ((LEFT_X, first), (RIGHT_X, second)):
        body += [text(x, CLOCK_Y + RADIUS + 26, label, 14, weight="bold"),
                 text(x, CLOCK_Y + RADIUS + 44, braces(pcs), 12),
                 text(x, CLOCK_Y + RADIUS + 61, vector, 12, fill=MUTED)]
    label = " ".join([first[0], braces(first[1]), first[2], relation, second[0], braces(second[1]), second[2]])
    return svg(WIDTH, HEIGHT, label, body, max_width="20rem")
