"""Tables as data: what a probe's question answers, before it is text.

A table is a titled section of a lesson's output. Its body is a sequence of parts, printed in
order: grids (a header and rows, padded to the course program's column widths) and free lines
(summary sentences). Its figures are the named values that lesson prose may cite.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Union

Cell = Union[str, int, float, None]  # None prints as "(none)"
Figure = Union[int, float, str, bool]


@dataclass(frozen=True)
class Column:
    """A grid column: its header, the width the program pads it to, a format for numbers."""

    name: str
    width: int = 0
    format: str = ""  # a format spec for numbers, e.g. ".4f"


@dataclass(frozen=True)
class Grid:
    """Rows of cells under a header row (the header can be left out)."""

    columns: tuple[Column, ...]
    rows: tuple[tuple[Cell, ...], ...]
    header: bool = True

    def __post_init__(self):
        object.__setattr__(self, "columns", tuple(self.columns))
        object.__setattr__(self, "rows", tuple(tuple(r) for r in self.rows))
        for row in self.rows:
            if len(row) != len(self.columns):
                raise ValueError(f"a row of {len(row)} cells under {len(self.columns)} columns: {row!r}")


Part = Union[Grid, str]


@dataclass(frozen=True)
class Table:
    """One question's answer: a title, the parts printed under it, and its named figures.

    A table without a title holds figures only and is not printed.
    """

    title: str | None
    parts: tuple[Part, ...] = ()
    figures: Mapping[str, Figure] = field(default_factory=dict)
    pictures: Mapping[str, str] = field(default_factory=dict)  # name: SVG markup a page can show
    name: str = ""  # set by the lesson runner from the question's name

    def __post_init__(self):
        object.__setattr__(self, "parts", tuple(self.parts))
        object.__setattr__(self, "figures", dict(self.figures))
        object.__setattr__(self, "pictures", dict(self.pictures))


@dataclass(frozen=True)
class Report:
    """A lesson's answers at one revision of GA, in the lesson's order."""

    lesson: str
    at: str
    heading: str
    tables: tuple[Table, ...]

    def table(self, name: str) -> Table:
        from .errors import UnknownName

        for table in self.tables:
            if table.name == name:
                return table
        raise UnknownName("table", name, [t.name for t in self.tables], self.lesson)


def grid(columns: list[tuple[str, int]] | list[Column], rows, header: bool = True) -> Grid:
    """A grid from (name, width) pairs or columns."""
    cols = tuple(c if isinstance(c, Column) else Column(*c) for c in columns)
    return Grid(cols, tuple(tuple(r) for r in rows), header)


# Reports travel as JSON (the disk cache); these two functions are each other's inverse.

def report_to_data(report: Report) -> dict:
    return {
        "lesson": report.lesson,
        "at": report.at,
        "heading": report.heading,
        "tables": [_table_to_data(t) for t in report.tables],
    }


def report_from_data(data: dict) -> Report:
    tables = tuple(_table_from_data(t) for t in data["tables"])
    return Report(data["lesson"], data["at"], data["heading"], tables)


def _table_to_data(t: Table) -> dict:
    parts = [p if isinstance(p, str) else {
        "columns": [[c.name, c.width, c.format] for c in p.columns],
        "rows": [list(r) for r in p.rows],
        "header": p.header,
    } for p in t.parts]
    return {"name": t.name, "title": t.title, "parts": parts, "figures": dict(t.figures), "pictures": dict(t.pictures)}


def _table_from_data(d: dict) -> Table:
    parts = tuple(p if isinstance(p, str) else Grid(
        tuple(Column(*c) for c in p["columns"]), tuple(tuple(r) for r in p["rows"]), p["header"],
    ) for p in d["parts"])
    return Table(d["title"], parts, d["figures"], d["pictures"], d["name"])
