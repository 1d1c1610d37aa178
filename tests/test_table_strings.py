"""The words of the engine's tables, in every language the site is built in."""
from pathlib import Path
from string import Formatter

import pytest

from engine import LESSONS, lesson_report, revisions
from engine.report.strings import strings
from engine.report.voice import NO, NONE, YES
from engine.table import Grid
from macros.catalogs import Catalogs

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("es", "fr")
CATALOGS = Catalogs(ROOT / "translations")


def used_strings() -> set[str]:
    """What the tables print, and the words the report writes itself for any None or bool cell."""
    printed = {s for lesson in LESSONS for at in revisions(lesson) for s in strings(lesson_report(lesson, at))}
    return printed | {NONE, YES, NO}


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(template) if name}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("lesson", LESSONS)
def test_every_table_string_is_translated(lesson, language):
    "Assert the catalogs translate every string the lesson's tables print, at every revision."
    words = CATALOGS.table_words(language)
    missing = [s for at in revisions(lesson) for s in strings(lesson_report(lesson, at)) if s not in words]
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
