"""Each lesson page, in each language, shows the engine's tables byte for byte and its figures in the page's format."""
from __future__ import annotations

import functools
import html
import re

import pytest
import site_map
from page_html import built_page

import engine
from macros.directives import directives
from macros.figures import Shown

TABLE = re.compile(r'^(?:table|main_table)\("(\w+)"(?:, at="(\w+)")?\)$')
VALUE = re.compile(r'value\("([\w.]+)"(?:, at="(\w+)")?(?:, decimals=(\d+))?\)')
PAGES = [(lang, src) for lang, src in site_map.lesson_pages() if site_map.front_matter(site_map.source(src, lang)).get("lesson")]


@functools.cache  # a page cites hundreds of figures; the engine's key is a hash of the lesson's sources
def report(lesson: str, at: str):
    """The lesson's report, from the engine cache the site's build shares with the tests (tests/conftest.py)."""
    return engine.lesson_report(lesson, at)


def asked(lang: str, src: str) -> tuple[str, list[str]]:
    path = site_map.source(src, lang)
    return site_map.front_matter(path)["lesson"], [d.expression for d in directives(path.read_text(encoding="utf-8"))]


@pytest.mark.parametrize("lang, src", PAGES, ids=[site_map.page_id(*p) for p in PAGES])
def test_every_table_the_page_asks_for_is_shown_as_the_engine_prints_it(site, lang, src):
    "Assert each table directive of the page is in its built HTML exactly as the engine renders it (main's only where it differs)."
    lesson, expressions = asked(lang, src)
    shown = [block.rstrip("\n") for block in built_page(site, lang, src).code_blocks]
    tables = [TABLE.match(e) for e in expressions if TABLE.match(e)]
    assert tables, "a lesson page shows at least one program table"
    for match in tables:
        name, at = match.group(1), match.group(2) or ("main" if match.group(0).startswith("main_") else "pin")
        pin, table = (report(lesson, a).table(name) for a in ("pin", at))
        if match.group(0).startswith("main_") and engine.table.shows_same(pin, table):
            continue  # the page says main's table is the same instead
        assert engine.render_table(table) in shown, f"{name} at {at}"


@pytest.mark.parametrize("lang, src", PAGES, ids=[site_map.page_id(*p) for p in PAGES])
def test_every_figure_the_prose_cites_is_written_the_pages_way(site, lang, src):
    "Assert each figure a directive shows alone is in the built page, formatted for the page's language."
    lesson, expressions = asked(lang, src)
    text = html.unescape(site.html(site_map.url(src, lang)))  # the page's text as built, no-break spaces kept
    shown_alone = [VALUE.fullmatch(e) for e in expressions if VALUE.fullmatch(e)]
    assert shown_alone, "a lesson's prose cites the engine's figures"
    for name, at, decimals in (m.groups() for m in shown_alone):
        table, figure = name.split(".", 1)  # a figure about one item of a table is named "g7.exact"
        value = report(lesson, at or "pin").table(table).figures[figure]
        shown = str(Shown(value, lang, int(decimals) if decimals else None))
        if not isinstance(value, bool) and len(shown) > 1:  # a single digit is on every page anyway
            assert shown in text, f"{name} in {lang}"


def test_the_three_languages_write_the_index_size_their_own_way(site):
    "Assert the index's size is written 15,360 / 15.360 / 15 360 where the course index cites it."
    size = report("l19", "pin").table("the_index_and_the_tool").figures["voicings"]
    for lang in ("en", "es", "fr"):
        text = html.unescape(site.html(site_map.url(site_map.course_index(), lang)))
        assert f"{engine.format_number(size, lang)} " in text, lang
