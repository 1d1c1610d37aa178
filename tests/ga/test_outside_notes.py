"""OutsideNotesSkill: GA's own unit tests (OutsideNotesSkillTests.cs), the answer's bytes, the readings lesson 27 shows."""
import pytest

from engine.ga.routing import ChatbotHost
from engine.ga.routing.skills import can_handle
from engine.ga.routing.skills.outside_notes import (answer, chord_label, chord_tone_names, classify, extension_label,
                                                    parse)

ODD = ["", "   ", "🎸 over 🎹", "why does F sound outside over Cmaj7 " * 60, "12345", "почему F звучит over Cmaj7",
       "why does F\u00a0sound outside over\u2009Cmaj7", "over C", "F over"]


@pytest.mark.parametrize("root, quality, note, kind", [  # GA's Classify_AppliesTheAvoidNoteRule
    (0, "major 7", 5, "Avoid"), (0, "major 7", 1, "Avoid"), (0, "major 7", 9, "Tension"), (0, "major 7", 6, "Tension"),
    (0, "major 7", 2, "Tension"), (0, "major 7", 4, "ChordTone"), (0, "major 7", 11, "ChordTone"),
    (0, "major 7", 7, "ChordTone"), (7, "dominant 7", 0, "Avoid"), (7, "dominant 7", 9, "Tension"),
    (7, "dominant 7", 8, "Avoid"), (0, "minor 7", 5, "Tension"), (0, "minor 7", 8, "Avoid"), (0, "minor 7", 2, "Tension"),
    (0, "minor 7", 3, "ChordTone"),
])
def test_classify(root, quality, note, kind):
    "Assert GA's cases of the rule: in the formula, a chord tone; a semitone above one, avoid; else a tension."
    assert classify(root, quality, note).kind == kind


def test_a_semitone_above_the_root_is_avoid():
    "Assert Ab over G7 is an avoid note, the b9 (GA's Classify_Ab_Over_G7_IsAvoid_BecauseAboveRoot)."
    verdict = classify(7, "dominant 7", 8)
    assert verdict.kind == "Avoid" and "b9" in verdict.degree


@pytest.mark.parametrize("rel, label", [(0, "root"), (1, "b9 (flat ninth)"), (2, "9 (ninth)"), (5, "11 (natural eleventh)"),
                                        (6, "#11 (sharp eleventh)"), (8, "b13 (flat thirteenth)"),
                                        (9, "13 (thirteenth)"), (11, "major 7th")])
def test_extension_label(rel, label):
    "Assert ExtensionLabel's text for each pitch class above the root."
    assert extension_label(rel) == label


def test_the_dominant_advice_and_the_plain_one():
    "Assert an avoid note over a dominant chord is called usable, over any other one not to sustain."
    assert "not a note to simply avoid" in classify(0, "dominant 9", 1).explanation
    assert "altered tension" in classify(0, "altered dominant", 5).explanation
    assert "don't land or sustain on it" in classify(0, "major 7", 5).explanation


def test_a_chord_tone_is_named_by_the_formula():
    "Assert a chord tone's name is the formula's (\"perfect eleventh\" of a C11), not the degree label."
    assert classify(0, "dominant 11", 5).degree == "perfect eleventh"
    assert classify(0, "sus4", 5).headline == "a chord tone — the perfect fourth"


@pytest.mark.parametrize("message, read", [  # GA's ParseNoteOverChord_ExtractsNoteAndChord, then lesson 27's
    ("why does F sound outside over Cmaj7", ("F", 5, "C", 0, "major 7")),
    ("is F an avoid note over Cmaj7", ("F", 5, "C", 0, "major 7")),
    ("what is F over G7", ("F", 5, "G", 7, "dominant 7")),
    ("why does Bb sound outside over C major", ("Bb", 10, "C", 0, "major")),
    ("is A a chord tone or a tension over Cmaj7", ("A", 9, "C", 0, "major 7")),
    ("why does F# clash over a Cm7 chord", ("F#", 6, "C", 0, "minor 7")),
    ("why does F sound outside over a minor chord", ("F", 5, "A", 9, "major")),
    ("why does F sound outside over a dominant chord", ("F", 5, "D", 2, "major")),
    ("why does F♯ sound outside over Cmaj7", ("F", 5, "C", 0, "major 7")),
    ("why does Cb sound outside over Cmaj7", ("Cb", 11, "C", 0, "major 7")),
    ("why does F sound outside over Cm7♭5", ("F", 5, "C", 0, "minor 7")),
    ("why does F sound outside over CΔ7", ("F", 5, "C", 0, "δ7")),
    ("why does F sound outside over Cma7", ("F", 5, "C", 0, "minor")),
    ("why does Eb sound outside against an F7", ("Eb", 3, "F", 5, "dominant 7")),
])
def test_parse(message, read):
    "Assert the note (the last before the preposition, case-sensitive) and the chord (IgnoreCase) read."
    p = parse(message)
    assert (p.note, p.note_pc, p.root, p.root_pc, p.quality) == read


