"""Tests of GA's ga_voicing_vocabulary (engine.ga.vocabulary) and the JSON text GA's tools write."""
import json

import pytest

from engine.ga.query.dotnet_json import dotnet_json
from engine.ga.vocabulary import voicing_vocabulary

# The brief's Appendix A, the 188 tags as the tool lists them (sorted), spot-checked at both ends.
FIRST_TAGS = ["a-hard-day's-night-chord", "a-shape", "accents", "add9(no3)", "added-note-chords"]
LAST_TAGS = ["whole-half-diminished-scale", "whole-tone-hexachord"]


def test_counts():
    """Assert 18 roots, 45 chord-quality suffixes, 23 modes and 188 tags."""
    v = voicing_vocabulary()
    assert (len(v.roots), len(v.chord_quality_suffixes), len(v.modes), len(v.symbolic_tags)) == (18, 45, 23, 188)


def test_lists_are_sorted_and_distinct():
    """Assert every list is sorted and has no repeats (ordinal order equals GA's culture order here)."""
    v = voicing_vocabulary()
    for values in (v.roots, v.chord_quality_suffixes, v.modes, v.symbolic_tags):
        assert list(values) == sorted(set(values))


@pytest.mark.parametrize("name, expected", [
    ("roots", ["A", "A#", "Ab", "B", "Bb", "C", "C#", "Cb", "D", "D#", "Db", "E", "Eb", "F", "F#", "G", "G#", "Gb"]),
    ("modes", ["aeolian", "altered", "blues", "diminished", "dorian", "harmonic minor", "harmonic-minor", "ionian",
               "locrian", "lydian", "lydian dominant", "lydian-dominant", "major", "melodic minor", "melodic-minor",
               "minor", "mixolydian", "pentatonic", "phrygian", "phrygian dominant", "phrygian-dominant",
               "whole tone", "whole-tone"]),
])
def test_lists(name, expected):
    """Assert the roots and the modes as the tool lists them."""
    assert list(getattr(voicing_vocabulary(), name)) == expected


def test_suffixes_and_tags_ends():
    """Assert the first suffixes and the first and last tags (the brief's section 3 and Appendix A)."""
    v = voicing_vocabulary()
    assert list(v.chord_quality_suffixes[:6]) == ["+7", "11", "13", "13#9", "13b9", "5"]
    assert list(v.symbolic_tags[:5]) == FIRST_TAGS and list(v.symbolic_tags[-2:]) == LAST_TAGS


def test_examples():
    """Assert the five query-construction examples, in GA's order."""
    pairs = [(e.user_said, e.canonical_query) for e in voicing_vocabulary().examples]
    assert pairs == [("Cmaj7 jazz voicing", "Cmaj7 jazz"), ("F# Lydian drop 2", "F# Lydian drop2"),
                     ("rootless Dm7", "Dm7 rootless"), ("something jazzy in F minor", "Fm jazz"),
                     ("shell voicing for G7", "G7 shell")]


def test_json_keys_and_escapes():
    """Assert the tool's JSON keys in GA's order, and System.Text.Json's escapes of ’, ' and +."""
    text = voicing_vocabulary().json()
    assert list(json.loads(text)) == ["description", "roots", "chordQualitySuffixes", "emptyQualityMeansMajorTriad",
                                      "modes", "symbolicTags", "symbolicTagPartialMatch",
                                      "queryConstructionExamples", "whenVocabularyMisses"]
    assert '"messiaen\\u2019s-mode-2-(octatonic)"' in text and '"\\u002B7"' in text and "\\u0027Cmaj7\\u0027" in text


@pytest.mark.parametrize("value, text", [
    ({"a": None, "b": [True, 1, 0.5]}, '{"a":null,"b":[true,1,0.5]}'),
    ({"q": 'say "x" & <y>'}, '{"q":"say \\u0022x\\u0022 \\u0026 \\u003Cy\\u003E"}'),
    ({"e": "é\n"}, '{"e":"\\u00E9\\n"}'),
    ([], "[]"),
])
def test_dotnet_json(value, text):
    """Assert compact JSON text as System.Text.Json's default encoder writes it."""
    assert dotnet_json(value) == text
