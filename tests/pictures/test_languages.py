"""Every picture of every lesson, drawn for a Spanish and a French reader, speaks their language.

What a reader reads in a picture (its `aria-label`, its `<title>`, its visible `<text>`) may hold GA's
identifiers, chord symbols, diagrams and numbers, and GA's own words where the picture quotes them (in
the language's quotation marks, or in a `<text lang="en">`); any other English word is a word the
picture should have said in the reader's language. Which words are English is the catalogs' call: a
word of the English table strings that no translation of them keeps (the stop-list), so the test
grows with the catalogs and is not a list tuned by hand.
"""
import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest

from engine import LESSONS, draw_picture, lesson_report, revisions
from macros.catalogs import Catalogs
from macros.tables import reader

ROOT = Path(__file__).resolve().parents[2]
CATALOGS = Catalogs(ROOT / "translations")
LANGUAGES = ("es", "fr")
NS = "{http://www.w3.org/2000/svg}"
TOKEN = re.compile(r"[\w'./-]*\w")  # a word, or an identifier (ga_key_identify, SKILL.md, diatonic-chords), or 2nd
WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
QUOTED = re.compile(r'«[^»]*»|“[^”]*”|\{[^{}]*\}')  # GA's words, quoted by a catalog or a reader's voice; JSON, a set
NOTE = re.compile(r"[a-g](?:b|bb)?")  # Bb, Eb: a chord's letters, not a word
MARK, COUNT = r"(?:[^\w\s]|[a-z]|\d)", r"\d{1,3}(?:[\u00a0\u202f ]\d{3})*"  # a grid's mark (".", "#", "a", "2", "×"); a count
UNSPACED = re.compile(r"(?:[^\s\u00a0\u202f]| )[;:?!](?=\s|$)")  # French writes a no-break space before ; : ? !
BARE_MARK = re.compile(rf"(?:^|[:;,]) ?(?:{MARK} {COUNT}|{COUNT} {MARK}|{COUNT} \S+[*!])(?=[;,]|$)")


def words(text: str) -> set[str]:
    """The text's words, lowercased: not its identifiers, numbers or GA's quoted words."""
    return {t.lower() for t in TOKEN.findall(QUOTED.sub(" ", text)) if WORD.fullmatch(t)}


@cache
def english_words(language: str) -> frozenset[str]:
    """The words of the English table strings that no translation into `language` keeps: English a reader of that
    language should not meet outside GA's quoted words. Fields and GA's quoted words are left out on both sides; a
    word a translation keeps ("prompt", "skill", "dominant" in French) is the language's own too."""
    said, kept = set(), set()
    for english, (translated, _) in CATALOGS.table_words(language).items():
        said |= words(re.sub(r'\{[^}]*\}|"[^"]*"', " ", english))
        kept |= words(re.sub(r"\{[^}]*\}", " ", translated))
    return frozenset(w for w in said - kept if not NOTE.fullmatch(w))


def read(svg: str) -> list[str]:
    """What a reader reads of a picture, GA's quoted words left out."""
    root = ET.fromstring(svg)
    title = root.find(f"{NS}title")
    texts = [t for t in root.iter(f"{NS}text") if t.get("lang") != "en"]
    said = [root.get("aria-label", ""), title.text if title is not None else ""]
    return said + ["".join(t.itertext()) for t in texts]


def pictures(lesson: str):
    for at in revisions(lesson):
        for table in lesson_report(lesson, at).tables:
            for name, picture in table.pictures.items():
                yield f"{table.name}.{name} at {at}", picture


def test_the_stop_list_holds_the_words_the_catalogs_translate():
    "Assert the stop-list is the catalogs' English (first, tied, minor, notes), not GA's words the catalogs keep."
    for language in LANGUAGES:
        stop = english_words(language)
        assert {"first", "tied", "minor", "major", "line", "with", "the", "off", "none"} <= stop, language
        assert not {"skill", "voicing", "prompts", "bb"} & stop, language


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("lesson", LESSONS)
def test_every_picture_speaks_the_readers_language(lesson, language):
    "Assert no picture of the lesson, drawn for the reader, says an English word outside GA's quoted words."
    voice = reader(CATALOGS, language, "en")
    stop = english_words(language)
    found = {}
    for name, picture in pictures(lesson):
        english = sorted(set().union(*(words(t) & stop for t in read(draw_picture(picture, voice)))))
        if english:
            found[name] = english
    assert not found, f"English in {lesson}'s pictures for a reader of {language!r}: {found}"


def test_a_bare_mark_with_a_count_is_found():
    "Assert the test below finds a mark counted without its meaning (\". 241\", \"Cb: 1 ×\", \"2 D#*\"), not a chord or words."
    assert all(BARE_MARK.search(label) for label in ("IntervalSkill, 21 × 21: . 241, # 147", "Cb: 1 ×, 2 ×",
                                                      "F: 1 E, 2 D#*", "Classify: c 20; t 21", "x: 2 155", "a 15 360"))
    assert not any(BARE_MARK.search(label) for label in ("IntervalSkill, 21 × 21: 241 right intervals", "F: 1 E, 2 D",
                                                         "✓ 253 passed, ✗ 31 failed", "0 × vextab", "Major: 1 2 3 4 5 6 7",
                                                         "degrees moved: 3, 6, 7"))


@pytest.mark.parametrize("language", ("en", *LANGUAGES))
@pytest.mark.parametrize("lesson", LESSONS)
def test_every_mark_is_said_in_words(lesson, language):
    """Assert no picture's label counts a mark without saying what it means ("a 27", "Cb: 1 ×"): a screen reader
    would read out the program's characters; the label says each mark's meaning, as the page's caption does."""
    voice = reader(CATALOGS, language, "en")
    found = {name: label for name, picture in pictures(lesson)
             if BARE_MARK.search(label := ET.fromstring(draw_picture(picture, voice)).get("aria-label", ""))}
    assert not found, f"marks counted without their meaning in {lesson}'s pictures for {language!r}: {found}"


@pytest.mark.parametrize("lesson", LESSONS)
def test_a_french_picture_spaces_its_punctuation(lesson):
    """Assert each picture drawn for a French reader, its markup the same in every language or said in the reader's
    words, writes a no-break space before ; : ? and ! in its label, its title and its texts outside GA's quoted words
    ("do♭ majeur : refusée", "« Transpose G7 to Eb » : ...", "Em → A7 : E→C♯ -3")."""
    voice = reader(CATALOGS, "fr", "en")
    found = {name: unspaced for name, picture in pictures(lesson)
             if (unspaced := [t for t in read(draw_picture(picture, voice)) if UNSPACED.search(QUOTED.sub(" ", t))])}
    assert not found, f"punctuation without its no-break space in {lesson}'s pictures for a French reader: {found}"
