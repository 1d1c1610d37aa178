"""SVG for the pictures the engine draws: text measured before it is placed, wrapped, and escaped.

A picture is drawn in viewBox units and shown at 1/16 rem per unit (120 units = 7.5rem, 150 px
on the site), so every picture keeps one scale and its text one size. No font metrics are read:
widths are estimated from DejaVu Sans, the widest of the common sans-serif fonts and the one
Debian's chromium uses for `system-ui`, then padded, so a label measured to fit does fit
whatever sans-serif font the reader's system has.
"""
from __future__ import annotations

from functools import lru_cache
from html import escape

FONT = "system-ui, sans-serif"
INK = "currentColor"  # the page's text colour: the contrast of the page's own text, in either scheme
UNITS_PER_REM = 16
SAFETY = 1.08  # measured widths are padded by this much

# DejaVu Sans advance widths, in em (chromium's canvas.measureText at 100 px, rounded up).
NARROW = dict.fromkeys("iIjl.,:;'|!`", 0.35)
SLIM = dict.fromkeys("ft()[]{}/\\-r ", 0.42)
WIDE = dict.fromkeys("mwMW%@…", 1.0)
SYMBOLS = dict.fromkeys("+#=<>~^→×÷±", 0.84)
UPPER, LOWER, DIGIT, OTHER = 0.8, 0.64, 0.64, 1.0


@lru_cache(maxsize=None)  # a few dozen characters, measured some hundred thousand times
def char_width(c: str) -> float:
    """One character's advance in em, estimated on the generous side."""
    for table in (NARROW, SLIM, WIDE, SYMBOLS):
        if c in table:
            return table[c]
    if c.isdigit():
        return DIGIT
    if c.isascii() and c.isalpha():
        return UPPER if c.isupper() else LOWER
    return OTHER


@lru_cache(maxsize=4096)  # the wrapping of a label measures its words again and again
def text_width(text: str, size: float) -> float:
    """The width a line of text takes at a font size, in the same units, padded for other fonts.

    >>> round(text_width("C", 14), 1), text_width("Bb + C (Major 2nd)", 14) > 150
    (12.1, True)
    """
    return sum(char_width(c) for c in text) * size * SAFETY


def wrap(text: str, size: float, room: float, lines: int = 2) -> list[str]:
    """The text on as few lines as fit `room`, at most `lines`, broken at spaces; the best break
    when it does not fit (the drawing then grows to its widest line).

    >>> wrap("Bb + C (Major 2nd)", 14, 112)
    ['Bb + C', '(Major 2nd)']
    >>> wrap("C", 14, 112), wrap("Cmaj7(shell)/B", 14, 50)
    (['C'], ['Cmaj7(shell)/B'])
    """
    words = text.split(" ")
    if lines < 2 or len(words) < 2 or text_width(text, size) <= room:
        return [text]
    splits = [[" ".join(words[:k]), *wrap(" ".join(words[k:]), size, room, lines - 1)] for k in range(1, len(words))]
    return min(splits, key=lambda split: (max(text_width(line, size) for line in split) > room, len(split),
                                          max(text_width(line, size) for line in split), -len(split[0])))


def svg(width: float, height: float, label: str, body: list[str], css_class: str) -> str:
    """A picture: an image for assistive technology, named by its label, shown at the common scale."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:g} {height:g}" role="img" '
            f'aria-label="{escape(label)}" class="{css_class}" style="width:{width / UNITS_PER_REM:g}rem" '
            f'font-family="{FONT}"><title>{escape(label)}</title>{"".join(body)}</svg>')


def text(x: float | tuple[float, ...], y: float, content: str, size: float, anchor: str = "middle",
         weight: str = "", lang: str = "") -> str:
    """A line of text, in the page's colour; with one x per character, each character is placed (and anchored)
    at its own x. `lang="en"` marks GA's own words (wire bytes, a message, an answer) on a page in any language.

    >>> text((20, 36), 127, "EA", 11)
    '<text x="20 36" y="127" font-size="11" text-anchor="middle" fill="currentColor">EA</text>'
    """
    bold = f' font-weight="{weight}"' if weight else ""
    language = f' lang="{lang}"' if lang else ""
    xs = " ".join(f"{v:g}" for v in x) if isinstance(x, tuple) else f"{x:g}"
    return (f'<text x="{xs}" y="{y:g}" font-size="{size:g}" text-anchor="{anchor}" fill="{INK}"{bold}{language}>'
            f"{escape(content)}</text>")


def arrow(x1: float, y1: float, x2: float, y2: float, head: float = 6) -> str:
    """A straight arrow from (x1, y1) to (x2, y2), its head at the end."""
    length = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5 or 1
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    left = (x2 - head * ux + head * 0.6 * uy, y2 - head * uy - head * 0.6 * ux)
    right = (x2 - head * ux - head * 0.6 * uy, y2 - head * uy + head * 0.6 * ux)
    return (f'<path d="M{x1:g} {y1:g}L{x2 - head * ux:g} {y2 - head * uy:g}" stroke="{INK}" stroke-width="1.6"/>'
            f'<path d="M{x2:g} {y2:g}L{left[0]:g} {left[1]:g}L{right[0]:g} {right[1]:g}Z" fill="{INK}"/>')
