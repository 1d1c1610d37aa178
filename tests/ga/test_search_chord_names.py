"""The search's ChordName filter as the pin and main read a stored name."""
import pytest

from engine.ga.search.chord_names import ChordName, parse_chord_name, quality_in_name, root_and_quality


@pytest.mark.parametrize("name, parsed", [
    ("Cmaj7", ChordName(0, "maj7")), ("Cmaj7/B", ChordName(0, "maj7", 11)), ("E/B", ChordName(4, "", 11)),
    ("Dbaug(maj7)/C", ChordName(1, "aug", 0)), ("Am7(shell)/G", ChordName(9, "m7", 7)),
    ("F#m7b5", ChordName(6, "m7b5")), ("Bbm(add9)/C", ChordName(10, "m", 0)),
    ("C + E (Major 3rd)", ChordName(0, " + E ")), ("G (unison)", ChordName(7, " ")),
    ("Forte 4-9 (tetrachord)", ChordName(5, "orte 4-9 ")), ("set (tetrachord)", None), ("", None),
])
def test_parse_chord_name(name, parsed):
    "Assert main's reading of a chord name: root, quality cut at a parenthesis or a slash, the bass."
    assert parse_chord_name(name) == parsed


# asked, stored name, lowest MIDI note -> the pin's answer, main's
FILTERS = [
    ("Dm7", "Bm7(shell)/D", 50, True, False),  # the pin's Dm7: "m7" is in the name, D is the lowest note
    ("Dm7", "Dm7/C", 48, False, True),
    ("Cmaj7", "Cmaj7/B", 47, False, True),
    ("C", "Cmaj7", 48, True, False),  # "" is in every name
    ("E", "E/B", 47, False, True),
    ("Dbaug", "Dbaug(maj7)/C", 48, False, True),
    ("Dbaug", "Faug", 49, True, False),  # Db F A is named Faug: the pin finds it by its lowest note
    ("Cm", "Cm(maj7)", 48, True, True),
    ("C/G", "C/E", 52, False, False),
    ("C/G", "C", 55, False, True),
    ("x7", "G7", 43, True, True),  # no note letter: nothing to filter on
]


@pytest.mark.parametrize("asked, name, lowest, pin, main", FILTERS)
def test_chord_filters(asked, name, lowest, pin, main):
    "Assert whether a stored name passes for a chord asked, at the pin and on main."
    assert (quality_in_name(asked, name, lowest), root_and_quality(asked, name, lowest)) == (pin, main)
