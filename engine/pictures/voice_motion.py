"""The motion between two chords' voices, drawn: each voice's note, where it goes, and by how much.

One row per voice: the note in the first chord on the left, the note it moves to on the right,
an arrow between them marked with the move in semitones (+ up, − down; a dashed line when the
voice stays), and the total under the rows. The SVG scales with its container (a viewBox), is an
image for assistive technology (role, aria-label, title) and writes only chord and note names
numbers and arrows, which no language translates.
"""
from __future__ import annotations

from html import escape
from typing import Sequence
from zlib import crc32

from ..music.spelling import note_pc
from ..music.voice_leading import signed_move

WIDTH, TOP, ROW, BOTTOM = 240, 44, 36, 34  # layout in viewBox units
LEFT_X, RIGHT_X, BOX_W, BOX_H = 48, 192, 56, 26
INK, ACCENT, FONT = "currentColor", "#303f9f", "system-ui, sans-serif"  # indigo 700: 8.6:1 on white
MINUS = "\u2212"


def voice_motion_svg(voices: Sequence[tuple[str, str]], start: str, end: str, total: int) -> str:
    """SVG markup of the voices (from-note, to-note) moving from chord `start` to chord `end`.

    >>> svg = voice_motion_svg([("C", "C"), ("E", "F"), ("G", "A")], "C", "F", 3)
    >>> 'aria-label="C → F: C→C 0, E→F +1, G→A +2; Σ 3"' in svg, svg.count("<rect"), "viewBox" in svg
    (True, 6, True)
    """
    moves = [signed_move(note_pc(a), note_pc(b)) for a, b in voices]
    height = TOP + len(voices) * ROW + BOTTOM
    label = (f"{start} → {end}: " + ", ".join(f"{a}→{b} {signed(m, '-')}" for (a, b), m in zip(voices, moves))
             + f"; Σ {total}")
    head = f"head-{crc32(label.encode()):08x}"  # one arrowhead per picture: several share a page
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="voice-motion" viewBox="0 0 {WIDTH} {height}" role="img" '
        f'aria-label="{escape(label)}" font-family="{FONT}">',
        f"<title>{escape(label)}</title>",
        arrowhead(head),
        text(LEFT_X, 22, start, 17, bold=True),
        text(RIGHT_X, 22, end, 17, bold=True),
        *(mark for i, (voice, move) in enumerate(zip(voices, moves)) for mark in row(i, *voice, move, head)),
        text(WIDTH / 2, height - 12, f"Σ {total}", 16, bold=True),
        "</svg>",
    ]
    return "".join(parts)


def row(i: int, a: str, b: str, move: int, head: str) -> list[str]:
    """One voice: its two notes in boxes, the arrow between them and the move above it."""
    y = TOP + i * ROW + ROW / 2
    x1, x2 = LEFT_X + BOX_W / 2 + 4, RIGHT_X - BOX_W / 2 - 6
    line = (f'<line x1="{x1:g}" y1="{y:g}" x2="{x2:g}" y2="{y:g}" stroke="{INK if move == 0 else ACCENT}" '
            f'stroke-width="{1.5 if move == 0 else 2.5}"' + (' stroke-dasharray="4 4"/>' if move == 0
                                                              else f' marker-end="url(#{head})"/>'))
    return [box(LEFT_X, y, a), box(RIGHT_X, y, b), line,
            text((x1 + x2) / 2, y - 6, signed(move, MINUS), 14, fill=INK if move == 0 else ACCENT)]


def box(x: float, y: float, note: str) -> str:
    return (f'<rect x="{x - BOX_W / 2:g}" y="{y - BOX_H / 2:g}" width="{BOX_W}" height="{BOX_H}" rx="5" fill="none" '
            f'stroke="{INK}"/>' + text(x, y + 5.5, note, 16))


def text(x: float, y: float, words: str, size: int, bold: bool = False, fill: str = INK) -> str:
    weight = ' font-weight="600"' if bold else ""
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size}" text-anchor="middle" fill="{fill}"{weight}>'
            f"{escape(words)}</text>")


def arrowhead(head: str) -> str:
    return (f'<defs><marker id="{head}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" '
            f'orient="auto"><path d="M0 0L10 5L0 10z" fill="{ACCENT}"/></marker></defs>')


def signed(move: int, minus: str) -> str:
    """A move as the picture writes it: +2, −3 (or -3), 0."""
    return f"+{move}" if move > 0 else f"{minus}{-move}" if move < 0 else "0"
