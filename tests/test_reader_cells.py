"""What every lesson's tables give a reader: a chord's notes spelled by letter, pitch classes said to be so, decimals
written per language, GA's words quoted; never the program's shorthand passed off as ours.

The program prints pitch classes in sharps ("C D# G A#") and numbers in its own formats ("0.67");
that text stays byte for byte. A reader's table gets what the cell means, so a literal (a plain
str) may hold neither a list of notes with an accidental nor a decimal: such a cell is `Notes`,
`PitchClasses`, `Numbers`, a number, or GA's `Quote` (engine/table.py, CONTRIBUTING.md).
"""
from __future__ import annotations

import re

import pytest

from engine import LESSONS, lesson_report, revisions
from engine.music.spelling import parse_note
from engine.panels import declared, panel_report
from engine.table import Drawing, ForReader, Grid, Join, Notes, Phrase, PitchClasses

NOTE_LIST = re.compile(r"\s*[A-G](?:#|b|♯|♭){0,2}(?:\s+[A-G](?:#|b|♯|♭){0,2})+\s*")  # "C D# G", "Bb D F"
ACCIDENTAL = re.compile(r"[A-G](?:#|b|♯|♭)")
DECIMAL = re.compile(r"(?<![\w.,-])\d+\.\d+(?![\w.]*\w)")  # 0.67, 1.20; not v1.8, not 0.5f
PITCH_CLASS = "pitch class"


def read_cells(cell, said: bool = False):
    """(cell, said) for each cell a reader reads inside `cell`, `said` telling whether the words around it call
    what it holds pitch classes."""
    if isinstance(cell, ForReader):
        yield from read_cells(cell.read, said)
    elif isinstance(cell, Phrase):
        said = said or PITCH_CLASS in cell.template
        for value in cell.values.values():
            yield from read_cells(value, said)
    elif isinstance(cell, Join):
        for item in cell.items:
            yield from read_cells(item, said)
    else:
        yield cell, said


def printed_tables(lesson: str, at: str):
    """The lesson's printed tables at a revision, then each distinct answer of its "Try another" panels: (table, where)."""
    for table in lesson_report(lesson, at).tables:
        if table.title is not None:
            yield table, f"{lesson} {table.name} at {at}"
    for panel in (panel_report(lesson, at).panels.values() if declared(lesson) else ()):
        for answer in {id(t): t for t in panel.answers.values()}.values():
            yield answer, f"{lesson} panel {panel.table}, {answer.name} at {at}"


def reader_cells(lesson: str):
    """Every cell a reader reads in the lesson's printed tables, at every revision: (where, cell, said)."""
    for at in revisions(lesson):
        for table, where in printed_tables(lesson, at):
            yield from ((where, cell, said) for cell, said in read_cells(table.title))
            for part in table.parts:
                if isinstance(part, Grid):
                    for row in part.rows:
                        for cell, column in zip(row, part.columns):
                            heading = column.heading or column.name
                            said = PITCH_CLASS in (heading.template if isinstance(heading, Phrase) else heading)
                            yield from ((f"{where}, column {column.name!r}", c, s) for c, s in read_cells(cell, said))
                elif not isinstance(part, str):
                    yield from ((where, cell, said) for cell, said in read_cells(part))
            for name, picture in table.pictures.items():
                if isinstance(picture, Drawing):
                    yield from ((f"{where}, picture {name}", cell, False) for cell in drawn_cells(picture.arguments))


def drawn_cells(value):
    if isinstance(value, (list, tuple)):
        for item in value:
            yield from drawn_cells(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from drawn_cells(item)
    elif isinstance(value, str):
        yield value


@pytest.mark.parametrize("lesson", LESSONS)
def test_no_literal_reads_as_notes_with_an_accidental(lesson):
    "Assert no plain-text cell is a list of notes with a sharp or a flat: a chord's notes are Notes, a set PitchClasses."
    found = [f"{where}: {cell!r}" for where, cell, _ in reader_cells(lesson)
             if isinstance(cell, str) and NOTE_LIST.fullmatch(cell) and ACCIDENTAL.search(cell)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lesson", LESSONS)
def test_no_literal_holds_a_decimal(lesson):
    "Assert no plain-text cell holds a decimal number: a number is a number cell, or Numbers, or inside GA's Quote."
    found = [f"{where}: {cell!r}" for where, cell, _ in reader_cells(lesson)
             if isinstance(cell, str) and DECIMAL.search(cell)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lesson", LESSONS)
def test_a_chords_notes_are_spelled_by_letter(lesson):
    """Assert each Notes cell gives a reader the program's pitch classes, each on a letter of its own: a letter
    holds two notes only for a degree split in two, a whole tone apart (an altered chord's G♭ and G♯, ♭5 and ♯5)."""
    for where, cell, _ in reader_cells(lesson):
        if isinstance(cell, Notes):
            spelled = [parse_note(n) for n in cell.spelled.split()]
            assert {n.pc for n in spelled} == {parse_note(n).pc for n in cell.printed.split()}, f"{where}: {cell}"
            assert len(spelled) <= 7, f"{where}: {cell}"
            for letter in {n.letter for n in spelled}:
                alters = sorted(n.alter for n in spelled if n.letter == letter)
                assert len(alters) == 1 or (len(alters) == 2 and alters[1] - alters[0] == 2), \
                    f"{where}: {cell} repeats a letter"


@pytest.mark.parametrize("lesson", LESSONS)
def test_pitch_classes_are_said_to_be_pitch_classes(lesson):
    "Assert a PitchClasses cell stands under a heading, or in words, that call it pitch classes."
    found = [f"{where}: {cell!r}" for where, cell, said in reader_cells(lesson) if isinstance(cell, PitchClasses) and not said]
    assert not found, "\n".join(found)
