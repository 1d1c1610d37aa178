"""Tables as data: what a probe's question answers, before it is text.

A table is a titled section of a lesson's output. Its body is a sequence of parts, printed in
order: grids (a header and rows, padded to the course program's column widths) and lines
(summary sentences). Its figures are the named values that lesson prose may cite.

Everything a reader reads as words is a template in English that the site translates: a title,
a column's name, a `Phrase` in a cell or a line, a `Line` over the table's figures. A plain
string in a cell is a literal (a chord, a diagram, a GA name) and stays as it is in every
language; a number is written in each language's way. `engine.report` turns these into the
program's text, byte for byte, and into a reader's table.

Some cells say what they are, so that a reader is not shown the program's shorthand as if it
were ours: a chord's `Notes` (spelled by letter for a reader, in the program's sharps in its
text), a set of `PitchClasses`, GA's own words (`Quote`), numbers the program printed in a
format of its own (`Numbers`, e.g. a vector), and `ForReader`, words the program prints tersely
and a page says in full (a bare "none" a translation must make agree with its noun). A column
may give a reader a fuller `heading` than the program's name.
"""
from __future__ import annotations

import functools
import re
import string
from dataclasses import dataclass, field
from typing import Mapping, Union

Figure = Union[int, float, str, bool]


@dataclass(frozen=True)
class Phrase:
    """Words with values in them: `Phrase("{n} of {total}", {"n": 3, "total": 10})`.

    The template is English and is the key a catalog translates it by; a field may carry a
    number format (`{score:.4f}`). Values are cells: numbers, literals, phrases, None, bools.
    """

    template: str
    values: Mapping[str, "Cell"] = field(default_factory=dict)

    def __post_init__(self):
        object.__setattr__(self, "values", dict(self.values))
        missing = set(fields_of(self.template)) - set(self.values)
        if missing:
            raise ValueError(f"phrase {self.template!r} has no value for {', '.join(sorted(missing))}")


@dataclass(frozen=True)
class Join:
    """Cells written one after another with a separator: `Join(", ", (Phrase("mode {m}", ...), ...))`.

    The separator is punctuation and spaces; one a language spaces its own way ("; ") is translated like a
    phrase. Words between items ("or") are a phrase's: `phrase("{a} or {b}", ...)`.
    """

    separator: str
    items: tuple["Cell", ...]

    def __post_init__(self):
        object.__setattr__(self, "items", tuple(self.items))


@dataclass(frozen=True)
class Line:
    """A summary line: a template over the table's own figures, `Line("candidates {candidates}: exact {exact}")`."""

    template: str


@dataclass(frozen=True)
class Notes:
    """A chord's notes: as the program prints them, and as a textbook spells them for a reader.

    `Notes("C D# G A#", "C E♭ G B♭")`: the program names pitch classes in sharps; a reader reads
    each note on its own letter, from the chord's root and quality (`engine.music.spelling`).
    """

    printed: str
    spelled: str


@dataclass(frozen=True)
class PitchClasses:
    """A set of pitch classes, named as the program names them (`PitchClasses("C D# G", "C D♯ G")`).

    No spelling is meant: the column's heading, or the phrase around it, tells a reader they
    are pitch classes.
    """

    printed: str
    read: str


@dataclass(frozen=True)
class Quote:
    """GA's own words (an answer, an error message): in the program's text as they are, quoted for a reader."""

    text: str


@dataclass(frozen=True)
class Numbers:
    """Numbers the program printed in a format of its own, as text ("1 0 0.5 0.83", "1.5e-8").

    A reader gets the same digits with their language's decimal mark and grouping.
    """

    printed: str


@dataclass(frozen=True)
class ForReader:
    """A cell or a line the program prints one way and a page words in full: `ForReader(phrase("none"), phrase("no hint"))`.

    The program's text stays the course's, byte for byte; a reader reads `read`, in their language.
    """

    printed: "Cell"
    read: "Cell"


Cell = Union[str, int, float, bool, None, Phrase, Join, Notes, PitchClasses, Quote, Numbers, ForReader]
# None prints as "(none)", a bool as yes/no


def phrase(template: str, **values: Cell) -> Phrase:
    """Words a reader reads in their language, with values filled in.

    >>> phrase("{n} of {total}", n=3, total=10)
    Phrase(template='{n} of {total}', values={'n': 3, 'total': 10})
    """
    return Phrase(template, values)


def fields_of(template: str) -> list[str]:
    """The names of a template's fields, in order.

    >>> fields_of("rank {rank}: {score:.3f}")
    ['rank', 'score']
    """
    return [name for _, name, _, _ in string.Formatter().parse(template) if name]


LETTER = re.compile(r"[^\W\d_]")
SPACED = re.compile(r"[:;!?]")  # punctuation each language spaces its own way: French writes "a : b", "a ; b"


