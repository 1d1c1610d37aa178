"""What a built page says to a reader, read from its HTML with the standard library."""
from __future__ import annotations

import functools
import json
import re
from collections import Counter
from dataclasses import dataclass, field
from html.parser import HTMLParser

import site_map

WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
SKIPPED_TEXT = {"pre", "code", "svg", "script", "style"}  # not prose a reader searches for
# The elements whose text a reader reads as one block (a paragraph, an item, a cell, a caption...)
BLOCKS = {"p", "li", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6", "dd", "dt", "figcaption", "summary", "details",
          "blockquote", "div", "article"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


@dataclass
class Link:
    """An `<a>`: where it points, its words, its classes, its language, and whether it is in the content."""

    href: str
    classes: tuple[str, ...]
    hreflang: str | None
    in_content: bool
    text: str = ""


@dataclass
class Page:
    lang: str | None = None
    title: str = ""
    description: str | None = None
    alternates: dict[str, str] = field(default_factory=dict)  # `<link rel="alternate" hreflang>`: language -> href
    links: list[Link] = field(default_factory=list)
    prose: str = ""  # the content's text outside code, diagrams and permalinks
    code_blocks: list[str] = field(default_factory=list)  # the text of each `<pre><code>` of the content
    diagrams: int = 0  # `<svg role="img">` in the content
    blocks: list[tuple[str, str]] = field(default_factory=list)  # (tag, text) of each block of the content, code left out
    picture_texts: list[str] = field(default_factory=list)  # what a picture of the content says: texts, titles, labels

    def links_with(self, css_class: str) -> list[Link]:
        return [link for link in self.links if css_class in link.classes]


class _Reader(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.page = Page()
        self.stack: list[str] = []
        self.open_links: list[Link] = []
        self.in_title = False
        self.article = 0
        self.skipping = 0
        self.headerlink = 0
        self.code: list[str] | None = None
        self.prose: list[str] = []
        self.blocks: list[tuple[str, list[str]]] = []  # the open blocks of the content, innermost last
        self.picture_text: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        found = dict(attrs)
        classes = tuple((found.get("class") or "").split())
        if tag == "html":
            self.page.lang = found.get("lang")
        elif tag == "title" and "head" in self.stack:  # not the <title> of an SVG diagram
            self.in_title = True
        elif tag == "meta" and found.get("name") == "description":
            self.page.description = found.get("content")
        elif tag == "link" and found.get("rel") == "alternate" and found.get("hreflang"):
            self.page.alternates[found["hreflang"]] = found.get("href") or ""
        elif tag == "article":
            self.article += 1
        if tag in VOID:
            return
        self.stack.append(tag)
        if tag == "a" and found.get("href") is not None:
            link = Link(found["href"], classes, found.get("hreflang"), self.article > 0)
            self.page.links.append(link)
            self.open_links.append(link)
        elif tag == "a":
            self.open_links.append(Link("", classes, None, False))
        if self.article and tag in SKIPPED_TEXT:
            self.skipping += 1
        if tag == "svg" and found.get("role") == "img" and self.article:
            self.page.diagrams += 1
            self.page.picture_texts.append(found.get("aria-label") or "")
        if tag == "code" and "pre" in self.stack[:-1] and self.article:
            self.code = []
        if "headerlink" in classes:
            self.headerlink += 1
        if self.article and tag in BLOCKS:
            self.blocks.append((tag, []))
        if self.article and tag in ("text", "title") and "svg" in self.stack[:-1]:
            self.picture_text = []

    def handle_endtag(self, tag):
        if tag in VOID or tag not in self.stack:
            return
        while self.stack:  # close what the page left open inside this element
            top = self.stack.pop()
            self._close(top)
            if top == tag:
                break

    def _close(self, tag):
        if tag == "title":
            self.in_title = False
        elif tag == "article":
            self.article -= 1
            self.prose.append(" ")
        elif tag == "a" and self.open_links:
            link = self.open_links.pop()
            link.text = " ".join(link.text.split())
            if "headerlink" in link.classes:
                self.headerlink -= 1
        if self.article and tag in SKIPPED_TEXT:
            self.skipping -= 1
        if tag == "code" and self.code is not None:
            self.page.code_blocks.append("".join(self.code))
            self.code = None
        if self.blocks and tag == self.blocks[-1][0]:
            block, text = self.blocks.pop()
            if "".join(text).strip():
                self.page.blocks.append((block, "".join(text)))
        if tag in ("text", "title") and self.picture_text is not None:
            self.page.picture_texts.append("".join(self.picture_text))
            self.picture_text = None
        if tag in {"p", "li", "td", "th", "h1", "h2", "h3", "h4", "div", "figcaption", "summary"}:
            self.prose.append(" ")

    def handle_data(self, data):
        if self.in_title:
            self.page.title += data
        for link in self.open_links:
            link.text += data
        if self.code is not None:
            self.code.append(data)
        if self.article and not self.skipping and not self.headerlink:
            self.prose.append(data)
            if self.blocks:
                self.blocks[-1][1].append(data)
        if self.picture_text is not None:
            self.picture_text.append(data)


def read_page(html: str) -> Page:
    """The facts of one built page."""
    reader = _Reader()
    reader.feed(html)
    reader.close()
    page = reader.page
    page.title = re.sub(r"[ \t\r\n\f]+", " ", page.title).strip()  # a no-break space (French " :") stays
    page.prose = " ".join("".join(reader.prose).split())
    return page


def words(text: str) -> list[str]:
    """The words of a text, lower-cased: `"L'index, 15 360 voicings"` -> ["l'index", "voicings"].

    >>> words("L'index contient 15 360 voicings ; « exact »")
    ["l'index", 'contient', 'voicings', 'exact']
    """
    return [w.lower() for w in WORD.findall(text)]


TAG = re.compile(r"<[^>]+>")


def built_page(site, lang: str, src: str) -> Page:
    """The facts of a page as built, read once per test process for every test that asks (a built site never changes)."""
    return _built_page(site, site_map.url(src, lang))


@functools.cache
def _built_page(site, path: str) -> Page:
    return read_page(site.html(path))


@functools.cache  # 28 lessons ask of each language's index, which its tests only read
def search_index(site, lang: str) -> dict:
    """The search index of one language (each language has its own: macros/search.py)."""
    return json.loads((site.folder / site_map.language(lang).prefix / "search" / "search_index.json").read_text("utf-8"))


@functools.cache
def index_word_counts(site, lang: str) -> Counter:
    """How many pages of the language's search index hold each word."""
    pages: dict[str, set[str]] = {}
    for doc in search_index(site, lang)["docs"]:
        pages.setdefault(doc["location"].split("#")[0], set()).update(words(TAG.sub(" ", doc["title"] + " " + doc["text"])))
    return Counter(w for held in pages.values() for w in held)


def search_word(site, lang: str, src: str) -> str:
    """The word of the page's prose that the fewest pages of its language's index hold (the longest of those)."""
    counts = index_word_counts(site, lang)
    prose = {w for w in words(built_page(site, lang, src).prose) if w.isalpha() and len(w) >= 5}
    assert prose, f"the {lang} page of {src} has no prose word to search for"
    return min(prose, key=lambda w: (counts[w] or 99, -len(w), w))
