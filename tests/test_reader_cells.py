"""What every lesson's tables give a reader: a chord's notes spelled by letter, pitch classes said to be so, decimals
written per language, keys named in the reader's language, GA's words quoted; never the program's shorthand passed
off as ours.

The program prints pitch classes in sharps ("C D# G A#") and numbers in its own formats ("0.67");
that text stays byte for byte. A reader's table gets what the cell means, so a literal (a plain
str) may hold neither a list of notes with an accidental nor a decimal: such a cell is `Notes`,
`PitchClasses`, `Numbers`, a number, or GA's `Quote` (engine/table.py, CONTRIBUTING.md). Nor may it
name a key or a scale by letter ("C major", "D Dorian"): ours is `engine.lessons.names.key_name`
(do mayor, ré dorien), GA's a `Quote`. A separator or a label a reader reads is punctuation each
language writes its own way ("{a}: {b}", "; " in French: "a : b", "a ; b"), never English words.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import LESSONS, lesson_report, revisions
from engine.music.chord_scale import MODE_NAMES, SCALE_DEGREES
from engine.music.spelling import parse_note
from engine.panels import declared, panel_report
from engine.table import LETTER, SPACED, Drawing, ForReader, Grid, Join, Line, Notes, Phrase, PitchClasses, translatable
from macros.catalogs import Catalogs

NOTE_LIST = re.compile(r"\s*[A-G](?:#|b|♯|♭){0,2}(?:\s+[A-G](?:#|b|♯|♭){0,2})+\s*")  # "C D# G", "Bb D F"
ACCIDENTAL = re.compile(r"[A-G](?:#|b|♯|♭)")
DECIMAL = re.compile(r"(?<![\w.,-])\d+\.\d+(?![\w.]*\w)")  # 0.67, 1.20; not v1.8, not 0.5f
PITCH_CLASS = "pitch class"
MODES = "(?i:" + "|".join(sorted({*SCALE_DEGREES, *MODE_NAMES.values(), "major", "minor", "natural minor",
                                  "harmonic minor", "melodic minor"}, key=len, reverse=True)) + ")"
KEY = rf"[A-G](?:#|b|♯|♭){{0,2}} {MODES}(?: \([^)]*\))?"
KEY_NAMES = re.compile(rf"{KEY}(?:(?: / |, | or | \| ){KEY})*")  # "C major", "A Aeolian (natural minor)", "A minor / G major"
NAMED_TONIC = re.compile(rf"\{{(\w+)\}} {MODES}\b")  # a template's field before a mode's words: "{tonic} minor"
NOTE = re.compile(r"[A-G](?:#|b|♯|♭){0,2}")
KEY_BY_TONIC = re.compile(r"[A-G](?:#|b|♯|♭){0,2}m?")  # a key under a column "key": "F#", "Cm"
SENT_TO_GA = {  # literals that read as a key but are text the course writes to GA, shown as written (as a prompt is)
    "l13": {"A minor", "G# minor"},  # IsChordDiatonic's key argument, in the call's own quotes
    "l18": {"C major", "C minor"},  # chords written out in words, in "voice leading C<symbol> to F"
    "l20": {"F major", "D minor"},  # roots given to the progression tool
    "l21": {"F minor", "F# Lydian"},  # queries to the voicing search
    "l22": {"C minor", "A minor"},  # chords written out in words, after "ICV neighbors of"
    "l24": {"C major"},  # a chord written on the left of "⊗ G" for the Grothendieck parser
}
CATALOGS = Catalogs(Path(__file__).resolve().parents[1] / "translations")


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


def reader_parts(lesson: str):
    """Every part a reader reads whole in the lesson's printed tables, at every revision: (where, part, said,
    figures), a title, a grid's cell, a line or a picture's cell, with the table's figures a `Line` prints."""
    for at in revisions(lesson):
        for table, where in printed_tables(lesson, at):
            yield where, table.title, False, table.figures
            for part in table.parts:
                if isinstance(part, Grid):
                    for row in part.rows:
                        for cell, column in zip(row, part.columns):
                            heading = column.heading or column.name
                            said = PITCH_CLASS in (heading.template if isinstance(heading, Phrase) else heading)
                            yield f"{where}, column {column.name!r}", cell, said, table.figures
                elif not isinstance(part, str):
                    yield where, part, False, table.figures
            for name, picture in table.pictures.items():
                if isinstance(picture, Drawing):
                    arguments = {k: v for k, v in picture.arguments.items() if not k.startswith("ga_")}  # GA's text
                    yield from ((f"{where}, picture {name}", cell, False, {}) for cell in drawn_cells(arguments))


