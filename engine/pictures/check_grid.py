"""A grid of checks: one row per question, one column per check in the order they run, in blocks side by side.

Lesson 8 draws GA's prompt corpus against PromptCorpusTests' checks: each prompt's row marks the
checks its answer passed (✓), the one it failed (✗), those never reached after it (·) and those
that do not apply (–: a skipped prompt, a list the entry does not set). Two blocks: the checks as GA
reads its strings, and the string checks as the strict reading does. The words drawn are GA's and the
course's identifiers (the checks' names, the intents); every cell writes its mark, so colour is never the only
carrier, and the label says what each mark counts in the reader's language (`drawings.check_grid`).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from html import escape
from typing import Sequence

from .mark_grid import FAIL, PASS, Style, cell
from .svg import MUTED, svg, text

PASSED, FAILED, NOT_REACHED, NOT_APPLIED = "✓", "✗", "·", "–"
STYLES: dict[str, Style] = {PASSED: PASS, FAILED: FAIL, NOT_REACHED: ("#ffffff", "#616161"),
                            NOT_APPLIED: ("#f5f5f5", "#616161")}
CELL = 16  # as mark_grid's cells
NUMBER, SERVED, GAP = 30, 112, 24  # the row label's two parts; the space between blocks
LABEL_CHAR, HEADING = 5.4, 16  # a column label's width per character at 9 units; the block heading's line


@dataclass(frozen=True)
class Block:
    """A block of columns: its heading, its columns' names, and one row of marks per question."""

    heading: str
    columns: tuple[str, ...]
    marks: tuple[tuple[str, ...], ...]


def check_grid_svg(labels: Sequence[tuple[str, str]], blocks: Sequence[Block], label: str) -> str:
    """The grid as SVG: each row's number and who answered on the left, then each block's cells.

    >>> picture = check_grid_svg([("#1", "skill.modes")], [Block("A", ("x", "y"), (("✓", "✗"),))], "test")
    >>> picture.count("<rect"), 'aria-label="test"' in picture
    (2, True)
    """
    top = HEADING + max(len(c) for b in blocks for c in b.columns) * LABEL_CHAR + 8
    left = NUMBER + SERVED
    body: list[str] = []
    for block in blocks:
        body += block_cells(block, left, top)
        left += len(block.columns) * CELL + GAP
    for i, (number, served) in enumerate(labels):
        y = top + i * CELL + CELL - 4  # who served a prompt is GA's own text (an intent, "skip: true" from its YAML)
        body += [text(NUMBER - 6, y, number, 10, anchor="end", fill=MUTED),
                 text(NUMBER, y, served, 9, anchor="start", fill=MUTED, lang="en")]
    return svg(left - GAP + 4, top + len(labels) * CELL + 4, label, body, max_width="26rem")


def counts(blocks: Sequence[Block]) -> Counter:
    """How many cells hold each mark."""
    return Counter(m for b in blocks for row in b.marks for m in row)


def block_cells(block: Block, left: float, top: float) -> list[str]:
    """A block's heading, its column names written upwards, and its cells."""
    width = len(block.columns) * CELL
    out = [text(left + width - 1, HEADING - 4, block.heading, 9, anchor="end", fill=MUTED),  # a long one reaches left
           f'<line x1="{left:g}" y1="{HEADING:g}" x2="{left + width - 1:g}" y2="{HEADING:g}" stroke="{MUTED}"/>']
    for j, name in enumerate(block.columns):
        x, y = left + j * CELL + CELL / 2 + 3, top - 5
        out.append(f'<text x="{x:g}" y="{y:g}" font-size="9" fill="{MUTED}" transform="rotate(-90 {x:g} {y:g})">'
                   f"{escape(name)}</text>")
    for i, row in enumerate(block.marks):
        out += [cell(left + j * CELL, top + i * CELL, mark, STYLES[mark]) for j, mark in enumerate(row)]
    return out
