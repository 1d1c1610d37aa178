"""Each lesson in each language, as a reader on a phone gets it: chromium at 390×844 on the built site.

Its program tables, exactly as built, scroll sideways inside their block and copy as plain text;
its chord diagrams are legible; the page is never wider than the screen. Each lesson page is
loaded once for all of these. What needs no browser is tested on the built HTML (test_pages.py:
the selector's links, the alternates; test_search_index.py: every lesson in the search index);
here, once per language, the selector is clicked and Material's search is typed into.
"""
from __future__ import annotations

import os
import re
from urllib.parse import urlsplit

import pytest

import browser
import site_map
from page_html import read_page, search_word

pytestmark = pytest.mark.browser
LESSON_PAGES = site_map.lesson_pages()
IDS = [site_map.page_id(lang, src) for lang, src in LESSON_PAGES]
LANGUAGES = [lang.locale for lang in site_map.languages()]
FIRST_LESSONS = [(lang, site_map.lessons()[0]) for lang in LANGUAGES]  # one per language, for the clicks
MIN_DIAGRAM_WIDTH = 120  # px: a six-string chart's dots and caption still read on a phone

# What the page shows of each program table: its text, its box, whether it scrolls sideways.
TABLES_JS = """() => [...document.querySelectorAll('article pre > code')]
  .filter(code => code.innerText.startsWith('== '))
  .map(code => {
    const style = getComputedStyle(code);
    const pen = document.createElement('canvas').getContext('2d');
    pen.font = style.font;
    const widest = Math.max(...code.innerText.split('\\n').map(line => pen.measureText(line).width));
    const room = code.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    code.scrollLeft = 40;
    const scrolled = code.scrollLeft;
    code.scrollLeft = 0;
    return {text: code.innerText, overflowX: style.overflowX, whiteSpace: style.whiteSpace,
            scrollWidth: code.scrollWidth, clientWidth: code.clientWidth, widest, room, scrolled};
  })"""
DIAGRAMS_JS = """() => [...document.querySelectorAll('article svg[role="img"]')].map(svg => {
  const box = svg.getBoundingClientRect();
  return {label: svg.getAttribute('aria-label'), left: box.left, right: box.right, width: box.width};
})"""

# Whether Material's search has answered the query: results listed, or "no documents" said.
ANSWERED_JS = """none => document.querySelectorAll('a.md-search-result__link').length > 0
  || document.querySelector('.md-search-result__meta').innerText.trim() === none"""


@pytest.fixture(scope="module")
def chromium(site):
    """The phone browser for this module's tests (skipped only where chromium truly is not installed)."""
    why = browser.missing()
    if why:
        if os.environ.get("CI"):
            pytest.fail(f"the browser tests must run in CI: {why}", pytrace=False)
        pytest.skip(why)
    with browser.phone_browser(site.address) as context:
        yield context


@pytest.fixture
def tab(chromium):
    """A new tab, closed after the test; the page's script errors are kept in `tab.errors`."""
    page = new_tab(chromium)
    yield page
    page.close()


@pytest.fixture(scope="module", params=LESSON_PAGES, ids=IDS)
def lesson(request, chromium, site):
    """(tab, language, English source): one lesson page, loaded once for every test that reads it."""
    lang, src = request.param
    page = open_lesson(new_tab(chromium), site, lang, src)
    yield page, lang, src
    page.close()


def new_tab(chromium):
    page = chromium.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    return page


def open_lesson(tab, site, lang: str, src: str):
    tab.goto(site.page_url(site_map.url(src, lang)), wait_until="load")
    return tab


def built_tables(site, lang: str, src: str) -> list[str]:
    """The program tables of the built page, as text: each `<pre><code>` that starts with `== `."""
    return [t for t in read_page(site.html(site_map.url(src, lang))).code_blocks if t.startswith("== ")]


