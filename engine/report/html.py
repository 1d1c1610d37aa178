"""Tables for a reader: a table's title, grids and lines as HTML, in the reader's language.

The cells are the ones the program prints (`text.py`), written by a `Reader`: the catalog's
words and the language's numbers. The layout is for reading, not for a terminal:

- A table is a `<figure>` captioned with its title. Each grid is a `<table>` in a box of its
  own, which the page's CSS lets scroll sideways on a narrow screen.
- The first cell of a row heads it (`<th scope="row">`): it names what the row is about.
- A column of numbers only is marked `num` (the page aligns it right, in tabular figures), one
  with long cells `long` and one with a few words in a cell `words` (a phone keeps them readable),
  one of short cells only `short` (kept on one line: "2, 3" is not stacked).
- A word a browser could break at a sign inside it (a diagram, x-3-2-0-1-0; a tag, open-voicing;
  a name, Cmaj7(shell)/B) is kept whole: a cell, a title, a line wraps between words only.
- The lines under a grid are a list; a line the program indents is an item of the line above.
- A grid without a header, under the same columns as the grid before it, continues that
  grid: the lines between them head its rows (the program prints a label, then more rows).
- A column the program uses only to indent (no header, every cell blank) is left out; a grid
  the program prints without a header has one for a reader if its columns have headings.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from html import escape, unescape

from ..table import ForReader, Grid, Part, Table
from .voice import PROGRAM, Reader, column_name, line, say, words

# In escaped text: a short bracketed group of numbers (a vector, MIDI notes, a set: read as one), else a word with a
# sign a browser may break a line at (a hyphen, a slash, an angle bracket: "x-3-2", "Cmaj7(shell)/B", "&lt;root&gt;").
NUMBER_GROUP = r"(?:&lt;|\[|\{)[\d ,.]{1,24}(?:&gt;|\]|\})"
BREAKS_INSIDE = r"[^\s<>]*(?:[-/]|&lt;|&gt;)[^\s<>]*"
KEPT_WHOLE = re.compile(f"(?P<group>{NUMBER_GROUP})|(?P<word>{BREAKS_INSIDE})")
LONG_WORD = 24  # characters: a longer hyphenated run is no diagram or tag, and may break at its commas


@dataclass
class Rows:
    """One `<table>`: a grid, then the headerless grids that continue it, each after the lines that head it."""

    grid: Grid
    more: list[tuple[list[Part], Grid]] = field(default_factory=list)

    def grids(self) -> list[Grid]:
        return [self.grid, *(g for _, g in self.more)]


def render_html(table: Table, voice: Reader, ident: str, scroll_hint: str = "") -> str:
    """The table as a figure for a reader of `voice`'s language; `ident` names it in the page (an HTML id)."""
    title = keep_words_whole(escape(words(table.title, voice), quote=False), LONG_WORD)
    body = [rows_html(block, table, voice, ident, scroll_hint) if isinstance(block, Rows)
            else lines_html(block, table, voice) for block in blocks(table.parts)]
    return (f'<figure class="lesson-table" id="{ident}">'
            f'<figcaption id="{ident}-title">{title}</figcaption>{"".join(body)}</figure>')


def program_output_html(text: str, label: str) -> str:
    """The program's text, collapsed under a summary that names it: a reader opens it, or copies it whole."""
    return (f'<details class="program-output"><summary>{escape(label, quote=False)}</summary>'
            f"<pre><code>{escape(text, quote=False)}</code></pre></details>")


def blocks(parts) -> list[Rows | list[Part]]:
    """The parts in the order printed, grouped: a `Rows` per table, a list for each run of lines."""
    out: list[Rows | list[Part]] = []
    lines: list[Part] = []
    for part in parts:
        if not isinstance(part, Grid):
            lines.append(part)
        elif continues(out, part):
            out[-1].more.append((lines, part))
            lines = []
        else:
            out += [lines] if lines else []
            out.append(Rows(part))
            lines = []
    return out + ([lines] if lines else [])


