"""Each page in each language as a reader's browser shows it, at 390×844 (a phone) and 1280×800 (a laptop).

Chromium on the built site: the page fits the screen; its lesson tables are HTML tables in the
page's words and numbers, which fit a laptop's page and, on a phone, scroll inside their box with
a visible cue, their sticky first column sized from its content and their first two columns in
view; no cell or caption breaks a word; the program's output is collapsed under each table and
copies exactly; no copy button covers code; chord diagrams are legible; axe-core finds no WCAG
2.1 A or AA violation; no request of the page fails; the language selector keeps the lesson and
says which language the page is in; the search finds the pages of the page's language, and only
those.
"""
from __future__ import annotations

import functools
import re
from urllib.parse import urlsplit

import browser
import pytest
import site_map
from page_html import search_word

import engine
from engine.report.html import Rows, blocks, has_header, said_cells, shown_columns
from engine.report.voice import column_name, say, words as said
from macros.catalogs import Catalogs
from macros.directives import directives
from macros.tables import reader

pytestmark = pytest.mark.browser
LANGUAGES = [lang.locale for lang in site_map.languages()]
DEFAULT = next(lang.locale for lang in site_map.languages() if lang.default)
WIDTHS = tuple(browser.SCREENS)  # 390 and 1280 px
PAGES = [(lang, src, width) for src in site_map.english_pages() for lang in LANGUAGES for width in WIDTHS]
LESSON_PAGES = site_map.lesson_pages()
LESSONS = [(lang, src, width) for lang, src in LESSON_PAGES for width in WIDTHS]
CATALOGS = Catalogs(site_map.ROOT / "translations")
MIN_DIAGRAM_WIDTH = 120  # px: a six-string chart's dots and caption still read on a phone
TABLE = re.compile(r'^(table|main_table)\("(\w+)"(?:, at="(\w+)")?\)$')
SPACES = re.compile(r"[ \t\n]+")  # collapsed as a browser does; a no-break space is not among them

# Whether Material's search has answered this query: results that highlight it, or "no documents" said.
ANSWERED_JS = """([word, none]) => [...document.querySelectorAll('a.md-search-result__link')]
    .some(a => new URL(a.href).searchParams.get('h') === word)
  || document.querySelector('.md-search-result__meta').innerText.trim() === none"""


def ids(params):
    return [f"{site_map.page_id(lang, src)}-{width}" for lang, src, width in params]


@functools.cache  # asked by several tests of each page, at each width
def shown_tables(lang: str, src: str) -> list[tuple[str, object]]:
    """(id, engine table) of each table the page shows, in order: main's only where it differs from the pin's."""
    path = site_map.source(src, lang)
    lesson = site_map.front_matter(path)["lesson"]
    out = []
    for directive in directives(path.read_text(encoding="utf-8")):
        found = TABLE.match(directive.expression)
        if not found:
            continue
        kind, name, at = found.group(1), found.group(2), found.group(3) or "pin"
        at = "main" if kind == "main_table" else at
        table = engine.lesson_report(lesson, at).table(name)
        if kind == "main_table" and engine.table.shows_same(engine.lesson_report(lesson, "pin").table(name), table):
            continue
        out.append((f"table-{name}-{at}", table))
    return out


def expected_boxes(table, voice) -> list[dict]:
    """The headers and cells a reader of `voice`'s language should see in each box of the table."""
    boxes = []
    for block in (b for b in blocks(table.parts) if isinstance(b, Rows)):
        grid, cells = block.grid, {id(g): said_cells(g, voice) for g in block.grids()}
        shown = shown_columns(block, cells, voice)  # an indent column left out
        boxes.append({"headers": [column_name(grid.columns[i], voice) for i in shown] if has_header(grid) else [],
                      "rows": [[row[i][1] for i in shown] for g in block.grids() for row in cells[id(g)]]})
    return boxes


def flat(text: str) -> str:
    return SPACES.sub(" ", text).strip()


