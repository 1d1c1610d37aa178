"""The pieces every picture is made of: the root element, text, and the colours, chosen for contrast on white."""
from __future__ import annotations

from html import escape

FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
INK = "currentColor"  # the page's text colour
MUTED = "#616161"  # lines and outlines: 6.2:1 on white
ACCENT = "#283593"  # indigo 800: 10.4:1 on white
SECOND = "#ad1457"  # pink 800: 6.9:1 on white
PANEL = "#e8eaf6"  # indigo 50, behind text in INK: the text keeps over 15:1
LIGHT_PANEL = "#f5f5f5"


def svg(width: float, height: float, label: str, body: list[str], max_width: str) -> str:
    """A picture: scales to its container up to `max_width` (a CSS length), labelled for assistive technology."""
    return "".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:g} {height:g}" role="img" '
        f'aria-label="{escape(label)}" font-family="{escape(FONT)}" '
        f'style="display:block;width:100%;max-width:{max_width};height:auto;margin:0 auto">',
        f"<title>{escape(label)}</title>", *body, "</svg>"])


def text(x: float, y: float, words: str, size: float = 13, anchor: str = "middle", fill: str = INK,
         weight: str = "normal", lang: str = "") -> str:
    """One line of text, its baseline at y; `lang="en"` marks GA's own words (wire bytes, a message) on any page."""
    bold = ' font-weight="bold"' if weight == "bold" else ""
    language = f' lang="{lang}"' if lang else ""
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" text-anchor="{anchor}" fill="{fill}"{bold}{language}>'
            f"{escape(words)}</text>")


def box(x: float, y: float, width: float, height: float, fill: str = PANEL, stroke: str = ACCENT) -> str:
    return (f'<rect x="{x:g}" y="{y:g}" width="{width:g}" height="{height:g}" rx="6" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="1.5"/>')


def arrow(x1: float, y1: float, x2: float, y2: float, colour: str = MUTED) -> str:
    """A line with an arrowhead at (x2, y2)."""
    from math import atan2, cos, sin

    angle, size = atan2(y2 - y1, x2 - x1), 7
    left = (x2 - size * cos(angle - 0.45), y2 - size * sin(angle - 0.45))
    right = (x2 - size * cos(angle + 0.45), y2 - size * sin(angle + 0.45))
    return (f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" stroke="{colour}" stroke-width="1.6"/>'
            f'<path d="M{x2:g} {y2:g}L{left[0]:.1f} {left[1]:.1f}L{right[0]:.1f} {right[1]:.1f}Z" fill="{colour}"/>')
