"""The path a request takes through a program's stages, drawn top to bottom: one box per stage.

Each box is titled with the stage's name (a GA class or endpoint) and lists what the stage
weighed or returned, one row each, a value on the right (a score), the row it chose in bold with
a pointer; a stage that throws shows a cross. Narrow enough for a phone: long rows wrap inside
their box. The request and the rows are GA's words (its input, its values and answers), marked as English text
on every page; `drawings.request_path` quotes them in the reader's marks where they are sentences, and says the
picture's label (what each stage chose, or that it throws) in the reader's words.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..svg import INK, arrow, svg, text, text_width, wrap

WIDTH, MARGIN, INSET = 320, 6, 10  # the picture, the box's distance from its edge, text inside the box
TITLE_SIZE, ROW_SIZE, LEAD = 13, 12, 16
ARROW = 22  # between two boxes


@dataclass(frozen=True)
class Row:
    """One thing a stage weighed or returned: its text, a value beside it, whether the stage chose it."""

    text: str
    value: str = ""
    chosen: bool = False


@dataclass(frozen=True)
class Stage:
    """A stage of the path: its name and rows, or a cross where it throws."""

    name: str
    rows: tuple[Row, ...] = ()
    throws: bool = False

    def lines(self) -> list[tuple[Row, str]]:
        """The rows' lines as drawn: a long row wraps, its value stays on its first line."""
        room = WIDTH - 2 * (MARGIN + INSET)
        out = []
        for row in self.rows:
            reserved = text_width(row.value, ROW_SIZE) + 8 if row.value else 0
            out += [(row if k == 0 else Row(""), line) for k, line in
                    enumerate(wrap(row.text, ROW_SIZE, room - reserved, lines=3))]
        return out

    def height(self) -> float:
        return LEAD * (1 + max(len(self.lines()), 1)) + 10


def path_svg(start: str, stages: list[Stage], label: str) -> str:
    """The request, then each stage's box under the one before, an arrow between them; `label` says the path."""
    title = wrap(start, TITLE_SIZE, WIDTH - 2 * MARGIN)  # a long request on two lines, not cut at the edges
    body = [text(WIDTH / 2, 16 + LEAD * k, line, TITLE_SIZE, weight="bold", lang="en") for k, line in enumerate(title)]
    y = 24.0 + LEAD * (len(title) - 1)
    for stage in stages:
        body.append(arrow(WIDTH / 2, y, WIDTH / 2, y + ARROW))
        y += ARROW + 2
        body += box(stage, y)
        y += stage.height()
    return svg(WIDTH, y + 4, label, body, "path")


def box(stage: Stage, top: float) -> list[str]:
    """A stage's box: its frame, its name, its rows or a cross."""
    left, right = MARGIN, WIDTH - MARGIN
    parts = [f'<rect x="{left}" y="{top:g}" width="{right - left}" height="{stage.height():g}" rx="4" fill="none" '
             f'stroke="{INK}"/>',
             text(left + INSET, top + LEAD, stage.name, TITLE_SIZE, anchor="start", weight="bold")]
    if stage.throws:
        x, y, d = WIDTH / 2, top + LEAD * 1.6, 6
        return parts + [f'<path d="M{x - d:g} {y - d:g}L{x + d:g} {y + d:g}M{x - d:g} {y + d:g}L{x + d:g} {y - d:g}" '
                        f'stroke="{INK}" stroke-width="2"/>']
    for k, (row, line) in enumerate(stage.lines()):
        y = top + LEAD * (2 + k)
        weight = "bold" if row.chosen else ""
        parts.append(text(left + INSET + 4, y, line, ROW_SIZE, anchor="start", weight=weight, lang="en"))
        if row.value:
            parts.append(text(right - INSET, y, row.value, ROW_SIZE, anchor="end", weight=weight))
        if row.chosen:
            parts.append(f'<path d="M{left + 3} {y - 8:g}L{left + 9} {y - 4.5:g}L{left + 3} {y - 1:g}Z" fill="{INK}"/>')
    return parts