@pytest.mark.parametrize("lang, src, width", PAGES, ids=ids(PAGES))
def test_page_fits_the_screen_and_its_diagrams_are_legible(reading, lang, src, width):
    "Assert the page is no wider than the screen, each chord diagram is 120 px wide or more and on screen, and no script fails."
    shown = reading(lang, src, width)
    assert shown.page_width <= width
    if site_map.uses_pictures(src, lang):
        assert shown.diagrams, f"{site_map.source(src, lang).name} asks for pictures but the page shows no diagram"
    for diagram in shown.diagrams:
        assert diagram["width"] >= MIN_DIAGRAM_WIDTH, diagram
        assert 0 <= diagram["left"] and diagram["right"] <= width, diagram
    assert shown.errors == []


@pytest.mark.parametrize("lang, src, width", PAGES, ids=ids(PAGES))
def test_no_request_of_the_page_fails(reading, lang, src, width):
    "Assert nothing the page asks for (a stylesheet, a script, an index, a sitemap a script fetches) fails or is missing: a reader's console stays clear."
    assert reading(lang, src, width).failed == []


@pytest.mark.parametrize("lang, src, width", PAGES, ids=ids(PAGES))
def test_axe_finds_no_wcag_violation(reading, lang, src, width):
    "Assert axe-core finds no WCAG 2.1 A or AA violation on the page."
    assert reading(lang, src, width).violations == []


@pytest.mark.parametrize("lang, src, width", PAGES, ids=ids(PAGES))
def test_no_copy_button_covers_code(reading, lang, src, width):
    "Assert the copy button of every code block, collapsed ones opened, is clear of the block's text."
    assert [b["head"] for b in reading(lang, src, width).copy_buttons if b["covered"]] == []


@pytest.mark.parametrize("lang, src, width", LESSONS, ids=ids(LESSONS))
def test_every_lesson_table_is_an_html_table_with_the_program_output_collapsed_under_it(reading, lang, src, width):
    "Assert each table the page asks for is an HTML table, and under it, collapsed, its section of `python -m engine` byte for byte."
    shown = reading(lang, src, width)
    wanted = shown_tables(lang, src)
    assert [t["id"] for t in shown.tables] == [ident for ident, _ in wanted]
    assert shown.loose_program_text == 0, "program text shown outside the collapsed block"
    lesson = site_map.front_matter(site_map.source(src, lang))["lesson"]
    printed = {at: printed_report(lesson, at) for at in engine.revisions(lesson)}
    for table, (ident, data) in zip(shown.tables, wanted):
        assert len(table["boxes"]) == len(expected_boxes(data, engine_reader(DEFAULT))), ident
        assert table["boxes"] or table["lines"], f"{ident} shows neither a table nor lines"
        assert table["collapsed"] is True, f"{ident}: the program's output is not in a collapsed block"
        section = table["output"].removesuffix("\n")
        assert section == engine.render_table(data), ident
        assert f"\n{section}\n" in printed[ident.rsplit("-", 1)[1]], ident


@functools.cache  # the same text for each language and width
def printed_report(lesson: str, at: str) -> str:
    return engine.render_report(engine.lesson_report(lesson, at))


def engine_reader(lang: str):
    return reader(CATALOGS, lang, DEFAULT)


@pytest.mark.parametrize("lang, src, width", LESSONS, ids=ids(LESSONS))
def test_tables_speak_the_pages_language(reading, lang, src, width):
    "Assert each table's headers and cells are the catalog's words and the language's numbers (0,4932; 15 360)."
    shown = reading(lang, src, width)
    voice = engine_reader(lang)
    for table, (ident, data) in zip(shown.tables, shown_tables(lang, src)):
        got = [{"headers": [flat(h) for h in b["headers"]], "rows": [[flat(c) for c in r] for r in b["rows"]]}
               for b in table["boxes"]]
        want = [{"headers": [flat(h) for h in b["headers"]], "rows": [[flat(c) for c in r] for r in b["rows"]]}
                for b in expected_boxes(data, voice)]
        assert got == want, ident
        assert flat(table["caption"]) == flat(said(data.title, voice)), ident