def reader_cells(lesson: str):
    """Every cell a reader reads in the lesson's printed tables, at every revision: (where, cell, said)."""
    for where, part, said, _ in reader_parts(lesson):
        yield from ((where, cell, said) for cell, said in read_cells(part, said))


def read_nodes(cell):
    """Every cell a reader reads inside `cell`, whole ones (a phrase, a join) and those inside them."""
    yield cell
    if isinstance(cell, ForReader):
        yield from read_nodes(cell.read)
    elif isinstance(cell, Phrase):
        for value in cell.values.values():
            yield from read_nodes(value)
    elif isinstance(cell, Join):
        for item in cell.items:
            yield from read_nodes(item)


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


@pytest.mark.parametrize("lesson", LESSONS)
def test_no_literal_names_a_key_by_letter(lesson):
    """Assert no plain-text cell is a key or a scale named by letter ("C major", "D Dorian", "A minor / C major", or
    "F#" and "Cm" under a column "key"): the course's is `key_name` (a reader reads do mayor, ré dorien), GA's a
    Quote; text the course writes to GA aside."""
    found = [f"{where}: {cell!r}" for where, cell, _ in reader_cells(lesson) if isinstance(cell, str)
             and (KEY_NAMES.fullmatch(cell) and cell not in SENT_TO_GA.get(lesson, ())
                  or where.endswith("column 'key'") and KEY_BY_TONIC.fullmatch(cell))]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lesson", LESSONS)
def test_a_keys_tonic_is_a_note_name_each_language_says(lesson):
    """Assert a phrase that names a key by its tonic ("{tonic} minor", which Spanish says "{tonic} menor") is given
    the tonic as a note's name (`note_name`: do♯, ré), never a letter, which would read "C♯ menor"."""
    found = []
    for where, part, _, figures in reader_parts(lesson):
        phrases = [Phrase(part.template, figures)] if isinstance(part, Line) else \
            [node for node in read_nodes(part) if isinstance(node, Phrase)]
        for said in phrases:
            for name in NAMED_TONIC.findall(said.template):
                tonic = said.values[name]
                tonic = tonic.read if isinstance(tonic, ForReader) else tonic
                if isinstance(tonic, str) and NOTE.fullmatch(tonic):
                    found.append(f"{where}: {said.template!r} with {name}={tonic!r}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lesson", LESSONS)
def test_separators_and_labels_are_each_languages(lesson):
    """Assert a join's separator a reader reads has no words (words between items are a phrase: "{a} or {b}"), and
    that French writes each separator or label whose only words are its punctuation with a space before ; and :."""
    found, french = [], CATALOGS.table_words("fr")
    for where, part, _, _ in reader_parts(lesson):
        for node in read_nodes(part):
            if isinstance(node, Join) and LETTER.search(node.separator):
                found.append(f"{where}: the separator {node.separator!r} is words")
            spaced = [node.separator] if isinstance(node, Join) else [node.template] if isinstance(node, Phrase) else []
            for template in spaced:
                if SPACED.search(template) and not LETTER.search(template) and translatable(template):
                    written = french[template][0] if template in french else template
                    if re.search(r"[^\s\u00a0\u202f][;:]", re.sub(r"\{[^}]*\}", "{}", written)):
                        found.append(f"{where}: {template!r} is {written!r} in French, with no space before ; or :")
    assert not found, "\n".join(found)
