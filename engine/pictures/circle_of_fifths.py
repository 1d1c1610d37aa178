"""The circle of fifths with what two skills name as the relative key of each key asked.

Fifteen spokes, seven flats to seven sharps, C at the top and the sharps clockwise: on each, the
key asked on the outer ring and its relative key (the textbook's) on the inner ring, joined by a
short grey line. Where a skill names another relative key than the textbook, its answer stands
outside the key asked, on the same spoke, joined to it by a dotted line and framed, in the second
colour: the difference rests on neither colour nor place alone. The first skill's answers stand
one step out, the second's two. A lesson asks its major keys on one circle and its minor keys on
another, so that each spoke carries one question. Keys are written as chord symbols with ♯ and ♭
(G♯m), which read alike in every language; the caption on the page says what the rings are.
"""
from __future__ import annotations

from math import cos, pi, sin
from typing import Sequence

from ..music.keys import key
from ..music.spelling import pretty
from .svg import ACCENT, INK, MUTED, SECOND, svg, text

SIZE, CENTRE = 390, 195
INNER, OUTER, STEP = 96, 136, 34  # the rings' radii, and how far out each skill's answer stands
GAP = 12  # how far from a label's centre a line stops
POSITIONS = 15  # seven flats to seven sharps
Asked = tuple[str, str, str, str]  # the key, one skill's relative, the other's, the textbook's ("B major", ...)


def short(name: str) -> str:
    """A key as a chord symbol names it, for a reader: "G# minor" is "G♯m", "B major" is "B"."""
    tonic, _, mode = name.partition(" ")
    return pretty(tonic) + ("m" if mode == "minor" else "")


def place(signature: int, radius: float) -> tuple[float, float]:
    """A point on the spoke of a signature (+ sharps, - flats) at `radius` from the centre."""
    angle = 2 * pi * signature / POSITIONS
    return CENTRE + radius * sin(angle), CENTRE - radius * cos(angle)


def label(signature: int, radius: float, words: str, size: float, colour: str) -> str:
    x, y = place(signature, radius)
    return text(x, y + size * 0.35, words, size, fill=colour, weight="bold")


def spoke(signature: int, inner: float, outer: float, colour: str = MUTED, dotted: bool = False) -> str:
    """The part of a spoke between two labels, clear of both."""
    (x1, y1), (x2, y2) = place(signature, inner + GAP), place(signature, outer - GAP)
    dots = ' stroke-dasharray="2 3"' if dotted else ""
    return f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{colour}" stroke-width="1.2"{dots}/>'


def framed(signature: int, radius: float, words: str) -> str:
    """A skill's other answer: its name in the second colour, in a dashed frame."""
    x, y = place(signature, radius)
    width = 9 * len(words) + 10
    return (f'<rect x="{x - width / 2:.1f}" y="{y - 11:.1f}" width="{width:g}" height="22" rx="4" fill="none" '
            f'stroke="{SECOND}" stroke-width="1.2" stroke-dasharray="4 2"/>' + label(signature, radius, words, 14, SECOND))


def circle_of_fifths_svg(keys: Sequence[Asked], skills: tuple[str, str] = ("ScaleInfoSkill", "RelativeKeySkill")) -> str:
    """The circle of the keys asked, each skill's differing answer outside the key it was asked about.

    >>> picture = circle_of_fifths_svg([("B major", "Ab minor", "G# minor", "G# minor")])
    >>> "G♯m" in picture and "A♭m" in picture and 'aria-label="ScaleInfoSkill: B → A♭m' in picture
    True
    """
    body, said = [], {skill: [] for skill in skills}
    for name, first, second, textbook in keys:
        signature = key(name).signature
        body += [spoke(signature, INNER, OUTER), label(signature, OUTER, short(name), 15, ACCENT),
                 label(signature, INNER, short(textbook), 14, INK)]
        for step, (skill, answer) in enumerate(zip(skills, (first, second)), 1):
            if answer != textbook:
                body += [spoke(signature, OUTER + (step - 1) * STEP, OUTER + step * STEP, SECOND, dotted=True),
                         framed(signature, OUTER + step * STEP, short(answer))]
                said[skill].append(f"{short(name)} → {short(answer)}")
    aria = "; ".join(f"{skill}: {', '.join(answers)}" for skill, answers in said.items() if answers)
    return svg(SIZE, SIZE, aria or "; ".join(skills), body, max_width="24rem")
