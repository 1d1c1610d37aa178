"""A chord's tones on the wheel of the seven letters: each spelling on its own ring, each tone on its letter.

A textbook writes a chord's tones on letters a third apart; GA's ChordSpelling writes each tone
on the letter its formula gives. Two spellings of one chord, on two rings, show where they put a
tone on another letter (C7alt's flat fifth: F♯ on F for the skill, G♭ on G for the textbook). The
rings are told apart by their label and their place, not by colour only.
"""
from __future__ import annotations

from math import cos, pi, sin
from typing import Sequence

from ..music.spelling import LETTERS, parse_note, pretty
from .svg import ACCENT, MUTED, SECOND, svg, text

SIZE, CENTRE = 340, 170
LETTER_RING = 146
RINGS = (112, 74)  # one ring per spelling, outside in
COLOURS = (ACCENT, SECOND)
SPREAD = 30  # viewBox units along the ring between two tones on one letter (a tone's disc is 26 across)


def place(angle: float, radius: float) -> tuple[float, float]:
    return CENTRE + radius * sin(angle), CENTRE - radius * cos(angle) + 4


def letter_wheel_svg(chord: str, spellings: Sequence[tuple[str, Sequence[str]]]) -> str:
    """The wheel: the seven letters round the rim, each spelling's tones on its ring.

    >>> picture = letter_wheel_svg("C7alt", [("ChordInfoSkill", ["C", "F#"]), ("1 b5", ["C", "Gb"])])
    >>> picture.count(">F♯</text>"), picture.count(">G♭</text>"), 'aria-label="C7alt: ChordInfoSkill C F♯; 1 b5 C G♭"' in picture
    (1, 1, True)
    """
    body = [f'<circle cx="{CENTRE}" cy="{CENTRE}" r="{r}" fill="none" stroke="{MUTED}" stroke-width="1"/>'
            for r in RINGS]
    body += [text(*place(2 * pi * k / len(LETTERS), LETTER_RING), letter, 15, fill=MUTED, weight="bold")
             for k, letter in enumerate(LETTERS)]
    body.append(text(CENTRE, CENTRE + 6, chord, 15, weight="bold"))
    for (name, notes), radius, colour, row in zip(spellings, RINGS, COLOURS, (SIZE - 26, SIZE - 8)):
        body += tones(notes, radius, colour)
        body.append(text(8, row, name, 12, anchor="start", fill=colour))
    label = f"{chord}: " + "; ".join(f"{name} {' '.join(pretty(n) for n in notes)}" for name, notes in spellings)
    return svg(SIZE, SIZE + 4, label, body, max_width="22rem")


def tones(notes: Sequence[str], radius: float, colour: str) -> list[str]:
    """Each tone on its letter; tones sharing a letter spread a little along the ring."""
    letters = [LETTERS.index(parse_note(n).letter) for n in notes]
    parts = []
    for i, (note, k) in enumerate(zip(notes, letters)):
        group = [j for j, other in enumerate(letters) if other == k]
        shift = (group.index(i) - (len(group) - 1) / 2) * SPREAD / radius
        x, y = place(2 * pi * k / len(LETTERS) + shift, radius)
        parts.append(f'<circle cx="{x:.1f}" cy="{y - 4:.1f}" r="13" fill="white" stroke="{colour}" stroke-width="1.6"/>')
        parts.append(text(x, y, pretty(note), 11, fill=colour, weight="bold"))
    return parts
