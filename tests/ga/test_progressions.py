"""ga_generate_progression: its templates, the roots it reads, its spelling, its length, its JSON."""
import json

import pytest

from engine.ga.progressions import build_symbol, generate_progression, json_text, prefers_flats, templates
from engine.ga.progressions.tables import transpose_tables


def symbols(root, template, length=None):
    return " ".join(c["symbol"] for c in generate_progression(root, template, length)["chords"])


def test_the_nine_templates():
    "Assert the nine templates in the tool's order and their lengths."
    assert {name: len(steps) for name, steps in templates().items()} == {
        "ii-V-I": 3, "circle-of-fifths": 4, "rhythm-changes-a": 8, "I-V-vi-IV": 4, "I-vi-IV-V": 4, "canon": 8,
        "12-bar-blues": 12, "minor-vamp": 3, "andalusian": 4}


def test_template_data():
    "Assert every step's offset is within the octave and its quality one the reader knows."
    for steps in templates().values():
        assert all(0 <= s.offset < 12 and s.quality in ("", "m", "7", "m7", "maj7") and s.roman for s in steps)


@pytest.mark.parametrize("root, template, chords", [
    ("C", "I-V-vi-IV", "C G Am F"), ("c", "I-V-vi-IV", "C G Am F"), ("B", "I-V-vi-IV", "B F# G#m E"),
    ("b", "I-V-vi-IV", "B Gb Abm E"), ("Cb", "I-V-vi-IV", "B Gb Abm E"), ("F major", "I-V-vi-IV", "F C Dm A#"),
    ("D minor", "andalusian", "Dm C A# A"), ("C7b9", "andalusian", "Cm Bb Ab G"), ("Cmaj7", "ii-V-I", "Dm7 G7 Cmaj7"),
    ("F", "ii-V-I", "Gm7 C7 Fmaj7"), ("C", "I-V-VI-IV", "C G Am F"),  # the template's name ignores case
])
def test_roots_and_spelling(root, template, chords):
    "Assert the chords the tool writes for a root as given."
    assert symbols(root, template) == chords


@pytest.mark.parametrize("root, template, error", [
    ("B♭", "I-V-vi-IV", "unknown root 'B♭' — try C, D, Eb, F#, etc."),
    ("E#", "I-V-vi-IV", "unknown root 'E#' — try C, D, Eb, F#, etc."),
    ("", "I-V-vi-IV", "root is required"), ("C", " ", "template is required"),
    ("C", "bossa", "unknown template 'bossa'"),
])
def test_errors(root, template, error):
    "Assert the tool's errors, as values of its answer."
    assert generate_progression(root, template)["error"] == error


@pytest.mark.parametrize("root, flats", [("F", True), ("f", True), ("Bb", True), ("b", True), ("B", False),
                                         ("D minor", False), ("F major", False), ("C7b9", True)])
def test_prefers_flats(root, flats):
    "Assert PrefersFlats: a lowercase b anywhere, or exactly F."
    assert prefers_flats(root) is flats


@pytest.mark.parametrize("length, chords, last", [(None, 12, "G7"), (0, 12, "G7"), (-1, 12, "G7"), (4, 4, "C7"),
                                                  (13, 13, "C7"), (25, 25, "C7")])
def test_length_loops_or_truncates(length, chords, last):
    "Assert a positive length other than the template's loops or cuts it; zero or less is ignored."
    found = generate_progression("C", "12-bar-blues", length)["chords"]
    assert (len(found), found[-1]["symbol"]) == (chords, last)


def test_json_text_is_the_answer():
    "Assert the JSON text parses back to the answer, indented with LF line endings, and an error stays compact."
    answer = generate_progression("C", "ii-V-I")
    text = json_text(answer)
    assert json.loads(text) == answer and text.startswith('{\n  "root": "C",\n  "template": "ii-V-I",')
    assert '"pitchClasses": [\n        2,\n' in text and "\r" not in text
    assert json_text(generate_progression("E#", "canon")).startswith('{"error":"unknown root \\u0027E#\\u0027 \\u2014')


def test_json_length_grows_by_the_chords_it_repeats():
    "Assert the text of a looped progression is the text of its chords repeated, each written once."
    one, half, two = (len(json_text(generate_progression("C", "12-bar-blues", n))) for n in (24, 36, 48))
    assert two - one == 2 * (half - one) > 0


def test_build_symbol():
    "Assert a step's symbol from the sharp or the flat names."
    step = templates()["andalusian"][1]
    assert (build_symbol(0, step, False), build_symbol(0, step, True)) == ("A#", "Bb")


def test_transpose_tables():
    "Assert GA's four twelve-key tables as quoted: 12, 12, 5 and 12 rows, three or four chords each."
    tables = transpose_tables()
    assert [len(rows) for rows in tables.values()] == [12, 12, 5, 12]
    assert all(len(chords) in (3, 4) for rows in tables.values() for _, chords in rows)
    assert dict(tables["Pop I–V–vi–IV — 12 keys (triads)"])["Gb"] == ("Gb", "Db", "Ebm", "B")
