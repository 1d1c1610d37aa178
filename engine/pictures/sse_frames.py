"""An event stream cut into its frames: the lines a writer sent, beside the event a reader made of each frame.

Left, under `text/event-stream`, each frame's lines as they went over the wire, in a box; a line
the reader does not take as data (a stray line after an early blank line) is struck through and
marked ✕. Right, under `event.data`, the event the reader dispatched for the frame, its lines
joined by ↵; a frame that dispatches nothing gets a ✕ instead. Lines are GA's own bytes, cut
with … to fit, marked as English text on every page; the label around them is said in the reader's language
(`drawings.frames`), each event quoted as GA's words.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..svg import INK, SAFETY, arrow, char_width, svg, text, text_width

WIDTH, MARGIN, GAP = 400, 4, 22  # the picture, its edges, the room for the arrow between the columns
LEFT = 225  # the wire's column
SIZE, LEAD, PAD = 11, 14, 4  # 11 units: 11 px on a laptop, 10 px once shrunk to a phone's column
HEADER = 16
MAX_READ_LINES = 3
LINE_BREAK = "↵"


@dataclass(frozen=True)
class FrameRow:
    """One frame: its wire lines (each with whether it was read as data) and the event read from it."""

    lines: tuple[tuple[str, bool], ...]
    event: str | None  # None: nothing dispatched


def clipped(line: str, room: float) -> str:
    """The line, cut with … where it would overflow `room`.

    >>> clipped("data: Found 2 voicings", 1000), clipped("data: " + "x" * 80, 60)[-1]
    ('data: Found 2 voicings', '…')
    """
    if text_width(line, SIZE) <= room:
        return line
    return line[:fitting(line, room - text_width("…", SIZE))] + "…"


def read_lines(event: str) -> list[str]:
    """The event's data as the right column shows it: line breaks as ↵, on at most three lines, the last cut with ….

    >>> read_lines("[DONE]"), len(read_lines("x" * 200))
    (['[DONE]'], 3)
    """
    room = WIDTH - LEFT - GAP - 2 * MARGIN - 2 * PAD
    rest, out = event.replace("\n", f" {LINE_BREAK} "), []
    while rest and len(out) < MAX_READ_LINES - 1:
        n = fitting(rest, room)
        if n < len(rest) and " " in rest[1:n]:  # break after a word where one fits, else inside the word
            n = rest.rindex(" ", 1, n) + 1
        out.append(rest[:n].rstrip())
        rest = rest[n:]
    return out + ([clipped(rest, room)] if rest else [])


def fitting(line: str, room: float) -> int:
    """How many of the line's first characters fit `room` (one at least)."""
    used = 0.0
    for n, c in enumerate(line):
        used += char_width(c) * SIZE * SAFETY  # text_width's measure, one character at a time
        if used > room:
            return max(n, 1)
    return len(line)


def frames_svg(rows: list[FrameRow], label: str) -> str:
    """The frames top to bottom, each wire box with an arrow to its event (or a ✕); the label a reader's voice said."""
    right = LEFT + GAP
    body = [text(MARGIN, HEADER - 4, "text/event-stream", SIZE + 1, anchor="start", weight="bold"),
            text(right, HEADER - 4, "event.data", SIZE + 1, anchor="start", weight="bold")]
    y = HEADER
    for row in rows:
        shown = read_lines(row.event) if row.event is not None else []
        height = LEAD * max(len(row.lines), len(shown), 1) + 2 * PAD
        body += wire_box(row, y, height) + event_box(shown, right, y, height)
        y += height + 6
    return svg(WIDTH, y, label, body, "frames")


def wire_box(row: FrameRow, top: float, height: float) -> list[str]:
    """A frame's lines in a box; a line not read as data struck through and marked ✕."""
    parts = [f'<rect x="{MARGIN}" y="{top:g}" width="{LEFT - MARGIN}" height="{height:g}" rx="3" fill="none" '
             f'stroke="{INK}"/>']
    room = LEFT - MARGIN - 2 * PAD - 10
    for k, (line, data) in enumerate(row.lines):
        y = top + PAD + LEAD * (k + 1) - 3
        shown = clipped(line, room)
        parts.append(text(MARGIN + PAD, y, shown, SIZE, anchor="start", lang="en"))
        if not data:
            width = text_width(shown, SIZE)
            parts += [f'<line x1="{MARGIN + PAD}" y1="{y - 3:g}" x2="{MARGIN + PAD + width:g}" y2="{y - 3:g}" '
                      f'stroke="{INK}" stroke-width="1.2"/>', text(LEFT - PAD, y, "✕", SIZE, anchor="end")]
    return parts


def event_box(shown: list[str], left: float, top: float, height: float) -> list[str]:
    """The dispatched event beside its frame, or a ✕ where none was."""
    middle = top + height / 2
    if not shown:
        return [text(left + 8, middle + 4, "✕", SIZE + 3, anchor="start", weight="bold")]
    parts = [arrow(LEFT + 2, middle, left - 2, middle),
             f'<rect x="{left:g}" y="{top:g}" width="{WIDTH - MARGIN - left:g}" height="{height:g}" rx="3" '
             f'fill="none" stroke="{INK}" stroke-dasharray="3 2"/>']
    for k, line in enumerate(shown):
        parts.append(text(left + PAD, top + PAD + LEAD * (k + 1) - 3, line, SIZE, anchor="start", lang="en"))
    return parts
