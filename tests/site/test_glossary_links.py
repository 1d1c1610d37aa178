"""The glossary as readers get it: its page in every language, and each lesson's first use of a term linked to it.

The built pages are read again with the standard library's HTML parser: each run of a lesson's
text (a glossary link is part of the run it was cut from) is searched for the terms of the page's
language, and the first use of each term must be the one linked, once, outside code, headings and
quotations. What the engine writes (tables, pictures, "Try another" panels) is not prose.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest

import site_map
from macros.catalogs import Catalogs
from macros.glossary import finder, form_expression, terms

LANGUAGES = [lang.locale for lang in site_map.languages()]
GLOSSARY = site_map.plugin_config("lessons").get("glossary")
LESSONS = [(lang, src) for src in site_map.lessons() for lang in LANGUAGES]
NOT_PROSE = {"code", "pre", "kbd", "samp", "h1", "h2", "h3", "h4", "h5", "h6", "summary", "svg", "script", "style",
             "blockquote", "q", "button", "sup", "dt"}
NOT_PROSE_CLASSES = {"lesson-table", "try-another", "admonition-title", "macro-error", "headerlink"}  # the engine's markup
BLOCKS = {"p", "li", "td", "th", "dd", "div", "figcaption", "details", "table", "ul", "ol"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


def language_terms(lang: str):
    return terms(Catalogs(site_map.ROOT / site_map.plugin_config("lessons").get("catalogs", "translations")), lang)


@dataclass
class Run:
    """A run of prose text as the plugin saw it, the glossary links cut into it, and where it stands."""

    text: str = ""
    links: list[tuple[int, int, str, str]] = field(default_factory=list)  # (start, end, href, title)
    collapsed: bool = False
    quote: str = ""  # the quotation mark its block left open before it


@dataclass
class Link:
    href: str
    title: str
    inside: tuple[str, ...]  # the elements it stands in


class Prose(HTMLParser):
    """A lesson's content: its runs of prose text, and every glossary link with the elements around it."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, bool]] = []  # (tag, whether its text is not prose)
        self.runs: list[Run] = []
        self.links: list[Link] = []
        self.run: Run | None = None
        self.open_link: tuple[int, str, str] | None = None
        self.quote = ""
        self.article = 0

    def handle_starttag(self, tag, attrs):
        found = dict(attrs)
        classes = set((found.get("class") or "").split())
        if tag == "article":
            self.article += 1
        if tag == "a" and "glossary-term" in classes:
            self.links.append(Link(found.get("href", ""), found.get("title", ""), tuple(t for t, _ in self.stack)))
            run = self.current_run()
            self.open_link = (len(run.text), found.get("href", ""), found.get("title", ""))
            return  # part of the run it was cut from
        self.end_run(block=tag in BLOCKS)
        if tag not in VOID:
            self.stack.append((tag, tag in NOT_PROSE or tag == "a" or bool(classes & NOT_PROSE_CLASSES)))

    def handle_endtag(self, tag):
        if tag == "a" and self.open_link is not None:
            start, href, title = self.open_link
            self.current_run().links.append((start, len(self.run.text), href, title))
            self.open_link = None
            return
        self.end_run(block=tag in BLOCKS)
        if tag == "article":
            self.article -= 1
        while self.stack and self.stack.pop()[0] != tag:
            pass

    def handle_comment(self, data):
        self.end_run(block=False)  # the plugin read its text between tags and comments alike

    def handle_data(self, data):
        if self.article and not any(skip for _, skip in self.stack):
            self.current_run().text += data

    def current_run(self) -> Run:
        if self.run is None:
            self.run = Run(collapsed=any(t == "details" for t, _ in self.stack), quote=self.quote)
        return self.run

    def end_run(self, block: bool):
        if self.run is not None:
            self.runs.append(self.run)
            self.quote = left_open(self.run.quote + self.run.text)
            self.run = None
        if block:
            self.quote = ""


def left_open(text: str) -> str:
    """The quotation mark still open at the end of `text`."""
    state = ""
    for mark in re.findall(r'[«»“”„"]', text):
        state = mark if mark in "«“„" or (mark == '"' and not state) else ""
    return state


@functools.cache  # both tests of a page read it: parsed once (a built site never changes)
def read(site, lang: str, src: str) -> Prose:
    prose = Prose()
    prose.feed(site.file(site_map.url(src, lang)).read_text(encoding="utf-8"))
    prose.close()
    return prose


