"""The circle of fifths with what two skills name as each key's relative key.

Fifteen keys of each mode, seven flats to seven sharps, round a circle from C at the top, sharps
clockwise: the major keys outside, the relative minor keys (the textbook's) inside. Where a skill
names another relative key than the textbook, its answer is written beside the key asked, in the
second colour and struck through with a mark, so the difference does not rest on colour alone.
"""
from __future__ import annotations

from math import cos, pi, sin
from typing import Sequence

from ..music.keys import key
from .svg import ACCENT, INK, MUTED, SECOND, svg, text

SIZE, CENTRE = 360, 180
MAJOR_RING, MINOR_RING, OUTSIDE, INSIDE = 138, 96, 164, 64
POSITIONS = 15  # seven flats to seven sharps
Asked = tuple[str, str, str, str]  # the key, one skill's relative, the other's, the textbook's ("B major", ...)


def short(name: str) -> str:
    """A key as a chord symbol names it: "G# minor" is "G#m", "B major" is "B"."""
    tonic, _, mode = name.partition(" ")
    return tonic + ("m" if mode == "minor" else "")


def place(signature: int, radius: float) -> tuple[float, float]:
    angle = 2 * pi * signature / POSITIONS
    return CENTRE + radius * sin(angle), CENTRE - radius * cos(angle) + 4


def circle_of_fifths_svg(keys: Sequence[Asked], skills: tuple[str, str] = ("ScaleInfoSkill", "RelativeKeySkill")) -> str:
    """The circle, each skill's differing answer beside the key it was asked about.

    >>> picture = circle_of_fifths_svg([("B major", "Ab minor", "G# minor", "G# minor")])
    >>> "Abm" in picture and "G#m" in picture and 'aria-label="B: ScaleInfoSkill Abm' in picture
    True
    """
    body = [f'<circle cx="{CENTRE}" cy="{CENTRE}" r="{(MAJOR_RING + MINOR_RING) / 2:g}" fill="none" '
            f'stroke="{MUTED}" stroke-width="1"/>']
    labels = []
    for name, first, second, textbook in keys:
        asked = key(name)
        ring = MAJOR_RING if asked.mode == "major" else MINOR_RING
        body.append(text(*place(asked.signature, ring), short(name), 13,
                         fill=ACCENT if asked.mode == "major" else INK, weight="bold"))
        for skill, said in zip(skills, (first, second)):
            if said != textbook:
                away = OUTSIDE if asked.mode == "minor" else INSIDE
                x, y = place(asked.signature, away)
                body.append(text(x, y, f"≠{short(said)}", 11, fill=SECOND))
                labels.append(f"{short(name)}: {skill} {short(said)}, {short(textbook)}")
    label = "; ".join(labels) or "; ".join(skills)
    return svg(SIZE, SIZE, label, body, max_width="24rem")
