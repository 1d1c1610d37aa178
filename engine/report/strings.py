"""The English words of a report that a reader's language must translate: its catalog keys (what a reader reads)."""
from __future__ import annotations

from typing import Iterator

from ..table import Drawing, ForReader, Grid, Join, Line, Phrase, Report, Table, translatable
from .voice import NO, NONE, YES


def strings(report: Report) -> list[str]:
    """Every template with words in the report's printed tables, once each, in the order they appear."""
    return list(dict.fromkeys(s for table in report.tables if table.title is not None for s in table_strings(table)))


def table_strings(table: Table) -> Iterator[str]:
    yield from words_strings(table.title)
    for part in table.parts:
        if isinstance(part, Grid):
            yield from (s for c in part.columns if part.header or c.heading for s in words_strings(c.heading or c.name))
            yield from (s for row in part.rows for cell in row for s in cell_strings(cell))
        elif isinstance(part, Line):
            yield from template_strings(part.template)
        else:
            yield from words_strings(part)
    for picture in table.pictures.values():
        if isinstance(picture, Drawing):  # drawn for each reader: its cells are said in their language
            yield from drawing_strings(list(picture.arguments.values()))


def drawing_strings(value) -> Iterator[str]:
    if isinstance(value, list):
        for item in value:
            yield from drawing_strings(item)
    elif not isinstance(value, (str, int, float)) and value is not None:
        yield from cell_strings(value)


def words_strings(part) -> Iterator[str]:
    """A title's or a line's: a plain string there is words, not a literal."""
    yield from template_strings(part) if isinstance(part, str) else cell_strings(part)


def cell_strings(cell) -> Iterator[str]:
    if cell is None:
        yield NONE
    elif isinstance(cell, bool):
        yield YES if cell else NO
    elif isinstance(cell, Phrase):
        yield from template_strings(cell.template)
        for value in cell.values.values():
            yield from cell_strings(value)
    elif isinstance(cell, Join):
        yield from template_strings(cell.separator)
        for item in cell.items:
            yield from cell_strings(item)
    elif isinstance(cell, ForReader):  # a reader reads only the reader's cell (a plain string there is a literal)
        yield from cell_strings(cell.read)


def template_strings(template: str) -> Iterator[str]:
    if translatable(template):
        yield template