@pytest.mark.parametrize("lang, src, width", LESSONS, ids=ids(LESSONS))
def test_no_table_hides_a_column_without_a_cue(reading, lang, src, width):
    "Assert a laptop's page fits every table, and on a phone a wider table scrolls in its box, first column in view, hint and shadow shown."
    for table in reading(lang, src, width).tables:
        for box in table["boxes"]:
            if width >= 1280:
                assert not box["overflows"], f"{table['id']} hides {box['hidden']:.0%} of its width at {width} px"
            elif box["overflows"]:
                assert box["marked"] and box["hinted"] and box["shaded"], f"{table['id']}: no cue ({box})"
                assert box["scrolled"] > 0 and box["stuck"] is not False, f"{table['id']}: does not scroll well ({box})"


@pytest.mark.parametrize("lang, src, width", LESSONS, ids=ids(LESSONS))
def test_tables_keep_words_whole_and_a_phone_shows_their_first_two_columns(reading, lang, src, width):
    "Assert no table's caption or cell breaks a word over two lines, and on a phone each row's first two cells lie in the box's view (unless their longest words alone are wider than it)."
    for table in reading(lang, src, width).tables:
        assert table["caption_broken"] == [], f"{table['id']}: {table['caption_broken']} broken at {width} px"
        for box in table["boxes"]:
            assert box["broken"] == [], f"{table['id']}: {box['broken'][:5]} broken at {width} px"
            if width < max(WIDTHS):
                assert not box["cut"] or box["tight"], f"{table['id']}: {box['cut'][:3]} out of view at {width} px"


@pytest.mark.parametrize("lang, src", LESSON_PAGES, ids=[site_map.page_id(*p) for p in LESSON_PAGES])
def test_a_fraction_in_a_table_has_the_languages_decimal_mark(reading, lang, src):
    "Assert the first cell holding a fraction, in each table of the lesson that has one, is shown with the language's decimal mark."
    mark, checked = CATALOGS.number_format(lang)[1], 0
    for ident, data in shown_tables(lang, src):
        for part in data.parts:
            fractions = [(i, j) for i, row in enumerate(getattr(part, "rows", ())) for j, cell in enumerate(row)
                         if isinstance(cell, float)]
            if fractions:
                i, j = fractions[0]
                text = say(part.rows[i][j], engine_reader(lang), part.columns[j].format)
                assert mark in text, f"{part.rows[i][j]} in {ident} is written {text!r} in {lang}"
                table = next(t for t in reading(lang, src, 1280).tables if t["id"] == ident)
                assert any(text in (c for row in box["rows"] for c in row) for box in table["boxes"]), ident
                checked += 1
                break
    if not checked:
        pytest.skip("no table of this lesson holds a fraction")


def test_some_lesson_table_holds_a_fraction():
    "Assert the decimal-mark test above has fractions to check: a lesson of the site shows one in a table."
    assert any(isinstance(cell, float) for lang, src in LESSON_PAGES if lang == "en" for _, data in shown_tables(lang, src)
               for part in data.parts for row in getattr(part, "rows", ()) for cell in row)


def first_lesson_of(lang: str) -> str:
    """A lesson to click through in each language: a different one per language where there are enough."""
    lessons = site_map.lessons()
    return lessons[LANGUAGES.index(lang) % len(lessons)]


@pytest.mark.parametrize("lang, src, width", PAGES, ids=ids(PAGES))
def test_language_button_says_the_pages_language(reading, lang, src, width):
    "Assert the language selector's button shows the page's language: its code on a phone, its name on a laptop."
    shown = reading(lang, src, width).language_button.split()
    name = site_map.plugin_config("i18n")["languages"][LANGUAGES.index(lang)]["name"]
    assert (lang.upper() if width < 960 else name) in shown


