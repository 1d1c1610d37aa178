"""The course program's text output, byte for byte.

The program prints a blank line and `== title` before each section, pads every cell of a row
but the last to its column's width (a longer cell is not cut: it overflows), joins the cells
with one space and trims the end of the line. `None` prints as "(none)".
"""
from __future__ import annotations

from ..table import Column, Grid, Report, Table
from .voice import PROGRAM, column_name, line, say, words


def render_report(report: Report) -> str:
    """The whole output of `python -m engine LESSON`, ending in a newline."""
    lines = [report.heading]
    for table in report.complete().tables:
        if table.title is not None:
            lines += ["", *table_lines(table)]
    return "\n".join(lines) + "\n"


def render_table(table: Table) -> str:
    """One section, its `== title` line first, without a final newline."""
    return "\n".join(table_lines(table))


def table_lines(table: Table) -> list[str]:
    lines = [f"== {words(table.title, PROGRAM)}"]
    for part in table.parts:
        lines += grid_lines(part) if isinstance(part, Grid) else [line(part, table.figures, PROGRAM)]
    return lines


def grid_lines(grid: Grid) -> list[str]:
    header = [[column_name(c, PROGRAM) for c in grid.columns]] if grid.header else []
    cells = header + [[say(v, PROGRAM, c.format) for v, c in zip(row, grid.columns)] for row in grid.rows]
    return [row_line(row, grid.columns, grid.padded) for row in cells]


def row_line(cells: list[str], columns: tuple[Column, ...], padded: bool = False) -> str:
    """A Report.Row: each cell but the last padded, the end trimmed; or, `padded`, every cell padded and kept."""
    cells = [cell.rjust(col.justify) for cell, col in zip(cells, columns)]
    if padded:
        return " ".join(cell.ljust(col.width) for cell, col in zip(cells, columns))
    return " ".join([col.before_next(cell) for cell, col in zip(cells[:-1], columns)] + cells[-1:]).rstrip()
