"""IntervalSkill and GA's domain intervals: note names read, the interval named, the default arms (lesson 9)."""
import pytest

from engine.ga.intervals import DomainNote, interval, parse_note
from engine.ga.routing import ChatbotHost
from engine.ga.routing.skills import can_handle
from engine.ga.routing.skills.interval import answer, format_note

ODD_INPUTS = ["", "   ", "🎸🎸", "C to G " * 300, "12345", "Интервал from C to Ж", "interval\tC\tto\tG", "C\u2009to G"]


@pytest.mark.parametrize("message, text", [
    ("What is the interval from C to G?", "From **C** to **G** is a **perfect fifth** (P5, 7 semitones)."),
    ("What is the interval between E and G#?", "From **E** to **G** is a **minor third** (m3, 3 semitones)."),
    ("What is the interval from C to F♯?", "From **C** to **F** is a **perfect fourth** (P4, 5 semitones)."),
    ("What is the interval from B♭ to D?", "Could not parse two note names from your question."),
    ("What is the interval from C# to C?", "From **C#** to **C** is a **perfect unison** (P1, 0 semitones)."),
    ("What is the interval from Cb to B?", "From **Cb** to **B** is a **major seventh** (M7, 11 semitones)."),
    ("What is the interval from C# to Fb?", "From **C#** to **Fb** is a **dd fourth** (dd4, 3 semitones)."),
    ("What is the interval from Db to G#?", "From **Db** to **G** is a **augmented fourth** (A4, 6 semitones)."),
    ("distance from f# to d", "From **F#** to **D** is a **minor sixth** (m6, 8 semitones)."),
])
def test_answers(message, text):
    "Assert the skill's answer: the sharp dropped before '?', a lowered unison perfect, a doubled quality abbreviated."
    assert answer(message).result == text


def test_ga_unit_tests():
    "Assert GA's IntervalSkillTests: C to G a perfect fifth, C to E and Eb, F# to C six semitones, H to Q refused."
    c_g = answer("what is the interval between C and G")
    assert c_g.confidence == 1.0 and all(w in c_g.result for w in ("C", "G", "perfect fifth", "P5", "7 semitones"))
    assert "major third" in answer("interval from C to E").result and "4 semitones" in answer("interval from C to E").result
    assert "minor third" in answer("interval from C to Eb").result
    assert "6 semitones" in answer("distance from F# to C").result
    refused = answer("interval from H to Q")
    assert refused.confidence == 0.0 and "parse" in refused.result
    assert answer("interval from D to A").evidence == ("Lower note: D", "Upper note: A (above the lower)",
                                                       "Interval: P5 (perfect fifth)", "Semitones: 7")


@pytest.mark.parametrize("message, handled", [
    ("what is the interval between C and G", True), ("Interval from C to G please", True),
    ("distance from F# to D", True), ("the interval C to G", True), ("Distance between A and E", True),
    ("what is a C major chord", False), ("show me a C scale", False), ("C and G", False),
    ("interval question without notes", False), ("", False), ("   ", False),
])
def test_can_handle(message, handled):
    "Assert GA's CanHandle cases: an interval word and a pair of notes."
    assert can_handle("IntervalSkill", message) is handled


@pytest.mark.parametrize("token, note", [("C", ("C", 0)), ("cb", ("C", -1)), ("E#", ("E", 1)), ("bB", ("B", -1)),
                                         ("C##", ("C", 1)), ("B♭", ("B", -1)), ("Cx", ("C", 2)), ("H", None),
                                         ("", None), (" ", None), ("C ", ("C", 0))])
def test_parse_note(token, note):
    "Assert the domain's three parsers in turn: Sharp and Flat look at the first and last characters only."
    assert parse_note(token) == (DomainNote(*note) if note else None)


def test_every_pair_of_the_21_names():
    "Assert the domain lands on the second note's pitch class but for 36 pairs, 26 of them without a sharp to drop."
    names = [letter + sign for letter in "CDEFGAB" for sign in ("b", "", "#")]
    off = [(a, b) for a in names for b in names
           if (interval(parse_note(a), parse_note(b)).semitones - (parse_note(b).pc - parse_note(a).pc)) % 12]
    assert len(off) == 36 and len([(a, b) for a, b in off if "#" not in b]) == 26
    assert ("Cb", "B") in off and ("C#", "C") in off and ("C", "B#") in off


def test_format_note():
    "Assert FormatNote: the letter upper, the rest lower."
    assert [format_note(n) for n in ("c#", "bB", " g ")] == ["C#", "Bb", "G"]


@pytest.mark.parametrize("message", ODD_INPUTS)
def test_odd_input_gets_gas_answer(message):
    "Assert odd input gets an answer or GA's refusal through the host, never a traceback."
    reply = ChatbotHost("pin").call_skill("IntervalSkill", message)
    assert reply.confidence in (0.0, 1.0) and reply.result
