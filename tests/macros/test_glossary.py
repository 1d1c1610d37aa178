"""The glossary: its page from each language's glossary.yml, and a lesson's first use of each term linked to it."""
import re

import pytest

from macros.catalogs import CatalogError, Catalogs
from macros.glossary import Term, link_first_uses, page_markdown, terms

GLOSSARY = """voicing:
  word: voicing
  forms: [voicing, voicings]
  definition: A way to play a chord, string by string.
open string:
  word: open string
  forms: [open string, open strings]
  definition: A string played with no finger on it, marked `0` in a [diagram](01-the-map.md).
tuning:
  word: tuning
  forms: [tuning, tunings]
  definition: The notes of the open strings.
alternate tuning:
  word: alternate tuning
  definition: Any tuning but the standard one.
string names:
  word: "the low E string, the A string..."
  note: "a writing convention, not a term: no definition, so not in the readers' glossary"
"""
TERMS = (Term("voicing", "voicing", ("voicing", "voicings"), "A way to play a chord."),
         Term("tuning", "tuning", ("tuning", "tunings"), "The open strings' notes."),
         Term("alternate tuning", "alternate tuning", ("alternate tuning",), "Not the standard one."),
         Term("main", "main", ("on [main]",), "GA's main branch."),
         Term("scale", "scale", ("scale",), "A key's notes.", unless=("the scale of",)))


@pytest.fixture
def catalogs(tmp_path):
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "glossary.yml").write_text(GLOSSARY, encoding="utf-8")
    return Catalogs(tmp_path)


def linked(page_html: str) -> list[tuple[str, str]]:
    """(anchor, words) of each glossary link of the page, in order."""
    return re.findall(r'<a class="glossary-term" href="g/#([^"]+)"[^>]*>(.*?)</a>', page_html, re.DOTALL)


def test_only_the_concepts_with_a_definition_are_terms(catalogs):
    "Assert the terms are the concepts that have a definition, in the file's order, with their forms (the word by default)."
    assert [(t.concept, t.forms) for t in terms(catalogs, "en")] == [
        ("voicing", ("voicing", "voicings")), ("open string", ("open string", "open strings")),
        ("tuning", ("tuning", "tunings")), ("alternate tuning", ("alternate tuning",))]


def test_the_page_lists_the_terms_alphabetically_under_their_initials_with_stable_ids(catalogs):
    "Assert the glossary page is a definition list per initial letter, each term with its concept's id and its definition."
    assert page_markdown(catalogs, "en") == (
        '## A\n\n<div class="glossary" markdown>\n\nAlternate tuning { #alternate-tuning }\n:   Any tuning but the standard one.'
        '\n\n</div>\n\n'
        '## O\n\n<div class="glossary" markdown>\n\nOpen string { #open-string }\n:   A string played with no finger on it, '
        'marked `0` in a [diagram](01-the-map.md).\n\n</div>\n\n'
        '## T\n\n<div class="glossary" markdown>\n\nTuning { #tuning }\n:   The notes of the open strings.\n\n</div>\n\n'
        '## V\n\n<div class="glossary" markdown>\n\nVoicing { #voicing }\n:   A way to play a chord, string by string.\n\n</div>')


def test_a_language_sorts_as_its_dictionary_does(tmp_path):
    "Assert accents do not move a word out of its letter: é sorts with e."
    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "glossary.yml").write_text(
        "a: {word: fondamentale, definition: x}\nb: {word: émetteur, definition: y}\nc: {word: index, definition: z}\n",
        encoding="utf-8")
    headings = re.findall(r"^## (.+)$", page_markdown(Catalogs(tmp_path), "fr"), re.MULTILINE)
    assert headings == ["E", "F", "I"]