@functools.lru_cache(maxsize=8192)  # asked of every cell of every table a page or panel shows; the templates are few
def translatable(template: str) -> bool:
    """Whether a reader's language writes a template its own way: a letter outside its fields (words), or
    punctuation that languages space differently. A separator or a label is then a phrase of each catalog.

    >>> translatable("{a}: {b}"), translatable("{n} of {total}"), translatable("{a}, {b}"), translatable("{x:.2f}")
    (True, True, False, False)
    """
    literal = "".join(text for text, *_ in string.Formatter().parse(template))
    return bool(LETTER.search(literal) or SPACED.search(literal))


def per(item: str, **figures: Figure) -> dict[str, Figure]:
    """Figures about one item of a table (a chord, a prompt), named `item.figure`: `per("e7", rootless=3)`.

    A page asks for them as `value("table.e7.rootless")`; the part after the last dot is the
    name in the code.
    """
    return {f"{item}.{name}": value for name, value in figures.items()}


@dataclass(frozen=True)
class Column:
    """A grid column: its header, the width the program pads it to, a format for numbers.

    A header is English words, or a `Phrase` when a number stands in it (`"hints, {boost:+.2f} each"`).
    A reader is given `heading` instead where the program's name is terse or ambiguous (two
    columns named "of notes").
    """

    name: str | Phrase
    width: int = 0
    format: str = ""  # a format spec for numbers, e.g. ".4f"
    heading: str | Phrase | None = None  # the header a reader reads, if not the program's
    justify: int = 0  # the program right-aligns the cell to this many characters first (C#'s `{x,9}`)
    # The program ends its line after this cell and starts the next cell this many spaces in (at least 1, the space
    # that joins cells): a row it prints over several lines, which a reader reads as one row
    new_line: int | None = None

    def before_next(self, cell: str) -> str:
        """The cell as the program writes it before the space that joins the next one: padded, or ending its line.

        >>> Column("a", 6).before_next("ab"), Column("a", 6, new_line=2).before_next("ab ")
        ('ab    ', 'ab\\n ')
        """
        return cell.ljust(self.width) if self.new_line is None else cell.rstrip() + "\n" + " " * (self.new_line - 1)


@dataclass(frozen=True)
class Grid:
    """Rows of cells under a header row (the header can be left out)."""

    columns: tuple[Column, ...]
    rows: tuple[tuple[Cell, ...], ...]
    header: bool = True
    padded: bool = False  # the program pads the last cell too and keeps the trailing spaces (a Report.Line)

    def __post_init__(self):
        object.__setattr__(self, "columns", tuple(self.columns))
        object.__setattr__(self, "rows", tuple(tuple(r) for r in self.rows))
        for row in self.rows:
            if len(row) != len(self.columns):
                raise ValueError(f"a row of {len(row)} cells under {len(self.columns)} columns: {row!r}")


Part = Union[Grid, Phrase, Line, ForReader, str]  # a str part is a line of words without values


@dataclass(frozen=True)
class Drawing:
    """A picture drawn for each reader: a drawing's name (`engine.pictures.drawings`) and its arguments.

    The arguments are data (numbers, literals, lists) and cells; each cell is said in the reader's
    language before the picture is drawn, so its layout measures the words a reader reads.
    """

    name: str
    arguments: Mapping[str, object]

    def __post_init__(self):
        object.__setattr__(self, "arguments", dict(self.arguments))


Picture = Union[str, Drawing]  # SVG markup with no words to translate, or a drawing made for each reader


@dataclass(frozen=True)
class Table:
    """One question's answer: a title, the parts printed under it, and its named figures.

    A table without a title holds figures only and is not printed.
    """

    title: str | Phrase | None
    parts: tuple[Part, ...] = ()
    figures: Mapping[str, Figure] = field(default_factory=dict)
    pictures: Mapping[str, Picture] = field(default_factory=dict)  # name: what a page can show
    name: str = ""  # set by the lesson runner from the question's name

    def __post_init__(self):
        object.__setattr__(self, "parts", tuple(self.parts))
        object.__setattr__(self, "figures", dict(self.figures))
        object.__setattr__(self, "pictures", dict(self.pictures))
        for part in self.parts:
            missing = set(fields_of(part.template)) - set(self.figures) if isinstance(part, Line) else ()
            if missing:
                raise ValueError(f"line {part.template!r} names figures the table lacks: {', '.join(sorted(missing))}")


@dataclass(frozen=True)
class Report:
    """A lesson's answers at one revision of GA, in the lesson's order."""

    lesson: str
    at: str
    heading: str
    tables: tuple[Table, ...]
    failed: Mapping[str, Exception] = field(default_factory=dict, compare=False)  # question: what it raised

    def table(self, name: str) -> Table:
        """The table of the question `name`; raises what that question raised, or UnknownName."""
        from .errors import ProbeError, UnknownName

        for table in self.tables:
            if table.name == name:
                return table
        if name in self.failed:
            raise ProbeError(str(self.failed[name])) from self.failed[name].__cause__
        raise UnknownName("table", name, [t.name for t in self.tables] + list(self.failed), self.lesson)

    def complete(self) -> "Report":
        """The report, if every question answered; else raises the first question's error."""
        for name in self.failed:
            self.table(name)
        return self


