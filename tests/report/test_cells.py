"""Cells that say what they are: the program prints its own text, byte for byte, and a reader reads what is meant."""
import re

import pytest

from engine import Column, Table, grid
from engine.report import Reader, render_html, render_table, table_strings
from engine.report.voice import PROGRAM, say
from engine.table import ForReader, Join, Notes, Numbers, PitchClasses, Quote, phrase, report_from_data, report_to_data
from engine.table import Report

SPANISH = {"no hint": "ninguna pista", "chord": "acorde", "its notes": "sus notas", "notes": "notas",
           "pitch classes built": "clases de altura construidas", "none": "ninguno", "answer": "respuesta", "T": "T",
           "; ": "; "}
ES = Reader("es", (".", ",", 5), SPANISH.__getitem__)
FR = Reader("fr", ("\u202f", ",", 4), lambda template: template)
EN = Reader("en", (",", ".", 4), lambda template: template)


def cells(html: str) -> list[str]:
    return [re.sub(r"<[^>]+>", "", found) for found in re.findall(r"<t[dh]\b[^>]*>(.*?)</t[dh]>", html)]


@pytest.mark.parametrize("cell, program, spanish", [
    (Notes("C D# G", "C E♭ G"), "C D# G", "C E♭ G"),
    (PitchClasses("D F A#", "D F A♯"), "D F A#", "D F A♯"),
    (Quote("Harmonic substitutions for **G**"), "Harmonic substitutions for **G**", "«Harmonic substitutions for **G**»"),
    (Numbers("1 0 0.5 -0.83 (+13 zeros)"), "1 0 0.5 -0.83 (+13 zeros)", "1 0 0,5 -0,83 (+13 zeros)"),
    (Numbers("1.5e-8"), "1.5e-8", "1,5 × 10⁻⁸"),
    (ForReader(phrase("none"), phrase("no hint")), "none", "ninguna pista"),
    (ForReader(None, phrase("no hint")), "(none)", "ninguna pista"),
    (Join(", ", (2, phrase("{cost:.2f}", cost=1.2))), "2, 1.20", "2; 1,20"),
    (Join(", ", (2, 3)), "2, 3", "2, 3"),
])
def test_the_program_prints_its_text_and_a_reader_reads_what_is_meant(cell, program, spanish):
    "Assert each kind of cell prints the program's text and reads, for a Spanish reader, as meant."
    assert say(cell, PROGRAM) == program
    assert say(cell, ES) == spanish


def test_a_separator_is_written_as_the_readers_language_spaces_it():
    "Assert a separator with punctuation a language spaces its own way is the catalog's; a comma is the same everywhere."
    french = Reader("fr", ("\u202f", ",", 4), {"; ": "\u00a0; ", "{a}: {b}": "{a}\u00a0: {b}"}.__getitem__)
    cell = Join("; ", (phrase("{a}: {b}", a="C♯", b="C"), Join(", ", ("D", "E"))))
    assert say(cell, PROGRAM) == "C♯: C; D, E"
    assert say(cell, french) == "C♯\u00a0: C\u00a0; D, E"
    assert list(table_strings(Table("T", [grid([("x", 0)], [(cell,)])]))) == ["T", "x", "; ", "{a}: {b}"]


def test_gas_words_are_quoted_the_readers_way():
    "Assert GA's words are in each language's quotation marks, French ones with their narrow no-break spaces."
    assert [say(Quote("Found 1 voicing:"), voice) for voice in (EN, ES, FR)] == [
        "“Found 1 voicing:”", "«Found 1 voicing:»", "«\u202fFound 1 voicing:\u202f»"]


def test_a_column_heading_is_the_readers_and_the_name_the_programs():
    "Assert the program's header keeps the column's name, while a reader reads its heading."
    table = Table("T", [grid([Column("chord", 8), Column("notes", 12, heading="its notes"),
                              Column("notes", 0, heading="pitch classes built")],
                             [("Cm", Notes("C D# G", "C E♭ G"), PitchClasses("C D# G", "C D♯ G"))])])
    assert render_table(table).splitlines()[1:] == ["chord    notes        notes", "Cm       C D# G       C D# G"]
    shown = render_html(table, ES, "t")
    assert cells(shown) == ["acorde", "sus notas", "clases de altura construidas", "Cm", "C E♭ G", "C D♯ G"]
    assert list(table_strings(table)) == ["T", "chord", "its notes", "pitch classes built"]


def test_a_reader_is_asked_to_translate_only_what_a_reader_reads():
    "Assert the strings of a reworded cell are the reader's words, not the program's."
    table = Table("T", [grid([("answer", 0)], [(ForReader(phrase("none"), phrase("no hint")),)])])
    assert list(table_strings(table)) == ["T", "answer", "no hint"]


def test_an_indent_column_is_left_out_of_a_readers_table():
    "Assert a column without a header whose cells are all blank (the program's indent) is not shown to a reader."
    table = Table("T", [grid([("", 2), ("", 10), ("", 0)], [("", "C# major", "Fm7 for E#m7 1")], header=False)])
    shown = render_html(table, EN, "t")
    assert cells(shown) == ["C# major", "Fm7 for E#m7 1"] and re.search(r'<th scope="row"[^>]*>C# major</th>', shown)
    assert render_table(table).splitlines()[1] == "   C# major   Fm7 for E#m7 1"


def test_every_kind_of_cell_survives_the_disk_cache():
    "Assert a report of every new kind of cell and a column heading comes back from its JSON form equal."
    table = Table("T", [grid([Column("a", 4, heading=phrase("{n} notes", n=3)), Column("b", 0)],
                             [(Notes("C D#", "C E♭"), PitchClasses("C D#", "C D♯")),
                              (Quote("x"), Numbers("0.5")), (ForReader(None, phrase("no hint")), Join(", ", (1, 2)))]),
                        ForReader(phrase("{n} of them", n=2), phrase("{n} notes", n=2))], name="t")
    report = Report("l0", "pin", "# l0", (table,))
    assert report_from_data(report_to_data(report)) == report


def test_a_grid_the_program_prints_without_a_header_has_one_for_a_reader_if_its_columns_have_headings():
    "Assert a headerless grid with headings keeps the program's text headerless and gives a reader a header row."
    table = Table("T", [grid([Column("", 6, heading="set"), Column("", 0, heading="its pitch classes")],
                             [("{0,3}", PitchClasses("C D#", "C D♯"))], header=False)])
    assert render_table(table).splitlines()[1:] == ["{0,3}  C D#"]
    assert re.findall(r'<th scope="col"[^>]*>([^<]*)</th>', render_html(table, EN, "t")) == ["set", "its pitch classes"]