@pytest.mark.parametrize("entry, message", [
    ("x: {word: x, definition: 3}", "translations/en/glossary.yml: 'x': 'definition' should be a sentence, got 3"),
    ("x: {word: x, definition: y, forms: x}", "translations/en/glossary.yml: 'x': 'forms' should be a list of words or "
                                             "phrases, got 'x'"),
    ("x: [word]", "translations/en/glossary.yml: 'x': expected a mapping with a 'word'"),
    ("x: {word: x, definition: y\n", "translations/en/glossary.yml:3: not YAML"),
])
def test_a_malformed_entry_is_an_error_naming_its_file_and_concept(tmp_path, entry, message):
    "Assert a glossary entry the page cannot use fails with the file, the concept and what is wrong."
    folder = tmp_path / "translations"
    (folder / "en").mkdir(parents=True)
    (folder / "en" / "glossary.yml").write_text(entry + "\n", encoding="utf-8")
    with pytest.raises(CatalogError, match=re.escape(message)):
        page_markdown(Catalogs(folder), "en")


def test_the_first_use_of_each_term_is_linked_once():
    "Assert each term is linked at its first use only, with its definition as the link's title."
    page, concepts = link_first_uses("<p>A voicing, then voicings, and a tuning.</p><p>Another voicing.</p>", TERMS, "g/")
    assert linked(page) == [("voicing", "voicing"), ("tuning", "tuning")]
    assert concepts == ("voicing", "tuning")
    assert 'title="A way to play a chord."' in page


@pytest.mark.parametrize("html", [
    "<h2>Voicing</h2><p>x</p>",
    "<p><code>voicing</code></p>",
    "<pre><code>voicing</code></pre>",
    '<p><a href="x">voicing</a></p>',
    "<p>GA answers «voicing» there.</p>",
    '<p>The user asks "show me a voicing" and</p>',
    "<details><summary>A voicing</summary></details>",
    '<div class="admonition note"><p class="admonition-title">A voicing</p></div>',
    "<blockquote><p>voicing</p></blockquote>",
    "<p>the scale of the real thing</p>",
    "<p>Voicings</p><!--lessons-markup-0-->",
])
def test_no_term_is_linked_in_headings_code_links_quotations_or_titles(html):
    "Assert a heading, code, an existing link, a quotation, a block's title or a phrase the term excepts gets no link."
    assert linked(link_first_uses(html, TERMS, "g/")[0]) == ([("voicing", "Voicings")] if html.endswith("-->") else [])


def test_a_quotation_spans_the_tags_inside_it_but_not_its_block():
    "Assert a quotation with code inside it hides its words, and an unclosed quotation mark ends with its paragraph."
    page = link_first_uses("<p>« a <code>C</code> voicing » and</p><p>« open</p><p>a voicing</p>", TERMS, "g/")[0]
    assert linked(page) == [("voicing", "voicing")] and page.index('href="g/#voicing"') > page.index("« open")


def test_a_term_used_first_in_a_collapsed_block_is_linked_where_it_is_in_view():
    "Assert a term first met in a collapsed note is linked at its first use outside one, or in the note if it has none."
    html = ("<details><summary>How</summary><p>Each voicing and tuning.</p></details>"
            "<p>A voicing.</p><details><p>A voicing again.</p></details>")
    page = link_first_uses(html, TERMS, "g/")[0]
    assert linked(page) == [("tuning", "tuning"), ("voicing", "voicing")]
    assert page.index("#voicing") > page.index("</details>")


def test_the_longest_form_wins_and_a_bracketed_part_is_what_the_link_covers():
    "Assert 'alternate tuning' is one term, not 'tuning', and 'on [main]' links 'main' alone."
    page = link_first_uses("<p>An alternate\ntuning, a tuning, on main.</p>", TERMS, "g/")[0]
    assert linked(page) == [("alternate-tuning", "alternate\ntuning"), ("tuning", "tuning"), ("main", "main")]
    assert "on <a class" in page


def test_a_form_in_lower_case_may_start_a_sentence_but_not_be_shouted():
    "Assert 'Voicing' is the term and 'VOICING' (an identifier, a partition's name) is not."
    assert linked(link_first_uses("<p>VOICING is set. Voicings are played.</p>", TERMS, "g/")[0]) == [
        ("voicing", "Voicings")]


def test_a_page_without_terms_is_left_as_it_is():
    "Assert a language with no glossary leaves the page's HTML untouched."
    assert link_first_uses("<p>A voicing.</p>", (), "g/") == ("<p>A voicing.</p>", ())