def shows_same(a: Table, b: Table) -> bool:
    """Whether two tables show a reader the same thing, their titles aside: the same parts, and the
    same values in the figures their lines print (two revisions' tables, compared as data).

    >>> pin = Table("at the pin", [Line("exact {exact}")], {"exact": 3, "unshown": 1})
    >>> shows_same(pin, Table("on main", pin.parts, {"exact": 3})), shows_same(pin, Table("on main", pin.parts, {"exact": 4}))
    (True, False)
    """
    printed = {name for part in a.parts if isinstance(part, Line) for name in fields_of(part.template)}
    return a.parts == b.parts and all(a.figures.get(n) == b.figures.get(n) for n in printed)


def grid(columns: list[tuple[str, int]] | list[Column], rows, header: bool = True, padded: bool = False) -> Grid:
    """A grid from (name, width) pairs or columns."""
    cols = tuple(c if isinstance(c, Column) else Column(*c) for c in columns)
    return Grid(cols, tuple(tuple(r) for r in rows), header, padded)


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
    return {"name": t.name, "title": _cell_to_data(t.title), "parts": [_part_to_data(p) for p in t.parts],
            "figures": dict(t.figures), "pictures": {k: _picture_to_data(v) for k, v in t.pictures.items()}}


def _table_from_data(d: dict) -> Table:
    parts = tuple(_part_from_data(p) for p in d["parts"])
    pictures = {k: _picture_from_data(v) for k, v in d["pictures"].items()}
    return Table(_cell_from_data(d["title"]), parts, d["figures"], pictures, d["name"])


def _picture_to_data(p: Picture):
    return p if isinstance(p, str) else {"drawing": p.name, "arguments": _value_to_data(p.arguments)}


def _picture_from_data(p) -> Picture:
    return p if isinstance(p, str) else Drawing(p["drawing"], _value_from_data(p["arguments"]))


def _value_to_data(v):
    """A drawing's argument: lists and dicts of data and cells (a dict of data is marked, not to be read as a cell)."""
    if isinstance(v, (list, tuple)):
        return [_value_to_data(x) for x in v]
    if isinstance(v, dict):
        return {"data": {k: _value_to_data(x) for k, x in v.items()}}
    return _cell_to_data(v)


def _value_from_data(v):
    if isinstance(v, list):
        return [_value_from_data(x) for x in v]
    if isinstance(v, dict) and set(v) == {"data"}:
        return {k: _value_from_data(x) for k, x in v["data"].items()}
    return _cell_from_data(v)


def _part_to_data(p: Part):
    if isinstance(p, Grid):
        return {"columns": [[_cell_to_data(c.name), c.width, c.format, _cell_to_data(c.heading), c.justify, c.new_line]
                            for c in p.columns],
                "rows": [[_cell_to_data(c) for c in r] for r in p.rows], "header": p.header, "padded": p.padded}
    return {"line": p.template} if isinstance(p, Line) else _cell_to_data(p)


def _part_from_data(p) -> Part:
    if isinstance(p, dict) and "columns" in p:
        return Grid(tuple(Column(_cell_from_data(c[0]), c[1], c[2], _cell_from_data(c[3]), *c[4:]) for c in p["columns"]),
                    tuple(tuple(_cell_from_data(c) for c in r) for r in p["rows"]), p["header"], p["padded"])
    return Line(p["line"]) if isinstance(p, dict) and "line" in p else _cell_from_data(p)


WRITTEN = {Notes: "notes", PitchClasses: "pitch classes", Quote: "quote", Numbers: "numbers"}  # plain fields: as data


def _cell_to_data(c: Cell):
    if isinstance(c, Phrase):
        return {"phrase": c.template, "values": {k: _cell_to_data(v) for k, v in c.values.items()}}
    if isinstance(c, Join):
        return {"join": c.separator, "items": [_cell_to_data(i) for i in c.items]}
    if isinstance(c, ForReader):
        return {"printed": _cell_to_data(c.printed), "read": _cell_to_data(c.read)}
    if type(c) in WRITTEN:
        return {"cell": WRITTEN[type(c)], "fields": list(vars(c).values())}
    return c


def _cell_from_data(c) -> Cell:
    if isinstance(c, dict) and "phrase" in c:
        return Phrase(c["phrase"], {k: _cell_from_data(v) for k, v in c["values"].items()})
    if isinstance(c, dict) and "join" in c:
        return Join(c["join"], tuple(_cell_from_data(i) for i in c["items"]))
    if isinstance(c, dict) and "read" in c:
        return ForReader(_cell_from_data(c["printed"]), _cell_from_data(c["read"]))
    if isinstance(c, dict) and "cell" in c:
        return next(kind for kind, name in WRITTEN.items() if name == c["cell"])(*c["fields"])
    return c


cell_to_data, cell_from_data = _cell_to_data, _cell_from_data  # a panel's option labels travel as a report's cells
