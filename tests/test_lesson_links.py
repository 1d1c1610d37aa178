"""Links between lessons stay on this site, and the original course appears only as a source.

Every lesson of the course has its page here, so no page sends a reader to the original course's
copy of a lesson (spareilleux.github.io/learn/…/ga-ai/NN-slug/) or to its index. The course is
cited where a lesson says what it is made from: its "Sources" and its note on how the page is made,
which link the course's repository (its programs and pages); its journal may be cited for a fact.
"""
import re
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parents[1] / "docs"
HERE = {p.name.split(".")[0] for p in (DOCS / "ga-ai").glob("[0-9][0-9]-*.md")}
COURSE = re.compile(r"https://spareilleux\.github\.io/learn/(?:es/|fr/)?ga-ai/([0-9]{2}-[a-z0-9-]+)/")
COURSE_INDEX = re.compile(r"https://spareilleux\.github\.io/learn/(?:es/|fr/)?ga-ai/(?:#[^)\s]*)?\)")
ORIGINAL = re.compile(r"\]\((https://(?:spareilleux\.github\.io/learn|github\.com/spareilleux/learn)[^)\s]*)\)")
JOURNAL = re.compile(r"^https://spareilleux\.github\.io/learn/(?:es/|fr/)?ga-ai/journal/")
SOURCES = re.compile(r"^## (?:Sources|Fuentes)\s*$")  # the section's heading in each language
NOTE = re.compile(r"^\?\?\?\+? note ")  # the collapsed note on how the page is made
LESSONS = sorted(p.relative_to(DOCS).as_posix() for p in (DOCS / "ga-ai").glob("[0-9][0-9]-*.md"))


def line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


@pytest.mark.parametrize("page", sorted(p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md")))
def test_a_lesson_on_this_site_is_linked_here(page):
    "Assert no page sends a reader to the original course for a lesson this site has, nor to the course's index."
    text = (DOCS / page).read_text(encoding="utf-8")
    away = [f"line {line_of(text, m.start())}: {m.group(1)}" for m in COURSE.finditer(text) if m.group(1) in HERE]
    away += [f"line {line_of(text, m.start())}: the course's index" for m in COURSE_INDEX.finditer(text)]
    assert not away, f"link to {{slug}}.md (or index.md) instead: {away}"


def cited_as_source(lines: list[str]) -> set[int]:
    """The lines (1-based) of the lesson's "Sources" section and of its note on how the page is made."""
    where, inside = set(), None
    for number, line in enumerate(lines, 1):
        if SOURCES.match(line) or NOTE.match(line):
            inside = "sources" if SOURCES.match(line) else "note"
        elif inside == "sources" and line.startswith("## "):
            inside = None
        elif inside == "note" and line.strip() and not line.startswith((" ", "\t")):
            inside = None
        if inside:
            where.add(number)
    return where


@pytest.mark.parametrize("page", LESSONS)
def test_the_original_course_is_linked_only_as_a_source(page):
    "Assert a lesson links the original course only in its sources and its note on how it is made (its journal aside)."
    text = (DOCS / page).read_text(encoding="utf-8")
    allowed = cited_as_source(text.splitlines())
    assert allowed, f"{page} has neither a Sources section nor a note on how it is made"
    elsewhere = [f"line {line_of(text, m.start())}: {m.group(1)}" for m in ORIGINAL.finditer(text)
                 if line_of(text, m.start()) not in allowed and not JOURNAL.match(m.group(1))]
    assert not elsewhere, f"{page} links the original course outside its sources: {elsewhere}"


def test_the_sources_and_the_note_are_where_the_course_may_be_cited():
    "Assert the lines of the note on how the page is made and of the Sources section are found, and no others."
    lines = ['# L', '', '??? note "How this page is made"', '    [learn](https://github.com/spareilleux/learn)', '',
             '    more', 'Prose [here](https://spareilleux.github.io/learn/ga-ai/)', '## Sources', '', '- files',
             '## Exercises']
    assert cited_as_source(lines) == {3, 4, 5, 6, 8, 9, 10}