def continues(out: list, grid: Grid) -> bool:
    """Whether a headerless grid goes on with the table just before it (the same columns)."""
    last = out[-1] if out else None
    return (not grid.header and isinstance(last, Rows)
            and [c.name for c in grid.columns] == [c.name for c in last.grid.columns])


def rows_html(rows: Rows, table: Table, voice: Reader, ident: str, scroll_hint: str) -> str:
    said = {id(grid): said_cells(grid, voice) for grid in rows.grids()}  # each cell written once
    shown = shown_columns(rows, said, voice)
    said = {key: [[row[i] for i in shown] for row in cells] for key, cells in said.items()}
    kinds = [column_class(rows, i, said) for i in range(len(shown))]
    head = header_html([rows.grid.columns[i] for i in shown], kinds, voice) if has_header(rows.grid) else ""
    bodies = [body_html(said[id(rows.grid)], kinds)]
    for label, grid in rows.more:
        heading = "; ".join(strip_line(p, table, voice) for p in label)
        bodies.append(body_html(said[id(grid)], kinds, len(shown), heading))
    hint = f'<p class="lesson-table__hint" aria-hidden="true">{escape(scroll_hint, quote=False)}</p>' if scroll_hint else ""
    return (f'{hint}<div class="lesson-table__frame">'
            f'<div class="lesson-table__scroll" role="region" tabindex="0" aria-labelledby="{ident}-title">'
            f'<table class="{grid_classes(rows.grid)}">{head}{"".join(bodies)}</table></div></div>')


def shown_columns(rows: Rows, said: dict[int, list], voice: Reader) -> list[int]:
    """The columns a reader is shown: all but those with no header and only blank cells (an indent)."""
    def blank(i: int) -> bool:
        named = has_header(rows.grid) and column_name(rows.grid.columns[i], voice).strip()
        return not named and all(not row[i][1].strip() for grid in rows.grids() for row in said[id(grid)])
    return [i for i in range(len(rows.grid.columns)) if not blank(i)]


def has_header(grid: Grid) -> bool:
    """Whether a reader is shown a header row: the program's, or the headings given where the program prints none."""
    return grid.header or any(c.heading for c in grid.columns)


def said_cells(grid: Grid, voice: Reader) -> list[list[tuple[object, str]]]:
    """Each row's cells with the text the voice writes for them, in their column's format."""
    return [[(cell, say(cell, voice, column.format)) for cell, column in zip(row, grid.columns)] for row in grid.rows]


MANY_COLUMNS = 9  # a grid this wide gets narrower cell padding, so that it still fits a laptop's page


def grid_classes(grid: Grid) -> str:
    return "lesson-table__grid" + (" lesson-table__grid--dense" if len(grid.columns) >= MANY_COLUMNS else "")


LONG = 48  # characters: a column with a cell this long is given room on a narrow screen
WORDS = 3  # words: a column with a cell of this many is kept from wrapping at every word on a narrow screen
SHORT = 16  # characters: a column whose cells are all this short (and of fewer words) keeps each on one line


def column_class(rows: Rows, column: int, said: dict[int, list]) -> str:
    """"num" for a column of numbers only (None aside), "long" for one with long cells, "words" for one with
    several words in a cell, "short" for one of short cells only, else ""."""
    cells = [row[column] for grid in rows.grids() for row in said[id(grid)]]
    given = [c for c, _ in cells if c is not None and not (isinstance(c, ForReader) and c.printed is None)]
    if given and all(isinstance(c, (int, float)) and not isinstance(c, bool) for c in given):
        return "num"
    if any(len(text) >= LONG for _, text in cells):
        return "long"
    if any(len(text.split()) >= WORDS for _, text in cells):
        return "words"
    return "short" if all(len(text) <= SHORT for _, text in cells) else ""


def header_html(columns: list, kinds: list[str], voice: Reader) -> str:
    cells = "".join(f'<th scope="col"{kind_class(n)}>{keep_words_whole(escape(column_name(c, voice), quote=False))}</th>'
                    for c, n in zip(columns, kinds))
    return f"<thead><tr>{cells}</tr></thead>"


