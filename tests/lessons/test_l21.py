"""Lesson 21, the voicing search: the course's output byte for byte, and the figures pages cite."""
import re
from pathlib import Path

import pytest

from engine import draw_picture, render_report, run_lesson
from engine.report.numbers import SEPARATORS
from engine.report.voice import PROGRAM, Reader, say
from engine.table import ForReader, Join, phrase
from macros.catalogs import Catalogs

CATALOGS = Catalogs(Path(__file__).resolve().parents[2] / "translations")


@pytest.fixture(scope="module")
def reports():
    return {at: run_lesson("l21", at) for at in ("pin", "main")}


@pytest.mark.parametrize("at, name", [("pin", "l21"), ("main", "l21-main")])
def test_golden_output(reports, expected, at, name):
    """Assert the lesson prints exactly the course program's output, at the pin and on main."""
    assert render_report(reports[at]) == expected(name)


@pytest.mark.parametrize("table, figure, pin, main", [
    ("vocabulary", "symbolic_tags", 188, 188),
    ("vocabulary", "famous_chord_tags", 53, 53),
    ("vocabulary", "hyphenless_entries", 8, 8),
    ("vocabulary_examples", "same_voicings", 4, 4),
    ("modes_after_chord", "g7.same_as_alone", 19, 21),
    ("modes_after_chord", "modes_alone_all_zero", 18, 18),
    ("modes_after_chord", "modes_alone_index_first_ten", True, True),
    ("tags_after_chord", "cmaj7.different_answers", 7, 5),
    ("tags_after_chord", "g7.same_as_alone", 76, 135),
    ("tags_after_chord", "bits_changing_nothing", "3, 4, 5, 10", "3, 4, 5, 8, 10"),
    ("tags_after_chord", "jazz_shell_voicing.same_answer", False, True),
    ("rootless_after_seventh", "rootless_answered", 0, 0),
    ("rootless_after_seventh", "chords_first_three_shells", 8, 0),
    ("scores", "symbolic.weight", 0.1, 0.1),
    ("rootless_after_seventh", "cmaj7.rootless_in_index", 63, 63),
    ("scores", "score_ceiling", 0.7, 0.7),
    ("scores", "chord_only_ceiling", 0.6, 0.6),
    ("vocabulary_examples", "f_minor.chord", "F", "F"),
    ("vocabulary_examples", "f_minor.mode", "minor", "minor"),
    ("vocabulary_examples", "fm.mode", "", ""),
    ("modes_after_chord", "modes_alone_reading_a_tag", 5, 5),
    ("scores", "chord_queries", 828, 828),
    ("scores", "highest_top_score", 0.525, 0.6),
    ("scores", "highest_top_score_chord", "E5", "A"),
    ("scores", "g7_shell_for.top_score", 0.4932, 0.6316),
])
def test_figures(reports, table, figure, pin, main):
    """Assert the figures the lesson's prose cites, at the pin and on main."""
    assert reports["pin"].table(table).figures[figure] == pin
    assert reports["main"].table(table).figures[figure] == main


@pytest.mark.parametrize("table", ["vocabulary", "example_queries", "parked_draft"])
def test_pin_only_tables(reports, table):
    """Assert the tables main's program does not print are figures only there."""
    assert reports["pin"].table(table).title is not None
    assert reports["main"].table(table).title is None


@pytest.mark.parametrize("language, said, scores", [
    ("es", "acorde Cmaj7, tags jazz", "0,5085, 0,5085"),
    ("fr", "accord Cmaj7, tags jazz", "0,5085, 0,5085"),
])
def test_a_reader_reads_the_cells_in_their_language(reports, language, said, scores):
    """Assert a reading and its scores reach a reader in their language's words and numbers, literals kept."""
    voice = Reader(language, SEPARATORS[language], lambda s: CATALOGS.table_word(language, s))
    first = reports["pin"].table("vocabulary_examples").parts[0].rows[0]
    assert [say(cell, voice) for cell in first] == ["Cmaj7 jazz voicing", said, "Cmaj7 jazz", said,
                                                    CATALOGS.table_word(language, "yes"), scores]


def test_readings_are_phrases_not_sentences(reports):
    """Assert "read as" cells are phrases over GA's chord, mode and tags, and "nothing" when nothing is read."""
    rows = reports["pin"].table("example_queries").parts[0].rows
    mellow = next(r for r in rows if r[0] == "something warm and mellow")
    assert mellow[1] == phrase("nothing") and mellow[2] == ForReader(phrase("none"), phrase("no voicing"))
    ballad = next(r for r in rows if r[0] == "something jazzy in F minor for a ballad")
    assert ballad[1] == Join(", ", (phrase("chord {chord}", chord="F"), phrase("mode {mode}", mode="minor"),
                                    phrase("tags {tags}", tags="jazzy for")))


DIAMOND = re.compile(r'<path d="M[\d.]+ [\d.]+L[\d.]+ [\d.]+L[\d.]+ [\d.]+L[\d.]+ [\d.]+Z"')


@pytest.mark.parametrize("at", ["pin", "main"])
def test_rootless_pictures_show_the_roots_the_answers_keep(reports, at):
    """Assert the answers' first voicings are drawn with their roots as diamonds, the index's rootless ones without."""
    table = reports[at].table("rootless_after_seventh")
    for chord in ("cmaj7", "dm7", "em7", "fmaj7", "g7", "am7", "c7", "d7", "e7", "a7"):
        answered, in_index = (draw_picture(table.pictures[f"{chord}.{which}"], PROGRAM)
                              for which in ("answered", "in_index"))
        assert len(DIAMOND.findall(answered)) >= 3, chord  # every voicing answered plays the root
        assert not DIAMOND.findall(in_index) and in_index.count('font-size="14"') >= 3, chord
