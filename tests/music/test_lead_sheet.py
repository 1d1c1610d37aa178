"""The course's recognizer of lead-sheet symbols: chords, broken symbols, Roman numerals, text."""
import pytest

from engine.music.lead_sheet import LOWERCASE_ROOT, QUALITY, ROOT, NotChord, read_word


@pytest.mark.parametrize("word, kind", [
    ("Am", "chord"), ("F#", "chord"), ("B♭", "chord"), ("Bø7", "chord"), ("C+", "chord"), ("G7/B", "chord"),
    ("Hm", NotChord("Hm", ROOT, "H")), ("X7alt", NotChord("X7alt", ROOT, "X")),
    ("hm", NotChord("hm", LOWERCASE_ROOT, "h")), ("Cq7", NotChord("Cq7", QUALITY, "q7")),
    ("C13#11", NotChord("C13#11", QUALITY, "13#11")),  # valid, outside the list: the recognizer's limit
    ("V7", "numeral"), ("ii", "numeral"), ("I", None), ("fits", None), ("mode", None), ("a", None), ("X", None),
])
def test_read_word(word, kind):
    "Assert how the recognizer reads one word."
    assert read_word(word) == kind
