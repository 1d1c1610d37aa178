"""Each language's search index holds that language's pages, and each lesson under the words of its prose."""
from __future__ import annotations

import pytest

import site_map
from page_html import TAG, search_index, search_word, words

LESSON_PAGES = site_map.lesson_pages()
LANGUAGES = [lang.locale for lang in site_map.languages()]


@pytest.mark.parametrize("lang, src", LESSON_PAGES, ids=[site_map.page_id(*p) for p in LESSON_PAGES])
def test_search_index_holds_each_lesson_under_a_rare_word_of_its_prose(site, lang, src):
    "Assert an entry of the language's search index at the lesson's address holds the rarest word of its prose."
    index = search_index(site, lang)
    word = search_word(site, lang, src)
    here = site_map.url(src, lang).removeprefix(site_map.language(lang).prefix)
    entries = [doc for doc in index["docs"] if doc["location"].split("#")[0] == here]
    assert any(word in words(TAG.sub(" ", doc["title"] + " " + doc["text"])) for doc in entries), word


def test_each_languages_index_holds_its_own_pages(site):
    "Assert the search index of each language lists every page of that language and none of another's."
    for lang in LANGUAGES:
        located = {doc["location"].split("#")[0] for doc in search_index(site, lang)["docs"]}
        prefix = site_map.language(lang).prefix
        assert {prefix + location for location in located} == {site_map.url(src, lang) for src in site_map.english_pages()}
        assert search_index(site, lang)["config"]["lang"] == [lang]
