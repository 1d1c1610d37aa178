"""Each built page as a search engine and a reader arriving on it see it, without a browser.

Its language, title and description; the course index's list of lessons; each lesson's previous
and next links and its language selector. Pages and languages come from the site's sources.
"""
from __future__ import annotations

import functools
import html
import re
from urllib.parse import urljoin, urlsplit
from xml.etree import ElementTree

import pytest
import yaml

import site_map
from page_html import built_page

LANGUAGES = [lang.locale for lang in site_map.languages()]
ALL_PAGES = [(lang, src) for src in site_map.english_pages() for lang in LANGUAGES]
LESSON_PAGES = site_map.lesson_pages()
DIRECTIVE = re.compile(r"\{\{.*?\}\}")


def ids(pages):
    return [site_map.page_id(lang, src) for lang, src in pages]


def target(page_path: str, href: str) -> str:
    """The site path a link on `page_path` leads to, without query or fragment: `es/ga-ai/`."""
    return urlsplit(urljoin("http://site.invalid/" + page_path, href)).path.lstrip("/")


def page(site, lang: str, src: str):
    return built_page(site, lang, src)


def lesson_title(lang: str, src: str) -> str:
    return str(site_map.front_matter(site_map.source(src, lang)).get("title") or "")


@pytest.mark.parametrize("lang, src", ALL_PAGES, ids=ids(ALL_PAGES))
def test_html_lang_is_the_pages_language(site, lang, src):
    "Assert `<html lang>` is the language the page is built in."
    assert page(site, lang, src).lang == lang


@pytest.mark.parametrize("lang, src", ALL_PAGES, ids=ids(ALL_PAGES))
def test_title_is_the_pages_title_in_its_language(site, lang, src):
    "Assert `<title>` is the page's front-matter title in its language, then the language's site name."
    title = lesson_title(lang, src)
    site_name = site_map.language(lang).site_name
    assert title, f"{site_map.source(src, lang).name} has no title in its front matter"
    expected = site_name if title == site_name else f"{title} - {site_name}"
    assert page(site, lang, src).title == expected


@pytest.mark.parametrize("lang, src", ALL_PAGES, ids=ids(ALL_PAGES))
def test_description_comes_from_the_front_matter_with_figures_computed(site, lang, src):
    "Assert the meta description is the front matter's, its directives replaced by figures, none left."
    written = site_map.front_matter(site_map.source(src, lang)).get("description")
    assert written, f"{site_map.source(src, lang).name} has no description in its front matter"
    shown = page(site, lang, src).description
    assert shown is not None and "{{" not in shown and "}}" not in shown
    pieces = [re.escape(" ".join(p.split())) for p in DIRECTIVE.split(str(written))]
    assert re.fullmatch(".+?".join(pieces), " ".join(shown.split())), \
        f"description {shown!r} is not the front matter's {written!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_course_index_links_every_lesson(site, lang):
    "Assert the course index in each language links to every lesson in that language, with words."
    index = site_map.course_index()
    path = site_map.url(index, lang)
    links = [link for link in page(site, lang, index).links if link.in_content]
    for src in site_map.lessons():
        wanted = site_map.url(src, lang)
        found = [link for link in links if target(path, link.href) == wanted]
        assert found, f"the {lang} course index has no link to {wanted}"
        assert all(link.text for link in found)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_course_index_names_each_lesson_by_its_title(site, lang):
    "Assert the course index's link to each lesson is worded as that lesson's title in the index's language."
    index = site_map.course_index()
    path = site_map.url(index, lang)
    links = [link for link in page(site, lang, index).links if link.in_content and "headerlink" not in link.classes]
    misnamed = []
    for src in site_map.lessons():
        words = [link.text for link in links if target(path, link.href) == site_map.url(src, lang)]
        title = lesson_title(lang, src)
        if not any(w.casefold() in title.casefold() for w in words):
            misnamed.append(f"{src}: {words} is not in its title {title!r}")
    assert not misnamed, f"the {lang} course index names lessons otherwise than their titles: {misnamed}"


@pytest.mark.parametrize("lang, src", LESSON_PAGES, ids=ids(LESSON_PAGES))
def test_lesson_links_to_the_pages_before_and_after_it(site, lang, src):
    "Assert the footer's previous and next links lead to the nav's neighbours, in the same language."
    nav = site_map.nav_pages()
    assert src in nav, f"{src} is not in mkdocs.yml's nav"
    where = nav.index(src)
    path = site_map.url(src, lang)
    shown = page(site, lang, src)
    for css, neighbour in (("md-footer__link--prev", where - 1), ("md-footer__link--next", where + 1)):
        links = [target(path, link.href) for link in shown.links_with(css)]
        wanted = [site_map.url(nav[neighbour], lang)] if 0 <= neighbour < len(nav) else []
        assert links == wanted, f"{css} of {path}"