@pytest.mark.parametrize("message", ["what scale should I use", "tell me about the C major scale", "",
                                     "why does f sound outside over Cmaj7", "why does F sound outside on top of Cmaj7",
                                     "why does the 11 clash over Cmaj7", "Cmaj7 over C"])
def test_parse_refuses(message):
    "Assert no reading without a chord after a preposition or a capital note before it (GA's and lesson 27's)."
    assert parse(message) is None


@pytest.mark.parametrize("root, quality, names", [
    (0, "dominant 7", ("C", "E", "G", "A#")), (0, "minor", ("C", "Eb", "G")), (6, "major 7", ("Gb", "Bb", "Db", "F")),
    (1, "minor", ("Db", "E", "Ab")), (0, "diminished 7", ("C", "Eb", "Gb", "A")), (4, "augmented", ("E", "G#", "C")),
    (2, "major", ("D", "F#", "A")),
])
def test_chord_tone_names(root, quality, names):
    "Assert the tones named from twelve sharps, or flats for minor, diminished and flat-key chords."
    assert chord_tone_names(root, quality) == names


@pytest.mark.parametrize("quality, label", [("major", "C"), ("minor", "Cm"), ("major 7", "C major 7"),
                                            ("7sus4", "C 7sus4")])
def test_chord_label(quality, label):
    "Assert QualityDisplaySuffix: nothing for major, m for minor, else the quality after a space."
    assert chord_label("C", quality) == label


def test_the_answer_byte_for_byte():
    "Assert the whole answer, its evidence and data for F over Cmaj7."
    reply = answer("why does F sound outside over Cmaj7")
    assert reply.result == ("**F** over **C major 7**: an avoid note — the 11 (natural eleventh).\n\nIt's the 11 "
                            "(natural eleventh), sitting a semitone above the major third of the chord. That half-step "
                            "rub is the classic \"avoid note\" clash: play it as a fast passing tone, but don't land or "
                            "sustain on it.\n")
    assert reply.evidence == ("Note: F (pitch class 5)", "Chord: C major 7 — tones C, E, G, B",
                              "Relation: 11 (natural eleventh), Avoid")
    assert (reply.agent_id, reply.confidence, reply.data["classification"]) == ("skill.outsidenotes", 1.0, "Avoid")


@pytest.mark.parametrize("at, declined", [("pin", False), ("main", True)])
def test_the_refusal(at, declined):
    "Assert the refusal's text and confidence, Declined only on main."
    reply = ChatbotHost(at).call_skill("OutsideNotesSkill", "why does the b9 sound so tense over C7")
    assert reply.result.startswith("Tell me a single note and a single chord") and reply.confidence == 0.1
    assert reply.declined is declined


@pytest.mark.parametrize("message, handled", [  # GA's CanHandle tests, then lesson 27's
    ("why does F sound outside over Cmaj7", True), ("is F an avoid note over Cmaj7", True),
    ("why does A clash against a G7", True), ("what notes are in Cmaj7", False), ("what scale can I solo over G7", False),
    ("transpose C E G up a fifth", False), ("", False), ("what is F over G7", False),
    ("why does the note clash over this chord", False), ("why does F sound outside on top of Cmaj7", False),
])
def test_can_handle(message, handled):
    "Assert CanHandle: a keyword, a preposition and a chord after one."
    assert can_handle("OutsideNotesSkill", message) is handled


@pytest.mark.parametrize("at", ["pin", "main"])
@pytest.mark.parametrize("message", ODD)
def test_odd_input_gets_gas_answer(at, message):
    "Assert odd input gets a verdict or GA's refusal through the host, never a traceback."
    assert ChatbotHost(at).call_skill("OutsideNotesSkill", message).result
