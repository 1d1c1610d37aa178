"""Two seven-note scales side by side as ladders of semitones, each degree on its rung.

The rungs are the twelve semitones above the tonic, numbered at the left, the octave at the top.
Each scale's degrees sit on their rungs as dots, named by formula (1 2 ♭3 ...). A degree both
scales hold on the same rung is joined across by a plain line; a degree the right scale moves is
drawn as a square, in another colour, and joined to the left scale's by a dashed line, so the mark
does not rest on colour alone; the label names the moved degrees in the reader's words (`drawings.scale_ladder`).
"""
from __future__ import annotations

from html import escape

from ..music.scales import Scale, degree_formula
from .svg import ACCENT, MUTED, SECOND, svg, text

OCTAVE = 12
RUNG, TOP, BOTTOM = 24, 44, 18  # a semitone's height, the margins above and below the ladders
AXIS, LEFT, RIGHT, WIDTH = 20, 88, 200, 290  # x of the numbers, of each ladder; the picture's width
DOT, RAIL = 11, 28  # a degree's radius; a ladder's half-width
WHITE = "#ffffff"


def scale_ladder_svg(left: tuple[str, Scale], right: tuple[str, Scale], label: str) -> str:
    """Two scales as ladders, (name, semitones of degrees 1 to 7) each, the right one's moved degrees marked.

    >>> picture = scale_ladder_svg(("Major", (0, 2, 4, 5, 7, 9, 11)), ("Melodic minor", (0, 2, 3, 5, 7, 9, 11)), "test")
    >>> 'aria-label="test"' in picture, picture.count("<rect")
    (True, 1)
    """
    (left_name, low), (right_name, high) = left, right
    moved = moved_degrees(low, high)
    height = TOP + OCTAVE * RUNG + BOTTOM
    body = [*rungs(), *rails(LEFT), *rails(RIGHT),
            text(LEFT, 18, left_name, 11, weight="bold"), text(RIGHT, 18, right_name, 11, weight="bold")]
    for k, (a, b) in enumerate(zip(low, high)):
        body.append(joined(a, b, dashed=k in moved))
    body += [dot(LEFT, y_of(s), name) for s, name in zip(low, formula(low))]
    body += [(square if k in moved else dot)(RIGHT, y_of(s), name) for k, (s, name) in enumerate(zip(high, formula(high)))]
    return svg(WIDTH, height, label, body, max_width=f"{WIDTH * 1.4:g}px")


def moved_degrees(low: Scale, high: Scale) -> list[int]:
    """The degrees (0 for the first) the right scale holds on another rung than the left."""
    return [k for k in range(len(low)) if low[k] != high[k]]


def formula(scale: Scale) -> list[str]:
    """Each degree's name, flats and sharps as signs: ["1", "2", "♭3", ...]."""
    return degree_formula(scale).replace("b", "♭").replace("#", "♯").split()


def y_of(semitones: int) -> float:
    return TOP + (OCTAVE - semitones) * RUNG


def rungs() -> list[str]:
    """The semitone numbers at the left, a faint line across both ladders at each."""
    parts = []
    for s in range(OCTAVE + 1):
        y = y_of(s)
        parts.append(f'<line x1="{LEFT - RAIL:g}" y1="{y:g}" x2="{RIGHT + RAIL:g}" y2="{y:g}" stroke="{MUTED}" '
                     f'stroke-width="0.4" stroke-dasharray="1 3"/>')
        parts.append(text(AXIS, y + 4, str(s), 10, fill=MUTED))
    return parts


def rails(x: float) -> list[str]:
    return [f'<line x1="{x + side:g}" y1="{y_of(OCTAVE):g}" x2="{x + side:g}" y2="{y_of(0):g}" stroke="{MUTED}" '
            f'stroke-width="1.2"/>' for side in (-RAIL, RAIL)]


def joined(a: int, b: int, dashed: bool) -> str:
    """The line from a degree of the left scale to the same degree of the right one."""
    dash = ' stroke-dasharray="5 3"' if dashed else ""
    colour = SECOND if dashed else ACCENT
    return (f'<line x1="{LEFT + DOT:g}" y1="{y_of(a):g}" x2="{RIGHT - DOT:g}" y2="{y_of(b):g}" stroke="{colour}" '
            f'stroke-width="1.6"{dash}/>')


def dot(x: float, y: float, name: str) -> str:
    return f'<circle cx="{x:g}" cy="{y:g}" r="{DOT:g}" fill="{ACCENT}"/>' + on_mark(x, y, name)


def square(x: float, y: float, name: str) -> str:
    return (f'<rect x="{x - DOT:g}" y="{y - DOT:g}" width="{2 * DOT:g}" height="{2 * DOT:g}" fill="{SECOND}"/>'
            + on_mark(x, y, name))


def on_mark(x: float, y: float, name: str) -> str:
    """A degree's name, white on its mark (over 6:1 on either colour)."""
    return (f'<text x="{x:g}" y="{y + 3.5:g}" font-size="10" text-anchor="middle" fill="{WHITE}" '
            f'font-weight="bold">{escape(name)}</text>')