@pytest.mark.parametrize("lang, src", LESSON_PAGES, ids=ids(LESSON_PAGES))
def test_language_selector_and_alternates_keep_the_lesson(site, lang, src):
    "Assert a lesson's language selector, and its alternates for search engines in sitemap.xml, lead to the same lesson in each language."
    path = site_map.url(src, lang)
    shown = page(site, lang, src)
    wanted = {other: site_map.url(src, other) for other in LANGUAGES}
    assert {link.hreflang: target(path, link.href) for link in shown.links_with("md-select__link")} == wanted
    assert sitemap_alternates(site)[path] == wanted


@pytest.mark.parametrize("lang, src", ALL_PAGES, ids=ids(ALL_PAGES))
def test_no_alternate_link_in_the_head(site, lang, src):
    "Assert the head has no <link rel=alternate hreflang>: Material's script would fetch <page>/sitemap.xml beside each (a 404); sitemap.xml holds the alternates."
    assert page(site, lang, src).alternates == {}


@functools.cache
def sitemap_alternates(site) -> dict[str, dict[str, str]]:
    """Each page of sitemap.xml (its site path) with its alternates: language -> site path."""
    spaces = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9", "x": "http://www.w3.org/1999/xhtml"}
    root = ElementTree.parse(site.folder / "sitemap.xml").getroot()
    path = lambda address: urlsplit(address).path.lstrip("/")  # noqa: E731
    return {path(url.find("s:loc", spaces).text): {link.get("hreflang"): path(link.get("href"))
                                                  for link in url.findall("x:link", spaces)}
            for url in root.findall("s:url", spaces)}


@pytest.mark.parametrize("lang, src", ALL_PAGES, ids=ids(ALL_PAGES))
def test_no_stray_line_break(site, lang, src):
    "Assert the content has no <br>: a directive that prints nothing (a claim) leaves no trailing spaces behind."
    article = site.html(site_map.url(src, lang)).split("<article", 1)[1].split("</article>", 1)[0]
    assert "<br" not in article


CARD = re.compile(r'<span class="lesson-card__number">(\d+)</span>\s*<a href="([^"]+)"[^>]*>(.*?)</a>(.*?)</li>', re.S)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("src", ["index.md", site_map.course_index()])
def test_cards_show_every_lesson_the_sites_here_the_others_on_the_original_course(site, lang, src):
    "Assert the page's cards list the course's lessons in order: the site's lead to its pages with their summaries, the others to the original course."
    course = yaml.safe_load((site_map.ROOT / "translations" / "lessons.yml").read_text(encoding="utf-8"))
    here = {int(str(site_map.front_matter(site_map.source(s, lang))["lesson"])[1:]): s for s in site_map.lessons()}
    path = site_map.url(src, lang)
    cards = [(int(n), href, text, rest) for n, href, text, rest in CARD.findall(site.html(path))]
    assert [n for n, *_ in cards] == sorted({d["number"] for d in course["lessons"]} | set(here))
    for number, href, text, rest in cards:
        if number in here:
            matter = site_map.front_matter(site_map.source(here[number], lang))
            assert target(path, href) == site_map.url(here[number], lang)
            assert text.casefold() in matter["title"].casefold() and re.sub(r"[ \t\n]+", " ", matter["summary"]).strip() in rest
        else:
            lesson = next(d for d in course["lessons"] if d["number"] == number)
            assert href == course["address"][lang].format(slug=lesson["slug"]) and text == html.escape(lesson["title"][lang], quote=False)
            assert "lesson-card__elsewhere" in rest


TOC_ENTRY = re.compile(r'<a href="#([^"]+)" class="md-nav__link">\s*<span class="md-ellipsis">\s*(.*?)\s*</span>', re.DOTALL)
HEADING = re.compile(r'<h[1-6] id="([^"]+)"[^>]*>(.*?)</h[1-6]>', re.DOTALL)


@pytest.mark.parametrize("lang, src", LESSON_PAGES, ids=ids(LESSON_PAGES))
def test_the_table_of_contents_reads_as_the_headings_do(site, lang, src):
    "Assert each entry of the page's table of contents is its heading's text, no-break spaces kept (`Orthographe\u00a0:`)."
    text = site.html(site_map.url(src, lang))
    headings = {i: shown_text(re.sub(r'<a class="headerlink".*?</a>', "", h)) for i, h in HEADING.findall(text)}
    entries = [(i, shown_text(t)) for i, t in TOC_ENTRY.findall(text) if i in headings]
    assert entries
    assert entries == [(i, headings[i]) for i, _ in entries]


def shown_text(markup: str) -> str:
    """The text of some HTML, its tags left out and its runs of ordinary whitespace one space, as a browser shows it."""
    return re.sub(r"[ \t\n]+", " ", re.sub(r"<[^>]*>", "", markup)).strip()
