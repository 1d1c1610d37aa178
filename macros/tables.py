"""A table directive's markup: the engine's table for a reader of the page, then the program's output, collapsed.

The reader's table is written by the engine (`engine.report.render_html`) in the page's
language: the words from `translations/<language>/tables/`, numbers in the language's
`number_format`. Under it, the program's text exactly as `python -m engine LESSON` prints it,
in a collapsed block whose copy button copies that text.
"""
from __future__ import annotations

from .catalogs import Catalogs, MissingString
from .kept import made_from
from .reports import api

SHOWN = 4  # missing strings named in a failure; tests/test_table_strings.py lists them all


def table_markup(table, language: str, default_language: str, catalogs: Catalogs, ident: str) -> str:
    """The reader's table, and the program's output in a collapsed block titled in the page's language.

    Both are HTML of their own, so they need none of the site's Markdown extensions.
    """
    voice = reader(catalogs, language, default_language)
    check_words(table, voice, catalogs, language)
    report = api().report
    shown = report.render_html(table, voice, ident, catalogs.text(language, "table_scroll_hint"))
    return f'{shown}\n\n{report.program_output_html(program_text(table), catalogs.text(language, "program_output"))}'


def program_text(table) -> str:
    """The table as the program prints it: the same in every language."""
    return made_from("program text", (table,), lambda: api().report.render_table(table))


def reader(catalogs: Catalogs, language: str, default_language: str):
    """The page's voice: the catalog's words (English pages keep the engine's templates) and the language's numbers."""
    english = language == default_language
    translate = (lambda template: template) if english else (lambda template: catalogs.table_word(language, template))
    return api().report.Reader(language, catalogs.number_format(language), translate)


def check_words(table, voice, catalogs: Catalogs, language: str) -> None:
    """Raise one error naming every string of the table that the page's language lacks."""
    missing = []
    for template in made_from("strings", (table,), lambda: tuple(dict.fromkeys(api().report.table_strings(table)))):
        try:
            voice.words(template)
        except LookupError:
            missing.append(template)
    if missing:
        listed = "; ".join(repr(t) for t in missing[:SHOWN])
        more = f"; and {len(missing) - SHOWN} more" if len(missing) > SHOWN else ""
        raise MissingString(f"table {table.name!r} has {len(missing)} string(s) not translated in "
                            f"{catalogs.folder.name}/{language}/tables/: {listed}{more}")
