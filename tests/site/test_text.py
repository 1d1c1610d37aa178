"""What a page's text says to a reader, read from the built HTML: nothing of the Markdown it was written in, numbers
in the reader's format.

Code (`<code>`, `<pre>`) is where a page shows syntax on purpose, and quoted words are GA's own
(an answer GA wrote in Markdown stays as GA wrote it); everywhere else, a backtick, a `](`, a
`**` or a numbered list run into a paragraph is Markdown that was never turned into HTML (a
`<details>` block without `markdown="1"`, a list without a blank line before it). Outside code
and quotations, and in the pictures' words too, a language that writes a decimal comma shows no
decimal point: a number printed as text is a `Numbers` cell, a picture's a `Drawing`. A count
set against another ("three of seven") is a pair of the engine's figures, never words; and a
table's caption does not repeat the heading just above it.
"""
from __future__ import annotations

import html
import re

import pytest

import site_map
from page_html import built_page

from macros.catalogs import Catalogs

LANGUAGES = [lang.locale for lang in site_map.languages()]
ALL_PAGES = [(lang, src) for src in site_map.english_pages() for lang in LANGUAGES]
QUOTED = re.compile(r'"[^"\n]*"|“[^”\n]*”|«[^»\n]*»')
MARKDOWN = {  # what it is: how it shows in text
    "inline code": re.compile(r"`"),
    "a link": re.compile(r"\]\("),
    "bold": re.compile(r"\*\*|__\w"),
}
DOTTED = re.compile(r"(?<![\w.,\u202f§-])\d+(?:\.\d+)+(?![\w.]*\w)")  # 0.45, 1.20, 15.360 (not v1.8, 0.5f, §6.7)
CATALOGS = Catalogs(site_map.ROOT / "translations")
COMMA_LANGUAGES = [lang for lang in LANGUAGES if CATALOGS.number_format(lang)[1] == ","]
LIST_ITEM = re.compile(r"^[ \t]*(?:\d+\.|[-*+])[ \t]+\S", re.MULTILINE)  # two in one block: a list Markdown never made


def ids(pages):
    return [site_map.page_id(lang, src) for lang, src in pages]


def markdown_left(text: str) -> list[str]:
    """The kinds of Markdown syntax a block's text still shows, quotations left out.

    >>> markdown_left("See [`x.cs` line 4](https://x). Then:\\n1. one\\n2. two")
    ['inline code', 'a link', 'a list run into its paragraph']
    >>> markdown_left('GA answers “Harmonic substitutions for **G**” in\\n1. line, a figure that opens a line.')
    []
    """
    unquoted = QUOTED.sub(" ", text)
    kinds = [kind for kind, pattern in MARKDOWN.items() if pattern.search(unquoted)]
    return kinds + (["a list run into its paragraph"] if len(LIST_ITEM.findall(text)) >= 2 else [])


@pytest.mark.parametrize("lang, src", ALL_PAGES, ids=ids(ALL_PAGES))
def test_no_markdown_syntax_is_left_in_the_text(site, lang, src):
    "Assert no block of the page's text, outside code and quotations, shows Markdown syntax (backticks, `](`, `**`, a list run into a paragraph)."
    found = [(tag, kinds, " ".join(text.split())[:120]) for tag, text in built_page(site, lang, src).blocks
             if (kinds := markdown_left(text))]
    assert not found, "\n".join(f"<{tag}> {', '.join(kinds)}: {text}" for tag, kinds, text in found)


def decimal_points(text: str, thousands: str) -> list[str]:
    """The numbers of a text, quotations left out, written with a decimal point (a thousands point is no decimal).

    >>> decimal_points("a cost of 1.20, 15.360 voicings, OPTIC-K-v1.8, §6.7, «0.88» and 0,5", ".")
    ['1.20']
    """
    grouped = re.compile(r"\d{1,3}(?:\.\d{3})+") if thousands == "." else None
    return [n for n in DOTTED.findall(QUOTED.sub(" ", text)) if not (grouped and grouped.fullmatch(n))]


COMMA_PAGES = [(lang, src) for src in site_map.english_pages() for lang in COMMA_LANGUAGES]


@pytest.mark.parametrize("lang, src", COMMA_PAGES, ids=ids(COMMA_PAGES))
def test_no_decimal_point_where_the_language_writes_a_decimal_comma(site, lang, src):
    "Assert a page in a language with a decimal comma shows no number with a decimal point, outside code and quotations, pictures included."
    page = built_page(site, lang, src)
    thousands = CATALOGS.number_format(lang)[0]
    found = [(text, points) for text in [t for _, t in page.blocks] + page.picture_texts
             if (points := decimal_points(text, thousands))]
    assert not found, "\n".join(f"{points}: {' '.join(text.split())[:120]}" for text, points in found[:10])


HEADING_OR_CAPTION = re.compile(r'<(?P<tag>h[1-6])\b[^>]*>(?P<heading>.*?)</h[1-6]>|'
                                r'<figcaption id="(?P<table>table-[^"]+)-title">(?P<caption>.*?)</figcaption>', re.S)


def plain(markup: str) -> str:
    """An element's words: tags, the permalink sign and extra spaces left out."""
    return " ".join(re.sub(r"<[^>]+>|¶", " ", html.unescape(markup)).split()).casefold()


@pytest.mark.parametrize("lang, src", ALL_PAGES, ids=ids(ALL_PAGES))
def test_no_table_repeats_the_heading_above_it(site, lang, src):
    "Assert no lesson table's caption says again what the heading just above it says (\"Other phrasings\" twice)."
    heading, repeated = "", []
    for found in HEADING_OR_CAPTION.finditer(site.html(site_map.url(src, lang))):
        if found["tag"]:
            heading = plain(found["heading"])
        elif plain(found["caption"]) == heading:
            repeated.append(f"{found['table']}: {heading!r}")
    assert not repeated, repeated


NUMBER_WORDS = ("two three four five six seven eight nine ten eleven twelve "  # the small numbers prose writes in words
                "dos tres cuatro cinco seis siete ocho nueve diez once doce "
                "deux trois quatre cinq six sept huit neuf dix onze douze").split()
WORD = "|".join(NUMBER_WORDS)
RATIO_IN_WORDS = re.compile(rf"\b(?:{WORD}) (?:out of|of|de|sur) (?:{WORD})\b", re.IGNORECASE)


def ratios_in_words(text: str) -> list[str]:
    """Counts written as words against each other ("three of seven", "trois sur sept"), quotations left out.

    >>> ratios_in_words("counts all 7, so 3 of 7; trois sur sept; dos de los tres; «two of two»")
    ['trois sur sept']
    """
    return RATIO_IN_WORDS.findall(QUOTED.sub(" ", text))


LESSONS = [(lang, src) for src in site_map.lessons() for lang in LANGUAGES]


@pytest.mark.parametrize("lang, src", LESSONS, ids=ids(LESSONS))
def test_no_count_of_a_count_is_written_in_words(site, lang, src):
    "Assert no lesson's prose writes a count against another in words (\"trois sur sept\"): such figures are the engine's, and directives."
    found = [ratio for _, text in built_page(site, lang, src).blocks for ratio in ratios_in_words(text)]
    assert not found, found
