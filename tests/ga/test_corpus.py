"""GA's prompt corpus as PromptCorpusTests reads it, and its text invariants, check by check."""
import pytest

from engine.ga.corpus import CHECKS, DEGRADED_TOKEN, Entry, Failure, entries, evaluate, ga_contains, markers
from engine.ga.corpus.entries import PROMPTS_YAML
from engine.ga.datafile import read_text
from engine.ga.routing.data import rows

HEADER_LINES = 13  # our header and a blank line above GA's first line
PROMPTS = "Tests/Apps/GaChatbot.Api.Tests/Corpus/prompts.yaml"
PROMPTS_BLOB = "f11c65be3cda5dbf693ebe24969a986b6b47e5a1"  # its blob id at the pin (git rev-parse c781df5c:PATH)


def test_prompts_yaml_is_gas_file(blob_id):
    """Assert our prompts.yaml, between our header and our seal's row hashes, is GA's file at the pin: the same git blob."""
    ours = [line for line in read_text(PROMPTS_YAML).split("\n")[HEADER_LINES:] if not line.startswith("# Row hashes:")]
    assert blob_id("\n".join(ours).encode("utf-8")) == PROMPTS_BLOB


def test_prompts_yaml_blob_is_gas(ga_blob_id):
    """Assert the blob id prompts.yaml is checked against is the one GA's repository gives the file at the pin."""
    if ga_blob_id(PROMPTS) is None:
        pytest.skip("GA's mirror is not beside the checkout")
    assert ga_blob_id(PROMPTS) == PROMPTS_BLOB


def test_yamldotnet_would_load_it(yamldotnet):
    """Assert no key twice in an entry (YamlDotNet throws on one) and no YAML null where GA reads a string."""
    for fields in yamldotnet(read_text(PROMPTS_YAML))["prompts"]:
        assert all(value not in ("null", "~", "Null", "NULL") for value in fields.values())


def test_the_corpus():
    """Assert 68 prompts in the file's order, 5 skipped, 3 judged, 39 naming an intent, 224 expected strings."""
    found = entries()
    assert len(found) == 68 and [e.number for e in found] == list(range(1, 69))
    assert sum(e.skip for e in found) == 5 and sum(e.judge is not None for e in found) == 3
    assert sum(not e.skip and e.routes_to is not None for e in found) == 39
    assert sum(len(e.expected) for e in found) == 224


def test_the_prompts_are_those_of_the_other_quote():
    """Assert the YAML's prompts are those corpus_prompts_all.tsv quotes (for #749's guard), in order."""
    assert [e.prompt for e in entries()] == [prompt for _line, prompt in rows("corpus_prompts_all.tsv", 2)]


def test_fields_are_typed_as_gas():
    """Assert an absent list is None, not empty; min_length an int; skip a bool; a folded judge one line."""
    g7 = entries()[61]
    assert g7 == Entry(62, "What notes are in a G7 chord", "chord-tones", "skill.chordinfo", ("G", "B", "D", "F"), None,
                       ("Mixolydian", "solo over", "scale has"), 25)
    assert entries()[51].skip is True and entries()[51].min_length is None
    assert entries()[62].judge.startswith("Must explain that the substitute dominant") and "\n" not in entries()[62].judge


def test_markers():
    """Assert GA's two degraded markers and eight banned phrases, in its order."""
    assert markers("degraded") == ("The chatbot can't serve a request right now", "right now. Please try again.")
    assert len(markers("banned")) == 8 and markers("banned")[0] == "Reproduce the catalog below verbatim"


ENTRY = Entry(0, "What notes are in a G7 chord", contains=("G", "B"), contains_any=("dominant", "seventh"),
              not_contains=("scale has",), min_length=25)
CASES = [  # answer -> the first check it fails, in GA's order
    ("", Failure("empty")),
    (" \t\u3000", Failure("empty")),
    ("short, and it says right now. Please try again.", Failure("degraded", "right now. Please try again.")),
    ("THE CHATBOT CAN'T SERVE A REQUEST RIGHT NOW", Failure("degraded", "The chatbot can't serve a request right now")),
    ("G B dominant", Failure("too short", length=12, minimum=25)),
    ("G B dominant 𝄪" + "x" * 9, Failure("too short", length=24, minimum=25)),  # an astral character counts two
    ("G B dominant 𝄪" + "x" * 10, None),
    ("G B dominant; the feature is not yet implemented", Failure("banned", "not yet implemented")),
    ("G B dominant, as the major SCALE HAS it", Failure("not_contains", "scale has")),
    ("the b and the dominant seventh", Failure("contains", "G")),
    ("G7 contains G, B, D and F, nothing else", Failure("contains_any")),
    ("G7 is a dominant chord: g, b, d, f", None),
]


@pytest.mark.parametrize("answer, failure", CASES)
def test_the_first_failing_check(answer, failure):
    """Assert EvaluatePromptAsync's text checks in its order, each string a case-insensitive substring."""
    assert evaluate(ENTRY, answer) == failure


def test_the_default_length_and_an_entry_without_lists():
    """Assert 50 UTF-16 units by default, and nothing else checked when the entry lists no string."""
    bare = Entry(0, "Suggest substitutions for G7")
    assert evaluate(bare, "x" * 49) == Failure("too short", length=49, minimum=50) and evaluate(bare, "x" * 50) is None


@pytest.mark.parametrize("answer", ["🎸" * 40, "0123456789" * 10, "Ｇ Ｂ ｄｏｍｉｎａｎｔ" * 5, "x" * 2001, "ق" * 60 + " G B dominant"])
def test_odd_answers_get_a_verdict(answer):
    """Assert any answer gets a verdict, never a traceback."""
    assert evaluate(ENTRY, answer) is None or evaluate(ENTRY, answer).check in CHECKS


def test_ga_contains_compares_char_by_char():
    """Assert the ignore-case comparison keeps ß (no full case folding) and matches Greek capitals."""
    assert ga_contains("Δ7 chord", "δ7") and not ga_contains("strasse", "straße") and ga_contains("STRAßE", "straße")


def test_the_degraded_token():
    """Assert the token GA's snapshot writer looks for."""
    assert DEGRADED_TOKEN == "BACKEND_DEGRADED"
