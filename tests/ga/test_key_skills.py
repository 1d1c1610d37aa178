"""ScaleInfoSkill, RelativeKeySkill and KeyNaming: a key's notes and its relative key, two ways (lesson 9)."""
import pytest

from engine.ga.routing import ChatbotHost
from engine.ga.routing.skills import answer, can_handle
from engine.ga.routing.skills.relative_key import blurb, normalize_key
from engine.ga.tonal.key_naming import describe_signature, relative_key_name, resolve_key
from engine.ga.tonal.keys import key_items
from engine.music.keys import Key

ODD_INPUTS = ["", "   ", "🎸🎸", "What notes are in C major? " * 80, "12345", "Какие ноты в C major", "ноты\u00a0Gb\u00a0minor"]


@pytest.mark.parametrize("message, text", [
    ("What notes are in C major?",
     "The C major scale has 7 notes: **C – D – E – F – G – A – B**. Relative minor: A minor."),
    ("What notes are in B major?",
     "The B major scale has 7 notes: **B – C# – D# – E – F# – G# – A#**. Relative minor: Ab minor."),
    ("notes in g# min", "The G# minor scale has 7 notes: **G# – A# – B – C# – D# – E – F#**. Relative major: Cb major."),
    ("What notes are in G# major?",
     'I don\'t recognise "G# major" as a standard key. Try a key like C major, F# minor, or Bb major.'),
    ("what notes are in the B flat major scale", "Could not parse a key name from your question."),
])
def test_scale_info_answers(message, text):
    "Assert ScaleInfoSkill's notes, and its relative key through KeyNaming (Ab minor for B major)."
    assert answer("ScaleInfoSkill", message).result == text


def test_scale_info_evidence():
    "Assert the evidence lines: key, notes, signature in words, relative key."
    assert answer("ScaleInfoSkill", "What notes are in Eb minor?").evidence == (
        "Key: Eb minor", "Notes: Eb, F, Gb, Ab, Bb, Cb, Db", "Key signature: 6 flats", "Relative major: Gb major")


@pytest.mark.parametrize("message, handled", [("What notes are in the C major scale?", True),
                                              ("What notes are in a C major chord?", False), ("   ", False)])
def test_scale_info_can_handle(message, handled):
    "Assert GA's ScaleInfoSkillTests cases: a chord question is left to ChordInfoSkill."
    assert can_handle("ScaleInfoSkill", message) is handled


@pytest.mark.parametrize("message, text", [
    ("What is the relative minor of B major?", "The relative minor of **B major** is **G#m**."),
    ("What is the relative major of G# minor?", "The relative major of **G# minor** is **B major**."),
    ("What is the relative minor of Cb major?", "The relative minor of **Cb major** is **Abm**."),
    ("How many sharps in D# major?", "**D# major** has no sharps or flats."),
    ("How many flats in Cb major?",
     "I couldn't identify 'Cb' as a key. Try a single pitch letter optionally followed by # or b (e.g. C, G, F#, Bb)."),
    ("Key signature of B minor", "**B minor** has 2 sharps."),
    ("relative minor of f♯", "The relative minor of **F# major** is **D#m**."),
])
def test_relative_key_answers(message, text):
    "Assert RelativeKeySkill's first line: the circle keeps the spelling asked, a key it lacks has no accidentals."
    assert answer("RelativeKeySkill", message).result.split("\n")[0] == text


def test_parallel_minor_of_a_key_off_the_circle():
    "Assert the parallel minor of G# major said to have 3 flats: 0 for G# major, three fifths down."
    last = answer("RelativeKeySkill", "What is the parallel minor of G# major?").result.split("\n")
    assert last[-1] == "" and last[-2].endswith("G# major has no sharps or flats; G# minor has 3 flats (three "
                                                "positions counter-clockwise on the circle of fifths).")


def test_relative_key_refusal_declined_on_main():
    "Assert the refusal without a pattern: confidence 0.1, Declined on main only."
    pin, main = (ChatbotHost(at).call_skill("RelativeKeySkill", "hello") for at in ("pin", "main"))
    assert (pin.confidence, pin.declined, main.declined) == (0.1, False, True)


@pytest.mark.parametrize("raw, key", [("g♯", "G#"), ("BB", "Bb"), ("e", "E"), ("Abm", "Abm")])
def test_normalize_key(raw, key):
    "Assert NormalizeKey: ASCII signs, the letter upper and a second character lower."
    assert normalize_key(raw) == key


@pytest.mark.parametrize("signature, words", [(0, "no sharps or flats"), (1, "1 sharp"), (-1, "1 flat"),
                                              (5, "5 sharps"), (-3, "3 flats")])
def test_blurb(signature, words):
    "Assert the signature in words."
    assert blurb(signature) == words


def test_key_naming():
    "Assert KeyNaming on Key.Items: six sharp keys get the flat twin of their relative; signatures in words."
    flat_twins = [k.name for k in key_items() if relative_key_name(k) != Key(k.root, k.mode).relative.name]
    assert flat_twins == ["B major", "F# major", "C# major", "G# minor", "D# minor", "A# minor"]
    assert [describe_signature(k) for k in key_items()[6:9]] == ["1 flat", "no sharps or flats", "1 sharp"]
    assert resolve_key(" eb", True).name == "Eb minor" and resolve_key("Gb", True) is None


@pytest.mark.parametrize("skill", ["ScaleInfoSkill", "RelativeKeySkill"])
@pytest.mark.parametrize("message", ODD_INPUTS)
def test_odd_input_gets_gas_answer(skill, message):
    "Assert odd input gets an answer or GA's refusal through the host, never a traceback."
    assert ChatbotHost("pin").call_skill(skill, message).result
