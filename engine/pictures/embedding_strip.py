"""A vector drawn as a strip per partition: one cell per value, its shade the value's size.

Each partition gets a row of cells, wrapped every `PER_ROW` values, under its name and beside
its weight. A positive value is a blue cell and a negative one an orange cell, filled darker as
the value nears 1 (larger ones are drawn as 1) and outlined in the full colour, so that even a
small value stands out from the page; a zero is a grey dot, so a row shows at a glance how much
of its partition is set. Every cell carries its value in a tooltip. The drawing scales with its
container (a viewBox, no pixel size) and is laid out for a phone: at 390 px wide its labels
(14 units in a viewBox 432 wide) read at about 12 px. The words in it are the partitions' names, GA identifiers, and numbers,
which `numbers` writes in the reader's way (it is drawn for each reader: `engine.pictures.drawings`).
"""
from __future__ import annotations

from html import escape
from typing import Callable, Sequence

PER_ROW = 24  # values per line of cells
CELL, GAP = 10, 1  # a cell's side and the space between cells, in viewBox units
LABEL_W, WEIGHT_W, TOP, ROW_GAP, PART_GAP = 128, 40, 10, 2, 8
FONT_SIZE, WIDEST_GLYPH = 14, 0.7  # labels in viewBox units; a capital is at most 0.7 of the size wide
WIDTH = LABEL_W + PER_ROW * (CELL + GAP) + WEIGHT_W
INK, FONT = "currentColor", "system-ui, sans-serif"
POSITIVE, NEGATIVE = (31, 58, 147), (179, 71, 0)  # blue and orange outlines, 10:1 and 5:1 against white
ZERO_DOT = "#767676"  # 4.5:1 against white


Numbers = Callable[[str], str]  # a number as printed ("-0.5") -> as the reader writes it ("-0,5")


def embedding_strip_svg(partitions: Sequence[tuple[str, Sequence[float], float]], label: str,
                        numbers: Numbers = str) -> str:
    """The vector's strip as SVG markup: `partitions` are (name, values, weight) in the vector's order."""
    rows, y = [], TOP
    for name, values, weight in partitions:
        rows += partition_row(name, values, weight, y, numbers)
        y += lines_of(values) * (CELL + ROW_GAP) + PART_GAP
    height = y + legend_height()
    return "".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" role="img" '
        f'class="embedding-strip" aria-label="{escape(label)}" font-family="{FONT}">',
        f"<title>{escape(label)}</title>",
        *rows,
        *legend(y, numbers),
        "</svg>",
    ])


def lines_of(values: Sequence[float]) -> int:
    return max(1, -(-len(values) // PER_ROW))


def partition_row(name: str, values: Sequence[float], weight: float, y: float, numbers: Numbers = str) -> list[str]:
    """A partition's name, its cells on as many lines as it needs, and its weight."""
    text_y = y + CELL - 1
    parts = [f'<text x="0" y="{text_y}" font-size="{FONT_SIZE}" fill="{INK}">{escape(name)}</text>',
             f'<text x="{WIDTH}" y="{text_y}" font-size="{FONT_SIZE}" text-anchor="end" fill="{INK}">'
             f'{escape(numbers(f"{weight:.2f}"))}</text>']
    for k, value in enumerate(values):
        line, column = divmod(k, PER_ROW)
        x, top = LABEL_W + column * (CELL + GAP), y + line * (CELL + ROW_GAP)
        parts.append(cell(x, top, float(value), f"{name} {k}: {numbers(number(value))}"))
    return parts


def cell(x: float, y: float, value: float, tip: str) -> str:
    """One value's cell: a square in its shade, outlined in its colour, or a dot when it is zero."""
    if value == 0:
        return f'<circle cx="{x + CELL / 2:g}" cy="{y + CELL / 2:g}" r="1.6" fill="{ZERO_DOT}"><title>{escape(tip)}</title></circle>'
    outline = "#{:02x}{:02x}{:02x}".format(*(POSITIVE if value > 0 else NEGATIVE))
    return (f'<rect x="{x + 0.5:g}" y="{y + 0.5:g}" width="{CELL - 1}" height="{CELL - 1}" fill="{shade(value)}" '
            f'stroke="{outline}"><title>{escape(tip)}</title></rect>')


def shade(value: float) -> str:
    """The value's colour: white blended toward blue (positive) or orange (negative) by its size, capped at 1."""
    strength = 0.1 + 0.9 * min(abs(value), 1.0)
    r, g, b = POSITIVE if value > 0 else NEGATIVE
    mix = [round(255 + (c - 255) * strength) for c in (r, g, b)]
    return "#{:02x}{:02x}{:02x}".format(*mix)


def legend_height() -> int:
    return CELL + 14


def legend(y: float, numbers: Numbers = str) -> list[str]:
    """A scale under the strip: the shades of -1, -0.5, 0, 0.5 and 1, labelled with their values."""
    parts = []
    for k, value in enumerate((-1.0, -0.5, 0.0, 0.5, 1.0)):
        x = LABEL_W + k * 5 * (CELL + GAP)
        shown = numbers(number(value))
        parts.append(cell(x, y, value, shown))
        parts.append(f'<text x="{x + CELL + 3}" y="{y + CELL - 1}" font-size="12" fill="{INK}">{escape(shown)}</text>')
    return parts


def number(value: float) -> str:
    """A value as the tooltips write it: up to two decimals, a real minus sign."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return ("−" + text[1:] if text.startswith("-") else text) if text not in ("-0", "") else "0"