def uses(prose: Prose, lang: str):
    """Every use of a term in the prose, in order: (concept, collapsed, the glossary link on it or None)."""
    language = language_terms(lang)
    found = finder(tuple((t.concept, form) for t in language for form in t.forms))
    unless = {t.concept: re.compile("|".join(map(form_expression, t.unless))) for t in language if t.unless}
    for run in prose.runs:
        for use in found.uses(run.text):
            if left_open(run.quote + run.text[:use.start]):
                continue
            if use.concept in unless and any(m.start() <= use.start and use.end <= m.end()
                                             for m in unless[use.concept].finditer(run.text)):
                continue
            link = next((lk for lk in run.links if (lk[0], lk[1]) == use.linked), None)
            yield use.concept, run.collapsed, link


@pytest.mark.skipif(not GLOSSARY, reason="the site has no glossary page")
@pytest.mark.parametrize("lang, src", LESSONS, ids=[site_map.page_id(lang, src) for lang, src in LESSONS])
def test_each_lesson_links_the_first_use_of_each_term_it_uses(site, lang, src):
    "Assert the first use of each glossary term in the lesson's prose is linked to its entry, and no other use is."
    found = list(uses(read(site, lang, src), lang))
    wrong = []
    for concept in dict.fromkeys(c for c, _, _ in found):
        its = [(collapsed, link) for c, collapsed, link in found if c == concept]
        first = next((i for i, (collapsed, _) in enumerate(its) if not collapsed), 0)
        expected = [i == first for i in range(len(its))]
        actual = [link is not None and link[2].endswith(f"#{anchor(concept)}") for _, link in its]
        if actual != expected:
            wrong.append(f"{concept}: linked at uses {[i for i, a in enumerate(actual) if a]}, "
                         f"the first {'in view' if not its[first][0] else 'use'} is use {first}")
    assert not wrong, f"{site_map.url(src, lang)}:\n  " + "\n  ".join(wrong)


def anchor(concept: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", concept.lower()).strip("-")


@pytest.mark.skipif(not GLOSSARY, reason="the site has no glossary page")
@pytest.mark.parametrize("lang, src", LESSONS, ids=[site_map.page_id(lang, src) for lang, src in LESSONS])
def test_glossary_links_stay_in_prose_and_in_the_pages_language(site, lang, src):
    "Assert each glossary link is outside code, headings and other links, links one term once, to its entry in the glossary of the page's language."
    prose = read(site, lang, src)
    page = site_map.url(src, lang)
    glossary = site_map.url(GLOSSARY, lang)
    entries = glossary_entries(site, glossary)
    problems, seen = [], set()
    for link in prose.links:
        where = urlsplit(urljoin("http://site.invalid/" + page, link.href))
        fragment = where.fragment
        if set(link.inside) & (NOT_PROSE | {"a"}):
            problems.append(f"{link.href} inside {'/'.join(link.inside)}")
        if where.path.lstrip("/") != glossary or fragment not in entries:
            problems.append(f"{link.href} is not an entry of {glossary}")
        if fragment in seen:
            problems.append(f"{fragment} linked twice")
        if not link.title:
            problems.append(f"{link.href} has no definition as its title")
        seen.add(fragment)
    assert prose.links, f"{page} links no term to the glossary"
    assert not problems, f"{page}:\n  " + "\n  ".join(problems)


@functools.cache
def glossary_entries(site, glossary: str) -> set[str]:
    """The ids of the entries of a built glossary page."""
    return set(re.findall(r'<dt id="([^"]+)"', site.file(glossary).read_text(encoding="utf-8")))


@pytest.mark.skipif(not GLOSSARY, reason="the site has no glossary page")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_glossary_page_defines_every_term_under_its_concepts_id(site, lang):
    "Assert the glossary page of each language has one entry per defined concept, its id the concept's, with a definition."
    text = site.file(site_map.url(GLOSSARY, lang)).read_text(encoding="utf-8")
    entries = re.findall(r'<dt id="([^"]+)">(.*?)</dt>\s*<dd>(.*?)</dd>', text, re.DOTALL)
    assert sorted(e[0] for e in entries) == sorted(anchor(t.concept) for t in language_terms(lang))
    assert all(word.strip() and definition.strip() for _, word, definition in entries)


def test_every_lesson_of_the_nav_is_read_here():
    "Assert the lessons this module checks are the 28 pages of the course, so a new lesson is checked too."
    assert len(site_map.lessons()) == len({Path(src).name[:2] for src in site_map.lessons()}) >= 28
