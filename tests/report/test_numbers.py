"""Numbers written the way each language of the site writes them."""
import pytest

from engine import format_number, number_spellings

NNBSP = "\u202f"


@pytest.mark.parametrize("value, lang, decimals, text", [
    (15360, "en", None, "15,360"),
    (15360, "es", None, "15.360"),
    (15360, "fr", None, f"15{NNBSP}360"),
    (1360, "es", None, "1360"),
    (1360, "fr", None, f"1{NNBSP}360"),
    (210, "fr", None, "210"),
    (0.06, "en", 2, "0.06"),
    (0.06, "es", 2, "0,06"),
    (0.7, "fr", 2, "0,70"),
    (-0.0001, "en", 2, "0.00"),
    (1234567.891, "en", 1, "1,234,567.9"),
])
def test_format_number(value, lang, decimals, text):
    "Assert a number is written as a reader of the language writes it."
    assert format_number(value, lang, decimals) == text


def test_spellings_cover_every_language_and_hand_typed_forms():
    "Assert a figure's spellings are the three languages', ungrouped, with a plain space, and a fraction rounded."
    assert number_spellings(15360) == {"15,360", "15.360", f"15{NNBSP}360", "15360", "15 360"}
    assert {"0.11", "0,111", "0.1111"} <= number_spellings(1 / 9)