@pytest.mark.parametrize("lang", LANGUAGES)
def test_program_output_copies_exactly(site, tab, lang):
    "Assert the copy button of a lesson's first collapsed program output puts exactly its section on the clipboard."
    src = first_lesson_of(lang)
    tab.goto(site.page_url(site_map.url(src, lang)), wait_until="load")
    block = tab.locator("article details.program-output").first
    block.locator("summary").click()
    block.locator("pre").hover()
    block.locator("button[data-md-type=copy], button.md-clipboard").click()
    copied = tab.evaluate("navigator.clipboard.readText()")
    _, table = shown_tables(lang, src)[0]
    assert copied.removesuffix("\n") == engine.render_table(table)
    assert tab.errors == []


def every_pair_once(items: list[str]) -> list[str]:
    """A walk from the first item that goes from each item to each other one exactly once (an Euler circuit).

    >>> every_pair_once(["en", "es", "fr"])
    ['en', 'es', 'en', 'fr', 'es', 'fr', 'en']
    """
    unused = {a: [b for b in items if b != a] for a in items}
    path, walk = [items[0]], []
    while path:
        if unused[path[-1]]:
            path.append(unused[path[-1]].pop(0))
        else:
            walk.append(path.pop())
    return walk[::-1]


def test_language_selector_leads_to_the_same_lesson(site, tab):
    "Assert choosing another language in a lesson's selector opens the same lesson in it, from each language to each other."
    src, walk = site_map.lessons()[0], every_pair_once(LANGUAGES)
    tab.goto(site.page_url(site_map.url(src, walk[0])), wait_until="load")
    for here, there in zip(walk, walk[1:]):
        tab.locator(".md-header .md-select > button").click()
        with tab.expect_navigation(wait_until="load"):
            tab.locator(f".md-header a.md-select__link[hreflang={there}]").click()
        assert urlsplit(tab.url).path.lstrip("/") == site_map.url(src, there), f"{here} → {there}"
        assert tab.evaluate("document.documentElement.lang") == there, f"{here} → {there}"


def search(tab, word: str, strings: dict) -> tuple[str, set[str]]:
    """Type `word` in Material's open search box: what the results say, and the site paths they list."""
    box = tab.locator("input.md-search__input")
    box.fill(word)
    box.press("End")  # a keyup, which Material's search also listens to
    tab.wait_for_function(ANSWERED_JS, arg=[word, strings["search.result.none"]])
    found = {urlsplit(href).path.lstrip("/")
             for href in tab.locator("a.md-search-result__link").evaluate_all("links => links.map(a => a.href)")}
    return tab.locator(".md-search-result__meta").inner_text(), found


@pytest.mark.searches
@pytest.mark.parametrize("lang", LANGUAGES)
def test_search_finds_each_lesson_and_pages_of_its_language_only(site, tab, lang):
    "Assert Material's search on a page finds each lesson by a word of its prose, lists its language's pages only, and says which language."
    tab.set_viewport_size({"width": 390, "height": 844})
    tab.goto(site.page_url(site_map.url(site_map.course_index(), lang)), wait_until="load")
    strings = tab.evaluate("JSON.parse(document.getElementById('__config').textContent).translations")
    tab.locator("label.md-header__button[for=__search]").click()
    tab.locator(".md-search-result__meta").filter(has_text=strings["search.result.placeholder"]).wait_for()  # index loaded
    own = {site_map.url(src, lang) for src in site_map.english_pages()}
    for src in site_map.lessons():
        word = search_word(site, lang, src)
        _, found = search(tab, word, strings)
        assert site_map.url(src, lang) in found, f"searching {word!r} lists {sorted(found)}"
    said_, found = search(tab, "voicings", strings)  # a word of every language's pages
    assert found and found <= own, f"searching 'voicings' on the {lang} pages lists {sorted(found - own)}"
    assert CATALOGS.theme_text(lang, "search.result.other").split("#")[-1].strip() in said_
