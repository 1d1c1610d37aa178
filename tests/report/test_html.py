"""A reader's table: the program's cells as HTML, in the reader's words and numbers."""
import re

import pytest

from engine import Column, Grid, Table, grid
from engine.report import Reader, program_output_html, render_html, render_table
from engine.table import Line, phrase

SPANISH = {"The {n} voicings, {where}": "Los {n} voicings, {where}", "at the pin": "en el commit fijado",
           "chord": "acorde", "score": "puntuación", "exact": "exacto", "voicings {voicings}": "voicings {voicings}",
           "yes": "sí", "the course's:": "los del curso:", "rank {rank}": "puesto {rank}"}


def spanish(template: str) -> str:
    return SPANISH[template]


ES = Reader("es", (".", ",", 5), spanish)
EN = Reader("en", (",", ".", 4), lambda template: template)


def table(*parts, figures=None) -> Table:
    return Table(phrase("The {n} voicings, {where}", n=15360, where=phrase("at the pin")), parts,
                 figures or {"voicings": 15360}, name="voicings")


def cells(html: str, tag: str) -> list[str]:
    """The text of each `<tag>` of the HTML, tags inside it removed."""
    return [re.sub(r"<[^>]+>", "", found) for found in re.findall(rf"<{tag}\b[^>]*>(.*?)</{tag}>", html)]


def test_the_title_headers_words_and_numbers_are_the_readers():
    "Assert a Spanish reader gets the catalog's title, headers and cell words, and numbers with a decimal comma."
    shown = render_html(table(grid([Column("chord", 8), Column("score", 8, ".4f"), Column("exact", 0)],
                                   [("Cmaj7", 0.4932, True), ("G7", 15360.5, phrase("rank {rank}", rank=2))])),
                        ES, "t")
    assert cells(shown, "figcaption") == ["Los 15.360 voicings, en el commit fijado"]
    assert cells(shown, "th")[:3] == ["acorde", "puntuación", "exacto"]
    assert cells(shown, "td") == ["0,4932", "sí", "15.360,5000", "puesto 2"]


def test_the_first_cell_heads_its_row_and_numbers_are_marked():
    "Assert each row's first cell is its header and a column of numbers only is marked num, header included."
    shown = render_html(table(grid([("chord", 8), ("score", 8)], [("C", 1), ("G", None)])), EN, "t")
    assert re.findall(r'<th scope="row"[^>]*>(\w+)</th>', shown) == ["C", "G"]
    assert '<th scope="col" class="num">score</th>' in shown and '<td class="num">1</td>' in shown


def test_lines_are_filled_with_the_tables_figures_in_the_readers_way():
    "Assert a summary line is the catalog's template filled with the table's figures, written for the reader."
    shown = render_html(table(Line("voicings {voicings}")), ES, "t")
    assert cells(shown, "li") == ["voicings 15.360"]


def test_a_hyphenated_word_is_kept_whole_and_text_is_escaped():
    "Assert diagrams and tags do not break at their hyphens, and markup in a cell is text."
    shown = render_html(table(grid([("chord", 8), ("voicing", 0)], [("C<maj>", "x-3-2-0-1-0 C, open-voicing")])),
                        EN, "t")
    assert '<span class="nowrap">x-3-2-0-1-0</span> C, <span class="nowrap">open-voicing</span>' in shown
    assert "C&lt;maj&gt;" in shown


def test_a_headerless_grid_under_the_same_columns_continues_the_table_under_its_label():
    "Assert the lines between a grid and a headerless one with its columns head a group of the same table."
    columns = [("chord", 8), ("score", 0)]
    shown = render_html(table(grid(columns, [("C", 1)]), "the course's:", grid(columns, [("G", 2)], header=False)),
                        ES, "t")
    assert shown.count("<table") == 1 and shown.count("<tbody>") == 2
    assert '<th scope="rowgroup" colspan="2" class="lesson-table__group">los del curso:</th>' in shown
    assert "<ul" not in shown


def test_an_indented_line_is_an_item_of_the_line_above():
    "Assert a line the program indents is listed under the line before it."
    shown = render_html(Table("T", ["first", "  under it", "second"]), Reader("en", (",", ".", 4), str), "t")
    assert re.sub(r' class="[^"]*"', "", shown.split("</figcaption>")[1]) == \
        "<ul><li>first<ul><li>under it</li></ul></li><li>second</li></ul></figure>"


def test_a_string_the_catalog_lacks_raises():
    "Assert a reader whose catalog lacks a string cannot write the table (the plugin names what is missing)."
    with pytest.raises(KeyError):
        render_html(table(grid([("missing column", 8)], [("x",)])), ES, "t")


def test_the_program_and_the_reader_write_the_same_cells():
    "Assert an English reader's cells are the program's, numbers aside (the reader groups thousands)."
    data = table(Grid((Column("chord", 8), Column("score", 0, ".3f")), (("Am", 0.25), ("E7", 0.5))))
    program = [line.split() for line in render_table(data).splitlines()[2:]]
    shown = render_html(data, EN, "t")
    assert [[h, d] for h, d in zip(re.findall(r'scope="row"[^>]*>(\w+)<', shown), cells(shown, "td"))] == program


def test_the_box_scrolls_and_is_named_by_the_title():
    "Assert each table sits in a focusable box labelled by the figure's caption, with the scroll hint before it."
    shown = render_html(table(grid([("chord", 8)], [("C",)])), EN, "t1", "Scroll sideways")
    assert '<figcaption id="t1-title">' in shown
    assert ('<p class="lesson-table__hint" aria-hidden="true">Scroll sideways</p><div class="lesson-table__frame">'
            '<div class="lesson-table__scroll" role="region" tabindex="0" aria-labelledby="t1-title">') in shown


def test_the_programs_output_is_collapsed_and_kept_as_text():
    "Assert the program's text is in a collapsed block under its label, escaped but otherwise as printed."
    assert program_output_html("== T\na  <b>\n", "The program's output") == (
        '<details class="program-output"><summary>The program\'s output</summary>'
        "<pre><code>== T\na  &lt;b&gt;\n</code></pre></details>")


def test_a_row_the_program_prints_over_several_lines_is_one_row():
    "Assert a reader reads a row the program prints over several lines as one row of the grid's cells."
    columns = [Column("", 0, heading="chord"), Column("", 0, heading="exact", new_line=2), Column("", 0, heading="score")]
    shown = render_html(table(Grid(columns, (("C", "yes", 1), ("G", "no", 2)), header=False)), EN, "t")
    assert cells(shown, "tr") == ["chordexactscore", "Cyes1", "Gno2"] and "\n" not in "".join(cells(shown, "td"))
