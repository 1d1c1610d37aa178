"""Material's search index holds every lesson in each language, under the words of its prose."""
from __future__ import annotations

import json

import pytest

import site_map
from page_html import TAG, search_word, words

LESSON_PAGES = site_map.lesson_pages()


@pytest.mark.parametrize("lang, src", LESSON_PAGES, ids=[site_map.page_id(*p) for p in LESSON_PAGES])
def test_search_index_holds_each_lesson_under_a_rare_word_of_its_prose(site, lang, src):
    "Assert an entry of the search index at the lesson's own address holds the rarest word of its prose."
    index = json.loads((site.folder / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert lang in index["config"]["lang"]
    word = search_word(site, lang, src)
    entries = [doc for doc in index["docs"] if doc["location"].split("#")[0] == site_map.url(src, lang)]
    assert any(word in words(TAG.sub(" ", doc["title"] + " " + doc["text"])) for doc in entries), word
