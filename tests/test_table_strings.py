"""The words of the engine's tables, in every language the site is built in."""
from collections import defaultdict
from pathlib import Path
from string import Formatter

import pytest

from engine import LESSONS, lesson_report, revisions
from engine.panels import declared, panel_report
from engine.panels import strings as panel_strings
from engine.report.strings import strings
from engine.report.voice import NO, NONE, YES
from engine.table import Grid
from macros.catalogs import Catalogs

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("es", "fr")
CATALOGS = Catalogs(ROOT / "translations")


def used_strings() -> set[str]:
    """What the tables print, and the words the report writes itself for any None or bool cell."""
    return set(printed_by()) | {NONE, YES, NO}


def printed_by() -> dict[str, set[str]]:
    """Each string the tables and the "Try another" panels print: the lessons that print it."""
    lessons = defaultdict(set)
    for lesson in LESSONS:
        for at in revisions(lesson):
            for s in lesson_strings(lesson, at):
                lessons[s].add(lesson)
    return lessons


def lesson_strings(lesson: str, at: str) -> list[str]:
    """What a lesson's tables print at a revision, then its panels' forms and answers."""
    return strings(lesson_report(lesson, at)) + (panel_strings(panel_report(lesson, at)) if declared(lesson) else [])


def catalog_of(english: str, lessons: set[str]) -> str:
    """The file a string stands in: its lesson's own, or common.yml for words several lessons print (or the report's)."""
    return "common.yml" if len(lessons) > 1 or english in (NONE, YES, NO) else f"{min(lessons)}.yml"


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(template) if name}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("lesson", LESSONS)
def test_every_table_string_is_translated(lesson, language):
    "Assert the catalogs translate every string the lesson's tables and panels print, at every revision."
    words = CATALOGS.table_words(language)
    missing = [s for at in revisions(lesson) for s in lesson_strings(lesson, at) if s not in words]
    assert not missing, f"add to translations/{language}/tables/{lesson}.yml: {missing}"


@pytest.mark.parametrize("lesson", LESSONS)
def test_numbers_in_words_are_values(lesson):
    "Assert no title, line or column name carries a number inside its words: it goes in a field, written per language."
    for at in revisions(lesson):
        for table in lesson_report(lesson, at).tables:
            columns = [c.name for part in table.parts if isinstance(part, Grid) for c in part.columns]
            for part in (table.title, *table.parts, *columns):
                assert not (isinstance(part, str) and any(c.isdigit() for c in part)), f"{table.name}: {part!r}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_the_fields(language):
    "Assert each translation fills the same fields as its English template."
    for english, (translated, where) in CATALOGS.table_words(language).items():
        assert fields(translated) == fields(english), f"{where}: {english!r} -> {translated!r}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_string_is_left_unused(language):
    "Assert every catalog string is printed by some table: a dead one would mislead translators."
    unused = sorted(set(CATALOGS.table_words(language)) - used_strings())
    assert not unused


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_string_stands_in_the_catalog_of_the_lessons_that_print_it(language):
    "Assert a string one lesson prints stands in that lesson's catalog, and one several lessons print in common.yml."
    lessons, misplaced = printed_by(), []
    for english, (_, where) in CATALOGS.table_words(language).items():
        printers = lessons.get(english, set())
        if (printers or english in (NONE, YES, NO)) and Path(where).name != catalog_of(english, printers):
            said = ", ".join(sorted(printers)) or "the report"
            misplaced.append(f"{where}: {english!r} ({said}) goes in {catalog_of(english, printers)}")
    assert not misplaced, "\n".join(misplaced)