def test_lesson_fits_a_phone_and_its_chord_diagrams_are_legible(lesson):
    "Assert the page is no wider than a 390 px screen and each chord diagram is 120 px wide or more, on screen."
    tab, lang, src = lesson
    assert tab.evaluate("document.documentElement.scrollWidth") <= browser.PHONE["width"]
    diagrams = tab.evaluate(DIAGRAMS_JS)
    if site_map.uses_pictures(src, lang):
        assert diagrams, f"{site_map.source(src, lang).name} asks for pictures but the page shows no diagram"
    for diagram in diagrams:
        assert diagram["width"] >= MIN_DIAGRAM_WIDTH, diagram
        assert 0 <= diagram["left"] and diagram["right"] <= browser.PHONE["width"], diagram
    assert tab.errors == []


def test_program_tables_keep_their_text_and_scroll_inside_their_block(site, lesson):
    "Assert the page shows its program tables exactly as built, unwrapped, each scrolling sideways in its block."
    tab, lang, src = lesson
    shown = tab.evaluate(TABLES_JS)
    assert shown, f"the {lang} page of {src} shows no program table (a code block starting with '== ')"
    assert [t["text"].rstrip("\n") for t in shown] == [t.rstrip("\n") for t in built_tables(site, lang, src)]
    for table in shown:
        head = table["text"].splitlines()[0]
        assert table["overflowX"] in ("auto", "scroll") and table["whiteSpace"] == "pre", head
        if table["widest"] > table["room"] + 1:
            assert table["scrollWidth"] > table["clientWidth"] and table["scrolled"] > 0, head
    assert tab.evaluate("document.documentElement.scrollWidth") <= browser.PHONE["width"]


def test_program_table_copies_as_plain_text(site, lesson):
    "Assert the copy button of the page's first program table puts exactly its text on the clipboard."
    tab, lang, src = lesson
    tables = built_tables(site, lang, src)
    assert tables, f"the {lang} page of {src} has no program table to copy"
    block = tab.locator("article pre", has=tab.locator("code", has_text=re.compile(r"^== "))).first
    block.hover()
    block.locator("button[data-md-type=copy], button.md-clipboard").click()
    copied = tab.evaluate("navigator.clipboard.readText()")
    assert copied.rstrip("\n") == tables[0].rstrip("\n")


@pytest.mark.parametrize("lang, src", FIRST_LESSONS, ids=[site_map.page_id(*p) for p in FIRST_LESSONS])
def test_language_selector_leads_to_the_same_lesson(site, tab, lang, src):
    "Assert choosing the next language in a lesson's selector opens the same lesson in that language."
    other = LANGUAGES[(LANGUAGES.index(lang) + 1) % len(LANGUAGES)]  # each language is left once and reached once
    open_lesson(tab, site, lang, src)
    tab.locator(".md-header .md-select > button").click()
    with tab.expect_navigation(wait_until="load"):
        tab.locator(f".md-header a.md-select__link[hreflang={other}]").click()
    assert urlsplit(tab.url).path.lstrip("/") == site_map.url(src, other)
    assert tab.evaluate("document.documentElement.lang") == other


@pytest.mark.parametrize("lang, src", FIRST_LESSONS, ids=[site_map.page_id(*p) for p in FIRST_LESSONS])
def test_search_finds_the_lesson_by_a_word_of_its_prose(site, tab, lang, src):
    "Assert typing a word of the lesson's prose in Material's search box lists the lesson in its language."
    word = search_word(site, lang, src)
    open_lesson(tab, site, lang, src)
    strings = tab.evaluate("JSON.parse(document.getElementById('__config').textContent).translations")
    tab.locator("label.md-header__button[for=__search]").click()
    meta = tab.locator(".md-search-result__meta")
    meta.filter(has_text=strings["search.result.placeholder"]).wait_for()  # the index is loaded
    box = tab.locator("input.md-search__input")
    box.fill(word)
    box.press("End")  # a keyup, which Material's search also listens to
    tab.wait_for_function(ANSWERED_JS, arg=strings["search.result.none"])
    found = {urlsplit(href).path.lstrip("/")
             for href in tab.locator("a.md-search-result__link").evaluate_all("links => links.map(a => a.href)")}
    assert site_map.url(src, lang) in found, f"searching {word!r} lists {sorted(found)}"