def body_html(rows: list[list[tuple[object, str]]], kinds: list[str], width: int = 0, heading: str = "") -> str:
    label = (f'<tr><th scope="rowgroup" colspan="{width}" class="lesson-table__group">'
             f"{keep_words_whole(escape(heading, quote=False))}</th></tr>") if heading else ""
    return f"<tbody>{label}{''.join(row_html(row, kinds) for row in rows)}</tbody>"


def row_html(row: list[tuple[object, str]], kinds: list[str]) -> str:
    cells = []
    for i, (_, said) in enumerate(row):
        tag = 'th scope="row"' if i == 0 else "td"
        text = keep_words_whole(escape(said, quote=False))
        cells.append(f"<{tag}{kind_class(kinds[i])}>{text}</{tag.split()[0]}>")
    return f"<tr>{''.join(cells)}</tr>"


def kind_class(kind: str) -> str:
    return f' class="{kind}"' if kind else ""


def lines_html(parts: list[Part], table: Table, voice: Reader) -> str:
    """The lines as a list; a line the program indents under another is an item of that one."""
    items: list[tuple[str, list[str]]] = []
    for part in parts:
        text = keep_words_whole(escape(strip_line(part, table, voice), quote=False))
        if not text:
            continue  # a blank line the program prints between parts
        if line(part, table.figures, PROGRAM).startswith(" ") and items:
            items[-1][1].append(text)
        else:
            items.append((text, []))
    if not items:
        return ""
    return f'<ul class="lesson-table__lines">{"".join(item_html(t, subs) for t, subs in items)}</ul>'


def item_html(text: str, subitems: list[str]) -> str:
    inner = f"<ul>{''.join(f'<li>{s}</li>' for s in subitems)}</ul>" if subitems else ""
    return f"<li>{text}{inner}</li>"


def strip_line(part: Part, table: Table, voice: Reader) -> str:
    return line(part, table.figures, voice).strip()


@functools.lru_cache(maxsize=65536)  # a build writes ~130,000 cells, most of them texts seen before ("0", "yes", a chord)
def keep_words_whole(text: str, longest: int | None = None) -> str:
    """Escaped text with each word a browser could break at a sign, and each short bracketed group of numbers, kept on one line.

    A title is block text, where a word too long for a phone's line must still break: there,
    `longest` leaves longer words to the browser.

    >>> keep_words_whole("x-3-2-0-1-0 C, open-voicing and more")
    '<span class="nowrap">x-3-2-0-1-0</span> C, <span class="nowrap">open-voicing</span> and more'
    >>> keep_words_whole("ImprovisationSkill.ExecuteAsync(x), OPTIC-K-v1.8", 24)
    'ImprovisationSkill.ExecuteAsync(x), <span class="nowrap">OPTIC-K-v1.8</span>'
    >>> keep_words_whole("&lt;0 0 1 1 1 0&gt; [48 52 55] Cmaj7(shell)/B")
    '<span class="nowrap">&lt;0 0 1 1 1 0&gt;</span> <span class="nowrap">[48 52 55]</span> <span class="nowrap">Cmaj7(shell)/B</span>'
    """
    def kept(found: re.Match) -> str:
        if found["group"]:
            return f'<span class="nowrap">{found["group"]}</span>'
        return found["word"] if longest and len(unescape(found["word"])) > longest else breakable(found["word"])

    return KEPT_WHOLE.sub(kept, text)


def breakable(word: str) -> str:
    """A hyphenated word kept on one line; a long run (a layout string, a list of tags) may still break after its commas.

    >>> breakable("a-1,b-2"), breakable("optk-v4-pp-r:STRUCTURE:0-23,MORPHOLOGY:24-47")
    ('<span class="nowrap">a-1,b-2</span>', '<span class="nowrap">optk-v4-pp-r:STRUCTURE:0-23,</span><wbr><span class="nowrap">MORPHOLOGY:24-47</span>')
    """
    pieces = word.replace(",", ",\n").split("\n") if len(word) > LONG_WORD else [word]
    return "<wbr>".join(f'<span class="nowrap">{piece}</span>' for piece in pieces)
